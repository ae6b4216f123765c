import { getDb } from "~/db/client.server";
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
import { passwordProblem } from "./password-policy.server";
import { reserveAttempt, throttleRules } from "./throttle.server";

/**
 * The /auth pages' server side: each flow calls better-auth's server API (so hashing, tokens,
 * verification and sessions are better-auth's) and returns an outcome the route renders,
 * with the Set-Cookie headers to forward.
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

export type Failure = { kind: "error"; status: number; message: string; code?: string };

function failure(error: unknown): Failure {
  const status = authErrorStatus(error);
  if (status >= 500) console.error("[auth] unexpected error", error);
  return {
    kind: "error",
    status: status >= 500 ? 500 : status,
    message: authErrorMessage(error),
    code: authErrorCode(error),
  };
}

/* ------------------------------------------------------------------ sign up */

export type SignUpOutcome = { kind: "check-email"; email: string } | Failure;

export async function signUpWithEmail(
  request: Request,
  input: { name: string; email: string; password: string; callbackURL?: string },
): Promise<SignUpOutcome> {
  const problem = passwordProblem(input.password, { email: input.email });
  if (problem) return { kind: "error", status: 400, message: problem, code: "WEAK_PASSWORD" };
  const db = await getDb();
  const t = await reserveAttempt(db, throttleRules.signUp(clientIpFrom(request)));
  if (!t.ok)
    return {
      kind: "error",
      status: 429,
      message: "Too many sign-up attempts. Please wait a few minutes and try again.",
      code: "TOO_MANY_REQUESTS",
    };
  try {
    const auth = await getAuth();
    await auth.api.signUpEmail({
      // The confirmation link signs in and lands on "/" (or finishes a pending favourite).
      body: {
        name: input.name,
        email: input.email,
        password: input.password,
        callbackURL: input.callbackURL ?? "/",
      },
      headers: authHeaders(request),
    });
    // An existing address gets the same answer (and its owner a notice): no account probing.
    return { kind: "check-email", email: input.email };
  } catch (error) {
    return failure(error);
  }
}

/* ------------------------------------------------------------------ sign in */

export type SignInOutcome =
  | { kind: "signed-in"; headers: Headers; userId: string; twoFactorEnabled: boolean }
  | { kind: "two-factor"; headers: Headers }
  | { kind: "unverified"; email: string; message: string }
  | Failure;

export async function signInWithEmail(
  request: Request,
  input: { email: string; password: string },
): Promise<SignInOutcome> {
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
      return { kind: "two-factor", headers };
    const user = (response as { user: { id: string; twoFactorEnabled?: boolean | null } }).user;
    return {
      kind: "signed-in",
      headers,
      userId: user.id,
      twoFactorEnabled: Boolean(user.twoFactorEnabled),
    };
  } catch (error) {
    if (authErrorCode(error) === "EMAIL_NOT_VERIFIED") {
      // The password was right: the hook has refunded this attempt.
      return {
        kind: "unverified",
        email: input.email,
        message: "Please verify your email address before signing in.",
      };
    }
    return failure(error);
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
): Promise<{ kind: "sent" } | Failure> {
  const db = await getDb();
  const t = await reserveAttempt(db, throttleRules.mail(kind, clientIpFrom(request), email));
  if (!t.ok)
    return {
      kind: "error",
      status: 429,
      message: "Too many emails requested. Please wait a few minutes and try again.",
    };
  try {
    const auth = await getAuth();
    await send(auth, authHeaders(request));
    return { kind: "sent" };
  } catch (error) {
    if (authErrorStatus(error) < 500) return { kind: "sent" };
    return failure(error);
  }
}

export function resendVerificationEmail(request: Request, email: string) {
  return sendAccountMail(request, "verify", email, (auth, headers) =>
    auth.api.sendVerificationEmail({ body: { email, callbackURL: "/" }, headers }),
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
): Promise<{ kind: "reset" } | Failure> {
  const problem = passwordProblem(input.password);
  if (problem) return { kind: "error", status: 400, message: problem, code: "WEAK_PASSWORD" };
  try {
    const auth = await getAuth();
    await auth.api.resetPassword({
      body: { token: input.token, newPassword: input.password },
      headers: authHeaders(request),
    });
    return { kind: "reset" };
  } catch (error) {
    const code = authErrorCode(error);
    if (code === "INVALID_TOKEN") {
      return {
        kind: "error",
        status: 400,
        message: "This reset link is invalid or has expired. Please request a new one.",
        code,
      };
    }
    return failure(error);
  }
}

/* ------------------------------------------------------------------ two-factor at sign-in */

export type TwoFactorOutcome = { kind: "signed-in"; headers: Headers; userId: string } | Failure;

const TOO_MANY_CODES = "Too many attempts. Please wait a moment and try again.";

export async function verifySignInCode(
  request: Request,
  input: { method: "totp" | "backup"; code: string; trustDevice: boolean },
): Promise<TwoFactorOutcome> {
  const db = await getDb();
  const t = await reserveAttempt(db, throttleRules.twoFactor(clientIpFrom(request)));
  if (!t.ok)
    return { kind: "error", status: 429, message: TOO_MANY_CODES, code: "TOO_MANY_REQUESTS" };
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
    return { kind: "signed-in", headers, userId };
  } catch (error) {
    const code = authErrorCode(error);
    if (code === "INVALID_TWO_FACTOR_COOKIE") {
      return {
        kind: "error",
        status: 401,
        message: "Your sign-in has expired. Please sign in again.",
        code,
      };
    }
    if (code === "CODE_ALREADY_USED")
      return { kind: "error", status: 400, message: TOTP_ALREADY_USED, code: "INVALID_CODE" };
    if (code === "INVALID_CODE" || code === "INVALID_BACKUP_CODE") {
      return {
        kind: "error",
        status: 400,
        message:
          input.method === "totp"
            ? "That code is not valid. Check your authenticator app and try again."
            : "That backup code is not valid.",
        code,
      };
    }
    return failure(error);
  }
}

/* ------------------------------------------------------------------ sign out */

export async function signOut(
  request: Request,
): Promise<{ kind: "signed-out"; headers: Headers } | Failure> {
  try {
    const auth = await getAuth();
    const { headers } = await auth.api.signOut({
      headers: authHeaders(request),
      returnHeaders: true,
    });
    return { kind: "signed-out", headers };
  } catch (error) {
    return failure(error);
  }
}

export { GENERIC_AUTH_ERROR };
