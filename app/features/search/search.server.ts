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

/* ------------------------------------------------------------------ treatment */

type TaxonomyRow = {
  id: string;
  slug: string;
  name: string;
  keywords: string[];
  group_id: string;
  group_slug: string;
  group_name: string;
};

/**
 * Maps the treatment text onto the taxonomy: a procedure (its exact form label, slug, or a
 * synonym), a group (name, slug, or a label used elsewhere in the product such as 'Hair
 * Restoration'), or, failing those, the closest procedure by trigram similarity (typos).
 * A procedure no verified clinic offers yet widens to its group.
 */
export async function resolveTreatment(db: Db, input: string): Promise<ResolvedTreatment> {
  const n = normalizeTerm(input);
  const [taxonomy, aliases] = await Promise.all([
    rows<TaxonomyRow>(
      db,
      sql`SELECT t.id, t.slug, t.name, t.keywords, g.id AS group_id, g.slug AS group_slug, g.name AS group_name
          FROM treatments t JOIN treatment_groups g ON g.id = t.group_id
          ORDER BY g.sort_order, t.sort_order`,
    ),
    rows<{ label: string; group_id: string; treatment_id: string | null }>(
      db,
      sql`SELECT label, group_id, treatment_id FROM treatment_aliases`,
    ),
  ]);
  if (!n || taxonomy.length === 0) return { status: "unknown", label: input };

  const byGroup = (groupId: string) => taxonomy.filter((t) => t.group_id === groupId);
  const procedure = (t: TaxonomyRow) => matchProcedure(db, t, byGroup(t.group_id));
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
  const fuzzy = await rows<{ id: string; score: number }>(
    db,
    sql`SELECT t.id,
               greatest(similarity(${n}, lower(t.name)), word_similarity(${n}, lower(t.name)),
                        (SELECT coalesce(max(similarity(${n}, lower(k))), 0) FROM unnest(t.keywords) k)) AS score
        FROM treatments t
        ORDER BY score DESC, t.sort_order
        LIMIT 1`,
  );
  const best = fuzzy[0];
  if (best && Number(best.score) >= 0.45) {
    const t = taxonomy.find((x) => x.id === best.id);
    if (t) return procedure(t);
  }
  return { status: "unknown", label: input };
}

async function matchProcedure(
  db: Db,
  t: TaxonomyRow,
  group: TaxonomyRow[],
): Promise<ResolvedTreatment> {
  const offered = await rows<{ ok: boolean }>(
    db,
    sql`SELECT EXISTS (
          SELECT 1 FROM clinic_treatments ct JOIN clinics c ON c.id = ct.clinic_id
          WHERE ct.treatment_id = ${t.id} AND c.verified
        ) AS ok`,
  );
  if (offered[0]?.ok) {
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

type PlaceRow = {
  city_id: string;
  city: string;
  city_slug: string;
  country_id: string;
  country: string;
  country_slug: string;
};

/**
 * 'Istanbul, Turkey', 'istanbul', 'Turkey', 'south-korea', 'Seoul, South Korea' (any case or
 * spacing), and near misses ('istambul') by trigram similarity.
 */
export async function resolveDestination(db: Db, input: string): Promise<ResolvedDestination> {
  const parts = normalizeTerm(input)
    .split(",")
    .map((p) => p.replace(/[()']/g, " ").replace(/\s+/g, " ").trim())
    .filter(Boolean);
  if (parts.length === 0) return { status: "unknown", label: input };
  const places = await rows<PlaceRow>(
    db,
    sql`SELECT ci.id AS city_id, ci.name AS city, ci.slug AS city_slug,
               co.id AS country_id, co.name AS country, co.slug AS country_slug
        FROM cities ci JOIN countries co ON co.id = ci.country_id
        ORDER BY co.sort_order, ci.sort_order`,
  );

  const cityMatch = (p: string) =>
    places.filter((x) => normalizeTerm(x.city) === p || normalizeTerm(x.city_slug) === p);
  const countryMatch = (p: string) =>
    places.filter((x) => normalizeTerm(x.country) === p || normalizeTerm(x.country_slug) === p);

  let cities = parts.flatMap(cityMatch);
  let countries = parts.flatMap(countryMatch);

  if (cities.length === 0 && countries.length === 0) {
    // Near misses, each part on its own: 'istambul', 'south corea', 'bankok, thailand'.
    const fuzzy = await rows<{ part: string; kind: "city" | "country"; id: string; score: number }>(
      db,
      sql`WITH parts(part) AS (SELECT unnest(${textArray(parts)}))
          SELECT part, kind, id, score FROM (
            SELECT p.part, 'city' AS kind, ci.id::text AS id, similarity(p.part, lower(ci.name)) AS score
            FROM parts p CROSS JOIN cities ci
            UNION ALL
            SELECT p.part, 'country', co.id::text, greatest(similarity(p.part, lower(co.name)), word_similarity(p.part, lower(co.name)))
            FROM parts p CROSS JOIN countries co
          ) s
          WHERE score >= 0.4
          ORDER BY score DESC`,
    );
    const best = fuzzy[0];
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
  const [treatment, destination, query] = await Promise.all([
    params.treatment ? resolveTreatment(db, params.treatment) : undefined,
    params.destination ? resolveDestination(db, params.destination) : undefined,
    words.length ? understandWords(db, words) : null,
  ]);
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
 * publish no availability are not filtered out.
 */
function availabilityCondition(date: string | null): SQL | null {
  if (!date) return null;
  return sql`(NOT EXISTS (SELECT 1 FROM clinic_availability a0 WHERE a0.clinic_id = c.id)
    OR EXISTS (SELECT 1 FROM clinic_availability a
      WHERE a.clinic_id = c.id AND a.day = ${date}::date AND a.open
        AND a.capacity > (SELECT count(*) FROM bookings b
          WHERE b.clinic_id = c.id AND b.status = 'confirmed' AND b.consultation_date = ${date}::date)))`;
}

/** How close a word must be to a treatment or place name (pg_trgm word similarity, 0..1);
 * 'istambul' -> 'Istanbul' is 0.5. */
const DICTIONARY_THRESHOLD = 0.45;

/** How close a clinic-name word must be to a misspelt query word to stand in for it
 * (pg_trgm similarity; 'dentl' -> 'dental' is 0.44, 'istambul' -> 'istanbul' 0.5). */
const CORRECTION_THRESHOLD = 0.4;

/** The search expression of the full-text index `clinics_search_fts_idx`, verbatim. */
const CLINIC_TSV = sql.raw(`to_tsvector('simple', c.name || ' ' || c.specialty)`);

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

/**
 * One statement per search. Without `q` the page is read in index order and stops after eight
 * rows, while the count (a separate subquery, so planned on its own) takes the cheapest path.
 * With `q` every match must be scored anyway, so the matches are built once and both the page
 * and the count read them. Prices are computed set-wise, and only when the budget or the
 * order needs them; the card's price is looked up for the page's eight clinics alone.
 */
async function runSearch(
  db: Db,
  plan: QueryPlan,
  page: number,
): Promise<{ total: number; loose: boolean; results: ClinicSearchResult[] }> {
  const { treatmentIds, cityIds, budget, query, sort } = plan;
  const tids = treatmentIds ? uuidArray(treatmentIds) : null;
  const hasQuery = query !== null;
  // With `q`: the procedures the words name best, and all they name (constants from the lookup).
  const best = uuidArray(query?.bestTreatments ?? []);
  const named = uuidArray(query?.namedTreatments ?? []);
  const needPrice = budget !== null || sort === "price-asc" || sort === "price-desc";
  const ctes: SQL[] = [];
  if (query) {
    // Only clinics the other filters allow can match, so the words are looked up among them.
    const scope: SQL[] = [];
    if (cityIds) scope.push(sql`c.city_id = ANY(${uuidArray(cityIds)})`);
    if (tids)
      scope.push(
        sql`c.id IN (SELECT o.clinic_id FROM clinic_treatments o WHERE o.treatment_id = ANY(${tids}))`,
      );
    ctes.push(...queryCtes(query, scope.length ? sql.join(scope, sql` AND `) : null));
  }

  const where: SQL[] = [sql`c.verified`];
  if (cityIds) where.push(sql`c.city_id = ANY(${uuidArray(cityIds)})`);
  const dateCond = availabilityCondition(plan.date);
  if (dateCond) where.push(dateCond);
  const offers = tids
    ? sql`EXISTS (SELECT 1 FROM clinic_treatments ct WHERE ct.clinic_id = c.id AND ct.treatment_id = ANY(${tids}))`
    : null;

  // The starting price in USD minor units: for the treatment searched for; with `q`, for the
  // procedures the words are most about, else any they name, else overall; otherwise overall.
  const usd = sql`ct.price_from_minor::float8 / er.rate::float8`;
  const minUsd = hasQuery
    ? sql`coalesce(min(${usd}) FILTER (WHERE ct.treatment_id = ANY(${best})),
                   min(${usd}) FILTER (WHERE ct.treatment_id = ANY(${named})), min(${usd}))`
    : sql`min(${usd})`;
  /** Starting prices of the clinics `scope` (a condition on ct.clinic_id) allows. */
  const prices = (scope: SQL | null) => {
    // One procedure: a clinic lists it once, so its price needs no grouping.
    if (treatmentIds?.length === 1 && !hasQuery) {
      return sql`(SELECT ct.clinic_id, ${usd} AS usd
        FROM clinic_treatments ct JOIN exchange_rates er ON er.currency = ct.currency
        WHERE ct.treatment_id = ${treatmentIds[0]}::uuid${scope ? sql` AND ${scope}` : sql``})`;
    }
    const conds = [
      ...(tids ? [sql`ct.treatment_id = ANY(${tids})`] : []),
      ...(scope ? [scope] : []),
    ];
    return sql`(SELECT ct.clinic_id, ${minUsd} AS usd
      FROM clinic_treatments ct JOIN exchange_rates er ON er.currency = ct.currency
      ${conds.length ? sql`WHERE ${sql.join(conds, sql` AND `)}` : sql``}
      GROUP BY ct.clinic_id)`;
  };
  const inBudget: SQL[] = [];
  if (budget) {
    inBudget.push(sql`p.usd >= ${budget.minUsd * 100}`);
    if (budget.maxUsd !== null) inBudget.push(sql`p.usd < ${budget.maxUsd * 100}`);
  }
  const and = (conds: (SQL | null)[]) =>
    sql.join(
      conds.filter((x): x is SQL => x !== null),
      sql` AND `,
    );
  const cond = and([...where, offers, ...inBudget]);
  // Clinics without a price stay in price orders (last) unless a budget asks for one; the kept
  // starting prices have a row for every clinic, so an inner join there lets its index lead.
  const priceJoin = (source: SQL, everyClinic = false) =>
    needPrice
      ? sql` ${budget || everyClinic ? sql`JOIN` : sql`LEFT JOIN`} ${source} p ON p.clinic_id = c.id`
      : sql``;
  const cols = sql.join(
    [
      sql`c.id`,
      sql`c.name`,
      sql`c.rating`,
      sql`c.review_count`,
      ...(needPrice ? [sql`p.usd`] : []),
      ...(hasQuery ? [sql`rel.matched`, sql`rel.score`] : []),
    ],
    sql`, `,
  );
  const limit = sql`LIMIT ${PAGE_SIZE} OFFSET ${(page - 1) * PAGE_SIZE}`;

  let source: SQL; // the count and the loose flag, next to each row of the page
  if (query) {
    // Clinics matching every word; only if there are none (within the other filters), those
    // matching any word, most words first. The second branch runs only when the first is empty.
    const n = query.words.length;
    const strictScope = sql`ct.clinic_id IN (SELECT clinic_id FROM rel WHERE matched = ${n})`;
    const looseScope = sql`ct.clinic_id IN (SELECT clinic_id FROM rel)`;
    ctes.push(sql`strict AS (
      SELECT ${cols} FROM clinics c JOIN rel ON rel.clinic_id = c.id${priceJoin(prices(strictScope))}
      WHERE rel.matched = ${n} AND ${cond}
    )`);
    ctes.push(sql`matches AS (
      SELECT * FROM strict
      UNION ALL
      SELECT ${cols} FROM clinics c JOIN rel ON rel.clinic_id = c.id${priceJoin(prices(looseScope))}
      WHERE NOT EXISTS (SELECT 1 FROM strict) AND ${cond}
    )`);
    ctes.push(
      sql`page AS (SELECT m.* FROM matches m ORDER BY ${orderBy(sort, true, "m")} ${limit})`,
    );
    source = sql`(SELECT count(*)::int FROM matches) AS total, NOT EXISTS (SELECT 1 FROM strict) AS loose`;
  } else {
    // Overall starting prices are kept per clinic (clinic_start_prices, see the migration), so
    // the budget and the price orders use its index; prices of chosen treatments come from
    // their own rows (which also say which clinics offer them). Without a budget the count
    // needs no price at all.
    let from = sql`clinics c`;
    let pageCond = cond;
    if (needPrice && tids) {
      const scope = cityIds
        ? sql`ct.clinic_id IN (SELECT x.id FROM clinics x WHERE x.city_id = ANY(${uuidArray(cityIds)}))`
        : null;
      ctes.push(sql`prices AS ${prices(scope)}`);
      from = sql`prices p JOIN clinics c ON c.id = p.clinic_id`;
      pageCond = and([...where, ...inBudget]);
    } else if (needPrice) {
      from = sql`clinic_start_prices sp JOIN clinics c ON c.id = sp.clinic_id CROSS JOIN LATERAL (SELECT sp.usd_minor AS usd) p`;
    }
    ctes.push(
      sql`page AS (SELECT ${cols} FROM ${from} WHERE ${pageCond} ORDER BY ${orderBy(sort, false, "c")} ${limit})`,
    );
    source = budget
      ? sql`(SELECT count(*)::int FROM ${from} WHERE ${pageCond}) AS total, false AS loose`
      : sql`(SELECT count(*)::int FROM clinics c WHERE ${and([...where, offers])}) AS total, false AS loose`;
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
      LEFT JOIN exchange_rates er ON er.currency = ct.currency
      WHERE ct.clinic_id = c.id${tids ? sql` AND ct.treatment_id = ANY(${tids})` : sql``}
      ORDER BY ${pricePreference}ct.price_from_minor::float8 / er.rate::float8 ASC NULLS LAST, t.sort_order
      LIMIT 1
    ) pr ON true
    ORDER BY ${orderBy(sort, hasQuery, "page")}`;

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

/** What the words of `q` can mean, from the small dictionary tables (one query). */
export type WordMatches = {
  words: string[];
  /** Per word: stand-ins from the words clinics use ('dentl' -> dental), with similarity. */
  corrections: { term: string; s: number }[][];
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
  const found = await rows<{
    kind: "treatment" | "city" | "term";
    i: number;
    ref: string;
    s: number;
  }>(
    db,
    sql`WITH words(i, w) AS (SELECT i::int, w FROM unnest(${textArray(words)}) WITH ORDINALITY AS x(w, i))
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
        WHERE st.term NOT LIKE words.w || '%'
      ) x WHERE r <= 3 AND s >= ${CORRECTION_THRESHOLD}`,
  );

  const corrections: WordMatches["corrections"] = words.map(() => []);
  const perWordTreatments = new Map<number, { id: string; s: number }[]>();
  const cities = new Map<string, { id: string; mask: number; s: number }>();
  for (const r of found) {
    const i = Number(r.i) - 1;
    const sim = Number(r.s);
    if (r.kind === "term") {
      // Only plain words become tsquery lexemes.
      if (/^[\p{L}\p{N}]+(-[\p{L}\p{N}]+)*$/u.test(r.ref))
        corrections[i].push({ term: r.ref, s: sim });
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
    treatments: list.map(({ id, mask, s }) => ({ id, mask, s })),
    cities: [...cities.values()],
    bestTreatments: list.filter((t) => rank(t) === bestRank).map((t) => t.id),
    namedTreatments: list.map((t) => t.id),
  };
}

/** Free-text matching: which clinics match which words (a bit per word), and how well. */
function queryCtes(query: WordMatches, scope: SQL | null): SQL[] {
  const within = scope ? sql` AND ${scope}` : sql``;
  // For sources that give clinic ids without the clinic row.
  const withinIds = (id: SQL) =>
    scope ? sql` AND ${id} IN (SELECT c.id FROM clinics c WHERE ${scope})` : sql``;
  const lexeme = (t: string) => `'${t}'`; // plain words only (checked above), so no escaping
  const sources: SQL[] = [];
  query.words.forEach((w, i) => {
    const mask = 1 << i;
    // The word, or a word it starts, in the name or specialty.
    sources.push(sql`SELECT ${mask}::int AS mask, c.id AS clinic_id, 1.0::float8 AS s
      FROM clinics c WHERE ${CLINIC_TSV} @@ ${`${lexeme(w)}:*`}::tsquery${within}`);
    const corr = query.corrections[i];
    if (corr.length) {
      const tsq = corr.map((c) => lexeme(c.term)).join(" | ");
      const sim = Math.max(...corr.map((c) => c.s));
      sources.push(
        sql`SELECT ${mask}::int, c.id, ${sim}::float8 FROM clinics c WHERE ${CLINIC_TSV} @@ ${tsq}::tsquery${within}`,
      );
    }
  });
  // A procedure or place named by several words is read once.
  for (const t of query.treatments) {
    sources.push(sql`SELECT ${t.mask}::int, x.clinic_id, ${t.s * 0.95}::float8
      FROM clinic_treatments x WHERE x.treatment_id = ${t.id}::uuid${withinIds(sql`x.clinic_id`)}`);
  }
  for (const p of query.cities) {
    sources.push(sql`SELECT ${p.mask}::int, c.id, ${p.s * 0.9}::float8
      FROM clinics c WHERE c.city_id = ${p.id}::uuid AND c.verified${within}`);
  }
  return [
    // Scores: the word itself in a clinic's name or specialty 1, a corrected word its
    // similarity, a procedure or place slightly less.
    sql`hits(mask, clinic_id, s) AS (${sql.join(sources, sql` UNION ALL `)})`,
    // One pass: which words a clinic matches, and how well overall (a clinic matching a word by
    // its name and by a treatment outranks one matching it once).
    sql`rel AS (
      SELECT clinic_id, bit_count(bit_or(mask)::bit(8))::int AS matched, round(sum(s)::numeric, 1) AS score
      FROM hits
      GROUP BY clinic_id
    )`,
  ];
}

function orderBy(sort: SortValue, hasQuery: boolean, alias: "c" | "m" | "page"): SQL {
  const a = sql.raw(alias);
  // Computed columns are named by their output name next to `c`, qualified elsewhere.
  const computed = (name: "usd" | "matched" | "score") =>
    sql.raw(alias === "c" ? (name === "usd" ? "p.usd" : `rel.${name}`) : `${alias}.${name}`);
  const ratingThenReviews = sql`${a}.rating DESC, ${a}.review_count DESC, ${a}.name ASC, ${a}.id ASC`;
  switch (sort) {
    case "relevance":
      return hasQuery
        ? sql`${computed("matched")} DESC, ${computed("score")} DESC, ${ratingThenReviews}`
        : ratingThenReviews;
    case "price-asc":
      return sql`${computed("usd")} ASC NULLS LAST, ${ratingThenReviews}`;
    case "price-desc":
      return sql`${computed("usd")} DESC NULLS LAST, ${ratingThenReviews}`;
    case "reviews":
      return sql`${a}.review_count DESC, ${a}.rating DESC, ${a}.name ASC, ${a}.id ASC`;
    default:
      return ratingThenReviews;
  }
}
