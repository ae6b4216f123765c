// Types for scripts/test-verdict.mjs (a plain script, so that `npm test` needs no build step).
export type Totals = {
  passed: number;
  failed: number;
  skipped: number;
  flaky: string[];
  failures: string[];
};
export type VitestExtra = {
  flaky?: Array<{ file: string; name: string; retries: number }>;
  unhandledErrors?: string[];
};
export function emptyTotals(): Totals;
export function addVitest(
  totals: Totals,
  run: { label: string; json: unknown; extra: VitestExtra | null; exitCode: number },
): void;
export function addPlaywright(
  totals: Totals,
  run: { label: string; json: unknown; exitCode: number },
): void;
export function addFaults(totals: Totals, run: { stdout: string; exitCode: number }): void;
export function summary(totals: Totals): string[];
