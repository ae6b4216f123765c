import { expect, test } from "@playwright/test";

/**
 * Account mails in the person's language (decision 048), on the production build: a visitor who
 * chose German with the switcher signs up on /auth; the confirmation mail in the outbox is German
 * and its link confirms the account. Without a choice the mail is today's English one.
 */

async function signUp(page: import("@playwright/test").Page, email: string) {
  const password = "Quiet-meadow-2026";
  await page.goto("/auth?mode=signup");
  await page.getByLabel("Full name").fill("Klara Schmidt");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.locator("#signup-password").fill(password);
  await page.locator("#signup-confirm").fill(password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(
    page.getByRole("heading", { name: "Please check your email to verify your account" }),
  ).toBeVisible();
}

async function mailTo(page: import("@playwright/test").Page, to: string) {
  const mail = page.getByTestId("mail").first();
  await expect(async () => {
    await page.goto(`/dev/mailbox?to=${encodeURIComponent(to)}`);
    await expect(mail).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return mail;
}

test("a visitor who chose German gets the confirmation mail in German, and its link works", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = `e2e-de-${Date.now()}@example.test`;
  await page.goto("/about");
  await page.getByTestId("languages-footer").getByRole("button", { name: "Deutsch" }).click();
  await expect(page).toHaveURL(/\/de\/about$/);
  expect((await page.context().cookies()).find((c) => c.name === "lang")?.value).toBe("de");

  await signUp(page, email);
  const mail = await mailTo(page, email);
  await expect(mail.getByTestId("mail-subject")).toHaveText(
    "Bitte bestätigen Sie Ihre E-Mail-Adresse für CareAtlas",
  );
  const text = mail.getByTestId("mail-text");
  await expect(text).toContainText("Hallo Klara,");
  await expect(text).toContainText("Falls Sie kein CareAtlas-Konto angelegt haben");
  const href = await text.locator('a[href*="/api/auth/verify-email"]').first().getAttribute("href");
  await page.goto(href!);
  await expect(
    page.getByTestId("site-header").getByRole("link", { name: "Dashboard" }),
  ).toBeVisible();
});

test("without a choice of language the confirmation mail is the English one", async ({ page }) => {
  const email = `e2e-en-${Date.now()}@example.test`;
  await signUp(page, email);
  const mail = await mailTo(page, email);
  await expect(mail.getByTestId("mail-subject")).toHaveText(
    "Confirm your email address for CareAtlas",
  );
  await expect(mail.getByTestId("mail-text")).toContainText("Hi Klara,");
});
