import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setPaymentProvider } from "~/services/payments/payments.server";
import { createTestProvider } from "~/services/payments/test-provider.server";
import { signInAs } from "../../../tests/kit/auth";
import { type KitAccount, createBooking, createPatient } from "../../../tests/kit/factories";
import { callRoute, makeRequest, statusOf } from "../../../tests/kit/request";
import { useTestDb, type TestDb } from "../../../tests/setup/db";
import { action } from "./bookings";

/** The patient's bookings tab: cancelling a booking through the action pipeline. */

let t: TestDb;
let ada: KitAccount;
let bo: KitAccount;

beforeAll(async () => {
  t = await useTestDb();
  ada = await createPatient(t.db, { name: "Ada Patient" });
  bo = await createPatient(t.db, { name: "Bo Patient" });
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
    makeRequest("/dashboard/bookings", { method: "POST", form, cookie: await signInAs(who.email) }),
  );
  return { status: statusOf(r), data: (r as { data?: Answer }).data };
}

describe("the patient's bookings tab (route action)", () => {
  it("cancels a pending booking with a toast, then refuses a second cancel (409)", async () => {
    const b = await createBooking({ patientId: ada.id });
    const done = await post(ada, { intent: "cancel", bookingId: b.bookingId, reason: "Plans" });
    expect(done.status).toBe(200);
    expect(done.data).toMatchObject({
      bookingId: b.bookingId,
      toast: {
        type: "success",
        title: `Booking ${b.reference} cancelled`,
        description: "Your deposit has been refunded in full.",
      },
    });
    const again = await post(ada, { intent: "cancel", bookingId: b.bookingId });
    expect(again).toEqual({
      status: 409,
      data: { error: "This booking was cancelled.", bookingId: b.bookingId },
    });
  });

  it("answers someone else's booking (404), a long reason and an unknown intent (400) beside the booking", async () => {
    const b = await createBooking({ patientId: ada.id });
    expect(await post(bo, { intent: "cancel", bookingId: b.bookingId })).toEqual({
      status: 404,
      data: { error: "We couldn't find this booking.", bookingId: b.bookingId },
    });
    expect(await post(bo, { intent: "cancel", bookingId: "not-a-uuid" })).toEqual({
      status: 404,
      data: { error: "We couldn't find this booking.", bookingId: "not-a-uuid" },
    });
    expect(
      await post(ada, { intent: "cancel", bookingId: b.bookingId, reason: "x".repeat(301) }),
    ).toEqual({
      status: 400,
      data: { error: "The reason is at most 300 characters.", bookingId: b.bookingId },
    });
    expect(await post(ada, { intent: "confirm", bookingId: b.bookingId })).toEqual({
      status: 400,
      data: { error: "Unknown action.", bookingId: b.bookingId },
    });
    expect(await post(ada, { bookingId: b.bookingId })).toEqual({
      status: 400,
      data: { error: "Unknown action.", bookingId: b.bookingId },
    });
  });
});
