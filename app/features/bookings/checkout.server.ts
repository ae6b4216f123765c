import { randomUUID } from "node:crypto";
import { getDb } from "~/db/client.server";
import { getCurrencyFromRequest, getRates } from "~/services/currency/currency.server";
import { makeCardSchema, parseExpiry } from "~/services/payments/card-schema";
import { DEPOSIT_PERCENT, type DepositQuote } from "~/services/payments/deposit";
import { getPaymentProvider } from "~/services/payments/payments.server";
import { TEST_CARDS } from "~/services/payments/test-provider.server";
import { isCurrencyCode, type CurrencyCode } from "~/utils/money";
import { fieldErrors } from "~/utils/validation";
import { defaultSchedule, isIsoDate, makeBookingDatesSchema, todayIso } from "./booking-schema";
import {
  type CheckoutSource,
  type CheckoutSubject,
  BookingError,
  PriceChangedError,
  type ShownAmounts,
  createBooking,
  depositFor,
  loadCheckoutSubject,
} from "./bookings.server";

/** The checkout page's data and its submit (thin route: app/routes/checkout.tsx). */

export type CheckoutValues = {
  consultationDate: string;
  surgeryDate: string;
  returnDate: string;
  travellers: string;
  cardName: string;
  cardNumber: string;
  cardExpiry: string;
};

export type CheckoutPageData = {
  subject: CheckoutSubject;
  defaults: CheckoutValues;
  amounts: DepositQuote;
  depositPercent: number;
  idempotencyKey: string;
  testMode: boolean;
  testCards: Array<{ number: string; label: string }>;
};

export function sourceFromParams(params: URLSearchParams): CheckoutSource | null {
  const quote = params.get("quote");
  const pkg = params.get("package");
  if (quote) return { quoteId: quote.trim() };
  if (pkg) return { packageSlug: pkg };
  return null;
}

export async function loadCheckoutPage(
  request: Request,
  patientId: string,
  now = new Date(),
): Promise<CheckoutPageData> {
  const url = new URL(request.url);
  const source = sourceFromParams(url.searchParams);
  if (!source)
    throw new BookingError(404, "Choose a package or an accepted quote to book.", "no_source");
  const db = await getDb();
  const subject = await loadCheckoutSubject(db, patientId, source, { now });
  if (subject.bookedReference)
    throw new BookingError(
      409,
      `This quote is already booked (reference ${subject.bookedReference}). You'll find it under Bookings in your dashboard.`,
      "quote_booked",
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
  return {
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
      cardNumber: "",
      cardExpiry: "",
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
  };
}

export type CheckoutActionResult = {
  ok: false;
  formError?: string;
  fieldErrors: Partial<Record<keyof CheckoutValues | "cardCvc", string>>;
  /** What the patient typed (never the CVC), so nothing has to be typed again. */
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

export async function submitCheckout(
  form: FormData,
  request: Request,
  patientId: string,
  now = new Date(),
): Promise<
  | { ok: true; reference: string; replayed: boolean }
  | { ok: false; status: number; result: CheckoutActionResult }
> {
  const values: CheckoutValues = {
    consultationDate: str(form, "consultationDate"),
    surgeryDate: str(form, "surgeryDate"),
    returnDate: str(form, "returnDate"),
    travellers: str(form, "travellers"),
    cardName: str(form, "cardName"),
    cardNumber: str(form, "cardNumber"),
    cardExpiry: str(form, "cardExpiry"),
  };
  const fail = (
    status: number,
    fieldErrors: CheckoutActionResult["fieldErrors"],
    formError?: string,
    confirmAmounts?: DepositQuote,
  ) => ({
    ok: false as const,
    status,
    result: { ok: false as const, formError, fieldErrors, values, confirmAmounts },
  });
  const quoteId = str(form, "quote");
  const packageSlug = str(form, "package");
  const source: CheckoutSource | null = quoteId
    ? { quoteId }
    : packageSlug
      ? { packageSlug }
      : null;
  if (!source) return fail(400, {}, "Choose a package or an accepted quote to book.");

  const dates = makeBookingDatesSchema(() => now).safeParse(values);
  const card = makeCardSchema(() => now).safeParse({ ...values, cardCvc: str(form, "cardCvc") });
  if (!dates.success || !card.success)
    return fail(
      400,
      fieldErrors({ issues: [...(dates.error?.issues ?? []), ...(card.error?.issues ?? [])] }),
      "Please correct the highlighted fields.",
    );

  const selected = str(form, "displayCurrency");
  const displayCurrency: CurrencyCode = isCurrencyCode(selected)
    ? selected
    : getCurrencyFromRequest(request);
  const expiry = parseExpiry(card.data.cardExpiry)!;
  const rates = await getRates();
  const shown = shownAmountsFromForm(form);
  try {
    if (!shown) {
      // A form that does not say what it showed charges nothing: show the amount, ask again.
      const subject = await loadCheckoutSubject(await getDb(), patientId, source, { now });
      return fail(409, {}, CONFIRM_AMOUNT, depositFor(subject, displayCurrency, rates));
    }
    const res = await createBooking({
      patientId,
      idempotencyKey: str(form, "idempotencyKey"),
      source,
      consultationDate: dates.data.consultationDate,
      surgeryDate: dates.data.surgeryDate,
      returnDate: dates.data.returnDate,
      travellers: dates.data.travellers,
      card: {
        number: card.data.cardNumber,
        cvc: card.data.cardCvc,
        name: card.data.cardName,
        expMonth: expiry.month,
        expYear: expiry.year,
      },
      displayCurrency,
      rates,
      shown,
      now,
    });
    if (!res.ok)
      return fail(
        402,
        res.code === "incorrect_cvc" ? { cardCvc: res.message } : { cardNumber: res.message },
        res.message,
      );
    return { ok: true, reference: res.reference, replayed: res.replayed };
  } catch (e) {
    if (e instanceof PriceChangedError) return fail(409, {}, e.message, e.current);
    if (e instanceof BookingError) return fail(e.status, {}, e.message);
    throw e;
  }
}
