import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { useTestDb } from "../../../tests/setup/db";
import { PREPARED_PER_CONNECTION, rows, textArray, uuidArray } from "./sql.server";

/**
 * Prepared statements (decision 074): the same rows as an unnamed statement, arrays as one
 * parameter, and on PostgreSQL at most PREPARED_PER_CONNECTION kept by a connection (each holds
 * its plans in the server's memory: about 400 KB for a search page).
 */

let db: Db;
let kind: "pglite" | "postgres";
beforeAll(async () => {
  ({ db, kind } = await useTestDb());
});

describe("rows, prepared", () => {
  it("returns what an unnamed statement returns, arrays bound as one parameter", async () => {
    const query = (ids: string[], words: string[]) =>
      sql`SELECT cardinality(${uuidArray(ids)}) AS ids, array_to_string(${textArray(words)}, '+') AS words,
            (SELECT count(*)::int FROM cities WHERE id = ANY(${uuidArray(ids)})) AS cities`;
    const cityIds = (await rows<{ id: string }>(db, sql`SELECT id::text FROM cities`)).map(
      (r) => r.id,
    );
    for (const [ids, words] of [
      [cityIds.slice(0, 1), ["hair"]],
      [cityIds, ["dentl", "implant", "istambul"]],
      [[], []],
    ] as const) {
      const plain = await rows(db, query([...ids], [...words]));
      for (let i = 0; i < 7; i++) {
        // Past five runs PostgreSQL may switch to the generic plan: still the same rows.
        expect(await rows(db, query([...ids], [...words]), { prepared: true })).toEqual(plain);
      }
      expect(plain).toEqual([{ ids: ids.length, words: words.join("+"), cities: ids.length }]);
    }
  });

  it("keeps at most PREPARED_PER_CONNECTION statements on a connection", async () => {
    const shapes = PREPARED_PER_CONNECTION + 20;
    for (let i = 0; i < shapes; i++) {
      const r = await rows<{ n: number }>(db, sql`SELECT ${i}::int + ${sql.raw(String(i))} AS n`, {
        prepared: true,
      });
      expect(r[0].n).toBe(2 * i);
    }
    // Read on the connection the statements ran on (the pool hands back the one just released).
    const kept = await rows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM pg_prepared_statements`,
      { prepared: true },
    );
    if (kind === "postgres") {
      expect(kept[0].n).toBeGreaterThanOrEqual(PREPARED_PER_CONNECTION / 2);
      expect(kept[0].n).toBeLessThanOrEqual(PREPARED_PER_CONNECTION);
    } else {
      // PGlite runs every statement unnamed.
      expect(kept[0].n).toBe(0);
    }
  });
});
