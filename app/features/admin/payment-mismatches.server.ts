import { and, desc, eq, isNull } from "drizzle-orm";
import { type Db } from "~/db/client.server";
import { bookings, clinics, deposits, paymentMismatches } from "~/db/schema";
import { type Result, failure, ok } from "~/utils/result";
import { type Actor, audit } from "./audit.server";

/**
 * The admins' list of payment mismatches (/admin/payments/mismatches, decision 061): what the
 * nightly reconciliation (services/payments/reconciliation.server.ts) stored and nobody has
 * resolved yet, and "Mark resolved" with its audit row.
 */

export type MismatchRow = {
  id: string;
  kind: string;
  expected: string;
  found: string;
  detectedAt: Date;
  reference: string | null;
  clinicName: string | null;
  depositStatus: string | null;
};

export async function listOpenMismatches(db: Db): Promise<MismatchRow[]> {
  return db
    .select({
      id: paymentMismatches.id,
      kind: paymentMismatches.kind,
      expected: paymentMismatches.expected,
      found: paymentMismatches.found,
      detectedAt: paymentMismatches.detectedAt,
      reference: bookings.reference,
      clinicName: clinics.name,
      depositStatus: deposits.status,
    })
    .from(paymentMismatches)
    .leftJoin(bookings, eq(bookings.id, paymentMismatches.bookingId))
    .leftJoin(clinics, eq(clinics.id, bookings.clinicId))
    .leftJoin(deposits, eq(deposits.id, paymentMismatches.depositId))
    .where(isNull(paymentMismatches.resolvedAt))
    .orderBy(desc(paymentMismatches.detectedAt), desc(paymentMismatches.id))
    .limit(200);
}

export const MISMATCH_GONE = "This mismatch was already resolved.";

/** Marks an open mismatch resolved, with its audit row in the same transaction. */
export async function resolveMismatch(
  db: Db,
  actor: Actor,
  id: string,
  now: Date,
): Promise<Result> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(paymentMismatches)
      .set({ resolvedAt: now, resolvedBy: actor.id })
      .where(and(eq(paymentMismatches.id, id), isNull(paymentMismatches.resolvedAt)))
      .returning();
    if (!row) return failure(404, MISMATCH_GONE);
    await audit(tx, {
      actor,
      action: "payment_mismatch.resolve",
      targetType: "payment_mismatch",
      targetId: id,
      before: { kind: row.kind, expected: row.expected, found: row.found, resolvedAt: null },
      after: { resolvedAt: now },
    });
    return ok();
  });
}
