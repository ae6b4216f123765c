import { type SQL, and, asc, count, desc, eq, gte, inArray, isNotNull, lt, sql } from "drizzle-orm";
import type { DbExecutor } from "~/db/client.server";
import {
  type DepositStatus,
  type MovementKind,
  bookings,
  clinics,
  deposits,
  paymentMovements,
  users,
} from "~/db/schema";

/**
 * The money views (issue 17 item 6, decision 060): what the ledger `payment_movements` says,
 * scoped to one side. Every function takes the side's id and filters by it in SQL: a patient's
 * rows are those of their own bookings, a clinic's those recorded for its clinic id.
 */

/** The movements of the patient's own money (commission and transfer are CareAtlas ↔ clinic). */
export const PATIENT_KINDS = [
  "hold",
  "capture",
  "void",
  "refund",
] as const satisfies MovementKind[];
export const MOVEMENT_KINDS = [
  "hold",
  "capture",
  "commission",
  "transfer",
  "transfer_reversal",
  "void",
  "refund",
] as const satisfies MovementKind[];

/** Rows written in the same instant keep the order money moved in (a hold before its capture). */
const kindOrder = sql<number>`case ${paymentMovements.kind}
  when 'hold' then 0 when 'capture' then 1 when 'commission' then 2
  when 'transfer' then 3 when 'void' then 4 when 'refund' then 5 else 6 end`;

export type PatientMovement = {
  id: string;
  bookingId: string;
  kind: MovementKind;
  amountUsdMinor: number;
  reason: string;
  createdAt: Date;
};

/** The patient's movements on their own bookings, oldest first. */
export async function listPatientMovements(
  db: DbExecutor,
  patientId: string,
): Promise<PatientMovement[]> {
  const rows = await db
    .select({
      id: paymentMovements.id,
      bookingId: bookings.id,
      kind: paymentMovements.kind,
      amountUsdMinor: paymentMovements.amountUsdMinor,
      reason: paymentMovements.reason,
      createdAt: paymentMovements.createdAt,
    })
    .from(paymentMovements)
    .innerJoin(bookings, eq(bookings.id, paymentMovements.bookingId))
    .where(and(eq(bookings.patientId, patientId), inArray(paymentMovements.kind, PATIENT_KINDS)))
    .orderBy(asc(paymentMovements.createdAt), asc(kindOrder));
  return rows;
}

export type PatientMoneySummary = {
  /** Charged to the card (captured), refunds not subtracted. */
  paidUsdMinor: number;
  /** Still held: on the card (authorisation) or by CareAtlas (balance), until released. */
  heldUsdMinor: number;
  /** Refunded to the card (a voided hold was never charged, so it is not counted here). */
  refundedUsdMinor: number;
};

/** A booking's paid / held / refunded from its movements and its deposit's state. */
export function patientSummary(
  movements: readonly Pick<PatientMovement, "kind" | "amountUsdMinor">[],
  deposit: { status: DepositStatus; amountUsdMinor: number; refundedUsdMinor: number } | null,
): PatientMoneySummary {
  const sum = (k: MovementKind) =>
    movements.filter((m) => m.kind === k).reduce((s, m) => s + m.amountUsdMinor, 0);
  const held =
    deposit && (deposit.status === "held" || deposit.status === "authorized")
      ? Math.max(0, deposit.amountUsdMinor - deposit.refundedUsdMinor)
      : 0;
  return { paidUsdMinor: sum("capture"), heldUsdMinor: held, refundedUsdMinor: sum("refund") };
}

export type KindTotals = Record<MovementKind, number>;

function emptyTotals(): KindTotals {
  return {
    hold: 0,
    capture: 0,
    commission: 0,
    transfer: 0,
    transfer_reversal: 0,
    void: 0,
    refund: 0,
  };
}

async function totalsWhere(db: DbExecutor, where: SQL | undefined): Promise<KindTotals> {
  const rows = await db
    .select({
      kind: paymentMovements.kind,
      total: sql<string>`coalesce(sum(${paymentMovements.amountUsdMinor}), 0)`,
    })
    .from(paymentMovements)
    .where(where)
    .groupBy(paymentMovements.kind);
  const totals = emptyTotals();
  for (const r of rows) if (r.kind in totals) totals[r.kind] = Number(r.total);
  return totals;
}

export type ClinicMoneyTotals = {
  /** Deposits held now for the clinic's bookings (not yet released or refunded). */
  heldUsdMinor: number;
  /** Deposits released to the clinic (confirmed, or kept under the terms), less refunds. */
  releasedUsdMinor: number;
  /** Paid into the clinic's Stripe account, less transfers reversed for refunds (decision 063). */
  transferredUsdMinor: number;
  /** CareAtlas's commission on what the clinic keeps (recomputed after a refund, decision 063). */
  commissionUsdMinor: number;
  /** Released, less commission and what was transferred: owed to the clinic outside Stripe. */
  awaitingPayoutUsdMinor: number;
  /** Refunded to patients, and holds cancelled on their cards. */
  refundedUsdMinor: number;
};

export type ClinicMovement = {
  id: string;
  reference: string | null;
  /** First name only: the clinic sees its patients by booking, not their money elsewhere. */
  patientFirstName: string | null;
  kind: MovementKind;
  amountUsdMinor: number;
  reason: string;
  createdAt: Date;
};

/** The clinic's money: totals and its movements (newest first, at most `limit`). */
export async function getClinicMoney(
  db: DbExecutor,
  clinicId: string,
  opts: { limit?: number } = {},
): Promise<{
  totals: ClinicMoneyTotals;
  movements: ClinicMovement[];
  stripeConnected: boolean;
}> {
  const byKind = await totalsWhere(db, eq(paymentMovements.clinicId, clinicId));
  const [dep] = await db
    .select({
      held: sql<string>`coalesce(sum(case when ${deposits.status} in ('held', 'authorized')
        then ${deposits.amountUsdMinor} - ${deposits.refundedUsdMinor} else 0 end), 0)`,
      released: sql<string>`coalesce(sum(case when ${deposits.releasedAt} is not null
        and ${deposits.status} in ('released', 'partially_refunded')
        then ${deposits.amountUsdMinor} - ${deposits.refundedUsdMinor} else 0 end), 0)`,
      commission: sql<string>`coalesce(sum(${deposits.commissionUsdMinor}), 0)`,
      transferred: sql<string>`coalesce(sum(${deposits.transferredUsdMinor}), 0)`,
      awaiting: sql<string>`coalesce(sum(case when ${deposits.releasedAt} is not null
        and ${deposits.status} in ('released', 'partially_refunded')
        then greatest(0, ${deposits.amountUsdMinor} - ${deposits.refundedUsdMinor}
          - ${deposits.commissionUsdMinor} - ${deposits.transferredUsdMinor}) else 0 end), 0)`,
    })
    .from(deposits)
    .innerJoin(bookings, eq(bookings.id, deposits.bookingId))
    .where(eq(bookings.clinicId, clinicId));
  const [clinic] = await db
    .select({
      stripeAccountId: clinics.stripeAccountId,
      payoutsEnabled: clinics.stripePayoutsEnabled,
    })
    .from(clinics)
    .where(eq(clinics.id, clinicId))
    .limit(1);
  const rows = await db
    .select({
      id: paymentMovements.id,
      reference: bookings.reference,
      patientName: users.name,
      kind: paymentMovements.kind,
      amountUsdMinor: paymentMovements.amountUsdMinor,
      reason: paymentMovements.reason,
      createdAt: paymentMovements.createdAt,
    })
    .from(paymentMovements)
    .leftJoin(bookings, eq(bookings.id, paymentMovements.bookingId))
    .leftJoin(users, eq(users.id, bookings.patientId))
    .where(eq(paymentMovements.clinicId, clinicId))
    .orderBy(desc(paymentMovements.createdAt), desc(kindOrder))
    .limit(opts.limit ?? 200);
  return {
    totals: {
      heldUsdMinor: Number(dep?.held ?? 0),
      releasedUsdMinor: Number(dep?.released ?? 0),
      transferredUsdMinor: Number(dep?.transferred ?? 0),
      commissionUsdMinor: Number(dep?.commission ?? 0),
      awaitingPayoutUsdMinor: Number(dep?.awaiting ?? 0),
      refundedUsdMinor: byKind.refund + byKind.void,
    },
    movements: rows.map(({ patientName, ...r }) => ({
      ...r,
      patientFirstName: firstName(patientName),
    })),
    // Payouts set up and enabled (decision 061): released deposits are transferred.
    stripeConnected: Boolean(clinic?.stripeAccountId && clinic.payoutsEnabled),
  };
}

export function firstName(name: string | null): string | null {
  const first = name?.trim().split(/\s+/)[0];
  return first || null;
}

export type MovementFilters = {
  clinicId?: string;
  /** YYYY-MM-DD, inclusive, UTC. */
  from?: string;
  /** YYYY-MM-DD, inclusive, UTC. */
  to?: string;
};

function filterWhere(f: MovementFilters): SQL | undefined {
  const parts: SQL[] = [];
  if (f.clinicId) parts.push(eq(paymentMovements.clinicId, f.clinicId));
  if (f.from) parts.push(gte(paymentMovements.createdAt, new Date(`${f.from}T00:00:00Z`)));
  if (f.to) {
    const end = new Date(`${f.to}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    parts.push(lt(paymentMovements.createdAt, end));
  }
  return parts.length ? and(...parts) : undefined;
}

export type AdminMovement = {
  id: string;
  createdAt: Date;
  reference: string | null;
  clinicId: string | null;
  clinicName: string | null;
  kind: MovementKind;
  amountUsdMinor: number;
  reason: string;
  provider: string;
  providerRef: string | null;
};

export const MONEY_PAGE_SIZE = 50;
/** A CSV export holds at most this many rows (newest first), like the inbox's. */
export const MONEY_CSV_MAX_ROWS = 10_000;

/** Every movement (admins), newest first, with the totals by kind over the same filters. */
export async function listAllMovements(
  db: DbExecutor,
  f: MovementFilters & { page?: number; pageSize?: number },
): Promise<{ rows: AdminMovement[]; total: number; totals: KindTotals }> {
  const where = filterWhere(f);
  const size = f.pageSize ?? MONEY_PAGE_SIZE;
  const [rows, [n], totals] = await Promise.all([
    db
      .select({
        id: paymentMovements.id,
        createdAt: paymentMovements.createdAt,
        reference: bookings.reference,
        clinicId: paymentMovements.clinicId,
        clinicName: clinics.name,
        kind: paymentMovements.kind,
        amountUsdMinor: paymentMovements.amountUsdMinor,
        reason: paymentMovements.reason,
        provider: paymentMovements.provider,
        providerRef: paymentMovements.providerRef,
      })
      .from(paymentMovements)
      .leftJoin(bookings, eq(bookings.id, paymentMovements.bookingId))
      .leftJoin(clinics, eq(clinics.id, paymentMovements.clinicId))
      .where(where)
      .orderBy(desc(paymentMovements.createdAt), desc(kindOrder), desc(paymentMovements.id))
      .limit(size)
      .offset(((f.page ?? 1) - 1) * size),
    db.select({ n: count() }).from(paymentMovements).where(where),
    totalsWhere(db, where),
  ]);
  return { rows, total: n?.n ?? 0, totals };
}

/** The clinics that have movements (the admin's filter). */
export async function listMovementClinics(db: DbExecutor) {
  return db
    .selectDistinct({ id: clinics.id, name: clinics.name })
    .from(clinics)
    .innerJoin(paymentMovements, eq(paymentMovements.clinicId, clinics.id))
    .where(isNotNull(paymentMovements.clinicId))
    .orderBy(asc(clinics.name));
}
