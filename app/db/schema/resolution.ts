import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { bookings } from "./bookings";
import { clinics } from "./catalogue";
import { createdAt, id, tz, updatedAt } from "./columns";
import { consentRecords, medicalRecords } from "./records";

/**
 * The resolution centre (issue 17 item 5, decision 057): a case a patient opens on a booking,
 * its timeline (every step and message, timestamped), the records the patient shared as
 * evidence, and the notes admins put on a clinic's record.
 */

export const CASE_REASONS = [
  "not_as_described",
  "cancelled_by_clinic",
  "complication",
  "refund_disagreement",
  "other",
] as const;
export type CaseReason = (typeof CASE_REASONS)[number];
export type CaseStatus = "open" | "escalated" | "closed";
export type CaseDecision = "no_action" | "partial_refund" | "full_refund" | "clinic_note";
export type CaseSide = "patient" | "clinic" | "admin" | "system";
export type CaseEventKind = "opened" | "message" | "escalated" | "overdue" | "decided";

export const resolutionCases = pgTable(
  "resolution_cases",
  {
    id: id(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    /** Null once the patient deleted their account (the clinic's and CareAtlas's record stays). */
    patientId: uuid("patient_id").references(() => users.id, { onDelete: "set null" }),
    clinicId: uuid("clinic_id")
      .notNull()
      .references(() => clinics.id, { onDelete: "cascade" }),
    reason: text("reason").$type<CaseReason>().notNull(),
    status: text("status").$type<CaseStatus>().notNull().default("open"),
    /** The clinic answers by then (72 hours after opening); a durable job escalates after it. */
    answerDueAt: tz("answer_due_at").notNull(),
    clinicAnsweredAt: tz("clinic_answered_at"),
    escalatedAt: tz("escalated_at"),
    escalatedBy: text("escalated_by").$type<CaseSide>(),
    /** Set when the clinic had not answered by `answer_due_at`. */
    overdueAt: tz("overdue_at"),
    decision: text("decision").$type<CaseDecision>(),
    /** What the decision refunded (USD cents, never more than CareAtlas still held). */
    refundUsdMinor: integer("refund_usd_minor").notNull().default(0),
    decisionNote: text("decision_note"),
    decidedAt: tz("decided_at"),
    decidedByUserId: uuid("decided_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("resolution_cases_open_uq")
      .on(t.bookingId)
      .where(sql`${t.status} <> 'closed'`),
    index("resolution_cases_clinic_idx").on(t.clinicId, t.createdAt),
    index("resolution_cases_patient_idx").on(t.patientId, t.createdAt),
    index("resolution_cases_status_idx").on(t.status, t.createdAt),
    check(
      "resolution_cases_reason_check",
      sql`${t.reason} in ('not_as_described', 'cancelled_by_clinic', 'complication', 'refund_disagreement', 'other')`,
    ),
    check("resolution_cases_status_check", sql`${t.status} in ('open', 'escalated', 'closed')`),
    check(
      "resolution_cases_decision_check",
      sql`${t.decision} is null or ${t.decision} in ('no_action', 'partial_refund', 'full_refund', 'clinic_note')`,
    ),
    check("resolution_cases_refund_check", sql`${t.refundUsdMinor} >= 0`),
  ],
);

/** The case's timeline: opening, messages, escalation, the missed deadline, the decision. */
export const resolutionCaseEvents = pgTable(
  "resolution_case_events",
  {
    id: id(),
    caseId: uuid("case_id")
      .notNull()
      .references(() => resolutionCases.id, { onDelete: "cascade" }),
    kind: text("kind").$type<CaseEventKind>().notNull(),
    side: text("side").$type<CaseSide>().notNull(),
    authorUserId: uuid("author_user_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body"),
    createdAt: createdAt(),
  },
  (t) => [
    index("resolution_case_events_case_idx").on(t.caseId, t.createdAt),
    check(
      "resolution_case_events_kind_check",
      sql`${t.kind} in ('opened', 'message', 'escalated', 'overdue', 'decided')`,
    ),
    check(
      "resolution_case_events_side_check",
      sql`${t.side} in ('patient', 'clinic', 'admin', 'system')`,
    ),
  ],
);

/**
 * A record from the patient's vault shared with one case: the clinic's staff and admins open
 * it from the case only (not a clinic-wide record share), with a consent row and access log.
 */
export const resolutionCaseAttachments = pgTable(
  "resolution_case_attachments",
  {
    caseId: uuid("case_id")
      .notNull()
      .references(() => resolutionCases.id, { onDelete: "cascade" }),
    recordId: uuid("record_id")
      .notNull()
      .references(() => medicalRecords.id, { onDelete: "cascade" }),
    consentId: uuid("consent_id").references(() => consentRecords.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.caseId, t.recordId] }),
    index("resolution_case_attachments_record_idx").on(t.recordId),
  ],
);

/** A note an admin put on a clinic's record when deciding a case (shown to admins only). */
export const clinicRecordNotes = pgTable(
  "clinic_record_notes",
  {
    id: id(),
    clinicId: uuid("clinic_id")
      .notNull()
      .references(() => clinics.id, { onDelete: "cascade" }),
    caseId: uuid("case_id").references(() => resolutionCases.id, { onDelete: "set null" }),
    authorUserId: uuid("author_user_id").references(() => users.id, { onDelete: "set null" }),
    note: text("note").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("clinic_record_notes_clinic_idx").on(t.clinicId, t.createdAt)],
);
