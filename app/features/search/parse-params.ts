import "~/utils/zod-config";
import { z } from "zod";
import {
  MAX_PAGE,
  MAX_PARAM_LENGTH,
  SORT_OPTIONS,
  type BudgetValue,
  type SearchParams,
  type SortValue,
} from "./params";
import { BUDGET_OPTIONS } from "./search-url";

// The URL parser lives apart from params.ts and search-url.ts so that the pages that only build search
// URLs (in the browser) do not download zod.

// Control characters (other than ordinary spaces) never belong in a search term.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\ufeff]/g;

const text = z
  .string()
  .transform((v) =>
    v.replace(CONTROL, " ").replace(/\s+/g, " ").trim().slice(0, MAX_PARAM_LENGTH).trim(),
  )
  .transform((v) => v || undefined);

const budgetValues = BUDGET_OPTIONS.map((b) => b.value) as [BudgetValue, ...BudgetValue[]];
const sortValues = SORT_OPTIONS.map((s) => s.value) as [SortValue, ...SortValue[]];

const isoDate = z
  .string()
  .trim()
  // The home form sends YYYY-MM-DD; an ISO timestamp (the spec's "ISO string") is accepted too.
  .transform((v) => v.slice(0, 10))
  .refine((v) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  });

const SearchParamsSchema = z.object({
  treatment: text.optional().catch(undefined),
  destination: text.optional().catch(undefined),
  q: text.optional().catch(undefined),
  budget: z.enum(budgetValues).optional().catch(undefined),
  date: isoDate.optional().catch(undefined),
  language: z.string().trim().max(40).optional().catch(undefined),
  sort: z.enum(sortValues).optional().catch(undefined),
  // A page past the end shows the last page; absurd numbers are capped rather than rejected.
  page: z.coerce
    .number()
    .int()
    .min(1)
    .transform((n) => Math.min(n, MAX_PAGE))
    .optional()
    .catch(undefined),
});

/**
 * Reads the search from the URL. Never throws: unknown values are dropped, text is trimmed and
 * capped, and for a repeated key the first non-empty value wins (`?date=&date=2026-12-01`, which
 * the home form sends without JavaScript, means 2026-12-01).
 */
export function parseSearchParams(sp: URLSearchParams): SearchParams {
  const first = (key: string) => sp.getAll(key).find((v) => v.trim() !== "");
  const raw = {
    treatment: first("treatment"),
    destination: first("destination"),
    q: first("q"),
    budget: first("budget")?.trim(),
    date: first("date"),
    language: first("language"),
    sort: first("sort")?.trim(),
    page: first("page")?.trim(),
  };
  const parsed = SearchParamsSchema.parse(raw);
  const out: SearchParams = { page: parsed.page ?? 1 };
  if (parsed.treatment) out.treatment = parsed.treatment;
  if (parsed.destination) out.destination = parsed.destination;
  if (parsed.q) out.q = parsed.q;
  if (parsed.budget) out.budget = parsed.budget;
  if (parsed.date) out.date = parsed.date;
  if (parsed.language) out.language = parsed.language;
  // "Best match" only means something with a free-text query.
  if (parsed.sort && !(parsed.sort === "relevance" && !parsed.q)) out.sort = parsed.sort;
  return out;
}
