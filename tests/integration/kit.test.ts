import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { clinics, bookings, conversations } from "~/db/schema";
import { setPaymentProvider } from "~/services/payments/payments.server";
import { createTestProvider } from "~/services/payments/test-provider.server";
import { getUser } from "~/utils/permissions.server";
import { signInAs } from "../kit/auth";
import {
  createBooking,
  createClinicUser,
  createConversation,
  createPatient,
  createQuote,
} from "../kit/factories";
import { makeRequest } from "../kit/request";
import { useTestDb, type TestDb } from "../setup/db";

/** The test kit makes what it says, and its sessions are ones the app accepts. */

let t: TestDb;
beforeAll(async () => {
  t = await useTestDb();
  setPaymentProvider(createTestProvider());
});

const whoIs = async (cookie: string) => getUser(makeRequest("/dashboard", { cookie }));

describe("the test kit", () => {
  it("signInAs a role makes a new account of that role and signs it in; by email signs in that account", async () => {
    const patient = await whoIs(await signInAs("patient", { db: t.db }));
    expect(patient).toMatchObject({ role: "patient" });
    const clinicUser = await whoIs(
      await signInAs("clinic", { db: t.db, clinic: "istanbul-hair-institute" }),
    );
    const [hair] = await t.db
      .select({ id: clinics.id })
      .from(clinics)
      .where(eq(clinics.slug, "istanbul-hair-institute"));
    expect(clinicUser).toMatchObject({ role: "clinic", clinicId: hair!.id });

    const made = await createPatient(t.db, { name: "Named Patient" });
    expect(await whoIs(await signInAs(made.email))).toMatchObject({ id: made.id, role: "patient" });
    await expect(signInAs(made.email, { password: "Not-the-password-1" })).rejects.toThrow(
      /sign-in as/,
    );
    expect(await whoIs("")).toBeNull();
  });

  it("makes a clinic user, a conversation, a quote and bookings that the app's own queries find", async () => {
    const patient = await createPatient(t.db);
    const desk = await createClinicUser(t.db);
    expect(await whoIs(await signInAs(desk.email))).toMatchObject({ role: "clinic" });

    const conversationId = await createConversation(patient.id, "lara-eye-vision-center");
    const [c] = await t.db.select().from(conversations).where(eq(conversations.id, conversationId));
    expect(c!.patientId).toBe(patient.id);

    const [lara] = await t.db
      .select({ id: clinics.id })
      .from(clinics)
      .where(eq(clinics.slug, "lara-eye-vision-center"));
    const quoteId = await createQuote(t.db, { patientId: patient.id, clinicId: lara!.id });
    const fromQuote = await createBooking({ patientId: patient.id, source: { quoteId } });
    const fromPackage = await createBooking({ patientId: patient.id });
    const rows = await t.db.select().from(bookings).where(eq(bookings.patientId, patient.id));
    expect(rows.map((r) => r.id).sort()).toEqual(
      [fromQuote.bookingId, fromPackage.bookingId].sort(),
    );
    expect(rows.find((r) => r.id === fromQuote.bookingId)).toMatchObject({
      quoteId,
      status: "pending",
    });
  });
});
