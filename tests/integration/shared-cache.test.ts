import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inlineScriptHashes } from "~/utils/http-cache.server";
import {
  ROOT,
  type Server,
  exited,
  request,
  signInWithForm,
  startServer,
  tmpDir,
  waitReady,
} from "../faults/harness";

/**
 * Public pages a shared cache can keep (issue 20 item 2, docs/decisions/065), through the real
 * production server (build/, `tsx server/index.ts`) on PGlite:
 *
 * - a signed-out visitor's catalogue page is shareable (`public, s-maxage,
 *   stale-while-revalidate`), the same bytes for everyone (no nonce, no request id; its inline
 *   scripts allowed by hash), with a weak ETag answered by 304 and no body;
 * - a request with a session cookie, and a page with personal data or a form, is never shareable;
 * - through a small cache in this test that keeps what HTTP allows it to keep (Cache-Control) and
 *   tells variants apart only by what `Vary` names, a second visitor with the same inputs is
 *   served from the cache, and a change of currency, language or signed-in state never gets
 *   another variant's HTML.
 *
 * The reverse proxy of the reference deployment (deploy/nginx.conf) is tested by
 * `npm run bench:proxy`; nginx is not required here.
 */

const PORT = Number(process.env.SHARED_CACHE_TEST_PORT ?? 3412);
const PASSWORD = "Shared-cache-Passage-2026";
const PATIENT = "shared-cache-patient@careatlas.example";
const PATIENT_NAME_MARK = PATIENT;

let server: Server;
// Seeded catalogue entries (app/db/seed).
const clinicPath = "/clinic/istanbul-hair-institute";
const packagePath = "/package/istanbul-fue-hair-transplant-package";

beforeAll(async () => {
  // The production build the server serves (a no-op when it is up to date).
  execFileSync("node", ["scripts/build-if-needed.mjs"], { cwd: ROOT, stdio: "ignore" });
  server = startServer({
    port: PORT,
    dataDir: tmpDir("shared-cache-test"),
    env: { E2E_BOOTSTRAP_ACCOUNTS: `patient:${PATIENT}:${PASSWORD}` },
  });
  await waitReady(server, 240_000);
}, 600_000);

afterAll(async () => {
  if (!server) return;
  try {
    process.kill(-server.child.pid!, "SIGTERM");
  } catch {
    /* gone */
  }
  await exited(server.child, 12_000);
});

const get = (path: string, headers: Record<string, string> = {}) =>
  request(PORT, { method: "GET", path, headers });

const header = (h: Record<string, string | string[] | undefined>, name: string) => {
  const v = h[name];
  return Array.isArray(v) ? v.join(", ") : (v ?? "");
};

const catalogue = () => [
  "/",
  "/de",
  // Arabic: inline scripts with non-ASCII text, hashed from their UTF-8 bytes.
  "/ar",
  "/search-results?q=dental",
  "/packages",
  clinicPath,
  packagePath,
  "/destinations",
  "/blog",
  "/how-it-works",
  "/about",
  "/why-trust-us",
  "/faq",
  "/terms",
];

describe("a signed-out visitor's catalogue pages", () => {
  it("are shareable, the same bytes for everyone, their scripts allowed by hash", async () => {
    for (const path of catalogue()) {
      const a = await get(path);
      const b = await get(path);
      expect(a.status, path).toBe(200);
      const cc = header(a.headers, "cache-control");
      expect(cc, path).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
      expect(header(a.headers, "vary"), path).toMatch(/Accept-Language, Cookie/);
      expect(header(a.headers, "etag"), path).toMatch(/^W\/"[^"]+"$/);
      expect(a.headers["set-cookie"], path).toBeUndefined();
      // Nothing of one request in a page another visitor is given.
      expect(a.body, path).not.toContain(header(a.headers, "x-request-id"));
      expect(a.body, path).not.toMatch(/ nonce="[^"]+"/);
      const csp = header(a.headers, "content-security-policy");
      expect(csp, path).not.toContain("'nonce-");
      expect(csp, path).toMatch(/script-src 'self' 'sha256-/);
      // Every inline script of the page as the browser decodes it is allowed by its hash.
      const hashes = inlineScriptHashes(a.body);
      expect(hashes.length, path).toBeGreaterThan(0);
      for (const h of hashes) expect(csp, path).toContain(h);
      expect(b.body, path).toBe(a.body);
      expect(header(b.headers, "etag"), path).toBe(header(a.headers, "etag"));
    }
  });

  it("answer 304 with no body to a matching If-None-Match, the page again to a stale one", async () => {
    for (const path of ["/", clinicPath, packagePath, "/search-results?q=dental"]) {
      const first = await get(path);
      const tag = header(first.headers, "etag");
      expect(tag, path).not.toBe("");
      const again = await get(path, { "if-none-match": tag });
      expect(again.status, path).toBe(304);
      expect(again.body, path).toBe("");
      const other = await get(path, { "if-none-match": 'W/"0-stale"' });
      expect(other.status, path).toBe(200);
      expect(other.body, path).toBe(first.body);
    }
  });
});

describe("what is never shareable", () => {
  it("a request with a session cookie: private, no-store, no validator, the person's page", async () => {
    const cookie = await signInWithForm(PORT, PATIENT, PASSWORD);
    for (const path of ["/", clinicPath, packagePath, "/search-results?q=dental", "/faq"]) {
      const r = await get(path, { cookie });
      expect(r.status, path).toBe(200);
      expect(header(r.headers, "cache-control"), path).toBe("private, no-store");
      expect(r.headers.etag, path).toBeUndefined();
      expect(r.body, path).toContain(PATIENT_NAME_MARK);
    }
    const dashboard = await get("/dashboard", { cookie });
    expect(dashboard.status).toBe(200);
    expect(header(dashboard.headers, "cache-control")).toMatch(/private, no-store/);
  });

  it("pages with forms, pages of an account, errors and flash messages", async () => {
    for (const path of ["/auth", "/contact", "/quote-request", "/auth/forgot-password"]) {
      const r = await get(path);
      expect(r.status, path).toBe(200);
      expect(header(r.headers, "cache-control"), path).toMatch(/^private/);
      expect(r.headers.etag, path).toBeUndefined();
    }
    const missing = await get("/clinic/00000000-0000-4000-8000-000000000000");
    expect(missing.status).toBe(404);
    expect(header(missing.headers, "cache-control")).toMatch(/^private/);
    // A flash message is for one visit: kept nowhere, not even by the browser.
    const toast = await get("/", { cookie: "careatlas_toast=x" });
    expect(header(toast.headers, "cache-control")).toBe("private, no-store");
    const signedOut = await get("/dashboard");
    expect(signedOut.status).toBe(302);
    expect(header(signedOut.headers, "cache-control")).not.toMatch(/public/);
  });
});

/**
 * A shared cache as HTTP describes one: it keeps a 200 whose Cache-Control says `public` with an
 * s-maxage, per URL, one copy per set of values of the request headers its Vary names.
 */
class TestCache {
  private store = new Map<string, { vary: [string, string][]; body: string }[]>();
  async get(path: string, headers: Record<string, string> = {}) {
    const sent = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
    for (const e of this.store.get(path) ?? [])
      if (e.vary.every(([h, v]) => (sent[h] ?? "") === v)) return { hit: true, body: e.body };
    const r = await get(path, sent);
    const cc = header(r.headers, "cache-control");
    const names = header(r.headers, "vary")
      .split(",")
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean);
    if (
      r.status === 200 &&
      /\bpublic\b/.test(cc) &&
      /s-maxage=[1-9]/.test(cc) &&
      !/no-store|private/.test(cc) &&
      !r.headers["set-cookie"] &&
      !names.includes("*")
    ) {
      const list = this.store.get(path) ?? [];
      list.push({ vary: names.map((h) => [h, sent[h] ?? ""]), body: r.body });
      this.store.set(path, list);
    }
    return { hit: false, body: r.body };
  }
}

// What the page says about its currency and language: the root loader's data in the document.
const currencyOf = (html: string) => /<option value="([A-Z]{3})" selected=""/.exec(html)?.[1];
const hasSuggestion = (html: string) => html.includes('data-testid="locale-suggestion"');

describe("through a shared cache that honours Vary", () => {
  it("a second visitor is served from the cache; another currency, language or a session never gets that copy", async () => {
    const cache = new TestCache();
    for (const path of [packagePath, clinicPath, "/"]) {
      const first = await cache.get(path);
      expect(first.hit, path).toBe(false);
      const second = await cache.get(path);
      expect(second.hit, path).toBe(true);
      expect(second.body, path).toBe(first.body);
      expect(currencyOf(first.body), path).toBe("USD");

      const euro = await cache.get(path, { cookie: "careatlas-currency=EUR" });
      expect(euro.hit, path).toBe(false);
      expect(currencyOf(euro.body), path).toBe("EUR");
      expect((await cache.get(path, { cookie: "careatlas-currency=EUR" })).hit, path).toBe(true);

      const german = await cache.get(path, { "accept-language": "de-DE,de;q=0.9" });
      expect(german.hit, path).toBe(false);
      expect(hasSuggestion(german.body), path).toBe(true);
      expect(hasSuggestion(first.body), path).toBe(false);

      const chosen = await cache.get(path, { cookie: "lang=de" });
      expect(chosen.hit, path).toBe(false);
      expect(chosen.body, path).not.toBe(first.body);

      const cookie = await signInWithForm(PORT, PATIENT, PASSWORD);
      const signedIn = await cache.get(path, { cookie });
      expect(signedIn.hit, path).toBe(false);
      expect(signedIn.body, path).toContain(PATIENT_NAME_MARK);
      expect((await cache.get(path, { cookie })).hit, path).toBe(false);
    }
  });
});
