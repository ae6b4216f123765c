import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { clinics, emailOutbox, notifications } from "~/db/schema";
import { createVerifiedUser } from "~/features/accounts/users.server";
import { newClientId } from "~/features/messages/messages-schema";
import { getThread, openConversation, sendMessage } from "~/features/messages/messages.server";
import { useTestDb, type TestDb } from "../../../tests/setup/db";
import { categoryOf } from "./notification-kinds";
import {
  getNotificationPrefs,
  markSeen,
  prefsFromForm,
  saveNotificationPrefs,
  unreadCount,
} from "./notifications.server";
import { notifyUser } from "./notify.server";

let t: TestDb;
const PW = "Copper-kettle-4821";
const ids = { patient: "", clinic: "", clinicId: "" };
const EMAILS = { patient: "pat@notify.test", clinic: "desk@notify.test" };
const CLINIC_SLUG = "izmir-fertility-center";

beforeAll(async () => {
  t = await useTestDb();
  ids.patient = (
    await createVerifiedUser(t.db, {
      email: EMAILS.patient,
      password: PW,
      role: "patient",
      name: "Nora Patient",
    })
  ).id;
  ids.clinic = (
    await createVerifiedUser(t.db, {
      email: EMAILS.clinic,
      password: PW,
      role: "clinic",
      clinic: CLINIC_SLUG,
      name: "Izmir Desk",
    })
  ).id;
  ids.clinicId = (
    await t.db.select({ id: clinics.id }).from(clinics).where(eq(clinics.slug, CLINIC_SLUG))
  )[0]!.id;
});

const patient = () => ({ role: "patient" as const, userId: ids.patient });
const clinic = () => ({ role: "clinic" as const, userId: ids.clinic, clinicId: ids.clinicId });

async function mailsTo(email: string) {
  return t.db
    .select({ subject: emailOutbox.subject, text: emailOutbox.text })
    .from(emailOutbox)
    .where(eq(emailOutbox.to, email));
}
async function notesOf(userId: string) {
  return t.db
    .select({
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, "message")));
}

describe("notification settings", () => {
  it("maps every kind the app sends to a category", () => {
    for (const kind of [
      "message",
      "quote_request",
      "quote",
      "quote_accepted",
      "quote_request_declined",
    ])
      expect(categoryOf(kind)).toBe(kind === "message" ? "messages" : "quotes");
    for (const kind of [
      "booking_created",
      "booking_confirmed",
      "booking_completed",
      "booking_cancelled",
    ])
      expect(categoryOf(kind)).toBe("bookings");
    for (const kind of ["review", "review_reply", "review_moderated"])
      expect(categoryOf(kind)).toBe("reviews");
  });

  it("are on by default and are saved per user from the form (an unticked box is off)", async () => {
    const before = await getNotificationPrefs(ids.clinic);
    expect(before.messages).toEqual({ inApp: true, email: true });
    const form = new FormData();
    form.set("messages.inApp", "on"); // messages: in the app only, no email
    for (const c of ["quotes", "bookings", "reviews", "records"]) {
      form.set(`${c}.inApp`, "on");
      form.set(`${c}.email`, "on");
    }
    await saveNotificationPrefs(ids.clinic, prefsFromForm(form));
    const after = await getNotificationPrefs(ids.clinic);
    expect(after.messages).toEqual({ inApp: true, email: false });
    expect(after.bookings).toEqual({ inApp: true, email: true });
    // Someone else's settings are untouched.
    expect((await getNotificationPrefs(ids.patient)).messages).toEqual({
      inApp: true,
      email: true,
    });
  });

  it("are honoured: with message emails off, a new message is in the bell but no email is queued", async () => {
    const conv = await openConversation(ids.patient, CLINIC_SLUG);
    const sent = await sendMessage(patient(), conv!.id, {
      body: "Hello, is March possible?",
      clientId: newClientId(),
    });
    expect(sent.ok).toBe(true);
    const notes = await notesOf(ids.clinic);
    expect(notes).toHaveLength(1);
    // In-app wording for a signed-in reader; no "Sign in" in the bell.
    expect(notes[0]!.body).toBe("A patient sent you a message.");
    expect(await mailsTo(EMAILS.clinic)).toEqual([]);

    // The patient keeps both channels: the clinic's reply is mailed (with "Sign in to read it").
    const reply = await sendMessage(clinic(), conv!.id, {
      body: "Yes, March works.",
      clientId: newClientId(),
    });
    expect(reply.ok).toBe(true);
    const mails = await mailsTo(EMAILS.patient);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(
      "The clinic replied to your conversation. Sign in to read it.",
    );
    expect((await notesOf(ids.patient))[0]!.body).toBe("The clinic replied to your conversation.");
  });

  it("with both channels off, nothing is stored and nothing is mailed; other categories still are", async () => {
    const form = new FormData();
    form.set("bookings.inApp", "on");
    form.set("bookings.email", "on");
    await saveNotificationPrefs(ids.clinic, prefsFromForm(form)); // everything but bookings off
    const before = (await mailsTo(EMAILS.clinic)).length;
    await t.db.transaction(async (tx) => {
      await notifyUser(tx, ids.clinic, {
        kind: "quote_request",
        title: { id: /*i18n*/ "notice.quote-request.title" },
        link: "/dashboard/requests",
      });
      await notifyUser(tx, ids.clinic, {
        kind: "booking_created",
        title: {
          id: /*i18n*/ "notice.booking-confirmed.title",
          values: { reference: "CA-TEST-2345" },
        },
        link: "/dashboard/requests/bookings",
      });
    });
    const titles = (
      await t.db
        .select({ title: notifications.title })
        .from(notifications)
        .where(eq(notifications.userId, ids.clinic))
    ).map((n) => n.title);
    expect(titles).not.toContain("New quote request");
    expect(titles).toContain("Booking CA-TEST-2345 confirmed");
    const mails = (await mailsTo(EMAILS.clinic)).slice(before).map((m) => m.subject);
    expect(mails).toEqual(["Booking CA-TEST-2345 confirmed | CareAtlas"]);
  });

  it("a notification is read once the page it points to is seen (opening the thread)", async () => {
    const conv = await openConversation(ids.patient, CLINIC_SLUG);
    await t.db.delete(notifications).where(eq(notifications.userId, ids.patient));
    // The patient is up to date; the clinic's next message is new.
    await getThread(patient(), conv!.id);
    await sendMessage(patient(), conv!.id, { body: "Any news?", clientId: newClientId() });
    await sendMessage(clinic(), conv!.id, {
      body: "Your results look fine.",
      clientId: newClientId(),
    });
    expect(await unreadCount(ids.patient)).toBe(1);
    // Opening the thread (its page's loader reads it) marks the notification read.
    await getThread(patient(), conv!.id);
    expect(await unreadCount(ids.patient)).toBe(0);
    const [n] = await notesOf(ids.patient);
    expect(n!.readAt).not.toBeNull();
    // Other pages mark theirs: e.g. the bookings list.
    await t.db.transaction((tx) =>
      notifyUser(tx, ids.patient, {
        kind: "booking_confirmed",
        title: {
          id: /*i18n*/ "notice.booking-confirmed.title",
          values: { reference: "CA-TEST-2345" },
        },
        link: "/dashboard/bookings",
        email: false,
      }),
    );
    expect(await unreadCount(ids.patient)).toBe(1);
    expect(await markSeen(ids.patient, ["/dashboard/bookings"])).toBe(1);
    expect(await unreadCount(ids.patient)).toBe(0);
    // Never another user's, and never an outside link.
    expect(await markSeen(ids.clinic, [`/dashboard/messages/${conv!.id}`])).toBe(0);
    expect(await markSeen(ids.patient, ["https://evil.example/x"])).toBe(0);
  });
});
