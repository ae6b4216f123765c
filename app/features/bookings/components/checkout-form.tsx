import { Building2, CalendarDays, CreditCard, Lock, MapPin, ShieldCheck } from "lucide-react";
import { type FormEvent, Suspense, lazy, useEffect, useRef, useState } from "react";
import { Form, useSubmit } from "react-router";
import {
  CancellationTermsView,
  type TermsView,
} from "~/components/cancellation/cancellation-terms-view";
import { CareTeamView } from "~/components/care-team/care-team-view";
import { useCurrency } from "~/components/currency-context";
import { describedBy, errorId } from "~/components/forms/field";
import { InputField, SelectField } from "~/components/forms/field";
import { FieldError } from "~/components/forms/field-error";
import { Notice } from "~/components/forms/notice";
import { SubmitButton } from "~/components/forms/submit-button";
import { useText } from "~/i18n/text";
import { loadWhenOnline } from "~/perf/load-when-online";
import { capturesAtBooking, depositQuote } from "~/services/payments/deposit";
import { useHydrated } from "~/utils/use-hydrated";
import { MAX_TRAVELLERS } from "../booking-schema";
import type { CheckoutPageData, CheckoutActionResult } from "../checkout.server";
import { type CardFieldHandle, type CardMessages, TestCardField } from "./test-card-field";

// Stripe's Payment Element and Stripe.js load only when Stripe is configured, in the browser.
const StripeCardField = lazy(() =>
  loadWhenOnline(() => import("./stripe-card-field")).then((m) => ({
    default: m.StripeCardField,
  })),
);

type Props = {
  page: CheckoutPageData & { cardMessages: CardMessages };
  terms: TermsView;
  result?: CheckoutActionResult;
};

/** The checkout: dates and travellers, the card, and the USD amount before paying. */
export function CheckoutForm({ page, terms, result }: Props) {
  const t = useText();
  const { currency, rates, formatOwn } = useCurrency();
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
  const depositUsd = formatOwn(amounts.depositUsdMinor, "USD");
  const hydrated = useHydrated();
  const submit = useSubmit();
  const card = useRef<CardFieldHandle>(null);
  const busy = useRef(false);
  // Which way the deposit is taken, from the dates typed (decision 055).
  const [treatmentDate, setTreatmentDate] = useState(v.surgeryDate || v.consultationDate);
  const captureNow = treatmentDate ? capturesAtBooking(treatmentDate, new Date()) : false;

  /** Posts the form with the card component's token (never the card itself). */
  const post = (form: HTMLFormElement, token: string) => {
    const data = new FormData(form);
    data.set("paymentToken", token);
    submit(data, { method: "post" });
  };

  const onSubmit = async (ev: FormEvent<HTMLFormElement>) => {
    ev.preventDefault();
    const form = ev.currentTarget;
    if (busy.current || !card.current) return;
    busy.current = true;
    try {
      const token = await card.current.prepare();
      if (token) post(form, token);
    } finally {
      busy.current = false;
    }
  };

  // The bank asks the patient to confirm (3-D Secure): the card component completes it in the
  // browser, then the form is posted again with the payment's reference.
  const formRef = useRef<HTMLFormElement>(null);
  const action = result?.requiresAction;
  useEffect(() => {
    if (!action || !card.current || !formRef.current) return;
    const form = formRef.current;
    void card.current.authenticate(action).then((token) => {
      if (token) post(form, token);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [action]);

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <Form
        method="post"
        className="space-y-6"
        aria-label={t("checkout.form.label")}
        noValidate
        ref={formRef}
        onSubmit={(ev) => void onSubmit(ev)}
        onChange={(ev) => {
          const f = ev.currentTarget.elements;
          const pick = (n: string) => (f.namedItem(n) as HTMLInputElement | null)?.value ?? "";
          setTreatmentDate(pick("surgeryDate") || pick("consultationDate"));
        }}
      >
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
            title={confirm ? t("checkout.error.confirm") : t("checkout.error.not-made")}
            id="checkout-error"
          >
            {result.formError}
          </Notice>
        )}

        <fieldset className="rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] ring-1 ring-slate-900/5 sm:p-6">
          <legend className="sr-only">{t("checkout.dates.title")}</legend>
          <h2 className="flex items-center gap-2 text-lg font-bold text-slate-900">
            <CalendarDays aria-hidden className="size-5 text-primary-700" />{" "}
            {t("checkout.dates.title")}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t("checkout.dates.text")}</p>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <InputField
              id="consultationDate"
              label={t("checkout.dates.consultation")}
              required
              error={e.consultationDate}
              name="consultationDate"
              type="date"
              defaultValue={v.consultationDate}
            />
            <SelectField
              id="travellers"
              label={t("checkout.dates.travellers")}
              requiredMark
              error={e.travellers}
              hint={t("checkout.dates.travellers-hint")}
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
              label={t("checkout.dates.treatment")}
              optional
              error={e.surgeryDate}
              hint={t("checkout.dates.treatment-hint")}
              name="surgeryDate"
              type="date"
              defaultValue={v.surgeryDate}
            />
            <InputField
              id="returnDate"
              label={t("checkout.dates.return")}
              optional
              error={e.returnDate}
              hint={
                subject.durationDays
                  ? t("checkout.dates.return-package")
                  : t("checkout.dates.return-default")
              }
              name="returnDate"
              type="date"
              defaultValue={v.returnDate}
            />
          </div>
        </fieldset>

        <fieldset className="rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] ring-1 ring-slate-900/5 sm:p-6">
          <legend className="sr-only">{t("checkout.card.legend")}</legend>
          <h2 className="flex items-center gap-2 text-lg font-bold text-slate-900">
            <CreditCard aria-hidden className="size-5 text-primary-700" />{" "}
            {t("checkout.card.title")}
          </h2>
          {page.testMode && (
            <div
              className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
              data-testid="test-mode"
            >
              <p className="font-semibold">{t("checkout.card.test-title")}</p>
              <p className="mt-1">{t("checkout.card.test-text")}</p>
              <ul className="mt-2 space-y-1">
                {page.testCards.map((c) => (
                  <li key={c.number}>
                    <code
                      dir="ltr"
                      className="rounded bg-white px-1.5 py-0.5 font-mono text-slate-900 ring-1 ring-amber-200"
                    >
                      {c.number}
                    </code>{" "}
                    {c.label}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <InputField
            id="cardName"
            label={t("checkout.card.name")}
            required
            error={e.cardName}
            className="mt-4"
            name="cardName"
            autoComplete="cc-name"
            maxLength={100}
            defaultValue={v.cardName}
          />
          <noscript>
            <p
              className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
              data-testid="card-needs-js"
            >
              {t("checkout.card.needs-js")}
            </p>
          </noscript>
          {/* Until the scripts run, the card cannot be read or tokenised: say so and wait. */}
          {!hydrated && <p className="mt-4 text-sm text-slate-700">{t("checkout.card.loading")}</p>}
          {page.cardComponent === "stripe" && page.stripeKey ? (
            hydrated && (
              <Suspense fallback={<p className="mt-4 text-sm">{t("checkout.card.loading")}</p>}>
                <StripeCardField
                  ref={card}
                  publishableKey={page.stripeKey}
                  amountUsdMinor={amounts.depositUsdMinor}
                  captureNow={captureNow}
                  error={e.payment ?? e.paymentToken}
                />
              </Suspense>
            )
          ) : (
            <TestCardField
              ref={card}
              ready={hydrated}
              messages={page.cardMessages}
              error={e.payment ?? e.paymentToken}
              cvcError={e.cardCvc}
              resultKey={result}
            />
          )}
          <p className="mt-3 flex items-start gap-2 text-xs text-slate-600">
            <Lock aria-hidden className="mt-0.5 size-3.5 shrink-0" />
            {t("checkout.card.privacy")}
          </p>

          <div
            className="mt-5 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200"
            data-testid="amount-due"
          >
            <p className="text-sm text-slate-700">{t("checkout.amount.due")}</p>
            <p className="mt-1 text-2xl font-extrabold text-slate-900" dir="ltr">
              {depositUsd} <span className="text-base font-semibold text-slate-600">USD</span>
            </p>
            {currency !== "USD" ? (
              <p className="mt-0.5 text-sm text-slate-700" data-testid="amount-selected">
                {t("checkout.amount.selected").replace(
                  "{amount}",
                  `${formatOwn(amounts.depositDisplayMinor, currency)} ${currency}`,
                )}
              </p>
            ) : (
              <p className="mt-0.5 text-sm text-slate-700" data-testid="amount-selected">
                {t("checkout.amount.usd")}
              </p>
            )}
            <p className="mt-2 text-xs text-slate-600">
              {t("checkout.amount.charged").replace("{amount}", `${depositUsd} USD`)}
            </p>
            <p className="mt-2 text-sm text-slate-800" data-testid="capture-mode">
              {captureNow ? t("checkout.capture.balance") : t("checkout.capture.hold")}
            </p>
          </div>

          <div className="mt-5 space-y-3" data-testid="checkout-terms">
            <CancellationTermsView terms={terms} id="checkout-terms" headingLevel={3} />
            <div>
              <label className="flex min-h-11 items-start gap-3 text-sm font-medium text-slate-900">
                <input
                  type="checkbox"
                  id="termsAccepted"
                  name="termsAccepted"
                  value="on"
                  required
                  defaultChecked={v.termsAccepted === "on"}
                  {...describedBy("termsAccepted", e.termsAccepted)}
                  className="mt-0.5 size-5 shrink-0 accent-primary-700"
                />
                {t("terms.accept")}
              </label>
              <FieldError id={errorId("termsAccepted")} error={e.termsAccepted} />
            </div>
          </div>

          <SubmitButton
            variant="accent"
            size="lg"
            className="mt-5 w-full"
            pendingLabel={t("checkout.pay.pending")}
            disabled={!hydrated}
          >
            <Lock aria-hidden /> {t("checkout.pay").replace("{amount}", depositUsd)}
          </SubmitButton>
        </fieldset>
      </Form>

      <aside aria-labelledby="summary-title" className="lg:sticky lg:top-24 lg:self-start">
        <section className="rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] ring-1 ring-slate-900/5 sm:p-6">
          <h2
            id="summary-title"
            className="text-sm font-semibold uppercase tracking-wide text-primary-700"
          >
            {subject.kind === "quote" ? t("checkout.summary.quote") : t("checkout.summary.package")}
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
            <p className="mt-1 text-sm text-slate-600">{t("checkout.summary.valid")}</p>
          )}
          <dl className="mt-4 space-y-2 border-t border-slate-100 pt-4 text-sm">
            <div className="flex justify-between gap-3">
              <dt className="text-slate-600">{t("checkout.summary.total")}</dt>
              <dd className="font-semibold text-slate-900" data-testid="total" dir="ltr">
                {formatOwn(subject.totalMinor, subject.currency)} {subject.currency}
              </dd>
            </div>
            {subject.currency !== "USD" && (
              <div className="flex justify-between gap-3">
                <dt className="text-slate-600">{t("checkout.summary.total-usd")}</dt>
                <dd className="text-slate-900" dir="ltr">
                  {formatOwn(amounts.totalUsdMinor, "USD")} USD
                </dd>
              </div>
            )}
            {currency !== subject.currency && (
              <div className="flex justify-between gap-3">
                <dt className="text-slate-600">{t("checkout.summary.yours")}</dt>
                <dd className="text-slate-900" dir="ltr">
                  ≈ {formatOwn(amounts.totalDisplayMinor, currency)} {currency}
                </dd>
              </div>
            )}
            <div className="flex justify-between gap-3 border-t border-slate-100 pt-2">
              <dt className="font-semibold text-slate-900">{t("checkout.summary.deposit")}</dt>
              <dd className="font-bold text-slate-900" dir="ltr">
                {depositUsd} USD
              </dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-slate-600">{t("checkout.summary.balance")}</dt>
              <dd className="text-slate-900" dir="ltr">
                {formatOwn(amounts.totalUsdMinor - amounts.depositUsdMinor, "USD")} USD
              </dd>
            </div>
          </dl>
          <ul className="mt-4 space-y-2 border-t border-slate-100 pt-4 text-sm text-slate-700">
            <li className="flex items-start gap-2">
              <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-primary-700" />
              {t("checkout.terms.held")}
            </li>
            <li className="flex items-start gap-2">
              <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-primary-700" />
              {t("checkout.terms.refund")}
            </li>
          </ul>
          <div className="mt-4 border-t border-slate-100 pt-4">
            <CareTeamView team={subject.careTeam} headingLevel={3} compact />
          </div>
        </section>
      </aside>
    </div>
  );
}
