import { expect, test } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { attemptAccount } from "../attempt-account";
import { PASSWORD, USERS, rawRequest, signIn } from "./helpers";

/**
 * Authentication under attack, against the production build. Brute-force tests send from their
 * own loopback addresses (127.0.0.x) so their per-IP budgets never touch other tests.
 */

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = { "content-type": "application/x-www-form-urlencoded" };

/** The message a server-rendered /auth page shows for a failed attempt (its alert or toast). */
function visibleError(html: string): string {
  const alert = html.match(/role="alert"[^>]*>([\s\S]*?)<\//)?.[1] ?? "";
  return alert.replace(/<[^>]+>/g, "").trim();
}

test("sign-in, password reset and sign-up answer alike for known and unknown emails", async () => {
  const unknown = `nobody-${Date.now()}@careatlas.example`;
  const from = "127.0.0.11";

  const known = await rawRequest({
    method: "POST",
    path: "/auth",
    from,
    headers: FORM,
    body: form({ intent: "signin", email: USERS.patientB, password: "Wrong-password-123" }),
  });
  const nobody = await rawRequest({
    method: "POST",
    path: "/auth",
    from,
    headers: FORM,
    body: form({ intent: "signin", email: unknown, password: "Wrong-password-123" }),
  });
  expect(known.status).toBe(nobody.status);
  expect(known.status).toBeGreaterThanOrEqual(400);
  expect(visibleError(known.body)).toBe(visibleError(nobody.body));

  const resetKnown = await rawRequest({
    method: "POST",
    path: "/auth/forgot-password",
    from: "127.0.0.12",
    headers: FORM,
    body: form({ email: USERS.patientB }),
  });
  const resetUnknown = await rawRequest({
    method: "POST",
    path: "/auth/forgot-password",
    from: "127.0.0.12",
    headers: FORM,
    body: form({ email: unknown }),
  });
  expect(resetKnown.status).toBe(resetUnknown.status);
  expect(resetKnown.status).toBeLessThan(500);
  const strip = (h: string) =>
    h
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .replaceAll(USERS.patientB, "EMAIL")
      .replaceAll(unknown, "EMAIL")
      .match(/Check your (email|inbox)[^.]*\./i)?.[0];
  expect(strip(resetKnown.body)).toBeTruthy();
  expect(strip(resetKnown.body)).toBe(strip(resetUnknown.body));

  const signUp = (email: string) =>
    rawRequest({
      method: "POST",
      path: "/auth",
      from: "127.0.0.13",
      headers: FORM,
      body: form({
        intent: "signup",
        name: "Probe Person",
        email,
        password: "A-long-unusual-passphrase-42",
        confirmPassword: "A-long-unusual-passphrase-42",
      }),
    });
  const upKnown = await signUp(USERS.patientB);
  const upUnknown = await signUp(`new-${Date.now()}@careatlas.example`);
  expect(upKnown.status).toBe(upUnknown.status);
  expect(upKnown.body).toContain("Please check your email to verify your account");
  expect(upUnknown.body).toContain("Please check your email to verify your account");
});

test("brute force is throttled per IP even when X-Forwarded-For changes on every attempt", async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++) {
    const r = await rawRequest({
      method: "POST",
      path: "/auth",
      from: "127.0.0.21",
      headers: { ...FORM, "x-forwarded-for": `203.0.113.${i + 1}` },
      body: form({
        intent: "signin",
        email: `brute-${i}@careatlas.example`,
        password: "guess-123456",
      }),
    });
    statuses.push(r.status);
  }
  expect(statuses.slice(0, 3).every((s) => s !== 429)).toBe(true);
  expect(statuses[3]).toBe(429);
  expect(statuses[4]).toBe(429);

  // better-auth's own sign-in endpoint is not exposed (decision 028; auth-surface.spec.ts runs
  // the whole attack list against it): every attempt is a 404, forged headers or not.
  const api: number[] = [];
  for (let i = 0; i < 5; i++) {
    const r = await rawRequest({
      method: "POST",
      path: "/api/auth/sign-in/email",
      from: "127.0.0.22",
      headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${i + 1}` },
      body: JSON.stringify({ email: `brute-${i}@careatlas.example`, password: "guess-123456" }),
    });
    api.push(r.status);
  }
  expect(api).toEqual([404, 404, 404, 404, 404]);
});

test("session cookies: HttpOnly and SameSite=Lax, a new token at sign-in, revoked at sign-out", async ({
  page,
  context,
  baseURL,
}) => {
  const email = "patient-sec-session@careatlas.example";
  // A planted (fixated) session token is not adopted: sign-in issues a new one.
  const url = new URL(baseURL!);
  await context.addCookies([
    {
      name: "careatlas.session_token",
      value: "planted-token.value",
      domain: url.hostname,
      path: "/",
    },
  ]);
  const signInResponse = page.waitForResponse(
    (r) => r.request().method() === "POST" && r.url().includes("/auth"),
  );
  await signIn(page, email);
  const setCookie = (await (await signInResponse).allHeaders())["set-cookie"] ?? "";
  const session = setCookie.split("\n").find((c) => c.startsWith("careatlas.session_token="));
  expect(session, setCookie).toBeTruthy();
  expect(session!).toMatch(/HttpOnly/i);
  expect(session!).toMatch(/SameSite=Lax/i);
  const token = (await context.cookies()).find((c) => c.name === "careatlas.session_token")!;
  expect(token.value).not.toBe("planted-token.value");
  expect(token.httpOnly).toBe(true);

  // Sign out, then replay the old cookie: it no longer opens the dashboard.
  await page.getByTestId("site-header").getByRole("button", { name: "Sign Out" }).click();
  await expect(
    page.getByTestId("site-header").getByRole("link", { name: "Sign In" }),
  ).toBeVisible();
  const replay = await rawRequest({
    method: "GET",
    path: "/dashboard",
    headers: { cookie: `careatlas.session_token=${token.value}` },
  });
  expect(replay.status).toBe(302);
  expect(replay.headers.location).toMatch(/^\/auth/);
});

test("two-factor codes work once and wrong codes are throttled", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const email = attemptAccount("patient-sec-2fa@careatlas.example");
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

  // Wait for a fresh 30-second step so the same code stays valid for the whole check.
  const left = 30_000 - (Date.now() % 30_000);
  if (left < 12_000) await page.waitForTimeout(left + 500);
  const code = totp.generate();

  const header = page.getByTestId("site-header");
  await header.getByRole("button", { name: "Sign Out" }).click();
  await expect(header.getByRole("link", { name: "Sign In" })).toBeVisible();
  await page.goto("/auth");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.locator("#signin-password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/two-factor/);
  await page.getByLabel(/code/i).first().fill(code);
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  // The same code again, in the same 30 s step: refused.
  await header.getByRole("button", { name: "Sign Out" }).click();
  await expect(header.getByRole("link", { name: "Sign In" })).toBeVisible();
  await page.goto("/auth");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.locator("#signin-password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/two-factor/);
  await page.getByLabel(/code/i).first().fill(code);
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(page).toHaveURL(/\/auth\/two-factor/);
  await expect(page.getByRole("alert").first()).toBeVisible();

  // Wrong codes: after three in 10 seconds from one address, even a right one is refused. The
  // counter's window is fixed (it starts at the first attempt after the last one ended), so
  // first let the window of the attempts above run out, then send three wrong codes at once
  // (as a script would) and the right one from the form straight after.
  await page.waitForTimeout(10_500);
  const wrong = await Promise.all(
    ["100000", "100001", "100002"].map((c) =>
      page.request.post("/auth/two-factor", {
        form: { method: "totp", code: c },
        headers: { origin: baseURL! },
        maxRedirects: 0,
      }),
    ),
  );
  expect(wrong.map((r) => r.status())).toEqual([401, 401, 401]);
  await page.getByLabel(/code/i).first().fill(totp.generate());
  const answer = page.waitForResponse(
    (r) =>
      r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/auth/two-factor"),
  );
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  expect((await answer).status()).toBe(429);
  await expect(page).toHaveURL(/\/auth\/two-factor/);
  await expect(page.getByText(/too many|try again/i).first()).toBeVisible();
});
