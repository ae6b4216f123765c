import { expect, test } from "@playwright/test";
import { USERS, cookieHeader, routePatterns, samplePath, signIn } from "./helpers";

/**
 * Generated from the route table (app/routes.ts): every page answers without a server error,
 * every HTML response carries the security headers, and the protected areas answer each role
 * as they must (signed out → sign-in, patient ↔ clinic tabs → 404, non-admins → 403 in /admin).
 */

const PATHS = routePatterns()
  .map((r) => ({ ...r, path: samplePath(r.pattern) }))
  .filter((r): r is { pattern: string; file: string; path: string } => r.path !== null);

const isProtected = (p: string) => p.startsWith("/dashboard") || p.startsWith("/admin");

function expectSecurityHeaders(h: Record<string, string>, where: string) {
  expect(h["x-powered-by"], where).toBeUndefined();
  expect(h["x-content-type-options"], where).toBe("nosniff");
  expect(h["referrer-policy"], where).toBeTruthy();
  const csp = h["content-security-policy"] ?? "";
  expect(csp, where).toContain("object-src 'none'");
  expect(csp, where).toContain("base-uri 'none'");
  expect(csp, where).toContain("frame-ancestors 'none'");
}

test("every route answers a signed-out visitor without a server error, HTML with the security headers", async ({
  request,
}) => {
  test.setTimeout(120_000);
  expect(PATHS.length).toBeGreaterThan(40);
  for (const r of PATHS) {
    const res = await request.get(r.path, { maxRedirects: 0 });
    const where = `GET ${r.path} (${r.pattern})`;
    expect(res.status(), where).toBeLessThan(500);
    if (isProtected(r.path)) {
      expect(res.status(), where).toBe(302);
      expect(res.headers()["location"], where).toMatch(/^\/auth\?redirectTo=/);
      continue;
    }
    if ((res.headers()["content-type"] ?? "").includes("text/html")) {
      expectSecurityHeaders(res.headers(), where);
    }
  }
});

for (const who of ["patientA", "clinicX"] as const) {
  test(`signed in as ${who}: the other view's tabs are 404, the admin area is 403, pages carry the headers`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, USERS[who]);
    const cookie = await cookieHeader(page);
    const own = who === "patientA" ? "patient" : "clinic";
    const patientOnly = ["quotes", "bookings", "messages", "records", "favorites"];
    const clinicOnly = ["team", "packages", "calendar", "requests", "analytics"];
    for (const r of PATHS.filter((x) => isProtected(x.path))) {
      const res = await page.request.get(r.path, { maxRedirects: 0, headers: { cookie } });
      const where = `${who} GET ${r.path}`;
      expect(res.status(), where).toBeLessThan(500);
      const tab = r.path.split("/")[2] ?? "";
      if (r.path.startsWith("/admin")) {
        expect(res.status(), where).toBe(403);
      } else if ((own === "patient" ? clinicOnly : patientOnly).includes(tab)) {
        expect(res.status(), where).toBe(404);
      }
      if ((res.headers()["content-type"] ?? "").includes("text/html")) {
        expectSecurityHeaders(res.headers(), where);
        expect(res.headers()["cache-control"] ?? "", where).toMatch(/no-store/);
      }
    }
  });
}
