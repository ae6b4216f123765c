// A vitest reporter for scripts/test-all.mjs: what vitest's JSON report leaves out. It writes
// to $VITEST_VERDICT_OUTPUT the tests that passed only on a retry (vitest 4's JSON has no retry
// count) and the unhandled errors of the run (the JSON says "success" even when there were some).
import fs from "node:fs";
import path from "node:path";

export default class VerdictReporter {
  onTestRunEnd(testModules, unhandledErrors) {
    const file = process.env.VITEST_VERDICT_OUTPUT;
    if (!file) return;
    const flaky = [];
    for (const mod of testModules) {
      for (const test of mod.children.allTests()) {
        const d = test.diagnostic();
        if (d && d.retryCount > 0 && test.result().state === "passed")
          flaky.push({
            file: path.relative(process.cwd(), mod.moduleId),
            name: test.fullName,
            retries: d.retryCount,
          });
      }
    }
    const errors = (unhandledErrors ?? []).map((e) => String(e?.message ?? e).split("\n")[0]);
    fs.writeFileSync(file, JSON.stringify({ flaky, unhandledErrors: errors }, null, 2));
  }
}
