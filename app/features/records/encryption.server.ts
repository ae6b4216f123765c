import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { dataDir, getEnv } from "~/utils/env.server";

/**
 * Encryption at rest of stored medical record files: AES-256-GCM, a fresh 12-byte IV per file,
 * the storage key as additional authenticated data (a file copied under another key fails to
 * decrypt). Stored layout: "CAR1" | iv (12) | ciphertext | tag (16).
 *
 * The key comes from RECORDS_ENCRYPTION_KEY (base64 of 32 random bytes: `openssl rand -base64 32`);
 * when unset, one is generated once into DATA_DIR/.records-key (like the auth secret). Older keys
 * stay readable through RECORDS_ENCRYPTION_OLD_KEYS (comma-separated), so a key can be rotated:
 * each row stores the id of the key its file was encrypted with (medical_records.encryption_key_id).
 */

export type RecordKey = { id: string; key: Buffer };

const MAGIC = Buffer.from("CAR1", "ascii");
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const ENCRYPTION_OVERHEAD = MAGIC.length + IV_BYTES + TAG_BYTES;

/** A key's id: a fingerprint that reveals nothing about the key. */
export function recordKeyId(key: Buffer): string {
  return `k1-${crypto.createHash("sha256").update("careatlas-records-key-id:").update(key).digest("hex").slice(0, 16)}`;
}

function parseKey(value: string, name: string): Buffer {
  const key = Buffer.from(value.trim(), "base64");
  if (key.length !== 32) {
    throw new Error(`${name} must be 32 random bytes, base64-encoded (openssl rand -base64 32).`);
  }
  return key;
}

let current: RecordKey | undefined;
let all: Map<string, RecordKey> | undefined;

/** The key new files are encrypted with. */
export function currentRecordKey(): RecordKey {
  if (current) return current;
  // Required (and validated at boot) in a production deployment; generated locally otherwise.
  const fromEnv = getEnv().RECORDS_ENCRYPTION_KEY;
  const key = fromEnv ? parseKey(fromEnv, "RECORDS_ENCRYPTION_KEY") : keyFromDataDir();
  current = { id: recordKeyId(key), key };
  return current;
}

function keyFromDataDir(): Buffer {
  const dir = dataDir();
  const file = path.join(dir, ".records-key");
  try {
    return parseKey(fs.readFileSync(file, "utf8"), file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "ENOENT") throw e;
  }
  fs.mkdirSync(dir, { recursive: true });
  const fresh = crypto.randomBytes(32);
  try {
    // 'wx': two processes starting at once cannot both write a different key.
    fs.writeFileSync(file, fresh.toString("base64") + "\n", { mode: 0o600, flag: "wx" });
    return fresh;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
    return parseKey(fs.readFileSync(file, "utf8"), file);
  }
}

/** The key with this id (current or an old one), or null. */
export function recordKeyById(id: string): RecordKey | null {
  if (!all) {
    all = new Map();
    const cur = currentRecordKey();
    all.set(cur.id, cur);
    for (const v of (getEnv().RECORDS_ENCRYPTION_OLD_KEYS ?? "").split(",")) {
      if (!v.trim()) continue;
      const key = parseKey(v, "RECORDS_ENCRYPTION_OLD_KEYS");
      all.set(recordKeyId(key), { id: recordKeyId(key), key });
    }
  }
  return all.get(id) ?? null;
}

/** A streaming encryptor: write `header` first, then every `update()`, then `final()`. */
export function createRecordEncryptor(key: RecordKey, storageKey: string) {
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv("aes-256-gcm", key.key, iv);
  cipher.setAAD(Buffer.from(storageKey, "utf8"));
  return {
    header: Buffer.concat([MAGIC, iv]),
    update: (chunk: Buffer) => cipher.update(chunk),
    /** The last cipher bytes followed by the tag. */
    final: () => Buffer.concat([cipher.final(), cipher.getAuthTag()]),
  };
}

/** Decrypts and authenticates a stored file; throws when it was altered or the key is wrong. */
export function decryptRecord(key: RecordKey, storageKey: string, stored: Buffer): Buffer {
  if (stored.length < ENCRYPTION_OVERHEAD || !stored.subarray(0, MAGIC.length).equals(MAGIC)) {
    throw new Error("Stored record is not in the encrypted format");
  }
  const iv = stored.subarray(MAGIC.length, MAGIC.length + IV_BYTES);
  const tag = stored.subarray(stored.length - TAG_BYTES);
  const body = stored.subarray(MAGIC.length + IV_BYTES, stored.length - TAG_BYTES);
  const decipher = crypto.createDecipheriv("aes-256-gcm", key.key, iv);
  decipher.setAAD(Buffer.from(storageKey, "utf8"));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]);
}
