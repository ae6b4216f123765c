/**
 * The payment provider seam (docs/decisions/0xx-payments.md, docs/payments.md). A deposit is
 * placed as a hold (authorisation) when the patient books, released to the clinic (captured)
 * when the clinic confirms, and refunded (the hold voided, or a capture refunded) when the
 * booking is cancelled. Every call carries an idempotency key, so a retried request never
 * charges twice. A real card provider implements this interface and is chosen with the env
 * PAYMENT_PROVIDER (see payments.server.ts).
 */

export type CardDetails = {
  /** Digits only. Goes to the provider; never stored, never logged. */
  number: string;
  expMonth: number;
  expYear: number;
  /** Never stored, never logged. */
  cvc: string;
  name: string;
};

export type HoldRequest = {
  amountUsdMinor: number;
  card: CardDetails;
  /** Same key, same hold: a retried booking reuses its first authorisation. */
  idempotencyKey: string;
  /** Shown on the card statement / provider dashboard (no health data). */
  description: string;
};

export type DeclineCode =
  | "card_declined"
  | "insufficient_funds"
  | "incorrect_cvc"
  | "test_card_required"
  | "processing_error";

export type HoldResult =
  | { ok: true; providerRef: string; brand: string; last4: string }
  | { ok: false; code: DeclineCode; message: string };

export interface PaymentProvider {
  /** Stored on each deposit row (deposits.provider). */
  readonly id: string;
  /** Test mode: no real money moves; the checkout says so. */
  readonly testMode: boolean;
  /** Authorises the amount on the card and holds it. */
  hold(req: HoldRequest): Promise<HoldResult>;
  /** Captures a held amount for the clinic (the booking was confirmed). */
  release(providerRef: string, opts: { idempotencyKey: string }): Promise<void>;
  /**
   * Voids a hold, or refunds a captured amount: `amountUsdMinor` of it (a partial refund under
   * the cancellation terms, decision 056), or when omitted all that is still refundable.
   */
  refund(
    providerRef: string,
    opts: { idempotencyKey: string; amountUsdMinor?: number },
  ): Promise<void>;
}

/** A provider call failed for a reason other than a card decline (network, provider outage). */
export class PaymentProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PaymentProviderError";
  }
}
