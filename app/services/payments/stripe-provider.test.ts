import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StripeFake, startStripeFake, stripeEnv } from "../../../tests/support/stripe-fake";
import { type StripeProvider, createStripeProvider } from "./stripe-provider.server";

/** The Stripe adapter against the local fake of Stripe's HTTP API (nothing leaves 127.0.0.1). */

let fake: StripeFake;
let stripe: StripeProvider;

beforeAll(async () => {
  fake = await startStripeFake();
  stripe = createStripeProvider(stripeEnv(fake.port));
});
afterAll(() => fake.close());

const hold = (over: Partial<Parameters<StripeProvider["hold"]>[0]> = {}) =>
  stripe.hold({
    amountUsdMinor: 38_000,
    paymentToken: "tok_visa",
    idempotencyKey: `k-${Math.random()}`,
    description: "CareAtlas deposit CA-TEST-0001",
    captureNow: false,
    owner: "patient-1",
    ...over,
  });

describe("the Stripe adapter against the fake", () => {
  it("holds with a manual-capture PaymentIntent, captures when released", async () => {
    const h = await hold();
    expect(h).toMatchObject({ ok: true, brand: "Visa", last4: "4242", captured: false });
    if (!h.ok) throw new Error("declined");
    const pi = fake.intents.get(h.providerRef)!;
    expect(pi).toMatchObject({ capture_method: "manual", status: "requires_capture" });
    expect(pi.metadata.owner).toBe("patient-1");
    const create = fake.requests.find((r) => r.path === "/v1/payment_intents")!;
    expect(create.idempotencyKey).toMatch(/^k-/);
    await stripe.release(h.providerRef, { idempotencyKey: "rel-1" });
    expect(fake.intents.get(h.providerRef)!.status).toBe("succeeded");
    expect(await stripe.retrieve!(h.providerRef)).toMatchObject({
      state: "captured",
      amountUsdMinor: 38_000,
    });
    // Releasing again (a retried confirmation) changes nothing.
    await stripe.release(h.providerRef, { idempotencyKey: "rel-1" });
    expect(
      [...fake.charges.values()].filter((c) => c.payment_intent === h.providerRef),
    ).toHaveLength(1);
  });

  it("a long lead time captures at booking; a refund then returns money, in part or in full", async () => {
    const h = await hold({ captureNow: true });
    expect(h).toMatchObject({ ok: true, captured: true });
    if (!h.ok) throw new Error("declined");
    expect(fake.intents.get(h.providerRef)!.status).toBe("succeeded");
    await stripe.refund(h.providerRef, { idempotencyKey: "part-1", amountUsdMinor: 10_000 });
    expect(await stripe.retrieve!(h.providerRef)).toMatchObject({
      state: "captured",
      refundedUsdMinor: 10_000,
    });
    // The same partial refund retried: no second refund.
    await stripe.refund(h.providerRef, { idempotencyKey: "part-1", amountUsdMinor: 10_000 });
    expect(fake.refunds.filter((r) => r.payment_intent === h.providerRef)).toHaveLength(1);
    // Omitted amount: everything still refundable.
    await stripe.refund(h.providerRef, { idempotencyKey: "rest-1" });
    expect(
      fake.refunds.filter((r) => r.payment_intent === h.providerRef).map((r) => r.amount),
    ).toEqual([10_000, 28_000]);
    expect(await stripe.retrieve!(h.providerRef)).toMatchObject({
      state: "refunded",
      refundedUsdMinor: 38_000,
    });
  });

  it("refunding an authorisation voids it (the PaymentIntent is cancelled)", async () => {
    const h = await hold();
    if (!h.ok) throw new Error("declined");
    await stripe.refund(h.providerRef, { idempotencyKey: "void-1" });
    expect(fake.intents.get(h.providerRef)!.status).toBe("canceled");
    expect(await stripe.retrieve!(h.providerRef)).toMatchObject({ state: "voided" });
    await stripe.refund(h.providerRef, { idempotencyKey: "void-1" }); // retried: no error
  });

  it("declines with the seam's codes and messages", async () => {
    expect(await hold({ paymentToken: "tok_chargeDeclined" })).toMatchObject({
      ok: false,
      code: "card_declined",
      message: expect.stringContaining("Your card was declined"),
    });
    expect(await hold({ paymentToken: "tok_chargeDeclinedInsufficientFunds" })).toMatchObject({
      ok: false,
      code: "insufficient_funds",
    });
    expect(await hold({ paymentToken: "tok_chargeDeclinedIncorrectCvc" })).toMatchObject({
      ok: false,
      code: "incorrect_cvc",
    });
  });

  it("SCA: requires_action with the client secret; after the browser's challenge the PaymentIntent's id books it", async () => {
    const h = await hold({ paymentToken: "tok_threeDSecure" });
    expect(h).toMatchObject({ ok: false, code: "requires_action" });
    if (h.ok || h.code !== "requires_action") throw new Error("expected a challenge");
    expect(h.clientSecret).toMatch(new RegExp(`^${h.providerRef}_secret_`));
    // Before the challenge is completed, resuming still asks for it.
    expect(await hold({ paymentToken: h.providerRef })).toMatchObject({ code: "requires_action" });
    fake.authenticate(h.providerRef);
    expect(await hold({ paymentToken: h.providerRef })).toMatchObject({
      ok: true,
      providerRef: h.providerRef,
      captured: false,
    });
    // Someone else's PaymentIntent is not theirs to book.
    expect(await hold({ paymentToken: h.providerRef, owner: "patient-2" })).toMatchObject({
      ok: false,
      code: "processing_error",
    });
  });

  it("SCA failed in the browser: refused with a clear message", async () => {
    const h = await hold({ paymentToken: "tok_threeDSecure" });
    if (h.ok || h.code !== "requires_action") throw new Error("expected a challenge");
    fake.authenticate(h.providerRef, false);
    expect(await hold({ paymentToken: h.providerRef })).toMatchObject({
      ok: false,
      code: "authentication_failed",
      message: expect.stringContaining("could not confirm"),
    });
  });

  it("an idempotent retry of a hold returns the same PaymentIntent, not a second one", async () => {
    const before = fake.intents.size;
    const a = await hold({ idempotencyKey: "same-key" });
    const b = await hold({ idempotencyKey: "same-key" });
    expect(a.ok && b.ok && a.providerRef === b.providerRef).toBe(true);
    expect(fake.intents.size).toBe(before + 1);
  });

  it("Connect: an account, its onboarding link, and a transfer to it", async () => {
    const acct = await stripe.createConnectedAccount({ clinicId: "clinic-1", email: "c@x.test" });
    expect(acct).toMatch(/^acct_/);
    // Asked again (a double click): the same account, not a second one.
    expect(await stripe.createConnectedAccount({ clinicId: "clinic-1", email: "c@x.test" })).toBe(
      acct,
    );
    const url = await stripe.onboardingLink({
      account: acct,
      refreshUrl: "http://localhost/dashboard/payouts",
      returnUrl: "http://localhost/dashboard/payouts?done=1",
    });
    expect(url).toContain(acct);
    const h = await hold();
    if (!h.ok) throw new Error("declined");
    await stripe.release(h.providerRef, { idempotencyKey: "rel-t" });
    const t = await stripe.transfer!({
      amountUsdMinor: 34_200,
      destination: acct,
      sourceRef: h.providerRef,
      idempotencyKey: "tr-1",
    });
    const again = await stripe.transfer!({
      amountUsdMinor: 34_200,
      destination: acct,
      sourceRef: h.providerRef,
      idempotencyKey: "tr-1",
    });
    expect(again.transferRef).toBe(t.transferRef);
    expect(fake.transfers.filter((x) => x.destination === acct)).toEqual([
      { id: t.transferRef, amount: 34_200, destination: acct, reversed: 0 },
    ]);
    // A refund after the payout takes part of it back, once however often asked.
    const r = await stripe.reverseTransfer!(t.transferRef, {
      amountUsdMinor: 17_100,
      idempotencyKey: "trr-1",
    });
    const r2 = await stripe.reverseTransfer!(t.transferRef, {
      amountUsdMinor: 17_100,
      idempotencyKey: "trr-1",
    });
    expect(r.reversalRef).toMatch(/^trr_/);
    expect(r2.reversalRef).toBe(r.reversalRef);
    expect(fake.transfers.find((x) => x.id === t.transferRef)?.reversed).toBe(17_100);
  });

  it("never sends a card number or CVC to Stripe's API: only tokens", async () => {
    await hold();
    const sent = JSON.stringify(fake.requests.map((r) => r.body));
    expect(sent).not.toMatch(/4242424242424242|"cvc"|"number"/);
  });
});
