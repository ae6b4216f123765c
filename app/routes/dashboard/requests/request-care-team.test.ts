import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bookings, quotes } from "~/db/schema";
import { seedId } from "~/db/seed/ids";
import { createBooking } from "~/features/bookings/bookings.server";
import { listPatientQuotes } from "~/features/quotes/quotes.server";
import { careTeamOf } from "~/utils/care-team";
import { DEFAULT_RATES } from "~/utils/money";
import { signInAs } from "../../../../tests/kit/auth";
import {
  createClinicUser,
  createPatient,
  createRequestTarget,
  inFuture,
} from "../../../../tests/kit/factories";
import { callRoute, makeRequest, statusOf } from "../../../../tests/kit/request";
import { type TestDb, useTestDb } from "../../../../tests/setup/db";
import { action } from "./request";

/**
 * A quote names who performs each step (decision 054): through the clinic's quote form, checked
 * against the clinic's own doctors, shown on the patient's quote, copied into the booking.
 */

let t: TestDb;
const SLUG = "bosphorus-aesthetic-hospital";
const DEMIR = seedId("doctor", "dr-burak-demir");
const ARSLAN = seedId("doctor", "dr-zeynep-arslan");
const FOREIGN = seedId("doctor", "dr-kemal-dogan");
let patientId = "";
let cookie = "";

beforeAll(async () => {
  t = await useTestDb();
  patientId = (await createPatient(t.db)).id;
  cookie = await signInAs((await createClinicUser(t.db, { clinic: SLUG })).email, {
    ip: "192.0.2.171",
  });
});

const newTarget = () => createRequestTarget(t.db, { patientId, clinics: [SLUG] });

const form = (over: Record<string, string> = {}) => ({
  intent: "quote",
  itemLabel: "Rhinoplasty",
  itemAmount: "3500",
  currency: "USD",
  includes: "",
  excludes: "",
  notes: "",
  expiresOn: inFuture(14),
  surgeonId: DEMIR,
  "performer.consultation": "surgeon",
  "performer.procedure": "surgeon",
  "performer.anaesthesia": `doctor:${ARSLAN}`,
  "performer.aftercare": "staff",
  "staffName.aftercare": "Elif Kaya",
  "staffRole.aftercare": "nurse",
  ...over,
});

const post = (target: string, body: Record<string, string>) =>
  callRoute(
    action as never,
    makeRequest(`/dashboard/requests/${target}`, { method: "POST", form: body, cookie }),
    { requestId: target },
  );
const dataOf = (r: unknown) => (r as { data: unknown }).data;

describe("the quote's care team (clinic's quote form)", () => {
  it("refuses another clinic's doctor and a step without a performer; nothing is sent", async () => {
    const target = await newTarget();
    const foreign = await post(target, form({ surgeonId: FOREIGN }));
    expect(statusOf(foreign)).toBe(400);
    expect(dataOf(foreign)).toMatchObject({
      formError: "Please check who performs each step.",
      fieldErrors: { surgeonId: "The operating surgeon must be one of your clinic's doctors" },
      careValues: { surgeonId: FOREIGN },
    });
    const missing = await post(target, form({ "performer.procedure": "" }));
    expect(statusOf(missing)).toBe(400);
    expect(dataOf(missing)).toMatchObject({
      fieldErrors: { "performer.procedure": "Choose who performs this step" },
    });
    expect(await t.db.select().from(quotes).where(eq(quotes.requestClinicId, target))).toEqual([]);
  });

  it("stores the team with the quote, shows it to the patient, and the booking copies it", async () => {
    const target = await newTarget();
    expect(statusOf(await post(target, form()))).toBe(302);
    const [q] = await t.db.select().from(quotes).where(eq(quotes.requestClinicId, target));
    const team = careTeamOf(q!.careTeam);
    expect(team).toEqual({
      surgeon: { doctorId: DEMIR, name: "Dr. Burak Demir", title: expect.any(String) },
      steps: [
        { step: "consultation", performer: { kind: "surgeon" } },
        { step: "procedure", performer: { kind: "surgeon" } },
        {
          step: "anaesthesia",
          performer: { kind: "doctor", doctorId: ARSLAN, name: "Dr. Zeynep Arslan" },
        },
        { step: "aftercare", performer: { kind: "staff", name: "Elif Kaya", role: "nurse" } },
      ],
    });
    const seen = (await listPatientQuotes(patientId)).find((x) => x.id === q!.id);
    expect(seen?.careTeam).toEqual(team);

    await t.db.update(quotes).set({ status: "accepted" }).where(eq(quotes.id, q!.id));
    const booked = await createBooking({
      patientId,
      idempotencyKey: randomUUID(),
      source: { quoteId: q!.id },
      consultationDate: inFuture(35),
      travellers: 1,
      paymentToken: "tok_visa",
      termsAccepted: true,
      displayCurrency: "USD",
      rates: DEFAULT_RATES,
    });
    expect(booked.ok).toBe(true);
    if (!booked.ok) return;
    const [b] = await t.db.select().from(bookings).where(eq(bookings.id, booked.value.bookingId));
    expect(careTeamOf(b!.careTeam)).toEqual(team);
  });

  it("a quote without a team is still sent (the patient sees 'not named yet')", async () => {
    const target = await newTarget();
    const bare = Object.fromEntries(
      Object.entries(form()).filter(([k]) => !/^(surgeonId|performer|staff)/.test(k)),
    );
    expect(statusOf(await post(target, bare))).toBe(302);
    const [q] = await t.db.select().from(quotes).where(eq(quotes.requestClinicId, target));
    expect(q!.careTeam).toBeNull();
  });
});
