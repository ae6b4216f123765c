import { beforeAll, describe, expect, it } from "vitest";
import { saveUserLocale } from "~/i18n/preference.server";
import { setPaymentProvider } from "~/services/payments/payments.server";
import { createTestProvider } from "~/services/payments/test-provider.server";
import { signInAs } from "../../tests/kit/auth";
import { createPatient } from "../../tests/kit/factories";
import { post, runPage } from "../../tests/kit/public-forms";
import { callRoute, makeRequest } from "../../tests/kit/request";
import { useTestDb, type TestDb } from "../../tests/setup/db";
import { action as checkoutAction, loader as checkoutLoader } from "./checkout";
import { action as contactAction, loader as contactLoader } from "./contact";
import { action as partnerAction, loader as partnerLoader } from "./partner";
import { action as quoteAction, loader as quoteLoader } from "./quote-request";

/**
 * The public forms (contact, partner, quote request) and the checkout in the page's language:
 * their loaders send the page's texts in German and Arabic, and a bad submission comes back
 * with its messages in German (issue 15).
 */

let t: TestDb;
beforeAll(async () => {
  t = await useTestDb();
  setPaymentProvider(createTestProvider());
});

type Loaded = {
  data: {
    locale: string;
    text: Record<string, string>;
    formMessages?: Record<string, string>;
    figures?: [string, string][];
    consentText?: string;
  };
};

const load = async (loader: (a: never) => unknown, path: string, lang?: string, cookie?: string) =>
  (await callRoute(loader, makeRequest(path, { cookie }), lang ? { lang } : {})) as Loaded;

describe("public form pages send their texts in the page's language", () => {
  it("contact: German and Arabic texts, and the browser check's messages translated", async () => {
    const de = await load(contactLoader, "/de/contact", "de");
    expect(de.data.locale).toBe("de");
    expect(de.data.text["contact.title"]).toBe("Wie können wir Ihnen helfen?");
    expect(de.data.text["contact.form.send"]).toBe("Nachricht senden");
    expect(de.data.formMessages?.["Please enter your full name"]).toBe(
      "Bitte geben Sie Ihren vollständigen Namen ein",
    );
    const ar = await load(contactLoader, "/ar/contact", "ar");
    expect(ar.data.text["contact.form.send"]).toBe("إرسال الرسالة");
    const en = await load(contactLoader, "/contact");
    expect(en.data.text["contact.form.send"]).toBe("Send Message");
    expect(en.data.formMessages).toEqual({});
  });

  it("partner: German and Arabic texts and figures", async () => {
    const de = await load(partnerLoader, "/de/partner", "de");
    expect(de.data.text["partner.hero.title"]).toBe("Partner werden");
    expect(de.data.text["partner.form.submit"]).toBe("Bewerbung absenden");
    expect(de.data.figures?.[0]?.[1]).toMatch(/geprüfte Klinik/);
    const ar = await load(partnerLoader, "/ar/partner", "ar");
    expect(ar.data.text["partner.hero.title"]).toBe("كن شريكًا");
    const en = await load(partnerLoader, "/partner");
    expect(en.data.figures?.[0]?.[1]).toMatch(/^verified clinics?$/);
  });

  it("quote request: German and Arabic texts and the consent text", async () => {
    const de = await load(quoteLoader, "/de/quote-request", "de");
    expect(de.data.text["quote.page.title"]).toBe("Angebot anfordern");
    expect(de.data.text["quote.page.intro"]).toMatch(/^Fragen Sie bis zu 5 geprüfte Kliniken/);
    expect(de.data.consentText).toMatch(/^Ich willige ein/);
    const ar = await load(quoteLoader, "/ar/quote-request", "ar");
    expect(ar.data.text["quote.form.send"]).toBe("إرسال طلب عرض السعر");
  });

  it("quote request: the chosen clinic's place and the pickers in the page's language", async () => {
    type Place = { slug: string; city: string; country: string; place: string };
    const form = async (path: string, lang?: string) =>
      (await load(quoteLoader, path, lang)).data as unknown as {
        selected: Place[];
        options: Place[];
        treatments: string[];
        values: { treatment: string };
      };
    const de = await form("/de/quote-request?clinic=istanbul-hair-institute", "de");
    expect(de.selected[0]).toMatchObject({ city: "Istanbul", country: "Türkei" });
    expect(de.selected[0]!.place).toBe("Istanbul, Türkei");
    expect(de.options.find((o) => o.slug === "gangnam-beauty-plastic-surgery")?.country).toBe(
      "Südkorea",
    );
    expect(de.treatments).toContain("Haartransplantation");
    expect(de.treatments).not.toContain("Hair Transplant");
    // Sorted as German sorts them.
    expect(de.treatments).toEqual([...de.treatments].sort(new Intl.Collator("de").compare));
    const ar = await form("/ar/quote-request?clinic=istanbul-hair-institute", "ar");
    expect(ar.selected[0]!.place).toBe("إسطنبول، تركيا");
    const en = await form("/quote-request?clinic=istanbul-hair-institute");
    expect(en.selected[0]!.place).toBe("Istanbul, Turkey");
    expect(en.treatments).toContain("Hair Transplant");
  });

  it("checkout: in the person's language (German account, Arabic cookie)", async () => {
    const p = await createPatient(t.db);
    await saveUserLocale(p.id, "de");
    const cookie = await signInAs(p.email, { password: p.password });
    const path = "/checkout?package=antalya-lasik-both-eyes-package";
    const de = await load(checkoutLoader, path, undefined, cookie);
    expect(de.data.text["checkout.title"]).toBe("Buchen und Anzahlung leisten");
    expect(de.data.text["checkout.intro"]).toMatch(/Anzahlung von \d+ %/);
    const other = await createPatient(t.db);
    const arCookie = `${await signInAs(other.email, { password: other.password })}; lang=ar`;
    const ar = await load(checkoutLoader, path, undefined, arCookie);
    expect(ar.data.text["checkout.terms.held"]).toBe(
      "يُحتجز عربونك ولا يُدفع للعيادة حتى تؤكد موعدك.",
    );
  });
});

describe("a bad submission comes back in German", () => {
  it("contact: empty form → German notice and field errors", async () => {
    const res = await runPage(
      contactAction,
      post("/de/contact", { fullName: "", email: "", subject: "", message: "" }),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Bitte füllen Sie alle Pflichtfelder aus");
    expect(res.body.errors?.fullName).toEqual(["Bitte geben Sie Ihren vollständigen Namen ein"]);
    expect(res.body.errors?.email).toEqual(["Bitte geben Sie Ihre E-Mail-Adresse ein"]);
    expect(res.body.errors?.message).toEqual(["Bitte schreiben Sie Ihre Nachricht"]);
  });

  it("partner: a bad website and no treatment → German", async () => {
    const res = await runPage(
      partnerAction,
      post("/de/partner", {
        clinicName: "Klinik Test",
        contactName: "Dr. Test",
        email: "partner-de@example.com",
        country: "Turkey",
        city: "Istanbul",
        website: "not a site",
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors?.treatments).toEqual(["Bitte wählen Sie mindestens eine Behandlung"]);
    expect(res.body.errors?.website?.[0]).toMatch(/^Bitte geben Sie eine gültige Website-Adresse/);
  });

  it("quote request: German field errors", async () => {
    const cookie = await signInAs("patient", { db: t.db });
    const r = (await callRoute(
      quoteAction,
      makeRequest("/de/quote-request", {
        method: "POST",
        cookie,
        form: { treatment: "x", travellers: "0", idempotencyKey: crypto.randomUUID() },
      }),
      { lang: "de" },
    )) as { data: { formError: string; fieldErrors: Record<string, string> } };
    expect(r.data.formError).toBe("Bitte prüfen Sie die markierten Felder.");
    expect(r.data.fieldErrors.clinics).toBe("Wählen Sie mindestens eine Klinik");
    expect(r.data.fieldErrors.treatment).toBe("Nennen Sie den Kliniken die gewünschte Behandlung");
    expect(r.data.fieldErrors.travellers).toBe("Mindestens 1 Reisender");
  });

  it("checkout: a German account's card errors in German", async () => {
    const p = await createPatient(t.db);
    await saveUserLocale(p.id, "de");
    const cookie = await signInAs(p.email, { password: p.password });
    const r = (await callRoute(
      checkoutAction,
      makeRequest("/checkout", {
        method: "POST",
        cookie,
        form: {
          package: "antalya-lasik-both-eyes-package",
          idempotencyKey: crypto.randomUUID(),
          consultationDate: "",
          travellers: "1",
          cardName: "",
          paymentToken: "",
        },
      }),
    )) as { data: { formError: string; fieldErrors: Record<string, string> } };
    expect(r.data.formError).toBe("Bitte korrigieren Sie die markierten Felder.");
    expect(r.data.fieldErrors).toMatchObject({
      consultationDate: "Wählen Sie Ihren Beratungstermin",
      cardName: "Geben Sie den Namen auf der Karte ein",
      paymentToken: expect.stringContaining("Zum Bezahlen wird JavaScript benötigt"),
    });
  });
});
