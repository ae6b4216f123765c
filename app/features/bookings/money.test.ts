import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clinics, deposits, packages, paymentMovements } from "~/db/schema";
import { seedId } from "~/db/seed/ids";
import { createVerifiedUser } from "~/features/accounts/users.server";
import { moneyCsv, usdDecimal } from "~/features/admin/money-csv.server";
import { i18nFor } from "~/i18n/catalog.server";
import { setPaymentProvider } from "~/services/payments/payments.server";
import { createTestProvider } from "~/services/payments/test-provider.server";
import { DEFAULT_RATES } from "~/utils/money";
import { useTestDb, type TestDb } from "../../../tests/setup/db";
import { addDays, todayIso } from "./booking-schema";
import {
  cancelBookingByPatient,
  clinicBookingAction,
  createBooking,
  listPatientBookings,
} from "./bookings.server";
import { patientMoneyView } from "./money-text.server";
import {
  getClinicMoney,
  listAllMovements,
  listPatientMovements,
  patientSummary,
} from "./money.server";

/**
 * The money views (decision 060): each side sees its own rows of the ledger, with totals that
 * add up; seeded through the real booking functions (hold, capture, commission, refund).
 */

let t: TestDb;
const PW = "Copper-kettle-4821";
const LASIK = "antalya-lasik-both-eyes-package"; // 1,900 USD: a 380 USD deposit
const HAIR = "istanbul-fue-hair-transplant-package";
const LARA = seedId("clinic", "lara-eye-vision-center");
const HAIR_CLINIC = seedId("clinic", "istanbul-hair-institute");
const DEPOSIT = 38_000;
const ids = { ann: "", ben: "" };
const made = {
  soon: { id: "", reference: "" },
  far: { id: "", reference: "" },
  hair: { id: "", reference: "" },
};
let seq = 0;

/** Noon UTC, `days` from today. */
const at = (days: number) => new Date(`${addDays(todayIso(), days)}T12:00:00Z`);

async function book(patientId: string, slug: string, treatmentIn: number) {
  const res = await createBooking({
    patientId,
    idempotencyKey: `money-view-${Date.now()}-${++seq}`,
    source: { packageSlug: slug },
    consultationDate: addDays(todayIso(), treatmentIn - 1),
    surgeryDate: addDays(todayIso(), treatmentIn),
    travellers: 1,
    paymentToken: "tok_visa",
    termsAccepted: true,
    displayCurrency: "USD",
    rates: DEFAULT_RATES,
    now: new Date(),
  });
  if (!res.ok) throw new Error(res.message);
  return { id: res.value.bookingId, reference: res.value.reference };
}

beforeAll(async () => {
  t = await useTestDb();
  setPaymentProvider(createTestProvider());
  const user = (email: string, name: string) =>
    createVerifiedUser(t.db, { email, password: PW, role: "patient", name });
  ids.ann = (await user("ann@money.test", "Ann Marie Doe")).id;
  ids.ben = (await user("ben@money.test", "Ben Other")).id;
  await t.db
    .update(packages)
    .set({ cancellationTerms: "moderate" })
    .where(eq(packages.slug, LASIK));
  // Treatment in 5 days: an authorisation, captured when the clinic confirms.
  made.soon = await book(ids.ann, LASIK, 5);
  await clinicBookingAction(LARA, made.soon.id, "confirm");
  // Treatment in 150 days: captured at booking (a balance), confirmed, then cancelled by the
  // patient 20 days before treatment: half back under the moderate terms.
  made.far = await book(ids.ann, LASIK, 150);
  await clinicBookingAction(LARA, made.far.id, "confirm");
  const cancelled = await cancelBookingByPatient(ids.ann, made.far.id, { now: at(130) });
  if (!cancelled.ok) throw new Error(cancelled.message);
  // Another patient at another clinic, left held.
  made.hair = await book(ids.ben, HAIR, 5);
});

beforeEach(() => setPaymentProvider(createTestProvider()));

describe("the patient's payments", () => {
  it("lists only their own bookings' movements, never the commission or the transfer", async () => {
    const rows = await listPatientMovements(t.db, ids.ann);
    const bookingIds = new Set(rows.map((r) => r.bookingId));
    expect(bookingIds).toEqual(new Set([made.soon.id, made.far.id]));
    expect(rows.every((r) => ["hold", "capture", "void", "refund"].includes(r.kind))).toBe(true);
    // The ledger does hold a commission for these bookings: the patient does not see it.
    const all = await t.db
      .select({ kind: paymentMovements.kind })
      .from(paymentMovements)
      .where(eq(paymentMovements.bookingId, made.soon.id));
    expect(all.map((r) => r.kind)).toContain("commission");

    const soon = rows.filter((r) => r.bookingId === made.soon.id).map((r) => r.kind);
    expect(soon).toEqual(["hold", "capture"]);
    const far = rows.filter((r) => r.bookingId === made.far.id);
    expect(far.map((r) => [r.kind, r.amountUsdMinor])).toEqual([
      ["hold", DEPOSIT],
      ["capture", DEPOSIT],
      ["refund", DEPOSIT / 2],
    ]);
    const ben = await listPatientMovements(t.db, ids.ben);
    expect(ben.map((r) => [r.bookingId, r.kind])).toEqual([[made.hair.id, "hold"]]);
  });

  it("says what happened and why, in the patient's language, with paid / held / refunded", async () => {
    const rows = await listPatientMovements(t.db, ids.ann);
    const bookings = await listPatientBookings(ids.ann);
    const view = (id: string, locale: "en" | "de" = "en") =>
      patientMoneyView(
        locale,
        bookings.find((b) => b.id === id)!,
        rows.filter((r) => r.bookingId === id),
      );
    const soon = view(made.soon.id);
    expect(soon.lines.map((l) => l.text)).toEqual([
      "Deposit held on your card",
      "Deposit captured: the clinic confirmed",
    ]);
    expect(soon.lines.map((l) => l.amount)).toEqual(["$380", "$380"]);
    expect(soon.summary).toEqual({ paid: "$380", held: "$0", refunded: "$0" });

    const far = view(made.far.id);
    expect(far.lines.map((l) => l.text)).toEqual([
      "Deposit held on your card",
      "Deposit charged to your card: CareAtlas keeps it for you until the clinic confirms",
      "Refunded to your card: you cancelled 20 days before treatment (Moderate terms)",
    ]);
    expect(far.summary).toEqual({ paid: "$380", held: "$0", refunded: "$190" });

    const de = view(made.far.id, "de");
    expect(de.lines[2]!.text).toBe(
      "Auf Ihre Karte erstattet: Sie haben 20 Tage vor der Behandlung storniert (Stornobedingungen: Moderat)",
    );
    expect(de.lines[2]!.amount).toMatch(/^190\s\$$/);
  });

  it("names a refund decided in a resolution case, and one found at the provider", () => {
    const b = {
      surgeryDate: null,
      consultationDate: null,
      cancellationTerms: null,
      refundRule: null,
      deposit: null,
    };
    const m = (reason: string, kind: "refund" | "void") => ({
      id: reason,
      bookingId: "b",
      kind,
      amountUsdMinor: 5000,
      reason,
      createdAt: new Date("2026-03-01T10:00:00Z"),
    });
    const view = patientMoneyView("en", b, [m("case-refund", "refund"), m("reconciled", "void")]);
    expect(view.lines.map((l) => [l.date, l.text, l.amount])).toEqual([
      ["1 Mar 2026", "Refunded to your card: CareAtlas decided the case you opened", "$50"],
      ["1 Mar 2026", "Hold on your card released: updated from the card payment provider", "$50"],
    ]);
  });

  it("counts a held deposit as held, and nothing as paid yet", () => {
    expect(
      patientSummary([{ kind: "hold", amountUsdMinor: 500 }], {
        status: "held",
        amountUsdMinor: 500,
        refundedUsdMinor: 0,
      }),
    ).toEqual({ paidUsdMinor: 0, heldUsdMinor: 500, refundedUsdMinor: 0 });
  });
});

describe("the clinic's money", () => {
  it("totals and rows of its own clinic only", async () => {
    const lara = await getClinicMoney(t.db, LARA);
    const refs = new Set(lara.movements.map((m) => m.reference));
    expect(refs).toEqual(new Set([made.soon.reference, made.far.reference]));
    expect(refs.has(made.hair.reference)).toBe(false);
    // First names only.
    expect(new Set(lara.movements.map((m) => m.patientFirstName))).toEqual(new Set(["Ann"]));
    const commission = DEPOSIT / 10;
    expect(lara.totals).toEqual({
      heldUsdMinor: 0,
      // Both released; the second less the half refunded to the patient.
      releasedUsdMinor: DEPOSIT + DEPOSIT / 2,
      transferredUsdMinor: 0,
      // The commission is on what the clinic keeps (decision 063): 10% of the half kept.
      commissionUsdMinor: commission + commission / 2,
      awaitingPayoutUsdMinor: DEPOSIT - commission + (DEPOSIT / 2 - commission / 2),
      refundedUsdMinor: DEPOSIT / 2,
    });
    expect(lara.stripeConnected).toBe(false);
    // Newest first.
    const times = lara.movements.map((m) => m.createdAt.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const hair = await getClinicMoney(t.db, HAIR_CLINIC);
    const [dep] = await t.db.select().from(deposits).where(eq(deposits.bookingId, made.hair.id));
    expect(hair.movements.map((m) => [m.reference, m.kind])).toEqual([
      [made.hair.reference, "hold"],
    ]);
    expect(hair.totals).toMatchObject({
      heldUsdMinor: dep!.amountUsdMinor,
      releasedUsdMinor: 0,
      commissionUsdMinor: 0,
    });
  });

  it("counts transfers to the connected account", async () => {
    const [dep] = await t.db.select().from(deposits).where(eq(deposits.bookingId, made.soon.id));
    await t.db.insert(paymentMovements).values({
      bookingId: made.soon.id,
      depositId: dep!.id,
      clinicId: LARA,
      kind: "transfer",
      amountUsdMinor: 34_200,
      reason: "payout",
      provider: "test",
      providerRef: "tr_test_1",
      idempotencyKey: `deposit-transfer:${dep!.id}`,
    });
    await t.db
      .update(deposits)
      .set({ transferredUsdMinor: 34_200 })
      .where(eq(deposits.id, dep!.id));
    // Payouts set up and enabled (decision 061).
    await t.db
      .update(clinics)
      .set({ stripeAccountId: "acct_test", stripePayoutsEnabled: true })
      .where(eq(clinics.id, LARA));
    const lara = await getClinicMoney(t.db, LARA);
    expect(lara.totals.transferredUsdMinor).toBe(34_200);
    expect(lara.totals.awaitingPayoutUsdMinor).toBe(DEPOSIT / 2 - DEPOSIT / 20);
    expect(lara.stripeConnected).toBe(true);
    expect(lara.movements.filter((m) => m.kind === "transfer")).toEqual([
      expect.objectContaining({ reference: made.soon.reference, amountUsdMinor: 34_200 }),
    ]);
    // The patient still does not see it.
    const ann = await listPatientMovements(t.db, ids.ann);
    expect(ann.some((m) => m.kind === "transfer")).toBe(false);
  });
});

describe("the admin's list of every movement", () => {
  it("totals by kind, filters by clinic and dates, pages newest first", async () => {
    const all = await listAllMovements(t.db, {});
    const sum = (kind: string) =>
      all.rows.filter((r) => r.kind === kind).reduce((s, r) => s + r.amountUsdMinor, 0);
    expect(all.total).toBe(all.rows.length);
    for (const k of [
      "hold",
      "capture",
      "refund",
      "void",
      "transfer",
      "transfer_reversal",
      "commission",
    ] as const)
      expect(all.totals[k], k).toBe(sum(k));
    expect(all.totals.commission).toBe(2 * (DEPOSIT / 10));
    expect(all.totals.refund).toBe(DEPOSIT / 2);

    const hair = await listAllMovements(t.db, { clinicId: HAIR_CLINIC });
    expect(hair.rows.map((r) => r.reference)).toEqual([made.hair.reference]);
    expect(hair.totals.commission).toBe(0);

    const future = await listAllMovements(t.db, { from: addDays(todayIso(), 200) });
    expect(future.total).toBe(0);
    // The refund was recorded 130 days ahead (the cancellation's clock): a range finds it alone.
    const day = addDays(todayIso(), 130);
    const refundDay = await listAllMovements(t.db, { from: day, to: day });
    expect(refundDay.rows.map((r) => r.kind)).toEqual(["refund"]);

    const page2 = await listAllMovements(t.db, { page: 2, pageSize: 2 });
    expect(page2.rows.map((r) => r.id)).toEqual(all.rows.slice(2, 4).map((r) => r.id));
  });
});

describe("the money CSV", () => {
  it("headers in the admin's language, amounts in decimal USD, cells safe from formulas", async () => {
    const { rows } = await listAllMovements(t.db, {});
    const de = i18nFor("de");
    const csv = moneyCsv(rows, (id) => de._(id));
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(
      '"Datum (UTC)","Buchungsnummer","Klinik","Art","Betrag (USD)","Grund","Zahlungsdienst","Referenz beim Zahlungsdienst"',
    );
    expect(lines).toHaveLength(rows.length + 1);
    expect(csv).toContain(made.far.reference);
    const refund = lines.find((l) => l.includes('"refund"'))!;
    expect(refund).toContain('"190.00"');
    expect(refund).toContain('"patient-cancelled"');

    const evil = moneyCsv(
      [
        {
          createdAt: new Date("2026-01-02T03:04:05Z"),
          reference: '=HYPERLINK("http://x")',
          clinicName: '+Clinic, "Best"',
          kind: "hold",
          amountUsdMinor: 5,
          reason: "@booked",
          provider: "test",
          providerRef: null,
        },
      ],
      (id) => i18nFor("en")._(id),
    );
    expect(evil.split("\r\n")[0]).toContain('"Booking reference"');
    expect(evil.split("\r\n")[1]).toBe(
      '"2026-01-02T03:04:05.000Z","\'=HYPERLINK(""http://x"")","\'+Clinic, ""Best""","hold","0.05","\'@booked","test",""',
    );
    expect([usdDecimal(0), usdDecimal(38_000), usdDecimal(123_456_789)]).toEqual([
      "0.00",
      "380.00",
      "1234567.89",
    ]);
  });
});
