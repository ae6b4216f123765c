import { ArrowLeft, Ban } from "lucide-react";
import { Form, Link } from "react-router";
import { Notice } from "~/components/forms/notice";
import { SubmitButton } from "~/components/forms/submit-button";
import { Panel } from "~/components/layout/panel";
import { formatMinor } from "~/utils/money";
import { CLINIC_REQUEST_LABEL, formatDate, quoteDisplayStatus } from "../quote-schema";
import type { ClinicRequest } from "../quotes.server";
import { QuoteForm, type QuoteFormValues } from "./quote-form";
import { QuoteStatusBadge, RequestStatusBadge } from "./quote-status-badge";
import { RequestFacts } from "./request-summary";

/** What the quote form's action answers when it refuses a quote or a decline. */
export type RequestActionResult = {
  formError: string;
  fieldErrors: Record<string, string>;
  values: QuoteFormValues | null;
};

/**
 * One quote request as the clinic sees it (Requests > a request): what the patient asked, the
 * quote form and the decline button while it is open, and the quote once sent.
 */
export function RequestDetail({
  req,
  expiresOn,
  now,
  result,
}: {
  req: ClinicRequest;
  /** The default expiry date of a new quote (ISO date). */
  expiresOn: string;
  now: string;
  result: RequestActionResult | undefined;
}) {
  const values: QuoteFormValues = result?.values ?? {
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
              fieldErrors={result?.fieldErrors}
              formError={result?.formError}
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
