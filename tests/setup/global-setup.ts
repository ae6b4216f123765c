import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { PGLITE_EXTENSIONS } from "~/db/client.server";
import * as schema from "~/db/schema";
import { seedCatalogue } from "~/db/seed/seed.server";
import { SNAPSHOT_PATH, TEMPLATE_DB, migrateAndSeedPostgres } from "./shared";

/**
 * Migrates and seeds one database once per run: a PGlite snapshot on disk (each test file
 * loads it in ~0.6 s instead of initdb + migrate), and, when TEST_DATABASE_URL is set, a
 * PostgreSQL template database that each test file clones.
 */
export async function setup() {
  fs.mkdirSync(path.dirname(SNAPSHOT_PATH), { recursive: true });
  const client = new PGlite("memory://", { extensions: PGLITE_EXTENSIONS });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: path.resolve("drizzle") });
  await seedCatalogue(db);
  const dump = await client.dumpDataDir("gzip");
  fs.writeFileSync(SNAPSHOT_PATH, Buffer.from(await dump.arrayBuffer()));
  await client.close();

  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${TEMPLATE_DB}`);
    await admin.end();
    await migrateAndSeedPostgres(withDatabase(url, TEMPLATE_DB));
  }
}

function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** After the run: the PostgreSQL template is dropped (each run makes a fresh one). */
export async function teardown() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
  } finally {
    await admin.end();
  }
}
