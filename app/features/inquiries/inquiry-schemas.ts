import "~/utils/zod-config";
import { z } from "zod";
import { UUID_RE } from "~/utils/validation";
import {
  LIMITS,
  MESSAGES,
  NEWSLETTER_SOURCES,
  PARTNER_COUNTRIES,
  PARTNER_TREATMENTS,
  firstError,
  type FieldErrors,
} from "./inquiry-limits";

/**
 * One schema per public form, parsed in the browser for instant feedback and again in the
 * action. Inputs arrive as FormData strings (or nothing); the helpers below turn a missing
 * field into "" so the 'required' message is shown rather than a type error, strip control
 * characters (PostgreSQL refuses NUL), and trim.
 */

// The options, limits and helpers without zod live in inquiry-limits.ts (what the forms import
// in the browser); they are re-exported here for the server modules.
export * from "./inquiry-limits";

/* ------------------------------------------------------------------ cleaning */

// eslint-disable-next-line no-control-regex
const CONTROL_SINGLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
// eslint-disable-next-line no-control-regex
const CONTROL_MULTI = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]+/g;

/** One line of text: control characters and runs of spaces become one space. */
export function cleanLine(v: unknown): string {
  if (typeof v !== "string") return "";
  return v.replace(CONTROL_SINGLE, " ").replace(/\s+/g, " ").trim();
}

/** Several lines: keeps line breaks (normalised to \n) and tabs, drops other control characters. */
export function cleanText(v: unknown): string {
  if (typeof v !== "string") return "";
  return v
    .replace(/\r\n?/g, "\n")
    .replace(CONTROL_MULTI, "")
    .replace(/\n{4,}/g, "\n\n\n")
    .trim();
}

const tooLong = (label: string, max: number) =>
  `${label} must be ${max.toLocaleString("en-US")} characters or fewer`;

function requiredLine(requiredMessage: string, label: string, max: number) {
  return z.preprocess(
    cleanLine,
    z
      .string()
      .min(1, { error: requiredMessage, abort: true })
      .max(max, { error: tooLong(label, max), abort: true }),
  );
}

function optionalLine(label: string, max: number) {
  return z.preprocess(
    (v) => cleanLine(v) || undefined,
    z
      .string()
      .max(max, { error: tooLong(label, max) })
      .optional(),
  );
}

function optionalText(label: string, max: number) {
  return z.preprocess(
    (v) => cleanText(v) || undefined,
    z
      .string()
      .max(max, { error: tooLong(label, max) })
      .optional(),
  );
}

export const emailField = z.preprocess(
  (v) => cleanLine(v).toLowerCase(),
  z
    .string()
    .min(1, { error: MESSAGES.emailRequired, abort: true })
    .max(LIMITS.email, { error: tooLong("Email", LIMITS.email), abort: true })
    .pipe(z.email({ error: MESSAGES.email })),
);

const PHONE_RE = /^\+?[0-9()\s.-]{5,40}$/;
function optionalPhone(label: string) {
  return z.preprocess(
    (v) => cleanLine(v) || undefined,
    z
      .string()
      .max(LIMITS.phone, { error: tooLong(label, LIMITS.phone), abort: true })
      .regex(PHONE_RE, {
        error: `Please enter a valid ${label.toLowerCase()} (digits, spaces, + and - only)`,
      })
      .refine((s) => s.replace(/\D/g, "").length >= 5, {
        error: `Please enter a valid ${label.toLowerCase()}`,
      })
      .optional(),
  );
}

function choice<const T extends readonly [string, ...string[]]>(
  values: T,
  requiredMessage: string,
) {
  return z.preprocess(cleanLine, z.enum(values, { error: requiredMessage }));
}

/** A client-made key for de-duplicating retries. Anything that is not a UUID is ignored. */
export const idempotencyKeyField = z.preprocess(
  (v) => (typeof v === "string" && UUID_RE.test(v.trim()) ? v.trim().toLowerCase() : undefined),
  z.string().optional(),
);

const optionalUuid = z.preprocess(
  (v) => (typeof v === "string" && UUID_RE.test(v.trim()) ? v.trim().toLowerCase() : undefined),
  z.string().optional(),
);

/** The clinic or package a message is about (contact page via ?clinic= / ?package=, or the dialog). */
const aboutFields = {
  aboutKind: z.preprocess(
    (v) => (v === "clinic" || v === "package" ? v : undefined),
    z.enum(["clinic", "package"]).optional(),
  ),
  aboutId: optionalUuid,
};

/* ------------------------------------------------------------------ contact page */

export const ContactSchema = z.object({
  fullName: requiredLine("Please enter your full name", "Full name", LIMITS.name),
  email: emailField,
  phone: optionalPhone("Phone number"),
  subject: choice(["general", "booking", "partner", "feedback"], "Please choose a subject"),
  message: z.preprocess(
    cleanText,
    z
      .string()
      .min(1, { error: "Please write your message", abort: true })
      .max(LIMITS.message, { error: tooLong("Message", LIMITS.message) }),
  ),
  idempotencyKey: idempotencyKeyField,
  ...aboutFields,
});
export type ContactInput = z.infer<typeof ContactSchema>;

/* ------------------------------------------------------------------ contact dialog */

export const InquirySchema = z.object({
  name: requiredLine("Please enter your name", "Name", LIMITS.name),
  email: emailField,
  country: z.preprocess(
    (v) => cleanLine(v) || undefined,
    z
      .enum(["uk", "us", "ca", "au", "de", "fr", "other"], {
        error: "Please choose a country from the list",
      })
      .optional(),
  ),
  treatmentOfInterest: optionalLine("Treatment of interest", LIMITS.treatment),
  message: z.preprocess(
    cleanText,
    z
      .string()
      .min(1, { error: "Please write your message", abort: true })
      .max(LIMITS.message, { error: tooLong("Message", LIMITS.message) }),
  ),
  idempotencyKey: idempotencyKeyField,
  ...aboutFields,
});
export type InquiryInput = z.infer<typeof InquirySchema>;

/* ------------------------------------------------------------------ partner application */

function normaliseUrl(v: unknown): string | undefined {
  const s = cleanLine(v);
  if (!s) return undefined;
  return /^[a-z][a-z0-9+.-]*:/i.test(s) ? s : `https://${s}`;
}

export const PartnerSchema = z.object({
  clinicName: requiredLine("Please enter your clinic's name", "Clinic name", LIMITS.clinicName),
  contactName: requiredLine("Please enter a contact person", "Contact name", LIMITS.name),
  email: emailField,
  whatsapp: optionalPhone("WhatsApp number"),
  country: choice(PARTNER_COUNTRIES, "Please choose your country"),
  city: requiredLine("Please enter your city", "City", LIMITS.city),
  website: z.preprocess(
    normaliseUrl,
    z
      .string()
      .max(LIMITS.url, { error: tooLong("Website", LIMITS.url), abort: true })
      .refine(
        (s) => {
          try {
            const u = new URL(s);
            return (
              (u.protocol === "https:" || u.protocol === "http:") &&
              u.hostname.includes(".") &&
              !u.username &&
              !u.password
            );
          } catch {
            return false;
          }
        },
        { error: "Please enter a valid website address, e.g. https://yourclinic.com" },
      )
      .optional(),
  ),
  treatments: z.preprocess(
    (v) => {
      const list = Array.isArray(v) ? v : v === undefined || v === null ? [] : [v];
      return [...new Set(list.map(cleanLine).filter(Boolean))];
    },
    z
      .array(z.enum(PARTNER_TREATMENTS, { error: "Please choose treatments from the list" }))
      .min(1, { error: "Please select at least one treatment" })
      .max(PARTNER_TREATMENTS.length),
  ),
  experience: optionalText("Experience", LIMITS.longText),
  languages: optionalLine("Languages", LIMITS.shortText),
  accreditation: optionalLine("Accreditation", LIMITS.shortText * 2),
  idempotencyKey: idempotencyKeyField,
});
export type PartnerInput = z.infer<typeof PartnerSchema>;

/* ------------------------------------------------------------------ sign-ups */

export const NewsletterSchema = z
  .object({
    email: emailField,
    source: z.preprocess(
      (v) => (NEWSLETTER_SOURCES.includes(v as never) ? v : "footer"),
      z.enum(NEWSLETTER_SOURCES),
    ),
    consent: z.preprocess(
      (v) => v === "on" || v === "true" || v === "1" || v === "yes",
      z.boolean(),
    ),
  })
  .superRefine((v, ctx) => {
    if (v.source === "footer" && !v.consent) {
      ctx.addIssue({
        code: "custom",
        path: ["consent"],
        message: "Please tick the box to agree to receive emails",
      });
    }
  });
export type NewsletterInput = z.infer<typeof NewsletterSchema>;

export const AppNotifySchema = z.object({
  email: emailField,
  source: z.preprocess((v) => cleanLine(v).slice(0, 40) || "home", z.string()),
});
export type AppNotifyInput = z.infer<typeof AppNotifySchema>;

const criterion = z.preprocess(
  (v) => cleanLine(v).slice(0, LIMITS.criteria) || undefined,
  z.string().optional(),
);

export const GetNotifiedSchema = z.object({
  email: emailField,
  treatment: criterion,
  destination: criterion,
  budget: criterion,
  date: criterion,
  q: criterion,
  idempotencyKey: idempotencyKeyField,
});
export type GetNotifiedInput = z.infer<typeof GetNotifiedSchema>;

/* ------------------------------------------------------------------ helpers */

/**
 * Parses a form with its schema. On failure returns the field errors and the notice to show:
 * 'Please fill in all required fields' when a required field is empty, else a general hint.
 */
export function parseForm<S extends z.ZodType>(
  schema: S,
  raw: Record<string, unknown>,
  required: readonly string[] = [],
): { ok: true; data: z.infer<S> } | { ok: false; errors: FieldErrors; message: string } {
  const result = schema.safeParse(raw);
  if (result.success) return { ok: true, data: result.data };
  const errors = z.flattenError(result.error).fieldErrors as FieldErrors;
  const missing = required.some((f) => {
    const v = raw[f];
    return Array.isArray(v) ? v.length === 0 : typeof v !== "string" || cleanLine(v) === "";
  });
  const message = missing ? MESSAGES.required : (firstError(errors) ?? MESSAGES.invalid);
  return {
    ok: false,
    errors,
    message: Object.keys(errors).length > 1 && !missing ? MESSAGES.invalid : message,
  };
}
