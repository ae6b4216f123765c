// npm run bench:pages — the home page's JavaScript weight and server render latency (English,
// Arabic and German), start-up
// times, and Lighthouse mobile scores for the home, search results, clinic and package pages
// (issues 2 and 3). Prints figures; asserts nothing.
//   --no-lighthouse        skip Lighthouse
//   --lighthouse-only      only the Lighthouse runs (no start-up, render or weight figures)
//   LH_RUNS=n              Lighthouse rounds (default 3; medians are reported, as Lighthouse
//                          advises: single runs vary by several points). The pages are
//                          interleaved: home, search, clinic, package, home, search... so that the
//                          machine's load falls on every page alike.
//   LH_PAGES=/a,/b         other pages instead of the default four; a full URL
//                          (http://localhost:3442/clinic/…) measures another server's page in
//                          the same interleaved rounds (say main's build beside this one)
//   LH_KEEP=dir            keep each run's Lighthouse JSON there (for reading the audits)
//   BENCH_URL=http://…     measure a server that is already running (another build, say main's
//                          in a second worktree) instead of starting this checkout's; implies
//                          --lighthouse-only
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { browserJs, routeJs } from "./js-weight";
import { ROOT, chromiumPath, percentile, startServer, stopServer, waitFor } from "./lib";

const PORT = Number(process.env.BENCH_PORT ?? 3288);
const BASE = process.env.BENCH_URL?.replace(/\/$/, "") ?? `http://localhost:${PORT}`;
const skipLighthouse = process.argv.includes("--no-lighthouse");
const lighthouseOnly = process.argv.includes("--lighthouse-only") || Boolean(process.env.BENCH_URL);

function kb(n: number) {
  return `${(n / 1024).toFixed(1)} KB`;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "careatlas-bench-"));
  if (lighthouseOnly) {
    const server = process.env.BENCH_URL ? null : startServer(PORT, path.join(dataDir, "d"));
    await waitFor(`${BASE}/`, 300_000);
    await lighthouse(BASE, dataDir);
    if (server) await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
    return;
  }
  console.log("Start-up (npm start on an installed, built checkout):");
  let server = startServer(PORT, path.join(dataDir, "d"));
  // The first start builds if needed; time only after the build is done by starting twice.
  await waitFor(`${BASE}/healthz`, 300_000);
  await stopServer(server);
  fs.rmSync(path.join(dataDir, "d"), { recursive: true, force: true });

  let t0 = performance.now();
  server = startServer(PORT, path.join(dataDir, "d"));
  await waitFor(`${BASE}/`, 60_000);
  const firstRun = performance.now() - t0;
  await stopServer(server);
  t0 = performance.now();
  server = startServer(PORT, path.join(dataDir, "d"));
  await waitFor(`${BASE}/`, 60_000);
  const secondRun = performance.now() - t0;
  console.log(
    `  first run (fresh database: migrate + seed): ${(firstRun / 1000).toFixed(2)} s  (target <= 10 s)`,
  );
  console.log(
    `  later runs:                                  ${(secondRun / 1000).toFixed(2)} s  (target <= 3 s)`,
  );

  // Server render of the home page in English and in two other languages (Arabic: right to
  // left), sequential requests after a warm-up, interleaved so that the machine's load is shared.
  const HOMES = ["/", "/ar", "/de"];
  for (const p of HOMES) for (let i = 0; i < 30; i++) await (await fetch(`${BASE}${p}`)).text();
  const times = new Map<string, number[]>(HOMES.map((p) => [p, []]));
  for (let i = 0; i < 300; i++) {
    for (const p of HOMES) {
      const s = performance.now();
      const r = await fetch(`${BASE}${p}`, { headers: { "accept-encoding": "identity" } });
      await r.text();
      times.get(p)!.push(performance.now() - s);
    }
  }
  console.log("Server render of the home page (300 sequential requests each, full body):");
  const p50 = (p: string) => percentile(times.get(p)!, 50);
  for (const p of HOMES) {
    const t = times.get(p)!.sort((a, b) => a - b);
    const vsEn =
      p === "/" ? "" : `, p50 ${((p50(p) / p50("/") - 1) * 100).toFixed(0)} % vs English`;
    console.log(
      `  ${p.padEnd(3)} p50 ${percentile(t, 50).toFixed(1)} ms, p95 ${percentile(t, 95).toFixed(1)} ms, p99 ${percentile(t, 99).toFixed(1)} ms${vsEn}  (target p50 <= 30 ms; other languages within 20 % of English)`,
    );
  }

  // JavaScript the home page loads on first visit, as Chromium downloads it (phone and desktop
  // widths, no interaction, until idle + 3 s); the build manifest's static imports beside it.
  // The German and Arabic homes are measured in a browser asking for that language.
  const loaded = await browserJs(`${BASE}/`, chromiumPath());
  const js = routeJs(["routes/home"]);
  console.log("JavaScript loaded by the home page:");
  console.log(
    `  in Chromium: ${loaded.count} files, ${kb(loaded.gz)} gzipped  (target <= 120 KB gzipped)`,
  );
  for (const [g, f] of loaded.rows.slice(0, 5)) console.log(`    ${kb(g).padStart(9)}  ${f}`);
  console.log(`  static imports in the build manifest: ${js.count} files, ${kb(js.gz)} gzipped`);
  for (const [p, locale] of [
    ["/de", "de-DE"],
    ["/ar", "ar"],
  ] as const) {
    const other = await browserJs(`${BASE}${p}`, chromiumPath(), locale);
    console.log(`  ${p} (browser in ${locale}): ${other.count} files, ${kb(other.gz)} gzipped`);
  }

  if (!skipLighthouse) await lighthouse(BASE, dataDir);
  await stopServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

type Run = {
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Script requests the page made during the load Lighthouse observed. */
  scripts: number;
  requests: number;
  /** The render-blocking resources Lighthouse lists: their blocking download time, summed. */
  renderBlocking: number;
  mainThread: number;
  bootup: number;
  benchmarkIndex: number;
  load1: number;
};

function median(xs: number[]) {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/**
 * Lighthouse mobile (default simulated throttling) on each page, the pages interleaved round by
 * round; per page, the median of each figure over the rounds (each figure's own median, so the
 * TBT column is not the TBT of the median-score run).
 */
async function lighthouse(base: string, dataDir: string) {
  const pages = process.env.LH_PAGES?.split(",") ?? [
    "/",
    "/search-results",
    "/clinic/bosphorus-aesthetic-hospital",
    "/package/istanbul-fue-hair-transplant-package",
  ];
  const rounds = Number(process.env.LH_RUNS ?? 3);
  const keep = process.env.LH_KEEP;
  if (keep) fs.mkdirSync(keep, { recursive: true });
  console.log(
    `Lighthouse mobile (default simulated throttling), ${rounds} interleaved rounds of ${pages.length} pages (targets: performance >= 98 and TBT <= 50 ms on clinic and package pages, accessibility 100):`,
  );
  const runs = new Map<string, Run[]>(pages.map((p) => [p, []]));
  for (let round = 1; round <= rounds; round++) {
    for (const p of pages) {
      const out = keep
        ? path.join(keep, `${p.replace(/[^a-z0-9]+/gi, "_")}-${round}.json`)
        : path.join(dataDir, "lh.json");
      const load1 = os.loadavg()[0]!;
      try {
        execFileSync(
          path.join(ROOT, "node_modules/.bin/lighthouse"),
          [
            /^https?:/.test(p) ? p : `${base}${p}`,
            "--quiet",
            "--output=json",
            `--output-path=${out}`,
            "--only-categories=performance,accessibility,best-practices,seo",
            "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage",
          ],
          {
            env: { ...process.env, CHROME_PATH: chromiumPath() },
            stdio: ["ignore", "ignore", "pipe"],
            timeout: 180_000,
          },
        );
        const lh = JSON.parse(fs.readFileSync(out, "utf8"));
        const c = lh.categories;
        const score = (k: string) => Math.round((c[k]?.score ?? 0) * 100);
        const a = lh.audits;
        const num = (k: string) => Number(a[k]?.numericValue ?? 0);
        const items: { resourceType?: string }[] = a["network-requests"]?.details?.items ?? [];
        const run: Run = {
          perf: score("performance"),
          a11y: score("accessibility"),
          bp: score("best-practices"),
          seo: score("seo"),
          fcp: num("first-contentful-paint"),
          lcp: num("largest-contentful-paint"),
          tbt: num("total-blocking-time"),
          cls: num("cumulative-layout-shift"),
          scripts: items.filter((i) => i.resourceType === "Script").length,
          requests: items.length,
          // What Lighthouse lists as render-blocking: each resource whose blocking download took
          // at least its 50 ms threshold (0 when nothing is listed, i.e. the audit passes).
          renderBlocking: (
            (a["render-blocking-resources"]?.details?.items ?? []) as { wastedMs?: number }[]
          ).reduce((sum, i) => sum + (i.wastedMs ?? 0), 0),
          mainThread: num("mainthread-work-breakdown"),
          bootup: num("bootup-time"),
          benchmarkIndex: Number(lh.environment?.benchmarkIndex ?? 0),
          load1,
        };
        runs.get(p)!.push(run);
        console.log(
          `  round ${round} ${p}: performance ${run.perf}, TBT ${run.tbt.toFixed(0)} ms, FCP ${run.fcp.toFixed(0)} ms, LCP ${run.lcp.toFixed(0)} ms, ${run.scripts} scripts, render-blocking ${run.renderBlocking.toFixed(0)} ms (load1 ${load1.toFixed(2)}, benchmarkIndex ${run.benchmarkIndex.toFixed(0)})`,
        );
      } catch (e) {
        console.log(`  round ${round} ${p}: failed: ${(e as Error).message.split("\n")[0]}`);
      }
    }
  }
  console.log("Medians per page:");
  for (const p of pages) {
    const r = runs.get(p)!;
    if (!r.length) continue;
    const m = (k: keyof Run) => median(r.map((x) => x[k]));
    console.log(
      `  ${p} (${r.length} runs): performance ${m("perf")} (all: ${r.map((x) => x.perf).join(", ")}), TBT ${m("tbt").toFixed(0)} ms (all: ${r.map((x) => x.tbt.toFixed(0)).join(", ")}), FCP ${m("fcp").toFixed(0)} ms, LCP ${m("lcp").toFixed(0)} ms, CLS ${m("cls").toFixed(3)}`,
    );
    console.log(
      `      ${m("scripts")} script requests (${m("requests")} in all), render-blocking stylesheet ${m("renderBlocking").toFixed(0)} ms, main thread ${m("mainThread").toFixed(0)} ms, JS bootup ${m("bootup").toFixed(0)} ms; accessibility ${m("a11y")}, best practices ${m("bp")}, SEO ${m("seo")}; load1 ${m("load1").toFixed(2)}, benchmarkIndex ${m("benchmarkIndex").toFixed(0)}`,
    );
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
