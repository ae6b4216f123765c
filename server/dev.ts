import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { getDbHandle } from "~/db/client.server";
import { runMigrations } from "~/db/migrate.server";
import { isSeeded, seedCatalogue } from "~/db/seed/seed.server";
import { bootstrapAccountsFromEnv } from "~/features/accounts/bootstrap-accounts.server";
import { seedDemoAccounts } from "~/features/accounts/demo-accounts.server";
import { bookingJobHandlers } from "~/features/bookings/bookings.server";
import {
  scheduleVerificationSweep,
  verificationJobHandlers,
} from "~/features/verification-expiry/expiry.server";
import { startOutboxWorker } from "~/services/email/email.server";
import { outboxAddress } from "~/services/email/outbox-access.server";
import { startJobRunner } from "~/services/jobs/jobs.server";
import { startErasureWorker } from "~/services/storage/erasure.server";
import { envOrExit } from "~/utils/env.server";
import { installConsoleRedaction } from "~/utils/redact.server";
import { createApp } from "./app";
import { logger } from "./logger";

// Before anything can log: no token or query parameter reaches stdout/stderr (decision 029).
installConsoleRedaction();

const env = envOrExit();
const handle = await getDbHandle();
await runMigrations();
if (!(await isSeeded(handle.db))) await seedCatalogue(handle.db);
await seedDemoAccounts(handle.db);
await bootstrapAccountsFromEnv(handle.db);

startOutboxWorker();
startErasureWorker();
await scheduleVerificationSweep(handle.db);
startJobRunner({ handlers: { ...verificationJobHandlers, ...bookingJobHandlers } });

// Several dev servers can run side by side (E2E_DEV=1 per port): each its own HMR port or none,
// and its own dependency cache.
const vite = await createServer({
  server: {
    middlewareMode: true,
    hmr: process.env.VITE_HMR === "0" ? false : undefined,
  },
  cacheDir: process.env.VITE_CACHE_DIR,
});
const app = createApp({
  build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
  production: false,
  ready: () => handle.ping(),
  isShuttingDown: () => false,
  devMiddleware: vite.middlewares,
});
app.listen(env.PORT, () => {
  logger.info(`CareAtlas dev server on http://localhost:${env.PORT}`);
  if (!env.SMTP_URL)
    logger.info(`No SMTP_URL: outgoing mail is kept in the outbox, ${outboxAddress()}`);
});
