/**
 * npm run test:faults — fault injection against the production build (see docs/operations.md):
 *   kill9      kill -9 of the server at random moments while 20 writers post contact messages,
 *              send conversation messages, request quotes and book packages, 20 times, on PGlite
 *              and on PostgreSQL: every acknowledged write is there after restart, and nothing is
 *              half-written (contact message without its mail, quote request without its clinics,
 *              booking without its deposit).
 *   sigterm    SIGTERM under load: readiness fails at once, in-flight requests finish, exit 0 < 10 s.
 *   pgrestart  PostgreSQL restarted under load: no crash, fast 503s while it is down, back to
 *              normal within 10 s; an open realtime stream gets `resync` and live messages again.
 *   slowdb     a held lock: requests give up cleanly with 503, memory stays bounded, recovery.
 *   two-instances  two instances on one PostgreSQL, a patient on one and a clinic on the other,
 *              500 messages each way, one instance killed (kill -9) and restarted midway: every
 *              message stored once and delivered to both live streams exactly once, in order.
 * Scenarios needing PostgreSQL run when TEST_DATABASE_URL (or DATABASE_URL) reaches one;
 * `pgrestart` also needs pg_ctlcluster and root. Usage: tsx tests/faults/faults.ts [names...]
 * Prints one line per scenario and `faults: N passed, N failed, N skipped` (a scenario that cannot
 * run here, e.g. without PostgreSQL, is skipped, not passed).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import {
  type Outcome,
  PG_ADMIN_URL,
  ROOT,
  exited,
  dropPgDatabases,
  freshPgDatabase,
  kill9,
  postContact,
  request,
  rssMb,
  sleep,
  startServer,
  tmpDir,
  waitReady,
} from "./harness";
import {
  type JourneyKind,
  type Writer,
  JOURNEY_CHECKS,
  journeyWrite,
  prepareWriters,
  writerAccountsEnv,
} from "./journey-writes";
import { StreamClient, twoInstancesScenario } from "./two-instances";

const CYCLES = Number(process.env.FAULT_CYCLES ?? 20);
const WRITERS = 20;
const BASE_PORT = Number(process.env.FAULT_PORT ?? 3700);

async function storedMarkers(kind: "pglite" | "postgres", dataDir: string, url: string | null) {
  const q1 = `select split_part(email, '@', 1) as marker from contact_messages where email like '%@faults.careatlas.example'
    union all ${JOURNEY_CHECKS.stored}`;
  const q2 = `select ((select count(*) from contact_messages m where m.email like '%@faults.careatlas.example'
    and not exists (select 1 from email_outbox o where o.to = m.email)) + (${JOURNEY_CHECKS.halfWritten.replace(/ as n$/, "")}))::int as n`;
  if (kind === "pglite") {
    const db = await PGlite.create(path.join(dataDir, "pglite"), { extensions: { pg_trgm } });
    try {
      const rows = (await db.query<{ marker: string }>(q1)).rows.map((r) => r.marker);
      const orphan = (await db.query<{ n: number }>(q2)).rows[0]!.n;
      return { markers: new Set(rows), orphan };
    } finally {
      await db.close();
    }
  }
  const c = new pg.Client({ connectionString: url! });
  await c.connect();
  try {
    const rows = (await c.query<{ marker: string }>(q1)).rows.map((r) => r.marker);
    const orphan = (await c.query<{ n: number }>(q2)).rows[0]!.n;
    return { markers: new Set(rows), orphan };
  } finally {
    await c.end();
  }
}

async function kill9Scenario(kind: "pglite" | "postgres"): Promise<Outcome> {
  const name = `kill9-${kind}`;
  const url = kind === "postgres" ? await freshPgDatabase("careatlas_faults_kill9") : null;
  if (kind === "postgres" && !url)
    return { name, ok: true, skipped: true, detail: "skipped: no PostgreSQL reachable" };
  const dataDir = tmpDir(name);
  const port = BASE_PORT + (kind === "pglite" ? 1 : 2);
  const acked = new Set<string>();
  const byKind: Record<string, number> = { contact: 0, message: 0, quote: 0, booking: 0 };
  let answered = 0;
  let accounts: Writer[] = [];
  const env = { E2E_BOOTSTRAP_ACCOUNTS: writerAccountsEnv() };
  for (let cycle = 1; cycle <= CYCLES; cycle++) {
    const s = startServer({ port, dataDir, databaseUrl: url ?? undefined, env });
    await waitReady(s);
    // Sessions live in the database: signed in once, the writers stay signed in across kills.
    if (cycle === 1) {
      try {
        accounts = await prepareWriters(port);
      } catch (e) {
        await kill9(s);
        throw e;
      }
    }
    let stop = false;
    // A quarter of the writers post the contact form; the rest send messages, request quotes
    // and book packages as signed-in patients.
    const kinds: (JourneyKind | "contact")[] = ["contact", "message", "quote", "booking"];
    const writers = Array.from({ length: WRITERS }, async (_, w) => {
      const kind = kinds[w % kinds.length]!;
      const account = accounts[w % accounts.length]!;
      for (let i = 0; !stop; i++) {
        const marker = kind === "contact" ? `c${cycle}w${w}n${i}` : `fault-c${cycle}w${w}n${i}`;
        try {
          const ok =
            kind === "contact"
              ? await postContact(port, marker).then((status) => {
                  if (status >= 200 && status < 300) return true;
                  if (!stop) throw new Error(`contact write answered ${status}`);
                  return false;
                })
              : await journeyWrite(port, account, kind, marker);
          if (ok) {
            acked.add(marker);
            answered++;
            byKind[kind]!++;
          }
        } catch (e) {
          if (
            !stop &&
            s.child.exitCode === null &&
            !(e as Error).message.match(/ECONNRESET|socket hang up|ECONNREFUSED/)
          ) {
            throw e;
          }
        }
      }
    });
    await sleep(1000 + Math.random() * 2000);
    stop = true;
    await kill9(s);
    const results = await Promise.allSettled(writers);
    const bad = results.find((r) => r.status === "rejected") as PromiseRejectedResult | undefined;
    if (bad) return { name, ok: false, detail: `cycle ${cycle}: ${String(bad.reason)}` };
  }
  // One more start proves the data dir / database still opens after the last kill.
  const s = startServer({ port, dataDir, databaseUrl: url ?? undefined, env });
  await waitReady(s);
  s.child.kill("SIGTERM");
  await exited(s.child, 12_000);
  const { markers, orphan } = await storedMarkers(kind, dataDir, url);
  const lost = [...acked].filter((m) => !markers.has(m));
  const ok = lost.length === 0 && orphan === 0 && Object.values(byKind).every((n) => n > 0);
  return {
    name,
    ok,
    detail: `${CYCLES} kills, ${answered} writes acknowledged (contact ${byKind.contact}, messages ${byKind.message}, quote requests ${byKind.quote}, bookings ${byKind.booking}), ${lost.length} lost${lost.length ? ` (${lost.slice(0, 5).join(", ")})` : ""}, ${orphan} half-written`,
  };
}

async function sigtermScenario(): Promise<Outcome> {
  const name = "sigterm";
  const port = BASE_PORT + 3;
  const s = startServer({ port, dataDir: tmpDir(name) });
  await waitReady(s);
  type R = { started: number; status: number | "error" };
  const results: R[] = [];
  let stop = false;
  const paths = [
    "/search-results?destination=turkey",
    "/clinic/istanbul-hair-institute",
    "/packages",
  ];
  const workers = Array.from({ length: 10 }, async (_, w) => {
    for (let i = 0; !stop; i++) {
      const started = performance.now();
      try {
        const r =
          i % 4 === 3
            ? { status: await postContact(port, `term${w}n${i}`) }
            : await request(port, { method: "GET", path: paths[i % paths.length]! });
        results.push({ started, status: r.status });
      } catch {
        results.push({ started, status: "error" });
        if (stop) break;
        await sleep(20);
      }
    }
  });
  await sleep(2500);
  const t0 = performance.now();
  s.child.kill("SIGTERM");
  await sleep(30);
  const ready = await request(port, { method: "GET", path: "/readyz", timeoutMs: 2000 }).catch(
    () => null,
  );
  const readyFailed = ready === null || ready.status === 503;
  const gone = await exited(s.child, 10_000);
  const exitMs = Math.round(performance.now() - t0);
  stop = true;
  await Promise.allSettled(workers);
  // Requests that were already being served (sent > 50 ms before the signal) all completed.
  const inflight = results.filter((r) => r.started < t0 - 50);
  const broken = inflight.filter(
    (r) => r.status === "error" || (typeof r.status === "number" && r.status >= 500),
  );
  const ok =
    readyFailed && gone && s.child.exitCode === 0 && broken.length === 0 && exitMs < 10_000;
  if (!gone) await kill9(s);
  return {
    name,
    ok,
    detail: `readiness ${ready ? ready.status : "refused"} right after SIGTERM; ${inflight.length} earlier requests, ${broken.length} failed; exit ${s.child.exitCode} after ${exitMs} ms${ok ? "" : `\n${s.log().slice(-1500)}`}`,
  };
}

function pgCluster(): { version: string } | null {
  try {
    if (process.getuid?.() !== 0) return null;
    const version = fs.readdirSync("/etc/postgresql")[0];
    execFileSync("pg_lsclusters", [], { stdio: "ignore" });
    return version ? { version } : null;
  } catch {
    return null;
  }
}

async function pgRestartScenario(): Promise<Outcome> {
  const name = "pgrestart";
  const cluster = pgCluster();
  const url = cluster ? await freshPgDatabase("careatlas_faults_restart") : null;
  if (!cluster || !url)
    return {
      name,
      ok: true,
      skipped: true,
      detail: "skipped: needs root, pg_ctlcluster and PostgreSQL",
    };
  const port = BASE_PORT + 4;
  const s = startServer({
    port,
    dataDir: tmpDir(name),
    databaseUrl: url,
    env: { E2E_BOOTSTRAP_ACCOUNTS: writerAccountsEnv() },
  });
  await waitReady(s);
  // A patient holds the realtime stream open through the restart.
  const [writer] = await prepareWriters(port);
  const stream = new StreamClient(() => port, writer!.cookie);
  await Promise.race([stream.ready, sleep(15_000)]);
  type R = { at: number; status: number | "error"; ms: number };
  const results: R[] = [];
  let stop = false;
  const workers = Array.from({ length: 8 }, async () => {
    while (!stop) {
      const at = performance.now();
      try {
        const r = await request(port, {
          method: "GET",
          path: "/clinic/istanbul-hair-institute",
          timeoutMs: 8000,
        });
        results.push({ at, status: r.status, ms: r.ms });
      } catch {
        results.push({ at, status: "error", ms: performance.now() - at });
      }
      await sleep(25);
    }
  });
  await sleep(2000);
  const ctl = (action: string) =>
    execFileSync(
      "pg_ctlcluster",
      [
        "--skip-systemctl-redirect",
        cluster.version,
        "main",
        action,
        ...(action === "stop" ? ["-m", "fast"] : []),
      ],
      {
        stdio: "ignore",
      },
    );
  const tDown = performance.now();
  ctl("stop");
  await sleep(4000);
  ctl("start");
  const tUp = performance.now();
  await sleep(12_000);
  stop = true;
  await Promise.allSettled(workers);
  // The instance's LISTEN connection came back and told the stream to resync; a message sent
  // now arrives on the same stream.
  const resynced = stream.resyncs;
  await journeyWrite(port, writer!, "message", "fault-after-restart").catch(() => false);
  const until = Date.now() + 10_000;
  while (
    Date.now() < until &&
    !stream.received.some((m) => m.body === "Fault write fault-after-restart")
  )
    await sleep(100);
  const liveAgain = stream.received.some((m) => m.body === "Fault write fault-after-restart");
  stream.stop();
  const alive = s.child.exitCode === null;
  const during = results.filter((r) => r.at > tDown + 200 && r.at < tUp);
  const serverErrors = during.filter((r) => r.status !== 503 && r.status !== 200);
  const slow = during.filter((r) => r.ms > 4000);
  const lastBad = results.filter((r) => r.status !== 200).reduce((m, r) => Math.max(m, r.at), 0);
  const recoveredMs = Math.max(0, Math.round(lastBad - tUp));
  const ok =
    alive &&
    serverErrors.length === 0 &&
    slow.length === 0 &&
    recoveredMs <= 10_000 &&
    during.length > 0 &&
    resynced > 0 &&
    liveAgain;
  s.child.kill("SIGTERM");
  await exited(s.child, 12_000);
  return {
    name,
    ok,
    detail: `${during.length} requests while down: ${during.filter((r) => r.status === 503).length}×503, ${serverErrors.length} other, ${slow.length} slower than 4 s; normal again ${recoveredMs} ms after PostgreSQL was back; process ${alive ? "alive" : "died"}; realtime: ${resynced} resync sent to the open stream, a new message ${liveAgain ? "delivered" : "NOT delivered"} on it`,
  };
}

async function slowDbScenario(): Promise<Outcome> {
  const name = "slowdb";
  const url = await freshPgDatabase("careatlas_faults_slow");
  if (!url) return { name, ok: true, skipped: true, detail: "skipped: no PostgreSQL reachable" };
  const port = BASE_PORT + 5;
  const s = startServer({ port, dataDir: tmpDir(name), databaseUrl: url });
  await waitReady(s);
  const before = rssMb(s.child.pid!);
  const locker = new pg.Client({ connectionString: url });
  await locker.connect();
  await locker.query("begin");
  await locker.query("lock table clinics in access exclusive mode");
  const during = await Promise.all(
    Array.from({ length: 30 }, () =>
      request(port, {
        method: "GET",
        path: "/clinic/istanbul-hair-institute",
        timeoutMs: 20_000,
      }).catch(() => null),
    ),
  );
  const peak = rssMb(s.child.pid!);
  await locker.query("rollback");
  await locker.end();
  const after = await request(port, {
    method: "GET",
    path: "/clinic/istanbul-hair-institute",
  }).catch(() => null);
  const all503 = during.every((r) => r?.status === 503);
  const maxMs = Math.round(Math.max(...during.map((r) => r?.ms ?? 99_999)));
  const ok = all503 && maxMs < 10_000 && after?.status === 200 && peak - before < 200;
  s.child.kill("SIGTERM");
  await exited(s.child, 12_000);
  return {
    name,
    ok,
    detail: `held lock: ${during.filter((r) => r?.status === 503).length}/30 answered 503, slowest ${maxMs} ms; memory ${before} → ${peak} MB; after release ${after?.status}`,
  };
}

const SCENARIOS: Record<string, () => Promise<Outcome>> = {
  sigterm: sigtermScenario,
  "kill9-pglite": () => kill9Scenario("pglite"),
  "kill9-postgres": () => kill9Scenario("postgres"),
  slowdb: slowDbScenario,
  pgrestart: pgRestartScenario,
  "two-instances": () => twoInstancesScenario(BASE_PORT + 6),
};

async function main() {
  if (!fs.existsSync(path.join(ROOT, "build", "server", "index.js"))) {
    execFileSync("node", ["scripts/build-if-needed.mjs"], { cwd: ROOT, stdio: "inherit" });
  }
  const wanted = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(SCENARIOS);
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  console.log(`fault injection: ${wanted.join(", ")} (PostgreSQL: ${PG_ADMIN_URL ? "yes" : "no"})`);
  for (const name of wanted) {
    const run = SCENARIOS[name];
    if (!run) throw new Error(`unknown scenario ${name}`);
    const started = Date.now();
    let outcome: Outcome;
    try {
      outcome = await run();
    } catch (e) {
      outcome = { name, ok: false, detail: (e as Error).stack ?? String(e) };
    }
    if (outcome.skipped) skipped++;
    else if (outcome.ok) passed++;
    else failed++;
    const mark = outcome.skipped ? "-" : outcome.ok ? "✓" : "✘";
    console.log(
      `${mark} ${name} (${Math.round((Date.now() - started) / 1000)} s): ${outcome.detail}`,
    );
  }
  await dropPgDatabases().catch((e) =>
    console.error(`could not drop the scenarios' databases: ${e}`),
  );
  console.log(`faults: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  process.exit(failed ? 1 : 0);
}

await main();
