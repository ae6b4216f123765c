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
    afterAll(async () => {
      await closeDb();
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
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
  afterAll(async () => {
    await closeDb();
  });
  return { db, kind: "pglite" };
}
