/**
 * The forms' limits, options, required fields and shared messages, without zod: the forms import
 * these in the browser and stay light; their schemas (inquiry-schemas.ts) load only when someone
 * uses a form (docs/decisions/043).
 */

export const LIMITS = {
  email: 254,
  name: 120,
  clinicName: 160,
  phone: 40,
  city: 120,
  treatment: 160,
  message: 5_000,
  url: 300,
  shortText: 300,
  longText: 2_000,
  criteria: 200,
} as const;

export const MESSAGES = {
  required: "Please fill in all required fields",
  invalid: "Please check the highlighted fields",
  tooMany: "Too many submissions. Please try again in a few minutes.",
  email: "Please enter a valid email address",
  emailRequired: "Please enter your email address",
} as const;

export type FieldErrors = Record<string, string[] | undefined>;

/* ------------------------------------------------------------------ options */

export const CONTACT_SUBJECTS = [
  { value: "general", label: "General Inquiry" },
  { value: "booking", label: "Booking Assistance" },
  { value: "partner", label: "Partnership" },
  { value: "feedback", label: "Feedback" },
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]["value"];

export const DIALOG_COUNTRIES = [
  { value: "uk", label: "United Kingdom" },
  { value: "us", label: "United States" },
  { value: "ca", label: "Canada" },
  { value: "au", label: "Australia" },
  { value: "de", label: "Germany" },
  { value: "fr", label: "France" },
  { value: "other", label: "Other" },
] as const;
export type DialogCountry = (typeof DIALOG_COUNTRIES)[number]["value"];

export const PARTNER_COUNTRIES = ["Turkey", "South Korea", "Thailand", "Mexico"] as const;

export const PARTNER_TREATMENTS = [
  "Cosmetic Surgery",
  "Dental",
  "Hair Transplant",
  "Eye Surgery",
  "IVF & Fertility",
  "General Surgery",
  "Cardiology",
  "Orthopaedics",
] as const;

export const NEWSLETTER_SOURCES = ["footer", "blog"] as const;

export function labelOf<T extends { value: string; label: string }>(
  options: readonly T[],
  value: string | null | undefined,
) {
  return options.find((o) => o.value === value)?.label ?? value ?? "";
}

/* ------------------------------------------------------------------ fields */

/** Fields whose absence means 'Please fill in all required fields'. */
export const CONTACT_REQUIRED = ["fullName", "email", "subject", "message"] as const;

export const INQUIRY_REQUIRED = ["name", "email", "message"] as const;

export const PARTNER_REQUIRED = [
  "clinicName",
  "contactName",
  "email",
  "country",
  "city",
  "treatments",
] as const;

/** Form fields that may repeat (checkbox groups). */
export const PARTNER_ARRAY_FIELDS = ["treatments"] as const;

/** FormData to a plain object; the named fields are collected as arrays. */
export function formDataToObject(
  fd: FormData,
  arrayFields: readonly string[] = [],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of fd.entries()) {
    if (typeof value !== "string") continue;
    if (arrayFields.includes(key)) {
      const list = (out[key] as string[] | undefined) ?? [];
      list.push(value);
      out[key] = list;
    } else if (!(key in out)) {
      out[key] = value;
    }
  }
  return out;
}

export function firstError(errors: FieldErrors | undefined): string | undefined {
  if (!errors) return undefined;
  for (const list of Object.values(errors)) if (list?.[0]) return list[0];
  return undefined;
}
