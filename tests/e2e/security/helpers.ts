import http from "node:http";
import { expect, type Locator, type Page } from "@playwright/test";
import routes from "../../../app/routes";

/** Shared pieces of the security suite (runs against the production build of playwright.config). */

export const PASSWORD = "Journey-e2e-Passage-2026";
export const USERS = {
  patientA: "patient-sec-a@careatlas.example",
  patientB: "patient-sec-b@careatlas.example",
  clinicX: "clinic-sec-x@careatlas.example",
  clinicY: "clinic-sec-y@careatlas.example",
  /** Only the bad-input fuzzer signs in as these, so what it changes touches no other test. */
  patientFuzz: "patient-sec-fuzz@careatlas.example",
} as const;

export function baseURL(): string {
  return `http://localhost:${process.env.E2E_PORT ?? 3210}`;
}

type RouteNode = { path?: string; index?: boolean; file: string; children?: RouteNode[] };

/** Every route of app/routes.ts as a URL path pattern (e.g. /dashboard/quotes, /clinic/:clinicId). */
export function routePatterns(): { pattern: string; file: string }[] {
  const out: { pattern: string; file: string }[] = [];
  const walk = (nodes: RouteNode[], prefix: string) => {
    for (const n of nodes) {
      const p = n.index ? prefix : [prefix, n.path ?? ""].filter(Boolean).join("/");
      out.push({ pattern: "/" + p.replace(/^\/+/, ""), file: n.file });
      if (n.children) walk(n.children, p);
    }
  };
  walk(routes as unknown as RouteNode[], "");
  return out;
}

/** Real values from the seed for the public URL parameters; anything else gets a random UUID. */
const PARAM_SAMPLES: Record<string, string> = {
  country: "turkey",
  city: "istanbul",
  clinicId: "istanbul-hair-institute",
  id: "istanbul-fue-hair-transplant-package",
  slug: "how-to-vet-a-clinic-abroad",
};

export function samplePath(pattern: string): string | null {
  if (pattern.includes("*")) return null;
  return pattern.replace(
    /:(\w+)\??/g,
    (_, name: string) => PARAM_SAMPLES[name] ?? "7f1c2a9e-0000-4000-8000-000000000000",
  );
}

/**
 * Signs in through the /auth form (successful sign-ins do not use up the per-IP budget).
 * Returns once the dashboard is shown.
 */
export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto("/auth");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.locator("#signin-password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

/** Resolves once React has hydrated the document (client-only parts have rendered). */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/**
 * Waits until `target` is no longer inside a deferred block that is still the server's HTML
 * (app/perf/deferred-island.tsx): before that, a Contact link in it is a plain link to the
 * contact page (the no-JavaScript way), after it the click opens the dialog. Root hydration
 * alone does not say so: on a busy machine the block goes live later.
 */
export async function liveBlockOf(target: Locator) {
  await expect
    .poll(() => target.evaluate((el) => !el.closest("[data-deferred]:not([data-live])")))
    .toBe(true);
}

/** The session cookie of a signed-in page, as a Cookie header value. */
export async function cookieHeader(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  return cookies.map((c) => `${c.name}=${c.value}`).join("; ");
}

/**
 * A raw HTTP request from a chosen loopback source address (127.0.0.x), so brute-force tests
 * use their own per-IP budget and never slow down other tests signing in from 127.0.0.1.
 */
export function rawRequest(opts: {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  from?: string;
  /** An early answer (e.g. 413) may reset the socket while the body is still being sent. */
  tolerateReset?: boolean;
}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const url = new URL(opts.path, baseURL());
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: url.port,
        path: url.pathname + url.search,
        method: opts.method,
        localAddress: opts.from,
        headers: { host: url.host, ...opts.headers },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (d) => (body += d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.setTimeout(20_000, () =>
      req.destroy(new Error(`no answer within 20 s: ${opts.method} ${opts.path}`)),
    );
    req.on("error", (e: NodeJS.ErrnoException) => {
      if (
        opts.tolerateReset &&
        (e.code === "ECONNRESET" || e.code === "EPIPE" || /hang up/.test(e.message))
      ) {
        resolve({ status: 0, headers: {}, body: `reset: ${e.message}` });
      } else reject(e);
    });
    if (opts.body) req.write(opts.body);
    req.end();
  });
}
