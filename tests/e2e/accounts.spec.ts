import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { attemptAccount } from "./attempt-account";
import { hydrated } from "./security/helpers";

/**
 * Accounts journeys on the production build (fresh database, DEV_MAILBOX=1). Accounts that
 * cannot sign up through the form (admin, clinic) are created at server start from
 * E2E_BOOTSTRAP_ADMIN / E2E_BOOTSTRAP_ACCOUNTS (see playwright.config.ts).
 */

const [ADMIN_EMAIL, ADMIN_PASSWORD] = split(
  process.env.E2E_BOOTSTRAP_ADMIN ?? "admin-e2e@careatlas.example:Admin-e2e-Passage-2026",
);
const ACCOUNTS = Object.fromEntries(
  (
    process.env.E2E_BOOTSTRAP_ACCOUNTS ??
    "patient:patient-e2e@careatlas.example:Patient-e2e-Passage-2026;clinic/istanbul-hair-institute:clinic-e2e@careatlas.example:Clinic-e2e-Passage-2026"
  )
    .split(";")
    .map((e) => {
      const [role, email, ...pw] = e.split(":");
      return [role!.split("/")[0]!, { email: email!, password: pw.join(":") }];
    }),
) as Record<"patient" | "clinic", { email: string; password: string }>;

function split(v: string): [string, string] {
  const i = v.indexOf(":");
  return [v.slice(0, i), v.slice(i + 1)];
}

const PNG_64 =
  "iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAoElEQVR4nO2SQQkAQRDD6iBO+1z9J+IeYaBQAUloeD296ARMoHpFdqHeXXQCJlC9IrtQ7y46AROoXpFdqHcXnYAJVK/ILtS7i07ABKpXZBfq3UUnYALVK7IL9e6iEzCB6hXZhXp30QmYQPWK7EK9u+gETKB6RXah3l10AiZQvSK7UO8uOgETqF6RXah3F52ACVSvyC7Uu4tOwASqV/xzoQ+5GzDiAEgA4gAAAABJRU5ErkJggg==";

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.locator("#signin-password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

async function mailLink(page: Page, to: string, contains: string): Promise<string> {
  let href: string | null = null;
  await expect(async () => {
    await page.goto(`/dev/mailbox?to=${encodeURIComponent(to)}`);
    const link = page.getByTestId("mail").first().locator(`a[href*="${contains}"]`).first();
    href = await link.getAttribute("href", { timeout: 1_000 });
    expect(href).toBeTruthy();
  }).toPass({ timeout: 15_000 });
  return href!;
}

function totpFrom(secret: string) {
  return new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret.replace(/\s+/g, "")),
    digits: 6,
    period: 30,
    algorithm: "SHA1",
  });
}

test("a patient signs up, verifies by email, edits the profile, saves a favourite and signs out", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = `e2e-${Date.now()}@example.test`;
  const password = "Quiet-meadow-2026";

  await page.goto("/auth?mode=signup");
  // The mismatch below is the page's own check: sent before hydration, the server answers it and
  // (rightly) does not send the passwords back, so both would have to be typed again.
  await hydrated(page);
  await page.getByLabel("Full name").fill("Grace Hopper");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.locator("#signup-password").fill(password);
  await page.locator("#signup-confirm").fill("Something-else-1");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Passwords do not match").first()).toBeVisible();

  await page.locator("#signup-confirm").fill(password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(
    page.getByRole("heading", { name: "Please check your email to verify your account" }),
  ).toBeVisible();
  await expect(page.getByText("We've sent you a confirmation link")).toBeVisible();

  // Not verified yet: signing in offers a new link.
  await signIn(page, email, password);
  await expect(page.getByRole("button", { name: "Resend verification email" })).toBeVisible();

  const link = await mailLink(page, email, "/api/auth/verify-email");
  await page.goto(link);
  await expect(page).toHaveURL(/\/$/);
  const header = page.getByTestId("site-header");
  await expect(header.getByRole("link", { name: "Dashboard" })).toBeVisible();
  await expect(header.getByRole("button", { name: "Sign Out" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to My Dashboard" })).toBeVisible();

  await header.getByRole("link", { name: "Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Welcome back, Grace" })).toBeVisible();

  // Profile: view → edit → save.
  await page.getByRole("link", { name: "Edit Profile" }).click();
  await page.getByLabel("Phone").fill("+49 30 1234567");
  await page.getByLabel("Nationality").selectOption("Germany");
  await page.getByLabel("Medical interest").selectOption("Dental Treatment");
  await page.getByLabel("Languages spoken").fill("English, German");
  await page.locator("#photo").setInputFiles({
    name: "me.png",
    mimeType: "image/png",
    buffer: Buffer.from(PNG_64, "base64"),
  });
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Profile updated successfully")).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit Profile" })).toBeVisible();
  await expect(page.getByText("Germany")).toBeVisible();
  await expect(page.getByText("English, German")).toBeVisible();
  await expect(page.getByRole("img", { name: /Profile photo of Grace Hopper/ })).toBeVisible();

  // A favourite from the search results, then in the Favorites tab. The browser copy in
  // localStorage is written by the JavaScript path (before hydration the heart posts a form).
  await page.goto("/search-results");
  await hydrated(page);
  const heart = page.getByRole("button", { name: /^Save .+ to favorites$/ }).first();
  const label = (await heart.getAttribute("aria-label"))!;
  const name = label.replace(/^Save /, "").replace(/ to favorites$/, "");
  await heart.click();
  await expect(page.getByText("Added to favorites").first()).toBeVisible();
  await expect(page.getByRole("button", { name: `Remove ${name} from favorites` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  const local = await page.evaluate(() =>
    JSON.parse(localStorage.getItem("careatlas-favorites") ?? "[]"),
  );
  expect(local[0]).toMatchObject({ clinicName: name });

  await page.goto("/dashboard/favorites");
  await expect(page.getByRole("link", { name, exact: true })).toBeVisible();

  await page.getByTestId("site-header").getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByTestId("site-header").getByRole("link", { name: "Sign In" }),
  ).toBeVisible();
  const after = await page.request.get("/dashboard", { maxRedirects: 0 });
  expect([302, 303]).toContain(after.status());
});

test("a signed-out visitor's favourite is saved after signing in", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/search-results");
  const heart = page.getByRole("button", { name: /^Save .+ to favorites$/ }).nth(1);
  const name = (await heart.getAttribute("aria-label"))!
    .replace(/^Save /, "")
    .replace(/ to favorites$/, "");
  await heart.click();
  await expect(page.getByText("Please sign in to save favorites")).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fsearch-results&favorite=clinic%3A/);
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(ACCOUNTS.patient.email);
  await page.locator("#signin-password").fill(ACCOUNTS.patient.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/search-results$/);
  await expect(page.getByText("Welcome back!")).toBeVisible();
  await expect(page.getByRole("button", { name: `Remove ${name} from favorites` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
});

test("favourites kept in this browser are merged into the account at sign-in", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/");
  const item = await page
    .locator('form[action="/api/favorites"] input[name="item"][value^="package:"]')
    .first()
    .getAttribute("value");
  expect(item).toBeTruthy();
  await page.evaluate((id) => {
    localStorage.setItem(
      "careatlas-favorites",
      JSON.stringify([
        {
          id,
          clinicName: "Saved on this device",
          destination: "Istanbul, Turkey",
          treatment: "Hair",
          price: "$1",
          image: "",
        },
      ]),
    );
  }, item);
  await signIn(page, ACCOUNTS.patient.email, ACCOUNTS.patient.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect
    .poll(async () => page.evaluate(() => localStorage.getItem("careatlas-favorites-owner")), {
      timeout: 15_000,
    })
    .toBeTruthy();
  await page.goto("/dashboard/favorites");
  const href = `/package/`;
  await expect(
    page.getByTestId("favorite-item").locator(`a[href^="${href}"]`).first(),
  ).toBeVisible();
  const local = await page.evaluate(
    () => JSON.parse(localStorage.getItem("careatlas-favorites") ?? "[]") as { id: string }[],
  );
  expect(local.map((f) => f.id)).toContain(item);
});

test("signed-out visitors are sent to sign in; unknown tabs are 404", async ({ page }) => {
  const res = await page.request.get("/dashboard", { maxRedirects: 0 });
  expect([302, 303]).toContain(res.status());
  expect(res.headers()["location"]).toBe("/auth?redirectTo=%2Fdashboard");
  await signIn(page, ACCOUNTS.patient.email, ACCOUNTS.patient.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const missing = await page.goto("/dashboard/nope");
  expect(missing?.status()).toBe(404);
});

test("each role sees its own dashboard", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, ACCOUNTS.patient.email, ACCOUNTS.patient.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Welcome back!")).toBeVisible();
  const tabs = page.getByRole("navigation", { name: "Dashboard sections" });
  for (const t of ["Profile", "Bookings", "Messages", "Records", "Quotes", "Favorites", "Reviews"])
    await expect(tabs.getByRole("link", { name: t })).toBeVisible();
  await tabs.getByRole("link", { name: "Bookings" }).click();
  await expect(page).toHaveURL(/\/dashboard\/bookings$/);
  await expect(page.getByText("No bookings yet")).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse packages" })).toHaveAttribute(
    "href",
    "/packages",
  );
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Go to My Dashboard" })).toHaveAttribute(
    "href",
    "/dashboard",
  );
  await page.getByTestId("site-header").getByRole("button", { name: "Sign Out" }).click();
  await expect(
    page.getByTestId("site-header").getByRole("link", { name: "Sign In" }),
  ).toBeVisible();

  await signIn(page, ACCOUNTS.clinic.email, ACCOUNTS.clinic.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Clinic Dashboard")).toBeVisible();
  await expect(page.getByText("Istanbul Hair Institute").first()).toBeVisible();
  for (const t of ["Team", "Packages", "Calendar", "Requests", "Analytics", "Reviews"])
    await expect(tabs.getByRole("link", { name: t })).toBeVisible();
  await expect(tabs.getByRole("link", { name: "Bookings" })).toHaveCount(0);
  await tabs.getByRole("link", { name: "Packages" }).click();
  await expect(page.getByRole("heading", { name: "Packages" })).toBeVisible();
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Go to Clinic Dashboard" })).toBeVisible();
});

test("an administrator sets up two-factor authentication before anything admin, then signs in with a code", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const adminEmail = attemptAccount(ADMIN_EMAIL);
  await signIn(page, adminEmail, ADMIN_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/profile\?setup=2fa/);
  await expect(page.getByText("Turn on two-factor authentication to continue")).toBeVisible();
  await expect(page.getByRole("link", { name: "Admin area" })).toHaveCount(0);
  await page.goto("/dashboard/bookings");
  await expect(page).toHaveURL(/\/dashboard\/profile\?setup=2fa/);

  await page.getByLabel("Confirm your password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Set up two-factor" }).click();
  const secret = (await page.getByTestId("totp-secret").textContent())!;
  await expect(page.getByTestId("totp-uri")).toContainText("otpauth://totp/");
  const backup = (
    await page.getByRole("list", { name: "Backup codes" }).getByRole("listitem").allTextContents()
  ).map((s) => s.trim());
  expect(backup.length).toBeGreaterThanOrEqual(8);
  const totp = totpFrom(secret);
  await page.getByLabel("6-digit code").fill(totp.generate());
  await page.getByRole("button", { name: "Turn on two-factor" }).click();
  await expect(page.getByText("Two-factor authentication is on")).toBeVisible();
  await expect(page.getByRole("link", { name: "Admin area" })).toHaveAttribute("href", "/admin");
  const tabs = page.getByRole("navigation", { name: "Dashboard sections" });
  await expect(tabs.getByRole("link", { name: "Bookings" })).toBeVisible();
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Go to Admin Dashboard" })).toBeVisible();

  // Next sign-in asks for the second factor; a backup code works too.
  await page.getByTestId("site-header").getByRole("button", { name: "Sign Out" }).click();
  await expect(
    page.getByTestId("site-header").getByRole("link", { name: "Sign In" }),
  ).toBeVisible();
  await signIn(page, adminEmail, ADMIN_PASSWORD);
  await expect(page).toHaveURL(/\/auth\/two-factor/);
  await page.getByRole("link", { name: "Use a backup code instead" }).click();
  await page.getByLabel("Backup code").fill(backup[0]!);
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("link", { name: "Admin area" })).toBeVisible();
});

test("auth and dashboard pages have no axe violations", async ({ page }) => {
  test.setTimeout(90_000);
  for (const path of ["/auth", "/auth?mode=signup", "/auth/forgot-password"]) {
    await page.goto(path);
    const r = await new AxeBuilder({ page }).analyze();
    expect(r.violations, `${path}: ${r.violations.map((v) => v.id).join(", ")}`).toEqual([]);
  }
  await signIn(page, ACCOUNTS.patient.email, ACCOUNTS.patient.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const path of [
    "/dashboard",
    "/dashboard/profile?edit=1",
    "/dashboard/favorites",
    "/dashboard/bookings",
  ]) {
    await page.goto(path);
    const r = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze();
    expect(r.violations, `${path}: ${r.violations.map((v) => v.id).join(", ")}`).toEqual([]);
  }
});
