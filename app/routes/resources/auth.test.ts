import { eq } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import { beforeAll, describe, expect, it } from "vitest";
import { sessions, userRoles, users as usersTable } from "~/db/schema";
import { signInWithEmail, verifySignInCode } from "~/features/accounts/auth-flows.server";
import { cookieJar, makeRequest } from "~/features/accounts/test-helpers";
import { createVerifiedUser } from "~/features/accounts/users.server";
import { action as authRouteAction, loader as authRouteLoader } from "~/routes/resources/auth";
import { ADMIN_KEEPS_TWO_FACTOR, TOO_MANY_SIGN_INS, getAuth } from "~/utils/auth.server";
import { useTestDb, type TestDb } from "../../../tests/setup/db";

/**
 * One authentication surface (decision 028), below the HTTP allow-list: the rules that protect an
 * account are better-auth hooks, so they hold when better-auth's own HTTP handler is called
 * directly (what any exposed endpoint would run) as well as for our /auth flows. The e2e spec
 * tests/e2e/security/auth-surface.spec.ts runs the same attacks through the real server.
 */

let t: TestDb;
const PW = "Copper-kettle-4821";
const EMAILS = {
  lock: "lock@example.test",
  off: "off@example.test",
  name: "name@example.test",
  pw: "pw@example.test",
  admin: "admin@example.test",
};
const ids: Record<string, string> = {};
const ctx = { context: {} as never, params: {}, unstable_pattern: "" } as const;

beforeAll(async () => {
  t = await useTestDb();
  for (const [k, email] of Object.entries(EMAILS))
    ids[k] = (
      await createVerifiedUser(t.db, {
        email,
        password: PW,
        role: k === "admin" ? "admin" : "patient",
        name: k.toUpperCase(),
      })
    ).id;
});

const hasSession = (res: Response) =>
  res.headers.getSetCookie().some((c) => /session_token=[^;]+/.test(c) && !/max-age=0/i.test(c));

async function apiSignIn(email: string, password: string, ip: string) {
  const auth = await getAuth();
  return auth.handler(
    makeRequest("/api/auth/sign-in/email", { method: "POST", ip, json: { email, password } }),
  );
}

async function formSignIn(email: string, ip: string) {
  const r = await signInWithEmail(makeRequest("/auth", { method: "POST", ip }), {
    email,
    password: PW,
  });
  if (!r.ok || r.value.kind === "unverified")
    throw new Error(`sign-in failed: ${JSON.stringify(r)}`);
  return { cookie: cookieJar("", r.value.headers), result: r.value };
}

async function sessionValid(cookie: string): Promise<boolean> {
  const auth = await getAuth();
  const s = await auth.api.getSession({ headers: new Headers({ cookie }) });
  return Boolean(s);
}

describe("the HTTP route exposes only the mailed confirmation link", () => {
  it("answers 404 for every other better-auth endpoint, GET or POST", async () => {
    for (const p of [
      "/sign-in/email",
      "/update-user",
      "/change-password",
      "/two-factor/verify-totp",
      "/two-factor/disable",
      "/sign-up/email",
    ]) {
      const res = (await authRouteAction({
        ...ctx,
        request: makeRequest(`/api/auth${p}`, { method: "POST", json: {} }),
      } as never)) as Response;
      expect(res.status, p).toBe(404);
    }
    for (const p of ["/get-session", "/list-sessions", "/reset-password/abc"]) {
      const res = (await authRouteLoader({
        ...ctx,
        request: makeRequest(`/api/auth${p}`),
      } as never)) as Response;
      expect(res.status, p).toBe(404);
    }
    const verify = (await authRouteLoader({
      ...ctx,
      request: makeRequest("/api/auth/verify-email?token=bad&callbackURL=%2F"),
    } as never)) as Response;
    expect(verify.status).toBe(302);
    expect(verify.headers.get("location")).toBe("/auth?verify=expired");
  });
});

describe("better-auth's own handler keeps every account rule", () => {
  it("an account locked by failures on /auth is locked for the API too, and API failures count", async () => {
    // Five failures through the form and five through the API, each from its own address.
    for (let i = 0; i < 5; i++) {
      const r = await signInWithEmail(
        makeRequest("/auth", { method: "POST", ip: `192.0.2.${10 + i}` }),
        {
          email: EMAILS.lock,
          password: "Wrong-guess-000",
        },
      );
      expect(r).toMatchObject({ ok: false, status: 401 });
      expect((await apiSignIn(EMAILS.lock, "Wrong-guess-000", `192.0.2.${20 + i}`)).status).toBe(
        401,
      );
    }
    // The right password, from fresh addresses: refused on both paths.
    const api = await apiSignIn(EMAILS.lock, PW, "192.0.2.30");
    expect(api.status).toBe(429);
    expect(hasSession(api)).toBe(false);
    expect(((await api.json()) as { message: string }).message).toBe(TOO_MANY_SIGN_INS);
    const form = await signInWithEmail(makeRequest("/auth", { method: "POST", ip: "192.0.2.31" }), {
      email: EMAILS.lock,
      password: PW,
    });
    expect(form).toMatchObject({ ok: false, status: 429, message: TOO_MANY_SIGN_INS });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, ids.lock!))).toHaveLength(
      0,
    );
  });

  it("a disabled account gets no session and cannot rename itself", async () => {
    const { cookie } = await formSignIn(EMAILS.off, "192.0.2.40");
    await t.db
      .update(userRoles)
      .set({ disabledAt: new Date() })
      .where(eq(userRoles.userId, ids.off!));
    const api = await apiSignIn(EMAILS.off, PW, "192.0.2.41");
    expect(api.status).toBe(403);
    expect(hasSession(api)).toBe(false);
    const form = await signInWithEmail(makeRequest("/auth", { method: "POST", ip: "192.0.2.42" }), {
      email: EMAILS.off,
      password: PW,
    });
    expect(form).toMatchObject({ ok: false, status: 403, code: "ACCOUNT_DISABLED" });
    // The session from before is ended by the admin action in real use; even one that survived
    // gets no new sessions, and nothing was created for the refused sign-ins.
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, ids.off!));
    expect(rows).toHaveLength(1);
    expect(cookie).toContain("session_token=");
  });

  it("a display name over 120 characters is refused at sign-up and update-user", async () => {
    const auth = await getAuth();
    const { cookie } = await formSignIn(EMAILS.name, "192.0.2.50");
    const huge = "A".repeat(1024 * 1024);
    const update = await auth.handler(
      makeRequest("/api/auth/update-user", {
        method: "POST",
        cookie,
        ip: "192.0.2.50",
        json: { name: huge },
      }),
    );
    expect(update.status).toBe(400);
    expect(((await update.json()) as { message: string }).message).toBe(
      "Use at most 120 characters",
    );
    const [row] = await t.db
      .select({ name: usersTable.name })
      .from(usersTable)
      .where(eq(usersTable.id, ids.name!));
    expect(row!.name).toBe("NAME");
    const signUp = await auth.handler(
      makeRequest("/api/auth/sign-up/email", {
        method: "POST",
        ip: "192.0.2.51",
        json: {
          name: "B".repeat(121),
          email: "huge@example.test",
          password: "A-long-unusual-passphrase-42",
        },
      }),
    );
    expect(signUp.status).toBe(400);
    expect(
      await t.db.select().from(usersTable).where(eq(usersTable.email, "huge@example.test")),
    ).toHaveLength(0);
    // A normal rename still works.
    const ok = await auth.handler(
      makeRequest("/api/auth/update-user", {
        method: "POST",
        cookie,
        ip: "192.0.2.50",
        json: { name: "Nadia" },
      }),
    );
    expect(ok.status).toBe(200);
  });

  it("a password change signs out the other devices even when the caller does not ask", async () => {
    const auth = await getAuth();
    const { cookie: first } = await formSignIn(EMAILS.pw, "192.0.2.60");
    const { cookie: second } = await formSignIn(EMAILS.pw, "192.0.2.61");
    const res = await auth.handler(
      makeRequest("/api/auth/change-password", {
        method: "POST",
        cookie: first,
        ip: "192.0.2.60",
        json: {
          currentPassword: PW,
          newPassword: "Another-long-Passage-2026",
          revokeOtherSessions: false,
        },
      }),
    );
    expect(res.status).toBe(200);
    expect(await sessionValid(second)).toBe(false);
  });

  it("TOTP codes sign in once on every path, and an admin cannot switch two-factor off", async () => {
    const auth = await getAuth();
    let { cookie } = await formSignIn(EMAILS.admin, "192.0.2.70");
    const enable = (await auth.api.enableTwoFactor({
      body: { password: PW },
      headers: new Headers({ cookie }),
    })) as { totpURI: string };
    const secret = new URL(enable.totpURI).searchParams.get("secret")!;
    const totp = new OTPAuth.TOTP({
      secret: OTPAuth.Secret.fromBase32(secret),
      digits: 6,
      period: 30,
    });
    const { headers } = await auth.api.verifyTOTP({
      body: { code: totp.generate() },
      headers: new Headers({ cookie }),
      returnHeaders: true,
    });
    cookie = cookieJar(cookie, headers);

    // Switching two-factor off: refused through the handler, and through the dashboard's call.
    const off = await auth.handler(
      makeRequest("/api/auth/two-factor/disable", {
        method: "POST",
        cookie,
        ip: "192.0.2.71",
        json: { password: PW },
      }),
    );
    expect(off.status).toBe(403);
    expect(((await off.json()) as { message: string }).message).toBe(ADMIN_KEEPS_TWO_FACTOR);
    const [u] = await t.db
      .select({ on: usersTable.twoFactorEnabled })
      .from(usersTable)
      .where(eq(usersTable.id, ids.admin!));
    expect(u!.on).toBe(true);

    // One code: the first sign-in through /auth/two-factor works...
    const code = totp.generate();
    const step1 = await formSignIn(EMAILS.admin, "192.0.2.72");
    expect(step1.result.kind).toBe("two-factor");
    const first = await verifySignInCode(
      makeRequest("/auth/two-factor", { method: "POST", cookie: step1.cookie, ip: "192.0.2.72" }),
      { method: "totp", code, trustDevice: false },
    );
    expect(first.ok).toBe(true);
    // ...a second sign-in with the same code is refused through better-auth's handler...
    const step2 = await formSignIn(EMAILS.admin, "192.0.2.73");
    const before = (await t.db.select().from(sessions).where(eq(sessions.userId, ids.admin!)))
      .length;
    const replay = await auth.handler(
      makeRequest("/api/auth/two-factor/verify-totp", {
        method: "POST",
        cookie: step2.cookie,
        ip: "192.0.2.73",
        json: { code },
      }),
    );
    expect(replay.status).toBe(400);
    expect((await t.db.select().from(sessions).where(eq(sessions.userId, ids.admin!))).length).toBe(
      before,
    );
    // ...and through the page.
    const step3 = await formSignIn(EMAILS.admin, "192.0.2.74");
    const again = await verifySignInCode(
      makeRequest("/auth/two-factor", { method: "POST", cookie: step3.cookie, ip: "192.0.2.74" }),
      { method: "totp", code, trustDevice: false },
    );
    expect(again).toMatchObject({
      ok: false,
      status: 400,
      message: expect.stringMatching(/already been used/),
    });
    expect((await t.db.select().from(sessions).where(eq(sessions.userId, ids.admin!))).length).toBe(
      before,
    );
  });
});
