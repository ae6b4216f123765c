/**
 * Part of the production build (`npm run build`): migrates and seeds an in-memory PGlite and
 * writes its data directory to build/db-snapshot.tar.gz. A first `npm start` on an empty data
 * directory loads it (app/db/client.server.ts) instead of initdb + migrations + seed.
 */
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { DB_SNAPSHOT_PATH, PGLITE_EXTENSIONS } from "~/db/client.server";
import * as schema from "~/db/schema";
import { seedCatalogue } from "~/db/seed/seed.server";

const client = new PGlite("memory://", { extensions: PGLITE_EXTENSIONS });
const db = drizzle(client, { schema });
await migrate(db, { migrationsFolder: path.resolve("drizzle") });
await seedCatalogue(db);
const dump = await client.dumpDataDir("gzip");
await client.close();
fs.mkdirSync(path.dirname(DB_SNAPSHOT_PATH), { recursive: true });
fs.writeFileSync(DB_SNAPSHOT_PATH, Buffer.from(await dump.arrayBuffer()));
console.log(
  `database snapshot: ${path.relative(process.cwd(), DB_SNAPSHOT_PATH)} (${(fs.statSync(DB_SNAPSHOT_PATH).size / 1024).toFixed(0)} KB)`,
);
