import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  bookings,
  clinics,
  listingViews,
  packages,
  quoteRequestClinics,
  quoteRequests,
  quotes,
} from "~/db/schema";
import { createVerifiedUser } from "~/features/accounts/users.server";
import { useTestDb, type TestDb } from "../../../tests/setup/db";
import { getClinicAnalytics } from "./analytics.server";
import { isoDayOf } from "./availability.server";
import { countClinicView, countPackageView, recordListingView } from "./views.server";

let t: TestDb;
const ids: { patient?: string } = {};
let clinicA = "";
let clinicB = "";

beforeAll(async () => {
  t = await useTestDb();
  ids.patient = (
    await createVerifiedUser(t.db, {
      email: "listing-patient@example.test",
      password: "Copper-kettle-4821",
      role: "patient",
      name: "User patient",
    })
  ).id;
  const idOf = async (slug: string) =>
    (await t.db.select({ id: clinics.id }).from(clinics).where(eq(clinics.slug, slug)))[0]!.id;
  clinicA = await idOf("gangnam-beauty-plastic-surgery");
  clinicB = await idOf("istanbul-hair-institute");
});

describe("analytics", () => {
  it("counts views, requests, quotes, acceptance, median response and revenue by month", async () => {
    // Clinic B, whose figures start empty.
    const now = new Date("2026-03-20T12:00:00Z");
    const empty = await getClinicAnalytics(clinicB, 6, now);
    expect(empty.months.map((m) => m.month)).toEqual([
      "2025-10",
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
      "2026-03",
    ]);
    expect(empty.totals.acceptanceRate).toBeNull();
    expect(empty.totals.medianResponseHours).toBeNull();

    await t.db.insert(listingViews).values([
      { clinicId: clinicB, subjectId: clinicB, kind: "clinic", day: "2026-02-03", views: 5 },
      { clinicId: clinicB, subjectId: clinicB, kind: "clinic", day: "2026-03-01", views: 2 },
      { clinicId: clinicB, subjectId: clinicB, kind: "clinic", day: "2025-01-01", views: 99 }, // outside
      { clinicId: clinicA, subjectId: clinicA, kind: "clinic", day: "2026-03-01", views: 50 }, // other clinic
    ]);
    const patient = ids.patient!;
    const responses = [1, 3, 10]; // hours → median 3
    for (const [i, h] of responses.entries()) {
      const [qr] = await t.db
        .insert(quoteRequests)
        .values({ patientId: patient, treatment: "Hair", idempotencyKey: `an-${i}` })
        .returning({ id: quoteRequests.id });
      const created = new Date(`2026-02-1${i}T08:00:00Z`);
      await t.db.insert(quoteRequestClinics).values({
        requestId: qr!.id,
        clinicId: clinicB,
        patientId: patient,
        createdAt: created,
        seenAt: created,
        respondedAt: new Date(created.getTime() + h * 3600_000),
      });
    }
    const [unanswered] = await t.db
      .insert(quoteRequests)
      .values({ patientId: patient, treatment: "Hair", idempotencyKey: "an-x" })
      .returning({ id: quoteRequests.id });
    await t.db.insert(quoteRequestClinics).values({
      requestId: unanswered!.id,
      clinicId: clinicB,
      patientId: patient,
      createdAt: new Date("2026-03-02T08:00:00Z"),
    });

    const quote = (status: "pending" | "accepted" | "rejected", createdAt: string) => ({
      patientId: patient,
      clinicId: clinicB,
      treatment: "Hair",
      amountMinor: 300000,
      currency: "EUR",
      expiresAt: new Date("2026-06-01T00:00:00Z"),
      status,
      createdAt: new Date(createdAt),
    });
    await t.db
      .insert(quotes)
      .values([
        quote("accepted", "2026-02-11T09:00:00Z"),
        quote("rejected", "2026-02-12T09:00:00Z"),
        quote("pending", "2026-03-03T09:00:00Z"),
        quote("accepted", "2026-03-04T09:00:00Z"),
      ]);

    const booking = (
      ref: string,
      status: "pending" | "confirmed" | "completed" | "cancelled",
      totalMinor: number,
      currency: string,
      createdAt: string,
    ) => ({
      reference: ref,
      patientId: patient,
      clinicId: clinicB,
      treatment: "Hair",
      totalMinor,
      currency,
      status,
      idempotencyKey: ref,
      createdAt: new Date(createdAt),
    });
    await t.db.insert(bookings).values([
      booking("CA-AN-1", "confirmed", 250000, "USD", "2026-02-15T10:00:00Z"),
      booking("CA-AN-2", "completed", 170000, "EUR", "2026-02-20T10:00:00Z"),
      booking("CA-AN-3", "pending", 900000, "USD", "2026-02-21T10:00:00Z"), // counted, no revenue
      booking("CA-AN-4", "cancelled", 900000, "USD", "2026-03-05T10:00:00Z"), // neither
      booking("CA-AN-5", "confirmed", 100000, "USD", "2026-03-06T10:00:00Z"),
    ]);

    const a = await getClinicAnalytics(clinicB, 6, now);
    const feb = a.months.find((m) => m.month === "2026-02")!;
    const mar = a.months.find((m) => m.month === "2026-03")!;
    // The clinic's price list is in EUR: USD bookings are converted (USD 1 = EUR 0.85).
    expect(a.currency).toBe("EUR");
    expect(feb).toMatchObject({
      profileViews: 5,
      requests: 3,
      quotesSent: 2,
      quotesAccepted: 1,
      bookings: 3,
      revenueMinor: 212500 + 170000,
    });
    expect(mar).toMatchObject({
      profileViews: 2,
      requests: 1,
      quotesSent: 2,
      quotesAccepted: 1,
      bookings: 1,
      revenueMinor: 85000,
    });
    expect(a.totals.profileViews).toBe(7);
    expect(a.totals.acceptanceRate).toBe(0.5);
    expect(a.totals.medianResponseHours).toBeCloseTo(3, 5);
    expect(a.totals.responded).toBe(3);
    expect(a.totals.revenueMinor).toBe(467500);
    // 12 months reaches back to April 2025, still excluding January 2025.
    const year = await getClinicAnalytics(clinicB, 12, now);
    expect(year.months).toHaveLength(12);
    expect(year.totals.profileViews).toBe(7);
  });

  it("counts clinic and package views per day, skips bots and never throws", async () => {
    const [pkg] = await t.db
      .select({ id: packages.id, clinicId: packages.clinicId })
      .from(packages)
      .where(eq(packages.published, true))
      .limit(1);
    await countClinicView(clinicB);
    await countClinicView(clinicB);
    await countPackageView(pkg!.id);
    const today = isoDayOf(new Date());
    const [cv] = await t.db
      .select()
      .from(listingViews)
      .where(
        and(
          eq(listingViews.subjectId, clinicB),
          eq(listingViews.kind, "clinic"),
          eq(listingViews.day, today),
        ),
      );
    expect(cv!.views).toBe(2);
    const [pv] = await t.db
      .select()
      .from(listingViews)
      .where(and(eq(listingViews.subjectId, pkg!.id), eq(listingViews.kind, "package")));
    expect(pv).toMatchObject({ clinicId: pkg!.clinicId, views: 1 });

    const bot = new Request("http://localhost/clinic/x", {
      headers: { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" },
    });
    recordListingView(bot, { kind: "clinic", id: clinicB });
    // An id that does not exist fails inside (foreign key): swallowed, no throw.
    const human = new Request("http://localhost/clinic/x", {
      headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36" },
    });
    expect(() =>
      recordListingView(human, { kind: "clinic", id: "00000000-0000-4000-8000-000000000000" }),
    ).not.toThrow();
    await new Promise((r) => setTimeout(r, 50));
    const [again] = await t.db
      .select()
      .from(listingViews)
      .where(
        and(
          eq(listingViews.subjectId, clinicB),
          eq(listingViews.kind, "clinic"),
          eq(listingViews.day, today),
        ),
      );
    expect(again!.views).toBe(2);
  });
});
