import "~/utils/zod-config";
import { z } from "zod";
import { AMOUNT_MESSAGES, parseAmount } from "~/utils/amount-input";
import { DEFAULT_TERMS } from "~/utils/cancellation-policy";
import { cancellationTermsFields, cancellationTermsValues } from "~/utils/cancellation-schema";
import { UUID_RE } from "~/utils/validation";

/** The clinic's package form (dashboard → Packages). Safe on both sides. */

/** Currencies a package can be priced in: the ones with an exchange rate (search and /packages
 * compare prices in USD). The server also checks the rate exists. */
export const PACKAGE_CURRENCIES = ["USD", "EUR", "GBP"] as const;
export type PackageCurrency = (typeof PACKAGE_CURRENCIES)[number];

export const PACKAGE_IMAGES_MAX = 8;
export const PACKAGE_LIST_PAGE_SIZE = 10;

/** Strings as a browser form sends them. */
export type PackageFormValues = {
  title: string;
  treatmentId: string;
  price: string;
  originalPrice: string;
  currency: string;
  minDays: string;
  maxDays: string;
  groupSize: string;
  includes: string;
  excludes: string;
  overview: string;
  /**
   * A template of decision 056 (flexible, moderate, strict) and the clinic's note; absent when
   * the form had no such field (a page loaded before it existed): the package keeps its own.
   */
  cancellationTerms?: string;
  cancellationNote?: string;
};

export { TERMS_MESSAGES } from "~/utils/cancellation-policy";

export const EMPTY_PACKAGE_VALUES: PackageFormValues = {
  title: "",
  treatmentId: "",
  price: "",
  originalPrice: "",
  currency: "USD",
  minDays: "",
  maxDays: "",
  groupSize: "Private (1-2 people)",
  includes: "",
  excludes: "",
  overview: "",
  cancellationTerms: DEFAULT_TERMS,
  cancellationNote: "",
};

/** A typed price → minor units, read by the one amount parser (app/utils/money.ts); a package
 * costs more than 0. */
function priceMinor(v: string, ctx: z.RefinementCtx, what: string): number {
  const r = parseAmount(v);
  // "-5" is a price under 0: the same message as 0, not the amount parser's "0 or more".
  if ((!r.ok && r.error === AMOUNT_MESSAGES.negative) || (r.ok && r.minor === 0)) {
    ctx.addIssue({ code: "custom", message: "The price must be more than 0" });
    return z.NEVER;
  }
  if (!r.ok) {
    const unreadable = r.error === AMOUNT_MESSAGES.required || r.error === AMOUNT_MESSAGES.invalid;
    ctx.addIssue({
      code: "custom",
      message: unreadable ? `Enter ${what} such as 4200, 4200.50 or 4200,50` : r.error,
    });
    return z.NEVER;
  }
  return r.minor;
}

/** One item per non-empty line, trimmed, bullets removed. */
export function splitLines(raw: string): string[] {
  return raw
    .split(/\r?\n/)
    .map((l) => l.replace(/^\s*[-*•]\s*/, "").trim())
    .filter(Boolean);
}

const lines = (label: string, min: number) =>
  z
    .string()
    .max(6000, `${label}: use at most 6000 characters`)
    .transform(splitLines)
    .pipe(
      z
        .array(z.string().max(200, `${label}: keep each line under 200 characters`))
        .min(min, `Add at least ${min} item${min === 1 ? "" : "s"}, one per line`)
        .max(30, `${label}: at most 30 lines`),
    );

const days = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${label}`)
    .regex(/^\d{1,3}$/, "Enter a whole number of days")
    .transform(Number)
    .pipe(z.number().int().min(1, "At least 1 day").max(90, "At most 90 days"));

export const PackageSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(5, "Title must be at least 5 characters")
      .max(120, "Title must be at most 120 characters"),
    treatmentId: z.string().regex(UUID_RE, "Please choose a treatment"),
    price: z.string().transform((v, ctx) => priceMinor(v, ctx, "a price")),
    originalPrice: z
      .string()
      .optional()
      .transform((v, ctx) => (!v || !v.trim() ? null : priceMinor(v, ctx, "an amount"))),
    currency: z.enum(PACKAGE_CURRENCIES, { error: "Choose USD, EUR or GBP" }),
    minDays: days("shortest stay"),
    maxDays: days("longest stay"),
    groupSize: z
      .string()
      .trim()
      .min(2, "Describe the group size, e.g. Private (1-2 people)")
      .max(60, "Use at most 60 characters"),
    includes: lines("Inclusions", 1),
    excludes: lines("Exclusions", 0),
    overview: z
      .string()
      .trim()
      .min(40, "Overview must be at least 40 characters")
      .max(5000, "Overview must be at most 5000 characters"),
    ...cancellationTermsFields,
  })
  .superRefine((v, ctx) => {
    if (v.maxDays < v.minDays)
      ctx.addIssue({
        code: "custom",
        path: ["maxDays"],
        message: "The longest stay cannot be shorter than the shortest",
      });
    if (v.originalPrice !== null && v.originalPrice <= v.price)
      ctx.addIssue({
        code: "custom",
        path: ["originalPrice"],
        message: "The original price must be higher than the price (or leave it empty)",
      });
  });

export type PackageInput = z.output<typeof PackageSchema>;

/** '7-10 days' / '1 day' from the stay range. */
export function durationTextOf(minDays: number, maxDays: number): string {
  if (minDays === maxDays) return `${minDays} day${minDays === 1 ? "" : "s"}`;
  return `${minDays}-${maxDays} days`;
}

/** The stay range of a stored package ('10-14 days', or its typical length as a fallback). */
export function stayRangeOf(durationText: string, durationDays: number): [number, number] {
  const m = durationText.match(/^\s*(\d{1,3})\s*(?:[-–]\s*(\d{1,3}))?\s*days?\b/i);
  if (!m) return [durationDays, durationDays];
  const a = Number(m[1]);
  return [a, m[2] ? Number(m[2]) : a];
}

/** The form's string values, from FormData (files ignored). */
export function packageValuesFrom(form: FormData): PackageFormValues {
  const str = (k: keyof PackageFormValues) => {
    const v = form.get(k);
    return typeof v === "string" ? v : "";
  };
  return {
    title: str("title"),
    treatmentId: str("treatmentId"),
    price: str("price"),
    originalPrice: str("originalPrice"),
    currency: str("currency"),
    minDays: str("minDays"),
    maxDays: str("maxDays"),
    groupSize: str("groupSize"),
    includes: str("includes"),
    excludes: str("excludes"),
    overview: str("overview"),
    ...cancellationTermsValues(form),
  };
}

/** Calendar: open weekdays for the next N weeks with a capacity (the bulk form). */
export const BulkAvailabilitySchema = z.object({
  weekdays: z
    .array(z.coerce.number().int().min(0).max(6))
    .min(1, "Choose at least one weekday")
    .max(7),
  weeks: z.coerce
    .number({ error: "Enter a number of weeks" })
    .int("Enter a whole number of weeks")
    .min(1, "At least 1 week")
    .max(52, "At most 52 weeks"),
  capacity: z.coerce
    .number({ error: "Enter a capacity" })
    .int("Enter a whole number")
    .min(1, "Capacity must be at least 1")
    .max(500, "Capacity must be at most 500"),
});

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
export const isoDay = z
  .string()
  .regex(ISO_DAY, "Choose a date")
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, "Choose a valid date");

/** Calendar: one day's status. */
export const DayAvailabilitySchema = z.object({
  day: isoDay,
  status: z.enum(["open", "closed"], { error: "Choose open or closed" }),
  capacity: z.coerce
    .number({ error: "Enter a capacity" })
    .int("Enter a whole number")
    .min(0, "Capacity cannot be negative")
    .max(500, "Capacity must be at most 500"),
});
