import fs from "node:fs";
import path from "node:path";
import { PASSWORD_MIN_LENGTH, passwordTooShort } from "./auth-schema";

/**
 * Password rules shared by sign-up, reset, change and the user:create script (better-auth
 * enforces the same through a before-hook): 8 to 128 characters, not one of the most common
 * passwords, not the email address itself. Hashing is better-auth's (scrypt).
 */

export const PASSWORD_MIN = PASSWORD_MIN_LENGTH;
export const PASSWORD_MAX = 128;

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  if (common) return common;
  // Read at runtime from the source tree (the server always runs from the project root), so
  // the same list serves the app, the scripts and the tests.
  const file = path.resolve(process.cwd(), "app/features/accounts/common-passwords.txt");
  const text = fs.readFileSync(file, "utf8");
  common = new Set(
    text
      .split("\n")
      .map((l) => l.trim().toLowerCase())
      .filter((l) => l && !l.startsWith("#")),
  );
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.trim().toLowerCase());
}

/** Null when the password is acceptable, otherwise the reason in plain words. */
export function passwordProblem(password: string, opts: { email?: string } = {}): string | null {
  if (password.length < PASSWORD_MIN) return passwordTooShort();
  if (password.length > PASSWORD_MAX) return `Password must be at most ${PASSWORD_MAX} characters.`;
  if (isCommonPassword(password))
    return "This password is too common. Please choose one that is harder to guess.";
  const email = opts.email?.trim().toLowerCase();
  if (email) {
    const lower = password.toLowerCase();
    const local = email.split("@")[0] ?? "";
    if (lower === email || (local.length >= 4 && lower === local))
      return "Password must not be your email address.";
  }
  return null;
}
