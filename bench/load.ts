/**
 * npm run bench:load — load against the production build, in one of three modes (LOAD_MODE or a
 * flag: `npm run bench:load -- --saturation`):
 *
 * - `users` (default): a mixed scenario on PostgreSQL: 60% anonymous browsing and search, 30%
 *   signed-in dashboards and messages, 10% the quote and booking flow, at LOAD_USERS (50)
 *   concurrent users for LOAD_SECONDS (120). Prints requests per second, p50/p95/p99 latency,
 *   error rate and peak memory, and checks the targets for this 2-core machine: 0 errors,
 *   p95 ≤ 150 ms, p99 ≤ 400 ms. Each user thinks 0.5–1.5 s between steps (LOAD_THINK_MS=1000;
 *   0 for a closed-loop ceiling). LOAD_ROUNDS / LOAD_IDLE_SECONDS repeat load + idle.
 * - `saturation`: the capacity figure. Open-loop arrivals at a constant rate (requests start on
 *   schedule whether or not earlier ones have answered, and latency counts from the scheduled
 *   start, so queueing is never hidden by coordinated omission), in steps of LOAD_STEP_SECONDS
 *   (15): rates rise by LOAD_RATE_FACTOR (1.5) from LOAD_RATE_START (20) until p99 exceeds
 *   LOAD_P99_MS (200) or 1% of requests fail, then LOAD_BISECT (3) bisections between the last
 *   passing and the first failing rate. Configurations LOAD_CONFIGS (pglite:1,postgres:1,
 *   postgres:2 — database:instances; two instances share one PostgreSQL database and the load
 *   goes round-robin to both ports; PGlite is embedded in one process and cannot be shared).
 *   Prints a table per configuration (offered, achieved, p50, p99, errors) and the capacity.
 * - `memory`: whether resident memory comes back. Warm-up (LOAD_WARM_SECONDS of 50 users with
 *   think time), bursts (LOAD_BURSTS × LOAD_BURST_SECONDS of LOAD_BURST_USERS=100 users with no
 *   think time: saturation), LOAD_IDLE_SECONDS (600) idle, then a soak of LOAD_SOAK_SECONDS
 *   (1800) at 50 users; RSS (with the V8 heap, external/array buffers and PGlite's WebAssembly
 *   memory, from bench/memory-probe.mjs) every LOAD_SAMPLE_SECONDS (30). Checks: RSS after the
 *   idle within 20% of the warm size; no upward trend over the soak.
 *
 * Pages are asked for as a browser asks (Accept-Encoding: gzip, deflate, br) in the saturation
 * and memory modes; LOAD_ENCODING overrides (e.g. identity). The users mode sends none unless
 * LOAD_ENCODING is set, as before.
 *
 * Needs PostgreSQL (LOAD_DATABASE_URL, TEST_DATABASE_URL or DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres); creates its own database (LOAD_DB_NAME) and
 * drops it at the end. `users` and `memory` fall back to PGlite (and say so) when no PostgreSQL
 * is reachable; LOAD_DATABASE=pglite asks for PGlite.
 */
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import {
  ROOT,
  exited,
  freshPgDatabase,
  request,
  rssMb,
  sleep,
  startServer,
  tmpDir,
  waitReady,
  type Server,
} from "../tests/faults/harness";

const flag = (name: string) => process.argv.includes(`--${name}`);
const MODE =
  process.env.LOAD_MODE ??
  (flag("saturation") ? "saturation" : flag("memory") ? "memory" : "users");
const num = (name: string, dflt: number) => Number(process.env[name] ?? dflt);

const USERS = num("LOAD_USERS", 50);
const SECONDS = num("LOAD_SECONDS", 120);
const PORT = num("LOAD_PORT", 3750);
const PATIENTS = 20;
/** Think time between a user's steps (as k6 scripts sleep): uniform in [0.5, 1.5] × LOAD_THINK_MS. */
const THINK_MS = num("LOAD_THINK_MS", 1000);
const PASSWORD = "Load-test-Passage-2026";
/** After the load, the server idles this long (RSS sampled) before it is stopped; 0 skips. */
const IDLE_SECONDS = num("LOAD_IDLE_SECONDS", MODE === "memory" ? 600 : 0);
/**
 * Rounds of load (+ idle) against the same server: RSS after each round's idle shows whether
 * memory is a high-water mark (steady from round to round) or grows (something is retained).
 */
const ROUNDS = Math.max(1, num("LOAD_ROUNDS", 1));
/** The scratch database's name (two people benchmarking on one PostgreSQL use different names). */
const DB_NAME = process.env.LOAD_DB_NAME ?? "careatlas_load";
const ENCODING = process.env.LOAD_ENCODING ?? (MODE === "users" ? undefined : "gzip, deflate, br");
const ENC_HEADERS: Record<string, string> = ENCODING ? { "accept-encoding": ENCODING } : {};

const ADMIN_URL = (process.env.TEST_DATABASE_URL ??=
  process.env.LOAD_DATABASE_URL ??
  process.env.DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/postgres");

type Sample = { ms: number; ok: boolean; kind: string; status: number; end: number };
let samples: Sample[] = [];

const CLINICS = [
  "istanbul-hair-institute",
  "bosphorus-aesthetic-hospital",
  "antalya-smile-dental",
  "gangnam-beauty-plastic-surgery",
  "bangkok-royal-international-hospital",
  "tijuana-bariatric-institute",
];
const PACKAGES = ["istanbul-fue-hair-transplant-package", "istanbul-rhinoplasty-package"];
const SEARCHES = [
  "/search-results?treatment=Hair+Transplant&destination=turkey",
  "/search-results?treatment=Dental+Implants&destination=Antalya%2C+Turkey",
  "/search-results?q=rhinoplsty",
  "/search-results?destination=thailand&budget=5000-10000",
  "/search-results?treatment=IVF",
];
const ANON = [
  "/",
  "/packages",
  "/destinations/turkey",
  ...CLINICS.map((c) => `/clinic/${c}`),
  ...PACKAGES.map((p) => `/package/${p}`),
  ...SEARCHES,
  ...SEARCHES,
];
const DASHBOARD = [
  "/dashboard",
  "/dashboard/quotes",
  "/dashboard/bookings",
  "/dashboard/messages",
  "/dashboard/favorites",
  "/notifications",
];

const pick = <T>(a: readonly T[]): T => a[Math.floor(Math.random() * a.length)]!;

/** Open-loop arrivals need more sockets than the harness's shared agent allows. */
const openAgent = new http.Agent({ keepAlive: true, maxSockets: 1024 });
let agent: http.Agent | undefined;

/** Times one step; `from` is when it should have started (open loop), else now. */
async function timed(
  kind: string,
  fn: () => Promise<{ status: number }>,
  from = performance.now(),
  okStatus = (s: number) => s < 400,
) {
  try {
    const r = await fn();
    const end = performance.now();
    samples.push({ ms: end - from, ok: okStatus(r.status), kind, status: r.status, end });
    return r;
  } catch {
    const end = performance.now();
    samples.push({ ms: end - from, ok: false, kind, status: 0, end });
    return null;
  }
}

const get = (port: number, p: string, cookie?: string) =>
  request(port, {
    method: "GET",
    path: p,
    agent,
    headers: { ...ENC_HEADERS, ...(cookie ? { cookie } : {}) },
  });

const post = (port: number, cookie: string | null, p: string, fields: Record<string, string>) =>
  request(port, {
    method: "POST",
    path: p,
    agent,
    headers: {
      ...ENC_HEADERS,
      "content-type": "application/x-www-form-urlencoded",
      origin: `http://localhost:${port}`,
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });

async function signIn(port: number, email: string): Promise<string> {
  const r = await post(port, null, "/auth", { intent: "signin", email, password: PASSWORD });
  const cookies = ([] as string[]).concat(r.headers["set-cookie"] ?? []);
  const session = cookies.find((c) => c.startsWith("careatlas.session_token="));
  if (!session) throw new Error(`sign-in failed for ${email}: ${r.status}`);
  return session.split(";")[0]!;
}

/** A message to a clinic: start (or reopen) the conversation with the page's button (a POST: a
 * GET never creates one, decision 030), then send. */
const message = (port: number, cookie: string) =>
  post(port, cookie, `/dashboard/messages/new?clinic=${pick(CLINICS)}`, {}).then(async (r) => {
    const loc = String(r.headers.location ?? "");
    if (r.status >= 400 || !loc.startsWith("/dashboard/messages/")) return { status: 599 };
    return post(port, cookie, loc, {
      body: `Load test message ${randomUUID()}`,
      clientId: randomUUID(),
    });
  });

const quote = (port: number, cookie: string) =>
  post(port, cookie, "/quote-request", {
    idempotencyKey: randomUUID(),
    clinics: pick(CLINICS),
    treatment: "Hair Transplant",
    travellers: "1",
    notes: "Load test request",
  });

/** One virtual user (closed loop): picks a journey by weight, again and again, until time is up. */
async function user(port: number, cookies: string[], until: number, thinkMs: number) {
  // Users arrive spread over the first second rather than all at once.
  await sleep(Math.random() * 1000);
  while (performance.now() < until) {
    if (thinkMs > 0) await sleep(thinkMs * (0.5 + Math.random()));
    const roll = Math.random();
    if (roll < 0.6) {
      await timed("browse", () => get(port, pick(ANON)));
    } else if (roll < 0.9) {
      const cookie = pick(cookies);
      await timed("dashboard", () => get(port, pick(DASHBOARD), cookie));
      if (Math.random() < 0.3) await timed("message", () => message(port, cookie));
    } else {
      const cookie = pick(cookies);
      await timed("quote", () => quote(port, cookie));
      await timed("checkout", () => get(port, `/checkout?package=${pick(PACKAGES)}`, cookie));
    }
  }
}

/**
 * One open-loop arrival: the same mix as a user's journeys, one step per arrival (60% a public
 * page, 27% a dashboard page, 3% a message, 5% a quote request, 5% a checkout page).
 */
function arrival(port: number, cookies: string[], due: number) {
  const roll = Math.random();
  const cookie = pick(cookies);
  if (roll < 0.6) return timed("browse", () => get(port, pick(ANON)), due);
  if (roll < 0.87) return timed("dashboard", () => get(port, pick(DASHBOARD), cookie), due);
  if (roll < 0.9) return timed("message", () => message(port, cookie), due);
  if (roll < 0.95) return timed("quote", () => quote(port, cookie), due);
  return timed("checkout", () => get(port, `/checkout?package=${pick(PACKAGES)}`, cookie), due);
}

function pct(sorted: number[], p: number) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const load1 = () => os.loadavg()[0]!.toFixed(2);

type Step = {
  offered: number;
  achieved: number;
  p50: number;
  p99: number;
  errors: number;
  n: number;
  pass: boolean;
  why?: string;
};

/** The failed requests by kind and status (0: no answer), e.g. "browse 0 ×3". */
function errorSummary() {
  const counts = new Map<string, number>();
  for (const x of samples.filter((y) => !y.ok)) {
    const k = `${x.kind} ${x.status}`;
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return [...counts].map(([k, v]) => `${k} ×${v}`).join(", ");
}

const P99_MS = num("LOAD_P99_MS", 200);

/** Offers `rate` requests a second for `seconds`, round-robin over `ports`. */
async function openLoopStep(rate: number, seconds: number, ports: number[], cookies: string[]) {
  samples = [];
  const total = Math.round(rate * seconds);
  const start = performance.now();
  const pending: Promise<unknown>[] = [];
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    pending.push(arrival(ports[i % ports.length]!, cookies, due));
  }
  await Promise.all(pending);
  const end = Math.max(...samples.map((x) => x.end));
  const ms = samples.map((x) => x.ms).sort((a, b) => a - b);
  const errors = samples.filter((x) => !x.ok).length;
  const okCount = samples.length - errors;
  const step: Step = {
    offered: rate,
    achieved: okCount / ((end - start) / 1000),
    p50: pct(ms, 50),
    p99: pct(ms, 99),
    errors,
    n: samples.length,
    pass: false,
  };
  step.pass = step.p99 <= P99_MS && errors <= samples.length * 0.01;
  if (errors) step.why = errorSummary();
  return step;
}

async function buildIfMissing() {
  if (!fs.existsSync(path.join(ROOT, "build", "server", "index.js"))) {
    execFileSync("node", ["scripts/build-if-needed.mjs"], { cwd: ROOT, stdio: "inherit" });
  }
}

async function dropDb(name: string) {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  try {
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
  } catch {
    /* no PostgreSQL */
  } finally {
    await admin.end().catch(() => {});
  }
}

/**
 * The allocator settings `npm start` runs the server with (decision 067), read from its script so
 * the bench measures what is shipped; LOAD_MALLOC=default runs without them (glibc's defaults).
 */
const MALLOC_ENV: Record<string, string> =
  process.env.LOAD_MALLOC === "default"
    ? {}
    : Object.fromEntries(
        [
          ...String(
            JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")).scripts.start,
          ).matchAll(/\b(MALLOC_[A-Z_]+)=(\S+)/g),
        ].map((m) => [m[1]!, m[2]!]),
      );

const accounts = Array.from({ length: PATIENTS }, (_, i) => `load-${i}@careatlas.example`);

/** Starts `instances` servers on one database (PostgreSQL URL, or PGlite when null). */
async function startServers(url: string | null, instances: number, probeFile?: string) {
  const servers: Server[] = [];
  for (let i = 0; i < instances; i++) {
    const s = startServer({
      port: PORT + i,
      dataDir: tmpDir(`load-${i}`),
      databaseUrl: url ?? undefined,
      compiled: true,
      env: {
        ...MALLOC_ENV,
        DATABASE_POOL_MAX: "20",
        LOG_LEVEL: "error",
        // Sessions live in the database: the accounts made by the first instance serve both.
        ...(i === 0
          ? { E2E_BOOTSTRAP_ACCOUNTS: accounts.map((e) => `patient:${e}:${PASSWORD}`).join(";") }
          : {}),
        ...(probeFile
          ? {
              NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import=${path.join(ROOT, "bench", "memory-probe.mjs")}`,
              LOAD_PROBE_FILE: probeFile,
              LOAD_PROBE_GC: process.env.LOAD_PROBE_GC ?? "",
            }
          : {}),
        ...(process.env.LOAD_SERVER_ENV
          ? Object.fromEntries(
              process.env.LOAD_SERVER_ENV.split(",").map((kv) => kv.split("=") as [string, string]),
            )
          : {}),
      },
    });
    // The second instance starts once the first has migrated and seeded the shared database.
    await waitReady(s, 180_000);
    servers.push(s);
  }
  return servers;
}

async function stopServers(servers: Server[]) {
  for (const s of servers) {
    s.child.kill("SIGTERM");
    await exited(s.child, 12_000);
  }
}

async function warm(ports: number[], cookies: string[]) {
  for (const port of ports) {
    for (const p of ANON) await get(port, p);
    for (const p of DASHBOARD) await get(port, p, cookies[0]!);
  }
}

async function signInAll(port: number) {
  const cookies: string[] = [];
  for (const e of accounts) cookies.push(await signIn(port, e));
  return cookies;
}

async function saturation() {
  agent = openAgent;
  const stepSeconds = num("LOAD_STEP_SECONDS", 15);
  const rateStart = num("LOAD_RATE_START", 20);
  const factor = num("LOAD_RATE_FACTOR", 1.5);
  const bisect = num("LOAD_BISECT", 3);
  const rateMax = num("LOAD_RATE_MAX", 2000);
  const configs = (process.env.LOAD_CONFIGS ?? "pglite:1,postgres:1,postgres:2")
    .split(",")
    .map((c) => {
      const [db, n] = c.split(":");
      return { db: db!, instances: Number(n ?? 1) };
    });
  console.log(
    `saturation: open-loop arrivals, ${stepSeconds} s a step, capacity = highest rate with p99 ≤ ${P99_MS} ms and ≤ 1% errors; Accept-Encoding: ${ENCODING ?? "(none)"}; ${os.cpus().length} cores`,
  );
  const summary: string[] = [];
  for (const cfg of configs) {
    if (cfg.db === "pglite" && cfg.instances > 1) {
      summary.push(
        `pglite ×${cfg.instances}: not run — PGlite is embedded in one process (one data directory, one writer); two instances need a shared PostgreSQL`,
      );
      console.log(summary.at(-1));
      continue;
    }
    const dbName = `${DB_NAME}_sat`;
    const url = cfg.db === "postgres" ? await freshPgDatabase(dbName) : null;
    if (cfg.db === "postgres" && !url) {
      summary.push(`postgres ×${cfg.instances}: not run — no PostgreSQL at ${ADMIN_URL}`);
      console.log(summary.at(-1));
      continue;
    }
    const servers = await startServers(url, cfg.instances);
    const ports = servers.map((s) => s.port);
    const cookies = await signInAll(ports[0]!);
    await warm(ports, cookies);
    console.log(`\n${cfg.db} × ${cfg.instances} instance(s), ports ${ports.join(", ")}`);
    console.log("offered/s | achieved/s | p50 ms | p99 ms | errors | requests | load1 | verdict");
    const row = (s: Step) =>
      console.log(
        `${s.offered.toFixed(0).padStart(9)} | ${s.achieved.toFixed(1).padStart(10)} | ${s.p50.toFixed(1).padStart(6)} | ${s.p99.toFixed(1).padStart(6)} | ${String(s.errors).padStart(6)} | ${String(s.n).padStart(8)} | ${load1().padStart(5)} | ${s.pass ? "ok" : "over"}${s.why ? ` (${s.why})` : ""}`,
      );
    let lo: Step | null = null;
    let hi: Step | null = null;
    for (let rate = rateStart; rate <= rateMax; rate = Math.round(rate * factor)) {
      const s = await openLoopStep(rate, stepSeconds, ports, cookies);
      row(s);
      await sleep(2000);
      if (s.pass) lo = s;
      else {
        hi = s;
        break;
      }
    }
    for (let i = 0; i < bisect && lo && hi && hi.offered - lo.offered > 2; i++) {
      const rate = Math.round((lo.offered + hi.offered) / 2);
      const s = await openLoopStep(rate, stepSeconds, ports, cookies);
      row(s);
      await sleep(2000);
      if (s.pass) lo = s;
      else hi = s;
    }
    const peak = Math.max(...servers.map((s) => rssMb(s.child.pid!)));
    await stopServers(servers);
    if (url) await dropDb(dbName);
    summary.push(
      `${cfg.db} ×${cfg.instances}: ${lo ? `${lo.offered} req/s offered (${lo.achieved.toFixed(1)} achieved, p50 ${lo.p50.toFixed(0)} ms, p99 ${lo.p99.toFixed(0)} ms)` : `below ${rateStart} req/s`}${hi ? `; ${hi.offered} req/s gives p99 ${hi.p99.toFixed(0)} ms, ${hi.errors} errors` : `; not saturated at ${rateMax}`}; RSS at end ${peak} MB`,
    );
    console.log(`capacity: ${summary.at(-1)}`);
  }
  console.log(`\ncapacity (p99 ≤ ${P99_MS} ms):`);
  for (const l of summary) console.log(`  ${l}`);
}

type Probe = {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  wasm: number | null;
};

async function memory() {
  const sampleSeconds = num("LOAD_SAMPLE_SECONDS", 30);
  const warmSeconds = num("LOAD_WARM_SECONDS", 60);
  const bursts = num("LOAD_BURSTS", 3);
  const burstSeconds = num("LOAD_BURST_SECONDS", 20);
  const burstUsers = num("LOAD_BURST_USERS", 100);
  const soakSeconds = num("LOAD_SOAK_SECONDS", 1800);
  const wantPglite = process.env.LOAD_DATABASE === "pglite";
  const url = wantPglite ? null : await freshPgDatabase(DB_NAME);
  const probeFile = path.join(tmpDir("load-probe"), "probe.json");
  const [s] = await startServers(url, 1, probeFile);
  const server = s!;
  const pid = server.child.pid!;
  const cookies = await signInAll(PORT);
  await warm([PORT], cookies);
  const t0 = performance.now();
  const mb = (b: number | null | undefined) => (b == null ? "–" : (b / 1048576).toFixed(0));
  const probe = (): Probe | null => {
    try {
      return JSON.parse(fs.readFileSync(probeFile, "utf8")) as Probe;
    } catch {
      return null;
    }
  };
  const curve: { phase: string; t: number; rss: number }[] = [];
  const mark = (phase: string) => {
    const p = probe();
    const rss = rssMb(pid);
    const t = (performance.now() - t0) / 1000;
    curve.push({ phase, t, rss });
    console.log(
      `${t.toFixed(0).padStart(6)} s | ${phase.padEnd(12)} | ${String(rss).padStart(5)} | ${mb(p?.heapUsed).padStart(5)} | ${mb(p?.heapTotal).padStart(5)} | ${mb(p?.external).padStart(5)} | ${mb(p?.arrayBuffers).padStart(5)} | ${mb(p?.wasm).padStart(5)} | ${load1()}`,
    );
    return rss;
  };
  /** Runs `fn` while sampling every LOAD_SAMPLE_SECONDS. */
  const sampled = async (phase: string, fn: () => Promise<unknown>) => {
    const timer = setInterval(() => mark(phase), sampleSeconds * 1000);
    try {
      await fn();
    } finally {
      clearInterval(timer);
    }
  };
  const closedLoop = (users: number, seconds: number, think: number) => {
    const until = performance.now() + seconds * 1000;
    return Promise.all(Array.from({ length: users }, () => user(PORT, cookies, until, think)));
  };
  console.log(
    `memory: ${url ? "PostgreSQL" : "PGlite"}; Accept-Encoding: ${ENCODING ?? "(none)"}; samples every ${sampleSeconds} s (MB; heap/external/arrayBuffers/wasm from process.memoryUsage() in the server)`,
  );
  console.log("     t | phase        |   rss |  heap | heapT |  ext  | arrBf |  wasm | load1");
  mark("start");
  await sampled("warm", () => closedLoop(50, warmSeconds, 1000));
  await sleep(15_000);
  const warmRss = mark("warm");
  let burstPeak = 0;
  const burstTimer = setInterval(() => (burstPeak = Math.max(burstPeak, rssMb(pid))), 500);
  for (let i = 1; i <= bursts; i++) {
    samples = [];
    await closedLoop(burstUsers, burstSeconds, 0);
    const errs = samples.filter((x) => !x.ok).length;
    mark(`burst ${i}`);
    console.log(
      `         burst ${i}: ${burstUsers} users, no think time: ${(samples.length / burstSeconds).toFixed(0)} req/s, ${errs} errors`,
    );
  }
  clearInterval(burstTimer);
  await sampled("idle", () => sleep(IDLE_SECONDS * 1000));
  const idleRss = mark("after idle");
  if (process.env.LOAD_PROBE_GC === "1") {
    // Diagnosis only: what a full collection would give back (garbage vs memory still held).
    fs.writeFileSync(`${probeFile}.gc`, "");
    await sleep(3000);
    mark("after gc");
  }
  const soakStart = curve.length;
  samples = [];
  await sampled("soak", () => closedLoop(50, soakSeconds, THINK_MS));
  const soakEnd = mark("soak end");
  const soakErrors = samples.filter((x) => !x.ok).length;
  const soakMs = samples.map((x) => x.ms).sort((a, b) => a - b);
  await stopServers([server]);
  if (url) await dropDb(DB_NAME);

  const soak = curve.slice(soakStart);
  const third = Math.max(1, Math.floor(soak.length / 3));
  const mean = (a: { rss: number }[]) => a.reduce((x, y) => x + y.rss, 0) / Math.max(1, a.length);
  const first = mean(soak.slice(0, third));
  const last = mean(soak.slice(-third));
  // Least-squares slope of RSS over the soak, in MB per 10 minutes.
  const n = soak.length;
  const mt = soak.reduce((x, y) => x + y.t, 0) / n;
  const mr = mean(soak);
  const slope =
    (soak.reduce((x, y) => x + (y.t - mt) * (y.rss - mr), 0) /
      Math.max(
        1e-9,
        soak.reduce((x, y) => x + (y.t - mt) ** 2, 0),
      )) *
    600;
  console.log(
    `\nwarm ${warmRss} MB; burst peak ${burstPeak} MB; after ${IDLE_SECONDS} s idle ${idleRss} MB (${((100 * idleRss) / warmRss - 100).toFixed(0)}% over warm; target ≤ 20%): ${idleRss <= warmRss * 1.2 ? "met" : "NOT met"}`,
  );
  console.log(
    `soak ${soakSeconds} s at 50 users: ${(samples.length / soakSeconds).toFixed(1)} req/s, p99 ${pct(soakMs, 99).toFixed(0)} ms, ${soakErrors} errors; RSS first third ${first.toFixed(0)} MB, last third ${last.toFixed(0)} MB, end ${soakEnd} MB, slope ${slope.toFixed(1)} MB per 10 min: ${last <= first * 1.05 ? "no upward trend" : "UPWARD TREND"}`,
  );
  console.log(`curve (s:MB): ${curve.map((c) => `${c.t.toFixed(0)}:${c.rss}`).join(" ")}`);
}

async function users() {
  agent = undefined;
  const url = process.env.LOAD_DATABASE === "pglite" ? null : await freshPgDatabase(DB_NAME);
  const [s] = await startServers(url, 1);
  const server = s!;
  const cookies = await signInAll(PORT);
  // Warm-up (not counted): every page once.
  await warm([PORT], cookies);

  let peak = rssMb(server.child.pid!);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.child.pid!))), 500);
  const memory: string[] = [`at start ${rssMb(server.child.pid!)} MB`];
  let elapsed = 0;
  let afterLoad = 0;
  let afterIdle: number | null = null;
  for (let round = 1; round <= ROUNDS; round++) {
    const started = performance.now();
    const until = started + SECONDS * 1000;
    await Promise.all(Array.from({ length: USERS }, () => user(PORT, cookies, until, THINK_MS)));
    elapsed += (performance.now() - started) / 1000;
    afterLoad = rssMb(server.child.pid!);
    if (IDLE_SECONDS > 0) {
      await sleep(IDLE_SECONDS * 1000);
      afterIdle = rssMb(server.child.pid!);
    }
    memory.push(
      `round ${round}: after load ${afterLoad} MB` +
        (afterIdle === null ? "" : `, after ${IDLE_SECONDS} s idle ${afterIdle} MB`),
    );
  }
  clearInterval(sampler);
  await stopServers([server]);
  if (url) await dropDb(DB_NAME);

  const ms = samples.map((x) => x.ms).sort((a, b) => a - b);
  const errors = samples.filter((x) => !x.ok);
  const p50 = pct(ms, 50);
  const p95 = pct(ms, 95);
  const p99 = pct(ms, 99);
  const byKind = Object.entries(
    samples.reduce<Record<string, number[]>>(
      (acc, x) => ((acc[x.kind] ??= []).push(x.ms), acc),
      {},
    ),
  ).map(([k, v]) => {
    v.sort((a, b) => a - b);
    return `${k}: ${v.length} req, p95 ${pct(v, 95).toFixed(1)} ms`;
  });
  console.log(
    `database: ${url ? "PostgreSQL" : "PGlite"}; ${USERS} users for ${SECONDS} s, think time ${THINK_MS ? `${THINK_MS / 2}–${(THINK_MS * 3) / 2} ms` : "none (saturation)"} between steps`,
  );
  console.log(
    `requests: ${samples.length} in ${elapsed.toFixed(1)} s = ${(samples.length / elapsed).toFixed(1)} req/s`,
  );
  console.log(
    `latency: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`,
  );
  console.log(
    `errors: ${errors.length} (${((100 * errors.length) / Math.max(1, samples.length)).toFixed(2)}%)${errors.length ? " — " + [...new Set(errors.map((e) => `${e.kind} ${e.status}`))].slice(0, 8).join(", ") : ""}`,
  );
  console.log(`peak memory: ${peak} MB`);
  console.log(`memory (RSS): ${memory.join("; ")}`);
  console.log(byKind.join("; "));
  const ok = errors.length === 0 && p95 <= 150 && p99 <= 400;
  console.log(`targets (0 errors, p95 ≤ 150 ms, p99 ≤ 400 ms): ${ok ? "met" : "NOT met"}`);
}

async function main() {
  await buildIfMissing();
  console.log(
    `bench:load ${MODE}; load1 ${load1()} at start; server allocator: ${
      Object.entries(MALLOC_ENV)
        .map(([k, v]) => `${k}=${v}`)
        .join(" ") || "glibc defaults"
    }`,
  );
  if (MODE === "saturation") await saturation();
  else if (MODE === "memory") await memory();
  else await users();
  console.log(`load1 at end ${load1()}`);
  await sleep(100);
  process.exit(0);
}

await main();
