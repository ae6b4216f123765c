import { type CurrencyCode, type Rates, convertMinor } from "~/utils/money";

/**
 * The deposit rule (the spec gives no amount): 20% of the booking's total, charged in USD
 * ("package payment is processed in USD"), rounded to the cent. The rest is paid to the clinic
 * directly, as the product states bookings are made with the clinic.
 */
export const DEPOSIT_PERCENT = 20;

/** Minor units of `to` for minor units of `from` (2-decimal rounding, as everywhere). */
export function convertToMinor(amountMinor: number, from: string, to: CurrencyCode, rates: Rates) {
  if (from === to) return amountMinor;
  return Math.round(convertMinor(amountMinor, from, to, rates) * 100);
}

export type DepositQuote = {
  totalMinor: number;
  currency: string;
  totalUsdMinor: number;
  depositUsdMinor: number;
  /** The selected (display) currency and the same amounts in it. */
  displayCurrency: CurrencyCode;
  totalDisplayMinor: number;
  depositDisplayMinor: number;
};

export function depositQuote(
  totalMinor: number,
  currency: string,
  displayCurrency: CurrencyCode,
  rates: Rates,
): DepositQuote {
  const totalUsdMinor = convertToMinor(totalMinor, currency, "USD", rates);
  const depositUsdMinor = Math.max(1, Math.round((totalUsdMinor * DEPOSIT_PERCENT) / 100));
  return {
    totalMinor,
    currency,
    totalUsdMinor,
    depositUsdMinor,
    displayCurrency,
    totalDisplayMinor: convertToMinor(totalMinor, currency, displayCurrency, rates),
    depositDisplayMinor: convertToMinor(depositUsdMinor, "USD", displayCurrency, rates),
  };
}

/**
 * How long a card authorisation lasts (online card payments: about 7 days). A treatment
 * further away than that cannot be covered by a hold: the deposit is captured at booking and
 * kept by CareAtlas as a balance owed to the patient until the clinic confirms (then it goes to
 * the clinic) or the booking is cancelled (then it is refunded).
 */
export const AUTHORISATION_DAYS = 7;

/** Whether a booking for this treatment date (YYYY-MM-DD) is captured at booking. */
export function capturesAtBooking(treatmentDate: string, now: Date): boolean {
  const day = Date.parse(`${treatmentDate}T00:00:00Z`);
  if (Number.isNaN(day)) return false;
  const today = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  return (day - today) / 86_400_000 > AUTHORISATION_DAYS;
}
