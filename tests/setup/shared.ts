import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import type { Db } from "~/db/client.server";
import * as schema from "~/db/schema";
import { seedCatalogue } from "~/db/seed/seed.server";

export const SNAPSHOT_PATH = path.resolve("tests/.tmp/pglite-snapshot.tgz");
/**
 * Names of the PostgreSQL databases a run creates start with TEST_DB_PREFIX (default
 * "careatlas"), so that two runs against one server (two worktrees) never drop each other's.
 */
export const TEST_DB_PREFIX = process.env.TEST_DB_PREFIX ?? "careatlas";
if (!/^[a-z_][a-z0-9_]*$/.test(TEST_DB_PREFIX)) throw new Error("TEST_DB_PREFIX: [a-z0-9_] only");
export const TEMPLATE_DB = `${TEST_DB_PREFIX}_test_template`;

export async function migrateAndSeedPostgres(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const db = drizzle(pool, { schema });
  await migrate(db, { migrationsFolder: path.resolve("drizzle") });
  await seedCatalogue(db as unknown as Db);
  await pool.end();
}
