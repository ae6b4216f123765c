import { readFileSync } from "node:fs";
import { join } from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { listFeaturedPackages } from "~/features/catalogue/catalogue.server";
import { getCompareEntries } from "~/features/compare/compare.server";
import { addFavorite, listFavorites } from "~/features/favorites/favorites.server";
import {
  getPackageDetail,
  listPackages,
  listRelatedPackages,
} from "~/features/packages/packages.server";
import { createPatient } from "../kit/factories";
import { useTestDb, type TestDb } from "../setup/db";

/**
 * A package whose clinic has not uploaded photos is shown with its treatment's illustration,
 * wherever it appears. Every list used to fall back to one generic picture
 * (`general-1.svg`, a health check-up drawing), so a dental and an eye package looked the same.
 */
const CASES = [
  { treatment: "dental-implants", subject: /\b(dental|teeth|tooth)\b/i },
  { treatment: "lasik", subject: /\beye\b/i },
] as const;

/** What the picture shows: every generated SVG names its subject in its <title>. */
function subjectOf(src: string): string {
  const svg = readFileSync(join(process.cwd(), "public", src), "utf8");
  return /<title[^>]*>([^<]+)<\/title>/.exec(svg)?.[1] ?? "";
}

let t: TestDb;
const pkgs: { id: string; slug: string; treatment: string; subject: RegExp }[] = [];

beforeAll(async () => {
  t = await useTestDb();
  for (const c of CASES) {
    const [row] = await t.db
      .select({ id: s.packages.id, slug: s.packages.slug })
      .from(s.packages)
      .innerJoin(s.treatments, eq(s.treatments.id, s.packages.treatmentId))
      .innerJoin(s.clinics, eq(s.clinics.id, s.packages.clinicId))
      .where(
        and(
          eq(s.treatments.slug, c.treatment),
          eq(s.packages.published, true),
          eq(s.clinics.verified, true),
        ),
      )
      .limit(1);
    expect(row, c.treatment).toBeDefined();
    pkgs.push({ ...row!, ...c });
  }
  // No photos at all; featured so that the home page's cards show them too.
  await t.db
    .update(s.packages)
    .set({ images: [], featured: true, rating: 5 })
    .where(
      inArray(
        s.packages.id,
        pkgs.map((p) => p.id),
      ),
    );
});

function expectTreatmentArt(where: string, images: Record<string, string | undefined>) {
  const [a, b] = pkgs;
  const ia = images[a!.slug];
  const ib = images[b!.slug];
  expect(ia, `${where}: ${a!.slug}`).toBeTruthy();
  expect(ib, `${where}: ${b!.slug}`).toBeTruthy();
  expect(ia, `${where}: two treatments, two pictures`).not.toBe(ib);
  for (const p of pkgs) {
    const src = images[p.slug]!;
    expect(src, `${where}: ${p.slug}`).toMatch(/^\/images\/treatments\//);
    expect(subjectOf(src), `${where}: ${p.slug} (${p.treatment}) shows ${src}`).toMatch(p.subject);
  }
}

const bySlug = (rows: { slug: string; image: string }[]) =>
  Object.fromEntries(rows.map((r) => [r.slug, r.image]));

describe("a package without photos shows its treatment's illustration", () => {
  it("in the package list and its search filters", async () => {
    expectTreatmentArt(
      "/packages",
      bySlug(await listPackages({ category: null, country: null, sort: null })),
    );
    for (const p of pkgs) {
      const [row] = await t.db
        .select({ category: s.packages.category })
        .from(s.packages)
        .where(eq(s.packages.id, p.id));
      const filtered = await listPackages({
        category: row!.category,
        country: null,
        sort: "price-asc",
      });
      const image = filtered.find((r) => r.slug === p.slug)?.image;
      expect(subjectOf(image!), `/packages?category=${row!.category}`).toMatch(p.subject);
    }
  });

  it("on the home page's featured cards", async () => {
    expectTreatmentArt("home", bySlug(await listFeaturedPackages(50)));
  });

  it("on the package page (gallery) and in related packages", async () => {
    const details: Record<string, string> = {};
    for (const p of pkgs) {
      const d = (await getPackageDetail(p.slug))!;
      expect(d.images.length, p.slug).toBeGreaterThan(0);
      for (const src of d.images) expect(subjectOf(src), `${p.slug} gallery`).toMatch(p.subject);
      details[p.slug] = d.images[0]!;
    }
    expectTreatmentArt("package page", details);

    const related: Record<string, string | undefined> = {};
    for (const p of pkgs) {
      const d = (await getPackageDetail(p.slug))!;
      const other = pkgs.find((o) => o.slug !== p.slug)!;
      const rows = await listRelatedPackages(d, 100);
      related[other.slug] = rows.find((r) => r.slug === other.slug)?.image;
    }
    expectTreatmentArt("related packages", related);
  });

  it("on the compare page", async () => {
    const entries = await getCompareEntries(pkgs.map((p) => ({ kind: "package", id: p.slug })));
    expectTreatmentArt("compare", Object.fromEntries(entries.map((e) => [e.id, e.image])));
  });

  it("in the patient's favourites", async () => {
    const patient = await createPatient(t.db);
    for (const p of pkgs) await addFavorite(patient.id, `package:${p.id}`);
    const items = await listFavorites(patient.id);
    expectTreatmentArt(
      "favourites",
      Object.fromEntries(items.map((i) => [i.href.replace("/package/", ""), i.image])),
    );
  });
});
