import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { users } from "~/db/schema";
import { requestPasswordReset } from "~/features/accounts/auth-flows.server";
import { AUTH_MESSAGES, authMessage } from "~/features/accounts/auth-messages.server";
import { i18nFor } from "~/i18n/catalog.server";
import { action as authAction, loader as authLoader } from "~/routes/auth";
import { action as forgotAction, loader as forgotLoader } from "~/routes/auth/forgot-password";
import { action as resetAction, loader as resetLoader } from "~/routes/auth/reset-password";
import { loader as authApiLoader } from "~/routes/resources/auth";
import { readToasts } from "~/utils/toast.server";
import { createClinicUser } from "../../../tests/kit/factories";
import { callRoute, latestLink, makeRequest, statusOf } from "../../../tests/kit/request";
import { useTestDb, type TestDb } from "../../../tests/setup/db";

/**
 * The sign-in and password pages in every language (issue 15): /de/auth, /ar/auth/… are the
 * same routes under the language prefix; their loaders send the page's texts in that language,
 * and their actions answer bad input, better-auth's refusals and toasts in it. English stays
 * the spec's words.
 */

let t: TestDb;
beforeAll(async () => {
  t = await useTestDb();
});

const PASSWORD = "Marmalade-lantern-58";
let ip = 20;
const nextIp = () => `198.51.100.${ip++}`;

type Texts = Record<string, string>;
type LoaderData = { locale: string; text: Texts; meta: { title: string; description: string } };
type Answer = {
  fieldErrors?: Record<string, string>;
  formError?: string;
  verify?: string;
  error?: string;
  toast?: { title: string; description?: string };
};

const body = <T>(r: unknown) => ((r as { data?: T }).data ?? r) as T;

function post(path: string, form: Record<string, string>) {
  return makeRequest(path, { method: "POST", ip: nextIp(), form });
}

describe("the /auth loader", () => {
  it("sends German texts and a German title on /de/auth", async () => {
    const de = body<LoaderData>(
      await callRoute(authLoader, makeRequest("/de/auth?mode=signup"), { lang: "de" }),
    );
    expect(de.locale).toBe("de");
    expect(de.meta.title).toBe("Konto anlegen");
    expect(de.text["auth.signin.title"]).toBe("Willkommen zurück");
    expect(de.text["auth.field.password"]).toBe("Passwort");
    expect(de.text["auth.signup.submit"]).toBe("Konto anlegen");
    expect(de.text["auth.error.passwordTooShort"]).toBe(
      "Das Passwort muss mindestens 8 Zeichen lang sein.",
    );
    // An element's place stays a placeholder (the page puts the link there).
    expect(de.text["auth.signup.terms"]).toBe(
      "Mit dem Anlegen eines Kontos stimmen Sie unseren {terms} und unserer {privacy} zu.",
    );
    // Only the page's own namespace: the server's answers are not page texts.
    expect(Object.keys(de.text).some((id) => id.startsWith("auth-msg."))).toBe(false);
  });

  it("keeps the spec's English on /auth", async () => {
    const en = body<LoaderData>(await callRoute(authLoader, makeRequest("/auth")));
    expect(en.locale).toBe("en");
    expect(en.meta.title).toBe("Sign in");
    expect(en.text["auth.signin.title"]).toBe("Welcome back");
    expect(en.text["auth.signup.submit"]).toBe("Create Account");
    expect(en.text["auth.signup.clinic"]).toBe("Representing a clinic? {link} instead.");
  });

  it("sends Arabic texts on /ar/auth/forgot-password and /tr/auth/reset-password", async () => {
    const ar = body<LoaderData>(
      await callRoute(forgotLoader, makeRequest("/ar/auth/forgot-password"), { lang: "ar" }),
    );
    expect(ar.meta.title).toBe("هل نسيت كلمة المرور؟");
    expect(ar.text["auth.forgot.submit"]).toBe("إرسال رابط إعادة التعيين");
    const tr = body<LoaderData & { token: string }>(
      await callRoute(resetLoader, makeRequest("/tr/auth/reset-password"), { lang: "tr" }),
    );
    expect(tr.meta.title).toBe("Yeni bir şifre belirleyin");
    expect(tr.token).toBe("");
  });
});

describe("the /auth action answers in the page's language", () => {
  const signUp = (path: string, email: string, password = PASSWORD) =>
    callRoute(
      authAction,
      post(path, {
        intent: "signup",
        name: "Klara Schmidt",
        email,
        password,
        confirmPassword: password,
      }),
      path.startsWith("/de") ? { lang: "de" } : {},
    );

  it("a bad address on /de/auth: the German message at the field and in the toast", async () => {
    const r = await signUp("/de/auth?index", "klara-at-example");
    expect(statusOf(r)).toBe(400);
    const a = body<Answer>(r);
    expect(a.fieldErrors?.email).toBe("Geben Sie eine gültige E-Mail-Adresse ein");
    expect(a.toast?.title).toBe("Fehler");
    expect(a.toast?.description).toBe("Bitte prüfen Sie die markierten Felder.");
  });

  it("the same on /auth is today's English", async () => {
    const a = body<Answer>(await signUp("/auth?index", "klara-at-example"));
    expect(a.fieldErrors?.email).toBe("Enter a valid email address");
    expect(a.toast?.title).toBe("Error");
    expect(a.toast?.description).toBe("Please check the highlighted fields.");
  });

  it("the password policy and better-auth's refusal are French on /fr/auth", async () => {
    const weak = body<Answer>(
      await callRoute(
        authAction,
        post("/fr/auth?index", {
          intent: "signup",
          name: "Lucie",
          email: "lucie-weak@example.test",
          password: "password123",
          confirmPassword: "password123",
        }),
        { lang: "fr" },
      ),
    );
    expect(weak.fieldErrors?.password).toBe(
      "Ce mot de passe est trop courant. Veuillez en choisir un plus difficile à deviner.",
    );
    const wrong = body<Answer>(
      await callRoute(
        authAction,
        post("/fr/auth?index", {
          intent: "signin",
          email: "nobody-here@example.test",
          password: "Not-the-password-1",
        }),
        { lang: "fr" },
      ),
    );
    expect(wrong.formError).toBe("E-mail ou mot de passe incorrect");
    expect(wrong.toast?.title).toBe("Erreur");
  });

  it("a sign-up posted to /de/auth stores users.locale = de; its link lands on /de", async () => {
    const email = "klara-de@example.test";
    const a = body<Answer>(await signUp("/de/auth?index", email));
    expect(a.verify).toBe(email);
    expect(a.toast?.title).toBe("Prüfen Sie Ihr E-Mail-Postfach");
    const [u] = await t.db
      .select({ locale: users.locale })
      .from(users)
      .where(eq(users.email, email));
    expect(u?.locale).toBe("de");
    const link = new URL(await latestLink(t.db, email, "/api/auth/verify-email"));
    expect(link.searchParams.get("callbackURL")).toBe("/de");
  });

  it("signing in on /tr/auth gives an account with no language yet (made by the command line) Turkish; a chosen one stays", async () => {
    const desk = await createClinicUser(t.db);
    const [before] = await t.db
      .select({ locale: users.locale })
      .from(users)
      .where(eq(users.id, desk.id));
    expect(before?.locale).toBeNull();
    const signIn = (path: string, lang?: string) =>
      callRoute(
        authAction,
        post(path, { intent: "signin", email: desk.email, password: desk.password }),
        lang ? { lang } : {},
      );
    expect(statusOf(await signIn("/tr/auth?index", "tr"))).toBe(302);
    const localeOf = async () =>
      (await t.db.select({ locale: users.locale }).from(users).where(eq(users.id, desk.id)))[0]
        ?.locale;
    expect(await localeOf()).toBe("tr");
    // Their dashboard and mails are now Turkish, with no language cookie. A later sign-in on another language's page keeps the language they have.
    expect(statusOf(await signIn("/de/auth?index", "de"))).toBe(302);
    expect(await localeOf()).toBe("tr");
  });

  it("a German person's reset link opens the German reset page", async () => {
    const r = await requestPasswordReset(
      makeRequest("/de/auth/forgot-password", { method: "POST", ip: nextIp() }),
      "klara-de@example.test",
    );
    expect(r.ok).toBe(true);
    const link = new URL(await latestLink(t.db, "klara-de@example.test", "reset-password"));
    expect(link.pathname).toBe("/de/auth/reset-password");
    expect(link.searchParams.get("token")).toMatch(/^[A-Za-z0-9_-]{8,}$/);
  });
});

describe("a confirmation link", () => {
  it("that has expired lands on the sign-in page in the language it was asked for in", async () => {
    const res = (await callRoute(
      authApiLoader,
      makeRequest("/api/auth/verify-email?token=bad&callbackURL=%2Fde"),
    )) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/de/auth?verify=expired");
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("careatlas_toast="));
    const { toasts } = await readToasts(makeRequest("/de/auth", { cookie: cookie!.split(";")[0] }));
    expect(toasts.map((x) => [x.title, x.description])).toEqual([
      [
        "Fehler",
        "Dieser Bestätigungslink ist ungültig oder abgelaufen. Melden Sie sich an, um einen neuen zu erhalten.",
      ],
    ]);
  });
});

describe("the password pages' actions answer in the page's language", () => {
  it("forgot password on /ar/…: the Arabic message for a bad address", async () => {
    const r = await callRoute(
      forgotAction,
      post("/ar/auth/forgot-password", { email: "not-an-address" }),
      { lang: "ar" },
    );
    expect(statusOf(r)).toBe(400);
    const a = body<Answer>(r);
    expect(a.error).toBe("أدخل بريداً إلكترونياً صالحاً");
    expect(a.toast?.title).toBe("خطأ");
  });

  it("reset password on /es/…: a dead link said in Spanish", async () => {
    const r = await callRoute(
      resetAction,
      post("/es/auth/reset-password", {
        token: "not-a-real-token",
        password: "Quiet-meadow-2026",
        confirmPassword: "Quiet-meadow-2026",
      }),
      { lang: "es" },
    );
    const a = body<Answer & { invalidToken?: boolean }>(r);
    expect(a.invalidToken).toBe(true);
    expect(a.formError).toBe("Este enlace no es válido o ha caducado. Solicite uno nuevo.");
  });
});

describe("the English answers", () => {
  it("are the catalogue's English words, unchanged", () => {
    const en = i18nFor("en");
    for (const message of Object.keys(AUTH_MESSAGES))
      expect(authMessage(en, message)).toBe(message);
    expect(Object.keys(AUTH_MESSAGES).length).toBeGreaterThan(20);
  });

  it("are all translated into German", () => {
    const de = i18nFor("de");
    for (const message of Object.keys(AUTH_MESSAGES))
      expect(authMessage(de, message), message).not.toBe(message);
  });
});
