import { test as base, expect, type Page } from "@playwright/test";
import * as OTPAuth from "otpauth";

/** The password of the journey accounts (playwright.config.ts, JOURNEY_ACCOUNTS). */
export const JOURNEY_PASSWORD = "Journey-e2e-Passage-2026";

export type SignInOptions = {
  /** Default: the journey accounts' password. */
  password?: string;
  /** Sent as /auth?redirectTo=…; the form sends the person there after signing in. */
  redirectTo?: string;
  /**
   * What to wait for after the click: "dashboard" (default) a URL under /dashboard,
   * "redirect" the redirectTo path (loaded), "none" nothing (the test checks what happens).
   */
  waitFor?: "dashboard" | "redirect" | "none";
  timeout?: number;
};

/** Opens `url` and waits until the page's code has run (the root sets data-hydrated). */
export async function goHydrated(page: Page, url: string, timeout = 30_000): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(
    () => document.documentElement.dataset.hydrated === "true",
    undefined,
    { timeout },
  );
}

/** Signs `email` in through the sign-in form on `page`, as a person would. */
export async function signIn(page: Page, email: string, opts: SignInOptions = {}): Promise<void> {
  const { redirectTo, waitFor = "dashboard", timeout } = opts;
  await page.goto(redirectTo ? `/auth?redirectTo=${encodeURIComponent(redirectTo)}` : "/auth");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.locator("#signin-password").fill(opts.password ?? JOURNEY_PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  if (waitFor === "none") return;
  if (waitFor === "redirect") {
    if (!redirectTo) throw new Error('signIn: waitFor "redirect" needs redirectTo');
    await page.waitForURL((url) => url.pathname.startsWith(redirectTo.split("?")[0]!), {
      timeout: timeout ?? 30_000,
    });
    return;
  }
  await expect(page).toHaveURL(/\/dashboard/, timeout ? { timeout } : undefined);
}

/**
 * On the profile page an administrator is sent to (`?setup=2fa`), turns two-factor on as a
 * person would: confirms the password, reads the secret shown beside the QR code, types the
 * current code. Returns the authenticator, for a later sign-in with a code.
 */
export async function turnOnTwoFactor(
  page: Page,
  password: string = JOURNEY_PASSWORD,
  opts: { timeout?: number } = {},
): Promise<OTPAuth.TOTP> {
  const timeout = opts.timeout ?? 15_000;
  await expect(page).toHaveURL(/\/dashboard\/profile\?setup=2fa/, { timeout });
  await page.getByLabel("Confirm your password").fill(password);
  await page.getByRole("button", { name: "Set up two-factor" }).click();
  const secret = (await page.getByTestId("totp-secret").textContent())!;
  const totp = new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret.replace(/\s+/g, "")),
    digits: 6,
    period: 30,
    algorithm: "SHA1",
  });
  await page.getByLabel("6-digit code").fill(totp.generate());
  await page.getByRole("button", { name: "Turn on two-factor" }).click();
  await expect(page.getByText("Two-factor authentication is on")).toBeVisible({ timeout });
  return totp;
}

/**
 * Playwright's `test` with `login(email, options)`: signs the test's own `page` in. For a second
 * person in the same test (a clinic beside a patient), call `signIn` on their page.
 */
export const test = base.extend<{
  login: (email: string, opts?: SignInOptions) => Promise<void>;
}>({
  login: async ({ page }, use) => {
    await use((email, opts) => signIn(page, email, opts));
  },
});

export { expect };

/**
 * Fills the clinic's package form (new or edit page, English) with a valid package: a title,
 * the first treatment, a price, 5–7 days, two inclusions and an overview; `over` changes any.
 */
export async function fillPackageForm(
  page: Page,
  over: { title: string; price: string; currency?: string; treatment?: string; overview?: string },
): Promise<void> {
  const form = page.locator("form").filter({ has: page.locator("#pkg-title") });
  await form.getByLabel("Title").fill(over.title);
  const treatment = form.getByLabel("Treatment");
  if (over.treatment) await treatment.selectOption({ label: over.treatment });
  else await treatment.selectOption({ index: 1 });
  await form.getByRole("textbox", { name: "Price", exact: true }).fill(over.price);
  if (over.currency) await form.getByLabel("Currency").selectOption(over.currency);
  await form.getByLabel("Shortest stay (days)").fill("5");
  await form.getByLabel("Longest stay (days)").fill("7");
  await form.getByLabel("What's included").fill("Surgery\nHotel");
  await form
    .getByLabel("Overview")
    .fill(
      over.overview ??
        "A package in Cancun with hotel, transfers and a recovery nurse on call after surgery.",
    );
}
