import { type CurrencyCode, DEFAULT_RATES, type Rates, formatMoney } from "~/utils/money";

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

/** "Under €850", "€850 - €4,250", "Above €17,000" (USD: the spec's labels). */
export function budgetLabel(b: BudgetOption, currency: CurrencyCode = "USD", rates: Rates = DEFAULT_RATES): string {
  if (b.maxUsd === null) return `Above ${budgetBound(b.minUsd, currency, rates)}`;
  if (b.minUsd === 0) return `Under ${budgetBound(b.maxUsd, currency, rates)}`;
  return `${budgetBound(b.minUsd, currency, rates)} - ${budgetBound(b.maxUsd, currency, rates)}`;
}

export type SearchFormValues = {
  treatment?: string | null;
  destination?: string | null;
  budget?: string | null;
  /** A calendar date, sent as an ISO date (YYYY-MM-DD). */
  date?: Date | string | null;
};

export function toIsoDate(d: Date): string {
  const y = d.getFullYear();
  const m = String(d.getMonth() + 1).padStart(2, "0");
  const day = String(d.getDate()).padStart(2, "0");
  return `${y}-${m}-${day}`;
}

/** The /search-results URL for the form's values, in a fixed order, omitting empty values. */
export function buildSearchUrl(values: SearchFormValues): string {
  const params = new URLSearchParams();
  const add = (k: string, v: string | null | undefined) => {
    const t = v?.trim();
    if (t) params.set(k, t);
  };
  add("treatment", values.treatment);
  add("destination", values.destination);
  add("budget", values.budget);
  const date = values.date instanceof Date ? toIsoDate(values.date) : values.date;
  add("date", date);
  const qs = params.toString();
  return qs ? `/search-results?${qs}` : "/search-results";
}
