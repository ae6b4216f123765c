import { createHash, randomBytes } from "node:crypto";
import fsp from "node:fs/promises";
import path from "node:path";
import { uploadTempDir } from "~/services/storage/storage-core.server";
import { getStorage } from "~/services/storage/storage.server";
import { createRecordEncryptor, currentRecordKey } from "./encryption.server";
import { HEAD_BYTES, RECORD_TYPES, checkRecordFile, cleanFileName } from "./file-check.server";
import { MAX_RECORD_BYTES, NOT_ALLOWED_MESSAGE, TOO_LARGE_MESSAGE } from "./record-rules";

/**
 * A private file stored exactly like a medical record (content-checked, encrypted at rest under
 * the records key, random name-free key, erased through storage_erasures with store 'records'),
 * for other private evidence: a clinic's licences and practitioners' registration documents
 * (docs/decisions/051). The caller writes its own row with these columns and reads the file
 * back with readRecordFile.
 */

export const EVIDENCE_TYPES = ["pdf", "jpg", "png"] as const;
export const EVIDENCE_NOT_ALLOWED = "Only PDF, JPG and PNG files can be uploaded as evidence.";

export type StoredPrivateFile = {
  fileName: string;
  fileType: string;
  contentType: string;
  byteSize: number;
  storageKey: string;
  encryptionKeyId: string;
  sha256: string;
};

export async function storePrivateFile(
  buffer: Buffer,
  rawName: string,
  folder: "credentials",
): Promise<{ ok: true; file: StoredPrivateFile } | { ok: false; message: string }> {
  if (buffer.length > MAX_RECORD_BYTES) return { ok: false, message: TOO_LARGE_MESSAGE };
  const fileName = cleanFileName(rawName);
  const check = await checkRecordFile({
    fileName,
    size: buffer.length,
    head: buffer.subarray(0, HEAD_BYTES),
    readAll: async () => buffer,
  });
  // The vault's "PDF, JPG, PNG, DOC and DOCX" would name types evidence does not take.
  if (!check.ok)
    return check.message === NOT_ALLOWED_MESSAGE
      ? { ok: false, message: EVIDENCE_NOT_ALLOWED }
      : check;
  if (!(EVIDENCE_TYPES as readonly string[]).includes(check.type))
    return { ok: false, message: EVIDENCE_NOT_ALLOWED };
  const hex = randomBytes(16).toString("hex");
  const storageKey = `${folder}/${hex.slice(0, 2)}/${hex}`;
  const key = currentRecordKey();
  const enc = createRecordEncryptor(key, storageKey);
  const tempPath = path.join(uploadTempDir(), `${randomBytes(16).toString("hex")}.part`);
  try {
    await fsp.writeFile(tempPath, Buffer.concat([enc.header, enc.update(buffer), enc.final()]), {
      mode: 0o600,
      flag: "wx",
    });
    await getStorage().putFile(storageKey, tempPath);
  } finally {
    await fsp.rm(tempPath, { force: true }).catch(() => {});
  }
  return {
    ok: true,
    file: {
      fileName,
      fileType: check.type,
      contentType: RECORD_TYPES[check.type].contentType,
      byteSize: buffer.length,
      storageKey,
      encryptionKeyId: key.id,
      sha256: createHash("sha256").update(buffer).digest("hex"),
    },
  };
}

/** Removes a stored file whose row could not be written. */
export async function discardPrivateFile(storageKey: string): Promise<void> {
  await getStorage()
    .delete(storageKey)
    .catch(() => {});
}
