import { and, eq } from "drizzle-orm";
import { type DbExecutor } from "~/db/client.server";
import { clinics, deposits, type DepositStatus, paymentMovements } from "~/db/schema";
import { commissionOf, type MovementReason, recordMovement } from "./ledger.server";
import { getPaymentProvider } from "./payments.server";

/**
 * The two ways deposit money moves after checkout, used by every caller (a booking's status
 * change, a resolution case's decision): the rest of a deposit goes to the clinic, or part of
 * it goes back to the patient. Each asks the provider with a key per step, writes the ledger
 * (`payment_movements`) and the deposit row in the caller's transaction, so the booking, the
 * deposit and the ledger agree however often a step is retried (decisions 055, 056, 057, 063).
 */
export type DepositRow = typeof deposits.$inferSelect;

/** Where the money belongs: the booking and its clinic, and when the step happens. */
export type DepositPlace = { bookingId: string; clinicId: string; now: Date };

/** Deposit statuses in which CareAtlas, through its provider, still has some of the money. */
const STILL_WITH_US: readonly DepositStatus[] = [
  "authorized",
  "held",
  "released",
  "partially_refunded",
];

/**
 * What CareAtlas still has of a deposit (USD cents): the deposit less what was refunded and
 * what was transferred to the clinic's account; 0 once refunded or failed.
 */
export function stillHeld(dep: DepositRow | null | undefined): number {
  if (!dep?.providerRef || !STILL_WITH_US.includes(dep.status)) return 0;
  return Math.max(0, dep.amountUsdMinor - dep.refundedUsdMinor - dep.transferredUsdMinor);
}

/** Money at the provider that is not yet captured (an authorisation on the card). */
function uncaptured(dep: DepositRow): boolean {
  return (
    dep.captureMode === "authorisation" &&
    (dep.status === "held" || dep.status === "authorized") &&
    dep.refundedUsdMinor === 0
  );
}

function movement(dep: DepositRow, at: DepositPlace) {
  return {
    bookingId: at.bookingId,
    depositId: dep.id,
    clinicId: at.clinicId,
    provider: dep.provider,
    providerRef: dep.providerRef,
    at: at.now,
  };
}

/** Captures an authorisation (a balance captured at booking is already captured), once. */
async function capture(tx: DbExecutor, dep: DepositRow, at: DepositPlace, reason: MovementReason) {
  const key = `deposit-release:${dep.id}`;
  await getPaymentProvider().release(dep.providerRef!, { idempotencyKey: key });
  if (dep.captureMode === "authorisation")
    await recordMovement(tx, {
      ...movement(dep, at),
      kind: "capture",
      amountUsdMinor: dep.amountUsdMinor,
      reason,
      idempotencyKey: key,
    });
}

/**
 * What is left of a held deposit goes to the clinic: captured, CareAtlas's commission kept,
 * the rest transferred to the clinic's connected account when its payouts are enabled (Stripe
 * Connect); otherwise it stays released and `transferPendingDeposits` pays it later. Returns the deposit's new status.
 */
export async function releaseDeposit(
  tx: DbExecutor,
  dep: DepositRow,
  at: DepositPlace,
  reason: MovementReason,
): Promise<DepositStatus> {
  if (!dep.providerRef) return dep.status;
  await capture(tx, dep, at, reason);
  const left = dep.amountUsdMinor - dep.refundedUsdMinor;
  const commission = commissionOf(left);
  const payout = left - commission;
  if (commission > 0)
    await recordMovement(tx, {
      ...movement(dep, at),
      kind: "commission",
      amountUsdMinor: commission,
      reason: "commission",
      idempotencyKey: `deposit-commission:${dep.id}`,
    });
  const provider = getPaymentProvider();
  const [acct] = await tx
    .select({
      stripeAccountId: clinics.stripeAccountId,
      payoutsEnabled: clinics.stripePayoutsEnabled,
    })
    .from(clinics)
    .where(eq(clinics.id, at.clinicId))
    .limit(1);
  let transferred = 0;
  // Only to an account that can receive it (onboarding finished, decision 061); otherwise the
  // deposit stays released-untransferred and the daily `payouts.transfer-pending` job
  // transfers it once the clinic's payouts are enabled (same idempotency key).
  if (provider.transfer && acct?.stripeAccountId && acct.payoutsEnabled && payout > 0) {
    const key = `deposit-transfer:${dep.id}`;
    const tr = await provider.transfer({
      amountUsdMinor: payout,
      destination: acct.stripeAccountId,
      sourceRef: dep.providerRef,
      idempotencyKey: key,
    });
    await recordMovement(tx, {
      ...movement(dep, at),
      kind: "transfer",
      amountUsdMinor: payout,
      reason: "payout",
      providerRef: tr.transferRef,
      idempotencyKey: key,
    });
    transferred = payout;
  }
  const status: DepositStatus = dep.refundedUsdMinor > 0 ? "partially_refunded" : "released";
  await tx
    .update(deposits)
    .set({
      status,
      releasedAt: at.now,
      updatedAt: at.now,
      commissionUsdMinor: commission,
      transferredUsdMinor: transferred,
    })
    .where(eq(deposits.id, dep.id));
  return status;
}

/**
 * Gives `amountUsdMinor` back to the patient, never more than is left of the deposit: a whole
 * authorisation is voided; part of one is captured first, then refunded (a provider cannot
 * refund part of an uncaptured hold). CareAtlas's commission becomes its share of what the
 * clinic keeps, and money already transferred to the clinic beyond its share is taken back
 * from its connected account (a transfer reversal). `keepHeld`: the rest stays held (a resolution case);
 * otherwise the status says it was refunded, wholly or in part.
 */
export async function refundDeposit(
  tx: DbExecutor,
  dep: DepositRow,
  at: DepositPlace,
  opts: {
    amountUsdMinor: number;
    reason: MovementReason;
    idempotencyKey: string;
    keepHeld?: boolean;
  },
): Promise<{ refunded: number; deposit: DepositRow }> {
  const left = STILL_WITH_US.includes(dep.status) ? dep.amountUsdMinor - dep.refundedUsdMinor : 0;
  const amount = Math.min(Math.max(opts.amountUsdMinor, 0), left);
  if (!dep.providerRef || amount <= 0) return { refunded: 0, deposit: dep };
  const whole = amount >= left;
  const voided = whole && uncaptured(dep);
  if (!whole && uncaptured(dep)) await capture(tx, dep, at, opts.reason);
  const provider = getPaymentProvider();
  await provider.refund(dep.providerRef, {
    idempotencyKey: opts.idempotencyKey,
    ...(whole ? {} : { amountUsdMinor: amount }),
  });
  await recordMovement(tx, {
    ...movement(dep, at),
    kind: voided ? "void" : "refund",
    amountUsdMinor: amount,
    reason: opts.reason,
    idempotencyKey: opts.idempotencyKey,
  });
  const refundedUsdMinor = dep.refundedUsdMinor + amount;
  // What the clinic keeps now, and CareAtlas's commission on that (if it took one: released).
  const kept = dep.amountUsdMinor - refundedUsdMinor;
  const commission = dep.commissionUsdMinor > 0 ? commissionOf(kept) : 0;
  const reversed = await reverseTransfer(
    tx,
    dep,
    at,
    Math.max(0, dep.transferredUsdMinor - (kept - commission)),
    opts.idempotencyKey,
  );
  const status: DepositStatus =
    refundedUsdMinor >= dep.amountUsdMinor
      ? "refunded"
      : opts.keepHeld
        ? dep.status
        : "partially_refunded";
  const [row] = await tx
    .update(deposits)
    .set({
      status,
      refundedUsdMinor,
      refundedAt: at.now,
      updatedAt: at.now,
      transferredUsdMinor: dep.transferredUsdMinor - reversed,
      commissionUsdMinor: commission,
    })
    .where(eq(deposits.id, dep.id))
    .returning();
  return { refunded: amount, deposit: row! };
}

/**
 * Takes `amount` back from what was transferred to the clinic's connected account (its share
 * of a refund of money it was already paid). Returns the amount reversed.
 */
async function reverseTransfer(
  tx: DbExecutor,
  dep: DepositRow,
  at: DepositPlace,
  amount: number,
  key: string,
): Promise<number> {
  const provider = getPaymentProvider();
  if (amount <= 0 || !provider.reverseTransfer) return 0;
  const [tr] = await tx
    .select({ ref: paymentMovements.providerRef })
    .from(paymentMovements)
    .where(and(eq(paymentMovements.depositId, dep.id), eq(paymentMovements.kind, "transfer")))
    .limit(1);
  if (!tr?.ref) return 0;
  const reversalKey = `${key}:reversal`;
  const r = await provider.reverseTransfer(tr.ref, {
    amountUsdMinor: amount,
    idempotencyKey: reversalKey,
  });
  await recordMovement(tx, {
    ...movement(dep, at),
    kind: "transfer_reversal",
    amountUsdMinor: amount,
    reason: "payout-reversed",
    providerRef: r.reversalRef,
    idempotencyKey: reversalKey,
  });
  return amount;
}
