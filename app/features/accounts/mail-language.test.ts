import { desc, eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailOutbox, users } from "~/db/schema";
import { saveUserLocale } from "~/i18n/preference.server";
import { action as authAction } from "~/routes/auth";
import { deliverOutbox } from "~/services/email/email.server";
import { getAuth } from "~/utils/auth.server";
import { callRoute } from "../../../tests/kit/request";
import { useTestDb, type TestDb } from "../../../tests/setup/db";
import {
  requestPasswordReset,
  resendVerificationEmail,
  signUpWithEmail,
} from "./auth-flows.server";
import { makeRequest } from "./test-helpers";

/**
 * Account mails in the person's language (decision 048): a sign-up stores the language of the
 * page it was sent from (its prefix, else the `lang` cookie, else English) as users.locale, and
 * the verification, reset and "you already have an account" mails are written in it. The mails
 * are read where they go out: the outbox row, delivered through a capturing SMTP transport.
 */

let t: TestDb;
beforeAll(async () => {
  t = await useTestDb();
});
beforeEach(async () => {
  await t.db.delete(emailOutbox);
});

const PASSWORD = "Marmalade-lantern-58";
let ipSeq = 10;

/** The /auth page's sign-up form, posted from `path` with the given Cookie header. */
async function signUpOnPage(path: string, email: string, cookie?: string) {
  const res = await callRoute(
    authAction,
    makeRequest(path, {
      method: "POST",
      ip: `198.51.100.${ipSeq++}`,
      cookie,
      form: {
        intent: "signup",
        name: "Dr. Ada Lovelace",
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      },
    }),
  );
  const body = (res as { data?: { verify?: string; formError?: string } }).data;
  expect(body?.formError).toBeUndefined();
  expect(body?.verify).toBe(email);
}

async function storedLocale(email: string) {
  const [u] = await t.db.select({ locale: users.locale }).from(users).where(eq(users.email, email));
  return u?.locale;
}

/** Every queued mail to `to`, delivered through a capturing SMTP transport: what it received. */
async function delivered(to: string) {
  const sent: Array<{ to: string; subject: string; text: string; html: string }> = [];
  const transport = nodemailer.createTransport({
    name: "capture",
    version: "1.0.0",
    send: (mail, callback) => {
      const d = mail.data as { to: string; subject: string; text: string; html: string };
      sent.push({ to: d.to, subject: d.subject, text: d.text, html: d.html });
      callback(null, { messageId: "test" } as never);
    },
  });
  const r = await deliverOutbox({ transport, db: t.db });
  expect(r.failed + r.retrying).toBe(0);
  const rows = await t.db
    .select({ status: emailOutbox.status })
    .from(emailOutbox)
    .where(eq(emailOutbox.to, to))
    .orderBy(desc(emailOutbox.createdAt));
  expect(rows.map((r) => r.status)).toEqual(rows.map(() => "sent"));
  return sent.filter((m) => m.to === to);
}

describe("the language a sign-up stores", () => {
  it("is the German page's language: users.locale = de and a German confirmation mail", async () => {
    const email = "klara@example.test";
    await signUpOnPage("/de/auth?index", email);
    expect(await storedLocale(email)).toBe("de");
    const [mail, ...more] = await delivered(email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe("Bitte bestätigen Sie Ihre E-Mail-Adresse für CareAtlas");
    expect(mail!.text).toMatch(/^Hallo Ada,\n\nBitte bestätigen Sie Ihre E-Mail-Adresse/);
    expect(mail!.text).toContain("E-Mail-Adresse bestätigen: http://localhost:");
    expect(mail!.text).toContain("/api/auth/verify-email?token=");
    expect(mail!.html).toContain('<html lang="de" dir="ltr">');
    expect(mail!.html).toContain(">E-Mail-Adresse bestätigen</a>");
    expect(mail!.html).toContain("Oder öffnen Sie diesen Link:");
    expect(mail!.text).not.toMatch(/Confirm|Please|email address/);
  });

  it("is the chosen language (lang cookie) on the unprefixed /auth page", async () => {
    const email = "kemal@example.test";
    await signUpOnPage("/auth?index", email, "lang=tr");
    expect(await storedLocale(email)).toBe("tr");
    const [mail] = await delivered(email);
    expect(mail!.subject).toBe("CareAtlas için e-posta adresinizi doğrulayın");
  });

  it("prefers the page's language to an older choice in the cookie", async () => {
    const email = "lucie@example.test";
    await signUpOnPage("/fr/auth?index", email, "lang=es");
    expect(await storedLocale(email)).toBe("fr");
    const [mail] = await delivered(email);
    expect(mail!.subject).toBe("Confirmez votre adresse e-mail pour CareAtlas");
  });

  it("is Arabic from an Arabic page: the mail's HTML is right to left, its link left to right", async () => {
    const email = "layla@example.test";
    await signUpOnPage("/ar/auth?index", email);
    expect(await storedLocale(email)).toBe("ar");
    const [mail] = await delivered(email);
    expect(mail!.subject).toBe("أكِّد عنوان بريدك الإلكتروني في CareAtlas");
    expect(mail!.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail!.html).toContain('<div lang="ar" dir="rtl"');
    expect(mail!.html).toMatch(/أو افتح هذا الرابط: <span dir="ltr">http:\/\/localhost:\d+\/api/);
    expect(mail!.text).toMatch(/^مرحباً Ada،\n\n/);
  });

  it("is English on an English page without a choice: today's English mail, word for word", async () => {
    const email = "grace@example.test";
    await signUpOnPage("/auth?index", email);
    expect(await storedLocale(email)).toBe("en");
    const [mail] = await delivered(email);
    const url = /Confirm your email: (\S+)/.exec(mail!.text)![1]!;
    expect(url).toMatch(/^http:\/\/localhost:\d+\/api\/auth\/verify-email\?token=/);
    expect(mail!.subject).toBe("Confirm your email address for CareAtlas");
    expect(mail!.text).toBe(
      "Hi Ada,\n\nPlease confirm your email address to finish setting up your CareAtlas account. The link signs you in and is valid for 24 hours.\n\n" +
        `Confirm your email: ${url}\n\nIf you did not create a CareAtlas account, you can ignore this email.\n`,
    );
    expect(mail!.html).toContain("<!doctype html><html><body ");
    expect(mail!.html).toContain("Or open this link: ");
    expect(mail!.html).not.toContain("lang=");
  });

  it("ignores a cookie naming a language CareAtlas does not have", async () => {
    const email = "nobody@example.test";
    await signUpOnPage("/auth?index", email, "lang=xx");
    expect(await storedLocale(email)).toBe("en");
  });
});

describe("the stored language is one CareAtlas has", () => {
  it("drops any other value a server-side call might pass to better-auth", async () => {
    const auth = await getAuth();
    await auth.api.signUpEmail({
      body: { name: "Zed", email: "zed@example.test", password: PASSWORD, locale: "xx-evil" },
      headers: new Headers({ "x-careatlas-client-ip": "192.0.2.94" }),
    });
    expect(await storedLocale("zed@example.test")).toBeNull();
    const [mail] = await delivered("zed@example.test");
    expect(mail!.subject).toBe("Confirm your email address for CareAtlas");
  });
});

describe("mails to an existing account use its stored language", () => {
  it("a German person's password reset mail is German", async () => {
    const email = "klara@example.test";
    expect(await storedLocale(email)).toBe("de");
    const r = await requestPasswordReset(
      makeRequest("/auth/forgot-password", { method: "POST", ip: "192.0.2.91" }),
      email,
    );
    expect(r.ok).toBe(true);
    const [mail] = await delivered(email);
    expect(mail!.subject).toBe("Ihr CareAtlas-Passwort zurücksetzen");
    expect(mail!.text).toMatch(/^Hallo Ada,\n\nWir haben eine Anfrage erhalten/);
    expect(mail!.text).toContain("Neues Passwort festlegen: http://localhost:");
    // The German reset page (decision 048, amended).
    expect(mail!.text).toMatch(/: http:\/\/localhost:\d+\/de\/auth\/reset-password\?token=/);
    expect(mail!.html).toContain(">Neues Passwort festlegen</a>");
  });

  it("a new confirmation link asked for later comes in the stored language", async () => {
    const email = "layla@example.test";
    const r = await resendVerificationEmail(
      makeRequest("/auth", { method: "POST", ip: "192.0.2.95" }),
      email,
    );
    expect(r.ok).toBe(true);
    const [mail] = await delivered(email);
    expect(mail!.subject).toBe("أكِّد عنوان بريدك الإلكتروني في CareAtlas");
    expect(mail!.html).toContain('<html lang="ar" dir="rtl">');
  });

  it("follows a later choice of language (the switcher stores it)", async () => {
    const email = "grace@example.test";
    const [u] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    await saveUserLocale(u!.id, "es");
    await requestPasswordReset(
      makeRequest("/auth/forgot-password", { method: "POST", ip: "192.0.2.92" }),
      email,
    );
    const [mail] = await delivered(email);
    expect(mail!.subject).toBe("Restablezca su contraseña de CareAtlas");
    expect(mail!.text).toMatch(/^Hola, Ada:\n\n/);
  });

  it("a second sign-up with a taken address warns the owner in the owner's language, not the page's", async () => {
    const r = await signUpWithEmail(
      makeRequest("/auth?index", { method: "POST", ip: "192.0.2.93", cookie: "lang=fr" }),
      { name: "Someone Else", email: "klara@example.test", password: "Other-pass-phrase-61" },
    );
    expect(r.ok).toBe(true);
    expect(await storedLocale("klara@example.test")).toBe("de");
    const [mail] = await delivered("klara@example.test");
    expect(mail!.subject).toBe("Jemand wollte sich mit Ihrer E-Mail-Adresse registrieren");
    // Its links open the sign-in and password pages in the owner's language.
    expect(mail!.text).toMatch(/melden Sie sich unter http:\/\/localhost:\d+\/de\/auth an/);
    expect(mail!.text).toMatch(/unter http:\/\/localhost:\d+\/de\/auth\/forgot-password zurück/);
  });
});
