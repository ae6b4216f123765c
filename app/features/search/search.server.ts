import { sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import {
  destinationIn,
  destinationParts,
  loadDictionary,
  normalizeTerm,
  treatmentIn,
  wordsIn,
  type ResolvedDestination,
  type ResolvedTreatment,
} from "./dictionary.server";
import {
  budgetOption,
  effectiveSort,
  FREE_TEXT_COUNT_MAX,
  PAGE_SIZE,
  queryWords,
  type SearchParams,
  type SortValue,
} from "./params";
import { runSearch, type ClinicSearchResult, type QueryPlan } from "./plan.server";
import { rows } from "./sql.server";

/**
 * The search entry point. How a search is answered (the dictionary, the three query plans and
 * the columns that database triggers keep for them) is described in docs/search.md.
 */

/* ------------------------------------------------------------------ types */

export type { ClinicSearchResult };

export type ClinicSearch = {
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
  sort: SortValue;
  results: ClinicSearchResult[];
  treatment?: ResolvedTreatment;
  destination?: ResolvedDestination;
  /** True when no clinic matched every word of `q` and the closest partial matches are shown. */
  looseQuery: boolean;
  /** Free text matched more than `total` (FREE_TEXT_COUNT_MAX) clinics; the best are offered. */
  moreThanTotal: boolean;
};

/**
 * Verified clinics for a search, one page at a time.
 *
 * Filters: treatment (via the taxonomy), destination (cities), budget (the clinic's starting
 * price in USD: the lowest `price_from_minor` over the matched treatments, or over all of its
 * treatments, converted with exchange_rates), date (see `availabilityCondition`), and `q`
 * (every word must match the clinic's name or specialty — full-text prefix or trigram — or one
 * of its treatments, or its city/country; if no clinic matches every word, the clinics matching
 * the most words are shown instead and `looseQuery` is set).
 *
 * Two statements: the dictionary lookups (only when there is a treatment, destination or `q`),
 * then the search (see `runSearch`).
 */
/** The languages verified clinics' staff speak, as clinics list them (the language filter). */
export async function listSpokenLanguages(): Promise<string[]> {
  const db = await getDb();
  const found = await rows<{ language: string }>(
    db,
    sql`SELECT min(l) AS language FROM clinics c, unnest(c.languages) l
        WHERE c.verified AND btrim(l) <> '' GROUP BY lower(btrim(l)) ORDER BY 1`,
  );
  return found.map((r) => r.language.trim());
}

/**
 * `exhaustive`: count every match as the plans did before the kept counts (decision 066); the
 * benchmark and the tests compare both.
 */
export async function searchClinics(
  params: SearchParams,
  options: { exhaustive?: boolean } = {},
): Promise<ClinicSearch> {
  const db = await getDb();
  const sort = effectiveSort(params);
  const base: ClinicSearch = {
    total: 0,
    page: 1,
    pageSize: PAGE_SIZE,
    totalPages: 0,
    sort,
    results: [],
    looseQuery: false,
    moreThanTotal: false,
  };

  const words = queryWords(params.q);
  const parts = params.destination ? destinationParts(params.destination) : undefined;
  const dict = await loadDictionary(db, {
    treatment: params.treatment ? normalizeTerm(params.treatment) : undefined,
    destinationParts: parts?.length ? parts : undefined,
    words,
  });
  const treatment = params.treatment ? treatmentIn(dict, params.treatment) : undefined;
  const destination = params.destination ? destinationIn(dict, params.destination) : undefined;
  const query = words.length ? wordsIn(dict, words) : null;
  if (treatment) base.treatment = treatment;
  if (destination) base.destination = destination;
  // A treatment or place we do not know has no clinics (rather than silently ignoring it).
  if (treatment?.status === "unknown" || destination?.status === "unknown") return base;

  const plan: QueryPlan = {
    treatmentIds: treatment?.status === "matched" ? treatment.treatmentIds : null,
    wholeGroupId: treatment?.status === "matched" ? treatment.wholeGroupId : null,
    cityIds: destination?.status === "matched" ? destination.cityIds : null,
    budget: budgetOption(params.budget) ?? null,
    date: params.date ?? null,
    language: params.language ?? null,
    query,
    sort,
    exhaustive: options.exhaustive === true,
  };

  let page = Math.max(1, params.page);
  let result = await runSearch(db, plan, page);
  // Free text offers its best FREE_TEXT_COUNT_MAX matches (decision 072).
  const moreThanTotal = query !== null && result.total > FREE_TEXT_COUNT_MAX;
  const total = moreThanTotal ? FREE_TEXT_COUNT_MAX : result.total;
  // Past the last page (an old link): show the last page rather than an empty one.
  const totalPages = Math.ceil(total / PAGE_SIZE);
  if (total > 0 && page > totalPages) {
    page = totalPages;
    result = await runSearch(db, plan, page);
  }
  return {
    ...base,
    total,
    page,
    totalPages,
    results: result.results,
    looseQuery: result.loose,
    moreThanTotal,
  };
}
