import { expect, test } from "@playwright/test";
import { PASSWORD, baseURL, cookieHeader, rawRequest, signIn } from "./helpers";
import { FOREIGN_TARGETS, staysOn } from "./redirect-corpus";

/**
 * Open redirects (field test 4a): every place that takes a redirect target from the request —
 * /auth (signed-in GET and the sign-in POST), /auth/two-factor, favourites, currency, sign-out,
 * and the public forms' way back (hidden sourcePath and the Referer) — is sent every target
 * of the corpus. Each answer's Location, resolved the way a browser does, stays on this site.
 */

const FROM = "127.0.0.47";
const EMAIL = "patient-redirect-h18c@careatlas.example";

function form(fields: Record<string, string>) {
  return new URLSearchParams(fields).toString();
}

test("no redirect target from a request leads off the site", async ({ page }) => {
  test.setTimeout(300_000);
  const origin = baseURL();
  await signIn(page, EMAIL);
  const cookie = await cookieHeader(page);
  const post = { "content-type": "application/x-www-form-urlencoded", origin };

  const open: string[] = [];
  let attempts = 0;
  const check = (what: string, r: { status: number; headers: Record<string, unknown> }) => {
    attempts++;
    const location = r.headers.location as string | undefined;
    if (r.status >= 500) open.push(`${what} -> ${r.status}`);
    else if (!staysOn(location, origin)) open.push(`${what} -> ${r.status} Location: ${location}`);
  };

  for (const target of FOREIGN_TARGETS) {
    const q = encodeURIComponent(target);
    const t = JSON.stringify(target);
    check(
      `GET /auth (signed in) ${t}`,
      await rawRequest({
        method: "GET",
        path: `/auth?redirectTo=${q}`,
        from: FROM,
        headers: { cookie },
      }),
    );
    check(
      `GET /auth/two-factor (signed in) ${t}`,
      await rawRequest({
        method: "GET",
        path: `/auth/two-factor?redirectTo=${q}`,
        from: FROM,
        headers: { cookie },
      }),
    );
    check(
      `POST /auth sign-in ${t}`,
      await rawRequest({
        method: "POST",
        path: "/auth",
        from: FROM,
        headers: post,
        body: form({ intent: "signin", email: EMAIL, password: PASSWORD, redirectTo: target }),
      }),
    );
    check(
      `POST /auth?redirectTo sign-in ${t}`,
      await rawRequest({
        method: "POST",
        path: `/auth?redirectTo=${q}`,
        from: FROM,
        headers: post,
        body: form({ intent: "signin", email: EMAIL, password: PASSWORD }),
      }),
    );
    check(
      `POST /api/favorites ${t}`,
      await rawRequest({
        method: "POST",
        path: "/api/favorites",
        from: FROM,
        headers: { ...post, cookie },
        body: form({ intent: "remove-id", favoriteId: "none", redirectTo: target }),
      }),
    );
    check(
      `POST /api/currency ${t}`,
      await rawRequest({
        method: "POST",
        path: "/api/currency",
        from: FROM,
        headers: post,
        body: form({ currency: "EUR", redirectTo: target }),
      }),
    );
    check(
      `POST /api/sign-out (signed out) ${t}`,
      await rawRequest({
        method: "POST",
        path: "/api/sign-out",
        from: FROM,
        headers: post,
        body: form({ redirectTo: target }),
      }),
    );
    // A bot-trap post answers "sent" and stores nothing: only the way back is exercised.
    check(
      `POST /api/newsletter sourcePath ${t}`,
      await rawRequest({
        method: "POST",
        path: "/api/newsletter",
        from: FROM,
        headers: post,
        body: form({ email: "x@example.com", website: "bot", sourcePath: target }),
      }),
    );
  }
  // The Referer of a page reached through a crafted same-origin link (http://site//evil.example/).
  for (const path of [
    "//evil.example/",
    "/.//evil.example/",
    "/%2e//evil.example/",
    "/a/..//evil.example/",
  ]) {
    check(
      `POST /api/newsletter Referer ${path}`,
      await rawRequest({
        method: "POST",
        path: "/api/newsletter",
        from: FROM,
        headers: { ...post, referer: `${origin}${path}` },
        body: form({ email: "x@example.com", website: "bot" }),
      }),
    );
  }

  expect(attempts).toBeGreaterThanOrEqual(48);
  expect(open, `${open.length} of ${attempts} redirects left the site`).toEqual([]);

  // An ordinary target still works.
  const ok = await rawRequest({
    method: "GET",
    path: `/auth?redirectTo=${encodeURIComponent("/dashboard/favorites")}`,
    from: FROM,
    headers: { cookie },
  });
  expect(ok.headers.location).toBe("/dashboard/favorites");
});
