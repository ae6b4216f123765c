import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import pino from "pino";
import { getDb, type Db, type DbExecutor } from "~/db/client.server";
import { jobs } from "~/db/schema";
import { now as clockNow } from "~/utils/clock.server";
import { logLevel } from "~/utils/env.server";

/**
 * Durable scheduled jobs (decision 052), the outbox's worker generalised: a job is a row in
 * `jobs`, queued in the caller's transaction (enqueueJob), run when due by a runner that claims
 * it atomically (FOR UPDATE SKIP LOCKED; PGlite has one connection) and holds a lease
 * (`locked_until`) while it runs. The handler's work and the job's 'done' mark commit in one
 * transaction, so a job's effect happens once; a runner that dies mid-run leaves the job
 * pending with a lease that ends, and the next runner (after a restart) runs it. The time is
 * the clock seam (`~/utils/clock.server`), so tests move it forward instead of sleeping.
 */

const log = pino({ level: logLevel(), base: { app: "careatlas", module: "jobs" } });

export type JobRow = typeof jobs.$inferSelect;

export type NewJob = {
  kind: string;
  payload?: Record<string, unknown>;
  /** When it is due (default: now). */
  runAt?: Date;
  /** At most one job per key, ever (e.g. 'verification.sweep:2026-11-27'); a second is a no-op. */
  dedupeKey?: string;
};

/**
 * What a job kind does. `tx` is the transaction that also marks the job done. `next`, when set,
 * names the job that follows this one (a daily job's next day): it is queued in its own
 * statement before the run, so a run that fails, even for good, never ends the chain.
 */
export type JobHandler = ((ctx: { tx: DbExecutor; job: JobRow; now: Date }) => Promise<void>) & {
  next?: (ctx: { job: JobRow; now: Date }) => NewJob;
};
export type JobHandlers = Record<string, JobHandler>;

/** Delays after the 1st, 2nd, ... failed attempt; the 6th failure marks the job 'failed'. */
export const JOB_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000];
export const JOB_MAX_ATTEMPTS = 6;
/** A claimed job is not claimed again for this long (covers a runner that died mid-run). */
export const JOB_LEASE_MS = 5 * 60_000;

/** Queues one job; call it with the transaction whose data the job belongs to. */
export async function enqueueJob(tx: DbExecutor, job: NewJob): Promise<{ queued: boolean }> {
  const rows = await tx
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload ?? {},
      runAt: job.runAt ?? clockNow(),
      dedupeKey: job.dedupeKey ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  if (rows.length > 0) wakeJobRunner();
  return { queued: rows.length > 0 };
}

/**
 * Claims up to `batchSize` due jobs: pending, run_at reached, no live lease. One UPDATE over a
 * FOR UPDATE SKIP LOCKED selection, so two runners never claim one job. The claim counts as an
 * attempt and sets the lease.
 */
export async function claimDueJobs(
  opts: { db?: Db; now?: Date; batchSize?: number; kinds?: string[] } = {},
): Promise<JobRow[]> {
  const db = opts.db ?? (await getDb());
  const now = opts.now ?? clockNow();
  // A Date has milliseconds and the column microseconds: the whole millisecond counts.
  const dueBefore = new Date(now.getTime() + 1);
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.status, "pending"),
        lt(jobs.runAt, dueBefore),
        or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, now)),
        opts.kinds ? inArray(jobs.kind, opts.kinds) : undefined,
      ),
    )
    .orderBy(asc(jobs.runAt))
    .limit(opts.batchSize ?? 20)
    .for("update", { skipLocked: true });
  return db
    .update(jobs)
    .set({
      lockedUntil: new Date(now.getTime() + JOB_LEASE_MS),
      attempts: sql`${jobs.attempts} + 1`,
    })
    .where(and(inArray(jobs.id, due), eq(jobs.status, "pending")))
    .returning();
}

export type RunResult = { claimed: number; done: number; retrying: number; failed: number };

/**
 * Runs the due jobs once: claims them, then runs each handler in a transaction that also marks
 * the job done (only while this runner still holds it). A failure is retried with back-off. A
 * runner claims only the kinds it has handlers for: other kinds wait for a runner that has one
 * (e.g. during a rolling deploy where an older process does not know a new kind yet).
 */
export async function runDueJobs(opts: {
  handlers: JobHandlers;
  db?: Db;
  now?: Date;
  batchSize?: number;
}): Promise<RunResult> {
  const db = opts.db ?? (await getDb());
  const now = opts.now ?? clockNow();
  const claimed = await claimDueJobs({
    db,
    now,
    batchSize: opts.batchSize,
    kinds: Object.keys(opts.handlers),
  });
  const result: RunResult = { claimed: claimed.length, done: 0, retrying: 0, failed: 0 };
  for (const job of claimed) {
    const handler = opts.handlers[job.kind];
    try {
      // Unreachable through claimDueJobs' kinds filter; kept so a bad call fails loudly.
      if (!handler) throw new Error(`no handler for job kind "${job.kind}"`);
      // Queued before the run and apart from it (dedupe keeps it once): the chain goes on
      // whatever this run does.
      if (handler.next) await enqueueJob(db, handler.next({ job, now }));
      await db.transaction(async (tx) => {
        await handler({ tx, job, now });
        const marked = await tx
          .update(jobs)
          .set({ status: "done", finishedAt: now, lockedUntil: null, lastError: null })
          .where(
            and(eq(jobs.id, job.id), eq(jobs.status, "pending"), eq(jobs.attempts, job.attempts)),
          )
          .returning({ id: jobs.id });
        // Another runner took the job over (our lease ended): its run counts, ours must not.
        if (marked.length === 0) throw new LeaseLost();
      });
      result.done++;
    } catch (err) {
      if (err instanceof LeaseLost) {
        log.warn({ jobId: job.id, kind: job.kind }, "job lease lost; its work was rolled back");
        continue;
      }
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      if (job.attempts >= JOB_MAX_ATTEMPTS || !handler) {
        await db
          .update(jobs)
          .set({ status: "failed", lastError: message, lockedUntil: null, finishedAt: now })
          .where(and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts)));
        result.failed++;
        log.error({ jobId: job.id, kind: job.kind, err: message }, "job failed permanently");
      } else {
        const delay =
          JOB_RETRY_DELAYS_MS[Math.min(job.attempts - 1, JOB_RETRY_DELAYS_MS.length - 1)];
        await db
          .update(jobs)
          .set({ lastError: message, lockedUntil: null, runAt: new Date(now.getTime() + delay) })
          .where(and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts)));
        result.retrying++;
        log.warn({ jobId: job.id, kind: job.kind, err: message }, "job failed; will retry");
      }
    }
  }
  return result;
}

class LeaseLost extends Error {}

/* ------------------------------------------------------------------ daily jobs */

const DAY_MS = 86_400_000;

/** A job that runs once a day at `hourUtc` (decision 058): maintenance, sweeps, refreshes. */
export type DailyJob = {
  kind: string;
  hourUtc: number;
  run: (ctx: { tx: DbExecutor; job: JobRow; now: Date }) => Promise<void>;
};

/** The next run strictly after `at`: the next `hourUtc` o'clock (UTC). */
export function nextDailyRun(at: Date, hourUtc: number): Date {
  const next = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate(), hourUtc));
  if (next <= at) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

/** The daily slot `at` falls in: the latest `hourUtc` o'clock at or before `at`. */
export function currentDailySlot(at: Date, hourUtc: number): Date {
  return new Date(nextDailyRun(at, hourUtc).getTime() - DAY_MS);
}

/** A daily job's dedupe key names its slot's date: one job per kind and day, ever. */
export const dailyJobKey = (kind: string, slot: Date) =>
  `${kind}:${slot.toISOString().slice(0, 10)}`;

/**
 * The current slot's job of each daily kind, due at once (a no-op where it exists, done or
 * not). Called at every start; each run queues the next slot's before it runs. Keyed by slot,
 * not by calendar date: a start at 00:30 UTC belongs to the previous day's 03:00 slot, so its
 * run still queues today's.
 */
export async function scheduleDailyJobs(
  db: DbExecutor,
  daily: DailyJob[],
  at: Date = clockNow(),
): Promise<{ queued: number }> {
  let queued = 0;
  for (const d of daily) {
    const r = await enqueueJob(db, {
      kind: d.kind,
      runAt: at,
      dedupeKey: dailyJobKey(d.kind, currentDailySlot(at, d.hourUtc)),
    });
    if (r.queued) queued++;
  }
  return { queued };
}

/** Finished jobs (done or failed) are kept this many days, then pruned. */
export const JOB_KEEP_DAYS = 30;

/** Deletes jobs finished more than JOB_KEEP_DAYS before `now`; pending ones are never touched. */
export async function pruneFinishedJobs(tx: DbExecutor, now: Date): Promise<{ pruned: number }> {
  const rows = await tx
    .delete(jobs)
    .where(
      and(
        inArray(jobs.status, ["done", "failed"]),
        lt(jobs.finishedAt, new Date(now.getTime() - JOB_KEEP_DAYS * DAY_MS)),
      ),
    )
    .returning({ id: jobs.id });
  return { pruned: rows.length };
}

/** The daily pruning of finished jobs, 01:00 UTC. */
export const pruneJobsJob: DailyJob = {
  kind: "jobs.prune",
  hourUtc: 1,
  run: async ({ tx, now }) => void (await pruneFinishedJobs(tx, now)),
};

/** The handlers of daily jobs: each runs, and queues the next slot's first (see JobHandler). */
export function dailyJobHandlers(daily: DailyJob[]): JobHandlers {
  return Object.fromEntries(
    daily.map((d) => {
      const handler: JobHandler = (ctx) => d.run(ctx);
      handler.next = ({ now }) => {
        const next = nextDailyRun(now, d.hourUtc);
        return { kind: d.kind, runAt: next, dedupeKey: dailyJobKey(d.kind, next) };
      };
      return [d.kind, handler];
    }),
  );
}

/* ------------------------------------------------------------------ runner */

type RunnerState = {
  handlers: JobHandlers;
  timer: NodeJS.Timeout;
  running: boolean;
  again: boolean;
  wake?: NodeJS.Timeout;
  current?: Promise<void>;
};
// On globalThis: the server entry and the SSR bundle may each load this module.
const RUNNER_KEY = Symbol.for("careatlas.jobRunner");
const g = globalThis as typeof globalThis & { [RUNNER_KEY]?: RunnerState };

async function tick() {
  const state = g[RUNNER_KEY];
  if (!state) return;
  if (state.running) {
    state.again = true;
    return;
  }
  state.running = true;
  const run = (async () => {
    try {
      do {
        state.again = false;
        // A runner stopped meanwhile claims nothing more.
        if (g[RUNNER_KEY] !== state) break;
        const r = await runDueJobs({ handlers: state.handlers });
        if (r.claimed >= 20) state.again = true;
      } while (state.again);
    } catch (err) {
      log.error({ err }, "job run failed");
    } finally {
      state.running = false;
    }
  })();
  state.current = run;
  await run;
}

/**
 * Runs due jobs now and every `intervalMs` (30 s) in the background, with the given handlers.
 * Timers are unref'd. Returns a stop function; starting twice is harmless.
 */
export function startJobRunner(opts: {
  handlers: JobHandlers;
  intervalMs?: number;
}): () => Promise<void> {
  if (!g[RUNNER_KEY]) {
    const timer = setInterval(() => void tick(), opts.intervalMs ?? 30_000);
    timer.unref();
    g[RUNNER_KEY] = { handlers: opts.handlers, timer, running: false, again: false };
    void tick();
  }
  return stopJobRunner;
}

/** Stops the runner and waits for the run in progress (its jobs finish or stay pending). */
export async function stopJobRunner(): Promise<void> {
  const state = g[RUNNER_KEY];
  if (!state) return;
  clearInterval(state.timer);
  if (state.wake) clearTimeout(state.wake);
  g[RUNNER_KEY] = undefined;
  await state.current?.catch(() => {});
}

/** Asks a running runner to look for due jobs soon (after the current transaction commits). */
export function wakeJobRunner() {
  const state = g[RUNNER_KEY];
  if (!state || state.wake) return;
  state.wake = setTimeout(() => {
    state.wake = undefined;
    void tick();
  }, 250);
  state.wake.unref();
}

/** Waits for the run in progress, if any (tests). */
export async function jobRunnerIdle(): Promise<void> {
  await g[RUNNER_KEY]?.current?.catch(() => {});
}
