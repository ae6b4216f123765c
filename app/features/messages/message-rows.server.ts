import { and, eq, isNull } from "drizzle-orm";
import type { DbExecutor } from "~/db/client.server";
import { conversations, medicalRecords, messages, recordShares } from "~/db/schema";
import type { MessageAttachment, StreamMessage } from "~/services/realtime/events";

/**
 * Messages as they are read everywhere (threads, catch-up, the realtime hub): one query with the
 * attached record and the clinic's active share of it, and one shape for the browser.
 */

type MessageRow = {
  id: string;
  seq: number;
  conversationId: string;
  senderRole: "patient" | "clinic";
  body: string;
  createdAt: Date | string;
  recordId?: string | null;
  fileName?: string | null;
  fileType?: string | null;
  byteSize?: number | null;
  shareId?: string | null;
};

/**
 * A message as the browser gets it. An attached record shows its name and a link while the
 * clinic may open it; once the patient withdraws access, the clinic sees only that it was
 * withdrawn (the patient still sees their own file).
 */
export function toStream(m: MessageRow, viewer: "patient" | "clinic"): StreamMessage {
  let attachment: MessageAttachment | null = null;
  if (m.recordId && m.fileName) {
    attachment = m.shareId
      ? {
          recordId: m.recordId,
          fileName: m.fileName,
          fileType: m.fileType ?? "",
          byteSize: m.byteSize ?? 0,
          shared: true,
        }
      : viewer === "patient"
        ? {
            recordId: m.recordId,
            fileName: m.fileName,
            fileType: m.fileType ?? null,
            byteSize: m.byteSize ?? null,
            shared: false,
          }
        : { recordId: m.recordId, fileName: null, fileType: null, byteSize: null, shared: false };
  }
  return {
    id: m.id,
    seq: Number(m.seq),
    conversationId: m.conversationId,
    senderRole: m.senderRole,
    body: m.body,
    createdAt: new Date(m.createdAt).toISOString(),
    attachment,
  };
}

export const messageColumns = {
  id: messages.id,
  seq: messages.seq,
  conversationId: messages.conversationId,
  senderRole: messages.senderRole,
  body: messages.body,
  createdAt: messages.createdAt,
};

/** Messages with their attachment: the record, and the clinic's active share of it. */
export function selectMessages(db: DbExecutor) {
  return db
    .select({
      ...messageColumns,
      conversationPatientId: conversations.patientId,
      conversationClinicId: conversations.clinicId,
      recordId: messages.recordId,
      fileName: medicalRecords.fileName,
      fileType: medicalRecords.fileType,
      byteSize: medicalRecords.byteSize,
      shareId: recordShares.id,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .leftJoin(medicalRecords, eq(medicalRecords.id, messages.recordId))
    .leftJoin(
      recordShares,
      and(
        eq(recordShares.recordId, messages.recordId),
        eq(recordShares.clinicId, conversations.clinicId),
        isNull(recordShares.revokedAt),
      ),
    );
}

/**
 * The message with this seq for the realtime hub, read as the clinic would (both sides get the
 * same event: a file no longer shared goes out without its name), with its conversation's sides.
 */
export async function messageForStream(
  db: DbExecutor,
  seq: number,
): Promise<{ patientId: string; clinicId: string; message: StreamMessage } | null> {
  const [row] = await selectMessages(db).where(eq(messages.seq, seq)).limit(1);
  if (!row) return null;
  return {
    patientId: row.conversationPatientId,
    clinicId: row.conversationClinicId,
    message: toStream(row, "clinic"),
  };
}

/** A conversation's sides and read markers, for the realtime hub's read events. */
export async function readMarkersForStream(db: DbExecutor, conversationId: string) {
  const [row] = await db
    .select({
      patientId: conversations.patientId,
      clinicId: conversations.clinicId,
      patientLastReadSeq: conversations.patientLastReadSeq,
      clinicLastReadSeq: conversations.clinicLastReadSeq,
    })
    .from(conversations)
    .where(eq(conversations.id, conversationId))
    .limit(1);
  return row ?? null;
}
