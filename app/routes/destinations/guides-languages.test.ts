import { beforeAll, describe, expect, it } from "vitest";
import { GUIDE_TRANSLATIONS, guideLocales } from "~/features/destinations/guides.server";
import { LOCALE_CODES } from "~/i18n/config";
import { pageLanguages } from "~/i18n/public-path.server";
import { CITY_GUIDES } from "../../../content/destinations/cities";
import { COUNTRY_GUIDES } from "../../../content/destinations/countries";
import { makeRequest } from "../../../tests/kit/request";
import { useTestDb } from "../../../tests/setup/db";
import { loader as cityLoader } from "./city";
import { loader as countryLoader } from "./country";

/** The destination guides in the page's language (issue 15 item 5). */
beforeAll(async () => {
  await useTestDb();
});

type CountryData = Awaited<ReturnType<typeof countryLoader>>;
type CityData = Awaited<ReturnType<typeof cityLoader>>;

async function countryPage(country: string, lang?: string): Promise<CountryData> {
  return countryLoader({
    request: makeRequest(`${lang ? `/${lang}` : ""}/destinations/${country}`),
    params: { country, ...(lang ? { lang } : {}) },
    context: {},
  } as never);
}

async function cityPage(country: string, city: string, lang?: string): Promise<CityData> {
  return cityLoader({
    request: makeRequest(`${lang ? `/${lang}` : ""}/destinations/${country}/${city}`),
    params: { country, city, ...(lang ? { lang } : {}) },
    context: {},
  } as never);
}

/**
 * The same shape as the English guide: same keys, same slugs (and other keys), same number of
 * items in every list; every sentence of some length actually translated.
 */
function sameShape(english: unknown, translated: unknown, path: string, untranslated: string[]) {
  if (Array.isArray(english)) {
    expect(Array.isArray(translated), path).toBe(true);
    expect((translated as unknown[]).length, `${path}: number of items`).toBe(english.length);
    english.forEach((e, i) =>
      sameShape(e, (translated as unknown[])[i], `${path}[${i}]`, untranslated),
    );
  } else if (english && typeof english === "object") {
    expect(Object.keys(translated as object).sort(), path).toEqual(Object.keys(english).sort());
    for (const [key, value] of Object.entries(english)) {
      const other = (translated as Record<string, unknown>)[key];
      if (key === "slug" || key === "countrySlug" || key === "flag")
        expect(other, path).toBe(value);
      else sameShape(value, other, `${path}.${key}`, untranslated);
    }
  } else {
    expect(typeof translated, path).toBe(typeof english);
    expect((translated as string).trim().length, path).toBeGreaterThan(0);
    if (typeof english === "string" && english.length > 60 && translated === english)
      untranslated.push(path);
  }
}

describe("destination guide translations", () => {
  it("have the English guides' shape, slugs and list lengths, in every language written", async () => {
    const kinds = [
      ["countries", COUNTRY_GUIDES, "COUNTRY_GUIDES"],
      ["cities", CITY_GUIDES, "CITY_GUIDES"],
    ] as const;
    for (const [kind, english, name] of kinds) {
      for (const [locale, load] of Object.entries(GUIDE_TRANSLATIONS[kind])) {
        const guides = ((await load()) as unknown as Record<string, unknown[]>)[name]!;
        const untranslated: string[] = [];
        sameShape(english, guides, `${locale}/${kind}`, untranslated);
        expect(untranslated, `${locale}/${kind}: sentences left in English`).toEqual([]);
      }
    }
  });

  it("exist for German and Arabic at least", () => {
    expect(guideLocales("countries")).toEqual(expect.arrayContaining(["en", "de", "ar"]));
    expect(guideLocales("cities")).toEqual(expect.arrayContaining(["en", "de", "ar"]));
  });
});

describe("the country guide's loader", () => {
  it("keeps the English guide on /destinations/turkey", async () => {
    const p = await countryPage("turkey");
    expect(p.locale).toBe("en");
    expect(p.translated).toBe(true);
    expect(p.guide).toBe(COUNTRY_GUIDES[0]);
    expect(p.text["guide.medical.title"]).toBe("Medical care in Turkey");
    expect(p.text["guide.country.cities"]).toBe("Cities in Turkey");
    expect(p.text["guide.country.cta-primary"]).toBe("Find clinics in Turkey");
    expect(p.crumbs.map((c) => c.label)).toEqual(["Home", "Destinations", "Turkey"]);
    expect(p.searchPath).toBe("/search-results?destination=turkey");
  });

  it("sends the German guide on /de/destinations/turkey", async () => {
    const p = await countryPage("turkey", "de");
    expect(p.locale).toBe("de");
    expect(p.translated).toBe(true);
    expect(p.guide.name).toBe("Türkei");
    expect(p.guide.heroTitle).toMatch(/^Türkei: erfahrene Kliniken/);
    expect(p.guide.medicalInfo.languages).toContain("Deutsch");
    expect(p.text["guide.medical.title"]).toBe("Medizinische Versorgung in der Türkei");
    expect(p.text["guide.travel.visa"]).toBe("Visum und Einreise");
    expect(p.crumbs.map((c) => c.label)).toEqual(["Startseite", "Reiseziele", "Türkei"]);
    expect(p.crumbs[2]!.path).toBe("/de/destinations/turkey");
    // Clinic search goes by the catalogue's name, whatever the page's language.
    expect(p.searchPath).toBe("/search-results?destination=turkey");
  });

  it("sends the Arabic guide on /ar/destinations/turkey", async () => {
    const p = await countryPage("turkey", "ar");
    expect(p.locale).toBe("ar");
    expect(p.translated).toBe(true);
    expect(p.guide.name).toBe("تركيا");
    expect(p.guide.travelInfo.airports[0]).toContain("(IST)");
    expect(p.text["guide.medical.title"]).toBe("الرعاية الطبية في تركيا");
  });
});

describe("the city guide's loader", () => {
  it("keeps the English guide on /destinations/turkey/istanbul", async () => {
    const p = await cityPage("turkey", "istanbul");
    expect(p.guide).toBe(CITY_GUIDES[0]);
    expect(p.translated).toBe(true);
    expect(p.text["guide.city.title"]).toBe("Istanbul medical travel guide");
    expect(p.text["guide.city.getting-there"]).toBe("Getting there");
    expect(p.text["guide.city.other"]).toBe("Other cities in Turkey");
    expect(p.country.name).toBe("Turkey");
  });

  it("sends the German guide on /de/destinations/turkey/istanbul", async () => {
    const p = await cityPage("turkey", "istanbul", "de");
    expect(p.translated).toBe(true);
    expect(p.guide.slug).toBe("istanbul");
    expect(p.guide.intro).not.toBe(CITY_GUIDES[0]!.intro);
    expect(p.text["guide.city.getting-there"]).toBe("Anreise");
    expect(p.text["guide.city.other"]).toBe("Weitere Städte in der Türkei");
    expect(p.country.name).toBe("Türkei");
    expect(p.country.otherCities.map((c) => c.slug)).toEqual(["antalya", "izmir", "bursa"]);
  });

  it("sends the Arabic guide on /ar/destinations/south-korea/seoul", async () => {
    const p = await cityPage("south-korea", "seoul", "ar");
    expect(p.translated).toBe(true);
    expect(p.guide.name).toBe("سيول");
    expect(p.text["guide.city.title"]).toBe("دليل السفر العلاجي إلى سيول");
  });
});

describe("a language without a translated guide", () => {
  it("shows the English guide with the note, and hreflang lists only the written languages", async () => {
    const saved = { ...GUIDE_TRANSLATIONS.cities };
    try {
      delete GUIDE_TRANSLATIONS.cities.es;
      const p = await cityPage("turkey", "istanbul", "es");
      expect(p.locale).toBe("es");
      expect(p.translated).toBe(false);
      expect(p.guide).toBe(CITY_GUIDES[0]);
      // The page's own texts are still Spanish, and say the guide is not translated yet.
      expect(p.text["guide.city.getting-there"]).toBe("Cómo llegar");
      expect(p.text["editorial.untranslated"]).toBeTruthy();
      expect(p.text["editorial.untranslated"]).not.toMatch(/^This/);
      const languages = pageLanguages("/destinations/turkey/istanbul");
      expect(languages).not.toContain("es");
      expect(languages).toContain("en");
      expect(languages).toEqual(guideLocales("cities"));
    } finally {
      Object.assign(GUIDE_TRANSLATIONS.cities, saved);
    }
    expect(pageLanguages("/destinations/turkey/istanbul")).toEqual(
      LOCALE_CODES.filter((l) => l === "en" || l in GUIDE_TRANSLATIONS.cities),
    );
    // Other pages keep every language; blog articles only English.
    expect(pageLanguages("/faq")).toEqual(LOCALE_CODES);
    expect(pageLanguages("/blog/some-article")).toEqual(["en"]);
    expect(pageLanguages("/destinations/turkey")).toEqual(guideLocales("countries"));
  });
});
