import { randomInt, randomUUID } from "node:crypto";
import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { type Db, type DbExecutor, getDb } from "~/db/client.server";
import { joinClinicPlace } from "~/db/clinic-place";
import {
  cities,
  clinics,
  countries,
  packages,
  users,
  bookings,
  type BookingStatus,
  deposits,
  type DepositStatus,
  surgeonChanges,
  type SurgeonChangeState,
  quoteRequestClinics,
  quoteRequests,
  quotes,
  resolutionCases,
} from "~/db/schema";
import { enqueueJob, type JobHandlers } from "~/services/jobs/jobs.server";
import type { NoticeMsg } from "~/services/notifications/notice-text.server";
import { notifyClinic, notifyUser } from "~/services/notifications/notify.server";
import { type DepositQuote, capturesAtBooking, depositQuote } from "~/services/payments/deposit";
import { releaseDeposit, refundDeposit } from "~/services/payments/deposit-moves.server";
import { recordMovement } from "~/services/payments/ledger.server";
import { getPaymentProvider } from "~/services/payments/payments.server";
import type { DeclineCode } from "~/services/payments/provider.server";
import {
  type CancelReason,
  type CancellationTerms,
  CONFIRM_WITHIN_HOURS,
  DEFAULT_TERMS,
  LEGACY_TERMS,
  type Refund,
  type RefundRule,
  refundFor,
  treatmentDay,
} from "~/utils/cancellation-policy";
import { TERMS_SUMMARY } from "~/utils/cancellation-text.server";
import { type CareTeam, careTeamOf } from "~/utils/care-team";
import { type CurrencyCode, type Rates, formatMinor } from "~/utils/money";
import { type Failure, type Result, failure, ok } from "~/utils/result";
import { isUuid } from "~/utils/validation";
import {
  addDays,
  canCompleteNow,
  completableFrom,
  completeTooEarlyMessage,
  daysBetween,
  defaultSchedule,
  isIsoDate,
  todayIso,
  PATIENT_CANCEL_CONFIRMED,
} from "./booking-schema";

/**
 * Bookings and their protected deposits (issue items 3 and 4). A booking is created from an
 * accepted quote or a published package, with a deposit held on the patient's card; the clinic
 * confirms (deposit released), completes, or cancels (deposit refunded); the patient may cancel
 * while the booking is pending (deposit refunded). Every function takes the acting patient's or
 * clinic's id and scopes its queries by it.
 *
 * Expected refusals (not found, a quote in the wrong state, a declined card, a changed price)
 * are returned as a `Failure` with the status the page answers with; exceptions are left for
 * what the patient cannot fix (the database or the payment provider is down).
 */

const QUOTE_NOT_FOUND = "We couldn't find this quote in your account.";
const PACKAGE_NOT_FOUND = "This package doesn't exist or is no longer offered.";
export const BOOKING_NOT_FOUND = "We couldn't find this booking.";

/* ------------------------------------------------------------------ checkout subject */

export type CheckoutSubject = {
  kind: "quote" | "package";
  quoteId: string | null;
  packageId: string | null;
  packageSlug: string | null;
  title: string;
  treatment: string;
  clinicId: string;
  clinicName: string;
  clinicSlug: string;
  city: string;
  country: string;
  totalMinor: number;
  currency: string;
  durationDays: number | null;
  quoteExpiresAt: string | null;
  preferredStart: string | null;
  preferredEnd: string | null;
  travellers: number;
  /** Set when this quote already has a booking. */
  bookedReference: string | null;
  /** Who performs each step, as the quote or package names it (copied into the booking). */
  careTeam: CareTeam | null;
  /** The cancellation terms the quote or package offers, frozen onto the booking (decision 056). */
  cancellationTerms: CancellationTerms;
  cancellationNote: string | null;
};

export type CheckoutSource = { quoteId: string } | { packageSlug: string };

/**
 * What is being booked, checked for this patient: their own quote, accepted and not expired,
 * or a published package of a verified clinic. A 404 or 409 `Failure` otherwise.
 */
export async function loadCheckoutSubject(
  db: DbExecutor,
  patientId: string,
  source: CheckoutSource,
  opts: { now?: Date; lock?: boolean } = {},
): Promise<Result<CheckoutSubject>> {
  const now = opts.now ?? new Date();
  if ("quoteId" in source) {
    if (!isUuid(source.quoteId)) return failure(404, QUOTE_NOT_FOUND);
    const q = db
      .select({
        id: quotes.id,
        patientId: quotes.patientId,
        status: quotes.status,
        expiresAt: quotes.expiresAt,
        treatment: quotes.treatment,
        amountMinor: quotes.amountMinor,
        currency: quotes.currency,
        clinicId: quotes.clinicId,
        requestClinicId: quotes.requestClinicId,
        careTeam: quotes.careTeam,
        cancellationTerms: quotes.cancellationTerms,
        cancellationNote: quotes.cancellationNote,
      })
      .from(quotes)
      .where(and(eq(quotes.id, source.quoteId), eq(quotes.patientId, patientId)))
      .limit(1);
    const [quote] = opts.lock ? await q.for("update") : await q;
    if (!quote) return failure(404, QUOTE_NOT_FOUND);
    const [clinic] = await clinicPlace(db, quote.clinicId);
    if (!clinic) return failure(404, QUOTE_NOT_FOUND);
    let preferredStart: string | null = null;
    let preferredEnd: string | null = null;
    let travellers = 1;
    if (quote.requestClinicId) {
      const [req] = await db
        .select({
          start: quoteRequests.preferredStart,
          end: quoteRequests.preferredEnd,
          travellers: quoteRequests.travellers,
        })
        .from(quoteRequestClinics)
        .innerJoin(quoteRequests, eq(quoteRequests.id, quoteRequestClinics.requestId))
        .where(
          and(
            eq(quoteRequestClinics.id, quote.requestClinicId),
            eq(quoteRequestClinics.patientId, patientId),
          ),
        )
        .limit(1);
      if (req) {
        preferredStart = req.start;
        preferredEnd = req.end;
        travellers = req.travellers;
      }
    }
    const [booked] = await db
      .select({ reference: bookings.reference })
      .from(bookings)
      .where(eq(bookings.quoteId, quote.id))
      .limit(1);
    if (quote.status !== "accepted")
      return failure(
        409,
        quote.status === "pending"
          ? "Accept this quote in your dashboard before you book it."
          : "This quote was declined, so it can't be booked.",
      );
    if (!booked && quote.expiresAt.getTime() <= now.getTime())
      return failure(409, "This quote has expired. Ask the clinic for a new quote.");
    return ok({
      kind: "quote",
      quoteId: quote.id,
      packageId: null,
      packageSlug: null,
      title: quote.treatment,
      treatment: quote.treatment,
      clinicId: quote.clinicId,
      clinicName: clinic.name,
      clinicSlug: clinic.slug,
      city: clinic.city,
      country: clinic.country,
      totalMinor: quote.amountMinor,
      currency: quote.currency,
      durationDays: null,
      quoteExpiresAt: quote.expiresAt.toISOString(),
      preferredStart,
      preferredEnd,
      travellers,
      bookedReference: booked?.reference ?? null,
      careTeam: careTeamOf(quote.careTeam),
      // A quote made before terms existed offers the default template.
      cancellationTerms: quote.cancellationTerms ?? DEFAULT_TERMS,
      cancellationNote: quote.cancellationTerms ? quote.cancellationNote : null,
    });
  }

  const slug = source.packageSlug.trim().toLowerCase();
  if (!slug || slug.length > 200) return failure(404, PACKAGE_NOT_FOUND);
  const [pkg] = await joinClinicPlace(
    db
      .select({
        id: packages.id,
        slug: packages.slug,
        title: packages.title,
        category: packages.category,
        priceMinor: packages.priceMinor,
        currency: packages.currency,
        durationDays: packages.durationDays,
        careTeam: packages.careTeam,
        cancellationTerms: packages.cancellationTerms,
        cancellationNote: packages.cancellationNote,
        clinicId: packages.clinicId,
        clinicName: clinics.name,
        clinicSlug: clinics.slug,
        verified: clinics.verified,
        city: cities.name,
        country: countries.name,
      })
      .from(packages)
      .innerJoin(clinics, eq(clinics.id, packages.clinicId))
      .$dynamic(),
  )
    .where(and(eq(packages.slug, slug), eq(packages.published, true)))
    .limit(1);
  if (!pkg || !pkg.verified) return failure(404, PACKAGE_NOT_FOUND);
  return ok({
    kind: "package",
    quoteId: null,
    packageId: pkg.id,
    packageSlug: pkg.slug,
    title: pkg.title,
    treatment: pkg.title,
    clinicId: pkg.clinicId,
    clinicName: pkg.clinicName,
    clinicSlug: pkg.clinicSlug,
    city: pkg.city,
    country: pkg.country,
    totalMinor: pkg.priceMinor,
    currency: pkg.currency,
    durationDays: pkg.durationDays,
    quoteExpiresAt: null,
    preferredStart: null,
    preferredEnd: null,
    travellers: 1,
    bookedReference: null,
    careTeam: careTeamOf(pkg.careTeam),
    cancellationTerms: pkg.cancellationTerms,
    cancellationNote: pkg.cancellationNote,
  });
}

function clinicPlace(db: DbExecutor, clinicId: string) {
  return joinClinicPlace(
    db
      .select({
        name: clinics.name,
        slug: clinics.slug,
        city: cities.name,
        country: countries.name,
      })
      .from(clinics)
      .$dynamic(),
  )
    .where(eq(clinics.id, clinicId))
    .limit(1);
}

/* ------------------------------------------------------------------ create */

const REF_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** A human-readable reference, e.g. CA-7K3M-Q9P2 (no 0/O, 1/I/L to misread). */
export function newBookingReference(): string {
  const pick = () =>
    Array.from({ length: 4 }, () => REF_ALPHABET[randomInt(REF_ALPHABET.length)]).join("");
  return `CA-${pick()}-${pick()}`;
}

export type CreateBookingInput = {
  patientId: string;
  /** From the checkout form: a retried or double-clicked submit carries the same key. */
  idempotencyKey: string;
  source: CheckoutSource;
  consultationDate: string;
  surgeryDate?: string;
  returnDate?: string;
  travellers: number;
  /** The browser card component's token (never card data). */
  paymentToken: string;
  /** The patient ticked "I have read the cancellation terms" (required; decision 056). */
  termsAccepted: boolean;
  displayCurrency: CurrencyCode;
  rates: Rates;
  /**
   * What the checkout showed the patient (total, its currency, the USD deposit). When given, the
   * booking is made only if the amounts computed now are the same; otherwise a `PriceChanged`.
   */
  shown?: ShownAmounts;
  now?: Date;
};

export type ShownAmounts = { totalMinor: number; currency: string; depositUsdMinor: number };

/**
 * A refusal that carries the amounts the patient must see and confirm before paying (the
 * amounts changed since the checkout page was shown, or the form did not say what it showed).
 * Nothing was stored or charged.
 */
export type PriceChanged = Failure & { confirmAmounts: DepositQuote };

export function isPriceChanged(f: Failure): f is PriceChanged {
  return "confirmAmounts" in f && typeof f.confirmAmounts === "object" && f.confirmAmounts !== null;
}

/** A 409 that shows `current` and asks the patient to pay again to confirm it. */
export function confirmAmounts(message: string, current: DepositQuote): PriceChanged {
  return { ...failure(409, message), confirmAmounts: current };
}

/**
 * The amounts changed between the checkout page and the payment (a new package price, or new
 * exchange rates for the USD deposit).
 */
function priceChanged(shown: ShownAmounts, current: DepositQuote): PriceChanged {
  return confirmAmounts(
    `The price changed since you opened this page: the total is now ${formatMinor(current.totalMinor, current.currency)} ${current.currency} (it was ${formatMinor(shown.totalMinor, shown.currency)} ${shown.currency}) and the deposit ${formatMinor(current.depositUsdMinor, "USD")} USD (it was ${formatMinor(shown.depositUsdMinor, "USD")} USD). Nothing was charged. Check the new amount, then pay again to confirm.`,
    current,
  );
}

export const TERMS_REQUIRED = "Tick the box to confirm you have read the cancellation terms.";

/** An idempotency key already used for a booking with other details. */
export const KEY_REUSED = (reference: string) =>
  `This checkout form was already used for booking ${reference}, with other details. Nothing new was booked and nothing was charged. To make another booking, open the checkout again.`;

export type Booked = { bookingId: string; reference: string; replayed: boolean };

/** The declined card's message, beside the card field it is about. */
function declined(code: DeclineCode, message: string): Failure {
  return failure(
    402,
    message,
    code === "incorrect_cvc" ? { cardCvc: message } : { payment: message },
  );
}

class Declined extends Error {
  constructor(
    public code: DeclineCode,
    message: string,
  ) {
    super(message);
  }
}

export const AUTHENTICATE = "Your bank asks you to confirm this payment.";

/**
 * The bank asks the patient to authenticate (3-D Secure): nothing is booked yet. The browser's
 * card component completes the challenge and posts the form again with `providerRef` as its
 * token; the same idempotency key then books it.
 */
export type NeedsAction = Failure & {
  requiresAction: { providerRef: string; clientSecret: string };
};

export function needsAction(f: Failure): f is NeedsAction {
  return "requiresAction" in f && typeof f.requiresAction === "object" && f.requiresAction !== null;
}

class ActionRequired extends Error {
  constructor(readonly action: { providerRef: string; clientSecret: string }) {
    super("requires_action");
  }
}

/** The Postgres error under drizzle's wrapper (code and constraint name), if any. */
function pgError(e: unknown): { code?: string; constraint?: string } | null {
  let cur: unknown = e;
  for (let i = 0; i < 4 && cur && typeof cur === "object"; i++) {
    const o = cur as { code?: unknown; constraint?: unknown; cause?: unknown; message?: unknown };
    if (typeof o.code === "string" && /^[0-9A-Z]{5}$/.test(o.code)) {
      let constraint = typeof o.constraint === "string" ? o.constraint : undefined;
      if (!constraint && typeof o.message === "string")
        constraint = /constraint "([^"]+)"/.exec(o.message)?.[1];
      return { code: o.code, constraint };
    }
    cur = o.cause;
  }
  return null;
}

async function bookingByKey(db: DbExecutor, patientId: string, key: string) {
  const [row] = await db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      quoteId: bookings.quoteId,
      packageSlug: packages.slug,
      consultationDate: bookings.consultationDate,
      surgeryDate: bookings.surgeryDate,
      returnDate: bookings.returnDate,
      travellers: bookings.travellers,
      totalMinor: bookings.totalMinor,
      currency: bookings.currency,
      depositUsdMinor: deposits.amountUsdMinor,
    })
    .from(bookings)
    .leftJoin(packages, eq(packages.id, bookings.packageId))
    .leftJoin(deposits, eq(deposits.bookingId, bookings.id))
    .where(and(eq(bookings.patientId, patientId), eq(bookings.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

/**
 * True when a repeated submit asks for the booking already made under its key (a double click,
 * a retry after a lost answer); false when the key comes with other details (Stripe refuses an
 * Idempotency-Key reused with other parameters; so do we). Dates left blank were derived from
 * the consultation date, so only dates the patient gave are compared.
 */
function sameRequest(
  existing: NonNullable<Awaited<ReturnType<typeof bookingByKey>>>,
  input: CreateBookingInput,
): boolean {
  const source =
    "quoteId" in input.source
      ? existing.quoteId === input.source.quoteId.trim()
      : existing.packageSlug === input.source.packageSlug.trim().toLowerCase();
  return (
    source &&
    existing.consultationDate === input.consultationDate &&
    (!input.surgeryDate || existing.surgeryDate === input.surgeryDate) &&
    (!input.returnDate || existing.returnDate === input.returnDate) &&
    existing.travellers === input.travellers &&
    (!input.shown ||
      (existing.totalMinor === input.shown.totalMinor &&
        existing.currency === input.shown.currency &&
        (existing.depositUsdMinor ?? input.shown.depositUsdMinor) === input.shown.depositUsdMinor))
  );
}

export function depositFor(
  subject: CheckoutSubject,
  display: CurrencyCode,
  rates: Rates,
): DepositQuote {
  return depositQuote(subject.totalMinor, subject.currency, display, rates);
}

/**
 * Books and holds the deposit. Idempotent: the same (patient, key) returns the first booking
 * and places no second hold. Atomic: the booking, the deposit row, the notifications and the
 * quote's "booked" link commit in one transaction; the card hold is placed inside it and
 * voided if anything after it fails, so a failure leaves no booking, no deposit and no hold.
 * A declined card is a 402 `Failure` with the provider's message and stores nothing; a changed
 * price is a `PriceChanged`.
 */
export async function createBooking(
  input: CreateBookingInput,
  dbArg?: Db,
): Promise<Result<Booked>> {
  const db = dbArg ?? (await getDb());
  const now = input.now ?? new Date();
  const key = input.idempotencyKey.trim();
  if (!/^[A-Za-z0-9_-]{8,100}$/.test(key))
    return failure(400, "This checkout form is out of date. Please reload the page.");
  if (!input.termsAccepted) return failure(400, TERMS_REQUIRED, { termsAccepted: TERMS_REQUIRED });

  /** The booking already made under this key (or a 409 if it had other details); null if none. */
  const replayIn = async (executor: DbExecutor): Promise<Result<Booked> | null> => {
    const existing = await bookingByKey(executor, input.patientId, key);
    if (!existing) return null;
    if (!sameRequest(existing, input)) return failure(409, KEY_REUSED(existing.reference));
    return ok({ bookingId: existing.id, reference: existing.reference, replayed: true });
  };
  const replay = () => replayIn(db);
  const first = await replay();
  if (first) return first;

  const provider = getPaymentProvider();
  let heldRef: string | null = null;
  try {
    // A refusal returned from the transaction comes before its first write, so nothing commits.
    return await db.transaction(async (tx): Promise<Result<Booked>> => {
      const found = await loadCheckoutSubject(tx, input.patientId, input.source, {
        now,
        lock: true,
      });
      if (!found.ok) return found;
      const subject = found.value;
      if (subject.bookedReference) {
        // A concurrent submit of the same checkout (same key) waited on the quote's lock while
        // the first one booked it: it gets that booking back, not a conflict.
        const same = await replayIn(tx);
        if (same) return same;
        return failure(409, `This quote is already booked (reference ${subject.bookedReference}).`);
      }
      const sched = defaultSchedule(input.consultationDate, subject.durationDays);
      const surgeryDate = input.surgeryDate ?? sched.surgeryDate;
      const returnDate =
        input.returnDate ?? (sched.returnDate < surgeryDate ? surgeryDate : sched.returnDate);
      if (
        ![input.consultationDate, surgeryDate, returnDate].every(isIsoDate) ||
        input.consultationDate <= todayIso(now)
      )
        return failure(400, "Choose a consultation date from tomorrow onwards.");
      const amounts = depositFor(subject, input.displayCurrency, input.rates);
      // The amount the patient saw is the amount charged: a changed price is shown, not charged.
      const shown = input.shown;
      if (
        shown &&
        (shown.totalMinor !== amounts.totalMinor ||
          shown.currency !== amounts.currency ||
          shown.depositUsdMinor !== amounts.depositUsdMinor)
      )
        return priceChanged(shown, amounts);

      const bookingId = randomUUID();
      const reference = newBookingReference();
      // The booking row first: a concurrent submit with the same key waits on the unique index
      // here and then fails, before it can reach the card.
      await tx.insert(bookings).values({
        id: bookingId,
        reference,
        patientId: input.patientId,
        clinicId: subject.clinicId,
        quoteId: subject.quoteId,
        packageId: subject.packageId,
        treatment: subject.treatment,
        consultationDate: input.consultationDate,
        surgeryDate,
        returnDate,
        travellers: input.travellers,
        totalMinor: subject.totalMinor,
        currency: subject.currency,
        status: "pending",
        idempotencyKey: key,
        careTeam: subject.careTeam,
        cancellationTerms: subject.cancellationTerms,
        cancellationNote: subject.cancellationNote,
        termsAcceptedAt: now,
        // The booking date the cooling-off period counts from (decision 056).
        createdAt: now,
        updatedAt: now,
      });

      // A treatment further away than an authorisation lasts is captured now (decision 055).
      const captureNow = capturesAtBooking(surgeryDate, now);
      const hold = await provider.hold({
        amountUsdMinor: amounts.depositUsdMinor,
        paymentToken: input.paymentToken,
        // Per attempt: a retry after a rolled-back attempt gets a fresh authorisation (a 3-D
        // Secure retry posts the authenticated payment's reference as its token instead).
        idempotencyKey: `booking-deposit:${bookingId}`,
        description: `CareAtlas deposit ${reference}`,
        captureNow,
        owner: input.patientId,
      });
      if (!hold.ok) {
        if (hold.code === "requires_action")
          throw new ActionRequired({
            providerRef: hold.providerRef,
            clientSecret: hold.clientSecret,
          });
        throw new Declined(hold.code, hold.message);
      }
      heldRef = hold.providerRef;

      const depositId = randomUUID();
      await tx.insert(deposits).values({
        id: depositId,
        bookingId,
        patientId: input.patientId,
        provider: provider.id,
        providerRef: hold.providerRef,
        amountUsdMinor: amounts.depositUsdMinor,
        displayAmountMinor: amounts.depositDisplayMinor,
        displayCurrency: amounts.displayCurrency,
        status: "held",
        cardBrand: hold.brand,
        cardLast4: hold.last4,
        captureMode: hold.captured ? "balance" : "authorisation",
        heldAt: now,
      });
      const move = {
        bookingId,
        depositId,
        clinicId: subject.clinicId,
        amountUsdMinor: amounts.depositUsdMinor,
        provider: provider.id,
        providerRef: hold.providerRef,
        at: now,
      };
      await recordMovement(tx, {
        ...move,
        kind: "hold",
        reason: "booked",
        idempotencyKey: `hold:${hold.providerRef}`,
      });
      if (hold.captured)
        await recordMovement(tx, {
          ...move,
          kind: "capture",
          reason: "booked-long-lead",
          idempotencyKey: `capture:${hold.providerRef}`,
        });

      const deposit = { money: { minor: amounts.depositUsdMinor, currency: "USD" } };
      const when = { day: input.consultationDate };
      const treatment = { treatment: subject.treatment };
      await notifyClinic(tx, subject.clinicId, {
        kind: "booking_created",
        title: {
          id: /*i18n*/ "notice.booking-created.clinic.title",
          values: { reference, treatment },
        },
        body: [
          {
            id: /*i18n*/ "notice.booking-created.clinic.body",
            values: { date: when, travellers: input.travellers, deposit },
          },
        ],
        link: "/dashboard/requests/bookings",
        dedupeKey: `booking:${bookingId}:created`,
      });
      // The clinic answers within its response window, or the booking is cancelled and refunded.
      await enqueueJob(tx, {
        kind: CONFIRM_TIMEOUT_JOB,
        payload: { bookingId },
        runAt: new Date(now.getTime() + CONFIRM_WITHIN_HOURS * 3_600_000),
        dedupeKey: `${CONFIRM_TIMEOUT_JOB}:${bookingId}`,
      });
      // The patient just booked: a mailed receipt for the deposit, nothing in their bell.
      await notifyUser(tx, input.patientId, {
        kind: "booking_created",
        inApp: false,
        title: { id: /*i18n*/ "notice.booking-created.patient.title", values: { reference } },
        body: [
          {
            id: /*i18n*/ "notice.booking-created.patient.body",
            values: {
              treatment,
              clinic: subject.clinicName,
              city: subject.city,
              country: subject.country,
              date: when,
              deposit,
              last4: hold.last4,
            },
          },
          // The terms the patient just agreed to, in writing (decision 056).
          ...termsNotice(subject.cancellationTerms, subject.cancellationNote),
          // Who operates, in writing in the receipt too (decision 054).
          ...(subject.careTeam
            ? [
                {
                  id: /*i18n*/ "notice.booking-created.patient.surgeon",
                  values: { surgeon: subject.careTeam.surgeon.name },
                } as const,
              ]
            : []),
        ],
        link: "/dashboard/bookings",
        dedupeKey: `booking:${bookingId}:created`,
      });
      return ok({ bookingId, reference, replayed: false });
    });
  } catch (e) {
    // Thrown to roll back the booking row written before the card was tried.
    if (e instanceof Declined) return declined(e.code, e.message);
    if (e instanceof ActionRequired)
      return Object.assign(failure(402, AUTHENTICATE), { requiresAction: e.action });
    if (heldRef) {
      const ref: string = heldRef;
      await provider
        .refund(ref, { idempotencyKey: `booking-void:${ref}` })
        .catch((err) => console.error("[bookings] could not void hold", ref, err));
    }
    const pg = pgError(e);
    if (pg?.code === "23505") {
      const again = await replay();
      if (again) return again;
      if (pg.constraint === "bookings_quote_uq")
        return failure(409, "This quote is already booked.");
    }
    throw e;
  }
}

/* ------------------------------------------------------------------ lists */

const bookingColumns = {
  id: bookings.id,
  reference: bookings.reference,
  treatment: bookings.treatment,
  status: bookings.status,
  consultationDate: bookings.consultationDate,
  surgeryDate: bookings.surgeryDate,
  returnDate: bookings.returnDate,
  travellers: bookings.travellers,
  totalMinor: bookings.totalMinor,
  currency: bookings.currency,
  cancelledBy: bookings.cancelledBy,
  cancelReason: bookings.cancelReason,
  careTeam: bookings.careTeam,
  cancellationTerms: bookings.cancellationTerms,
  cancellationNote: bookings.cancellationNote,
  refundRule: bookings.refundRule,
  createdAt: bookings.createdAt,
  clinicName: clinics.name,
  clinicSlug: clinics.slug,
  city: cities.name,
  country: countries.name,
  deposit: {
    status: deposits.status,
    amountUsdMinor: deposits.amountUsdMinor,
    displayAmountMinor: deposits.displayAmountMinor,
    displayCurrency: deposits.displayCurrency,
    cardBrand: deposits.cardBrand,
    cardLast4: deposits.cardLast4,
    provider: deposits.provider,
    refundedUsdMinor: deposits.refundedUsdMinor,
  },
};

export type BookingRow = {
  id: string;
  reference: string;
  treatment: string;
  status: BookingStatus;
  consultationDate: string | null;
  surgeryDate: string | null;
  returnDate: string | null;
  travellers: number;
  totalMinor: number;
  currency: string;
  cancelledBy: string | null;
  cancelReason: string | null;
  createdAt: string;
  clinicName: string;
  clinicSlug: string;
  city: string;
  country: string;
  deposit: {
    status: DepositStatus;
    amountUsdMinor: number;
    cardBrand: string | null;
    cardLast4: string | null;
    provider: string;
    /** How much of it was refunded (the cancellation policy's amount). */
    refundedUsdMinor: number;
  } | null;
  patientName?: string;
  /** The terms frozen at checkout (null: booked before terms existed; decision 056). */
  cancellationTerms: CancellationTerms | null;
  cancellationNote: string | null;
  /** Why the deposit was refunded as it was (a cancelled booking). */
  refundRule: RefundRule | null;
  /** Who performs each step, as booked (decision 054). */
  careTeam: CareTeam | null;
  /** Proposed changes of surgeon, oldest first (the booking's history). */
  surgeonChanges: SurgeonChangeRow[];
};

export type SurgeonChangeRow = {
  id: string;
  fromName: string;
  toName: string;
  toTitle: string;
  reason: string | null;
  state: SurgeonChangeState;
  createdAt: string;
  decidedAt: string | null;
};

/** The surgeon changes of these bookings, oldest first, by booking id. */
async function surgeonChangesOf(
  db: DbExecutor,
  bookingIds: string[],
): Promise<Map<string, SurgeonChangeRow[]>> {
  const out = new Map<string, SurgeonChangeRow[]>();
  if (bookingIds.length === 0) return out;
  const rows = await db
    .select()
    .from(surgeonChanges)
    .where(inArray(surgeonChanges.bookingId, bookingIds))
    .orderBy(surgeonChanges.createdAt, surgeonChanges.id);
  for (const r of rows) {
    const list = out.get(r.bookingId) ?? [];
    list.push({
      id: r.id,
      fromName: r.fromName,
      toName: r.toName,
      toTitle: r.toTitle,
      reason: r.reason,
      state: r.state,
      createdAt: r.createdAt.toISOString(),
      decidedAt: r.decidedAt?.toISOString() ?? null,
    });
    out.set(r.bookingId, list);
  }
  return out;
}

async function withSurgeonChanges(db: DbExecutor, rows: BookingRow[]): Promise<BookingRow[]> {
  const changes = await surgeonChangesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, surgeonChanges: changes.get(r.id) ?? [] }));
}

type RawRow = Awaited<ReturnType<typeof baseQuery>>[number];

/** How the clinic sees a booking whose patient deleted their account. */
export const DELETED_PATIENT = "Deleted patient";

function baseQuery(db: DbExecutor) {
  return (
    joinClinicPlace(
      db
        .select({ ...bookingColumns, patientName: users.name })
        .from(bookings)
        .innerJoin(clinics, eq(clinics.id, bookings.clinicId))
        .$dynamic(),
    )
      // Left join: a booking whose patient deleted their account stays, as "Deleted patient".
      .leftJoin(users, eq(users.id, bookings.patientId))
      .leftJoin(deposits, eq(deposits.bookingId, bookings.id))
  );
}

function toRow(r: RawRow, withPatient: boolean): BookingRow {
  return {
    id: r.id,
    reference: r.reference,
    treatment: r.treatment,
    status: r.status,
    consultationDate: r.consultationDate,
    surgeryDate: r.surgeryDate,
    returnDate: r.returnDate,
    travellers: r.travellers,
    totalMinor: r.totalMinor,
    currency: r.currency,
    cancelledBy: r.cancelledBy,
    cancelReason: r.cancelReason,
    careTeam: careTeamOf(r.careTeam),
    cancellationTerms: r.cancellationTerms,
    cancellationNote: r.cancellationNote,
    refundRule: r.refundRule,
    surgeonChanges: [],
    createdAt: r.createdAt.toISOString(),
    clinicName: r.clinicName,
    clinicSlug: r.clinicSlug,
    city: r.city,
    country: r.country,
    deposit: r.deposit?.status
      ? {
          status: r.deposit.status,
          amountUsdMinor: r.deposit.amountUsdMinor,
          cardBrand: r.deposit.cardBrand,
          cardLast4: r.deposit.cardLast4,
          provider: r.deposit.provider,
          refundedUsdMinor: r.deposit.refundedUsdMinor ?? 0,
        }
      : null,
    ...(withPatient ? { patientName: r.patientName ?? DELETED_PATIENT } : {}),
  };
}

/** The patient's bookings, newest first (spec section 8). */
export async function listPatientBookings(
  patientId: string,
  dbArg?: DbExecutor,
): Promise<BookingRow[]> {
  const db = dbArg ?? (await getDb());
  const rows = await baseQuery(db)
    .where(eq(bookings.patientId, patientId))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(200);
  return withSurgeonChanges(
    db,
    rows.map((r) => toRow(r, false)),
  );
}

/** A clinic's bookings, pending first, then newest first. */
export async function listClinicBookings(
  clinicId: string,
  dbArg?: DbExecutor,
): Promise<BookingRow[]> {
  const db = dbArg ?? (await getDb());
  const rows = await baseQuery(db)
    .where(eq(bookings.clinicId, clinicId))
    .orderBy(
      sql`case ${bookings.status} when 'pending' then 0 when 'confirmed' then 1 else 2 end`,
      desc(bookings.createdAt),
      desc(bookings.id),
    )
    .limit(300);
  return withSurgeonChanges(
    db,
    rows.map((r) => toRow(r, true)),
  );
}

/** One booking for its calendar file: the patient's own, or one of the clinic user's clinic. */
export async function getBookingForViewer(
  viewer: { userId: string; role: string; clinicId: string | null },
  bookingId: string,
  dbArg?: DbExecutor,
): Promise<BookingRow | null> {
  if (!isUuid(bookingId)) return null;
  const db = dbArg ?? (await getDb());
  let scope;
  if (viewer.role === "patient") scope = eq(bookings.patientId, viewer.userId);
  else if (viewer.role === "clinic" && viewer.clinicId)
    scope = eq(bookings.clinicId, viewer.clinicId);
  else return null;
  const [row] = await baseQuery(db)
    .where(and(eq(bookings.id, bookingId), scope))
    .limit(1);
  return row ? toRow(row, viewer.role === "clinic") : null;
}

/* ------------------------------------------------------------------ status changes */

export type ClinicAction = "confirm" | "complete" | "cancel";

export { PATIENT_CANCEL_CONFIRMED };

type Transition = {
  bookingId: string;
  scope: { patientId: string } | { clinicId: string };
  from: BookingStatus[];
  to: BookingStatus;
  deposit: "release" | "refund" | "none";
  reason?: string | null;
  cancelledBy?: "patient" | "clinic" | "system";
  /**
   * Why a cancellation happens, for the refund the cancellation policy computes (decision 056);
   * default: who cancelled ("patient" or "clinic").
   */
  cancel?: CancelReason;
  /**
   * The refund the patient was shown before confirming their cancellation: a different amount
   * now (the day changed) refuses the change with the new amount, nothing moved.
   */
  expectRefundUsdMinor?: number;
  now?: Date;
  /** The words when the booking is in another status. */
  refuse: (status: BookingStatus) => string;
  /** Completion: refused before the booking's treatment date. */
  notBeforeTreatment?: boolean;
  /**
   * Runs first in the transaction (a refused surgeon change claims its proposal): a failure
   * stops the change; a later refusal of the change rolls the claim back.
   */
  claim?: (tx: DbExecutor) => Promise<Failure | null>;
};

/** Carries a refusal out of a transaction that has already written (so it rolls back). */
class RollBack extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message);
  }
}

/** The booking's cancellation terms as sentences of a notice and its mail (decision 056). */
export function termsNotice(terms: CancellationTerms | null, note: string | null): NoticeMsg[] {
  const clean = note?.trim();
  return [
    { id: /*i18n*/ "notice.booking.terms" },
    { id: TERMS_SUMMARY[terms ?? LEGACY_TERMS] },
    ...(terms ? [] : [{ id: /*i18n*/ "terms.legacy" } as const]),
    ...(clean ? [{ id: /*i18n*/ "terms.note", values: { note: clean } } as const] : []),
    { id: /*i18n*/ "terms.always" },
  ];
}

/** A patient who deleted their account (patient_id null) is told nothing. */
async function notifyPatient(
  tx: DbExecutor,
  patientId: string | null,
  n: Parameters<typeof notifyUser>[2],
) {
  if (patientId) await notifyUser(tx, patientId, n);
}

async function announce(
  tx: DbExecutor,
  kind: "booking_confirmed" | "booking_completed" | "booking_cancelled",
  b: typeof bookings.$inferSelect,
  dep: { amountUsdMinor: number; refundedUsdMinor: number; status: DepositStatus } | null,
  clinicName: string,
  by?: "patient" | "clinic" | "system",
) {
  const deposit = dep ? { money: { minor: dep.amountUsdMinor, currency: "USD" } } : null;
  const key = `booking:${b.id}:${kind}`;
  const reference = b.reference;
  const treatment = { treatment: b.treatment };
  const reason: NoticeMsg[] = b.cancelReason
    ? [{ id: /*i18n*/ "notice.booking.reason", values: { reason: b.cancelReason } }]
    : [];
  if (kind === "booking_confirmed") {
    await notifyPatient(tx, b.patientId, {
      kind,
      title: { id: /*i18n*/ "notice.booking-confirmed.title", values: { reference } },
      body: [
        {
          id: /*i18n*/ "notice.booking-confirmed.body",
          values: { clinic: clinicName, treatment, date: { day: b.consultationDate } },
        },
        ...(deposit
          ? [{ id: /*i18n*/ "notice.booking-confirmed.deposit", values: { deposit } } as const]
          : []),
        ...termsNotice(b.cancellationTerms, b.cancellationNote),
      ],
      link: "/dashboard/bookings",
      dedupeKey: key,
    });
  } else if (kind === "booking_completed") {
    await notifyPatient(tx, b.patientId, {
      kind,
      title: { id: /*i18n*/ "notice.booking-completed.title", values: { reference } },
      body: [
        { id: /*i18n*/ "notice.booking-completed.body", values: { clinic: clinicName, treatment } },
      ],
      link: "/dashboard/reviews",
      dedupeKey: key,
    });
  } else {
    const refunded = deposit && dep?.status === "refunded" ? deposit : null;
    // Part of the deposit back under the cancellation terms, or none of it (decision 056).
    const underTerms: NoticeMsg[] =
      dep && dep.status !== "refunded" && b.refundRule === "terms"
        ? [
            dep.refundedUsdMinor > 0
              ? {
                  id: /*i18n*/ "notice.booking-cancelled.partial-refund",
                  values: {
                    refund: { money: { minor: dep.refundedUsdMinor, currency: "USD" } },
                    deposit: deposit!,
                  },
                }
              : {
                  id: /*i18n*/ "notice.booking-cancelled.no-refund",
                  values: { deposit: deposit! },
                },
          ]
        : [];
    if (by === "system") {
      // The clinic did not confirm in time: both sides are told.
      const body: NoticeMsg[] = [
        {
          id: /*i18n*/ "notice.booking-cancelled.unconfirmed.body",
          values: { treatment, clinic: clinicName, hours: CONFIRM_WITHIN_HOURS },
        },
        ...(refunded
          ? [
              {
                id: /*i18n*/ "notice.booking-cancelled.by-clinic.refund",
                values: { deposit: refunded },
              } as const,
            ]
          : []),
      ];
      await notifyPatient(tx, b.patientId, {
        kind,
        title: { id: /*i18n*/ "notice.booking-cancelled.unconfirmed.title", values: { reference } },
        body,
        link: "/dashboard/bookings",
        dedupeKey: key,
      });
      await notifyClinic(tx, b.clinicId, {
        kind,
        title: { id: /*i18n*/ "notice.booking-cancelled.unconfirmed.title", values: { reference } },
        body: [
          {
            id: /*i18n*/ "notice.booking-cancelled.unconfirmed.clinic",
            values: { treatment, hours: CONFIRM_WITHIN_HOURS },
          },
        ],
        link: "/dashboard/requests/bookings",
        dedupeKey: key,
        about: b.patientId ?? undefined,
      });
      return;
    }
    // Only the other side is told; the one who cancelled sees the result on the page.
    if (by === "clinic") {
      await notifyPatient(tx, b.patientId, {
        kind,
        title: { id: /*i18n*/ "notice.booking-cancelled.by-clinic.title", values: { reference } },
        body: [
          {
            id: /*i18n*/ "notice.booking-cancelled.by-clinic.body",
            values: { treatment, clinic: clinicName },
          },
          ...reason,
          ...(refunded
            ? [
                {
                  id: /*i18n*/ "notice.booking-cancelled.by-clinic.refund",
                  values: { deposit: refunded },
                } as const,
              ]
            : []),
        ],
        link: "/dashboard/bookings",
        dedupeKey: key,
      });
    } else {
      await notifyClinic(tx, b.clinicId, {
        kind,
        title: { id: /*i18n*/ "notice.booking-cancelled.by-patient.title", values: { reference } },
        body: [
          {
            id: /*i18n*/ "notice.booking-cancelled.by-patient.body",
            values: { treatment, date: { day: b.consultationDate } },
          },
          ...reason,
          ...(refunded
            ? [
                {
                  id: /*i18n*/ "notice.booking-cancelled.by-patient.refund",
                  values: { deposit: refunded },
                } as const,
              ]
            : underTerms),
        ],
        link: "/dashboard/requests/bookings",
        dedupeKey: key,
        about: b.patientId ?? undefined,
      });
    }
  }
}

export type StatusChanged = {
  reference: string;
  status: BookingStatus;
  depositStatus: DepositStatus | null;
  /** What this change refunded of the deposit (null: it refunded nothing, no cancellation). */
  refundedUsdMinor: number | null;
  refundRule: RefundRule | null;
};

/** The refund shown before a cancellation is no longer today's (the day changed). */
export const REFUND_CHANGED = (amount: string) =>
  `The refund for cancelling today is now ${amount} USD. Nothing was cancelled. Check the amount, then cancel again to confirm.`;

function refundChanged(r: Refund): Failure {
  return failure(409, REFUND_CHANGED(formatMinor(r.amountUsdMinor, "USD")));
}

/**
 * Runs a status change and its notifications in one transaction. A booking that is not in
 * scope is a 404; one in another status (or not yet at its treatment date) a 409.
 */
export async function change(
  t: Transition,
  kind: Parameters<typeof announce>[1],
  dbArg?: Db,
): Promise<Result<StatusChanged>> {
  const db = dbArg ?? (await getDb());
  const now = t.now ?? new Date();
  const scope =
    "patientId" in t.scope
      ? eq(bookings.patientId, t.scope.patientId)
      : eq(bookings.clinicId, t.scope.clinicId);
  if (!isUuid(t.bookingId)) return failure(404, BOOKING_NOT_FOUND);
  // A refusal returned from the transaction comes before its first write, so nothing commits;
  // one after the claim's write is thrown (RollBack) so that the claim is undone.
  try {
    return await db.transaction((tx) => changeIn(tx, t, kind, scope, now));
  } catch (err) {
    if (err instanceof RollBack) return err.failure;
    throw err;
  }
}

async function changeIn(
  tx: DbExecutor,
  t: Transition,
  kind: Parameters<typeof announce>[1],
  scope: ReturnType<typeof eq>,
  now: Date,
): Promise<Result<StatusChanged>> {
  if (t.claim) {
    const refused = await t.claim(tx);
    if (refused) return refused;
  }
  if (t.notBeforeTreatment) {
    const [cur] = await tx
      .select({ surgeryDate: bookings.surgeryDate, consultationDate: bookings.consultationDate })
      .from(bookings)
      .where(and(eq(bookings.id, t.bookingId), scope))
      .limit(1)
      .for("update");
    if (cur && !canCompleteNow(cur, now))
      return failure(409, completeTooEarlyMessage(completableFrom(cur)!));
  }
  const [b] = await tx
    .update(bookings)
    .set({
      status: t.to,
      updatedAt: now,
      ...(t.to === "confirmed" ? { confirmedAt: now } : {}),
      ...(t.to === "completed" ? { completedAt: now } : {}),
      ...(t.to === "cancelled"
        ? { cancelledAt: now, cancelledBy: t.cancelledBy ?? null, cancelReason: t.reason || null }
        : {}),
    })
    .where(and(eq(bookings.id, t.bookingId), scope, inArray(bookings.status, t.from)))
    .returning();
  if (!b) {
    const [cur] = await tx
      .select({ status: bookings.status })
      .from(bookings)
      .where(and(eq(bookings.id, t.bookingId), scope))
      .limit(1);
    const refused = cur ? failure(409, t.refuse(cur.status)) : failure(404, BOOKING_NOT_FOUND);
    if (t.claim) throw new RollBack(refused);
    return refused;
  }
  const [dep] = await tx
    .select()
    .from(deposits)
    .where(eq(deposits.bookingId, b.id))
    .limit(1)
    .for("update");
  let depositStatus: DepositStatus | null = dep?.status ?? null;
  let refundedUsdMinor = dep?.refundedUsdMinor ?? 0;
  let refund: Refund | null = null;
  let booking = b;
  const at = { bookingId: b.id, clinicId: b.clinicId, now };
  // While a resolution case is open on the booking, a held deposit stays held (decision 057).
  if (
    dep?.providerRef &&
    t.deposit === "release" &&
    dep.status === "held" &&
    !(await caseOpen(tx, b.id))
  ) {
    depositStatus = await releaseDeposit(tx, dep, at, "clinic-confirmed");
  } else if (
    dep?.providerRef &&
    t.deposit === "refund" &&
    (dep.status === "held" || dep.status === "released" || dep.status === "authorized")
  ) {
    // The one place deposit money moves on a cancellation: the amount is the policy's
    // (decision 056), from the terms frozen on the booking and the dates; never typed.
    refund = refundFor({
      terms: b.cancellationTerms,
      bookedAt: b.createdAt,
      treatmentDate: treatmentDay(b),
      cancelAt: now,
      reason: t.cancel ?? (t.cancelledBy === "clinic" ? "clinic" : "patient"),
      // b is the row after the update: confirmedAt is set only by a confirmation.
      confirmed: b.confirmedAt !== null,
      depositUsdMinor: dep.amountUsdMinor,
    });
    if (t.expectRefundUsdMinor !== undefined && t.expectRefundUsdMinor !== refund.amountUsdMinor)
      throw new RollBack(refundChanged(refund));
    const reason = t.cancelledBy === "clinic" ? "clinic-cancelled" : "patient-cancelled";
    // Never more than is left (a resolution case may have refunded part already).
    const r = await refundDeposit(tx, dep, at, {
      amountUsdMinor: refund.amountUsdMinor,
      reason,
      idempotencyKey: `deposit-refund:${dep.id}`,
    });
    refundedUsdMinor = r.deposit.refundedUsdMinor;
    depositStatus = r.deposit.status;
    // What the terms keep goes to the clinic, if it was still held.
    if (depositStatus !== "refunded" && (dep.status === "held" || dep.status === "authorized"))
      depositStatus = await releaseDeposit(tx, r.deposit, at, reason);
    [booking] = await tx
      .update(bookings)
      .set({ refundRule: refund.rule })
      .where(eq(bookings.id, b.id))
      .returning();
  }
  const [place] = await clinicPlace(tx, b.clinicId);
  await announce(
    tx,
    kind,
    booking!,
    dep ? { amountUsdMinor: dep.amountUsdMinor, refundedUsdMinor, status: depositStatus! } : null,
    place?.name ?? "The clinic",
    t.cancelledBy,
  );
  return ok({
    reference: b.reference,
    status: b.status,
    depositStatus,
    refundedUsdMinor: refund ? refundedUsdMinor : null,
    refundRule: refund?.rule ?? null,
  });
}

/** A resolution case on the booking that is not closed yet (decision 057). */
async function caseOpen(tx: DbExecutor, bookingId: string): Promise<boolean> {
  const [c] = await tx
    .select({ id: resolutionCases.id })
    .from(resolutionCases)
    .where(and(eq(resolutionCases.bookingId, bookingId), ne(resolutionCases.status, "closed")))
    .limit(1);
  return Boolean(c);
}

const already = (s: BookingStatus) =>
  s === "cancelled"
    ? "This booking was cancelled."
    : s === "completed"
      ? "This booking is already completed."
      : `This booking is ${s}.`;

export function clinicBookingAction(
  clinicId: string,
  bookingId: string,
  action: ClinicAction,
  opts: { reason?: string | null; now?: Date } = {},
  db?: Db,
) {
  const base = { bookingId, scope: { clinicId }, now: opts.now };
  if (action === "confirm")
    return change(
      {
        ...base,
        from: ["pending"],
        to: "confirmed",
        deposit: "release",
        refuse: (s) => (s === "confirmed" ? "This booking is already confirmed." : already(s)),
      },
      "booking_confirmed",
      db,
    );
  if (action === "complete")
    return change(
      {
        ...base,
        from: ["confirmed"],
        to: "completed",
        deposit: "none",
        notBeforeTreatment: true,
        refuse: (s) =>
          s === "pending" ? "Confirm this booking before you mark it completed." : already(s),
      },
      "booking_completed",
      db,
    );
  return change(
    {
      ...base,
      from: ["pending", "confirmed"],
      to: "cancelled",
      deposit: "refund",
      reason: opts.reason,
      cancelledBy: "clinic",
      refuse: (s) => (s === "completed" ? "A completed booking can't be cancelled." : already(s)),
    },
    "booking_cancelled",
    db,
  );
}

/**
 * The patient cancels, before or after the clinic confirmed. The deposit is refunded as the
 * cancellation policy computes it (decision 056): in full before confirmation, else per the
 * booking's frozen terms, the cooling-off period first. `expectRefundUsdMinor` is the amount the
 * patient was shown: a different amount today refuses with the new one, nothing moved.
 */
export function cancelBookingByPatient(
  patientId: string,
  bookingId: string,
  opts: { reason?: string | null; now?: Date; expectRefundUsdMinor?: number } = {},
  db?: Db,
) {
  return change(
    {
      bookingId,
      scope: { patientId },
      now: opts.now,
      from: ["pending", "confirmed"],
      to: "cancelled",
      deposit: "refund",
      reason: opts.reason,
      cancelledBy: "patient",
      cancel: "patient",
      expectRefundUsdMinor: opts.expectRefundUsdMinor,
      refuse: (s) => (s === "completed" ? "A completed booking can't be cancelled." : already(s)),
    },
    "booking_cancelled",
    db,
  );
}

/**
 * What the patient would get back if the booking were cancelled by them at `now` (the booking
 * page shows it; the cancellation applies the same function). Null when nothing can be
 * cancelled or refunded (not pending or confirmed, no deposit).
 */
export function refundIfCancelledNow(b: BookingRow, now: Date): Refund | null {
  if (b.status !== "pending" && b.status !== "confirmed") return null;
  if (!b.deposit || !["held", "released", "authorized"].includes(b.deposit.status)) return null;
  return refundFor({
    terms: b.cancellationTerms,
    bookedAt: new Date(b.createdAt),
    treatmentDate: treatmentDay(b),
    cancelAt: now,
    reason: "patient",
    confirmed: b.status === "confirmed",
    depositUsdMinor: b.deposit.amountUsdMinor,
  });
}

/* ------------------------------------------------------------------ response window */

export const CONFIRM_TIMEOUT_JOB = "booking.confirm-timeout";

/**
 * The clinic's response window (decision 056): a booking still pending CONFIRM_WITHIN_HOURS
 * after it was made is cancelled by the system with a full refund, both sides told. Queued by
 * createBooking; a booking confirmed or cancelled meanwhile is left alone.
 */
export async function cancelUnconfirmed(tx: DbExecutor, bookingId: string, now: Date) {
  if (!isUuid(bookingId)) return null;
  const [cur] = await tx
    .select({ clinicId: bookings.clinicId, status: bookings.status })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .limit(1);
  if (!cur || cur.status !== "pending") return null;
  const r = await changeIn(
    tx,
    {
      bookingId,
      scope: { clinicId: cur.clinicId },
      now,
      from: ["pending"],
      to: "cancelled",
      deposit: "refund",
      cancelledBy: "system",
      cancel: "unconfirmed",
      refuse: already,
    },
    "booking_cancelled",
    eq(bookings.clinicId, cur.clinicId),
    now,
  );
  return r.ok ? r.value : null;
}

export const bookingJobHandlers: JobHandlers = {
  [CONFIRM_TIMEOUT_JOB]: async ({ tx, job, now }) => {
    await cancelUnconfirmed(tx, String(job.payload?.bookingId ?? ""), now);
  },
};

/**
 * Development and browser tests only (the /dev/bookings route, behind the dev mailbox switch):
 * moves a booking's dates so its treatment is today, keeping their spacing, to simulate the
 * passage of time. Returns false for an unknown reference.
 */
export async function devMoveTreatmentToToday(reference: string, now = new Date()) {
  const db = await getDb();
  const [b] = await db
    .select({
      id: bookings.id,
      consultationDate: bookings.consultationDate,
      surgeryDate: bookings.surgeryDate,
      returnDate: bookings.returnDate,
    })
    .from(bookings)
    .where(eq(bookings.reference, reference))
    .limit(1);
  if (!b) return false;
  const anchor = b.surgeryDate ?? b.consultationDate;
  if (!anchor) return true;
  const shift = -daysBetween(todayIso(now), anchor);
  const move = (d: string | null) => (d ? addDays(d, shift) : null);
  await db
    .update(bookings)
    .set({
      consultationDate: move(b.consultationDate),
      surgeryDate: move(b.surgeryDate),
      returnDate: move(b.returnDate),
      updatedAt: now,
    })
    .where(eq(bookings.id, b.id));
  return true;
}
