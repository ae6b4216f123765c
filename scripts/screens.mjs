#!/usr/bin/env node
// Full-page screenshots of every public page and every dashboard and admin tab, at 375 and
// 1280 px, so that a restructuring can be shown to change nothing a user sees
// (scripts/screens-compare.mjs compares two such folders).
//
// Usage: node scripts/screens.mjs <out-dir> [--serve] [--base URL] [--only REGEX] [--widths 375,1280]
//   --serve   build when the sources are newer than the last build (scripts/build-if-needed.mjs),
//             then start the production server (node scripts/start.mjs) on a fresh database, with the end-to-end
//             environment of playwright.config.ts, so the bootstrap accounts exist; stops it after.
//   --base    a server already running with that environment (default http://localhost:$PORT, 3360).
// Every run must start from a fresh database: the admin account turns on two-factor here.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { buildIfNeeded } from "./build-if-needed.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

function parseArgs(argv) {
  const opts = { out: null, serve: false, base: null, only: null, widths: [375, 1280] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--serve") opts.serve = true;
    else if (a === "--base") opts.base = argv[++i];
    else if (a === "--only") opts.only = new RegExp(argv[++i]);
    else if (a === "--widths") opts.widths = argv[++i].split(",").map(Number);
    else if (!a.startsWith("--") && !opts.out) opts.out = a;
    else throw new Error(`Unknown argument ${a}`);
  }
  if (!opts.out) {
    console.error(
      "Usage: node scripts/screens.mjs <out-dir> [--serve] [--base URL] [--only REGEX] [--widths 375,1280]",
    );
    process.exit(2);
  }
  return opts;
}

const opts = parseArgs(process.argv.slice(2));
const port = Number(process.env.PORT ?? 3360);

// The accounts and server environment are the end-to-end suite's own (playwright.config.ts).
process.env.E2E_PORT = String(port);
const { register } = await import("tsx/esm/api");
register();
const config = (await import(pathToFileURL(path.join(root, "playwright.config.ts")).href)).default;
const serverEnv = config.webServer.env;
const accounts = Object.fromEntries(
  [`admin:${serverEnv.E2E_BOOTSTRAP_ADMIN}`, ...serverEnv.E2E_BOOTSTRAP_ACCOUNTS.split(";")].map(
    (spec) => {
      const [who, email, password] = spec.split(":");
      return [email, { who, email, password }];
    },
  ),
);
const PATIENT = accounts["patient-e2e@careatlas.example"];
const CLINIC = accounts["clinic-e2e@careatlas.example"];
const ADMIN = accounts["admin-e2e@careatlas.example"];
const CLINIC_SLUG = CLINIC.who.split("/")[1];

// What to capture, by who is signed in. Slugs are the seed's; the clinic account's clinic is the
// one the e2e environment gives it.
const PUBLIC = [
  ["home", "/"],
  ["about", "/about"],
  ["how-it-works", "/how-it-works"],
  ["why-trust-us", "/why-trust-us"],
  ["destinations", "/destinations"],
  ["destination-country", "/destinations/turkey"],
  ["destination-city", "/destinations/turkey/istanbul"],
  ["search-results", "/search-results?q=dental"],
  ["search-results-empty", "/search-results?q=zzzzqqq"],
  ["packages", "/packages"],
  ["package", "/package/istanbul-fue-hair-transplant-package"],
  ["clinic", `/clinic/${CLINIC_SLUG}`],
  ["reviews", "/reviews"],
  ["team", "/team"],
  ["faq", "/faq"],
  ["partner", "/partner"],
  ["sign-in", "/auth"],
  ["sign-up", "/auth?mode=signup"],
  ["forgot-password", "/auth/forgot-password"],
  ["reset-password", "/auth/reset-password"],
  ["contact", "/contact"],
  ["blog", "/blog"],
  ["blog-post", "/blog/how-to-vet-a-clinic-abroad"],
  ["terms", "/terms"],
  ["privacy", "/privacy"],
  ["cookies", "/cookies"],
  ["compare-empty", "/compare"],
  [
    "compare",
    "/compare?items=clinic:istanbul-hair-institute,clinic:antalya-smile-dental,package:antalya-hollywood-smile-package",
  ],
  ["quote-request", "/quote-request?clinic=istanbul-hair-institute"],
  ["newsletter-confirm", "/newsletter/confirm"],
  ["newsletter-unsubscribe", "/newsletter/unsubscribe"],
  ["not-found", "/no-such-page"],
];

// Pages in German and in Arabic (right to left), as an English-reading browser first sees them
// (with the language suggestion).
const LANGUAGES = [
  ["de-home", "/de"],
  ["de-about", "/de/about"],
  ["de-search-results", "/de/search-results?q=dental"],
  ["de-faq", "/de/faq"],
  ["ar-home", "/ar"],
  ["ar-about", "/ar/about"],
  ["ar-search-results", "/ar/search-results?q=dental"],
  ["ar-faq", "/ar/faq"],
  ["ar-terms", "/ar/terms"],
];
const PATIENT_PAGES = [
  ["dashboard", "/dashboard"],
  ["profile", "/dashboard/profile"],
  ["bookings", "/dashboard/bookings"],
  ["messages", "/dashboard/messages"],
  ["messages-new", `/dashboard/messages/new?clinic=${CLINIC_SLUG}`],
  ["records", "/dashboard/records"],
  ["quotes", "/dashboard/quotes"],
  ["favorites", "/dashboard/favorites"],
  ["reviews", "/dashboard/reviews"],
  ["missing-tab", "/dashboard/no-such-tab"],
  ["notifications", "/notifications"],
  ["quote-request", "/quote-request?clinic=istanbul-hair-institute"],
  ["checkout", "/checkout?package=istanbul-fue-hair-transplant-package"],
];
const CLINIC_PAGES = [
  ["dashboard", "/dashboard"],
  ["profile", "/dashboard/profile"],
  ["clinic-profile", "/dashboard/profile/clinic"],
  ["team", "/dashboard/team"],
  ["packages", "/dashboard/packages"],
  ["packages-new", "/dashboard/packages/new"],
  ["package-edit", null], // the first package of the Packages tab, found at run time
  ["calendar", "/dashboard/calendar"],
  ["requests", "/dashboard/requests"],
  ["requests-bookings", "/dashboard/requests/bookings"],
  ["requests-shared", "/dashboard/requests/shared"],
  ["requests-messages", "/dashboard/requests/messages"],
  ["analytics", "/dashboard/analytics"],
  ["reviews", "/dashboard/reviews"],
  ["notifications", "/notifications"],
];
const ADMIN_PAGES = [
  ["profile", "/dashboard/profile"],
  ["overview", "/admin"],
  ["applications", "/admin/applications"],
  ["clinics", "/admin/clinics"],
  ["moderation", "/admin/moderation"],
  ["inbox", "/admin/inbox"],
  ["users", "/admin/users"],
  ["rates", "/admin/rates"],
  ["audit", "/admin/audit"],
];

// Things that differ from one run to the next whatever the code: clock readings. They are
// painted over (same box, solid colour), so a layout change still shows.
const MASK = ["time", "[data-screens-mask]", "[data-testid='totp-secret']"];

async function waitForServer(base, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const r = await fetch(`${base}/readyz`);
      if (r.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`No server at ${base} after ${ms / 1000} s`);
}

function startServer() {
  buildIfNeeded();
  const dataDir = `tests/.tmp/screens-data-${port}`;
  fs.rmSync(path.join(root, dataDir), { recursive: true, force: true });
  fs.mkdirSync(path.join(root, "tests/.tmp"), { recursive: true });
  const log = fs.openSync(path.join(root, `tests/.tmp/screens-server-${port}.log`), "w");
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    env: { ...process.env, ...serverEnv, PORT: String(port), DATA_DIR: dataDir },
    stdio: ["ignore", log, log],
  });
  return child;
}

/** Loads everything a full-page picture shows: lazy images, deferred islands, fonts. */
async function settle(page) {
  await page.waitForLoadState("networkidle").catch(() => {});
  await page
    .waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, {
      timeout: 15_000,
    })
    .catch(() => {});
  // Scroll down and back so that lazy images and islands below the fold load.
  await page.evaluate(async () => {
    for (const img of document.querySelectorAll("img[loading=lazy]")) img.loading = "eager";
    const step = Math.max(200, window.innerHeight - 100);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 30)));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState("networkidle").catch(() => {});
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images]
        .filter((i) => !i.complete)
        .map((i) => new Promise((r) => ((i.onload = r), (i.onerror = r)))),
    );
  });
  await page.waitForTimeout(150);
}

async function shoot(page, base, outDir, name, url, widths, manifest, waitFor) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    const res = await page.goto(base + url, { waitUntil: "load" });
    await settle(page);
    if (waitFor) await waitFor(page);
    // A time of day in text ("26 Nov 2026, 01:52 UTC") says when a fresh database's rows were
    // written: it reads 00:00 in every picture (same text, same width, so the layout still shows).
    await page.evaluate(() => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        if (/\b\d{1,2}:\d{2}\b/.test(n.data))
          n.data = n.data.replace(/\b\d{1,2}:\d{2}\b/g, "00:00");
      }
    });
    const file = `${name}-${width}.png`;
    await page.screenshot({
      path: path.join(outDir, file),
      fullPage: true,
      animations: "disabled",
      caret: "hide",
      mask: MASK.map((s) => page.locator(s)),
      maskColor: "#ff00ff",
    });
    const entry = {
      name,
      width,
      file,
      url,
      finalUrl: page.url().replace(base, ""),
      status: res?.status() ?? null,
      title: await page.title(),
    };
    manifest.push(entry);
    console.log(`${String(entry.status).padEnd(4)} ${file.padEnd(44)} ${entry.finalUrl}`);
  }
}

async function signIn(page, base, { email, password }) {
  await page.goto(`${base}/auth`);
  await page
    .waitForFunction(() => document.documentElement.dataset.hydrated === "true")
    .catch(() => {});
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.locator("#signin-password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL((u) => !u.pathname.startsWith("/auth"), { timeout: 30_000 });
}

/** The admin area needs two-factor on: set it up through the profile, as a new admin would. */
async function turnOnTwoFactor(page, base, { password }) {
  if (!page.url().includes("setup=2fa")) await page.goto(`${base}/dashboard/profile?setup=2fa`);
  await page.getByLabel("Confirm your password").fill(password);
  await page.getByRole("button", { name: "Set up two-factor" }).click();
  const secret = (await page.getByTestId("totp-secret").textContent()) ?? "";
  const totp = new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret.replace(/\s+/g, "")),
    digits: 6,
    period: 30,
    algorithm: "SHA1",
  });
  await page.getByLabel("6-digit code").fill(totp.generate());
  await page.getByRole("button", { name: "Turn on two-factor" }).click();
  await page.getByText("Two-factor authentication is on").waitFor({ timeout: 30_000 });
}

const outDir = path.resolve(opts.out);
fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });
const base = opts.base ?? `http://localhost:${port}`;
const server = opts.serve ? startServer() : null;
const manifest = [];
let browser;
let started = Date.now();
try {
  await waitForServer(base, opts.serve ? 600_000 : 10_000);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-dev-shm-usage",
      "--disable-gpu",
      "--font-render-hinting=none",
      "--hide-scrollbars",
    ],
  });
  started = Date.now();
  const newContext = async ({ banner = false } = {}) => {
    const context = await browser.newContext({
      reducedMotion: "reduce",
      colorScheme: "light",
      locale: "en-GB",
      timezoneId: "UTC",
      deviceScaleFactor: 1,
    });
    // The phones' "app launching soon" bar appears 3 s after load, so whether a slow page shows it
    // is a race: it is dismissed (the key the bar itself sets) everywhere but on one picture.
    if (!banner)
      await context.addInitScript(() => localStorage.setItem("app-banner-dismissed", "true"));
    return context;
  };
  const want = (group, name) => !opts.only || opts.only.test(`${group}-${name}`);

  const run = async (group, account, pages, before) => {
    if (!pages.some(([name]) => want(group, name))) return;
    const context = await newContext();
    const page = await context.newPage();
    page.on("pageerror", (e) => console.log(`[pageerror ${group}] ${e.message}`));
    if (account) await signIn(page, base, account);
    if (before) await before(page);
    for (const [name, url] of pages) {
      if (!want(group, name)) continue;
      await shoot(page, base, outDir, `${group}-${name}`, url, opts.widths, manifest);
    }
    await context.close();
  };

  await run("public", null, PUBLIC);
  await run("lang", null, LANGUAGES);
  if (want("public", "home-app-banner")) {
    const context = await newContext({ banner: true });
    const page = await context.newPage();
    const phones = opts.widths.filter((w) => w < 768);
    await shoot(page, base, outDir, "public-home-app-banner", "/", phones, manifest, (p) =>
      p.getByText("The CareAtlas app is launching soon").waitFor({ timeout: 15_000 }),
    );
    await context.close();
  }
  await run("patient", PATIENT, PATIENT_PAGES);
  await run("clinic", CLINIC, CLINIC_PAGES, async (page) => {
    await page.goto(`${base}/dashboard/packages`);
    const href = await page
      .locator("a[href^='/dashboard/packages/']:not([href$='/new'])")
      .first()
      .getAttribute("href");
    const entry = CLINIC_PAGES.find(([name]) => name === "package-edit");
    entry[1] = href ?? "/dashboard/packages/none";
  });
  await run("admin", ADMIN, ADMIN_PAGES, (page) => turnOnTwoFactor(page, base, ADMIN));
} finally {
  await browser?.close();
  fs.writeFileSync(path.join(outDir, "manifest.json"), JSON.stringify(manifest, null, 2) + "\n");
  if (server) {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
  }
}
console.log(
  `${manifest.length} screenshots in ${outDir} (${Math.round((Date.now() - started) / 1000)} s)`,
);
