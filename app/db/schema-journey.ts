import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { clinics, packages, reviews, treatments } from "./schema";
import { users } from "./schema-auth";

/**
 * The patient journey (quote requests, quotes, bookings, deposits, messages, medical records,
 * notifications) and the supply side (clinic calendar, listing views, media, audit log).
 *
 * Money is integer minor units (cents) with an ISO currency code. Every row that belongs to a
 * patient carries patient_id and every row that belongs to a clinic carries clinic_id, so each
 * loader/action can scope its query by the signed-in user's own ids.
 */

const id = () => uuid("id").primaryKey().defaultRandom();
const tz = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => tz("created_at").notNull().defaultNow();
const updatedAt = () => tz("updated_at").notNull().defaultNow();

export type QuoteRequestTargetStatus = "open" | "quoted" | "declined";
/** 'expired' is never stored: a pending quote whose expires_at has passed reads as expired. */
export type QuoteStatus = "pending" | "accepted" | "rejected";
export type BookingStatus = "pending" | "confirmed" | "completed" | "cancelled";
export type DepositStatus = "authorized" | "held" | "released" | "refunded" | "failed";
export type QuoteItem = { label: string; amountMinor: number };
export type ReviewStatus = "published" | "pending" | "rejected" | "hidden";

/* ------------------------------------------------------------------ quote requests */

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

/* ------------------------------------------------------------------ quotes */

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
    includes: text("includes").array().notNull().default(sql`'{}'::text[]`),
    excludes: text("excludes").array().notNull().default(sql`'{}'::text[]`),
    notes: text("notes"),
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
  ],
);

/* ------------------------------------------------------------------ bookings */

export const bookings = pgTable(
  "bookings",
  {
    id: id(),
    /** Human-readable, unique: e.g. CA-7K3M-Q9P2. */
    reference: text("reference").notNull(),
    /** Null once the patient deleted their account: the clinic keeps the booking, anonymised. */
    patientId: uuid("patient_id").references(() => users.id, { onDelete: "set null" }),
    clinicId: uuid("clinic_id")
      .notNull()
      .references(() => clinics.id, { onDelete: "restrict" }),
    quoteId: uuid("quote_id").references(() => quotes.id, { onDelete: "set null" }),
    packageId: uuid("package_id").references(() => packages.id, { onDelete: "set null" }),
    treatment: text("treatment").notNull(),
    consultationDate: date("consultation_date"),
    surgeryDate: date("surgery_date"),
    returnDate: date("return_date"),
    travellers: integer("travellers").notNull().default(1),
    totalMinor: integer("total_minor").notNull(),
    currency: text("currency").notNull(),
    status: text("status").$type<BookingStatus>().notNull().default("pending"),
    idempotencyKey: text("idempotency_key").notNull(),
    cancelledBy: text("cancelled_by"),
    cancelReason: text("cancel_reason"),
    confirmedAt: tz("confirmed_at"),
    completedAt: tz("completed_at"),
    cancelledAt: tz("cancelled_at"),
    /** When the patient deleted their account (patient_id is then null). */
    patientAnonymisedAt: tz("patient_anonymised_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("bookings_reference_uq").on(t.reference),
    uniqueIndex("bookings_idem_uq").on(t.patientId, t.idempotencyKey),
    uniqueIndex("bookings_quote_uq").on(t.quoteId),
    index("bookings_patient_idx").on(t.patientId, t.createdAt),
    index("bookings_clinic_idx").on(t.clinicId, t.createdAt),
    check(
      "bookings_status_check",
      sql`${t.status} in ('pending', 'confirmed', 'completed', 'cancelled')`,
    ),
  ],
);

/** The protected deposit: one per booking, charged in USD through a payment provider. */
export const deposits = pgTable(
  "deposits",
  {
    id: id(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    /** Null once the patient deleted their account (the payment record is kept). */
    patientId: uuid("patient_id").references(() => users.id, { onDelete: "set null" }),
    provider: text("provider").notNull(),
    providerRef: text("provider_ref"),
    amountUsdMinor: integer("amount_usd_minor").notNull(),
    /** What the patient saw in their selected currency at checkout. */
    displayAmountMinor: integer("display_amount_minor"),
    displayCurrency: text("display_currency"),
    status: text("status").$type<DepositStatus>().notNull(),
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    failureMessage: text("failure_message"),
    heldAt: tz("held_at"),
    releasedAt: tz("released_at"),
    refundedAt: tz("refunded_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("deposits_booking_uq").on(t.bookingId),
    index("deposits_patient_idx").on(t.patientId),
  ],
);

/* ------------------------------------------------------------------ messages */

/** One conversation per patient and clinic. */
export const conversations = pgTable(
  "conversations",
  {
    id: id(),
    patientId: uuid("patient_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    clinicId: uuid("clinic_id")
      .notNull()
      .references(() => clinics.id, { onDelete: "cascade" }),
    lastMessageAt: tz("last_message_at"),
    patientLastReadSeq: integer("patient_last_read_seq").notNull().default(0),
    clinicLastReadSeq: integer("clinic_last_read_seq").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("conversations_pair_uq").on(t.patientId, t.clinicId),
    index("conversations_clinic_idx").on(t.clinicId, t.lastMessageAt),
  ],
);

export const messages = pgTable(
  "messages",
  {
    /** Global order; a reconnecting stream asks for everything after the last seq it saw. */
    seq: bigserial("seq", { mode: "number" }).primaryKey(),
    id: uuid("id").notNull().defaultRandom().unique(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    senderUserId: uuid("sender_user_id").references(() => users.id, { onDelete: "set null" }),
    senderRole: text("sender_role").$type<"patient" | "clinic">().notNull(),
    body: text("body").notNull(),
    /** Client-generated; a resent message is stored once. */
    clientId: text("client_id").notNull(),
    /**
     * A file from the patient's records vault attached to this message (shared with the clinic
     * through record_shares, with consent and the access log); null when the record is deleted.
     */
    recordId: uuid("record_id").references((): AnyPgColumn => medicalRecords.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("messages_client_uq").on(t.conversationId, t.clientId),
    index("messages_conversation_idx").on(t.conversationId, t.seq),
    index("messages_record_idx").on(t.recordId),
    check("messages_body_check", sql`length(btrim(${t.body})) > 0`),
  ],
);

/* ------------------------------------------------------------------ medical records */

export const medicalRecords = pgTable(
  "medical_records",
  {
    id: id(),
    patientId: uuid("patient_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The name the patient's file had (shown escaped; never used as a path). */
    fileName: text("file_name").notNull(),
    /** Detected from the content: pdf | jpg | png | doc | docx. */
    fileType: text("file_type").notNull(),
    contentType: text("content_type").notNull(),
    byteSize: integer("byte_size").notNull(),
    /** Random key in the storage driver (never derived from the file name). */
    storageKey: text("storage_key").notNull(),
    /** Key id used for encryption at rest (null: stored in clear). */
    encryptionKeyId: text("encryption_key_id"),
    sha256: text("sha256").notNull(),
    description: text("description"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("medical_records_storage_key_uq").on(t.storageKey),
    index("medical_records_patient_idx").on(t.patientId, t.createdAt),
  ],
);

/** Versioned consent, append-only: every grant and withdrawal is a row. */
export const consentRecords = pgTable(
  "consent_records",
  {
    id: id(),
    patientId: uuid("patient_id").notNull(),
    /** e.g. 'record_share'. */
    purpose: text("purpose").notNull(),
    /** The version of the consent text shown (see RECORD_SHARE_CONSENT_VERSION). */
    version: text("version").notNull(),
    clinicId: uuid("clinic_id"),
    recordId: uuid("record_id"),
    granted: boolean("granted").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("consent_records_patient_idx").on(t.patientId, t.createdAt)],
);

/** A record shared with a clinic; revoked_at set ends access. */
export const recordShares = pgTable(
  "record_shares",
  {
    id: id(),
    recordId: uuid("record_id")
      .notNull()
      .references(() => medicalRecords.id, { onDelete: "cascade" }),
    patientId: uuid("patient_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    clinicId: uuid("clinic_id")
      .notNull()
      .references(() => clinics.id, { onDelete: "cascade" }),
    consentId: uuid("consent_id").references(() => consentRecords.id, { onDelete: "set null" }),
    quoteRequestId: uuid("quote_request_id").references(() => quoteRequests.id, {
      onDelete: "set null",
    }),
    grantedAt: tz("granted_at").notNull().defaultNow(),
    revokedAt: tz("revoked_at"),
  },
  (t) => [
    uniqueIndex("record_shares_active_uq")
      .on(t.recordId, t.clinicId)
      .where(sql`${t.revokedAt} is null`),
    index("record_shares_clinic_idx").on(t.clinicId),
    index("record_shares_patient_idx").on(t.patientId),
  ],
);

/** Append-only (a trigger refuses UPDATE and DELETE): every opening of a record by anyone. */
export const recordAccessLog = pgTable(
  "record_access_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    recordId: uuid("record_id").notNull(),
    patientId: uuid("patient_id").notNull(),
    actorUserId: uuid("actor_user_id"),
    actorRole: text("actor_role").notNull(),
    clinicId: uuid("clinic_id"),
    /** upload | download | delete | share | revoke */
    action: text("action").notNull(),
    ipHash: text("ip_hash"),
    createdAt: createdAt(),
  },
  (t) => [index("record_access_log_patient_idx").on(t.patientId, t.createdAt)],
);

/* ------------------------------------------------------------------ reviews (extra) */

/** Links a verified review to the completed booking it came from (one review per booking). */
export const reviewBookings = pgTable(
  "review_bookings",
  {
    reviewId: uuid("review_id")
      .primaryKey()
      .references(() => reviews.id, { onDelete: "cascade" }),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
  },
  (t) => [uniqueIndex("review_bookings_booking_uq").on(t.bookingId)],
);

/* ------------------------------------------------------------------ notifications */

export const notifications = pgTable(
  "notifications",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** quote_request | quote | quote_accepted | quote_declined | booking_confirmed | ... */
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    body: text("body"),
    link: text("link"),
    /**
     * The patient a clinic's notification is about ("New message from Ayşe"): when that person
     * deletes their account, these go with it (the foreign key cascades), on every path.
     */
    aboutUserId: uuid("about_user_id").references(() => users.id, { onDelete: "cascade" }),
    readAt: tz("read_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.createdAt),
    index("notifications_about_idx").on(t.aboutUserId),
  ],
);

/**
 * What a user wants to be told about, per category of notification (see
 * notification-kinds.ts): in the app (the bell) and by email. No row: both on.
 * Security mails (verification, password reset) are never governed by this.
 */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    category: text("category").notNull(),
    inApp: boolean("in_app").notNull().default(true),
    email: boolean("email").notNull().default(true),
    updatedAt: tz("updated_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.category] })],
);

/* ------------------------------------------------------------------ supply side */

/** Availability a clinic publishes, by date. No row: not published (not filtered out). */
export const clinicAvailability = pgTable(
  "clinic_availability",
  {
    clinicId: uuid("clinic_id")
      .notNull()
      .references(() => clinics.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    open: boolean("open").notNull().default(true),
    capacity: integer("capacity").notNull().default(1),
  },
  (t) => [
    primaryKey({ name: "clinic_availability_pk", columns: [t.clinicId, t.day] }),
    check("clinic_availability_capacity_check", sql`${t.capacity} between 0 and 500`),
  ],
);

/** Daily view counters for clinic profiles and packages (analytics). */
export const listingViews = pgTable(
  "listing_views",
  {
    clinicId: uuid("clinic_id")
      .notNull()
      .references(() => clinics.id, { onDelete: "cascade" }),
    /** The clinic's own id for profile views, or a package id. */
    subjectId: uuid("subject_id").notNull(),
    kind: text("kind").$type<"clinic" | "package">().notNull(),
    day: date("day").notNull(),
    views: integer("views").notNull().default(0),
  },
  (t) => [
    primaryKey({ name: "listing_views_pk", columns: [t.subjectId, t.kind, t.day] }),
    index("listing_views_clinic_idx").on(t.clinicId, t.day),
  ],
);

/** Images uploaded by clinics (photos, interior, doctors, packages, before/after), public. */
export const mediaFiles = pgTable(
  "media_files",
  {
    id: id(),
    clinicId: uuid("clinic_id").references(() => clinics.id, { onDelete: "cascade" }),
    uploadedByUserId: uuid("uploaded_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    storageKey: text("storage_key").notNull(),
    contentType: text("content_type").notNull(),
    byteSize: integer("byte_size").notNull(),
    width: integer("width"),
    height: integer("height"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("media_files_storage_key_uq").on(t.storageKey),
    index("media_files_clinic_idx").on(t.clinicId),
  ],
);

/**
 * Files to remove from storage (decision 031). A trigger adds the storage key of every
 * medical_records and media_files row deleted, in the deleting transaction, by any path
 * (a record deleted, an account deleted through any door, a cascade, plain SQL); the erasure
 * worker (app/features/storage/erasure.server.ts) removes the file and then the row.
 */
export const storageErasures = pgTable("storage_erasures", {
  storageKey: text("storage_key").primaryKey(),
  /** Which store holds it: "records" (getStorage) or "media" (mediaStorage). */
  store: text("store").notNull(),
  queuedAt: tz("queued_at").notNull().defaultNow(),
  attempts: integer("attempts").notNull().default(0),
});

/** Append-only (a trigger refuses UPDATE and DELETE): every admin action. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorUserId: uuid("actor_user_id"),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt),
    index("audit_log_target_idx").on(t.targetType, t.targetId),
  ],
);
