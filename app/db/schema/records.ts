import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { clinics } from "./catalogue";
import { createdAt, id, tz } from "./columns";
import { quoteRequests } from "./quotes";

/** The patient's medical records vault: files, consents, shares with clinics and the access log. */

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
