import { type Browser, type Page, expect, test } from "@playwright/test";
import { openConversation } from "../conversation";
import { PASSWORD, USERS } from "./helpers";

/**
 * Stored XSS: a patient writes script payloads into every field another person later reads —
 * profile name, a message, quote request notes, a medical record's file name and description,
 * a review — and both sides open the pages by server rendering and by client-side navigation
 * in Chromium, with a dialog listener and a CSP-violation listener. Nothing executes; the
 * payloads show as text.
 */

const CLINIC_SLUG = "bangkok-royal-international-hospital";
const PACKAGE_SLUG = "bangkok-executive-health-checkup-package";
const MARK = "xss-probe";
const PAYLOAD = `${MARK} <script>window.__xss=1</script><img src=x onerror="window.__xss=2"><svg onload="window.__xss=3"></svg>"'><a href="javascript:window.__xss=4">click</a>`;

test.describe.configure({ mode: "serial" });

type Watch = { dialogs: string[]; violations: string[] };

async function watched(browser: Browser, email: string): Promise<{ page: Page; seen: Watch }> {
  const ctx = await browser.newContext();
  const seen: Watch = { dialogs: [], violations: [] };
  await ctx.addInitScript(() => {
    (window as unknown as { __csp: string[] }).__csp = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      (window as unknown as { __csp: string[] }).__csp.push(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
    );
  });
  const page = await ctx.newPage();
  page.on("dialog", async (d) => {
    seen.dialogs.push(d.message());
    await d.dismiss();
  });
  await page.goto("/auth");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.locator("#signin-password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  return { page, seen };
}

/** Nothing ran on this page: no flag set, no dialog, no CSP violation; the payload is text. */
async function assertInert(page: Page, seen: Watch, where: string, expectText = true) {
  await page.waitForLoadState("networkidle");
  const state = await page.evaluate(() => ({
    xss: (window as unknown as { __xss?: number }).__xss,
    csp: (window as unknown as { __csp?: string[] }).__csp ?? [],
  }));
  expect(state.xss, `${where}: a payload executed`).toBeUndefined();
  seen.violations.push(...state.csp.map((v) => `${where}: ${v}`));
  expect(seen.dialogs, `${where}: dialogs`).toEqual([]);
  expect(seen.violations, `${where}: CSP violations`).toEqual([]);
  if (expectText) {
    await expect(page.getByText(MARK).first(), `${where}: the payload shows as text`).toBeVisible();
  }
  expect(await page.locator(`a[href^="javascript:"]`).count(), `${where}: javascript: link`).toBe(
    0,
  );
}

const isoInDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);

test("payloads in every user-written field render inert, server-rendered and client-navigated", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { page: patient, seen: ps } = await watched(browser, USERS.patientA);
  const { page: clinic, seen: cs } = await watched(browser, USERS.clinicX);

  // Profile name (shown to clinics beside requests and messages).
  await patient.goto("/dashboard/profile?edit=1");
  await patient.getByLabel("Full name").fill(`Ann ${PAYLOAD}`.slice(0, 100));
  await patient.getByRole("button", { name: "Save Changes" }).click();
  await patient.waitForLoadState("networkidle");

  // A message to the clinic.
  await openConversation(patient, CLINIC_SLUG);
  await patient.getByRole("textbox", { name: /Write a message to/ }).fill(PAYLOAD);
  await patient.getByRole("button", { name: "Send" }).click();
  await expect(patient.getByText("Message sent").first()).toBeVisible();

  // A quote request with the payload in its notes.
  await patient.goto(`/quote-request?clinic=${CLINIC_SLUG}`);
  await patient.getByLabel("Treatment").fill("Executive health check");
  await patient.getByLabel("Notes for the clinics").fill(PAYLOAD);
  await patient.getByRole("button", { name: "Send quote request" }).click();
  await expect(patient).toHaveURL(/\/dashboard\/quotes/);

  // A medical record whose file name and description carry the payload.
  const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
  const upload = await patient.request.post("/api/records", {
    headers: { origin: new URL(patient.url()).origin, accept: "application/json" },
    multipart: {
      description: PAYLOAD,
      file: {
        name: `${MARK}<img src=x onerror=alert(1)>.pdf`,
        mimeType: "application/pdf",
        buffer: pdf,
      },
    },
  });
  expect(upload.status()).toBe(201);

  // A booking completed by the clinic, then a review with the payload.
  await patient.goto(`/checkout?package=${PACKAGE_SLUG}`);
  await patient.getByLabel("Consultation date").fill(isoInDays(30));
  await patient.getByLabel("Name on card").fill("Ann Probe");
  await patient.getByLabel("Card number").fill("4242424242424242");
  await patient.getByLabel("Expiry (MM/YY)").fill("12/34");
  await patient.getByLabel("Security code (CVC)").fill("123");
  await patient.getByLabel("I have read the cancellation terms").check();
  const [paid] = await Promise.all([
    patient.waitForResponse(
      (r) => r.url().includes("/checkout") && r.request().method() === "POST",
    ),
    patient.getByRole("button", { name: /pay/i }).click(),
  ]);
  expect(paid.status()).toBeLessThan(400);
  await clinic.goto("/dashboard/requests/bookings");
  // Confirming asks first; completion waits for the treatment date (moved to today by the
  // browser-test route, as in reviews.spec.ts).
  const reference = (await clinic.getByTestId("booking").first().getAttribute("data-reference"))!;
  await clinic.locator("summary", { hasText: "Confirm booking" }).first().click();
  await clinic.getByRole("button", { name: `Yes, confirm ${reference}` }).click();
  await expect(clinic.getByRole("button", { name: "Mark completed" }).first()).toBeDisabled();
  expect((await clinic.request.post("/dev/bookings", { form: { reference } })).status()).toBe(200);
  await clinic.goto("/dashboard/requests/bookings");
  await clinic.locator("summary", { hasText: "Mark completed" }).first().click();
  await clinic.getByRole("button", { name: `Yes, mark ${reference} completed` }).click();
  await expect(clinic.locator("summary", { hasText: "Mark completed" })).toHaveCount(0);
  await patient.goto("/dashboard/reviews");
  const form = patient
    .locator("form")
    .filter({ has: patient.getByRole("button", { name: "Submit review" }) })
    .first();
  await form.getByRole("radio", { name: /^5 stars/ }).check({ force: true });
  // No link in it (links wait for moderation): the script payload alone is published at once.
  await form
    .getByLabel("Your review")
    .fill(`${MARK} <script>window.__xss=1</script><img src=x onerror="window.__xss=2">`);
  await form.getByRole("button", { name: "Submit review" }).click();
  await expect(patient.getByText("Review submitted").first()).toBeVisible();

  // Patient side: server-rendered, then client-side navigation through the tabs.
  await patient.goto("/dashboard/records");
  await assertInert(patient, ps, "patient records (SSR)");
  const tabs = patient.getByRole("navigation", { name: "Dashboard sections" });
  for (const tab of ["Quotes", "Reviews", "Records", "Messages"]) {
    await tabs.getByRole("link", { name: tab }).click();
    await expect(patient).toHaveURL(new RegExp(`/dashboard/${tab.toLowerCase()}`));
    await assertInert(patient, ps, `patient ${tab} (client navigation)`, tab !== "Quotes");
  }
  await patient.getByTestId("conversation").first().click();
  await assertInert(patient, ps, "patient thread (client navigation)");

  // Clinic side: requests (notes, patient name), the thread, reviews, the public page.
  await clinic.goto("/dashboard/requests");
  await assertInert(clinic, cs, "clinic requests (SSR)");
  const sections = clinic.getByRole("navigation", { name: "Requests sections" });
  await sections.getByRole("link", { name: "Messages" }).click();
  await clinic.getByTestId("conversation").first().click();
  await assertInert(clinic, cs, "clinic thread (client navigation)");
  await clinic
    .getByRole("navigation", { name: "Dashboard sections" })
    .getByRole("link", { name: "Reviews" })
    .click();
  await assertInert(clinic, cs, "clinic reviews (client navigation)");
  await clinic.goto(`/clinic/${CLINIC_SLUG}`);
  await assertInert(clinic, cs, "public clinic page (SSR)");
});
