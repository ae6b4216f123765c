import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

/**
 * The outbox page and the links in mails, against the production build started like
 * `npm start` (embedded database, no PUBLIC_URL, no SMTP_URL, no DEV_MAILBOX): the outbox is
 * readable from this machine only, links point to the address the server prints, never to the
 * Host header a client sent, and no link that acts as a password reaches the server log.
 */

const PORT = Number(process.env.E2E_PORT ?? 3210);
const LOCAL = `http://localhost:${PORT}`;
const ACCOUNT = { email: "patient-outbox@careatlas.example", password: "Journey-e2e-Passage-2026" };

/** A raw HTTP request to `host` (an address of this machine), with the headers given as is. */
function raw(
  host: string,
  opts: { method?: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host,
        port: PORT,
        method: opts.method ?? "GET",
        path: opts.path,
        headers: opts.headers,
        timeout: 20_000,
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (d) => (body += d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on("error", reject);
    if (opts.body) req.write(opts.body);
    req.end();
  });
}

/** This machine's first address that is not loopback (a request to it has a non-loopback peer). */
function nonLoopbackAddress(): string {
  const all = Object.values(os.networkInterfaces()).flat();
  const v4 = all.find((a) => a && !a.internal && a.family === "IPv4");
  if (!v4) throw new Error("this machine has no non-loopback IPv4 address to test from");
  return v4.address;
}

async function mailsTo(to: string): Promise<string> {
  const r = await raw("127.0.0.1", { path: `/dev/mailbox?to=${encodeURIComponent(to)}` });
  expect(r.status).toBe(200);
  return r.body;
}

test.describe("outbox page", () => {
  test("is readable from this machine without signing in", async ({ page }) => {
    const res = await page.goto("/dev/mailbox");
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Mailbox" })).toBeVisible();
  });

  test("is a 404 to a request from another address, and to one relayed by a proxy", async () => {
    const remote = await raw(nonLoopbackAddress(), { path: "/dev/mailbox" });
    expect(remote.status).toBe(404);
    expect(remote.body).not.toContain('data-testid="mail"');
    // Loopback socket, but a proxy on this machine relayed it for someone else.
    const relayed = await raw("127.0.0.1", {
      path: "/dev/mailbox",
      headers: { "X-Forwarded-For": "203.0.113.7" },
    });
    expect(relayed.status).toBe(404);
    // The internal header cannot be forged from outside.
    const forged = await raw(nonLoopbackAddress(), {
      path: "/dev/mailbox",
      headers: { "X-Careatlas-Local-Request": "1" },
    });
    expect(forged.status).toBe(404);
  });
});

test.describe("links in mails", () => {
  test("use the server's own address, never a forged Host header, and stay out of the log", async () => {
    const evil = "attacker.example";
    const headers = { Host: evil, Origin: `http://${evil}` };

    // Newsletter confirmation (double opt-in).
    const subscriber = `outbox-newsletter-${Date.now()}@example.com`;
    const sub = await raw("127.0.0.1", {
      method: "POST",
      path: "/api/newsletter",
      headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        email: subscriber,
        consent: "on",
        source: "footer",
        _js: "1",
      }).toString(),
    });
    expect(sub.status).toBe(200);

    // Password reset (better-auth, through the forgot-password page: the only way in since
    // /api/auth/request-password-reset is not exposed, decision 028).
    const reset = await raw("127.0.0.1", {
      method: "POST",
      path: "/auth/forgot-password",
      headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: ACCOUNT.email }).toString(),
    });
    expect(reset.status).toBe(200);

    const tokens: string[] = [];
    for (const [to, linkPath] of [
      [subscriber, "/newsletter/confirm?token="],
      [ACCOUNT.email, "/auth/reset-password?token="],
    ] as const) {
      await expect
        .poll(async () => (await mailsTo(to)).includes(linkPath), { timeout: 10_000 })
        .toBe(true);
      const html = await mailsTo(to);
      expect(html).not.toContain(evil);
      const links = [...html.matchAll(/href="(https?:\/\/[^"]+)"/g)].map((m) =>
        m[1]!.replace(/&amp;/g, "&"),
      );
      const link = links.find((l) => l.includes(linkPath));
      expect(link, `a ${linkPath} link in the mail to ${to}`).toBeDefined();
      expect(new URL(link!).origin).toBe(LOCAL);
      tokens.push(new URL(link!).searchParams.get("token")!);
    }

    // The server's log (kept by playwright.config.ts) has none of these links or tokens.
    const logFile = path.resolve("tests", ".tmp", `e2e-server-${PORT}.log`);
    const log = fs.readFileSync(logFile, "utf8");
    expect(log).toContain("CareAtlas listening");
    expect(log).toContain(`outbox, ${LOCAL}/dev/mailbox`);
    expect(log).not.toContain("token=");
    for (const token of tokens) expect(log).not.toContain(token);
  });
});
