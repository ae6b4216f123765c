/**
 * npm run bench:proxy — the reference deployment (docs/operations.md, decision 065) on this
 * machine: two instances of the production build on one PostgreSQL database, behind nginx from
 * Debian's packages running the repository's own deploy/nginx.conf (ports and paths rewritten,
 * nothing else), with its cache on.
 *
 * 1. Checks the cache rules through the real proxy: a second signed-out request is a HIT; a
 *    signed-in request is never answered from the cache nor given anyone else's page; a currency
 *    or language change never gets another variant's HTML; a clinic's change appears within the
 *    freshness window (short for the bench: PROXY_FRESH_SECONDS + PROXY_STALE_SECONDS).
 * 2. Measures requests per second and p99 for the home, search, clinic and package pages at 20
 *    and 100 connections (PROXY_CONNECTIONS), PROXY_SECONDS each: straight to one app instance,
 *    and through nginx with its cache. Prints figures; no assertion on timings.
 *
 * Expects a built app (`npm run build`); builds nothing. Needs PostgreSQL (PROXY_DATABASE_URL,
 * TEST_DATABASE_URL or DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres; creates
 * and drops its own database PROXY_DB_NAME) and nginx (/usr/sbin/nginx or PROXY_NGINX).
 * Ports: PROXY_PORT (3413) for nginx, the two apps on the next two.
 * The load generator runs in this process, on the same cores as the apps and nginx.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import {
  ROOT,
  exited,
  freshPgDatabase,
  sleep,
  startServer,
  tmpDir,
  waitReady,
  type Server,
} from "../tests/faults/harness";

const NGINX = process.env.PROXY_NGINX ?? "/usr/sbin/nginx";
const PROXY_PORT = Number(process.env.PROXY_PORT ?? 3413);
const APP_PORTS = [PROXY_PORT + 1, PROXY_PORT + 2];
const SECONDS = Number(process.env.PROXY_SECONDS ?? 10);
const CONNECTIONS = (process.env.PROXY_CONNECTIONS ?? "20,100").split(",").map(Number);
const FRESH = Number(process.env.PROXY_FRESH_SECONDS ?? 3);
const STALE = Number(process.env.PROXY_STALE_SECONDS ?? 3);
const DB_NAME = process.env.PROXY_DB_NAME ?? "careatlas_proxy_bench";
const PASSWORD = "Proxy-bench-Passage-2026";
const PATIENT = "proxy-bench@careatlas.example";
const CLINIC_SLUG = "istanbul-hair-institute";

process.env.TEST_DATABASE_URL ??=
  process.env.PROXY_DATABASE_URL ??
  process.env.DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/postgres";

type Res = { status: number; headers: http.IncomingHttpHeaders; body: string };

function get(
  port: number,
  p: string,
  headers: Record<string, string> = {},
  agent?: http.Agent,
  method = "GET",
  body?: string,
): Promise<Res> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path: p,
        method,
        agent,
        headers: { host: `localhost:${port}`, ...headers },
        timeout: 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (d: Buffer) => chunks.push(d));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", reject);
    if (body) req.write(body);
    req.end();
  });
}

/** `connections` keep-alive connections, each sending the next request when the last is done. */
async function load(port: number, paths: string[], connections: number, seconds: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const ms: number[] = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async (_, c) => {
      let i = c;
      while (performance.now() < until) {
        const t = performance.now();
        try {
          const r = await get(
            port,
            paths[i++ % paths.length]!,
            { "accept-encoding": "br, gzip" },
            agent,
          );
          if (r.status !== 200) errors++;
        } catch {
          errors++;
        }
        ms.push(performance.now() - t);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  ms.sort((a, b) => a - b);
  const p99 = ms[Math.min(ms.length - 1, Math.floor(ms.length * 0.99))] ?? 0;
  return { rps: ms.length / elapsed, p99, errors, n: ms.length };
}

/** The repository's deploy/nginx.conf with this run's ports and paths (and nothing else). */
function nginxConfig(dir: string): string {
  let conf = fs.readFileSync(path.join(ROOT, "deploy", "nginx.conf"), "utf8");
  const swaps: [RegExp, string][] = [
    [/^pid .*$/m, `pid ${dir}/nginx.pid;`],
    [/^error_log .*$/m, `error_log ${dir}/error.log warn;`],
    [/server 127\.0\.0\.1:3000;.*$/m, `server 127.0.0.1:${APP_PORTS[0]};`],
    [/server 127\.0\.0\.1:3001;.*$/m, `server 127.0.0.1:${APP_PORTS[1]};`],
    [/proxy_cache_path \/var\/cache\/nginx\/careatlas /, `proxy_cache_path ${dir}/cache `],
    [/listen 80;.*$/m, `listen 127.0.0.1:${PROXY_PORT};`],
    [/worker_processes auto;/, "worker_processes 2;"],
  ];
  for (const [re, to] of swaps) {
    if (!re.test(conf)) throw new Error(`deploy/nginx.conf: no line matches ${re}`);
    conf = conf.replace(re, to);
  }
  // nginx's own temporary files (bodies, proxied responses) in the prefix, not in /var/lib/nginx.
  conf = conf.replace(
    /http \{/,
    `http {\n  client_body_temp_path ${dir}/client_body;\n  proxy_temp_path ${dir}/proxy;\n  fastcgi_temp_path ${dir}/fastcgi;\n  uwsgi_temp_path ${dir}/uwsgi;\n  scgi_temp_path ${dir}/scgi;`,
  );
  return conf;
}

const results: { rule: string; ok: boolean; detail: string }[] = [];
function check(rule: string, ok: boolean, detail = "") {
  results.push({ rule, ok, detail });
  console.log(`${ok ? "ok  " : "FAIL"} ${rule}${detail ? ` (${detail})` : ""}`);
}
const cacheStatus = (r: Res) => String(r.headers["x-cache-status"] ?? "-");
const currencyOf = (html: string) => /<option value="([A-Z]{3})" selected=""/.exec(html)?.[1];
const hasSuggestion = (html: string) => html.includes('data-testid="locale-suggestion"');

async function signIn(port: number): Promise<string> {
  const r = await get(
    port,
    "/auth",
    { "content-type": "application/x-www-form-urlencoded", origin: `http://localhost:${port}` },
    undefined,
    "POST",
    new URLSearchParams({ intent: "signin", email: PATIENT, password: PASSWORD }).toString(),
  );
  const session = ([] as string[])
    .concat(r.headers["set-cookie"] ?? [])
    .find((c) => c.startsWith("careatlas.session_token="));
  if (!session) throw new Error(`sign-in through nginx failed: ${r.status}`);
  return session.split(";")[0]!;
}

async function rules(url: string, pages: Record<string, string>) {
  const P = PROXY_PORT;
  const home = pages.home!;
  const clinic = pages.clinic!;
  // Each rule on its own URL (a query string the page ignores), so that no earlier request has
  // filled the cache for it.
  const fresh = (p: string, tag: string) => `${p}${p.includes("?") ? "&" : "?"}rule=${tag}`;

  for (const [name, p] of Object.entries(pages)) {
    const u = fresh(p, `hit-${name}`);
    const a = await get(P, u);
    const b = await get(P, u);
    check(
      `${name}: the second signed-out request is a HIT`,
      a.status === 200 && cacheStatus(b) === "HIT" && a.body === b.body,
      `${a.status} ${cacheStatus(a)} then ${b.status} ${cacheStatus(b)}; ${String(b.headers["cache-control"])}`,
    );
  }

  const cookie = await signIn(P);
  for (const [name, p] of Object.entries(pages)) {
    const u = fresh(p, "session");
    await get(P, u);
    await get(P, u); // the signed-out copy is in the cache now
    const mine = await get(P, u, { cookie });
    const again = await get(P, u, { cookie });
    check(
      `${name}: a signed-in request is never answered from the cache, always its own page`,
      mine.status === 200 &&
        !["HIT", "STALE", "UPDATING", "REVALIDATED"].includes(cacheStatus(mine)) &&
        !["HIT", "STALE", "UPDATING", "REVALIDATED"].includes(cacheStatus(again)) &&
        mine.body.includes(PATIENT) &&
        String(mine.headers["cache-control"]).includes("no-store"),
      `${mine.status} ${cacheStatus(mine)}, ${cacheStatus(again)}; ${String(mine.headers["cache-control"])}`,
    );
    const after = await get(P, u);
    check(
      `${name}: a signed-out request after it never gets the signed-in page`,
      !after.body.includes(PATIENT),
      cacheStatus(after),
    );
  }

  for (const [name, p] of Object.entries({ home, clinic, package: pages.package! })) {
    const u = fresh(p, "variants");
    const usd = await get(P, u);
    await get(P, u);
    const eur = await get(P, u, { cookie: "careatlas-currency=EUR" });
    const eur2 = await get(P, u, { cookie: "careatlas-currency=EUR" });
    check(
      `${name}: a currency change never gets another currency's page`,
      currencyOf(usd.body) === "USD" &&
        currencyOf(eur.body) === "EUR" &&
        currencyOf(eur2.body) === "EUR",
      `USD ${cacheStatus(usd)}, EUR ${cacheStatus(eur)} then ${cacheStatus(eur2)}`,
    );
    const de = await get(P, u, { "accept-language": "de-DE,de;q=0.9" });
    const de2 = await get(P, u, { "accept-language": "de-DE,de;q=0.9" });
    const plain = await get(P, u);
    check(
      `${name}: a browser in another language gets its suggestion, others never`,
      hasSuggestion(de.body) && hasSuggestion(de2.body) && !hasSuggestion(plain.body),
      `de ${cacheStatus(de)} then ${cacheStatus(de2)}, none ${cacheStatus(plain)}`,
    );
    const chosen = await get(P, u, { cookie: "lang=de" });
    check(
      `${name}: a chosen language (cookie) never gets the page of a visitor without one`,
      chosen.body !== plain.body && !hasSuggestion(chosen.body),
      cacheStatus(chosen),
    );
  }

  // A clinic's change appears within the freshness window.
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    const u = clinic;
    await get(P, u);
    const before = await get(P, u);
    const mark = `Bench ${Date.now().toString(36)}`;
    const { rowCount } = await pool.query(
      "update clinics set name = $1 || ' ' || name where slug = $2",
      [mark, CLINIC_SLUG],
    );
    const changed = performance.now();
    let seenAfter = -1;
    while (performance.now() - changed < (FRESH + STALE + 10) * 1000) {
      const r = await get(P, u);
      if (r.body.includes(mark)) {
        seenAfter = (performance.now() - changed) / 1000;
        break;
      }
      await sleep(250);
    }
    check(
      `a clinic's change appears through the cache within s-maxage + stale-while-revalidate (${FRESH} + ${STALE} s)`,
      rowCount === 1 && seenAfter >= 0 && seenAfter <= FRESH + STALE + 1,
      `cached before: ${cacheStatus(before)}; seen after ${seenAfter.toFixed(1)} s`,
    );
    await pool.query("update clinics set name = replace(name, $1 || ' ', '') where slug = $2", [
      mark,
      CLINIC_SLUG,
    ]);
  } finally {
    await pool.end();
  }
}

async function main() {
  if (!fs.existsSync(NGINX)) {
    console.error(
      `nginx is not installed (${NGINX}). Install Debian's package: sudo apt-get install nginx ` +
        "(the bench runs it with its own configuration; the system service need not run).",
    );
    process.exit(2);
  }
  if (!fs.existsSync(path.join(ROOT, "build", "server", "index.js"))) {
    console.error("No production build: run `npm run build` first.");
    process.exit(2);
  }
  const url = await freshPgDatabase(DB_NAME);
  if (!url) {
    console.error(
      `bench:proxy needs PostgreSQL (two instances share one database): set PROXY_DATABASE_URL ` +
        `(tried ${process.env.TEST_DATABASE_URL}).`,
    );
    process.exit(2);
  }
  const env = {
    LOG_LEVEL: "error",
    DATABASE_POOL_MAX: "10",
    TRUSTED_PROXIES: "127.0.0.1",
    SHARED_CACHE_SECONDS: String(FRESH),
    SHARED_CACHE_STALE_SECONDS: String(STALE),
    PUBLIC_URL: `http://localhost:${PROXY_PORT}`,
    E2E_BOOTSTRAP_ACCOUNTS: `patient:${PATIENT}:${PASSWORD}`,
  };
  const servers: Server[] = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "careatlas-nginx-"));
  let nginxStarted = false;
  const conf = path.join(dir, "nginx.conf");
  try {
    // The first instance migrates and seeds; the second starts on the seeded database.
    servers.push(
      startServer({ port: APP_PORTS[0]!, dataDir: tmpDir("proxy-1"), databaseUrl: url, env }),
    );
    await waitReady(servers[0]!, 240_000);
    servers.push(
      startServer({
        port: APP_PORTS[1]!,
        dataDir: tmpDir("proxy-2"),
        databaseUrl: url,
        env: { ...env, SEED_ON_START: "0", E2E_BOOTSTRAP_ACCOUNTS: "" },
      }),
    );
    await waitReady(servers[1]!, 240_000);

    fs.writeFileSync(conf, nginxConfig(dir));
    // Run as root, nginx's workers are `nobody`: they write the cache and temporary files here.
    if (process.getuid?.() === 0) execFileSync("chown", ["-R", "nobody", dir]);
    execFileSync(NGINX, ["-p", dir, "-c", conf, "-t", "-q"], { stdio: "inherit" });
    execFileSync(NGINX, ["-p", dir, "-c", conf], { stdio: "inherit" });
    nginxStarted = true;
    for (let i = 0; i < 50 && !(await get(PROXY_PORT, "/healthz").catch(() => null)); i++)
      await sleep(100);

    const pages: Record<string, string> = {
      home: "/",
      search: "/search-results?q=dental",
      clinic: `/clinic/${CLINIC_SLUG}`,
      package: "/package/istanbul-fue-hair-transplant-package",
    };

    console.log(
      `# cache rules through nginx ${execFileSync(NGINX, ["-v"], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }) || ""}`,
    );
    await rules(url, pages);

    console.log(
      `\n# throughput: ${SECONDS} s per run, load generator in this process; uptime: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
    );
    console.log("pages | connections | target | req/s | p99 ms | errors");
    for (const [name, p] of Object.entries(pages)) {
      for (const c of CONNECTIONS) {
        for (const [target, port] of [
          ["app instance", APP_PORTS[0]!],
          ["nginx cache", PROXY_PORT],
        ] as const) {
          await load(port, [p], c, 1); // warm-up, not counted
          const r = await load(port, [p], c, SECONDS);
          console.log(
            `${name} | ${c} | ${target} | ${r.rps.toFixed(0)} | ${r.p99.toFixed(1)} | ${r.errors}/${r.n}`,
          );
        }
      }
    }
    console.log(
      `uptime after: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
    );
  } finally {
    if (nginxStarted)
      try {
        execFileSync(NGINX, ["-p", dir, "-c", conf, "-s", "quit"], { stdio: "inherit" });
      } catch {
        /* already gone */
      }
    for (const s of servers) {
      try {
        process.kill(-s.child.pid!, "SIGTERM");
      } catch {
        /* gone */
      }
      await exited(s.child, 12_000);
    }
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect().then(
      () => admin.query(`drop database if exists ${DB_NAME} with (force)`),
      () => undefined,
    );
    await admin.end().catch(() => undefined);
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const failed = results.filter((r) => !r.ok);
  console.log(`\ncache rules: ${results.length - failed.length}/${results.length} hold`);
  if (failed.length) process.exit(1);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
