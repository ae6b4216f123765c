import fs from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3210);
/** E2E_DEV=1: run against the Vite dev server (no production build), for quick local runs. */
const DEV = process.env.E2E_DEV === "1";
/**
 * The browser the suite drives (docs/decisions/087): E2E_CHROMIUM_PATH, else Debian's
 * chromium-headless-shell when installed (the same Chromium engine without the desktop browser's
 * layer, and what Playwright itself runs headless tests in: the suite took a third less time in
 * it), else Debian's chromium (CHROMIUM_PATH, which the benchmarks use too).
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const chromium =
  process.env.E2E_CHROMIUM_PATH ??
  (fs.existsSync(HEADLESS_SHELL)
    ? HEADLESS_SHELL
    : (process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"));
if (!fs.existsSync(chromium)) {
  throw new Error(
    `No Chromium at ${chromium}. Install Debian's chromium-headless-shell or chromium (apt-get install -y chromium-headless-shell chromium) or set E2E_CHROMIUM_PATH.`,
  );
}

/** role[/clinic-slug]:email for the feature specs (tests/e2e/*.spec.ts name theirs). */
const JOURNEY_ACCOUNTS = [
  "patient:patient-quotes@careatlas.example",
  "clinic/bosphorus-aesthetic-hospital:clinic-quotes-a@careatlas.example",
  "clinic/antalya-smile-dental:clinic-quotes-b@careatlas.example",
  "patient:patient-bookings@careatlas.example",
  "clinic/lara-eye-vision-center:clinic-bookings@careatlas.example",
  "patient:patient-messages@careatlas.example",
  "clinic/izmir-fertility-center:clinic-messages@careatlas.example",
  "patient:patient-messages-off@careatlas.example",
  "clinic/caribbean-fertility-center:clinic-messages-off@careatlas.example",
  "patient:patient-records@careatlas.example",
  "patient:patient-records-b@careatlas.example",
  "clinic/aegean-medical-hospital:clinic-records@careatlas.example",
  "patient:patient-reviews@careatlas.example",
  "clinic/uludag-hair-clinic:clinic-reviews@careatlas.example",
  "clinic/nilufer-dental-studio:clinic-profile@careatlas.example",
  "clinic/gangnam-beauty-plastic-surgery:clinic-listing@careatlas.example",
  // Clinic content translations (tests/e2e/clinic-translations.spec.ts).
  "clinic/aegean-medical-hospital:clinic-ctrans@careatlas.example",
  "admin:admin-ops@careatlas.example",
  "patient:patient-journey@careatlas.example",
  "clinic/seoul-vision-eye-clinic:clinic-journey@careatlas.example",
  // The security suite (tests/e2e/security): two patients, two clinics.
  "patient:patient-sec-a@careatlas.example",
  "patient:patient-sec-b@careatlas.example",
  "clinic/bangkok-royal-international-hospital:clinic-sec-x@careatlas.example",
  "clinic/siam-fertility-clinic:clinic-sec-y@careatlas.example",
  "patient:patient-sec-2fa@careatlas.example",
  "patient:patient-sec-session@careatlas.example",
  "patient:patient-sec-fuzz@careatlas.example",
  // Whole journeys (tests/e2e/journey-*.spec.ts).
  "clinic/andaman-dental-phuket:clinic-journey-b@careatlas.example",
  "admin:admin-journey@careatlas.example",
  "patient:patient-journey-7@careatlas.example",
  // Money (tests/e2e/money.spec.ts).
  "patient:patient-money@careatlas.example",
  "clinic/riviera-cosmetic-surgery-cancun:clinic-money@careatlas.example",
  // Publish on the package edit page saves what the form shows (tests/e2e/clinic-listing.spec.ts).
  "clinic/riviera-cosmetic-surgery-cancun:clinic-publish@careatlas.example",
  // Issue 21 flows (tests/e2e/flows.spec.ts).
  "patient:patient-flows@careatlas.example",
  "patient:patient-flows-reset@careatlas.example",
  // Twins for the retry of tests that turn on two-factor for good (tests/e2e/attempt-account.ts).
  "admin:admin-ops-r1@careatlas.example",
  "admin:admin-journey-r1@careatlas.example",
  "patient:patient-sec-2fa-r1@careatlas.example",
  // tests/e2e/outbox.spec.ts (a password-reset mail).
  "patient:patient-outbox@careatlas.example",
  // Payouts and payment mismatches (tests/e2e/payouts.spec.ts): a clinic whose spec
  // (messages-offline) never books, and an admin with its retry twin.
  "clinic/caribbean-fertility-center:clinic-payouts@careatlas.example",
  "admin:admin-payouts@careatlas.example",
  "admin:admin-payouts-r1@careatlas.example",
  // Records shared from the Records tab reach the clinic (tests/e2e/records-shared.spec.ts).
  "patient:patient-shared@careatlas.example",
  "clinic/baja-dental-center:clinic-shared@careatlas.example",
  // Phones and small UI defects (tests/e2e/phones.spec.ts); admins with their retry twins.
  "patient:patient-phones@careatlas.example",
  "clinic/tijuana-bariatric-institute:clinic-phones@careatlas.example",
  "admin:admin-phones@careatlas.example",
  "admin:admin-phones-r1@careatlas.example",
  "admin:admin-phones-2fa@careatlas.example",
  "admin:admin-phones-2fa-r1@careatlas.example",
  // Practitioner verification (tests/e2e/credentials.spec.ts): a clinic, an admin and its twin.
  "clinic/siam-fertility-clinic:clinic-cred@careatlas.example",
  "admin:admin-cred@careatlas.example",
  "admin:admin-cred-r1@careatlas.example",
  // Photos and documents near the 10 MB limit (tests/e2e/upload-limits.spec.ts).
  "clinic/riviera-cosmetic-surgery-cancun:clinic-uploads@careatlas.example",
  // Files from the records vault in a conversation (tests/e2e/message-attachments.spec.ts).
  "patient:patient-attach@careatlas.example",
  "clinic/patong-aesthetic-wellness:clinic-attach@careatlas.example",
  // One authentication surface (tests/e2e/security/auth-surface.spec.ts); the admin with its retry twin.
  "patient:patient-h18a-lock@careatlas.example",
  "patient:patient-h18a-name@careatlas.example",
  "patient:patient-h18a-pw@careatlas.example",
  "patient:patient-h18a-off@careatlas.example",
  "admin:admin-h18a@careatlas.example",
  "admin:admin-h18a-r1@careatlas.example",
  // Money and files (tests/e2e/security/money-and-files.spec.ts): price change, key reuse,
  // zip bomb, files gone after account deletion.
  "patient:patient-h18d@careatlas.example",
  "patient:patient-h18d-del@careatlas.example",
  "clinic/patong-aesthetic-wellness:clinic-h18d@careatlas.example",
  // tests/e2e/security/redirects.spec.ts and no-side-effects.spec.ts (h18c).
  "patient:patient-redirect-h18c@careatlas.example",
  "patient:patient-xsite-h18c@careatlas.example",
  // Account pages in the person's language (tests/e2e/messages-records-languages.spec.ts).
  "patient:patient-lang-ar@careatlas.example",
  // An empty inbox names the clinic page's button as it reads (tests/e2e/messages-records-languages.spec.ts).
  "patient:patient-inbox-lang@careatlas.example",
  // The checkout in Arabic (tests/e2e/forms-languages.spec.ts): its own patient, since choosing
  // a language stores it on the account and would change what other specs' patients see.
  "patient:patient-forms-ar@careatlas.example",
  "admin:admin-lang-de@careatlas.example",
  "admin:admin-lang-de-r1@careatlas.example",
  // The clinic dashboard in Turkish and Arabic (tests/e2e/clinic-dashboard-languages.spec.ts).
  "clinic/nilufer-dental-studio:clinic-languages@careatlas.example",
  // The booking journey in Arabic/Turkish and German (tests/e2e/journey-languages.spec.ts).
  "patient:patient-journey-ar@careatlas.example",
  "patient:patient-journey-de@careatlas.example",
  "clinic/andaman-dental-phuket:clinic-journey-tr@careatlas.example",
  // Who performs each step; a change of surgeon after booking (tests/e2e/care-team.spec.ts).
  "patient:patient-care@careatlas.example",
  "clinic/istanbul-hair-institute:clinic-care@careatlas.example",
  // The verification re-check queue (tests/e2e/verification-expiry.spec.ts), with its retry twin.
  "admin:admin-expiry@careatlas.example",
  "admin:admin-expiry-r1@careatlas.example",
  // The resolution centre (tests/e2e/resolution.spec.ts): a patient, a clinic, an admin and its twin.
  "patient:patient-case@careatlas.example",
  "clinic/istanbul-hair-institute:clinic-case@careatlas.example",
  "admin:admin-case@careatlas.example",
  "admin:admin-case-r1@careatlas.example",
  // Money views for each side (tests/e2e/money-views.spec.ts): a patient, a clinic, an admin
  // and its twin.
  "patient:patient-moneyview@careatlas.example",
  "clinic/baja-dental-center:clinic-moneyview@careatlas.example",
  "admin:admin-moneyview@careatlas.example",
  "admin:admin-moneyview-r1@careatlas.example",
  // The clinic deletes evidence it uploaded for a doctor (tests/e2e/evidence.spec.ts).
  "clinic/uludag-hair-clinic:clinic-evidence@careatlas.example",
  // A records upload and a favourite heart tapped offline (tests/e2e/offline-forms.spec.ts).
  "patient:patient-offline-records@careatlas.example",
  "patient:patient-offline-fav@careatlas.example",
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 2,
  // On CI, one retry, so a browser hiccup on a loaded machine does not sink the run; a test that
  // needed it is reported as flaky (named in the log and counted by scripts/test-all.mjs).
  retries: process.env.CI ? 1 : 0,
  // CI runs the suite on a loaded 2-core machine (two browsers, the server, axe scans): a test
  // that takes 9 s on a quiet machine took over 45 s there, so CI gives each test twice the room.
  timeout: process.env.CI ? 90_000 : 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [["list"], ["json", { outputFile: "test-results/e2e.json" }]]
    : [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    ...devices["Desktop Chrome"],
    launchOptions: {
      executablePath: chromium,
      args: [
        "--no-sandbox",
        "--disable-dev-shm-usage",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
      ],
    },
    // A failed test keeps a trace of its actions and console, without the DOM snapshots (and the
    // network log Playwright records with them) and the screencast, which cost about 15 % of the
    // suite's time (docs/decisions/078). The server's log has every request. PW_TRACE=full keeps
    // everything, for a failure that needs it.
    trace:
      process.env.PW_TRACE === "full"
        ? "retain-on-failure"
        : { mode: "retain-on-failure", snapshots: false, screenshots: false },
  },
  // One production build and one server shared by every browser test, on a fresh database.
  webServer: {
    command: DEV
      ? `rm -rf tests/.tmp/e2e-data-${PORT} && node_modules/.bin/tsx server/dev.ts`
      : // The server's log is kept for the health-data scan that follows the run (test-all.mjs).
        `rm -rf tests/.tmp/e2e-data-${PORT} && mkdir -p tests/.tmp && node scripts/start.mjs 2>&1 | tee tests/.tmp/e2e-server-${PORT}.log`,
    url: `http://localhost:${PORT}/readyz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      DATA_DIR: `tests/.tmp/e2e-data-${PORT}`,
      ...(DEV ? { VITE_HMR: "0", VITE_CACHE_DIR: `node_modules/.vite-${PORT}` } : {}),
      LOG_LEVEL: "info",
      APP_BANNER: "true",
      // Conflicting Tailwind classes in any page rendered are logged; test-all.mjs fails on them.
      CN_CHECK: "1",
      // The pseudo-locale for requests with its cookie (tests/e2e/pseudo-locale.spec.ts).
      I18N_PSEUDO: "1",
      FORM_RATE_LIMIT_MAX: "1000",
      E2E_BOOTSTRAP_ADMIN: "admin-e2e@careatlas.example:Admin-e2e-Passage-2026",
      E2E_BOOTSTRAP_ACCOUNTS: [
        "patient:patient-e2e@careatlas.example:Patient-e2e-Passage-2026",
        "admin:admin-e2e-r1@careatlas.example:Admin-e2e-Passage-2026",
        "clinic/istanbul-hair-institute:clinic-e2e@careatlas.example:Clinic-e2e-Passage-2026",
        // One set per feature spec, so specs running in parallel never share data.
        // Password of each: Journey-e2e-Passage-2026
        ...JOURNEY_ACCOUNTS.map((a) => `${a}:Journey-e2e-Passage-2026`),
      ].join(";"),
    },
  },
});
