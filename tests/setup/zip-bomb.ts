import { once } from "node:events";
import { createDeflateRaw, crc32, deflateRawSync } from "node:zlib";

/**
 * Zip files built byte by byte for the upload checks (issue 18, item 8): a Word-shaped zip whose
 * entries may declare sizes other than what they really inflate to. Zeros deflate to about
 * 1/1000 of their size, so 200 MB of them make a file of about 200 KB: the classic zip bomb.
 */
export type ZipPart = {
  name: string;
  /** The entry's real content... */
  data?: Buffer;
  /** ...or this many zero bytes (after `data` when both are given). */
  zeros?: number;
  /** What the zip says the entry unpacks to (default: the truth). */
  declaredSize?: number;
};

export const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;

export const WORD_DOCUMENT = `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Discharge letter</w:t></w:r></w:p></w:body></w:document>`;

/** Deflates `prefix` then `n` zero bytes in 1 MB steps (never holds n bytes in memory). */
async function deflateZeros(prefix: Buffer, n: number): Promise<Buffer> {
  const chunk = Buffer.alloc(Math.min(n, 1024 * 1024));
  const d = createDeflateRaw({ level: 9 });
  const parts: Buffer[] = [];
  d.on("data", (b: Buffer) => parts.push(b));
  d.write(prefix);
  for (let left = n; left > 0; left -= chunk.length) {
    if (!d.write(left >= chunk.length ? chunk : chunk.subarray(0, left))) await once(d, "drain");
  }
  d.end();
  await once(d, "end");
  return Buffer.concat(parts);
}

export async function buildZip(parts: ZipPart[]): Promise<Buffer> {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name, "utf8");
    const real = p.zeros ? null : (p.data ?? Buffer.alloc(0));
    const packed = real
      ? deflateRawSync(real)
      : await deflateZeros(p.data ?? Buffer.alloc(0), p.zeros!);
    const size = p.declaredSize ?? (real ? real.length : (p.data?.length ?? 0) + p.zeros!);
    const crc = real ? crc32(real) : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const cd = Buffer.alloc(46);
    cd.writeUInt32LE(0x02014b50, 0);
    cd.writeUInt16LE(20, 4);
    cd.writeUInt16LE(20, 6);
    cd.writeUInt16LE(8, 10);
    cd.writeUInt32LE(crc >>> 0, 16);
    cd.writeUInt32LE(packed.length, 20);
    cd.writeUInt32LE(size, 24);
    cd.writeUInt16LE(name.length, 28);
    cd.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    central.push(cd, name);
    offset += 30 + name.length + packed.length;
  }
  const cdBuf = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(cdBuf.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cdBuf, end]);
}

/** A genuine minimal .docx. */
export function realDocx(): Promise<Buffer> {
  return buildZip([
    { name: "[Content_Types].xml", data: Buffer.from(CONTENT_TYPES) },
    { name: "word/document.xml", data: Buffer.from(WORD_DOCUMENT) },
  ]);
}

/**
 * The report's bomb: [Content_Types].xml declares its real XML's size and inflates to that XML
 * followed by `bombBytes` of zeros (default 200 MB); the declared sizes are all small, so a reader trusting them is fooled.
 */
export function lyingZipBomb(bombBytes = 200 * 1024 * 1024): Promise<Buffer> {
  return buildZip([
    // Inflated only as far as declared, it starts like a real [Content_Types].xml.
    {
      name: "[Content_Types].xml",
      data: Buffer.from(CONTENT_TYPES),
      zeros: bombBytes,
      declaredSize: CONTENT_TYPES.length,
    },
    { name: "word/document.xml", data: Buffer.from(WORD_DOCUMENT) },
  ]);
}

/** An honest bomb: the sizes are true (300 MB of zeros declared as such). */
export function honestZipBomb(bombBytes = 300 * 1024 * 1024): Promise<Buffer> {
  return buildZip([
    { name: "[Content_Types].xml", data: Buffer.from(CONTENT_TYPES) },
    { name: "word/document.xml", data: Buffer.from(WORD_DOCUMENT) },
    { name: "word/media/image1.bin", zeros: bombBytes },
  ]);
}
