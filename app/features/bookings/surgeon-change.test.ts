import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  bookings,
  deposits,
  doctors,
  emailOutbox,
  notifications,
  packages,
  surgeonChanges,
} from "~/db/schema";
import { seedId } from "~/db/seed/ids";
import { createVerifiedUser } from "~/features/accounts/users.server";
import { savePackageCareTeam } from "~/features/clinics/care-team.server";
import { setPaymentProvider } from "~/services/payments/payments.server";
import { createTestProvider, type TestProvider } from "~/services/payments/test-provider.server";
import { type CareTeam, careTeamOf } from "~/utils/care-team";
import { DEFAULT_RATES } from "~/utils/money";
import { useTestDb, type TestDb } from "../../../tests/setup/db";
import { addDays, todayIso } from "./booking-schema";
import {
  clinicBookingAction,
  createBooking,
  listClinicBookings,
  listPatientBookings,
} from "./bookings.server";
import {
  SURGEON_CHANGE_MESSAGES,
  answerSurgeonChange,
  proposeSurgeonChange,
  withdrawSurgeonChange,
} from "./surgeon-change.server";

/**
 * Who performs each step (decision 054): the clinic's care-team form is checked against its own
 * doctors, a booking keeps the team as booked, and a change of surgeon is answered exactly once
 * (accept keeps the booking, refuse cancels it with the deposit refunded), even when two answers
 * race.
 */

let t: TestDb;
let provider: TestProvider;
let refunds: string[];
const PW = "Copper-kettle-4821";
const HAIR_PKG = "istanbul-fue-hair-transplant-package"; // Istanbul Hair Institute
const HAIR_CLINIC = seedId("clinic", "istanbul-hair-institute");
const YILMAZ = seedId("doctor", "dr-mehmet-yilmaz");
const AYDIN = seedId("doctor", "dr-selin-aydin");
const DOGAN = seedId("doctor", "dr-kemal-dogan"); // Lara Eye Vision Center: another clinic's
const ids = { patient: "", other: "", clinicUser: "" };
const VISA = "tok_visa";
let seq = 0;

async function book(patientId = ids.patient) {
  const res = await createBooking({
    patientId,
    idempotencyKey: `care-${Date.now()}-${++seq}`,
    source: { packageSlug: HAIR_PKG },
    consultationDate: addDays(todayIso(), 40),
    travellers: 1,
    paymentToken: VISA,
    termsAccepted: true,
    displayCurrency: "USD",
    rates: DEFAULT_RATES,
  });
  if (!res.ok) throw new Error(res.message);
  return res.value.bookingId;
}

async function propose(bookingId: string, doctorId = AYDIN) {
  const res = await proposeSurgeonChange({
    clinicId: HAIR_CLINIC,
    userId: ids.clinicUser,
    bookingId,
    doctorId,
    reason: "Dr. Yilmaz is at a congress that week",
  });
  if (!res.ok) throw new Error(res.message);
  const [row] = await t.db
    .select({ id: surgeonChanges.id })
    .from(surgeonChanges)
    .where(and(eq(surgeonChanges.bookingId, bookingId), eq(surgeonChanges.state, "pending")));
  return row!.id;
}

const bookingOf = async (id: string) =>
  (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const depositOf = async (id: string) =>
  (await t.db.select().from(deposits).where(eq(deposits.bookingId, id)))[0]!;

function careForm(over: Record<string, string> = {}) {
  const f = new FormData();
  const fields: Record<string, string> = {
    surgeonId: YILMAZ,
    "performer.consultation": "surgeon",
    "performer.graft_extraction": "surgeon",
    "performer.graft_implantation": "staff",
    "staffName.graft_implantation": "Deniz Arı",
    "staffRole.graft_implantation": "technician",
    "performer.anaesthesia": `doctor:${AYDIN}`,
    "performer.aftercare": "staff",
    "staffName.aftercare": "Ayşe Demir",
    "staffRole.aftercare": "nurse",
    ...over,
  };
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
}

const packageTeam = async () =>
  careTeamOf(
    (
      await t.db
        .select({ careTeam: packages.careTeam })
        .from(packages)
        .where(eq(packages.slug, HAIR_PKG))
    )[0]!.careTeam,
  );

beforeAll(async () => {
  t = await useTestDb();
  ids.patient = (
    await createVerifiedUser(t.db, {
      email: "cy@care.test",
      password: PW,
      role: "patient",
      name: "Cy",
    })
  ).id;
  ids.other = (
    await createVerifiedUser(t.db, {
      email: "dee@care.test",
      password: PW,
      role: "patient",
      name: "Dee",
    })
  ).id;
  ids.clinicUser = (
    await createVerifiedUser(t.db, {
      email: "desk@care.test",
      password: PW,
      role: "clinic",
      clinic: "istanbul-hair-institute",
      name: "Desk",
    })
  ).id;
});

beforeEach(() => {
  refunds = [];
  const p = createTestProvider();
  const refund = p.refund.bind(p);
  // Counts the calls at the provider seam (the third party's edge); the provider still runs.
  p.refund = async (ref, opts) => {
    refunds.push(ref);
    return refund(ref, opts);
  };
  provider = p;
  setPaymentProvider(provider);
});

describe("the package's care team (clinic's form)", () => {
  it("the seed names the operating surgeon and graft steps of a hair transplant package", async () => {
    const team = await packageTeam();
    expect(team?.surgeon).toMatchObject({ doctorId: YILMAZ, name: "Dr. Mehmet Yilmaz" });
    expect(team?.steps.map((s) => s.step)).toEqual([
      "consultation",
      "graft_extraction",
      "graft_implantation",
      "anaesthesia",
      "aftercare",
    ]);
  });

  it("refuses another clinic's doctor as surgeon or performer, and writes nothing", async () => {
    const before = await packageTeam();
    const pkgId = seedId("package", HAIR_PKG);
    const foreign = await savePackageCareTeam(HAIR_CLINIC, pkgId, careForm({ surgeonId: DOGAN }));
    expect(foreign.ok).toBe(false);
    if (foreign.ok) return;
    expect(foreign.status).toBe(400);
    expect(foreign.fieldErrors?.surgeonId).toBe(
      "The operating surgeon must be one of your clinic's doctors",
    );
    const foreignStep = await savePackageCareTeam(
      HAIR_CLINIC,
      pkgId,
      careForm({ "performer.anaesthesia": `doctor:${DOGAN}` }),
    );
    expect(!foreignStep.ok && foreignStep.fieldErrors?.["performer.anaesthesia"]).toBe(
      "Choose one of your clinic's doctors",
    );
    expect(await packageTeam()).toEqual(before);
  });

  it("refuses a step without a performer (and a technician without a name)", async () => {
    const pkgId = seedId("package", HAIR_PKG);
    const r = await savePackageCareTeam(
      HAIR_CLINIC,
      pkgId,
      careForm({ "performer.graft_extraction": "", "staffName.aftercare": "" }),
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.fieldErrors).toEqual({
      "performer.graft_extraction": "Choose who performs this step",
      "staffName.aftercare": "Enter the name of the technician or nurse",
    });
  });

  it("another clinic cannot set the team of this package (404)", async () => {
    const r = await savePackageCareTeam(
      seedId("clinic", "lara-eye-vision-center"),
      seedId("package", HAIR_PKG),
      careForm(),
    );
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.status).toBe(404);
  });

  it("a booking keeps the team at booking time: a later package edit does not change it", async () => {
    const bookingId = await book();
    const booked = careTeamOf((await bookingOf(bookingId)).careTeam)!;
    expect(booked).toEqual(await packageTeam());

    const saved = await savePackageCareTeam(
      HAIR_CLINIC,
      seedId("package", HAIR_PKG),
      careForm({ surgeonId: AYDIN }),
    );
    expect(saved.ok).toBe(true);
    const after = (await packageTeam())!;
    expect(after.surgeon.name).toBe("Dr. Selin Aydin");
    expect(after.steps.find((s) => s.step === "graft_implantation")?.performer).toEqual({
      kind: "staff",
      name: "Deniz Arı",
      role: "technician",
    });
    // The booking still names the surgeon it was booked with.
    expect(careTeamOf((await bookingOf(bookingId)).careTeam)).toEqual(booked);
    const [listed] = (await listPatientBookings(ids.patient)).filter((b) => b.id === bookingId);
    expect(listed?.careTeam?.surgeon.name).toBe(booked.surgeon.name);
    // The receipt mail names the operating surgeon too.
    const [b] = await t.db.select().from(bookings).where(eq(bookings.id, bookingId));
    const mails = await t.db
      .select({ subject: emailOutbox.subject, text: emailOutbox.text })
      .from(emailOutbox)
      .where(eq(emailOutbox.to, "cy@care.test"));
    const receipt = mails.find((m) => m.subject.includes(b!.reference));
    expect(receipt?.text).toContain("Your operating surgeon: Dr. Mehmet Yilmaz.");

    // Put the seeded team back for the tests below.
    await t.db
      .update(packages)
      .set({ careTeam: booked as CareTeam })
      .where(eq(packages.slug, HAIR_PKG));
  });
});

describe("a change of surgeon after booking", () => {
  it("the clinic proposes one of its doctors; the patient is notified; one pending at a time", async () => {
    const bookingId = await book();
    const foreign = await proposeSurgeonChange({
      clinicId: HAIR_CLINIC,
      userId: ids.clinicUser,
      bookingId,
      doctorId: DOGAN,
      reason: "",
    });
    expect(!foreign.ok && foreign.message).toBe(SURGEON_CHANGE_MESSAGES.foreignDoctor);
    const same = await proposeSurgeonChange({
      clinicId: HAIR_CLINIC,
      userId: ids.clinicUser,
      bookingId,
      doctorId: YILMAZ,
      reason: "",
    });
    expect(!same.ok && same.status).toBe(409);
    const otherClinic = await proposeSurgeonChange({
      clinicId: seedId("clinic", "lara-eye-vision-center"),
      userId: ids.clinicUser,
      bookingId,
      doctorId: DOGAN,
      reason: "",
    });
    expect(!otherClinic.ok && otherClinic.status).toBe(404);

    const [a, b] = await Promise.all([
      proposeSurgeonChange({
        clinicId: HAIR_CLINIC,
        userId: ids.clinicUser,
        bookingId,
        doctorId: AYDIN,
        reason: "",
      }),
      proposeSurgeonChange({
        clinicId: HAIR_CLINIC,
        userId: ids.clinicUser,
        bookingId,
        doctorId: AYDIN,
        reason: "",
      }),
    ]);
    expect([a.ok, b.ok].filter(Boolean)).toHaveLength(1);
    const lost = [a, b].find((r) => !r.ok);
    expect(lost && !lost.ok && lost.message).toBe(SURGEON_CHANGE_MESSAGES.pending);

    const notes = await t.db
      .select({ title: notifications.title, body: notifications.body })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, ids.patient),
          eq(notifications.kind, "booking_surgeon_change"),
        ),
      );
    expect(
      notes.some((n) => n.body?.includes("Dr. Selin Aydin instead of Dr. Mehmet Yilmaz")),
    ).toBe(true);
  });

  it("accept and refuse racing: exactly one wins; refuse cancels and refunds the deposit once", async () => {
    // Run the race a few times so both outcomes are seen to be exclusive.
    for (let round = 0; round < 3; round++) {
      const bookingId = await book();
      const changeId = await propose(bookingId);
      const order =
        round % 2 === 0 ? (["refuse", "accept"] as const) : (["accept", "refuse"] as const);
      const results = await Promise.all(
        order.map((answer) => answerSurgeonChange({ patientId: ids.patient, changeId, answer })),
      );
      const wins = results.filter((r) => r.ok);
      expect(wins).toHaveLength(1);
      const loser = results.find((r) => !r.ok)!;
      expect(!loser.ok && loser.status).toBe(409);
      expect(!loser.ok && loser.message).toBe(SURGEON_CHANGE_MESSAGES.answered);

      const [change] = await t.db
        .select()
        .from(surgeonChanges)
        .where(eq(surgeonChanges.id, changeId));
      const b = await bookingOf(bookingId);
      const d = await depositOf(bookingId);
      const win = wins[0]!;
      if (win.ok && win.value.answer === "refused") {
        expect(change!.state).toBe("refused");
        expect(b.status).toBe("cancelled");
        expect(b.cancelledBy).toBe("patient");
        expect(d.status).toBe("refunded");
        expect(d.refundedAt).not.toBeNull();
        expect(refunds.filter((r) => r === d.providerRef)).toHaveLength(1);
        expect(provider.ledger.get(d.providerRef!)?.state).toBe("refunded");
        // The surgeon stays as booked.
        expect(careTeamOf(b.careTeam)?.surgeon.doctorId).toBe(YILMAZ);
      } else {
        expect(change!.state).toBe("accepted");
        expect(b.status).toBe("pending");
        expect(careTeamOf(b.careTeam)?.surgeon).toMatchObject({
          doctorId: AYDIN,
          name: "Dr. Selin Aydin",
        });
        expect(d.status).toBe("held");
        expect(refunds).toHaveLength(0);
      }
      refunds = [];
    }
  });

  it("two refusals racing: one cancels and refunds; the other is told, nothing twice", async () => {
    const bookingId = await book();
    const changeId = await propose(bookingId);
    const results = await Promise.all([
      answerSurgeonChange({ patientId: ids.patient, changeId, answer: "refuse" }),
      answerSurgeonChange({ patientId: ids.patient, changeId, answer: "refuse" }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({
      ok: false,
      status: 409,
      message: SURGEON_CHANGE_MESSAGES.answered,
    });
    const d = await depositOf(bookingId);
    expect(d.status).toBe("refunded");
    expect(refunds).toEqual([d.providerRef]);
    const [listed] = (await listPatientBookings(ids.patient)).filter((b) => b.id === bookingId);
    expect(listed?.status).toBe("cancelled");
    expect(listed?.surgeonChanges).toMatchObject([
      { state: "refused", fromName: "Dr. Mehmet Yilmaz", toName: "Dr. Selin Aydin" },
    ]);
  });

  it("two acceptances racing: the surgeon changes once", async () => {
    const bookingId = await book();
    const changeId = await propose(bookingId);
    const results = await Promise.all([
      answerSurgeonChange({ patientId: ids.patient, changeId, answer: "accept" }),
      answerSurgeonChange({ patientId: ids.patient, changeId, answer: "accept" }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const b = await bookingOf(bookingId);
    expect(b.status).toBe("pending");
    expect(careTeamOf(b.careTeam)?.surgeon.doctorId).toBe(AYDIN);
    const clinicNotes = await t.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, ids.clinicUser),
          eq(notifications.kind, "booking_surgeon_accepted"),
        ),
      );
    expect(clinicNotes.length).toBeGreaterThanOrEqual(1);
  });

  it("refusing a confirmed booking refunds the released deposit", async () => {
    const bookingId = await book();
    const confirmed = await clinicBookingAction(HAIR_CLINIC, bookingId, "confirm");
    expect(confirmed.ok).toBe(true);
    const changeId = await propose(bookingId);
    const r = await answerSurgeonChange({ patientId: ids.patient, changeId, answer: "refuse" });
    expect(r.ok && r.value.answer === "refused" && r.value.changed.depositStatus).toBe("refunded");
    expect((await bookingOf(bookingId)).status).toBe("cancelled");
  });

  it("another patient cannot answer (404), and a closed booking takes no proposal", async () => {
    const bookingId = await book();
    const changeId = await propose(bookingId);
    const stranger = await answerSurgeonChange({
      patientId: ids.other,
      changeId,
      answer: "refuse",
    });
    expect(!stranger.ok && stranger.status).toBe(404);
    expect((await bookingOf(bookingId)).status).toBe("pending");
    const bad = await answerSurgeonChange({
      patientId: ids.patient,
      changeId: "nope",
      answer: "accept",
    });
    expect(!bad.ok && bad.status).toBe(404);

    await answerSurgeonChange({ patientId: ids.patient, changeId, answer: "refuse" });
    const closed = await proposeSurgeonChange({
      clinicId: HAIR_CLINIC,
      userId: ids.clinicUser,
      bookingId,
      doctorId: YILMAZ,
      reason: "",
    });
    expect(!closed.ok && closed.message).toBe(SURGEON_CHANGE_MESSAGES.closed);
    // The doctors table is untouched by any of this.
    expect((await t.db.select().from(doctors).where(eq(doctors.id, AYDIN))).length).toBe(1);
  });

  it("the clinic withdraws a pending proposal: the patient is told, the surgeon stays, a new one may follow", async () => {
    const bookingId = await book();
    const changeId = await propose(bookingId);
    const now = new Date("2026-12-01T10:00:00Z");
    // Another clinic cannot withdraw it.
    const foreign = await withdrawSurgeonChange({
      clinicId: seedId("clinic", "lara-eye-vision-center"),
      changeId,
      now,
    });
    expect(!foreign.ok && foreign.status).toBe(404);
    const r = await withdrawSurgeonChange({ clinicId: HAIR_CLINIC, changeId, now });
    expect(r).toMatchObject({ ok: true, value: { toName: "Dr. Selin Aydin" } });
    const [row] = await t.db.select().from(surgeonChanges).where(eq(surgeonChanges.id, changeId));
    expect(row).toMatchObject({ state: "withdrawn", decidedAt: now });
    expect(careTeamOf((await bookingOf(bookingId)).careTeam)?.surgeon.doctorId).toBe(YILMAZ);
    const told = await t.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, ids.patient),
          eq(notifications.kind, "booking_surgeon_withdrawn"),
        ),
      );
    expect(told).toHaveLength(1);
    // Twice: told it is no longer pending. The patient's late answer: told it was withdrawn.
    const again = await withdrawSurgeonChange({ clinicId: HAIR_CLINIC, changeId, now });
    expect(!again.ok && again.message).toBe(SURGEON_CHANGE_MESSAGES.notPending);
    const late = await answerSurgeonChange({ patientId: ids.patient, changeId, answer: "refuse" });
    expect(!late.ok && late.message).toBe(SURGEON_CHANGE_MESSAGES.withdrawn);
    expect((await bookingOf(bookingId)).status).toBe("pending");
    // Both sides read the history: the proposal and when it was withdrawn.
    const [mine] = (await listPatientBookings(ids.patient)).filter((b) => b.id === bookingId);
    expect(mine?.surgeonChanges).toMatchObject([
      { state: "withdrawn", decidedAt: now.toISOString() },
    ]);
    // A new proposal may follow.
    expect(await propose(bookingId)).not.toBe(changeId);
  });

  it("a withdrawal racing the patient's acceptance: exactly one wins", async () => {
    for (let round = 0; round < 4; round++) {
      const bookingId = await book();
      const changeId = await propose(bookingId);
      const calls = [
        () => withdrawSurgeonChange({ clinicId: HAIR_CLINIC, changeId }),
        () => answerSurgeonChange({ patientId: ids.patient, changeId, answer: "accept" }),
      ];
      const results = await Promise.all(
        round % 2 ? calls.map((c) => c()) : calls.reverse().map((c) => c()),
      );
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      const [row] = await t.db.select().from(surgeonChanges).where(eq(surgeonChanges.id, changeId));
      const surgeon = careTeamOf((await bookingOf(bookingId)).careTeam)?.surgeon.doctorId;
      if (row!.state === "withdrawn") expect(surgeon).toBe(YILMAZ);
      else {
        expect(row!.state).toBe("accepted");
        expect(surgeon).toBe(AYDIN);
      }
      const loser = results.find((r) => !r.ok)!;
      expect(!loser.ok && loser.status).toBe(409);
    }
  });

  it("the clinic sees the patient's answer and its date", async () => {
    const bookingId = await book();
    const changeId = await propose(bookingId);
    const at = new Date("2026-12-02T15:30:00Z");
    await answerSurgeonChange({ patientId: ids.patient, changeId, answer: "accept", now: at });
    const [listed] = (await listClinicBookings(HAIR_CLINIC)).filter((b) => b.id === bookingId);
    expect(listed?.surgeonChanges).toMatchObject([
      { id: changeId, state: "accepted", decidedAt: at.toISOString() },
    ]);
  });
});
