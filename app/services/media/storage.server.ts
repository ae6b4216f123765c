import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { dataDir } from "~/utils/env.server";

/**
 * The smallest storage interface media needs: put bytes under a key, open them, remove them.
 * Disk-backed under DATA_DIR/uploads; keys are relative paths like "media/<32 hex>.webp" and are
 * created only by this module (never taken from a request without MEDIA_KEY_RE validation).
 */
export type MediaStorage = {
  put(key: string, body: Buffer): Promise<void>;
  /** Null when the object does not exist. */
  open(key: string): Promise<{ stream: fs.ReadStream; size: number } | null>;
  remove(key: string): Promise<void>;
};

/** The public key format: 32 lowercase hex characters and the .webp extension. */
export const MEDIA_KEY_RE = /^[a-f0-9]{32}\.webp$/;

export function newMediaKey(): string {
  return `${randomBytes(16).toString("hex")}.webp`;
}

function uploadsRoot(): string {
  return path.join(dataDir(), "uploads");
}

function resolveKey(key: string): string {
  const [folder, name] = key.split("/");
  if (folder !== "media" || !name || !MEDIA_KEY_RE.test(name) || key.split("/").length !== 2) {
    throw new Error("Invalid storage key");
  }
  return path.join(uploadsRoot(), "media", name);
}

export const diskStorage: MediaStorage = {
  async put(key, body) {
    const file = resolveKey(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${randomBytes(4).toString("hex")}.tmp`;
    await fs.promises.writeFile(tmp, body, { flag: "wx" });
    await fs.promises.rename(tmp, file);
  },
  async open(key) {
    const file = resolveKey(key);
    try {
      const st = await fs.promises.stat(file);
      if (!st.isFile()) return null;
      return { stream: fs.createReadStream(file), size: st.size };
    } catch {
      return null;
    }
  },
  async remove(key) {
    await fs.promises.rm(resolveKey(key), { force: true });
  },
};

/** The storage media files use: the local disk (the only driver so far). */
export function mediaStorage(): MediaStorage {
  return diskStorage;
}
