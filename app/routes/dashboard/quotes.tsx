import { Receipt, Send } from "lucide-react";
import { Link, data } from "react-router";
import { z } from "zod";
import { useResultToast, type ResultToast } from "~/components/forms/result-toast";
import { EmptyState, Panel } from "~/components/layout/panel";
import { buttonVariants } from "~/components/ui/button";
import { QuoteCard } from "~/features/quotes/components/quote-card";
import { RequestStatusBadge } from "~/features/quotes/components/quote-status-badge";
import {
  REQUEST_STATUS_LABEL,
  formatDate,
  quoteDisplayStatus,
} from "~/features/quotes/quote-schema";
import {
  decideQuote,
  listPatientQuotes,
  listPatientRequests,
} from "~/features/quotes/quotes.server";
import { i18nFor } from "~/i18n/catalog.server";
import { withPlaceIn } from "~/i18n/catalogue-names.server";
import { localeInfo, numberLocaleOf } from "~/i18n/config";
import { placeholders } from "~/i18n/fill";
import type { MessageId } from "~/i18n/message-ids";
import { treatmentWordingIn } from "~/i18n/names.server";
import { accountPageI18n, formLocale } from "~/i18n/page.server";
import { useLocalePath, useText } from "~/i18n/text";
import { markSeen } from "~/services/notifications/notifications.server";
import { handleForm, intentsFor } from "~/utils/action.server";
import { DEFAULT_TERMS } from "~/utils/cancellation-policy";
import { termsText } from "~/utils/cancellation-text.server";
import { NO_STORE, requireDashboardTab } from "~/utils/dashboard.server";
import { formatMoney } from "~/utils/money";
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
  const { locale, i18n, text } = await accountPageI18n(request, ["dashboard.quotes.", "care."], {
    "dashboard.quotes.inCurrency": placeholders("currency"),
  });
  const intl = localeInfo(locale).intl;
  const now = new Date();
  return data(
    {
      text,
      // Each quote's and request's sentences, with their names, amounts and dates.
      quotes: quotes.map((q) => {
        const date = formatDate(q.expiresAt, intl);
        const values = {
          clinic: q.clinicName,
          amount: formatMoney(q.amountMinor / 100, q.currency, numberLocaleOf(locale)),
        };
        return {
          ...withPlaceIn(locale, q),
          treatment: treatmentWordingIn(locale, q.treatment),
          // What checkout will freeze onto the booking: a quote from before terms existed
          // offers the default template (bookings.server.ts loadCheckoutSubject).
          terms: termsText(
            locale,
            q.cancellationTerms ?? DEFAULT_TERMS,
            q.cancellationTerms ? q.cancellationNote : null,
          ),
          texts: {
            expiry:
              quoteDisplayStatus(q, now) === "expired"
                ? i18n._("dashboardData.quotes.expiredOn", { date })
                : i18n._("dashboardData.quotes.validUntil", { date }),
            accept: i18n._("dashboardData.quotes.acceptText", values),
            decline: i18n._("dashboardData.quotes.declineText", values),
          },
        };
      }),
      requests: requests.map((r) => ({
        ...r,
        treatment: treatmentWordingIn(locale, r.treatment),
        texts: {
          sent: i18n._("dashboardData.quotes.sent", { date: formatDate(r.createdAt, intl) }),
          travellers: i18n._("dashboardData.quotes.travellers", { count: r.travellers }),
          dates:
            r.preferredStart || r.preferredEnd
              ? [r.preferredStart, r.preferredEnd]
                  .filter(Boolean)
                  .map((d) => formatDate(d, intl))
                  .join(" – ")
              : i18n._("dashboardData.quotes.flexible"),
        },
      })),
      now: now.toISOString(),
    },
    { headers: NO_STORE },
  );
}

const REQUEST_STATUS_TEXT: Record<keyof typeof REQUEST_STATUS_LABEL, MessageId> = {
  open: /*i18n*/ "dashboard.quotes.request.open",
  quoted: /*i18n*/ "dashboard.quotes.request.quoted",
  declined: /*i18n*/ "dashboard.quotes.request.declined",
};

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
    done: async (status, _input, { request }) => {
      const i18n = i18nFor(await formLocale(request));
      return redirectWithToast(
        "/dashboard/quotes",
        status === "accepted"
          ? {
              type: "success",
              title: i18n._("dashboard-msg.quote.accepted"),
              description: i18n._("dashboard-msg.quote.acceptedText"),
            }
          : {
              type: "success",
              title: i18n._("dashboard-msg.quote.declined"),
              description: i18n._("dashboard-msg.quote.declinedText"),
            },
      );
    },
  });

export async function action({ request }: Route.ActionArgs) {
  return handleForm(request, {
    guard: async (request) => (await requireDashboardTab(request, "quotes", ["patient"])).user,
    maxBytes: 16 * 1024,
    intents: { accept: decide("accept"), decline: decide("decline") },
    reply: async (f, { form, request }) =>
      data<ActionResult>(
        {
          quoteId: String(form.get("quoteId") ?? ""),
          error: f.message,
          toast: {
            id: crypto.randomUUID(),
            type: "error",
            title: i18nFor(await formLocale(request))._("dashboard-msg.error"),
            description: f.message,
          },
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
  const t = useText();
  const to = useLocalePath();
  useResultToast(actionData);
  return (
    <div className="space-y-6">
      <Panel
        id="quotes"
        title={t("dashboard.quotes.title")}
        description={t("dashboard.quotes.description")}
        actions={
          <Link
            to={to("/quote-request")}
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            <Send aria-hidden />
            {t("dashboard.quotes.request")}
          </Link>
        }
      >
        {quotes.length === 0 ? (
          <EmptyState
            icon={Receipt}
            title={t("dashboard.quotes.empty.title")}
            text={
              requests.length > 0
                ? t("dashboard.quotes.empty.sent")
                : t("dashboard.quotes.empty.text")
            }
            action={
              requests.length > 0
                ? undefined
                : { to: to("/quote-request"), label: t("dashboard.quotes.request") }
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
          title={t("dashboard.quotes.requests.title")}
          description={t("dashboard.quotes.requests.description")}
        >
          <ul className="divide-y divide-slate-200">
            {requests.map((r) => (
              <li key={r.id} className="py-3 first:pt-0 last:pb-0" data-testid="patient-request">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="font-semibold text-slate-900">{r.treatment}</p>
                  <p className="text-xs text-slate-600">{r.texts.sent}</p>
                </div>
                <p className="text-sm text-slate-600">
                  {r.texts.travellers} · {r.texts.dates}
                </p>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {r.clinics.map((c) => (
                    <li
                      key={c.slug}
                      className="flex items-center gap-1.5 rounded-full bg-slate-50 py-1 pe-1 ps-3 text-sm ring-1 ring-slate-200"
                    >
                      <Link to={to(`/clinic/${c.slug}`)} className="text-slate-800 hover:underline">
                        {c.name}
                      </Link>
                      <RequestStatusBadge
                        status={c.status}
                        label={t(REQUEST_STATUS_TEXT[c.status], REQUEST_STATUS_LABEL[c.status])}
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
