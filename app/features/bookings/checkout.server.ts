import { randomUUID } from "node:crypto";
import { z } from "zod";
import { getDb } from "~/db/client.server";
import { getCurrencyFromRequest, getRates } from "~/services/currency/currency.server";
import { CARD_MESSAGES, carriesCardData, makePaymentSchema } from "~/services/payments/card-schema";
import {
  AUTHORISATION_DAYS,
  DEPOSIT_PERCENT,
  type DepositQuote,
} from "~/services/payments/deposit";
import { getPaymentProvider, stripePublishableKey } from "~/services/payments/payments.server";
import { TEST_CARDS } from "~/services/payments/test-cards";
import { isCurrencyCode, type CurrencyCode } from "~/utils/money";
import { type Failure, type Result, failure, ok } from "~/utils/result";
import { defaultSchedule, isIsoDate, makeBookingDatesSchema, todayIso } from "./booking-schema";
import {
  type Booked,
  type CheckoutSource,
  type CheckoutSubject,
  type ShownAmounts,
  confirmAmounts,
  createBooking,
  TERMS_REQUIRED,
  depositFor,
  isPriceChanged,
  loadCheckoutSubject,
  needsAction,
} from "./bookings.server";

/** The checkout page's data and its submit (thin route: app/routes/checkout.tsx). */

export type CheckoutValues = {
  consultationDate: string;
  surgeryDate: string;
  returnDate: string;
  travellers: string;
  cardName: string;
  /** "on" when "I have read the cancellation terms" is ticked. */
  termsAccepted: string;
};

export type CheckoutPageData = {
  subject: CheckoutSubject;
  defaults: CheckoutValues;
  amounts: DepositQuote;
  depositPercent: number;
  idempotencyKey: string;
  testMode: boolean;
  testCards: Array<{ number: string; label: string }>;
  /** Which card component the page loads: the test-card field, or Stripe's Payment Element. */
  cardComponent: "test" | "stripe";
  /** Stripe's publishable key (only with PAYMENT_PROVIDER=stripe). */
  stripeKey: string | null;
  /** Days an authorisation lasts: a treatment further away is captured at booking. */
  authorisationDays: number;
};

export function sourceFromParams(params: URLSearchParams): CheckoutSource | null {
  const quote = params.get("quote");
  const pkg = params.get("package");
  if (quote) return { quoteId: quote.trim() };
  if (pkg) return { packageSlug: pkg };
  return null;
}

const CHOOSE_SOURCE = "Choose a package or an accepted quote to book.";

/** The page's data, or a 404/409 `Failure` (no source, not the patient's, already booked). */
export async function loadCheckoutPage(
  request: Request,
  patientId: string,
  now = new Date(),
): Promise<Result<CheckoutPageData>> {
  const url = new URL(request.url);
  const source = sourceFromParams(url.searchParams);
  if (!source) return failure(404, CHOOSE_SOURCE);
  const db = await getDb();
  const found = await loadCheckoutSubject(db, patientId, source, { now });
  if (!found.ok) return found;
  const subject = found.value;
  if (subject.bookedReference)
    return failure(
      409,
      `This quote is already booked (reference ${subject.bookedReference}). You'll find it under Bookings in your dashboard.`,
    );
  const tomorrow = todayIso(new Date(now.getTime() + 86_400_000));
  const pick = (v: string | null | undefined) => (v && isIsoDate(v) && v >= tomorrow ? v : "");
  const consultation = pick(url.searchParams.get("date")) || pick(subject.preferredStart);
  const sched = consultation ? defaultSchedule(consultation, subject.durationDays) : null;
  const travellersParam = Number(url.searchParams.get("travellers"));
  const travellers =
    Number.isInteger(travellersParam) && travellersParam >= 1 && travellersParam <= 6
      ? travellersParam
      : subject.travellers;
  const provider = getPaymentProvider();
  const rates = await getRates();
  return ok({
    subject,
    defaults: {
      consultationDate: consultation,
      surgeryDate: sched?.surgeryDate ?? "",
      returnDate:
        pick(subject.preferredEnd) && sched && subject.preferredEnd! >= sched.surgeryDate
          ? subject.preferredEnd!
          : (sched?.returnDate ?? ""),
      travellers: String(travellers),
      cardName: "",
      termsAccepted: "",
    },
    amounts: depositFor(subject, getCurrencyFromRequest(request), rates),
    depositPercent: DEPOSIT_PERCENT,
    idempotencyKey: randomUUID(),
    testMode: provider.testMode,
    testCards: provider.testMode
      ? TEST_CARDS.map((c) => ({
          number: c.number.replace(/(\d{4})(?=\d)/g, "$1 "),
          label: c.label,
        }))
      : [],
    cardComponent: provider.id === "stripe" ? "stripe" : "test",
    stripeKey: provider.id === "stripe" ? stripePublishableKey() : null,
    authorisationDays: AUTHORISATION_DAYS,
  });
}

export type CheckoutActionResult = {
  ok: false;
  formError?: string;
  fieldErrors: Partial<
    Record<keyof CheckoutValues | "cardCvc" | "payment" | "paymentToken", string>
  >;
  /**
   * The bank asks the patient to confirm the payment (3-D Secure): the card component completes
   * the challenge in the browser, then posts the form again with this reference as its token.
   */
  requiresAction?: { providerRef: string; clientSecret: string };
  /** What the patient typed (no card data ever reaches the server), so nothing is typed again. */
  values: CheckoutValues;
  /**
   * Set when the amounts changed since the page was shown (or the form did not say what it
   * showed): the amounts to show now and carry in the form, so paying again confirms them.
   */
  confirmAmounts?: DepositQuote;
};

/** The amounts the checkout showed, carried by the form (checkout-form.tsx); null if absent. */
export function shownAmountsFromForm(form: FormData): ShownAmounts | null {
  const int = (k: string) => {
    const v = form.get(k);
    return typeof v === "string" && /^\d{1,12}$/.test(v) ? Number(v) : null;
  };
  const totalMinor = int("shownTotalMinor");
  const depositUsdMinor = int("shownDepositUsdMinor");
  const currency = form.get("shownCurrency");
  if (totalMinor === null || depositUsdMinor === null || typeof currency !== "string") return null;
  if (!/^[A-Z]{3}$/.test(currency)) return null;
  return { totalMinor, currency, depositUsdMinor };
}

const CONFIRM_AMOUNT =
  "Please check the amount below, then pay again to confirm it. Nothing was charged.";

const str = (form: FormData, k: string) => {
  const v = form.get(k);
  return typeof v === "string" ? v.slice(0, 200) : "";
};

/** What the patient typed, as the form shows it again after a refusal (no card data). */
function checkoutValues(form: FormData): CheckoutValues {
  return {
    consultationDate: str(form, "consultationDate"),
    surgeryDate: str(form, "surgeryDate"),
    returnDate: str(form, "returnDate"),
    travellers: str(form, "travellers"),
    cardName: carriesCardData(form) ? "" : str(form, "cardName"),
    termsAccepted: str(form, "termsAccepted") === "on" ? "on" : "",
  };
}

/**
 * The fields the patient fills in: the dates and travellers, the name on the card and the
 * card component's token. Both parts are checked at once, so every field's error shows together.
 */
export const CheckoutSchema = z.intersection(
  z.intersection(makeBookingDatesSchema(), makePaymentSchema()),
  // The server's check of "I have read the cancellation terms" (decision 056).
  z.object({ termsAccepted: z.literal("on", { message: TERMS_REQUIRED }) }),
);
export type CheckoutInput = z.infer<typeof CheckoutSchema>;

/** What `CheckoutSchema` reads: the typed values and the card component's token. */
export function checkoutInput(form: FormData) {
  return { ...checkoutValues(form), paymentToken: str(form, "paymentToken") };
}

/**
 * A form carrying a card number, expiry or CVC is refused before anything reads it: nothing is
 * echoed back, stored or logged (issue 17). A 400 with a form-level message.
 */
export function refuseCardData(form: FormData): Failure | null {
  return carriesCardData(form) ? failure(400, CARD_MESSAGES.rawCardRefused) : null;
}

function sourceFromForm(form: FormData): CheckoutSource | null {
  const quoteId = str(form, "quote");
  const packageSlug = str(form, "package");
  return quoteId ? { quoteId } : packageSlug ? { packageSlug } : null;
}

/** Fields that do not parse; a form that names nothing to book says so first. */
export function invalidCheckout(errors: Record<string, string>, form: FormData): Failure {
  const raw = refuseCardData(form);
  if (raw) return raw;
  return sourceFromForm(form)
    ? failure(400, "Please correct the highlighted fields.", errors)
    : failure(400, CHOOSE_SOURCE);
}

/**
 * Books what the form names, for the amounts it says it showed. A form that does not say what
 * it showed charges nothing: the amount is shown and the patient asked to pay again.
 */
export async function submitCheckout(
  input: CheckoutInput,
  form: FormData,
  request: Request,
  patientId: string,
  now = new Date(),
): Promise<Result<Booked>> {
  const raw = refuseCardData(form);
  if (raw) return raw;
  const source = sourceFromForm(form);
  if (!source) return failure(400, CHOOSE_SOURCE);
  const selected = str(form, "displayCurrency");
  const displayCurrency: CurrencyCode = isCurrencyCode(selected)
    ? selected
    : getCurrencyFromRequest(request);
  const rates = await getRates();
  const shown = shownAmountsFromForm(form);
  if (!shown) {
    const subject = await loadCheckoutSubject(await getDb(), patientId, source, { now });
    if (!subject.ok) return subject;
    return confirmAmounts(CONFIRM_AMOUNT, depositFor(subject.value, displayCurrency, rates));
  }
  return createBooking({
    patientId,
    idempotencyKey: str(form, "idempotencyKey"),
    source,
    consultationDate: input.consultationDate,
    surgeryDate: input.surgeryDate,
    returnDate: input.returnDate,
    travellers: input.travellers,
    paymentToken: input.paymentToken,
    termsAccepted: input.termsAccepted === "on",
    displayCurrency,
    rates,
    shown,
    now,
  });
}

/** A refusal as the page shows it: the message, the fields' errors, what was typed. */
export function checkoutFailure(f: Failure, form: FormData): CheckoutActionResult {
  return {
    ok: false,
    formError: f.message,
    fieldErrors: f.fieldErrors ?? {},
    values: checkoutValues(form),
    confirmAmounts: isPriceChanged(f) ? f.confirmAmounts : undefined,
    requiresAction: needsAction(f) ? f.requiresAction : undefined,
  };
}
