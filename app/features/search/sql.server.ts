import { sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";

/** SQL building blocks the dictionary and the query plans share. */

export function uuidArray(ids: string[]): SQL {
  if (ids.length === 0) return sql`ARRAY[]::uuid[]`;
  return sql`ARRAY[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
}

export function textArray(values: string[]): SQL {
  if (values.length === 0) return sql`ARRAY[]::text[]`;
  return sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

type Row = Record<string, unknown>;
export async function rows<T extends Row>(db: Db, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] } | T[];
  return Array.isArray(res) ? res : res.rows;
}

export const and = (conds: (SQL | null)[]) => {
  const list = conds.filter((x): x is SQL => x !== null);
  return list.length ? sql.join(list, sql` AND `) : sql`true`;
};
