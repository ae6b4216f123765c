import { beforeAll, describe, expect, it } from "vitest";
import { loader as rootLoader } from "~/root";
import { handleForm } from "~/utils/action.server";
import { failure } from "~/utils/result";
import { signInAs } from "../../tests/kit/auth";
import { createPatient } from "../../tests/kit/factories";
import { callRoute, makeRequest } from "../../tests/kit/request";
import { useTestDb, type TestDb } from "../../tests/setup/db";
import { i18nFor } from "./catalog.server";
import { KNOWN_MESSAGES } from "./known-messages.server";
import { accountLocale, formLocale } from "./page.server";
import { saveUserLocale } from "./preference.server";

/**
 * Account pages (dashboard, admin, checkout, notifications) have one URL in every language and
 * are shown in the person's language (decision 049): users.locale, else the lang cookie, else
 * English; and every form failure comes back in the language of the page it was sent from.
 */

let t: TestDb;
beforeAll(async () => {
  t = await useTestDb();
});

async function patientWithLocale(locale: "tr" | "de" | null) {
  const p = await createPatient(t.db);
  if (locale) await saveUserLocale(p.id, locale);
  return signInAs(p.email, { password: p.password });
}

/** A form that always fails with `message`, posted to `path`: what the pipeline answers. */
async function failWith(path: string, message: string, cookie?: string) {
  return handleForm(makeRequest(path, { method: "POST", form: { x: "1" }, cookie }), {
    guard: async () => null,
    defaultIntent: "x",
    intents: { x: async () => ({ failure: failure(400, message, { email: message }) }) },
    reply: (f) => f as never,
  }) as unknown as Promise<{ message: string; fieldErrors: Record<string, string> }>;
}

describe("the language of an account page", () => {
  it("is the person's, else the cookie's, else English", async () => {
    expect(await accountLocale(makeRequest("/dashboard"))).toBe("en");
    expect(await accountLocale(makeRequest("/dashboard", { cookie: "lang=de" }))).toBe("de");
    const turkish = await patientWithLocale("tr");
    // The account's language wins over this browser's cookie.
    expect(await accountLocale(makeRequest("/dashboard", { cookie: `${turkish}; lang=de` }))).toBe(
      "tr",
    );
    const none = await patientWithLocale(null);
    expect(await accountLocale(makeRequest("/dashboard", { cookie: `${none}; lang=fr` }))).toBe(
      "fr",
    );
  });

  it("is what the root loader renders the dashboard in, while public pages keep their URL's", async () => {
    const cookie = await patientWithLocale("tr");
    const lang = async (path: string) => {
      const r = (await callRoute(rootLoader, makeRequest(path, { cookie }))) as {
        data: { i18n: { locale: string; dir: string } };
      };
      return r.data.i18n;
    };
    expect(await lang("/dashboard/bookings")).toMatchObject({ locale: "tr", dir: "ltr" });
    expect(await lang("/admin")).toMatchObject({ locale: "tr" });
    // A shared link lands where it points: the English page stays English.
    expect(await lang("/about")).toMatchObject({ locale: "en", dir: "ltr" });
    expect(await lang("/de/about")).toMatchObject({ locale: "de", dir: "ltr" });
  });

  it("answers a form's failure in the page's language", async () => {
    const english = "Invalid email or password";
    const german = i18nFor("de")._("auth-msg.signin.invalid");
    expect(german).not.toBe(english);
    expect(await failWith("/de/auth", english)).toMatchObject({
      message: german,
      fieldErrors: { email: german },
    });
    expect(await failWith("/auth", english)).toMatchObject({ message: english });
    const cookie = await patientWithLocale("tr");
    expect((await failWith("/dashboard/profile", english, cookie)).message).toBe(
      i18nFor("tr")._("auth-msg.signin.invalid"),
    );
    // A resource route answers in the visitor's chosen language.
    expect(await formLocale(makeRequest("/api/newsletter", { cookie: "lang=es" }))).toBe("es");
    expect(await formLocale(makeRequest("/contact", { cookie: "lang=es" }))).toBe("en");
  });
});

describe("the tables of known messages", () => {
  it("give each English text back in English, and something else in every other language", () => {
    const en = i18nFor("en");
    let n = 0;
    for (const table of KNOWN_MESSAGES)
      for (const [english, { id, values }] of Object.entries(table)) {
        expect(en._(id, values), id).toBe(english);
        for (const locale of ["de", "es", "fr", "tr", "ar"] as const)
          expect(i18nFor(locale)._(id, values), `${locale} ${id}`).not.toBe(english);
        n++;
      }
    expect(n).toBeGreaterThan(20);
  });
});
