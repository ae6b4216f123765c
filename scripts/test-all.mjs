#!/usr/bin/env node
// `npm test`: unit + integration (vitest on PGlite; with --with-postgres also on PostgreSQL via
// DATABASE_URL) and end-to-end (Playwright in Chromium against one production build).
// Ends with one line: `tests: N passed, N failed[, N skipped]`, after the names of the tests that
// failed and of those that passed only on a retry (scripts/test-verdict.mjs decides).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { addFaults, addPlaywright, addVitest, emptyTotals, summary } from "./test-verdict.mjs";

const args = new Set(process.argv.slice(2));
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const out = path.join(root, "test-results");
fs.mkdirSync(out, { recursive: true });
const totals = emptyTotals();

function run(label, cmd, argv, env = {}) {
  console.log(`\n=== ${label} ===`);
  const r = spawnSync(cmd, argv, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  return r.status ?? 1;
}

const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : null);

/** One vitest pass, with the JSON report and the verdict reporter's report (retries, unhandled errors). */
function vitestPass(label, name, env = {}) {
  const report = path.join(out, `${name}.json`);
  const extra = path.join(out, `${name}-verdict.json`);
  fs.rmSync(report, { force: true });
  fs.rmSync(extra, { force: true });
  const exitCode = run(
    label,
    "npx",
    [
      "vitest",
      "run",
      "--reporter=default",
      "--reporter=json",
      `--outputFile=${report}`,
      "--reporter=./scripts/vitest-verdict-reporter.mjs",
    ],
    { ...env, VITEST_VERDICT_OUTPUT: extra },
  );
  addVitest(totals, { label, json: readJson(report), extra: readJson(extra), exitCode });
}

const only = (name) => (!args.has("--unit") && !args.has("--e2e") ? true : args.has(`--${name}`));

if (only("unit")) {
  // PGlite even when the caller exported TEST_DATABASE_URL for the PostgreSQL pass (CI does):
  // otherwise both passes would run on PostgreSQL and the embedded engine would go untested.
  vitestPass("unit and integration (PGlite)", "unit", { TEST_DATABASE_URL: "" });
  if (args.has("--with-postgres")) {
    const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
    if (!url) {
      console.error("--with-postgres needs DATABASE_URL or TEST_DATABASE_URL");
      totals.failed += 1;
      totals.failures.push("--with-postgres without a database URL");
    } else {
      vitestPass("database tests on PostgreSQL", "unit-postgres", { TEST_DATABASE_URL: url });
    }
  }
}

if (only("e2e")) {
  const f = path.join(out, "e2e.json");
  fs.rmSync(f, { force: true });
  // The e2e server always uses the embedded database, whatever DATABASE_URL says.
  const label = "end-to-end (Chromium)";
  const exitCode = run(label, "npx", ["playwright", "test", "--reporter=list,json"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: f,
    DATABASE_URL: "",
  });
  addPlaywright(totals, { label, json: readJson(f), exitCode });
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
    ? fs
        .readFileSync(file, "utf8")
        .split("\n")
        .filter((l) => l.includes("[cn] conflicting Tailwind classes"))
    : null;
  if (lines && lines.length === 0) {
    console.log("✓ none");
    totals.passed += 1;
  } else {
    console.log(lines ? lines.slice(0, 20).join("\n") : `✘ no server log at ${file}`);
    if (lines) console.log(`✘ ${lines.length} class lists with conflicting classes`);
    totals.failed += 1;
    totals.failures.push("log scan: conflicting Tailwind classes");
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
    totals.failures.push("log scan: no e2e server log");
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
    console.log(
      `✓ ${lines} log lines, none with health data, passwords, card numbers, tokens or secrets`,
    );
    totals.passed += 1;
  } else {
    console.log(
      `✘ ${lines} log lines; found: ${found.map((s) => (secrets.includes(s) ? "<a server secret>" : s)).join(", ") || "too few lines to judge"}`,
    );
    totals.failed += 1;
    totals.failures.push("log scan: health data or secrets in the server log");
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
  addFaults(totals, { stdout: r.stdout ?? "", exitCode: r.status ?? 1 });
}

console.log(`\n${summary(totals).join("\n")}`);
process.exit(totals.failed > 0 ? 1 : 0);
