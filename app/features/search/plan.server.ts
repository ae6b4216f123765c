import { sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { ResponseFigure } from "~/utils/response-time.server";
import type { WordMatches } from "./dictionary.server";
import { FREE_TEXT_COUNT_MAX, PAGE_SIZE, type SortValue } from "./params";
import { BUDGET_OPTIONS } from "./search-url";
import { and, rows, uuidArray } from "./sql.server";

/** One card of the results. */
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
  /** The measured response time (decision 053), read live for the page's clinics. */
  response: ResponseFigure;
};

export type QueryPlan = {
  treatmentIds: string[] | null;
  /** Set when `treatmentIds` are all the procedures of this group. */
  wholeGroupId: string | null;
  cityIds: string[] | null;
  budget: { minUsd: number; maxUsd: number | null } | null;
  date: string | null;
  /** A language the clinic's staff speak (clinics.languages, any case). */
  language: string | null;
  query: WordMatches | null;
  sort: SortValue;
  /** Count every match instead of reading the kept counts (the former plans, for comparison). */
  exhaustive: boolean;
};

/**
 * The language filter: clinics whose staff speak `language`, as they list it on their profile
 * (clinics.languages; "german" finds "German").
 */
function speaksCondition(language: string | null, clinicId: SQL): SQL | null {
  if (!language) return null;
  return sql`${clinicId} IN (SELECT sl.id FROM clinics sl
    WHERE EXISTS (SELECT 1 FROM unnest(sl.languages) l WHERE lower(l) = lower(${language})))`;
}

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
  response_asked: number | null;
  response_median_minutes: number | null;
  response_within_day_pct: number | null;
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
export async function runSearch(
  db: Db,
  plan: QueryPlan,
  page: number,
): Promise<{ total: number; loose: boolean; results: ClinicSearchResult[] }> {
  const ctx = planContext(plan, page);
  const { ctes, source, prepared } = plan.query
    ? await byWords(db, ctx, plan.query)
    : ctx.tids
      ? byTreatment(ctx, ctx.tids)
      : byFilters(ctx);
  const kept = keptCount(ctx);
  const total = kept ? sql`${kept} AS total, false AS loose` : source;
  return readPage(db, ctx, { ctes, source: total, prepared }, page);
}

/**
 * The count from the kept counts (`search_facets`, drizzle/0029_search_facets.sql): at most one
 * row per city instead of every matching clinic. For searches without words, date or language:
 * no filters or a destination ('*'), one procedure ('#t<id>'), a whole group ('#g<id>'), each
 * with a budget option as its bucket ('*b<k>', '#t<id>b<k>'; not for a group). Null otherwise:
 * the plan counts its matches.
 */
function keptCount(ctx: PlanContext): SQL | null {
  const { plan, single } = ctx;
  if (plan.exhaustive || plan.query || plan.date || plan.language) return null;
  let bucket = "";
  if (plan.budget) {
    const k = BUDGET_OPTIONS.findIndex(
      (b) => b.minUsd === plan.budget!.minUsd && b.maxUsd === plan.budget!.maxUsd,
    );
    if (k < 0) return null;
    bucket = `b${k}`;
  }
  let token: string;
  if (!plan.treatmentIds) token = `*${bucket}`;
  else if (single) token = `#t${single}${bucket}`;
  else if (plan.wholeGroupId && !bucket) token = `#g${plan.wholeGroupId}`;
  else return null;
  return sql`(SELECT coalesce(sum(f.n), 0)::int FROM search_facets f
    WHERE ${and([sql`f.token = ${token}`, ctx.inCities(sql`f.city_id`)])})`;
}

/**
 * What a plan hands to the page statement: its common table expressions (the last one is
 * `page`, the ids of the page's clinics in order) and `source`, the count and the loose flag
 * read next to each row of the page.
 */
type Plan = {
  ctes: SQL[];
  source: SQL;
  /**
   * The page statement without a full-text query: kept prepared (`rows`, decision 074). A
   * statement with one is planned for its words each time: a plan made without them (a generic
   * plan) cannot tell a rare word from a common one, and read every match of a common one.
   */
  prepared: boolean;
};

/** The pieces of SQL every plan builds from the same search. */
type PlanContext = {
  plan: QueryPlan;
  page: number;
  tids: SQL | null;
  single: string | null;
  hasQuery: boolean;
  /** With `q`: the procedures the words name best, and all they name (constants from the lookup). */
  best: SQL;
  named: SQL;
  needPrice: boolean;
  limit: SQL;
  /** The budget, on a starting price in US cents. */
  inBudget: (usd: SQL) => SQL[];
  inCities: (col: SQL) => SQL | null;
  /** The date and the language filters, on a clinic id column. */
  date: (clinicId: SQL) => SQL | null;
};

function planContext(plan: QueryPlan, page: number): PlanContext {
  const { treatmentIds, cityIds, budget, query, sort } = plan;
  const cities = cityIds ? uuidArray(cityIds) : null;
  return {
    plan,
    page,
    tids: treatmentIds ? uuidArray(treatmentIds) : null,
    single: treatmentIds?.length === 1 ? treatmentIds[0] : null,
    hasQuery: query !== null,
    best: uuidArray(query?.bestTreatments ?? []),
    named: uuidArray(query?.namedTreatments ?? []),
    needPrice: budget !== null || sort === "price-asc" || sort === "price-desc",
    limit: sql`LIMIT ${PAGE_SIZE} OFFSET ${(page - 1) * PAGE_SIZE}`,
    inBudget: (usd) =>
      budget
        ? [
            sql`${usd} >= ${budget.minUsd * 100}`,
            ...(budget.maxUsd !== null ? [sql`${usd} < ${budget.maxUsd * 100}`] : []),
          ]
        : [],
    // One city as an equality, so that an index leading with the city gives the ranking's order.
    inCities: (col) =>
      !cityIds
        ? null
        : cityIds.length === 1
          ? sql`${col} = ${cityIds[0]}::uuid`
          : sql`${col} = ANY(${cities})`,
    date: (clinicId) => {
      const conds = [
        availabilityCondition(plan.date, clinicId),
        speaksCondition(plan.language, clinicId),
      ].filter((c): c is SQL => c !== null);
      return conds.length ? and(conds) : null;
    },
  };
}

/**
 * `q`: the words, their corrections, the procedures and places they name as one full-text query
 * on `clinics.search_doc`; clinics matching every word, else (only then) those matching any.
 */
async function byWords(db: Db, ctx: PlanContext, query: WordMatches): Promise<Plan> {
  const { tids, best, named, needPrice, limit, inBudget, inCities, date } = ctx;
  const { treatmentIds, budget, sort } = ctx.plan;
  const ctes: SQL[] = [];
  const n = query.words.length;
  const sources = querySources(query);
  // Each word: any of its alternatives; a treatment filter: any of its procedures.
  const offers = treatmentIds?.length ? `(${treatmentIds.map(treatmentToken).join(" | ")})` : null;
  const withOffers = (tsq: string) => (offers ? `(${tsq}) & ${offers}` : tsq);
  // Full-text queries (null: nothing can match, e.g. a word no name, procedure or place has).
  const alternatives = query.words.map((_, i) => {
    const alts = sources.filter((x) => x.mask & (1 << i));
    return alts.length ? `(${alts.map((x) => `(${x.tsq})`).join(" | ")})` : null;
  });
  const strictTsq = alternatives.every((a) => a !== null)
    ? withOffers(alternatives.join(" & "))
    : null;
  const looseTsq = sources.length ? withOffers(sources.map((x) => `(${x.tsq})`).join(" | ")) : null;
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
  // A verified clinic that matches (the words, or one of the ids), within the other filters.
  const within = (match: SQL) => [
    sql`c.verified`,
    match,
    inCities(sql`c.city_id`),
    date(sql`c.id`),
  ];
  const branch = (tsq: string | null, matchedCol: SQL, ids?: SQL) =>
    sql`SELECT c.id, c.name, c.rating, c.review_count, c.rank_rating, c.response_rank,
        c.start_usd_minor AS start_usd${needPrice ? sql`, p.usd` : sql``},
        ${matchedCol} AS matched, ${score} AS score
      FROM clinics c${priceJoin(tsq)}
      WHERE ${and([
        ...within(ids ? sql`c.id = ANY(${ids})` : docMatches(sql`c`, tsq)),
        ...inBudget(sql`p.usd`),
      ])}`;
  const walked =
    ctx.plan.exhaustive || needPrice || strictTsq === null || sources.length > 8
      ? null
      : await walkStrict(db, ctx, {
          strictTsq,
          sources,
          words: n,
          score,
          withOffers,
          atLeast: keptLowerBound(ctx, query),
          where: (tsq) => and(within(docMatches(sql`c`, tsq))),
        });
  if (walked) {
    // Only the rows the page can come from (decision 072): the walked ones, and the rest of
    // the patterns too rare near the top to be settled by the walk.
    ctes.push(sql`strict AS MATERIALIZED (${branch(null, sql`${n}::int`, uuidArray(walked.ids))})`);
    ctes.push(
      sql`page AS (SELECT m.* FROM strict m ORDER BY ${orderBy(sort, true, "m", sql`m.usd`, false)} ${limit})`,
    );
    return { ctes, source: sql`${walked.count}::int AS total, false AS loose`, prepared: true };
  }
  // Clinics matching every word; only if there are none (within the other filters), those
  // matching any word, most words first. The second branch runs only when the first is empty.
  ctes.push(sql`strict AS MATERIALIZED (${branch(strictTsq, sql`${n}::int`)})`);
  ctes.push(sql`matches AS (
    SELECT * FROM strict
    UNION ALL
    SELECT * FROM (${branch(looseTsq, matched)}) l WHERE NOT EXISTS (SELECT 1 FROM strict)
  )`);
  ctes.push(
    sql`page AS (SELECT m.* FROM matches m ORDER BY ${orderBy(sort, true, "m", sql`m.usd`, needPrice)} ${limit})`,
  );
  const source = sql`(SELECT count(*)::int FROM matches) AS total, NOT EXISTS (SELECT 1 FROM strict) AS loose`;
  return { ctes, source, prepared: false };
}

/** How many strict matches the walk reads at least (in the page's order without the score). */
const WALK_ROWS = 200;

/**
 * Free text without a price order (decision 072). A clinic's score depends only on which of the
 * query's sources it matches, so the strict matches fall into disjoint patterns (the sources it
 * matches, and not the others), and within a pattern the page's order is the ranking (or, for
 * most reviewed, the reviews and then the ranking), which an index walks. The page's rows are
 * among the first `keep` rows of their pattern. So: read the first N strict matches in that
 * order (one index walk, no `!` for the planner to misjudge); a pattern with `keep` rows among
 * them is settled by them. Every other pattern is read whole by one full-text query, which is
 * small because those patterns are rare near the top. Null when nothing matches every word
 * (the loose search runs instead).
 */
async function walkStrict(
  db: Db,
  ctx: PlanContext,
  q: {
    strictTsq: string;
    sources: Source[];
    words: number;
    /** The page's score expression (on alias `c`). */
    score: SQL;
    withOffers: (tsq: string) => string;
    /** An integer at most as many as the clinics matching every word, from the kept counts (null: none known). */
    atLeast: SQL | null;
    where: (tsq: string) => SQL;
  },
): Promise<{ ids: string[]; count: number } | null> {
  const { sort } = ctx.plan;
  const keep = ctx.page * PAGE_SIZE;
  const walk = Math.max(WALK_ROWS, keep * 4);
  // Most reviewed and best rated ignore the score: the walk's first rows are the page.
  const byPattern = sort === "relevance";
  const mask = byPattern
    ? sql.join(
        q.sources.map(
          (x, j) => sql`CASE WHEN c.search_doc @@ ${x.tsq}::tsquery THEN ${1 << j}::int ELSE 0 END`,
        ),
        sql` | `,
      )
    : sql`0`;
  // The lower bound rides along (computed once, as an init plan): one round trip fewer.
  const found = await rows<{
    id: string;
    mask: number;
    score: string | number;
    at_least: number | null;
  }>(
    db,
    sql`SELECT c.id, ${mask} AS mask, ${q.score} AS score, ${q.atLeast ?? sql`NULL::int`} AS at_least
      FROM clinics c WHERE ${q.where(q.strictTsq)}
      ORDER BY ${orderBy(sort, false, "c", sql`NULL`, false)} LIMIT ${walk}`,
  );
  if (found.length === 0) return null;
  // Fewer than asked for: the walk read every match.
  if (found.length < walk) return { ids: found.map((r) => r.id), count: found.length };
  const patterns = new Map<number, typeof found>();
  for (const r of found) {
    const list = patterns.get(Number(r.mask)) ?? [];
    list.push(r);
    patterns.set(Number(r.mask), list);
  }
  const settled = [...patterns].filter(([, list]) => list.length >= keep);
  const candidates = settled.flatMap(([, list]) => list.slice(0, keep));
  const ids = candidates.map((r) => r.id);
  // A pattern scoring below the `keep`-th best of these cannot reach the page: at least `keep`
  // rows rank ahead of each of its rows. Its score is summed here as the database sums it and
  // then rounded to 0.1, so a margin of 0.1 keeps every pattern that might tie.
  const scores = candidates.map((r) => Number(r.score)).sort((a, b) => b - a);
  const floor = byPattern && scores.length >= keep ? scores[keep - 1]! : -Infinity;
  const reaches = (m: number) =>
    q.sources.reduce((sum, x, j) => (m & (1 << j) ? sum + x.s : sum), 0) + 0.1 >= floor;
  // The patterns not settled by the walk, as few full-text terms as possible: each term then has
  // a word the index can start from, instead of merging every match of every source.
  const settledMasks = new Set(settled.map(([m]) => m));
  const all = (1 << q.words) - 1;
  const open: number[] = [];
  for (let m = 1; m < 1 << q.sources.length; m++) {
    const covers = q.sources.reduce((w, x, j) => (m & (1 << j) ? w | x.mask : w), 0) === all;
    if (covers && !settledMasks.has(m) && reaches(m)) open.push(m);
  }
  const rest =
    byPattern && open.length
      ? fewestTerms(open, q.sources.length)
          .map(({ value, free }) =>
            q.sources
              .flatMap((x, j) =>
                free & (1 << j) ? [] : [value & (1 << j) ? `(${x.tsq})` : `!(${x.tsq})`],
              )
              .join(" & "),
          )
          .map((term) => `(${term})`)
          .join(" | ")
      : null;
  // More matches than free text offers, known from the kept counts: nothing to count.
  const capped = q.atLeast !== null && Number(found[0]!.at_least ?? 0) > FREE_TEXT_COUNT_MAX;
  if (capped && rest === null) return { ids, count: FREE_TEXT_COUNT_MAX + 1 };
  // The planner cannot estimate a tsquery with `!`, nor these few rows against the whole
  // table (it took them for most of it and scanned it): the full-text index answers both.
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const more =
      rest === null
        ? []
        : await rows<{ id: string }>(
            tx,
            sql`SELECT c.id FROM clinics c WHERE ${q.where(q.withOffers(rest))}`,
          );
    const counted = capped
      ? [{ n: FREE_TEXT_COUNT_MAX + 1 }]
      : await rows<{ n: number }>(
          tx,
          sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM clinics c WHERE ${q.where(q.strictTsq)}
            LIMIT ${FREE_TEXT_COUNT_MAX + 1}) x`,
        );
    return { ids: [...ids, ...more.map((r) => r.id)], count: Number(counted[0]?.n ?? 0) };
  });
}

/** How many kept counts a lower bound reads at most. */
const BOUND_TERMS = 12;

/**
 * A lower bound of the clinics matching every word, from the kept counts (`search_facets`):
 * the clinics offering a procedure the words name, when it stands for every word, or those of
 * them in a place the other words name; the clinics of a place that stands for every word. Each
 * such clinic matches every word (its `search_doc` has the procedure's and the city's tokens),
 * so the largest of these counts is at most the matches. Null when the search has a filter the
 * kept counts do not answer (procedure, date, language) or no such combination exists.
 */
function keptLowerBound(ctx: PlanContext, query: WordMatches): SQL | null {
  const { plan } = ctx;
  if (plan.treatmentIds || plan.date || plan.language) return null;
  const all = (1 << query.words.length) - 1;
  const kept = (token: string, cityId: string | null) =>
    sql`(SELECT coalesce(sum(f.n), 0) FROM search_facets f WHERE ${and([
      sql`f.token = ${token}`,
      cityId ? sql`f.city_id = ${cityId}::uuid` : null,
      ctx.inCities(sql`f.city_id`),
    ])})`;
  const terms: SQL[] = [];
  for (const t of query.treatments) {
    if (t.mask === all) terms.push(kept(`#t${t.id}`, null));
    else
      for (const c of query.cities)
        if ((t.mask | c.mask) === all) terms.push(kept(`#t${t.id}`, c.id));
  }
  for (const c of query.cities) if (c.mask === all) terms.push(kept("*", c.id));
  if (!terms.length) return null;
  return sql`greatest(${sql.join(terms.slice(0, BOUND_TERMS), sql`, `)})::int`;
}

/**
 * A short sum of products for a set of minterms over `bits` variables (Quine-McCluskey's prime
 * implicants, then a greedy cover): each product is `value` on the bits not in `free`.
 */
function fewestTerms(minterms: number[], bits: number): { value: number; free: number }[] {
  let level = minterms.map((value) => ({ value, free: 0 }));
  const primes: { value: number; free: number }[] = [];
  while (level.length) {
    const next = new Map<string, { value: number; free: number }>();
    const merged = new Set<number>();
    for (let i = 0; i < level.length; i++) {
      for (let k = i + 1; k < level.length; k++) {
        const a = level[i]!;
        const b = level[k]!;
        const diff = a.value ^ b.value;
        if (a.free !== b.free || diff === 0 || diff & (diff - 1)) continue;
        const term = { value: a.value & ~diff, free: a.free | diff };
        next.set(`${term.value}/${term.free}`, term);
        merged.add(i).add(k);
      }
    }
    level.forEach((t, i) => {
      if (!merged.has(i)) primes.push(t);
    });
    level = [...next.values()];
  }
  const covers = (t: { value: number; free: number }, m: number) =>
    (m & ~t.free & ((1 << bits) - 1)) === t.value;
  const left = new Set(minterms);
  const chosen: { value: number; free: number }[] = [];
  while (left.size) {
    let best = primes[0]!;
    let bestCount = -1;
    for (const p of primes) {
      const count = [...left].filter((m) => covers(p, m)).length;
      if (count > bestCount) [best, bestCount] = [p, count];
    }
    chosen.push(best);
    for (const m of [...left]) if (covers(best, m)) left.delete(m);
  }
  return chosen;
}

/** A treatment without `q`: the price-list rows of verified clinics that offer it. */
function byTreatment(ctx: PlanContext, tids: SQL): Plan {
  const { single, needPrice, limit, inBudget, inCities, date } = ctx;
  const { budget, sort } = ctx.plan;
  const ctes: SQL[] = [];
  let source: SQL;
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
  const ranked = offersInRankingOrder(ctx, offerRows);
  if (ranked) {
    ctes.push(ranked.page);
    source = sql`(SELECT count(*)::int FROM clinic_treatments ct WHERE ${ranked.offers}) AS total,
      false AS loose`;
  } else if (needPrice) {
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
    ctes.push(sql`page AS (SELECT c.id, c.name, c.rating, c.review_count, c.rank_rating, c.response_rank,
      c.start_usd_minor AS start_usd, p.usd
      FROM prices p JOIN clinics c ON c.id = p.clinic_id
      WHERE c.verified
      ORDER BY ${orderBy(sort, false, "c", sql`p.usd`, true)} ${limit})`);
    source = budget
      ? sql`(SELECT count(*)::int FROM prices) AS total, false AS loose`
      : sql`${offering} AS total, false AS loose`;
  } else {
    ctes.push(sql`page AS (SELECT c.id, c.name, c.rating, c.review_count, c.rank_rating, c.response_rank,
      c.start_usd_minor AS start_usd
      FROM clinics c
      WHERE ${and([
        sql`c.verified`,
        inCities(sql`c.city_id`),
        date(sql`c.id`),
        sql`EXISTS (SELECT 1 FROM clinic_treatments ct WHERE ct.clinic_id = c.id AND ct.treatment_id = ANY(${tids}))`,
      ])}
      ORDER BY ${orderBy(sort, false, "c", sql`NULL`, false)} ${limit})`);
    source = sql`${offering} AS total, false AS loose`;
  }
  return { ctes, source, prepared: true };
}

/**
 * One procedure in one city with a budget, in the ranking's order (decision 074): the page
 * walks clinic_treatments_ranked_idx (procedure, city, then the ranking's first three keys, which
 * the price-list row carries) and stops after the rows it shows. With a budget every offer has a
 * price, so the ranking's price fit is the offer's own price. Null for any other search, and
 * with `exhaustive` (the former plan, which the tests and the benchmark compare with).
 */
function offersInRankingOrder(ctx: PlanContext, offerRows: SQL): { page: SQL; offers: SQL } | null {
  const { single, limit, inBudget } = ctx;
  const { budget, sort, cityIds, exhaustive } = ctx.plan;
  if (exhaustive || !single || !budget || cityIds?.length !== 1) return null;
  if (sort !== "rating" && sort !== "relevance") return null;
  // The procedure's offers in the city (one city is an equality, see `inCities`) within the
  // budget: the index's leading columns, which the count reads too.
  const offers = and([offerRows, ...inBudget(sql`ct.usd_minor`)]);
  const page = sql`page AS (SELECT c.id, c.name, c.rating, c.review_count, c.rank_rating, c.response_rank,
      c.start_usd_minor AS start_usd, ct.usd_minor AS usd
    FROM clinic_treatments ct JOIN clinics c ON c.id = ct.clinic_id
    WHERE ${offers} AND c.verified
    ORDER BY ct.rank_rating DESC, ct.response_rank DESC, ct.usd_minor ASC NULLS LAST,
      c.review_count DESC, c.name ASC, c.id ASC ${limit})`;
  return { page, offers };
}

/** Neither `q` nor a treatment: clinics by their own indexes. */
function byFilters(ctx: PlanContext): Plan {
  const { needPrice, limit, inBudget, inCities, date } = ctx;
  const { sort } = ctx.plan;
  const ctes: SQL[] = [];
  // Kept starting prices (clinics.start_usd_minor) for the budget and the price orders. The
  // price here is the starting price itself, so the ranking's price fit is that column (as
  // without a price), and the default order is clinics_rank_idx's: the page walks the index
  // and stops after the rows it shows.
  const cond = and([
    sql`c.verified`,
    inCities(sql`c.city_id`),
    date(sql`c.id`),
    ...inBudget(sql`c.start_usd_minor`),
  ]);
  ctes.push(sql`page AS (SELECT c.id, c.name, c.rating, c.review_count, c.rank_rating, c.response_rank,
    c.start_usd_minor AS start_usd${needPrice ? sql`, c.start_usd_minor AS usd` : sql``}
    FROM clinics c WHERE ${cond}
    ORDER BY ${orderBy(sort, false, "c", sql`c.start_usd_minor`, false)} ${limit})`);
  const source = sql`(SELECT count(*)::int FROM clinics c WHERE ${cond}) AS total, false AS loose`;
  return { ctes, source, prepared: true };
}

/**
 * The page statement every plan shares: the page's clinics with their place, first doctor,
 * photo and the card's price; past the last page (no rows) the count is read on its own.
 */
async function readPage(
  db: Db,
  ctx: PlanContext,
  { ctes, source, prepared }: Plan,
  page: number,
): Promise<{ total: number; loose: boolean; results: ClinicSearchResult[] }> {
  const { tids, hasQuery, best, named, needPrice } = ctx;
  const { sort } = ctx.plan;
  // The card's price: the matched treatment(s), else the best-matched ones for `q`, else overall.
  const pricePreference =
    tids || !hasQuery
      ? sql``
      : sql`(ct.treatment_id = ANY(${best})) DESC, (ct.treatment_id = ANY(${named})) DESC, `;
  const statement = sql`WITH ${sql.join(ctes, sql`, `)}
    SELECT ${source}, c.id, c.slug, c.name, c.specialty, c.rating, c.review_count,
           ci.name AS city, co.name AS country, d.name AS doctor_name, c.photos[1] AS photo,
           pr.price_from_minor, pr.currency, pr.treatment_name, pr.treatment_matched,
           rt.asked AS response_asked, rt.median_minutes AS response_median_minutes,
           rt.within_day_pct AS response_within_day_pct
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
    -- The measured response time, live for the page's clinics (decision 053).
    LEFT JOIN LATERAL clinic_response_stats(c.id, now()) rt ON true
    ORDER BY ${orderBy(sort, hasQuery, "page", sql`page.usd`, needPrice)}`;

  const out = await rows<ResultRow>(db, statement, { prepared });
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
      response: {
        asked: Number(r.response_asked ?? 0),
        medianMinutes:
          r.response_median_minutes === null ? null : Number(r.response_median_minutes),
        withinDayPct: r.response_within_day_pct === null ? null : Number(r.response_within_day_pct),
      },
    })),
  };
}

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

/**
 * The orders (decision 053, published on /how-we-rank). The default ("Best match" with words,
 * "Best rated" without) is the ranking: match to the search (words matched, then their score),
 * verified credentials (search lists verified clinics only), the rating weighted by the number
 * of reviews (`rank_rating`, a Bayesian average to one decimal), the response time
 * (`response_rank`), price fit (the lower starting price for what was searched first), then
 * more reviews, the name and the id so that equal clinics keep one stable order. The other
 * orders are a person's own choice, their ties broken by the ranking.
 */
function orderBy(
  sort: SortValue,
  hasQuery: boolean,
  alias: "c" | "m" | "page",
  usd: SQL,
  needPrice: boolean,
): SQL {
  const a = sql.raw(alias);
  const start = alias === "c" ? sql`c.start_usd_minor` : sql`${a}.start_usd`;
  const priceFit = needPrice ? sql`coalesce(${usd}, ${start})` : start;
  const ranking = sql`${a}.rank_rating DESC, ${a}.response_rank DESC, ${priceFit} ASC NULLS LAST, ${a}.review_count DESC, ${a}.name ASC, ${a}.id ASC`;
  switch (sort) {
    case "relevance":
      return hasQuery ? sql`${a}.matched DESC, ${a}.score DESC, ${ranking}` : ranking;
    case "price-asc":
      return sql`${usd} ASC NULLS LAST, ${ranking}`;
    case "price-desc":
      return sql`${usd} DESC NULLS LAST, ${ranking}`;
    case "reviews":
      return sql`${a}.review_count DESC, ${ranking}`;
    default:
      return ranking;
  }
}
