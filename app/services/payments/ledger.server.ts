import { type DbExecutor } from "~/db/client.server";
import { type MovementKind, paymentMovements } from "~/db/schema";

/**
 * CareAtlas's commission on a deposit released to a clinic, in percent of the deposit
 * (decision 055). The rest is transferred to the clinic's Stripe Connect account.
 */
export const COMMISSION_PERCENT = 10;

/** The commission on an amount, rounded to the cent (half a cent and more going up). */
export function commissionOf(amountUsdMinor: number): number {
  return Math.round((amountUsdMinor * COMMISSION_PERCENT) / 100);
}

export type Movement = {
  bookingId: string;
  depositId: string;
  clinicId: string | null;
  kind: MovementKind;
  amountUsdMinor: number;
  /** Why, in English for the ledger (the money views translate by kind and reason code). */
  reason: MovementReason;
  provider: string;
  providerRef: string | null;
  /** The provider call's idempotency key: the same step records one row, however retried. */
  idempotencyKey: string;
  at: Date;
};

/** Why money moved: a short code the money views translate. */
export type MovementReason =
  | "booked"
  | "booked-long-lead"
  | "clinic-confirmed"
  | "clinic-declined"
  | "clinic-cancelled"
  | "patient-cancelled"
  | "booking-failed"
  | "commission"
  | "payout"
  | "payout-reversed"
  | "case-refund"
  | "case-closed"
  | "reconciled";

/** Writes one movement (in the caller's transaction); a replayed step writes nothing. */
export async function recordMovement(tx: DbExecutor, m: Movement): Promise<void> {
  await tx
    .insert(paymentMovements)
    .values({
      bookingId: m.bookingId,
      depositId: m.depositId,
      clinicId: m.clinicId,
      kind: m.kind,
      amountUsdMinor: m.amountUsdMinor,
      reason: m.reason,
      provider: m.provider,
      providerRef: m.providerRef,
      idempotencyKey: m.idempotencyKey,
      createdAt: m.at,
    })
    .onConflictDoNothing({ target: paymentMovements.idempotencyKey });
}
