import { z } from "zod";
import { createLocalStorage } from "./local-storage.server";
import { createS3Storage } from "./s3-storage.server";
import type { StorageDriver } from "./storage-core.server";

/**
 * Picks the storage driver from the environment: an S3-compatible bucket when S3_BUCKET is set,
 * else the local disk under DATA_DIR/uploads. See docs/decisions (files) for why.
 */

const optional = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));

const S3EnvSchema = z.object({
  S3_BUCKET: optional,
  S3_REGION: optional,
  /** e.g. https://s3.eu-central-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com, http://minio:9000 */
  S3_ENDPOINT: optional.pipe(z.string().url("S3_ENDPOINT must be a URL").optional()),
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_PREFIX: optional,
  S3_FORCE_PATH_STYLE: optional,
});

export type S3Config = {
  bucket: string;
  region: string;
  endpoint: string;
  accessKeyId: string;
  secretAccessKey: string;
  prefix: string;
  pathStyle: boolean;
};

export function s3ConfigFromEnv(env: NodeJS.ProcessEnv = process.env): S3Config | null {
  const parsed = S3EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(
      `Invalid S3 storage settings:\n${parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n")}`,
    );
  }
  const e = parsed.data;
  if (!e.S3_BUCKET) return null;
  if (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) {
    throw new Error("S3_BUCKET is set: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set too.");
  }
  const region = e.S3_REGION ?? "us-east-1";
  return {
    bucket: e.S3_BUCKET,
    region,
    endpoint: (e.S3_ENDPOINT ?? `https://s3.${region}.amazonaws.com`).replace(/\/+$/, ""),
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    prefix: (e.S3_PREFIX ?? "").replace(/^\/+|\/+$/g, ""),
    pathStyle:
      ["1", "true", "yes", "on"].includes((e.S3_FORCE_PATH_STYLE ?? "").toLowerCase()) ||
      Boolean(e.S3_ENDPOINT),
  };
}

let driver: StorageDriver | undefined;

/** The configured driver (S3 when S3_BUCKET is set, else the local disk). */
export function getStorage(): StorageDriver {
  if (driver) return driver;
  const s3 = s3ConfigFromEnv();
  driver = s3 ? createS3Storage(s3) : createLocalStorage();
  return driver;
}
