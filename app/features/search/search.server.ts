import { sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "~/db/client.server";
import {
  budgetOption,
  effectiveSort,
  PAGE_SIZE,
  queryWords,
  type SearchParams,
  type SortValue,
} from "./search-params";

/* ------------------------------------------------------------------ types */

export type ClinicSearchResult = {
  id: string;
  slug: string;
  name: string;
  city: string;
  country: string;
  specialty: string;
  rating: number;
  reviewCount: number;
  doctorName: string | null;
  /** The clinic's first gallery photo (null for a new clinic that has not uploaded any). */
  photo: string | null;
  /** The matched treatment the price belongs to (or the clinic's cheapest treatment). */
  treatmentName: string | null;
  /** Whether that treatment is what the search asked for (rather than just the cheapest). */
  treatmentMatched: boolean;
  priceFromMinor: number | null;
  currency: string | null;
};

export type ResolvedTreatment =
  | {
      status: "matched";
      kind: "treatment" | "group";
      label: string;
      groupName: string;
      treatmentIds: string[];
      fallback: boolean;
    }
  | { status: "unknown"; label: string };

export type ResolvedDestination =
  | { status: "matched"; kind: "city" | "country"; label: string; cityIds: string[] }
  | { status: "unknown"; label: string };

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
};

/* ------------------------------------------------------------------ helpers */

/** Lower case, no accents, dashes and underscores as spaces, single spaces. */
export function normalizeTerm(v: string): string {
  return v
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[-_]+/g, " ")
    .replace(/[^\p{L}\p{N}&(),' ]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

function uuidArray(ids: string[]): SQL {
  if (ids.length === 0) return sql`ARRAY[]::uuid[]`;
  return sql`ARRAY[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
}

function textArray(values: string[]): SQL {
  if (values.length === 0) return sql`ARRAY[]::text[]`;
  return sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

type Row = Record<string, unknown>;
async function rows<T extends Row>(db: Db, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] } | T[];
  return Array.isArray(res) ? res : res.rows;
}

/* ------------------------------------------------------------------ dictionary */

type TaxonomyRow = {
  id: string;
  slug: string;
  name: string;
  keywords: string[];
  group_id: string;
  group_slug: string;
  group_name: string;
  /** Whether a verified clinic offers it. */
  offered: boolean;
};

type AliasRow = { label: string; group_id: string; treatment_id: string | null };

type PlaceRow = {
  city_id: string;
  city: string;
  city_slug: string;
  country_id: string;
  country: string;
  country_slug: string;
};

type FoundRow = {
  kind: "treatment" | "city" | "term" | "prefix";
  i: number;
  ref: string;
  s: number;
};

/**
 * What a search needs from the small dictionary tables (taxonomy, aliases, places, the words of
 * clinic names), read in one statement: a search costs two round trips (this and the search
 * itself) whatever it combines. The trigram guesses for a misspelt treatment or place are
 * computed here too (a few dozen comparisons) and only used when nothing matches exactly.
 */
type Dictionary = {
  taxonomy: TaxonomyRow[];
  aliases: AliasRow[];
  /** The closest procedure to the treatment text. */
  fuzzyTreatment: { id: string; score: number } | null;
  places: PlaceRow[];
  /** Cities and countries close to each part of the destination, best first. */
  fuzzyPlaces: { part: string; kind: "city" | "country"; id: string; score: number }[];
  /** Dictionary entries for the words of `q`. */
  found: FoundRow[];
};

type DictionaryNeeds = { treatment?: string; destinationParts?: string[]; words?: string[] };

async function loadDictionary(db: Db, needs: DictionaryNeeds): Promise<Dictionary> {
  const cols: SQL[] = [];
  const n = needs.treatment;
  if (n !== undefined) {
    cols.push(sql`(SELECT coalesce(json_agg(x ORDER BY x.ord), '[]'::json) FROM (
        SELECT t.id, t.slug, t.name, t.keywords, g.id AS group_id, g.slug AS group_slug, g.name AS group_name,
               EXISTS (SELECT 1 FROM clinic_treatments ct WHERE ct.treatment_id = t.id AND ct.verified) AS offered,
               row_number() OVER (ORDER BY g.sort_order, t.sort_order) AS ord
        FROM treatments t JOIN treatment_groups g ON g.id = t.group_id) x) AS taxonomy`);
    cols.push(sql`(SELECT coalesce(json_agg(a), '[]'::json) FROM (
        SELECT label, group_id, treatment_id FROM treatment_aliases) a) AS aliases`);
    // Typos and near misses ('rhinoplsty', 'dental implant'): the closest procedure.
    cols.push(sql`(SELECT row_to_json(f) FROM (
        SELECT t.id,
               greatest(similarity(${n}, lower(t.name)), word_similarity(${n}, lower(t.name)),
                        (SELECT coalesce(max(similarity(${n}, lower(k))), 0) FROM unnest(t.keywords) k)) AS score
        FROM treatments t
        ORDER BY score DESC, t.sort_order
        LIMIT 1) f) AS fuzzy_treatment`);
  }
  const parts = needs.destinationParts;
  if (parts) {
    cols.push(sql`(SELECT coalesce(json_agg(x ORDER BY x.ord), '[]'::json) FROM (
        SELECT ci.id AS city_id, ci.name AS city, ci.slug AS city_slug,
               co.id AS country_id, co.name AS country, co.slug AS country_slug,
               row_number() OVER (ORDER BY co.sort_order, ci.sort_order) AS ord
        FROM cities ci JOIN countries co ON co.id = ci.country_id) x) AS places`);
    // Near misses, each part on its own: 'istambul', 'south corea', 'bankok, thailand'.
    cols.push(sql`(SELECT coalesce(json_agg(f ORDER BY f.score DESC), '[]'::json) FROM (
        WITH parts(part) AS (SELECT unnest(${textArray(parts)}))
        SELECT part, kind, id, score FROM (
          SELECT p.part, 'city' AS kind, ci.id::text AS id, similarity(p.part, lower(ci.name)) AS score
          FROM parts p CROSS JOIN cities ci
          UNION ALL
          SELECT p.part, 'country', co.id::text, greatest(similarity(p.part, lower(co.name)), word_similarity(p.part, lower(co.name)))
          FROM parts p CROSS JOIN countries co
        ) s
        WHERE score >= 0.4) f) AS fuzzy_places`);
  }
  const words = needs.words;
  if (words?.length) {
    cols.push(sql`(SELECT coalesce(json_agg(f), '[]'::json) FROM (
      WITH words(i, w) AS (SELECT i::int, w FROM unnest(${textArray(words)}) WITH ORDINALITY AS x(w, i))
      SELECT 'treatment' AS kind, i, ref, s FROM (
        SELECT words.i, t.id::text AS ref,
               greatest(word_similarity(words.w, lower(t.name)),
                        0.9 * word_similarity(words.w, lower(array_to_string(t.keywords, ' '))),
                        0.8 * word_similarity(words.w, lower(g.name)))::float8 AS s
        FROM words CROSS JOIN treatments t JOIN treatment_groups g ON g.id = t.group_id
      ) x WHERE s >= ${DICTIONARY_THRESHOLD * 0.8}
      UNION ALL
      SELECT 'city', i, ref, s FROM (
        SELECT words.i, ci.id::text AS ref,
               greatest(word_similarity(words.w, lower(ci.name)), word_similarity(words.w, lower(co.name)))::float8 AS s
        FROM words CROSS JOIN cities ci JOIN countries co ON co.id = ci.country_id
      ) x WHERE s >= ${DICTIONARY_THRESHOLD}
      UNION ALL
      SELECT 'term', i, term, s FROM (
        SELECT words.i, st.term, similarity(st.term, words.w)::float8 AS s,
               row_number() OVER (PARTITION BY words.i ORDER BY similarity(st.term, words.w) DESC, st.term) AS r
        FROM words JOIN search_terms st ON st.term % words.w
        WHERE st.term NOT LIKE words.w || '%' AND length(st.term) BETWEEN 3 AND 40
      ) x WHERE r <= 3 AND s >= ${CORRECTION_THRESHOLD}
      UNION ALL
      SELECT 'prefix', i, term, 0::float8 FROM (
        SELECT words.i, st.term, row_number() OVER (PARTITION BY words.i ORDER BY st.term) AS r
        FROM words JOIN search_terms st ON st.term LIKE words.w || '%'
      ) x WHERE r <= ${PREFIX_WORDS_MAX + 1}) f) AS found`);
  }
  const dict: Dictionary = {
    taxonomy: [],
    aliases: [],
    fuzzyTreatment: null,
    places: [],
    fuzzyPlaces: [],
    found: [],
  };
  if (cols.length === 0) return dict;
  const [row] = await rows<{
    taxonomy?: TaxonomyRow[];
    aliases?: AliasRow[];
    fuzzy_treatment?: { id: string; score: number } | null;
    places?: PlaceRow[];
    fuzzy_places?: Dictionary["fuzzyPlaces"];
    found?: FoundRow[];
  }>(db, sql`SELECT ${sql.join(cols, sql`, `)}`);
  return {
    taxonomy: row?.taxonomy ?? [],
    aliases: row?.aliases ?? [],
    fuzzyTreatment: row?.fuzzy_treatment ?? null,
    places: row?.places ?? [],
    fuzzyPlaces: row?.fuzzy_places ?? [],
    found: row?.found ?? [],
  };
}

/** The comma-separated parts of a destination, as they are matched. */
function destinationParts(input: string): string[] {
  return normalizeTerm(input)
    .split(",")
    .map((p) => p.replace(/[()']/g, " ").replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

/* ------------------------------------------------------------------ treatment */

/**
 * Maps the treatment text onto the taxonomy: a procedure (its exact form label, slug, or a
 * synonym), a group (name, slug, or a label used elsewhere in the product such as 'Hair
 * Restoration'), or, failing those, the closest procedure by trigram similarity (typos).
 * A procedure no verified clinic offers yet widens to its group.
 */
export async function resolveTreatment(db: Db, input: string): Promise<ResolvedTreatment> {
  return treatmentIn(await loadDictionary(db, { treatment: normalizeTerm(input) }), input);
}

function treatmentIn(dict: Dictionary, input: string): ResolvedTreatment {
  const n = normalizeTerm(input);
  const { taxonomy, aliases } = dict;
  if (!n || taxonomy.length === 0) return { status: "unknown", label: input };

  const byGroup = (groupId: string) => taxonomy.filter((t) => t.group_id === groupId);
  const procedure = (t: TaxonomyRow) => matchProcedure(t, byGroup(t.group_id));
  const group = (groupId: string): ResolvedTreatment => {
    const list = byGroup(groupId);
    return {
      status: "matched",
      kind: "group",
      label: list[0]?.group_name ?? input,
      groupName: list[0]?.group_name ?? input,
      treatmentIds: list.map((t) => t.id),
      fallback: false,
    };
  };

  const exact = taxonomy.find((t) => normalizeTerm(t.name) === n || normalizeTerm(t.slug) === n);
  if (exact) return procedure(exact);
  const g = taxonomy.find(
    (t) => normalizeTerm(t.group_name) === n || normalizeTerm(t.group_slug) === n,
  );
  if (g) return group(g.group_id);
  const alias = aliases.find((a) => normalizeTerm(a.label) === n);
  if (alias) {
    const t = alias.treatment_id ? taxonomy.find((x) => x.id === alias.treatment_id) : undefined;
    return t ? procedure(t) : group(alias.group_id);
  }
  const keyword = taxonomy.find((t) => t.keywords.some((k) => normalizeTerm(k) === n));
  if (keyword) return procedure(keyword);

  // Typos and near misses ('rhinoplsty', 'dental implant'): the closest procedure, if close enough.
  const best = dict.fuzzyTreatment;
  if (best && Number(best.score) >= 0.45) {
    const t = taxonomy.find((x) => x.id === best.id);
    if (t) return procedure(t);
  }
  return { status: "unknown", label: input };
}

function matchProcedure(t: TaxonomyRow, group: TaxonomyRow[]): ResolvedTreatment {
  if (t.offered) {
    return {
      status: "matched",
      kind: "treatment",
      label: t.name,
      groupName: t.group_name,
      treatmentIds: [t.id],
      fallback: false,
    };
  }
  return {
    status: "matched",
    kind: "treatment",
    label: t.name,
    groupName: t.group_name,
    treatmentIds: group.map((x) => x.id),
    fallback: true,
  };
}

/* ------------------------------------------------------------------ destination */

/**
 * 'Istanbul, Turkey', 'istanbul', 'Turkey', 'south-korea', 'Seoul, South Korea' (any case or
 * spacing), and near misses ('istambul') by trigram similarity.
 */
export async function resolveDestination(db: Db, input: string): Promise<ResolvedDestination> {
  const parts = destinationParts(input);
  if (parts.length === 0) return { status: "unknown", label: input };
  return destinationIn(await loadDictionary(db, { destinationParts: parts }), input);
}

function destinationIn(dict: Dictionary, input: string): ResolvedDestination {
  const parts = destinationParts(input);
  if (parts.length === 0) return { status: "unknown", label: input };
  const places = dict.places;

  const cityMatch = (p: string) =>
    places.filter((x) => normalizeTerm(x.city) === p || normalizeTerm(x.city_slug) === p);
  const countryMatch = (p: string) =>
    places.filter((x) => normalizeTerm(x.country) === p || normalizeTerm(x.country_slug) === p);

  let cities = parts.flatMap(cityMatch);
  let countries = parts.flatMap(countryMatch);

  if (cities.length === 0 && countries.length === 0) {
    // Near misses, each part on its own: 'istambul', 'south corea', 'bankok, thailand'.
    const best = dict.fuzzyPlaces[0];
    if (best) {
      if (best.kind === "city") cities = places.filter((x) => x.city_id === best.id);
      else countries = places.filter((x) => x.country_id === best.id);
    }
  }

  if (cities.length > 0) {
    const countryIds = new Set(countries.map((c) => c.country_id));
    // 'Istanbul, Mexico' names two different places: nothing matches rather than a guess.
    const ok = countryIds.size === 0 ? cities : cities.filter((c) => countryIds.has(c.country_id));
    if (ok.length === 0) return { status: "unknown", label: input };
    const uniq = [...new Map(ok.map((c) => [c.city_id, c])).values()];
    return {
      status: "matched",
      kind: "city",
      label: uniq.map((c) => `${c.city}, ${c.country}`).join("; "),
      cityIds: uniq.map((c) => c.city_id),
    };
  }
  if (countries.length > 0) {
    const countryIds = [...new Set(countries.map((c) => c.country_id))];
    const inCountries = places.filter((x) => countryIds.includes(x.country_id));
    return {
      status: "matched",
      kind: "country",
      label: [...new Set(inCountries.map((c) => c.country))].join("; "),
      cityIds: inCountries.map((c) => c.city_id),
    };
  }
  return { status: "unknown", label: input };
}

/* ------------------------------------------------------------------ the search */

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
export async function searchClinics(params: SearchParams): Promise<ClinicSearch> {
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
    cityIds: destination?.status === "matched" ? destination.cityIds : null,
    budget: budgetOption(params.budget) ?? null,
    date: params.date ?? null,
    query,
    sort,
  };

  let page = Math.max(1, params.page);
  let result = await runSearch(db, plan, page);
  // Past the last page (an old link): show the last page rather than an empty one.
  const totalPages = Math.ceil(result.total / PAGE_SIZE);
  if (result.total > 0 && page > totalPages) {
    page = totalPages;
    result = await runSearch(db, plan, page);
  }
  return {
    ...base,
    total: result.total,
    page,
    totalPages,
    results: result.results,
    looseQuery: result.loose,
  };
}

type QueryPlan = {
  treatmentIds: string[] | null;
  cityIds: string[] | null;
  budget: { minUsd: number; maxUsd: number | null } | null;
  date: string | null;
  query: WordMatches | null;
  sort: SortValue;
};

/**
 * The date filter (clinic calendar, dashboard → Calendar). A clinic that publishes availability
 * (has any clinic_availability row) is shown for a date only if that day is open with capacity
 * left: capacity minus its confirmed bookings whose consultation is that day. Clinics that
 * publish no availability are not filtered out. `clinicId` is the clinic's id column.
 */
function availabilityCondition(date: string | null, clinicId: SQL): SQL | null {
  if (!date) return null;
  return sql`(NOT EXISTS (SELECT 1 FROM clinic_availability a0 WHERE a0.clinic_id = ${clinicId})
    OR EXISTS (SELECT 1 FROM clinic_availability a
      WHERE a.clinic_id = ${clinicId} AND a.day = ${date}::date AND a.open
        AND a.capacity > (SELECT count(*) FROM bookings b
          WHERE b.clinic_id = ${clinicId} AND b.status = 'confirmed' AND b.consultation_date = ${date}::date)))`;
}

/** How close a word must be to a treatment or place name (pg_trgm word similarity, 0..1);
 * 'istambul' -> 'Istanbul' is 0.5. */
const DICTIONARY_THRESHOLD = 0.45;

/** How close a clinic-name word must be to a misspelt query word to stand in for it
 * (pg_trgm similarity; 'dentl' -> 'dental' is 0.44, 'istambul' -> 'istanbul' 0.5). */
const CORRECTION_THRESHOLD = 0.4;

/**
 * A query word also matches the words it starts ('implant' -> implants). search_terms holds
 * every word of every clinic name and specialty, so up to this many such words are looked up
 * by name (exact lexemes, which the GIN index and the planner handle far better than a prefix
 * pattern); a word starting none of them matches no name at all. More than that, and the
 * prefix pattern itself is used.
 */
const PREFIX_WORDS_MAX = 12;

/**
 * Tokens of `clinics.search_doc` (see drizzle/0006_search_perf.sql) besides the words of the
 * name and specialty: one per offered treatment and one for the city. Query words are letters
 * and digits only, so they never match these.
 */
const treatmentToken = (id: string) => `'#t${id}'`;
const cityToken = (id: string) => `'#c${id}'`;

type ResultRow = {
  total: number;
  loose: boolean;
  id: string;
  slug: string;
  name: string;
  specialty: string;
  rating: string | number;
  review_count: number;
  city: string;
  country: string;
  doctor_name: string | null;
  photo: string | null;
  price_from_minor: number | null;
  currency: string | null;
  treatment_name: string | null;
  treatment_matched: boolean | null;
};

const and = (conds: (SQL | null)[]) => {
  const list = conds.filter((x): x is SQL => x !== null);
  return list.length ? sql.join(list, sql` AND `) : sql`true`;
};

/**
 * One statement per search, every filter answered by an index over the rows it keeps:
 *
 * - `q`: the words, their corrections, the procedures and places they name are one full-text
 *   query on `clinics.search_doc` (every word: AND of each word's alternatives), so the GIN
 *   index intersects them and only the matching clinics are read and scored; the closest
 *   matches (any word) are looked up only when no clinic matches every word.
 * - treatment: the price-list rows of verified clinics (`clinic_treatments.verified`, `city_id`
 *   and `usd_minor`, kept by triggers) give the count, the budget and the price order from one
 *   index; the best-rated page walks the rating index and checks each clinic's offer.
 * - otherwise: clinics by their own indexes (`start_usd_minor` for budget and price orders).
 *
 * The page is read in index order where the order allows and stops after eight rows, while the
 * count (a separate subquery, so planned on its own) takes the cheapest path. The card's price
 * is looked up for the page's eight clinics alone.
 */
async function runSearch(
  db: Db,
  plan: QueryPlan,
  page: number,
): Promise<{ total: number; loose: boolean; results: ClinicSearchResult[] }> {
  const { treatmentIds, cityIds, budget, query, sort } = plan;
  const tids = treatmentIds ? uuidArray(treatmentIds) : null;
  const single = treatmentIds?.length === 1 ? treatmentIds[0] : null;
  const cities = cityIds ? uuidArray(cityIds) : null;
  const hasQuery = query !== null;
  // With `q`: the procedures the words name best, and all they name (constants from the lookup).
  const best = uuidArray(query?.bestTreatments ?? []);
  const named = uuidArray(query?.namedTreatments ?? []);
  const needPrice = budget !== null || sort === "price-asc" || sort === "price-desc";
  const limit = sql`LIMIT ${PAGE_SIZE} OFFSET ${(page - 1) * PAGE_SIZE}`;
  /** The budget, on a starting price in US cents. */
  const inBudget = (usd: SQL): SQL[] =>
    budget
      ? [
          sql`${usd} >= ${budget.minUsd * 100}`,
          ...(budget.maxUsd !== null ? [sql`${usd} < ${budget.maxUsd * 100}`] : []),
        ]
      : [];
  const inCities = (col: SQL) => (cities ? sql`${col} = ANY(${cities})` : null);
  const date = (clinicId: SQL) => availabilityCondition(plan.date, clinicId);

  const ctes: SQL[] = [];
  let source: SQL; // the count and the loose flag, next to each row of the page
  if (query) {
    const n = query.words.length;
    const sources = querySources(query);
    // Each word: any of its alternatives; a treatment filter: any of its procedures.
    const offers = treatmentIds?.length
      ? `(${treatmentIds.map(treatmentToken).join(" | ")})`
      : null;
    const withOffers = (tsq: string) => (offers ? `(${tsq}) & ${offers}` : tsq);
    // Full-text queries (null: nothing can match, e.g. a word no name, procedure or place has).
    const alternatives = query.words.map((_, i) => {
      const alts = sources.filter((x) => x.mask & (1 << i));
      return alts.length ? `(${alts.map((x) => `(${x.tsq})`).join(" | ")})` : null;
    });
    const strictTsq = alternatives.every((a) => a !== null)
      ? withOffers(alternatives.join(" & "))
      : null;
    const looseTsq = sources.length
      ? withOffers(sources.map((x) => `(${x.tsq})`).join(" | "))
      : null;
    const docMatches = (alias: SQL, tsq: string | null) =>
      tsq === null ? sql`false` : sql`${alias}.search_doc @@ ${tsq}::tsquery`;
    const has = (x: Source) => sql`c.search_doc @@ ${x.tsq}::tsquery`;
    // Scores: the word itself in a clinic's name or specialty 1, a corrected word its
    // similarity, a procedure or place slightly less, summed (a clinic matching a word by its
    // name and by a treatment outranks one matching it once).
    const score = sources.length
      ? sql`round((${sql.join(
          sources.map((x) => sql`CASE WHEN ${has(x)} THEN ${x.s}::float8 ELSE 0::float8 END`),
          sql` + `,
        )})::numeric, 1)`
      : sql`0::numeric`;
    const matched = sources.length
      ? sql`bit_count((${sql.join(
          sources.map((x) => sql`CASE WHEN ${has(x)} THEN ${x.mask}::int ELSE 0 END`),
          sql` | `,
        )})::bit(8))::int`
      : sql`0`;

    // The starting price: for the procedures the words are most about, else any they name,
    // else overall (within the treatment searched for, if any).
    const prices = (tsq: string | null) => sql`(SELECT ct.clinic_id,
        coalesce(min(ct.usd_minor) FILTER (WHERE ct.treatment_id = ANY(${best})),
                 min(ct.usd_minor) FILTER (WHERE ct.treatment_id = ANY(${named})), min(ct.usd_minor)) AS usd
      FROM clinic_treatments ct
      WHERE ${and([
        tids ? sql`ct.treatment_id = ANY(${tids})` : null,
        sql`ct.usd_minor IS NOT NULL`,
        sql`ct.clinic_id IN (SELECT x.id FROM clinics x WHERE x.verified AND ${docMatches(sql`x`, tsq)})`,
      ])}
      GROUP BY ct.clinic_id)`;
    // Clinics without a price stay in price orders (last) unless a budget asks for one.
    const priceJoin = (tsq: string | null) =>
      needPrice
        ? sql` ${budget ? sql`JOIN` : sql`LEFT JOIN`} ${prices(tsq)} p ON p.clinic_id = c.id`
        : sql``;
    const branch = (tsq: string | null, matchedCol: SQL) =>
      sql`SELECT c.id, c.name, c.rating, c.review_count${needPrice ? sql`, p.usd` : sql``},
          ${matchedCol} AS matched, ${score} AS score
        FROM clinics c${priceJoin(tsq)}
        WHERE ${and([
          sql`c.verified`,
          docMatches(sql`c`, tsq),
          inCities(sql`c.city_id`),
          date(sql`c.id`),
          ...inBudget(sql`p.usd`),
        ])}`;
    // Clinics matching every word; only if there are none (within the other filters), those
    // matching any word, most words first. The second branch runs only when the first is empty.
    ctes.push(sql`strict AS MATERIALIZED (${branch(strictTsq, sql`${n}::int`)})`);
    ctes.push(sql`matches AS (
      SELECT * FROM strict
      UNION ALL
      SELECT * FROM (${branch(looseTsq, matched)}) l WHERE NOT EXISTS (SELECT 1 FROM strict)
    )`);
    ctes.push(
      sql`page AS (SELECT m.* FROM matches m ORDER BY ${orderBy(sort, true, "m", sql`m.usd`)} ${limit})`,
    );
    source = sql`(SELECT count(*)::int FROM matches) AS total, NOT EXISTS (SELECT 1 FROM strict) AS loose`;
  } else if (tids) {
    // The treatment's rows of verified clinics (in the destination).
    const offerRows = and([
      sql`ct.verified`,
      single ? sql`ct.treatment_id = ${single}::uuid` : sql`ct.treatment_id = ANY(${tids})`,
      inCities(sql`ct.city_id`),
      date(sql`ct.clinic_id`),
    ]);
    // A clinic lists a procedure once, so one procedure's rows need no grouping.
    const offering = single
      ? sql`(SELECT count(*)::int FROM clinic_treatments ct WHERE ${offerRows})`
      : sql`(SELECT count(*)::int FROM (SELECT DISTINCT ct.clinic_id FROM clinic_treatments ct WHERE ${offerRows}) o)`;
    if (needPrice) {
      // Starting prices over the chosen procedures (clinics with no convertible price have none).
      const usd = single ? sql`ct.usd_minor` : sql`min(ct.usd_minor)`;
      ctes.push(sql`prices AS (SELECT ct.clinic_id, ${usd} AS usd
        FROM clinic_treatments ct
        WHERE ${offerRows} AND ct.usd_minor IS NOT NULL${
          single
            ? budget
              ? sql` AND ${and(inBudget(usd))}`
              : sql``
            : sql` GROUP BY ct.clinic_id${budget ? sql` HAVING ${and(inBudget(usd))}` : sql``}`
        })`);
      ctes.push(sql`page AS (SELECT c.id, c.name, c.rating, c.review_count, p.usd
        FROM prices p JOIN clinics c ON c.id = p.clinic_id
        WHERE c.verified
        ORDER BY ${orderBy(sort, false, "c", sql`p.usd`)} ${limit})`);
      source = budget
        ? sql`(SELECT count(*)::int FROM prices) AS total, false AS loose`
        : sql`${offering} AS total, false AS loose`;
    } else {
      ctes.push(sql`page AS (SELECT c.id, c.name, c.rating, c.review_count
        FROM clinics c
        WHERE ${and([
          sql`c.verified`,
          inCities(sql`c.city_id`),
          date(sql`c.id`),
          sql`EXISTS (SELECT 1 FROM clinic_treatments ct WHERE ct.clinic_id = c.id AND ct.treatment_id = ANY(${tids}))`,
        ])}
        ORDER BY ${orderBy(sort, false, "c", sql`NULL`)} ${limit})`);
      source = sql`${offering} AS total, false AS loose`;
    }
  } else {
    // Kept starting prices (clinics.start_usd_minor) for the budget and the price orders.
    const cond = and([
      sql`c.verified`,
      inCities(sql`c.city_id`),
      date(sql`c.id`),
      ...inBudget(sql`c.start_usd_minor`),
    ]);
    ctes.push(sql`page AS (SELECT c.id, c.name, c.rating, c.review_count${
      needPrice ? sql`, c.start_usd_minor AS usd` : sql``
    }
      FROM clinics c WHERE ${cond}
      ORDER BY ${orderBy(sort, false, "c", sql`c.start_usd_minor`)} ${limit})`);
    source = sql`(SELECT count(*)::int FROM clinics c WHERE ${cond}) AS total, false AS loose`;
  }

  // The card's price: the matched treatment(s), else the best-matched ones for `q`, else overall.
  const pricePreference =
    tids || !hasQuery
      ? sql``
      : sql`(ct.treatment_id = ANY(${best})) DESC, (ct.treatment_id = ANY(${named})) DESC, `;
  const statement = sql`WITH ${sql.join(ctes, sql`, `)}
    SELECT ${source}, c.id, c.slug, c.name, c.specialty, c.rating, c.review_count,
           ci.name AS city, co.name AS country, d.name AS doctor_name, c.photos[1] AS photo,
           pr.price_from_minor, pr.currency, pr.treatment_name, pr.treatment_matched
    FROM page
    JOIN clinics c ON c.id = page.id
    JOIN cities ci ON ci.id = c.city_id
    JOIN countries co ON co.id = ci.country_id
    LEFT JOIN LATERAL (
      SELECT dd.name FROM doctors dd WHERE dd.clinic_id = c.id ORDER BY dd.sort_order, dd.name LIMIT 1
    ) d ON true
    LEFT JOIN LATERAL (
      SELECT ct.price_from_minor, ct.currency, t.name AS treatment_name,
             ${tids ? sql`true` : hasQuery ? sql`ct.treatment_id = ANY(${named})` : sql`false`} AS treatment_matched
      FROM clinic_treatments ct
      JOIN treatments t ON t.id = ct.treatment_id
      WHERE ct.clinic_id = c.id${tids ? sql` AND ct.treatment_id = ANY(${tids})` : sql``}
      ORDER BY ${pricePreference}ct.usd_minor ASC NULLS LAST, t.sort_order
      LIMIT 1
    ) pr ON true
    ORDER BY ${orderBy(sort, hasQuery, "page", sql`page.usd`)}`;

  const out = await rows<ResultRow>(db, statement);
  let total = out[0]?.total ?? 0;
  let loose = out[0]?.loose ?? false;
  if (out.length === 0 && page > 1) {
    // Past the end the page is empty and carries no count.
    const counted = await rows<{ total: number; loose: boolean }>(
      db,
      sql`WITH ${sql.join(ctes, sql`, `)} SELECT ${source}`,
    );
    total = counted[0]?.total ?? 0;
    loose = counted[0]?.loose ?? false;
  }
  return {
    total: Number(total),
    loose: Boolean(loose),
    results: out.map((r) => ({
      id: r.id,
      slug: r.slug,
      name: r.name,
      city: r.city,
      country: r.country,
      specialty: r.specialty,
      rating: Number(r.rating),
      reviewCount: Number(r.review_count),
      doctorName: r.doctor_name,
      photo: r.photo ?? null,
      treatmentName: r.treatment_name,
      treatmentMatched: Boolean(r.treatment_matched),
      priceFromMinor: r.price_from_minor === null ? null : Number(r.price_from_minor),
      currency: r.currency,
    })),
  };
}

/** What the words of `q` can mean, from the small dictionary tables. */
export type WordMatches = {
  words: string[];
  /** Per word: stand-ins from the words clinics use ('dentl' -> dental), with similarity. */
  corrections: { term: string; s: number }[][];
  /** Per word: the words of clinic names and specialties it starts (null: too many to list). */
  prefixes: (string[] | null)[];
  /** Procedures and the words naming them (bit mask), with summed similarity. */
  treatments: { id: string; mask: number; s: number }[];
  /** Cities (also via their country) and the words naming them. */
  cities: { id: string; mask: number; s: number }[];
  /** The procedures the query is most about ('dentl implant' -> Dental Implants, not Veneers):
   * the card shows, and budget and price sort use, their price when the clinic offers one. */
  bestTreatments: string[];
  namedTreatments: string[];
};

/**
 * Looks the words up in the dictionaries: procedures (name, synonyms, group), places (city,
 * country) and the words of clinic names and specialties (for typos), all by pg_trgm
 * similarity. The search itself then runs with these as constants, which keeps it simple to
 * plan and lets every lookup use its index.
 */
export async function understandWords(db: Db, words: string[]): Promise<WordMatches> {
  return wordsIn(await loadDictionary(db, { words }), words);
}

function wordsIn(dict: Dictionary, words: string[]): WordMatches {
  const corrections: WordMatches["corrections"] = words.map(() => []);
  const prefixes: WordMatches["prefixes"] = words.map(() => []);
  const perWordTreatments = new Map<number, { id: string; s: number }[]>();
  const cities = new Map<string, { id: string; mask: number; s: number }>();
  for (const r of dict.found) {
    const i = Number(r.i) - 1;
    const sim = Number(r.s);
    if (r.kind === "term") {
      // Only plain words become tsquery lexemes.
      if (PLAIN_WORD.test(r.ref)) corrections[i].push({ term: r.ref, s: sim });
    } else if (r.kind === "prefix") {
      // Listed only when every one is a plain word and there are not too many.
      const list = prefixes[i];
      if (list && PLAIN_WORD.test(r.ref) && list.length < PREFIX_WORDS_MAX) list.push(r.ref);
      else prefixes[i] = null;
    } else if (r.kind === "treatment") {
      perWordTreatments.set(i, [...(perWordTreatments.get(i) ?? []), { id: r.ref, s: sim }]);
    } else {
      const c = cities.get(r.ref) ?? { id: r.ref, mask: 0, s: 0 };
      c.mask |= 1 << i;
      c.s += sim;
      cities.set(r.ref, c);
    }
  }
  // Only the procedures a word names best: 'hair' is Hair Transplant rather than also Beard
  // Transplant (whose synonyms say 'facial hair'); 'teeth' stays all three dental ones.
  const treatments = new Map<string, { id: string; mask: number; s: number; words: number }>();
  for (const [i, list] of perWordTreatments) {
    const top = Math.max(...list.map((t) => t.s));
    for (const t of list.filter((x) => x.s >= top - 0.05)) {
      const e = treatments.get(t.id) ?? { id: t.id, mask: 0, s: 0, words: 0 };
      e.mask |= 1 << i;
      e.s += t.s;
      e.words += 1;
      treatments.set(t.id, e);
    }
  }
  const list = [...treatments.values()];
  const rank = (t: { words: number; s: number }) => t.words * 100 + Math.round(t.s * 10);
  const bestRank = Math.max(...list.map(rank), 0);
  return {
    words,
    corrections,
    prefixes,
    treatments: list.map(({ id, mask, s }) => ({ id, mask, s })),
    cities: [...cities.values()],
    bestTreatments: list.filter((t) => rank(t) === bestRank).map((t) => t.id),
    namedTreatments: list.map((t) => t.id),
  };
}

/** Words that can be written as tsquery lexemes without quoting rules. */
const PLAIN_WORD = /^[\p{L}\p{N}]+(-[\p{L}\p{N}]+)*$/u;

/** One way a clinic can match words of `q`: a full-text query on its search document, the
 * words it stands for (bit mask) and its score. */
type Source = { tsq: string; mask: number; s: number };

/** The alternatives for the words of `q`, in a fixed order. */
function querySources(query: WordMatches): Source[] {
  const lexeme = (t: string) => `'${t}'`; // plain words only (checked above), so no escaping
  const sources: Source[] = [];
  query.words.forEach((w, i) => {
    const mask = 1 << i;
    // The word, or a word it starts, in the name or specialty (none: no clinic has it).
    const starts = query.prefixes[i];
    if (starts === null) sources.push({ tsq: `${lexeme(w)}:*`, mask, s: 1.0 });
    else if (starts.length) sources.push({ tsq: starts.map(lexeme).join(" | "), mask, s: 1.0 });
    const corr = query.corrections[i];
    if (corr.length) {
      sources.push({
        tsq: corr.map((c) => lexeme(c.term)).join(" | "),
        mask,
        s: Math.max(...corr.map((c) => c.s)),
      });
    }
  });
  // A procedure or place named by several words is one alternative for each of them.
  for (const t of query.treatments)
    sources.push({ tsq: treatmentToken(t.id), mask: t.mask, s: t.s * 0.95 });
  for (const p of query.cities) sources.push({ tsq: cityToken(p.id), mask: p.mask, s: p.s * 0.9 });
  return sources;
}

function orderBy(sort: SortValue, hasQuery: boolean, alias: "c" | "m" | "page", usd: SQL): SQL {
  const a = sql.raw(alias);
  const ratingThenReviews = sql`${a}.rating DESC, ${a}.review_count DESC, ${a}.name ASC, ${a}.id ASC`;
  switch (sort) {
    case "relevance":
      return hasQuery
        ? sql`${a}.matched DESC, ${a}.score DESC, ${ratingThenReviews}`
        : ratingThenReviews;
    case "price-asc":
      return sql`${usd} ASC NULLS LAST, ${ratingThenReviews}`;
    case "price-desc":
      return sql`${usd} DESC NULLS LAST, ${ratingThenReviews}`;
    case "reviews":
      return sql`${a}.review_count DESC, ${a}.rating DESC, ${a}.name ASC, ${a}.id ASC`;
    default:
      return ratingThenReviews;
  }
}
