import { ChevronRight, Inbox } from "lucide-react";
import { Link } from "react-router";
import { EmptyState, Panel } from "~/components/layout/panel";
import { Badge } from "~/components/ui/badge";
import { CLINIC_REQUEST_LABEL, formatDate, quoteDisplayStatus } from "../quote-schema";
import type { ClinicRequest } from "../quotes.server";
import { QuoteStatusBadge, RequestStatusBadge } from "./quote-status-badge";
import { RequestFacts } from "./request-summary";

/** The clinic's quote requests (Requests > Quote requests), newest first, each to answer or view. */
export function ClinicRequests({ requests, now }: { requests: ClinicRequest[]; now: string }) {
  const open = requests.filter((r) => r.status === "open").length;
  return (
    <Panel
      title="Quote requests"
      description={
        requests.length === 0
          ? "Quote requests from patients, to answer with a quote."
          : `${open} open ${open === 1 ? "request" : "requests"} waiting for your quote.`
      }
    >
      {requests.length === 0 ? (
        <EmptyState
          icon={Inbox}
          title="No quote requests yet"
          text="When a patient asks your clinic for a quote, the request appears here and you are told by email."
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
                        label={CLINIC_REQUEST_LABEL[r.status]}
                      />
                      {r.quote && (
                        <QuoteStatusBadge status={quoteDisplayStatus(r.quote, new Date(now))} />
                      )}
                      {r.status === "open" && !r.seenAt && <Badge variant="accent">New</Badge>}
                    </div>
                    <p className="mt-0.5 text-xs text-slate-600">
                      Received {formatDate(r.createdAt)}
                      {r.packageTitle ? ` · about the package “${r.packageTitle}”` : ""}
                    </p>
                  </div>
                  <Link
                    to={`/dashboard/requests/${r.id}`}
                    className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-primary-800 ring-1 ring-primary-200 hover:bg-primary-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-300"
                  >
                    {r.status === "open" ? "Answer" : "View"}
                    <span className="sr-only"> the request from {r.patientFirstName}</span>
                    <ChevronRight aria-hidden className="size-4" />
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
