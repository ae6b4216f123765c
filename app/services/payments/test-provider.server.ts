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

type HoldState = "held" | "released" | "partially_refunded" | "refunded";

type TestHold = { amountUsdMinor: number; state: HoldState; refundedUsdMinor: number };

export type TestProvider = PaymentProvider & {
  /** What the provider holds (for tests and the docs' walkthrough). */
  ledger: Map<string, TestHold>;
  /** Every refund call that moved money, once per idempotency key (for tests). */
  refunds: Array<{ providerRef: string; idempotencyKey: string; amountUsdMinor: number }>;
};

const REF_PREFIX = "test_hold_";

export function createTestProvider(): TestProvider {
  const ledger = new Map<string, TestHold>();
  const refunds: TestProvider["refunds"] = [];
  const refundKeys = new Set<string>();
  return {
    id: "test",
    testMode: true,
    ledger,
    refunds,
    async hold(req: HoldRequest): Promise<HoldResult> {
      const card = TEST_CARDS.find((c) => c.number === req.card.number);
      const outcome: "success" | DeclineCode = card ? card.outcome : "test_card_required";
      if (outcome !== "success")
        return { ok: false, code: outcome, message: DECLINE_MESSAGES[outcome] };
      if (!Number.isInteger(req.amountUsdMinor) || req.amountUsdMinor <= 0)
        throw new PaymentProviderError("Amount must be a positive integer of cents");
      const ref =
        REF_PREFIX + createHash("sha256").update(req.idempotencyKey).digest("hex").slice(0, 24);
      if (!ledger.has(ref))
        ledger.set(ref, { amountUsdMinor: req.amountUsdMinor, state: "held", refundedUsdMinor: 0 });
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
      const amount = opts.amountUsdMinor;
      if (amount !== undefined && (!Number.isInteger(amount) || amount <= 0))
        throw new PaymentProviderError("A refund amount must be a positive integer of cents");
      // Idempotent, like a real provider: the same key refunds once.
      if (refundKeys.has(opts.idempotencyKey)) return;
      const h = ledger.get(ref);
      const left = h ? h.amountUsdMinor - h.refundedUsdMinor : undefined;
      if (left !== undefined && amount !== undefined && amount > left)
        throw new PaymentProviderError("The refund is more than what is left of the deposit");
      refundKeys.add(opts.idempotencyKey);
      const moved = amount ?? left ?? 0;
      refunds.push({
        providerRef: ref,
        idempotencyKey: opts.idempotencyKey,
        amountUsdMinor: moved,
      });
      // A restarted dev server has an empty ledger; the database is the record.
      if (h) {
        h.refundedUsdMinor += moved;
        h.state = h.refundedUsdMinor >= h.amountUsdMinor ? "refunded" : "partially_refunded";
      }
    },
  };
}
