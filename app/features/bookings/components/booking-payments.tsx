import { useText } from "~/i18n/text";
import type { PatientMoneyView } from "../money-text.server";

/**
 * A booking's payments for the patient (decision 060): what happened to their money, in time
 * order, and what was paid, is still held and was refunded. The texts come from the loader.
 */
export function BookingPayments({ id, view }: { id: string; view: PatientMoneyView }) {
  const t = useText();
  const headingId = `payments-${id}-title`;
  return (
    <details
      className="group w-full rounded-lg border border-slate-200 bg-slate-50 px-3 py-2"
      data-testid="booking-payments"
    >
      <summary className="flex min-h-9 cursor-pointer items-center text-sm font-semibold text-slate-900 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-300">
        <span id={headingId}>{t("dashboard.booking.payments.title", "Payments")}</span>
      </summary>
      {view.lines.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">
          {t("dashboard.booking.payments.empty", "No payments yet.")}
        </p>
      ) : (
        <>
          <ol className="mt-2 divide-y divide-slate-200" aria-labelledby={headingId}>
            {view.lines.map((l) => (
              <li
                key={l.id}
                className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 py-2 text-sm"
                data-testid="payment-line"
                data-kind={l.kind}
              >
                <span className="min-w-0 flex-1">
                  <time dateTime={l.at} className="block text-xs text-slate-600">
                    {l.date}
                  </time>
                  <span className="text-slate-900">{l.text}</span>
                </span>
                <span dir="ltr" className="font-semibold tabular-nums text-slate-900">
                  {l.amount}
                </span>
              </li>
            ))}
          </ol>
          {view.summary && (
            <dl
              className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 border-t border-slate-300 pt-2 text-sm sm:grid-cols-3"
              data-testid="payments-summary"
            >
              <Amount
                label={t("dashboard.booking.payments.paid", "Paid")}
                value={view.summary.paid}
              />
              <Amount
                label={t("dashboard.booking.payments.held", "Still held by CareAtlas")}
                value={view.summary.held}
              />
              <Amount
                label={t("dashboard.booking.payments.refunded", "Refunded")}
                value={view.summary.refunded}
              />
            </dl>
          )}
        </>
      )}
    </details>
  );
}

function Amount({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-2 sm:block">
      <dt className="text-slate-600">{label}</dt>
      <dd dir="ltr" className="font-semibold tabular-nums text-slate-900">
        {value}
      </dd>
    </div>
  );
}
