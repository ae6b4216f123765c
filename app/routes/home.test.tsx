import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { CurrencyProvider } from "~/components/currency-context";
import { HeroIntro, HowItWorks, TrustedStats } from "~/features/home/sections";
import { SearchForm } from "~/features/search/components/search-form";
import { i18nFor } from "~/i18n/catalog.server";
import { loader } from "~/routes/home";
import { DEFAULT_RATES } from "~/utils/money";
import { useTestDb } from "../../tests/setup/db";

beforeAll(async () => {
  await useTestDb();
});

type HomeData = Awaited<ReturnType<typeof loader>>;
const load = (lang?: string) =>
  loader({ params: lang ? { lang } : {} } as Parameters<typeof loader>[0]) as Promise<HomeData>;

/**
 * The home page in the page's language (issue 15): its loader sends the texts, formatted on the
 * server, and the hero, the search form and the sections show them.
 */
describe("home loader texts", () => {
  it("English: the spec's texts, unchanged", async () => {
    const d = await load();
    expect(d.locale).toBe("en");
    expect(d.meta.title).toBe(
      "CareAtlas — Compare verified clinics abroad, book safely, travel confidently",
    );
    expect(d.text["home.search.submit"]).toBe("Compare Clinics & Doctors and Packages");
    expect(d.text["home.search.budgetUnder"]).toBe("Under {amount}");
    expect(d.stats.map((s) => s.label)).toEqual([
      "Verified clinics",
      "Listed doctors",
      // Most of the seeded reviews came with the clinics (issue 16 item 7): labelled as such.
      "Patient reviews, incl. other platforms",
    ]);
    for (const dest of d.destinations) {
      const n = dest.clinicsCount;
      expect(dest.clinicsLabel).toBe(`${n} verified ${n === 1 ? "clinic" : "clinics"}`);
    }
  });

  it("German: hero, search form, figures and per-card plurals in German", async () => {
    const d = await load("de");
    expect(d.locale).toBe("de");
    expect(d.meta.title).toBe(
      "CareAtlas – geprüfte Kliniken im Ausland vergleichen, sicher buchen, entspannt reisen",
    );
    expect(d.text["home.hero.title"]).toBe("Kliniken vergleichen. Sicher buchen.");
    expect(d.text["home.search.treatment"]).toBe("Behandlung");
    expect(d.text["home.search.budget"]).toBe("Budget (optional)");
    expect(d.text["home.search.budgetAbove"]).toBe("Über {amount}");
    expect(d.stats[0]!.label).toBe("Geprüfte Kliniken");
    expect(d.destinations.length).toBeGreaterThanOrEqual(4);
    for (const dest of d.destinations) {
      const n = dest.clinicsCount;
      expect(dest.clinicsLabel).toBe(`${n} ${n === 1 ? "geprüfte Klinik" : "geprüfte Kliniken"}`);
    }
    expect(d.testimonials[0]!.ratingLabel).toMatch(/^\d von 5 Sternen$/);
    expect(d.partners[0]!.fromLabel).toMatch(/^ab \d+\s€$/);
    // Only the page's language travels: no English text left in German.
    expect(Object.values(d.text)).not.toContain("Treatment Type");
  });

  it("Arabic: Arabic texts with Western digits and Arabic plural forms", async () => {
    const d = await load("ar");
    expect(d.locale).toBe("ar");
    expect(d.text["home.hero.title"]).toBe("قارن بين العيادات. احجز بأمان.");
    expect(d.text["home.search.date"]).toBe("التاريخ المفضّل");
    for (const s of d.stats) expect(s.value).toMatch(/^[\d,]+$/);
    for (const dest of d.destinations) {
      expect(dest.clinicsLabel).not.toMatch(/verified|[٠-٩]/);
    }
    // The catalogue's plural forms: 1, 2, 3–10, 11–99, 100+.
    const ar = i18nFor("ar");
    const label = (count: number) => ar._("homeData.destinations.clinics", { count });
    expect([1, 2, 3, 11, 100].map(label)).toEqual([
      "عيادة موثّقة واحدة",
      "عيادتان موثّقتان",
      "3 عيادات موثّقة",
      "11 عيادة موثّقة",
      "100 عيادة موثّقة",
    ]);
  });
});

/** The components render the loader's texts, and links keep the page's language. */
function render(lang: string, data: HomeData, node: React.ReactNode) {
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        children: [{ path: ":lang", element: node }],
      },
    ],
    {
      initialEntries: [`/${lang}`],
      hydrationData: {
        loaderData: {
          root: { i18n: { locale: lang, prefix: `/${lang}` } },
          "0-0": data,
        },
      },
    },
  );
  return renderToStaticMarkup(
    <CurrencyProvider initialCurrency="USD" initialRates={DEFAULT_RATES}>
      <RouterProvider router={router} />
    </CurrencyProvider>,
  );
}

describe("home page in German", () => {
  it("shows the hero, the search form's labels and the sections in German", async () => {
    const d = await load("de");
    const html = render(
      "de",
      d,
      <>
        <HeroIntro />
        <SearchForm options={d.searchOptions} />
        <HowItWorks />
        <TrustedStats stats={d.stats} />
      </>,
    );
    for (const text of [
      "Kliniken vergleichen. Sicher buchen.",
      "Mit gutem Gefühl reisen.",
      ">Behandlung</label>",
      ">Reiseziel</label>",
      ">Wunschtermin</label>",
      ">Budget (optional)</label>",
      "Behandlung wählen",
      "Kliniken, Ärzte und Pakete vergleichen",
      "Unter $1,000",
      "Über $20,000",
      "Schritt 1",
      "Geprüfte Kliniken",
    ]) {
      expect(html, text).toContain(text);
    }
    for (const english of ["Treatment Type", "Preferred Date", "Compare Clinics", "Step 1"]) {
      expect(html).not.toContain(english);
    }
    // The form and the links go to the German pages.
    expect(html).toContain('action="/de/search-results"');
    expect(html).toContain('href="/de/how-it-works"');
  });
});
