import { Star } from "lucide-react";
import { Form, Link } from "react-router";
import { InputField } from "~/components/forms/field";
import { Notice } from "~/components/forms/notice";
import { SubmitButton } from "~/components/forms/submit-button";
import { Badge } from "~/components/ui/badge";
import { type AdminActionResult, resultFor } from "../action-result";
import type { ModerationRow } from "../moderation.server";
import { ConfirmForm, formatDateTime } from "./admin-ui";

/** A review in the moderation lists, as the page's loader sends it (dates as ISO strings). */
export type ModerationItemRow = Omit<ModerationRow, "createdAt" | "replyAt"> & {
  createdAt: string;
  replyAt: string | null;
};

/** One review with its clinic reply and the moderation forms its status allows. */
export function ModerationItem({
  r,
  ad,
}: {
  r: ModerationItemRow;
  ad: AdminActionResult | undefined;
}) {
  const res = resultFor(ad, r.id);
  return (
    <article aria-labelledby={`review-${r.id}`} data-testid="moderation-item">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`review-${r.id}`} className="font-semibold text-slate-900">
            {r.authorName} on{" "}
            <Link to={`/clinic/${r.clinicSlug}`} className="text-primary-700 hover:underline">
              {r.clinicName}
            </Link>
          </h3>
          <p className="text-sm text-slate-600">
            {formatDateTime(r.createdAt)}
            {r.treatment ? ` · ${r.treatment}` : ""}
            {r.authorCountry ? ` · ${r.authorCountry}` : ""}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <span className="inline-flex items-center gap-1 text-sm font-semibold text-slate-900">
            <Star aria-hidden className="size-4 fill-amber-400 text-amber-500" />
            {r.rating}/5
          </span>
          {r.verifiedPatient && <Badge variant="success">Verified patient</Badge>}
        </div>
      </div>
      <p className="mt-3 whitespace-pre-wrap break-words text-sm text-slate-800">
        {r.comment || <span className="text-slate-600">(no comment)</span>}
      </p>
      {r.moderationReason && (
        <p className="mt-2 text-sm text-slate-700">
          <span className="font-medium">Moderation reason:</span> {r.moderationReason}
        </p>
      )}
      {r.replyBody && (
        <div className="mt-3 rounded-lg bg-slate-50 p-3 text-sm">
          <p className="font-medium text-slate-800">
            Clinic reply {r.replyAt ? `· ${formatDateTime(r.replyAt)}` : ""}
            {r.replyHidden && (
              <Badge variant="danger" className="ml-2">
                Hidden
              </Badge>
            )}
          </p>
          <p className="mt-1 whitespace-pre-wrap break-words text-slate-800">{r.replyBody}</p>
          {r.replyHiddenReason && (
            <p className="mt-1 text-slate-700">Reason: {r.replyHiddenReason}</p>
          )}
        </div>
      )}
      {res?.formError && (
        <Notice tone="error" className="mt-3">
          {res.formError}
        </Notice>
      )}
      <div className="mt-4 grid gap-4 border-t border-slate-100 pt-4 md:grid-cols-2">
        {(r.status === "pending" || r.status === "rejected") && (
          <Form method="post" aria-label={`Publish the review by ${r.authorName}`}>
            <input type="hidden" name="id" value={r.id} />
            <SubmitButton intent="publish" pendingLabel="Publishing…">
              Publish
            </SubmitButton>
          </Form>
        )}
        {r.status === "hidden" && (
          <Form method="post" aria-label={`Restore the review by ${r.authorName}`}>
            <input type="hidden" name="id" value={r.id} />
            <SubmitButton intent="restore" pendingLabel="Restoring…">
              Restore review
            </SubmitButton>
          </Form>
        )}
        {r.status === "pending" && (
          <ReasonForm
            id={r.id}
            intent="reject"
            label="Reject"
            question="Reject this review? The author is told the reason."
            res={res}
          />
        )}
        {r.status === "published" && (
          <ReasonForm
            id={r.id}
            intent="hide"
            label="Hide review"
            question="Hide this review from the clinic page? The author is told the reason."
            res={res}
          />
        )}
        {r.replyBody && !r.replyHidden && (
          <ReasonForm
            id={r.id}
            intent="hide-reply"
            label="Hide reply"
            question="Hide the clinic's reply? The clinic is told the reason."
            res={res}
          />
        )}
        {r.replyBody && r.replyHidden && (
          <Form method="post" aria-label={`Restore the clinic reply to ${r.authorName}`}>
            <input type="hidden" name="id" value={r.id} />
            <SubmitButton intent="restore-reply" variant="outline" pendingLabel="Restoring…">
              Restore reply
            </SubmitButton>
          </Form>
        )}
      </div>
    </article>
  );
}

function ReasonForm({
  id,
  intent,
  label,
  question,
  res,
}: {
  id: string;
  intent: string;
  label: string;
  question: string;
  res: AdminActionResult | undefined;
}) {
  const mine = res?.intent === intent ? res : undefined;
  const fid = `${intent}-${id}`;
  const error = mine?.fieldErrors?.reason;
  return (
    <ConfirmForm
      method="post"
      className="space-y-2"
      question={question}
      confirmLabel={label}
      aria-label={label}
    >
      <input type="hidden" name="id" value={id} />
      <InputField
        id={fid}
        label={`Reason (${label.toLowerCase()})`}
        required
        error={error}
        name="reason"
        minLength={5}
        maxLength={500}
        defaultValue={mine?.values?.reason ?? ""}
      />
      <SubmitButton intent={intent} variant="outline" pendingLabel="Saving…">
        {label}
      </SubmitButton>
    </ConfirmForm>
  );
}
