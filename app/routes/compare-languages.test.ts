import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { schema as s } from "~/db/client.server";
import type { CompareClinic, ComparePackage } from "~/features/compare/compare.server";
import { callRoute, makeRequest } from "../../tests/kit/request";
import { useTestDb, type TestDb } from "../../tests/setup/db";
import { loader } from "./compare";

/**
 * The compare page names the catalogue in the page's language (issue 15): places, treatments,
 * languages, a package's stay, the rating and the trip note's countries. The URLs and every
 * comparison keep the English catalogue names (`?treatment=Hair+Transplant`); clinic-written
 * texts stay as written.
 */

let t: TestDb;
beforeAll(async () => {
  t = await useTestDb();
});

type Data = Awaited<ReturnType<typeof loader>>;

const ITEMS =
  "clinic:istanbul-hair-institute,clinic:antalya-smile-dental,package:antalya-hollywood-smile-package";

async function load(lang: string | undefined, query = `?items=${ITEMS}`): Promise<Data> {
  const path = `${lang ? `/${lang}` : ""}/compare${query}`;
  const result = await callRoute(loader, makeRequest(path), lang ? { lang } : {});
  if (result instanceof Response) throw new Error(`loader answered ${result.status}`);
  return result as Data;
}

const clinic = (d: Data, id: string) =>
  d.entries.find((e) => e.kind === "clinic" && e.id === id) as CompareClinic;
const pkg = (d: Data) => d.entries.find((e) => e.kind === "package") as ComparePackage;
const shown = (d: Data, name: string) => d.treatmentNames[name] ?? name;

describe("the German compare page", () => {
  it("names places, treatments and languages in German and keeps the English data", async () => {
    const de = await load("de");
    expect(de.entries).toHaveLength(3);
    const hair = clinic(de, "istanbul-hair-institute");
    expect(hair.city).toBe("Istanbul");
    expect(hair.country).toBe("Türkei");
    expect(hair.languages).toEqual(["Englisch", "Türkisch", "Arabisch", "Deutsch"]);
    // The cheapest treatment stays English in the data (links, comparisons) and is shown German.
    expect(hair.startingPrice?.treatment).toBe("Beard Transplant");
    expect(shown(de, "Beard Transplant")).toBe("Barttransplantation");
    expect(hair.treatments.map((tr) => tr.name)).toContain("Hair Transplant");
    expect(hair.treatments.map((tr) => shown(de, tr.name))).toContain("Haartransplantation");
    const dental = clinic(de, "antalya-smile-dental");
    expect(dental.treatments.map((tr) => shown(de, tr.name))).toEqual(
      expect.arrayContaining(["Zahnimplantate", "Veneers"]),
    );
    // Clinic-written texts stay as written.
    expect(hair.specialty).toBe("Hair Restoration & FUE Hair Transplant");
    expect(hair.certifications).toContain("Ministry of Health Licensed");
  });

  it("writes the package's stay, its treatment, the ratings and the trip note's countries in German", async () => {
    const de = await load("de");
    const p = pkg(de);
    expect(p.treatment).toBe("Hollywood Smile");
    expect(shown(de, p.treatment)).toBe("Hollywood Smile"); // German keeps the English name
    expect(p.durationText).toBe("6–8 Tage");
    expect(p.durationDays).toBe(7);
    expect(p.country).toBe("Türkei");
    expect(de.tripCountries).toMatchObject({ turkey: "Türkei", "south-korea": "Südkorea" });
  });

  it("prices one treatment with the English name in the data and the German one shown", async () => {
    const de = await load("de", `?items=${ITEMS}&treatment=Hair+Transplant`);
    expect(de.treatment).toBe("Hair Transplant");
    expect(shown(de, "Hair Transplant")).toBe("Haartransplantation");
    expect(clinic(de, "istanbul-hair-institute").startingPrice?.treatment).toBe("Hair Transplant");
  });

  it("shows a package's inclusions as the clinic translated them, when it did", async () => {
    const [row] = await t.db
      .select({ id: s.packages.id, includes: s.packages.includes })
      .from(s.packages)
      .where(eq(s.packages.slug, "antalya-hollywood-smile-package"));
    await t.db
      .insert(s.packageTranslations)
      .values({ packageId: row!.id, locale: "de", includes: ["Bis zu 20 Veneers"] });
    try {
      expect(pkg(await load("de")).includes).toEqual(["Bis zu 20 Veneers"]);
      expect(pkg(await load("fr")).includes).toEqual(row!.includes);
      expect(pkg(await load(undefined)).includes).toEqual(row!.includes);
    } finally {
      await t.db.delete(s.packageTranslations).where(eq(s.packageTranslations.packageId, row!.id));
    }
  });
});

describe("the Arabic compare page", () => {
  it("names the place and languages in Arabic", async () => {
    const ar = await load("ar");
    const hair = clinic(ar, "istanbul-hair-institute");
    expect(hair.city).toBe("إسطنبول");
    expect(hair.country).toBe("تركيا");
    expect(hair.languages).toContain("العربية");
    expect(shown(ar, "Hair Transplant")).toBe("زراعة الشعر");
    expect(pkg(ar).treatment).toBe("Hollywood Smile");
    expect(shown(ar, "Hollywood Smile")).toBe("ابتسامة هوليوود");
    expect(pkg(ar).durationText).toBe("من 6 إلى 8 أيام");
  });
});

describe("the English compare page", () => {
  it("keeps the catalogue's English names", async () => {
    const en = await load(undefined);
    const hair = clinic(en, "istanbul-hair-institute");
    expect(hair.city).toBe("Istanbul");
    expect(hair.country).toBe("Turkey");
    expect(hair.languages).toEqual(["English", "Turkish", "Arabic", "German"]);
    expect(shown(en, "Hair Transplant")).toBe("Hair Transplant");
    expect(shown(en, "Beard Transplant")).toBe("Beard Transplant");
    expect(pkg(en).durationText).toBe("6-8 days");
    expect(en.tripCountries).toMatchObject({ turkey: "Turkey", "south-korea": "South Korea" });
  });
});
