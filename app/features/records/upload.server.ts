import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Readable, Transform, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeWebReadableStream } from "node:stream/web";
import busboy from "busboy";
import { getDb } from "~/db/client.server";
import { medicalRecords, recordAccessLog } from "~/db/schema";
import { uploadTempDir } from "~/services/storage/storage-core.server";
import { getStorage } from "~/services/storage/storage.server";
import { drain } from "~/utils/request.server";
import { createRecordEncryptor, currentRecordKey, decryptRecord } from "./encryption.server";
import { HEAD_BYTES, RECORD_TYPES, checkRecordFile, cleanFileName } from "./file-check.server";
import {
  MAX_DESCRIPTION_LENGTH,
  MAX_RECORD_BYTES,
  NO_FILE_MESSAGE,
  TOO_LARGE_MESSAGE,
  UPLOAD_FAILED_MESSAGE,
} from "./record-rules";
import { MAX_RECORDS_PER_PATIENT, countPatientRecords, hashRecordIp } from "./records.server";

/**
 * POST /api/records: a streaming multipart upload. The file is never held whole in memory or
 * written in clear: each chunk is counted, hashed and encrypted into a temp file as it arrives;
 * past 10 MB the rest is discarded and the answer is 413. Only a complete file whose content
 * passes the checks is moved into storage, and only then is the row written.
 */

/** Room for the multipart envelope and the description around a 10 MB file. */
const ENVELOPE_BYTES = 64 * 1024;
/**
 * A body up to this size is read to its end even when refused, so the browser receives the
 * answer; beyond it the connection is dropped (a client ignoring the limit gets no courtesy).
 */
const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;

export type UploadedRecord = {
  id: string;
  fileName: string;
  fileType: string;
  byteSize: number;
  createdAt: Date;
};

export type UploadOutcome =
  | { ok: true; record: UploadedRecord }
  | {
      ok: false;
      status: 400 | 409 | 413 | 415 | 500;
      field?: "file" | "description";
      message: string;
      /** The request body was not read to its end (the connection will be dropped). */
      bodyUnread?: boolean;
    };

class TooLargeRequestError extends Error {}

async function refuse(
  request: Request,
  outcome: Extract<UploadOutcome, { ok: false }>,
): Promise<UploadOutcome> {
  // Read the rest (bounded), so the answer reaches the browser.
  const drained = await drain(request.body, DRAIN_LIMIT_BYTES);
  return drained ? outcome : { ...outcome, bodyUnread: true };
}

/** Random, name-free storage key: records/<2 hex>/<32 hex>. */
function newStorageKey(): string {
  const hex = randomBytes(16).toString("hex");
  return `records/${hex.slice(0, 2)}/${hex}`;
}

/** Leftover temp files of uploads interrupted by a crash (older than an hour) are removed. */
async function sweepStaleTemp(dir: string) {
  const cutoff = Date.now() - 60 * 60 * 1000;
  const names = await fsp.readdir(dir).catch(() => [] as string[]);
  await Promise.all(
    names
      .filter((n) => n.endsWith(".part"))
      .map(async (n) => {
        const p = path.join(dir, n);
        const st = await fsp.stat(p).catch(() => null);
        if (st && st.mtimeMs < cutoff) await fsp.rm(p, { force: true });
      }),
  );
}

export async function uploadMedicalRecord(
  request: Request,
  patient: { id: string },
  ip: string | null,
): Promise<UploadOutcome> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data;/i.test(contentType) || !request.body) {
    return refuse(request, { ok: false, status: 400, field: "file", message: NO_FILE_MESSAGE });
  }
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (Number.isFinite(declared) && declared > MAX_RECORD_BYTES + ENVELOPE_BYTES) {
    return refuse(request, { ok: false, status: 413, field: "file", message: TOO_LARGE_MESSAGE });
  }
  if ((await countPatientRecords(patient.id)) >= MAX_RECORDS_PER_PATIENT) {
    return refuse(request, {
      ok: false,
      status: 409,
      field: "file",
      message: `You can keep up to ${MAX_RECORDS_PER_PATIENT} records. Delete one to upload another.`,
    });
  }

  const tempDir = uploadTempDir();
  void sweepStaleTemp(tempDir);
  const storageKey = newStorageKey();
  const key = currentRecordKey();
  const tempPath = path.join(tempDir, `${randomBytes(16).toString("hex")}.part`);

  let description = "";
  let descriptionTooLong = false;
  let fileSeen = false;
  let rawName = "";
  let size = 0;
  let tooLarge = false;
  let head = Buffer.alloc(0);
  const sha = createHash("sha256");
  let fileDone: Promise<void> = Promise.resolve();

  const bb = busboy({
    headers: { "content-type": contentType },
    defParamCharset: "utf8",
    limits: {
      files: 1,
      // busboy reports 'limit' on reaching the limit, so one byte more: exactly 10 MB passes.
      fileSize: MAX_RECORD_BYTES + 1,
      fields: 8,
      fieldSize: 8 * 1024,
      parts: 12,
      headerPairs: 32,
    },
  });
  bb.on("field", (name, value, info) => {
    if (name !== "description") return;
    description = value;
    if (info.valueTruncated) descriptionTooLong = true;
  });
  bb.on("file", (name, stream, info) => {
    if (name !== "file" || fileSeen) {
      stream.resume();
      return;
    }
    fileSeen = true;
    rawName = info.filename ?? "";
    stream.on("limit", () => {
      tooLarge = true;
    });
    const enc = createRecordEncryptor(key, storageKey);
    const encrypt = new Transform({
      transform(chunk: Buffer, _enc, cb) {
        size += chunk.length;
        sha.update(chunk);
        if (head.length < HEAD_BYTES) {
          head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
        }
        cb(null, enc.update(chunk));
      },
      flush(cb) {
        try {
          cb(null, enc.final());
        } catch (e) {
          cb(e as Error);
        }
      },
    });
    const out = fs.createWriteStream(tempPath, { flags: "wx", mode: 0o600 });
    out.write(enc.header);
    fileDone = pipeline(stream, encrypt, out);
    // Avoid an unhandled rejection before it is awaited below.
    fileDone.catch(() => {});
  });

  let total = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      total += chunk.length;
      if (total > DRAIN_LIMIT_BYTES) cb(new TooLargeRequestError());
      else cb(null, chunk);
    },
  });

  try {
    try {
      await pipeline(
        Readable.fromWeb(request.body as unknown as NodeWebReadableStream<Uint8Array>),
        counter,
        bb as unknown as Writable,
      );
      await fileDone;
    } catch (e) {
      if (e instanceof TooLargeRequestError) {
        return {
          ok: false,
          status: 413,
          field: "file",
          message: TOO_LARGE_MESSAGE,
          bodyUnread: true,
        };
      }
      return {
        ok: false,
        status: 400,
        field: "file",
        message: "The upload was interrupted or could not be read. Please try again.",
      };
    }

    if (!fileSeen || (size === 0 && !rawName)) {
      return { ok: false, status: 400, field: "file", message: NO_FILE_MESSAGE };
    }
    if (tooLarge || size > MAX_RECORD_BYTES)
      return { ok: false, status: 413, field: "file", message: TOO_LARGE_MESSAGE };
    description = description.replace(/\r\n/g, "\n").trim();
    if (description.includes("\u0000")) {
      // The one rule of app/utils/request.server.ts (refuseNul), for this streamed multipart body.
      return {
        ok: false,
        status: 400,
        field: "description",
        message: "The description contains a NUL character.",
      };
    }
    if (descriptionTooLong || description.length > MAX_DESCRIPTION_LENGTH) {
      return {
        ok: false,
        status: 400,
        field: "description",
        message: `Description must be at most ${MAX_DESCRIPTION_LENGTH} characters.`,
      };
    }

    const fileName = cleanFileName(rawName);
    const check = await checkRecordFile({
      fileName,
      size,
      head,
      readAll: async () => decryptRecord(key, storageKey, await fsp.readFile(tempPath)),
    });
    if (!check.ok) return { ok: false, status: 415, field: "file", message: check.message };

    const storage = getStorage();
    await storage.putFile(storageKey, tempPath);
    try {
      const db = await getDb();
      const record = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(medicalRecords)
          .values({
            patientId: patient.id,
            fileName,
            fileType: check.type,
            contentType: RECORD_TYPES[check.type].contentType,
            byteSize: size,
            storageKey,
            encryptionKeyId: key.id,
            sha256: sha.digest("hex"),
            description: description || null,
          })
          .returning({
            id: medicalRecords.id,
            fileName: medicalRecords.fileName,
            fileType: medicalRecords.fileType,
            byteSize: medicalRecords.byteSize,
            createdAt: medicalRecords.createdAt,
          });
        await tx.insert(recordAccessLog).values({
          recordId: row!.id,
          patientId: patient.id,
          actorUserId: patient.id,
          actorRole: "patient",
          action: "upload",
          ipHash: hashRecordIp(ip),
        });
        return row!;
      });
      return { ok: true, record };
    } catch (e) {
      await storage.delete(storageKey).catch(() => {});
      throw e;
    }
  } catch (e) {
    // No file names or contents in logs: only the error's class and message.
    console.error(
      `[records] upload failed: ${e instanceof Error ? `${e.name}: ${e.message}` : "unknown"}`,
    );
    return { ok: false, status: 500, message: UPLOAD_FAILED_MESSAGE };
  } finally {
    await fsp.rm(tempPath, { force: true }).catch(() => {});
  }
}
