// npm run db:migrate | db:seed | db:reset
import fs from "node:fs";
import { closeDb, getDbHandle, pgliteDir } from "~/db/client.server";
import { runMigrations } from "~/db/migrate.server";
import { seedCatalogue } from "~/db/seed/seed.server";
import { seedDemoAccounts } from "~/features/accounts/demo-accounts.server";
import { getEnv } from "~/utils/env.server";

const cmd = process.argv[2];
const env = getEnv();

async function reset() {
  if (env.DATABASE_URL) {
    const h = await getDbHandle();
    await h.pool!.query(
      "drop schema if exists public cascade; create schema public; drop schema if exists drizzle cascade;",
    );
    await closeDb();
  } else {
    fs.rmSync(pgliteDir(), { recursive: true, force: true });
  }
}

try {
  if (cmd === "reset") await reset();
  if (cmd === "migrate" || cmd === "seed" || cmd === "reset") await runMigrations();
  if (cmd === "seed" || cmd === "reset") {
    const h = await getDbHandle();
    const { applied } = await seedCatalogue(h.db);
    console.log(applied ? "Seeded the catalogue." : "Catalogue already seeded; nothing changed.");
    await seedDemoAccounts(h.db);
  }
  if (!["migrate", "seed", "reset"].includes(cmd ?? "")) {
    console.error("usage: tsx scripts/db.ts migrate|seed|reset");
    process.exitCode = 2;
  } else
    console.log(`db:${cmd} done (${env.DATABASE_URL ? "PostgreSQL" : "PGlite at " + pgliteDir()})`);
} finally {
  await closeDb();
}
