import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite, type PgliteDatabase } from "drizzle-orm/pglite";
import pg from "pg";
import { dataDir, getEnv } from "~/utils/env.server";
import * as schema from "./schema";

/** One query API for both drivers (node-postgres and PGlite expose the same Drizzle surface). */
export type Db = PgliteDatabase<typeof schema>;

/** The database or an open transaction: what a data function takes when it may run inside one. */
export type DbExecutor = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

type DbHandle = {
  db: Db;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
  ping: () => Promise<void>;
  pglite?: PGlite;
  pool?: pg.Pool;
};

// The server entry (run by tsx) and the SSR bundle each load this module; keeping the handle
// on globalThis guarantees one PGlite per process (PGlite must never open a data dir twice).
const KEY = Symbol.for("careatlas.db");
type G = typeof globalThis & { [KEY]?: Promise<DbHandle> };
const g = globalThis as G;

export const PGLITE_EXTENSIONS = { pg_trgm };

export function pgliteDir(): string {
  return path.join(dataDir(), "pglite");
}

/**
 * The production build ships a migrated, seeded database (build/db-snapshot.tar.gz, made by
 * scripts/db-snapshot.ts from the same migrations and seed). A first start on an empty data
 * directory loads it instead of running initdb, every migration and the seed, which is most of
 * a first start's time. Migrations still run after it (a no-op unless the snapshot is older).
 */
export const DB_SNAPSHOT_PATH = path.resolve("build", "db-snapshot.tar.gz");

function firstRunSnapshot(dir: string, seedOnStart: boolean): string | null {
  if (getEnv().NODE_ENV !== "production" || !seedOnStart) return null;
  if (fs.existsSync(path.join(dir, "PG_VERSION"))) return null;
  return fs.existsSync(DB_SNAPSHOT_PATH) ? DB_SNAPSHOT_PATH : null;
}

async function open(): Promise<DbHandle> {
  const env = getEnv();
  if (env.DATABASE_URL) {
    const pool = new pg.Pool({
      connectionString: env.DATABASE_URL,
      max: env.DATABASE_POOL_MAX,
      // Fail fast when PostgreSQL is down or stuck: a request answers 503 (see db-errors.server)
      // within seconds instead of hanging; a held lock gives up after 4 s.
      connectionTimeoutMillis: 3_000,
      idleTimeoutMillis: 30_000,
      statement_timeout: 8_000,
      lock_timeout: 4_000,
      idle_in_transaction_session_timeout: 30_000,
      application_name: "careatlas",
    });
    // A dropped idle connection must not crash the process; the pool replaces it.
    pool.on("error", () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      pool,
      close: () => pool.end(),
      ping: async () => {
        await pool.query("select 1");
      },
    };
  }
  const dir = pgliteDir();
  fs.mkdirSync(dir, { recursive: true });
  const snapshot = firstRunSnapshot(dir, env.SEED_ON_START);
  const client = await PGlite.create(dir, {
    extensions: PGLITE_EXTENSIONS,
    ...(snapshot ? { loadDataDir: new Blob([fs.readFileSync(snapshot)]) } : {}),
  });
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: "pglite",
    pglite: client,
    close: () => client.close(),
    ping: async () => {
      await client.query("select 1");
    },
  };
}

export function getDbHandle(): Promise<DbHandle> {
  if (!g[KEY]) g[KEY] = open();
  return g[KEY]!;
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

/** For tests: install a ready handle (e.g. an in-memory PGlite restored from a snapshot). */
export function setDbHandle(handle: DbHandle) {
  g[KEY] = Promise.resolve(handle);
}

export async function closeDb() {
  const h = g[KEY];
  if (!h) return;
  g[KEY] = undefined;
  await (await h).close();
}

export { schema };
