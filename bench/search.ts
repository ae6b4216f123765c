/**
 * Clinic search benchmark: `npx tsx bench/search.ts`
 *
 * Loads the catalogue seed plus a synthetic catalogue into a scratch database — an in-memory
 * PGlite by default, or a scratch PostgreSQL database (created and dropped here) when
 * BENCH_DATABASE_URL is set — at each size, runs a mix of searches through `searchClinics`
 * (the page's own code path) and prints p50/p95 per size and the growth ratio.
 *
 * Sizes are counts of packages; clinics are a tenth of that (100,000 packages -> 10,000
 * clinics), spread over the real cities and treatments with a realistic skew.
 *
 *   BENCH_SIZES=1000,100000   package counts (default)
 *   BENCH_ROUNDS=30           timed rounds of the whole mix per size
 *   BENCH_EXPLAIN=1           print EXPLAIN ANALYZE of every search query at the largest size
 *   BENCH_KEEP=1              keep the scratch PostgreSQL database (to inspect plans by hand)
 *   BENCH_DB_PREFIX=careatlas_bench  name of the scratch PostgreSQL databases (+ pid and size)
 *   BENCH_COMPARE=0           skip the comparison: after the timed rounds, each search of
 *                             COMPARE (pages 1-3) is run as the page runs it and with
 *                             `{ exhaustive: true }` (every match counted, the plans before
 *                             decision 066), and the two results must be identical
 *
 * Targets at 10,000 clinics / 100,000 packages: p95 <= 30 ms on PostgreSQL, <= 100 ms on PGlite;
 * growth under 3x from the smallest to the largest size.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql, type SQL } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { PGLITE_EXTENSIONS, closeDb, setDbHandle, type Db } from "~/db/client.server";
import * as schema from "~/db/schema";
import { seedCatalogue } from "~/db/seed/seed.server";
import { parseSearchParams } from "~/features/search/parse-params";
import { searchClinics } from "~/features/search/search.server";
import { loadCatalogue } from "./catalogue";

const MIGRATIONS = path.resolve(import.meta.dirname, "../drizzle");
const PG_URL = process.env.BENCH_DATABASE_URL;
const SIZES = (process.env.BENCH_SIZES ?? "1000,100000")
  .split(",")
  .map((s) => Number(s.trim()))
  .filter((n) => n > 0);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const EXPLAIN = process.env.BENCH_EXPLAIN === "1";
/** Keep the scratch PostgreSQL database for inspection (drop it yourself afterwards). */
const KEEP = process.env.BENCH_KEEP === "1";
const DB_PREFIX = process.env.BENCH_DB_PREFIX ?? "careatlas_bench";
if (!/^[a-z_][a-z0-9_]*$/.test(DB_PREFIX)) throw new Error("BENCH_DB_PREFIX: [a-z0-9_] only");

/** The mix: what the home form, destination pages, the refine form and typing produce. */
const MIX: { name: string; qs: string }[] = [
  { name: "no filters", qs: "" },
  { name: "treatment", qs: "treatment=Hair+Transplant" },
  { name: "treatment (group)", qs: "treatment=Dental" },
  { name: "destination city", qs: "destination=Istanbul%2C+Turkey" },
  { name: "destination country", qs: "destination=thailand" },
  {
    name: "treatment+destination+budget",
    qs: "treatment=Nose+Surgery+%28Rhinoplasty%29&destination=Seoul%2C+South+Korea&budget=1000-5000",
  },
  {
    name: "home form, all fields",
    qs: "treatment=Veneers&destination=Antalya%2C+Turkey&budget=under-1000&date=2026-12-01",
  },
  { name: "budget only", qs: "budget=5000-10000" },
  { name: "q typo", qs: "q=rhinoplsty" },
  { name: "q typo, 3 words", qs: "q=dentl+implant+istambul" },
  { name: "q + destination", qs: "q=hair+transplant&destination=Istanbul" },
  { name: "sort price asc", qs: "treatment=Dental+Implants&sort=price-asc" },
  { name: "sort price desc", qs: "destination=Turkey&sort=price-desc" },
  { name: "sort most reviewed", qs: "sort=reviews" },
  { name: "page 2", qs: "treatment=Hair+Transplant&page=2" },
  { name: "page 2, no filters", qs: "page=2" },
];

/** The comparison set: the mix and searches the mix does not cover, each on pages 1 to 3. */
const COMPARE: string[] = [
  ...MIX.map((m) => m.qs),
  "treatment=Dental&budget=1000-5000",
  "treatment=Veneers&budget=under-1000&destination=Turkey",
  "budget=above-20000&sort=price-asc",
  "destination=Seoul&sort=reviews",
  "treatment=Hair+Transplant&destination=Istanbul&sort=price-desc",
  "treatment=Dental&destination=thailand&sort=rating",
  "q=aurora+dental",
  "q=hair&sort=rating",
  "language=English&destination=Cancun",
];
const COMPARE_ON = process.env.BENCH_COMPARE !== "0";

type Handle = {
  db: Db;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
  explainable: Db;
  /** PostgreSQL server processes serving this benchmark (to read their CPU time). */
  backendPids?: () => Promise<number[]>;
};

/* ------------------------------------------------------------------ databases */

async function openPglite(): Promise<Handle> {
  const client = new PGlite("memory://", { extensions: PGLITE_EXTENSIONS });
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS });
  setDbHandle({
    db,
    kind: "pglite",
    pglite: client,
    close: () => client.close(),
    ping: async () => void (await client.query("select 1")),
  });
  return { db, kind: "pglite", close: () => closeDb(), explainable: db };
}

async function openPostgres(url: string, size: number): Promise<Handle> {
  const name = `${DB_PREFIX}_${process.pid}_${size}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: u.toString(), max: 10, idleTimeoutMillis: 0 });
  pool.on("error", () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  await migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS });
  setDbHandle({
    db,
    kind: "postgres",
    pool,
    close: () => pool.end(),
    ping: async () => void (await pool.query("select 1")),
  });
  return {
    db,
    kind: "postgres",
    explainable: db,
    backendPids: async () =>
      (
        await pool.query<{ pid: number }>(
          "select pid from pg_stat_activity where datname = current_database()",
        )
      ).rows.map((r) => r.pid),
    close: async () => {
      await closeDb();
      if (KEEP) return void console.log(`kept scratch database ${name}`);
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

/* ------------------------------------------------------------------ measuring */

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

/**
 * CPU time spent on a search: this process (PGlite runs in it) plus, for PostgreSQL on this
 * machine, its server processes (from /proc/<pid>/schedstat, in ns). On a busy machine wall
 * time mostly measures the wait for a core; CPU time is what the search itself costs.
 */
let serverPids: number[] = [];
function serverCpuNs(): number {
  let ns = 0;
  for (const pid of serverPids) {
    try {
      ns += Number(fs.readFileSync(`/proc/${pid}/schedstat`, "utf8").split(" ")[0]);
    } catch {
      /* not on this machine, or gone */
    }
  }
  return ns;
}

async function timeOne(qs: string) {
  const server0 = serverCpuNs();
  const cpu0 = process.cpuUsage();
  const t = performance.now();
  const r = await searchClinics(parseSearchParams(new URLSearchParams(qs)));
  const ms = performance.now() - t;
  const cpu = process.cpuUsage(cpu0);
  const cpuMs = (cpu.user + cpu.system) / 1000 + (serverCpuNs() - server0) / 1e6;
  return { ms, cpuMs, total: r.total };
}

function withExplain(db: Db) {
  const original = db.execute.bind(db);
  (db as unknown as { execute: (q: SQL) => Promise<unknown> }).execute = async (q: SQL) => {
    const plan = (await original(sql`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${q}`)) as unknown as
      { rows: Record<string, string>[] } | Record<string, string>[];
    const lines = (Array.isArray(plan) ? plan : plan.rows).map((r) => Object.values(r)[0]);
    console.log(lines.join("\n") + "\n");
    return original(q);
  };
  return () => {
    (db as unknown as { execute: typeof original }).execute = original;
  };
}

type Stat = { p50: number; p95: number };
type SizeResult = Stat & {
  size: number;
  compared?: { same: number; of: number; differing: string[] };
  cpu: Stat;
  perQuery: (Stat & { name: string; total: number; cpu: Stat })[];
};
const stat = (xs: number[]): Stat => {
  const s = [...xs].sort((a, b) => a - b);
  return { p50: percentile(s, 50), p95: percentile(s, 95) };
};

async function benchSize(size: number, isLargest: boolean): Promise<SizeResult> {
  const h = PG_URL ? await openPostgres(PG_URL, size) : await openPglite();
  try {
    const t0 = performance.now();
    await seedCatalogue(h.db);
    const counts = await loadCatalogue(h.db, size);
    console.log(
      `\n[${h.kind}] ${size.toLocaleString("en-US")} packages: loaded ${JSON.stringify(counts)} in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );

    if (EXPLAIN && isLargest) {
      const restore = withExplain(h.explainable);
      for (const m of MIX) {
        console.log(`===== ${m.name}: ?${m.qs}`);
        await timeOne(m.qs);
      }
      restore();
    }

    // Warm-up: plans, caches, connections, PGlite's compiled WASM paths.
    for (let i = 0; i < 3; i++) for (const m of MIX) await timeOne(m.qs);
    serverPids = h.backendPids ? await h.backendPids() : [];

    const wall = new Map<string, number[]>(MIX.map((m) => [m.name, []]));
    const cpu = new Map<string, number[]>(MIX.map((m) => [m.name, []]));
    const totals = new Map<string, number>();
    for (let round = 0; round < ROUNDS; round++) {
      const order = [...MIX].sort(() => Math.random() - 0.5);
      for (const m of order) {
        const r = await timeOne(m.qs);
        wall.get(m.name)!.push(r.ms);
        cpu.get(m.name)!.push(r.cpuMs);
        totals.set(m.name, r.total);
      }
    }
    serverPids = [];
    const compared = COMPARE_ON ? await compareAll() : undefined;
    if (compared)
      console.log(
        `[${h.kind}] ${size.toLocaleString("en-US")} packages: ${compared.same} of ${compared.of} searches identical to counting every match${compared.differing.length ? `; differing: ${compared.differing.join(" ")}` : ""}`,
      );
    const perQuery = MIX.map((m) => ({
      name: m.name,
      ...stat(wall.get(m.name)!),
      cpu: stat(cpu.get(m.name)!),
      total: totals.get(m.name) ?? 0,
    }));
    return {
      size,
      compared,
      ...stat([...wall.values()].flat()),
      cpu: stat([...cpu.values()].flat()),
      perQuery,
    };
  } finally {
    await h.close();
  }
}

/** Each search of COMPARE, pages 1-3, as the page runs it and with every match counted. */
async function compareAll() {
  let same = 0;
  let of = 0;
  const differing: string[] = [];
  const urls = new Set<string>();
  for (const qs of COMPARE) {
    for (const page of [1, 2, 3]) {
      const sp = new URLSearchParams(qs);
      sp.set("page", String(page));
      urls.add(sp.toString());
    }
  }
  for (const url of urls) {
    const params = parseSearchParams(new URLSearchParams(url));
    const a = JSON.stringify(await searchClinics(params));
    const b = JSON.stringify(await searchClinics(params, { exhaustive: true }));
    of++;
    if (a === b) same++;
    else differing.push(`?${url}`);
  }
  return { same, of, differing };
}

const fmt = (n: number) => n.toFixed(1).padStart(7);

async function main() {
  const engine = PG_URL ? "PostgreSQL (scratch database)" : "PGlite (in memory)";
  console.log(
    `Clinic search benchmark on ${engine}; ${ROUNDS} rounds of ${MIX.length} searches per size`,
  );
  console.log(
    `machine: ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
  const results: SizeResult[] = [];
  for (const [i, size] of SIZES.entries())
    results.push(await benchSize(size, i === SIZES.length - 1));

  console.log(`\nms per search; wall = elapsed, cpu = CPU time of the search (client + database)`);
  console.log(
    `${"".padEnd(29)}${results.map((r) => `${`${r.size.toLocaleString("en-US")} packages`.padStart(32)}${"".padStart(8)}`).join("")}`,
  );
  console.log(
    `${"search".padEnd(29)}${results.map(() => "wall p50 wall p95  cpu p50  cpu p95   found").join(" ")}`,
  );
  for (const [i, m] of MIX.entries()) {
    const cols = results.map((r) => {
      const q = r.perQuery[i];
      return `${fmt(q.p50)}  ${fmt(q.p95)}  ${fmt(q.cpu.p50)}  ${fmt(q.cpu.p95)} ${String(q.total).padStart(7)}`;
    });
    console.log(`${m.name.padEnd(29)}${cols.join(" ")}`);
  }
  console.log(`\nsize (packages / clinics)   wall p50 wall p95  cpu p50  cpu p95`);
  for (const r of results) {
    const label = `${r.size.toLocaleString("en-US")} / ${Math.max(10, Math.round(r.size / 10)).toLocaleString("en-US")}`;
    console.log(
      `${label.padEnd(29)}${fmt(r.p50)}  ${fmt(r.p95)}  ${fmt(r.cpu.p50)}  ${fmt(r.cpu.p95)}`,
    );
  }
  for (const r of results)
    if (r.compared)
      console.log(
        `compared at ${r.size.toLocaleString("en-US")} packages: ${r.compared.same} of ${r.compared.of} identical`,
      );
  const a = results[0];
  const b = results[results.length - 1];
  if (results.length > 1) {
    const x = (m: number, n: number) => `x${(m / n).toFixed(2)}`;
    console.log(
      `growth ${a.size.toLocaleString("en-US")} -> ${b.size.toLocaleString("en-US")} packages (target < 3x): ` +
        `wall p50 ${x(b.p50, a.p50)}, p95 ${x(b.p95, a.p95)}; cpu p50 ${x(b.cpu.p50, a.cpu.p50)}, p95 ${x(b.cpu.p95, a.cpu.p95)}`,
    );
  }
  const target = PG_URL ? 30 : 100;
  if (b) {
    const verdict = (v: number) => `${v.toFixed(1)} ms ${v <= target ? "OK" : "OVER"}`;
    console.log(
      `largest size p95 (target <= ${target} ms): wall ${verdict(b.p95)}, cpu ${verdict(b.cpu.p95)}`,
    );
  }
  console.log(
    `load average now ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
}

await main();
