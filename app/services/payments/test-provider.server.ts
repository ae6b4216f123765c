import { createHash } from "node:crypto";
import { cardBrand } from "./card-schema";
import {
  type DeclineCode,
  type HoldRequest,
  type HoldResult,
  type PaymentProvider,
  PaymentProviderError,
} from "./provider.server";

/**
 * The built-in test-mode provider: no network, no real money. Documented test card numbers
 * succeed or decline (docs/payments.md, and listed on the checkout page); any other number is
 * refused, so a real card typed by mistake is never "accepted". Holds are keyed by the
 * idempotency key, exactly like a real provider's idempotent authorisation.
 */

export const TEST_CARDS: ReadonlyArray<{
  number: string;
  label: string;
  outcome: "success" | DeclineCode;
}> = [
  { number: "4242424242424242", label: "Visa — payment succeeds", outcome: "success" },
  { number: "5555555555554444", label: "Mastercard — payment succeeds", outcome: "success" },
  {
    number: "4000000000000002",
    label: "Declined — 'Your card was declined'",
    outcome: "card_declined",
  },
  {
    number: "4000000000009995",
    label: "Declined — insufficient funds",
    outcome: "insufficient_funds",
  },
  { number: "4000000000000127", label: "Declined — incorrect CVC", outcome: "incorrect_cvc" },
];

export const DECLINE_MESSAGES: Record<DeclineCode, string> = {
  card_declined: "Your card was declined. Try another card or contact your bank.",
  insufficient_funds: "Your card has insufficient funds. Try another card.",
  incorrect_cvc: "Your card's security code (CVC) is incorrect.",
  test_card_required:
    "Test mode accepts only the test card numbers listed on this page. No real card is charged.",
  processing_error: "The payment could not be processed. Please try again.",
};

type HoldState = "held" | "released" | "refunded";

export type TestProvider = PaymentProvider & {
  /** What the provider holds (for tests and the docs' walkthrough). */
  ledger: Map<string, TestHold>;
};

/** One hold: its amount, its state, and what was refunded of it (cents; partial refunds add up). */
type TestHold = { amountUsdMinor: number; state: HoldState; refundedUsdMinor?: number };

const REF_PREFIX = "test_hold_";

export function createTestProvider(): TestProvider {
  const ledger = new Map<string, TestHold>();
  /** Idempotency keys of refunds already done: a retried refund moves no money again. */
  const refundKeys = new Set<string>();
  return {
    id: "test",
    testMode: true,
    ledger,
    async hold(req: HoldRequest): Promise<HoldResult> {
      const card = TEST_CARDS.find((c) => c.number === req.card.number);
      const outcome: "success" | DeclineCode = card ? card.outcome : "test_card_required";
      if (outcome !== "success")
        return { ok: false, code: outcome, message: DECLINE_MESSAGES[outcome] };
      if (!Number.isInteger(req.amountUsdMinor) || req.amountUsdMinor <= 0)
        throw new PaymentProviderError("Amount must be a positive integer of cents");
      const ref =
        REF_PREFIX + createHash("sha256").update(req.idempotencyKey).digest("hex").slice(0, 24);
      if (!ledger.has(ref)) ledger.set(ref, { amountUsdMinor: req.amountUsdMinor, state: "held" });
      return {
        ok: true,
        providerRef: ref,
        brand: cardBrand(req.card.number),
        last4: req.card.number.slice(-4),
      };
    },
    async release(ref) {
      if (!ref.startsWith(REF_PREFIX)) throw new PaymentProviderError(`Unknown hold ${ref}`);
      const h = ledger.get(ref);
      if (h?.state === "refunded") throw new PaymentProviderError("This hold was refunded");
      // A restarted dev server has an empty ledger; the database is the record.
      if (h) h.state = "released";
    },
    async refund(ref, opts) {
      if (!ref.startsWith(REF_PREFIX)) throw new PaymentProviderError(`Unknown hold ${ref}`);
      const h = ledger.get(ref);
      if (refundKeys.has(opts.idempotencyKey) || !h) return;
      const left = h.amountUsdMinor - (h.refundedUsdMinor ?? 0);
      if (opts.amountUsdMinor === undefined && left <= 0) return;
      const amount = opts.amountUsdMinor ?? left;
      if (!Number.isInteger(amount) || amount <= 0 || amount > left)
        throw new PaymentProviderError("Refund amount exceeds what is refundable");
      refundKeys.add(opts.idempotencyKey);
      h.refundedUsdMinor = (h.refundedUsdMinor ?? 0) + amount;
      if (h.refundedUsdMinor >= h.amountUsdMinor) h.state = "refunded";
    },
  };
}
