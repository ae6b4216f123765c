import { fileTypeFromBuffer } from "file-type";
import { strFromU8, unzipSync } from "fflate";
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

/** Limits on what a .docx may unpack to (ASVS 5.2.3: zip bombs). */
export const DOCX_MAX_ENTRIES = 1000;
export const DOCX_MAX_UNPACKED_BYTES = 100 * 1024 * 1024;

const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const WORD_DOCUMENT_UTF16 = Buffer.from("WordDocument", "utf16le");
const DOCX_MAIN_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml";

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

/**
 * A real .docx: a zip whose [Content_Types].xml declares a Word main document and which holds
 * word/document.xml, within entry-count and unpacked-size limits (nothing else is inflated).
 */
export function checkDocx(file: Buffer): { ok: true } | { ok: false; message: string } {
  const names = new Set<string>();
  let unpacked = 0;
  let tooBig = false;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(new Uint8Array(file.buffer, file.byteOffset, file.byteLength), {
      filter(info) {
        names.add(info.name);
        unpacked += info.originalSize;
        if (names.size > DOCX_MAX_ENTRIES || unpacked > DOCX_MAX_UNPACKED_BYTES) tooBig = true;
        return (
          !tooBig &&
          info.name === "[Content_Types].xml" &&
          info.originalSize <= 256 * 1024 &&
          (info.compression === 0 || info.compression === 8)
        );
      },
    });
  } catch {
    return { ok: false, message: "This .docx file is damaged or not a Word document." };
  }
  if (tooBig) return { ok: false, message: "This .docx file unpacks to too much data." };
  const types = files["[Content_Types].xml"];
  if (!types || !names.has("word/document.xml") || !strFromU8(types).includes(DOCX_MAIN_TYPE)) {
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
  // eslint-disable-next-line no-control-regex
  name = name.replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, "");
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
  if (!ascii || ascii.startsWith(".")) ascii = `record${/\.[A-Za-z0-9]{1,8}$/.exec(fileName)?.[0] ?? ""}`;
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
