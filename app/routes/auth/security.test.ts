import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { clinics, packages, patientFavorites, profiles } from "~/db/schema";
import { signInWithEmail } from "~/features/accounts/auth-flows.server";
import { makeRequest, ORIGIN } from "~/features/accounts/test-helpers";
import { createVerifiedUser } from "~/features/accounts/users.server";
import { action as authAction } from "~/routes/auth";
import { action as dashboardAction } from "~/routes/dashboard/profile";
import { loader as exportLoader } from "~/routes/resources/account-export";
import { action as favoritesAction } from "~/routes/resources/favorites";
import { TOO_MANY_SIGN_INS, getAuth } from "~/utils/auth.server";
import { signInAs } from "../../../tests/kit/auth";
import { useTestDb, type TestDb } from "../../../tests/setup/db";

let t: TestDb;
const PW = "Copper-kettle-4821";
const users = { a: "alice@example.test", b: "bob@example.test", c: "carol@example.test" };
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await useTestDb();
  for (const [k, email] of Object.entries(users))
    ids[k] = (
      await createVerifiedUser(t.db, {
        email,
        password: PW,
        role: "patient",
        name: k.toUpperCase(),
      })
    ).id;
});

const ctx = { context: {} as never, params: {}, unstable_pattern: "" } as const;

function signInRequest(
  ip: string,
  headers: Record<string, string> = {},
  password = "Wrong-guess-000",
) {
  return makeRequest("/api/auth/sign-in/email", {
    method: "POST",
    ip,
    json: { email: users.c, password },
    headers,
  });
}

describe("better-auth's sign-in limit (HTTP API)", () => {
  it("refuses the 4th attempt within 10 s from one IP with 429 and a clear message, forged X-Forwarded-For or not", async () => {
    const auth = await getAuth();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await auth.handler(signInRequest("198.51.100.50"))).status);
    expect(statuses).toEqual([401, 401, 401]);
    const fourth = await auth.handler(signInRequest("198.51.100.50"));
    expect(fourth.status).toBe(429);
    // A different forged X-Forwarded-For on each try does not give a fresh bucket.
    for (const xff of ["1.1.1.1", "8.8.8.8, 9.9.9.9"]) {
      const forged = await auth.handler(
        signInRequest("198.51.100.50", { "x-forwarded-for": xff, "x-real-ip": xff }),
      );
      expect(forged.status).toBe(429);
    }
    // Our resource route does not expose this endpoint at all (decision 028): the pages sign
    // in through /auth, which calls better-auth on the server.
    const { loader: _l, action } = await import("~/routes/resources/auth");
    void _l;
    const viaRoute = (await action({
      ...ctx,
      request: signInRequest("198.51.100.50"),
    } as never)) as Response;
    expect(viaRoute.status).toBe(404);
    // Another client IP (as set by the Express layer from the socket) has its own bucket.
    expect((await auth.handler(signInRequest("198.51.100.51"))).status).toBe(401);
  });

  it("keeps its counters in the database", async () => {
    const rows = await t.db.execute<{ key: string }>(
      // the drizzle table is auth_rate_limits
      (await import("drizzle-orm"))
        .sql`select key from auth_rate_limits where key like '198.51.100.50%'`,
    );
    const list =
      "rows" in rows ? (rows.rows as { key: string }[]) : (rows as unknown as { key: string }[]);
    expect(list.map((r) => r.key)).toContain("198.51.100.50|/sign-in/email");
  });
});

describe("the /auth form's own limits", () => {
  it("refuses the 4th failed attempt within 10 s from one IP, whatever X-Forwarded-For says", async () => {
    const tries = [];
    for (let i = 0; i < 4; i++) {
      tries.push(
        await signInWithEmail(
          makeRequest("/auth", {
            method: "POST",
            ip: "203.0.113.77",
            headers: { "x-forwarded-for": `10.0.0.${i}` },
          }),
          {
            email: users.b,
            password: "Not-the-password-9",
          },
        ),
      );
    }
    expect(tries.slice(0, 3).map((r) => r.ok)).toEqual([false, false, false]);
    expect(tries[3]).toMatchObject({ ok: false, status: 429, message: TOO_MANY_SIGN_INS });
  });

  it("counts failures per account across IPs; successful sign-ins use up nothing", async () => {
    for (let i = 0; i < 5; i++)
      expect(
        (
          await signInWithEmail(
            makeRequest("/auth", { method: "POST", ip: `203.0.113.${100 + i}` }),
            { email: users.a, password: PW },
          )
        ).ok,
      ).toBe(true);
    const results = [];
    for (let i = 0; i < 11; i++) {
      results.push(
        await signInWithEmail(
          makeRequest("/auth", { method: "POST", ip: `203.0.113.${120 + i}` }),
          { email: users.a, password: "Nope-nope-nope-1" },
        ),
      );
    }
    expect(results.slice(0, 10).every((r) => !r.ok && r.status === 401)).toBe(true);
    expect(results[10]).toMatchObject({ status: 429 });
    // Even the right password waits now.
    expect(
      await signInWithEmail(makeRequest("/auth", { method: "POST", ip: "203.0.113.250" }), {
        email: users.a,
        password: PW,
      }),
    ).toMatchObject({ status: 429 });
  });
});

describe("cross-site requests", () => {
  it("refuses a cross-site POST to our actions", async () => {
    const evil = { origin: "https://evil.example", "sec-fetch-site": "cross-site" };
    const req = makeRequest("/auth", {
      method: "POST",
      form: { intent: "signin", email: users.b, password: PW },
      headers: evil,
    });
    await expect(authAction({ ...ctx, request: req } as never)).rejects.toMatchObject({
      status: 403,
    });
    const fav = makeRequest("/api/favorites", {
      method: "POST",
      form: { intent: "add", item: "clinic:00000000-0000-4000-8000-000000000000" },
      headers: { origin: "https://evil.example" },
    });
    await expect(favoritesAction({ ...ctx, request: fav } as never)).rejects.toMatchObject({
      status: 403,
    });
  });

  it("better-auth refuses a cookie-bearing request from another origin", async () => {
    const auth = await getAuth();
    const cookie = await signInAs(users.b, { ip: "192.0.2.201" });
    const res = await auth.handler(
      makeRequest("/api/auth/sign-out", {
        method: "POST",
        json: {},
        cookie,
        headers: { origin: "https://evil.example" },
        ip: "192.0.2.202",
      }),
    );
    expect(res.status).toBe(403);
  });
});

describe("one user cannot read or change another's data", () => {
  it("favourite removal by id only touches the acting user's rows", async () => {
    const [clinic] = await t.db.select({ id: clinics.id }).from(clinics).limit(1);
    const [fav] = await t.db
      .insert(patientFavorites)
      .values({ patientId: ids.b!, clinicId: clinic!.id })
      .returning({ id: patientFavorites.id });
    const cookieA = await signInAs(users.c, { ip: "192.0.2.203" });
    const res = (await favoritesAction({
      ...ctx,
      request: makeRequest("/api/favorites", {
        method: "POST",
        cookie: cookieA,
        form: { intent: "remove-id", favoriteId: fav!.id, format: "json" },
      }),
    } as never)) as { data: { ok: boolean }; init: ResponseInit | null };
    expect(res.data.ok).toBe(false);
    expect(
      await t.db.select().from(patientFavorites).where(eq(patientFavorites.id, fav!.id)),
    ).toHaveLength(1);
  });

  it("the profile action saves the signed-in user's own profile only (no id is taken from the form)", async () => {
    const cookieC = await signInAs(users.c, { ip: "192.0.2.204" });
    const before = await t.db.select().from(profiles).where(eq(profiles.id, ids.b!));
    const res = await dashboardAction({
      ...ctx,
      request: makeRequest("/dashboard/profile", {
        method: "POST",
        cookie: cookieC,
        form: {
          intent: "profile",
          id: ids.b!,
          userId: ids.b!,
          fullName: "Mallory",
          phone: "",
          nationality: "France",
          medicalInterest: "",
          languagesSpoken: "",
        },
      }),
    } as never);
    expect((res as Response).status).toBe(302);
    const [b] = await t.db.select().from(profiles).where(eq(profiles.id, ids.b!));
    expect(b).toEqual(before[0]);
    const [c] = await t.db.select().from(profiles).where(eq(profiles.id, ids.c!));
    expect(c).toMatchObject({ fullName: "Mallory", nationality: "France" });
  });

  it("a save whose session has ended answers 'No user logged in' and keeps what was typed", async () => {
    const res = (await dashboardAction({
      ...ctx,
      request: makeRequest("/dashboard/profile", {
        method: "POST",
        form: {
          intent: "profile",
          fullName: "Typed Name",
          phone: "+44 20 7946 0000",
          nationality: "Ireland",
        },
      }),
    } as never)) as {
      data: { formError: string; values: Record<string, string> };
      init: { status: number };
    };
    expect(res.init.status).toBe(401);
    expect(res.data.formError).toBe("No user logged in");
    expect(res.data.values).toMatchObject({
      fullName: "Typed Name",
      phone: "+44 20 7946 0000",
      nationality: "Ireland",
    });
  });

  it("the data export holds only the signed-in user's data and no secrets", async () => {
    const [pkg] = await t.db.select({ id: packages.id }).from(packages).limit(1);
    await t.db
      .insert(patientFavorites)
      .values({ patientId: ids.c!, packageId: pkg!.id })
      .onConflictDoNothing();
    const cookieC = await signInAs(users.c, { ip: "192.0.2.205" });
    const res = (await exportLoader({
      ...ctx,
      request: makeRequest("/api/account/export", { cookie: cookieC }),
    } as never)) as Response;
    expect(res.headers.get("content-disposition")).toMatch(
      /attachment; filename="careatlas-my-data-/,
    );
    const archive = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const text = strFromU8(archive["data.json"]!);
    const body = JSON.parse(text);
    expect(body.account.email).toBe(users.c);
    expect(body.favorites.some((f: { packageId: string }) => f.packageId === pkg!.id)).toBe(true);
    expect(body.sessions.length).toBeGreaterThan(0);
    expect(text).not.toContain(users.b);
    expect(text).not.toMatch(/"token"|"password"|scrypt|"secret"/i);
    const token = decodeURIComponent(cookieC.match(/careatlas\.session_token=([^;]+)/)![1]!).split(
      ".",
    )[0]!;
    expect(text).not.toContain(token);
    // Signed out: sent to sign in.
    await expect(
      exportLoader({ ...ctx, request: makeRequest("/api/account/export") } as never),
    ).rejects.toMatchObject({ status: 302 });
  });
});

export { ORIGIN };
