import { ChevronRight, Inbox } from "lucide-react";
import { Link } from "react-router";
import { EmptyState, Panel } from "~/components/layout/panel";
import { Badge } from "~/components/ui/badge";
import { fill } from "~/i18n/fill";
import { type MessageId, useText } from "~/i18n/text";
import { quoteDisplayStatus } from "../quote-schema";
import { QuoteStatusBadge, RequestStatusBadge } from "./quote-status-badge";
import { type ClinicRequestView, RequestFacts, useRequestDate } from "./request-summary";

/** The request and quote states as the clinic's pages name them. */
export const CLINIC_REQUEST_STATUS = {
  open: /*i18n*/ "clinic-dash.req.status.open",
  quoted: /*i18n*/ "clinic-dash.req.status.quoted",
  declined: /*i18n*/ "clinic-dash.req.status.declined",
} as const satisfies Record<string, MessageId>;
export const CLINIC_QUOTE_STATUS = {
  pending: /*i18n*/ "clinic-dash.req.quote.pending",
  accepted: /*i18n*/ "clinic-dash.req.quote.accepted",
  rejected: /*i18n*/ "clinic-dash.req.quote.rejected",
  expired: /*i18n*/ "clinic-dash.req.quote.expired",
} as const satisfies Record<string, MessageId>;

/** The clinic's quote requests (Requests > Quote requests), newest first, each to answer or view. */
export function ClinicRequests({ requests, now }: { requests: ClinicRequestView[]; now: string }) {
  const t = useText();
  const date = useRequestDate();
  return (
    <Panel
      title={t("clinic-dash.req.title")}
      description={
        requests.length === 0 ? t("clinic-dash.req.description.none") : t("clinic-dash.req.open")
      }
    >
      {requests.length === 0 ? (
        <EmptyState
          icon={Inbox}
          title={t("clinic-dash.req.empty.title")}
          text={t("clinic-dash.req.empty.text")}
        />
      ) : (
        <ul className="space-y-4">
          {requests.map((r) => (
            <li key={r.id}>
              <article
                aria-labelledby={`req-${r.id}`}
                data-testid="clinic-request"
                className="rounded-xl border border-slate-200 p-4 sm:p-5"
              >
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <div className="flex flex-wrap items-center gap-2">
                      <h3 id={`req-${r.id}`} className="font-bold text-slate-900">
                        {r.patientFirstName} · {r.treatment}
                      </h3>
                      <RequestStatusBadge
                        status={r.status}
                        label={t(CLINIC_REQUEST_STATUS[r.status])}
                      />
                      {r.quote && (
                        <QuoteStatusBadge
                          status={quoteDisplayStatus(r.quote, new Date(now))}
                          label={t(CLINIC_QUOTE_STATUS[quoteDisplayStatus(r.quote, new Date(now))])}
                        />
                      )}
                      {r.status === "open" && !r.seenAt && (
                        <Badge variant="accent">{t("clinic-dash.req.new")}</Badge>
                      )}
                    </div>
                    <p className="mt-0.5 text-xs text-slate-600">
                      {t("clinic-dash.req.received").replace("{date}", date(r.createdAt))}
                      {r.packageTitle
                        ? ` · ${t("clinic-dash.req.about-package").replace("{title}", r.packageTitle)}`
                        : ""}
                    </p>
                  </div>
                  <Link
                    to={`/dashboard/requests/${r.id}`}
                    className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-primary-800 ring-1 ring-primary-200 hover:bg-primary-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-300"
                  >
                    {r.status === "open" ? t("clinic-dash.req.answer") : t("clinic-dash.req.view")}
                    <span className="sr-only">
                      {" "}
                      {fill(t("clinic-dash.req.from"), { name: r.patientFirstName })}
                    </span>
                    <ChevronRight aria-hidden className="size-4 rtl:-scale-x-100" />
                  </Link>
                </div>
                <div className="mt-3">
                  <RequestFacts req={r} clampNotes />
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
