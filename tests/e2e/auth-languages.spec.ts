import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { noHorizontalOverflow } from "./layout";
import { hydrated } from "./security/helpers";

/**
 * The sign-in and password pages in the visitor's language (issue 15), on the production build:
 * /de/auth signs up in German (its error, its confirmation mail), the switcher on /auth lands on
 * /de/auth, and /ar/auth is right to left, fits a phone and passes axe.
 */

async function mailTo(page: Page, to: string) {
  const mail = page.getByTestId("mail").first();
  await expect(async () => {
    await page.goto(`/dev/mailbox?to=${encodeURIComponent(to)}`);
    await expect(mail).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return mail;
}

test("a German sign-up on /de/auth: German errors, then a German confirmation mail", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = `e2e-auth-de-${Date.now()}@example.test`;
  const password = "Quiet-meadow-2026";
  await page.goto("/de/auth?mode=signup");
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page).toHaveTitle("Konto anlegen | CareAtlas");
  await expect(page.getByRole("heading", { level: 1, name: "Konto anlegen" })).toBeVisible();

  // An address the browser accepts but the server does not (no top-level domain).
  await page.getByLabel("Vollständiger Name").fill("Klara Schmidt");
  const emailField = page.getByRole("textbox", { name: "E-Mail-Adresse", exact: true });
  await emailField.fill("klara@beispiel");
  await page.locator("#signup-password").fill(password);
  await page.locator("#signup-confirm").fill(password);
  await page.getByRole("button", { name: "Konto anlegen" }).click();
  await expect(page.getByText("Geben Sie eine gültige E-Mail-Adresse ein")).toBeVisible();
  await expect(emailField).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/de\/auth\?mode=signup$/);

  // Passwords that differ: the browser's own check, in German too.
  await emailField.fill(email);
  await page.locator("#signup-password").fill(password);
  await page.locator("#signup-confirm").fill(`${password}x`);
  await page.getByRole("button", { name: "Konto anlegen" }).click();
  await expect(
    page.locator("#signup-confirm-error").getByText("Die Passwörter stimmen nicht überein"),
  ).toBeVisible();

  await page.locator("#signup-confirm").fill(password);
  await page.getByRole("button", { name: "Konto anlegen" }).click();
  await expect(
    page.getByRole("heading", {
      name: "Bitte prüfen Sie Ihr E-Mail-Postfach, um Ihr Konto zu bestätigen",
    }),
  ).toBeVisible();
  await expect(page.getByText(email.split("@")[0]!)).toBeVisible();

  const mail = await mailTo(page, email);
  await expect(mail.getByTestId("mail-subject")).toHaveText(
    "Bitte bestätigen Sie Ihre E-Mail-Adresse für CareAtlas",
  );
  const text = mail.getByTestId("mail-text");
  await expect(text).toContainText("Hallo Klara,");
  // The link confirms the account and lands on the German home page, signed in.
  const href = await text.locator('a[href*="/api/auth/verify-email"]').first().getAttribute("href");
  expect(new URL(href!).searchParams.get("callbackURL")).toBe("/de");
  await page.goto(href!);
  await expect(page).toHaveURL(/\/de$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(
    page.getByTestId("site-header").getByRole("link", { name: "Dashboard" }),
  ).toBeVisible();
});

test("the header's sign-in link and the switcher keep the sign-in page in the page's language", async ({
  page,
}) => {
  await page.goto("/de/faq");
  await hydrated(page);
  await page.getByTestId("site-header").getByRole("link", { name: "Anmelden" }).first().click();
  await expect(page).toHaveURL(/\/de\/auth$/);
  await expect(page.getByRole("heading", { level: 1, name: "Willkommen zurück" })).toBeVisible();
  await page.getByRole("link", { name: "Passwort vergessen?" }).click();
  await expect(page).toHaveURL(/\/de\/auth\/forgot-password$/);
  await expect(page.getByRole("heading", { level: 1, name: "Passwort vergessen?" })).toBeVisible();

  await page.goto("/auth?mode=signup");
  await hydrated(page);
  await page.getByTestId("languages-footer").getByRole("button", { name: "Français" }).click();
  await expect(page).toHaveURL(/\/fr\/auth\?mode=signup$/);
  await expect(page.getByRole("heading", { level: 1, name: "Créez votre compte" })).toBeVisible();
  // The English page is as it was.
  await page.goto("/auth");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
  // Not for search engines: no alternates for the sign-in pages.
  await page.goto("/de/auth");
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});

for (const path of ["/ar/auth", "/ar/auth?mode=signup", "/ar/auth/forgot-password"]) {
  test(`${path} at 375 px: rtl, no overflow, no serious axe violation`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 900 } });
    const page = await context.newPage();
    await page.goto(path);
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/[A-Za-z]{3}/);
    await noHorizontalOverflow(page);
    const r = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze();
    const bad = r.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
    const name = path.slice(1).replace(/[/?=]/g, "-");
    await page.screenshot({ path: test.info().outputPath(`${name}-375.png`), fullPage: true });
    await context.close();
  });
}
