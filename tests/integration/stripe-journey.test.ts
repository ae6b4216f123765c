import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, clinics, deposits, paymentEvents, paymentMovements } from "~/db/schema";
import { addDays, todayIso } from "~/features/bookings/booking-schema";
import {
  cancelBookingByPatient,
  clinicBookingAction,
  createBooking,
  needsAction,
} from "~/features/bookings/bookings.server";
import { action as webhook } from "~/routes/resources/stripe-webhook";
import { COMMISSION_PERCENT } from "~/services/payments/ledger.server";
import { setPaymentProvider } from "~/services/payments/payments.server";
import {
  type StripeProvider,
  createStripeProvider,
} from "~/services/payments/stripe-provider.server";
import { DEFAULT_RATES } from "~/utils/money";
import { createPatient } from "../kit/factories";
import { type TestDb, useTestDb } from "../setup/db";
import { type StripeFake, startStripeFake, stripeEnv } from "../support/stripe-fake";

/**
 * The booking journey with the Stripe adapter against the local fake of Stripe's API: hold →
 * clinic confirms → capture → transfer to the clinic's connected account; a long lead time
 * captured at booking and refunded; decline; 3-D Secure; a double submit; webhooks verified,
 * processed once, in any order. Booking, deposit and ledger agree.
 */

let t: TestDb;
let fake: StripeFake;
let stripe: StripeProvider;
let patientId = "";
const PKG = "antalya-lasik-both-eyes-package"; // 1,900 USD: a 380 USD deposit
const SECRET = "whsec_careatlas";

beforeAll(async () => {
  t = await useTestDb();
  fake = await startStripeFake();
  stripe = createStripeProvider(stripeEnv(fake.port));
  setPaymentProvider(stripe);
  patientId = (await createPatient(t.db)).id;
});
afterAll(async () => {
  setPaymentProvider(null);
  await fake.close();
});

const book = (over: Partial<Parameters<typeof createBooking>[0]> = {}) =>
  createBooking({
    patientId,
    idempotencyKey: `journey-${randomUUID()}`,
    source: { packageSlug: PKG },
    consultationDate: addDays(todayIso(), 3),
    travellers: 1,
    paymentToken: "tok_visa",
    termsAccepted: true,
    displayCurrency: "USD",
    rates: DEFAULT_RATES,
    ...over,
  });

async function depositOf(bookingId: string) {
  const [d] = await t.db.select().from(deposits).where(eq(deposits.bookingId, bookingId));
  return d!;
}
async function ledger(bookingId: string) {
  return t.db
    .select({ kind: paymentMovements.kind, amount: paymentMovements.amountUsdMinor })
    .from(paymentMovements)
    .where(eq(paymentMovements.bookingId, bookingId))
    .orderBy(asc(paymentMovements.createdAt), asc(paymentMovements.kind));
}
async function clinicOf(bookingId: string) {
  const [b] = await t.db.select().from(bookings).where(eq(bookings.id, bookingId));
  return b!.clinicId;
}
function post(event: Record<string, unknown>, opts: { forge?: boolean } = {}) {
  const { payload, header } = fake.sign(event, SECRET, opts);
  return webhook({
    request: new Request("http://localhost/api/payments/stripe-webhook", {
      method: "POST",
      headers: { "stripe-signature": header, "content-type": "application/json" },
      body: payload,
    }),
    params: {},
    context: {},
  } as never) as unknown as Promise<{ data: { outcome?: string }; init: { status: number } }>;
}

describe("the Stripe journey (adapter against the fake)", () => {
  it("hold → the clinic confirms → captured → transferred to the clinic less the commission", async () => {
    const res = await book();
    if (!res.ok) throw new Error(res.message);
    const clinicId = await clinicOf(res.value.bookingId);
    const acct = await stripe.createConnectedAccount({ clinicId });
    await t.db
      .update(clinics)
      .set({ stripeAccountId: acct, stripePayoutsEnabled: true })
      .where(eq(clinics.id, clinicId));
    const d = await depositOf(res.value.bookingId);
    expect(d).toMatchObject({ status: "held", captureMode: "authorisation", provider: "stripe" });
    expect(fake.intents.get(d.providerRef!)).toMatchObject({
      status: "requires_capture",
      capture_method: "manual",
      amount: 38_000,
    });

    const confirmed = await clinicBookingAction(clinicId, res.value.bookingId, "confirm");
    expect(confirmed.ok).toBe(true);
    expect(fake.intents.get(d.providerRef!)!.status).toBe("succeeded");
    const commission = (38_000 * COMMISSION_PERCENT) / 100;
    expect(fake.transfers.filter((x) => x.destination === acct)).toEqual([
      expect.objectContaining({ amount: 38_000 - commission }),
    ]);
    expect(await depositOf(res.value.bookingId)).toMatchObject({
      status: "released",
      commissionUsdMinor: commission,
      transferredUsdMinor: 38_000 - commission,
    });
    expect(await ledger(res.value.bookingId)).toEqual(
      expect.arrayContaining([
        { kind: "hold", amount: 38_000 },
        { kind: "capture", amount: 38_000 },
        { kind: "commission", amount: commission },
        { kind: "transfer", amount: 38_000 - commission },
      ]),
    );
    expect(await ledger(res.value.bookingId)).toHaveLength(4);
  });

  it("the clinic cancels after the payout: the patient gets it all back, the transfer is reversed", async () => {
    const res = await book();
    if (!res.ok) throw new Error(res.message);
    const clinicId = await clinicOf(res.value.bookingId);
    const acct = await stripe.createConnectedAccount({ clinicId });
    await t.db
      .update(clinics)
      .set({ stripeAccountId: acct, stripePayoutsEnabled: true })
      .where(eq(clinics.id, clinicId));
    expect((await clinicBookingAction(clinicId, res.value.bookingId, "confirm")).ok).toBe(true);
    const d = await depositOf(res.value.bookingId);
    const commission = (38_000 * COMMISSION_PERCENT) / 100;
    expect(d.transferredUsdMinor).toBe(38_000 - commission);
    const [paid] = await t.db
      .select({ ref: paymentMovements.providerRef })
      .from(paymentMovements)
      .where(eq(paymentMovements.depositId, d.id))
      .then((rows) => rows.filter((r) => r.ref?.startsWith("tr_")));
    const transferOf = () => fake.transfers.find((x) => x.id === paid!.ref)!;

    const cancelled = await clinicBookingAction(clinicId, res.value.bookingId, "cancel");
    expect(cancelled.ok).toBe(true);
    expect(fake.refunds.filter((r) => r.payment_intent === d.providerRef)).toEqual([
      expect.objectContaining({ amount: 38_000 }),
    ]);
    // The clinic's whole payout comes back from its account; CareAtlas returns its commission.
    expect(transferOf().reversed).toBe(38_000 - commission);
    expect(await depositOf(res.value.bookingId)).toMatchObject({
      status: "refunded",
      refundedUsdMinor: 38_000,
      transferredUsdMinor: 0,
      commissionUsdMinor: 0,
    });
    expect(await ledger(res.value.bookingId)).toEqual(
      expect.arrayContaining([
        { kind: "refund", amount: 38_000 },
        { kind: "transfer_reversal", amount: 38_000 - commission },
      ]),
    );
    // Asked again (a retry), nothing moves twice.
    expect((await clinicBookingAction(clinicId, res.value.bookingId, "cancel")).ok).toBe(false);
    expect(transferOf().reversed).toBe(38_000 - commission);
    expect(await ledger(res.value.bookingId)).toHaveLength(6);
  });

  it("a patient's cancellation under moderate terms after the payout: half back, the clinic returns its share", async () => {
    // Treatment in 40 days (captured at booking); cancelled 25 days before it, past the
    // 14-day cooling-off: moderate terms give 50 % back.
    const res = await book({ consultationDate: addDays(todayIso(), 40) });
    if (!res.ok) throw new Error(res.message);
    const clinicId = await clinicOf(res.value.bookingId);
    const acct = await stripe.createConnectedAccount({ clinicId });
    await t.db
      .update(clinics)
      .set({ stripeAccountId: acct, stripePayoutsEnabled: true })
      .where(eq(clinics.id, clinicId));
    expect((await clinicBookingAction(clinicId, res.value.bookingId, "confirm")).ok).toBe(true);
    const cancelled = await cancelBookingByPatient(patientId, res.value.bookingId, {
      now: new Date(Date.now() + 15 * 86_400_000),
    });
    expect(cancelled).toMatchObject({
      ok: true,
      value: { depositStatus: "partially_refunded", refundedUsdMinor: 19_000 },
    });
    // The clinic keeps 190 USD less 10 %: 171 USD; it was paid 342 USD, so 171 USD comes back.
    expect(await depositOf(res.value.bookingId)).toMatchObject({
      refundedUsdMinor: 19_000,
      commissionUsdMinor: 1_900,
      transferredUsdMinor: 17_100,
    });
    expect(await ledger(res.value.bookingId)).toEqual(
      expect.arrayContaining([
        { kind: "refund", amount: 19_000 },
        { kind: "transfer_reversal", amount: 17_100 },
      ]),
    );
  });

  it("a long lead time is captured at booking and refunded in full when the patient cancels", async () => {
    const res = await book({ consultationDate: addDays(todayIso(), 40) });
    if (!res.ok) throw new Error(res.message);
    const d = await depositOf(res.value.bookingId);
    expect(d.captureMode).toBe("balance");
    expect(fake.intents.get(d.providerRef!)!.status).toBe("succeeded");
    const cancelled = await cancelBookingByPatient(patientId, res.value.bookingId);
    expect(cancelled.ok).toBe(true);
    expect(fake.refunds.filter((r) => r.payment_intent === d.providerRef)).toEqual([
      expect.objectContaining({ amount: 38_000 }),
    ]);
    expect(await depositOf(res.value.bookingId)).toMatchObject({
      status: "refunded",
      refundedUsdMinor: 38_000,
    });
    expect((await ledger(res.value.bookingId)).map((m) => m.kind).sort()).toEqual([
      "capture",
      "hold",
      "refund",
    ]);
  });

  it("a decline books nothing; 3-D Secure books after the browser's challenge", async () => {
    const before = (await t.db.select().from(bookings)).length;
    const declined = await book({ paymentToken: "tok_chargeDeclined" });
    expect(declined).toMatchObject({ ok: false, status: 402 });
    const key = `journey-${randomUUID()}`;
    const first = await book({ idempotencyKey: key, paymentToken: "tok_threeDSecure" });
    if (first.ok || !needsAction(first)) throw new Error("expected a challenge");
    expect((await t.db.select().from(bookings)).length).toBe(before);
    fake.authenticate(first.requiresAction.providerRef);
    const second = await book({
      idempotencyKey: key,
      paymentToken: first.requiresAction.providerRef,
    });
    expect(second.ok).toBe(true);
    if (!second.ok) return;
    expect(await depositOf(second.value.bookingId)).toMatchObject({
      providerRef: first.requiresAction.providerRef,
      status: "held",
    });
  });

  it("a double submit of the checkout moves money once", async () => {
    const key = `journey-${randomUUID()}`;
    const created = () =>
      fake.requests.filter((r) => r.method === "POST" && r.path === "/v1/payment_intents").length;
    const before = created();
    const [a, b] = await Promise.all([
      book({ idempotencyKey: key }),
      book({ idempotencyKey: key }),
    ]);
    expect(a.ok && b.ok).toBe(true);
    if (!a.ok || !b.ok) return;
    expect(a.value.bookingId).toBe(b.value.bookingId);
    expect(created() - before).toBe(1);
    expect(await ledger(a.value.bookingId)).toEqual([{ kind: "hold", amount: 38_000 }]);
  });
});

describe("Stripe webhooks", () => {
  it("a forged signature is refused (400) and changes nothing", async () => {
    const event = fake.event("payment_intent.canceled", { object: "payment_intent", id: "pi_x" });
    const r = await post(event, { forge: true });
    expect(r.init.status).toBe(400);
    const rows = await t.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.id, event.id as string));
    expect(rows).toEqual([]);
  });

  it("valid, duplicate and out-of-order events reconcile the deposit once", async () => {
    const res = await book();
    if (!res.ok) throw new Error(res.message);
    const d = await depositOf(res.value.bookingId);
    const pi = fake.intents.get(d.providerRef!)!;
    const older = fake.event(
      "payment_intent.amount_capturable_updated",
      { ...pi },
      { created: 1_000 },
    );
    // The authorisation is cancelled at Stripe (e.g. expired), outside our deposit path.
    await stripe.refund(d.providerRef!, { idempotencyKey: "outside-void" });
    const cancelled = fake.event("payment_intent.canceled", { ...pi, status: "canceled" });

    const first = await post(cancelled);
    expect(first.init.status).toBe(200);
    expect(first.data.outcome).toBe("reconciled");
    expect(await depositOf(res.value.bookingId)).toMatchObject({ status: "refunded" });
    // Delivered again: nothing more happens.
    expect((await post(cancelled)).data.outcome).toBe("duplicate");
    // An older event arriving late does not bring the hold back.
    expect((await post(older)).data.outcome).toBe("noted");
    expect(await depositOf(res.value.bookingId)).toMatchObject({ status: "refunded" });
    expect(await ledger(res.value.bookingId)).toEqual([
      { kind: "hold", amount: 38_000 },
      { kind: "void", amount: 38_000 },
    ]);
  });
});
