// How scripts/test-all.mjs turns each tool's report into one verdict. Pure functions, so that
// tests/integration/test-verdict.test.ts can feed them the reports that used to slip through:
// - a vitest run that exits non-zero with a report saying all passed (an unhandled error after
//   the tests) is a failure;
// - a test that passed only on its retry is named as flaky (vitest: from the verdict reporter,
//   as vitest's JSON has no retry count; Playwright: status "flaky");
// - Playwright errors outside any test are a failure, even when tests ran;
// - a fault scenario that could not run is skipped, not passed;
// - a missing report is a failure, never a silent zero.

export function emptyTotals() {
  return { passed: 0, failed: 0, skipped: 0, flaky: [], failures: [] };
}

function fail(totals, message) {
  totals.failed += 1;
  totals.failures.push(message);
}

/**
 * One vitest run: `json` is its JSON report (null when missing), `extra` what
 * scripts/vitest-verdict-reporter.mjs wrote (null when missing).
 */
export function addVitest(totals, { label, json, extra, exitCode }) {
  if (!json) return fail(totals, `${label}: no vitest report (exit code ${exitCode})`);
  const failedBefore = totals.failed;
  totals.passed += json.numPassedTests ?? 0;
  totals.failed += json.numFailedTests ?? 0;
  totals.skipped += (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
  for (const t of json.testResults ?? []) {
    for (const a of t.assertionResults ?? [])
      if (a.status === "failed") totals.failures.push(`${label}: ${a.fullName}`);
    // A file that failed to load has no test results: it is one failure.
    if (t.status === "failed" && (t.assertionResults ?? []).length === 0)
      fail(totals, `${label}: ${t.name} did not load: ${String(t.message ?? "").split("\n")[0]}`);
  }
  if (!extra)
    fail(totals, `${label}: no retry and unhandled-error report from the verdict reporter`);
  else {
    for (const f of extra.flaky ?? [])
      totals.flaky.push(`vitest (${label}): ${f.file} > ${f.name}`);
    const errors = extra.unhandledErrors ?? [];
    if (errors.length)
      fail(
        totals,
        `${label}: ${errors.length} unhandled error(s) outside the tests: ${errors.join(" | ")}`,
      );
  }
  if (exitCode !== 0 && totals.failed === failedBefore)
    fail(totals, `${label}: vitest exited ${exitCode} although its report counts no failure`);
}

/** One Playwright run from its JSON report. */
export function addPlaywright(totals, { label, json, exitCode }) {
  if (!json) return fail(totals, `${label}: no Playwright report (exit code ${exitCode})`);
  const failedBefore = totals.failed;
  const s = json.stats ?? {};
  totals.passed += (s.expected ?? 0) + (s.flaky ?? 0);
  totals.failed += s.unexpected ?? 0;
  totals.skipped += s.skipped ?? 0;
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const name = `${spec.file} › ${spec.title}`;
        if (t.status === "flaky") totals.flaky.push(`playwright: ${name}`);
        if (t.status === "unexpected") totals.failures.push(`${label}: ${name}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of json.suites ?? []) walk(suite);
  for (const e of json.errors ?? [])
    fail(totals, `${label}: error outside the tests: ${String(e.message ?? e).split("\n")[0]}`);
  if (exitCode !== 0 && totals.failed === failedBefore)
    fail(totals, `${label}: Playwright exited ${exitCode} although its report counts no failure`);
}

/** The fault suite from its last line, `faults: N passed, N failed[, N skipped]`. */
export function addFaults(totals, { stdout, exitCode }) {
  const m = /faults: (\d+) passed, (\d+) failed(?:, (\d+) skipped)?/.exec(stdout ?? "");
  if (!m) return fail(totals, `faults: no summary line (exit code ${exitCode})`);
  const failedBefore = totals.failed;
  totals.passed += Number(m[1]);
  totals.failed += Number(m[2]);
  totals.skipped += Number(m[3] ?? 0);
  for (const line of (stdout ?? "").split("\n"))
    if (line.startsWith("✘ ")) totals.failures.push(`faults: ${line.slice(2)}`);
  if (exitCode !== 0 && totals.failed === failedBefore)
    fail(totals, `faults: exited ${exitCode} although its summary counts no failure`);
}

/** The lines printed at the end: flaky tests and failures by name, then the summary line. */
export function summary(totals) {
  const lines = [];
  if (totals.flaky.length) {
    lines.push(`flaky (failed, then passed on retry): ${totals.flaky.length}`);
    for (const f of totals.flaky) lines.push(`  ${f}`);
  }
  if (totals.failures.length) {
    lines.push(`failed: ${totals.failures.length}`);
    for (const f of totals.failures.slice(0, 50)) lines.push(`  ${f}`);
  }
  const skipped = totals.skipped ? `, ${totals.skipped} skipped` : "";
  lines.push(`tests: ${totals.passed} passed, ${totals.failed} failed${skipped}`);
  return lines;
}
