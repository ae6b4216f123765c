import "~/utils/zod-config";
import { z } from "zod";
import { parseAmount } from "~/utils/amount-input";
import { cancellationTermsFields } from "~/utils/cancellation-schema";
import { MAX_CLINICS_PER_REQUEST, MAX_TRAVELLERS } from "./quote-limits";

/**
 * Quote requests (patient → up to 5 clinics) and quotes (clinic → patient): the forms' schemas
 * and the texts both sides show. Safe on server and client.
 */

// The limits the request form needs in the browser, without zod (decision 043).
export { MAX_CLINICS_PER_REQUEST, MAX_TRAVELLERS } from "./quote-limits";
export const MAX_QUOTE_LINES = 20;
export const QUOTE_CURRENCIES = ["USD", "EUR", "GBP"] as const;
export type QuoteCurrency = (typeof QUOTE_CURRENCIES)[number];
/** Longest a quote may stay open. */
export const MAX_QUOTE_VALIDITY_DAYS = 180;
export const DEFAULT_QUOTE_VALIDITY_DAYS = 14;

/** What a patient sees for a quote (spec section 4). 'expired' is derived from expires_at. */
export type QuoteDisplayStatus = "pending" | "accepted" | "rejected" | "expired";

export const QUOTE_STATUS_LABEL: Record<QuoteDisplayStatus, string> = {
  pending: "Pending",
  accepted: "Accepted",
  rejected: "Rejected",
  expired: "Expired",
};

export const REQUEST_STATUS_LABEL = {
  open: "Awaiting quote",
  quoted: "Quoted",
  declined: "Declined",
} as const;

/** The same states as the clinic sees them. */
export const CLINIC_REQUEST_LABEL = {
  open: "Open",
  quoted: "Quoted",
  declined: "Declined",
} as const;

export function quoteDisplayStatus(
  q: { status: string; expiresAt: Date | string },
  now: Date = new Date(),
): QuoteDisplayStatus {
  if (q.status === "accepted") return "accepted";
  if (q.status === "rejected") return "rejected";
  return new Date(q.expiresAt).getTime() <= now.getTime() ? "expired" : "pending";
}

/** Messages for refused decisions (also what the server answers with 409). */
export const QUOTE_MESSAGES = {
  notFound: "Quote not found",
  expired: "This quote has expired, so it can no longer be accepted or declined.",
  alreadyAccepted: "This quote has already been accepted.",
  alreadyRejected: "This quote has already been declined.",
  accepted: "Quote accepted",
  acceptedText: "The clinic has been told. You can now proceed to payment.",
  declined: "Quote declined",
  declinedText: "The clinic has been told.",
  requestSent: "Quote request sent",
  requestNotOpen: "This request has already been answered.",
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const optionalDate = z
  .string()
  .trim()
  .refine(
    (v) => v === "" || (ISO_DATE.test(v) && !Number.isNaN(Date.parse(v))),
    "Enter a valid date",
  )
  .transform((v) => (v === "" ? null : v));

export const QuoteRequestSchema = z
  .object({
    clinics: z
      .array(z.string().trim().min(1).max(120))
      .transform((a) => [...new Set(a.filter(Boolean))])
      .pipe(
        z
          .array(z.string())
          .min(1, "Choose at least one clinic")
          .max(
            MAX_CLINICS_PER_REQUEST,
            `You can ask up to ${MAX_CLINICS_PER_REQUEST} clinics at once`,
          ),
      ),
    treatment: z
      .string()
      .trim()
      .min(2, "Tell the clinics which treatment you need")
      .max(200, "Keep the treatment under 200 characters"),
    preferredStart: optionalDate,
    preferredEnd: optionalDate,
    travellers: z.coerce
      .number({ error: "Enter the number of travellers" })
      .int("Enter a whole number")
      .min(1, "At least 1 traveller")
      .max(MAX_TRAVELLERS, `At most ${MAX_TRAVELLERS} travellers`),
    notes: z
      .string()
      .trim()
      .max(4000, "Keep your notes under 4,000 characters")
      .transform((v) => (v === "" ? null : v)),
    package: z.string().trim().max(200).optional(),
    idempotencyKey: z.string().trim().min(8).max(100),
    /** "recordId|clinicSlug" pairs the patient ticked the consent box for. */
    shares: z.array(z.string().max(300)).max(200).default([]),
  })
  .superRefine((v, ctx) => {
    const today = new Date().toISOString().slice(0, 10);
    if (v.preferredStart && v.preferredStart < today)
      ctx.addIssue({
        code: "custom",
        path: ["preferredStart"],
        message: "Choose a date from today on",
      });
    if (v.preferredStart && v.preferredEnd && v.preferredEnd < v.preferredStart)
      ctx.addIssue({
        code: "custom",
        path: ["preferredEnd"],
        message: "The latest date must be on or after the earliest date",
      });
    if (!v.preferredStart && v.preferredEnd && v.preferredEnd < today)
      ctx.addIssue({
        code: "custom",
        path: ["preferredEnd"],
        message: "Choose a date from today on",
      });
  });

export type QuoteRequestInput = z.infer<typeof QuoteRequestSchema>;

/** "Enter an amount…" → "enter an amount…", after "Line 2: ". */
const lowerFirst = (m: string) => (m.startsWith('"') ? m : m[0]!.toLowerCase() + m.slice(1));

const lines = (max: number, label: string) =>
  z
    .string()
    .max(4000)
    .transform((v) =>
      v
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().max(200, `Keep each ${label} line under 200 characters`))
        .max(max, `At most ${max} ${label} lines`),
    );

export const QuoteFormSchema = z
  .object({
    items: z
      .array(z.object({ label: z.string().trim(), amount: z.string().trim() }))
      .transform((a) => a.filter((i) => i.label !== "" || i.amount !== ""))
      .superRefine((a, ctx) => {
        if (a.length === 0)
          ctx.addIssue({ code: "custom", message: "Add at least one priced line" });
        if (a.length > MAX_QUOTE_LINES)
          ctx.addIssue({ code: "custom", message: `At most ${MAX_QUOTE_LINES} lines` });
        for (const [i, item] of a.entries()) {
          if (item.label === "" || item.label.length > 120)
            ctx.addIssue({
              code: "custom",
              message: `Line ${i + 1}: describe the item (up to 120 characters)`,
            });
          // One parser for every typed amount (app/utils/money.ts); 0 is an included item.
          const amount = parseAmount(item.amount);
          if (!amount.ok)
            ctx.addIssue({ code: "custom", message: `Line ${i + 1}: ${lowerFirst(amount.error)}` });
        }
      })
      .transform((a) =>
        a.map((i) => {
          const amount = parseAmount(i.amount);
          return { label: i.label, amountMinor: amount.ok ? amount.minor : 0 };
        }),
      ),
    currency: z.enum(QUOTE_CURRENCIES, { error: "Choose USD, EUR or GBP" }),
    includes: lines(30, "included"),
    excludes: lines(30, "not included"),
    notes: z
      .string()
      .trim()
      .max(4000, "Keep the notes under 4,000 characters")
      .transform((v) => (v === "" ? null : v)),
    expiresOn: z
      .string()
      .trim()
      .refine(
        (v) => ISO_DATE.test(v) && !Number.isNaN(Date.parse(v)),
        "Enter the date the quote expires",
      ),
    // The quote's cancellation terms (decision 056): absent, the package's or the default.
    ...cancellationTermsFields,
  })
  .superRefine((v, ctx) => {
    const today = new Date().toISOString().slice(0, 10);
    const max = new Date(Date.now() + MAX_QUOTE_VALIDITY_DAYS * 86_400_000)
      .toISOString()
      .slice(0, 10);
    if (v.expiresOn < today)
      ctx.addIssue({
        code: "custom",
        path: ["expiresOn"],
        message: "The expiry date must be today or later",
      });
    else if (v.expiresOn > max)
      ctx.addIssue({
        code: "custom",
        path: ["expiresOn"],
        message: `A quote can stay open for at most ${MAX_QUOTE_VALIDITY_DAYS} days`,
      });
    const total = v.items.reduce((s, i) => s + i.amountMinor, 0);
    if (v.items.length > 0 && total === 0)
      ctx.addIssue({
        code: "custom",
        path: ["items"],
        message: "The total must be more than 0: price at least one line",
      });
    else if (total > 2_000_000_000)
      ctx.addIssue({ code: "custom", path: ["items"], message: "The total is too large" });
  });

export type QuoteFormInput = z.infer<typeof QuoteFormSchema>;

/** A quote stays valid until the end of its expiry day (UTC). */
export function expiryFromDate(isoDate: string): Date {
  return new Date(`${isoDate}T23:59:59.999Z`);
}

export function formatDate(d: Date | string | null | undefined, intl = "en-GB"): string {
  if (!d) return "";
  const date = typeof d === "string" && ISO_DATE.test(d) ? new Date(`${d}T12:00:00Z`) : new Date(d);
  return new Intl.DateTimeFormat(intl, {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(date);
}
