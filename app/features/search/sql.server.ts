import { createHash } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import pg from "pg";
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

/** How many statements a connection keeps prepared at most (least recently used out). */
export const PREPARED_PER_CONNECTION = 48;
type Client = pg.PoolClient & {
  connection?: {
    parsedStatements?: Record<string, string>;
    submittedNamedStatements?: Record<string, string>;
  };
};
const preparedOn = new WeakMap<pg.PoolClient, Map<string, true>>();

/**
 * A statement PostgreSQL keeps prepared on the connection under a name derived from its text
 * (decision 074): parsed once, and planned once when its generic plan is as good as a fresh one
 * (plan_cache_mode auto). A kept statement holds a few hundred kilobytes of the server's memory
 * (its plans), so a connection keeps at most `PREPARED_PER_CONNECTION`: the least recently used
 * is deallocated first. PGlite runs each statement unnamed.
 */
async function executePrepared(db: Db, query: SQL): Promise<unknown> {
  const pool = (db as unknown as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return db.execute(query);
  const { dialect } = db as unknown as {
    dialect: { sqlToQuery: (q: SQL) => { sql: string; params: unknown[] } };
  };
  const q = dialect.sqlToQuery(query);
  const name = `s_${createHash("sha1").update(q.sql).digest("base64url").slice(0, 24)}`;
  const client = (await pool.connect()) as Client;
  try {
    let names = preparedOn.get(client);
    if (!names) preparedOn.set(client, (names = new Map()));
    const evict: string[] = [];
    if (!names.delete(name)) {
      for (const old of names.keys()) {
        if (names.size - evict.length < PREPARED_PER_CONNECTION) break;
        evict.push(old);
      }
    }
    for (const old of evict) {
      names.delete(old);
      delete client.connection?.parsedStatements?.[old];
      delete client.connection?.submittedNamedStatements?.[old];
    }
    names.set(name, true);
    // Sent together (the client runs its queries in order), the old ones deallocated first.
    const results = await Promise.all([
      ...evict.map((old) => client.query(`DEALLOCATE "${old}"`)),
      client.query({ name, text: q.sql, values: q.params }),
    ]);
    const result = results[results.length - 1];
    return result;
  } finally {
    client.release();
  }
}

export const and = (conds: (SQL | null)[]) => {
  const list = conds.filter((x): x is SQL => x !== null);
  return list.length ? sql.join(list, sql` AND `) : sql`true`;
};
