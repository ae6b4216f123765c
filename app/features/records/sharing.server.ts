import { and, count, desc, eq, isNull, max } from "drizzle-orm";
import type { DbExecutor } from "~/db/client.server";
import {
  clinics,
  consentRecords,
  conversations,
  medicalRecords,
  recordAccessLog,
  recordShares,
  users,
} from "~/db/schema";
import { isUuid } from "~/utils/validation";

/**
 * Sharing a medical record with a clinic: only with the
 * patient's explicit consent, which is recorded (versioned, append-only) before the share row
 * exists; revoking ends access at once. Every step is written to the append-only access log.
 */

/** Bump when the consent wording shown to patients changes. */
export const RECORD_SHARE_CONSENT_VERSION = "2026-11-record-share-v1";
export const RECORD_SHARE_CONSENT_TEXT =
  "I consent to CareAtlas sharing this medical record with the selected clinic so it can assess my treatment. I can revoke access at any time.";

/** `created` is false when the record was already shared with that clinic (nothing new). */
export type ShareResult =
  { ok: true; shareId: string; created: boolean } | { ok: false; message: string };

/** Shares `recordId` (which must belong to `patientId`) with `clinicId`. Idempotent. */
export async function shareRecordWithClinic(
  tx: DbExecutor,
  opts: { patientId: string; recordId: string; clinicId: string; quoteRequestId?: string | null },
): Promise<ShareResult> {
  if (!isUuid(opts.recordId)) return { ok: false, message: "Medical record not found" };
  if (!isUuid(opts.clinicId)) return { ok: false, message: "Clinic not found" };
  const [clinic] = await tx
    .select({ id: clinics.id })
    .from(clinics)
    .where(eq(clinics.id, opts.clinicId))
    .limit(1);
  if (!clinic) return { ok: false, message: "Clinic not found" };
  const [record] = await tx
    .select({ id: medicalRecords.id })
    .from(medicalRecords)
    .where(and(eq(medicalRecords.id, opts.recordId), eq(medicalRecords.patientId, opts.patientId)))
    .limit(1);
  if (!record) return { ok: false, message: "Medical record not found" };

  const [existing] = await tx
    .select({ id: recordShares.id })
    .from(recordShares)
    .where(
      and(
        eq(recordShares.recordId, opts.recordId),
        eq(recordShares.clinicId, opts.clinicId),
        isNull(recordShares.revokedAt),
      ),
    )
    .limit(1);
  if (existing) return { ok: true, shareId: existing.id, created: false };

  const [consent] = await tx
    .insert(consentRecords)
    .values({
      patientId: opts.patientId,
      purpose: "record_share",
      version: RECORD_SHARE_CONSENT_VERSION,
      clinicId: opts.clinicId,
      recordId: opts.recordId,
      granted: true,
    })
    .returning({ id: consentRecords.id });
  const [share] = await tx
    .insert(recordShares)
    .values({
      recordId: opts.recordId,
      patientId: opts.patientId,
      clinicId: opts.clinicId,
      consentId: consent!.id,
      quoteRequestId: opts.quoteRequestId ?? null,
    })
    .returning({ id: recordShares.id });
  await tx.insert(recordAccessLog).values({
    recordId: opts.recordId,
    patientId: opts.patientId,
    actorUserId: opts.patientId,
    actorRole: "patient",
    clinicId: opts.clinicId,
    action: "share",
  });
  return { ok: true, shareId: share!.id, created: true };
}

/** Ends a clinic's access to a record of `patientId`. Returns false when nothing was shared. */
export async function revokeRecordShare(
  tx: DbExecutor,
  opts: { patientId: string; recordId: string; clinicId: string },
): Promise<boolean> {
  if (!isUuid(opts.recordId) || !isUuid(opts.clinicId)) return false;
  const revoked = await tx
    .update(recordShares)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(recordShares.recordId, opts.recordId),
        eq(recordShares.patientId, opts.patientId),
        eq(recordShares.clinicId, opts.clinicId),
        isNull(recordShares.revokedAt),
      ),
    )
    .returning({ id: recordShares.id });
  if (revoked.length === 0) return false;
  await tx.insert(consentRecords).values({
    patientId: opts.patientId,
    purpose: "record_share",
    version: RECORD_SHARE_CONSENT_VERSION,
    clinicId: opts.clinicId,
    recordId: opts.recordId,
    granted: false,
  });
  await tx.insert(recordAccessLog).values({
    recordId: opts.recordId,
    patientId: opts.patientId,
    actorUserId: opts.patientId,
    actorRole: "patient",
    clinicId: opts.clinicId,
    action: "revoke",
  });
  return true;
}

/** Whether `clinicId` may open `recordId` now (an active share exists). */
export async function clinicMayOpenRecord(
  tx: DbExecutor,
  recordId: string,
  clinicId: string,
): Promise<boolean> {
  if (!isUuid(recordId) || !isUuid(clinicId)) return false;
  const [row] = await tx
    .select({ id: recordShares.id })
    .from(recordShares)
    .where(
      and(
        eq(recordShares.recordId, recordId),
        eq(recordShares.clinicId, clinicId),
        isNull(recordShares.revokedAt),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export type ClinicSharedRecord = {
  recordId: string;
  patientId: string;
  fileName: string;
  fileType: string;
  byteSize: number;
  description: string | null;
  uploadedAt: Date;
  sharedAt: Date;
  quoteRequestId: string | null;
  /** GET link; the download itself checks the share again and writes the access log. */
  downloadUrl: string;
};

/**
 * The records patients currently share with `clinicId` (optionally only those of one patient or
 * one quote request), newest share first. Listing is not an opening: only the download is logged.
 */
export async function listRecordsSharedWithClinic(
  tx: DbExecutor,
  clinicId: string,
  filter: { patientId?: string; quoteRequestId?: string } = {},
): Promise<ClinicSharedRecord[]> {
  if (!isUuid(clinicId)) return [];
  if (filter.patientId && !isUuid(filter.patientId)) return [];
  if (filter.quoteRequestId && !isUuid(filter.quoteRequestId)) return [];
  const rows = await tx
    .select({
      recordId: medicalRecords.id,
      patientId: medicalRecords.patientId,
      fileName: medicalRecords.fileName,
      fileType: medicalRecords.fileType,
      byteSize: medicalRecords.byteSize,
      description: medicalRecords.description,
      uploadedAt: medicalRecords.createdAt,
      sharedAt: recordShares.grantedAt,
      quoteRequestId: recordShares.quoteRequestId,
    })
    .from(recordShares)
    .innerJoin(medicalRecords, eq(medicalRecords.id, recordShares.recordId))
    .where(
      and(
        eq(recordShares.clinicId, clinicId),
        isNull(recordShares.revokedAt),
        filter.patientId ? eq(recordShares.patientId, filter.patientId) : undefined,
        filter.quoteRequestId ? eq(recordShares.quoteRequestId, filter.quoteRequestId) : undefined,
      ),
    )
    .orderBy(desc(recordShares.grantedAt))
    .limit(200);
  return rows.map((r) => ({ ...r, downloadUrl: `/api/records/${r.recordId}/download` }));
}

/** A clinic sees patients by first name only. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] || "A patient";
}

/** The clinic's page listing what one patient shares with it. */
export function sharedWithClinicPath(patientId: string): string {
  return `/dashboard/requests/shared/${patientId}`;
}

export type SharingPatient = {
  patientId: string;
  firstName: string;
  records: number;
  lastSharedAt: Date;
  /** The clinic's conversation with this patient, when there is one. */
  conversationId: string | null;
};

/** Patients who currently share at least one record with `clinicId`, latest share first. */
export async function listPatientsSharingWithClinic(
  tx: DbExecutor,
  clinicId: string,
  filter: { patientId?: string } = {},
): Promise<SharingPatient[]> {
  if (!isUuid(clinicId)) return [];
  if (filter.patientId !== undefined && !isUuid(filter.patientId)) return [];
  const rows = await tx
    .select({
      patientId: recordShares.patientId,
      name: users.name,
      records: count(recordShares.id),
      lastSharedAt: max(recordShares.grantedAt),
      conversationId: conversations.id,
    })
    .from(recordShares)
    .innerJoin(users, eq(users.id, recordShares.patientId))
    .leftJoin(
      conversations,
      and(
        eq(conversations.patientId, recordShares.patientId),
        eq(conversations.clinicId, clinicId),
      ),
    )
    .where(
      and(
        eq(recordShares.clinicId, clinicId),
        isNull(recordShares.revokedAt),
        filter.patientId ? eq(recordShares.patientId, filter.patientId) : undefined,
      ),
    )
    .groupBy(recordShares.patientId, users.name, conversations.id)
    .orderBy(desc(max(recordShares.grantedAt)))
    .limit(200);
  return rows.map((r) => ({
    patientId: r.patientId,
    firstName: firstNameOf(r.name),
    records: Number(r.records),
    lastSharedAt: new Date(r.lastSharedAt ?? 0),
    conversationId: r.conversationId ?? null,
  }));
}

/** How many records the patient of `conversationId` shares with `clinicId` (0 when not theirs). */
export async function countSharedInConversation(
  tx: DbExecutor,
  clinicId: string,
  conversationId: string,
): Promise<{ patientId: string; records: number } | null> {
  if (!isUuid(clinicId) || !isUuid(conversationId)) return null;
  const [row] = await tx
    .select({ patientId: conversations.patientId, records: count(recordShares.id) })
    .from(conversations)
    .leftJoin(
      recordShares,
      and(
        eq(recordShares.patientId, conversations.patientId),
        eq(recordShares.clinicId, clinicId),
        isNull(recordShares.revokedAt),
      ),
    )
    .where(and(eq(conversations.id, conversationId), eq(conversations.clinicId, clinicId)))
    .groupBy(conversations.patientId)
    .limit(1);
  return row ? { patientId: row.patientId, records: Number(row.records) } : null;
}
