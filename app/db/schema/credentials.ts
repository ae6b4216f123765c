import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { clinics, doctors, verificationColumns } from "./catalogue";
import { createdAt, id, updatedAt } from "./columns";

/**
 * A clinic's licences, accreditations and insurance, each verified by an admin like a
 * practitioner (issue 16, docs/decisions/051), and the private evidence files behind them.
 */

export const CREDENTIAL_KINDS = [
  "health_tourism_authorisation",
  "clinic_licence",
  "accreditation",
  "insurance",
] as const;
export type CredentialKind = (typeof CREDENTIAL_KINDS)[number];

export const clinicCredentials = pgTable(
  "clinic_credentials",
  {
    id: id(),
    clinicId: uuid("clinic_id")
      .notNull()
      .references(() => clinics.id, { onDelete: "cascade" }),
    kind: text("kind").$type<CredentialKind>().notNull(),
    /** e.g. "JCI accreditation"; for insurance, the insurer's name. */
    name: text("name").notNull(),
    issuer: text("issuer"),
    number: text("number"),
    /** The document's own expiry. */
    expiresOn: date("expires_on"),
    ...verificationColumns(),
    verifiedBy: uuid("verified_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("clinic_credentials_clinic_idx").on(t.clinicId),
    index("clinic_credentials_verification_idx").on(t.verificationStatus, t.verificationExpiresAt),
    check(
      "clinic_credentials_kind_check",
      sql`${t.kind} in ('health_tourism_authorisation', 'clinic_licence', 'accreditation', 'insurance')`,
    ),
    check(
      "clinic_credentials_verification_status_check",
      sql`${t.verificationStatus} in ('unverified', 'verified', 'rejected', 'expired')`,
    ),
  ],
);

/**
 * Evidence files for a practitioner or a credential: private (admins, and the owning clinic),
 * stored exactly like medical records (random storage key, content-checked type).
 */
export const credentialDocuments = pgTable(
  "credential_documents",
  {
    id: id(),
    clinicId: uuid("clinic_id")
      .notNull()
      .references(() => clinics.id, { onDelete: "cascade" }),
    doctorId: uuid("doctor_id").references(() => doctors.id, { onDelete: "cascade" }),
    credentialId: uuid("credential_id").references(() => clinicCredentials.id, {
      onDelete: "cascade",
    }),
    /** The name the clinic's file had (shown escaped; never used as a path). */
    fileName: text("file_name").notNull(),
    /** Detected from the content: pdf | jpg | png. */
    fileType: text("file_type").notNull(),
    contentType: text("content_type").notNull(),
    byteSize: integer("byte_size").notNull(),
    /** Random key in the storage driver (never derived from the file name). */
    storageKey: text("storage_key").notNull(),
    /** Key id used for encryption at rest (null: stored in clear). */
    encryptionKeyId: text("encryption_key_id"),
    sha256: text("sha256").notNull(),
    uploadedBy: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("credential_documents_storage_key_uq").on(t.storageKey),
    index("credential_documents_clinic_idx").on(t.clinicId),
    index("credential_documents_doctor_idx").on(t.doctorId),
    index("credential_documents_credential_idx").on(t.credentialId),
    check(
      "credential_documents_one_subject",
      sql`(${t.doctorId} is null) <> (${t.credentialId} is null)`,
    ),
  ],
);
