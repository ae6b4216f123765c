import { BUDGET_OPTIONS } from "./search-url";

/**
 * The results page's parameters: their parsed shape, the sort options, the page size, the
 * words of `q`. URLs are built by ./search-url; the zod parser is ./parse-params, apart so that
 * pages that only build search URLs in the browser do not download zod.
 */

/** Longest value we keep from the URL; longer input is cut, never rejected. */
export const MAX_PARAM_LENGTH = 200;
/** The spec's cap of 8 results became the page size. */
export const PAGE_SIZE = 8;
export const MAX_PAGE = 500;
/**
 * Free text counts its matches up to this many (decision 072): a word such as a procedure's
 * name can match a large share of a big catalogue, and an exact count would read every match.
 * Beyond it the page says "more than 1,000" and offers the best 1,000 (125 pages).
 */
export const FREE_TEXT_COUNT_MAX = 1000;

export const SORT_OPTIONS = [
  { value: "relevance", label: "Best match" },
  { value: "rating", label: "Best rated" },
  { value: "price-asc", label: "Price: low to high" },
  { value: "price-desc", label: "Price: high to low" },
  { value: "reviews", label: "Most reviewed" },
] as const;

export type SortValue = (typeof SORT_OPTIONS)[number]["value"];
export type BudgetValue = (typeof BUDGET_OPTIONS)[number]["value"];

export type SearchParams = {
  treatment?: string;
  destination?: string;
  budget?: BudgetValue;
  /** YYYY-MM-DD */
  date?: string;
  /** A language the clinic's staff speak, as clinics list it ("German"). */
  language?: string;
  q?: string;
  /** As chosen in the URL; `undefined` means the default order. */
  sort?: SortValue;
  page: number;
};

/** Params that filter the results (and get a removable badge). */
export const FILTER_KEYS = ["treatment", "destination", "budget", "date", "language", "q"] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** The order actually used: relevance when there is a query, else best rated. */
export function effectiveSort(p: Pick<SearchParams, "sort" | "q">): SortValue {
  return p.sort ?? (p.q ? "relevance" : "rating");
}

export function budgetOption(value: string | undefined) {
  return BUDGET_OPTIONS.find((b) => b.value === value);
}

/** "2026-12-01" -> "1 Dec 2026" (UTC, so server and browser agree). */
export function formatSearchDate(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(d);
}

/**
 * Words of a free-text query for matching: lower case, letters and digits only (so nothing the
 * visitor types reaches a tsquery as syntax), stop words dropped, at most 6.
 */
export const STOP_WORDS = new Set([
  "a",
  "an",
  "and",
  "at",
  "best",
  "cheap",
  "cheapest",
  "clinic",
  "clinics",
  "doctor",
  "doctors",
  "for",
  "in",
  "near",
  "of",
  "on",
  "or",
  "the",
  "to",
  "top",
  "with",
]);

export function queryWords(q: string | undefined): string[] {
  if (!q) return [];
  const words = q
    .normalize("NFKC")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2 && w.length <= 40 && !STOP_WORDS.has(w));
  return [...new Set(words)].slice(0, 6);
}

/**
 * The query string a search URL should have: empty values dropped and a repeated key kept once
 * (its first non-empty value, as parseSearchParams reads it). A form sent without JavaScript
 * gives `?q=&treatment=&date=&date=2026-12-15`; the results page redirects that to the tidy
 * URL. Null when the query is tidy already.
 */
export function tidySearchQuery(sp: URLSearchParams): string | null {
  const out = new URLSearchParams();
  let changed = false;
  for (const [key, value] of sp) {
    if (value.trim() === "" || out.has(key)) {
      changed = true;
      continue;
    }
    out.append(key, value);
  }
  return changed ? out.toString() : null;
}
