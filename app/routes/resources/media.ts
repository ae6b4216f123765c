import { Readable } from "node:stream";
import { getDb } from "~/db/client.server";
import { findMediaByKey } from "~/services/media/media.server";
import { MEDIA_KEY_RE, mediaStorage } from "~/services/media/storage.server";
import type { Route } from "./+types/media";

const NOT_FOUND_HEADERS = {
  "Content-Type": "text/plain; charset=utf-8",
  "Cache-Control": "public, max-age=60",
};

/**
 * Public image bytes for /media/<32 hex>.webp. Keys are random and immutable (a changed image
 * gets a new key), so the response may be cached for a year. Anything that is not a known key
 * is 404 (the format check comes first, so no path ever reaches the file system unvalidated).
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const key = params.key ?? "";
  if (!MEDIA_KEY_RE.test(key))
    return new Response("Not found", { status: 404, headers: NOT_FOUND_HEADERS });
  const row = await findMediaByKey(await getDb(), key);
  if (!row) return new Response("Not found", { status: 404, headers: NOT_FOUND_HEADERS });
  const etag = `"${key.slice(0, 32)}"`;
  const headers = {
    "Content-Type": row.contentType,
    "Cache-Control": "public, max-age=31536000, immutable",
    // X-Content-Type-Options: nosniff comes from helmet on every response (server/app.ts).
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "Cross-Origin-Resource-Policy": "same-site",
    ETag: etag,
  };
  if (request.headers.get("if-none-match") === etag)
    return new Response(null, { status: 304, headers });
  const obj = await mediaStorage().open(row.storageKey);
  if (!obj) return new Response("Not found", { status: 404, headers: NOT_FOUND_HEADERS });
  if (request.method === "HEAD") {
    obj.stream.destroy();
    return new Response(null, { headers: { ...headers, "Content-Length": String(obj.size) } });
  }
  const body = Readable.toWeb(obj.stream) as ReadableStream<Uint8Array>;
  return new Response(body, { headers: { ...headers, "Content-Length": String(obj.size) } });
}
