import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { packages } from "~/db/schema";
import { makeRequest } from "../../../tests/kit/request";
import { useTestDb, type TestDb } from "../../../tests/setup/db";
import { loader } from "./detail";

/** The package page in the visitor's language (issue 15): its loader sends the page's texts. */
const SLUG = "istanbul-fue-hair-transplant-package";
let t: TestDb;
beforeAll(async () => {
  t = await useTestDb();
});

async function page(lang?: string) {
  const path = `${lang ? `/${lang}` : ""}/package/${SLUG}`;
  return loader({
    request: makeRequest(path),
    params: { id: SLUG, ...(lang ? { lang } : {}) },
    context: {},
  } as never);
}

async function setReviewCount(n: number) {
  await t.db.update(packages).set({ reviewCount: n }).where(eq(packages.slug, SLUG));
}

describe("the package page's texts", () => {
  it("keeps the spec's English words on /package/…", async () => {
    const p = await page();
    expect(p.locale).toBe("en");
    expect(p.text["package.tab.included"]).toBe("What's Included");
    expect(p.text["package.book.submit"]).toBe("Book Now");
    expect(p.text["package.requestQuote"]).toBe("Request a personal quote");
    expect(p.metaText.description).toMatch(
      new RegExp(`^${p.pkg.title} at ${p.pkg.clinic.name}, ${p.pkg.city}: .*, from \\$[\\d,]+\\. `),
    );
  });

  it("is German on /de/package/…, with the note that the clinic wrote its text in English", async () => {
    const p = await page("de");
    expect(p.locale).toBe("de");
    expect(p.text["package.tab.overview"]).toBe("Überblick");
    expect(p.text["package.tab.included"]).toBe("Leistungen");
    expect(p.text["package.book.submit"]).toBe("Jetzt buchen");
    expect(p.text["package.original"]).toBe("Von der Klinik auf Englisch verfasst");
    // The clinic's own words stay as written.
    expect(p.pkg.overview).toMatch(/\b(the|and|of)\b/);
    // The price in the description as German writes it: "ab 2.150 $".
    expect(p.metaText.description).toMatch(/ bei .*, ab [\d.]+\s\$\. /);
    // Review months in German.
    for (const r of p.pkg.reviews) expect(r.dateText).toMatch(/^\p{L}+ \d{4}$/u);
  });

  it("writes the review count as a plural of each language", async () => {
    await setReviewCount(1);
    expect((await page("de")).text["package.reviews.based"]).toBe(
      "Basierend auf 1 Patientenbewertung",
    );
    await setReviewCount(1234);
    expect((await page("de")).text["package.reviews.based"]).toBe(
      "Basierend auf 1.234 Patientenbewertungen",
    );
    expect((await page()).text["package.reviews.based"]).toBe("Based on 1,234 patient reviews");
  });

  it("has Arabic's six plural forms, in Western digits", async () => {
    const expected: [number, string][] = [
      [0, "لا توجد تقييمات من المرضى بعد"],
      [1, "بناءً على تقييم مريض واحد"],
      [2, "بناءً على تقييمين من المرضى"],
      [3, "بناءً على 3 تقييمات من المرضى"],
      [11, "بناءً على 11 تقييمًا من المرضى"],
      [100, "بناءً على 100 تقييم من المرضى"],
    ];
    for (const [n, text] of expected) {
      await setReviewCount(n);
      const p = await page("ar");
      expect(p.text["package.reviews.based"], String(n)).toBe(text);
    }
    const p = await page("ar");
    expect(p.text["package.tab.reviews"]).toBe("التقييمات");
    expect(p.text["package.price.items"]).not.toMatch(/[٠-٩]/);
  });
});
