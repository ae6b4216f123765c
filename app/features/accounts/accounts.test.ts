import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import sharp from "sharp";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  clinics,
  packages,
  medicalRecords,
  patientFavorites,
  profilePhotos,
  profiles,
  sessions,
  userRoles,
  users,
} from "~/db/schema";
import {
  listFavoriteKeys,
  listFavorites,
  mergeFavorites,
  toggleFavorite,
} from "~/features/favorites/favorites.server";
import { uploadTempDir } from "~/services/storage/storage-core.server";
import { getStorage } from "~/services/storage/storage.server";
import { getAuth } from "~/utils/auth.server";
import { dashboardButtonLabel, tabsFor, viewForRole } from "~/utils/dashboard-tabs";
import { getSessionInfo, getUserRole } from "~/utils/permissions.server";
import { safeRedirect } from "~/utils/redirect.server";
import { useTestDb, type TestDb } from "../../../tests/setup/db";
import {
  changeEmail,
  changePassword,
  confirmTwoFactor,
  deleteAccount,
  startTwoFactor,
} from "./account-settings.server";
import { signInWithEmail, verifySignInCode } from "./auth-flows.server";
import { parseBootstrapEnv, bootstrapAccountsFromEnv } from "./bootstrap-accounts.server";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from "./demo-accounts.server";
import { isCommonPassword, passwordProblem } from "./password-policy.server";
import { ProfileSchema } from "./profile-schema";
import { processProfilePhoto, sniffImageType, updateProfile } from "./profile.server";
import { cookieJar, latestLink, makeRequest } from "./test-helpers";
import { UserCreateError, createVerifiedUser } from "./users.server";

let t: TestDb;
beforeAll(async () => {
  t = await useTestDb();
});

const PW = "Juniper-lantern-5150";

describe("password policy", () => {
  it("ships at least 500 distinct common passwords of 8+ characters and refuses them", () => {
    const lines = fs
      .readFileSync("app/features/accounts/common-passwords.txt", "utf8")
      .split("\n")
      .filter((l) => l && !l.startsWith("#"));
    expect(new Set(lines.filter((l) => l.length >= 8)).size).toBeGreaterThanOrEqual(500);
    for (const p of ["password", "12345678", "qwerty123", "Password1", "iloveyou1", "P@ssw0rd"])
      expect(isCommonPassword(p), p).toBe(true);
    expect(passwordProblem("Qwerty123")).toMatch(/too common/);
    expect(passwordProblem("short1!")).toMatch(/at least 8/);
    expect(passwordProblem("x".repeat(129))).toMatch(/at most 128/);
    expect(
      passwordProblem("ada.lovelace@example.test", { email: "ada.lovelace@example.test" }),
    ).toMatch(/email/);
    expect(passwordProblem(PW)).toBeNull();
  });
});

describe("roles", () => {
  it("sign-ups and created users get one role row; clinic users are linked to their clinic", async () => {
    const [clinic] = await t.db
      .select({ id: clinics.id })
      .from(clinics)
      .where(eq(clinics.slug, "istanbul-hair-institute"));
    const c = await createVerifiedUser(t.db, {
      email: "clinic-user@example.test",
      password: PW,
      role: "clinic",
      clinic: "istanbul-hair-institute",
    });
    expect(await getUserRole(c.id)).toEqual({ role: "clinic", clinicId: clinic!.id });
    const byId = await createVerifiedUser(t.db, {
      email: "clinic-user2@example.test",
      password: PW,
      role: "clinic",
      clinic: clinic!.id,
    });
    expect((await getUserRole(byId.id)).clinicId).toBe(clinic!.id);
    const a = await createVerifiedUser(t.db, {
      email: "admin-user@example.test",
      password: PW,
      role: "admin",
      clinic: "istanbul-hair-institute",
    });
    expect(await getUserRole(a.id)).toEqual({ role: "admin", clinicId: null });
    expect(await t.db.select().from(userRoles).where(eq(userRoles.userId, a.id))).toHaveLength(1);

    await expect(
      createVerifiedUser(t.db, {
        email: "x@example.test",
        password: PW,
        role: "clinic",
        clinic: "no-such-clinic",
      }),
    ).rejects.toBeInstanceOf(UserCreateError);
    await expect(
      createVerifiedUser(t.db, {
        email: "clinic-user@example.test",
        password: PW,
        role: "patient",
      }),
    ).rejects.toThrow(/already exists/);
    await expect(
      createVerifiedUser(t.db, {
        email: "weak@example.test",
        password: "password1",
        role: "patient",
      }),
    ).rejects.toThrow(/too common/);

    const r = await signInWithEmail(makeRequest("/auth", { method: "POST", ip: "192.0.2.1" }), {
      email: "clinic-user@example.test",
      password: PW,
    });
    if (!r.ok || r.value.kind !== "signed-in") throw new Error("sign-in failed");
    const s = await getSessionInfo(
      makeRequest("/dashboard", { cookie: cookieJar("", r.value.headers) }),
    );
    expect(s?.user).toMatchObject({ role: "clinic", clinicId: clinic!.id, emailVerified: true });
  });

  it("chooses the dashboard view and the home button label by role", () => {
    expect(viewForRole("clinic")).toBe("clinic");
    expect(viewForRole("patient")).toBe("patient");
    expect(viewForRole("admin")).toBe("patient");
    expect(tabsFor("patient").map((t) => t.id)).toEqual([
      "profile",
      "bookings",
      "messages",
      "records",
      "quotes",
      "favorites",
      "reviews",
    ]);
    expect(tabsFor("clinic").map((t) => t.id)).toEqual([
      "profile",
      "team",
      "packages",
      "calendar",
      "requests",
      "analytics",
      "money",
      "reviews",
      "translations",
      "payouts",
    ]);
    expect(dashboardButtonLabel("clinic")).toBe("Go to Clinic Dashboard");
    expect(dashboardButtonLabel("patient")).toBe("Go to My Dashboard");
    expect(dashboardButtonLabel("admin")).toBe("Go to Admin Dashboard");
    expect(dashboardButtonLabel(undefined)).toBe("Go to Dashboard");
  });
});

describe("profile", () => {
  it("updates only the given user's profile and keeps the account name in step", async () => {
    const me = await createVerifiedUser(t.db, {
      email: "me@example.test",
      password: PW,
      role: "patient",
      name: "Me",
    });
    const other = await createVerifiedUser(t.db, {
      email: "other@example.test",
      password: PW,
      role: "patient",
      name: "Other",
    });
    const input = ProfileSchema.parse({
      fullName: "Me Myself",
      phone: "+1 555 0100",
      nationality: "Canada",
      medicalInterest: "Eye Surgery",
      languagesSpoken: "English, French, English",
    });
    await updateProfile(me.id, input);
    const [p] = await t.db.select().from(profiles).where(eq(profiles.id, me.id));
    expect(p).toMatchObject({
      fullName: "Me Myself",
      nationality: "Canada",
      medicalInterest: "Eye Surgery",
      languagesSpoken: ["English", "French"],
    });
    expect(
      (await t.db.select({ name: users.name }).from(users).where(eq(users.id, me.id)))[0]!.name,
    ).toBe("Me Myself");
    const [o] = await t.db.select().from(profiles).where(eq(profiles.id, other.id));
    expect(o).toMatchObject({ fullName: "Other", nationality: null });
  });

  it("accepts only the spec's nationality and medical interest options", () => {
    expect(ProfileSchema.safeParse({ fullName: "A", nationality: "Narnia" }).success).toBe(false);
    expect(ProfileSchema.safeParse({ fullName: "A", medicalInterest: "Magic" }).success).toBe(
      false,
    );
    expect(ProfileSchema.safeParse({ fullName: "" }).success).toBe(false);
    expect(
      ProfileSchema.safeParse({
        fullName: "A",
        nationality: "Other",
        medicalInterest: "Weight Loss Surgery",
      }).success,
    ).toBe(true);
  });

  it("checks a photo by its content and stores a 256x256 WebP", async () => {
    const png = await sharp({
      create: { width: 600, height: 400, channels: 3, background: "#0f766e" },
    })
      .png()
      .toBuffer();
    expect(sniffImageType(png)).toBe("png");
    const ok = await processProfilePhoto(png);
    if (!ok.ok) throw new Error(ok.message);
    const meta = await sharp(ok.webp).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 256, height: 256 });

    // A script named .png is refused by its bytes; a truncated image too.
    expect(await processProfilePhoto(Buffer.from("<svg onload=alert(1)></svg>"))).toMatchObject({
      ok: false,
    });
    expect(await processProfilePhoto(Buffer.from("GIF89a not really"))).toMatchObject({
      ok: false,
    });
    expect(await processProfilePhoto(Buffer.alloc(5 * 1024 * 1024 + 1, 0xff))).toMatchObject({
      ok: false,
      message: /5 MB/,
    });

    const me = await createVerifiedUser(t.db, {
      email: "photo@example.test",
      password: PW,
      role: "patient",
    });
    await updateProfile(me.id, ProfileSchema.parse({ fullName: "Photo" }), ok.webp);
    expect(
      (await t.db.select().from(profilePhotos).where(eq(profilePhotos.userId, me.id)))[0]?.byteSize,
    ).toBe(ok.webp.length);
    await updateProfile(me.id, ProfileSchema.parse({ fullName: "Photo", removePhoto: "on" }));
    expect(
      await t.db.select().from(profilePhotos).where(eq(profilePhotos.userId, me.id)),
    ).toHaveLength(0);
  });
});

describe("favourites", () => {
  it("toggles, lists with details and merges a device's copy into the account", async () => {
    const me = await createVerifiedUser(t.db, {
      email: "fav@example.test",
      password: PW,
      role: "patient",
    });
    const [c1, c2] = await t.db.select({ id: clinics.id }).from(clinics).limit(2);
    const [p1] = await t.db
      .select({ id: packages.id })
      .from(packages)
      .where(eq(packages.published, true))
      .limit(1);
    expect(await toggleFavorite(me.id, `clinic:${c1!.id}`)).toMatchObject({
      ok: true,
      value: { added: true },
    });
    expect(await listFavoriteKeys(me.id)).toEqual([`clinic:${c1!.id}`]);

    const merged = await mergeFavorites(me.id, [
      `clinic:${c1!.id}`,
      `clinic:${c2!.id}`,
      `package:${p1!.id}`,
      "package:not-a-uuid",
      "clinic:00000000-0000-4000-8000-000000000000",
      "junk",
    ]);
    expect(merged.added).toBe(2);
    const items = await listFavorites(me.id);
    expect(items.map((i) => i.key).sort()).toEqual(
      [`clinic:${c1!.id}`, `clinic:${c2!.id}`, `package:${p1!.id}`].sort(),
    );
    const pkg = items.find((i) => i.kind === "package")!;
    expect(pkg).toMatchObject({
      priceMinor: expect.any(Number),
      currency: expect.any(String),
      href: expect.stringMatching(/^\/package\//),
    });
    expect(items.find((i) => i.kind === "clinic")!.href).toMatch(/^\/clinic\//);

    expect(await toggleFavorite(me.id, `clinic:${c1!.id}`)).toMatchObject({
      ok: true,
      value: { added: false },
    });
    expect(await listFavoriteKeys(me.id)).not.toContain(`clinic:${c1!.id}`);
    expect(await toggleFavorite(me.id, "clinic:nope")).toMatchObject({ ok: false, status: 400 });
    // Another user's list is untouched by all of this.
    const other = await createVerifiedUser(t.db, {
      email: "fav-other@example.test",
      password: PW,
      role: "patient",
    });
    expect(await listFavoriteKeys(other.id)).toEqual([]);
  });
});

describe("two-factor authentication", () => {
  it("is enabled with the password, confirmed with a code, then asked for at sign-in (code or backup code)", async () => {
    const email = "twofa@example.test";
    await createVerifiedUser(t.db, { email, password: PW, role: "admin" });
    const first = await signInWithEmail(makeRequest("/auth", { method: "POST", ip: "192.0.2.9" }), {
      email,
      password: PW,
    });
    if (!first.ok || first.value.kind !== "signed-in") throw new Error("sign-in failed");
    expect(first.value.twoFactorEnabled).toBe(false);
    let cookie = cookieJar("", first.value.headers);
    const user = (await getSessionInfo(makeRequest("/dashboard", { cookie })))!.user;

    expect(
      await startTwoFactor(
        makeRequest("/dashboard", { method: "POST", cookie }),
        user,
        "wrong-password-x",
      ),
    ).toMatchObject({ ok: false });
    const started = await startTwoFactor(
      makeRequest("/dashboard", { method: "POST", cookie }),
      user,
      PW,
    );
    if (!started.ok) throw new Error(JSON.stringify(started));
    const setup = started.value;
    expect(setup.totpURI).toMatch(/^otpauth:\/\/totp\/CareAtlas:twofa%40example\.test\?/);
    expect(setup.backupCodes.length).toBe(10);
    const totp = new OTPAuth.TOTP({
      secret: OTPAuth.Secret.fromBase32(setup.secret),
      digits: 6,
      period: 30,
    });

    expect(
      await confirmTwoFactor(makeRequest("/dashboard", { method: "POST", cookie }), user, "000000"),
    ).toMatchObject({ ok: false });
    const confirmed = await confirmTwoFactor(
      makeRequest("/dashboard", { method: "POST", cookie }),
      user,
      totp.generate(),
    );
    if (!confirmed.ok) throw new Error(JSON.stringify(confirmed));
    cookie = cookieJar(cookie, confirmed.value);
    expect(
      (await getSessionInfo(makeRequest("/dashboard", { cookie })))?.user.twoFactorEnabled,
    ).toBe(true);

    const second = await signInWithEmail(
      makeRequest("/auth", { method: "POST", ip: "192.0.2.10" }),
      { email, password: PW },
    );
    expect(second.ok && second.value.kind).toBe("two-factor");
    if (!second.ok || second.value.kind !== "two-factor") return;
    const challenge = cookieJar("", second.value.headers);
    expect(challenge).toMatch(/careatlas\.two_factor=/);
    expect(challenge).not.toMatch(/session_token/);
    const bad = await verifySignInCode(
      makeRequest("/auth/two-factor", { method: "POST", cookie: challenge }),
      { method: "totp", code: "123456", trustDevice: false },
    );
    expect(bad).toMatchObject({ ok: false });
    const good = await verifySignInCode(
      makeRequest("/auth/two-factor", { method: "POST", cookie: challenge }),
      { method: "backup", code: setup.backupCodes[0]!, trustDevice: false },
    );
    if (!good.ok) throw new Error(JSON.stringify(good));
    expect(
      (
        await getSessionInfo(
          makeRequest("/dashboard", { cookie: cookieJar("", good.value.headers) }),
        )
      )?.user.email,
    ).toBe(email);
  });
});

describe("changing email and password", () => {
  it("asks for the current password; the new address counts once confirmed from its inbox", async () => {
    const email = "mover@example.test";
    await createVerifiedUser(t.db, { email, password: PW, role: "patient" });
    const r = await signInWithEmail(makeRequest("/auth", { method: "POST", ip: "192.0.2.40" }), {
      email,
      password: PW,
    });
    if (!r.ok || r.value.kind !== "signed-in") throw new Error("sign-in failed");
    const cookie = cookieJar("", r.value.headers);
    const user = (await getSessionInfo(makeRequest("/dashboard", { cookie })))!.user;
    const req = () => makeRequest("/dashboard", { method: "POST", cookie, ip: "192.0.2.40" });
    expect(
      await changeEmail(req(), user, {
        newEmail: "moved@example.test",
        currentPassword: "Wrong-password-12",
      }),
    ).toMatchObject({ ok: false, message: /current password/ });
    expect(
      await changeEmail(req(), user, { newEmail: "moved@example.test", currentPassword: PW }),
    ).toMatchObject({ ok: true });
    const link = new URL(await latestLink(t.db, "moved@example.test", "/api/auth/verify-email"));
    const auth = await getAuth();
    const res = await auth.handler(makeRequest(link.pathname + link.search, { cookie }));
    expect(res.status).toBe(302);
    expect(
      (await t.db.select({ email: users.email }).from(users).where(eq(users.id, user.id)))[0]!
        .email,
    ).toBe("moved@example.test");

    const moved = { ...user, email: "moved@example.test" };
    expect(
      await changePassword(req(), moved, {
        currentPassword: "Wrong-password-12",
        newPassword: "Fresh-harbour-8080",
      }),
    ).toMatchObject({ ok: false });
    expect(
      await changePassword(req(), moved, { currentPassword: PW, newPassword: "letmein123" }),
    ).toMatchObject({ ok: false, message: /too common/ });
    expect(
      (
        await changePassword(req(), moved, {
          currentPassword: PW,
          newPassword: "Fresh-harbour-8080",
        })
      ).ok,
    ).toBe(true);
    const again = await signInWithEmail(
      makeRequest("/auth", { method: "POST", ip: "192.0.2.41" }),
      { email: "moved@example.test", password: "Fresh-harbour-8080" },
    );
    expect(again.ok && again.value.kind).toBe("signed-in");
  });
});

describe("deleting an account", () => {
  it("needs the password, then removes the user, profile, favourites and sessions", async () => {
    const email = "leaving@example.test";
    const { id } = await createVerifiedUser(t.db, { email, password: PW, role: "patient" });
    const [c] = await t.db.select({ id: clinics.id }).from(clinics).limit(1);
    await t.db.insert(patientFavorites).values({ patientId: id, clinicId: c!.id });
    // A stored medical record file: it must not outlive the account.
    const storageKey = `records/${id}/leaving-test`;
    const temp = path.join(uploadTempDir(), "leaving-test.part");
    fs.writeFileSync(temp, "%PDF-1.4 test");
    await getStorage().putFile(storageKey, temp);
    await t.db.insert(medicalRecords).values({
      patientId: id,
      fileName: "scan.pdf",
      fileType: "pdf",
      contentType: "application/pdf",
      byteSize: 13,
      storageKey,
      sha256: "0".repeat(64),
    });
    expect((await getStorage().read(storageKey)).length).toBe(13);
    const r = await signInWithEmail(makeRequest("/auth", { method: "POST", ip: "192.0.2.20" }), {
      email,
      password: PW,
    });
    if (!r.ok || r.value.kind !== "signed-in") throw new Error("sign-in failed");
    const cookie = cookieJar("", r.value.headers);
    const user = (await getSessionInfo(makeRequest("/dashboard", { cookie })))!.user;
    expect(
      await deleteAccount(
        makeRequest("/dashboard", { method: "POST", cookie }),
        user,
        "Wrong-password-77",
      ),
    ).toMatchObject({ ok: false });
    expect(
      (await deleteAccount(makeRequest("/dashboard", { method: "POST", cookie }), user, PW)).ok,
    ).toBe(true);
    expect(await t.db.select().from(users).where(eq(users.id, id))).toHaveLength(0);
    expect(await t.db.select().from(profiles).where(eq(profiles.id, id))).toHaveLength(0);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(0);
    expect(
      await t.db.select().from(patientFavorites).where(eq(patientFavorites.patientId, id)),
    ).toHaveLength(0);
    expect(await getSessionInfo(makeRequest("/dashboard", { cookie }))).toBeNull();
    expect(
      await t.db.select().from(medicalRecords).where(eq(medicalRecords.patientId, id)),
    ).toHaveLength(0);
    await expect(getStorage().read(storageKey)).rejects.toThrow(/No stored object/);
  });
});

describe("demo and bootstrap accounts", () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const k of [
      "NODE_ENV",
      "SEED_DEMO_ACCOUNTS",
      "E2E_BOOTSTRAP_ADMIN",
      "E2E_BOOTSTRAP_ACCOUNTS",
    ]) {
      if (saved[k] === undefined) delete process.env[k];
      else process.env[k] = saved[k];
    }
  });

  it("never seeds demo accounts in production or when turned off", async () => {
    process.env.NODE_ENV = "production";
    expect(await seedDemoAccounts(t.db, { log: () => {} })).toEqual({ created: 0, skipped: true });
    process.env.NODE_ENV = "development";
    process.env.SEED_DEMO_ACCOUNTS = "false";
    expect(await seedDemoAccounts(t.db, { log: () => {} })).toEqual({ created: 0, skipped: true });
  });

  it("seeds the three demo accounts in development, once, and prints them", async () => {
    process.env.NODE_ENV = "development";
    delete process.env.SEED_DEMO_ACCOUNTS;
    const lines: string[] = [];
    expect((await seedDemoAccounts(t.db, { log: (l) => lines.push(l) })).created).toBe(3);
    expect((await seedDemoAccounts(t.db, { log: () => {} })).created).toBe(0);
    expect(lines.join("\n")).toContain(DEMO_PASSWORD);
    for (const a of DEMO_ACCOUNTS) {
      const [u] = await t.db
        .select({ id: users.id, verified: users.emailVerified })
        .from(users)
        .where(eq(users.email, a.email));
      expect(u?.verified).toBe(true);
      expect((await getUserRole(u!.id)).role).toBe(a.role);
    }
    const clinicUser = (
      await t.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, "clinic@careatlas.example"))
    )[0]!;
    const [hair] = await t.db
      .select({ id: clinics.id })
      .from(clinics)
      .where(eq(clinics.slug, "istanbul-hair-institute"));
    expect((await getUserRole(clinicUser.id)).clinicId).toBe(hair!.id);
  });

  it("creates the accounts named in E2E_BOOTSTRAP_* and nothing without them", async () => {
    delete process.env.E2E_BOOTSTRAP_ADMIN;
    delete process.env.E2E_BOOTSTRAP_ACCOUNTS;
    expect(await bootstrapAccountsFromEnv(t.db, { log: () => {} })).toBe(0);
    process.env.E2E_BOOTSTRAP_ADMIN = "boot-admin@example.test:Boot:strap-Passage-9";
    process.env.E2E_BOOTSTRAP_ACCOUNTS =
      "clinic/istanbul-hair-institute:boot-clinic@example.test:Clinic-boot-Passage-9;patient:boot-patient@example.test:Patient-boot-Passage-9";
    expect(parseBootstrapEnv()).toEqual([
      {
        role: "admin",
        email: "boot-admin@example.test",
        password: "Boot:strap-Passage-9",
        clinic: null,
      },
      {
        role: "clinic",
        email: "boot-clinic@example.test",
        password: "Clinic-boot-Passage-9",
        clinic: "istanbul-hair-institute",
      },
      {
        role: "patient",
        email: "boot-patient@example.test",
        password: "Patient-boot-Passage-9",
        clinic: null,
      },
    ]);
    expect(await bootstrapAccountsFromEnv(t.db, { log: () => {} })).toBe(3);
    expect(await bootstrapAccountsFromEnv(t.db, { log: () => {} })).toBe(0);
    const r = await signInWithEmail(makeRequest("/auth", { method: "POST", ip: "192.0.2.30" }), {
      email: "boot-admin@example.test",
      password: "Boot:strap-Passage-9",
    });
    expect(r.ok && r.value.kind).toBe("signed-in");
  });
});

describe("safe redirects", () => {
  it("keeps same-site paths and refuses everything else", () => {
    expect(safeRedirect("/search-results?treatment=Hair")).toBe("/search-results?treatment=Hair");
    for (const bad of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "/api/sign-out",
      "",
      null,
      "/auth?x=1",
      "/de/auth?mode=signup",
      "/%0d%0aSet-Cookie",
    ]) {
      const out = safeRedirect(bad as string, "/dashboard");
      expect(
        out === "/dashboard" || (out.startsWith("/") && !out.startsWith("//")),
        String(bad),
      ).toBe(true);
      expect(out).not.toMatch(/evil|javascript|^\/api\/|^(\/de)?\/auth/);
    }
  });
});
