import { eq, like } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "~/db/schema";
import { setClockForTests } from "~/utils/clock.server";
import { useTestDb, type TestDb } from "../../../tests/setup/db";
import {
  JOB_LEASE_MS,
  JOB_MAX_ATTEMPTS,
  claimDueJobs,
  dailyJobHandlers,
  enqueueJob,
  JOB_KEEP_DAYS,
  pruneFinishedJobs,
  scheduleDailyJobs,
  jobRunnerIdle,
  runDueJobs,
  startJobRunner,
  stopJobRunner,
  type JobHandlers,
} from "./jobs.server";

/** Durable jobs (decision 052) on a real database, with the clock moved instead of sleeping. */
let t: TestDb;
beforeAll(async () => {
  t = await useTestDb();
});
afterEach(async () => {
  await stopJobRunner();
  setClockForTests(null);
});

const T0 = new Date("2027-03-01T08:00:00Z");
const at = (ms: number) => new Date(T0.getTime() + ms);

/** Handlers that count each run of each job, by its payload's name. */
function counting(prefix: string) {
  const runs = new Map<string, number>();
  const handlers: JobHandlers = {
    [`${prefix}.count`]: async ({ job }) => {
      const name = String(job.payload.name);
      runs.set(name, (runs.get(name) ?? 0) + 1);
    },
  };
  return { runs, handlers, kind: `${prefix}.count` };
}

const stateOf = async (key: string) =>
  (await t.db.select().from(jobs).where(eq(jobs.dedupeKey, key)))[0];

describe("jobs", () => {
  it("runs a job when its time comes, not before, and a dedupe key queues it once", async () => {
    setClockForTests(T0);
    const { runs, handlers, kind } = counting("t1");
    const first = await enqueueJob(t.db, {
      kind,
      payload: { name: "a" },
      runAt: at(3_600_000),
      dedupeKey: "t1:a",
    });
    const again = await enqueueJob(t.db, {
      kind,
      payload: { name: "a" },
      runAt: at(60_000),
      dedupeKey: "t1:a",
    });
    expect([first.queued, again.queued]).toEqual([true, false]);

    expect((await runDueJobs({ handlers, db: t.db })).claimed).toBe(0);
    expect(runs.get("a")).toBeUndefined();

    setClockForTests(at(3_600_000));
    expect(await runDueJobs({ handlers, db: t.db })).toMatchObject({ claimed: 1, done: 1 });
    expect(await runDueJobs({ handlers, db: t.db })).toMatchObject({ claimed: 0 });
    expect(runs.get("a")).toBe(1);
    const row = await stateOf("t1:a");
    expect(row).toMatchObject({ status: "done", attempts: 1, lockedUntil: null });
    expect(row.finishedAt?.toISOString()).toBe(at(3_600_000).toISOString());
  });

  it("a failure rolls back the handler's writes and retries later; the last attempt marks it failed", async () => {
    setClockForTests(T0);
    let calls = 0;
    const handlers: JobHandlers = {
      "t2.fail": async ({ tx }) => {
        calls++;
        // A write that must not survive the failure.
        await enqueueJob(tx, { kind: "t2.side", dedupeKey: `t2:side:${calls}` });
        throw new Error("register unreachable");
      },
    };
    await enqueueJob(t.db, { kind: "t2.fail", dedupeKey: "t2:fail" });
    expect(await runDueJobs({ handlers, db: t.db })).toMatchObject({ claimed: 1, retrying: 1 });
    expect(await t.db.select().from(jobs).where(like(jobs.dedupeKey, "t2:side:%"))).toEqual([]);
    const after1 = await stateOf("t2:fail");
    expect(after1).toMatchObject({ status: "pending", attempts: 1 });
    expect(after1.lastError).toBe("register unreachable");
    expect(after1.runAt.getTime()).toBe(at(60_000).getTime());
    // Not again before the back-off has passed.
    expect((await runDueJobs({ handlers, db: t.db })).claimed).toBe(0);

    for (let i = 2; i <= JOB_MAX_ATTEMPTS; i++) {
      setClockForTests((await stateOf("t2:fail")).runAt);
      await runDueJobs({ handlers, db: t.db });
    }
    expect(calls).toBe(JOB_MAX_ATTEMPTS);
    expect(await stateOf("t2:fail")).toMatchObject({
      status: "failed",
      attempts: JOB_MAX_ATTEMPTS,
    });
  });

  it("a restart loses nothing: a runner stopped midway, and one that died holding a job, leave their jobs to the next runner, each run once", async () => {
    setClockForTests(T0);
    const { runs, handlers, kind } = counting("t3");
    for (const name of ["a", "b", "c", "d"])
      await enqueueJob(t.db, {
        kind,
        payload: { name },
        runAt: at(-1_000),
        dedupeKey: `t3:${name}`,
      });

    // A runner that dies after claiming one job and before running it (a crash: the claim
    // is stored, the work never happens).
    const orphaned = await claimDueJobs({ db: t.db, batchSize: 1, kinds: [kind] });
    expect(orphaned).toHaveLength(1);

    // A runner stopped midway: it ran one batch of one job, then the process stopped.
    await runDueJobs({ handlers, db: t.db, batchSize: 1 });
    expect([...runs.values()].reduce((a, b) => a + b, 0)).toBe(1);

    // The next process starts its runner: it runs what is due and not held by a live lease.
    startJobRunner({ handlers, intervalMs: 60_000 });
    await jobRunnerIdle();
    await stopJobRunner();
    expect(runs.get(String(orphaned[0].payload.name))).toBeUndefined();
    expect([...runs.values()].reduce((a, b) => a + b, 0)).toBe(3);

    // When the dead runner's lease ends, a runner (after another restart) runs that job too.
    setClockForTests(at(JOB_LEASE_MS));
    startJobRunner({ handlers, intervalMs: 60_000 });
    await jobRunnerIdle();
    await stopJobRunner();
    expect(Object.fromEntries(runs)).toEqual({ a: 1, b: 1, c: 1, d: 1 });
    const rows = await t.db.select().from(jobs).where(like(jobs.dedupeKey, "t3:%"));
    expect(rows.map((r) => r.status)).toEqual(["done", "done", "done", "done"]);
    expect(rows.find((r) => r.id === orphaned[0].id)?.attempts).toBe(2);
  });

  it("two runners claiming at once never get the same job", async () => {
    setClockForTests(T0);
    const kind = "t4.claim";
    for (let i = 0; i < 6; i++)
      await enqueueJob(t.db, { kind, payload: { i }, dedupeKey: `t4:${i}` });
    const [x, y] = await Promise.all([
      claimDueJobs({ db: t.db, batchSize: 4, kinds: [kind] }),
      claimDueJobs({ db: t.db, batchSize: 4, kinds: [kind] }),
    ]);
    const ids = [...x, ...y].map((j) => j.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(6);
  });

  it("a job whose runner's lease ended is taken over by the next runner, once", async () => {
    setClockForTests(T0);
    const kind = "t5.slow";
    await enqueueJob(t.db, { kind, dedupeKey: "t5:a" });
    const [stale] = await claimDueJobs({ db: t.db, kinds: [kind] });
    // Its lease ends; another runner claims and finishes the job.
    setClockForTests(at(JOB_LEASE_MS + 1));
    let ran = 0;
    await runDueJobs({ handlers: { [kind]: async () => void ran++ }, db: t.db });
    expect(ran).toBe(1);
    expect(await stateOf("t5:a")).toMatchObject({ status: "done", attempts: 2 });
    expect(stale.attempts).toBe(1);
  });

  it("a daily job that keeps failing still queues the next day's, across a restart, and a later day runs", async () => {
    const start = new Date("2027-04-10T05:00:00Z");
    setClockForTests(start);
    let fail = true;
    const ran: string[] = [];
    const daily = [
      {
        kind: "t6.daily",
        hourUtc: 4,
        run: async ({ now }: { now: Date }) => {
          ran.push(now.toISOString());
          if (fail) throw new Error("register unreachable");
        },
      },
    ];
    const handlers = dailyJobHandlers(daily);
    expect(await scheduleDailyJobs(t.db, daily)).toEqual({ queued: 1 });
    // Every attempt of the 10 April run fails, through to the last one.
    for (let i = 1; i <= JOB_MAX_ATTEMPTS; i++) {
      const row = await stateOf("t6.daily:2027-04-10");
      setClockForTests(row.runAt);
      await runDueJobs({ handlers, db: t.db });
      if (i === 3) {
        // A restart in between: a new runner, the same chain.
        startJobRunner({ handlers, intervalMs: 60_000 });
        await jobRunnerIdle();
        await stopJobRunner();
      }
    }
    expect(await stateOf("t6.daily:2027-04-10")).toMatchObject({ status: "failed" });
    // The next day's run is queued all the same, at 04:00 UTC.
    const next = await stateOf("t6.daily:2027-04-11");
    expect(next).toMatchObject({ status: "pending" });
    expect(next.runAt.toISOString()).toBe("2027-04-11T04:00:00.000Z");
    // The cause is fixed; on 11 April the run succeeds and queues the 12th.
    fail = false;
    setClockForTests(new Date("2027-04-11T04:00:00Z"));
    expect(await runDueJobs({ handlers, db: t.db })).toMatchObject({ claimed: 1, done: 1 });
    expect(await stateOf("t6.daily:2027-04-12")).toMatchObject({ status: "pending" });
    expect(ran.at(-1)).toBe("2027-04-11T04:00:00.000Z");
  });

  it("finished jobs older than the kept days are pruned daily; pending and recent ones stay", async () => {
    const now = new Date("2027-06-01T01:00:00Z");
    setClockForTests(now);
    const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);
    const rows = [
      { key: "t7:old-done", status: "done", finishedAt: daysAgo(JOB_KEEP_DAYS + 1) },
      { key: "t7:old-failed", status: "failed", finishedAt: daysAgo(JOB_KEEP_DAYS + 5) },
      { key: "t7:recent-done", status: "done", finishedAt: daysAgo(JOB_KEEP_DAYS - 1) },
      { key: "t7:old-pending", status: "pending", finishedAt: null },
    ] as const;
    for (const r of rows)
      await t.db.insert(jobs).values({
        kind: "t7.kind",
        dedupeKey: r.key,
        runAt: daysAgo(60),
        status: r.status,
        finishedAt: r.finishedAt,
      });
    // (The other tests' finished jobs, all older, go too.)
    const first = await t.db.transaction((tx) => pruneFinishedJobs(tx, now));
    expect(first.pruned).toBeGreaterThanOrEqual(2);
    const left = await t.db.select().from(jobs).where(like(jobs.dedupeKey, "t7:%"));
    expect(left.map((r) => r.dedupeKey).sort()).toEqual(["t7:old-pending", "t7:recent-done"]);
    expect(await t.db.transaction((tx) => pruneFinishedJobs(tx, now))).toEqual({ pruned: 0 });
  });
});
