import { Receipt, Send } from "lucide-react";
import { Link, data } from "react-router";
import type { Route } from "./+types/quotes";
import { markSeen } from "~/services/notifications/notifications.server";
import { buttonVariants } from "~/components/ui/button";
import { EmptyState, Panel } from "~/components/layout/panel";
import { useResultToast, type ResultToast } from "~/components/forms/result-toast";
import { NO_STORE, requireDashboardTab } from "~/utils/dashboard.server";
import { readFormLimited } from "~/utils/request.server";
import { QuoteCard } from "~/features/quotes/components/quote-card";
import { RequestStatusBadge } from "~/features/quotes/components/quote-status-badge";
import { QUOTE_MESSAGES, REQUEST_STATUS_LABEL, formatDate } from "~/features/quotes/quote-schema";
import { decideQuote, listPatientQuotes, listPatientRequests } from "~/features/quotes/quotes.server";
import { assertSameOrigin } from "~/utils/csrf.server";
import { redirectWithToast } from "~/utils/toast.server";

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireDashboardTab(request, "quotes", ["patient"]);
  await markSeen(user.id, ["/dashboard/quotes"]);
  const [quotes, requests] = await Promise.all([listPatientQuotes(user.id), listPatientRequests(user.id)]);
  return data({ quotes, requests, now: new Date().toISOString() }, { headers: NO_STORE });
}

type ActionResult = { quoteId: string; error: string; toast: ResultToast };

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const { user } = await requireDashboardTab(request, "quotes", ["patient"]);
  const body = await readFormLimited(request, 16 * 1024);
  if (body.tooLarge) throw data({ message: "Request too large" }, { status: 413 });
  const intent = String(body.form.get("intent") ?? "");
  const quoteId = String(body.form.get("quoteId") ?? "");
  if (intent !== "accept" && intent !== "decline")
    throw data({ message: "Unknown action" }, { status: 400 });
  const result = await decideQuote(user.id, quoteId, intent);
  if (!result.ok) {
    return data<ActionResult>(
      {
        quoteId,
        error: result.message,
        toast: { id: crypto.randomUUID(), type: "error", title: "Error", description: result.message },
      },
      { status: result.status },
    );
  }
  return redirectWithToast(
    "/dashboard/quotes",
    result.status === "accepted"
      ? { type: "success", title: QUOTE_MESSAGES.accepted, description: QUOTE_MESSAGES.acceptedText }
      : { type: "success", title: QUOTE_MESSAGES.declined, description: QUOTE_MESSAGES.declinedText },
  );
}

export default function QuotesTab({ loaderData, actionData }: Route.ComponentProps) {
  const { quotes, requests, now } = loaderData;
  useResultToast(actionData);
  return (
    <div className="space-y-6">
      <Panel
        id="quotes"
        title="Quotes"
        description="Personal quotes from clinics, to accept or decline before they expire."
        actions={
          <Link to="/quote-request" className={buttonVariants({ variant: "outline", size: "sm" })}>
            <Send aria-hidden />
            Request a quote
          </Link>
        }
      >
        {quotes.length === 0 ? (
          <EmptyState
            icon={Receipt}
            title="No quotes yet"
            text={
              requests.length > 0
                ? "Your requests have been sent. Quotes appear here as soon as the clinics answer."
                : "Ask up to 5 clinics for a personal quote; each appears here with its price, notes and expiry date."
            }
            action={requests.length > 0 ? undefined : { to: "/quote-request", label: "Request a quote" }}
          />
        ) : (
          <ul className="space-y-4">
            {quotes.map((q) => (
              <li key={q.id}>
                <QuoteCard
                  quote={q}
                  now={now}
                  error={actionData?.quoteId === q.id ? actionData.error : undefined}
                />
              </li>
            ))}
          </ul>
        )}
      </Panel>

      {requests.length > 0 && (
        <Panel id="quote-requests" title="Your quote requests" description="Who you asked, and whether they have answered.">
          <ul className="divide-y divide-slate-200">
            {requests.map((r) => (
              <li key={r.id} className="py-3 first:pt-0 last:pb-0" data-testid="patient-request">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="font-semibold text-slate-900">{r.treatment}</p>
                  <p className="text-xs text-slate-600">Sent {formatDate(r.createdAt)}</p>
                </div>
                <p className="text-sm text-slate-600">
                  {r.travellers} {r.travellers === 1 ? "traveller" : "travellers"}
                  {r.preferredStart || r.preferredEnd
                    ? ` · ${[r.preferredStart, r.preferredEnd].filter(Boolean).map((d) => formatDate(d)).join(" – ")}`
                    : " · flexible dates"}
                </p>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {r.clinics.map((c) => (
                    <li key={c.slug} className="flex items-center gap-1.5 rounded-full bg-slate-50 py-1 pl-3 pr-1 text-sm ring-1 ring-slate-200">
                      <Link to={`/clinic/${c.slug}`} className="text-slate-800 hover:underline">
                        {c.name}
                      </Link>
                      <RequestStatusBadge status={c.status} label={REQUEST_STATUS_LABEL[c.status]} />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </Panel>
      )}
    </div>
  );
}
