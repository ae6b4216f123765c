import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  auditLog,
  bookings,
  clinicRecordNotes,
  deposits,
  emailOutbox,
  jobs,
  medicalRecords,
  notifications,
  paymentMovements,
  recordAccessLog,
  resolutionCases,
  users,
} from "~/db/schema";
import { seedId } from "~/db/seed/ids";
import { audit } from "~/features/admin/audit.server";
import { clinicBookingAction } from "~/features/bookings/bookings.server";
import { loader as adminCaseLoader, action as adminCaseAction } from "~/routes/admin/case";
import { loader as adminClinicsLoader } from "~/routes/admin/clinics";
import { loader as caseLoader, action as caseAction } from "~/routes/dashboard/cases/case";
import { action as openAction } from "~/routes/dashboard/cases/new";
import { loader as attachmentLoader } from "~/routes/resources/case-attachment";
import { runDueJobs } from "~/services/jobs/jobs.server";
import { setPaymentProvider } from "~/services/payments/payments.server";
import { createTestProvider, type TestProvider } from "~/services/payments/test-provider.server";
import { getStorage } from "~/services/storage/storage.server";
import { LEGACY_TERMS } from "~/utils/cancellation-policy";
import { setClockForTests } from "~/utils/clock.server";
import { signInAs } from "../../../tests/kit/auth";
import { createBooking, createClinicUser, createPatient } from "../../../tests/kit/factories";
import { callRoute, makeRequest, statusOf } from "../../../tests/kit/request";
import { useTestDb, type TestDb } from "../../../tests/setup/db";
import { DecideCaseSchema } from "./resolution-schema";
import {
  CASE_MESSAGES,
  decideCase,
  escalateCase,
  getCaseForViewer,
  heldUsdMinor,
  openCase,
  treatmentDateOf,
  postCaseMessage,
  resolutionJobHandlers,
} from "./resolution.server";

/**
 * The resolution centre (issue 17 item 5, decision 057) against a real database: the window in
 * which a case may be opened, the clinic's answer and its 72-hour deadline (a durable job, the
 * clock moved instead of waiting), escalation, the admin's final decision (refunds capped at
 * what CareAtlas still holds, the audit log, a note on the clinic's record), money kept held
 * while a case is open, and who may see a case and its evidence.
 */

let t: TestDb;
let provider: TestProvider;
const LARA = seedId("clinic", "lara-eye-vision-center");
const people = {
  patient: { id: "", email: "", cookie: "" },
  other: { id: "", email: "", cookie: "" },
  clinic: { id: "", email: "", cookie: "" },
  otherClinic: { id: "", email: "", cookie: "" },
  admin: { id: "", email: "", cookie: "" },
};
let ip = 10;

async function movementsOf(bookingId: string) {
  return t.db
    .select({
      kind: paymentMovements.kind,
      amount: paymentMovements.amountUsdMinor,
      reason: paymentMovements.reason,
    })
    .from(paymentMovements)
    .where(eq(paymentMovements.bookingId, bookingId));
}
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const viewer = (k: keyof typeof people) => ({
  userId: people[k].id,
  role: k === "admin" ? "admin" : k.toLowerCase().includes("clinic") ? "clinic" : "patient",
  clinicId:
    k === "clinic"
      ? LARA
      : k === "otherClinic"
        ? seedId("clinic", "istanbul-hair-institute")
        : null,
});

async function confirmedBooking(consultationInDays = 30) {
  const day = new Date(Date.now() + consultationInDays * DAY).toISOString().slice(0, 10);
  const b = await createBooking({ patientId: people.patient.id, consultationDate: day });
  const r = await clinicBookingAction(LARA, b.bookingId, "confirm", {}, t.db);
  if (!r.ok) throw new Error(r.message);
  return b;
}

async function record(owner: string, name = "swelling.pdf") {
  const storageKey = `case-test-${crypto.randomUUID()}`;
  const tmp = path.join(os.tmpdir(), storageKey);
  fs.writeFileSync(tmp, "%PDF-1.4 evidence");
  await getStorage().putFile(storageKey, tmp);
  const [r] = await t.db
    .insert(medicalRecords)
    .values({
      patientId: owner,
      fileName: name,
      fileType: "pdf",
      contentType: "application/pdf",
      byteSize: 17,
      storageKey,
      sha256: "0".repeat(64),
    })
    .returning({ id: medicalRecords.id });
  return r!.id;
}

const TEXT = "The result is not what the package described: only one eye was treated.";

async function open(bookingId: string, recordIds: string[] = [], now?: Date) {
  const r = await openCase(t.db, {
    patientId: people.patient.id,
    bookingId,
    reason: "not_as_described",
    text: TEXT,
    recordIds,
    now,
  });
  if (!r.ok) throw new Error(r.message);
  return r.value.caseId;
}

const caseRow = async (id: string) =>
  (await t.db.select().from(resolutionCases).where(eq(resolutionCases.id, id)))[0]!;
const depositOf = async (bookingId: string) =>
  (await t.db.select().from(deposits).where(eq(deposits.bookingId, bookingId)))[0]!;
const noticesOf = async (userId: string, kind: string) =>
  t.db
    .select({ title: notifications.title, link: notifications.link })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));
const mailsTo = async (email: string) =>
  t.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));

const decide = (caseId: string, form: Record<string, string>) => {
  const parsed = DecideCaseSchema.safeParse({
    explanation: "Decided after reading both sides.",
    amount: "",
    clinicNote: "",
    ...form,
  });
  if (!parsed.success) throw new Error(parsed.error.message);
  return decideCase(t.db, { userId: people.admin.id }, caseId, parsed.data, (tx, e) =>
    audit(tx, {
      actor: { id: people.admin.id, email: people.admin.email },
      action: "case.decide",
      targetType: "resolution_case",
      targetId: caseId,
      before: e.before,
      after: e.after,
    }),
  );
};

beforeAll(async () => {
  t = await useTestDb();
  for (const k of Object.keys(people) as (keyof typeof people)[]) {
    const made =
      k === "clinic"
        ? await createClinicUser(t.db, { clinic: "lara-eye-vision-center" })
        : k === "otherClinic"
          ? await createClinicUser(t.db, { clinic: "istanbul-hair-institute" })
          : await createPatient(t.db, { name: k === "admin" ? "Ada Admin" : "Pat Case" });
    people[k].id = made.id;
    people[k].email = made.email;
    people[k].cookie = await signInAs(made.email, { ip: `192.0.2.${ip++}` });
  }
  await t.db.execute(sql`update user_roles set role = 'admin' where user_id = ${people.admin.id}`);
  await t.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, people.admin.id));
  // The clinic user reads German: its mails are in German.
  await t.db.update(users).set({ locale: "de" }).where(eq(users.id, people.clinic.id));
});

beforeEach(() => {
  provider = createTestProvider();
  setPaymentProvider(provider);
});

afterEach(() => setClockForTests(null));

describe("opening a case", () => {
  it("is refused before the clinic confirms and after 60 days past the treatment", async () => {
    const pending = await createBooking({ patientId: people.patient.id });
    const early = await openCase(t.db, {
      patientId: people.patient.id,
      bookingId: pending.bookingId,
      reason: "other",
      text: TEXT,
      recordIds: [],
    });
    expect(early).toMatchObject({ ok: false, status: 409, message: CASE_MESSAGES.notConfirmed });

    const b = await confirmedBooking(10);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, b.bookingId));
    // The window counts from the treatment (surgery) date, else the consultation.
    const treatment = Date.parse(`${treatmentDateOf(row!)}T12:00:00Z`);
    const late = await openCase(t.db, {
      patientId: people.patient.id,
      bookingId: b.bookingId,
      reason: "complication",
      text: TEXT,
      recordIds: [],
      now: new Date(treatment + 61 * DAY),
    });
    expect(late).toMatchObject({ ok: false, status: 409, message: CASE_MESSAGES.tooLate });
    expect(
      await t.db.select().from(resolutionCases).where(eq(resolutionCases.bookingId, b.bookingId)),
    ).toHaveLength(0);

    // The 60th day is still inside the window.
    const onTime = await openCase(t.db, {
      patientId: people.patient.id,
      bookingId: b.bookingId,
      reason: "complication",
      text: TEXT,
      recordIds: [],
      now: new Date(treatment + 60 * DAY),
    });
    expect(onTime.ok).toBe(true);
  });

  it("through the page: bad input keeps what was typed; a good form opens the case, tells the clinic, queues the deadline", async () => {
    const b = await confirmedBooking();
    const rec = await record(people.patient.id);
    const url = `/dashboard/bookings/${b.bookingId}/case`;
    const bad = await callRoute(
      openAction,
      makeRequest(url, {
        method: "POST",
        cookie: people.patient.cookie,
        form: { intent: "open", reason: "", text: "Too short" },
      }),
      { bookingId: b.bookingId },
    );
    expect(statusOf(bad)).toBe(400);
    const badData = (
      bad as { data: { fieldErrors: Record<string, string>; values: Record<string, string> } }
    ).data;
    expect(badData.fieldErrors.reason).toBe("Choose what the case is about.");
    expect(badData.fieldErrors.text).toBe("Describe what happened (at least 20 characters).");
    expect(badData.values.text).toBe("Too short");

    // Records without the consent box: refused, nothing shared.
    const form = new URLSearchParams({ intent: "open", reason: "not_as_described", text: TEXT });
    form.append("recordIds", rec);
    const noConsent = await callRoute(
      openAction,
      new Request(`http://localhost:3000${url}`, {
        method: "POST",
        headers: {
          cookie: people.patient.cookie,
          origin: "http://localhost:3000",
          "content-type": "application/x-www-form-urlencoded",
          "x-careatlas-client-ip": "203.0.113.9",
        },
        body: form,
      }),
      { bookingId: b.bookingId },
    );
    expect(statusOf(noConsent)).toBe(400);
    form.set("consent", "on");
    const done = await callRoute(
      openAction,
      new Request(`http://localhost:3000${url}`, {
        method: "POST",
        headers: {
          cookie: people.patient.cookie,
          origin: "http://localhost:3000",
          "content-type": "application/x-www-form-urlencoded",
          "x-careatlas-client-ip": "203.0.113.9",
        },
        body: form,
      }),
      { bookingId: b.bookingId },
    );
    expect(statusOf(done)).toBe(302);
    const location = (done as Response).headers.get("location")!;
    const caseId = location.split("/").at(-1)!;
    const c = await caseRow(caseId);
    expect(c).toMatchObject({ status: "open", reason: "not_as_described", clinicId: LARA });
    expect(c.answerDueAt.getTime() - c.createdAt.getTime()).toBe(72 * HOUR);
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `resolution.answer-due:${caseId}`));
    expect(job?.runAt.getTime()).toBe(c.answerDueAt.getTime());
    // The clinic is told in the app and by mail, in its user's language.
    expect((await noticesOf(people.clinic.id, "case_opened")).map((n) => n.link)).toContain(
      `/dashboard/cases/${caseId}`,
    );
    const mail = (await mailsTo(people.clinic.email)).find((m) =>
      m.subject.includes(`${b.reference}: Der Patient`),
    );
    expect(mail?.subject).toContain("Der Patient hat einen Fall eröffnet");
    // A second case on the same booking while this one is open: refused.
    const again = await openCase(t.db, {
      patientId: people.patient.id,
      bookingId: b.bookingId,
      reason: "other",
      text: TEXT,
      recordIds: [],
    });
    expect(again).toMatchObject({ ok: false, status: 409, message: CASE_MESSAGES.alreadyOpen });
  });

  it("refuses another patient's record as evidence, and another patient's booking", async () => {
    const b = await confirmedBooking();
    const theirs = await record(people.other.id);
    const r = await openCase(t.db, {
      patientId: people.patient.id,
      bookingId: b.bookingId,
      reason: "other",
      text: TEXT,
      recordIds: [theirs],
    });
    expect(r).toMatchObject({ ok: false, status: 400, message: CASE_MESSAGES.recordNotFound });
    const r2 = await openCase(t.db, {
      patientId: people.other.id,
      bookingId: b.bookingId,
      reason: "other",
      text: TEXT,
      recordIds: [],
    });
    expect(r2).toMatchObject({ ok: false, status: 404 });
  });
});

describe("answer, escalate and the 72-hour deadline", () => {
  it("the clinic's answer is timestamped and told to the patient; the patient escalates once; admins are told", async () => {
    const b = await confirmedBooking();
    const caseId = await open(b.bookingId);
    const answered = await postCaseMessage(
      t.db,
      viewer("clinic"),
      caseId,
      "We are sorry: please send us a photo.",
    );
    expect(answered.ok).toBe(true);
    expect((await caseRow(caseId)).clinicAnsweredAt).toBeInstanceOf(Date);
    expect(await noticesOf(people.patient.id, "case_message")).toHaveLength(1);

    const esc = await escalateCase(t.db, viewer("patient"), caseId);
    expect(esc.ok).toBe(true);
    expect(await caseRow(caseId)).toMatchObject({ status: "escalated", escalatedBy: "patient" });
    expect((await noticesOf(people.admin.id, "case_escalated"))[0]?.link).toBe(
      `/admin/cases/${caseId}`,
    );
    expect(await noticesOf(people.clinic.id, "case_escalated")).toHaveLength(1);
    const twice = await escalateCase(t.db, viewer("clinic"), caseId);
    expect(twice).toMatchObject({
      ok: false,
      status: 409,
      message: CASE_MESSAGES.alreadyEscalated,
    });
    // The other clinic and the other patient cannot write on it.
    expect(await postCaseMessage(t.db, viewer("otherClinic"), caseId, "hello")).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(await escalateCase(t.db, viewer("other"), caseId)).toMatchObject({
      ok: false,
      status: 404,
    });
  });

  it("a clinic that does not answer within 72 hours: the job escalates and flags the case; an answered case is left alone", async () => {
    const start = new Date();
    setClockForTests(start);
    const silent = await open((await confirmedBooking()).bookingId);
    const answered = await open((await confirmedBooking()).bookingId);
    await postCaseMessage(t.db, viewer("clinic"), answered, "We will call you tomorrow.");
    setClockForTests(new Date(start.getTime() + 71 * HOUR));
    await runDueJobs({ handlers: resolutionJobHandlers });
    expect((await caseRow(silent)).status).toBe("open");
    setClockForTests(new Date(start.getTime() + 72 * HOUR + 1000));
    await runDueJobs({ handlers: resolutionJobHandlers });
    expect(await caseRow(silent)).toMatchObject({ status: "escalated", escalatedBy: "system" });
    expect((await caseRow(silent)).overdueAt).toBeInstanceOf(Date);
    expect((await caseRow(answered)).status).toBe("open");
    expect(await noticesOf(people.patient.id, "case_overdue")).not.toHaveLength(0);
  });
});

describe("the admin's decision", () => {
  it("a partial refund is capped at what CareAtlas still holds; the outcome is final, audited and told to both sides", async () => {
    const b = await confirmedBooking();
    const caseId = await open(b.bookingId);
    const dep = await depositOf(b.bookingId);
    const held = await heldUsdMinor(t.db, b.bookingId);
    expect(held).toBe(dep.amountUsdMinor);
    const tooMuch = await decide(caseId, {
      decision: "partial_refund",
      amount: ((held + 1) / 100).toFixed(2),
    });
    expect(tooMuch).toMatchObject({ ok: false, status: 409, message: CASE_MESSAGES.overHeld });
    expect((await caseRow(caseId)).status).toBe("open");

    const r = await decide(caseId, { decision: "partial_refund", amount: "50.00" });
    expect(r).toMatchObject({ ok: true, value: { refundUsdMinor: 5000, heldAfter: held - 5000 } });
    expect(provider.ledger.get(dep.providerRef!)?.refundedUsdMinor).toBe(5000);
    expect(await caseRow(caseId)).toMatchObject({
      status: "closed",
      decision: "partial_refund",
      refundUsdMinor: 5000,
    });
    expect(await heldUsdMinor(t.db, b.bookingId)).toBe(held - 5000);
    // The one money path (decision 063): the ledger and the deposit row say the same.
    expect(await movementsOf(b.bookingId)).toEqual(
      expect.arrayContaining([{ kind: "refund", amount: 5000, reason: "case-refund" }]),
    );
    expect(await depositOf(b.bookingId)).toMatchObject({ refundedUsdMinor: 5000 });
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "case.decide"), eq(auditLog.targetId, caseId)));
    expect(row?.after).toMatchObject({ decision: "partial_refund", refundUsdMinor: 5000 });
    expect(await noticesOf(people.patient.id, "case_decided")).not.toHaveLength(0);
    expect(await noticesOf(people.clinic.id, "case_decided")).not.toHaveLength(0);
    // Final: no second decision, no more messages.
    expect(await decide(caseId, { decision: "no_action" })).toMatchObject({
      ok: false,
      status: 409,
      message: CASE_MESSAGES.closed,
    });
    expect(await postCaseMessage(t.db, viewer("patient"), caseId, "But…")).toMatchObject({
      ok: false,
      status: 409,
    });

    // A later case on the same booking can refund only the rest, and a full refund is all of it.
    const second = await open(b.bookingId);
    const full = await decide(second, { decision: "full_refund" });
    expect(full).toMatchObject({ ok: true, value: { refundUsdMinor: held - 5000, heldAfter: 0 } });
    expect((await depositOf(b.bookingId)).status).toBe("refunded");
    const third = await open(b.bookingId);
    expect(await decide(third, { decision: "full_refund" })).toMatchObject({
      ok: false,
      status: 409,
      message: CASE_MESSAGES.nothingHeld,
    });
  });

  it("a note goes on the clinic's record, seen by admins only", async () => {
    const b = await confirmedBooking();
    const caseId = await open(b.bookingId);
    const r = await decide(caseId, {
      decision: "clinic_note",
      clinicNote: "Second complaint about an incomplete treatment.",
    });
    expect(r.ok).toBe(true);
    const notes = await t.db
      .select()
      .from(clinicRecordNotes)
      .where(eq(clinicRecordNotes.caseId, caseId));
    expect(notes[0]).toMatchObject({
      clinicId: LARA,
      note: "Second complaint about an incomplete treatment.",
    });
    expect(
      (await getCaseForViewer(t.db, viewer("admin"), caseId))?.clinicNotes.map((n) => n.note),
    ).toContain("Second complaint about an incomplete treatment.");
    expect((await getCaseForViewer(t.db, viewer("clinic"), caseId))?.clinicNotes).toEqual([]);
    expect((await getCaseForViewer(t.db, viewer("patient"), caseId))?.clinicNotes).toEqual([]);
    // The admin clinics page shows the clinic's record notes, with the case they came from.
    const res = await callRoute(
      adminClinicsLoader,
      makeRequest("/admin/clinics?q=Lara", { cookie: people.admin.cookie }),
    );
    const data = (res as { data: unknown }).data as {
      rows: { id: string; recordNotes: { note: string; caseId: string }[] }[];
    };
    expect(data.rows.find((c) => c.id === LARA)?.recordNotes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          note: "Second complaint about an incomplete treatment.",
          caseId,
        }),
      ]),
    );
  });

  it("the admin page's form: bad input keeps the values; a decision redirects with the outcome stored", async () => {
    const b = await confirmedBooking();
    const caseId = await open(b.bookingId);
    const url = `/admin/cases/${caseId}`;
    const bad = await callRoute(
      adminCaseAction,
      makeRequest(url, {
        method: "POST",
        cookie: people.admin.cookie,
        form: {
          intent: "decide",
          decision: "partial_refund",
          amount: "lots",
          explanation: "Partly right.",
        },
      }),
      { caseId },
    );
    expect(statusOf(bad)).toBe(400);
    const d = (
      bad as { data: { fieldErrors: Record<string, string>; values: Record<string, string> } }
    ).data;
    expect(d.fieldErrors.amount).toBe(
      "Enter the amount to refund in US dollars, for example 50.00.",
    );
    expect(d.values.explanation).toBe("Partly right.");
    const good = await callRoute(
      adminCaseAction,
      makeRequest(url, {
        method: "POST",
        cookie: people.admin.cookie,
        form: {
          intent: "decide",
          decision: "partial_refund",
          amount: "20",
          explanation: "Partly right: one eye was treated.",
        },
      }),
      { caseId },
    );
    expect(statusOf(good)).toBe(302);
    expect((await caseRow(caseId)).refundUsdMinor).toBe(2000);
  });
});

describe("money held while a case is open", () => {
  it("a deposit still held when the clinic confirms stays held until the case ends, then goes to the clinic", async () => {
    // A case open on a booking whose deposit is still held (e.g. one captured at booking and
    // held, decision 057): the clinic's confirmation does not release it.
    const b = await createBooking({ patientId: people.patient.id });
    const [c] = await t.db
      .insert(resolutionCases)
      .values({
        bookingId: b.bookingId,
        patientId: people.patient.id,
        clinicId: LARA,
        reason: "other",
        answerDueAt: new Date(Date.now() + 72 * HOUR),
      })
      .returning({ id: resolutionCases.id });
    const confirmed = await clinicBookingAction(LARA, b.bookingId, "confirm", {}, t.db);
    expect(confirmed).toMatchObject({
      ok: true,
      value: { status: "confirmed", depositStatus: "held" },
    });
    expect((await depositOf(b.bookingId)).status).toBe("held");
    const r = await decide(c!.id, { decision: "no_action" });
    expect(r.ok).toBe(true);
    const dep = await depositOf(b.bookingId);
    expect(dep.status).toBe("released");
    expect(provider.ledger.get(dep.providerRef!)?.state).toBe("released");
    // Released through the one money path: CareAtlas's commission is in the ledger.
    expect(dep.commissionUsdMinor).toBe(Math.round(dep.amountUsdMinor / 10));
    expect(await movementsOf(b.bookingId)).toEqual(
      expect.arrayContaining([
        { kind: "commission", amount: dep.commissionUsdMinor, reason: "commission" },
      ]),
    );
  });

  it("without a case, the confirmation releases the deposit as before", async () => {
    const b = await confirmedBooking();
    expect((await depositOf(b.bookingId)).status).toBe("released");
  });
});

describe("who can see a case and its evidence", () => {
  it("the patient, that clinic's staff and admins; the other patient, another clinic and strangers get 404", async () => {
    const b = await confirmedBooking();
    const rec = await record(people.patient.id, "eye-photo.pdf");
    const caseId = await open(b.bookingId, [rec]);
    const page = (who: keyof typeof people | null) =>
      callRoute(
        who === "admin" ? adminCaseLoader : caseLoader,
        makeRequest(who === "admin" ? `/admin/cases/${caseId}` : `/dashboard/cases/${caseId}`, {
          cookie: who ? people[who].cookie : undefined,
        }),
        { caseId },
      );
    const file = (who: keyof typeof people | null) =>
      callRoute(
        attachmentLoader,
        makeRequest(`/api/cases/${caseId}/attachments/${rec}`, {
          cookie: who ? people[who].cookie : undefined,
        }),
        { caseId, recordId: rec },
      );
    for (const who of ["patient", "clinic", "admin"] as const) {
      const p = await page(who);
      expect(statusOf(p), who).toBe(200);
      const data = (
        p as {
          data: { c: { events: { body: string | null }[]; attachments: { fileName: string }[] } };
        }
      ).data;
      expect(data.c.events[0]?.body).toBe(TEXT);
      expect(data.c.attachments.map((a) => a.fileName)).toEqual(["eye-photo.pdf"]);
      // The admin sees the terms the patient accepted, frozen on the booking (decision 056).
      if (who === "admin") {
        const [bk] = await t.db.select().from(bookings).where(eq(bookings.id, b.bookingId));
        expect((p as { data: { terms: { terms: string } } }).data.terms.terms).toBe(
          bk!.cancellationTerms ?? LEGACY_TERMS,
        );
      }
      const f = await file(who);
      expect(statusOf(f), `${who} file`).toBe(200);
      expect(await (f as Response).text()).toBe("%PDF-1.4 evidence");
    }
    for (const who of ["other", "otherClinic"] as const) {
      expect(statusOf(await page(who)), who).toBe(404);
      expect(statusOf(await file(who)), `${who} file`).toBe(404);
      expect(await getCaseForViewer(t.db, viewer(who), caseId)).toBeNull();
    }
    // Signed out: the page sends to sign-in, the file answers 401; neither shows the case.
    const anonPage = await page(null);
    expect([302, 401, 404]).toContain(statusOf(anonPage));
    expect([401, 404]).toContain(statusOf(await file(null)));
    // The other clinic cannot write on it through the page either.
    const post = await callRoute(
      caseAction,
      makeRequest(`/dashboard/cases/${caseId}`, {
        method: "POST",
        cookie: people.otherClinic.cookie,
        form: { intent: "message", body: "Hi" },
      }),
      { caseId },
    );
    expect(statusOf(post)).toBe(404);
    // Every opening of the evidence is logged (patient, clinic, admin).
    const log = await t.db
      .select()
      .from(recordAccessLog)
      .where(and(eq(recordAccessLog.recordId, rec), eq(recordAccessLog.action, "download")));
    expect(log.map((l) => l.actorRole).sort()).toEqual(["admin", "clinic", "patient"]);
    // The record is not shared with the clinic outside the case.
    expect(await t.db.select().from(bookings).where(eq(bookings.id, b.bookingId))).toHaveLength(1);
  });
});
