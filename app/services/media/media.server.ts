import { and, eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import type { DbExecutor } from "~/db/client.server";
import { mediaFiles } from "~/db/schema";
import { type Failure, type Result, ok } from "~/utils/result";
import { MAX_IMAGE_BYTES } from "./media-rules";
import { MEDIA_KEY_RE, mediaStorage, newMediaKey } from "./storage.server";

export { MAX_IMAGE_BYTES } from "./media-rules";
/** Decompression-bomb guard: more pixels than this (e.g. 8000 × 5000) is refused. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Longest side of any single dimension accepted. */
export const MAX_IMAGE_SIDE = 12_000;
/** Raster formats accepted, as sharp detects them from the bytes (never from name or MIME type). */
const ALLOWED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif"]);

export type MediaErrorCode = "empty" | "too_large" | "not_image" | "too_many_pixels";

export const MEDIA_MESSAGES: Record<MediaErrorCode, string> = {
  empty: "Choose an image to upload.",
  too_large: "Images can be at most 10 MB.",
  not_image: "This file is not a supported image. Upload a JPEG, PNG, WebP, GIF or AVIF photo.",
  too_many_pixels: "This image is too large in dimensions. Use an image of at most 40 megapixels.",
};

/**
 * A refused upload (an expected failure, not an exception): 400 with a message fit to show
 * beside the file field, and beside `field` when one is given; `code` names the reason.
 */
export function imageRefused(code: MediaErrorCode, field?: string): Failure {
  const message = MEDIA_MESSAGES[code];
  return {
    ok: false,
    status: 400,
    message,
    ...(field ? { fieldErrors: { [field]: message } } : {}),
    code,
  };
}

export type SaveImageInput = {
  buffer: Buffer | Uint8Array;
  clinicId: string | null;
  userId: string | null;
  maxWidth?: number;
  maxHeight?: number;
  /** The form field a refusal is shown beside. */
  field?: string;
};

export type SavedImage = { id: string; url: string; key: string; width: number; height: number };

export function mediaUrl(key: string): string {
  return `/media/${key}`;
}

/** The key of a /media/<key> URL, or null when the URL is not one of ours. */
export function mediaKeyFromUrl(url: string | null | undefined): string | null {
  const m = /^\/media\/([^/?#]+)$/.exec(url ?? "");
  return m && MEDIA_KEY_RE.test(m[1]!) ? m[1]! : null;
}

/**
 * Checks the bytes with sharp and re-encodes them as WebP: refuses anything that is not a
 * raster image sharp can decode (HTML, SVG, executables, truncated files), more than 10 MB, or
 * more than MAX_IMAGE_PIXELS; applies EXIF orientation, strips all metadata (GPS etc.), resizes
 * to fit maxWidth × maxHeight (default 1600 px) without enlarging. A refused file is a
 * failure (`imageRefused`, beside `opts.field`).
 */
export async function processImage(
  input: Buffer | Uint8Array,
  opts: { maxWidth?: number; maxHeight?: number; field?: string } = {},
): Promise<Result<{ data: Buffer; width: number; height: number }>> {
  const refused = (code: MediaErrorCode) => imageRefused(code, opts.field);
  const buffer = Buffer.isBuffer(input) ? input : Buffer.from(input);
  if (buffer.byteLength === 0) return refused("empty");
  if (buffer.byteLength > MAX_IMAGE_BYTES) return refused("too_large");

  let meta: sharp.Metadata;
  try {
    // Header only (nothing is decoded here); the pixel guard follows explicitly.
    meta = await sharp(buffer, { limitInputPixels: false, failOn: "error" }).metadata();
  } catch {
    return refused("not_image");
  }
  if (!meta.format || !ALLOWED_FORMATS.has(meta.format)) return refused("not_image");
  const w = meta.width ?? 0;
  const h = meta.height ?? 0;
  if (w <= 0 || h <= 0) return refused("not_image");
  if (w > MAX_IMAGE_SIDE || h > MAX_IMAGE_SIDE || w * h > MAX_IMAGE_PIXELS) {
    return refused("too_many_pixels");
  }

  try {
    const { data, info } = await sharp(buffer, {
      limitInputPixels: MAX_IMAGE_PIXELS,
      failOn: "error",
      pages: 1,
    })
      .rotate()
      .resize({
        width: opts.maxWidth ?? 1600,
        height: opts.maxHeight ?? 1600,
        fit: "inside",
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return ok({ data, width: info.width, height: info.height });
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) {
      return refused("too_many_pixels");
    }
    return refused("not_image");
  }
}

/**
 * Validates, re-encodes and stores an image, and inserts its media_files row (inside `db`, which
 * may be a transaction). Returns the row id and its public URL `/media/<key>`.
 * A refused file is a failure (beside `input.field`) and nothing is stored; a storage or
 * database error throws. If the row insert fails the stored file is removed.
 */
export async function saveImage(
  db: DbExecutor,
  input: SaveImageInput,
): Promise<Result<SavedImage>> {
  const processed = await processImage(input.buffer, input);
  if (!processed.ok) return processed;
  const img = processed.value;
  const key = newMediaKey();
  const storageKey = `media/${key}`;
  await mediaStorage().put(storageKey, img.data);
  try {
    const [row] = await db
      .insert(mediaFiles)
      .values({
        clinicId: input.clinicId,
        uploadedByUserId: input.userId,
        storageKey,
        contentType: "image/webp",
        byteSize: img.data.byteLength,
        width: img.width,
        height: img.height,
      })
      .returning({ id: mediaFiles.id });
    return ok({ id: row!.id, url: mediaUrl(key), key, width: img.width, height: img.height });
  } catch (err) {
    await mediaStorage()
      .remove(storageKey)
      .catch(() => {});
    throw err;
  }
}

/**
 * Deletes media rows (by id or /media URL) that belong to `clinicId` and removes their files.
 * Rows of other clinics are left untouched. Returns how many were deleted.
 * Call it after the owning record was changed (or inside the same transaction: the files are
 * removed only after the rows were deleted).
 */
export async function deleteImage(
  db: DbExecutor,
  input: { clinicId: string; id?: string; url?: string | null },
): Promise<number> {
  const conds = [eq(mediaFiles.clinicId, input.clinicId)];
  if (input.id) conds.push(eq(mediaFiles.id, input.id));
  else {
    const key = mediaKeyFromUrl(input.url);
    if (!key) return 0;
    conds.push(eq(mediaFiles.storageKey, `media/${key}`));
  }
  const rows = await db
    .delete(mediaFiles)
    .where(and(...conds))
    .returning({ storageKey: mediaFiles.storageKey });
  for (const r of rows)
    await mediaStorage()
      .remove(r.storageKey)
      .catch(() => {});
  return rows.length;
}

/** True when every given /media URL was uploaded for `clinicId` (so a form cannot borrow others' images). */
export async function mediaUrlsBelongTo(
  db: DbExecutor,
  clinicId: string,
  urls: string[],
): Promise<boolean> {
  if (urls.length === 0) return true;
  const keys = urls.map(mediaKeyFromUrl);
  if (keys.some((k) => !k)) return false;
  const storageKeys = [...new Set(keys.map((k) => `media/${k}`))];
  const rows = await db
    .select({ k: mediaFiles.storageKey })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.clinicId, clinicId), inArray(mediaFiles.storageKey, storageKeys)));
  return rows.length === storageKeys.length;
}

/** The stored row for a public key, or null (used by the /media route). */
export async function findMediaByKey(db: DbExecutor, key: string) {
  if (!MEDIA_KEY_RE.test(key)) return null;
  const [row] = await db
    .select({ storageKey: mediaFiles.storageKey, contentType: mediaFiles.contentType })
    .from(mediaFiles)
    .where(eq(mediaFiles.storageKey, `media/${key}`))
    .limit(1);
  return row ?? null;
}
