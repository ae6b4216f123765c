import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import type { Db } from "~/db/client.server";
import * as schema from "~/db/schema";
import { seedCatalogue } from "~/db/seed/seed.server";

export const SNAPSHOT_PATH = path.resolve("tests/.tmp/pglite-snapshot.tgz");
export const TEMPLATE_DB = "careatlas_test_template";

export async function migrateAndSeedPostgres(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const db = drizzle(pool, { schema });
  await migrate(db, { migrationsFolder: path.resolve("drizzle") });
  await seedCatalogue(db as unknown as Db);
  await pool.end();
}
