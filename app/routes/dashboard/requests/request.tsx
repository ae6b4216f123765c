import { ArrowLeft, Ban } from "lucide-react";
import { Form, Link, data } from "react-router";
import { Notice } from "~/components/forms/notice";
import { SubmitButton } from "~/components/forms/submit-button";
import { Panel } from "~/components/layout/panel";
import { QuoteForm, type QuoteFormValues } from "~/features/quotes/components/quote-form";
import {
  QuoteStatusBadge,
  RequestStatusBadge,
} from "~/features/quotes/components/quote-status-badge";
import { RequestFacts } from "~/features/quotes/components/request-summary";
import {
  CLINIC_REQUEST_LABEL,
  DEFAULT_QUOTE_VALIDITY_DAYS,
  QuoteFormSchema,
  formatDate,
  quoteDisplayStatus,
} from "~/features/quotes/quote-schema";
import { declineRequest, getClinicRequest, sendQuote } from "~/features/quotes/quotes.server";
import { markSeen } from "~/services/notifications/notifications.server";
import { assertSameOrigin } from "~/utils/csrf.server";
import { NO_STORE, requireClinicId, requireDashboardTab } from "~/utils/dashboard.server";
import { formatMinor } from "~/utils/money";
import { readFormLimited } from "~/utils/request.server";
import { redirectWithToast } from "~/utils/toast.server";
import { fieldErrors as toFieldErrors } from "~/utils/validation";
import type { Route } from "./+types/request";

export async function loader({ request, params }: Route.LoaderArgs) {
  const { user } = await requireDashboardTab(request, "requests", ["clinic"]);
  const clinicId = requireClinicId(user);
  const req = await getClinicRequest(clinicId, params.requestId);
  if (!req) throw data({ message: "Quote request not found" }, { status: 404 });
  await markSeen(user.id, [`/dashboard/requests/${params.requestId}`]);
  const expiresOn = new Date(Date.now() + DEFAULT_QUOTE_VALIDITY_DAYS * 86_400_000)
    .toISOString()
    .slice(0, 10);
  return data({ req, expiresOn, now: new Date().toISOString() }, { headers: NO_STORE });
}

function valuesFromForm(form: FormData): QuoteFormValues {
  const str = (k: string) => {
    const v = form.get(k);
    return typeof v === "string" ? v : "";
  };
  const all = (k: string) => form.getAll(k).map((v) => (typeof v === "string" ? v : ""));
  const labels = all("itemLabel");
  const amounts = all("itemAmount");
  return {
    items: labels.slice(0, 50).map((label, i) => ({ label, amount: amounts[i] ?? "" })),
    currency: str("currency"),
    includes: str("includes"),
    excludes: str("excludes"),
    notes: str("notes"),
    expiresOn:
      form.getAll("expiresOn").find((v): v is string => typeof v === "string" && v.trim() !== "") ??
      "",
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  assertSameOrigin(request);
  const { user } = await requireDashboardTab(request, "requests", ["clinic"]);
  const clinicId = requireClinicId(user);
  const body = await readFormLimited(request, 64 * 1024);
  if (body.tooLarge) throw data({ message: "The quote is too large." }, { status: 413 });
  const intent = String(body.form.get("intent") ?? "");

  if (intent === "decline") {
    const r = await declineRequest(clinicId, params.requestId);
    if (!r.ok)
      return data(
        { formError: r.message, fieldErrors: {} as Record<string, string>, values: null },
        { status: r.status },
      );
    return redirectWithToast("/dashboard/requests", {
      type: "success",
      title: "Request declined",
      description: "The patient has been told.",
    });
  }
  if (intent !== "quote") throw data({ message: "Unknown action" }, { status: 400 });

  const values = valuesFromForm(body.form);
  const parsed = QuoteFormSchema.safeParse(values);
  if (!parsed.success) {
    return data(
      {
        formError: "Please check the highlighted fields.",
        fieldErrors: toFieldErrors(parsed.error),
        values,
      },
      { status: 400 },
    );
  }
  const r = await sendQuote(clinicId, user.id, params.requestId, parsed.data);
  if (!r.ok)
    return data(
      { formError: r.message, fieldErrors: {} as Record<string, string>, values },
      { status: r.status },
    );
  return redirectWithToast(`/dashboard/requests/${params.requestId}`, {
    type: "success",
    title: "Quote sent",
    description: "The patient has been told and can accept or decline it.",
  });
}

export default function RequestDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { req, expiresOn, now } = loaderData;
  const values: QuoteFormValues = actionData?.values ?? {
    items: [],
    currency: "USD",
    includes: "",
    excludes: "",
    notes: "",
    expiresOn,
  };
  return (
    <div className="space-y-5">
      <Link
        to="/dashboard/requests"
        className="inline-flex min-h-11 items-center gap-1.5 rounded-lg text-sm font-semibold text-primary-800 hover:underline focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-300"
      >
        <ArrowLeft aria-hidden className="size-4" />
        All quote requests
      </Link>
      <Panel
        title={`${req.patientFirstName} · ${req.treatment}`}
        description={`Received ${formatDate(req.createdAt)}${req.packageTitle ? ` · about the package “${req.packageTitle}”` : ""}`}
        actions={
          <RequestStatusBadge status={req.status} label={CLINIC_REQUEST_LABEL[req.status]} />
        }
      >
        <RequestFacts req={req} />
      </Panel>

      {req.status === "open" && (
        <>
          <Panel
            id="quote-form"
            title="Send a quote"
            description="The patient sees the total, your lines, what is and isn't included, and the expiry date."
          >
            <QuoteForm
              values={values}
              fieldErrors={actionData?.fieldErrors}
              formError={actionData?.formError}
            />
          </Panel>
          <Panel
            title="Cannot offer this treatment?"
            description="Declining tells the patient, so they can wait for the other clinics they asked."
          >
            <Form method="post">
              <SubmitButton intent="decline" variant="outline" pendingLabel="Declining…">
                <Ban aria-hidden />
                Decline request
              </SubmitButton>
            </Form>
          </Panel>
        </>
      )}

      {req.status === "declined" && (
        <Notice tone="info">
          You declined this request{req.respondedAt ? ` on ${formatDate(req.respondedAt)}` : ""}.
        </Notice>
      )}

      {req.quote && (
        <Panel
          title="Your quote"
          actions={<QuoteStatusBadge status={quoteDisplayStatus(req.quote, new Date(now))} />}
        >
          <div className="space-y-4 text-sm">
            <p className="text-2xl font-extrabold text-slate-900">
              {formatMinor(req.quote.amountMinor, req.quote.currency)}
            </p>
            <table className="w-full max-w-lg text-left">
              <caption className="sr-only">Itemised price</caption>
              <thead>
                <tr className="text-xs uppercase tracking-wide text-slate-600">
                  <th scope="col" className="pb-1 font-semibold">
                    Item
                  </th>
                  <th scope="col" className="pb-1 text-right font-semibold">
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody>
                {req.quote.items.map((it, i) => (
                  <tr key={i} className="border-t border-slate-200">
                    <td className="py-1.5 pr-3">{it.label}</td>
                    <td className="py-1.5 text-right tabular-nums">
                      {formatMinor(it.amountMinor, req.quote!.currency)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="text-slate-700">Valid until {formatDate(req.quote.expiresAt)}</p>
            {req.quote.includes.length > 0 && (
              <p className="text-slate-700">
                <strong>Included:</strong> {req.quote.includes.join(", ")}
              </p>
            )}
            {req.quote.excludes.length > 0 && (
              <p className="text-slate-700">
                <strong>Not included:</strong> {req.quote.excludes.join(", ")}
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
