import fs from "node:fs/promises";
import { AwsClient } from "aws4fetch";
import { type StorageDriver, StorageNotFoundError, assertStorageKey } from "./storage-core.server";
import type { S3Config } from "./storage.server";

/**
 * An S3-compatible bucket through signed fetch requests (aws4fetch: SigV4, no SDK). The bucket
 * must be private; objects are written with no ACL and read back only by the server.
 */
export function createS3Storage(config: S3Config): StorageDriver {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: "s3",
    region: config.region,
    retries: 2,
  });
  const urlFor = (key: string) => {
    const objectKey = [config.prefix, assertStorageKey(key)].filter(Boolean).join("/");
    if (config.pathStyle)
      return `${config.endpoint}/${encodeURIComponent(config.bucket)}/${objectKey}`;
    const u = new URL(config.endpoint);
    u.hostname = `${config.bucket}.${u.hostname}`;
    return `${u.origin}/${objectKey}`;
  };
  const fail = async (what: string, res: Response) => {
    const body = await res.text().catch(() => "");
    const code = /<Code>([^<]{1,80})<\/Code>/.exec(body)?.[1] ?? "unknown";
    return new Error(`S3 ${what} failed: HTTP ${res.status} (${code})`);
  };
  return {
    kind: "s3",
    async putFile(key, tempPath) {
      const body = await fs.readFile(tempPath);
      const res = await client.fetch(urlFor(key), {
        method: "PUT",
        body,
        headers: {
          "Content-Type": "application/octet-stream",
          "Content-Length": String(body.byteLength),
          // Never overwrite: keys are random, so an existing object means something is wrong.
          "If-None-Match": "*",
        },
      });
      if (!res.ok) throw await fail("upload", res);
      await fs.rm(tempPath, { force: true });
    },
    async read(key) {
      const res = await client.fetch(urlFor(key), { method: "GET" });
      if (res.status === 404) throw new StorageNotFoundError(key);
      if (!res.ok) throw await fail("download", res);
      return Buffer.from(await res.arrayBuffer());
    },
    async delete(key) {
      const res = await client.fetch(urlFor(key), { method: "DELETE" });
      if (!res.ok && res.status !== 404) throw await fail("delete", res);
    },
  };
}
