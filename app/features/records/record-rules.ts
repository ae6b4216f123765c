import { numberFormat, dateTimeFormat } from "~/utils/intl-cache";

/** Upload rules shared by the page (instant feedback) and the server (the real check). */

export const MAX_RECORD_BYTES = 10 * 1024 * 1024;
export const MAX_DESCRIPTION_LENGTH = 500;
export const ALLOWED_EXTENSIONS = ["pdf", "jpg", "jpeg", "png", "doc", "docx"] as const;
export const ACCEPT_ATTRIBUTE = ALLOWED_EXTENSIONS.map((e) => `.${e}`).join(",");

export const TOO_LARGE_MESSAGE = "The file is larger than 10 MB. Choose a file of 10 MB or less.";
export const NOT_ALLOWED_MESSAGE = "Only PDF, JPG, PNG, DOC and DOCX files can be uploaded.";
export const NO_FILE_MESSAGE = "Choose a file to upload.";
export const UPLOAD_FAILED_TITLE = "Upload failed";
export const UPLOAD_FAILED_MESSAGE = "Failed to upload medical record";
export const UPLOADED_TITLE = "File uploaded";

/**
 * "2.4 MB", "512 KB", "120 B" in English; in another language (its Intl tag) the same rounded
 * value with that language's decimal sign and unit ("2,4 MB", "512 kB", "2.4 ميغابايت").
 */
export function formatBytes(n: number, intl = "en-GB"): string {
  const [value, unit, en] =
    n < 1024
      ? [n, "byte", "B"]
      : n < 1024 * 1024
        ? [Math.round(n / 1024), "kilobyte", "KB"]
        : (() => {
            const mb = n / (1024 * 1024);
            return [mb >= 10 ? Math.round(mb) : Math.round(mb * 10) / 10, "megabyte", "MB"];
          })();
  if (intl === "en-GB") return `${value} ${en}`;
  // Arabic writes the unit out (ميغابايت): its short forms are rarely seen.
  const unitDisplay = intl.startsWith("ar") ? "long" : "short";
  return numberFormat(intl, { style: "unit", unit, unitDisplay }).format(value);
}

/** The lowercased extension when it is one of the allowed ones. */
export function allowedExtension(fileName: string): string | null {
  const ext = /\.([A-Za-z0-9]{1,8})$/.exec(fileName)?.[1]?.toLowerCase();
  return ext && (ALLOWED_EXTENSIONS as readonly string[]).includes(ext) ? ext : null;
}

/* Dates render the same on the server and in the browser (no hydration mismatch): UTC. */
const DAY = { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" } as const;

/** "3 Nov 2026" (UTC), in the language of the Intl tag given ("3. Nov. 2026" for de-DE). */
export function formatDay(d: Date | string, intl = "en-GB"): string {
  return dateTimeFormat(intl, DAY).format(new Date(d));
}
