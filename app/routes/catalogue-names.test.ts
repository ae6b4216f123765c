import { beforeAll, describe, expect, it } from "vitest";
import { callRoute, makeRequest } from "../../tests/kit/request";
import { useTestDb } from "../../tests/setup/db";
import { loader as clinicLoader } from "./clinic";
import { loader as cityLoader } from "./destinations/city";
import { loader as homeLoader } from "./home";
import { loader as packageLoader } from "./packages/detail";
import { loader as searchLoader } from "./search-results";

/**
 * Catalogue names in the page's language (issue 15): the home page's search form and cards, the
 * search results, the clinic page and the package page name treatments, groups, cities, countries
 * and languages in the page's language; the form values and links keep the English names.
 */
beforeAll(async () => {
  await useTestDb();
});

type HomeData = Awaited<ReturnType<typeof homeLoader>>;
type SearchData = Awaited<ReturnType<typeof searchLoader>>;

const home = (lang?: string) =>
  homeLoader({ params: lang ? { lang } : {} } as Parameters<
    typeof homeLoader
  >[0]) as Promise<HomeData>;

async function search(query: string, lang?: string): Promise<SearchData> {
  const path = `${lang ? `/${lang}` : ""}/search-results${query}`;
  const result = await callRoute(
    searchLoader as never,
    new Request(`http://localhost${path}`),
    lang ? { lang } : {},
  );
  if (result instanceof Response) throw new Error(`loader answered ${result.status}`);
  return result as SearchData;
}

const treatmentOption = (
  data: { treatmentGroups: HomeData["searchOptions"]["treatmentGroups"] },
  value: string,
) => data.treatmentGroups.flatMap((g) => g.treatments).find((t) => t.value === value);
const cityOption = (
  data: { destinations: HomeData["searchOptions"]["destinations"] },
  value: string,
) => data.destinations.flatMap((d) => d.cities).find((c) => c.value === value);

describe("the hero search form's options", () => {
  it("show Arabic names and send the English values on /ar", async () => {
    const { searchOptions } = await home("ar");
    expect(treatmentOption(searchOptions, "Hair Transplant")?.label).toBe("زراعة الشعر");
    expect(treatmentOption(searchOptions, "Nose Surgery (Rhinoplasty)")?.label).toBe("تجميل الأنف");
    expect(searchOptions.treatmentGroups.find((g) => g.name === "Hair")?.label).toBe("الشعر");
    expect(cityOption(searchOptions, "Istanbul, Turkey")?.label).toBe("إسطنبول، تركيا");
    expect(searchOptions.destinations.find((d) => d.country === "Turkey")?.label).toBe("تركيا");
  });

  it("are German, Spanish and Turkish on those pages", async () => {
    const de = (await home("de")).searchOptions;
    expect(treatmentOption(de, "Hair Transplant")?.label).toBe("Haartransplantation");
    expect(cityOption(de, "Istanbul, Turkey")?.label).toBe("Istanbul, Türkei");
    const es = (await home("es")).searchOptions;
    expect(cityOption(es, "Istanbul, Turkey")?.label).toBe("Estambul, Turquía");
    const tr = (await home("tr")).searchOptions;
    expect(cityOption(tr, "Istanbul, Turkey")?.label).toBe("İstanbul, Türkiye");
  });

  it("stay English on the English page", async () => {
    const { searchOptions, destinations, packages } = await home();
    expect(treatmentOption(searchOptions, "Hair Transplant")?.label).toBe("Hair Transplant");
    expect(cityOption(searchOptions, "Istanbul, Turkey")?.label).toBe("Istanbul, Turkey");
    expect(searchOptions.treatmentGroups.find((g) => g.name === "Hair")?.label).toBe("Hair");
    expect(destinations.find((d) => d.slug === "turkey")?.name).toBe("Turkey");
    for (const p of packages) expect(p.names.place).toBe(`${p.city}, ${p.country}`);
  });
});

describe("the home page's cards", () => {
  it("name destinations, their specialties and the packages' places in German", async () => {
    const { destinations, packages } = await home("de");
    const turkey = destinations.find((d) => d.slug === "turkey")!;
    expect(turkey.name).toBe("Türkei");
    expect(turkey.specialties).toContain("Haartransplantation");
    expect(turkey.specialties).toContain("Zahnmedizin");
    const inIstanbul = packages.filter((p) => p.city === "Istanbul");
    for (const p of inIstanbul) expect(p.names.place).toBe("Istanbul, Türkei");
    // Arabic names every package's place (no Latin city or country left).
    for (const p of (await home("ar")).packages) expect(p.names.place).not.toMatch(/[A-Za-z]/);
  });
});

describe("the home page's testimonials", () => {
  it("name the patient's country and the treatment's place in the page's language", async () => {
    const caption = (t: { country: string; treatment: string }) => `${t.country} · ${t.treatment}`;
    const en = (await home()).testimonials.map(caption);
    expect(en).toContain("United Kingdom · Rhinoplasty in Istanbul");
    const de = (await home("de")).testimonials.map(caption);
    expect(de).toContain("Vereinigtes Königreich · Nasenkorrektur (Rhinoplastik) in Istanbul");
    expect(de).toContain("Irland · Haartransplantation in Istanbul");
    // Arabic names every country and city (no Latin letters; a treatment may keep "(IVF)").
    for (const t of (await home("ar")).testimonials) {
      expect(t.country).not.toMatch(/[A-Za-z]/);
      expect(t.treatment).toMatch(/^[^A-Za-z]+( \(IVF\))? في [^A-Za-z]+$/);
    }
  });
});

describe("the search results", () => {
  it("show the cards' places and treatments in German, keeping English values", async () => {
    const de = await search("?treatment=Hair+Transplant&destination=Istanbul%2C+Turkey", "de");
    expect(de.search.total).toBeGreaterThan(0);
    for (const r of de.search.results) {
      expect(r.names.place).toBe("Istanbul, Türkei");
      expect(r.city).toBe("Istanbul");
      if (r.treatmentName === "Hair Transplant") {
        expect(r.names.treatment).toBe("Haartransplantation");
        expect(r.texts.priceFor).toContain("Haartransplantation");
      }
    }
    expect(de.names).toEqual({ treatment: "Haartransplantation", destination: "Istanbul, Türkei" });
    expect(treatmentOption(de.options, "Hair Transplant")?.label).toBe("Haartransplantation");
    expect(de.allOf["Turkey"]).toContain("Türkei");
    expect(de.meta.title).toContain("Haartransplantation");
    // The canonical URL keeps the English values.
    expect(de.meta.canonical).toContain("treatment=Hair+Transplant");
  });

  it("are Spanish, Turkish and Arabic on those pages", async () => {
    const es = await search("?destination=Istanbul%2C+Turkey", "es");
    expect(es.search.results[0]!.names.place).toBe("Estambul, Turquía");
    const tr = await search("?destination=Istanbul%2C+Turkey", "tr");
    expect(tr.search.results[0]!.names.city).toBe("İstanbul");
    const ar = await search("?treatment=Hair+Transplant", "ar");
    const hair = ar.search.results.find((r) => r.treatmentName === "Hair Transplant");
    expect(hair?.names.treatment).toBe("زراعة الشعر");
  });

  it("stay English on /search-results", async () => {
    const en = await search("?treatment=Hair+Transplant&destination=Istanbul%2C+Turkey");
    for (const r of en.search.results) {
      expect(r.names.place).toBe("Istanbul, Turkey");
      if (r.treatmentName) expect(r.names.treatment).toBe(r.treatmentName);
    }
    expect(en.names).toEqual({ treatment: "Hair Transplant", destination: "Istanbul, Turkey" });
    expect(en.allOf["Turkey"]).toBe("All of Turkey");
  });
});

const CLINIC = "bosphorus-aesthetic-hospital";
async function clinic(lang?: string) {
  const res = (await clinicLoader({
    request: makeRequest(`${lang ? `/${lang}` : ""}/clinic/${CLINIC}`),
    params: { clinicId: CLINIC, ...(lang ? { lang } : {}) },
    context: {},
  } as never)) as unknown as { data: Awaited<ReturnType<typeof clinicLoader>>["data"] };
  return res.data;
}

describe("the clinic page", () => {
  it("names its place, treatments, groups and languages in Spanish", async () => {
    const en = await clinic();
    const es = await clinic("es");
    expect(en.clinic.city.name).toBe("Istanbul");
    expect(es.clinic.city.name).toBe("Estambul");
    expect(es.clinic.country.name).toBe("Turquía");
    expect(es.clinic.city.slug).toBe(en.clinic.city.slug);
    expect(es.treatments.map((t) => t.slug)).toEqual(en.treatments.map((t) => t.slug));
    const enNames = en.treatments.map((t) => t.name);
    expect(es.treatments.map((t) => t.name)).not.toEqual(enNames);
    if (en.clinic.languages.includes("English")) expect(es.clinic.languages).toContain("inglés");
    expect(en.clinic.languages).not.toContain("inglés");
  });
});

async function pkg(lang?: string) {
  const slug = "istanbul-fue-hair-transplant-package";
  return packageLoader({
    request: makeRequest(`${lang ? `/${lang}` : ""}/package/${slug}`),
    params: { id: slug, ...(lang ? { lang } : {}) },
    context: {},
  } as never);
}

describe("the reviews' countries and treatments", () => {
  it("are named in the page's language on the clinic and package pages", async () => {
    const en = await clinic();
    const de = await clinic("de");
    const byId = new Map(en.reviews.map((r) => [r.id, r]));
    const uk = de.reviews.find((r) => byId.get(r.id)?.authorCountry === "United Kingdom");
    expect(uk?.authorCountry).toBe("Vereinigtes Königreich");
    expect(byId.get(uk!.id)?.treatment).toBe("Rhinoplasty");
    expect(uk?.treatment).toBe("Nasenkorrektur (Rhinoplastik)");
    for (const r of (await clinic("ar")).reviews) {
      expect(`${r.authorCountry ?? ""} ${r.treatment ?? ""}`).not.toMatch(/[A-Za-z]/);
    }
    expect((await pkg("ar")).pkg.reviews.length).toBeGreaterThan(0);
    for (const r of (await pkg("ar")).pkg.reviews) expect(r.authorCountry).not.toMatch(/[A-Za-z]/);
    for (const r of (await pkg()).pkg.reviews) {
      if (r.authorCountry) expect(r.authorCountry).toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+)?$/);
    }
  });
});

describe("the package page", () => {
  it("names its place and category in Turkish, English unchanged", async () => {
    const tr = await pkg("tr");
    expect(`${tr.pkg.city}, ${tr.pkg.country}`).toBe("İstanbul, Türkiye");
    expect(tr.pkg.category).toBe("Hair Restoration");
    expect(tr.text["package.category"]).toContain("Saç ekimi");
    const en = await pkg();
    expect(`${en.pkg.city}, ${en.pkg.country}`).toBe("Istanbul, Turkey");
    expect(en.text["package.category"]).toContain("Hair Restoration");
  });
});

describe("stays and review counts on cards (found on /ar and /es: '3-4 days', '(428 reviews)')", () => {
  it("are written in the page's language on home, the package and clinic pages and a city guide", async () => {
    const de = await home("de");
    const en = await home();
    const fue = (d: typeof de) =>
      d.packages.find((p) => p.slug === "istanbul-fue-hair-transplant-package")!;
    expect(fue(de).texts).toEqual({ reviews: "428 Bewertungen", duration: "3–4 Tage" });
    expect(fue(en).texts).toEqual({ reviews: "428 reviews", duration: "3-4 days" });

    const tr = await pkg("tr");
    expect(tr.pkg.durationText).toMatch(/^3[-–]4 gün$/);
    expect(tr.text["package.price.items"]).toContain(tr.pkg.durationText);
    for (const r of tr.related) expect(r.durationText).toMatch(/gün$/);
    expect((await pkg()).pkg.durationText).toBe("3-4 days");

    const ar = await clinic("ar");
    for (const p of ar.packages) expect(p.durationText).not.toMatch(/days/);
    const procedures = ar.doctors.flatMap((d) => d.procedures);
    expect(procedures.length).toBeGreaterThan(0);
    expect(procedures.join(" ")).not.toMatch(/[A-Za-z]/);

    const city = (await callRoute(
      cityLoader as never,
      makeRequest("/es/destinations/mexico/tijuana"),
      { lang: "es", country: "mexico", city: "tijuana" },
    )) as { facts: { topClinics: { reviewsText?: string; reviewCount: number }[] } };
    const top = city.facts.topClinics[0]!;
    expect(top.reviewsText).toBe(`${top.reviewCount} reseñas`);
  });
});

describe("a search for a country", () => {
  it("reads 'in der Türkei' in German sentences and 'Türkei' on the filter", async () => {
    const de = await search("?destination=Turkey", "de");
    expect(de.names.destination).toBe("Türkei");
    expect(de.meta.title).toMatch(/^Geprüfte Kliniken in der Türkei/);
    expect(de.meta.canonical).toBe("/search-results?destination=Turkey");
  });
});

describe("the search page's language filter", () => {
  it("names every language clinics list in German", async () => {
    const de = await search("", "de");
    const byValue = Object.fromEntries(de.languages.map((l) => [l.value, l.label]));
    if (byValue["Swedish"]) expect(byValue["Swedish"]).toBe("Schwedisch");
    if (byValue["Vietnamese"]) expect(byValue["Vietnamese"]).toBe("Vietnamesisch");
    for (const l of de.languages) if (l.value !== "English") expect(l.label).not.toBe(l.value);
  });
});
