import { createHash } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";

/** SQL building blocks the dictionary and the query plans share. */

/**
 * An array as one parameter, so that a statement's text does not depend on how many values it
 * carries (prepared statements are named by their text, see `rows`).
 */
export function uuidArray(ids: string[]): SQL {
  return sql`${sql.param(ids)}::uuid[]`;
}

export function textArray(values: string[]): SQL {
  return sql`${sql.param(values)}::text[]`;
}

type Row = Record<string, unknown>;
export async function rows<T extends Row>(
  db: Db,
  query: SQL,
  options: { prepared?: boolean } = {},
): Promise<T[]> {
  const res = (options.prepared
    ? await executePrepared(db, query)
    : await db.execute(query)) as unknown as { rows: T[] } | T[];
  return Array.isArray(res) ? res : res.rows;
}

/**
 * A statement PostgreSQL keeps prepared on each connection under a name derived from its text
 * (decision 074): parsed once, and planned once when its generic plan is as good as a fresh one
 * (plan_cache_mode auto). Only for statements whose texts are few: the name is per text.
 */
async function executePrepared(db: Db, query: SQL): Promise<unknown> {
  const { dialect, _ } = db as unknown as {
    dialect: { sqlToQuery: (q: SQL) => { sql: string; params: unknown[] } };
    _: { session: { prepareQuery: (...args: unknown[]) => { execute: () => Promise<unknown> } } };
  };
  const q = dialect.sqlToQuery(query);
  const name = `s_${createHash("sha1").update(q.sql).digest("base64url").slice(0, 24)}`;
  return _.session.prepareQuery(q, undefined, name, false).execute();
}

export const and = (conds: (SQL | null)[]) => {
  const list = conds.filter((x): x is SQL => x !== null);
  return list.length ? sql.join(list, sql` AND `) : sql`true`;
};
