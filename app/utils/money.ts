import { numberFormat } from "~/utils/intl-cache";

export const CURRENCIES = [
  { code: "USD", symbol: "$", name: "US Dollar" },
  { code: "EUR", symbol: "€", name: "Euro" },
  { code: "GBP", symbol: "£", name: "British Pound" },
] as const;

export type CurrencyCode = (typeof CURRENCIES)[number]["code"];
export const DEFAULT_CURRENCY: CurrencyCode = "USD";
export const CURRENCY_STORAGE_KEY = "careatlas-currency";
export const CURRENCY_COOKIE = "careatlas-currency";
export const RATES_REFRESH_MS = 3_600_000;

/** Units of each currency per 1 USD. */
export type Rates = Record<CurrencyCode, number>;
export const DEFAULT_RATES: Rates = { USD: 1, EUR: 0.85, GBP: 0.73 };

export function isCurrencyCode(v: unknown): v is CurrencyCode {
  return typeof v === "string" && CURRENCIES.some((c) => c.code === v);
}

export function currencySymbol(code: string): string {
  return CURRENCIES.find((c) => c.code === code)?.symbol ?? code;
}

/** Converts integer minor units between currencies through USD; the result is in major units
 * rounded to 2 decimals (spec section 9). */
export function convertMinor(
  amountMinor: number,
  from: string,
  to: CurrencyCode,
  rates: Rates,
): number {
  const fromRate = isCurrencyCode(from) ? rates[from] : undefined;
  const toRate = rates[to];
  if (!fromRate || !toRate) throw new Error(`No exchange rate for ${from} → ${to}`);
  const usd = amountMinor / 100 / fromRate;
  return Math.round(usd * toRate * 100) / 100;
}

function formatter(code: string, fraction: boolean, numberLocale: string) {
  return numberFormat(numberLocale, {
    style: "currency",
    currency: code,
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: fraction ? 2 : 0,
    maximumFractionDigits: 2,
  });
}

/** Formats a major-unit amount with its currency symbol, e.g. 2465 EUR -> "€2,465". Cents are
 * shown only when there are any. */
/** `numberLocale`: the page language's Intl tag ("de-DE": "2.900 $"); English pages use en-US. */
export function formatMoney(amount: number, code: string, numberLocale = "en-US"): string {
  const hasCents = Math.round(amount * 100) % 100 !== 0;
  return formatter(code, hasCents, numberLocale).format(amount);
}

export function formatMinor(amountMinor: number, code: string): string {
  return formatMoney(amountMinor / 100, code);
}

/** Converts and formats in one step, exactly (to the cent): quotes, checkout. */
export function displayPrice(
  amountMinor: number,
  from: string,
  to: CurrencyCode,
  rates: Rates,
  numberLocale?: string,
): string {
  return formatMoney(convertMinor(amountMinor, from, to, rates), to, numberLocale);
}

/** A converted amount rounded to whole units, as shops show headline and "from" prices. */
export function convertWhole(
  amountMinor: number,
  from: string,
  to: CurrencyCode,
  rates: Rates,
): number {
  return Math.round(convertMinor(amountMinor, from, to, rates));
}

/** Converts and formats a headline or "from" price in whole units: "$2,706", not "$2,705.88"
 * (decision 025). Exact amounts (quotes, checkout) use displayPrice / formatMinor. */
export function displayWholePrice(
  amountMinor: number,
  from: string,
  to: CurrencyCode,
  rates: Rates,
  numberLocale?: string,
): string {
  return formatMoney(convertWhole(amountMinor, from, to, rates), to, numberLocale);
}
