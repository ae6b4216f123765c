import { Building2, CalendarDays, CreditCard, Lock, MapPin, ShieldCheck } from "lucide-react";
import { useEffect, useState, type ChangeEvent } from "react";
import { Form } from "react-router";
import { useCurrency } from "~/components/currency-context";
import { InputField, SelectField } from "~/components/forms/field";
import { Notice } from "~/components/forms/notice";
import { SubmitButton } from "~/components/forms/submit-button";
import { formatCardNumberInput, formatExpiryInput } from "~/services/payments/card-schema";
import { depositQuote } from "~/services/payments/deposit";
import { formatMinor } from "~/utils/money";
import { MAX_TRAVELLERS, formatDay } from "../booking-schema";
import type { CheckoutPageData, CheckoutActionResult } from "../checkout.server";

type Props = { page: CheckoutPageData; result?: CheckoutActionResult };

/** Reformats a field as it is typed, keeping the caret after the same number of digits. */
function formatted(e: ChangeEvent<HTMLInputElement>, format: (v: string) => string): string {
  const input = e.currentTarget;
  const caret = input.selectionStart ?? input.value.length;
  const digitsBefore = input.value.slice(0, caret).replace(/\D/g, "").length;
  const next = format(input.value);
  let pos = 0;
  for (let seen = 0; pos < next.length && seen < digitsBefore; pos++)
    if (/\d/.test(next[pos]!)) seen++;
  requestAnimationFrame(() => {
    if (document.activeElement === input) input.setSelectionRange(pos, pos);
  });
  return next;
}

/** The checkout: dates and travellers, the card, and the USD amount before paying. */
export function CheckoutForm({ page, result }: Props) {
  const { currency, rates } = useCurrency();
  // After a price change the server's new amounts are shown and carried.
  const confirm = result?.confirmAmounts;
  const subject = confirm
    ? { ...page.subject, totalMinor: confirm.totalMinor, currency: confirm.currency }
    : page.subject;
  const amounts =
    confirm && confirm.displayCurrency === currency
      ? confirm
      : depositQuote(subject.totalMinor, subject.currency, currency, rates);
  const v = result?.values ?? page.defaults;
  const e = result?.fieldErrors ?? {};
  const depositUsd = formatMinor(amounts.depositUsdMinor, "USD");
  // Number and expiry are formatted as typed (a phone keypad has no "/"); after a refusal they
  // are shown again as typed, and the CVC is cleared (docs/payments.md).
  const [cardNumber, setCardNumber] = useState(() => formatCardNumberInput(v.cardNumber));
  const [cardExpiry, setCardExpiry] = useState(() => formatExpiryInput(v.cardExpiry));
  const [cardCvc, setCardCvc] = useState("");
  useEffect(() => {
    if (!result) return;
    setCardNumber(formatCardNumberInput(result.values.cardNumber));
    setCardExpiry(formatExpiryInput(result.values.cardExpiry));
    setCardCvc("");
  }, [result]);

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <Form method="post" className="space-y-6" aria-label="Book and pay the deposit" noValidate>
        <input type="hidden" name="idempotencyKey" value={page.idempotencyKey} />
        {subject.quoteId && <input type="hidden" name="quote" value={subject.quoteId} />}
        {subject.packageSlug && <input type="hidden" name="package" value={subject.packageSlug} />}
        <input type="hidden" name="displayCurrency" value={currency} />
        {/* What this page shows; the server charges nothing else (a change is shown first). */}
        <input type="hidden" name="shownTotalMinor" value={amounts.totalMinor} />
        <input type="hidden" name="shownCurrency" value={amounts.currency} />
        <input type="hidden" name="shownDepositUsdMinor" value={amounts.depositUsdMinor} />

        {result?.formError && (
          <Notice
            tone="error"
            title={confirm ? "Please confirm the new amount" : "Your booking was not made"}
            id="checkout-error"
          >
            {result.formError}
          </Notice>
        )}

        <fieldset className="rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] ring-1 ring-slate-900/5 sm:p-6">
          <legend className="sr-only">Your dates</legend>
          <h2 className="flex items-center gap-2 text-lg font-bold text-slate-900">
            <CalendarDays aria-hidden className="size-5 text-primary-700" /> Your dates
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            The clinic confirms these dates before your deposit is released.
          </p>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <InputField
              id="consultationDate"
              label="Consultation date"
              required
              error={e.consultationDate}
              name="consultationDate"
              type="date"
              defaultValue={v.consultationDate}
            />
            <SelectField
              id="travellers"
              label="Travellers (including you)"
              requiredMark
              error={e.travellers}
              hint="The price is per patient; companions stay with you."
              name="travellers"
              defaultValue={v.travellers || "1"}
            >
              {Array.from({ length: MAX_TRAVELLERS }, (_, i) => String(i + 1)).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </SelectField>
            <InputField
              id="surgeryDate"
              label="Treatment date"
              optional
              error={e.surgeryDate}
              hint="Blank: the day after your consultation."
              name="surgeryDate"
              type="date"
              defaultValue={v.surgeryDate}
            />
            <InputField
              id="returnDate"
              label="Return date"
              optional
              error={e.returnDate}
              hint={
                subject.durationDays
                  ? `Blank: the end of the package (${subject.durationDays} days).`
                  : "Blank: 5 days after your arrival."
              }
              name="returnDate"
              type="date"
              defaultValue={v.returnDate}
            />
          </div>
        </fieldset>

        <fieldset className="rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] ring-1 ring-slate-900/5 sm:p-6">
          <legend className="sr-only">Card details</legend>
          <h2 className="flex items-center gap-2 text-lg font-bold text-slate-900">
            <CreditCard aria-hidden className="size-5 text-primary-700" /> Pay the deposit by card
          </h2>
          {page.testMode && (
            <div
              className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
              data-testid="test-mode"
            >
              <p className="font-semibold">Test mode: no real card is charged.</p>
              <p className="mt-1">
                Use one of these test card numbers with any future expiry date and any 3-digit CVC:
              </p>
              <ul className="mt-2 space-y-1">
                {page.testCards.map((c) => (
                  <li key={c.number}>
                    <code className="rounded bg-white px-1.5 py-0.5 font-mono text-slate-900 ring-1 ring-amber-200">
                      {c.number}
                    </code>{" "}
                    {c.label}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <InputField
              id="cardName"
              label="Name on card"
              required
              error={e.cardName}
              className="sm:col-span-2"
              name="cardName"
              autoComplete="cc-name"
              maxLength={100}
              defaultValue={v.cardName}
            />
            <InputField
              id="cardNumber"
              label="Card number"
              required
              error={e.cardNumber}
              className="sm:col-span-2"
              name="cardNumber"
              inputMode="numeric"
              autoComplete="cc-number"
              maxLength={23}
              placeholder="1234 1234 1234 1234"
              value={cardNumber}
              onChange={(ev) => setCardNumber(formatted(ev, formatCardNumberInput))}
            />
            <InputField
              id="cardExpiry"
              label="Expiry (MM/YY)"
              required
              error={e.cardExpiry}
              name="cardExpiry"
              autoComplete="cc-exp"
              inputMode="numeric"
              maxLength={7}
              placeholder="MM/YY"
              value={cardExpiry}
              onChange={(ev) => setCardExpiry(formatted(ev, formatExpiryInput))}
            />
            <InputField
              id="cardCvc"
              label="Security code (CVC)"
              required
              error={e.cardCvc}
              name="cardCvc"
              type="password"
              autoComplete="cc-csc"
              inputMode="numeric"
              maxLength={4}
              value={cardCvc}
              onChange={(ev) => setCardCvc(ev.currentTarget.value.replace(/\D/g, ""))}
            />
          </div>
          <p className="mt-3 flex items-start gap-2 text-xs text-slate-600">
            <Lock aria-hidden className="mt-0.5 size-3.5 shrink-0" />
            Your card number and security code go to the payment provider only; we keep the card
            brand and last 4 digits.
          </p>

          <div
            className="mt-5 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200"
            data-testid="amount-due"
          >
            <p className="text-sm text-slate-700">
              Deposit due now ({page.depositPercent}% of the total)
            </p>
            <p className="mt-1 text-2xl font-extrabold text-slate-900">
              {depositUsd} <span className="text-base font-semibold text-slate-600">USD</span>
            </p>
            {currency !== "USD" ? (
              <p className="mt-0.5 text-sm text-slate-700" data-testid="amount-selected">
                ≈ {formatMinor(amounts.depositDisplayMinor, currency)} {currency} in your selected
                currency
              </p>
            ) : (
              <p className="mt-0.5 text-sm text-slate-700" data-testid="amount-selected">
                Your selected currency is USD.
              </p>
            )}
            <p className="mt-2 text-xs text-slate-600">
              Payment is processed in USD: your card is charged {depositUsd} USD. Your bank may show
              a converted amount.
            </p>
          </div>

          <SubmitButton
            variant="accent"
            size="lg"
            className="mt-5 w-full"
            pendingLabel="Processing payment…"
          >
            <Lock aria-hidden /> Pay {depositUsd} deposit
          </SubmitButton>
        </fieldset>
      </Form>

      <aside aria-labelledby="summary-title" className="lg:sticky lg:top-24 lg:self-start">
        <section className="rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] ring-1 ring-slate-900/5 sm:p-6">
          <h2
            id="summary-title"
            className="text-sm font-semibold uppercase tracking-wide text-primary-700"
          >
            {subject.kind === "quote" ? "Your accepted quote" : "Your package"}
          </h2>
          <p className="mt-1 text-lg font-bold text-slate-900">{subject.title}</p>
          <p className="mt-2 flex items-center gap-2 text-sm text-slate-700">
            <Building2 aria-hidden className="size-4 shrink-0 text-slate-500" />{" "}
            {subject.clinicName}
          </p>
          <p className="mt-1 flex items-center gap-2 text-sm text-slate-700">
            <MapPin aria-hidden className="size-4 shrink-0 text-slate-500" /> {subject.city},{" "}
            {subject.country}
          </p>
          {subject.quoteExpiresAt && (
            <p className="mt-1 text-sm text-slate-600">
              Quote valid until {formatDay(subject.quoteExpiresAt.slice(0, 10))}
            </p>
          )}
          <dl className="mt-4 space-y-2 border-t border-slate-100 pt-4 text-sm">
            <div className="flex justify-between gap-3">
              <dt className="text-slate-600">Total</dt>
              <dd className="font-semibold text-slate-900" data-testid="total">
                {formatMinor(subject.totalMinor, subject.currency)} {subject.currency}
              </dd>
            </div>
            {subject.currency !== "USD" && (
              <div className="flex justify-between gap-3">
                <dt className="text-slate-600">Total in USD</dt>
                <dd className="text-slate-900">{formatMinor(amounts.totalUsdMinor, "USD")} USD</dd>
              </div>
            )}
            {currency !== subject.currency && (
              <div className="flex justify-between gap-3">
                <dt className="text-slate-600">In your currency</dt>
                <dd className="text-slate-900">
                  ≈ {formatMinor(amounts.totalDisplayMinor, currency)} {currency}
                </dd>
              </div>
            )}
            <div className="flex justify-between gap-3 border-t border-slate-100 pt-2">
              <dt className="font-semibold text-slate-900">Deposit now</dt>
              <dd className="font-bold text-slate-900">{depositUsd} USD</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-slate-600">Balance, paid to the clinic</dt>
              <dd className="text-slate-900">
                {formatMinor(amounts.totalUsdMinor - amounts.depositUsdMinor, "USD")} USD
              </dd>
            </div>
          </dl>
          <ul className="mt-4 space-y-2 border-t border-slate-100 pt-4 text-sm text-slate-700">
            <li className="flex items-start gap-2">
              <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-primary-700" />
              Your deposit is held, not paid out, until the clinic confirms your appointment.
            </li>
            <li className="flex items-start gap-2">
              <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-primary-700" />
              Refunded in full if the clinic declines or cancels, or if you cancel before it
              confirms.
            </li>
          </ul>
        </section>
      </aside>
    </div>
  );
}
