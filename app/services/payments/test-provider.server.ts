import { createHash } from "node:crypto";
import {
  type DeclineCode,
  type HoldRequest,
  type HoldResult,
  type PaymentProvider,
  type ProviderPaymentState,
  PaymentProviderError,
} from "./provider.server";
import { TEST_CARDS, testCardForToken } from "./test-cards";

/**
 * The built-in test-mode provider: no network, no real money. The browser's test-card field
 * turns the documented test numbers (test-cards.ts, listed on the checkout page) into test
 * tokens; this provider reads only the token, so the number never reaches the server. An
 * unknown token is refused, so nothing but a test card is ever "accepted". Holds are keyed by
 * the idempotency key, exactly like a real provider's idempotent authorisation.
 */

export { TEST_CARDS };

export const DECLINE_MESSAGES: Record<DeclineCode, string> = {
  card_declined: "Your card was declined. Try another card or contact your bank.",
  insufficient_funds: "Your card has insufficient funds. Try another card.",
  incorrect_cvc: "Your card's security code (CVC) is incorrect.",
  test_card_required:
    "Test mode accepts only the test card numbers listed on this page. No real card is charged.",
  authentication_failed:
    "Your bank could not confirm this payment. Nothing was charged. Try again or use another card.",
  processing_error: "The payment could not be processed. Please try again.",
};

type HoldState = "requires_action" | "held" | "captured" | "released" | "refunded";

export type TestProvider = PaymentProvider & {
  /** What the provider holds (for tests and the docs' walkthrough). */
  ledger: Map<string, TestHold>;
  /** Amounts refunded per hold (partial refunds add up). */
  refunded: Map<string, number>;
};

/** One hold: its amount, its state, and what was refunded of it (cents; partial refunds add up). */
type TestHold = { amountUsdMinor: number; state: HoldState; refundedUsdMinor?: number };

const REF_PREFIX = "test_hold_";

export function createTestProvider(): TestProvider {
  const ledger = new Map<string, TestHold>();
  const refunded = new Map<string, number>();
  /** Idempotency keys of refunds already done: a retried refund moves no money again. */
  const refundKeys = new Set<string>();
  const owners = new Map<string, { owner: string; brand: string; last4: string }>();
  return {
    id: "test",
    testMode: true,
    ledger,
    refunded,
    async hold(req: HoldRequest): Promise<HoldResult> {
      if (!Number.isInteger(req.amountUsdMinor) || req.amountUsdMinor <= 0)
        throw new PaymentProviderError("Amount must be a positive integer of cents");
      // A 3-D Secure challenge completed in the browser: the token is the hold it was for.
      if (req.paymentToken.startsWith(REF_PREFIX)) {
        const h = ledger.get(req.paymentToken);
        const o = owners.get(req.paymentToken);
        if (!h || !o || o.owner !== req.owner || h.state !== "requires_action")
          return {
            ok: false,
            code: "processing_error",
            message: DECLINE_MESSAGES.processing_error,
          };
        h.state = req.captureNow ? "captured" : "held";
        return {
          ok: true,
          providerRef: req.paymentToken,
          brand: o.brand,
          last4: o.last4,
          captured: req.captureNow,
        };
      }
      const card = testCardForToken(req.paymentToken);
      if (!card)
        return {
          ok: false,
          code: "test_card_required",
          message: DECLINE_MESSAGES.test_card_required,
        };
      if (card.outcome !== "success" && card.outcome !== "requires_action")
        return { ok: false, code: card.outcome, message: DECLINE_MESSAGES[card.outcome] };
      const ref =
        REF_PREFIX + createHash("sha256").update(req.idempotencyKey).digest("hex").slice(0, 24);
      if (!ledger.has(ref)) {
        ledger.set(ref, {
          amountUsdMinor: req.amountUsdMinor,
          state:
            card.outcome === "requires_action"
              ? "requires_action"
              : req.captureNow
                ? "captured"
                : "held",
        });
        owners.set(ref, { owner: req.owner, brand: card.brand, last4: card.number.slice(-4) });
      }
      if (ledger.get(ref)!.state === "requires_action")
        return {
          ok: false,
          code: "requires_action",
          providerRef: ref,
          clientSecret: `${ref}_secret_test`,
        };
      return {
        ok: true,
        providerRef: ref,
        brand: card.brand,
        last4: card.number.slice(-4),
        captured: req.captureNow,
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
      if (!h || refundKeys.has(opts.idempotencyKey)) return;
      const done = refunded.get(ref) ?? 0;
      const left = h.amountUsdMinor - done;
      if (opts.amountUsdMinor === undefined && left <= 0) return;
      const amount = opts.amountUsdMinor ?? left;
      if (!Number.isInteger(amount) || amount <= 0 || amount > left)
        throw new PaymentProviderError(`Cannot refund ${amount} of ${left} still refundable`);
      refundKeys.add(opts.idempotencyKey);
      refunded.set(ref, done + amount);
      h.refundedUsdMinor = done + amount;
      // An authorisation is voided whole; a capture is refunded in part or in full.
      if (h.state === "held" || h.state === "requires_action" || done + amount === h.amountUsdMinor)
        h.state = "refunded";
    },
    async retrieve(ref): Promise<ProviderPaymentState> {
      const h = ledger.get(ref);
      if (!h) return { providerRef: ref, state: "unknown", amountUsdMinor: 0, refundedUsdMinor: 0 };
      const r = refunded.get(ref) ?? 0;
      const state = h.state === "released" ? "captured" : h.state;
      return { providerRef: ref, state, amountUsdMinor: h.amountUsdMinor, refundedUsdMinor: r };
    },
  };
}
