import { eq } from "drizzle-orm";
import { type Db, type DbExecutor, getDb } from "~/db/client.server";
import { bookings, deposits, paymentEvents } from "~/db/schema";
import { applyAccountStatus } from "./connect.server";
import { recordMovement } from "./ledger.server";
import type {
  ConnectedAccountStatus,
  PaymentProvider,
  ProviderPaymentState,
} from "./provider.server";

/**
 * Provider events (Stripe webhooks) → the deposit's state (decision 055). Each event is
 * stored by id in `payment_events` in the same transaction as its effect, so a duplicate
 * delivery does nothing and a failed one (rolled back) is processed when Stripe retries. The
 * event's own copy of the payment is not trusted for order: the payment's state now is asked
 * from the provider, so events arriving out of order reconcile to the same end state.
 *
 * What an event can change is only what happened at the provider outside our own deposit path
 * (changeIn): an authorisation that expired or was cancelled at Stripe, a refund made in
 * Stripe's dashboard. Money we moved ourselves is already in the ledger; its events are noted.
 */

export type ProviderEvent = {
  id: string;
  type: string;
  created: number;
  /** The PaymentIntent the event is about (pi_…), if any. */
  paymentRef: string | null;
  /** A connected account's status (`account.updated`, decision 061), if the event is one. */
  account?: ConnectedAccountStatus | null;
};

export type EventOutcome = "duplicate" | "ignored" | "noted" | "reconciled" | "unknown-payment";

/** The connected account's status an `account.updated` event carries, else null. */
export function accountOf(event: {
  type: string;
  data: { object: unknown };
}): ConnectedAccountStatus | null {
  const o = event.data.object as {
    object?: string;
    id?: unknown;
    charges_enabled?: unknown;
    payouts_enabled?: unknown;
    details_submitted?: unknown;
  };
  if (event.type !== "account.updated" || o.object !== "account" || typeof o.id !== "string")
    return null;
  return {
    account: o.id,
    chargesEnabled: o.charges_enabled === true,
    payoutsEnabled: o.payouts_enabled === true,
    detailsSubmitted: o.details_submitted === true,
  };
}

/** The PaymentIntent a Stripe event is about. */
export function paymentRefOf(event: { type: string; data: { object: unknown } }): string | null {
  const o = event.data.object as { object?: string; id?: string; payment_intent?: unknown };
  if (o.object === "payment_intent" && typeof o.id === "string") return o.id;
  if (typeof o.payment_intent === "string") return o.payment_intent;
  return null;
}

/**
 * Makes our deposit agree with the provider's state, recording what changed in the ledger.
 * Returns whether anything changed. Used by webhooks and by the nightly reconciliation.
 */
export async function reconcileDeposit(
  tx: DbExecutor,
  providerRef: string,
  state: ProviderPaymentState,
  now: Date,
): Promise<{ changed: boolean; mismatch: string | null }> {
  const [dep] = await tx
    .select({ d: deposits, clinicId: bookings.clinicId })
    .from(deposits)
    .innerJoin(bookings, eq(bookings.id, deposits.bookingId))
    .where(eq(deposits.providerRef, providerRef))
    .limit(1)
    .for("update");
  if (!dep) return { changed: false, mismatch: "no deposit for this payment" };
  const d = dep.d;
  const move = {
    bookingId: d.bookingId,
    depositId: d.id,
    clinicId: dep.clinicId,
    provider: d.provider,
    providerRef,
    at: now,
  };
  // Voided at the provider (an expired or cancelled authorisation) while we still hold it.
  if (state.state === "voided" && (d.status === "held" || d.status === "authorized")) {
    await recordMovement(tx, {
      ...move,
      kind: "void",
      amountUsdMinor: d.amountUsdMinor - d.refundedUsdMinor,
      reason: "reconciled",
      idempotencyKey: `reconcile-void:${d.id}`,
    });
    await tx
      .update(deposits)
      .set({
        status: "refunded",
        refundedAt: now,
        updatedAt: now,
        refundedUsdMinor: d.amountUsdMinor,
      })
      .where(eq(deposits.id, d.id));
    return { changed: true, mismatch: null };
  }
  // Refunded at the provider beyond what our ledger knows (e.g. from Stripe's dashboard).
  if (state.refundedUsdMinor > d.refundedUsdMinor) {
    const extra = state.refundedUsdMinor - d.refundedUsdMinor;
    await recordMovement(tx, {
      ...move,
      kind: "refund",
      amountUsdMinor: extra,
      reason: "reconciled",
      idempotencyKey: `reconcile-refund:${d.id}:${state.refundedUsdMinor}`,
    });
    const all = state.refundedUsdMinor >= d.amountUsdMinor;
    await tx
      .update(deposits)
      .set({
        refundedUsdMinor: state.refundedUsdMinor,
        updatedAt: now,
        ...(all ? { status: "refunded", refundedAt: now } : {}),
      })
      .where(eq(deposits.id, d.id));
    return { changed: true, mismatch: null };
  }
  return { changed: false, mismatch: mismatchOf(d, state) };
}

/** What still disagrees after reconciling (for the admins' report), or null. */
export function mismatchOf(
  d: { status: string; captureMode: string; amountUsdMinor: number; refundedUsdMinor: number },
  s: ProviderPaymentState,
): string | null {
  if (s.state === "unknown") return "the provider does not know this payment";
  if (s.amountUsdMinor !== d.amountUsdMinor)
    return `amount ${d.amountUsdMinor} here, ${s.amountUsdMinor} at the provider`;
  const expected: Record<string, ProviderPaymentState["state"][]> = {
    held: d.captureMode === "balance" ? ["captured"] : ["held"],
    authorized: ["held"],
    released: ["captured"],
    refunded: ["voided", "refunded", "captured"],
    failed: ["voided", "unknown", "requires_action"],
  };
  const ok = expected[d.status] ?? [];
  if (!ok.includes(s.state)) return `deposit ${d.status} here, ${s.state} at the provider`;
  if (s.refundedUsdMinor !== d.refundedUsdMinor && s.state !== "voided")
    return `refunded ${d.refundedUsdMinor} here, ${s.refundedUsdMinor} at the provider`;
  return null;
}

/** Processes one verified event exactly once. */
export async function processPaymentEvent(
  provider: PaymentProvider,
  event: ProviderEvent,
  opts: { now?: Date; db?: Db } = {},
): Promise<EventOutcome> {
  const db = opts.db ?? (await getDb());
  const now = opts.now ?? new Date();
  // The provider's state now (not the event's copy): order-independent.
  const state =
    event.paymentRef && provider.retrieve ? await provider.retrieve(event.paymentRef) : null;
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(paymentEvents)
      .values({
        id: event.id,
        provider: provider.id,
        type: event.type,
        providerRef: event.paymentRef,
        eventCreated: new Date(event.created * 1000),
        outcome: "processing",
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (inserted.length === 0) return "duplicate";
    let outcome: EventOutcome = "ignored";
    if (event.account) {
      // Newer than what is stored and different: written; a replay or an older event: noted.
      const changed = await applyAccountStatus(tx, event.account, new Date(event.created * 1000));
      outcome = changed ? "reconciled" : "noted";
    } else if (event.paymentRef && state) {
      const r = await reconcileDeposit(tx, event.paymentRef, state, now);
      outcome =
        r.mismatch === "no deposit for this payment"
          ? "unknown-payment"
          : r.changed
            ? "reconciled"
            : "noted";
    }
    await tx.update(paymentEvents).set({ outcome }).where(eq(paymentEvents.id, event.id));
    return outcome;
  });
}
