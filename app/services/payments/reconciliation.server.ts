import { and, eq, gte, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import { type DbExecutor } from "~/db/client.server";
import {
  type MismatchKind,
  deposits,
  paymentMismatches,
  paymentMovements,
  userRoles,
} from "~/db/schema";
import { notifyUser } from "~/services/notifications/notify.server";
import type { PaymentProvider, ProviderPaymentState } from "./provider.server";
import { reconcileDeposit } from "./webhooks.server";

/**
 * The nightly reconciliation (decision 061, issue 17 item 1): every deposit still open (held)
 * or changed in the last RECONCILE_DAYS days is checked against
 *
 * - its ledger: the refunds and voids, transfers less their reversals, and the commission in
 *   `payment_movements` must add up to the deposit's `refunded_usd_minor`,
 *   `transferred_usd_minor` and (while nothing was refunded) `commission_usd_minor`;
 * - the provider's state now (`retrieve`): what happened there outside our deposit path (an
 *   authorisation that expired, a refund from Stripe's dashboard) is first recorded by
 *   `reconcileDeposit`, as a webhook would; what still disagrees is a mismatch.
 *
 * Each mismatch is stored once while open (`payment_mismatches`, one open row per deposit and
 * kind), and the administrators are told of new ones (an in-app notification and a mail). A
 * clean run writes and tells nothing; a second run does not repeat an open mismatch.
 */

export const RECONCILE_DAYS = 30;
export const MISMATCHES_PATH = "/admin/payments/mismatches";

export type Found = { kind: MismatchKind; expected: string; found: string };

/** What the provider's state says against the deposit, structured (see mismatchOf). */
export function providerMismatch(
  d: { status: string; captureMode: string; amountUsdMinor: number; refundedUsdMinor: number },
  s: ProviderPaymentState,
): Found | null {
  if (s.state === "unknown")
    return { kind: "provider-unknown", expected: d.status, found: "unknown" };
  if (s.amountUsdMinor !== d.amountUsdMinor)
    return {
      kind: "provider-amount",
      expected: String(d.amountUsdMinor),
      found: String(s.amountUsdMinor),
    };
  const expected: Record<string, ProviderPaymentState["state"][]> = {
    held: d.captureMode === "balance" ? ["captured"] : ["held"],
    authorized: ["held"],
    released: ["captured"],
    partially_refunded: ["captured"],
    refunded: ["voided", "refunded", "captured"],
    failed: ["voided", "unknown", "requires_action"],
  };
  const ok = expected[d.status] ?? [];
  if (!ok.includes(s.state))
    return { kind: "provider-state", expected: `${d.status}: ${ok.join("/")}`, found: s.state };
  if (s.refundedUsdMinor !== d.refundedUsdMinor && s.state !== "voided")
    return {
      kind: "provider-refunded",
      expected: String(d.refundedUsdMinor),
      found: String(s.refundedUsdMinor),
    };
  return null;
}

type Dep = typeof deposits.$inferSelect;

/** The ledger's sums for one deposit against its columns. */
function ledgerMismatches(
  d: Dep,
  sums: { refunded: number; transferred: number; commission: number },
): Found[] {
  const out: Found[] = [];
  if (sums.refunded !== d.refundedUsdMinor)
    out.push({
      kind: "ledger-refunded",
      expected: String(d.refundedUsdMinor),
      found: String(sums.refunded),
    });
  if (sums.transferred !== d.transferredUsdMinor)
    out.push({
      kind: "ledger-transferred",
      expected: String(d.transferredUsdMinor),
      found: String(sums.transferred),
    });
  // A refund after release recomputes the commission on what the clinic keeps (decision 063)
  // without a ledger row of its own: the ledger's commission is checked while nothing was refunded.
  if (d.refundedUsdMinor === 0 && sums.commission !== d.commissionUsdMinor)
    out.push({
      kind: "ledger-commission",
      expected: String(d.commissionUsdMinor),
      found: String(sums.commission),
    });
  return out;
}

/** Every active administrator. */
async function adminIds(tx: DbExecutor): Promise<string[]> {
  const rows = await tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.role, "admin"), isNull(userRoles.disabledAt)));
  return rows.map((r) => r.userId);
}

/**
 * Runs the reconciliation once (the daily job `payments.reconcile`). Returns the new
 * mismatches stored by this run.
 */
export async function reconcilePayments(ctx: {
  tx: DbExecutor;
  now: Date;
  provider: PaymentProvider;
}): Promise<Found[]> {
  const { tx, now, provider } = ctx;
  const since = new Date(now.getTime() - RECONCILE_DAYS * 86_400_000);
  const list = await tx
    .select()
    .from(deposits)
    .where(
      and(
        isNotNull(deposits.providerRef),
        or(inArray(deposits.status, ["held", "authorized"]), gte(deposits.updatedAt, since)),
      ),
    );
  const found: Array<Found & { d: Dep }> = [];
  for (const listed of list) {
    let d = listed;
    // The provider's state now, when this deposit is the configured provider's.
    if (provider.retrieve && d.provider === provider.id && d.providerRef) {
      const state = await provider.retrieve(d.providerRef);
      // The built-in test provider keeps its payments in memory: after a restart it knows none
      // of them, and the database is the record (as in its release and refund).
      const forgotten = provider.id === "test" && state.state === "unknown";
      if (!forgotten) {
        // What happened at the provider outside our path is recorded first (as a webhook would).
        const r = await reconcileDeposit(tx, d.providerRef, state, now);
        if (r.changed) {
          const [fresh] = await tx.select().from(deposits).where(eq(deposits.id, d.id));
          if (fresh) d = fresh;
        }
        const m = providerMismatch(d, state);
        if (m) found.push({ ...m, d });
      }
    }
    const [sums] = await tx
      .select({
        refunded: sql<number>`coalesce(sum(${paymentMovements.amountUsdMinor}) filter (where ${paymentMovements.kind} in ('refund', 'void')), 0)::int`,
        transferred: sql<number>`coalesce(sum(case ${paymentMovements.kind} when 'transfer' then ${paymentMovements.amountUsdMinor} when 'transfer_reversal' then -${paymentMovements.amountUsdMinor} end), 0)::int`,
        commission: sql<number>`coalesce(sum(${paymentMovements.amountUsdMinor}) filter (where ${paymentMovements.kind} = 'commission'), 0)::int`,
      })
      .from(paymentMovements)
      .where(eq(paymentMovements.depositId, d.id));
    for (const m of ledgerMismatches(d, {
      refunded: Number(sums?.refunded ?? 0),
      transferred: Number(sums?.transferred ?? 0),
      commission: Number(sums?.commission ?? 0),
    }))
      found.push({ ...m, d });
  }
  const stored: Found[] = [];
  for (const f of found) {
    // One open row per deposit and kind: a mismatch already reported is not repeated.
    const rows = await tx
      .insert(paymentMismatches)
      .values({
        bookingId: f.d.bookingId,
        depositId: f.d.id,
        kind: f.kind,
        expected: f.expected,
        found: f.found,
        detectedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: paymentMismatches.id });
    if (rows.length) stored.push({ kind: f.kind, expected: f.expected, found: f.found });
  }
  if (stored.length) {
    const day = now.toISOString().slice(0, 10);
    for (const id of await adminIds(tx))
      await notifyUser(tx, id, {
        kind: "payment_mismatch",
        title: { id: /*i18n*/ "notice.payment-mismatch.title", values: { count: stored.length } },
        body: [{ id: /*i18n*/ "notice.payment-mismatch.body" }],
        link: MISMATCHES_PATH,
        dedupeKey: `payment-mismatch:${day}:${stored.length}`,
      });
  }
  return stored;
}
