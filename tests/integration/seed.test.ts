import { count, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { refreshDemoSeedDates, seedCatalogue } from "~/db/seed/seed.server";
import {
  listDestinationCards,
  listFeaturedPackages,
  getSearchFormOptions,
} from "~/features/catalogue/catalogue.server";
import { getResponseTimes } from "~/features/clinics/response-times.server";
import { isMeasured } from "~/utils/response-time.server";
import { useTestDb, type TestDb } from "../setup/db";

const DAY = 86_400_000;
/** The calendar day `days` after `at` (UTC), as YYYY-MM-DD. */
const dayAfter = (at: Date, days: number) =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);

let t: TestDb;
beforeAll(async () => {
  t = await useTestDb();
});

describe("catalogue seed", () => {
  it("gives each doctor the regulator of their country and marks a fixed subset verified (issue 16)", async () => {
    const doctors = await t.db.select().from(s.doctors);
    const bySlug = new Map(doctors.map((d) => [d.slug, d]));
    expect(bySlug.get("dr-mehmet-yilmaz")?.regulator).toBe(
      "Turkish Medical Association (TTB) / Ministry of Health of Türkiye",
    );
    expect(bySlug.get("dr-kim-min-jun")?.regulator).toBe(
      "Ministry of Health and Welfare (Republic of Korea)",
    );
    expect(bySlug.get("dr-somchai-wongsawat")?.regulator).toBe("Medical Council of Thailand");
    expect(bySlug.get("dr-alejandro-ramirez")?.regulator).toContain("cédula profesional");
    expect(bySlug.get("dr-alejandro-ramirez")?.boardCertification).toBe(
      "Consejo Mexicano de Cirugía General",
    );
    for (const d of doctors) expect(d.regulator, d.slug).not.toBeNull();

    const verified = doctors.filter((d) => d.verificationStatus === "verified");
    expect(verified.length).toBeGreaterThanOrEqual(15);
    expect(verified.length).toBeLessThan(doctors.length);
    // Dates relative to when the catalogue was seeded (seed_runs.applied_at): checked within
    // the ~3 months before, valid for 12 months from the check.
    const [run] = await t.db.select().from(s.seedRuns);
    const seededAt = run!.appliedAt.getTime();
    for (const d of verified) {
      expect(d.registryUrl, d.slug).toMatch(/^https:\/\//);
      const ago = (seededAt - d.verifiedAt!.getTime()) / DAY;
      expect(ago, d.slug).toBeGreaterThan(0);
      expect(ago, d.slug).toBeLessThan(100);
      const year = new Date(d.verifiedAt!);
      year.setUTCFullYear(year.getUTCFullYear() + 1);
      expect(d.verificationExpiresAt?.getTime(), d.slug).toBe(year.getTime());
    }
    // Dentists' sample numbers have no public register link: honestly "not yet verified".
    expect(bySlug.get("dr-elif-kaya")?.verificationStatus).toBe("unverified");
    expect(bySlug.get("dr-elif-kaya")?.verifiedAt).toBeNull();

    const creds = await t.db.select().from(s.clinicCredentials);
    const jci = creds.find((c) => c.name === "JCI accreditation" && c.number === "JCI-TR-0871");
    expect(jci?.verificationStatus).toBe("verified");
    // Checked 54 days before seeding: the document's own expiry (227 days after seeding) comes
    // before the 12 months run out, so it ends the verification.
    expect(jci?.expiresOn).toBe(dayAfter(run!.appliedAt, 227));
    expect(jci?.verificationExpiresAt?.toISOString()).toBe(
      `${dayAfter(run!.appliedAt, 227)}T00:00:00.000Z`,
    );
    expect(jci?.verifiedAt?.toISOString()).toBe(`${dayAfter(run!.appliedAt, -54)}T10:00:00.000Z`);
    // The clinics' own verification: about two months before seeding, so a fresh install
    // shows every verified clinic's badge for ten months.
    const clinicRows = await t.db.select().from(s.clinics).where(eq(s.clinics.verified, true));
    // Compared as calendar days: the check is stamped 09:00 UTC, so hours apart depend on the
    // time of day the seed ran (a seed at 23:00 is 60 days and 14 hours after it).
    for (const c of clinicRows)
      expect(c.verifiedAt!.toISOString(), c.slug).toBe(
        `${dayAfter(run!.appliedAt, -60)}T09:00:00.000Z`,
      );
    // No seeded verification or document ends within 60 days of seeding.
    for (const c of creds.filter((c) => c.verificationExpiresAt))
      expect((c.verificationExpiresAt!.getTime() - seededAt) / DAY, c.name).toBeGreaterThan(60);
    expect(creds.some((c) => c.kind === "insurance" && c.verificationStatus === "unverified")).toBe(
      true,
    );
  });

  it("has 4 countries and the 9 cities", async () => {
    const countries = await t.db.select({ slug: s.countries.slug }).from(s.countries);
    expect(countries.map((c) => c.slug).sort()).toEqual([
      "mexico",
      "south-korea",
      "thailand",
      "turkey",
    ]);
    const cities = await t.db.select({ slug: s.cities.slug }).from(s.cities);
    expect(cities.map((c) => c.slug).sort()).toEqual(
      [
        "antalya",
        "bangkok",
        "bursa",
        "cancun",
        "istanbul",
        "izmir",
        "phuket",
        "seoul",
        "tijuana",
      ].sort(),
    );
  });

  it("has 18 clinics, 2 in each city, rated 4.7 to 4.9, each with doctors, treatments and 3+ reviews", async () => {
    const perCity = await t.db
      .select({ city: s.cities.slug, n: count(s.clinics.id) })
      .from(s.cities)
      .leftJoin(s.clinics, eq(s.clinics.cityId, s.cities.id))
      .groupBy(s.cities.slug);
    expect(perCity).toHaveLength(9);
    for (const row of perCity) expect(row.n, row.city).toBe(2);

    const clinics = await t.db.select().from(s.clinics);
    expect(clinics).toHaveLength(18);
    for (const c of clinics) {
      expect(c.rating, c.slug).toBeGreaterThanOrEqual(4.7);
      expect(c.rating, c.slug).toBeLessThanOrEqual(4.9);
      expect(c.photos.length, c.slug).toBeGreaterThanOrEqual(4);
      expect(c.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
    const [doctorless] = await t.db
      .execute<{ n: number }>(
        sql`select count(*)::int as n from clinics c where not exists (select 1 from doctors d where d.clinic_id = c.id)`,
      )
      .then((r) => ("rows" in r ? r.rows : r) as { n: number }[]);
    expect(doctorless!.n).toBe(0);
    const reviewCounts = await t.db
      .select({ clinic: s.reviews.clinicId, n: count() })
      .from(s.reviews)
      .groupBy(s.reviews.clinicId);
    expect(reviewCounts).toHaveLength(18);
    for (const r of reviewCounts) expect(r.n).toBeGreaterThanOrEqual(3);
    const treatmentCounts = await t.db
      .select({ clinic: s.clinicTreatments.clinicId, n: count() })
      .from(s.clinicTreatments)
      .groupBy(s.clinicTreatments.clinicId);
    expect(treatmentCounts).toHaveLength(18);
  });

  it("gives every package a real clinic that offers its treatment, prices as integers with an original price above", async () => {
    const rows = await t.db
      .select({
        slug: s.packages.slug,
        clinic: s.clinics.id,
        price: s.packages.priceMinor,
        original: s.packages.originalPriceMinor,
        currency: s.packages.currency,
        rating: s.packages.rating,
        offered: sql<boolean>`exists (select 1 from clinic_treatments ct where ct.clinic_id = ${s.packages.clinicId} and ct.treatment_id = ${s.packages.treatmentId})`,
      })
      .from(s.packages)
      .leftJoin(s.clinics, eq(s.clinics.id, s.packages.clinicId));
    expect(rows.length).toBeGreaterThanOrEqual(6);
    for (const p of rows) {
      expect(p.clinic, p.slug).not.toBeNull();
      expect(p.offered, p.slug).toBe(true);
      expect(Number.isInteger(p.price)).toBe(true);
      expect(p.original!).toBeGreaterThan(p.price);
      expect(["USD", "EUR", "GBP"]).toContain(p.currency);
      expect(p.rating).toBeGreaterThanOrEqual(4.5);
      expect(p.rating).toBeLessThanOrEqual(4.9);
    }
    const featured = await listFeaturedPackages(10);
    expect(featured).toHaveLength(4);
    expect(new Set(featured.map((f) => f.badge))).toEqual(
      new Set(["Most Popular", "Best Value", "Top Rated", "Beach Location"]),
    );
  });

  it("stores the spec's exchange rates", async () => {
    const rates = await t.db.select().from(s.exchangeRates);
    expect(Object.fromEntries(rates.map((r) => [r.currency, r.rate]))).toEqual({
      USD: 1,
      EUR: 0.85,
      GBP: 0.73,
    });
  });

  it("maps the package categories and the partner form's treatments onto the taxonomy", async () => {
    const aliases = await t.db
      .select({ context: s.treatmentAliases.context, label: s.treatmentAliases.label })
      .from(s.treatmentAliases);
    const labels = (ctx: string) => aliases.filter((a) => a.context === ctx).map((a) => a.label);
    expect(labels("package_category")).toEqual(
      expect.arrayContaining([
        "Dental",
        "Hair Restoration",
        "Fertility",
        "Plastic Surgery",
        "Bariatric",
      ]),
    );
    expect(labels("partner").sort()).toEqual(
      [
        "Cosmetic Surgery",
        "Dental",
        "Hair Transplant",
        "Eye Surgery",
        "IVF & Fertility",
        "General Surgery",
        "Cardiology",
        "Orthopaedics",
      ].sort(),
    );
  });

  it("offers the search form's exact groups and procedures", async () => {
    const opts = await getSearchFormOptions();
    expect(opts.treatmentGroups).toEqual([
      {
        name: "Cosmetic",
        treatments: [
          "Nose Surgery (Rhinoplasty)",
          "Liposuction",
          "Facelift",
          "BBL (Brazilian Butt Lift)",
        ],
      },
      { name: "Dental", treatments: ["Dental Implants", "Veneers", "Hollywood Smile"] },
      { name: "Hair", treatments: ["Hair Transplant", "Beard Transplant"] },
      { name: "Eye", treatments: ["LASIK", "Cataract Surgery"] },
      { name: "Fertility", treatments: ["IVF Treatment"] },
      { name: "General", treatments: ["Health Check-up", "Orthopaedics", "Cardiology"] },
    ]);
    expect(opts.destinations).toEqual([
      { country: "Turkey", cities: ["Istanbul", "Antalya", "Izmir", "Bursa"] },
      { country: "South Korea", cities: ["Seoul"] },
      { country: "Thailand", cities: ["Bangkok", "Phuket"] },
      { country: "Mexico", cities: ["Tijuana", "Cancun"] },
    ]);
  });

  it("counts only verified clinics on destination cards, live", async () => {
    const before = await listDestinationCards();
    expect(before.find((d) => d.slug === "turkey")!.clinicsCount).toBe(8);
    await t.db
      .update(s.clinics)
      .set({ verified: false })
      .where(eq(s.clinics.slug, "uludag-hair-clinic"));
    const after = await listDestinationCards();
    expect(after.find((d) => d.slug === "turkey")!.clinicsCount).toBe(7);
    await t.db
      .update(s.clinics)
      .set({ verified: true })
      .where(eq(s.clinics.slug, "uludag-hair-clinic"));
  });

  it("most seeded clinics have a measured response time from stored requests and messages; a few stay new", async () => {
    const [run] = await t.db.select().from(s.seedRuns);
    const rows = await t.db.select().from(s.clinics).orderBy(s.clinics.slug);
    const figures = await getResponseTimes(
      rows.map((c) => c.id),
      run!.appliedAt,
    );
    const measured = rows.filter((c) => isMeasured(figures.get(c.id)));
    expect(measured.length, measured.map((c) => c.slug).join()).toBeGreaterThanOrEqual(8);
    expect(measured.length).toBeLessThan(rows.length);
    for (const c of measured) {
      const f = figures.get(c.id)!;
      expect(f.medianMinutes, c.slug).toBeGreaterThan(10);
      expect(f.withinDayPct, c.slug).toBeGreaterThanOrEqual(50);
      // What search orders by was stored by the triggers as the rows went in.
      expect([c.responseAsked, c.responseWithinDayPct], c.slug).toEqual([f.asked, f.withinDayPct]);
    }
    // Not every clinic answers alike: at least two different medians and shares.
    expect(new Set(measured.map((c) => figures.get(c.id)!.withinDayPct)).size).toBeGreaterThan(1);
    // The history's patients are sample accounts nobody can sign in to.
    const sample = await t.db
      .select({ id: s.users.id })
      .from(s.users)
      .where(sql`${s.users.email} like '%@sample.careatlas.invalid'`);
    expect(sample.length).toBeGreaterThan(0);
    const accounts = await t.db
      .select({ n: count() })
      .from(s.accounts)
      .where(
        sql`${s.accounts.userId} in (select id from users where email like '%@sample.careatlas.invalid')`,
      );
    expect(accounts[0]!.n).toBe(0);
  });

  it("a demo database seeded long ago has its sample dates moved forward; anything changed since is kept", async () => {
    const [run] = await t.db.select().from(s.seedRuns);
    const later = new Date(run!.appliedAt.getTime() + 400 * DAY);
    const snapshot = async () => ({
      clinics: await t.db.select().from(s.clinics).orderBy(s.clinics.id),
      doctors: await t.db.select().from(s.doctors).orderBy(s.doctors.id),
      creds: await t.db.select().from(s.clinicCredentials).orderBy(s.clinicCredentials.id),
    });
    // An admin re-checked one doctor and one clinic through the product: theirs are real dates.
    const [checked] = await t.db
      .update(s.doctors)
      .set({ verificationNote: "Checked again on the register by Ada" })
      .where(eq(s.doctors.slug, "dr-kim-min-jun"))
      .returning();
    const [rechecked] = await t.db
      .update(s.clinics)
      .set({ verificationNote: "Re-checked on site" })
      .where(eq(s.clinics.slug, "seoul-vision-eye-clinic"))
      .returning();
    // The sweep had expired one sample verification meanwhile.
    await t.db
      .update(s.doctors)
      .set({ verificationStatus: "expired" })
      .where(eq(s.doctors.slug, "dr-burak-demir"));
    const before = await snapshot();
    const ids = before.clinics.map((c) => c.id);
    const figuresBefore = await getResponseTimes(ids, run!.appliedAt);

    expect(await refreshDemoSeedDates(t.db, later)).toMatchObject({ shiftedDays: 400 });
    const after = await snapshot();
    const moved = (a?: Date | null, b?: Date | null) =>
      a && b ? (b.getTime() - a.getTime()) / DAY : null;
    for (const [i, c] of after.clinics.entries()) {
      const was = before.clinics[i]!;
      if (!was.verifiedAt) continue;
      expect(moved(was.verifiedAt, c.verifiedAt), c.slug).toBe(c.id === rechecked!.id ? 0 : 400);
    }
    for (const [i, d] of after.doctors.entries()) {
      const was = before.doctors[i]!;
      if (!was.verifiedAt) continue;
      const n = d.id === checked!.id ? 0 : 400;
      expect(moved(was.verifiedAt, d.verifiedAt), d.slug).toBe(n);
      expect(moved(was.verificationExpiresAt, d.verificationExpiresAt), d.slug).toBe(n);
      expect(d.verificationStatus, d.slug).toBe("verified");
    }
    for (const [i, c] of after.creds.entries()) {
      const was = before.creds[i]!;
      if (was.expiresOn) expect(c.expiresOn, c.name).toBe(dayAfter(new Date(was.expiresOn), 400));
      if (was.verifiedAt)
        expect(moved(was.verificationExpiresAt, c.verificationExpiresAt)).toBe(400);
    }
    // The sample history moved with them: the same figures, 400 days later.
    expect(await getResponseTimes(ids, later)).toEqual(figuresBefore);
    const [run2] = await t.db.select().from(s.seedRuns);
    expect(moved(run!.appliedAt, run2!.appliedAt)).toBe(400);
    // Again at the same time, or a few days later: nothing moves.
    expect(await refreshDemoSeedDates(t.db, later)).toMatchObject({ shiftedDays: 0 });
    expect(await refreshDemoSeedDates(t.db, new Date(later.getTime() + 5 * DAY))).toMatchObject({
      shiftedDays: 0,
    });
    expect(await snapshot()).toEqual(after);
  });

  it("is idempotent: seeding again changes nothing", async () => {
    const countAll = async () =>
      Promise.all(
        [s.clinics, s.packages, s.reviews, s.doctors, s.packageReviews].map((tbl) =>
          t.db.select({ n: count() }).from(tbl),
        ),
      );
    const before = await countAll();
    const res = await seedCatalogue(t.db);
    expect(res.applied).toBe(false);
    expect(await countAll()).toEqual(before);
  });
});
