import { sql } from "drizzle-orm";
import type { ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, Outlet, RouterProvider, useLoaderData } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { CurrencyProvider } from "~/components/currency-context";
import { DEFAULT_RATES } from "~/utils/money";
import { callRoute } from "../../tests/kit/request";
import { useTestDb } from "../../tests/setup/db";
import SearchResults, { loader } from "./search-results";

/**
 * /search-results in the visitor's language (issue 15): the loader formats the page's texts in
 * the language of the URL, and the count is one plural message, right for one clinic and for
 * several in every language.
 */
beforeAll(async () => {
  await useTestDb();
});

type Data = Awaited<ReturnType<typeof loader>>;

async function load(path: string, lang?: string): Promise<Data> {
  const result = await callRoute(
    loader as never,
    new Request(`http://localhost${path}`),
    lang ? { lang } : {},
  );
  if (result instanceof Response) throw new Error(`loader answered ${result.status}`);
  return result as Data;
}

/** The page as the app renders it: under the root route, which tells the page its language. */
function render(data: Data, url: string, locale: "en" | "de" = "en") {
  function Page() {
    const props = { loaderData: useLoaderData() } as ComponentProps<typeof SearchResults>;
    return <SearchResults {...props} />;
  }
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        element: (
          <CurrencyProvider initialCurrency="USD" initialRates={DEFAULT_RATES}>
            <Outlet />
          </CurrencyProvider>
        ),
        children: [{ id: "page", path: url.split("?")[0]!.slice(1), element: <Page /> }],
      },
    ],
    {
      initialEntries: [url],
      hydrationData: {
        loaderData: {
          root: { i18n: { locale, prefix: locale === "en" ? "" : `/${locale}` } },
          page: data,
        },
      },
    },
  );
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

/** The text of the element with this data-testid (tags inside it removed). */
function testId(html: string, id: string): string | undefined {
  const m = new RegExp(`data-testid="${id}"[^>]*>(.*?)</p>`).exec(html);
  return m?.[1]?.replace(/<[^>]+>/g, "").replace(/&#x27;/g, "'");
}

// Searches the seed answers with one clinic, two and three.
const ONE = "?q=Uludag";
const TWO = "?q=Lara+Eye";
const THREE = "?treatment=IVF";

describe("/de/search-results", () => {
  it("loads German texts, the German count for several clinics and German meta", async () => {
    const data = await load("/de/search-results", "de");
    expect(data.locale).toBe("de");
    expect(data.search.total).toBeGreaterThan(1);
    const n = data.search.total;
    expect(data.text["search.found"]).toBe(`${n} geprüfte Kliniken und ihre Ärzte gefunden`);
    expect(data.text["search.form.sort"]).toBe("Sortieren nach");
    expect(data.text["search.showing"]).toBe(`1–8 von ${n}`);
    expect(data.meta.title).toBe("Geprüfte Kliniken und Ärzte vergleichen");
    // Each card's texts with a value: the review count agrees with its number.
    for (const r of data.search.results)
      expect(r.texts.reviews).toBe(
        `${new Intl.NumberFormat("de-DE").format(r.reviewCount)} ${r.reviewCount === 1 ? "Bewertung" : "Bewertungen"}`,
      );

    const html = render(data, "/de/search-results", "de");
    expect(testId(html, "results-count")).toBe(`${n} geprüfte Kliniken und ihre Ärzte gefunden`);
    expect(html).toContain(">Sortieren nach</label>");
    expect(html).toContain('action="/de/search-results"');
    // Links to other public pages stay in German.
    expect(html).toMatch(/href="\/de\/clinic\/[a-z0-9-]+"/);
    expect(html).not.toMatch(/href="\/clinic\//);
  });

  it("says one clinic in the singular, in German and in English", async () => {
    const de = await load(`/de/search-results${ONE}`, "de");
    expect(de.search.total).toBe(1);
    expect(de.text["search.found"]).toBe("1 geprüfte Klinik und ihre Ärzte gefunden");
    expect(testId(render(de, `/de/search-results${ONE}`, "de"), "results-count")).toBe(
      "1 geprüfte Klinik und ihre Ärzte gefunden",
    );

    const en = await load(`/search-results${ONE}`);
    expect(en.locale).toBe("en");
    expect(en.text["search.found"]).toBe("Found 1 verified clinic and its doctors");
    expect(testId(render(en, `/search-results${ONE}`), "results-count")).toBe(
      "Found 1 verified clinic and its doctors",
    );
  });

  it("keeps the English count for several clinics as it was", async () => {
    const en = await load("/search-results");
    expect(en.text["search.found"]).toBe(`Found ${en.search.total} verified clinics and doctors`);
  });

  it("gives Arabic its plural forms with Western digits", async () => {
    const ar = await load("/ar/search-results", "ar");
    const n = ar.search.total;
    expect(n).toBeGreaterThan(10);
    // 11 to 99: the "many" form, a singular noun after the number.
    expect(ar.text["search.found"]).toBe(`عثرنا على ${n} عيادة موثّقة وأطبائها`);
    const one = await load(`/ar/search-results${ONE}`, "ar");
    expect(one.text["search.found"]).toBe("عثرنا على عيادة موثّقة واحدة وأطبائها");
    const two = await load(`/ar/search-results${TWO}`, "ar");
    expect(two.search.total).toBe(2);
    expect(two.text["search.found"]).toBe("عثرنا على عيادتين موثّقتين وأطبائهما");
    const three = await load(`/ar/search-results${THREE}`, "ar");
    expect(three.search.total).toBe(3);
    expect(three.text["search.found"]).toBe("عثرنا على 3 عيادات موثّقة وأطبائها");
  });
});

// Free text offers its best 1,000 matches (FREE_TEXT_COUNT_MAX, decision 072).
describe("free text matching more than 1,000 clinics", () => {
  it("says more than 1,000, offers 125 pages and clamps a later page", async () => {
    const { db } = await useTestDb();
    await db.execute(sql`INSERT INTO clinics (slug, name, city_id, address, specialty, verified)
      SELECT 'capcount-' || g, 'Capcount Clinic ' || g, (SELECT id FROM cities ORDER BY slug LIMIT 1),
             'x', 'Dental', true
      FROM generate_series(1, 1010) g`);
    try {
      const en = await load("/search-results?q=capcount");
      expect(en.search.total).toBe(1000);
      expect(en.search.moreThanTotal).toBe(true);
      expect(en.search.totalPages).toBe(125);
      expect(en.search.results).toHaveLength(8);
      expect(en.text["search.found"]).toBe("Found more than 1,000 verified clinics and doctors");
      expect(en.text["search.showing"]).toBe("Showing 1–8 of the best 1,000");
      expect(en.meta.description).toBe(
        "Compare more than 1,000 verified clinics for medical treatment matching “capcount”: ratings, doctors, reviews and starting prices.",
      );
      expect(testId(render(en, "/search-results?q=capcount"), "results-count")).toBe(
        "Found more than 1,000 verified clinics and doctors",
      );
      const de = await load("/de/search-results?q=capcount", "de");
      expect(de.text["search.found"]).toBe(
        "Mehr als 1.000 geprüfte Kliniken und ihre Ärzte gefunden",
      );
      expect(de.meta.description).toMatch(/^Mehr als 1\.000 geprüfte Kliniken für /);
      const later = await load("/search-results?q=capcount&page=300");
      expect(later.search.page).toBe(125);
      expect(later.search.results).toHaveLength(8);
      // Under the limit the count is exact, and no "more than".
      const fewer = await load("/search-results?q=capcount+1001");
      expect(fewer.search.moreThanTotal).toBe(false);
      expect(fewer.text["search.found"]).toMatch(/^Found \d+ verified clinic/);
    } finally {
      await db.execute(sql`DELETE FROM clinics WHERE slug LIKE 'capcount-%'`);
    }
  }, 60_000);
});
