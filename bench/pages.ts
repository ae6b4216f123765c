// npm run bench:pages — the home page's JavaScript weight and server render latency (English,
// Arabic and German), start-up
// times, and Lighthouse mobile scores for the home, search results, clinic and package pages
// (issues 2 and 3). Prints figures; asserts nothing.
//   --no-lighthouse        skip Lighthouse
//   LH_RUNS=n              Lighthouse runs per page (default 3; the median is reported, as
//                          Lighthouse advises: single runs vary by several points)
//   LH_PAGES=/a,/b         other pages instead of the default four
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { browserJs, routeJs } from "./js-weight";
import { ROOT, chromiumPath, percentile, startServer, stopServer, waitFor } from "./lib";

const PORT = Number(process.env.BENCH_PORT ?? 3288);
const BASE = `http://localhost:${PORT}`;
const skipLighthouse = process.argv.includes("--no-lighthouse");

function kb(n: number) {
  return `${(n / 1024).toFixed(1)} KB`;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "careatlas-bench-"));
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

  if (!skipLighthouse) {
    const pages = process.env.LH_PAGES?.split(",") ?? [
      "/",
      "/search-results",
      "/clinic/bosphorus-aesthetic-hospital",
      "/package/istanbul-fue-hair-transplant-package",
    ];
    const runs = Number(process.env.LH_RUNS ?? 3);
    console.log(
      `Lighthouse mobile (default simulated throttling), median of ${runs} runs (targets: performance >= 95, accessibility 100):`,
    );
    for (const p of pages) {
      const results: { perf: number; a11y: number; line: string }[] = [];
      for (let i = 0; i < runs; i++) {
        const out = path.join(dataDir, "lh.json");
        try {
          execFileSync(
            path.join(ROOT, "node_modules/.bin/lighthouse"),
            [
              `${BASE}${p}`,
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
          results.push({
            perf: score("performance"),
            a11y: score("accessibility"),
            line:
              `performance ${score("performance")}, accessibility ${score("accessibility")}, best practices ${score("best-practices")}, SEO ${score("seo")}` +
              ` (FCP ${a["first-contentful-paint"].displayValue}, LCP ${a["largest-contentful-paint"].displayValue}, TBT ${a["total-blocking-time"].displayValue}, CLS ${a["cumulative-layout-shift"].displayValue})`,
          });
        } catch (e) {
          console.log(`  ${p}: run ${i + 1} failed: ${(e as Error).message.split("\n")[0]}`);
        }
      }
      if (!results.length) continue;
      const sorted = [...results].sort((x, y) => x.perf - y.perf);
      const median = sorted[Math.floor(sorted.length / 2)]!;
      console.log(
        `  ${p}: median ${median.line}; all runs: performance ${results.map((r) => r.perf).join(", ")}`,
      );
    }
  }
  await stopServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
