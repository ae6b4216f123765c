import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { CancellationTerms } from "~/utils/cancellation-policy";
import type { CareTeam } from "~/utils/care-team";
import { users } from "./auth";
import { clinics, packages, treatments } from "./catalogue";
import { bytea, createdAt, id, tz } from "./columns";

/**
 * Quote requests (one per patient request, fanned out to clinics) and the clinics' quotes.
 *
 * Money is integer minor units (cents) with an ISO currency code. Every row that belongs to a
 * patient carries patient_id and every row that belongs to a clinic carries clinic_id, so each
 * loader/action can scope its query by the signed-in user's own ids.
 */

export type QuoteRequestTargetStatus = "open" | "quoted" | "declined";
/** 'expired' is never stored: a pending quote whose expires_at has passed reads as expired. */
export type QuoteStatus = "pending" | "accepted" | "rejected";
export type QuoteItem = { label: string; amountMinor: number };

export const quoteRequests = pgTable(
  "quote_requests",
  {
    id: id(),
    patientId: uuid("patient_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    treatment: text("treatment").notNull(),
    treatmentId: uuid("treatment_id").references(() => treatments.id, { onDelete: "set null" }),
    packageId: uuid("package_id").references(() => packages.id, { onDelete: "set null" }),
    preferredStart: date("preferred_start"),
    preferredEnd: date("preferred_end"),
    travellers: integer("travellers").notNull().default(1),
    notes: text("notes"),
    /** Client-generated; a retried submit creates nothing new. */
    idempotencyKey: text("idempotency_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("quote_requests_idem_uq").on(t.patientId, t.idempotencyKey),
    index("quote_requests_patient_idx").on(t.patientId, t.createdAt),
    check("quote_requests_travellers_check", sql`${t.travellers} between 1 and 20`),
  ],
);

/**
 * The notes of a quote request a signed-out patient sent, kept while they sign in (decision 079).
 * Encrypted with a key that exists only in the patient's cookie: this table alone cannot be read,
 * and a row outlives its cookie by at most a day (the daily sweep deletes expired rows).
 */
export const quoteRequestDrafts = pgTable(
  "quote_request_drafts",
  {
    id: id(),
    /** AES-256-GCM: iv (12) | ciphertext | tag (16), the row's id as additional data. */
    sealed: bytea("sealed").notNull(),
    expiresAt: tz("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("quote_request_drafts_expires_idx").on(t.expiresAt)],
);

/** One row per clinic a request went to (at most 5 per request, enforced by the action). */
export const quoteRequestClinics = pgTable(
  "quote_request_clinics",
  {
    id: id(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => quoteRequests.id, { onDelete: "cascade" }),
    clinicId: uuid("clinic_id")
      .notNull()
      .references(() => clinics.id, { onDelete: "cascade" }),
    patientId: uuid("patient_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").$type<QuoteRequestTargetStatus>().notNull().default("open"),
    /** When a clinic user first opened it / first answered (median first-response time). */
    seenAt: tz("seen_at"),
    respondedAt: tz("responded_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("quote_request_clinics_uq").on(t.requestId, t.clinicId),
    index("quote_request_clinics_clinic_idx").on(t.clinicId, t.createdAt),
    index("quote_request_clinics_patient_idx").on(t.patientId),
  ],
);

export const quotes = pgTable(
  "quotes",
  {
    id: id(),
    requestClinicId: uuid("request_clinic_id").references(() => quoteRequestClinics.id, {
      onDelete: "set null",
    }),
    patientId: uuid("patient_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    clinicId: uuid("clinic_id")
      .notNull()
      .references(() => clinics.id, { onDelete: "cascade" }),
    treatment: text("treatment").notNull(),
    items: jsonb("items").$type<QuoteItem[]>().notNull().default([]),
    amountMinor: integer("amount_minor").notNull(),
    currency: text("currency").notNull(),
    includes: text("includes")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    excludes: text("excludes")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    notes: text("notes"),
    /** Who performs each step (CareTeam; decision 054); null: not stated. */
    careTeam: jsonb("care_team").$type<CareTeam>(),
    /** The cancellation terms the quote offers (decision 056); null: quoted before terms existed. */
    cancellationTerms: text("cancellation_terms").$type<CancellationTerms>(),
    cancellationNote: text("cancellation_note"),
    expiresAt: tz("expires_at").notNull(),
    status: text("status").$type<QuoteStatus>().notNull().default("pending"),
    decidedAt: tz("decided_at"),
    createdByUserId: uuid("created_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    createdAt: createdAt(),
  },
  (t) => [
    index("quotes_patient_idx").on(t.patientId, t.createdAt),
    index("quotes_clinic_idx").on(t.clinicId, t.createdAt),
    check("quotes_amount_check", sql`${t.amountMinor} > 0`),
    check("quotes_status_check", sql`${t.status} in ('pending', 'accepted', 'rejected')`),
    check(
      "quotes_cancellation_terms_check",
      sql`${t.cancellationTerms} is null or ${t.cancellationTerms} in ('flexible', 'moderate', 'strict')`,
    ),
  ],
);
