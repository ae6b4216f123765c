import { ArrowLeft, Ban } from "lucide-react";
import { Form, Link } from "react-router";
import { Notice } from "~/components/forms/notice";
import { SubmitButton } from "~/components/forms/submit-button";
import { Panel } from "~/components/layout/panel";
import { numberLocaleOf } from "~/i18n/config";
import { useLocale, useText } from "~/i18n/text";
import {
  type CareStep,
  type CareTeamFormValues,
  type ClinicDoctor,
  careTeamValuesOf,
} from "~/utils/care-team";
import { formatMoney } from "~/utils/money";
import { quoteDisplayStatus } from "../quote-schema";
import { CLINIC_QUOTE_STATUS, CLINIC_REQUEST_STATUS } from "./clinic-requests";
import { QuoteForm, type QuoteFormValues } from "./quote-form";
import { QuoteStatusBadge, RequestStatusBadge } from "./quote-status-badge";
import { type ClinicRequestView, RequestFacts, useRequestDate } from "./request-summary";

/** What the quote form's action answers when it refuses a quote or a decline. */
export type RequestActionResult = {
  formError: string;
  fieldErrors: Record<string, string>;
  values: QuoteFormValues | null;
  /** Who performs each step, as chosen in the refused quote. */
  careValues?: CareTeamFormValues | null;
};

/**
 * One quote request as the clinic sees it (Requests > a request): what the patient asked, the
 * quote form and the decline button while it is open, and the quote once sent.
 */
export function RequestDetail({
  req,
  expiresOn,
  now,
  careTeam,
  result,
}: {
  req: ClinicRequestView;
  /** The clinic's doctors and the steps this treatment names (decision 054). */
  careTeam: { doctors: ClinicDoctor[]; steps: CareStep[] };
  /** The default expiry date of a new quote (ISO date). */
  expiresOn: string;
  now: string;
  result: RequestActionResult | undefined;
}) {
  const t = useText();
  const locale = useLocale();
  const date = useRequestDate();
  // English keeps the app's en-US amounts; other languages their own (as the root does).
  const money = (minor: number, code: string) =>
    formatMoney(minor / 100, code, numberLocaleOf(locale));
  const status = req.quote ? quoteDisplayStatus(req.quote, new Date(now)) : null;
  const values: QuoteFormValues = result?.values ?? {
    items: [],
    currency: "USD",
    includes: "",
    excludes: "",
    notes: "",
    expiresOn,
    // The package's terms when the request is about one of this clinic's packages.
    cancellationTerms: req.packageTerms?.terms,
    cancellationNote: req.packageTerms?.note ?? "",
  };
  return (
    <div className="space-y-5">
      <Link
        to="/dashboard/requests"
        className="inline-flex min-h-11 items-center gap-1.5 rounded-lg text-sm font-semibold text-primary-800 hover:underline focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-300"
      >
        <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
        {t("clinic-dash.req.all")}
      </Link>
      <Panel
        title={`${req.patientFirstName} · ${req.treatment}`}
        description={`${t("clinic-dash.req.received").replace("{date}", date(req.createdAt))}${req.packageTitle ? ` · ${t("clinic-dash.req.about-package").replace("{title}", req.packageTitle)}` : ""}`}
        actions={
          <RequestStatusBadge status={req.status} label={t(CLINIC_REQUEST_STATUS[req.status])} />
        }
      >
        <RequestFacts req={req} />
      </Panel>

      {req.status === "open" && (
        <>
          <Panel
            id="quote-form"
            title={t("clinic-dash.req.send.title")}
            description={t("clinic-dash.req.send.description")}
          >
            <QuoteForm
              values={values}
              fieldErrors={result?.fieldErrors}
              formError={result?.formError}
              careTeam={{
                ...careTeam,
                values: result?.careValues ?? careTeamValuesOf(null, careTeam.steps),
              }}
            />
          </Panel>
          <Panel
            title={t("clinic-dash.req.decline.title")}
            description={t("clinic-dash.req.decline.description")}
          >
            <Form method="post">
              <SubmitButton
                intent="decline"
                variant="outline"
                pendingLabel={t("clinic-dash.req.decline.pending")}
              >
                <Ban aria-hidden />
                {t("clinic-dash.req.decline.button")}
              </SubmitButton>
            </Form>
          </Panel>
        </>
      )}

      {req.status === "declined" && (
        <Notice tone="info">
          {req.respondedAt
            ? t("clinic-dash.req.declined-on").replace("{date}", date(req.respondedAt))
            : t("clinic-dash.req.declined")}
        </Notice>
      )}

      {req.quote && (
        <Panel
          title={t("clinic-dash.req.quote.title")}
          actions={
            status && <QuoteStatusBadge status={status} label={t(CLINIC_QUOTE_STATUS[status])} />
          }
        >
          <div className="space-y-4 text-sm">
            <p className="text-2xl font-extrabold text-slate-900">
              {money(req.quote.amountMinor, req.quote.currency)}
            </p>
            <table className="w-full max-w-lg text-start">
              <caption className="sr-only">{t("clinic-dash.req.quote.itemised")}</caption>
              <thead>
                <tr className="text-xs uppercase tracking-wide text-slate-600">
                  <th scope="col" className="pb-1 font-semibold">
                    {t("clinic-dash.req.quote.item")}
                  </th>
                  <th scope="col" className="pb-1 text-end font-semibold">
                    {t("clinic-dash.req.quote.amount")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {req.quote.items.map((it, i) => (
                  <tr key={i} className="border-t border-slate-200">
                    <td className="py-1.5 pe-3">{it.label}</td>
                    <td className="py-1.5 text-end tabular-nums">
                      {money(it.amountMinor, req.quote!.currency)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="text-slate-700">
              {t("clinic-dash.req.quote.valid-until").replace("{date}", date(req.quote.expiresAt))}
            </p>
            {req.quote.includes.length > 0 && (
              <p className="text-slate-700">
                <strong>{t("clinic-dash.req.quote.included")}</strong>{" "}
                {req.quote.includes.join(", ")}
              </p>
            )}
            {req.quote.excludes.length > 0 && (
              <p className="text-slate-700">
                <strong>{t("clinic-dash.req.quote.excluded")}</strong>{" "}
                {req.quote.excludes.join(", ")}
              </p>
            )}
            {req.quote.notes && (
              <p className="whitespace-pre-line text-slate-700">{req.quote.notes}</p>
            )}
          </div>
        </Panel>
      )}
    </div>
  );
}
