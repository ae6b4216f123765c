import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { clinics, quoteRequestClinics, quotes } from "~/db/schema";
import { createVerifiedUser } from "~/features/accounts/users.server";
import { addDays, todayIso } from "~/features/bookings/booking-schema";
import {
  createBooking as bookingsCreateBooking,
  type CreateBookingInput,
} from "~/features/bookings/bookings.server";
import { openConversation } from "~/features/messages/messages.server";
import { QuoteRequestSchema } from "~/features/quotes/quote-schema";
import { createQuoteRequest } from "~/features/quotes/quotes.server";
import { DEFAULT_RATES } from "~/utils/money";

/**
 * Test data made through the app's own functions (a verified account as `users:create` makes
 * it, a conversation as the page opens it, a booking through checkout's createBooking), so a
 * factory cannot make a row the app itself could not.
 */

/** The password of every account the kit makes (strong enough for the password rules). */
export const KIT_PASSWORD = "Copper-kettle-4821";

let seq = 0;
/** A unique address on a reserved domain. */
export function uniqueEmail(prefix = "user"): string {
  seq += 1;
  return `${prefix}-${seq}-${randomUUID().slice(0, 8)}@kit.example.test`;
}

export type KitAccount = { id: string; email: string; password: string };

export async function createPatient(
  db: Db,
  opts: { email?: string; name?: string; password?: string } = {},
): Promise<KitAccount> {
  const email = opts.email ?? uniqueEmail("patient");
  const password = opts.password ?? KIT_PASSWORD;
  const { id } = await createVerifiedUser(db, {
    email,
    password,
    role: "patient",
    name: opts.name ?? "Kit Patient",
  });
  return { id, email, password };
}

/** A user of a clinic (`clinic`: its slug or id; by default a seeded, verified clinic). */
export async function createClinicUser(
  db: Db,
  opts: { clinic?: string; email?: string; name?: string; password?: string } = {},
): Promise<KitAccount> {
  const email = opts.email ?? uniqueEmail("clinic");
  const password = opts.password ?? KIT_PASSWORD;
  const { id } = await createVerifiedUser(db, {
    email,
    password,
    role: "clinic",
    clinic: opts.clinic ?? "lara-eye-vision-center",
    name: opts.name ?? "Kit Clinic Desk",
  });
  return { id, email, password };
}

/**
 * A quote from `clinicId` to `patientId`, accepted and valid for a week unless told otherwise
 * (the state checkout needs). Written directly: the request-and-quote flow is what the quotes
 * tests themselves exercise.
 */
export async function createQuote(
  db: Db,
  opts: { patientId: string; clinicId: string } & Partial<typeof quotes.$inferInsert>,
): Promise<string> {
  const [q] = await db
    .insert(quotes)
    .values({
      treatment: "LASIK (both eyes)",
      amountMinor: 300000,
      currency: "EUR",
      expiresAt: new Date(Date.now() + 7 * 86_400_000),
      status: "accepted",
      ...opts,
    })
    .returning({ id: quotes.id });
  return q!.id;
}

/** An ISO date (YYYY-MM-DD) `days` from today. */
export const inFuture = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A patient's quote request, sent through the app's own createQuoteRequest to `clinics` (slugs;
 * Rhinoplasty for one traveller in a month unless told otherwise). Returns the request's row for
 * `target` (a slug, by default the first clinic): what a clinic's request page calls :requestId.
 */
export async function createRequestTarget(
  db: Db,
  opts: {
    patientId: string;
    clinics: string[];
    target?: string;
    travellers?: string;
    notes?: string;
  },
): Promise<string> {
  const r = await createQuoteRequest(
    opts.patientId,
    QuoteRequestSchema.parse({
      clinics: opts.clinics,
      treatment: "Rhinoplasty",
      preferredStart: inFuture(30),
      preferredEnd: inFuture(40),
      travellers: opts.travellers ?? "1",
      notes: opts.notes ?? "",
      idempotencyKey: randomUUID(),
      shares: [],
    }),
  );
  if (!r.ok) throw new Error(r.message);
  const [row] = await db
    .select({ id: quoteRequestClinics.id })
    .from(quoteRequestClinics)
    .innerJoin(clinics, eq(clinics.id, quoteRequestClinics.clinicId))
    .where(
      and(
        eq(quoteRequestClinics.requestId, r.requestId),
        eq(clinics.slug, opts.target ?? opts.clinics[0]!),
      ),
    );
  if (!row) throw new Error(`the request has no row for ${opts.target ?? opts.clinics[0]}`);
  return row.id;
}

/** The patient's conversation with a clinic, opened as the clinic page's "Message" does. */
export async function createConversation(patientId: string, clinicSlug: string): Promise<string> {
  const c = await openConversation(patientId, clinicSlug);
  if (!c) throw new Error(`no conversation with ${clinicSlug}`);
  return c.id;
}

/** The token the test-card field makes of 4242 4242 4242 4242: always approved in test mode. */
export const TEST_CARD_TOKEN = "tok_visa";

/**
 * A booking through checkout's createBooking with a test card, a consultation in 30 days and a
 * fresh idempotency key; anything can be overridden. Needs the test payment provider.
 */
export async function createBooking(
  opts: { patientId: string } & Partial<CreateBookingInput>,
): Promise<{ bookingId: string; reference: string }> {
  const res = await bookingsCreateBooking({
    idempotencyKey: `kit-${randomUUID()}`,
    source: { packageSlug: "antalya-lasik-both-eyes-package" },
    consultationDate: addDays(todayIso(), 30),
    travellers: 1,
    paymentToken: TEST_CARD_TOKEN,
    termsAccepted: true,
    displayCurrency: "USD",
    rates: DEFAULT_RATES,
    ...opts,
  });
  if (!res.ok) throw new Error(`booking failed: ${res.message}`);
  return { bookingId: res.value.bookingId, reference: res.value.reference };
}
