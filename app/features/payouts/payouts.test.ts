import { and, eq, inArray, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  bookings,
  clinics,
  deposits,
  jobs,
  notifications,
  paymentMismatches,
  paymentMovements,
  users,
} from "~/db/schema";
import { createVerifiedUser } from "~/features/accounts/users.server";
import { resolveMismatch } from "~/features/admin/payment-mismatches.server";
import { addDays, todayIso } from "~/features/bookings/booking-schema";
import { clinicBookingAction } from "~/features/bookings/bookings.server";
import {
  PAYMENTS_RECONCILE_JOB,
  PAYOUTS_TRANSFER_JOB,
  scheduleDailyJobs,
  scheduledJobHandlers,
} from "~/features/scheduled-jobs.server";
import {
  action as mismatchesAction,
  loader as mismatchesLoader,
} from "~/routes/admin/payment-mismatches";
import { action as payoutsAction, loader as payoutsLoader } from "~/routes/dashboard/payouts";
import { action as onboardingAction } from "~/routes/dev/payouts-onboarding";
import { action as webhook } from "~/routes/resources/stripe-webhook";
import { runDueJobs } from "~/services/jobs/jobs.server";
import { transferPendingDeposits } from "~/services/payments/connect.server";
import { COMMISSION_PERCENT } from "~/services/payments/ledger.server";
import { setPaymentProvider } from "~/services/payments/payments.server";
import { reconcilePayments } from "~/services/payments/reconciliation.server";
import { createStripeProvider } from "~/services/payments/stripe-provider.server";
import { type TestProvider, createTestProvider } from "~/services/payments/test-provider.server";
import { signInAs } from "../../../tests/kit/auth";
import {
  type KitAccount,
  createBooking,
  createClinicUser,
  createPatient,
} from "../../../tests/kit/factories";
import { callRoute, makeRequest, statusOf } from "../../../tests/kit/request";
import { type TestDb, useTestDb } from "../../../tests/setup/db";
import { type StripeFake, startStripeFake, stripeEnv } from "../../../tests/support/stripe-fake";

/**
 * Payouts and the nightly reconciliation (decision 061), on a real PGlite database with the
 * test provider (and the Stripe adapter against the local fake for `account.updated`).
 */

let t: TestDb;
let provider: TestProvider;
let patient: KitAccount;
let admin: { id: string };
const DEPOSIT = 38_000; // antalya-lasik-both-eyes-package: 1,900 USD, a 380 USD deposit
const COMMISSION = (DEPOSIT * COMMISSION_PERCENT) / 100;

beforeAll(async () => {
  t = await useTestDb();
  provider = createTestProvider();
  setPaymentProvider(provider);
  patient = await createPatient(t.db);
  admin = await createVerifiedUser(t.db, {
    email: "admin-recon@example.test",
    password: "Copper-kettle-4821",
    role: "admin",
    name: "Recon Admin",
  });
});
afterAll(() => setPaymentProvider(null));

const clinicBySlug = async (slug: string) => {
  const [c] = await t.db.select().from(clinics).where(eq(clinics.slug, slug));
  return c!;
};
const clinicById = async (id: string) => {
  const [c] = await t.db.select().from(clinics).where(eq(clinics.id, id));
  return c!;
};
const depositOf = async (bookingId: string) => {
  const [d] = await t.db.select().from(deposits).where(eq(deposits.bookingId, bookingId));
  return d!;
};
const clinicOfBooking = async (bookingId: string) => {
  const [b] = await t.db.select().from(bookings).where(eq(bookings.id, bookingId));
  return b!.clinicId;
};

describe("setting up payouts from the clinic dashboard (test mode)", () => {
  const A = "nilufer-dental-studio";
  const B = "uludag-hair-clinic";
  let a: KitAccount;
  let b: KitAccount;
  beforeAll(async () => {
    a = await createClinicUser(t.db, { clinic: A });
    b = await createClinicUser(t.db, { clinic: B });
  });

  const post = async (
    who: KitAccount,
    path: string,
    form: Record<string, string>,
    fn = payoutsAction,
  ) =>
    callRoute(
      fn as never,
      makeRequest(path, { method: "POST", form, cookie: await signInAs(who.email) }),
    );
  const view = async (who: KitAccount) =>
    (
      (await callRoute(
        payoutsLoader as never,
        makeRequest("/dashboard/payouts", { cookie: await signInAs(who.email) }),
      )) as { data: { state: string; text: Record<string, string> } }
    ).data;

  it("refuses a patient (404) and changes nothing", async () => {
    const r = await post(patient, "/dashboard/payouts", { intent: "onboard" });
    expect(statusOf(r)).toBe(404);
    expect((await clinicBySlug(A)).stripeAccountId).toBeNull();
  });

  it("refuses a post from another site (403)", async () => {
    const r = await callRoute(
      payoutsAction as never,
      makeRequest("/dashboard/payouts", {
        method: "POST",
        form: { intent: "onboard" },
        cookie: await signInAs(a.email),
        headers: { origin: "https://evil.example" },
      }),
    );
    expect(statusOf(r)).toBe(403);
    expect((await clinicBySlug(A)).stripeAccountId).toBeNull();
  });

  it("creates the clinic's own account (never the one a form names) and sends it to onboarding", async () => {
    const other = await clinicBySlug(B);
    expect((await view(a)).state).toBe("none");
    const r = await post(a, "/dashboard/payouts", { intent: "onboard", clinicId: other.id });
    expect(statusOf(r)).toBe(302);
    const clinicA = await clinicBySlug(A);
    expect(clinicA.stripeAccountId).toBe(`acct_test_${clinicA.id}`);
    expect(clinicA.stripePayoutsEnabled).toBe(false);
    expect((await clinicBySlug(B)).stripeAccountId).toBeNull();
    const to = new URL((r as Response).headers.get("location")!, "http://localhost");
    expect(to.pathname).toBe("/dev/payouts/onboarding");
    expect(to.searchParams.get("account")).toBe(clinicA.stripeAccountId);
    expect(to.searchParams.get("return")).toMatch(/\/dashboard\/payouts\?onboarding=return$/);
    expect((await view(a)).state).toBe("pending");
    // A second click continues with the same account.
    await post(a, "/dashboard/payouts", { intent: "onboard" });
    expect((await clinicBySlug(A)).stripeAccountId).toBe(clinicA.stripeAccountId);
  });

  it("another clinic cannot finish this clinic's onboarding (403); its own user can", async () => {
    const account = (await clinicBySlug(A)).stripeAccountId!;
    const path = "/dev/payouts/onboarding";
    const refused = await post(b, path, { account }, onboardingAction as never);
    expect(statusOf(refused)).toBe(403);
    expect((await clinicBySlug(A)).stripePayoutsEnabled).toBe(false);
    const done = await post(a, path, { account }, onboardingAction as never);
    expect(statusOf(done)).toBe(302);
    expect((done as Response).headers.get("location")).toBe("/dashboard/payouts?onboarding=return");
    expect((await clinicBySlug(A)).stripePayoutsEnabled).toBe(true);
    const v = await view(a);
    expect(v.state).toBe("active");
    expect(v.text["payouts.commission.text"]).toContain(`${COMMISSION_PERCENT}%`);
    expect((await view(b)).state).toBe("none");
  });
});

describe("the deferred transfer (daily job payouts.transfer-pending)", () => {
  it("waits while payouts are off, transfers once when they are on", async () => {
    const bk = await createBooking({ patientId: patient.id });
    const clinicId = await clinicOfBooking(bk.bookingId);
    const account = `acct_test_${clinicId}`;
    await t.db.update(clinics).set({ stripeAccountId: account }).where(eq(clinics.id, clinicId));
    expect((await clinicBookingAction(clinicId, bk.bookingId, "confirm")).ok).toBe(true);
    const d = await depositOf(bk.bookingId);
    expect(d).toMatchObject({
      status: "released",
      commissionUsdMinor: COMMISSION,
      transferredUsdMinor: 0,
    });
    expect(provider.transfers).toEqual([]);

    const run = () =>
      t.db.transaction((tx) => transferPendingDeposits({ tx, now: new Date(), provider }));
    expect(await run()).toBe(0);
    expect(provider.transfers).toEqual([]);

    await t.db.update(clinics).set({ stripePayoutsEnabled: true }).where(eq(clinics.id, clinicId));
    expect(await run()).toBe(1);
    expect(await run()).toBe(0);
    expect(provider.transfers).toEqual([
      expect.objectContaining({
        destination: account,
        amountUsdMinor: DEPOSIT - COMMISSION,
        idempotencyKey: `deposit-transfer:${d.id}`,
      }),
    ]);
    expect((await depositOf(bk.bookingId)).transferredUsdMinor).toBe(DEPOSIT - COMMISSION);
    const moves = await t.db
      .select()
      .from(paymentMovements)
      .where(and(eq(paymentMovements.depositId, d.id), eq(paymentMovements.kind, "transfer")));
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({ amountUsdMinor: DEPOSIT - COMMISSION, reason: "payout" });

    // With payouts on, the next confirmation transfers at once (in changeIn).
    const next = await createBooking({ patientId: patient.id });
    expect((await clinicBookingAction(clinicId, next.bookingId, "confirm")).ok).toBe(true);
    expect((await depositOf(next.bookingId)).transferredUsdMinor).toBe(DEPOSIT - COMMISSION);
    expect(provider.transfers).toHaveLength(2);
    expect(await run()).toBe(0);

    // The clinic cancels it: refunded in full, its transfer taken back (decision 063); the
    // job does not pay it again, and the ledger still agrees (the clean run below).
    expect(
      (await clinicBookingAction(clinicId, next.bookingId, "cancel", { reason: "Closed" })).ok,
    ).toBe(true);
    expect(await depositOf(next.bookingId)).toMatchObject({
      status: "refunded",
      refundedUsdMinor: DEPOSIT,
      transferredUsdMinor: 0,
    });
    expect(provider.reversals).toEqual([
      expect.objectContaining({ amountUsdMinor: DEPOSIT - COMMISSION }),
    ]);
    expect(await run()).toBe(0);
    expect(provider.transfers).toHaveLength(2);
    // Undo for the reconciliation below: this clinic's deposits are consistent.
    await t.db
      .update(clinics)
      .set({ stripeAccountId: null, stripePayoutsEnabled: false })
      .where(eq(clinics.id, clinicId));
  });
});

describe("the nightly reconciliation (daily job payments.reconcile)", () => {
  const run = () => t.db.transaction((tx) => reconcilePayments({ tx, now: new Date(), provider }));
  const adminNotices = () =>
    t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, admin.id), eq(notifications.kind, "payment_mismatch")));
  const open = () =>
    t.db.select().from(paymentMismatches).where(isNull(paymentMismatches.resolvedAt));

  it("a clean run stores and tells nothing", async () => {
    expect(await run()).toEqual([]);
    expect(await open()).toEqual([]);
    expect(await adminNotices()).toEqual([]);
  });

  it("finds a ledger mismatch and a provider-state mismatch, once, and tells the admins", async () => {
    // Ledger: the deposit says more was transferred than the ledger holds.
    const one = await createBooking({ patientId: patient.id });
    const clinicId = await clinicOfBooking(one.bookingId);
    expect((await clinicBookingAction(clinicId, one.bookingId, "confirm")).ok).toBe(true);
    const d1 = await depositOf(one.bookingId);
    await t.db.update(deposits).set({ transferredUsdMinor: 12_345 }).where(eq(deposits.id, d1.id));
    // Provider: captured there while we still hold the authorisation.
    const two = await createBooking({
      patientId: patient.id,
      consultationDate: addDays(todayIso(), 3),
    });
    const d2 = await depositOf(two.bookingId);
    expect(d2).toMatchObject({ status: "held", captureMode: "authorisation" });
    provider.ledger.get(d2.providerRef!)!.state = "captured";

    const found = await run();
    expect(found).toEqual(
      expect.arrayContaining([
        { kind: "ledger-transferred", expected: "12345", found: "0" },
        { kind: "provider-state", expected: "held: held", found: "captured" },
      ]),
    );
    expect(found).toHaveLength(2);
    const rows = await open();
    expect(rows.map((r) => [r.depositId, r.bookingId, r.kind]).sort()).toEqual(
      [
        [d1.id, one.bookingId, "ledger-transferred"],
        [d2.id, two.bookingId, "provider-state"],
      ].sort(),
    );
    const notices = await adminNotices();
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      title: "The payment reconciliation found 2 mismatches",
      link: "/admin/payments/mismatches",
    });

    // A second run repeats nothing and tells nobody again.
    expect(await run()).toEqual([]);
    expect(await open()).toHaveLength(2);
    expect(await adminNotices()).toHaveLength(1);

    // Marked resolved (audit-logged); fixed data stays quiet, unfixed data is reported again.
    const actor = { id: admin.id, email: "admin-recon@example.test" };
    const ledgerRow = rows.find((r) => r.kind === "ledger-transferred")!;
    const stateRow = rows.find((r) => r.kind === "provider-state")!;
    expect((await resolveMismatch(t.db, actor, ledgerRow.id, new Date())).ok).toBe(true);
    expect((await resolveMismatch(t.db, actor, ledgerRow.id, new Date())).ok).toBe(false);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.targetId, ledgerRow.id));
    expect(audits).toEqual([
      expect.objectContaining({ action: "payment_mismatch.resolve", actorUserId: admin.id }),
    ]);
    await t.db.update(deposits).set({ transferredUsdMinor: 0 }).where(eq(deposits.id, d1.id));
    await resolveMismatch(t.db, actor, stateRow.id, new Date());
    const again = await run();
    expect(again).toEqual([{ kind: "provider-state", expected: "held: held", found: "captured" }]);
    expect(await adminNotices()).toHaveLength(2);
  });
});

describe("the admins' list and the daily jobs", () => {
  it("lists open mismatches to a two-factor admin, refuses others, resolves with an audit row", async () => {
    const adminCookie = await signInAs("admin-recon@example.test");
    await t.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, admin.id));
    const clinicUser = await createClinicUser(t.db, { clinic: "istanbul-hair-institute" });
    const [row] = await t.db
      .select()
      .from(paymentMismatches)
      .where(isNull(paymentMismatches.resolvedAt));
    expect(row).toBeDefined();

    const listed = (await callRoute(
      mismatchesLoader as never,
      makeRequest("/admin/payments/mismatches", { cookie: adminCookie }),
    )) as { data: { rows: Array<{ id: string; kind: string; reference: string | null }> } };
    expect(listed.data.rows.map((r) => r.id)).toContain(row!.id);

    const form = { intent: "resolve", id: row!.id };
    const asClinic = await callRoute(
      mismatchesAction as never,
      makeRequest("/admin/payments/mismatches", {
        method: "POST",
        form,
        cookie: await signInAs(clinicUser.email),
      }),
    );
    expect(statusOf(asClinic)).toBe(403);
    const done = await callRoute(
      mismatchesAction as never,
      makeRequest("/admin/payments/mismatches", { method: "POST", form, cookie: adminCookie }),
    );
    expect(statusOf(done)).toBe(302);
    const [after] = await t.db
      .select()
      .from(paymentMismatches)
      .where(eq(paymentMismatches.id, row!.id));
    expect(after).toMatchObject({ resolvedBy: admin.id });
    expect(after!.resolvedAt).not.toBeNull();
    expect(await t.db.select().from(auditLog).where(eq(auditLog.targetId, row!.id))).toHaveLength(
      1,
    );
  });

  it("both jobs are registered as daily jobs and run through the job runner", async () => {
    const at = new Date();
    await scheduleDailyJobs(t.db, at);
    await runDueJobs({ handlers: scheduledJobHandlers, db: t.db, now: at });
    const rows = await t.db
      .select({ kind: jobs.kind, status: jobs.status })
      .from(jobs)
      .where(inArray(jobs.kind, [PAYOUTS_TRANSFER_JOB, PAYMENTS_RECONCILE_JOB]));
    expect(
      rows
        .filter((r) => r.status === "done")
        .map((r) => r.kind)
        .sort(),
    ).toEqual([PAYMENTS_RECONCILE_JOB, PAYOUTS_TRANSFER_JOB].sort());
  });
});

describe("account.updated (Stripe webhook, against the fake)", () => {
  let fake: StripeFake;
  beforeAll(async () => {
    fake = await startStripeFake();
    setPaymentProvider(createStripeProvider(stripeEnv(fake.port)));
  });
  afterAll(async () => {
    setPaymentProvider(provider);
    await fake.close();
  });

  const post = (event: Record<string, unknown>) => {
    const { payload, header } = fake.sign(event, "whsec_careatlas");
    return webhook({
      request: new Request("http://localhost/api/payments/stripe-webhook", {
        method: "POST",
        headers: { "stripe-signature": header, "content-type": "application/json" },
        body: payload,
      }),
      params: {},
      context: {},
    } as never) as unknown as Promise<{ data: { outcome?: string }; init: { status: number } }>;
  };
  const accountEvent = (id: string, account: string, created: number, enabled: boolean) => ({
    id,
    object: "event",
    type: "account.updated",
    created,
    data: {
      object: {
        id: account,
        object: "account",
        charges_enabled: enabled,
        payouts_enabled: enabled,
        details_submitted: true,
      },
    },
  });

  it("sets payouts enabled once; a replay and an older event change nothing", async () => {
    const clinic = await clinicBySlug("gangnam-beauty-plastic-surgery");
    const stripe = createStripeProvider(stripeEnv(fake.port));
    const account = await stripe.createConnectedAccount({ clinicId: clinic.id });
    await t.db.update(clinics).set({ stripeAccountId: account }).where(eq(clinics.id, clinic.id));
    const at = Math.floor(Date.now() / 1000);

    const first = await post(accountEvent("evt_acct_1", account, at, true));
    expect(first.init.status).toBe(200);
    expect(first.data.outcome).toBe("reconciled");
    expect(await clinicById(clinic.id)).toMatchObject({
      stripePayoutsEnabled: true,
      stripeDetailsSubmitted: true,
    });
    expect((await post(accountEvent("evt_acct_1", account, at, true))).data.outcome).toBe(
      "duplicate",
    );
    // An older event delivered late (payouts were still off then) does not turn them off.
    expect((await post(accountEvent("evt_acct_0", account, at - 60, false))).data.outcome).toBe(
      "noted",
    );
    expect((await clinicById(clinic.id)).stripePayoutsEnabled).toBe(true);
    // A newer one that turns payouts off is applied.
    expect((await post(accountEvent("evt_acct_2", account, at + 60, false))).data.outcome).toBe(
      "reconciled",
    );
    expect((await clinicById(clinic.id)).stripePayoutsEnabled).toBe(false);
  });
});
