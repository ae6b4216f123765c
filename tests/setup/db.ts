import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { afterAll } from "vitest";
import { PGLITE_EXTENSIONS, closeDb, setDbHandle, type Db } from "~/db/client.server";
import * as schema from "~/db/schema";
import { SNAPSHOT_PATH, TEMPLATE_DB, TEST_DB_PREFIX } from "./shared";

export type TestDb = { db: Db; kind: "pglite" | "postgres" };

/**
 * What `useTestDb` must undo after the file. Registered here, when the test file imports this
 * module (vitest runs each file in its own module graph), because test files call `useTestDb`
 * inside `beforeAll`, and vitest never runs an `afterAll` registered while a hook runs: every
 * PostgreSQL test database was left behind (89 after one run), and no PGlite one was closed.
 */
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * Gives this test file its own migrated and seeded database and installs it as the app's
 * database: an in-memory PGlite restored from the run's snapshot, or (TEST_DATABASE_URL set)
 * a PostgreSQL database cloned from the run's template. Dropped after the file.
 */
export async function useTestDb(): Promise<TestDb> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `${TEST_DB_PREFIX}_t_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
    await admin.end();
    const u = new URL(url);
    u.pathname = `/${name}`;
    const pool = new pg.Pool({ connectionString: u.toString(), max: 10 });
    pool.on("error", () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    setDbHandle({
      db,
      kind: "postgres",
      pool,
      close: () => pool.end(),
      ping: async () => void (await pool.query("select 1")),
    });
    cleanups.push(async () => {
      // Dropped first, with force: a connection a test left checked out (a transaction it held
      // open) would keep the pool from ending, and the database would stay.
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      try {
        await a.query(`drop database if exists ${name} with (force)`);
      } finally {
        await a.end();
      }
      await Promise.race([closeDb().catch(() => {}), new Promise((r) => setTimeout(r, 2000))]);
    });
    return { db, kind: "postgres" };
  }
  const dump = new Blob([fs.readFileSync(SNAPSHOT_PATH)]);
  const client = new PGlite({ loadDataDir: dump, extensions: PGLITE_EXTENSIONS });
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  setDbHandle({
    db,
    kind: "pglite",
    pglite: client,
    close: () => client.close(),
    ping: async () => void (await client.query("select 1")),
  });
  cleanups.push(() => closeDb());
  return { db, kind: "pglite" };
}
