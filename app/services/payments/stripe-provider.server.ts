import Stripe from "stripe";
import { type Env, getEnv } from "~/utils/env.server";
import {
  type ConnectedAccountStatus,
  type DeclineCode,
  type HoldRequest,
  type HoldResult,
  type PaymentProvider,
  type ProviderPaymentState,
  PaymentProviderError,
} from "./provider.server";
import { DECLINE_MESSAGES } from "./test-provider.server";

/**
 * Stripe behind the provider seam (decision 055, docs/payments.md). The deposit is a
 * PaymentIntent in USD: `capture_method: manual` (an authorisation, captured when the clinic
 * confirms), or captured at once when the treatment is further away than an authorisation lasts.
 * The browser's Payment Element makes a ConfirmationToken (or a PaymentMethod); only that reaches
 * this server, which creates and confirms the PaymentIntent with an idempotency key. A 3-D Secure
 * challenge is returned to the browser (`requires_action` with the client secret), which
 * completes it with Stripe.js and posts the PaymentIntent's id back as its token.
 *
 * STRIPE_API_HOST / _PORT / _PROTOCOL point the SDK at the local fake in tests.
 */

export type StripeProvider = PaymentProvider & {
  readonly client: Stripe;
  /** A clinic's Connect account (Express) for payouts. */
  createConnectedAccount(opts: { clinicId: string; email?: string | null }): Promise<string>;
  /** The onboarding link a clinic follows to finish its Connect account. */
  onboardingLink(opts: { account: string; refreshUrl: string; returnUrl: string }): Promise<string>;
  accountStatus(account: string): Promise<ConnectedAccountStatus>;
  /** Verifies a webhook's signature on the raw body; throws on a forged or stale one. */
  verifyEvent(rawBody: string, signature: string): Stripe.Event;
};

export function stripeClient(env: Env = getEnv()): Stripe {
  if (!env.STRIPE_SECRET_KEY) throw new PaymentProviderError("STRIPE_SECRET_KEY is not set");
  return new Stripe(env.STRIPE_SECRET_KEY, {
    ...(env.STRIPE_API_HOST ? { host: env.STRIPE_API_HOST } : {}),
    ...(env.STRIPE_API_PORT ? { port: env.STRIPE_API_PORT } : {}),
    ...(env.STRIPE_API_PROTOCOL ? { protocol: env.STRIPE_API_PROTOCOL } : {}),
    // Our own idempotency keys make retries safe; the SDK retries network failures with them.
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });
}

/** A Stripe card error → the seam's decline code. */
function declineOf(err: unknown): DeclineCode | null {
  if (!(err instanceof Stripe.errors.StripeCardError)) return null;
  if (err.code === "incorrect_cvc") return "incorrect_cvc";
  if (err.decline_code === "insufficient_funds") return "insufficient_funds";
  if (err.code === "authentication_required") return "authentication_failed";
  return "card_declined";
}

function declined(code: DeclineCode): HoldResult {
  return { ok: false, code, message: DECLINE_MESSAGES[code] };
}

/** What the browser's token is: a confirmation token, a payment method, or a legacy token. */
function paymentSource(
  token: string,
): Pick<
  Stripe.PaymentIntentCreateParams,
  "confirmation_token" | "payment_method" | "payment_method_data"
> {
  if (token.startsWith("ctoken_")) return { confirmation_token: token };
  if (token.startsWith("pm_")) return { payment_method: token };
  if (token.startsWith("tok_"))
    return { payment_method_data: { type: "card", card: { token } } as never };
  throw new PaymentProviderError("Unknown payment token");
}

function cardOf(pi: Stripe.PaymentIntent): { brand: string; last4: string } {
  const pm = pi.payment_method;
  const card = pm && typeof pm === "object" ? pm.card : null;
  const brand = card?.brand ?? "card";
  const names: Record<string, string> = {
    visa: "Visa",
    mastercard: "Mastercard",
    amex: "American Express",
    discover: "Discover",
  };
  return { brand: names[brand] ?? "Card", last4: card?.last4 ?? "" };
}

function outcome(pi: Stripe.PaymentIntent): HoldResult {
  if (pi.status === "requires_capture" || pi.status === "succeeded")
    return { ok: true, providerRef: pi.id, ...cardOf(pi), captured: pi.status === "succeeded" };
  if (pi.status === "requires_action" && pi.client_secret)
    return {
      ok: false,
      code: "requires_action",
      providerRef: pi.id,
      clientSecret: pi.client_secret,
    };
  if (pi.status === "requires_payment_method") return declined("authentication_failed");
  return declined("processing_error");
}

function stateOf(pi: Stripe.PaymentIntent): ProviderPaymentState {
  const charge = pi.latest_charge && typeof pi.latest_charge === "object" ? pi.latest_charge : null;
  const refunded = charge?.amount_refunded ?? 0;
  const state: ProviderPaymentState["state"] =
    pi.status === "requires_capture"
      ? "held"
      : pi.status === "succeeded"
        ? refunded >= pi.amount_received && refunded > 0
          ? "refunded"
          : "captured"
        : pi.status === "canceled"
          ? "voided"
          : pi.status === "requires_action"
            ? "requires_action"
            : "unknown";
  return { providerRef: pi.id, state, amountUsdMinor: pi.amount, refundedUsdMinor: refunded };
}

/** A Stripe account object (retrieved, or an `account.updated` event's) → its payout status. */
export function accountStatusOf(a: {
  id: string;
  charges_enabled?: boolean | null;
  payouts_enabled?: boolean | null;
  details_submitted?: boolean | null;
}): ConnectedAccountStatus {
  return {
    account: a.id,
    chargesEnabled: a.charges_enabled === true,
    payoutsEnabled: a.payouts_enabled === true,
    detailsSubmitted: a.details_submitted === true,
  };
}

export function createStripeProvider(env: Env = getEnv()): StripeProvider {
  const stripe = stripeClient(env);
  const retrieve = (ref: string) =>
    stripe.paymentIntents.retrieve(ref, { expand: ["payment_method", "latest_charge"] });
  return {
    id: "stripe",
    testMode: (env.STRIPE_SECRET_KEY ?? "").includes("_test_"),
    client: stripe,
    async hold(req: HoldRequest): Promise<HoldResult> {
      if (!Number.isInteger(req.amountUsdMinor) || req.amountUsdMinor <= 0)
        throw new PaymentProviderError("Amount must be a positive integer of cents");
      try {
        // A 3-D Secure challenge completed in the browser: the token is its PaymentIntent.
        if (req.paymentToken.startsWith("pi_")) {
          const pi = await retrieve(req.paymentToken);
          if (pi.metadata?.owner !== req.owner || pi.amount !== req.amountUsdMinor)
            return declined("processing_error");
          return outcome(pi);
        }
        const pi = await stripe.paymentIntents.create(
          {
            amount: req.amountUsdMinor,
            currency: "usd",
            capture_method: req.captureNow ? "automatic" : "manual",
            confirm: true,
            // Card payments confirmed here and in Stripe.js: no redirecting payment methods.
            automatic_payment_methods: { enabled: true, allow_redirects: "never" },
            use_stripe_sdk: true,
            description: req.description,
            metadata: { owner: req.owner, capture: req.captureNow ? "balance" : "authorisation" },
            expand: ["payment_method"],
            ...paymentSource(req.paymentToken),
          },
          { idempotencyKey: req.idempotencyKey },
        );
        return outcome(pi);
      } catch (err) {
        const code = declineOf(err);
        if (code) return declined(code);
        throw err;
      }
    },
    async release(ref, opts) {
      const pi = await retrieve(ref);
      if (pi.status === "succeeded") return; // captured at booking (a balance)
      if (pi.status !== "requires_capture")
        throw new PaymentProviderError(`PaymentIntent ${ref} cannot be captured (${pi.status})`);
      await stripe.paymentIntents.capture(ref, {}, { idempotencyKey: opts.idempotencyKey });
    },
    async refund(ref, opts) {
      const pi = await retrieve(ref);
      if (pi.status === "canceled") return;
      if (pi.status !== "succeeded") {
        // Not captured: voiding releases the whole authorisation.
        await stripe.paymentIntents.cancel(
          ref,
          { cancellation_reason: "requested_by_customer" },
          { idempotencyKey: opts.idempotencyKey },
        );
        return;
      }
      await stripe.refunds.create(
        {
          payment_intent: ref,
          ...(opts.amountUsdMinor !== undefined ? { amount: opts.amountUsdMinor } : {}),
          reason: "requested_by_customer",
        },
        { idempotencyKey: opts.idempotencyKey },
      );
    },
    async transfer(req) {
      const pi = await retrieve(req.sourceRef);
      const charge = typeof pi.latest_charge === "string" ? pi.latest_charge : pi.latest_charge?.id;
      const tr = await stripe.transfers.create(
        {
          amount: req.amountUsdMinor,
          currency: "usd",
          destination: req.destination,
          ...(charge ? { source_transaction: charge } : {}),
          transfer_group: req.sourceRef,
        },
        { idempotencyKey: req.idempotencyKey },
      );
      return { transferRef: tr.id };
    },
    async reverseTransfer(transferRef, opts) {
      const r = await stripe.transfers.createReversal(
        transferRef,
        { amount: opts.amountUsdMinor },
        { idempotencyKey: opts.idempotencyKey },
      );
      return { reversalRef: r.id };
    },
    async retrieve(ref) {
      return stateOf(await retrieve(ref));
    },
    async createConnectedAccount({ clinicId, email }) {
      const acct = await stripe.accounts.create(
        {
          type: "express",
          ...(email ? { email } : {}),
          capabilities: { transfers: { requested: true } },
          metadata: { clinic: clinicId },
        },
        { idempotencyKey: `connect-account:${clinicId}` },
      );
      return acct.id;
    },
    async onboardingLink({ account, refreshUrl, returnUrl }) {
      const link = await stripe.accountLinks.create({
        account,
        refresh_url: refreshUrl,
        return_url: returnUrl,
        type: "account_onboarding",
      });
      return link.url;
    },
    async accountStatus(account) {
      return accountStatusOf(await stripe.accounts.retrieve(account));
    },
    verifyEvent(rawBody, signature) {
      if (!env.STRIPE_WEBHOOK_SECRET) throw new PaymentProviderError("No webhook secret");
      return stripe.webhooks.constructEvent(rawBody, signature, env.STRIPE_WEBHOOK_SECRET);
    },
  };
}
