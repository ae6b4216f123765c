import { test as base, expect, type Page } from "@playwright/test";

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
