import { sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { rows, textArray } from "./sql.server";

/**
 * The dictionary side of a search: what the treatment, destination and words of `q` mean,
 * looked up in the small tables (taxonomy, aliases, places, the words of clinic names) in one
 * statement. The query plans (./plan.server) then run with the answers as constants.
 */

export type ResolvedTreatment =
  | {
      status: "matched";
      kind: "treatment" | "group";
      label: string;
      groupName: string;
      treatmentIds: string[];
      /** The group whose procedures `treatmentIds` are, all of them (a group, or a fallback);
       * null for one procedure. */
      wholeGroupId: string | null;
      fallback: boolean;
    }
  | { status: "unknown"; label: string };

export type ResolvedDestination =
  | { status: "matched"; kind: "city" | "country"; label: string; cityIds: string[] }
  | { status: "unknown"; label: string };

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

export async function loadDictionary(db: Db, needs: DictionaryNeeds): Promise<Dictionary> {
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
      WITH words(i, w) AS (SELECT i::int, w FROM unnest(${textArray(words)}) WITH ORDINALITY AS x(w, i)),
      -- The procedures whose keywords hold enough of a word's trigrams to pass through them
      -- (drizzle/0032_keyword_trigrams.sql): word_similarity is at most that share, so the
      -- others' long keyword texts are not compared (the slack only ever keeps more).
      keyword_candidates AS (
        SELECT words.i, k.treatment_id
        FROM words CROSS JOIN LATERAL (SELECT show_trgm(words.w) AS g) wt
        JOIN treatment_keyword_trigrams k ON k.trgm = ANY (wt.g)
        GROUP BY words.i, k.treatment_id, cardinality(wt.g)
        HAVING 0.9 * count(*) >= (${DICTIONARY_THRESHOLD * 0.8} - 1e-6) * cardinality(wt.g))
      SELECT 'treatment' AS kind, i, ref, s FROM (
        SELECT words.i, t.id::text AS ref,
               greatest(word_similarity(words.w, lower(t.name)),
                        CASE WHEN kc.i IS NOT NULL
                             THEN 0.9 * word_similarity(words.w, lower(array_to_string(t.keywords, ' ')))
                             ELSE 0 END,
                        0.8 * word_similarity(words.w, lower(g.name)))::float8 AS s
        FROM words CROSS JOIN treatments t JOIN treatment_groups g ON g.id = t.group_id
        LEFT JOIN keyword_candidates kc ON kc.i = words.i AND kc.treatment_id = t.id
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
  }>(db, sql`SELECT ${sql.join(cols, sql`, `)}`, { prepared: true });
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
export function destinationParts(input: string): string[] {
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
export function treatmentIn(dict: Dictionary, input: string): ResolvedTreatment {
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
      wholeGroupId: groupId,
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
      wholeGroupId: null,
      fallback: false,
    };
  }
  return {
    status: "matched",
    kind: "treatment",
    label: t.name,
    groupName: t.group_name,
    treatmentIds: group.map((x) => x.id),
    wholeGroupId: t.group_id,
    fallback: true,
  };
}

/* ------------------------------------------------------------------ destination */

/**
 * 'Istanbul, Turkey', 'istanbul', 'Turkey', 'south-korea', 'Seoul, South Korea' (any case or
 * spacing), and near misses ('istambul') by trigram similarity.
 */
export function destinationIn(dict: Dictionary, input: string): ResolvedDestination {
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

/* ------------------------------------------------------------------ words of q */

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
export function wordsIn(dict: Dictionary, words: string[]): WordMatches {
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
