import { type CurrencyCode, DEFAULT_RATES, type Rates, formatMoney } from "~/utils/money";

/**
 * What both the home page's search form and the results page need: the budget options and
 * their labels, and the one /search-results URL builder. It is kept apart from ./params (the
 * results page's sort options, query words and dates) because the home page downloads this
 * module: anything added here weighs on the home page's JavaScript.
 */

/**
 * Budget options of the home search form (spec section 2); the value travels in the URL. The
 * buckets are in US dollars (what search compares: each clinic's starting price in USD), and
 * their labels are shown in the visitor's currency (budgetLabel; decision 025).
 */
export const BUDGET_OPTIONS = [
  { value: "under-1000", label: "Under $1,000", minUsd: 0, maxUsd: 1000 },
  { value: "1000-5000", label: "$1,000 - $5,000", minUsd: 1000, maxUsd: 5000 },
  { value: "5000-10000", label: "$5,000 - $10,000", minUsd: 5000, maxUsd: 10000 },
  { value: "10000-20000", label: "$10,000 - $20,000", minUsd: 10000, maxUsd: 20000 },
  { value: "above-20000", label: "Above $20,000", minUsd: 20000, maxUsd: null },
] as const;

export type BudgetOption = (typeof BUDGET_OPTIONS)[number];

/** A USD bound in the visitor's currency: converted at the current rate and, outside USD,
 * rounded to the nearest 10 ("€850", "£3,650"). */
function budgetBound(usd: number, currency: CurrencyCode, rates: Rates): string {
  const v = usd * rates[currency];
  return formatMoney(currency === "USD" ? v : Math.round(v / 10) * 10, currency);
}

/** The words around an open-ended budget, in the page's language ("{amount}" marks the bound). */
export type BudgetWords = { under: string; above: string };
const ENGLISH_BUDGET_WORDS: BudgetWords = { under: "Under {amount}", above: "Above {amount}" };

/** "Under €850", "€850 - €4,250", "Above €17,000" (USD: the spec's labels). */
export function budgetLabel(
  b: BudgetOption,
  currency: CurrencyCode = "USD",
  rates: Rates = DEFAULT_RATES,
  words: BudgetWords = ENGLISH_BUDGET_WORDS,
): string {
  if (b.maxUsd === null)
    return words.above.replace("{amount}", budgetBound(b.minUsd, currency, rates));
  if (b.minUsd === 0)
    return words.under.replace("{amount}", budgetBound(b.maxUsd, currency, rates));
  return `${budgetBound(b.minUsd, currency, rates)} - ${budgetBound(b.maxUsd, currency, rates)}`;
}

/** The keys of a search URL, in the order they are written. */
const URL_KEYS = [
  "treatment",
  "destination",
  "budget",
  "date",
  "language",
  "q",
  "sort",
  "page",
] as const;
type UrlValues = Partial<Record<(typeof URL_KEYS)[number], string | number | undefined>>;

/**
 * The canonical /search-results URL: keys in a fixed order, values trimmed, empty values and
 * page 1 left out; `overrides` set or remove keys.
 */
export function searchUrl(p: UrlValues, overrides: UrlValues = {}): string {
  const merged: UrlValues = { ...p, ...overrides };
  const params = new URLSearchParams();
  for (const key of URL_KEYS) {
    const v = String(merged[key] ?? "").trim();
    if (v === "" || (key === "page" && Number(v) <= 1)) continue;
    params.set(key, v);
  }
  const qs = params.toString();
  return qs ? `/search-results?${qs}` : "/search-results";
}

/** A calendar date as the URL carries it (YYYY-MM-DD, the visitor's local day). */
export function toIsoDate(d: Date): string {
  const y = d.getFullYear();
  const m = String(d.getMonth() + 1).padStart(2, "0");
  const day = String(d.getDate()).padStart(2, "0");
  return `${y}-${m}-${day}`;
}
