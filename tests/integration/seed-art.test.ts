import { readFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { seedCatalogue } from "~/db/seed/seed.server";
import { useTestDb, type TestDb } from "../setup/db";

/**
 * The sample catalogue's pictures must show what they illustrate: a liposuction package
 * with a nose-profile drawing, or a beard case with a bald scalp, reads as a broken shop.
 * Each generated SVG names its subject in its <title> (which is also what a screen reader
 * announces), so the check reads the file the page serves, not the seed's intentions.
 */
const SUBJECT_BY_TREATMENT: Record<string, RegExp> = {
  rhinoplasty: /\b(nose|face|facial)\b/i,
  facelift: /\b(face|facial|facelift)\b/i,
  liposuction: /\bbody\b/i,
  bbl: /\bbody\b/i,
  "tummy-tuck": /\bbody\b/i,
  "breast-augmentation": /\bbody\b/i,
  "dental-implants": /\b(dental|teeth|tooth)\b/i,
  veneers: /\b(dental|teeth|tooth)\b/i,
  "hollywood-smile": /\b(dental|teeth|tooth)\b/i,
  "hair-transplant": /\bhair\b/i,
  "beard-transplant": /\bbeard\b/i,
  lasik: /\beye\b/i,
  "cataract-surgery": /\beye\b/i,
  ivf: /\bfertility\b/i,
  "health-checkup": /\bhealth check-up\b/i,
  orthopaedics: /\bhealth\b/i,
  cardiology: /\b(heart|health)\b/i,
  "gastric-sleeve": /\b(bariatric|weight-loss)\b/i,
  "gastric-bypass": /\b(bariatric|weight-loss)\b/i,
};

/** Before/after cases carry the treatment's display label, not its slug. */
const SUBJECT_BY_CASE_LABEL: Record<string, RegExp> = {
  "Hair Transplant": SUBJECT_BY_TREATMENT["hair-transplant"]!,
  "Beard Transplant": SUBJECT_BY_TREATMENT["beard-transplant"]!,
  Rhinoplasty: SUBJECT_BY_TREATMENT.rhinoplasty!,
  Facelift: /\b(facelift|ageing|aging)\b/i,
  "Breast Augmentation": SUBJECT_BY_TREATMENT["breast-augmentation"]!,
  Liposuction: SUBJECT_BY_TREATMENT.liposuction!,
  BBL: SUBJECT_BY_TREATMENT.bbl!,
  "Tummy Tuck": SUBJECT_BY_TREATMENT["tummy-tuck"]!,
  "Hollywood Smile": SUBJECT_BY_TREATMENT["hollywood-smile"]!,
  Veneers: SUBJECT_BY_TREATMENT.veneers!,
  "Dental Implants": SUBJECT_BY_TREATMENT["dental-implants"]!,
  "Gastric Sleeve": SUBJECT_BY_TREATMENT["gastric-sleeve"]!,
  "Gastric Bypass": SUBJECT_BY_TREATMENT["gastric-bypass"]!,
};

const PUBLIC = join(process.cwd(), "public");
function titleOf(src: string): string {
  const svg = readFileSync(join(PUBLIC, src), "utf8");
  const title = /<title[^>]*>([^<]+)<\/title>/.exec(svg)?.[1];
  if (!title) throw new Error(`${src} has no <title>`);
  return title;
}

let t: TestDb;
beforeAll(async () => {
  t = await useTestDb();
});

describe("catalogue illustrations match what they illustrate", () => {
  it("every package's treatment pictures show its treatment", async () => {
    const rows = await t.db
      .select({ slug: s.packages.slug, treatment: s.treatments.slug, images: s.packages.images })
      .from(s.packages)
      .innerJoin(s.treatments, eq(s.treatments.id, s.packages.treatmentId));
    expect(rows.length).toBeGreaterThanOrEqual(20);
    const wrong: string[] = [];
    for (const p of rows) {
      const subject = SUBJECT_BY_TREATMENT[p.treatment];
      expect(subject, `no expected subject for ${p.treatment}`).toBeDefined();
      const treatmentPictures = p.images.filter((src) => src.startsWith("/images/treatments/"));
      expect(treatmentPictures.length, p.slug).toBeGreaterThanOrEqual(1);
      for (const src of treatmentPictures) {
        const title = titleOf(src);
        if (!subject!.test(title)) wrong.push(`${p.slug} (${p.treatment}): ${src} "${title}"`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("every before/after case shows its own treatment, and before differs from after", async () => {
    const cases = await t.db
      .select({
        slug: s.beforeAfterCases.slug,
        treatmentType: s.beforeAfterCases.treatmentType,
        before: s.beforeAfterCases.beforeImage,
        after: s.beforeAfterCases.afterImage,
      })
      .from(s.beforeAfterCases);
    expect(cases.length).toBeGreaterThanOrEqual(20);
    const wrong: string[] = [];
    for (const c of cases) {
      const subject = SUBJECT_BY_CASE_LABEL[c.treatmentType];
      expect(subject, `no expected subject for "${c.treatmentType}"`).toBeDefined();
      expect(c.before).not.toBe(c.after);
      for (const src of [c.before, c.after]) {
        const title = titleOf(src);
        if (!subject!.test(title)) wrong.push(`${c.slug} (${c.treatmentType}): ${src} "${title}"`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("every clinic's main photo names its own specialty, so the heroes are not all one building", async () => {
    const clinics = await t.db
      .select({ id: s.clinics.id, slug: s.clinics.slug, photos: s.clinics.photos })
      .from(s.clinics);
    const offered = await t.db
      .select({ clinicId: s.clinicTreatments.clinicId, treatment: s.treatments.slug })
      .from(s.clinicTreatments)
      .innerJoin(s.treatments, eq(s.treatments.id, s.clinicTreatments.treatmentId));
    expect(clinics.length).toBeGreaterThanOrEqual(18);
    const wrong: string[] = [];
    for (const c of clinics) {
      const treatments = offered.filter((o) => o.clinicId === c.id).map((o) => o.treatment);
      const title = titleOf(c.photos[0]!);
      if (!treatments.some((tr) => SUBJECT_BY_TREATMENT[tr]!.test(title)))
        wrong.push(`${c.slug} (${treatments.join(", ")}): "${title}"`);
    }
    expect(wrong).toEqual([]);
    const heroFiles = clinics.map((c) => readFileSync(join(PUBLIC, c.photos[0]!), "utf8"));
    expect(new Set(heroFiles).size).toBe(clinics.length);
  });

  it("a database seeded with a group's pictures gets the treatment's on the next seed; a clinic's own photos stay", async () => {
    const lipo = eq(s.packages.slug, "phuket-liposuction-recovery-retreat");
    const bbl = eq(s.packages.slug, "cancun-bbl-package");
    const beard = eq(s.beforeAfterCases.slug, "ihi-beard-density");
    const old = [
      "/images/treatments/cosmetic-1.svg",
      "/images/treatments/cosmetic-2.svg",
      "/images/cities/phuket.svg",
    ];
    await t.db.update(s.packages).set({ images: old }).where(lipo);
    await t.db
      .update(s.packages)
      .set({ images: ["/uploads/packages/own-photo.webp"] })
      .where(bbl);
    await t.db
      .update(s.beforeAfterCases)
      .set({
        beforeImage: "/images/before-after/hair-before.svg",
        afterImage: "/images/before-after/hair-after.svg",
      })
      .where(beard);

    await seedCatalogue(t.db);

    const [lipoRow] = await t.db.select({ images: s.packages.images }).from(s.packages).where(lipo);
    expect(lipoRow!.images).toEqual([
      "/images/treatments/body-1.svg",
      "/images/treatments/body-2.svg",
      "/images/cities/phuket.svg",
    ]);
    const [bblRow] = await t.db.select({ images: s.packages.images }).from(s.packages).where(bbl);
    expect(bblRow!.images).toEqual(["/uploads/packages/own-photo.webp"]);
    const [beardRow] = await t.db
      .select({ before: s.beforeAfterCases.beforeImage, after: s.beforeAfterCases.afterImage })
      .from(s.beforeAfterCases)
      .where(beard);
    expect(beardRow).toEqual({
      before: "/images/before-after/beard-before.svg",
      after: "/images/before-after/beard-after.svg",
    });
  });
});
