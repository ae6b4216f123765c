import { Receipt, Send } from "lucide-react";
import { Link, data } from "react-router";
import { z } from "zod";
import { useResultToast, type ResultToast } from "~/components/forms/result-toast";
import { EmptyState, Panel } from "~/components/layout/panel";
import { buttonVariants } from "~/components/ui/button";
import { QuoteCard } from "~/features/quotes/components/quote-card";
import { RequestStatusBadge } from "~/features/quotes/components/quote-status-badge";
import { QUOTE_MESSAGES, REQUEST_STATUS_LABEL, formatDate } from "~/features/quotes/quote-schema";
import {
  decideQuote,
  listPatientQuotes,
  listPatientRequests,
} from "~/features/quotes/quotes.server";
import { markSeen } from "~/services/notifications/notifications.server";
import { handleForm, intentsFor } from "~/utils/action.server";
import { NO_STORE, requireDashboardTab } from "~/utils/dashboard.server";
import type { SessionUser } from "~/utils/permissions.server";
import { ok } from "~/utils/result";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/quotes";

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireDashboardTab(request, "quotes", ["patient"]);
  await markSeen(user.id, ["/dashboard/quotes"]);
  const [quotes, requests] = await Promise.all([
    listPatientQuotes(user.id),
    listPatientRequests(user.id),
  ]);
  return data({ quotes, requests, now: new Date().toISOString() }, { headers: NO_STORE });
}

type ActionResult = { quoteId: string; error: string; toast: ResultToast };

const intent = intentsFor<SessionUser, ActionResult>();

// Any string reaches decideQuote, which answers 404 for an id that is not the patient's quote.
const DecideQuoteSchema = z.object({ quoteId: z.string().catch("") });

/** The patient accepts or declines one of their quotes; one statement decides (no races). */
const decide = (decision: "accept" | "decline") =>
  intent({
    schema: DecideQuoteSchema,
    run: async ({ quoteId }, { user }) => {
      const r = await decideQuote(user.id, quoteId, decision);
      return r.ok ? ok(r.status) : r;
    },
    done: (status) =>
      redirectWithToast(
        "/dashboard/quotes",
        status === "accepted"
          ? {
              type: "success",
              title: QUOTE_MESSAGES.accepted,
              description: QUOTE_MESSAGES.acceptedText,
            }
          : {
              type: "success",
              title: QUOTE_MESSAGES.declined,
              description: QUOTE_MESSAGES.declinedText,
            },
      ),
  });

export async function action({ request }: Route.ActionArgs) {
  return handleForm(request, {
    guard: async (request) => (await requireDashboardTab(request, "quotes", ["patient"])).user,
    maxBytes: 16 * 1024,
    intents: { accept: decide("accept"), decline: decide("decline") },
    reply: (f, { form }) =>
      data<ActionResult>(
        {
          quoteId: String(form.get("quoteId") ?? ""),
          error: f.message,
          toast: { id: crypto.randomUUID(), type: "error", title: "Error", description: f.message },
        },
        { status: f.status },
      ),
    unknown: () => {
      throw data({ message: "Unknown action" }, { status: 400 });
    },
  });
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
            action={
              requests.length > 0 ? undefined : { to: "/quote-request", label: "Request a quote" }
            }
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
        <Panel
          id="quote-requests"
          title="Your quote requests"
          description="Who you asked, and whether they have answered."
        >
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
                    ? ` · ${[r.preferredStart, r.preferredEnd]
                        .filter(Boolean)
                        .map((d) => formatDate(d))
                        .join(" – ")}`
                    : " · flexible dates"}
                </p>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {r.clinics.map((c) => (
                    <li
                      key={c.slug}
                      className="flex items-center gap-1.5 rounded-full bg-slate-50 py-1 pl-3 pr-1 text-sm ring-1 ring-slate-200"
                    >
                      <Link to={`/clinic/${c.slug}`} className="text-slate-800 hover:underline">
                        {c.name}
                      </Link>
                      <RequestStatusBadge
                        status={c.status}
                        label={REQUEST_STATUS_LABEL[c.status]}
                      />
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
