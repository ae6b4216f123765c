import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { profiles, sessions, userRoles, users } from "~/db/schema";
import { getAuth } from "~/utils/auth.server";
import { getSessionInfo } from "~/utils/permissions.server";
import { useTestDb, type TestDb } from "../../../tests/setup/db";
import {
  isResetTokenValid,
  requestPasswordReset,
  resetPassword,
  signInWithEmail,
  signOut,
  signUpWithEmail,
} from "./auth-flows.server";
import { cookieJar, latestLink, makeRequest } from "./test-helpers";

let t: TestDb;
beforeAll(async () => {
  t = await useTestDb();
});

const PASSWORD = "Lavender-harbour-71";

async function sessionFor(cookie: string) {
  return getSessionInfo(makeRequest("/dashboard", { cookie }));
}

describe("sign-up, verification, sign-in, sign-out and reset through better-auth", () => {
  const email = "ada@example.test";
  let cookie = "";

  it("signs up a patient with a profile and queues a verification mail", async () => {
    const r = await signUpWithEmail(makeRequest("/auth", { method: "POST" }), {
      name: "Ada Lovelace",
      email,
      password: PASSWORD,
    });
    expect(r).toEqual({ ok: true, value: email });
    const [u] = await t.db.select().from(users).where(eq(users.email, email));
    expect(u?.emailVerified).toBe(false);
    expect(u?.id).toMatch(/^[0-9a-f-]{36}$/);
    const [role] = await t.db.select().from(userRoles).where(eq(userRoles.userId, u!.id));
    expect(role?.role).toBe("patient");
    const [p] = await t.db.select().from(profiles).where(eq(profiles.id, u!.id));
    expect(p?.fullName).toBe("Ada Lovelace");
    expect(await latestLink(t.db, email, "/api/auth/verify-email")).toContain("callbackURL=%2F");
  });

  it("refuses to sign in before the email is verified", async () => {
    const r = await signInWithEmail(makeRequest("/auth", { method: "POST" }), {
      email,
      password: PASSWORD,
    });
    expect(r.ok && r.value.kind).toBe("unverified");
  });

  it("verifies through the mailed link, which signs in and leads to /", async () => {
    const link = new URL(await latestLink(t.db, email, "/api/auth/verify-email"));
    const auth = await getAuth();
    const res = await auth.handler(makeRequest(link.pathname + link.search));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
    cookie = cookieJar("", res.headers);
    const s = await sessionFor(cookie);
    expect(s?.user.email).toBe(email);
    expect(s?.user.emailVerified).toBe(true);
    expect(s?.user.role).toBe("patient");
  });

  it("signs in with the password and sets an HttpOnly SameSite=Lax cookie", async () => {
    const r = await signInWithEmail(makeRequest("/auth", { method: "POST" }), {
      email,
      password: PASSWORD,
    });
    expect(r.ok && r.value.kind).toBe("signed-in");
    if (!r.ok || r.value.kind !== "signed-in") return;
    const set = r.value.headers.getSetCookie().join("\n");
    expect(set).toMatch(/careatlas\.session_token=/);
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=Lax/i);
    expect(set).not.toMatch(/Secure/);
    const c = cookieJar("", r.value.headers);
    expect((await sessionFor(c))?.user.email).toBe(email);
  });

  it("rejects a wrong password with better-auth's message", async () => {
    const r = await signInWithEmail(makeRequest("/auth", { method: "POST", ip: "198.51.100.7" }), {
      email,
      password: "Wrong-password-1",
    });
    expect(r).toMatchObject({ ok: false, status: 401, message: "Invalid email or password" });
  });

  it("signs out and the session is gone", async () => {
    const r = await signOut(makeRequest("/api/sign-out", { method: "POST", cookie }));
    expect(r.ok).toBe(true);
    expect(await sessionFor(cookie)).toBeNull();
  });

  it("resets the password by mail and ends every other session", async () => {
    const a = await signInWithEmail(makeRequest("/auth", { method: "POST", ip: "198.51.100.8" }), {
      email,
      password: PASSWORD,
    });
    if (!a.ok || a.value.kind !== "signed-in") throw new Error("sign-in failed");
    const other = cookieJar("", a.value.headers);
    expect(await sessionFor(other)).not.toBeNull();

    expect(
      (await requestPasswordReset(makeRequest("/auth/forgot-password", { method: "POST" }), email))
        .ok,
    ).toBe(true);
    const link = new URL(await latestLink(t.db, email, "/auth/reset-password"));
    const token = link.searchParams.get("token")!;
    expect(token).toBeTruthy();
    // The page checks the link before showing the form; checking does not use it up.
    expect(await isResetTokenValid(token)).toBe(true);
    expect(await isResetTokenValid(token)).toBe(true);
    expect(await isResetTokenValid(token, new Date(Date.now() + 61 * 60_000))).toBe(false);
    expect(await isResetTokenValid("not-a-real-token-123")).toBe(false);

    const weak = await resetPassword(makeRequest("/auth/reset-password", { method: "POST" }), {
      token,
      password: "password123",
    });
    expect(weak).toMatchObject({ ok: false, code: "WEAK_PASSWORD" });

    const done = await resetPassword(makeRequest("/auth/reset-password", { method: "POST" }), {
      token,
      password: "Brand-new-passage-42",
    });
    expect(done.ok).toBe(true);
    expect(await isResetTokenValid(token)).toBe(false);
    expect(await sessionFor(other)).toBeNull();
    const [u] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, u!.id))).toHaveLength(0);

    const old = await signInWithEmail(
      makeRequest("/auth", { method: "POST", ip: "198.51.100.9" }),
      { email, password: PASSWORD },
    );
    expect(old.ok).toBe(false);
    const fresh = await signInWithEmail(
      makeRequest("/auth", { method: "POST", ip: "198.51.100.9" }),
      { email, password: "Brand-new-passage-42" },
    );
    expect(fresh.ok && fresh.value.kind).toBe("signed-in");

    const again = await resetPassword(makeRequest("/auth/reset-password", { method: "POST" }), {
      token,
      password: "Another-new-passage-43",
    });
    expect(again).toMatchObject({ ok: false, code: "INVALID_TOKEN" });
  });

  it("refuses common and short passwords at sign-up, in the form and through the HTTP API", async () => {
    const common = await signUpWithEmail(makeRequest("/auth", { method: "POST" }), {
      name: "Bob",
      email: "bob@example.test",
      password: "qwerty123",
    });
    expect(common).toMatchObject({ ok: false, code: "WEAK_PASSWORD" });
    const auth = await getAuth();
    const res = await auth.handler(
      makeRequest("/api/auth/sign-up/email", {
        method: "POST",
        ip: "192.0.2.50",
        json: { name: "Bob", email: "bob@example.test", password: "Password123" },
      }),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/too common/);
    const short = await signUpWithEmail(makeRequest("/auth", { method: "POST" }), {
      name: "Bob",
      email: "bob@example.test",
      password: "Ab1!xyz",
    });
    expect(short).toMatchObject({
      ok: false,
      message: "Password must be at least 8 characters.",
    });
  });

  it("answers a sign-up for a taken email like a new one (no account probing)", async () => {
    const r = await signUpWithEmail(makeRequest("/auth", { method: "POST", ip: "192.0.2.60" }), {
      name: "Eve",
      email,
      password: "Some-other-pass-77",
    });
    expect(r).toEqual({ ok: true, value: email });
    expect(await latestLink(t.db, email, "/auth")).toBeTruthy();
  });
});
