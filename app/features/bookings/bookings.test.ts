import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  clinics,
  emailOutbox,
  bookings,
  deposits,
  notifications,
  paymentMovements,
  quotes,
} from "~/db/schema";
import { createVerifiedUser } from "~/features/accounts/users.server";
import { setPaymentProvider } from "~/services/payments/payments.server";
import { PaymentProviderError, type PaymentProvider } from "~/services/payments/provider.server";
import { createTestProvider, type TestProvider } from "~/services/payments/test-provider.server";
import { DEFAULT_RATES, formatMinor } from "~/utils/money";
import { useTestDb, type TestDb } from "../../../tests/setup/db";
import { addDays, todayIso } from "./booking-schema";
import {
  cancelBookingByPatient,
  clinicBookingAction,
  createBooking,
  getBookingForViewer,
  listClinicBookings,
  listPatientBookings,
  type CreateBookingInput,
} from "./bookings.server";
import { bookingIcs } from "./ics.server";

// A switch to make the notification step fail midway through a booking (atomicity).
const failNotify = vi.hoisted(() => ({ on: false }));
vi.mock("~/services/notifications/notify.server", async (importOriginal) => {
  const actual = await importOriginal<typeof import("~/services/notifications/notify.server")>();
  return {
    ...actual,
    notifyUser: async (...args: Parameters<typeof actual.notifyUser>) => {
      if (failNotify.on) throw new Error("notification service down");
      return actual.notifyUser(...args);
    },
    notifyClinic: async (...args: Parameters<typeof actual.notifyClinic>) => {
      if (failNotify.on) throw new Error("notification service down");
      return actual.notifyClinic(...args);
    },
  };
});

let t: TestDb;
let provider: TestProvider;
const PW = "Copper-kettle-4821";
const ids = { a: "", b: "", clinicX: "", clinicY: "", clinicXId: "", clinicYId: "" };
const EMAILS = {
  a: "pat-a@bookings.test",
  b: "pat-b@bookings.test",
  clinicX: "lara@bookings.test",
  clinicY: "hair@bookings.test",
};
const PKG = "antalya-lasik-both-eyes-package"; // 1,900 USD at Lara Eye Vision Center
const inDays = (n: number) => addDays(todayIso(), n);
// What the browser's test-card field posts for 4242… and 4000 0000 0000 0002 (test-cards.ts).
const VISA = "tok_visa";
const DECLINE = "tok_chargeDeclined";
let keySeq = 0;
const newKey = () => `key-${Date.now()}-${++keySeq}`;

function input(over: Partial<CreateBookingInput> = {}): CreateBookingInput {
  return {
    patientId: ids.a,
    idempotencyKey: newKey(),
    source: { packageSlug: PKG },
    consultationDate: inDays(30),
    travellers: 2,
    paymentToken: VISA,
    termsAccepted: true,
    displayCurrency: "EUR",
    rates: DEFAULT_RATES,
    ...over,
  };
}

async function insertQuote(over: Partial<typeof quotes.$inferInsert> = {}) {
  const [q] = await t.db
    .insert(quotes)
    .values({
      patientId: ids.a,
      clinicId: ids.clinicXId,
      treatment: "LASIK (both eyes)",
      amountMinor: 300000,
      currency: "EUR",
      expiresAt: new Date(Date.now() + 7 * 86_400_000),
      status: "accepted",
      ...over,
    })
    .returning({ id: quotes.id });
  return q!.id;
}

beforeAll(async () => {
  t = await useTestDb();
  ids.a = (
    await createVerifiedUser(t.db, {
      email: EMAILS.a,
      password: PW,
      role: "patient",
      name: "Ada Patient",
    })
  ).id;
  ids.b = (
    await createVerifiedUser(t.db, {
      email: EMAILS.b,
      password: PW,
      role: "patient",
      name: "Bo Patient",
    })
  ).id;
  ids.clinicX = (
    await createVerifiedUser(t.db, {
      email: EMAILS.clinicX,
      password: PW,
      role: "clinic",
      clinic: "lara-eye-vision-center",
      name: "Lara Desk",
    })
  ).id;
  ids.clinicY = (
    await createVerifiedUser(t.db, {
      email: EMAILS.clinicY,
      password: PW,
      role: "clinic",
      clinic: "istanbul-hair-institute",
      name: "Hair Desk",
    })
  ).id;
  const cl = await t.db
    .select({ id: clinics.id, slug: clinics.slug })
    .from(clinics)
    .where(inArray(clinics.slug, ["lara-eye-vision-center", "istanbul-hair-institute"]));
  ids.clinicXId = cl.find((c) => c.slug === "lara-eye-vision-center")!.id;
  ids.clinicYId = cl.find((c) => c.slug === "istanbul-hair-institute")!.id;
});

beforeEach(() => {
  failNotify.on = false;
  provider = createTestProvider();
  setPaymentProvider(provider);
});

async function counts(patientId = ids.a) {
  const b = await t.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.patientId, patientId));
  const d = await t.db
    .select({ id: deposits.id })
    .from(deposits)
    .where(eq(deposits.patientId, patientId));
  return { bookings: b.length, deposits: d.length };
}

describe("booking a package", () => {
  it("creates a pending booking with a held 20% deposit in USD, notifications and mails to both sides", async () => {
    const res = await createBooking(input());
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    expect(res.value.reference).toMatch(/^CA-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const [b] = await t.db.select().from(bookings).where(eq(bookings.id, res.value.bookingId));
    expect(b).toMatchObject({
      status: "pending",
      totalMinor: 190000,
      currency: "USD",
      travellers: 2,
      consultationDate: inDays(30),
      surgeryDate: inDays(31),
      returnDate: inDays(33), // 4-day package
      clinicId: ids.clinicXId,
    });
    const [d] = await t.db
      .select()
      .from(deposits)
      .where(eq(deposits.bookingId, res.value.bookingId));
    expect(d).toMatchObject({
      status: "held",
      amountUsdMinor: 38000,
      displayCurrency: "EUR",
      displayAmountMinor: 32300,
      cardBrand: "Visa",
      cardLast4: "4242",
      provider: "test",
      // The treatment is 31 days away, longer than a card authorisation lasts: captured now and
      // held by CareAtlas as a balance owed to the patient (decision 055).
      captureMode: "balance",
    });
    // Never the full number or the CVC.
    expect(JSON.stringify(d)).not.toContain("4242424242424242");
    expect(provider.ledger.get(d!.providerRef!)).toEqual({
      amountUsdMinor: 38000,
      state: "captured",
      refundedUsdMinor: 0,
    });
    const moves = await t.db
      .select({ kind: paymentMovements.kind, amount: paymentMovements.amountUsdMinor })
      .from(paymentMovements)
      .where(eq(paymentMovements.bookingId, res.value.bookingId))
      .orderBy(paymentMovements.kind);
    expect(moves).toEqual([
      { kind: "capture", amount: 38000 },
      { kind: "hold", amount: 38000 },
    ]);
    const notes = await t.db
      .select({ userId: notifications.userId, kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.kind, "booking_created"));
    // The clinic is told in the app; the patient, who just booked, gets the mailed receipt only.
    expect(notes).toEqual(
      expect.arrayContaining([{ userId: ids.clinicX, kind: "booking_created" }]),
    );
    expect(notes).not.toEqual(expect.arrayContaining([{ userId: ids.a, kind: "booking_created" }]));
    const mails = await t.db
      .select({ to: emailOutbox.to, subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(inArray(emailOutbox.to, [EMAILS.a, EMAILS.clinicX]));
    expect(mails.map((m) => m.subject)).toEqual(
      expect.arrayContaining([
        `Booking ${res.value.reference} received | CareAtlas`,
        expect.stringContaining(`New booking ${res.value.reference}`),
      ]),
    );
  });

  it("is idempotent: the same key twice (and a concurrent double click) makes one booking and one hold", async () => {
    const before = await counts();
    const i = input();
    const first = await createBooking(i);
    const again = await createBooking(i);
    expect(again).toMatchObject({ ok: true, value: { replayed: true } });
    expect(first.ok && again.ok && again.value.bookingId === first.value.bookingId).toBe(true);
    const j = input();
    const [x, y] = await Promise.all([createBooking(j), createBooking(j)]);
    expect(x.ok && y.ok && x.value.bookingId === y.value.bookingId).toBe(true);
    const after = await counts();
    expect(after.bookings - before.bookings).toBe(2);
    expect(after.deposits - before.deposits).toBe(2);
    expect(provider.ledger.size).toBe(2);
  });

  it("a replay on a later day, after the rates moved, still returns the first booking and holds nothing more", async () => {
    const i = input();
    const first = await createBooking(i);
    expect(first.ok).toBe(true);
    const holds = provider.ledger.size;
    // The consultation date is now in the past and the price in EUR changed: only the stored
    // booking can answer this submit, so it must be looked up before anything is re-checked.
    const later = new Date(`${inDays(31)}T12:00:00Z`);
    const again = await createBooking({ ...i, now: later, rates: { ...DEFAULT_RATES, EUR: 0.9 } });
    expect(again).toMatchObject({ ok: true, value: { replayed: true } });
    expect(again.ok && first.ok && again.value.bookingId === first.value.bookingId).toBe(true);
    expect(provider.ledger.size).toBe(holds);
  });

  it("a treatment within the authorisation window is held on the card (not captured) until the clinic confirms", async () => {
    const res = await createBooking(input({ consultationDate: inDays(3) }));
    if (!res.ok) throw new Error(res.message);
    const [d] = await t.db
      .select()
      .from(deposits)
      .where(eq(deposits.bookingId, res.value.bookingId));
    expect(d).toMatchObject({ status: "held", captureMode: "authorisation" });
    expect(provider.ledger.get(d!.providerRef!)?.state).toBe("held");
    const moves = await t.db
      .select({ kind: paymentMovements.kind })
      .from(paymentMovements)
      .where(eq(paymentMovements.bookingId, res.value.bookingId));
    expect(moves).toEqual([{ kind: "hold" }]);
  });

  it("a declined card makes no booking, no deposit, no hold and says so", async () => {
    const before = await counts();
    const res = await createBooking(input({ paymentToken: DECLINE }));
    expect(res).toMatchObject({
      ok: false,
      status: 402,
      fieldErrors: { payment: expect.stringContaining("Your card was declined") },
    });
    if (!res.ok) expect(res.message).toContain("Your card was declined");
    expect(await counts()).toEqual(before);
    expect(provider.ledger.size).toBe(0);
  });
});

describe("atomicity", () => {
  it("a failing notification midway commits nothing and voids the card hold; the quote stays accepted and unbooked", async () => {
    const quoteId = await insertQuote();
    const before = await counts();
    const notesBefore = (await t.db.select({ id: notifications.id }).from(notifications)).length;
    failNotify.on = true;
    await expect(createBooking(input({ source: { quoteId } }))).rejects.toThrow(
      /notification service down/,
    );
    expect(await counts()).toEqual(before);
    expect((await t.db.select({ id: notifications.id }).from(notifications)).length).toBe(
      notesBefore,
    );
    const [q] = await t.db
      .select({ status: quotes.status })
      .from(quotes)
      .where(eq(quotes.id, quoteId));
    expect(q!.status).toBe("accepted");
    expect(await t.db.select().from(bookings).where(eq(bookings.quoteId, quoteId))).toHaveLength(0);
    // The hold that was placed was voided at the provider.
    expect([...provider.ledger.values()].map((h) => h.state)).toEqual(["refunded"]);
    // The retry (same form, same key) then books once.
    failNotify.on = false;
    const retry = await createBooking(input({ source: { quoteId } }));
    expect(retry.ok).toBe(true);
  });

  it("a provider error commits nothing", async () => {
    const throwing: PaymentProvider = {
      id: "broken",
      testMode: true,
      hold: async () => {
        throw new PaymentProviderError("provider unreachable");
      },
      release: async () => {},
      refund: async () => {},
    };
    setPaymentProvider(throwing);
    const before = await counts();
    await expect(createBooking(input())).rejects.toThrow(/provider unreachable/);
    expect(await counts()).toEqual(before);
  });
});

describe("booking from a quote", () => {
  it("books an accepted EUR quote once: the deposit is converted to USD; a second booking is refused", async () => {
    const quoteId = await insertQuote({ amountMinor: 300000, currency: "EUR" });
    const res = await createBooking(input({ source: { quoteId }, displayCurrency: "GBP" }));
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    const [row] = (await listPatientBookings(ids.a)).filter((b) => b.id === res.value.bookingId);
    expect(row).toMatchObject({
      totalMinor: 300000,
      currency: "EUR",
      clinicName: expect.stringMatching(/Lara/),
    });
    expect(formatMinor(row!.totalMinor, row!.currency)).toBe("€3,000");
    // 3000 EUR / 0.85 = 3529.41 USD; 20% = 705.88 USD
    expect(row!.deposit).toMatchObject({ status: "held", amountUsdMinor: 70588 });
    await expect(createBooking(input({ source: { quoteId } }))).resolves.toMatchObject({
      ok: false,
      status: 409,
    });
  });

  it("a resubmitted quote checkout (same key) gets its first booking back, one after the other or both at once", async () => {
    const before = await counts();
    const quoteId = await insertQuote();
    const i = input({ source: { quoteId } });
    const first = await createBooking(i);
    const again = await createBooking(i);
    expect(again).toMatchObject({ ok: true, value: { replayed: true } });
    expect(first.ok && again.ok && again.value.bookingId === first.value.bookingId).toBe(true);

    // A double click: both submits pass the up-front lookup before either has booked, so the
    // second one meets the booked quote inside its transaction.
    const quote2 = await insertQuote();
    const j = input({ source: { quoteId: quote2 } });
    const [x, y] = await Promise.all([createBooking(j), createBooking(j)]);
    expect(x.ok && y.ok && x.value.bookingId === y.value.bookingId).toBe(true);
    const after = await counts();
    expect(after.bookings - before.bookings).toBe(2);
    expect(provider.ledger.size).toBe(2);
  });

  it("refuses someone else's quote (404), a pending or declined quote and an expired one (409)", async () => {
    const others = await insertQuote({ patientId: ids.b });
    await expect(createBooking(input({ source: { quoteId: others } }))).resolves.toMatchObject({
      ok: false,
      status: 404,
    });
    const pending = await insertQuote({ status: "pending" });
    await expect(createBooking(input({ source: { quoteId: pending } }))).resolves.toMatchObject({
      ok: false,
      status: 409,
    });
    const rejected = await insertQuote({ status: "rejected" });
    await expect(createBooking(input({ source: { quoteId: rejected } }))).resolves.toMatchObject({
      ok: false,
      status: 409,
    });
    const expired = await insertQuote({ expiresAt: new Date(Date.now() - 60_000) });
    await expect(createBooking(input({ source: { quoteId: expired } }))).resolves.toMatchObject({
      ok: false,
      status: 409,
      message: expect.stringContaining("expired"),
    });
  });
});

describe("deposit states", () => {
  async function book(patientId = ids.a) {
    const res = await createBooking(input({ patientId }));
    if (!res.ok) throw new Error("booking failed");
    const [d] = await t.db
      .select()
      .from(deposits)
      .where(eq(deposits.bookingId, res.value.bookingId));
    return { id: res.value.bookingId, ref: d!.providerRef! };
  }
  const depositOf = async (bookingId: string) =>
    (await t.db.select().from(deposits).where(eq(deposits.bookingId, bookingId)))[0]!;
  const bookingOf = async (bookingId: string) =>
    (await t.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0]!;

  it("held → released when the clinic confirms; then completed; nobody can cancel a completed booking", async () => {
    const b = await book();
    await expect(clinicBookingAction(ids.clinicXId, b.id, "complete")).resolves.toMatchObject({
      ok: false,
      status: 409,
    });
    const res = await clinicBookingAction(ids.clinicXId, b.id, "confirm");
    expect(res).toMatchObject({
      ok: true,
      value: { status: "confirmed", depositStatus: "released" },
    });
    expect(await depositOf(b.id)).toMatchObject({
      status: "released",
      releasedAt: expect.any(Date),
    });
    expect(provider.ledger.get(b.ref)!.state).toBe("released");
    expect((await bookingOf(b.id)).status).toBe("confirmed");
    // On its treatment day (input() books a consultation in 30 days, the treatment the day after).
    await clinicBookingAction(ids.clinicXId, b.id, "complete", {
      now: new Date(`${inDays(31)}T09:00:00Z`),
    });
    expect(await bookingOf(b.id)).toMatchObject({
      status: "completed",
      completedAt: expect.any(Date),
    });
    await expect(clinicBookingAction(ids.clinicXId, b.id, "cancel")).resolves.toMatchObject({
      ok: false,
      status: 409,
    });
    await expect(cancelBookingByPatient(ids.a, b.id)).resolves.toMatchObject({
      ok: false,
      status: 409,
      message: "A completed booking can't be cancelled.",
    });
    expect(provider.refunds).toEqual([]);
    const [n] = await t.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.userId, ids.a), eq(notifications.kind, "booking_confirmed")));
    expect(n!.title).toMatch(/confirmed/);
  });

  it("completion before the treatment date is refused with the date, and nothing changes", async () => {
    const b = await book();
    await clinicBookingAction(ids.clinicXId, b.id, "confirm");
    const { surgeryDate } = await bookingOf(b.id);
    expect(surgeryDate).toBe(inDays(31));
    const tooEarly = clinicBookingAction(ids.clinicXId, b.id, "complete");
    await expect(tooEarly).resolves.toMatchObject({
      ok: false,
      status: 409,
      message: expect.stringMatching(
        /^You can mark this booking completed from .+ 2\d{3}, its treatment date\.$/,
      ),
    });
    // Two days early; from noon UTC the day before, it is the treatment day at UTC+14.
    await expect(
      clinicBookingAction(ids.clinicXId, b.id, "complete", {
        now: new Date(`${inDays(29)}T12:00:00Z`),
      }),
    ).resolves.toMatchObject({ ok: false, status: 409 });
    expect(await bookingOf(b.id)).toMatchObject({ status: "confirmed", completedAt: null });
    const notes = await t.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, ids.a), eq(notifications.kind, "booking_completed")));
    const before = notes.length;
    await clinicBookingAction(ids.clinicXId, b.id, "complete", {
      now: new Date(`${inDays(30)}T12:00:00Z`),
    });
    expect((await bookingOf(b.id)).status).toBe("completed");
    const after = await t.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, ids.a), eq(notifications.kind, "booking_completed")));
    expect(after.length).toBe(before + 1);
  });

  it("refunded when the clinic declines (cancels) a pending booking, with the reason", async () => {
    const b = await book();
    await clinicBookingAction(ids.clinicXId, b.id, "cancel", { reason: "Surgeon unavailable" });
    expect(await bookingOf(b.id)).toMatchObject({
      status: "cancelled",
      cancelledBy: "clinic",
      cancelReason: "Surgeon unavailable",
    });
    expect(await depositOf(b.id)).toMatchObject({
      status: "refunded",
      refundedAt: expect.any(Date),
    });
    expect(provider.ledger.get(b.ref)!.state).toBe("refunded");
  });

  it("refunded when the clinic cancels a confirmed booking", async () => {
    const b = await book();
    await clinicBookingAction(ids.clinicXId, b.id, "confirm");
    await clinicBookingAction(ids.clinicXId, b.id, "cancel");
    expect((await depositOf(b.id)).status).toBe("refunded");
  });

  it("refunded when the patient cancels before confirmation; the clinic is told", async () => {
    const b = await book();
    const res = await cancelBookingByPatient(ids.a, b.id, { reason: "Change of plans" });
    expect(res).toMatchObject({
      ok: true,
      value: { status: "cancelled", depositStatus: "refunded" },
    });
    expect(await bookingOf(b.id)).toMatchObject({ cancelledBy: "patient" });
    const notes = await t.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(
        and(eq(notifications.userId, ids.clinicX), eq(notifications.kind, "booking_cancelled")),
      );
    expect(notes.map((n) => n.title)).toContain(
      `Booking ${(await bookingOf(b.id)).reference} cancelled by the patient`,
    );
    await expect(cancelBookingByPatient(ids.a, b.id)).resolves.toMatchObject({
      ok: false,
      status: 409,
    });
  });

  it("nobody is notified of their own action: not the clinic that confirms or cancels, not the patient who cancels", async () => {
    const notesOf = async (userId: string, reference: string) =>
      (
        await t.db
          .select({ title: notifications.title })
          .from(notifications)
          .where(eq(notifications.userId, userId))
      )
        .map((n) => n.title)
        .filter((title) => title.includes(reference));
    const mailsOf = async (email: string, reference: string) =>
      (
        await t.db
          .select({ subject: emailOutbox.subject })
          .from(emailOutbox)
          .where(eq(emailOutbox.to, email))
      )
        .map((m) => m.subject)
        .filter((subject) => subject.includes(reference));

    const b1 = await book();
    const r1 = (await bookingOf(b1.id)).reference;
    await clinicBookingAction(ids.clinicXId, b1.id, "confirm");
    await clinicBookingAction(ids.clinicXId, b1.id, "cancel", { reason: "Surgeon ill" });
    const clinicTitles = await notesOf(ids.clinicX, r1);
    expect(clinicTitles.filter((x) => /^You /.test(x) || /confirmed|cancelled/.test(x))).toEqual(
      [],
    );
    expect(
      (await mailsOf(EMAILS.clinicX, r1)).filter((x) => /confirmed|cancelled/i.test(x)),
    ).toEqual([]);
    expect((await notesOf(ids.a, r1)).sort()).toEqual([
      `Booking ${r1} cancelled by the clinic`,
      `Booking ${r1} confirmed`,
    ]);

    const b2 = await book();
    const r2 = (await bookingOf(b2.id)).reference;
    await cancelBookingByPatient(ids.a, b2.id, { reason: "Change of plans" });
    expect(await notesOf(ids.a, r2)).toEqual([]);
    expect((await mailsOf(EMAILS.a, r2)).filter((x) => /cancelled/i.test(x))).toEqual([]);
    expect(await notesOf(ids.clinicX, r2)).toContain(`Booking ${r2} cancelled by the patient`);
  });

  it("a double confirm: exactly one wins, the deposit is released once", async () => {
    const b = await book();
    const released: string[] = [];
    const release = provider.release.bind(provider);
    provider.release = async (ref, ...rest) => {
      released.push(ref);
      return release(ref, ...rest);
    };
    const results = await Promise.all([
      clinicBookingAction(ids.clinicXId, b.id, "confirm"),
      clinicBookingAction(ids.clinicXId, b.id, "confirm"),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toMatchObject([
      { status: 409, message: "This booking is already confirmed." },
    ]);
    expect(released).toEqual([b.ref]);
    expect(await depositOf(b.id)).toMatchObject({ status: "released" });
  });
});

describe("access", () => {
  it("patient B can't see, cancel or download patient A's booking; clinic Y can't act on clinic X's bookings", async () => {
    const res = await createBooking(input());
    if (!res.ok) throw new Error("booking failed");
    expect((await listPatientBookings(ids.b)).some((b) => b.id === res.value.bookingId)).toBe(
      false,
    );
    expect(
      (await listClinicBookings(ids.clinicYId)).some((b) => b.id === res.value.bookingId),
    ).toBe(false);
    expect(
      (await listClinicBookings(ids.clinicXId)).some((b) => b.id === res.value.bookingId),
    ).toBe(true);
    await expect(cancelBookingByPatient(ids.b, res.value.bookingId)).resolves.toMatchObject({
      ok: false,
      status: 404,
    });
    for (const a of ["confirm", "complete", "cancel"] as const)
      await expect(
        clinicBookingAction(ids.clinicYId, res.value.bookingId, a),
      ).resolves.toMatchObject({
        ok: false,
        status: 404,
      });
    expect(
      await getBookingForViewer(
        { userId: ids.b, role: "patient", clinicId: null },
        res.value.bookingId,
      ),
    ).toBeNull();
    expect(
      await getBookingForViewer(
        { userId: ids.clinicY, role: "clinic", clinicId: ids.clinicYId },
        res.value.bookingId,
      ),
    ).toBeNull();
    expect(
      (await t.db.select().from(bookings).where(eq(bookings.id, res.value.bookingId)))[0]!.status,
    ).toBe("pending");
  });
  // The .ics route's tests are beside it: routes/resources/booking-ics.test.ts.
});

describe("the calendar file", () => {
  it("is a valid VCALENDAR with all-day events on the booking's dates, escaped text and folded lines", () => {
    const ics = bookingIcs(
      {
        id: "0b9c1c1e-1111-4222-8333-944445555666",
        reference: "CA-ABCD-EFGH",
        treatment:
          "LASIK, both eyes; with a very long description that needs folding over the line limit",
        status: "confirmed",
        consultationDate: "2026-10-12",
        surgeryDate: "2026-10-13",
        returnDate: "2026-10-15",
        clinicName: "Lara Eye & Vision Center",
        city: "Antalya",
        country: "Turkey",
      },
      { now: new Date("2026-09-01T10:00:00Z") },
    );
    const lines = ics.split("\r\n");
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines.at(-2)).toBe("END:VCALENDAR");
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(ics.match(/END:VEVENT/g)).toHaveLength(3);
    expect(lines).toContain("DTSTART;VALUE=DATE:20261012");
    expect(lines).toContain("DTEND;VALUE=DATE:20261013");
    expect(lines).toContain("DTSTART;VALUE=DATE:20261015");
    expect(lines).toContain("DTSTAMP:20260901T100000Z");
    expect(lines).toContain("STATUS:CONFIRMED");
    expect(lines).toContain("LOCATION:Lara Eye & Vision Center\\, Antalya\\, Turkey");
    expect(lines.every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    const unfolded = ics.replace(/\r\n /g, "");
    expect(unfolded).toContain("SUMMARY:Consultation: LASIK\\, both eyes\\; with a very long");
    expect(new Set(lines.filter((l) => l.startsWith("UID:"))).size).toBe(3);
  });

  it("a cancelled booking's events are CANCELLED and a pending one's TENTATIVE", () => {
    const base = {
      id: "x",
      reference: "CA-A",
      treatment: "T",
      consultationDate: "2026-10-12",
      surgeryDate: null,
      returnDate: null,
      clinicName: "C",
      city: "Y",
      country: "Z",
    };
    expect(bookingIcs({ ...base, status: "cancelled" })).toContain("STATUS:CANCELLED");
    expect(bookingIcs({ ...base, status: "pending" })).toContain("STATUS:TENTATIVE");
  });
});

describe("lists", () => {
  it("shows the patient's bookings newest first", async () => {
    const first = await createBooking(input({ patientId: ids.b }));
    await new Promise((r) => setTimeout(r, 5));
    const second = await createBooking(input({ patientId: ids.b }));
    const list = await listPatientBookings(ids.b);
    const idx = (r: typeof first) => list.findIndex((b) => r.ok && b.id === r.value.bookingId);
    expect(idx(second)).toBeLessThan(idx(first));
    expect(list.every((b, i) => i === 0 || b.createdAt <= list[i - 1]!.createdAt)).toBe(true);
  });
});
