import { createHmac } from "node:crypto";
import { and, asc, count, desc, eq, inArray, isNull } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import {
  bookings,
  clinics,
  conversations,
  medicalRecords,
  quoteRequestClinics,
  recordAccessLog,
  recordShares,
  users,
} from "~/db/schema";
import { notifyClinic } from "~/services/notifications/notify.server";
import { eraseQueuedFiles } from "~/services/storage/erasure.server";
import { getStorage } from "~/services/storage/storage.server";
import { authSecret } from "~/utils/auth.server";
import type { SessionUser } from "~/utils/permissions.server";
import { type Result, failure, fieldFailure, ok } from "~/utils/result";
import { isUuid } from "~/utils/validation";
import { decryptRecord, recordKeyById } from "./encryption.server";
import { RECORD_TYPES, type RecordType } from "./file-check.server";
import {
  clinicMayOpenRecord,
  firstNameOf,
  revokeRecordShare,
  shareRecordWithClinic,
  sharedWithClinicPath,
} from "./sharing.server";

/**
 * Medical records of a patient: listing, opening (download), deleting, sharing. Every function
 * takes the acting user and scopes by them; someone else's record is "not found", like a
 * record that does not exist, so ids cannot be probed.
 */

export const MAX_RECORDS_PER_PATIENT = 100;

/** The client IP as a keyed hash (no raw IPs next to health data). */
export function hashRecordIp(ip: string | null | undefined): string | null {
  if (!ip || ip === "unknown") return null;
  return createHmac("sha256", authSecret()).update(`records-ip:${ip}`).digest("hex").slice(0, 32);
}

export type PatientRecord = {
  id: string;
  fileName: string;
  fileType: RecordType;
  typeLabel: string;
  byteSize: number;
  description: string | null;
  createdAt: Date;
  shares: { clinicId: string; clinicName: string; grantedAt: Date }[];
};

export async function listPatientRecords(patientId: string): Promise<PatientRecord[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: medicalRecords.id,
      fileName: medicalRecords.fileName,
      fileType: medicalRecords.fileType,
      byteSize: medicalRecords.byteSize,
      description: medicalRecords.description,
      createdAt: medicalRecords.createdAt,
    })
    .from(medicalRecords)
    .where(eq(medicalRecords.patientId, patientId))
    .orderBy(desc(medicalRecords.createdAt))
    .limit(MAX_RECORDS_PER_PATIENT);
  const shares = rows.length
    ? await db
        .select({
          recordId: recordShares.recordId,
          clinicId: recordShares.clinicId,
          clinicName: clinics.name,
          grantedAt: recordShares.grantedAt,
        })
        .from(recordShares)
        .innerJoin(clinics, eq(clinics.id, recordShares.clinicId))
        .where(and(eq(recordShares.patientId, patientId), isNull(recordShares.revokedAt)))
        .orderBy(asc(clinics.name))
    : [];
  return rows.map((r) => {
    const type = (r.fileType in RECORD_TYPES ? r.fileType : "pdf") as RecordType;
    return {
      ...r,
      fileType: type,
      typeLabel: RECORD_TYPES[type].label,
      shares: shares
        .filter((s) => s.recordId === r.id)
        .map(({ clinicId, clinicName, grantedAt }) => ({ clinicId, clinicName, grantedAt })),
    };
  });
}

export async function countPatientRecords(patientId: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(medicalRecords)
    .where(eq(medicalRecords.patientId, patientId));
  return Number(row?.n ?? 0);
}

export type AccessLogEntry = {
  id: number;
  recordId: string;
  /** Null when the record has since been deleted. */
  fileName: string | null;
  action: string;
  actorRole: string;
  actorName: string | null;
  actorIsPatient: boolean;
  clinicName: string | null;
  createdAt: Date;
};

/** Who opened, shared, revoked, uploaded or deleted the patient's records, newest first. */
export async function listPatientAccessLog(
  patientId: string,
  limit = 100,
): Promise<AccessLogEntry[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: recordAccessLog.id,
      recordId: recordAccessLog.recordId,
      fileName: medicalRecords.fileName,
      action: recordAccessLog.action,
      actorRole: recordAccessLog.actorRole,
      actorUserId: recordAccessLog.actorUserId,
      actorName: users.name,
      clinicName: clinics.name,
      createdAt: recordAccessLog.createdAt,
    })
    .from(recordAccessLog)
    .leftJoin(medicalRecords, eq(medicalRecords.id, recordAccessLog.recordId))
    .leftJoin(users, eq(users.id, recordAccessLog.actorUserId))
    .leftJoin(clinics, eq(clinics.id, recordAccessLog.clinicId))
    .where(eq(recordAccessLog.patientId, patientId))
    .orderBy(desc(recordAccessLog.createdAt), desc(recordAccessLog.id))
    .limit(limit);
  return rows.map(({ actorUserId, ...r }) => ({ ...r, actorIsPatient: actorUserId === patientId }));
}

export type ClinicOption = { id: string; name: string };

/**
 * Clinics a patient can share with: those they already deal with (conversation, quote request,
 * booking) first, then every verified clinic.
 */
export async function listShareableClinics(
  patientId: string,
): Promise<{ related: ClinicOption[]; verified: ClinicOption[] }> {
  const db = await getDb();
  const [conv, quotes, books] = await Promise.all([
    db
      .select({ id: conversations.clinicId })
      .from(conversations)
      .where(eq(conversations.patientId, patientId)),
    db
      .select({ id: quoteRequestClinics.clinicId })
      .from(quoteRequestClinics)
      .where(eq(quoteRequestClinics.patientId, patientId)),
    db.select({ id: bookings.clinicId }).from(bookings).where(eq(bookings.patientId, patientId)),
  ]);
  const relatedIds = [...new Set([...conv, ...quotes, ...books].map((r) => r.id))];
  const related = relatedIds.length
    ? await db
        .select({ id: clinics.id, name: clinics.name })
        .from(clinics)
        .where(inArray(clinics.id, relatedIds))
        .orderBy(asc(clinics.name))
    : [];
  const verified = await db
    .select({ id: clinics.id, name: clinics.name })
    .from(clinics)
    .where(eq(clinics.verified, true))
    .orderBy(asc(clinics.name))
    .limit(500);
  const seen = new Set(related.map((c) => c.id));
  return { related, verified: verified.filter((c) => !seen.has(c.id)) };
}

async function mayShareWith(patientId: string, clinicId: string): Promise<{ name: string } | null> {
  if (!isUuid(clinicId)) return null;
  const options = await listShareableClinics(patientId);
  const hit = [...options.related, ...options.verified].find((c) => c.id === clinicId);
  return hit ? { name: hit.name } : null;
}

/** The stored file of a record, decrypted (for its owner or a clinic it is shared with). */
export async function readRecordFile(record: {
  storageKey: string;
  encryptionKeyId: string | null;
}): Promise<Buffer> {
  const stored = await getStorage().read(record.storageKey);
  if (!record.encryptionKeyId) return stored;
  const key = recordKeyById(record.encryptionKeyId);
  if (!key) throw new Error(`Encryption key ${record.encryptionKeyId} is not configured`);
  return decryptRecord(key, record.storageKey, stored);
}

export type OpenedRecord = { fileName: string; contentType: string; body: Buffer };

/**
 * Opens a record for `user` and writes the access-log row: the owner, or a clinic user while
 * the patient shares the record with their clinic. Null (404) for anyone else.
 */
export async function openRecordForDownload(
  user: SessionUser,
  recordId: string,
  ip: string | null,
): Promise<OpenedRecord | null> {
  if (!isUuid(recordId)) return null;
  const db = await getDb();
  const [record] = await db
    .select()
    .from(medicalRecords)
    .where(eq(medicalRecords.id, recordId))
    .limit(1);
  if (!record) return null;
  let clinicId: string | null = null;
  if (user.role === "patient") {
    if (record.patientId !== user.id) return null;
  } else if (user.role === "clinic" && user.clinicId) {
    if (!(await clinicMayOpenRecord(db, record.id, user.clinicId))) return null;
    clinicId = user.clinicId;
  } else {
    return null;
  }
  const body = await readRecordFile(record);
  // Log the opening; for a clinic, re-check the share under a row lock in the same
  // transaction, so a revoke that committed while the file was being read wins.
  const allowed = await db.transaction(async (tx) => {
    if (clinicId) {
      const [share] = await tx
        .select({ id: recordShares.id })
        .from(recordShares)
        .where(
          and(
            eq(recordShares.recordId, record.id),
            eq(recordShares.clinicId, clinicId),
            isNull(recordShares.revokedAt),
          ),
        )
        .limit(1)
        .for("share");
      if (!share) return false;
    }
    await tx.insert(recordAccessLog).values({
      recordId: record.id,
      patientId: record.patientId,
      actorUserId: user.id,
      actorRole: user.role,
      clinicId,
      action: "download",
      ipHash: hashRecordIp(ip),
    });
    return true;
  });
  if (!allowed) return null;
  return { fileName: record.fileName, contentType: record.contentType, body };
}

const RECORD_NOT_FOUND = "Medical record not found";

/** Deletes the patient's record (row, shares, stored file); the access log keeps the history. */
export async function deletePatientRecord(
  patientId: string,
  recordId: string,
  ip: string | null,
): Promise<Result> {
  if (!isUuid(recordId)) return failure(404, RECORD_NOT_FOUND);
  const db = await getDb();
  const deleted = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(medicalRecords)
      .where(and(eq(medicalRecords.id, recordId), eq(medicalRecords.patientId, patientId)))
      .returning({ id: medicalRecords.id, storageKey: medicalRecords.storageKey });
    if (!row) return null;
    await tx.insert(recordAccessLog).values({
      recordId: row.id,
      patientId,
      actorUserId: patientId,
      actorRole: "patient",
      action: "delete",
      ipHash: hashRecordIp(ip),
    });
    return row;
  });
  if (!deleted) return failure(404, RECORD_NOT_FOUND);
  // After the commit: the deletion queued the file (storage_erasures, decision 031); a removal
  // that fails now stays queued and is retried by the erasure worker.
  await eraseQueuedFiles(db).catch(() => {
    console.warn(`[records] could not remove stored object for deleted record ${deleted.id}`);
  });
  return ok();
}

/**
 * Shares the patient's record with a clinic they may share with; the value is the clinic's
 * name. A record that is not theirs is a 404; a clinic they cannot choose is a failure at the
 * clinic field (400).
 */
export async function sharePatientRecord(
  patientId: string,
  recordId: string,
  clinicId: string,
): Promise<Result<string>> {
  const clinic = await mayShareWith(patientId, clinicId);
  if (!clinic) return fieldFailure("clinicId", "Choose a clinic to share this record with.");
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const shared = await shareRecordWithClinic(tx, { patientId, recordId, clinicId });
    // Tell the clinic about a new share (not about a repeated one), in the same transaction.
    if (shared.ok && shared.created) {
      const [patient] = await tx
        .select({ name: users.name })
        .from(users)
        .where(eq(users.id, patientId))
        .limit(1);
      await notifyClinic(tx, clinicId, {
        kind: "record_shared",
        title: {
          id: /*i18n*/ "notice.record-shared.title",
          values: { name: firstNameOf(patient?.name ?? "") },
        },
        body: [{ id: /*i18n*/ "notice.record-shared.body" }],
        link: sharedWithClinicPath(patientId),
        about: patientId,
      });
    }
    return shared;
  });
  if (result.ok) return ok(clinic.name);
  return result.message === RECORD_NOT_FOUND
    ? failure(404, RECORD_NOT_FOUND)
    : fieldFailure("clinicId", result.message);
}

const NOT_SHARED = "This record is not shared with that clinic.";

/** Ends a clinic's access to one of the patient's records; the value is the clinic's name. */
export async function revokePatientShare(
  patientId: string,
  recordId: string,
  clinicId: string,
): Promise<Result<string>> {
  if (!isUuid(clinicId)) return failure(404, NOT_SHARED);
  const db = await getDb();
  const [clinic] = await db
    .select({ name: clinics.name })
    .from(clinics)
    .where(eq(clinics.id, clinicId))
    .limit(1);
  const revoked = await db.transaction((tx) =>
    revokeRecordShare(tx, { patientId, recordId, clinicId }),
  );
  if (!revoked || !clinic) return failure(404, NOT_SHARED);
  return ok(clinic.name);
}
