import http from "node:http";
import { expect, test } from "@playwright/test";
import { baseURL, cookieHeader, rawRequest, signIn } from "./helpers";

/**
 * Side effects only on purpose (field test 2): SameSite=Lax sends the session cookie on a
 * top-level navigation from another site, so a GET must never create anything. Opening a
 * conversation from a link shows a page with a button; only that button's same-origin POST
 * starts the conversation.
 */

const EMAIL = "patient-xsite-h18c@careatlas.example";
const EVIL_PORT = Number(process.env.E2E_PORT ?? 3210) + 1002;
const SLUGS = ["istanbul-hair-institute", "lara-eye-vision-center", "uludag-hair-clinic"];

async function conversationCount(page: import("@playwright/test").Page): Promise<number> {
  await page.goto("/dashboard/messages");
  await expect(page.locator("#messages-title")).toBeVisible();
  return page.getByTestId("conversation").count();
}

test("a cross-site top-level GET creates no conversation; the button does", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, EMAIL);
  const before = await conversationCount(page);

  // Another site (127.0.0.1 is not the same site as localhost) links to the conversation URLs.
  const links = SLUGS.map(
    (s) => `<a href="${baseURL()}/dashboard/messages/new?clinic=${s}">${s}</a>`,
  ).join("<br>");
  const evil = http.createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html" }).end(`<!doctype html><body>${links}</body>`);
  });
  await new Promise<void>((r) => evil.listen(EVIL_PORT, "127.0.0.1", () => r()));
  try {
    for (const slug of SLUGS) {
      await page.goto(`http://127.0.0.1:${EVIL_PORT}/`);
      const nav = page.waitForRequest((r) =>
        r.url().includes(`/dashboard/messages/new?clinic=${slug}`),
      );
      await page.getByRole("link", { name: slug }).click();
      const req = await nav;
      expect((await req.allHeaders())["sec-fetch-site"]).toBe("cross-site");
      // The patient sees what would happen and a button; nothing was started.
      await expect(page.getByRole("button", { name: "Start conversation" })).toBeVisible();
    }
  } finally {
    await new Promise((r) => evil.close(r));
  }
  // Raw requests as the field test sent them, with the victim's cookie.
  const cookie = await cookieHeader(page);
  for (const slug of SLUGS) {
    const r = await rawRequest({
      method: "GET",
      path: `/dashboard/messages/new?clinic=${slug}`,
      headers: { cookie, "sec-fetch-site": "cross-site", "sec-fetch-mode": "navigate" },
    });
    expect(r.status).toBe(200);
  }
  expect(await conversationCount(page)).toBe(before);

  // On purpose: the button (a same-origin POST) starts the conversation and opens it.
  await page.goto(`/dashboard/messages/new?clinic=${SLUGS[0]}`);
  await page.getByRole("button", { name: "Start conversation" }).click();
  await expect(page).toHaveURL(/\/dashboard\/messages\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("thread-title")).toBeVisible();
  const url = page.url();
  expect(await conversationCount(page)).toBe(before + 1);
  // Once it exists, the link opens it directly (no second button, no second conversation).
  await page.goto(`/dashboard/messages/new?clinic=${SLUGS[0]}`);
  await expect(page).toHaveURL(url);
  expect(await conversationCount(page)).toBe(before + 1);
});
