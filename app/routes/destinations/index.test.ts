import { beforeAll, describe, expect, it } from "vitest";
import { SUMMARY_TRANSLATIONS } from "~/features/destinations/guides.server";
import { LOCALE_CODES } from "~/i18n/config";
import { COUNTRY_GUIDES } from "../../../content/destinations/countries";
import { makeRequest } from "../../../tests/kit/request";
import { useTestDb } from "../../../tests/setup/db";
import { loader } from "./index";

/** /destinations in the visitor's language (issue 15): headings, country cards, figures, links. */
beforeAll(async () => {
  await useTestDb();
});

type Data = Awaited<ReturnType<typeof loader>>;

async function page(lang?: string): Promise<Data> {
  return loader({
    request: makeRequest(`${lang ? `/${lang}` : ""}/destinations`),
    params: lang ? { lang } : {},
    context: {},
  } as never);
}

describe("the destinations page's texts", () => {
  it("keeps the English page as it was", async () => {
    const p = await page();
    expect(p.text["destinations.title"]).toBe("Medical travel destinations");
    expect(p.text["destinations.intro"]).toMatch(
      /^Four countries where .* then compare \d+ verified clinics\.$/,
    );
    const turkey = p.countries.find((c) => c.slug === "turkey")!;
    expect(turkey.name).toBe("Turkey");
    expect(turkey.description).toMatch(/^A leading destination for hair restoration/);
    expect(turkey).not.toHaveProperty("patientsPerYear");
    expect(turkey.savingsRange).toBe("60-80%");
    expect(turkey.popularTreatments).toEqual([
      "Hair Transplant",
      "Dental",
      "Cosmetic Surgery",
      "Eye Surgery",
    ]);
    expect(turkey.texts.explore).toBe("Explore Turkey Guide");
    expect(turkey.texts.clinics).toMatch(/^\d+ verified clinics?$/);
    expect(p.crumbs).toEqual([
      { label: "Home", path: "/" },
      { label: "Destinations", path: "/destinations" },
    ]);
  });

  it("is German on /de/destinations: cards, figures and treatment names", async () => {
    const p = await page("de");
    expect(p.text["destinations.title"]).toBe("Reiseziele für Behandlungen im Ausland");
    const turkey = p.countries.find((c) => c.slug === "turkey")!;
    expect(turkey.name).toBe("Türkei");
    expect(turkey.textLocale).toBe("de");
    expect(turkey.description).toMatch(/^Eines der führenden Reiseziele/);
    expect(turkey).not.toHaveProperty("patientsPerYear");
    expect(turkey.savingsRange).toBe("60–80\u00a0%");
    expect(turkey.popularTreatments).toEqual([
      "Haartransplantation",
      "Zahnmedizin",
      "Ästhetische Chirurgie",
      "Augenchirurgie",
    ]);
    expect(turkey.texts.explore).toBe("Ratgeber Türkei lesen");
    expect(turkey.texts.clinics).toMatch(/^\d+ geprüfte Kliniken?$/);
    expect(p.crumbs[1]).toEqual({ label: "Reiseziele", path: "/de/destinations" });
  });

  it("is Arabic on /ar/destinations, with Arabic country and treatment names", async () => {
    const p = await page("ar");
    expect(p.text["destinations.title"]).toBe("وجهات السياحة العلاجية");
    const names = p.countries.map((c) => c.name);
    expect(names).toEqual(["تركيا", "كوريا الجنوبية", "تايلاند", "المكسيك"]);
    const mexico = p.countries.find((c) => c.slug === "mexico")!;
    expect(mexico.popularTreatments[0]).toBe("جراحة السمنة");
    expect(mexico.specialNote).toMatch(/تيخوانا/);
    expect(mexico.texts.explore).toBe("استكشف دليل المكسيك");
    expect(p.countries.find((c) => c.slug === "south-korea")!.popularTreatments).toContain(
      "الأمراض الجلدية",
    );
  });

  it("has a card summary for every country in every language", async () => {
    for (const locale of LOCALE_CODES.filter((l) => l !== "en")) {
      const load = SUMMARY_TRANSLATIONS[locale];
      expect(load, locale).toBeDefined();
      const { COUNTRY_SUMMARIES } = await load!();
      expect(COUNTRY_SUMMARIES.map((s) => s.slug).sort(), locale).toEqual(
        COUNTRY_GUIDES.map((g) => g.slug).sort(),
      );
      for (const s of COUNTRY_SUMMARIES) {
        expect(s.description.length, `${locale} ${s.slug}`).toBeGreaterThan(40);
        expect(s.specialNote.length, `${locale} ${s.slug}`).toBeGreaterThan(30);
      }
    }
  });
});
