import { getDb } from "~/db/client.server";
import { requestLocale } from "~/i18n/negotiate.server";
import { localizePath, splitLocale } from "~/i18n/paths";
import { adoptUserLocale } from "~/i18n/preference.server";
import {
  GENERIC_AUTH_ERROR,
  TOTP_ALREADY_USED,
  authErrorCode,
  authErrorMessage,
  authErrorStatus,
  clientIpFrom,
  getAuth,
  CLIENT_IP_HEADER,
} from "~/utils/auth.server";
import { type Failure, type Result, ok } from "~/utils/result";
import { passwordProblem } from "./password-policy.server";
import { reserveAttempt, throttleRules } from "./throttle.server";

/**
 * The /auth pages' server side: each flow calls better-auth's server API (so hashing, tokens,
 * verification and sessions are better-auth's) and returns a `Result`: on success what the
 * route renders, with the Set-Cookie headers to forward; an expected refusal is a `Failure`
 * whose `code` (better-auth's, or WEAK_PASSWORD) lets the route place its message.
 */

/** Only what better-auth needs from the browser's request: the session cookie, agent and IP. */
export function authHeaders(request: Request): Headers {
  const h = new Headers();
  for (const name of ["cookie", "user-agent", CLIENT_IP_HEADER]) {
    const v = request.headers.get(name);
    if (v) h.set(name, v);
  }
  return h;
}

/** A refusal with better-auth's error code (or one of ours), for the route and the tests. */
export function refusal(status: number, message: string, code?: string): Failure {
  return code ? { ok: false, status, message, code } : { ok: false, status, message };
}

/** better-auth's error as a failure; an error of its own (500) is logged and said generically. */
export function authFailure(error: unknown, scope = "auth"): Failure {
  const status = authErrorStatus(error);
  if (status >= 500) console.error(`[${scope}] unexpected error`, error);
  return refusal(status >= 500 ? 500 : status, authErrorMessage(error), authErrorCode(error));
}

/* ------------------------------------------------------------------ sign up */

/** A new account; its value is the address the confirmation link went to. */
export async function signUpWithEmail(
  request: Request,
  input: { name: string; email: string; password: string; callbackURL?: string },
): Promise<Result<string>> {
  const problem = passwordProblem(input.password, { email: input.email });
  if (problem) return refusal(400, problem, "WEAK_PASSWORD");
  const db = await getDb();
  const t = await reserveAttempt(db, throttleRules.signUp(clientIpFrom(request)));
  if (!t.ok)
    return refusal(
      429,
      "Too many sign-up attempts. Please wait a few minutes and try again.",
      "TOO_MANY_REQUESTS",
    );
  try {
    const auth = await getAuth();
    await auth.api.signUpEmail({
      // The confirmation link signs in and lands on "/" (or finishes a pending favourite).
      body: {
        name: input.name,
        email: input.email,
        password: input.password,
        callbackURL: input.callbackURL ?? "/",
        // The language of the page they signed up on: their mails are written in it (decision 048).
        locale: requestLocale(request),
      },
      headers: authHeaders(request),
    });
    // An existing address gets the same answer (and its owner a notice): no account probing.
    return ok(input.email);
  } catch (error) {
    return authFailure(error);
  }
}

/* ------------------------------------------------------------------ sign in */

/**
 * Where a right password leads: signed in, on to the two-factor step, or (an address not yet
 * confirmed) to the "check your email" panel.
 */
export type SignInOutcome =
  | { kind: "signed-in"; headers: Headers; userId: string; twoFactorEnabled: boolean }
  | { kind: "two-factor"; headers: Headers }
  | { kind: "unverified"; email: string; message: string };

export async function signInWithEmail(
  request: Request,
  input: { email: string; password: string },
): Promise<Result<SignInOutcome>> {
  // The sign-in limits, the disabled-account refusal and the refund of a successful attempt
  // are better-auth hooks (app/utils/auth.server.ts), the same for every path (decision 028).
  try {
    const auth = await getAuth();
    const { headers, response } = await auth.api.signInEmail({
      body: { email: input.email, password: input.password, rememberMe: true },
      headers: authHeaders(request),
      returnHeaders: true,
    });
    if ("twoFactorRedirect" in response && response.twoFactorRedirect)
      return ok({ kind: "two-factor", headers });
    const user = (response as { user: { id: string; twoFactorEnabled?: boolean | null } }).user;
    await adoptUserLocale(user.id, requestLocale(request));
    return ok({
      kind: "signed-in",
      headers,
      userId: user.id,
      twoFactorEnabled: Boolean(user.twoFactorEnabled),
    });
  } catch (error) {
    if (authErrorCode(error) === "EMAIL_NOT_VERIFIED") {
      // The password was right: the hook has refunded this attempt.
      return ok({
        kind: "unverified",
        email: input.email,
        message: "Please verify your email address before signing in.",
      });
    }
    return authFailure(error);
  }
}

/* ------------------------------------------------------------------ verification + reset mails */

/**
 * Has better-auth send a mail to an address (verification, password reset), within the mail
 * limits for this address and IP. A refusal below 500 (an unknown or already verified
 * address) answers like a sent mail, so the answer never reveals whether an account exists.
 */
async function sendAccountMail(
  request: Request,
  kind: "verify" | "reset",
  email: string,
  send: (auth: Awaited<ReturnType<typeof getAuth>>, headers: Headers) => Promise<unknown>,
): Promise<Result> {
  const db = await getDb();
  const t = await reserveAttempt(db, throttleRules.mail(kind, clientIpFrom(request), email));
  if (!t.ok)
    return refusal(429, "Too many emails requested. Please wait a few minutes and try again.");
  try {
    const auth = await getAuth();
    await send(auth, authHeaders(request));
    return ok();
  } catch (error) {
    if (authErrorStatus(error) < 500) return ok();
    return authFailure(error);
  }
}

export function resendVerificationEmail(request: Request, email: string) {
  return sendAccountMail(request, "verify", email, (auth, headers) =>
    auth.api.sendVerificationEmail({
      // The link lands on the home page in the language of the page it was asked for on.
      body: {
        email,
        callbackURL: localizePath("/", splitLocale(new URL(request.url).pathname).locale),
      },
      headers,
    }),
  );
}

/* ------------------------------------------------------------------ password reset */

export function requestPasswordReset(request: Request, email: string) {
  return sendAccountMail(request, "reset", email, (auth, headers) =>
    auth.api.requestPasswordReset({ body: { email, redirectTo: "/auth/reset-password" }, headers }),
  );
}

/**
 * Whether a reset link's token is still usable, looked up the way better-auth stores it
 * (`reset-password:<token>` in the verifications table) without consuming it, so the page can
 * say a used or expired link is dead before asking for a new password.
 */
export async function isResetTokenValid(token: string, now = new Date()): Promise<boolean> {
  if (!token) return false;
  const auth = await getAuth();
  const ctx = await auth.$context;
  const v = await ctx.internalAdapter.findVerificationValue(`reset-password:${token}`);
  return Boolean(v && new Date(v.expiresAt) > now);
}

export async function resetPassword(
  request: Request,
  input: { token: string; password: string },
): Promise<Result> {
  const problem = passwordProblem(input.password);
  if (problem) return refusal(400, problem, "WEAK_PASSWORD");
  try {
    const auth = await getAuth();
    await auth.api.resetPassword({
      body: { token: input.token, newPassword: input.password },
      headers: authHeaders(request),
    });
    return ok();
  } catch (error) {
    const code = authErrorCode(error);
    if (code === "INVALID_TOKEN")
      return refusal(
        400,
        "This reset link is invalid or has expired. Please request a new one.",
        code,
      );
    return authFailure(error);
  }
}

/* ------------------------------------------------------------------ two-factor at sign-in */

export type SignedIn = { headers: Headers; userId: string };

const TOO_MANY_CODES = "Too many attempts. Please wait a moment and try again.";

export async function verifySignInCode(
  request: Request,
  input: { method: "totp" | "backup"; code: string; trustDevice: boolean },
): Promise<Result<SignedIn>> {
  const db = await getDb();
  const t = await reserveAttempt(db, throttleRules.twoFactor(clientIpFrom(request)));
  if (!t.ok) return refusal(429, TOO_MANY_CODES, "TOO_MANY_REQUESTS");
  try {
    const auth = await getAuth();
    const { headers, response } =
      input.method === "totp"
        ? await auth.api.verifyTOTP({
            body: { code: input.code, trustDevice: input.trustDevice },
            headers: authHeaders(request),
            returnHeaders: true,
          })
        : await auth.api.verifyBackupCode({
            body: { code: input.code, trustDevice: input.trustDevice },
            headers: authHeaders(request),
            returnHeaders: true,
          });
    const userId = (response as { user?: { id: string } }).user?.id ?? "";
    await t.refund();
    // A replayed TOTP code and a disabled account are refused by better-auth's hooks
    // (app/utils/auth.server.ts): CODE_ALREADY_USED and ACCOUNT_DISABLED land below.
    return ok({ headers, userId });
  } catch (error) {
    const code = authErrorCode(error);
    if (code === "INVALID_TWO_FACTOR_COOKIE")
      return refusal(401, "Your sign-in has expired. Please sign in again.", code);
    if (code === "CODE_ALREADY_USED") return refusal(400, TOTP_ALREADY_USED, "INVALID_CODE");
    if (code === "INVALID_CODE" || code === "INVALID_BACKUP_CODE")
      return refusal(
        400,
        input.method === "totp"
          ? "That code is not valid. Check your authenticator app and try again."
          : "That backup code is not valid.",
        code,
      );
    return authFailure(error);
  }
}

/* ------------------------------------------------------------------ sign out */

/** Ends the session; the value is better-auth's headers, which clear the cookie. */
export async function signOut(request: Request): Promise<Result<Headers>> {
  try {
    const auth = await getAuth();
    const { headers } = await auth.api.signOut({
      headers: authHeaders(request),
      returnHeaders: true,
    });
    return ok(headers);
  } catch (error) {
    return authFailure(error);
  }
}

export { GENERIC_AUTH_ERROR };
