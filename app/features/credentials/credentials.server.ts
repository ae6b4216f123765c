import { and, asc, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { z } from "zod";
import { type Db, getDb } from "~/db/client.server";
import {
  clinicCredentials,
  clinics,
  credentialDocuments,
  doctors,
  users,
  type CredentialKind,
  type VerificationStatus,
} from "~/db/schema";
import { now as clockNow } from "~/utils/clock.server";
import type { SessionUser } from "~/utils/permissions.server";
import { type Failure, type Result, failure, ok } from "~/utils/result";
import { isUuid } from "~/utils/validation";
import type { CredentialSchema, VerificationSchema } from "./credentials-schema";
import { EVIDENCE_KEPT, EVIDENCE_NOT_FOUND } from "./evidence-rules";

/**
 * Practitioners and clinic credentials verified one by one (issue 16 items 1-2, decision 051):
 * the clinic enters them and uploads private evidence; an administrator checks each against
 * the official register and records who, when and how. Editing what was checked (the number,
 * the regulator or issuer, the expiry) sends a verified item back to 'unverified'.
 */

export type Tx = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A verification counts for 12 months, or until the document's own expiry if sooner. */
export const VERIFICATION_MONTHS = 12;

export function verificationExpiry(verifiedAt: Date, ownExpiry: string | null): Date {
  const year = new Date(verifiedAt);
  year.setUTCMonth(year.getUTCMonth() + VERIFICATION_MONTHS);
  if (!ownExpiry) return year;
  const own = new Date(`${ownExpiry}T00:00:00Z`);
  return own < year ? own : year;
}

/** The public meaning of the badge: verified, and the verification has not run out. */
export function isVerifiedNow(
  v: { verificationStatus: string; verificationExpiresAt: Date | null },
  now: Date = clockNow(),
): boolean {
  return (
    v.verificationStatus === "verified" &&
    v.verificationExpiresAt != null &&
    v.verificationExpiresAt > now
  );
}

/** The columns that say an item is unchecked again (an edit of what was checked). */
export const UNVERIFIED = {
  verificationStatus: "unverified" as VerificationStatus,
  verifiedAt: null,
  verifiedBy: null,
  verificationMethod: null,
  verificationNote: null,
  verificationExpiresAt: null,
};

/* ------------------------------------------------------------------ clinic credentials */

type CredentialData = z.output<typeof CredentialSchema>;

const credentialColumns = {
  id: clinicCredentials.id,
  kind: clinicCredentials.kind,
  name: clinicCredentials.name,
  issuer: clinicCredentials.issuer,
  number: clinicCredentials.number,
  expiresOn: clinicCredentials.expiresOn,
  verificationStatus: clinicCredentials.verificationStatus,
  verifiedAt: clinicCredentials.verifiedAt,
  verificationExpiresAt: clinicCredentials.verificationExpiresAt,
};

const KIND_ORDER: CredentialKind[] = [
  "health_tourism_authorisation",
  "clinic_licence",
  "accreditation",
  "insurance",
];

export const credentialNotFound = (): Failure =>
  failure(404, "This licence or accreditation was not found in your clinic.");

export async function listClinicCredentials(clinicId: string, db?: Db) {
  const d = db ?? (await getDb());
  const rows = await d
    .select(credentialColumns)
    .from(clinicCredentials)
    .where(eq(clinicCredentials.clinicId, clinicId))
    .orderBy(asc(clinicCredentials.createdAt), asc(clinicCredentials.id));
  return rows.sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));
}

export async function getClinicCredential(clinicId: string, id: string, db?: Db) {
  if (!isUuid(id)) return null;
  const d = db ?? (await getDb());
  const [row] = await d
    .select(credentialColumns)
    .from(clinicCredentials)
    .where(and(eq(clinicCredentials.id, id), eq(clinicCredentials.clinicId, clinicId)))
    .limit(1);
  return row ?? null;
}

export async function createCredential(
  clinicId: string,
  input: CredentialData,
  db?: Db,
): Promise<Result<string>> {
  const d = db ?? (await getDb());
  const [row] = await d
    .insert(clinicCredentials)
    .values({ clinicId, ...input })
    .returning({ id: clinicCredentials.id });
  return ok(row!.id);
}

/** Saves the clinic's edit; a change of number, issuer or expiry needs a new check. */
export async function updateCredential(
  clinicId: string,
  id: string,
  input: CredentialData,
  db?: Db,
): Promise<Result<{ reset: boolean }>> {
  if (!isUuid(id)) return credentialNotFound();
  const d = db ?? (await getDb());
  return d.transaction(async (tx) => {
    const [row] = await tx
      .select(credentialColumns)
      .from(clinicCredentials)
      .where(and(eq(clinicCredentials.id, id), eq(clinicCredentials.clinicId, clinicId)))
      .for("update");
    if (!row) return credentialNotFound();
    const changed =
      row.number !== input.number ||
      row.issuer !== input.issuer ||
      row.expiresOn !== input.expiresOn ||
      row.kind !== input.kind;
    const reset = changed && row.verificationStatus !== "unverified";
    await tx
      .update(clinicCredentials)
      .set({ ...input, ...(reset ? UNVERIFIED : {}), updatedAt: new Date() })
      .where(and(eq(clinicCredentials.id, id), eq(clinicCredentials.clinicId, clinicId)));
    return ok({ reset });
  });
}

export async function deleteCredential(clinicId: string, id: string, db?: Db): Promise<Result> {
  if (!isUuid(id)) return credentialNotFound();
  const d = db ?? (await getDb());
  const gone = await d
    .delete(clinicCredentials)
    .where(and(eq(clinicCredentials.id, id), eq(clinicCredentials.clinicId, clinicId)))
    .returning({ id: clinicCredentials.id });
  return gone.length ? ok() : credentialNotFound();
}

/* ------------------------------------------------------------------ evidence */

/** A file stored privately (records vault), to be recorded as evidence. */
export type StoredEvidenceFile = {
  fileName: string;
  fileType: string;
  contentType: string;
  byteSize: number;
  storageKey: string;
  encryptionKeyId: string;
  sha256: string;
};

export type EvidenceSubject = { doctorId: string } | { credentialId: string };

/** Whether the doctor or credential belongs to the clinic (evidence may only be added there). */
export async function subjectBelongsTo(
  clinicId: string,
  subject: EvidenceSubject,
  db?: Db,
): Promise<boolean> {
  const d = db ?? (await getDb());
  if ("doctorId" in subject) {
    if (!isUuid(subject.doctorId)) return false;
    const [r] = await d
      .select({ id: doctors.id })
      .from(doctors)
      .where(and(eq(doctors.id, subject.doctorId), eq(doctors.clinicId, clinicId)));
    return !!r;
  }
  if (!isUuid(subject.credentialId)) return false;
  const [r] = await d
    .select({ id: clinicCredentials.id })
    .from(clinicCredentials)
    .where(
      and(eq(clinicCredentials.id, subject.credentialId), eq(clinicCredentials.clinicId, clinicId)),
    );
  return !!r;
}

export async function addEvidence(
  clinicId: string,
  userId: string,
  subject: EvidenceSubject,
  file: StoredEvidenceFile,
  db?: Db,
): Promise<string> {
  const d = db ?? (await getDb());
  const [row] = await d
    .insert(credentialDocuments)
    .values({
      clinicId,
      doctorId: "doctorId" in subject ? subject.doctorId : null,
      credentialId: "credentialId" in subject ? subject.credentialId : null,
      ...file,
      uploadedBy: userId,
    })
    .returning({ id: credentialDocuments.id });
  return row!.id;
}

const evidenceColumns = {
  id: credentialDocuments.id,
  doctorId: credentialDocuments.doctorId,
  credentialId: credentialDocuments.credentialId,
  fileName: credentialDocuments.fileName,
  fileType: credentialDocuments.fileType,
  byteSize: credentialDocuments.byteSize,
  createdAt: credentialDocuments.createdAt,
};

/**
 * Whether an admin recorded a verification of the file's doctor or credential after the file
 * was uploaded: that check rests on the file, which then stays (decision 062).
 */
// Written out: drizzle leaves columns unqualified in a single-table select, and both tables
// have a created_at.
const checkedSinceUpload = sql<boolean>`exists (
  select 1 from audit_log a
  where a.target_type in ('doctor', 'clinic_credential')
    and a.target_id = coalesce(credential_documents.doctor_id, credential_documents.credential_id)::text
    and a.action = 'verification.verified'
    and a.created_at >= credential_documents.created_at)`;

/**
 * The clinic's own evidence files (names and sizes; the files open through the download route);
 * `locked`: an admin's check came after the upload, so the file cannot be deleted.
 */
export async function listClinicEvidence(clinicId: string, db?: Db) {
  const d = db ?? (await getDb());
  return d
    .select({ ...evidenceColumns, locked: checkedSinceUpload })
    .from(credentialDocuments)
    .where(eq(credentialDocuments.clinicId, clinicId))
    .orderBy(asc(credentialDocuments.createdAt), asc(credentialDocuments.id));
}

/** What an evidence deletion removed, for the audit log (no storage key: it names nothing). */
export type DeletedEvidence = {
  id: string;
  fileName: string;
  fileType: string;
  byteSize: number;
  sha256: string;
  subject: "doctor" | "clinic_credential";
  subjectId: string;
  subjectStatus: VerificationStatus;
};

/**
 * The clinic deletes one of its evidence files while its doctor or credential is not verified:
 * 'unverified' or 'rejected'. A 'verified' item's evidence, an 'expired' one's (it was checked),
 * and a file an admin's recorded check came after, stay for the audit trail (decision 062). The row goes in
 * `tx` (locking the item, so an admin's check cannot land in between); its trigger queues the
 * file's erasure, which the caller runs after the commit. Another clinic's file, or an unknown
 * id, is the same 404.
 */
export async function deleteClinicEvidence(
  tx: Tx,
  clinicId: string,
  id: string,
): Promise<Result<DeletedEvidence>> {
  if (!isUuid(id)) return failure(404, EVIDENCE_NOT_FOUND);
  const [doc] = await tx
    .select({
      ...evidenceColumns,
      sha256: credentialDocuments.sha256,
      locked: checkedSinceUpload,
    })
    .from(credentialDocuments)
    .where(and(eq(credentialDocuments.id, id), eq(credentialDocuments.clinicId, clinicId)))
    .limit(1);
  if (!doc) return failure(404, EVIDENCE_NOT_FOUND);
  const [item] = doc.doctorId
    ? await tx
        .select({ status: doctors.verificationStatus })
        .from(doctors)
        .where(and(eq(doctors.id, doc.doctorId), eq(doctors.clinicId, clinicId)))
        .for("update")
    : await tx
        .select({ status: clinicCredentials.verificationStatus })
        .from(clinicCredentials)
        .where(
          and(
            eq(clinicCredentials.id, doc.credentialId!),
            eq(clinicCredentials.clinicId, clinicId),
          ),
        )
        .for("update");
  if (!item) return failure(404, EVIDENCE_NOT_FOUND);
  if (!evidenceDeletable(item.status)) return failure(409, EVIDENCE_KEPT);
  // Sent back to 'unverified' by an edit: a file that was there when an admin verified the
  // item is what that check rests on, so it stays too.
  if (doc.locked) return failure(409, EVIDENCE_KEPT);
  const gone = await tx
    .delete(credentialDocuments)
    .where(and(eq(credentialDocuments.id, id), eq(credentialDocuments.clinicId, clinicId)))
    .returning({ id: credentialDocuments.id });
  if (!gone.length) return failure(404, EVIDENCE_NOT_FOUND);
  const { doctorId, credentialId, createdAt: _d, locked: _l, ...file } = doc;
  return ok({
    ...file,
    subject: doctorId ? "doctor" : "clinic_credential",
    subjectId: (doctorId ?? credentialId)!,
    subjectStatus: item.status,
  });
}

/** Whether a doctor's or credential's evidence may still be deleted by its clinic. */
export function evidenceDeletable(status: string): boolean {
  return status === "unverified" || status === "rejected";
}

/**
 * An evidence file for `user`: an administrator (with two-factor, like the admin area) or a
 * user of the clinic that uploaded it. Anyone else gets null (the route answers 404), the same
 * as for a file that does not exist, so ids cannot be probed.
 */
export async function findEvidenceFor(user: SessionUser | null, id: string, db?: Db) {
  if (!user || !isUuid(id)) return null;
  const isAdmin = user.role === "admin" && user.twoFactorEnabled;
  const isOwner = user.role === "clinic" && !!user.clinicId;
  if (!isAdmin && !isOwner) return null;
  const d = db ?? (await getDb());
  const [row] = await d
    .select({
      clinicId: credentialDocuments.clinicId,
      fileName: credentialDocuments.fileName,
      contentType: credentialDocuments.contentType,
      storageKey: credentialDocuments.storageKey,
      encryptionKeyId: credentialDocuments.encryptionKeyId,
    })
    .from(credentialDocuments)
    .where(eq(credentialDocuments.id, id))
    .limit(1);
  if (!row) return null;
  if (!isAdmin && row.clinicId !== user.clinicId) return null;
  return row;
}

/* ------------------------------------------------------------------ admin */

export type QueueItem = {
  subject: "doctor" | "credential";
  id: string;
  clinicName: string;
  clinicSlug: string;
  name: string;
  /** The doctor's specialty, or the credential's kind. */
  detail: string;
  number: string | null;
  issuer: string | null;
  registryUrl: string | null;
  expiresOn: string | null;
  status: VerificationStatus;
  files: { id: string; fileName: string; fileType: string; byteSize: number }[];
};

/** What awaits a check: entered but not yet verified, and verifications that ran out. */
export async function listVerificationQueue(db?: Db): Promise<QueueItem[]> {
  const d = db ?? (await getDb());
  const waiting = ["unverified", "expired"] as VerificationStatus[];
  const [docRows, credRows] = await Promise.all([
    d
      .select({
        id: doctors.id,
        name: doctors.name,
        detail: doctors.specialty,
        number: doctors.licenseNumber,
        issuer: doctors.regulator,
        registryUrl: doctors.registryUrl,
        expiresOn: doctors.licenceExpiresOn,
        status: doctors.verificationStatus,
        clinicName: clinics.name,
        clinicSlug: clinics.slug,
      })
      .from(doctors)
      .innerJoin(clinics, eq(clinics.id, doctors.clinicId))
      .where(inArray(doctors.verificationStatus, waiting))
      .orderBy(asc(clinics.name), asc(doctors.sortOrder), asc(doctors.name))
      .limit(200),
    d
      .select({
        id: clinicCredentials.id,
        name: clinicCredentials.name,
        detail: clinicCredentials.kind,
        number: clinicCredentials.number,
        issuer: clinicCredentials.issuer,
        expiresOn: clinicCredentials.expiresOn,
        status: clinicCredentials.verificationStatus,
        clinicName: clinics.name,
        clinicSlug: clinics.slug,
      })
      .from(clinicCredentials)
      .innerJoin(clinics, eq(clinics.id, clinicCredentials.clinicId))
      .where(inArray(clinicCredentials.verificationStatus, waiting))
      .orderBy(asc(clinics.name), asc(clinicCredentials.createdAt))
      .limit(200),
  ]);
  const ids = [...docRows.map((r) => r.id), ...credRows.map((r) => r.id)];
  const files = ids.length
    ? await d
        .select(evidenceColumns)
        .from(credentialDocuments)
        .where(
          or(
            inArray(credentialDocuments.doctorId, ids),
            inArray(credentialDocuments.credentialId, ids),
          ),
        )
        .orderBy(asc(credentialDocuments.createdAt))
    : [];
  const filesOf = (id: string) =>
    files
      .filter((f) => f.doctorId === id || f.credentialId === id)
      .map(({ id, fileName, fileType, byteSize }) => ({ id, fileName, fileType, byteSize }));
  // Items with evidence first: they can be checked now.
  const items: QueueItem[] = [
    ...docRows.map((r) => ({ ...r, subject: "doctor" as const, files: filesOf(r.id) })),
    ...credRows.map((r) => ({
      ...r,
      registryUrl: null,
      subject: "credential" as const,
      files: filesOf(r.id),
    })),
  ];
  return items.sort((a, b) => Number(b.files.length > 0) - Number(a.files.length > 0));
}

/** Recently checked items (the page's history), newest first. */
export async function listRecentVerifications(db?: Db, limit = 20) {
  const d = db ?? (await getDb());
  const checked = ["verified", "rejected"] as VerificationStatus[];
  const [docRows, credRows] = await Promise.all([
    d
      .select({
        id: doctors.id,
        name: doctors.name,
        clinicName: clinics.name,
        status: doctors.verificationStatus,
        verifiedAt: doctors.verifiedAt,
        method: doctors.verificationMethod,
        by: users.email,
      })
      .from(doctors)
      .innerJoin(clinics, eq(clinics.id, doctors.clinicId))
      .leftJoin(users, eq(users.id, doctors.verifiedBy))
      .where(inArray(doctors.verificationStatus, checked))
      .orderBy(desc(doctors.verifiedAt))
      .limit(limit),
    d
      .select({
        id: clinicCredentials.id,
        name: clinicCredentials.name,
        clinicName: clinics.name,
        status: clinicCredentials.verificationStatus,
        verifiedAt: clinicCredentials.verifiedAt,
        method: clinicCredentials.verificationMethod,
        by: users.email,
      })
      .from(clinicCredentials)
      .innerJoin(clinics, eq(clinics.id, clinicCredentials.clinicId))
      .leftJoin(users, eq(users.id, clinicCredentials.verifiedBy))
      .where(inArray(clinicCredentials.verificationStatus, checked))
      .orderBy(desc(clinicCredentials.verifiedAt))
      .limit(limit),
  ]);
  return [...docRows, ...credRows]
    .sort((a, b) => (b.verifiedAt?.getTime() ?? 0) - (a.verifiedAt?.getTime() ?? 0))
    .slice(0, limit);
}

type VerificationData = z.output<typeof VerificationSchema>;

/**
 * Records an administrator's check: outcome, method, note, who and when; a verified item
 * counts until verificationExpiry(). Returns the before/after for the audit log, or a 404.
 */
export async function recordVerification(
  tx: Tx,
  adminId: string,
  input: VerificationData,
  now: Date = new Date(),
): Promise<
  Result<{ targetType: "doctor" | "clinic_credential"; before: unknown; after: unknown }>
> {
  const table = input.subject === "doctor" ? doctors : clinicCredentials;
  const [row] =
    input.subject === "doctor"
      ? await tx
          .select({
            name: doctors.name,
            number: doctors.licenseNumber,
            ownExpiry: doctors.licenceExpiresOn,
            status: doctors.verificationStatus,
            verifiedAt: doctors.verifiedAt,
          })
          .from(doctors)
          .where(eq(doctors.id, input.id))
          .for("update")
      : await tx
          .select({
            name: clinicCredentials.name,
            number: clinicCredentials.number,
            ownExpiry: clinicCredentials.expiresOn,
            status: clinicCredentials.verificationStatus,
            verifiedAt: clinicCredentials.verifiedAt,
          })
          .from(clinicCredentials)
          .where(eq(clinicCredentials.id, input.id))
          .for("update");
  if (!row) return failure(404, "This item no longer exists.");
  const verified = input.outcome === "verified";
  const after = {
    verificationStatus: input.outcome as VerificationStatus,
    verifiedAt: now,
    verifiedBy: adminId,
    verificationMethod: input.method,
    verificationNote: input.note,
    verificationExpiresAt: verified ? verificationExpiry(now, row.ownExpiry) : null,
  };
  if (verified && after.verificationExpiresAt! <= now) {
    return failure(400, "The document has already expired: it cannot be verified.", {
      outcome: "The document has already expired: it cannot be verified.",
    });
  }
  await tx.update(table).set(after).where(eq(table.id, input.id));
  return ok({
    targetType: input.subject === "doctor" ? "doctor" : "clinic_credential",
    before: { name: row.name, number: row.number, status: row.status, verifiedAt: row.verifiedAt },
    after: { name: row.name, number: row.number, ...after },
  });
}

/* ------------------------------------------------------------------ public */

/** The clinic's licences, accreditations and insurance as the public page shows them. */
export async function listPublicCredentials(clinicId: string, db?: Db) {
  const rows = await listClinicCredentials(clinicId, db);
  const now = clockNow();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    name: r.name,
    issuer: r.issuer,
    number: r.number,
    expiresOn: r.expiresOn,
    verifiedAt: isVerifiedNow(r, now) ? r.verifiedAt : null,
  }));
}
