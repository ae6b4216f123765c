import "~/utils/zod-config";
import { z } from "zod";
import type { BookingStatus, DepositStatus } from "~/db/schema";
import { INVALID_DATE_MESSAGE } from "~/utils/validation";

/** Booking dates, travellers and the statuses' words and colours (safe on both sides). */

export const MAX_TRAVELLERS = 6;
export const MAX_STAY_DAYS = 90;
export const MAX_DAYS_AHEAD = 730;

export const DATE_MESSAGES = {
  consultationRequired: "Choose your consultation date",
  invalid: INVALID_DATE_MESSAGE,
  consultationPast: "Choose a consultation date from tomorrow onwards",
  tooFar: "Choose dates within the next 2 years",
  surgeryBeforeConsultation: "The treatment date can't be before the consultation date",
  returnBeforeSurgery: "The return date can't be before the treatment date",
  stayTooLong: `Your stay can be at most ${MAX_STAY_DAYS} days`,
  travellers: `Choose between 1 and ${MAX_TRAVELLERS} travellers`,
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(v: string): boolean {
  if (!ISO_DATE.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function daysBetween(a: string, b: string): number {
  return Math.round(
    (new Date(`${b}T00:00:00Z`).getTime() - new Date(`${a}T00:00:00Z`).getTime()) / 86_400_000,
  );
}

export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The first day a clinic may mark a booking completed: its treatment date (else its consultation
 * date); null when it has neither.
 */
export function completableFrom(b: {
  surgeryDate: string | null;
  consultationDate: string | null;
}): string | null {
  return b.surgeryDate ?? b.consultationDate ?? null;
}

/**
 * Whether that day has begun. Counted in the earliest time zone (UTC+14), so a clinic anywhere
 * can complete a booking on its treatment day; never a day earlier.
 */
export function canCompleteNow(
  b: { surgeryDate: string | null; consultationDate: string | null },
  now: Date = new Date(),
): boolean {
  const from = completableFrom(b);
  return !from || from <= todayIso(new Date(now.getTime() + 14 * 3_600_000));
}

export function completeTooEarlyMessage(from: string): string {
  return `You can mark this booking completed from ${formatDay(from)}, its treatment date.`;
}

/** Treatment the day after the consultation; return at the end of the package's duration. */
export function defaultSchedule(consultation: string, durationDays: number | null) {
  const stay = Math.max(3, durationDays ?? 5);
  return { surgeryDate: addDays(consultation, 1), returnDate: addDays(consultation, stay - 1) };
}

export function makeBookingDatesSchema(now: () => Date = () => new Date()) {
  const optionalDate = z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || isIsoDate(v), DATE_MESSAGES.invalid);
  return z
    .object({
      consultationDate: z
        .string()
        .trim()
        .min(1, DATE_MESSAGES.consultationRequired)
        .refine(isIsoDate, DATE_MESSAGES.invalid),
      surgeryDate: optionalDate,
      returnDate: optionalDate,
      travellers: z.coerce
        .number({ message: DATE_MESSAGES.travellers })
        .int(DATE_MESSAGES.travellers)
        .min(1, DATE_MESSAGES.travellers)
        .max(MAX_TRAVELLERS, DATE_MESSAGES.travellers),
    })
    .superRefine((v, ctx) => {
      const today = todayIso(now());
      if (!isIsoDate(v.consultationDate)) return;
      if (v.consultationDate <= today)
        ctx.addIssue({
          code: "custom",
          path: ["consultationDate"],
          message: DATE_MESSAGES.consultationPast,
        });
      else if (daysBetween(today, v.consultationDate) > MAX_DAYS_AHEAD)
        ctx.addIssue({ code: "custom", path: ["consultationDate"], message: DATE_MESSAGES.tooFar });
      if (v.surgeryDate && v.surgeryDate < v.consultationDate)
        ctx.addIssue({
          code: "custom",
          path: ["surgeryDate"],
          message: DATE_MESSAGES.surgeryBeforeConsultation,
        });
      const after = v.surgeryDate ?? v.consultationDate;
      if (v.returnDate && v.returnDate < after)
        ctx.addIssue({
          code: "custom",
          path: ["returnDate"],
          message: DATE_MESSAGES.returnBeforeSurgery,
        });
      else if (v.returnDate && daysBetween(v.consultationDate, v.returnDate) > MAX_STAY_DAYS)
        ctx.addIssue({ code: "custom", path: ["returnDate"], message: DATE_MESSAGES.stayTooLong });
    });
}

export const STATUS_LABEL: Record<BookingStatus, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  completed: "Completed",
  cancelled: "Cancelled",
};

/** Each status its own badge colour (spec section 5). */
export const STATUS_BADGE: Record<BookingStatus, "warning" | "success" | "primary" | "danger"> = {
  pending: "warning",
  confirmed: "success",
  completed: "primary",
  cancelled: "danger",
};

export const DEPOSIT_LABEL: Record<DepositStatus, string> = {
  authorized: "Authorised",
  held: "Held — protected until the clinic confirms",
  released: "Released to the clinic",
  partially_refunded: "Partly refunded",
  refunded: "Refunded",
  failed: "Payment failed",
};

/** 12 Oct 2026 (dates are calendar days: formatted in UTC so no time zone shifts them). */
export function formatDay(iso: string | null, intl = "en-GB"): string {
  if (!iso) return "—";
  return new Intl.DateTimeFormat(intl, {
    day: "numeric",
    month: "short",
    year: "numeric",
    weekday: "short",
    timeZone: "UTC",
  }).format(new Date(`${iso}T00:00:00Z`));
}

/**
 * Shown to a patient whose booking is already confirmed (client-safe: the bookings tab uses it).
 * Kept for pages made before a confirmed booking could be cancelled by the patient (decision 056).
 */
export const PATIENT_CANCEL_CONFIRMED =
  "This booking is confirmed, so it can't be cancelled here: message the clinic to change or cancel it. Their cancellation terms apply to the deposit.";
