import { and, eq, like } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bookings, deposits, emailOutbox, jobs, notifications, packages } from "~/db/schema";
import { seedId } from "~/db/seed/ids";
import { createVerifiedUser } from "~/features/accounts/users.server";
import { runDueJobs } from "~/services/jobs/jobs.server";
import { setPaymentProvider } from "~/services/payments/payments.server";
import { createTestProvider, type TestProvider } from "~/services/payments/test-provider.server";
import type { CancellationTerms } from "~/utils/cancellation-policy";
import { setClockForTests } from "~/utils/clock.server";
import { DEFAULT_RATES } from "~/utils/money";
import { useTestDb, type TestDb } from "../../../tests/setup/db";
import { addDays, todayIso } from "./booking-schema";
import {
  CONFIRM_TIMEOUT_JOB,
  bookingJobHandlers,
  cancelBookingByPatient,
  clinicBookingAction,
  createBooking,
  listPatientBookings,
  refundIfCancelledNow,
} from "./bookings.server";
import { answerSurgeonChange, proposeSurgeonChange } from "./surgeon-change.server";

/**
 * Cancellation terms the system enforces (decision 056): the refund of each cancellation is the
 * policy's, stored on the deposit and moved through the provider once.
 */

let t: TestDb;
let provider: TestProvider;
const PW = "Copper-kettle-4821";
const LASIK = "antalya-lasik-both-eyes-package"; // 1,900 USD: a 380 USD deposit
const HAIR = "istanbul-fue-hair-transplant-package";
const HAIR_CLINIC = seedId("clinic", "istanbul-hair-institute");
const AYDIN = seedId("doctor", "dr-selin-aydin");
const ids = { patient: "", lara: "", hairDesk: "", laraClinic: "" };
const DEPOSIT = 38_000;
const VISA = "tok_visa";
let seq = 0;

/** Noon UTC, `days` from today. */
const at = (days: number) => new Date(`${addDays(todayIso(), days)}T12:00:00Z`);

async function setTerms(slug: string, terms: CancellationTerms, note: string | null = null) {
  await t.db
    .update(packages)
    .set({ cancellationTerms: terms, cancellationNote: note })
    .where(eq(packages.slug, slug));
}

/** A booking made at `bookedAt` with its treatment `treatmentIn` days from today. */
async function book(opts: { slug?: string; bookedAt?: Date; treatmentIn: number }) {
  const res = await createBooking({
    patientId: ids.patient,
    idempotencyKey: `terms-${Date.now()}-${++seq}`,
    source: { packageSlug: opts.slug ?? LASIK },
    consultationDate: addDays(todayIso(), opts.treatmentIn - 1),
    surgeryDate: addDays(todayIso(), opts.treatmentIn),
    travellers: 1,
    paymentToken: VISA,
    termsAccepted: true,
    displayCurrency: "USD",
    rates: DEFAULT_RATES,
    now: opts.bookedAt ?? new Date(),
  });
  if (!res.ok) throw new Error(res.message);
  const [d] = await t.db.select().from(deposits).where(eq(deposits.bookingId, res.value.bookingId));
  return { id: res.value.bookingId, ref: d!.providerRef!, reference: res.value.reference };
}

const depositOf = async (id: string) =>
  (await t.db.select().from(deposits).where(eq(deposits.bookingId, id)))[0]!;
const bookingOf = async (id: string) =>
  (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

beforeAll(async () => {
  t = await useTestDb();
  ids.patient = (
    await createVerifiedUser(t.db, {
      email: "tess@terms.test",
      password: PW,
      role: "patient",
      name: "Tess Patient",
    })
  ).id;
  ids.lara = (
    await createVerifiedUser(t.db, {
      email: "lara@terms.test",
      password: PW,
      role: "clinic",
      clinic: "lara-eye-vision-center",
      name: "Lara Desk",
    })
  ).id;
  ids.hairDesk = (
    await createVerifiedUser(t.db, {
      email: "hair@terms.test",
      password: PW,
      role: "clinic",
      clinic: "istanbul-hair-institute",
      name: "Hair Desk",
    })
  ).id;
  ids.laraClinic = seedId("clinic", "lara-eye-vision-center");
});

beforeEach(() => {
  provider = createTestProvider();
  setPaymentProvider(provider);
});

afterEach(() => setClockForTests(null));

describe("the terms are frozen onto the booking at checkout", () => {
  it("copies the package's terms and note; a later edit of the package does not change them", async () => {
    await setTerms(LASIK, "strict", "Flights are yours to cancel.");
    const b = await book({ treatmentIn: 90 });
    await setTerms(LASIK, "flexible");
    expect(await bookingOf(b.id)).toMatchObject({
      cancellationTerms: "strict",
      cancellationNote: "Flights are yours to cancel.",
      termsAcceptedAt: expect.any(Date),
    });
    // The receipt mail states them.
    const [mail] = await t.db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(eq(emailOutbox.to, "tess@terms.test"))
      .orderBy(emailOutbox.createdAt);
    expect(mail!.text).toContain("Half of the deposit back if you cancel 60 days or more");
    expect(mail!.text).toContain("Note from the clinic: Flights are yours to cancel.");
  });

  it("refuses a checkout without the terms ticked: nothing booked, nothing held", async () => {
    const res = await createBooking({
      patientId: ids.patient,
      idempotencyKey: `terms-unticked-${++seq}`,
      source: { packageSlug: LASIK },
      consultationDate: addDays(todayIso(), 40),
      travellers: 1,
      paymentToken: VISA,
      termsAccepted: false,
      displayCurrency: "USD",
      rates: DEFAULT_RATES,
    });
    expect(res).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { termsAccepted: expect.stringContaining("cancellation terms") },
    });
    expect(provider.ledger.size).toBe(0);
  });
});

describe("a confirmed booking cancelled by the patient, under each template", () => {
  // Booked 150 days before treatment (no cooling-off by the time of these cancellations).
  const cases: Array<[CancellationTerms, number, number]> = [
    ["flexible", 100, 100],
    ["flexible", 14, 100],
    ["flexible", 13, 50],
    ["flexible", 1, 50],
    ["flexible", 0, 0],
    ["moderate", 30, 100],
    ["moderate", 29, 50],
    ["moderate", 14, 50],
    ["moderate", 13, 0],
    ["strict", 60, 50],
    ["strict", 59, 0],
  ];
  it.each(cases)(
    "%s, cancelled %i days before treatment: %i percent back",
    async (terms, daysBefore, percent) => {
      await setTerms(LASIK, terms);
      const b = await book({ treatmentIn: 150 });
      await clinicBookingAction(ids.laraClinic, b.id, "confirm");
      const now = at(150 - daysBefore);
      // What the booking page shows is what is refunded.
      const row = (await listPatientBookings(ids.patient)).find((r) => r.id === b.id)!;
      const shown = refundIfCancelledNow(row, now)!;
      expect(shown.percent).toBe(percent);

      const res = await cancelBookingByPatient(ids.patient, b.id, {
        now,
        expectRefundUsdMinor: shown.amountUsdMinor,
      });
      const amount = (DEPOSIT * percent) / 100;
      expect(res).toMatchObject({
        ok: true,
        value: {
          status: "cancelled",
          depositStatus:
            percent === 100 ? "refunded" : percent > 0 ? "partially_refunded" : "released",
          refundedUsdMinor: amount,
          refundRule: "terms",
        },
      });
      expect(await depositOf(b.id)).toMatchObject({ refundedUsdMinor: amount });
      expect((await bookingOf(b.id)).refundRule).toBe("terms");
      if (percent === 0) expect(provider.refunds).toEqual([]);
      else
        expect(provider.refunds).toEqual([
          { providerRef: b.ref, idempotencyKey: expect.any(String), amountUsdMinor: amount },
        ]);
      const held = provider.ledger.get(b.ref)!;
      expect(held.refundedUsdMinor).toBe(amount);
    },
  );

  it("refuses when the refund shown is no longer today's: nothing cancelled, nothing moved", async () => {
    await setTerms(LASIK, "moderate");
    const b = await book({ treatmentIn: 150 });
    await clinicBookingAction(ids.laraClinic, b.id, "confirm");
    const res = await cancelBookingByPatient(ids.patient, b.id, {
      now: at(150 - 29),
      expectRefundUsdMinor: DEPOSIT,
    });
    expect(res).toMatchObject({ ok: false, status: 409 });
    if (!res.ok) expect(res.message).toContain("$190");
    expect((await bookingOf(b.id)).status).toBe("confirmed");
    expect(await depositOf(b.id)).toMatchObject({ status: "released", refundedUsdMinor: 0 });
    expect(provider.refunds).toEqual([]);
  });

  it("tells the clinic how much was refunded under the terms", async () => {
    await setTerms(LASIK, "moderate");
    const b = await book({ treatmentIn: 150 });
    await clinicBookingAction(ids.laraClinic, b.id, "confirm");
    await cancelBookingByPatient(ids.patient, b.id, { now: at(130) });
    const [n] = await t.db
      .select({ body: notifications.body })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, ids.lara),
          eq(notifications.kind, "booking_cancelled"),
          like(notifications.title, `%${b.reference}%`),
        ),
      );
    expect(n!.body).toContain(
      "$190 of the $380 deposit has been refunded under the cancellation terms",
    );
  });
});

describe("full refunds whatever the terms", () => {
  it("cooling-off: cancelled within 14 days of booking, treatment more than 14 days away", async () => {
    await setTerms(LASIK, "strict");
    const b = await book({ treatmentIn: 40, bookedAt: new Date() });
    await clinicBookingAction(ids.laraClinic, b.id, "confirm");
    const res = await cancelBookingByPatient(ids.patient, b.id, { now: at(10) });
    expect(res).toMatchObject({
      ok: true,
      value: { depositStatus: "refunded", refundedUsdMinor: DEPOSIT, refundRule: "cooling_off" },
    });
    expect(provider.refunds).toEqual([
      { providerRef: b.ref, idempotencyKey: expect.any(String), amountUsdMinor: DEPOSIT },
    ]);
    // Day 15 after booking: the strict terms apply (nothing back at 25 days before treatment).
    const late = await book({ treatmentIn: 40, bookedAt: new Date() });
    await clinicBookingAction(ids.laraClinic, late.id, "confirm");
    const r2 = await cancelBookingByPatient(ids.patient, late.id, { now: at(15) });
    expect(r2).toMatchObject({ ok: true, value: { refundedUsdMinor: 0, refundRule: "terms" } });
  });

  it("the clinic cancels a confirmed booking on the eve of treatment: everything back", async () => {
    await setTerms(LASIK, "strict");
    const b = await book({ treatmentIn: 150 });
    await clinicBookingAction(ids.laraClinic, b.id, "confirm");
    const res = await clinicBookingAction(ids.laraClinic, b.id, "cancel", {
      now: at(149),
      reason: "Surgeon unavailable",
    });
    expect(res).toMatchObject({
      ok: true,
      value: {
        depositStatus: "refunded",
        refundedUsdMinor: DEPOSIT,
        refundRule: "clinic_cancelled",
      },
    });
    expect(await depositOf(b.id)).toMatchObject({ status: "refunded", refundedUsdMinor: DEPOSIT });
    expect(provider.refunds).toHaveLength(1);
  });

  it("the patient refuses a change of surgeon: everything back under strict terms", async () => {
    await setTerms(HAIR, "strict");
    const b = await book({ slug: HAIR, treatmentIn: 20 });
    await clinicBookingAction(HAIR_CLINIC, b.id, "confirm");
    const proposed = await proposeSurgeonChange({
      clinicId: HAIR_CLINIC,
      userId: ids.hairDesk,
      bookingId: b.id,
      doctorId: AYDIN,
      reason: "Congress",
    });
    expect(proposed.ok).toBe(true);
    const list = await listPatientBookings(ids.patient);
    const changeId = list.find((r) => r.id === b.id)!.surgeonChanges[0]!.id;
    const res = await answerSurgeonChange({ patientId: ids.patient, changeId, answer: "refuse" });
    expect(res.ok).toBe(true);
    const dep = await depositOf(b.id);
    expect(dep.status).toBe("refunded");
    expect(dep.refundedUsdMinor).toBe(dep.amountUsdMinor);
    expect((await bookingOf(b.id)).refundRule).toBe("surgeon_refused");
    expect(provider.refunds).toHaveLength(1);
  });

  it("the patient cancels before the clinic confirmed: everything back, even under strict terms", async () => {
    await setTerms(LASIK, "strict");
    const b = await book({ treatmentIn: 10 });
    const res = await cancelBookingByPatient(ids.patient, b.id);
    expect(res).toMatchObject({
      ok: true,
      value: { depositStatus: "refunded", refundRule: "not_confirmed" },
    });
  });
});

describe("the clinic's response window", () => {
  it("a booking still pending after 72 hours is cancelled with a full refund; both sides are told", async () => {
    await setTerms(LASIK, "strict");
    const bookedAt = new Date();
    const b = await book({ treatmentIn: 60, bookedAt });
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `${CONFIRM_TIMEOUT_JOB}:${b.id}`));
    expect(job!.runAt.getTime()).toBe(bookedAt.getTime() + 72 * 3_600_000);

    // 71 hours later: nothing happens.
    const early = new Date(bookedAt.getTime() + 71 * 3_600_000);
    await runDueJobs({ handlers: bookingJobHandlers, db: t.db, now: early });
    expect((await bookingOf(b.id)).status).toBe("pending");

    setClockForTests(new Date(bookedAt.getTime() + 72 * 3_600_000 + 1000));
    const run = await runDueJobs({
      handlers: bookingJobHandlers,
      db: t.db,
      now: new Date(bookedAt.getTime() + 72 * 3_600_000 + 1000),
    });
    expect(run.done).toBeGreaterThanOrEqual(1);
    expect(await bookingOf(b.id)).toMatchObject({
      status: "cancelled",
      cancelledBy: "system",
      refundRule: "unconfirmed",
    });
    expect(await depositOf(b.id)).toMatchObject({ status: "refunded", refundedUsdMinor: DEPOSIT });
    // (Other tests' pending bookings time out in the same run; this one's refund is once.)
    expect(provider.refunds.filter((r) => r.providerRef === b.ref)).toEqual([
      { providerRef: b.ref, idempotencyKey: expect.any(String), amountUsdMinor: DEPOSIT },
    ]);
    const told = await t.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(
        and(
          eq(notifications.kind, "booking_cancelled"),
          like(notifications.title, `%${b.reference}%`),
        ),
      );
    expect(told.map((n) => n.userId).sort()).toEqual([ids.patient, ids.lara].sort());
  });

  it("a booking confirmed in time is left alone by its timeout job", async () => {
    const bookedAt = new Date();
    const b = await book({ treatmentIn: 60, bookedAt });
    await clinicBookingAction(ids.laraClinic, b.id, "confirm");
    await runDueJobs({
      handlers: bookingJobHandlers,
      db: t.db,
      now: new Date(bookedAt.getTime() + 73 * 3_600_000),
    });
    expect((await bookingOf(b.id)).status).toBe("confirmed");
    expect(provider.refunds).toEqual([]);
  });
});

describe("races", () => {
  it("the clinic confirms while the patient cancels: the money moves once and all agree", async () => {
    for (const terms of ["flexible", "strict"] as const) {
      await setTerms(LASIK, terms);
      provider = createTestProvider();
      setPaymentProvider(provider);
      // Booked a month ago: no cooling-off any more.
      const b = await book({ treatmentIn: 150, bookedAt: at(-30) });
      const [confirm, cancel] = await Promise.all([
        clinicBookingAction(ids.laraClinic, b.id, "confirm"),
        cancelBookingByPatient(ids.patient, b.id),
      ]);
      const booking = await bookingOf(b.id);
      const dep = await depositOf(b.id);
      expect(booking.status).toBe("cancelled");
      expect(cancel.ok).toBe(true);
      const refunded = provider.refunds.reduce((s, r) => s + r.amountUsdMinor, 0);
      expect(provider.refunds.length).toBeLessThanOrEqual(1);
      expect(refunded).toBe(dep.refundedUsdMinor);
      expect(provider.ledger.get(b.ref)!.refundedUsdMinor).toBe(dep.refundedUsdMinor);
      if (confirm.ok) {
        // Confirmed first: the cancellation then follows the terms.
        expect(booking.refundRule).toBe("terms");
        expect(dep.refundedUsdMinor).toBe(terms === "flexible" ? DEPOSIT : DEPOSIT / 2);
      } else {
        expect(booking.refundRule).toBe("not_confirmed");
        expect(dep).toMatchObject({ status: "refunded", refundedUsdMinor: DEPOSIT });
      }
      // A second cancellation moves nothing more.
      const again = await cancelBookingByPatient(ids.patient, b.id);
      expect(again).toMatchObject({ ok: false, status: 409 });
      expect(provider.refunds.length).toBeLessThanOrEqual(1);
    }
  });
});
