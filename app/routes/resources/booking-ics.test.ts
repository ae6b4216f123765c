import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addDays, todayIso } from "~/features/bookings/booking-schema";
import { cancelBookingByPatient } from "~/features/bookings/bookings.server";
import { setPaymentProvider } from "~/services/payments/payments.server";
import { createTestProvider } from "~/services/payments/test-provider.server";
import { signInAs } from "../../../tests/kit/auth";
import {
  type KitAccount,
  createBooking,
  createClinicUser,
  createPatient,
} from "../../../tests/kit/factories";
import { callRoute, makeRequest, statusOf } from "../../../tests/kit/request";
import { type TestDb, useTestDb } from "../../../tests/setup/db";
import { loader } from "./booking-ics";

/** GET /api/bookings/:id/ics — a booking's calendar file, for its patient and its clinic. */

let t: TestDb;
let a: KitAccount;
let b: KitAccount;
let clinicX: KitAccount; // the package's clinic (Lara Eye Vision Center)
let clinicY: KitAccount;

beforeAll(async () => {
  t = await useTestDb();
  a = await createPatient(t.db);
  b = await createPatient(t.db);
  clinicX = await createClinicUser(t.db, { clinic: "lara-eye-vision-center" });
  clinicY = await createClinicUser(t.db, { clinic: "istanbul-hair-institute" });
});

beforeEach(() => setPaymentProvider(createTestProvider()));

const get = async (id: string, who?: KitAccount) =>
  (await callRoute(
    loader,
    makeRequest(`/api/bookings/${id}/ics`, {
      cookie: who ? await signInAs(who.email) : undefined,
    }),
    { id },
  )) as Response;

describe("GET /api/bookings/:id/ics", () => {
  it("200 for the patient and the clinic, 404 for others, 401 signed out", async () => {
    const { bookingId } = await createBooking({ patientId: a.id });
    const own = await get(bookingId, a);
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toMatch(/^text\/calendar/);
    const body = await own.text();
    expect(body.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(body).toContain(`DTSTART;VALUE=DATE:${addDays(todayIso(), 30).replace(/-/g, "")}`);
    expect((await get(bookingId, clinicX)).status).toBe(200);
    expect(statusOf(await get(bookingId, b))).toBe(404);
    expect(statusOf(await get(bookingId, clinicY))).toBe(404);
    expect(statusOf(await get(bookingId))).toBe(401);
  });

  it("a cancelled booking's file is refused to both sides, saying why", async () => {
    const { bookingId } = await createBooking({ patientId: a.id });
    expect(
      await cancelBookingByPatient(a.id, bookingId, { reason: "Plans changed" }),
    ).toMatchObject({ ok: true, value: { status: "cancelled" } });
    for (const who of [a, clinicX]) {
      const r = await get(bookingId, who);
      expect(r.status, who.email).toBe(409);
      expect(r.headers.get("content-type")).toMatch(/^text\/plain/);
      expect(await r.text()).toMatch(/was cancelled: there is nothing to add to a calendar/);
    }
  });
});
