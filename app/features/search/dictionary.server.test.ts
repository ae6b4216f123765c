import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { useTestDb } from "../../../tests/setup/db";
import { loadDictionary } from "./dictionary.server";
import { queryWords } from "./params";
import { rows, textArray } from "./sql.server";

let db: Db;
beforeAll(async () => {
  ({ db } = await useTestDb());
});

/**
 * The dictionary's procedure matches for free-text words, computed the long way: every word
 * against every procedure's name, whole keyword text and group (what the dictionary did before
 * drizzle/0032_keyword_trigrams.sql let it skip the keyword texts that cannot match).
 */
async function exhaustive(words: string[]): Promise<string[]> {
  const found = await rows<{ i: number; ref: string; s: number }>(
    db,
    sql`WITH words(i, w) AS (SELECT i::int, w FROM unnest(${textArray(words)}) WITH ORDINALITY AS x(w, i))
        SELECT i, ref, s FROM (
          SELECT words.i, t.id::text AS ref,
                 greatest(word_similarity(words.w, lower(t.name)),
                          0.9 * word_similarity(words.w, lower(array_to_string(t.keywords, ' '))),
                          0.8 * word_similarity(words.w, lower(g.name)))::float8 AS s
          FROM words CROSS JOIN treatments t JOIN treatment_groups g ON g.id = t.group_id
        ) x WHERE s >= 0.36`,
  );
  return found.map((f) => `${f.i} ${f.ref} ${f.s.toFixed(6)}`).sort();
}

async function fromDictionary(words: string[]): Promise<string[]> {
  const dict = await loadDictionary(db, { words });
  return dict.found
    .filter((f) => f.kind === "treatment")
    .map((f) => `${f.i} ${f.ref} ${f.s.toFixed(6)}`)
    .sort();
}

/** Each keyword's words, and each with a letter dropped, two swapped or one doubled. */
async function wordsNearTheKeywords(): Promise<string[]> {
  const kws = await rows<{ k: string }>(
    db,
    sql`SELECT DISTINCT lower(unnest(keywords)) AS k FROM treatments ORDER BY 1`,
  );
  const out = new Set<string>();
  for (const { k } of kws) {
    for (const w of queryWords(k)) {
      const cs = [...w];
      out.add(w);
      if (cs.length < 4) continue;
      const mid = cs.length >> 1;
      out.add([...cs.slice(0, mid), ...cs.slice(mid + 1)].join(""));
      out.add([...cs.slice(0, mid - 1), cs[mid], cs[mid - 1], ...cs.slice(mid + 1)].join(""));
      out.add([...cs.slice(0, mid), cs[mid], ...cs.slice(mid)].join(""));
    }
  }
  return [...out];
}

describe("the search dictionary's procedure matches (drizzle/0032_keyword_trigrams.sql)", () => {
  it("are those of comparing every word with every keyword text, for words near every keyword", async () => {
    const words = await wordsNearTheKeywords();
    expect(words.length).toBeGreaterThan(200);
    let compared = 0;
    // Three words at a time, as a search sends them.
    for (let i = 0; i < words.length; i += 3) {
      const batch = words.slice(i, i + 3);
      const [want, got] = await Promise.all([exhaustive(batch), fromDictionary(batch)]);
      expect(got, batch.join(" ")).toEqual(want);
      compared += want.length;
    }
    // The comparison is not empty: most of these words match a procedure.
    expect(compared).toBeGreaterThan(words.length / 2);
  });

  it("follow a procedure's keywords as they change", async () => {
    const [t] = await rows<{ id: string; keywords: string[] }>(
      db,
      sql`SELECT id::text, keywords FROM treatments ORDER BY sort_order LIMIT 1`,
    );
    const word = "zephyrquill";
    const refsFor = async (w: string) =>
      (await loadDictionary(db, { words: [w] })).found
        .filter((f) => f.kind === "treatment")
        .map((f) => f.ref);
    expect(await refsFor(word)).toEqual([]);

    await db.execute(
      sql`UPDATE treatments SET keywords = keywords || ${textArray([word])} WHERE id = ${t!.id}`,
    );
    expect(await refsFor(word)).toEqual([t!.id]);
    expect(await refsFor("zephyrqill")).toEqual([t!.id]);

    await db.execute(
      sql`UPDATE treatments SET keywords = ${textArray(t!.keywords)} WHERE id = ${t!.id}`,
    );
    expect(await refsFor(word)).toEqual([]);
    // The table holds exactly each procedure's keyword trigrams again.
    const [stale] = await rows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM (
            (SELECT trgm, treatment_id FROM treatment_keyword_trigrams
             EXCEPT SELECT g, t.id FROM treatments t, unnest(show_trgm(lower(array_to_string(t.keywords, ' ')))) g)
            UNION ALL
            (SELECT g, t.id FROM treatments t, unnest(show_trgm(lower(array_to_string(t.keywords, ' ')))) g
             EXCEPT SELECT trgm, treatment_id FROM treatment_keyword_trigrams)) d`,
    );
    expect(stale!.n).toBe(0);
  });
});
