import fs from "node:fs/promises";
import path from "node:path";
import { dataDir } from "~/utils/env.server";
import { type StorageDriver, StorageNotFoundError, assertStorageKey } from "./storage-core.server";

/**
 * Files under DATA_DIR/uploads/<key>, owner-only permissions, outside anything the web server
 * serves. A file appears under its final name only once complete (rename from the temp dir).
 */
export function createLocalStorage(root = path.join(dataDir(), "uploads")): StorageDriver {
  const fileFor = (key: string) => path.join(root, ...assertStorageKey(key).split("/"));
  return {
    kind: "local",
    async putFile(key, tempPath) {
      const target = fileFor(key);
      await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      try {
        await fs.rename(tempPath, target);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== "EXDEV") throw e;
        // Temp dir on another disk: copy under a hidden name, then rename in place.
        const partial = `${target}.partial`;
        await fs.copyFile(tempPath, partial);
        await fs.rename(partial, target);
        await fs.rm(tempPath, { force: true });
      }
      await fs.chmod(target, 0o600).catch(() => {});
    },
    async read(key) {
      try {
        return await fs.readFile(fileFor(key));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === "ENOENT") throw new StorageNotFoundError(key);
        throw e;
      }
    },
    async delete(key) {
      await fs.rm(fileFor(key), { force: true });
    },
  };
}
