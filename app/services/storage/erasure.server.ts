import { asc, eq, sql } from "drizzle-orm";
import pino from "pino";
import { type Db, getDb } from "~/db/client.server";
import { storageErasures } from "~/db/schema";
import { mediaStorage } from "~/services/media/storage.server";
import { logLevel } from "~/utils/env.server";
import { getStorage } from "./storage.server";

/**
 * Erasure reaches every copy (decision 031). Deleting a row that owns a stored
 * file (medical_records, media_files) queues the file in storage_erasures through a database
 * trigger, in the deleting transaction, whichever path deleted the row: a record deleted by its
 * patient, an account deleted through any better-auth door (its user hooks run
 * `eraseQueuedFiles` at once), a foreign-key cascade, plain SQL. This module removes queued
 * files: right after the known deletions, and every minute in the background for the rest (and
 * for a removal that failed, e.g. storage briefly unreachable). A file is removed before its
 * queue row, so a crash in between only repeats a harmless removal.
 */

const log = pino({ level: logLevel(), base: { app: "careatlas", module: "erasure" } });

const BATCH = 200;

/** Removes the queued files; returns how many were removed and how many failed (kept queued). */
export async function eraseQueuedFiles(dbArg?: Db): Promise<{ erased: number; failed: number }> {
  const db = dbArg ?? (await getDb());
  let erased = 0;
  let failed = 0;
  for (;;) {
    const rows = await db
      .select({ storageKey: storageErasures.storageKey, store: storageErasures.store })
      .from(storageErasures)
      .orderBy(asc(storageErasures.queuedAt))
      .limit(BATCH);
    if (rows.length === 0) break;
    for (const r of rows) {
      try {
        if (r.store === "media") await mediaStorage().remove(r.storageKey);
        else await getStorage().delete(r.storageKey);
        await db.delete(storageErasures).where(eq(storageErasures.storageKey, r.storageKey));
        erased++;
      } catch (err) {
        failed++;
        log.warn(
          { err: (err as Error).message, store: r.store },
          "could not remove a stored file; it stays queued",
        );
        await db
          .update(storageErasures)
          .set({ attempts: sql`${storageErasures.attempts} + 1` })
          .where(eq(storageErasures.storageKey, r.storageKey));
      }
    }
    // Stop after a batch with a failure (retried on the next run) or a short batch.
    if (failed > 0 || rows.length < BATCH) break;
  }
  return { erased, failed };
}

const WORKER_KEY = Symbol.for("careatlas.erasureWorker");
type WorkerState = { timer: NodeJS.Timeout; running: boolean };
const g = globalThis as typeof globalThis & { [WORKER_KEY]?: WorkerState };

async function tick() {
  const state = g[WORKER_KEY];
  if (!state || state.running) return;
  state.running = true;
  try {
    await eraseQueuedFiles();
  } catch (err) {
    log.error({ err }, "erasure run failed");
  } finally {
    state.running = false;
  }
}

/**
 * Runs `eraseQueuedFiles` now and every `intervalMs` (1 min) in the background; the timer is
 * unref'd. Returns a stop function; calling it twice is harmless.
 */
export function startErasureWorker(opts: { intervalMs?: number } = {}): () => void {
  if (!g[WORKER_KEY]) {
    const timer = setInterval(() => void tick(), opts.intervalMs ?? 60_000);
    timer.unref();
    g[WORKER_KEY] = { timer, running: false };
    void tick();
  }
  return stopErasureWorker;
}

export function stopErasureWorker() {
  const state = g[WORKER_KEY];
  if (!state) return;
  clearInterval(state.timer);
  g[WORKER_KEY] = undefined;
}
