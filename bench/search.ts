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
  const name = `careatlas_bench_${process.pid}_${size}`;
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

/* ------------------------------------------------------------------ synthetic catalogue */

/** Share of clinics per city (percent): Istanbul dominates, as it does in the market. */
const CITY_WEIGHTS: Record<string, number> = {
  istanbul: 32,
  antalya: 10,
  izmir: 7,
  bursa: 4,
  seoul: 15,
  bangkok: 12,
  phuket: 6,
  tijuana: 8,
  cancun: 6,
};
/** Share of clinics per main specialty group (percent). */
const GROUP_WEIGHTS: Record<string, number> = {
  dental: 30,
  hair: 22,
  cosmetic: 24,
  eye: 7,
  fertility: 6,
  general: 8,
  bariatric: 3,
};
const GROUP_WORDS: Record<string, { words: string[]; specialties: string[] }> = {
  dental: {
    words: ["Dental", "Smile", "Dentistry", "Dent", "Tooth"],
    specialties: [
      "Dental Implants & Cosmetic Dentistry",
      "Veneers, Crowns & Smile Design",
      "Implant Dentistry & Full-Mouth Restoration",
    ],
  },
  hair: {
    words: ["Hair", "FUE", "Hairline", "Trichology", "Graft"],
    specialties: [
      "FUE & DHI Hair Transplant",
      "Hair Restoration & Beard Transplant",
      "Sapphire FUE Hair Transplant",
    ],
  },
  cosmetic: {
    words: ["Aesthetic", "Plastic Surgery", "Beauty", "Cosmetic", "Body"],
    specialties: [
      "Aesthetic Plastic Surgery & Body Contouring",
      "Rhinoplasty & Facial Plastic Surgery",
      "Liposuction, BBL & Body Contouring",
    ],
  },
  eye: {
    words: ["Eye", "Vision", "Optic", "Laser Eye", "Retina"],
    specialties: [
      "LASIK & Laser Vision Correction",
      "Cataract & Refractive Surgery",
      "Ophthalmology & Lens Replacement",
    ],
  },
  fertility: {
    words: ["Fertility", "IVF", "Reproductive", "Family", "Embryo"],
    specialties: [
      "IVF & Reproductive Medicine",
      "IVF, ICSI & Egg Freezing",
      "Fertility Treatment & Genetic Testing",
    ],
  },
  general: {
    words: ["Medical", "Hospital", "Health", "Care", "Medicine"],
    specialties: [
      "Orthopaedics & Joint Replacement",
      "Cardiology & Check-ups",
      "Multi-specialty Hospital & Health Screening",
    ],
  },
  bariatric: {
    words: ["Bariatric", "Obesity", "Metabolic", "Weight Loss", "Slim"],
    specialties: [
      "Bariatric & Metabolic Surgery",
      "Gastric Sleeve & Bypass Surgery",
      "Weight Loss Surgery",
    ],
  },
};
const PREFIXES = [
  "Aurora",
  "Bosphorus",
  "Golden",
  "Lotus",
  "Marmara",
  "Azure",
  "Crescent",
  "Harmony",
  "Pearl",
  "Summit",
  "Vital",
  "Nova",
  "Premier",
  "Royal",
  "Silverline",
  "Evergreen",
  "Horizon",
  "Lumina",
  "Meridian",
  "Oasis",
  "Orchid",
  "Sapphire",
  "Serene",
  "Zenith",
];
const SUFFIXES = ["Clinic", "Center", "Institute", "Hospital", "Studio", "Group"];
const DOCTOR_FIRST = [
  "Mehmet",
  "Ayse",
  "Ji-hoon",
  "Somchai",
  "Lucia",
  "Carlos",
  "Elif",
  "Min-jun",
  "Araya",
  "Diego",
  "Selin",
  "Hana",
];
const DOCTOR_LAST = [
  "Yilmaz",
  "Kaya",
  "Park",
  "Wongsawat",
  "Torres",
  "Hernandez",
  "Demir",
  "Kim",
  "Srisuk",
  "Ramirez",
  "Aydin",
  "Lee",
];
/** Typical starting prices in USD per procedure. */
const BASE_USD: Record<string, number> = {
  rhinoplasty: 3500,
  liposuction: 3000,
  facelift: 6500,
  bbl: 4500,
  "dental-implants": 800,
  veneers: 350,
  "hollywood-smile": 4500,
  "hair-transplant": 2500,
  "beard-transplant": 1900,
  lasik: 1700,
  "cataract-surgery": 2200,
  ivf: 4200,
  "health-checkup": 450,
  orthopaedics: 9000,
  cardiology: 7000,
  "breast-augmentation": 4500,
  "tummy-tuck": 4200,
  "gastric-sleeve": 5000,
  "gastric-bypass": 7500,
};

const lit = (values: string[]) =>
  `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]::text[]`;
const weighted = (weights: Record<string, number>) =>
  Object.entries(weights).flatMap(([k, w]) => Array<string>(w).fill(k));

async function loadCatalogue(db: Db, packages: number) {
  const clinics = Math.max(10, Math.round(packages / 10));
  const exec = (q: string) => db.execute(sql.raw(q));
  const cities = weighted(CITY_WEIGHTS);
  const groups = weighted(GROUP_WEIGHTS);
  const groupWords = Object.entries(GROUP_WORDS);

  await exec(`select setseed(0.4242)`);
  await exec(`drop table if exists bench_clinic`);
  // One staging row per clinic: its id, city and main group, and its random draws.
  await exec(`
    create temp table bench_clinic as
    select g as n, gen_random_uuid() as id,
           (${lit(cities)})[1 + floor(random() * ${cities.length})::int] as city_slug,
           (${lit(groups)})[1 + floor(random() * ${groups.length})::int] as group_slug,
           random() as r1, random() as r2, random() as r3, random() as r4
    from generate_series(1, ${clinics}) g`);
  const wordCase = (field: "words" | "specialties", pick: string) =>
    `case bc.group_slug ${groupWords
      .map(
        ([g, v]) =>
          `when '${g}' then (${lit(v[field])})[1 + floor(${pick} * ${v[field].length})::int]`,
      )
      .join(" ")} end`;
  await exec(`
    insert into clinics (id, slug, name, city_id, address, specialty, rating, review_count, verified, languages, photos)
    select bc.id, 'bench-clinic-' || bc.n,
           (${lit(PREFIXES)})[1 + floor(bc.r1 * ${PREFIXES.length})::int] || ' ' || ${wordCase("words", "bc.r2")} || ' '
             || (${lit(SUFFIXES)})[1 + floor(bc.r3 * ${SUFFIXES.length})::int] || ' ' || ci.name,
           ci.id,
           ci.name || ', ' || co.name,
           ${wordCase("specialties", "bc.r3")},
           round((3.6 + bc.r4 * 1.4)::numeric, 1),
           floor(power(bc.r2, 2) * 1800)::int,
           bc.r1 < 0.9,
           array['English'],
           array['/images/clinics/bench/photo-1.svg']
    from bench_clinic bc
    join cities ci on ci.slug = bc.city_slug
    join countries co on co.id = ci.country_id`);
  // Treatments: most of the main group's, sometimes a check-up or one outside the group.
  const baseUsd = `case x.slug ${Object.entries(BASE_USD)
    .map(([k, v]) => `when '${k}' then ${v}`)
    .join(" ")} else 1000 end`;
  await exec(`
    insert into clinic_treatments (clinic_id, treatment_id, price_from_minor, price_to_minor, currency)
    select x.clinic_id, x.treatment_id, p.price_from, (p.price_from * 1.6)::int, x.currency
    from (
      select bc.id as clinic_id, bc.group_slug, t.id as treatment_id, t.slug, g.slug as treatment_group,
             t.sort_order = min(t.sort_order) over (partition by bc.id, g.id) as first_in_group,
             random() as pick, random() as f,
             (array['USD','USD','USD','USD','USD','USD','EUR','EUR','EUR','GBP'])[1 + floor(random() * 10)::int] as currency
      from bench_clinic bc cross join treatments t join treatment_groups g on g.id = t.group_id
    ) x
    join exchange_rates er on er.currency = x.currency
    cross join lateral (select (round(${baseUsd} * (0.7 + x.f * 0.8) * er.rate) * 100)::int as price_from) p
    where (x.treatment_group = x.group_slug and (x.first_in_group or x.pick < 0.65))
       or (x.slug = 'health-checkup' and x.pick < 0.2)
       or (x.treatment_group <> x.group_slug and x.pick < 0.03)
    on conflict do nothing`);
  await exec(`
    insert into doctors (clinic_id, slug, name, title, specialty, sort_order)
    select bc.id, 'bench-dr-' || bc.n || '-' || k,
           'Dr. ' || (${lit(DOCTOR_FIRST)})[1 + ((bc.n * 7 + k) % ${DOCTOR_FIRST.length})] || ' '
             || (${lit(DOCTOR_LAST)})[1 + ((bc.n * 13 + k * 5) % ${DOCTOR_LAST.length})],
           'Surgeon', 'Specialist', k
    from bench_clinic bc, generate_series(0, floor(bc.r3 * 3)::int) k`);
  // Packages: skewed towards bigger clinics, each for one of the clinic's treatments.
  await exec(`
    insert into packages (slug, clinic_id, treatment_id, title, category, price_minor, original_price_minor, currency,
                          duration_text, duration_days, group_size, rating, review_count, includes, overview, images)
    select 'bench-package-' || g, ct.clinic_id, ct.treatment_id, t.name || ' package ' || g, tg.name,
           (ct.price_from_minor * 1.3)::int, (ct.price_from_minor * 1.6)::int, ct.currency,
           '5-7 days', 6, '1 patient', round((3.8 + random() * 1.2)::numeric, 1), floor(random() * 300)::int,
           array['Treatment', 'Hotel', 'Airport transfer', 'Aftercare'], 'Synthetic package for the benchmark.',
           array['/images/treatments/general-1.svg']
    from (
      select g, 1 + floor(power(random(), 1.6) * ${clinics})::int as n from generate_series(1, ${packages}) g
    ) pick
    join bench_clinic bc on bc.n = pick.n
    cross join lateral (
      select x.clinic_id, x.treatment_id, x.price_from_minor, x.currency
      from clinic_treatments x where x.clinic_id = bc.id order by x.treatment_id limit 1
    ) ct
    join treatments t on t.id = ct.treatment_id
    join treatment_groups tg on tg.id = t.group_id`);
  await exec(`drop table bench_clinic`);
  await exec(`vacuum analyze`);

  const counts = (await db.execute(
    sql`select (select count(*) from clinics)::int as clinics, (select count(*) from clinics where verified)::int as verified,
               (select count(*) from clinic_treatments)::int as offers, (select count(*) from doctors)::int as doctors,
               (select count(*) from packages)::int as packages`,
  )) as unknown as { rows?: Record<string, number>[] } | Record<string, number>[];
  return (Array.isArray(counts) ? counts[0] : counts.rows?.[0]) as Record<string, number>;
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
    const perQuery = MIX.map((m) => ({
      name: m.name,
      ...stat(wall.get(m.name)!),
      cpu: stat(cpu.get(m.name)!),
      total: totals.get(m.name) ?? 0,
    }));
    return {
      size,
      ...stat([...wall.values()].flat()),
      cpu: stat([...cpu.values()].flat()),
      perQuery,
    };
  } finally {
    await h.close();
  }
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
