import "~/utils/zod-config";
import { z } from "zod";
import type { MessageId } from "~/i18n/message-ids";

/**
 * The admin forms' zod schemas, used by the browser (instant feedback) and re-parsed by every
 * action. Messages are the words shown beside the fields.
 */

const uuid = z.uuid("Unknown record.");
const reason = (what: string) =>
  z
    .string()
    .trim()
    .min(5, `Please give a reason ${what} (at least 5 characters).`)
    .max(1000, "Please keep the reason under 1,000 characters.");

export const ApproveApplicationSchema = z.object({
  intent: z.literal("approve"),
  id: uuid,
  cityId: z.union([z.literal(""), z.uuid("Please choose the clinic's city.")]).optional(),
});

export const RejectApplicationSchema = z.object({
  intent: z.literal("reject"),
  id: uuid,
  reason: reason("for the rejection; the applicant receives it by email"),
});

export const ISO_DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

export const VerifyClinicSchema = z.object({
  intent: z.literal("verify"),
  id: uuid,
  note: z
    .string()
    .trim()
    .min(3, "Please add a note on what was checked.")
    .max(1000, "Please keep the note under 1,000 characters."),
  date: z
    .string()
    .regex(ISO_DATE_RE, "Please enter the verification date.")
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), "Please enter a valid date.")
    .refine(
      (v) => Date.parse(`${v}T00:00:00Z`) <= Date.now() + 24 * 3_600_000,
      "The verification date cannot be in the future.",
    ),
});

export const UnverifyClinicSchema = z.object({
  intent: z.literal("unverify"),
  id: uuid,
  note: z
    .string()
    .trim()
    .min(3, "Please add a note on why the clinic is unverified.")
    .max(1000, "Please keep the note under 1,000 characters."),
});

export const ModerationSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("publish"), id: uuid }),
  z.object({
    intent: z.literal("reject"),
    id: uuid,
    reason: reason("for the rejection").max(500, "Please keep the reason under 500 characters."),
  }),
  z.object({
    intent: z.literal("hide"),
    id: uuid,
    reason: reason("for hiding the review").max(
      500,
      "Please keep the reason under 500 characters.",
    ),
  }),
  z.object({ intent: z.literal("restore"), id: uuid }),
  z.object({
    intent: z.literal("hide-reply"),
    id: uuid,
    reason: reason("for hiding the reply").max(500, "Please keep the reason under 500 characters."),
  }),
  z.object({ intent: z.literal("restore-reply"), id: uuid }),
]);

export const INBOX_KINDS = ["contact", "dialog", "newsletter", "notify", "alerts"] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];
export const INBOX_LABELS: Record<InboxKind, MessageId> = {
  contact: /*i18n*/ "admin.inbox.kind.contact",
  dialog: /*i18n*/ "admin.inbox.kind.dialog",
  newsletter: /*i18n*/ "admin.inbox.kind.newsletter",
  notify: /*i18n*/ "admin.inbox.kind.notify",
  alerts: /*i18n*/ "admin.inbox.kind.alerts",
};

export const InboxHandleSchema = z.object({
  intent: z.enum(["handle", "reopen"]),
  kind: z.enum(INBOX_KINDS),
  id: uuid,
});

/** The search box of an admin list (too long or not text: no search). */
export const SearchTermSchema = z.string().trim().max(200).catch("");

export const InboxFilterSchema = z.object({
  kind: z.enum(INBOX_KINDS).catch("contact"),
  q: SearchTermSchema,
  status: z.enum(["open", "handled", "all"]).catch("open"),
});

export const ROLE_OPTIONS = ["patient", "clinic", "admin"] as const;

export const SetRoleSchema = z
  .object({
    intent: z.literal("set-role"),
    userId: uuid,
    role: z.enum(ROLE_OPTIONS, "Please choose a role."),
    clinicId: z.union([z.literal(""), z.uuid("Please choose a clinic.")]).optional(),
  })
  .refine((v) => v.role !== "clinic" || !!v.clinicId, {
    path: ["clinicId"],
    message: "A clinic user needs a clinic.",
  });

export const UserIntentSchema = z.object({
  intent: z.enum(["disable", "enable", "end-sessions"]),
  userId: uuid,
});

/** Units of a currency per 1 USD, e.g. EUR 0.85. */
export const RATE_CURRENCIES = ["EUR", "GBP"] as const;
/**
 * Plausible units per 1 USD: wider than anything seen in decades (EUR 0.63–1.21, GBP
 * 0.47–0.96 since 2000), so a real move always fits and a typo (90, 0.085) never does.
 */
export const RATE_BOUNDS: Record<(typeof RATE_CURRENCIES)[number], { min: number; max: number }> = {
  EUR: { min: 0.4, max: 2 },
  GBP: { min: 0.3, max: 1.6 },
};
/** A change larger than this (from the stored rate) must be confirmed with its effect shown. */
export const RATE_CONFIRM_CHANGE = 0.2;

const rate = (code: (typeof RATE_CURRENCIES)[number]) =>
  z
    .string()
    .trim()
    // A decimal comma is a decimal mark too ("0,85" as a German or Turkish admin types it).
    .regex(/^\d{1,6}([.,]\d{1,6})?$/, `Please enter the ${code} rate as a number, e.g. 0.85.`)
    .transform((v) => Number(v.replace(",", ".")))
    .refine((n) => n > 0, `The ${code} rate must be greater than 0.`)
    .refine(
      (n) => n <= 0 || (n >= RATE_BOUNDS[code].min && n <= RATE_BOUNDS[code].max),
      `The ${code} rate must be between ${RATE_BOUNDS[code].min} and ${RATE_BOUNDS[code].max} ${code} per 1 USD. Check for a typo.`,
    );

export const RatesSchema = z.object({
  EUR: rate("EUR"),
  GBP: rate("GBP"),
  /** The changes the admin confirmed ("EUR=0.5;GBP=0.73"), sent by the confirmation's submit. */
  confirm: z.string().max(200).optional(),
});

export const PageSchema = z.coerce.number().int().min(1).max(100_000).catch(1);

/** The query string of a searchable admin list: its own filters, the search box and the page. */
export function listFilters<T extends z.ZodRawShape>(shape: T) {
  return z.object({ ...shape, q: SearchTermSchema, page: PageSchema });
}

const DaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)))
  .catch("");

/** The money page's and its CSV's filters: a clinic, a date range (UTC days), the page. */
export const MoneyFilterSchema = z.object({
  clinic: z
    .string()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i)
    .catch(""),
  from: DaySchema,
  to: DaySchema,
  page: PageSchema,
});
