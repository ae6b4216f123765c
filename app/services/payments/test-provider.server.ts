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

type HoldState =
  "requires_action" | "held" | "captured" | "released" | "partially_refunded" | "refunded";

export type TestProvider = PaymentProvider & {
  /** What the provider holds (for tests and the docs' walkthrough). */
  ledger: Map<string, TestHold>;
  /** Amounts refunded per hold (partial refunds add up). */
  refunded: Map<string, number>;
  /** Every refund call that moved money, once per idempotency key (for tests). */
  refunds: Array<{ providerRef: string; idempotencyKey: string; amountUsdMinor: number }>;
  /** Every transfer to a clinic's (test) connected account, once per idempotency key. */
  transfers: Array<{
    amountUsdMinor: number;
    destination: string;
    sourceRef: string;
    idempotencyKey: string;
    transferRef: string;
  }>;
  /** Transfers taken back (a refund of money the clinic was already paid), once per key. */
  reversals: Array<{ transferRef: string; amountUsdMinor: number; reversalRef: string }>;
};

/** One hold: its amount, its state, and what was refunded of it (cents; partial refunds add up). */
type TestHold = { amountUsdMinor: number; state: HoldState; refundedUsdMinor: number };

const REF_PREFIX = "test_hold_";
/** The test provider's connected accounts: `acct_test_<clinic id>`. */
export const TEST_ACCOUNT_PREFIX = "acct_test_";
/** The local stand-in for Stripe's hosted onboarding form. */
export const TEST_ONBOARDING_PATH = "/dev/payouts/onboarding";

export function createTestProvider(): TestProvider {
  const ledger = new Map<string, TestHold>();
  const refunded = new Map<string, number>();
  const refunds: TestProvider["refunds"] = [];
  const transfers: TestProvider["transfers"] = [];
  const reversals: TestProvider["reversals"] = [];
  /** Idempotency keys of refunds already done: a retried refund moves no money again. */
  const refundKeys = new Set<string>();
  const owners = new Map<string, { owner: string; brand: string; last4: string }>();
  return {
    id: "test",
    testMode: true,
    ledger,
    refunded,
    refunds,
    transfers,
    reversals,
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
          refundedUsdMinor: 0,
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
      const amount = opts.amountUsdMinor;
      if (amount !== undefined && (!Number.isInteger(amount) || amount <= 0))
        throw new PaymentProviderError("A refund amount must be a positive integer of cents");
      // Idempotent, like a real provider: the same key refunds once.
      if (refundKeys.has(opts.idempotencyKey)) return;
      const h = ledger.get(ref);
      const done = h?.refundedUsdMinor ?? 0;
      const left = h ? h.amountUsdMinor - done : undefined;
      if (h && amount === undefined && left! <= 0) return;
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
        h.refundedUsdMinor = done + moved;
        refunded.set(ref, h.refundedUsdMinor);
        h.state = h.refundedUsdMinor >= h.amountUsdMinor ? "refunded" : "partially_refunded";
      }
    },
    async transfer(req) {
      if (!req.destination.startsWith(TEST_ACCOUNT_PREFIX))
        throw new PaymentProviderError(`Unknown account ${req.destination}`);
      if (!Number.isInteger(req.amountUsdMinor) || req.amountUsdMinor <= 0)
        throw new PaymentProviderError("A transfer must be a positive integer of cents");
      // Idempotent: the same key transfers once.
      const transferRef =
        "test_tr_" + createHash("sha256").update(req.idempotencyKey).digest("hex").slice(0, 24);
      if (!transfers.some((t) => t.transferRef === transferRef))
        transfers.push({ ...req, transferRef });
      return { transferRef };
    },
    async reverseTransfer(transferRef, opts) {
      const tr = transfers.find((t) => t.transferRef === transferRef);
      if (!tr) throw new PaymentProviderError(`Unknown transfer ${transferRef}`);
      if (!Number.isInteger(opts.amountUsdMinor) || opts.amountUsdMinor <= 0)
        throw new PaymentProviderError("A reversal must be a positive integer of cents");
      const reversalRef =
        "test_trr_" + createHash("sha256").update(opts.idempotencyKey).digest("hex").slice(0, 24);
      if (!reversals.some((r) => r.reversalRef === reversalRef))
        reversals.push({ transferRef, amountUsdMinor: opts.amountUsdMinor, reversalRef });
      return { reversalRef };
    },
    // Connect in test mode (decision 061): a fake account per clinic and a local onboarding
    // page (/dev/payouts/onboarding) that finishes it, as Stripe's hosted form and its
    // `account.updated` webhook would. No accountStatus: the database is the record.
    async createConnectedAccount({ clinicId }) {
      return `${TEST_ACCOUNT_PREFIX}${clinicId}`;
    },
    async onboardingLink({ account, refreshUrl, returnUrl }) {
      if (!account.startsWith(TEST_ACCOUNT_PREFIX))
        throw new PaymentProviderError(`Unknown account ${account}`);
      const q = new URLSearchParams({ account, return: returnUrl, refresh: refreshUrl });
      return `${TEST_ONBOARDING_PATH}?${q.toString()}`;
    },
    async retrieve(ref): Promise<ProviderPaymentState> {
      const h = ledger.get(ref);
      if (!h) return { providerRef: ref, state: "unknown", amountUsdMinor: 0, refundedUsdMinor: 0 };
      const state =
        h.state === "released" || h.state === "partially_refunded" ? "captured" : h.state;
      return {
        providerRef: ref,
        state,
        amountUsdMinor: h.amountUsdMinor,
        refundedUsdMinor: h.refundedUsdMinor,
      };
    },
  };
}
