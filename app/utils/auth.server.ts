import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { deleteSessionCookie } from "better-auth/cookies";
import { twoFactor } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import { getDb, type Db } from "~/db/client.server";
import * as authSchema from "~/db/schema";
import { authEmails } from "~/features/accounts/auth-emails.server";
import { DisplayNameSchema } from "~/features/accounts/auth-schema";
import { passwordProblem } from "~/features/accounts/password-policy.server";
import { refundAttempt, reserveAttempt, throttleRules } from "~/features/accounts/throttle.server";
import { DEFAULT_LOCALE, isLocale } from "~/i18n/config";
import { localizePath } from "~/i18n/paths";
import { enqueueEmail } from "~/services/email/email.server";
import { publish } from "~/services/realtime/publish.server";
import { getEnv, publicOrigin, secureCookies, trustedOrigins } from "~/utils/env.server";
import { redactText, redactValue } from "~/utils/redact.server";

/**
 * better-auth, configured once per database (tests swap the database per file).
 *
 * - Sessions live in the database; the cookie is HttpOnly, SameSite=Lax, and Secure in
 *   production behind https (advanced.useSecureCookies).
 * - The client IP comes ONLY from x-careatlas-client-ip, which server/app.ts sets from the
 *   socket (or a configured trusted proxy); a forged X-Forwarded-For changes nothing.
 * - Rate limits are stored in the database (auth_rate_limits) and are on in every mode.
 * - Sign-up, reset and change refuse common passwords (common-passwords.txt).
 */

export const CLIENT_IP_HEADER = "x-careatlas-client-ip";
export const AUTH_BASE_PATH = "/api/auth";
export const SIGN_IN_LIMIT = { window: 10, max: 3 } as const;
export const TOO_MANY_SIGN_INS = "Too many sign-in attempts. Please wait a moment and try again.";
/** A session (and its cookie) lasts 7 days, renewed at most once a day while in use. */
export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
export const SESSION_UPDATE_AGE_SECONDS = 24 * 60 * 60;
export const GENERIC_AUTH_ERROR = "Something went wrong. Please try again.";
export const ACCOUNT_DISABLED_MESSAGE =
  "This account has been disabled. Please contact CareAtlas support.";
export const TOTP_ALREADY_USED =
  "That code has already been used. Wait for the next code in your authenticator app.";
export const ADMIN_KEEPS_TWO_FACTOR = "Administrators must keep two-factor authentication on.";

/* ------------------------------------------------------------------ account rules (decision 028) */

/**
 * The rules that protect signing in and changing an account live here, inside better-auth's
 * hooks, so they hold for every caller: our /auth pages (through auth.api.*) and better-auth's
 * HTTP handler alike. The HTTP handler itself is reachable only for the endpoints the product's
 * pages use (app/routes/resources/auth.ts).
 */

/** The client IP of a hook's call: the header server/app.ts sets from the socket. */
function hookIp(headers: Headers | undefined): string {
  return headers?.get(CLIENT_IP_HEADER)?.trim() || "unknown";
}

function refuseLongName(name: unknown) {
  if (name === undefined) return;
  const parsed = DisplayNameSchema.safeParse(name);
  if (!parsed.success)
    throw new APIError("BAD_REQUEST", {
      message: parsed.error.issues[0]?.message ?? "Enter a valid name",
      code: "INVALID_NAME",
    });
}

async function isDisabled(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ disabledAt: authSchema.userRoles.disabledAt })
    .from(authSchema.userRoles)
    .where(eq(authSchema.userRoles.userId, userId));
  return Boolean(row?.disabledAt);
}

async function isAdmin(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ role: authSchema.userRoles.role })
    .from(authSchema.userRoles)
    .where(eq(authSchema.userRoles.userId, userId));
  return row?.role === "admin";
}

/** The language a person's mails are written in (users.locale; English when none is stored). */
function localeOf(user: object): string | null {
  const { locale } = user as { locale?: unknown };
  return typeof locale === "string" ? locale : null;
}

/** A page of ours in a person's language (`/auth` → `/de/auth`; English: as it is). */
function pageFor(user: object, path: string): string {
  const locale = localeOf(user);
  return `${authBaseURL()}${localizePath(path, isLocale(locale) ? locale : DEFAULT_LOCALE)}`;
}

const bodyOf = (ctx: { body?: unknown }) => (ctx.body ?? {}) as Record<string, unknown>;
const emailOf = (body: Record<string, unknown>) =>
  typeof body.email === "string" ? body.email : "";

export function isProduction() {
  return getEnv().NODE_ENV === "production";
}

/** Where links in mails and better-auth's own URLs point: PUBLIC_URL or http://localhost:PORT. */
export function authBaseURL(): string {
  return publicOrigin();
}

/**
 * Who may call the auth endpoints: pages of the request's own origin, PUBLIC_URL (or the local
 * address) and TRUSTED_ORIGINS.
 */
export function authTrustedOrigins(request?: Request): string[] {
  const origins = [authBaseURL(), ...trustedOrigins()];
  if (request) {
    try {
      origins.push(new URL(request.url).origin);
    } catch {
      // no usable URL
    }
  }
  return [...new Set(origins)];
}

let cachedSecret: string | undefined;

/**
 * BETTER_AUTH_SECRET when set (required for several instances on one PostgreSQL); otherwise a
 * random secret created once in DATA_DIR (one PGlite instance owns that folder anyway). It
 * signs cookies and encrypts the two-factor secrets, so it must stay stable.
 */
export function authSecret(): string {
  if (cachedSecret) return cachedSecret;
  const env = getEnv();
  if (env.BETTER_AUTH_SECRET) return (cachedSecret = env.BETTER_AUTH_SECRET);
  if (env.NODE_ENV === "test")
    return (cachedSecret = "careatlas-test-secret-0123456789abcdef0123456789");
  // A production deployment cannot get here: getEnv() requires BETTER_AUTH_SECRET there.
  const dir = path.resolve(env.DATA_DIR);
  const file = path.join(dir, ".auth-secret");
  try {
    const existing = fs.readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return (cachedSecret = existing);
  } catch {
    // first boot
  }
  fs.mkdirSync(dir, { recursive: true });
  const fresh = crypto.randomBytes(32).toString("base64url");
  fs.writeFileSync(file, fresh + "\n", { mode: 0o600 });
  return (cachedSecret = fresh);
}

function createAuth(db: Db) {
  const secure = secureCookies();
  return betterAuth({
    appName: "CareAtlas",
    baseURL: authBaseURL(),
    basePath: AUTH_BASE_PATH,
    secret: authSecret(),
    telemetry: { enabled: false },
    // Its messages pass through redaction: a failed session lookup logs the query error, whose
    // bind parameters are the session token (decision 029).
    logger: {
      level: getEnv().NODE_ENV === "test" ? "error" : "warn",
      log: (level, message, ...args) => {
        const write =
          level === "error" ? console.error : level === "warn" ? console.warn : console.info;
        write(`[auth] ${redactText(message)}`, ...args.map((a) => redactValue(a)));
      },
    },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: authSchema.users,
        session: authSchema.sessions,
        account: authSchema.accounts,
        verification: authSchema.verifications,
        twoFactor: authSchema.twoFactors,
        rateLimit: authSchema.authRateLimits,
      },
    }),
    trustedOrigins: authTrustedOrigins,
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, token }) => {
        // The reset page in the person's language (/de/auth/reset-password).
        const url = `${pageFor(user, "/auth/reset-password")}?token=${encodeURIComponent(token)}`;
        await enqueueEmail(db, {
          to: user.email,
          ...authEmails.resetPassword({ name: user.name, url, locale: localeOf(user) }),
        });
      },
      onExistingUserSignUp: async ({ user }) => {
        await enqueueEmail(db, {
          to: user.email,
          ...authEmails.existingAccount({
            name: user.name,
            locale: localeOf(user),
            signInUrl: pageFor(user, "/auth"),
            resetUrl: pageFor(user, "/auth/forgot-password"),
          }),
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => {
        await enqueueEmail(db, {
          to: user.email,
          ...authEmails.verifyEmail({ name: user.name, url, locale: localeOf(user) }),
        });
      },
    },
    user: {
      // The person's language (decision 048): set at sign-up from the page they signed up on
      // (auth-flows.server.ts), changed by the language switcher (/api/locale); their account
      // mails are written in it. Only the server's own calls reach sign-up (routes/resources/
      // auth.ts), and the before hook keeps only a configured language.
      additionalFields: {
        locale: { type: "string", required: false, input: true, returned: true },
      },
      changeEmail: { enabled: true },
      // The deletion itself runs as database hooks (databaseHooks.user.delete below), so every
      // way better-auth deletes a user does it.
      deleteUser: { enabled: true },
    },
    // Deletion only through the profile page (password and throttle): better-auth's own HTTP
    // endpoint would delete a fresh session's account without the password.
    disabledPaths: ["/delete-user", "/delete-user/callback"],
    session: {
      expiresIn: SESSION_MAX_AGE_SECONDS, // 7 days (docs/security.md)
      updateAge: SESSION_UPDATE_AGE_SECONDS, // extended at most once a day while in use
      freshAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      modelName: "rateLimit",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": SIGN_IN_LIMIT,
        "/sign-up/email": { window: 60, max: 5 },
        "/request-password-reset": { window: 60, max: 3 },
        "/send-verification-email": { window: 60, max: 3 },
        "/two-factor/*": { window: 10, max: 3 },
        "/get-session": { window: 60, max: 300 },
      },
    },
    advanced: {
      cookiePrefix: "careatlas",
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure, path: "/" },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // better-auth skips its origin check when NODE_ENV=test; keep it on everywhere.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      database: { generateId: "uuid" },
    },
    databaseHooks: {
      user: {
        // Every deletion of a user row by better-auth (the profile page, its delete-user
        // endpoints, its internal adapter) anonymises what the law keeps and erases the rest,
        // files included (account-deletion.server.ts, decisions 024 and 031). Imported on first
        // use, so a process that never deletes a user never loads it.
        delete: {
          before: async (user) => {
            const m = await import("~/features/accounts/account-deletion.server");
            await m.prepareAccountDeletion(db, user);
          },
          after: async (user) => {
            const m = await import("~/features/accounts/account-deletion.server");
            await m.finishAccountDeletion(db, user);
          },
        },
        create: {
          // A display name is 1-120 characters on every path (sign-up form and API alike).
          before: async (user) => {
            refuseLongName(user.name);
            const { locale } = user as { locale?: unknown };
            if (locale !== undefined && locale !== null && !isLocale(locale))
              return { data: { ...user, locale: null } };
          },
          // Every account gets its role row (sign-ups are patients) and an empty profile.
          after: async (user) => {
            await db
              .insert(authSchema.userRoles)
              .values({ userId: user.id, role: "patient" })
              .onConflictDoNothing({ target: authSchema.userRoles.userId });
            await db
              .insert(authSchema.profiles)
              .values({ id: user.id, fullName: user.name })
              .onConflictDoNothing({ target: authSchema.profiles.id });
          },
        },
        update: {
          before: async (data) => {
            refuseLongName((data as { name?: unknown }).name);
          },
        },
      },
      session: {
        // Every session better-auth ends (sign-out, revoke, password change or reset, account
        // deletion) is announced, so that user's open realtime streams close now on every instance.
        delete: {
          after: async (session) => {
            await publish(db, { type: "sessions", userId: session.userId }).catch(() => {});
          },
        },
        create: {
          // A disabled account gets no session from any path: password, two-factor code,
          // backup code, the auto sign-in of a confirmation link.
          before: async (session) => {
            if (await isDisabled(db, session.userId))
              throw new APIError("FORBIDDEN", {
                message: ACCOUNT_DISABLED_MESSAGE,
                code: "ACCOUNT_DISABLED",
              });
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = bodyOf(ctx);
        const candidate =
          ctx.path === "/sign-up/email"
            ? body.password
            : ctx.path === "/reset-password" || ctx.path === "/change-password"
              ? body.newPassword
              : undefined;
        if (typeof candidate === "string") {
          const problem = passwordProblem(candidate, {
            email: typeof body.email === "string" ? body.email : undefined,
          });
          if (problem)
            throw new APIError("BAD_REQUEST", { message: problem, code: "WEAK_PASSWORD" });
        }
        // Sign-in limits: a burst and a sustained cap per IP, and a cap per account. A
        // successful sign-in is refunded in the after hook.
        if (ctx.path === "/sign-in/email") {
          const t = await reserveAttempt(
            db,
            throttleRules.signIn(hookIp(ctx.headers), emailOf(body)),
          );
          if (!t.ok)
            throw new APIError("TOO_MANY_REQUESTS", {
              message: TOO_MANY_SIGN_INS,
              code: "TOO_MANY_REQUESTS",
            });
        }
        // Changing the password signs out every other device, whatever the caller asked.
        if (ctx.path === "/change-password")
          return { context: { body: { ...body, revokeOtherSessions: true } } };
        // Administrators keep two-factor on.
        if (ctx.path === "/two-factor/disable") {
          const session = await getSessionFromCtx(ctx);
          if (session && (await isAdmin(db, session.user.id)))
            throw new APIError("FORBIDDEN", {
              message: ADMIN_KEEPS_TWO_FACTOR,
              code: "ADMIN_TWO_FACTOR_REQUIRED",
            });
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const body = bodyOf(ctx);
        const returned = ctx.context.returned;
        const failed = isAPIError(returned);
        if (ctx.path === "/sign-in/email") {
          // Only failures use up the budget (an unconfirmed address had the right password).
          if (!failed || authErrorCode(returned) === "EMAIL_NOT_VERIFIED")
            await refundAttempt(db, throttleRules.signIn(hookIp(ctx.headers), emailOf(body)));
        }
        // A TOTP code signs in once (ASVS 6.5.1): a replay within its validity is refused and the
        // session just created for it is ended. (Confirming enrolment, with a session, is not a
        // sign-in: its response carries the old session's token, not the new one's.)
        if (ctx.path === "/two-factor/verify-totp" && !failed) {
          const fresh = ctx.context.newSession;
          const token = (returned as { token?: string } | undefined)?.token;
          if (fresh && token === fresh.session.token) {
            const once = await reserveAttempt(
              db,
              throttleRules.totpUse(fresh.user.id, String(body.code ?? "")),
            );
            if (!once.ok) {
              await db
                .delete(authSchema.sessions)
                .where(eq(authSchema.sessions.token, fresh.session.token));
              deleteSessionCookie(ctx);
              throw new APIError("BAD_REQUEST", {
                message: TOTP_ALREADY_USED,
                code: "CODE_ALREADY_USED",
              });
            }
          }
        }
      }),
    },
    plugins: [
      twoFactor({
        issuer: "CareAtlas",
        totpOptions: { digits: 6, period: 30 },
        backupCodeOptions: { amount: 10, length: 10 },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

const KEY = Symbol.for("careatlas.auth");
type G = typeof globalThis & { [KEY]?: WeakMap<Db, Auth> };
const g = globalThis as G;

/** The better-auth instance bound to the current database. */
export async function getAuth(): Promise<Auth> {
  const db = await getDb();
  g[KEY] ??= new WeakMap();
  let auth = g[KEY].get(db);
  if (!auth) {
    auth = createAuth(db);
    g[KEY].set(db, auth);
  }
  return auth;
}

/* ------------------------------------------------------------------ helpers */

/** The client IP set by the Express layer (never X-Forwarded-For). */
export function clientIpFrom(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER)?.trim() || "unknown";
}

/** A readable message from a better-auth error; the generic one for anything unexpected. */
export function authErrorMessage(error: unknown): string {
  if (isAPIError(error)) {
    const status = (error as { statusCode?: number }).statusCode ?? 400;
    if (status === 429) return TOO_MANY_SIGN_INS;
    const message = (error.body as { message?: string } | undefined)?.message ?? error.message;
    if (status >= 500 || !message) return GENERIC_AUTH_ERROR;
    return message;
  }
  return GENERIC_AUTH_ERROR;
}

export function authErrorCode(error: unknown): string | undefined {
  if (isAPIError(error)) return (error.body as { code?: string } | undefined)?.code;
  return undefined;
}

export function authErrorStatus(error: unknown): number {
  if (isAPIError(error)) return (error as { statusCode?: number }).statusCode ?? 400;
  return 500;
}

/** Copies every Set-Cookie header from better-auth's response headers onto ours. */
export function appendSetCookies(target: Headers, source: Headers | null | undefined) {
  if (!source) return target;
  for (const c of source.getSetCookie()) target.append("Set-Cookie", c);
  return target;
}

export { isAPIError };
