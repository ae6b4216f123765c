import { getDb } from "~/db/client.server";
import { authErrorCode, getAuth } from "~/utils/auth.server";
import type { SessionUser } from "~/utils/permissions.server";
import { type Failure, type Result, ok } from "~/utils/result";
import { authFailure, authHeaders, refusal } from "./auth-flows.server";
import { passwordProblem } from "./password-policy.server";
import { qrCodeOf, type QrCodeView } from "./qr-code.server";
import { reserveAttempt, throttleRules } from "./throttle.server";

/**
 * Changes that need the current password again: email, password, two-factor, deletion.
 * Each runs as the signed-in user (better-auth reads the session from the cookie) and is
 * throttled per user, so a stolen session cannot guess the password quickly. Each returns a
 * `Result`; a change that renews the session has better-auth's headers as its value.
 */

const WRONG_PASSWORD = "Your current password is not correct.";

function fail(error: unknown): Failure {
  const code = authErrorCode(error);
  if (code === "INVALID_PASSWORD" || code === "INVALID_EMAIL_OR_PASSWORD")
    return refusal(400, WRONG_PASSWORD, code);
  return authFailure(error, "account");
}

async function throttle(user: SessionUser): Promise<Failure | null> {
  const db = await getDb();
  const t = await reserveAttempt(db, throttleRules.password(user.id));
  if (!t.ok) return refusal(429, "Too many attempts. Please wait a few minutes and try again.");
  return null;
}

export async function checkPassword(request: Request, password: string): Promise<boolean> {
  const auth = await getAuth();
  try {
    await auth.api.verifyPassword({ body: { password }, headers: authHeaders(request) });
    return true;
  } catch {
    return false;
  }
}

export async function changeEmail(
  request: Request,
  user: SessionUser,
  input: { newEmail: string; currentPassword: string },
): Promise<Result> {
  const limited = await throttle(user);
  if (limited) return limited;
  if (input.newEmail === user.email) return refusal(400, "That is already your email address.");
  if (!(await checkPassword(request, input.currentPassword))) return refusal(400, WRONG_PASSWORD);
  try {
    const auth = await getAuth();
    await auth.api.changeEmail({
      body: { newEmail: input.newEmail, callbackURL: "/dashboard/profile" },
      headers: authHeaders(request),
    });
    return ok();
  } catch (error) {
    return fail(error);
  }
}

export async function changePassword(
  request: Request,
  user: SessionUser,
  input: { currentPassword: string; newPassword: string },
): Promise<Result<Headers>> {
  const limited = await throttle(user);
  if (limited) return limited;
  const problem = passwordProblem(input.newPassword, { email: user.email });
  if (problem) return refusal(400, problem);
  try {
    const auth = await getAuth();
    const { headers } = await auth.api.changePassword({
      body: {
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
        // (The hook in app/utils/auth.server.ts forces this on every path.)
        revokeOtherSessions: true,
      },
      headers: authHeaders(request),
      returnHeaders: true,
    });
    return ok(headers);
  } catch (error) {
    return fail(error);
  }
}

export type TwoFactorSetup = {
  totpURI: string;
  secret: string;
  backupCodes: string[];
  qr: QrCodeView;
};

/** What the set-up step shows: the link, its key, its QR code and the backup codes. */
export function twoFactorSetupOf(totpURI: string, backupCodes: string[]): TwoFactorSetup {
  return { totpURI, secret: secretFromUri(totpURI), backupCodes, qr: qrCodeOf(totpURI) };
}

export function secretFromUri(uri: string): string {
  try {
    return new URL(uri).searchParams.get("secret") ?? "";
  } catch {
    return "";
  }
}

export async function startTwoFactor(
  request: Request,
  user: SessionUser,
  password: string,
): Promise<Result<TwoFactorSetup>> {
  const limited = await throttle(user);
  if (limited) return limited;
  try {
    const auth = await getAuth();
    const r = await auth.api.enableTwoFactor({
      body: { password, issuer: "CareAtlas" },
      headers: authHeaders(request),
    });
    const res = r as { totpURI?: string; backupCodes?: string[] };
    if (!res.totpURI) return refusal(500, "Two-factor setup did not start. Please try again.");
    return ok(twoFactorSetupOf(res.totpURI, res.backupCodes ?? []));
  } catch (error) {
    return fail(error);
  }
}

/** Confirms the authenticator with a first code; better-auth then turns two-factor on and renews the session. */
export async function confirmTwoFactor(
  request: Request,
  user: SessionUser,
  code: string,
): Promise<Result<Headers>> {
  const limited = await throttle(user);
  if (limited) return limited;
  try {
    const auth = await getAuth();
    const { headers } = await auth.api.verifyTOTP({
      body: { code },
      headers: authHeaders(request),
      returnHeaders: true,
    });
    return ok(headers);
  } catch (error) {
    if (authErrorCode(error) === "INVALID_CODE")
      return refusal(
        400,
        "That code is not valid. Check the time on your phone and try the newest code.",
      );
    return fail(error);
  }
}

/** Administrators are refused by better-auth's hook (403, ADMIN_TWO_FACTOR_REQUIRED; decision 028). */
export async function disableTwoFactor(
  request: Request,
  user: SessionUser,
  password: string,
): Promise<Result<Headers>> {
  const limited = await throttle(user);
  if (limited) return limited;
  try {
    const auth = await getAuth();
    const { headers } = await auth.api.disableTwoFactor({
      body: { password },
      headers: authHeaders(request),
      returnHeaders: true,
    });
    return ok(headers);
  } catch (error) {
    return fail(error);
  }
}

/** New backup codes (the value); the old ones stop working. */
export async function regenerateBackupCodes(
  request: Request,
  user: SessionUser,
  password: string,
): Promise<Result<string[]>> {
  const limited = await throttle(user);
  if (limited) return limited;
  try {
    const auth = await getAuth();
    const r = await auth.api.generateBackupCodes({
      body: { password },
      headers: authHeaders(request),
    });
    return ok((r as { backupCodes: string[] }).backupCodes);
  } catch (error) {
    return fail(error);
  }
}

/**
 * Deletes the account. better-auth checks the password and deletes the user row; its
 * beforeDelete/afterDelete hooks (account-deletion.server.ts) anonymise the bookings, payments
 * and reviews that are kept, erase the records and their files, and send the confirmation.
 */
export async function deleteAccount(
  request: Request,
  user: SessionUser,
  password: string,
): Promise<Result<Headers>> {
  const limited = await throttle(user);
  if (limited) return limited;
  try {
    const auth = await getAuth();
    const { headers } = await auth.api.deleteUser({
      body: { password },
      headers: authHeaders(request),
      returnHeaders: true,
    });
    return ok(headers);
  } catch (error) {
    return fail(error);
  }
}
