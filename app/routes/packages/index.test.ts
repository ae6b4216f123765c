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
    expect(dental.summary).toBe(" für Dental in der Türkei");
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
});
