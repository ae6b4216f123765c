// The JavaScript a page loads on first visit, two ways:
// - routeJs: read from the build's route manifest (the client entry, the root route and the
//   route's own module with all their static imports). Quick, but blind to what loads later
//   without any interaction (a library imported after hydration, on idle...).
// - pageJs / browserJs: what Chromium really downloads: the page opened in a fresh context at a
//   phone's and a desktop's width and left alone (see pageJs), every script response counted once
//   at its gzipped size (level 6). This is the figure that counts, and the budget test's.
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser, Page } from "@playwright/test";
import { ROOT } from "./lib";

type ManifestRoute = { module: string; imports?: string[] };
type Manifest = { entry: ManifestRoute; routes: Record<string, ManifestRoute> };

export function readManifest(): Manifest {
  const dir = path.join(ROOT, "build/client/assets");
  const file = fs.readdirSync(dir).find((f) => /^manifest-.*\.js$/.test(f));
  if (!file) throw new Error("No build manifest: run npm run build");
  const src = fs.readFileSync(path.join(dir, file), "utf8");
  return JSON.parse(src.slice(src.indexOf("{"), src.lastIndexOf("}") + 1)) as Manifest;
}

export function routeJs(routeIds: string[]) {
  const m = readManifest();
  const files = new Set<string>();
  const add = (r?: ManifestRoute) => {
    if (!r) return;
    files.add(r.module);
    for (const i of r.imports ?? []) files.add(i);
  };
  add(m.entry);
  for (const id of ["root", ...routeIds]) add(m.routes[id]);
  let raw = 0;
  let gz = 0;
  const rows: [number, string][] = [];
  for (const f of files) {
    const buf = fs.readFileSync(path.join(ROOT, "build/client", f));
    const g = gzipSync(buf, { level: 6 }).length;
    raw += buf.length;
    gz += g;
    rows.push([g, f]);
  }
  rows.sort((a, b) => b[0] - a[0]);
  return { count: files.size, raw, gz, rows };
}

/** The viewports a page is measured at: a phone's and a desktop's width. */
export const WEIGHT_VIEWPORTS = [375, 1280];

/** How long no request may be in flight before a page counts as done downloading. */
const QUIET_MS = 500;

/**
 * Follows a page's requests; the function returned resolves once, from its call on, no request
 * has been in flight for `ms` (as Playwright's "networkidle", which can be reached only once).
 */
function trackNetwork(page: Page) {
  let inFlight = 0;
  let last = Date.now();
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
    last = Date.now();
  };
  page.on("request", () => {
    inFlight += 1;
    last = Date.now();
  });
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  // A request held open (an event stream) would keep it waiting: it gives up after 10 s.
  return async (ms: number) => {
    const until = Date.now() + 10_000;
    // Counted from the call: what the page is about to request has not been asked for yet.
    last = Date.now();
    for (;;) {
      const idle = Date.now() - last;
      if ((inFlight === 0 && idle >= ms) || Date.now() > until) return;
      await new Promise((r) => setTimeout(r, inFlight === 0 ? ms - idle : 50));
    }
  };
}

/**
 * What Chromium downloads for one page in fresh contexts at each width in `WEIGHT_VIEWPORTS`,
 * left alone until it has hydrated and 3.5 s more on the page's clock (the app banner's bar loads
 * on phones 3 s after hydration; the clock is moved on rather than waited for), then until the
 * network is idle; every script counted once (by path) at its
 * gzipped size (level 6). `locale` sets the browser's language (its `Accept-Language`).
 * `tests/e2e/js-budget.spec.ts` asserts the budget with it; `npm run bench:pages` prints it.
 */
export async function pageJs(browser: Browser, url: string, locale?: string) {
  const sizes = new Map<string, number>();
  /** The scripts' text, for checks on what the build put in them. */
  const sources = new Map<string, string>();
  await Promise.all(
    WEIGHT_VIEWPORTS.map(async (width) => {
      const context = await browser.newContext({ viewport: { width, height: 800 }, locale });
      try {
        const page = await context.newPage();
        const quiet = trackNetwork(page);
        const pending: Promise<void>[] = [];
        page.on("response", (res) => {
          const u = new URL(res.url());
          if (res.request().resourceType() !== "script" && !u.pathname.endsWith(".js")) return;
          pending.push(
            res.body().then(
              (b) => {
                sizes.set(u.pathname, gzipSync(b, { level: 6 }).length);
                sources.set(u.pathname, b.toString("utf8"));
              },
              () => undefined,
            ),
          );
        });
        // The page's timers run on Playwright's clock, which flows as real time does until it is
        // moved on below.
        await page.clock.install();
        await page.goto(url, { waitUntil: "networkidle" });
        // Timed from hydration, not from the load: on a busy machine hydration can come late, and
        // the banner's bar (3 s after it) would then be missed on some runs.
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
        await page.clock.runFor(3500);
        // Playwright's "networkidle" state, once reached, is not reached again: what the timers
        // just started (the bar's chunk) is waited for here.
        await quiet(QUIET_MS);
        await Promise.all(pending);
      } finally {
        await context.close();
      }
    }),
  );
  const rows = [...sizes].map(([f, g]) => [g, f] as [number, string]).sort((a, b) => b[0] - a[0]);
  return { count: rows.length, gz: rows.reduce((n, [g]) => n + g, 0), rows, sources };
}

export async function browserJs(url: string, chromium: string, locale?: string) {
  const { chromium: pw } = await import("@playwright/test");
  const browser = await pw.launch({
    executablePath: chromium,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
    ],
  });
  try {
    return await pageJs(browser, url, locale);
  } finally {
    await browser.close();
  }
}

if (process.argv[1]?.endsWith("js-weight.ts")) {
  const route = process.argv[2] ?? "routes/home";
  const r = routeJs([route]);
  console.log(
    `${route}: ${r.count} files, ${(r.raw / 1024).toFixed(1)} KB raw, ${(r.gz / 1024).toFixed(1)} KB gzipped`,
  );
  for (const [g, f] of r.rows.slice(0, 20))
    console.log(`  ${(g / 1024).toFixed(1).padStart(6)} KB  ${f}`);
}
