/**
 * npm run bench:load — a mixed scenario against the production build on PostgreSQL:
 * 60% anonymous browsing and search, 30% signed-in dashboards and messages, 10% the quote and
 * booking flow, at LOAD_USERS (50) concurrent users for LOAD_SECONDS (120). Prints requests per
 * second, p50/p95/p99 latency, error rate and peak memory, and checks the targets for this
 * 2-core machine: 0 errors, p95 ≤ 150 ms, p99 ≤ 400 ms. Each user thinks 0.5–1.5 s between steps
 * (LOAD_THINK_MS=1000; set 0 for a saturation run that measures the ceiling in req/s).
 *
 * Needs PostgreSQL (LOAD_DATABASE_URL, TEST_DATABASE_URL or DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres); creates and drops its own database.
 * Falls back to PGlite (and says so) when no PostgreSQL is reachable.
 */
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
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
} from "../tests/faults/harness";

const USERS = Number(process.env.LOAD_USERS ?? 50);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 120);
const PORT = Number(process.env.LOAD_PORT ?? 3750);
const PATIENTS = 20;
/** Think time between a user's steps (as k6 scripts sleep): uniform in [0.5, 1.5] × LOAD_THINK_MS. */
const THINK_MS = Number(process.env.LOAD_THINK_MS ?? 1000);
const PASSWORD = "Load-test-Passage-2026";
/** After the load, the server idles this long (RSS sampled) before it is stopped; 0 skips. */
const IDLE_SECONDS = Number(process.env.LOAD_IDLE_SECONDS ?? 0);
/**
 * Rounds of load (+ idle) against the same server: RSS after each round's idle shows whether
 * memory is a high-water mark (steady from round to round) or grows (something is retained).
 */
const ROUNDS = Math.max(1, Number(process.env.LOAD_ROUNDS ?? 1));
/** The scratch database's name (two people benchmarking on one PostgreSQL use different names). */
const DB_NAME = process.env.LOAD_DB_NAME ?? "careatlas_load";

process.env.TEST_DATABASE_URL ??=
  process.env.LOAD_DATABASE_URL ??
  process.env.DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/postgres";

type Sample = { ms: number; ok: boolean; kind: string; status: number };
const samples: Sample[] = [];

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

async function timed(
  kind: string,
  fn: () => Promise<{ status: number }>,
  okStatus = (s: number) => s < 400,
) {
  const t = performance.now();
  try {
    const r = await fn();
    samples.push({ ms: performance.now() - t, ok: okStatus(r.status), kind, status: r.status });
    return r;
  } catch {
    samples.push({ ms: performance.now() - t, ok: false, kind, status: 0 });
    return null;
  }
}

async function signIn(email: string): Promise<string> {
  const r = await request(PORT, {
    method: "POST",
    path: "/auth",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: `http://localhost:${PORT}`,
    },
    body: new URLSearchParams({ intent: "signin", email, password: PASSWORD }).toString(),
  });
  const cookies = ([] as string[]).concat(r.headers["set-cookie"] ?? []);
  const session = cookies.find((c) => c.startsWith("careatlas.session_token="));
  if (!session) throw new Error(`sign-in failed for ${email}: ${r.status}`);
  return session.split(";")[0]!;
}

const post = (cookie: string | null, p: string, fields: Record<string, string>) =>
  request(PORT, {
    method: "POST",
    path: p,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: `http://localhost:${PORT}`,
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });

/** One virtual user: picks a journey by weight, again and again, until time is up. */
async function user(cookies: string[], until: number) {
  // Users arrive spread over the first second rather than all at once.
  await sleep(Math.random() * 1000);
  while (performance.now() < until) {
    if (THINK_MS > 0) await sleep(THINK_MS * (0.5 + Math.random()));
    const roll = Math.random();
    if (roll < 0.6) {
      await timed("browse", () => request(PORT, { method: "GET", path: pick(ANON) }));
    } else if (roll < 0.9) {
      const cookie = pick(cookies);
      await timed("dashboard", () =>
        request(PORT, { method: "GET", path: pick(DASHBOARD), headers: { cookie } }),
      );
      if (Math.random() < 0.3) {
        // A message to a clinic: start (or reopen) the conversation with the page's button (a
        // POST: a GET never creates one, decision 030), then send.
        await timed("message", () =>
          post(cookie, `/dashboard/messages/new?clinic=${pick(CLINICS)}`, {}).then(async (r) => {
            const loc = String(r.headers.location ?? "");
            if (r.status >= 400 || !loc.startsWith("/dashboard/messages/")) return { status: 599 };
            return post(cookie, loc, {
              body: `Load test message ${randomUUID()}`,
              clientId: randomUUID(),
            });
          }),
        );
      }
    } else {
      const cookie = pick(cookies);
      await timed("quote", () =>
        post(cookie, "/quote-request", {
          idempotencyKey: randomUUID(),
          clinics: pick(CLINICS),
          treatment: "Hair Transplant",
          travellers: "1",
          notes: "Load test request",
        }),
      );
      await timed("checkout", () =>
        request(PORT, {
          method: "GET",
          path: `/checkout?package=${pick(PACKAGES)}`,
          headers: { cookie },
        }),
      );
    }
  }
}

function pct(sorted: number[], p: number) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main() {
  if (!fs.existsSync(path.join(ROOT, "build", "server", "index.js"))) {
    execFileSync("node", ["scripts/build-if-needed.mjs"], { cwd: ROOT, stdio: "inherit" });
  }
  const url = await freshPgDatabase(DB_NAME);
  const accounts = Array.from({ length: PATIENTS }, (_, i) => `load-${i}@careatlas.example`);
  const s = startServer({
    port: PORT,
    dataDir: tmpDir("load"),
    databaseUrl: url ?? undefined,
    env: {
      DATABASE_POOL_MAX: "20",
      LOG_LEVEL: "error",
      E2E_BOOTSTRAP_ACCOUNTS: accounts.map((e) => `patient:${e}:${PASSWORD}`).join(";"),
    },
  });
  await waitReady(s, 180_000);
  const cookies: string[] = [];
  for (const e of accounts) cookies.push(await signIn(e));

  // Warm-up (not counted): every page once.
  for (const p of ANON) await request(PORT, { method: "GET", path: p });
  for (const p of DASHBOARD)
    await request(PORT, { method: "GET", path: p, headers: { cookie: cookies[0]! } });

  let peak = rssMb(s.child.pid!);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(s.child.pid!))), 500);
  const memory: string[] = [`at start ${rssMb(s.child.pid!)} MB`];
  let elapsed = 0;
  let afterLoad = 0;
  let afterIdle: number | null = null;
  for (let round = 1; round <= ROUNDS; round++) {
    const started = performance.now();
    const until = started + SECONDS * 1000;
    await Promise.all(Array.from({ length: USERS }, () => user(cookies, until)));
    elapsed += (performance.now() - started) / 1000;
    afterLoad = rssMb(s.child.pid!);
    if (IDLE_SECONDS > 0) {
      await sleep(IDLE_SECONDS * 1000);
      afterIdle = rssMb(s.child.pid!);
    }
    memory.push(
      `round ${round}: after load ${afterLoad} MB` +
        (afterIdle === null ? "" : `, after ${IDLE_SECONDS} s idle ${afterIdle} MB`),
    );
  }
  clearInterval(sampler);

  s.child.kill("SIGTERM");
  await exited(s.child, 12_000);

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
    `database: ${url ? "PostgreSQL" : "PGlite (no PostgreSQL reachable)"}; ${USERS} users for ${SECONDS} s, think time ${THINK_MS ? `${THINK_MS / 2}–${(THINK_MS * 3) / 2} ms` : "none (saturation)"} between steps`,
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
  await sleep(100);
  process.exit(0);
}

await main();
