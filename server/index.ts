import type { Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { closeDb, getDbHandle } from "~/db/client.server";
import { runMigrations } from "~/db/migrate.server";
import { stopReadCache } from "~/db/read-cache.server";
import {
  isSeeded,
  refreshDemoSeedDates,
  seedCatalogue,
  syncTreatmentKeywords,
} from "~/db/seed/seed.server";
import { bootstrapAccountsFromEnv } from "~/features/accounts/bootstrap-accounts.server";
import { scheduleDailyJobs, scheduledJobHandlers } from "~/features/scheduled-jobs.server";
import { startOutboxWorker, stopOutboxWorker } from "~/services/email/email.server";
import { outboxAddress } from "~/services/email/outbox-access.server";
import { startJobRunner, stopJobRunner } from "~/services/jobs/jobs.server";
import { closeAllStreams } from "~/services/realtime/hub.server";
import { startErasureWorker, stopErasureWorker } from "~/services/storage/erasure.server";
import { envOrExit, isProductionDeployment } from "~/utils/env.server";
import { installConsoleRedaction } from "~/utils/redact.server";
import { createApp } from "./app";
import { logger } from "./logger";

// Before anything can log: no token or query parameter reaches stdout/stderr (decision 029).
installConsoleRedaction();

const started = Date.now();
// Every setting checked before anything starts: a missing or bad one stops the boot, saying what to set.
const env = envOrExit();

let shuttingDown = false;
let server: Server | undefined;

/** Milliseconds since the process started, per start-up step (logged with "listening"). */
const phases: Record<string, number> = { modules: Math.round(performance.now()) };
const mark = (name: string) => (phases[name] = Math.round(performance.now()));

async function main() {
  // The app's server bundle loads while the database opens (PGlite compiles its WebAssembly
  // off the main thread), rather than after it. From the working directory (the project root),
  // so the same line works compiled into build/.
  const appBuild = import(
    pathToFileURL(path.resolve("build/server/index.js")).href
  ) as Promise<ServerBuild>;
  appBuild.catch(() => {}); // awaited below; a failure surfaces there
  const handle = await getDbHandle();
  mark("database");
  await runMigrations();
  mark("migrations");
  if (env.SEED_ON_START && !(await isSeeded(handle.db))) {
    const { applied } = await seedCatalogue(handle.db);
    if (applied) logger.info("catalogue seeded");
  }
  // A demo catalogue's sample dates stay current (decision 058): only where the server seeds it.
  if (env.SEED_ON_START) {
    const { shiftedDays } = await refreshDemoSeedDates(handle.db);
    if (shiftedDays) logger.info({ shiftedDays }, "sample verification dates moved forward");
  }
  // Treatment names in every language, for a database seeded before they existed.
  await syncTreatmentKeywords(handle.db);
  mark("seed");

  await bootstrapAccountsFromEnv(handle.db);
  startOutboxWorker();
  startErasureWorker();

  const build = await appBuild;
  mark("app");
  // Scheduled jobs (decision 052) once the bundle has registered the mail catalogues.
  await scheduleDailyJobs(handle.db);
  startJobRunner({ handlers: scheduledJobHandlers });
  const app = createApp({
    build,
    production: true,
    ready: () => handle.ping(),
    isShuttingDown: () => shuttingDown,
  });
  server = app.listen(env.PORT, env.HOST, () => {
    logger.info(
      { port: env.PORT, db: handle.kind, bootMs: Date.now() - started, phases },
      `CareAtlas listening on http://localhost:${env.PORT}`,
    );
    if (!env.SMTP_URL)
      logger.info(`No SMTP_URL: outgoing mail is kept in the outbox, ${outboxAddress()}`);
    if (!env.PUBLIC_URL && !isProductionDeployment()) {
      logger.info(
        `Links in mails point to http://localhost:${env.PORT}; set PUBLIC_URL when others reach this server by another address`,
      );
    }
  });
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.requestTimeout = 30_000;
}

/** Resolves when `p` settles or after `ms`, whichever comes first; says which. */
function within(p: Promise<unknown>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const t = setTimeout(() => resolve(false), ms);
    t.unref();
    p.then(
      () => (clearTimeout(t), resolve(true)),
      () => (clearTimeout(t), resolve(true)),
    );
  });
}

/**
 * Graceful stop, bounded: readiness fails at once (isShuttingDown), new connections are refused,
 * in-flight requests get up to 5 s, then remaining sockets (keep-alive, streams) are closed;
 * the outbox worker stops and the database closes, each with its own time limit, so the process
 * always exits well within 10 s, with status 0 unless something had to be forced.
 */
async function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  logger.info({ signal }, "shutting down");
  const force = setTimeout(() => {
    logger.error("forced exit after 9.5 s");
    process.exit(1);
  }, 9_500);
  force.unref();
  // Realtime streams never finish on their own: end them (and the LISTEN connection) first.
  await within(closeAllStreams(), 1_000);
  const srv = server;
  if (srv) {
    const closed = new Promise<void>((resolve) => srv.close(() => resolve()));
    // Idle keep-alive sockets would hold close() open: drop them now and as requests finish.
    srv.closeIdleConnections();
    const sweep = setInterval(() => srv.closeIdleConnections(), 100);
    const drained = await within(closed, 5_000);
    clearInterval(sweep);
    if (!drained) {
      logger.warn("requests still open after 5 s: closing their connections");
      srv.closeAllConnections();
      await within(closed, 1_000);
    }
  }
  await within(
    Promise.resolve().then(() => stopOutboxWorker()),
    1_000,
  );
  stopErasureWorker();
  // A job still running when the time is up stays pending and runs after the next start.
  await within(stopJobRunner(), 1_000);
  await within(stopReadCache(), 1_000);
  if (!(await within(closeDb(), 2_000))) logger.warn("database did not close within 2 s");
  clearTimeout(force);
  logger.info("stopped");
  process.exit(0);
}

process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

main().catch((err) => {
  logger.fatal({ err }, "failed to start");
  process.exit(1);
});
