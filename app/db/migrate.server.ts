import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { getDbHandle } from "./client.server";

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "drizzle");
const MIGRATION_LOCK = 727_001;

/** Applies committed migrations with the app's own driver (PGlite needs its extensions loaded). */
export async function runMigrations() {
  const h = await getDbHandle();
  if (h.kind === "pglite") {
    await migratePglite(h.db, { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  // Several instances may boot at once against one server: serialise them on an advisory lock
  // held by one dedicated connection.
  const client = await h.pool!.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migratePg(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}
