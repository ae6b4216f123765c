import { getDb } from "~/db/client.server";
import { authErrorCode, authErrorMessage, authErrorStatus, getAuth } from "~/utils/auth.server";
import type { SessionUser } from "~/utils/permissions.server";
import { authHeaders, type Failure } from "./auth-flows.server";
import { passwordProblem } from "./password-policy.server";
import { qrCodeOf, type QrCodeView } from "./qr-code.server";
import { reserveAttempt, throttleRules } from "./throttle.server";

/**
 * Changes that need the current password again: email, password, two-factor, deletion.
 * Each runs as the signed-in user (better-auth reads the session from the cookie) and is
 * throttled per user, so a stolen session cannot guess the password quickly.
 */

const WRONG_PASSWORD = "Your current password is not correct.";

function fail(error: unknown): Failure {
  const code = authErrorCode(error);
  if (code === "INVALID_PASSWORD" || code === "INVALID_EMAIL_OR_PASSWORD")
    return { kind: "error", status: 400, message: WRONG_PASSWORD, code };
  const status = authErrorStatus(error);
  if (status >= 500) console.error("[account] unexpected error", error);
  return {
    kind: "error",
    status: status >= 500 ? 500 : status,
    message: authErrorMessage(error),
    code,
  };
}

async function throttle(user: SessionUser): Promise<Failure | null> {
  const db = await getDb();
  const t = await reserveAttempt(db, throttleRules.password(user.id));
  if (!t.ok)
    return {
      kind: "error",
      status: 429,
      message: "Too many attempts. Please wait a few minutes and try again.",
    };
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
) {
  const limited = await throttle(user);
  if (limited) return limited;
  if (input.newEmail === user.email)
    return {
      kind: "error",
      status: 400,
      message: "That is already your email address.",
    } satisfies Failure;
  if (!(await checkPassword(request, input.currentPassword)))
    return { kind: "error", status: 400, message: WRONG_PASSWORD } satisfies Failure;
  try {
    const auth = await getAuth();
    await auth.api.changeEmail({
      body: { newEmail: input.newEmail, callbackURL: "/dashboard/profile" },
      headers: authHeaders(request),
    });
    return { kind: "ok" as const };
  } catch (error) {
    return fail(error);
  }
}

export async function changePassword(
  request: Request,
  user: SessionUser,
  input: { currentPassword: string; newPassword: string },
) {
  const limited = await throttle(user);
  if (limited) return limited;
  const problem = passwordProblem(input.newPassword, { email: user.email });
  if (problem) return { kind: "error", status: 400, message: problem } satisfies Failure;
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
    return { kind: "ok" as const, headers };
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

export async function startTwoFactor(request: Request, user: SessionUser, password: string) {
  const limited = await throttle(user);
  if (limited) return limited;
  try {
    const auth = await getAuth();
    const r = await auth.api.enableTwoFactor({
      body: { password, issuer: "CareAtlas" },
      headers: authHeaders(request),
    });
    const res = r as { totpURI?: string; backupCodes?: string[] };
    if (!res.totpURI)
      return {
        kind: "error",
        status: 500,
        message: "Two-factor setup did not start. Please try again.",
      } satisfies Failure;
    return {
      kind: "setup" as const,
      setup: twoFactorSetupOf(res.totpURI, res.backupCodes ?? []),
    };
  } catch (error) {
    return fail(error);
  }
}

/** Confirms the authenticator with a first code; better-auth then turns two-factor on and renews the session. */
export async function confirmTwoFactor(request: Request, user: SessionUser, code: string) {
  const limited = await throttle(user);
  if (limited) return limited;
  try {
    const auth = await getAuth();
    const { headers } = await auth.api.verifyTOTP({
      body: { code },
      headers: authHeaders(request),
      returnHeaders: true,
    });
    return { kind: "ok" as const, headers };
  } catch (error) {
    if (authErrorCode(error) === "INVALID_CODE") {
      return {
        kind: "error",
        status: 400,
        message: "That code is not valid. Check the time on your phone and try the newest code.",
      } satisfies Failure;
    }
    return fail(error);
  }
}

/** Administrators are refused by better-auth's hook (403, ADMIN_TWO_FACTOR_REQUIRED; decision 028). */
export async function disableTwoFactor(request: Request, user: SessionUser, password: string) {
  const limited = await throttle(user);
  if (limited) return limited;
  try {
    const auth = await getAuth();
    const { headers } = await auth.api.disableTwoFactor({
      body: { password },
      headers: authHeaders(request),
      returnHeaders: true,
    });
    return { kind: "ok" as const, headers };
  } catch (error) {
    return fail(error);
  }
}

export async function regenerateBackupCodes(request: Request, user: SessionUser, password: string) {
  const limited = await throttle(user);
  if (limited) return limited;
  try {
    const auth = await getAuth();
    const r = await auth.api.generateBackupCodes({
      body: { password },
      headers: authHeaders(request),
    });
    return { kind: "codes" as const, backupCodes: (r as { backupCodes: string[] }).backupCodes };
  } catch (error) {
    return fail(error);
  }
}

/**
 * Deletes the account. better-auth checks the password and deletes the user row; its
 * beforeDelete/afterDelete hooks (account-deletion.server.ts) anonymise the bookings, payments
 * and reviews that are kept, erase the records and their files, and send the confirmation.
 */
export async function deleteAccount(request: Request, user: SessionUser, password: string) {
  const limited = await throttle(user);
  if (limited) return limited;
  try {
    const auth = await getAuth();
    const { headers } = await auth.api.deleteUser({
      body: { password },
      headers: authHeaders(request),
      returnHeaders: true,
    });
    return { kind: "ok" as const, headers };
  } catch (error) {
    return fail(error);
  }
}
