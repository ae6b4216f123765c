import fs from "node:fs";
import path from "node:path";
import { eq, getTableName, is, sql } from "drizzle-orm";
import { PgTable, getTableConfig } from "drizzle-orm/pg-core";
import { strFromU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, it, vi } from "vitest";
import {
  appNotifySignups,
  bookings,
  resolutionCaseEvents,
  resolutionCases,
  clinics,
  contactMessages,
  conversations,
  deposits,
  emailOutbox,
  medicalRecords,
  messages,
  newsletterSubscribers,
  notificationPreferences,
  notifications,
  partnerApplications,
  patientFavorites,
  profilePhotos,
  quoteRequestClinics,
  quoteRequests,
  quotes,
  recordShares,
  reviews,
  searchAlerts,
  sessions,
  storageErasures,
  users,
} from "~/db/schema";
import { listClinicBookings } from "~/features/bookings/bookings.server";
import { markRead, openConversation, sendMessage } from "~/features/messages/messages.server";
import { action as tabAction } from "~/routes/dashboard/records";
import { loader as exportLoader } from "~/routes/resources/account-export";
import { action as uploadAction } from "~/routes/resources/records";
import { getStorage } from "~/services/storage/storage.server";
import { getAuth } from "~/utils/auth.server";
import { getSessionInfo } from "~/utils/permissions.server";
import { useTestDb, type TestDb } from "../../../tests/setup/db";
import { deleteAccount } from "./account-settings.server";
import { signInWithEmail } from "./auth-flows.server";
import { EXPORTED_COLUMNS, NOT_EXPORTED_COLUMNS } from "./data-export.server";
import { cookieJar, makeRequest, ORIGIN } from "./test-helpers";
import { createVerifiedUser } from "./users.server";

// Record files go to a private temp DATA_DIR, never the shared ./data.
const DATA_DIR = vi.hoisted(() => {
  const dir = `/tmp/careatlas-data-rights-test-${process.pid}-${Date.now()}`;
  process.env.DATA_DIR = dir;
  return dir;
});

/** The record's encrypted file on disk (local storage: DATA_DIR/uploads/<key>). */
async function fileOnDisk(recordId: string) {
  const [row] = await t.db
    .select({ key: medicalRecords.storageKey })
    .from(medicalRecords)
    .where(eq(medicalRecords.id, recordId));
  return path.join(DATA_DIR, "uploads", ...row!.key.split("/"));
}

/** A patient with two uploaded records: their id and the paths of the files on disk. */
async function patientWithFiles(email: string) {
  const { id } = await createVerifiedUser(t.db, {
    email,
    password: PW,
    role: "patient",
    name: "Erin",
  });
  const cookie = await signIn(email);
  const files = [
    await fileOnDisk(await uploadRecord(cookie, "scan one.pdf")),
    await fileOnDisk(await uploadRecord(cookie, "scan two.pdf")),
  ];
  for (const f of files) expect(fs.existsSync(f), f).toBe(true);
  return { id, cookie, files };
}

let t: TestDb;
const PW = "Harbour-violet-6274";
const ctx = { context: {} as never, unstable_pattern: "" } as const;
const MARKER = "DATA-RIGHTS-PLAINTEXT-41c9";
const PDF = Buffer.from(
  `%PDF-1.4\n% ${MARKER}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  "latin1",
);

let clinicId = "";
let ipCounter = 40;

async function signIn(email: string) {
  const r = await signInWithEmail(
    makeRequest("/auth", { method: "POST", ip: `192.0.2.${ipCounter++}` }),
    {
      email,
      password: PW,
    },
  );
  if (!r.ok || r.value.kind !== "signed-in")
    throw new Error(`sign-in failed: ${JSON.stringify(r)}`);
  return cookieJar("", r.value.headers);
}

async function uploadRecord(cookie: string, name: string) {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(PDF)], name, { type: "application/pdf" }));
  const request = new Request(`${ORIGIN}/api/records`, {
    method: "POST",
    body: form,
    headers: {
      cookie,
      origin: ORIGIN,
      accept: "application/json",
      "x-careatlas-client-ip": "203.0.113.90",
    },
  });
  const res = (await uploadAction({ ...ctx, request, params: {} } as never)) as
    { data: { record?: { id: string } } } | Response;
  const body = res instanceof Response ? await res.json() : res.data;
  const id = (body as { record?: { id: string } }).record?.id;
  if (!id) throw new Error(`upload failed: ${JSON.stringify(body)}`);
  return id;
}

/** Rows of every kind a patient can have, made through the app where it is quick, else inserted. */
async function givePatientEverything(patientId: string, email: string, cookie: string) {
  const recordId = await uploadRecord(cookie, "blood test.pdf");
  const shared = await tabAction({
    ...ctx,
    params: {},
    request: makeRequest("/dashboard/records", {
      method: "POST",
      cookie,
      form: { intent: "share", recordId, clinicId, consent: "on" },
    }),
  } as never);
  expect(JSON.stringify(shared)).toContain("Record shared with");
  await t.db
    .insert(profilePhotos)
    .values({ userId: patientId, data: Buffer.from("RIFFxxxxWEBP"), byteSize: 12 });
  await t.db.insert(patientFavorites).values({ patientId, clinicId });
  const [req] = await t.db
    .insert(quoteRequests)
    .values({ patientId, treatment: "Hair Transplant", idempotencyKey: `qr-${patientId}` })
    .returning();
  const [target] = await t.db
    .insert(quoteRequestClinics)
    .values({ requestId: req!.id, clinicId, patientId, status: "quoted" })
    .returning();
  const [quote] = await t.db
    .insert(quotes)
    .values({
      requestClinicId: target!.id,
      patientId,
      clinicId,
      treatment: "Hair Transplant",
      items: [{ label: "Surgery", amountMinor: 250000 }],
      amountMinor: 250000,
      currency: "EUR",
      expiresAt: new Date(Date.now() + 86_400_000),
      status: "accepted",
    })
    .returning();
  const [booking] = await t.db
    .insert(bookings)
    .values({
      reference: `CA-${patientId.slice(0, 4).toUpperCase()}-TEST`,
      patientId,
      clinicId,
      quoteId: quote!.id,
      treatment: "Hair Transplant",
      consultationDate: "2026-12-10",
      totalMinor: 294118,
      currency: "USD",
      status: "completed",
      idempotencyKey: `bk-${patientId}`,
    })
    .returning();
  await t.db.insert(deposits).values({
    bookingId: booking!.id,
    patientId,
    provider: "test",
    amountUsdMinor: 58824,
    status: "released",
    cardBrand: "Visa",
    cardLast4: "4242",
  });
  const [rcase] = await t.db
    .insert(resolutionCases)
    .values({
      bookingId: booking!.id,
      patientId,
      clinicId,
      reason: "complication",
      answerDueAt: new Date(Date.now() + 72 * 3_600_000),
    })
    .returning();
  await t.db.insert(resolutionCaseEvents).values({
    caseId: rcase!.id,
    kind: "opened",
    side: "patient",
    authorUserId: patientId,
    body: "Swelling two weeks after the procedure",
  });
  const [conv] = await t.db
    .insert(conversations)
    .values({ patientId, clinicId, lastMessageAt: new Date() })
    .returning();
  await t.db.insert(messages).values([
    {
      conversationId: conv!.id,
      senderUserId: patientId,
      senderRole: "patient",
      body: "Hello, is March possible?",
      clientId: "m1",
    },
    { conversationId: conv!.id, senderRole: "clinic", body: "Yes, March works.", clientId: "m2" },
  ]);
  const [review] = await t.db
    .insert(reviews)
    .values({
      clinicId,
      patientId,
      authorName: "Maria L.",
      authorCountry: "Spain",
      rating: 5,
      comment: "Great care",
      verifiedPatient: true,
    })
    .returning();
  await t.db.insert(notifications).values({ userId: patientId, kind: "quote", title: "New quote" });
  await t.db
    .insert(notificationPreferences)
    .values({ userId: patientId, category: "messages", inApp: true, email: false });
  await t.db.insert(newsletterSubscribers).values({
    email,
    source: "footer",
    confirmToken: `c-${patientId}`,
    unsubscribeToken: `u-${patientId}`,
  });
  await t.db.insert(searchAlerts).values({
    email,
    criteria: { treatment: "Hair Transplant" },
    sourcePath: "/search",
    idempotencyKey: `sa-${patientId}`,
  });
  await t.db.insert(contactMessages).values({
    kind: "contact",
    fullName: "Maria Lopez",
    email,
    message: "A question",
    sourcePath: "/contact",
    idempotencyKey: `cm-${patientId}`,
  });
  await t.db.insert(appNotifySignups).values({ email, source: "banner" });
  await t.db.insert(partnerApplications).values({
    clinicName: "Maria's clinic",
    contactName: "Maria Lopez",
    email,
    country: "Spain",
    city: "Madrid",
    sourcePath: "/partner",
    idempotencyKey: `pa-${patientId}`,
  });
  return { recordId, bookingId: booking!.id, reviewId: review!.id };
}

async function exportZip(cookie: string) {
  const res = (await exportLoader({
    ...ctx,
    params: {},
    request: makeRequest("/api/account/export", { cookie }),
  } as never)) as Response;
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/zip");
  expect(res.headers.get("content-disposition")).toMatch(
    /attachment; filename="careatlas-my-data-\d{4}-\d{2}-\d{2}\.zip"/,
  );
  const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
  return {
    files,
    data: JSON.parse(strFromU8(files["data.json"]!)) as Record<string, unknown>,
    text: strFromU8(files["data.json"]!),
  };
}

beforeAll(async () => {
  t = await useTestDb();
  const [aegean] = await t.db
    .select({ id: clinics.id })
    .from(clinics)
    .where(eq(clinics.slug, "aegean-medical-hospital"));
  clinicId = aegean!.id;
});

describe("the personal data registry", () => {
  it("every column tying a row to a person is exported or on the commented exclusion list", () => {
    // Every schema module, including ones added later.
    const modules = import.meta.glob("/app/db/schema/*.ts", { eager: true }) as Record<
      string,
      Record<string, unknown>
    >;
    const tables = Object.values(modules).flatMap((m) =>
      Object.values(m).filter((v): v is PgTable => is(v, PgTable)),
    );
    expect(tables.length).toBeGreaterThan(30);
    const personal = new Set<string>();
    const allColumns = new Set<string>();
    for (const table of tables) {
      const config = getTableConfig(table);
      for (const c of config.columns) allColumns.add(`${config.name}.${c.name}`);
      for (const fk of config.foreignKeys) {
        const ref = fk.reference();
        if (getTableName(ref.foreignTable) === "users")
          for (const c of ref.columns) personal.add(`${config.name}.${c.name}`);
      }
      // Person ids without a foreign key (append-only logs) and email addresses.
      for (const c of config.columns)
        if (/^(user_id|patient_id|.+_user_id|email|.+_email|to)$/.test(c.name))
          personal.add(`${config.name}.${c.name}`);
    }
    expect(personal).toContain("bookings.patient_id");
    expect(personal).toContain("record_access_log.patient_id");
    const covered = new Set([
      ...Object.keys(EXPORTED_COLUMNS),
      ...Object.keys(NOT_EXPORTED_COLUMNS),
    ]);
    const missing = [...personal].filter((c) => !covered.has(c)).sort();
    expect(
      missing,
      "personal-data columns neither exported nor excluded (data-export.server.ts)",
    ).toEqual([]);
    // No stale entries: every listed column exists.
    expect([...covered].filter((c) => !allColumns.has(c))).toEqual([]);
    for (const reason of Object.values(NOT_EXPORTED_COLUMNS))
      expect(reason.length).toBeGreaterThan(10);
  });
});

describe("Download my data", () => {
  it("is a zip with a row of every kind the person has, the decrypted record file and no secrets", async () => {
    const email = "maria.export@example.test";
    const { id } = await createVerifiedUser(t.db, {
      email,
      password: PW,
      role: "patient",
      name: "Maria Lopez",
    });
    await createVerifiedUser(t.db, {
      email: "someone.else@example.test",
      password: PW,
      role: "patient",
      name: "Other Person",
    });
    const cookie = await signIn(email);
    const { recordId } = await givePatientEverything(id, email, cookie);

    const { files, data, text } = await exportZip(cookie);
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(["README.md", "data.json", "records/blood test.pdf"]),
    );
    expect(strFromU8(files["README.md"]!)).toContain("data.json");

    // Every section named in the registry holds at least one row of this person.
    for (const section of new Set(Object.values(EXPORTED_COLUMNS))) {
      const value = data[section];
      const n = Array.isArray(value) ? value.length : value ? 1 : 0;
      expect(n, `section ${section}`).toBeGreaterThan(0);
    }
    const bookingsOut = data.bookings as {
      reference: string;
      deposit: { cardLast4: string } | null;
    }[];
    expect(bookingsOut[0]!.deposit?.cardLast4).toBe("4242");
    const convs = data.conversations as { messages: { body: string }[] }[];
    expect(convs[0]!.messages.map((m) => m.body)).toEqual([
      "Hello, is March possible?",
      "Yes, March works.",
    ]);
    const records = data.medicalRecords as { id: string; file: string }[];
    expect(records).toEqual([
      expect.objectContaining({ id: recordId, file: "records/blood test.pdf" }),
    ]);
    expect((data.recordAccessLog as { action: string }[]).map((e) => e.action)).toEqual([
      "upload",
      "share",
    ]);

    // The file is the patient's original (decrypted), while storage holds it encrypted.
    expect(Buffer.from(files["records/blood test.pdf"]!).equals(PDF)).toBe(true);
    const [row] = await t.db.select().from(medicalRecords).where(eq(medicalRecords.id, recordId));
    expect(row!.encryptionKeyId).toBeTruthy();
    expect((await getStorage().read(row!.storageKey)).toString("latin1")).not.toContain(MARKER);

    // No secrets, nobody else.
    expect(text).not.toContain("someone.else@example.test");
    const [s] = await t.db
      .select({ token: sessions.token })
      .from(sessions)
      .where(eq(sessions.userId, id))
      .limit(1);
    expect(text).not.toContain(s!.token);
    expect(text).not.toMatch(
      /"(token|password|secret|backupCodes|confirmToken|unsubscribeToken|idempotencyKey)"/,
    );
  });
});

describe("Deleting an account", () => {
  it("keeps the clinic's anonymised booking and payment, anonymises reviews, erases records and files, and mails a confirmation", async () => {
    const email = "maria.leaving@example.test";
    const { id } = await createVerifiedUser(t.db, {
      email,
      password: PW,
      role: "patient",
      name: "Maria <b>Lopez</b>",
    });
    const cookie = await signIn(email);
    const { recordId, bookingId, reviewId } = await givePatientEverything(id, email, cookie);
    const [record] = await t.db
      .select()
      .from(medicalRecords)
      .where(eq(medicalRecords.id, recordId));
    expect((await getStorage().read(record!.storageKey)).length).toBeGreaterThan(0);

    // A clinic user is told of a message from Maria and of her cancellation with a reason.
    const staff = await createVerifiedUser(t.db, {
      email: "aegean.staff.leaving@example.test",
      password: PW,
      role: "clinic",
      clinic: "aegean-medical-hospital",
      name: "Aegean Staff",
    });
    const conv = (await openConversation(id, "aegean-medical-hospital"))!;
    // The clinic has read what came before, so the next message is news.
    await markRead({ role: "clinic", userId: staff.id, clinicId }, conv.id);
    await sendMessage({ role: "patient", userId: id }, conv.id, {
      body: "Hello",
      clientId: crypto.randomUUID(),
    });
    const staffNotes = () =>
      t.db.select().from(notifications).where(eq(notifications.userId, staff.id));
    expect((await staffNotes()).map((n) => n.title)).toContain(
      "New message from Maria <b>Lopez</b>",
    );
    const [cancelled] = await t.db
      .insert(bookings)
      .values({
        ...(await t.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0]!,
        id: undefined,
        quoteId: null,
        reference: "CA-LEAV-NG01",
        status: "cancelled",
        cancelledBy: "patient",
        cancelReason: "My divorce lawyer said no",
        idempotencyKey: crypto.randomUUID(),
      } as never)
      .returning({ id: bookings.id });

    const user = (await getSessionInfo(makeRequest("/dashboard", { cookie })))!.user;
    const r = await deleteAccount(
      makeRequest("/dashboard/profile", { method: "POST", cookie }),
      user,
      PW,
    );
    expect(r.ok).toBe(true);
    expect(await t.db.select().from(users).where(eq(users.id, id))).toHaveLength(0);

    // The clinic still has the booking and the payment, without the patient.
    const [b] = await t.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(b).toMatchObject({
      patientId: null,
      totalMinor: 294118,
      currency: "USD",
      status: "completed",
      consultationDate: "2026-12-10",
    });
    expect(b!.patientAnonymisedAt).toBeInstanceOf(Date);
    const [d] = await t.db.select().from(deposits).where(eq(deposits.bookingId, bookingId));
    expect(d).toMatchObject({ patientId: null, amountUsdMinor: 58824, status: "released" });
    const clinicView = await listClinicBookings(clinicId);
    const seen = clinicView.find((x) => x.id === bookingId);
    expect(seen).toMatchObject({ patientName: "Deleted patient", totalMinor: 294118 });
    // The clinic's notifications about her and her own words on a kept booking are gone.
    expect(await staffNotes()).toEqual([]);
    const [kept] = await t.db.select().from(bookings).where(eq(bookings.id, cancelled!.id));
    expect(kept).toMatchObject({ patientId: null, status: "cancelled", cancelReason: null });

    // Reviews stay, as "Former patient".
    const [rv] = await t.db.select().from(reviews).where(eq(reviews.id, reviewId));
    expect(rv).toMatchObject({
      patientId: null,
      authorName: "Former patient",
      authorCountry: null,
      comment: "Great care",
    });

    // Records, shares and the stored file are gone; conversations too.
    expect(
      await t.db.select().from(medicalRecords).where(eq(medicalRecords.patientId, id)),
    ).toHaveLength(0);
    expect(
      await t.db.select().from(recordShares).where(eq(recordShares.patientId, id)),
    ).toHaveLength(0);
    await expect(getStorage().read(record!.storageKey)).rejects.toThrow(/No stored object/);
    expect(fs.existsSync(path.join(DATA_DIR, "uploads", ...record!.storageKey.split("/")))).toBe(
      false,
    );
    expect(await t.db.select().from(storageErasures)).toEqual([]);
    expect(
      await t.db.select().from(conversations).where(eq(conversations.patientId, id)),
    ).toHaveLength(0);
    expect(
      await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)),
    ).toHaveLength(0);
    expect(
      await t.db.select().from(contactMessages).where(eq(contactMessages.email, email)),
    ).toHaveLength(0);

    // One mail to the address: the confirmation, escaped.
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(mails.map((m) => m.subject)).toEqual(["Your CareAtlas account was deleted"]);
    expect(mails[0]!.text).toContain("Deleted patient");
    expect(mails[0]!.html).toContain("Hi Maria,");
    expect(mails[0]!.html).not.toContain("<b>");
  });

  it("every other way a user row goes (better-auth's adapter, plain SQL) erases the person's files too", async () => {
    // better-auth's internal deleteUser: the path its delete-user endpoints and admin API take.
    const viaAuth = await patientWithFiles("erin.adapter@example.test");
    const authCtx = await (await getAuth()).$context;
    await authCtx.internalAdapter.deleteUser(viaAuth.id);
    expect(await t.db.select().from(users).where(eq(users.id, viaAuth.id))).toHaveLength(0);
    for (const f of viaAuth.files) expect(fs.existsSync(f), f).toBe(false);
    // ...and the rest of the deletion ran: the confirmation mail went out.
    const mails = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, "erin.adapter@example.test"));
    expect(mails.map((m) => m.subject)).toContain("Your CareAtlas account was deleted");

    // A user row deleted outside the app (an operator's SQL): the rows cascade away, the
    // database queues their files, and the erasure run removes them.
    const viaSql = await patientWithFiles("erin.sql@example.test");
    await t.db.execute(sql`delete from users where id = ${viaSql.id}`);
    const { eraseQueuedFiles } = await import("~/services/storage/erasure.server");
    expect(await eraseQueuedFiles()).toEqual({ erased: 2, failed: 0 });
    for (const f of viaSql.files) expect(fs.existsSync(f), f).toBe(false);
    expect(await t.db.select().from(storageErasures)).toEqual([]);
  });

  it("a patient deleting one record removes its file from disk", async () => {
    const p = await patientWithFiles("erin.record@example.test");
    const [row] = await t.db
      .select({ id: medicalRecords.id })
      .from(medicalRecords)
      .where(eq(medicalRecords.patientId, p.id))
      .orderBy(medicalRecords.createdAt)
      .limit(1);
    const file = await fileOnDisk(row!.id);
    const r = await tabAction({
      ...ctx,
      params: {},
      request: makeRequest("/dashboard/records", {
        method: "POST",
        cookie: p.cookie,
        form: { intent: "delete", recordId: row!.id },
      }),
    } as never);
    expect(JSON.stringify(r)).toContain('"ok":true');
    expect(fs.existsSync(file)).toBe(false);
    expect(p.files.filter((f) => fs.existsSync(f))).toHaveLength(1);
    expect(await t.db.select().from(storageErasures)).toEqual([]);
  });

  it("better-auth's own /api/auth/delete-user endpoint is switched off", async () => {
    const email = "fresh.session@example.test";
    const { id } = await createVerifiedUser(t.db, { email, password: PW, role: "patient" });
    const cookie = await signIn(email);
    const auth = await getAuth();
    const res = await auth.handler(
      makeRequest("/api/auth/delete-user", { method: "POST", cookie, json: {} }),
    );
    expect(res.status).toBe(404);
    expect(await t.db.select().from(users).where(eq(users.id, id))).toHaveLength(1);
  });
});
