import { eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { getDb } from "~/db/client.server";
import { isDbUnavailable, noteDbError } from "~/db/db-errors.server";
import { type Role, userRoles, users } from "~/db/schema";
import { isLocale, type Locale } from "~/i18n/config";
import { getAuth, isAPIError } from "./auth.server";

/**
 * Who is asking. Every protected loader and action calls requireUser / requireRole itself
 * (a parent route does not protect a child's action); data functions then take the acting
 * user's id and scope every query by it.
 */

export type SessionUser = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  createdAt: Date;
  role: Role;
  clinicId: string | null;
  /** The language they chose (users.locale): their dashboard and e-mails use it; null: none yet. */
  locale: Locale | null;
};

export type SessionInfo = {
  user: SessionUser;
  sessionId: string;
  /** Set-Cookie headers from a session refresh (updateAge); forward them when convenient. */
  headers: Headers;
};

const cache = new WeakMap<Request, Promise<SessionInfo | null>>();

export function getSessionInfo(request: Request): Promise<SessionInfo | null> {
  let p = cache.get(request);
  if (!p) {
    p = loadSession(request);
    cache.set(request, p);
  }
  return p;
}

/**
 * "No session" and "could not check the session" are different answers: a cookie that names no
 * live session is a signed-out visitor (null), but when the session cannot be looked up (the
 * database is down) the lookup throws, and the request answers 503 with Retry-After rather than
 * sending a signed-in person to the sign-in page (server/app.ts, requireUserApi).
 */
async function loadSession(request: Request): Promise<SessionInfo | null> {
  if (!request.headers.get("cookie")) return null;
  const auth = await getAuth();
  const result = await auth.api
    .getSession({ headers: request.headers, returnHeaders: true })
    .catch((error: unknown) => {
      if (isDbUnavailable(error)) throw error;
      // better-auth's own refusals (a malformed or foreign cookie) mean "not signed in".
      if (isAPIError(error) && ((error as { statusCode?: number }).statusCode ?? 500) < 500)
        return null;
      throw error;
    });
  const s = result?.response;
  if (!s?.user) return null;
  const { role, clinicId, disabled, locale } = await loadRoleRow(s.user.id);
  // A disabled account (admin area > Users) is treated as signed out everywhere.
  if (disabled) return null;
  return {
    user: {
      id: s.user.id,
      name: s.user.name,
      email: s.user.email,
      emailVerified: s.user.emailVerified,
      twoFactorEnabled: Boolean((s.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled),
      createdAt: new Date(s.user.createdAt),
      role,
      clinicId,
      locale,
    },
    sessionId: s.session.id,
    headers: result?.headers ?? new Headers(),
  };
}

/** The user's single role row; a user without one (should not happen) is a patient. */
export async function getUserRole(
  userId: string,
): Promise<{ role: Role; clinicId: string | null }> {
  const { role, clinicId } = await loadRoleRow(userId);
  return { role, clinicId };
}

async function loadRoleRow(
  userId: string,
): Promise<{ role: Role; clinicId: string | null; disabled: boolean; locale: Locale | null }> {
  const db = await getDb();
  // users.locale is read here, not from better-auth's session: a language chosen a moment ago
  // (the switcher) applies on the next page.
  const [row] = await db
    .select({
      role: userRoles.role,
      clinicId: userRoles.clinicId,
      disabledAt: userRoles.disabledAt,
      locale: users.locale,
    })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return {
    role: row?.role ?? "patient",
    clinicId: row?.clinicId ?? null,
    disabled: Boolean(row?.disabledAt),
    locale: isLocale(row?.locale) ? row.locale : null,
  };
}

export async function getUser(request: Request): Promise<SessionUser | null> {
  return (await getSessionInfo(request))?.user ?? null;
}

function currentPath(request: Request) {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/** Pages: a signed-out visitor is sent to /auth and brought back afterwards. */
export async function requireUser(
  request: Request,
  opts: { redirectTo?: string } = {},
): Promise<SessionUser> {
  const user = await getUser(request);
  if (!user) {
    const back = opts.redirectTo ?? currentPath(request);
    throw redirect(`/auth?redirectTo=${encodeURIComponent(back)}`);
  }
  return user;
}

/** The seconds a client is asked to wait when the session could not be checked. */
export const SESSION_UNAVAILABLE_RETRY_AFTER_S = 5;

/** APIs: 401 JSON instead of a redirect; 503 JSON with Retry-After when the session cannot be checked. */
export async function requireUserApi(request: Request): Promise<SessionUser> {
  const user = await getUser(request).catch((error: unknown) => {
    if (!noteDbError(error)) throw error;
    throw data(
      { ok: false, message: "CareAtlas is briefly unavailable. Please try again in a moment." },
      {
        status: 503,
        headers: {
          "Retry-After": String(SESSION_UNAVAILABLE_RETRY_AFTER_S),
          "Cache-Control": "no-store",
        },
      },
    );
  });
  if (!user) throw data({ ok: false, message: "No user logged in" }, { status: 401 });
  return user;
}

export async function requireRole(request: Request, roles: readonly Role[]): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!roles.includes(user.role))
    throw data({ message: "You do not have access to this page." }, { status: 403 });
  return user;
}

export const TWO_FACTOR_SETUP_PATH = "/dashboard/profile?setup=2fa#two-factor";

/** Administrators must have two-factor authentication on before anything admin. */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await requireRole(request, ["admin"]);
  if (!user.twoFactorEnabled) throw redirect(TWO_FACTOR_SETUP_PATH);
  return user;
}
