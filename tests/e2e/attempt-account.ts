import { test } from "@playwright/test";

/**
 * The account a test attempt uses, for tests that change an account for good (turning on
 * two-factor). On CI a failed test runs once more; its retry signs in as a twin account made for
 * it ("name@host" becomes "name-r1@host", see playwright.config.ts), so the retry runs the
 * whole test again from the same starting state instead of meeting the first attempt's changes.
 */
export function attemptAccount(email: string): string {
  const retry = test.info().retry;
  return retry === 0 ? email : email.replace("@", `-r${retry}@`);
}
