import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { USERS, hydrated, routePatterns, samplePath, signIn } from "./helpers";

/**
 * Cross-site request forgery: a page on another local port (same site, other origin — cookies
 * are sent, so only the origin check stands in the way) auto-submits a form and fires
 * credentialed fetches at every state-changing route while a patient is signed in. Every one is
 * refused with 403, and the patient's data is unchanged.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const EVIL_PORT = Number(process.env.E2E_PORT ?? 3210) + 1000;
const SERVER_LOG = path.join(ROOT, `tests/.tmp/e2e-server-${process.env.E2E_PORT ?? 3210}.log`);

/**
 * The server's own record of what it answered requests from the attacking origin: its guard
 * logs each refusal (request id, path, origin) and every request's final status. Used beside
 * the DevTools events, which a busy browser sometimes drops.
 */
function statusesFromServerLog(origin: string): Map<string, number> {
  const out = new Map<string, number>();
  if (!fs.existsSync(SERVER_LOG)) return out;
  const paths = new Map<string, string>();
  const lines = fs.readFileSync(SERVER_LOG, "utf8").split("\n");
  const parsed = lines.flatMap((l) => {
    try {
      return [JSON.parse(l) as Record<string, unknown>];
    } catch {
      return [];
    }
  });
  for (const e of parsed) {
    if (e.msg === "cross-site request refused" && e.origin === origin) {
      paths.set(String(e.requestId), String(e.path));
    }
  }
  for (const e of parsed) {
    const p = e.msg === "request" ? paths.get(String(e.requestId)) : undefined;
    if (p && typeof e.status === "number") out.set(p, e.status);
  }
  return out;
}

/** Routes whose module exports an action (or better-auth's handler), with sample params. */
function stateChangingPaths(): string[] {
  const out = new Set<string>();
  for (const r of routePatterns()) {
    const src = fs.readFileSync(path.join(ROOT, "app", r.file), "utf8");
    if (!/export\s+(async\s+function|const|function)\s+action\b/.test(src)) continue;
    const p = samplePath(r.pattern.replace("/*", "/sign-out"));
    if (p) out.add(p);
  }
  for (const p of ["/api/auth/sign-out", "/api/auth/update-user", "/api/auth/change-password"]) {
    out.add(p);
  }
  return [...out];
}

test("a page on another local port cannot submit forms or credentialed fetches to any state-changing route", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const targets = stateChangingPaths();
  expect(targets.length).toBeGreaterThan(10);
  await signIn(page, USERS.patientA);
  await page.goto("/dashboard/profile");
  // Compared once hydrated both times: client-only parts (the app card) render after hydration.
  await hydrated(page);
  const nameBefore = await page.locator("main").innerText();

  const html = `<!doctype html><html><body>
<form id="f" method="post" action="${baseURL}/dashboard/profile">
  <input name="intent" value="profile"><input name="fullName" value="Hacked Name">
</form>
<script>
  const targets = ${JSON.stringify(targets.map((t) => baseURL + t))};
  (async () => {
    // One after another, so every request is answered before the page navigates away.
    for (const t of targets) {
      const body = new URLSearchParams({ intent: "delete-account", fullName: "Hacked Name", message: "x" });
      await fetch(t, { method: "POST", body, credentials: "include", mode: "no-cors" }).catch(() => {});
    }
    document.title = "fired";
    document.getElementById("f").submit();
  })();
</script></body></html>`;
  const evil = http.createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html" });
    res.end(html);
  });
  await new Promise<void>((r) => evil.listen(EVIL_PORT, "127.0.0.1", () => r()));
  try {
    // The browser hides these answers from the attacking page (and from page events); the
    // DevTools protocol still sees each request's real status line.
    const statuses = new Map<string, number>();
    const urls = new Map<string, string>();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    cdp.on("Network.requestWillBeSent", (e) => {
      if (e.request.method === "POST" && e.request.url.startsWith(baseURL!)) {
        urls.set(e.requestId, new URL(e.request.url).pathname);
      }
    });
    cdp.on("Network.responseReceivedExtraInfo", (e) => {
      const p = urls.get(e.requestId);
      if (p) statuses.set(p, e.statusCode);
    });
    cdp.on("Network.responseReceived", (e) => {
      const p = urls.get(e.requestId);
      if (p && !statuses.has(p)) statuses.set(p, e.response.status);
    });
    const navigated = page.waitForResponse(
      (r) => r.request().method() === "POST" && r.url().includes("/dashboard/profile"),
    );
    await page.goto(`http://localhost:${EVIL_PORT}/`);
    const formResponse = await navigated;
    expect(formResponse.status()).toBe(403);
    const expected = [...new Set(targets.map((t) => t.split("?")[0]!))];
    const evilOrigin = `http://localhost:${EVIL_PORT}`;
    const seenAll = () => {
      for (const [p, st] of statusesFromServerLog(evilOrigin))
        if (!statuses.has(p)) statuses.set(p, st);
      return expected.filter((t) => !statuses.has(t));
    };
    await expect.poll(seenAll, { timeout: 30_000 }).toEqual([]);
    for (const t of targets) {
      expect(statuses.get(t.split("?")[0]!), `POST ${t}`).toBe(403);
    }
  } finally {
    evil.close();
  }

  // Still signed in, nothing changed (a fresh tab: the attacking page may still be navigating).
  const check = await page.context().newPage();
  await check.goto(`${baseURL}/dashboard/profile`);
  await expect(check).toHaveURL(/\/dashboard\/profile/);
  await hydrated(check);
  expect(await check.locator("main").innerText()).toBe(nameBefore);
});
