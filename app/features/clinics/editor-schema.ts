import "~/utils/zod-config";
import { z } from "zod";
import { INVALID_DATE_MESSAGE } from "~/utils/validation";

/** Validation for the clinic profile editor and team tab. Safe on both server and client. */

export const MAX_GALLERY_PHOTOS = 24;
export const MAX_INTERIOR_IMAGES = 12;
export const MAX_FILES_PER_UPLOAD = 6;
export const MAX_UPLOAD_BODY_BYTES = 42 * 1024 * 1024;
export const CASES_PER_PAGE = 6;
export const DOCTORS_PER_PAGE = 12;

const text = (label: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min, min <= 1 ? `Enter the ${label}` : `The ${label} must be at least ${min} characters`)
    .max(max, `The ${label} can be at most ${max} characters`);

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `The ${label} can be at most ${max} characters`)
    .transform((v) => (v === "" ? null : v));

function isHttpUrl(v: string) {
  try {
    const u = new URL(v);
    return (u.protocol === "https:" || u.protocol === "http:") && !!u.hostname.includes(".");
  } catch {
    return false;
  }
}

const optionalUrl = (message: string, host?: RegExp) =>
  z
    .string()
    .trim()
    .max(300, "Links can be at most 300 characters")
    // One check: zod runs every refinement, so the host test must not see an invalid URL.
    .refine((v) => v === "" || (isHttpUrl(v) && (!host || host.test(new URL(v).hostname))), message)
    .transform((v) => (v === "" ? null : v));

/** "English, Turkish" or one item per line → a clean, de-duplicated list. */
export function splitList(v: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of v.split(/[,\n]/)) {
    const item = raw.trim().replace(/\s+/g, " ");
    if (!item || seen.has(item.toLowerCase())) continue;
    seen.add(item.toLowerCase());
    out.push(item);
  }
  return out;
}

const list = (label: string, maxItems: number, maxLen: number) =>
  z
    .string()
    .max(2000, `Too many ${label}`)
    .transform(splitList)
    .refine((l) => l.length <= maxItems, `Add at most ${maxItems} ${label}`)
    .refine(
      (l) => l.every((i) => i.length <= maxLen),
      `Each of the ${label} can be at most ${maxLen} characters`,
    );

const coord = (label: string, limit: number) =>
  z
    .string()
    .trim()
    // A coordinate has no thousands: "41,0082" (German, Turkish) is 41.0082, "−28" is -28.
    .transform((v) => v.replace(/^[−–]/, "-").replace(",", "."))
    .refine(
      (v) => v === "" || /^-?\d{1,3}(\.\d{1,8})?$/.test(v),
      `Enter the ${label} as a number, e.g. ${limit === 90 ? "41.0082" : "28.9784"}`,
    )
    .transform((v) => (v === "" ? null : Number(v)))
    .refine(
      (v) => v === null || (v >= -limit && v <= limit),
      `The ${label} must be between -${limit} and ${limit}`,
    );

export const ClinicDetailsSchema = z
  .object({
    name: text("clinic name", 2, 120),
    address: text("address", 5, 240),
    cityId: z.string().trim().min(1, "Choose a city").uuid("Choose a city"),
    specialty: text("specialty", 2, 160),
    bio: optionalText("description", 4000),
    website: optionalUrl("Enter a full web address starting with https://"),
    yearsExperience: z
      .string()
      .trim()
      .refine((v) => v === "" || /^\d{1,3}$/.test(v), "Enter a whole number of years")
      .transform((v) => (v === "" ? null : Number(v)))
      .refine((v) => v === null || v <= 200, "Enter a whole number of years"),
    languages: list("languages", 20, 40),
    certifications: list("certifications", 20, 120),
    instagram: optionalUrl(
      "Enter an Instagram link, e.g. https://www.instagram.com/yourclinic",
      /(^|\.)instagram\.com$/,
    ),
    facebook: optionalUrl(
      "Enter a Facebook link, e.g. https://www.facebook.com/yourclinic",
      /(^|\.)facebook\.com$/,
    ),
    youtube: optionalUrl(
      "Enter a YouTube link, e.g. https://www.youtube.com/@yourclinic",
      /(^|\.)(youtube\.com|youtu\.be)$/,
    ),
    lat: coord("latitude", 90),
    lng: coord("longitude", 180),
  })
  .superRefine((v, ctx) => {
    if ((v.lat === null) !== (v.lng === null)) {
      ctx.addIssue({
        code: "custom",
        path: [v.lat === null ? "lat" : "lng"],
        message: "Enter both latitude and longitude, or neither",
      });
    }
  });

export type ClinicDetailsInput = z.input<typeof ClinicDetailsSchema>;
export type ClinicDetails = z.output<typeof ClinicDetailsSchema>;
export const CLINIC_DETAIL_FIELDS = [
  "name",
  "address",
  "cityId",
  "specialty",
  "bio",
  "website",
  "yearsExperience",
  "languages",
  "certifications",
  "instagram",
  "facebook",
  "youtube",
  "lat",
  "lng",
] as const satisfies readonly (keyof ClinicDetailsInput)[];

export const DoctorSchema = z.object({
  name: text("doctor's name", 2, 120),
  title: text("title", 2, 120),
  specialty: text("specialty", 2, 160),
  languages: list("languages", 12, 40),
  yearsExperience: z
    .string()
    .trim()
    .refine(
      (v) => v === "" || /^\d{1,2}$/.test(v),
      "Enter a whole number of years between 0 and 70",
    )
    .transform((v) => (v === "" ? null : Number(v)))
    .refine((v) => v === null || v <= 70, "Enter a whole number of years between 0 and 70"),
  licenseNumber: optionalText("licence number", 60),
  registryUrl: optionalUrl("Enter the registry page as a full web address starting with https://"),
  regulator: optionalText("regulator", 160),
  boardCertification: optionalText("board certification", 160),
  licenceExpiresOn: z
    .string()
    .trim()
    .refine(
      (v) => v === "" || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))),
      INVALID_DATE_MESSAGE,
    )
    .transform((v) => (v === "" ? null : v)),
  /** "Hair Transplant: 220", one procedure per line. */
  proceduresPerYear: z
    .string()
    .max(2000, "The procedures can be at most 2000 characters")
    .transform((text, ctx) => {
      const out: Record<string, number> = {};
      for (const raw of text.split(/\r?\n/)) {
        const line = raw.trim();
        if (!line) continue;
        const m = /^(.{2,80}?)\s*[:=]\s*(\d{1,5})$/.exec(line);
        if (!m) {
          ctx.addIssue({
            code: "custom",
            message: "Write one procedure per line as name: number, e.g. Hair Transplant: 120",
          });
          return z.NEVER;
        }
        out[m[1]!.trim()] = Number(m[2]);
      }
      return Object.keys(out).length ? out : null;
    }),
});
export type DoctorInput = z.input<typeof DoctorSchema>;
export const DOCTOR_FIELDS = [
  "name",
  "title",
  "specialty",
  "languages",
  "yearsExperience",
  "licenseNumber",
  "registryUrl",
  "regulator",
  "boardCertification",
  "licenceExpiresOn",
  "proceduresPerYear",
] as const satisfies readonly (keyof DoctorInput)[];

export const CaseSchema = z.object({
  title: text("title", 2, 120),
  treatmentType: text("treatment", 2, 80),
  timeframe: text("timeframe", 2, 60),
  doctorName: text("doctor's name", 2, 120),
  patientInfo: text("patient information", 2, 80),
  description: text("description", 10, 2000),
});
export type CaseInput = z.input<typeof CaseSchema>;
export const CASE_FIELDS = [
  "title",
  "treatmentType",
  "timeframe",
  "doctorName",
  "patientInfo",
  "description",
] as const satisfies readonly (keyof CaseInput)[];

/** The string values of the named fields from a form (kept to re-fill the form on error). */
export function pickStrings<K extends string>(
  form: FormData,
  keys: readonly K[],
): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const k of keys) {
    const v = form.get(k);
    out[k] = typeof v === "string" ? v : "";
  }
  return out;
}
