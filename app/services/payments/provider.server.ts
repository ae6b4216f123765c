/**
 * The payment provider seam (docs/decisions/014-payments.md, 055-stripe-payments.md,
 * docs/payments.md). A deposit is placed as a hold when the patient books — an authorisation,
 * or, when the treatment is further away than an authorisation lasts, a capture held by
 * CareAtlas as a balance owed to the patient — released to the clinic when the clinic confirms,
 * and refunded (the authorisation voided, or the captured amount refunded, in full or in part)
 * when the booking is cancelled. Every call carries an idempotency key, so a retried request
 * never charges twice. The card itself never reaches our server: the browser's card component
 * (the provider's own fields, or the test-card field in test mode) turns it into a token, and
 * only that token is posted. A real provider implements this interface and is chosen with the
 * env PAYMENT_PROVIDER (see payments.server.ts).
 */

export type HoldRequest = {
  amountUsdMinor: number;
  /**
   * What the browser's card component made: a test token (`tok_visa`), a provider payment
   * method (`pm_…`), or — after a 3-D Secure challenge completed in the browser — the payment
   * reference the challenge was for. Never a card number.
   */
  paymentToken: string;
  /** Same key, same hold: a retried booking reuses its first authorisation. */
  idempotencyKey: string;
  /** Shown on the card statement / provider dashboard (no health data). */
  description: string;
  /** Capture at once (the treatment is further away than an authorisation lasts). */
  captureNow: boolean;
  /** Whose payment this is (the patient's id): a resumed payment must be the same person's. */
  owner: string;
};

export type DeclineCode =
  | "card_declined"
  | "insufficient_funds"
  | "incorrect_cvc"
  | "test_card_required"
  | "authentication_failed"
  | "processing_error";

export type HoldResult =
  | { ok: true; providerRef: string; brand: string; last4: string; captured: boolean }
  | { ok: false; code: DeclineCode; message: string }
  /** The bank asks the patient to authenticate (3-D Secure): completed in the browser. */
  | { ok: false; code: "requires_action"; providerRef: string; clientSecret: string };

/** What the provider says about a payment (for reconciliation and webhooks). */
export type ProviderPaymentState = {
  providerRef: string;
  /** held = authorised, not captured; captured = money taken (maybe partly refunded). */
  state: "requires_action" | "held" | "captured" | "voided" | "refunded" | "unknown";
  amountUsdMinor: number;
  refundedUsdMinor: number;
};

export interface PaymentProvider {
  /** Stored on each deposit row (deposits.provider). */
  readonly id: string;
  /** Test mode: no real money moves; the checkout says so. */
  readonly testMode: boolean;
  /** Authorises (or captures) the amount with the browser's token. */
  hold(req: HoldRequest): Promise<HoldResult>;
  /** Captures a held amount for the clinic (the booking was confirmed); no-op if captured. */
  release(providerRef: string, opts: { idempotencyKey: string }): Promise<void>;
  /**
   * Voids a hold, or refunds a captured amount. `amountUsdMinor` omitted = everything still
   * refundable; given = that much (a partial refund; voiding an authorisation releases all).
   */
  refund(
    providerRef: string,
    opts: { idempotencyKey: string; amountUsdMinor?: number },
  ): Promise<void>;
  /**
   * Pays a released deposit (less CareAtlas's commission) to a clinic's connected account
   * (Stripe Connect). Providers without payouts leave it out: the clinic is paid outside.
   */
  transfer?(req: {
    amountUsdMinor: number;
    destination: string;
    sourceRef: string;
    idempotencyKey: string;
  }): Promise<{ transferRef: string }>;
  /**
   * Takes part of a transfer back from the clinic's connected account (a refund of money it
   * was already paid). Providers with `transfer` have it.
   */
  reverseTransfer?(
    transferRef: string,
    opts: { amountUsdMinor: number; idempotencyKey: string },
  ): Promise<{ reversalRef: string }>;
  /** What the provider holds for a payment now (reconciliation). */
  retrieve?(providerRef: string): Promise<ProviderPaymentState>;
  /**
   * Payouts to clinics (Stripe Connect, decision 061): a clinic's connected account, created
   * once per clinic (idempotent), the onboarding link the clinic follows (refreshUrl when the
   * link expired, returnUrl when done), and the account's status now. Providers without
   * payouts leave them out: the clinic dashboard then says payouts are not available.
   */
  createConnectedAccount?(opts: { clinicId: string; email?: string | null }): Promise<string>;
  onboardingLink?(opts: {
    account: string;
    refreshUrl: string;
    returnUrl: string;
  }): Promise<string>;
  accountStatus?(account: string): Promise<ConnectedAccountStatus>;
}

/** A connected account's state (Stripe's account object, or the test provider's). */
export type ConnectedAccountStatus = {
  account: string;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
};

/** A provider call failed for a reason other than a card decline (network, provider outage). */
export class PaymentProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PaymentProviderError";
  }
}
