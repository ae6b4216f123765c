import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bookings } from "~/db/schema";
import { addDays, todayIso } from "~/features/bookings/booking-schema";
import { setPaymentProvider } from "~/services/payments/payments.server";
import { createTestProvider } from "~/services/payments/test-provider.server";
import { signInAs } from "../../../../tests/kit/auth";
import {
  type KitAccount,
  createBooking,
  createClinicUser,
  createPatient,
} from "../../../../tests/kit/factories";
import { callRoute, makeRequest, statusOf } from "../../../../tests/kit/request";
import { useTestDb, type TestDb } from "../../../../tests/setup/db";
import { action } from "./bookings";

/** The clinic's bookings tab: confirm, complete and cancel through the action pipeline. */

let t: TestDb;
let patient: KitAccount;
let lara: KitAccount;
let hair: KitAccount;

beforeAll(async () => {
  t = await useTestDb();
  patient = await createPatient(t.db);
  lara = await createClinicUser(t.db, { clinic: "lara-eye-vision-center" });
  hair = await createClinicUser(t.db, { clinic: "istanbul-hair-institute" });
});

beforeEach(() => setPaymentProvider(createTestProvider()));

type Answer = {
  error?: string;
  bookingId?: string;
  toast?: { type: string; title: string; description?: string };
};

async function post(who: KitAccount, form: Record<string, string>) {
  const r = await callRoute(
    action as never,
    makeRequest("/dashboard/requests/bookings", {
      method: "POST",
      form,
      cookie: await signInAs(who.email),
    }),
  );
  return { status: statusOf(r), data: (r as { data?: Answer }).data };
}

// The kit books Lara's LASIK package with a consultation in 30 days.
const book = () => createBooking({ patientId: patient.id });

describe("the clinic's bookings tab (route action)", () => {
  it("confirms (deposit released), refuses to complete before the treatment date, then cancels (refunded)", async () => {
    const b = await book();
    const confirmed = await post(lara, { intent: "confirm", bookingId: b.bookingId });
    expect(confirmed.status).toBe(200);
    expect(confirmed.data).toMatchObject({
      bookingId: b.bookingId,
      toast: {
        type: "success",
        title: `Booking ${b.reference} confirmed`,
        description: "The deposit has been released to your clinic.",
      },
    });
    const early = await post(lara, { intent: "complete", bookingId: b.bookingId });
    expect(early.status).toBe(409);
    expect(early.data).toEqual({
      error: expect.stringMatching(
        /^You can mark this booking completed from .+, its treatment date\.$/,
      ),
      bookingId: b.bookingId,
    });
    const cancelled = await post(lara, {
      intent: "cancel",
      bookingId: b.bookingId,
      reason: "Surgeon unavailable",
    });
    expect(cancelled.data).toMatchObject({
      toast: {
        title: `Booking ${b.reference} cancelled`,
        description: "The patient's deposit has been refunded in full.",
      },
    });
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, b.bookingId));
    expect(row).toMatchObject({ status: "cancelled", cancelReason: "Surgeon unavailable" });
    expect(await post(lara, { intent: "confirm", bookingId: b.bookingId })).toEqual({
      status: 409,
      data: { error: "This booking was cancelled.", bookingId: b.bookingId },
    });
  });

  it("marks a confirmed booking completed on its treatment date", async () => {
    const b = await book();
    await post(lara, { intent: "confirm", bookingId: b.bookingId });
    const today = todayIso();
    await t.db
      .update(bookings)
      .set({ consultationDate: addDays(today, -1), surgeryDate: today, returnDate: today })
      .where(eq(bookings.id, b.bookingId));
    const done = await post(lara, { intent: "complete", bookingId: b.bookingId });
    expect(done.status).toBe(200);
    expect(done.data!.toast).toMatchObject({ title: `Booking ${b.reference} marked completed` });
    // The toast names the deposit's state, released since the confirmation.
    expect(done.data!.toast!.description).toBe("The deposit has been released to your clinic.");
  });

  it("answers another clinic's booking (404), a long reason and an unknown intent (400) beside the booking", async () => {
    const b = await book();
    for (const intent of ["confirm", "complete", "cancel"])
      expect(await post(hair, { intent, bookingId: b.bookingId })).toEqual({
        status: 404,
        data: { error: "We couldn't find this booking.", bookingId: b.bookingId },
      });
    expect(
      await post(lara, { intent: "cancel", bookingId: b.bookingId, reason: "x".repeat(301) }),
    ).toEqual({
      status: 400,
      data: { error: "The reason is at most 300 characters.", bookingId: b.bookingId },
    });
    expect(await post(lara, { intent: "archive", bookingId: b.bookingId })).toEqual({
      status: 400,
      data: { error: "Unknown action.", bookingId: b.bookingId },
    });
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, b.bookingId));
    expect(row!.status).toBe("pending");
  });
});
