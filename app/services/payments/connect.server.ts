import { and, eq, gt, inArray, isNotNull, isNull, lte, ne, or, sql } from "drizzle-orm";
import { type DbExecutor } from "~/db/client.server";
import { bookings, clinics, deposits, resolutionCases } from "~/db/schema";
import { recordMovement } from "./ledger.server";
import type { ConnectedAccountStatus, PaymentProvider } from "./provider.server";

/**
 * Clinics' payouts through Stripe Connect (decision 061, docs/payments.md): the connected
 * account's status as Stripe last told us (the `account.updated` webhook, or the test
 * provider's onboarding page), and the deferred transfer of deposits released while the
 * clinic could not receive them yet.
 */

export type PayoutState = "none" | "pending" | "active";

/** What the clinic dashboard shows: no account yet, onboarding unfinished, or payouts on. */
export function payoutStateOf(c: {
  stripeAccountId: string | null;
  stripePayoutsEnabled: boolean;
}): PayoutState {
  if (!c.stripeAccountId) return "none";
  return c.stripePayoutsEnabled ? "active" : "pending";
}

/**
 * Stores a connected account's status on its clinic. Only a status at least as new as the one
 * stored is written (`at` is the event's time), and only when it differs, so a replayed or
 * late event changes nothing. Returns whether the row changed.
 */
export async function applyAccountStatus(
  tx: DbExecutor,
  s: ConnectedAccountStatus,
  at: Date,
): Promise<boolean> {
  const rows = await tx
    .update(clinics)
    .set({
      stripePayoutsEnabled: s.payoutsEnabled,
      stripeDetailsSubmitted: s.detailsSubmitted,
      stripeAccountUpdatedAt: at,
    })
    .where(
      and(
        eq(clinics.stripeAccountId, s.account),
        or(isNull(clinics.stripeAccountUpdatedAt), lte(clinics.stripeAccountUpdatedAt, at)),
        or(
          ne(clinics.stripePayoutsEnabled, s.payoutsEnabled),
          ne(clinics.stripeDetailsSubmitted, s.detailsSubmitted),
        ),
      ),
    )
    .returning({ id: clinics.id });
  return rows.length > 0;
}

/** The idempotency key of a deposit's transfer: the same in changeIn and the deferred job. */
export const transferKey = (depositId: string) => `deposit-transfer:${depositId}`;

/**
 * Transfers deposits that were released (the clinic confirmed or a case decided for it, the
 * commission recorded; maybe partly refunded since) while the clinic's payouts were not enabled: for each clinic whose payouts are enabled now, the
 * deposit less the commission and anything refunded since, once (the idempotency key per
 * deposit; `transferred_usd_minor = 0` is the claim). A deposit with a resolution case open
 * waits. Returns how many were transferred.
 */
export async function transferPendingDeposits(ctx: {
  tx: DbExecutor;
  now: Date;
  provider: PaymentProvider;
}): Promise<number> {
  const { tx, now, provider } = ctx;
  if (!provider.transfer) return 0;
  const due = await tx
    .select({
      d: deposits,
      clinicId: bookings.clinicId,
      account: clinics.stripeAccountId,
    })
    .from(deposits)
    .innerJoin(bookings, eq(bookings.id, deposits.bookingId))
    .innerJoin(clinics, eq(clinics.id, bookings.clinicId))
    .where(
      and(
        inArray(deposits.status, ["released", "partially_refunded"]),
        eq(deposits.provider, provider.id),
        isNotNull(deposits.providerRef),
        eq(deposits.transferredUsdMinor, 0),
        gt(deposits.commissionUsdMinor, 0),
        isNotNull(clinics.stripeAccountId),
        eq(clinics.stripePayoutsEnabled, true),
        sql`not exists (select 1 from ${resolutionCases} where ${resolutionCases.bookingId} = ${bookings.id} and ${resolutionCases.status} <> 'closed')`,
      ),
    )
    .orderBy(deposits.releasedAt)
    .for("update", { of: deposits, skipLocked: true });
  let done = 0;
  for (const { d, clinicId, account } of due) {
    const payout = d.amountUsdMinor - d.commissionUsdMinor - d.refundedUsdMinor;
    if (payout <= 0 || !account || !d.providerRef) continue;
    const key = transferKey(d.id);
    const tr = await provider.transfer({
      amountUsdMinor: payout,
      destination: account,
      sourceRef: d.providerRef,
      idempotencyKey: key,
    });
    await recordMovement(tx, {
      bookingId: d.bookingId,
      depositId: d.id,
      clinicId,
      provider: d.provider,
      providerRef: tr.transferRef,
      kind: "transfer",
      amountUsdMinor: payout,
      reason: "payout",
      idempotencyKey: key,
      at: now,
    });
    const claimed = await tx
      .update(deposits)
      .set({ transferredUsdMinor: payout, updatedAt: now })
      .where(and(eq(deposits.id, d.id), eq(deposits.transferredUsdMinor, 0)))
      .returning({ id: deposits.id });
    done += claimed.length;
  }
  return done;
}

/** Deposits released to a clinic and not transferred yet (the payouts page counts them). */
export async function untransferredFor(
  tx: DbExecutor,
  clinicId: string,
): Promise<{ count: number; usdMinor: number }> {
  const [r] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      usdMinor: sql<number>`coalesce(sum(${deposits.amountUsdMinor} - ${deposits.commissionUsdMinor} - ${deposits.refundedUsdMinor}), 0)::int`,
    })
    .from(deposits)
    .innerJoin(bookings, eq(bookings.id, deposits.bookingId))
    .where(
      and(
        eq(bookings.clinicId, clinicId),
        inArray(deposits.status, ["released", "partially_refunded"]),
        eq(deposits.transferredUsdMinor, 0),
        gt(deposits.commissionUsdMinor, 0),
      ),
    );
  return { count: Number(r?.count ?? 0), usdMinor: Number(r?.usdMinor ?? 0) };
}
