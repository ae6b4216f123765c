import { randomUUID } from "node:crypto";
import { and, desc, eq, like } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clinics, emailOutbox, notifications, quoteRequestClinics, users } from "~/db/schema";
import { addDays, todayIso } from "~/features/bookings/booking-schema";
import { sendMessage } from "~/features/messages/messages.server";
import { QuoteFormSchema, QuoteRequestSchema } from "~/features/quotes/quote-schema";
import { createQuoteRequest, sendQuote } from "~/features/quotes/quotes.server";
import type { Locale } from "~/i18n/config";
import { loader as notificationsLoader } from "~/routes/notifications";
import { loader as icsLoader } from "~/routes/resources/booking-ics";
import { setPaymentProvider } from "~/services/payments/payments.server";
import { createTestProvider } from "~/services/payments/test-provider.server";
import { formatMoney } from "~/utils/money";
import { signInAs } from "../../../tests/kit/auth";
import {
  type KitAccount,
  createBooking,
  createClinicUser,
  createConversation,
  createPatient,
} from "../../../tests/kit/factories";
import { callRoute, makeRequest } from "../../../tests/kit/request";
import { type TestDb, useTestDb } from "../../../tests/setup/db";
import { listNotifications } from "./notifications.server";
import { notifyUser } from "./notify.server";

/**
 * Notifications, their mails and the booking's calendar file in the reader's language (issue 15):
 * a mail in the recipient's stored language (users.locale), the bell and /notifications in the
 * reader's language when read (old rows, stored as English text, still shown), the .ics in the
 * language of whoever downloads it. Mails are read where they go out: the outbox rows.
 */

let t: TestDb;
const LARA = "lara-eye-vision-center"; // the kit booking's package is this clinic's

beforeAll(async () => {
  t = await useTestDb();
});
beforeEach(() => setPaymentProvider(createTestProvider()));

async function speaks(a: KitAccount, locale: Locale) {
  await t.db.update(users).set({ locale }).where(eq(users.id, a.id));
}

async function mailsTo(to: string) {
  return t.db
    .select({
      subject: emailOutbox.subject,
      text: emailOutbox.text,
      html: emailOutbox.html,
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.to, to))
    .orderBy(desc(emailOutbox.createdAt));
}

/** The kit booking (the LASIK package, consultation in 30 days, 1 traveller) and its deposit. */
async function book(patient: KitAccount) {
  const consultation = addDays(todayIso(), 30);
  const { bookingId, reference } = await createBooking({
    patientId: patient.id,
    consultationDate: consultation,
  });
  const [m] = await mailsTo(patient.email);
  const deposit = /(\$[\d,.]+)/.exec(m!.text)?.[1];
  return { bookingId, reference, consultation, mail: m!, deposit };
}

const day = (intl: string, iso: string) =>
  new Intl.DateTimeFormat(intl, {
    day: "numeric",
    month: "short",
    year: "numeric",
    weekday: "short",
    timeZone: "UTC",
  }).format(new Date(`${iso}T00:00:00Z`));

describe("booking mails in the recipient's language", () => {
  it("a German patient's booking receipt is German, with a German date and amount", async () => {
    const p = await createPatient(t.db, { name: "Klara Weber" });
    await speaks(p, "de");
    const consultation = addDays(todayIso(), 30);
    const { reference } = await createBooking({ patientId: p.id, consultationDate: consultation });
    const [mail, ...more] = await mailsTo(p.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe(`Buchung ${reference} eingegangen | CareAtlas`);
    expect(mail!.text).toMatch(/^Hallo Klara,\n\nBuchung .+ eingegangen\n\n/);
    // The date as Germans write it ("Mi., 6. Jan. 2027"), the amount too ("300 $").
    expect(mail!.text).toContain(`Beratung am ${day("de-DE", consultation)}.`);
    const amount = /Ihre Anzahlung von (.+?) \(Karte mit Endziffern 4242\)/.exec(mail!.text)?.[1];
    expect(amount).toMatch(/^[\d.]+(,\d\d)?\s\$$/);
    expect(mail!.text).toContain("CareAtlas öffnen: http://localhost:");
    expect(mail!.text).toMatch(/Herzliche Grüße\nIhr CareAtlas-Team$/);
    expect(mail!.text).not.toMatch(/Consultation|deposit|Warm regards/);
    expect(mail!.html).toContain('<html lang="de" dir="ltr">');
    expect(mail!.html).toContain(">CareAtlas öffnen</a>");
    expect(mail!.html).toContain("Herzliche Grüße<br>Ihr CareAtlas-Team");
  });

  it("an English patient gets exactly today's receipt (text only)", async () => {
    const p = await createPatient(t.db, { name: "Dr. Grace Hopper" });
    const { reference, consultation, mail, deposit } = await book(p);
    expect(deposit).toMatch(/^\$\d/);
    expect(mail.subject).toBe(`Booking ${reference} received | CareAtlas`);
    const when = day("en-GB", consultation);
    const url = /Open CareAtlas: (\S+)/.exec(mail.text)?.[1];
    expect(url).toMatch(/^http:\/\/localhost:\d+\/dashboard\/bookings$/);
    expect(mail.text).toBe(
      `Hi Grace,\n\nBooking ${reference} received\n\n` +
        `Antalya LASIK Both Eyes Package at Lara Eye & Vision Center, Antalya, Turkey. Consultation on ${when}. ` +
        `Your deposit of ${deposit} (card ending 4242) is held and protected until the clinic confirms; ` +
        "if the clinic declines, it is refunded in full. " +
        // The cancellation terms agreed at checkout (decision 056; the seed's default, moderate).
        "Your cancellation terms, as agreed at checkout: " +
        "Full refund of the deposit if you cancel 30 days or more before treatment; " +
        "half of it from 29 to 14 days before; nothing in the last 13 days. " +
        "Whatever the terms, the deposit is refunded in full if you cancel within 14 days of booking " +
        "while treatment is more than 14 days away (cooling-off period), if the clinic cancels or " +
        "does not confirm within 72 hours, or if you refuse a change of surgeon. " +
        // The operating surgeon the package names (issue 16, decision 054).
        "Your operating surgeon: Dr. Kemal Dogan. A change of surgeon needs your acceptance; " +
        "if you refuse it, the booking is cancelled and your deposit refunded in full.\n\n" +
        `Open CareAtlas: ${url}\n\nWarm regards,\nThe CareAtlas team`,
    );
    expect(mail.html).toBeNull();
  });

  it("a German clinic's copy of a cancellation escapes HTML typed into the reason", async () => {
    const p = await createPatient(t.db);
    const desk = await createClinicUser(t.db, { clinic: LARA, name: "Dr. Jonas Berg" });
    await speaks(desk, "de");
    const { bookingId } = await createBooking({ patientId: p.id });
    const { cancelBookingByPatient } = await import("~/features/bookings/bookings.server");
    const r = await cancelBookingByPatient(p.id, bookingId, {
      reason: '<img src=x onerror="alert(1)">',
    });
    expect(r.ok).toBe(true);
    const [mail] = await mailsTo(desk.email);
    expect(mail!.subject).toMatch(/^Buchung CA-.+ vom Patienten storniert/);
    expect(mail!.text).toContain('Grund: <img src=x onerror="alert(1)">.');
    expect(mail!.html).toContain("Grund: &lt;img src=x onerror=&quot;alert(1)&quot;&gt;.");
    expect(mail!.html).not.toContain("<img");
  });
});

describe("quote and message mails", () => {
  it("a Turkish clinic user gets a Turkish new-request mail; an Arabic patient an Arabic quote mail, right to left", async () => {
    const p = await createPatient(t.db, { name: "Layla Haddad" });
    await speaks(p, "ar");
    const desk = await createClinicUser(t.db, { clinic: LARA, name: "Kemal Arslan" });
    await speaks(desk, "tr");
    const r = await createQuoteRequest(
      p.id,
      QuoteRequestSchema.parse({
        clinics: [LARA],
        treatment: "Hair Transplant",
        preferredStart: addDays(todayIso(), 30),
        preferredEnd: addDays(todayIso(), 40),
        travellers: "2",
        notes: "",
        idempotencyKey: randomUUID(),
        shares: [],
      }),
    );
    if (!r.ok) throw new Error(r.message);
    const [req] = await mailsTo(desk.email);
    expect(req!.subject).toBe("Yeni teklif talebi | CareAtlas");
    expect(req!.text).toMatch(/^Merhaba Kemal,\n\nYeni teklif talebi\n\n/);
    // The treatment's Turkish name, the travellers counted.
    expect(req!.text).toContain("Bir hasta Saç ekimi için teklif istedi (2 yolcu).");
    expect(req!.html).toContain('<html lang="tr" dir="ltr">');

    const [clinic] = await t.db.select().from(clinics).where(eq(clinics.slug, LARA));
    const [target] = await t.db
      .select({ id: quoteRequestClinics.id })
      .from(quoteRequestClinics)
      .where(
        and(
          eq(quoteRequestClinics.requestId, r.requestId),
          eq(quoteRequestClinics.clinicId, clinic!.id),
        ),
      );
    const expiresOn = addDays(todayIso(), 14);
    const q = await sendQuote(
      clinic!.id,
      desk.id,
      target!.id,
      QuoteFormSchema.parse({
        items: [{ label: "Surgery", amount: "2000" }],
        currency: "EUR",
        includes: "",
        excludes: "",
        notes: "",
        expiresOn,
      }),
    );
    if (!q.ok) throw new Error(q.message);
    const [quote] = await mailsTo(p.email);
    expect(quote!.subject).toBe(`عرض سعر جديد من ${clinic!.name} | CareAtlas`);
    const until = new Intl.DateTimeFormat("ar-u-nu-latn", {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date(`${expiresOn}T23:59:59Z`));
    expect(quote!.text).toContain(`عرض السعر الخاص بـزراعة الشعر جاهز. وهو صالح حتى ${until}.`);
    expect(quote!.html).toContain('<html lang="ar" dir="rtl">');
    expect(quote!.html).toContain('<div lang="ar" dir="rtl"');
    expect(quote!.html).toMatch(/أو افتح هذا الرابط: <span dir="ltr">http:\/\/localhost:\d+\//);
  });

  it("an Arabic patient's new-message mail is Arabic; the German clinic's escapes the patient's name", async () => {
    const p = await createPatient(t.db, { name: "<b>Mallory</b> & Co" });
    const desk = await createClinicUser(t.db, { clinic: LARA, name: "Jonas Berg" });
    await speaks(desk, "de");
    const conv = await createConversation(p.id, LARA);
    const [clinic] = await t.db.select().from(clinics).where(eq(clinics.slug, LARA));
    const sent = await sendMessage({ role: "patient", userId: p.id }, conv, {
      body: "Hello",
      clientId: randomUUID(),
    });
    expect(sent.ok).toBe(true);
    const [toClinic] = await mailsTo(desk.email);
    expect(toClinic!.subject).toBe("Neue Nachricht von <b>Mallory</b> & Co | CareAtlas");
    expect(toClinic!.text).toContain(
      "Ein Patient hat Ihnen eine Nachricht geschickt. Melden Sie sich an, um sie zu lesen und zu beantworten.",
    );
    expect(toClinic!.html).toContain("Neue Nachricht von &lt;b&gt;Mallory&lt;/b&gt; &amp; Co");
    expect(toClinic!.html).not.toContain("<b>");

    const layla = await createPatient(t.db, { name: "Layla Haddad" });
    await speaks(layla, "ar");
    const conv2 = await createConversation(layla.id, LARA);
    await sendMessage({ role: "clinic", userId: desk.id, clinicId: clinic!.id }, conv2, {
      body: "Your results look fine.",
      clientId: randomUUID(),
    });
    const [toPatient] = await mailsTo(layla.email);
    expect(toPatient!.subject).toBe(`رسالة جديدة من ${clinic!.name} | CareAtlas`);
    expect(toPatient!.text).toMatch(/^مرحباً Layla،\n\n/);
    expect(toPatient!.text).toContain("ردّت العيادة في محادثتك. سجّل الدخول لقراءتها.");
    expect(toPatient!.text).not.toContain("Your results");
    expect(toPatient!.html).toContain('<html lang="ar" dir="rtl">');
  });
});

describe("in-app notifications in the reader's language", () => {
  it("are rendered when read: German for a German reader, English for others, old English rows as stored", async () => {
    const p = await createPatient(t.db);
    await t.db.transaction((tx) =>
      notifyUser(tx, p.id, {
        kind: "booking_confirmed",
        title: {
          id: /*i18n*/ "notice.booking-confirmed.title",
          values: { reference: "CA-TEST-7777" },
        },
        body: [
          {
            id: /*i18n*/ "notice.booking-confirmed.body",
            values: {
              clinic: "Lara Eye & Vision Center",
              treatment: { treatment: "LASIK" },
              date: { day: "2027-01-06" },
            },
          },
          {
            id: /*i18n*/ "notice.booking-confirmed.deposit",
            values: { deposit: { money: { minor: 125050, currency: "USD" } } },
          },
        ],
        link: "/dashboard/bookings",
        email: false,
      }),
    );
    // A row written before notifications had message ids: English text only.
    await t.db.insert(notifications).values({
      userId: p.id,
      kind: "quote",
      title: "New quote from Old Clinic",
      body: "Your quote for LASIK is ready.",
      link: "/dashboard/quotes",
      createdAt: new Date(Date.now() - 60_000),
    });

    const en = await listNotifications(p.id);
    expect(en.items.map((n) => n.title)).toEqual([
      "Booking CA-TEST-7777 confirmed",
      "New quote from Old Clinic",
    ]);
    expect(en.items[0]!.body).toBe(
      "Lara Eye & Vision Center confirmed your LASIK booking. Consultation on Wed, 6 Jan 2027. Your deposit of $1,250.50 has been released to the clinic.",
    );

    // The page's loader reads the person's language (users.locale).
    await speaks(p, "de");
    const cookie = await signInAs(p.email, { ip: "192.0.2.171" });
    const res = (await callRoute(
      notificationsLoader,
      makeRequest("/notifications", { cookie }),
    )) as {
      data: { items: Array<{ title: string; body: string | null }> };
    };
    const [fresh, old] = res.data.items;
    expect(fresh!.title).toBe("Buchung CA-TEST-7777 bestätigt");
    expect(fresh!.body).toBe(
      `Lara Eye & Vision Center hat Ihre Buchung (LASIK (Augenlasern)) bestätigt. Beratung am ${day("de-DE", "2027-01-06")}. Ihre Anzahlung von ${formatMoney(1250.5, "USD", "de-DE")} wurde an die Klinik freigegeben.`,
    );
    expect(old).toEqual(
      expect.objectContaining({
        title: "New quote from Old Clinic",
        body: "Your quote for LASIK is ready.",
      }),
    );

    const ar = await listNotifications(p.id, { locale: "ar" });
    expect(ar.items[0]!.title).toBe("تم تأكيد الحجز CA-TEST-7777");
    // The English copy stays in the row for anything reading the columns.
    const [row] = await t.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.userId, p.id), like(notifications.title, "Booking%")));
    expect(row!.title).toBe("Booking CA-TEST-7777 confirmed");
  });
});

describe("the booking's calendar file", () => {
  it("is German for a German patient (SUMMARY, DESCRIPTION), RFC 5545 escaping kept", async () => {
    const p = await createPatient(t.db);
    await speaks(p, "de");
    const { bookingId, reference } = await createBooking({ patientId: p.id });
    const cookie = await signInAs(p.email, { ip: "192.0.2.172" });
    const res = (await callRoute(
      icsLoader,
      makeRequest(`/api/bookings/${bookingId}/ics`, { cookie }),
      { id: bookingId },
    )) as Response;
    expect(res.status).toBe(200);
    const body = (await res.text()).replace(/\r\n /g, "");
    expect(body).toContain(`X-WR-CALNAME:CareAtlas-Buchung ${reference}`);
    expect(body).toMatch(/SUMMARY:Beratung: .+ \(CA-/);
    expect(body).toContain(`SUMMARY:Rückreise aus Antalya (${reference})`);
    expect(body).toContain(
      `DESCRIPTION:CareAtlas-Buchung ${reference} bei Lara Eye & Vision Center. Status: ausstehend. Details: http://localhost:`,
    );
    expect(body).toContain("LOCATION:Lara Eye & Vision Center\\, Antalya\\, Turkey");
    expect(body).not.toMatch(/Consultation|Return journey|Status: pending/);
  });

  it("stays English for an English patient", async () => {
    const p = await createPatient(t.db);
    const { bookingId, reference } = await createBooking({ patientId: p.id });
    const cookie = await signInAs(p.email, { ip: "192.0.2.173" });
    const res = (await callRoute(
      icsLoader,
      makeRequest(`/api/bookings/${bookingId}/ics`, { cookie }),
      { id: bookingId },
    )) as Response;
    const body = (await res.text()).replace(/\r\n /g, "");
    expect(body).toContain(`SUMMARY:Return journey from Antalya (${reference})`);
    expect(body).toContain(
      `DESCRIPTION:CareAtlas booking ${reference} with Lara Eye & Vision Center. Status: pending. Details: http://localhost:`,
    );
  });
});
