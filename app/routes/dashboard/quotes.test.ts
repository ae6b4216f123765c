import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { clinics, quotes } from "~/db/schema";
import { QuoteFormSchema } from "~/features/quotes/quote-schema";
import { sendQuote } from "~/features/quotes/quotes.server";
import { action as quotesAction } from "~/routes/dashboard/quotes";
import { signInAs } from "../../../tests/kit/auth";
import {
  createClinicUser,
  createPatient,
  createRequestTarget,
  inFuture,
} from "../../../tests/kit/factories";
import { callRoute, makeRequest, statusOf } from "../../../tests/kit/request";
import { type TestDb, useTestDb } from "../../../tests/setup/db";

/** The patient's quotes tab (/dashboard/quotes): accepting a quote. */

let t: TestDb;
const SLUG_X = "bosphorus-aesthetic-hospital";
const SLUG_Y = "antalya-smile-dental";
let alice = { id: "", email: "" };
let bob = { id: "", email: "" };
let xavier = "";
let clinicX = "";

beforeAll(async () => {
  t = await useTestDb();
  alice = await createPatient(t.db);
  bob = await createPatient(t.db);
  xavier = (await createClinicUser(t.db, { clinic: SLUG_X })).id;
  const [row] = await t.db.select({ id: clinics.id }).from(clinics).where(eq(clinics.slug, SLUG_X));
  clinicX = row!.id;
});

async function requestAndQuote(patientId: string) {
  const target = await createRequestTarget(t.db, {
    patientId,
    clinics: [SLUG_X, SLUG_Y],
    travellers: "2",
    notes: "Revision after a previous surgery.",
  });
  const q = await sendQuote(
    clinicX,
    xavier,
    target,
    QuoteFormSchema.parse({
      items: [
        { label: "Surgery", amount: "2.000,00" },
        { label: "Hotel, 5 nights", amount: "465.50" },
      ],
      currency: "EUR",
      includes: "Surgery\nHotel\nTransfers",
      excludes: "Flights",
      notes: "Price valid for the dates asked.",
      expiresOn: inFuture(14),
    }),
  );
  if (!q.ok) throw new Error(q.message);
  return q.quoteId;
}

describe("POST /dashboard/quotes (accept)", () => {
  it("patient B's accept of patient A's quote answers 404 and changes nothing; A's accept redirects", async () => {
    const quoteId = await requestAndQuote(alice.id);
    const form = { intent: "accept", quoteId };
    const post = async (email: string) =>
      statusOf(
        await callRoute(
          quotesAction,
          makeRequest("/dashboard/quotes", {
            method: "POST",
            form,
            cookie: await signInAs(email),
          }),
        ),
      );
    expect(await post(bob.email)).toBe(404);
    const [q] = await t.db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(q!.status).toBe("pending");
    expect(await post(alice.email)).toBe(302);
    expect(await post(alice.email)).toBe(409);
  });
});
