import { and, asc, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Db, DbExecutor } from "~/db/client.server";
import {
  bookings,
  clinicRecordNotes,
  clinics,
  consentRecords,
  deposits,
  medicalRecords,
  recordAccessLog,
  resolutionCaseAttachments,
  resolutionCaseEvents,
  resolutionCases,
  userRoles,
  users,
  type CaseDecision,
  type CaseEventKind,
  type CaseReason,
  type CaseSide,
  type CaseStatus,
  type DepositStatus,
  type BookingStatus,
} from "~/db/schema";
import { enqueueJob, type JobHandlers } from "~/services/jobs/jobs.server";
import type { NoticeMsg } from "~/services/notifications/notice-text.server";
import { type Notice, notifyClinic, notifyUser } from "~/services/notifications/notify.server";
import { refundDeposit, releaseDeposit, stillHeld } from "~/services/payments/deposit-moves.server";
import { now as clockNow } from "~/utils/clock.server";
import { type Failure, type Result, failure, ok } from "~/utils/result";
import { isUuid } from "~/utils/validation";
import {
  ANSWER_HOURS,
  CASE_MESSAGES_EN,
  type DecideCaseInput,
  WINDOW_DAYS_AFTER_TREATMENT,
} from "./resolution-schema";

/**
 * The resolution centre (issue 17 item 5, decision 057). A patient opens a case on one of their
 * bookings (from the clinic's confirmation until 60 days after the treatment date), with text
 * and records from their vault; the clinic answers within 72 hours (a durable job escalates the
 * case when it has not); either side may ask CareAtlas to step in; an admin decides once: no
 * action, a refund of part or all of what CareAtlas still holds of the deposit, or a note on the
 * clinic's record. Every step is a timestamped event; both sides are told in the app and by
 * mail; the decision is final and written to the audit log in its transaction.
 *
 * Who may see a case: its patient, the staff of its clinic, and admins. Every function takes
 * the viewer and answers anyone else exactly as a case that does not exist (404).
 */

export const CASE_NOT_FOUND = "We couldn't find this case.";
export const CASE_MESSAGES = {
  bookingNotFound: "We couldn't find this booking.",
  notConfirmed:
    "A case can be opened once the clinic has confirmed the booking. Until then, cancel the booking or message the clinic.",
  tooLate: `A case can be opened until ${WINDOW_DAYS_AFTER_TREATMENT} days after the treatment date. This booking's window has closed.`,
  alreadyOpen: "This booking already has an open case.",
  closed: "This case is closed: its decision is final.",
  alreadyEscalated: "CareAtlas has already been asked to step in.",
  recordNotFound: "One of the chosen records is not in your records vault.",
  nothingHeld: "CareAtlas no longer holds any of this deposit, so there is nothing to refund.",
  overHeld: "The refund can't be more than what CareAtlas still holds of the deposit.",
  noDeposit: "This booking has no deposit to refund.",
} as const;

export type CaseViewer = { userId: string; role: string; clinicId: string | null };

/* ------------------------------------------------------------------ dates */

const DAY_MS = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const plusDays = (iso: string, n: number) =>
  isoDay(new Date(Date.parse(`${iso}T00:00:00Z`) + n * DAY_MS));

/** The treatment date a booking's window counts from: the surgery, else the consultation. */
export function treatmentDateOf(b: {
  surgeryDate: string | null;
  consultationDate: string | null;
}): string | null {
  return b.surgeryDate ?? b.consultationDate;
}

/** The last day a case may be opened on (treatment date + 60 days), or null without a date. */
export function lastCaseDay(b: {
  surgeryDate: string | null;
  consultationDate: string | null;
}): string | null {
  const d = treatmentDateOf(b);
  return d ? plusDays(d, WINDOW_DAYS_AFTER_TREATMENT) : null;
}

type WindowBooking = {
  status: BookingStatus;
  confirmedAt: Date | null;
  cancelledBy: string | null;
  surgeryDate: string | null;
  consultationDate: string | null;
};

/**
 * Whether a case may be opened on this booking now: once the clinic confirmed it (or the clinic
 * cancelled it), until the end of the 60th day after the treatment date (UTC calendar days).
 */
export function caseWindow(b: WindowBooking, now: Date): Failure | null {
  if (!b.confirmedAt && b.cancelledBy !== "clinic") return failure(409, CASE_MESSAGES.notConfirmed);
  const last = lastCaseDay(b);
  if (last && isoDay(now) > last) return failure(409, CASE_MESSAGES.tooLate);
  return null;
}

/* ------------------------------------------------------------------ money */

/**
 * What CareAtlas still holds of a booking's deposit (USD cents): the deposit, less what was
 * refunded and what was already transferred to the clinic (decisions 057, 063); 0 once refunded
 * or failed.
 */
export async function heldUsdMinor(tx: DbExecutor, bookingId: string): Promise<number> {
  const [dep] = await tx.select().from(deposits).where(eq(deposits.bookingId, bookingId)).limit(1);
  return stillHeld(dep);
}

/* ------------------------------------------------------------------ notifications */

const caseLink = (side: "member" | "admin", caseId: string) =>
  side === "admin" ? `/admin/cases/${caseId}` : `/dashboard/cases/${caseId}`;

/** Every active administrator. */
async function adminIds(tx: DbExecutor): Promise<string[]> {
  const rows = await tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.role, "admin"), isNull(userRoles.disabledAt)));
  return rows.map((r) => r.userId);
}

type Told = { patient?: boolean; clinic?: boolean; admins?: boolean };

async function tell(
  tx: DbExecutor,
  c: { id: string; patientId: string | null; clinicId: string },
  who: Told,
  n: Omit<Notice, "link" | "dedupeKey"> & { dedupeKey: string },
) {
  const member = { ...n, link: caseLink("member", c.id) };
  if (who.patient && c.patientId)
    await notifyUser(tx, c.patientId, { ...member, dedupeKey: `${n.dedupeKey}:patient` });
  if (who.clinic)
    await notifyClinic(tx, c.clinicId, {
      ...member,
      dedupeKey: `${n.dedupeKey}:clinic`,
      about: c.patientId ?? undefined,
    });
  if (who.admins)
    for (const id of await adminIds(tx))
      await notifyUser(tx, id, {
        ...n,
        link: caseLink("admin", c.id),
        dedupeKey: `${n.dedupeKey}:admin`,
      });
}

/* ------------------------------------------------------------------ open */

export type OpenCaseInput = {
  patientId: string;
  bookingId: string;
  reason: CaseReason;
  text: string;
  recordIds: string[];
  now?: Date;
};

export const ANSWER_DUE_JOB = "resolution.answer-due";

/** Carries a refusal out of a transaction that has already written (so it rolls back). */
class RollBack extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message);
  }
}

function uniqueViolation(e: unknown): boolean {
  let cur: unknown = e;
  for (let i = 0; i < 4 && cur && typeof cur === "object"; i++) {
    if ((cur as { code?: unknown }).code === "23505") return true;
    cur = (cur as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The patient opens a case on their booking. The chosen records are shared with this case only
 * (a consent row and an access-log entry each); the clinic is told; the answer deadline is a
 * durable job.
 */
export async function openCase(db: Db, input: OpenCaseInput): Promise<Result<{ caseId: string }>> {
  const now = input.now ?? clockNow();
  if (!isUuid(input.bookingId)) return failure(404, CASE_MESSAGES.bookingNotFound);
  const recordIds = [...new Set(input.recordIds)];
  if (recordIds.some((id) => !isUuid(id)))
    return failure(400, CASE_MESSAGES.recordNotFound, {
      recordIds: CASE_MESSAGES.recordNotFound,
    });
  try {
    return await db.transaction(async (tx) => {
      const [b] = await tx
        .select({
          id: bookings.id,
          reference: bookings.reference,
          treatment: bookings.treatment,
          clinicId: bookings.clinicId,
          status: bookings.status,
          confirmedAt: bookings.confirmedAt,
          cancelledBy: bookings.cancelledBy,
          surgeryDate: bookings.surgeryDate,
          consultationDate: bookings.consultationDate,
        })
        .from(bookings)
        .where(and(eq(bookings.id, input.bookingId), eq(bookings.patientId, input.patientId)))
        .limit(1)
        .for("update");
      if (!b) return failure(404, CASE_MESSAGES.bookingNotFound);
      const refused = caseWindow(b, now);
      if (refused) return refused;
      const [open] = await tx
        .select({ id: resolutionCases.id })
        .from(resolutionCases)
        .where(and(eq(resolutionCases.bookingId, b.id), ne(resolutionCases.status, "closed")))
        .limit(1);
      if (open) return failure(409, CASE_MESSAGES.alreadyOpen);
      if (recordIds.length) {
        const mine = await tx
          .select({ id: medicalRecords.id })
          .from(medicalRecords)
          .where(
            and(
              inArray(medicalRecords.id, recordIds),
              eq(medicalRecords.patientId, input.patientId),
            ),
          );
        if (mine.length !== recordIds.length)
          return failure(400, CASE_MESSAGES.recordNotFound, {
            recordIds: CASE_MESSAGES.recordNotFound,
          });
      }
      const answerDueAt = new Date(now.getTime() + ANSWER_HOURS * 3_600_000);
      const [c] = await tx
        .insert(resolutionCases)
        .values({
          bookingId: b.id,
          patientId: input.patientId,
          clinicId: b.clinicId,
          reason: input.reason,
          answerDueAt,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: resolutionCases.id });
      const caseId = c!.id;
      await tx.insert(resolutionCaseEvents).values({
        caseId,
        kind: "opened",
        side: "patient",
        authorUserId: input.patientId,
        body: input.text,
        createdAt: now,
      });
      for (const recordId of recordIds) {
        const [consent] = await tx
          .insert(consentRecords)
          .values({
            patientId: input.patientId,
            purpose: "case_evidence",
            version: CASE_EVIDENCE_CONSENT_VERSION,
            clinicId: b.clinicId,
            recordId,
            granted: true,
            createdAt: now,
          })
          .returning({ id: consentRecords.id });
        await tx
          .insert(resolutionCaseAttachments)
          .values({ caseId, recordId, consentId: consent!.id, createdAt: now });
        await tx.insert(recordAccessLog).values({
          recordId,
          patientId: input.patientId,
          actorUserId: input.patientId,
          actorRole: "patient",
          clinicId: b.clinicId,
          action: "share",
          createdAt: now,
        });
      }
      await enqueueJob(tx, {
        kind: ANSWER_DUE_JOB,
        payload: { caseId },
        runAt: answerDueAt,
        dedupeKey: `${ANSWER_DUE_JOB}:${caseId}`,
      });
      await tell(
        tx,
        { id: caseId, patientId: input.patientId, clinicId: b.clinicId },
        { clinic: true },
        {
          kind: "case_opened",
          title: { id: /*i18n*/ "notice.case-opened.title", values: { reference: b.reference } },
          body: [
            {
              id: /*i18n*/ "notice.case-opened.body",
              values: {
                treatment: { treatment: b.treatment },
                due: { date: answerDueAt.toISOString() },
              },
            },
          ],
          dedupeKey: `case:${caseId}:opened`,
        },
      );
      return ok({ caseId });
    });
  } catch (e) {
    if (e instanceof RollBack) return e.failure;
    // Two opens racing on one booking: the partial unique index lets one through.
    if (uniqueViolation(e)) return failure(409, CASE_MESSAGES.alreadyOpen);
    throw e;
  }
}

export const CASE_EVIDENCE_CONSENT_VERSION = "2026-11-case-evidence-v1";

/* ------------------------------------------------------------------ read */

function scopeOf(viewer: CaseViewer) {
  if (viewer.role === "admin") return sql`true`;
  if (viewer.role === "patient") return eq(resolutionCases.patientId, viewer.userId);
  if (viewer.role === "clinic" && viewer.clinicId)
    return eq(resolutionCases.clinicId, viewer.clinicId);
  return null;
}

export type CaseListRow = {
  id: string;
  reason: CaseReason;
  status: CaseStatus;
  decision: CaseDecision | null;
  bookingId: string;
  reference: string;
  treatment: string;
  clinicName: string;
  patientName: string | null;
  answerDueAt: string;
  clinicAnsweredAt: string | null;
  escalatedAt: string | null;
  overdueAt: string | null;
  createdAt: string;
  decidedAt: string | null;
};

/** The viewer's cases, newest first; `status` filters (admins' queue). */
export async function listCases(
  db: DbExecutor,
  viewer: CaseViewer,
  opts: { status?: CaseStatus | "active"; bookingIds?: string[] } = {},
): Promise<CaseListRow[]> {
  const scope = scopeOf(viewer);
  if (!scope) return [];
  const filters = [scope];
  if (opts.status === "active") filters.push(ne(resolutionCases.status, "closed"));
  else if (opts.status) filters.push(eq(resolutionCases.status, opts.status));
  if (opts.bookingIds) {
    if (opts.bookingIds.length === 0) return [];
    filters.push(inArray(resolutionCases.bookingId, opts.bookingIds));
  }
  const rows = await db
    .select({
      id: resolutionCases.id,
      reason: resolutionCases.reason,
      status: resolutionCases.status,
      decision: resolutionCases.decision,
      bookingId: bookings.id,
      reference: bookings.reference,
      treatment: bookings.treatment,
      clinicName: clinics.name,
      patientName: users.name,
      answerDueAt: resolutionCases.answerDueAt,
      clinicAnsweredAt: resolutionCases.clinicAnsweredAt,
      escalatedAt: resolutionCases.escalatedAt,
      overdueAt: resolutionCases.overdueAt,
      createdAt: resolutionCases.createdAt,
      decidedAt: resolutionCases.decidedAt,
    })
    .from(resolutionCases)
    .innerJoin(bookings, eq(bookings.id, resolutionCases.bookingId))
    .innerJoin(clinics, eq(clinics.id, resolutionCases.clinicId))
    .leftJoin(users, eq(users.id, resolutionCases.patientId))
    .where(and(...filters))
    .orderBy(
      sql`case ${resolutionCases.status} when 'escalated' then 0 when 'open' then 1 else 2 end`,
      desc(resolutionCases.createdAt),
    )
    .limit(300);
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return rows.map((r) => ({
    ...r,
    patientName: viewer.role === "patient" ? null : r.patientName,
    answerDueAt: r.answerDueAt.toISOString(),
    clinicAnsweredAt: iso(r.clinicAnsweredAt),
    escalatedAt: iso(r.escalatedAt),
    overdueAt: iso(r.overdueAt),
    createdAt: r.createdAt.toISOString(),
    decidedAt: iso(r.decidedAt),
  }));
}

export type CaseEvent = {
  id: string;
  kind: CaseEventKind;
  side: CaseSide;
  authorName: string | null;
  body: string | null;
  createdAt: string;
};

export type CaseAttachment = {
  recordId: string;
  fileName: string;
  fileType: string;
  byteSize: number;
};

export type CaseDetail = CaseListRow & {
  clinicId: string;
  escalatedBy: CaseSide | null;
  refundUsdMinor: number;
  decisionNote: string | null;
  booking: {
    status: BookingStatus;
    consultationDate: string | null;
    surgeryDate: string | null;
    returnDate: string | null;
    totalMinor: number;
    currency: string;
    confirmedAt: string | null;
    cancelledBy: string | null;
    cancelReason: string | null;
  };
  deposit: {
    amountUsdMinor: number;
    status: DepositStatus;
    provider: string;
    cardBrand: string | null;
    cardLast4: string | null;
    heldAt: string | null;
    releasedAt: string | null;
    refundedAt: string | null;
  } | null;
  heldUsdMinor: number;
  events: CaseEvent[];
  attachments: CaseAttachment[];
  /** Admins only: the notes on this clinic's record. */
  clinicNotes: { id: string; note: string; createdAt: string; caseId: string | null }[];
};

/** One case with everything its viewer may see, or null (not found, or not theirs). */
export async function getCaseForViewer(
  db: DbExecutor,
  viewer: CaseViewer,
  caseId: string,
): Promise<CaseDetail | null> {
  if (!isUuid(caseId)) return null;
  const scope = scopeOf(viewer);
  if (!scope) return null;
  const [c] = await db
    .select({
      id: resolutionCases.id,
      reason: resolutionCases.reason,
      status: resolutionCases.status,
      decision: resolutionCases.decision,
      clinicId: resolutionCases.clinicId,
      answerDueAt: resolutionCases.answerDueAt,
      clinicAnsweredAt: resolutionCases.clinicAnsweredAt,
      escalatedAt: resolutionCases.escalatedAt,
      escalatedBy: resolutionCases.escalatedBy,
      overdueAt: resolutionCases.overdueAt,
      refundUsdMinor: resolutionCases.refundUsdMinor,
      decisionNote: resolutionCases.decisionNote,
      decidedAt: resolutionCases.decidedAt,
      createdAt: resolutionCases.createdAt,
      clinicName: clinics.name,
      patientName: users.name,
      booking: {
        id: bookings.id,
        reference: bookings.reference,
        treatment: bookings.treatment,
        status: bookings.status,
        consultationDate: bookings.consultationDate,
        surgeryDate: bookings.surgeryDate,
        returnDate: bookings.returnDate,
        totalMinor: bookings.totalMinor,
        currency: bookings.currency,
        confirmedAt: bookings.confirmedAt,
        cancelledBy: bookings.cancelledBy,
        cancelReason: bookings.cancelReason,
      },
    })
    .from(resolutionCases)
    .innerJoin(bookings, eq(bookings.id, resolutionCases.bookingId))
    .innerJoin(clinics, eq(clinics.id, resolutionCases.clinicId))
    .leftJoin(users, eq(users.id, resolutionCases.patientId))
    .where(and(eq(resolutionCases.id, caseId), scope))
    .limit(1);
  if (!c) return null;
  const [dep] = await db
    .select()
    .from(deposits)
    .where(eq(deposits.bookingId, c.booking.id))
    .limit(1);
  const events = await db
    .select({
      id: resolutionCaseEvents.id,
      kind: resolutionCaseEvents.kind,
      side: resolutionCaseEvents.side,
      authorName: users.name,
      body: resolutionCaseEvents.body,
      createdAt: resolutionCaseEvents.createdAt,
    })
    .from(resolutionCaseEvents)
    .leftJoin(users, eq(users.id, resolutionCaseEvents.authorUserId))
    .where(eq(resolutionCaseEvents.caseId, c.id))
    .orderBy(asc(resolutionCaseEvents.createdAt), asc(resolutionCaseEvents.id));
  const attachments = await db
    .select({
      recordId: medicalRecords.id,
      fileName: medicalRecords.fileName,
      fileType: medicalRecords.fileType,
      byteSize: medicalRecords.byteSize,
    })
    .from(resolutionCaseAttachments)
    .innerJoin(medicalRecords, eq(medicalRecords.id, resolutionCaseAttachments.recordId))
    .where(eq(resolutionCaseAttachments.caseId, c.id))
    .orderBy(asc(resolutionCaseAttachments.createdAt));
  const notes =
    viewer.role === "admin"
      ? await db
          .select({
            id: clinicRecordNotes.id,
            note: clinicRecordNotes.note,
            createdAt: clinicRecordNotes.createdAt,
            caseId: clinicRecordNotes.caseId,
          })
          .from(clinicRecordNotes)
          .where(eq(clinicRecordNotes.clinicId, c.clinicId))
          .orderBy(desc(clinicRecordNotes.createdAt))
      : [];
  const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
  return {
    id: c.id,
    reason: c.reason,
    status: c.status,
    decision: c.decision,
    clinicId: c.clinicId,
    bookingId: c.booking.id,
    reference: c.booking.reference,
    treatment: c.booking.treatment,
    clinicName: c.clinicName,
    patientName: viewer.role === "patient" ? null : c.patientName,
    answerDueAt: c.answerDueAt.toISOString(),
    clinicAnsweredAt: iso(c.clinicAnsweredAt),
    escalatedAt: iso(c.escalatedAt),
    escalatedBy: c.escalatedBy,
    overdueAt: iso(c.overdueAt),
    refundUsdMinor: c.refundUsdMinor,
    decisionNote: c.decisionNote,
    decidedAt: iso(c.decidedAt),
    createdAt: c.createdAt.toISOString(),
    booking: {
      status: c.booking.status,
      consultationDate: c.booking.consultationDate,
      surgeryDate: c.booking.surgeryDate,
      returnDate: c.booking.returnDate,
      totalMinor: c.booking.totalMinor,
      currency: c.booking.currency,
      confirmedAt: iso(c.booking.confirmedAt),
      cancelledBy: c.booking.cancelledBy,
      cancelReason: c.booking.cancelReason,
    },
    deposit: dep
      ? {
          amountUsdMinor: dep.amountUsdMinor,
          status: dep.status,
          provider: dep.provider,
          cardBrand: dep.cardBrand,
          cardLast4: dep.cardLast4,
          heldAt: iso(dep.heldAt),
          releasedAt: iso(dep.releasedAt),
          refundedAt: iso(dep.refundedAt),
        }
      : null,
    heldUsdMinor: await heldUsdMinor(db, c.booking.id),
    events: events.map((e) => ({
      ...e,
      authorName: e.side === "admin" ? null : e.authorName,
      createdAt: e.createdAt.toISOString(),
    })),
    attachments,
    clinicNotes: notes.map((n) => ({ ...n, createdAt: n.createdAt.toISOString() })),
  };
}

/**
 * A record attached to a case, for its viewer (patient, that clinic's staff, admins) to open.
 * Null for anyone else, or a record not attached to this case.
 */
export async function caseAttachmentFor(
  db: Db,
  viewer: CaseViewer,
  caseId: string,
  recordId: string,
  ipHash: string | null,
): Promise<{
  fileName: string;
  contentType: string;
  storageKey: string;
  encryptionKeyId: string | null;
} | null> {
  if (!isUuid(caseId) || !isUuid(recordId)) return null;
  const scope = scopeOf(viewer);
  if (!scope) return null;
  const [row] = await db
    .select({
      clinicId: resolutionCases.clinicId,
      patientId: medicalRecords.patientId,
      fileName: medicalRecords.fileName,
      contentType: medicalRecords.contentType,
      storageKey: medicalRecords.storageKey,
      encryptionKeyId: medicalRecords.encryptionKeyId,
    })
    .from(resolutionCaseAttachments)
    .innerJoin(resolutionCases, eq(resolutionCases.id, resolutionCaseAttachments.caseId))
    .innerJoin(medicalRecords, eq(medicalRecords.id, resolutionCaseAttachments.recordId))
    .where(
      and(
        eq(resolutionCaseAttachments.caseId, caseId),
        eq(resolutionCaseAttachments.recordId, recordId),
        scope,
      ),
    )
    .limit(1);
  if (!row) return null;
  // Every opening is logged, as for records opened from the vault or a share.
  await db.insert(recordAccessLog).values({
    recordId,
    patientId: row.patientId,
    actorUserId: viewer.userId,
    actorRole: viewer.role,
    clinicId: viewer.role === "clinic" ? row.clinicId : null,
    action: "download",
    ipHash,
  });
  return row;
}

/* ------------------------------------------------------------------ steps */

type LockedCase = typeof resolutionCases.$inferSelect & { reference: string; treatment: string };

async function lockCase(
  tx: DbExecutor,
  viewer: CaseViewer,
  caseId: string,
): Promise<LockedCase | null> {
  if (!isUuid(caseId)) return null;
  const scope = scopeOf(viewer);
  if (!scope) return null;
  const [c] = await tx
    .select()
    .from(resolutionCases)
    .where(and(eq(resolutionCases.id, caseId), scope))
    .limit(1)
    .for("update");
  if (!c) return null;
  const [b] = await tx
    .select({ reference: bookings.reference, treatment: bookings.treatment })
    .from(bookings)
    .where(eq(bookings.id, c.bookingId))
    .limit(1);
  return { ...c, reference: b!.reference, treatment: b!.treatment };
}

function sideOf(viewer: CaseViewer): CaseSide | null {
  if (viewer.role === "patient") return "patient";
  if (viewer.role === "clinic") return "clinic";
  if (viewer.role === "admin") return "admin";
  return null;
}

/** A message on the case from the patient, the clinic or an admin; the others are told. */
export async function postCaseMessage(
  db: Db,
  viewer: CaseViewer,
  caseId: string,
  body: string,
  opts: { now?: Date } = {},
): Promise<Result<{ caseId: string }>> {
  const now = opts.now ?? clockNow();
  const side = sideOf(viewer);
  if (!side) return failure(404, CASE_NOT_FOUND);
  return db.transaction(async (tx) => {
    const c = await lockCase(tx, viewer, caseId);
    if (!c) return failure(404, CASE_NOT_FOUND);
    if (c.status === "closed") return failure(409, CASE_MESSAGES.closed);
    await tx.insert(resolutionCaseEvents).values({
      caseId: c.id,
      kind: "message",
      side,
      authorUserId: viewer.userId,
      body,
      createdAt: now,
    });
    await tx
      .update(resolutionCases)
      .set({
        updatedAt: now,
        ...(side === "clinic" && !c.clinicAnsweredAt ? { clinicAnsweredAt: now } : {}),
      })
      .where(eq(resolutionCases.id, c.id));
    await tell(
      tx,
      c,
      {
        patient: side !== "patient",
        clinic: side !== "clinic",
        admins: side !== "admin" && c.status === "escalated",
      },
      {
        kind: "case_message",
        title: {
          id:
            side === "clinic"
              ? /*i18n*/ "notice.case-message.from-clinic"
              : side === "patient"
                ? /*i18n*/ "notice.case-message.from-patient"
                : /*i18n*/ "notice.case-message.from-careatlas",
          values: { reference: c.reference },
        },
        // No message text in mails (it may be about health): the case page shows it.
        dedupeKey: `case:${c.id}:message:${now.getTime()}`,
      },
    );
    return ok({ caseId: c.id });
  });
}

async function escalateIn(
  tx: DbExecutor,
  c: LockedCase,
  by: CaseSide,
  userId: string | null,
  now: Date,
  overdue: boolean,
) {
  await tx
    .update(resolutionCases)
    .set({
      status: "escalated",
      escalatedAt: now,
      escalatedBy: by,
      updatedAt: now,
      ...(overdue ? { overdueAt: now } : {}),
    })
    .where(eq(resolutionCases.id, c.id));
  await tx.insert(resolutionCaseEvents).values({
    caseId: c.id,
    kind: overdue ? "overdue" : "escalated",
    side: by,
    authorUserId: userId,
    createdAt: now,
  });
  const title: NoticeMsg = overdue
    ? { id: /*i18n*/ "notice.case-overdue.title", values: { reference: c.reference } }
    : {
        id:
          by === "clinic"
            ? /*i18n*/ "notice.case-escalated.by-clinic"
            : /*i18n*/ "notice.case-escalated.by-patient",
        values: { reference: c.reference },
      };
  await tell(
    tx,
    c,
    { patient: by !== "patient", clinic: by !== "clinic", admins: true },
    {
      kind: overdue ? "case_overdue" : "case_escalated",
      title,
      body: [{ id: /*i18n*/ "notice.case-escalated.body" }],
      dedupeKey: `case:${c.id}:escalated`,
    },
  );
}

/** The patient or the clinic asks CareAtlas to step in. Once per case. */
export async function escalateCase(
  db: Db,
  viewer: CaseViewer,
  caseId: string,
  opts: { now?: Date } = {},
): Promise<Result<{ caseId: string }>> {
  const now = opts.now ?? clockNow();
  const side = sideOf(viewer);
  if (side !== "patient" && side !== "clinic") return failure(404, CASE_NOT_FOUND);
  return db.transaction(async (tx) => {
    const c = await lockCase(tx, viewer, caseId);
    if (!c) return failure(404, CASE_NOT_FOUND);
    if (c.status === "closed") return failure(409, CASE_MESSAGES.closed);
    if (c.status === "escalated") return failure(409, CASE_MESSAGES.alreadyEscalated);
    await escalateIn(tx, c, side, viewer.userId, now, false);
    return ok({ caseId: c.id });
  });
}

/**
 * The answer deadline's job: a case still open whose clinic has not answered is escalated to
 * CareAtlas and flagged overdue; anything else (answered, escalated, closed) is left alone.
 */
export const resolutionJobHandlers: JobHandlers = {
  [ANSWER_DUE_JOB]: async ({ tx, job, now }) => {
    const caseId = String((job.payload as { caseId?: unknown }).caseId ?? "");
    const c = await lockCase(tx, { userId: "", role: "admin", clinicId: null }, caseId);
    if (!c || c.status !== "open" || c.clinicAnsweredAt) return;
    if (c.answerDueAt.getTime() > now.getTime()) return;
    await escalateIn(tx, c, "system", null, now, true);
  },
};

/* ------------------------------------------------------------------ decide */

export type Decided = {
  caseId: string;
  decision: CaseDecision;
  refundUsdMinor: number;
  heldBefore: number;
  heldAfter: number;
};

export type DecisionAudit = (
  tx: DbExecutor,
  e: { before: Record<string, unknown>; after: Record<string, unknown> },
) => Promise<void>;

/**
 * An admin decides the case, once and for good. A refund is of what CareAtlas still holds and
 * never more (a full refund is all of it); the provider is asked in the same transaction with a
 * key per case, so a retry refunds once. A case that ends without refunding everything lets a
 * deposit that it kept held go to the clinic (decision 057). `audit` writes the audit-log row
 * in the same transaction.
 */
export async function decideCase(
  db: Db,
  admin: { userId: string },
  caseId: string,
  input: DecideCaseInput,
  audit: DecisionAudit,
  opts: { now?: Date } = {},
): Promise<Result<Decided>> {
  const now = opts.now ?? clockNow();
  try {
    return await db.transaction(async (tx) => {
      const c = await lockCase(tx, { userId: admin.userId, role: "admin", clinicId: null }, caseId);
      if (!c) return failure(404, CASE_NOT_FOUND);
      if (c.status === "closed") return failure(409, CASE_MESSAGES.closed);
      const [dep] = await tx
        .select()
        .from(deposits)
        .where(eq(deposits.bookingId, c.bookingId))
        .limit(1)
        .for("update");
      const held = await heldUsdMinor(tx, c.bookingId);
      let refund = 0;
      if (input.decision === "full_refund" || input.decision === "partial_refund") {
        if (!dep?.providerRef) return failure(409, CASE_MESSAGES.noDeposit);
        if (held <= 0) return failure(409, CASE_MESSAGES.nothingHeld);
        refund = input.decision === "full_refund" ? held : (input.amountUsdMinor ?? 0);
        if (refund <= 0)
          return failure(400, CASE_MESSAGES_EN.amount, { amount: CASE_MESSAGES_EN.amount });
        if (refund > held)
          return failure(409, CASE_MESSAGES.overHeld, { amount: CASE_MESSAGES.overHeld });
      }
      const before = {
        status: c.status,
        heldUsdMinor: held,
        depositStatus: dep?.status ?? null,
      };
      await tx
        .update(resolutionCases)
        .set({
          status: "closed",
          decision: input.decision,
          refundUsdMinor: refund,
          decisionNote: input.explanation,
          decidedAt: now,
          decidedByUserId: admin.userId,
          updatedAt: now,
        })
        .where(eq(resolutionCases.id, c.id));
      await tx.insert(resolutionCaseEvents).values({
        caseId: c.id,
        kind: "decided",
        side: "admin",
        authorUserId: admin.userId,
        body: input.explanation,
        createdAt: now,
      });
      if (input.clinicNote)
        await tx.insert(clinicRecordNotes).values({
          clinicId: c.clinicId,
          caseId: c.id,
          authorUserId: admin.userId,
          note: input.clinicNote,
          createdAt: now,
        });
      let depositStatus = dep?.status ?? null;
      let deposit = dep;
      const at = { bookingId: c.bookingId, clinicId: c.clinicId, now };
      if (deposit && refund > 0) {
        // The one deposit path (decision 063): ledger, deposit row and provider agree.
        const r = await refundDeposit(tx, deposit, at, {
          amountUsdMinor: refund,
          reason: "case-refund",
          idempotencyKey: `case-refund:${c.id}`,
          keepHeld: true,
        });
        deposit = r.deposit;
        depositStatus = deposit.status;
      }
      // A deposit kept held while the case was open goes to the clinic now, if the booking
      // stands (confirmed or completed) and some of it is left.
      if (deposit?.providerRef && depositStatus === "held" && held - refund > 0) {
        const [b] = await tx
          .select({ status: bookings.status })
          .from(bookings)
          .where(eq(bookings.id, c.bookingId))
          .limit(1);
        if (b && (b.status === "confirmed" || b.status === "completed"))
          depositStatus = await releaseDeposit(tx, deposit, at, "case-closed");
      }
      const after = {
        status: "closed",
        decision: input.decision,
        refundUsdMinor: refund,
        heldUsdMinor: held - refund,
        depositStatus,
        explanation: input.explanation,
        clinicNote: input.clinicNote,
      };
      await audit(tx, { before, after });
      const money = { money: { minor: refund, currency: "USD" } };
      await tell(
        tx,
        c,
        { patient: true, clinic: true },
        {
          kind: "case_decided",
          title: { id: /*i18n*/ "notice.case-decided.title", values: { reference: c.reference } },
          body: [
            refund > 0
              ? { id: /*i18n*/ "notice.case-decided.refund", values: { amount: money } }
              : { id: /*i18n*/ "notice.case-decided.no-refund" },
          ],
          dedupeKey: `case:${c.id}:decided`,
        },
      );
      return ok({
        caseId: c.id,
        decision: input.decision,
        refundUsdMinor: refund,
        heldBefore: held,
        heldAfter: held - refund,
      });
    });
  } catch (e) {
    if (e instanceof RollBack) return e.failure;
    throw e;
  }
}

/** Bookings of the patient that have an active case, by booking id (the bookings tab's links). */
export async function casesByBooking(
  db: DbExecutor,
  viewer: CaseViewer,
  bookingIds: string[],
): Promise<Record<string, { id: string; status: CaseStatus }>> {
  const rows = await listCases(db, viewer, { bookingIds });
  const out: Record<string, { id: string; status: CaseStatus }> = {};
  // Newest first: an open case wins over an older closed one.
  for (const r of rows)
    if (!out[r.bookingId] || out[r.bookingId]!.status === "closed")
      out[r.bookingId] = { id: r.id, status: r.status };
  return out;
}

/* ------------------------------------------------------------------ the patient's bookings */

export type CaseOpening = {
  booking: {
    id: string;
    reference: string;
    treatment: string;
    clinicName: string;
    treatmentDate: string | null;
    lastDay: string | null;
  };
  /** Why a case can't be opened now (English; the page shows it translated), or null. */
  refused: string | null;
  /** The case already open on this booking. */
  activeCaseId: string | null;
};

/** The open-a-case page for one of the patient's bookings; null when it is not theirs. */
export async function caseOpening(
  db: DbExecutor,
  patientId: string,
  bookingId: string,
  now: Date = clockNow(),
): Promise<CaseOpening | null> {
  if (!isUuid(bookingId)) return null;
  const [b] = await db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      treatment: bookings.treatment,
      clinicName: clinics.name,
      status: bookings.status,
      confirmedAt: bookings.confirmedAt,
      cancelledBy: bookings.cancelledBy,
      surgeryDate: bookings.surgeryDate,
      consultationDate: bookings.consultationDate,
    })
    .from(bookings)
    .innerJoin(clinics, eq(clinics.id, bookings.clinicId))
    .where(and(eq(bookings.id, bookingId), eq(bookings.patientId, patientId)))
    .limit(1);
  if (!b) return null;
  const [active] = await db
    .select({ id: resolutionCases.id })
    .from(resolutionCases)
    .where(and(eq(resolutionCases.bookingId, b.id), ne(resolutionCases.status, "closed")))
    .limit(1);
  return {
    booking: {
      id: b.id,
      reference: b.reference,
      treatment: b.treatment,
      clinicName: b.clinicName,
      treatmentDate: treatmentDateOf(b),
      lastDay: lastCaseDay(b),
    },
    refused: caseWindow(b, now)?.message ?? null,
    activeCaseId: active?.id ?? null,
  };
}

/**
 * For the patient's bookings tab: per booking, its newest case (open first) and whether a new
 * case may be opened now.
 */
export async function caseLinksForPatient(
  db: DbExecutor,
  patientId: string,
  now: Date = clockNow(),
): Promise<Record<string, { caseId: string | null; status: CaseStatus | null; canOpen: boolean }>> {
  const rows = await db
    .select({
      id: bookings.id,
      status: bookings.status,
      confirmedAt: bookings.confirmedAt,
      cancelledBy: bookings.cancelledBy,
      surgeryDate: bookings.surgeryDate,
      consultationDate: bookings.consultationDate,
    })
    .from(bookings)
    .where(eq(bookings.patientId, patientId))
    .limit(300);
  const cases = await casesByBooking(
    db,
    { userId: patientId, role: "patient", clinicId: null },
    rows.map((r) => r.id),
  );
  const out: Record<
    string,
    { caseId: string | null; status: CaseStatus | null; canOpen: boolean }
  > = {};
  for (const r of rows) {
    const c = cases[r.id];
    out[r.id] = {
      caseId: c?.id ?? null,
      status: c?.status ?? null,
      canOpen: (!c || c.status === "closed") && caseWindow(r, now) === null,
    };
  }
  return out;
}
