import { beforeAll, describe, expect, it } from "vitest";
import { makeRequest } from "../../../tests/kit/request";
import { useTestDb } from "../../../tests/setup/db";
import { loader } from "./index";

/** The packages page in the visitor's language (issue 15): hero, filters, count and summary. */
beforeAll(async () => {
  await useTestDb();
});

async function page(query = "", lang?: string) {
  const path = `${lang ? `/${lang}` : ""}/packages${query}`;
  return loader({
    request: makeRequest(path),
    params: lang ? { lang } : {},
    context: {},
  } as never);
}

describe("the packages page's texts", () => {
  it("keeps the English words on /packages", async () => {
    const p = await page("?category=Hair+Restoration&country=turkey&sort=price-asc");
    expect(p.text["packages.hero.title"]).toBe("All-inclusive treatment packages");
    expect(p.found).toBe(`${p.packages.length} packages found`);
    expect(p.summary).toBe(" for Hair Restoration in Turkey, sorted by price (low to high)");
    expect(p.options.countries.find((c) => c.slug === "turkey")?.name).toBe("Turkey");
  });

  it("is German on /de/packages: count, filters, destinations and the card's words", async () => {
    const p = await page("?country=turkey&sort=price-desc", "de");
    expect(p.text["packages.hero.title"]).toBe("All-inclusive-Behandlungspakete");
    expect(p.found).toMatch(/^\d+ Pakete? gefunden$/);
    expect(p.summary).toBe(" in der Türkei, nach Preis sortiert (absteigend)");
    const dental = await page("?category=Dental&country=turkey", "de");
    expect(dental.summary).toBe(" für Zahnmedizin in der Türkei");
    expect(p.options.countries.find((c) => c.slug === "turkey")?.name).toBe("Türkei");
    expect(p.text["packages.card.save"]).toBe("{amount} sparen");
    expect(p.text["packages.card.more"]).toBe("+{count} weitere");
  });

  it("counts in Arabic with Arabic plural forms", async () => {
    const none = await page("?country=nowhere-at-all", "ar");
    expect(none.text["packages.filters.title"]).toBe("التصفية والترتيب");
    const p = await page("?country=mexico", "ar");
    expect(p.found).toMatch(/باق/);
    expect(p.summary).toContain("في المكسيك");
  });

  it("names categories, badges, places, reviews and stays in German; values stay English", async () => {
    const p = await page("?category=Hair+Restoration", "de");
    // The filter keeps the English value (the query), and shows the German name.
    expect(p.filters.category).toBe("Hair Restoration");
    expect(p.categoryNames["Hair Restoration"]).toBe("Haartransplantation");
    expect(p.categoryNames["Dental"]).toBe("Zahnmedizin");
    expect(p.summary).toBe(" für Haartransplantation");
    expect(p.meta.title).toContain("Haartransplantation");
    const fue = p.packages.find((x) => x.slug === "istanbul-fue-hair-transplant-package")!;
    expect(fue.category).toBe("Hair Restoration");
    expect(fue.shown).toEqual({
      category: "Haartransplantation",
      badge: "Besonders beliebt",
      city: "Istanbul",
      country: "Türkei",
    });
    expect(fue.texts).toEqual({ reviews: "428 Bewertungen", duration: "3–4 Tage" });
    expect(p.text["package.rating.outOf"]).toBe("von 5");
  });

  it("leaves a stay the clinic typed as written, and English as stored", async () => {
    const de = await page("", "de");
    const typed = de.packages.find((x) => x.durationText === "5-7 days (first visit)");
    expect(typed?.texts.duration).toBe("5-7 days (first visit)");
    const en = await page("?category=Hair+Restoration");
    const fue = en.packages.find((x) => x.slug === "istanbul-fue-hair-transplant-package")!;
    expect(fue.shown).toEqual({
      category: "Hair Restoration",
      badge: "Most Popular",
      city: "Istanbul",
      country: "Turkey",
    });
    expect(fue.texts).toEqual({ reviews: "428 reviews", duration: "3-4 days" });
    expect(en.categoryNames["Hair Restoration"]).toBe("Hair Restoration");
  });

  it("writes Arabic names, plural and stay", async () => {
    const p = await page("?category=Hair+Restoration", "ar");
    const fue = p.packages.find((x) => x.slug === "istanbul-fue-hair-transplant-package")!;
    expect(fue.shown.city).toBe("إسطنبول");
    expect(fue.shown.country).toBe("تركيا");
    expect(fue.shown.badge).toBe("الأكثر طلبًا");
    expect(fue.texts.reviews).toBe("428 تقييمًا");
    expect(fue.texts.duration).toBe("من 3 إلى 4 أيام");
    expect(p.categoryNames["Hair Restoration"]).toBe("زراعة الشعر");
  });
});
