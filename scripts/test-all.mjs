#!/usr/bin/env node
// `npm test`: unit + integration (vitest on PGlite; with --with-postgres also on PostgreSQL via
// DATABASE_URL) and end-to-end (Playwright in Chromium against one production build).
// Ends with one line: `tests: N passed, N failed[, N skipped]`.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const args = new Set(process.argv.slice(2));
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const out = path.join(root, "test-results");
fs.mkdirSync(out, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Tests that failed once and passed on their CI retry: named before the summary line. */
const flaky = [];
let hardFailure = false;

function run(label, cmd, argv, env = {}) {
  console.log(`\n=== ${label} ===`);
  const r = spawnSync(cmd, argv, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  return r.status ?? 1;
}

function countVitest(file) {
  if (!fs.existsSync(file)) return false;
  const j = JSON.parse(fs.readFileSync(file, "utf8"));
  totals.passed += j.numPassedTests ?? 0;
  totals.failed += (j.numFailedTests ?? 0) + (j.numRuntimeErrorTests ?? 0);
  totals.skipped += (j.numPendingTests ?? 0) + (j.numTodoTests ?? 0);
  // Files that failed to load count as failures too.
  const broken = (j.testResults ?? []).filter((t) => t.status === "failed" && (t.assertionResults ?? []).length === 0).length;
  totals.failed += broken;
  for (const f of j.testResults ?? []) {
    for (const a of f.assertionResults ?? []) {
      if (a.status === "passed" && (a.retryCount ?? 0) > 0) flaky.push(`vitest: ${a.fullName}`);
    }
  }
  return true;
}

function countPlaywright(file) {
  if (!fs.existsSync(file)) return false;
  const j = JSON.parse(fs.readFileSync(file, "utf8"));
  const s = j.stats ?? {};
  totals.passed += (s.expected ?? 0) + (s.flaky ?? 0);
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) if (t.status === "flaky") flaky.push(`playwright: ${spec.file} › ${spec.title}`);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of j.suites ?? []) walk(suite);
  totals.failed += s.unexpected ?? 0;
  totals.skipped += s.skipped ?? 0;
  if ((j.errors ?? []).length && !(s.expected || s.unexpected)) totals.failed += 1;
  return true;
}

const only = (name) => !args.has("--unit") && !args.has("--e2e") ? true : args.has(`--${name}`);

if (only("unit")) {
  const f = path.join(out, "unit.json");
  fs.rmSync(f, { force: true });
  const code = run("unit and integration (PGlite)", "npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile=${f}`]);
  if (!countVitest(f) && code !== 0) hardFailure = true;

  if (args.has("--with-postgres")) {
    const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
    if (!url) {
      console.error("--with-postgres needs DATABASE_URL or TEST_DATABASE_URL");
      hardFailure = true;
    } else {
      const g = path.join(out, "unit-postgres.json");
      fs.rmSync(g, { force: true });
      const c2 = run("database tests on PostgreSQL", "npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile=${g}`], {
        TEST_DATABASE_URL: url,
      });
      if (!countVitest(g) && c2 !== 0) hardFailure = true;
    }
  }
}

if (only("e2e")) {
  const f = path.join(out, "e2e.json");
  fs.rmSync(f, { force: true });
  // The e2e server always uses the embedded database, whatever DATABASE_URL says.
  const code = run("end-to-end (Chromium)", "npx", ["playwright", "test", "--reporter=list,json"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: f,
    DATABASE_URL: "",
  });
  if (!countPlaywright(f) && code !== 0) hardFailure = true;
  scanServerLog();
  scanClassConflicts();
}

/**
 * cn() joins classes without resolving Tailwind conflicts (docs/decisions/020), so the e2e
 * server (CN_CHECK=1) logs every rendered class list with two classes for the same property.
 * Counts as one test.
 */
function scanClassConflicts() {
  const port = process.env.E2E_PORT ?? "3210";
  const file = path.join(root, "tests", ".tmp", `e2e-server-${port}.log`);
  console.log("\n=== conflicting Tailwind classes in the pages rendered ===");
  const lines = fs.existsSync(file)
    ? fs.readFileSync(file, "utf8").split("\n").filter((l) => l.includes("[cn] conflicting Tailwind classes"))
    : null;
  if (lines && lines.length === 0) {
    console.log("✓ none");
    totals.passed += 1;
  } else {
    console.log(lines ? lines.slice(0, 20).join("\n") : `✘ no server log at ${file}`);
    if (lines) console.log(`✘ ${lines.length} class lists with conflicting classes`);
    totals.failed += 1;
  }
}

/**
 * Health data and secrets never reach the logs: the e2e server's whole log (info level: every
 * request) must not contain what the specs typed into records, messages, quote notes, reviews
 * or card fields, nor passwords, session tokens or the server's secrets. Counts as one test.
 */
function scanServerLog() {
  const port = process.env.E2E_PORT ?? "3210";
  const file = path.join(root, "tests", ".tmp", `e2e-server-${port}.log`);
  console.log("\n=== health data and secrets in the server log ===");
  if (!fs.existsSync(file)) {
    console.log(`✘ no server log at ${file}`);
    totals.failed += 1;
    return;
  }
  const log = fs.readFileSync(file, "utf8");
  const dataDir = path.join(root, "tests", ".tmp", `e2e-data-${port}`);
  const secrets = [".auth-secret", ".records-key"]
    .map((n) => path.join(dataDir, n))
    .filter((p) => fs.existsSync(p))
    .map((p) => fs.readFileSync(p, "utf8").trim())
    .filter((v) => v.length >= 16);
  const forbidden = [
    "Journey-e2e-Passage-2026",
    "Patient-e2e-Passage-2026",
    "Clinic-e2e-Passage-2026",
    "Admin-e2e-Passage-2026",
    "session_token=",
    // Links that act as passwords (confirmation, reset, invitation, newsletter) never reach the log.
    "token=",
    "4242424242424242",
    "4242 4242 4242 4242",
    "Full blood count",
    "Hello! Is IVF with ICSI",
    "nasal fracture",
    "xss-probe",
    "%PDF-",
    ...secrets,
  ];
  const found = forbidden.filter((s) => log.includes(s));
  const lines = log.split("\n").length;
  if (found.length === 0 && lines > 100) {
    console.log(`✓ ${lines} log lines, none with health data, passwords, card numbers, tokens or secrets`);
    totals.passed += 1;
  } else {
    console.log(`✘ ${lines} log lines; found: ${found.map((s) => (secrets.includes(s) ? "<a server secret>" : s)).join(", ") || "too few lines to judge"}`);
    totals.failed += 1;
  }
}

// --with-faults (CI): the fault-injection suite against the production build the e2e run built.
if (args.has("--with-faults")) {
  console.log("\n=== fault injection (kill -9, SIGTERM, PostgreSQL restart, held lock) ===");
  const r = spawnSync(process.execPath, ["--import", "tsx", "tests/faults/faults.ts"], {
    cwd: root,
    env: process.env,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  process.stdout.write(r.stdout ?? "");
  const m = (r.stdout ?? "").match(/faults: (\d+) passed, (\d+) failed/);
  if (m) {
    totals.passed += Number(m[1]);
    totals.failed += Number(m[2]);
  } else {
    hardFailure = true;
  }
}

if (hardFailure && totals.failed === 0) totals.failed = 1;
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : "";
if (flaky.length) {
  console.log(`\nflaky (failed once, passed on retry): ${flaky.length}`);
  for (const f of flaky) console.log(`  ${f}`);
}
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed > 0 ? 1 : 0);
