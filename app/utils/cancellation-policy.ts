/**
 * Cancellation terms and the refund they give (decision 056). Pure and safe on both sides: the
 * checkout, the booking page ("what you would get back today") and the one place money moves
 * (`changeIn` in app/features/bookings/bookings.server.ts) all call `refundFor`, so what the
 * patient is shown is what the system refunds. Refunds are computed, never typed.
 *
 * Days are calendar days in UTC (booking dates are calendar days, stored without a time zone,
 * and every other date rule of the bookings counts them in UTC): "N days before treatment" is
 * `daysBetween(cancel day, treatment day)`, the cancel day being the UTC date of the moment of
 * cancellation.
 */

export const CANCELLATION_TERMS = ["flexible", "moderate", "strict"] as const;
/** The longest note a clinic may add to its terms. */
const NOTE_MAX_CHARS = 500;
export type CancellationTerms = (typeof CANCELLATION_TERMS)[number];

/** A package's terms when the clinic has not chosen (and the migration's default). */
export const DEFAULT_TERMS: CancellationTerms = "moderate";

/**
 * Bookings made before terms existed have none: they are treated as flexible, the most
 * generous template, since the patient never agreed to stricter ones.
 */
export const LEGACY_TERMS: CancellationTerms = "flexible";

/** The templates' names and summaries in the catalogues (the browser's package form uses them). */
export const TERMS_NAME_IDS = {
  flexible: /*i18n*/ "terms.name.flexible",
  moderate: /*i18n*/ "terms.name.moderate",
  strict: /*i18n*/ "terms.name.strict",
} as const;

export const TERMS_SUMMARY_IDS = {
  flexible: /*i18n*/ "terms.summary.flexible",
  moderate: /*i18n*/ "terms.summary.moderate",
  strict: /*i18n*/ "terms.summary.strict",
} as const;

/** The terms fields' refusals (the package form's and the quote form's), English → catalogue. */
export const TERMS_MESSAGES = {
  terms: "Choose cancellation terms.",
  note: `The note on cancellation is at most ${NOTE_MAX_CHARS} characters.`,
} as const;

export const COOLING_OFF_DAYS = 14;
/** The clinic must confirm within this many hours, or the booking is cancelled and refunded. */
export const CONFIRM_WITHIN_HOURS = 72;
export const NOTE_MAX = NOTE_MAX_CHARS;

/** One step of a template: cancelled at least `minDays` before treatment, `percent` back. */
export type Tier = { minDays: number; percent: number };

/**
 * The templates, most generous step first. A cancellation at `d` days before treatment gets the
 * first step with `d >= minDays`; none (on or after the treatment day): nothing back.
 */
export const TERMS_TIERS: Record<CancellationTerms, readonly Tier[]> = {
  // Full refund up to 14 days before treatment, half from 13 days to the day before.
  flexible: [
    { minDays: 14, percent: 100 },
    { minDays: 1, percent: 50 },
  ],
  // Full refund up to 30 days before, half from 29 to 14 days, nothing in the last 13 days.
  moderate: [
    { minDays: 30, percent: 100 },
    { minDays: 14, percent: 50 },
  ],
  // Half up to 60 days before, nothing after.
  strict: [{ minDays: 60, percent: 50 }],
};

export function isCancellationTerms(v: unknown): v is CancellationTerms {
  return typeof v === "string" && (CANCELLATION_TERMS as readonly string[]).includes(v);
}

/**
 * Why the deposit is refunded as it is:
 * - `clinic_cancelled`, `surgeon_refused`, `unconfirmed`: full, whatever the terms;
 * - `not_confirmed`: the patient cancels before the clinic confirmed (nothing was agreed yet): full;
 * - `cooling_off`: within 14 days of booking while treatment is more than 14 days away: full;
 * - `terms`: the template's step for the days left.
 */
export type RefundRule =
  | "clinic_cancelled"
  | "surgeon_refused"
  | "unconfirmed"
  | "not_confirmed"
  | "cooling_off"
  | "terms";

export type CancelReason = "patient" | "clinic" | "surgeon_refused" | "unconfirmed";

export type RefundInput = {
  terms: CancellationTerms | null;
  /** When the patient paid (the booking's creation). */
  bookedAt: Date;
  /** The treatment day (YYYY-MM-DD): the surgery date, else the consultation date. */
  treatmentDate: string | null;
  cancelAt: Date;
  /** Who cancels and why. */
  reason: CancelReason;
  /** Whether the clinic had confirmed the booking. */
  confirmed: boolean;
  depositUsdMinor: number;
};

export type Refund = {
  percent: number;
  amountUsdMinor: number;
  rule: RefundRule;
  /** Whole days from the cancel day to the treatment day (negative after it); null: no date. */
  daysBefore: number | null;
  terms: CancellationTerms;
};

export function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

export function daysFromTo(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** The template's percentage at `daysBefore` days before treatment. */
export function termsPercent(terms: CancellationTerms, daysBefore: number): number {
  for (const tier of TERMS_TIERS[terms]) if (daysBefore >= tier.minDays) return tier.percent;
  return 0;
}

/** Whether a patient's cancellation at `cancelAt` falls in the cooling-off period. */
export function inCoolingOff(bookedAt: Date, treatmentDate: string | null, cancelAt: Date) {
  const sinceBooking = daysFromTo(dayOf(bookedAt), dayOf(cancelAt));
  const toTreatment =
    treatmentDate === null ? Infinity : daysFromTo(dayOf(cancelAt), treatmentDate);
  return sinceBooking <= COOLING_OFF_DAYS && toTreatment > COOLING_OFF_DAYS;
}

/** The refund of a cancellation: f(terms, booking date, treatment date, cancel date, who, why). */
export function refundFor(i: RefundInput): Refund {
  const terms = i.terms ?? LEGACY_TERMS;
  const daysBefore =
    i.treatmentDate === null ? null : daysFromTo(dayOf(i.cancelAt), i.treatmentDate);
  const full = (rule: RefundRule): Refund => ({
    percent: 100,
    amountUsdMinor: i.depositUsdMinor,
    rule,
    daysBefore,
    terms,
  });
  if (i.reason === "clinic") return full("clinic_cancelled");
  if (i.reason === "surgeon_refused") return full("surgeon_refused");
  if (i.reason === "unconfirmed") return full("unconfirmed");
  if (!i.confirmed) return full("not_confirmed");
  if (inCoolingOff(i.bookedAt, i.treatmentDate, i.cancelAt)) return full("cooling_off");
  // No treatment date at all: nothing to count down to, so the most generous step applies.
  const percent =
    daysBefore === null ? TERMS_TIERS[terms][0]!.percent : termsPercent(terms, daysBefore);
  return {
    percent,
    // Half a cent goes to the patient.
    amountUsdMinor: Math.min(i.depositUsdMinor, Math.ceil((i.depositUsdMinor * percent) / 100)),
    rule: "terms",
    daysBefore,
    terms,
  };
}

/** The treatment day a booking's terms count to (as completion does: surgery, else consultation). */
export function treatmentDay(b: {
  surgeryDate: string | null;
  consultationDate: string | null;
}): string | null {
  return b.surgeryDate ?? b.consultationDate ?? null;
}
