import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clinics } from "~/db/schema";
import { i18nFor } from "~/i18n/catalog.server";
import { saveUserLocale } from "~/i18n/preference.server";
import { setPaymentProvider } from "~/services/payments/payments.server";
import { createTestProvider } from "~/services/payments/test-provider.server";
import { signInAs } from "../../../tests/kit/auth";
import {
  type KitAccount,
  createBooking,
  createPatient,
  createQuote,
} from "../../../tests/kit/factories";
import { callRoute, makeRequest, statusOf } from "../../../tests/kit/request";
import { useTestDb, type TestDb } from "../../../tests/setup/db";
import { loader as dashboardLoader } from "../dashboard";
import { loader as newsletterLoader } from "../newsletter/unsubscribe";
import { loader as notificationsLoader } from "../notifications";
import { loader as bookingsLoader } from "./bookings";
import { loader as favoritesLoader } from "./favorites";
import { action as profileAction, loader as profileLoader } from "./profile/index";
import { loader as quotesLoader } from "./quotes";
import { loader as reviewsLoader } from "./reviews";

/**
 * A patient's account pages in their language (users.locale, decision 049): the loaders send
 * the tabs' texts, statuses and dates in German or Arabic, and a profile form's failures and
 * toasts come back in German. English stays as it was (the other route tests assert it).
 */

let t: TestDb;
let german: KitAccount;
let arabic: KitAccount;
let english: KitAccount;

type Texts = { text: Record<string, string> };

beforeAll(async () => {
  t = await useTestDb();
  german = await createPatient(t.db, { name: "Greta Deutsch" });
  arabic = await createPatient(t.db, { name: "Amal Arabi" });
  english = await createPatient(t.db, { name: "Emma English" });
  await saveUserLocale(german.id, "de");
  await saveUserLocale(arabic.id, "ar");
});

beforeEach(() => setPaymentProvider(createTestProvider()));

async function load<T>(loader: unknown, who: KitAccount, path: string): Promise<T> {
  const r = await callRoute(
    loader as never,
    makeRequest(path, { cookie: await signInAs(who.email, { password: who.password }) }),
  );
  expect(statusOf(r)).toBe(200);
  return (r as { data: T }).data;
}

describe("the dashboard shell in the person's language", () => {
  it("names the tabs and greets in German and in Arabic, and in English for an English account", async () => {
    type Layout = Texts & { tabs: { id: string; label: string }[]; meta: { title: string } };
    const de = await load<Layout>(dashboardLoader, german, "/dashboard/bookings");
    expect(de.tabs.map((x) => x.label)).toEqual([
      "Profil",
      "Buchungen",
      "Nachrichten",
      "Unterlagen",
      "Angebote",
      "Favoriten",
      "Bewertungen",
    ]);
    expect(de.text["dashboard.shell.welcome"]).toBe("Willkommen zurück, Greta");
    expect(de.meta.title).toBe("Mein Dashboard");
    const ar = await load<Layout>(dashboardLoader, arabic, "/dashboard");
    expect(ar.tabs.find((x) => x.id === "bookings")?.label).toBe("الحجوزات");
    expect(ar.text["dashboard.shell.welcome"]).toBe("مرحبًا بعودتك، Amal");
    const en = await load<Layout>(dashboardLoader, english, "/dashboard");
    expect(en.tabs.map((x) => x.label)).toContain("Favorites");
    expect(en.text["dashboard.shell.welcome"]).toBe("Welcome back, Emma");
  });
});

describe("the patient's tabs in the person's language", () => {
  it("profile: German texts, choices and the month of joining", async () => {
    type Profile = Texts & { labels: Record<string, string> };
    const de = await load<Profile>(profileLoader, german, "/dashboard/profile");
    expect(de.text["dashboard.profile.security.title"]).toBe("Anmeldung & Sicherheit");
    expect(de.text["dashboard.profile.notify.save"]).toBe(
      "Benachrichtigungseinstellungen speichern",
    );
    expect(de.labels).toMatchObject({
      Germany: "Deutschland",
      "Hair Transplant": "Haartransplantation",
    });
    const month = new Date().toLocaleDateString("de-DE", { month: "long", timeZone: "UTC" });
    expect(de.text["dashboard.profile.since"]).toContain(`Mitglied seit ${month}`);
    const ar = await load<Profile>(profileLoader, arabic, "/dashboard/profile");
    expect(ar.text["dashboard.profile.data.delete"]).toBe("حذف حسابي");
    const en = await load<Profile>(profileLoader, english, "/dashboard/profile");
    expect(en.labels).toEqual({});
    expect(en.text["dashboard.profile.data.delete"]).toBe("Delete my account");
  });

  it("bookings: Arabic texts and dates with Western digits, German statuses", async () => {
    const b = await createBooking({ patientId: arabic.id });
    type Bookings = Texts & {
      bookings: { id: string; consultationDate: string; days: { consultation: string } }[];
    };
    const ar = await load<Bookings>(bookingsLoader, arabic, "/dashboard/bookings");
    expect(ar.text["dashboard.bookings.title"]).toBe("الحجوزات");
    expect(ar.text["dashboard.booking.status.pending"]).toBe("قيد الانتظار");
    const row = ar.bookings.find((x) => x.id === b.bookingId)!;
    const day = new Date(`${row.consultationDate}T00:00:00Z`);
    expect(row.days.consultation).toContain(String(day.getUTCFullYear()));
    expect(row.days.consultation).toMatch(/[\u0600-\u06FF]/); // an Arabic month name
    expect(row.days.consultation).not.toMatch(/[\u0660-\u0669]/); // no Arabic-Indic digits
    const de = await load<Texts>(bookingsLoader, german, "/dashboard/bookings");
    expect(de.text["dashboard.booking.status.confirmed"]).toBe("Bestätigt");
    expect(de.text["dashboard.bookings.empty.title"]).toBe("Noch keine Buchungen");
  });

  it("quotes: each quote's sentences in German, formatted with its clinic and amount", async () => {
    const [clinic] = await t.db
      .select({ id: clinics.id, name: clinics.name })
      .from(clinics)
      .limit(1);
    await createQuote(t.db, { patientId: german.id, clinicId: clinic!.id, status: "pending" });
    type Quotes = Texts & {
      quotes: { clinicName: string; texts: { accept: string; expiry: string } }[];
    };
    const de = await load<Quotes>(quotesLoader, german, "/dashboard/quotes");
    expect(de.text["dashboard.quotes.accept"]).toBe("Angebot annehmen");
    expect(de.text["dashboard.quotes.status.expired"]).toBe("Abgelaufen");
    expect(de.quotes[0]!.texts.accept).toBe(
      `Das Angebot von ${clinic!.name} über 3.000\u00a0€ annehmen? Die Klinik wird informiert, und Sie können dann die Anzahlung leisten, um zu buchen.`,
    );
    expect(de.quotes[0]!.texts.expiry).toMatch(/^Gültig bis \d+\. \S+ \d{4}$/);
  });

  it("favorites, reviews and notifications in Arabic", async () => {
    const fav = await load<Texts>(favoritesLoader, arabic, "/dashboard/favorites");
    expect(fav.text["dashboard.favorites.empty.title"]).toBe("لا توجد عناصر مفضلة بعد");
    const rev = await load<Texts>(reviewsLoader, arabic, "/dashboard/reviews");
    expect(rev.text["dashboard.reviews.mine.title"]).toBe("تقييماتك");
    expect(rev.text["dashboard.reviews.star.3"]).toBe("3 نجوم، جيد");
    const n = await load<Texts & { meta: { title: string } }>(
      notificationsLoader,
      arabic,
      "/notifications",
    );
    expect(n.text["notifications.caughtUp"]).toBe("لا جديد لديك.");
    expect(n.meta.title).toBe("الإشعارات");
  });

  it("newsletter pages: in the visitor's chosen language (the cookie)", async () => {
    const r = await callRoute(
      newsletterLoader as never,
      makeRequest("/newsletter/unsubscribe?token=nope", { cookie: "lang=de" }),
    );
    expect(statusOf(r)).toBe(404);
    expect((r as { data: Texts }).data.text["newsletter-page.unsubscribe.invalid.title"]).toBe(
      "Dieser Abmeldelink funktioniert nicht",
    );
  });
});

describe("the profile's answers in the person's language", () => {
  type Answer = {
    intent: string;
    formError?: string;
    fieldErrors?: Record<string, string>;
    toast?: { title: string; description?: string };
  };
  async function post(who: KitAccount, form: Record<string, string>) {
    const r = await callRoute(
      profileAction as never,
      makeRequest("/dashboard/profile", {
        method: "POST",
        form,
        cookie: await signInAs(who.email, { password: who.password }),
      }),
    );
    return { status: statusOf(r), data: (r as { data: Answer }).data };
  }

  it("answers a German account's failed profile save in German (fields, message, toast)", async () => {
    const de = i18nFor("de");
    const r = await post(german, { intent: "profile", fullName: "", phone: "call me" });
    expect(r.status).toBe(400);
    expect(r.data.fieldErrors).toEqual({
      fullName: "Bitte geben Sie Ihren vollständigen Namen ein",
      phone: "Geben Sie eine Telefonnummer aus Ziffern, Leerzeichen, +, ( ) oder - ein",
    });
    expect(r.data.formError).toBe(de._("auth-msg.check-fields"));
    expect(r.data.toast).toMatchObject({
      title: "Fehler",
      description: "Profil konnte nicht aktualisiert werden",
    });
    const wrong = await post(german, { intent: "2fa-start", password: "not-my-password" });
    expect(wrong.data.fieldErrors?.password).toBe("Ihr aktuelles Passwort ist nicht korrekt.");
    const empty = await post(german, { intent: "delete-account", password: "" });
    expect(empty.data.formError).toBe(
      "Geben Sie Ihr Passwort ein und setzen Sie zur Bestätigung das Häkchen.",
    );
  });

  it("keeps English answers for an English account", async () => {
    const r = await post(english, { intent: "profile", fullName: "" });
    expect(r.data.fieldErrors?.fullName).toBe("Please enter your full name");
    expect(r.data.toast).toMatchObject({ title: "Error", description: "Failed to update profile" });
  });

  it("saves in German with a German toast", async () => {
    const r = await post(german, { intent: "notifications", "messages.inApp": "on" });
    expect(r.data.toast?.title).toBe("Benachrichtigungseinstellungen gespeichert");
  });
});
