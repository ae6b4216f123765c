import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { deflateSync } from "node:zlib";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { clinics, mediaFiles } from "~/db/schema";
import { loader as mediaLoader } from "~/routes/resources/media";
import { useTestDb, type TestDb } from "../../../tests/setup/db";
import {
  MEDIA_MESSAGES,
  type SaveImageInput,
  deleteImage,
  mediaUrlsBelongTo,
  processImage,
  saveImage,
} from "./media.server";

let t: TestDb;
let clinicA: string;
let clinicB: string;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "media-test-"));

beforeAll(async () => {
  process.env.DATA_DIR = tmp;
  t = await useTestDb();
  const rows = await t.db.select({ id: clinics.id }).from(clinics).limit(2);
  clinicA = rows[0]!.id;
  clinicB = rows[1]!.id;
});

async function png(width = 40, height = 30) {
  return sharp({ create: { width, height, channels: 3, background: "#3366cc" } })
    .png()
    .withMetadata({ exif: { IFD0: { Copyright: "secret-gps" } } })
    .toBuffer();
}

function get(key: string) {
  return mediaLoader({
    params: { key },
    request: new Request(`http://localhost/media/${key}`),
    context: {} as never,
    unstable_pattern: "",
  } as never) as Promise<Response>;
}

function crc32(buf: Buffer) {
  let c = ~0;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

function pngWithHeader(width: number, height: number) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.alloc(1024))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The reason a buffer is refused (a failure, never a throw), or "accepted". */
async function refused(buf: Buffer) {
  const r = await processImage(buf);
  if (r.ok) return "accepted";
  expect(r).toMatchObject({ status: 400, message: MEDIA_MESSAGES[r.code as "not_image"] });
  return r.code;
}

/** saveImage for an image that must be accepted. */
async function stored(input: SaveImageInput) {
  const r = await saveImage(t.db, input);
  if (!r.ok) throw new Error(`refused: ${r.message}`);
  return r.value;
}

describe("image checks", () => {
  it("accepts a PNG, re-encodes it as WebP without metadata, stores it and serves it", async () => {
    const saved = await stored({ buffer: await png(), clinicId: clinicA, userId: null });
    expect(saved.url).toMatch(/^\/media\/[a-f0-9]{32}\.webp$/);
    const [row] = await t.db.select().from(mediaFiles).where(eq(mediaFiles.id, saved.id));
    expect(row).toMatchObject({
      clinicId: clinicA,
      contentType: "image/webp",
      width: 40,
      height: 30,
    });

    const res = await get(saved.key);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toContain("max-age=31536000");
    const body = Buffer.from(await res.arrayBuffer());
    const meta = await sharp(body).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.exif).toBeUndefined();
    expect(body.includes(Buffer.from("secret-gps"))).toBe(false);
  });

  it("downsizes large images to the requested box", async () => {
    const out = await processImage(await png(3000, 1500), { maxWidth: 1600, maxHeight: 1600 });
    expect(out.ok && [out.value.width, out.value.height]).toEqual([1600, 800]);
  });

  it("refuses HTML, SVG, a renamed executable, truncated data and empty input", async () => {
    expect(
      await refused(Buffer.from("<!doctype html><html><script>alert(1)</script></html>")),
    ).toBe("not_image");
    expect(
      await refused(
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
        ),
      ),
    ).toBe("not_image");
    const elf = Buffer.concat([
      Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]),
      Buffer.alloc(512),
    ]);
    expect(await refused(elf)).toBe("not_image");
    const mz = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(512, 0x90)]);
    expect(await refused(mz)).toBe("not_image");
    expect(await refused((await png()).subarray(0, 60))).toBe("not_image");
    expect(await refused(Buffer.alloc(0))).toBe("empty");
  });

  it("refuses a huge-dimension image (decompression bomb) and a file over 10 MB", async () => {
    // A valid PNG header announcing 20000 × 20000 pixels (400 MP) with a tiny compressed body.
    const bomb = pngWithHeader(20_000, 20_000);
    expect(bomb.byteLength).toBeLessThan(10 * 1024 * 1024);
    expect(await refused(bomb)).toBe("too_many_pixels");
    expect(await refused(Buffer.alloc(10 * 1024 * 1024 + 1, 0xff))).toBe("too_large");
  });

  it("a refused file is a failure beside the given field, and nothing is stored", async () => {
    const rows = async () => (await t.db.select().from(mediaFiles)).length;
    const before = await rows();
    const r = await saveImage(t.db, {
      buffer: Buffer.from("<html></html>"),
      clinicId: clinicA,
      userId: null,
      field: "photo",
    });
    expect(r).toEqual({
      ok: false,
      status: 400,
      message: MEDIA_MESSAGES.not_image,
      fieldErrors: { photo: MEDIA_MESSAGES.not_image },
      code: "not_image",
    });
    expect(await rows()).toBe(before);
  });
});

describe("media route and ownership", () => {
  it("404s unknown and malformed keys without touching the file system", async () => {
    for (const key of [
      "0".repeat(32) + ".webp",
      "../../etc/passwd",
      "..%2F..%2Fsecret",
      "abc.webp",
      "A".repeat(32) + ".webp",
    ]) {
      const res = await get(key);
      expect(res.status).toBe(404);
    }
  });

  it("deleteImage only deletes the clinic's own image", async () => {
    const saved = await stored({ buffer: await png(), clinicId: clinicA, userId: null });
    expect(await mediaUrlsBelongTo(t.db, clinicA, [saved.url])).toBe(true);
    expect(await mediaUrlsBelongTo(t.db, clinicB, [saved.url])).toBe(false);
    expect(await mediaUrlsBelongTo(t.db, clinicA, ["https://evil.example/x.webp"])).toBe(false);
    expect(await deleteImage(t.db, { clinicId: clinicB, id: saved.id })).toBe(0);
    expect((await get(saved.key)).status).toBe(200);
    expect(await deleteImage(t.db, { clinicId: clinicA, url: saved.url })).toBe(1);
    expect((await get(saved.key)).status).toBe(404);
    expect(fs.existsSync(path.join(tmp, "uploads", "media", saved.key))).toBe(false);
  });
});
