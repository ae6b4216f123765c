import { CalendarClock, Check, CreditCard, MapPin, X } from "lucide-react";
import { Form, Link } from "react-router";
import {
  CancellationTermsView,
  type TermsView,
} from "~/components/cancellation/cancellation-terms-view";
import { CareTeamView } from "~/components/care-team/care-team-view";
import { useCurrency } from "~/components/currency-context";
import { Notice } from "~/components/forms/notice";
import { SubmitButton } from "~/components/forms/submit-button";
import { buttonVariants } from "~/components/ui/button";
import { ConfirmDisclosure } from "~/components/ui/confirm-disclosure";
import { useLocalePath, usePlace, useText } from "~/i18n/text";
import { quoteDisplayStatus } from "../quote-schema";
import type { PatientQuote } from "../quotes.server";
import { QuoteStatusBadge } from "./quote-status-badge";

/** The quote's amount in its own currency, and in the header-selected one when they differ. */
export function QuoteAmount({ amountMinor, currency }: { amountMinor: number; currency: string }) {
  const { currency: selected, formatExact, formatOwn } = useCurrency();
  const t = useText();
  return (
    <p className="text-end">
      <span
        className="block text-2xl font-extrabold tracking-tight text-slate-900"
        data-testid="quote-amount"
      >
        <bdi dir="ltr">{formatOwn(amountMinor, currency)}</bdi>
      </span>
      {selected !== currency && (
        <span className="block text-sm text-slate-600" data-testid="quote-amount-converted">
          ≈ <bdi dir="ltr">{formatExact(amountMinor, currency)}</bdi>{" "}
          <span className="sr-only">
            {t("dashboard.quotes.inCurrency", "in {currency}").replace("{currency}", selected)}
          </span>
          <span aria-hidden> ({selected})</span>
        </span>
      )}
    </p>
  );
}

export function QuoteCard({
  quote,
  now,
  error,
}: {
  quote: PatientQuote & {
    /** The card's sentences in the page's language, formatted by the loader. */
    texts: { expiry: string; accept: string; decline: string };
    /** The cancellation terms, formatted by the loader (decision 056). */
    terms: TermsView;
  };
  /** The server's clock, so the page renders the same status on server and client. */
  now: string;
  error?: string;
}) {
  const place = usePlace();
  const { formatOwn } = useCurrency();
  const status = quoteDisplayStatus(quote, new Date(now));
  const t = useText();
  const to = useLocalePath();
  const titleId = `quote-${quote.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="quote-card"
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={titleId} className="text-base font-bold text-slate-900">
              <Link to={to(`/clinic/${quote.clinicSlug}`)} className="hover:underline">
                {quote.clinicName}
              </Link>
            </h3>
            <QuoteStatusBadge status={status} />
          </div>
          <p className="mt-0.5 flex items-center gap-1 text-sm text-slate-600">
            <MapPin aria-hidden className="size-3.5" />
            {place(quote.city, quote.country)}
          </p>
          <p className="mt-2 text-sm font-medium text-slate-800">{quote.treatment}</p>
        </div>
        <QuoteAmount amountMinor={quote.amountMinor} currency={quote.currency} />
      </div>

      <p
        className={
          status === "expired"
            ? "mt-3 flex items-center gap-1.5 text-sm font-semibold text-red-700"
            : "mt-3 flex items-center gap-1.5 text-sm text-slate-600"
        }
      >
        <CalendarClock aria-hidden className="size-4" />
        {quote.texts.expiry}
      </p>

      <details className="group mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm">
        <summary className="cursor-pointer rounded font-semibold text-primary-800 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-300">
          {t("dashboard.quotes.details")}
        </summary>
        <div className="mt-3 space-y-4 pb-1">
          {quote.items.length > 0 && (
            <table className="w-full text-start">
              <caption className="sr-only">{t("dashboard.quotes.itemised")}</caption>
              <thead>
                <tr className="text-xs uppercase tracking-wide text-slate-600">
                  <th scope="col" className="pb-1 text-start font-semibold">
                    {t("dashboard.quotes.item")}
                  </th>
                  <th scope="col" className="pb-1 text-end font-semibold">
                    {t("dashboard.quotes.amount")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {quote.items.map((item, i) => (
                  <tr key={i} className="border-t border-slate-200">
                    <td className="py-1.5 pe-3">{item.label}</td>
                    <td className="py-1.5 text-end tabular-nums" dir="ltr">
                      {formatOwn(item.amountMinor, quote.currency)}
                    </td>
                  </tr>
                ))}
                <tr className="border-t border-slate-300 font-semibold">
                  <td className="py-1.5">{t("dashboard.quotes.total")}</td>
                  <td className="py-1.5 text-end tabular-nums" dir="ltr">
                    {formatOwn(quote.amountMinor, quote.currency)}
                  </td>
                </tr>
              </tbody>
            </table>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <TextList title={t("dashboard.quotes.included")} items={quote.includes} icon="check" />
            <TextList title={t("dashboard.quotes.notIncluded")} items={quote.excludes} icon="x" />
          </div>
          {quote.notes && (
            <div>
              <p className="font-semibold text-slate-800">{t("dashboard.quotes.notes")}</p>
              <p className="mt-1 whitespace-pre-line text-slate-700">{quote.notes}</p>
            </div>
          )}
          <CareTeamView team={quote.careTeam} headingLevel={4} compact />
        </div>
      </details>
      <div className="mt-3">
        <CancellationTermsView
          terms={quote.terms}
          id={`quote-${quote.id}-terms`}
          headingLevel={4}
          compact
        />
      </div>

      {error && (
        <Notice tone="error" className="mt-3">
          {error}
        </Notice>
      )}

      {status === "pending" && (
        <div className="mt-4 flex flex-wrap items-start gap-2">
          <ConfirmDisclosure
            variant="primary"
            size="md"
            label={
              <>
                <Check aria-hidden />
                {t("dashboard.quotes.accept")}
              </>
            }
          >
            <p>{quote.texts.accept}</p>
            <Form method="post" className="mt-3" preventScrollReset>
              <input type="hidden" name="quoteId" value={quote.id} />
              <SubmitButton
                intent="accept"
                size="sm"
                pendingLabel={t("dashboard.quotes.accepting")}
              >
                {t("dashboard.quotes.acceptConfirm")}
              </SubmitButton>
            </Form>
          </ConfirmDisclosure>
          <ConfirmDisclosure
            size="md"
            tone="danger"
            label={
              <>
                <X aria-hidden />
                {t("dashboard.quotes.decline")}
              </>
            }
          >
            <p>{quote.texts.decline}</p>
            <Form method="post" className="mt-3" preventScrollReset>
              <input type="hidden" name="quoteId" value={quote.id} />
              <SubmitButton
                intent="decline"
                variant="destructive"
                size="sm"
                pendingLabel={t("dashboard.quotes.declining")}
              >
                {t("dashboard.quotes.declineConfirm")}
              </SubmitButton>
            </Form>
          </ConfirmDisclosure>
        </div>
      )}
      {status === "accepted" && (
        <Link
          to={`/checkout?quote=${quote.id}`}
          className={buttonVariants({ variant: "accent", className: "mt-4" })}
        >
          <CreditCard aria-hidden />
          {t("dashboard.quotes.pay")}
        </Link>
      )}
    </article>
  );
}

function TextList({ title, items, icon }: { title: string; items: string[]; icon: "check" | "x" }) {
  const t = useText();
  const Icon = icon === "check" ? Check : X;
  return (
    <div>
      <p className="font-semibold text-slate-800">{title}</p>
      {items.length === 0 ? (
        <p className="mt-1 text-slate-600">{t("dashboard.quotes.notStated")}</p>
      ) : (
        <ul className="mt-1 space-y-1">
          {items.map((it, i) => (
            <li key={i} className="flex items-start gap-1.5 text-slate-700">
              <Icon
                aria-hidden
                className={
                  icon === "check"
                    ? "mt-0.5 size-4 shrink-0 text-emerald-700"
                    : "mt-0.5 size-4 shrink-0 text-slate-500"
                }
              />
              {it}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
