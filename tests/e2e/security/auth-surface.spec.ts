import { expect, test, type Page } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { attemptAccount } from "../attempt-account";
import { PASSWORD, baseURL, hydrated, rawRequest, signIn } from "./helpers";

/**
 * One authentication surface (issue 18, item 1; decision 028). The same attack list runs against
 * the product's own pages (/auth, /auth/two-factor, /dashboard/profile) and against better-auth's
 * HTTP API under /api/auth/*: every rule that protects signing in or changing an account must
 * hold on both. Each attack sends from its own loopback address (127.0.18.x) so per-IP budgets
 * never touch other tests, and checks what is stored (a session, a name, a password, two-factor),
 * not only the status code.
 */

const ORIGIN = () => new URL(baseURL()).origin;
const FORM = { "content-type": "application/x-www-form-urlencoded" };
const JSON_HEADERS = () => ({ "content-type": "application/json", origin: ORIGIN() });
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

type Raw = Awaited<ReturnType<typeof rawRequest>>;

/** name=value pairs of the cookies a response sets (expired ones left out). */
function cookiesOf(res: Raw): Record<string, string> {
  const out: Record<string, string> = {};
  const set = res.headers["set-cookie"] ?? [];
  for (const c of Array.isArray(set) ? set : [set]) {
    const [pair] = c.split(";");
    const i = pair!.indexOf("=");
    const name = pair!.slice(0, i).trim();
    const value = pair!.slice(i + 1).trim();
    if (/max-age=0/i.test(c) || value === "") continue;
    out[name] = value;
  }
  return out;
}

const jar = (cookies: Record<string, string>) =>
  Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join("; ");

/** Whether a response handed out a session (a session cookie with a value). */
const gaveSession = (res: Raw) => Boolean(cookiesOf(res)["careatlas.session_token"]);

/** Whether a cookie header still opens the dashboard (200) or is sent to sign in (302). */
async function signedIn(cookie: string, from: string): Promise<boolean> {
  const r = await rawRequest({ method: "GET", path: "/dashboard", headers: { cookie }, from });
  return r.status === 200;
}

/** Signs in through the /auth form from one address; returns the response. */
function formSignIn(email: string, password: string, from: string) {
  return rawRequest({
    method: "POST",
    path: "/auth",
    from,
    headers: { ...FORM, origin: ORIGIN() },
    body: form({ intent: "signin", email, password }),
  });
}

function apiPost(path: string, body: unknown, from: string, cookie?: string) {
  return rawRequest({
    method: "POST",
    path,
    from,
    headers: { ...JSON_HEADERS(), ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

/** A refusal: a 4xx and no session handed out. */
function expectRefused(res: Raw, what: string) {
  expect(res.status, `${what}: ${res.status} ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(
    400,
  );
  expect(res.status, what).toBeLessThan(500);
  expect(gaveSession(res), `${what} handed out a session`).toBe(false);
}

test("a locked account stays locked on every path, and guesses stop counting nowhere", async () => {
  test.setTimeout(120_000);
  const email = "patient-h18a-lock@careatlas.example";
  // Ten wrong passwords through the form, each from its own address (no per-IP burst), lock it.
  for (let i = 0; i < 10; i++) {
    const r = await formSignIn(email, `Wrong-guess-${i}-000`, `127.0.18.${10 + i}`);
    expect(r.status, `guess ${i}`).toBe(401);
  }
  // The right password from a fresh address: /auth refuses (locked for 15 minutes)...
  const page = await formSignIn(email, PASSWORD, "127.0.18.30");
  expect(page.status).toBe(429);
  expect(gaveSession(page)).toBe(false);
  // ...and so does better-auth's own sign-in endpoint (today: 200 and a session).
  const api = await apiPost(
    "/api/auth/sign-in/email",
    { email, password: PASSWORD },
    "127.0.18.31",
  );
  expectRefused(api, "API sign-in of a locked account");
  // A further wrong guess through the API is not answered as a guess (401) either.
  const guess = await apiPost(
    "/api/auth/sign-in/email",
    { email, password: "Wrong-guess-api-000" },
    "127.0.18.32",
  );
  expectRefused(guess, "API guess against a locked account");
  expect(guess.status).not.toBe(401);
});

test("the product exposes only the auth endpoints its pages use", async () => {
  const from = "127.0.18.40";
  // better-auth endpoints the pages never call: all 404, signed in or not.
  const posts = [
    "/api/auth/sign-in/email",
    "/api/auth/sign-up/email",
    "/api/auth/sign-out",
    "/api/auth/update-user",
    "/api/auth/change-password",
    "/api/auth/change-email",
    "/api/auth/set-password",
    "/api/auth/revoke-session",
    "/api/auth/revoke-sessions",
    "/api/auth/revoke-other-sessions",
    "/api/auth/request-password-reset",
    "/api/auth/reset-password",
    "/api/auth/send-verification-email",
    "/api/auth/delete-user",
    "/api/auth/two-factor/enable",
    "/api/auth/two-factor/disable",
    "/api/auth/two-factor/verify-totp",
    "/api/auth/two-factor/verify-backup-code",
    "/api/auth/two-factor/generate-backup-codes",
    "/api/auth/two-factor/get-totp-uri",
    "/api/auth/verify-password",
  ];
  for (const p of posts) {
    const r = await apiPost(p, {}, from);
    expect(r.status, `POST ${p}`).toBe(404);
  }
  for (const p of [
    "/api/auth/get-session",
    "/api/auth/list-sessions",
    "/api/auth/ok",
    "/api/auth/reset-password/abc",
  ]) {
    const r = await rawRequest({ method: "GET", path: p, from });
    expect(r.status, `GET ${p}`).toBe(404);
  }
  // The mailed confirmation link still lands: a bad token is sent to /auth with a message.
  const verify = await rawRequest({
    method: "GET",
    path: "/api/auth/verify-email?token=not-a-token&callbackURL=%2F",
    from,
  });
  expect(verify.status).toBe(302);
  expect(verify.headers.location).toBe("/auth?verify=expired");
});

test("a 1 MB display name is refused on every path", async () => {
  test.setTimeout(90_000);
  const email = "patient-h18a-name@careatlas.example";
  const from = "127.0.18.50";
  const r = await formSignIn(email, PASSWORD, from);
  expect(r.status).toBe(302);
  const cookie = jar(cookiesOf(r));
  const huge = "A".repeat(1024 * 1024);

  // The profile form: 400 with the field's message, nothing stored.
  const profile = await rawRequest({
    method: "POST",
    path: "/dashboard/profile",
    from,
    headers: { ...FORM, origin: ORIGIN(), cookie },
    body: form({ intent: "profile", fullName: huge }),
  });
  expect(profile.status).toBe(400);
  expect(profile.body).toContain("Use at most 120 characters");

  // better-auth's update-user with the same session (today: 200, stored).
  const api = await apiPost("/api/auth/update-user", { name: huge }, from, cookie);
  expectRefused(api, "API update-user with a 1 MB name");

  // Sign-up with a 1 MB name: the form and the API.
  const signUpEmail = `h18a-huge-${Date.now()}@careatlas.example`;
  const signUpForm = await rawRequest({
    method: "POST",
    path: "/auth",
    from: "127.0.18.51",
    headers: { ...FORM, origin: ORIGIN() },
    body: form({
      intent: "signup",
      name: huge,
      email: signUpEmail,
      password: "A-long-unusual-passphrase-42",
      confirmPassword: "A-long-unusual-passphrase-42",
    }),
  });
  expect(signUpForm.status).toBe(400);
  const signUpApi = await apiPost(
    "/api/auth/sign-up/email",
    { name: huge, email: `api-${signUpEmail}`, password: "A-long-unusual-passphrase-42" },
    "127.0.18.52",
  );
  expectRefused(signUpApi, "API sign-up with a 1 MB name");

  // What is stored: the name on the profile page is not the huge one.
  const page = await rawRequest({
    method: "GET",
    path: "/dashboard/profile",
    from,
    headers: { cookie },
  });
  expect(page.status).toBe(200);
  expect(page.body).not.toContain("A".repeat(1000));
});

test("a password change on any path signs out the other devices", async () => {
  test.setTimeout(90_000);
  const email = "patient-h18a-pw@careatlas.example";
  const first = jar(cookiesOf(await formSignIn(email, PASSWORD, "127.0.18.60")));
  const second = jar(cookiesOf(await formSignIn(email, PASSWORD, "127.0.18.61")));
  expect(await signedIn(first, "127.0.18.60")).toBe(true);
  expect(await signedIn(second, "127.0.18.61")).toBe(true);

  // better-auth's change-password without revokeOtherSessions (today: 200, other device stays in).
  const NEW = "Another-long-Passage-2026";
  const api = await apiPost(
    "/api/auth/change-password",
    { currentPassword: PASSWORD, newPassword: NEW },
    "127.0.18.60",
    first,
  );
  expect(api.status, api.body.slice(0, 200)).toBeLessThan(500);
  const changed = (await formSignIn(email, NEW, "127.0.18.62")).status === 302;
  if (changed) {
    // If the password did change, the other device must be out.
    expect(await signedIn(second, "127.0.18.61"), "other device after an API password change").toBe(
      false,
    );
  }
  expect(changed, "the API changed the password").toBe(false);

  // The dashboard form: changes it and ends the other device.
  const res = await rawRequest({
    method: "POST",
    path: "/dashboard/profile",
    from: "127.0.18.60",
    headers: { ...FORM, origin: ORIGIN(), cookie: first },
    body: form({
      intent: "change-password",
      currentPassword: PASSWORD,
      newPassword: NEW,
      confirmPassword: NEW,
    }),
  });
  expect(res.status).toBe(302);
  expect(await signedIn(second, "127.0.18.61")).toBe(false);
  expect((await formSignIn(email, NEW, "127.0.18.63")).status).toBe(302);
});

/** Turns two-factor on for a freshly signed-in admin; returns the TOTP generator. */
async function enrolAdmin(page: Page, email: string) {
  await signIn(page, email);
  await page.goto("/dashboard/profile?setup=2fa#two-factor");
  await page.getByLabel("Confirm your password").fill(PASSWORD);
  await page.getByRole("button", { name: "Set up two-factor" }).click();
  const secret = (await page.getByTestId("totp-secret").textContent())!.replace(/\s+/g, "");
  const totp = new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    digits: 6,
    period: 30,
  });
  await page.getByLabel("6-digit code").fill(totp.generate());
  await page.getByRole("button", { name: "Turn on two-factor" }).click();
  await expect(page.getByText("Two-factor authentication is on")).toBeVisible();
  return totp;
}

/** The password step of a sign-in through /auth for a two-factor account: its challenge cookie. */
async function passwordStep(email: string, from: string): Promise<string> {
  const r = await formSignIn(email, PASSWORD, from);
  expect(r.status).toBe(302);
  expect(r.headers.location).toMatch(/^\/auth\/two-factor/);
  expect(gaveSession(r)).toBe(false);
  return jar(cookiesOf(r));
}

test("TOTP codes work once, admins keep two-factor, disabled accounts stay out: on every path", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const admin = attemptAccount("admin-h18a@careatlas.example");
  const totp = await enrolAdmin(page, admin);

  await test.step("a TOTP code used once opens no second sign-in, on the page or the API", async () => {
    // A fresh 30-second step, so the code stays valid for the whole check.
    const left = 30_000 - (Date.now() % 30_000);
    if (left < 20_000) await page.waitForTimeout(left + 500);
    const code = totp.generate();

    const challenge1 = await passwordStep(admin, "127.0.18.70");
    const first = await rawRequest({
      method: "POST",
      path: "/auth/two-factor",
      from: "127.0.18.70",
      headers: { ...FORM, origin: ORIGIN(), cookie: challenge1 },
      body: form({ method: "totp", code }),
    });
    expect(first.status).toBe(302);
    expect(gaveSession(first)).toBe(true);

    const challenge2 = await passwordStep(admin, "127.0.18.71");
    const againPage = await rawRequest({
      method: "POST",
      path: "/auth/two-factor",
      from: "127.0.18.71",
      headers: { ...FORM, origin: ORIGIN(), cookie: challenge2 },
      body: form({ method: "totp", code }),
    });
    expect(againPage.status).toBe(400);
    const pageSession = cookiesOf(againPage)["careatlas.session_token"];
    if (pageSession)
      expect(await signedIn(`careatlas.session_token=${pageSession}`, "127.0.18.71")).toBe(false);

    const challenge3 = await passwordStep(admin, "127.0.18.72");
    const againApi = await apiPost(
      "/api/auth/two-factor/verify-totp",
      { code },
      "127.0.18.72",
      challenge3,
    );
    const apiSession = cookiesOf(againApi)["careatlas.session_token"];
    const opened = apiSession
      ? (
          await rawRequest({
            method: "GET",
            path: "/admin",
            from: "127.0.18.72",
            headers: { cookie: `careatlas.session_token=${apiSession}` },
          })
        ).status
      : 0;
    expect(opened, "a replayed code opened /admin through the API").not.toBe(200);
    expectRefused(againApi, "replayed TOTP code through the API");
  });

  await test.step("an admin cannot switch two-factor off, on the page or the API", async () => {
    const cookies = await page.context().cookies();
    const cookie = cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    const viaPage = await rawRequest({
      method: "POST",
      path: "/dashboard/profile",
      from: "127.0.18.73",
      headers: { ...FORM, origin: ORIGIN(), cookie },
      body: form({ intent: "2fa-disable", password: PASSWORD }),
    });
    expect(viaPage.status).toBe(403);
    const viaApi = await apiPost(
      "/api/auth/two-factor/disable",
      { password: PASSWORD },
      "127.0.18.73",
      cookie,
    );
    expect(viaApi.status, viaApi.body.slice(0, 200)).toBeGreaterThanOrEqual(400);
    // Two-factor is still on: the admin area opens (it sends admins without it to enrolment).
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
  });

  await test.step("a disabled account signs in nowhere and changes nothing", async () => {
    const patient = "patient-h18a-off@careatlas.example";
    // A session from before the disable, to try changes with afterwards.
    const before = jar(cookiesOf(await formSignIn(patient, PASSWORD, "127.0.18.80")));
    await page.goto(`/admin/users?q=${encodeURIComponent(patient)}`);
    // Before hydration the button submits at once (the no-JavaScript path): wait for the dialog's.
    await hydrated(page);
    await page.getByRole("button", { name: `Disable ${patient}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Disable account" }).click();
    await expect(page.getByText("Account disabled and signed out everywhere")).toBeVisible();

    const viaPage = await formSignIn(patient, PASSWORD, "127.0.18.81");
    expect(viaPage.status).toBe(403);
    expect(gaveSession(viaPage)).toBe(false);
    const viaApi = await apiPost(
      "/api/auth/sign-in/email",
      { email: patient, password: PASSWORD },
      "127.0.18.82",
    );
    expectRefused(viaApi, "API sign-in of a disabled account");
    const apiCookie = jar(cookiesOf(viaApi));
    for (const cookie of [before, apiCookie].filter(Boolean)) {
      const rename = await apiPost(
        "/api/auth/update-user",
        { name: "Renamed while disabled" },
        "127.0.18.83",
        cookie,
      );
      expect(rename.status, rename.body.slice(0, 200)).toBeGreaterThanOrEqual(400);
    }
    await page.goto(`/admin/users?q=${encodeURIComponent(patient)}`);
    await expect(page.getByText(patient).first()).toBeVisible();
    await expect(page.getByText("Renamed while disabled")).toHaveCount(0);
  });
});
