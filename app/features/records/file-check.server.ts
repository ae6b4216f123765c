import { inflateRawSync } from "node:zlib";
import { fileTypeFromBuffer } from "file-type";
import { NOT_ALLOWED_MESSAGE, allowedExtension } from "./record-rules";

/**
 * What a medical record file really is, decided by its content (magic bytes and, for Office
 * files, their structure), never by its name or the browser's Content-Type. The name's
 * extension must then agree with the content (OWASP File Upload; ASVS 5.2.2).
 */

export const RECORD_TYPES = {
  pdf: { contentType: "application/pdf", label: "PDF", extensions: ["pdf"] },
  jpg: { contentType: "image/jpeg", label: "JPG", extensions: ["jpg", "jpeg"] },
  png: { contentType: "image/png", label: "PNG", extensions: ["png"] },
  doc: { contentType: "application/msword", label: "DOC", extensions: ["doc"] },
  docx: {
    contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    label: "DOCX",
    extensions: ["docx"],
  },
} as const;
export type RecordType = keyof typeof RECORD_TYPES;

/** Bytes of the file's start kept for the magic-byte check. */
export const HEAD_BYTES = 4100;

/**
 * Limits on what a .docx may unpack to (ASVS 5.2.3, OWASP: zip bombs). A real Word file holds a
 * few dozen parts and unpacks to a few times its size; these leave ample room for one with
 * large embedded pictures.
 */
export const DOCX_MAX_ENTRIES = 1000;
export const DOCX_MAX_UNPACKED_BYTES = 50 * 1024 * 1024;
/** Unpacked bytes per packed byte, over the whole file, once it unpacks to more than 1 MB. */
export const DOCX_MAX_RATIO = 100;

const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const WORD_DOCUMENT_UTF16 = Buffer.from("WordDocument", "utf16le");
const DOCX_MAIN_TYPE =
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml";

export type CheckResult = { ok: true; type: RecordType } | { ok: false; message: string };

/**
 * Step 1, on the first bytes: which family the content belongs to. Office files need the whole
 * file (step 2) because a .doc is any OLE container and a .docx any zip until looked inside.
 */
export async function sniffHead(
  head: Buffer,
): Promise<{ family: "pdf" | "jpg" | "png" | "cfb" | "zip" } | null> {
  if (head.subarray(0, 8).equals(CFB_MAGIC)) return { family: "cfb" };
  if (head.subarray(0, 4).equals(ZIP_MAGIC)) return { family: "zip" };
  const detected = await fileTypeFromBuffer(head).catch(() => undefined);
  if (detected?.ext === "pdf" && head.subarray(0, 5).toString("latin1") === "%PDF-")
    return { family: "pdf" };
  if (detected?.ext === "jpg") return { family: "jpg" };
  if (detected?.ext === "png") return { family: "png" };
  return null;
}

/** A legacy Word file: an OLE compound file with a "WordDocument" stream in its directory. */
export function isWordCfb(file: Buffer): boolean {
  return file.subarray(0, 8).equals(CFB_MAGIC) && file.indexOf(WORD_DOCUMENT_UTF16, 512) !== -1;
}

const DAMAGED = "This .docx file is damaged or not a Word document.";
export const DOCX_TOO_BIG =
  'This .docx file unpacks to far more data than a document holds (a compressed "zip bomb"), so it was not stored. Save it again from your word processor, or upload it as a PDF.';

class ZipRefused extends Error {}

/**
 * Reads a zip's central directory and inflates every entry with its output capped at the size
 * the entry declares, so the declared sizes are proven rather than trusted: an entry that
 * inflates past (or short of) its declared size, more than DOCX_MAX_ENTRIES entries, more than
 * DOCX_MAX_UNPACKED_BYTES in all, or a ratio above DOCX_MAX_RATIO is refused. Memory stays
 * within the declared total, itself capped. Returns the entry names and the bytes of `keep`.
 * Only stored (0) and deflated (8) entries, no ZIP64 (a ≤ 10 MB Word file never needs it).
 */
export function inspectZip(
  file: Buffer,
  keep: string,
): { names: Set<string>; kept: Buffer | null } {
  const bad = (why = DAMAGED): never => {
    throw new ZipRefused(why);
  };
  // End of central directory: 22 bytes plus a comment of at most 65,535 bytes, at the end.
  let eocd = -1;
  for (let i = file.length - 22; i >= Math.max(0, file.length - 22 - 0xffff); i--) {
    if (file.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) bad();
  const count = file.readUInt16LE(eocd + 10);
  const cdSize = file.readUInt32LE(eocd + 12);
  const cdStart = file.readUInt32LE(eocd + 16);
  if (count === 0xffff || cdStart === 0xffffffff || cdStart + cdSize > eocd) bad();
  if (count > DOCX_MAX_ENTRIES) bad(DOCX_TOO_BIG);

  type Entry = { name: string; method: number; packed: number; size: number; local: number };
  const entries: Entry[] = [];
  let declared = 0;
  let p = cdStart;
  for (let n = 0; n < count; n++) {
    if (p + 46 > eocd || file.readUInt32LE(p) !== 0x02014b50) bad();
    const flags = file.readUInt16LE(p + 8);
    const method = file.readUInt16LE(p + 10);
    const packed = file.readUInt32LE(p + 20);
    const size = file.readUInt32LE(p + 24);
    const nameLen = file.readUInt16LE(p + 28);
    const extraLen = file.readUInt16LE(p + 30);
    const commentLen = file.readUInt16LE(p + 32);
    const local = file.readUInt32LE(p + 42);
    if (flags & 1) bad(); // encrypted
    if (method !== 0 && method !== 8) bad();
    if (packed === 0xffffffff || size === 0xffffffff || local === 0xffffffff) bad();
    const name = file.toString("utf8", p + 46, p + 46 + nameLen);
    entries.push({ name, method, packed, size, local });
    declared += size;
    if (declared > DOCX_MAX_UNPACKED_BYTES) bad(DOCX_TOO_BIG);
    p += 46 + nameLen + extraLen + commentLen;
  }
  if (declared > 1024 * 1024 && declared > file.length * DOCX_MAX_RATIO) bad(DOCX_TOO_BIG);

  const names = new Set<string>();
  let kept: Buffer | null = null;
  for (const e of entries) {
    if (e.local + 30 > file.length || file.readUInt32LE(e.local) !== 0x04034b50) bad();
    const start = e.local + 30 + file.readUInt16LE(e.local + 26) + file.readUInt16LE(e.local + 28);
    if (start + e.packed > file.length) bad();
    const data = file.subarray(start, start + e.packed);
    let out: Buffer;
    if (e.method === 0) out = data;
    else {
      try {
        // One byte more than declared: inflating that far proves the declared size is a lie.
        out = inflateRawSync(data, { maxOutputLength: e.size + 1 });
      } catch (err) {
        if (err instanceof RangeError) bad(DOCX_TOO_BIG);
        bad();
      }
    }
    if (out!.length !== e.size) bad(out!.length > e.size ? DOCX_TOO_BIG : DAMAGED);
    names.add(e.name);
    if (e.name === keep) kept = Buffer.from(out!);
  }
  return { names, kept };
}

/**
 * A real .docx: a zip whose [Content_Types].xml declares a Word main document and which holds
 * word/document.xml, within the entry-count, unpacked-size and ratio limits (inspectZip).
 */
export function checkDocx(file: Buffer): { ok: true } | { ok: false; message: string } {
  let zip: ReturnType<typeof inspectZip>;
  try {
    zip = inspectZip(file, "[Content_Types].xml");
  } catch (e) {
    if (e instanceof ZipRefused) return { ok: false, message: e.message };
    return { ok: false, message: DAMAGED };
  }
  if (
    !zip.kept ||
    !zip.names.has("word/document.xml") ||
    !zip.kept.toString("utf8").includes(DOCX_MAIN_TYPE)
  ) {
    return { ok: false, message: "This .docx file is not a Word document." };
  }
  return { ok: true };
}

/**
 * The full check once the whole file is known: `head` are its first bytes, `readAll` gives the
 * whole plaintext (only called for Office files). The name's extension must match the content.
 */
export async function checkRecordFile(opts: {
  fileName: string;
  size: number;
  head: Buffer;
  readAll: () => Promise<Buffer>;
}): Promise<CheckResult> {
  if (opts.size === 0) return { ok: false, message: "The file is empty." };
  const ext = allowedExtension(opts.fileName);
  if (!ext) return { ok: false, message: NOT_ALLOWED_MESSAGE };
  const sniffed = await sniffHead(opts.head);
  if (!sniffed) return { ok: false, message: NOT_ALLOWED_MESSAGE };
  let type: RecordType;
  switch (sniffed.family) {
    case "pdf":
    case "jpg":
    case "png":
      type = sniffed.family;
      break;
    case "cfb": {
      if (!isWordCfb(await opts.readAll()))
        return { ok: false, message: "This file is not a Word document." };
      type = "doc";
      break;
    }
    case "zip": {
      const r = checkDocx(await opts.readAll());
      if (!r.ok) return r;
      type = "docx";
      break;
    }
  }
  if (!(RECORD_TYPES[type].extensions as readonly string[]).includes(ext)) {
    return {
      ok: false,
      message: `The file's content (${RECORD_TYPES[type].label}) does not match its .${ext} extension.`,
    };
  }
  return { ok: true, type };
}

/**
 * A file name safe to store and show: no path, no control or bidi-override characters, NFC,
 * at most 180 characters with the extension kept. React escapes it on display.
 */
export function cleanFileName(raw: string): string {
  let name = (raw ?? "").normalize("NFC");
  name = name.split(/[/\\]/).pop() ?? "";
  name = name.replace(
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g,
    "",
  );
  name = name.replace(/\s+/g, " ").trim().replace(/^\.+/, "");
  if (name.length > 180) {
    const m = /(\.[A-Za-z0-9]{1,8})$/.exec(name);
    const ext = m?.[1] ?? "";
    name = name.slice(0, 180 - ext.length).trimEnd() + ext;
  }
  return name || "record";
}

/** Content-Disposition for a download: an ASCII fallback plus the UTF-8 name (RFC 6266/5987). */
export function attachmentDisposition(fileName: string): string {
  let ascii = fileName
    .normalize("NFKD")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/["\\%;]/g, "_")
    .replace(/\s+/g, " ")
    .trim();
  if (!ascii || ascii.startsWith("."))
    ascii = `record${/\.[A-Za-z0-9]{1,8}$/.exec(fileName)?.[0] ?? ""}`;
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
