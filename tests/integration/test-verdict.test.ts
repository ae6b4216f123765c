import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  addFaults,
  addPlaywright,
  addVitest,
  emptyTotals,
  summary,
} from "../../scripts/test-verdict.mjs";

/**
 * The verdict of `npm test` (scripts/test-all.mjs) on the reports that used to pass: each case
 * here was green before scripts/test-verdict.mjs. The vitest case runs a real vitest on
 * tests/fixtures/verdict, a project with one test that passes only on its retry and one that
 * leaves an unhandled rejection behind.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const FIXTURE = path.join(ROOT, "tests/fixtures/verdict");

function runFixture() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "verdict-"));
  const report = path.join(dir, "report.json");
  const extra = path.join(dir, "verdict.json");
  // The outer vitest's own variables would make the inner one think it is a worker.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !k.startsWith("VITEST")),
  );
  const r = spawnSync(
    process.execPath,
    [
      path.join(ROOT, "node_modules/vitest/vitest.mjs"),
      "run",
      "--reporter=json",
      `--outputFile=${report}`,
      `--reporter=${path.join(ROOT, "scripts/vitest-verdict-reporter.mjs")}`,
    ],
    { cwd: FIXTURE, env: { ...env, VITEST_VERDICT_OUTPUT: extra }, encoding: "utf8" },
  );
  const read = (f: string) => (fs.existsSync(f) ? JSON.parse(fs.readFileSync(f, "utf8")) : null);
  const out = { exitCode: r.status ?? 1, json: read(report), extra: read(extra), stderr: r.stderr };
  fs.rmSync(dir, { recursive: true, force: true });
  return out;
}

describe("the verdict on vitest", () => {
  it("fails a run whose report says all passed when vitest exited non-zero (an unhandled error), and names the test that passed on retry", () => {
    const run = runFixture();
    expect(run.json, run.stderr).not.toBeNull();
    // What vitest's JSON alone says: all passed.
    expect(run.json).toMatchObject({ numFailedTests: 0, success: true });
    expect(run.exitCode).not.toBe(0);

    const totals = emptyTotals();
    addVitest(totals, {
      label: "fixture",
      json: run.json,
      extra: run.extra,
      exitCode: run.exitCode,
    });
    expect(totals.failed).toBe(1);
    expect(totals.failures.join("\n")).toMatch(/unhandled error.*left behind by the fixture/);
    expect(totals.flaky).toEqual([
      "vitest (fixture): flaky.case.mjs > passes on its second attempt",
    ]);
    expect(summary(totals).at(-1)).toBe("tests: 4 passed, 1 failed");
  });

  it("fails a non-zero exit even without the reporter's help, and a missing report", () => {
    const json = { numPassedTests: 3, numFailedTests: 0, testResults: [] };
    const a = emptyTotals();
    addVitest(a, { label: "x", json, extra: { flaky: [], unhandledErrors: [] }, exitCode: 1 });
    expect(a.failed).toBe(1);
    const b = emptyTotals();
    addVitest(b, { label: "x", json, extra: null, exitCode: 0 });
    expect(b.failed).toBe(1);
    const c = emptyTotals();
    addVitest(c, { label: "x", json: null, extra: null, exitCode: 1 });
    expect(c).toMatchObject({ passed: 0, failed: 1 });
    const ok = emptyTotals();
    addVitest(ok, { label: "x", json, extra: { flaky: [], unhandledErrors: [] }, exitCode: 0 });
    expect(ok).toMatchObject({ passed: 3, failed: 0, flaky: [] });
  });
});

describe("the verdict on Playwright", () => {
  const report = (over: object = {}) => ({
    stats: { expected: 2, unexpected: 0, flaky: 1, skipped: 0 },
    suites: [
      {
        suites: [
          {
            specs: [
              { file: "a.spec.ts", title: "steady", tests: [{ status: "expected" }] },
              { file: "a.spec.ts", title: "wobbly", tests: [{ status: "flaky" }] },
            ],
          },
        ],
      },
    ],
    errors: [],
    ...over,
  });

  it("names a test that passed on its retry", () => {
    const t = emptyTotals();
    addPlaywright(t, { label: "e2e", json: report(), exitCode: 0 });
    expect(t).toMatchObject({ passed: 3, failed: 0, flaky: ["playwright: a.spec.ts › wobbly"] });
  });

  it("fails on an error outside the tests even when tests ran", () => {
    const t = emptyTotals();
    addPlaywright(t, {
      label: "e2e",
      json: report({ errors: [{ message: "global setup failed" }] }),
      exitCode: 1,
    });
    expect(t.failed).toBe(1);
    expect(t.failures).toEqual(["e2e: error outside the tests: global setup failed"]);
  });
});

describe("the verdict on the fault suite", () => {
  it("counts a scenario that could not run as skipped, not passed", () => {
    const t = emptyTotals();
    addFaults(t, {
      stdout:
        "✓ sigterm (12 s): ok\n- slowdb (0 s): skipped: no PostgreSQL reachable\nfaults: 1 passed, 0 failed, 1 skipped\n",
      exitCode: 0,
    });
    expect(t).toMatchObject({ passed: 1, failed: 0, skipped: 1 });
  });

  it("fails without a summary line", () => {
    const t = emptyTotals();
    addFaults(t, { stdout: "crashed", exitCode: 1 });
    expect(t.failed).toBe(1);
  });
});
