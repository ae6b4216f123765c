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
