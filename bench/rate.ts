/**
 * npm run bench:rate — what one app instance serves with no cache in front of it (issue 20:
 * "at least 2x today's rate without the cache"), measured the way the research measured it:
 * wrk (Debian's package: apt-get install wrk), compressed as a browser asks, keep-alive
 * connections, straight to the app.
 *
 * For each database (RATE_DATABASES: pglite,postgres) it starts this checkout's build and, when
 * RATE_BEFORE names another checkout (say `git worktree add ../before <commit>` with
 * `npm run build` there), that checkout's build too, each on its own fresh data (PGlite data
 * directory or scratch PostgreSQL database, seeded by the server's own start). Then, for the home,
 * search, clinic and package pages and two static files (a hashed script of the page and the
 * favicon, the limit of the stack), at each of RATE_CONNECTIONS (20,100), it runs wrk for
 * RATE_SECONDS (10) against each build in turn, so that the machine's load falls on both alike.
 * Prints requests per second, p99 and errors per run, and the ratio of this build to the other.
 * Asserts nothing.
 *
 * Builds nothing: run `npm run build` in each checkout first. Ports RATE_PORT (3460) and up.
 * PostgreSQL: RATE_DATABASE_URL, TEST_DATABASE_URL or DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres); databases careatlas_rate_a / _b, dropped at the end.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { ROOT, exited, freshPgDatabase, sleep } from "../tests/faults/harness";

const SECONDS = Number(process.env.RATE_SECONDS ?? 10);
const CONNECTIONS = (process.env.RATE_CONNECTIONS ?? "20,100").split(",").map(Number);
const DATABASES = (process.env.RATE_DATABASES ?? "pglite,postgres").split(",");
const BASE_PORT = Number(process.env.RATE_PORT ?? 3460);
const BEFORE = process.env.RATE_BEFORE ? path.resolve(process.env.RATE_BEFORE) : null;

process.env.TEST_DATABASE_URL ??=
  process.env.RATE_DATABASE_URL ??
  process.env.DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/postgres";

const PAGES: [string, string][] = [
  ["home", "/"],
  ["search", "/search-results?treatment=Hair+Transplant"],
  ["clinic", "/clinic/istanbul-hair-institute"],
  ["package", "/package/istanbul-fue-hair-transplant-package"],
];

type Build = { name: string; root: string };
type Running = {
  build: Build;
  port: number;
  child: ChildProcess;
  db?: string;
  files?: [string, string][];
};

function start(build: Build, port: number, databaseUrl: string | null): ChildProcess {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `careatlas-rate-${port}-`));
  return spawn(process.execPath, [path.join(build.root, "scripts", "start.mjs")], {
    cwd: build.root,
    detached: true,
    stdio: "ignore",
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? "",
      LOG_LEVEL: "error",
      FORM_RATE_LIMIT_MAX: "100000",
      // Production on PostgreSQL needs these; PGlite makes its own in the data directory.
      ...(databaseUrl
        ? {
            BETTER_AUTH_SECRET: "rate-bench-secret-0123456789abcdef0123456789abcdef",
            RECORDS_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64"),
          }
        : {}),
      PUBLIC_URL: `http://localhost:${port}`,
    },
  });
}

async function ready(port: number, child: ChildProcess) {
  const until = Date.now() + 240_000;
  while (Date.now() < until) {
    if (child.exitCode != null) throw new Error(`the server on ${port} exited (${child.exitCode})`);
    const ok = await fetch(`http://localhost:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(500);
  }
  throw new Error(`the server on ${port} was not ready in 240 s`);
}

/** The page's own framework script (a hashed asset) and the favicon. */
async function staticFiles(port: number): Promise<[string, string][]> {
  const html = await (await fetch(`http://localhost:${port}/`)).text();
  const script = /href="(\/assets\/framework-[^"]+\.js)"/.exec(html)?.[1];
  return [
    ...(script ? [["static: framework chunk", script] as [string, string]] : []),
    ["static: favicon", "/favicon.svg"],
  ];
}

/** Waits until the server answers its health check promptly (the last run's queue is drained). */
async function settle(port: number) {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    const t = performance.now();
    const ok = await fetch(`http://localhost:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok && performance.now() - t < 50) return;
    await sleep(250);
  }
}

const toMs = (v: string) => {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(v.trim());
  if (!m) return NaN;
  const n = Number(m[1]);
  return m[2] === "us" ? n / 1000 : m[2] === "ms" ? n : m[2] === "s" ? n * 1000 : n * 60_000;
};

function wrk(port: number, p: string, connections: number, seconds: number) {
  const out = execFileSync(
    "wrk",
    [
      "-t2",
      `-c${connections}`,
      `-d${seconds}s`,
      "--timeout",
      "30s",
      "--latency",
      "-H",
      "Accept-Encoding: br, gzip",
      `http://127.0.0.1:${port}${p}`,
    ],
    { encoding: "utf8", maxBuffer: 4 << 20 },
  );
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN);
  const p99 = toMs(/^\s+99%\s+(\S+)/m.exec(out)?.[1] ?? "");
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  const sock = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const errors = non2xx + (sock ? sock.slice(1).reduce((a, b) => a + Number(b), 0) : 0);
  return { rps, p99, errors };
}

const load1 = () => os.loadavg()[0]!.toFixed(2);

async function main() {
  try {
    execFileSync("wrk", ["--version"], { stdio: "ignore" });
  } catch (e) {
    // wrk --version exits 1 after printing its version; only a missing binary is fatal.
    if ((e as NodeJS.ErrnoException).code === "ENOENT") {
      console.error("wrk is not installed: apt-get install -y wrk");
      process.exit(2);
    }
  }
  const builds: Build[] = [{ name: "this build", root: ROOT }];
  if (BEFORE) builds.push({ name: `before (${path.basename(BEFORE)})`, root: BEFORE });
  for (const b of builds)
    if (!fs.existsSync(path.join(b.root, "build", "server")))
      throw new Error(`${b.root} has no build: run npm run build there first`);

  console.log(
    `# bench:rate: wrk -t2, Accept-Encoding: br, gzip, ${SECONDS} s per run, one instance per build, no cache; ${os.cpus().length} cores; load1 ${load1()}`,
  );
  console.log("database | page | conns | build | req/s | p99 ms | errors | load1");
  const ratios: string[] = [];
  for (const db of DATABASES) {
    const running: Running[] = [];
    try {
      for (const [i, build] of builds.entries()) {
        const port = BASE_PORT + i;
        const name = `careatlas_rate_${String.fromCharCode(97 + i)}`;
        const url = db === "postgres" ? await freshPgDatabase(name) : null;
        if (db === "postgres" && !url) throw new Error("PostgreSQL is not reachable");
        const child = start(build, port, url);
        running.push({ build, port, child, db: url ? name : undefined });
        await ready(port, child);
      }
      // Each build's own static files (the script's hash differs between builds), then every
      // page on every build once (first renders compile templates and fill caches).
      for (const r of running) r.files = await staticFiles(r.port);
      for (const r of running) for (const [, p] of [...PAGES, ...r.files!]) wrk(r.port, p, 4, 2);
      const names = [...PAGES.map(([n]) => n), ...running[0]!.files!.map(([n]) => n)];
      for (const page of names) {
        for (const c of CONNECTIONS) {
          const row: number[] = [];
          for (const r of running) {
            const target = [...PAGES, ...r.files!].find(([n]) => n === page)?.[1];
            if (!target) continue;
            // The requests of the last run still queued in the server are not this run's.
            await settle(r.port);
            const m = wrk(r.port, target, c, SECONDS);
            row.push(m.rps);
            console.log(
              `${db} | ${page} | ${c} | ${r.build.name} | ${m.rps.toFixed(0)} | ${m.p99.toFixed(0)} | ${m.errors} | ${load1()}`,
            );
          }
          if (row.length === 2)
            ratios.push(`${db} ${page} c${c}: ${(row[0]! / row[1]!).toFixed(2)}x`);
        }
      }
    } finally {
      for (const r of running) {
        try {
          process.kill(-r.child.pid!, "SIGTERM");
        } catch {
          /* gone */
        }
        await exited(r.child, 12_000);
        if (r.db) {
          const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
          await admin.connect();
          await admin.query(`drop database if exists ${r.db} with (force)`);
          await admin.end();
        }
      }
    }
  }
  if (ratios.length) console.log(`\nthis build / before, req/s:\n${ratios.join("\n")}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
