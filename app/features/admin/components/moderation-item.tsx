import { Star } from "lucide-react";
import { Form, Link } from "react-router";
import { InputField } from "~/components/forms/field";
import { Notice } from "~/components/forms/notice";
import { SubmitButton } from "~/components/forms/submit-button";
import { Badge } from "~/components/ui/badge";
import { fill } from "~/i18n/fill";
import { fillText } from "~/i18n/fill-text";
import type { MessageId } from "~/i18n/message-ids";
import { useLocalePath, useText } from "~/i18n/text";
import { type AdminActionResult, resultFor } from "../action-result";
import type { ModerationRow } from "../moderation.server";
import { ConfirmForm, formatDateTime, useIntlTag } from "./admin-ui";

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
  const t = useText();
  const to = useLocalePath();
  const intl = useIntlTag();
  return (
    <article aria-labelledby={`review-${r.id}`} data-testid="moderation-item">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`review-${r.id}`} className="font-semibold text-slate-900">
            {fill(t("admin.review.on"), {
              author: r.authorName,
              clinic: (
                <Link
                  to={to(`/clinic/${r.clinicSlug}`)}
                  className="text-primary-700 hover:underline"
                >
                  {r.clinicName}
                </Link>
              ),
            })}
          </h3>
          <p className="text-sm text-slate-600">
            {formatDateTime(r.createdAt, intl)}
            {r.treatment ? ` · ${r.treatment}` : ""}
            {r.authorCountry ? ` · ${r.authorCountry}` : ""}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <span className="inline-flex items-center gap-1 text-sm font-semibold text-slate-900">
            <Star aria-hidden className="size-4 fill-amber-400 text-amber-500" />
            <bdi dir="ltr">{r.rating}/5</bdi>
          </span>
          {r.verifiedPatient && (
            <Badge variant="success">{t("admin.review.verified-patient")}</Badge>
          )}
        </div>
      </div>
      <p className="mt-3 whitespace-pre-wrap break-words text-sm text-slate-800">
        {r.comment || <span className="text-slate-600">{t("admin.review.no-comment")}</span>}
      </p>
      {r.moderationReason && (
        <p className="mt-2 text-sm text-slate-700">
          <span className="font-medium">{t("admin.review.moderation-reason")}</span>{" "}
          {r.moderationReason}
        </p>
      )}
      {r.replyBody && (
        <div className="mt-3 rounded-lg bg-slate-50 p-3 text-sm">
          <p className="font-medium text-slate-800">
            {t("admin.review.clinic-reply")}{" "}
            {r.replyAt ? `· ${formatDateTime(r.replyAt, intl)}` : ""}
            {r.replyHidden && (
              <Badge variant="danger" className="ms-2">
                {t("admin.moderation.status.hidden")}
              </Badge>
            )}
          </p>
          <p className="mt-1 whitespace-pre-wrap break-words text-slate-800">{r.replyBody}</p>
          {r.replyHiddenReason && (
            <p className="mt-1 text-slate-700">
              {t("admin.review.reason")} {r.replyHiddenReason}
            </p>
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
          <Form
            method="post"
            aria-label={fillText(t("admin.review.publish-label"), { name: r.authorName })}
          >
            <input type="hidden" name="id" value={r.id} />
            <SubmitButton intent="publish" pendingLabel={t("admin.review.publishing")}>
              {t("admin.review.publish")}
            </SubmitButton>
          </Form>
        )}
        {r.status === "hidden" && (
          <Form
            method="post"
            aria-label={fillText(t("admin.review.restore-label"), { name: r.authorName })}
          >
            <input type="hidden" name="id" value={r.id} />
            <SubmitButton intent="restore" pendingLabel={t("admin.review.restoring")}>
              {t("admin.review.restore")}
            </SubmitButton>
          </Form>
        )}
        {r.status === "pending" && (
          <ReasonForm
            id={r.id}
            intent="reject"
            label={t("admin.review.reject")}
            reasonLabel={/*i18n*/ "admin.review.reason.reject"}
            question={t("admin.review.reject-question")}
            res={res}
          />
        )}
        {r.status === "published" && (
          <ReasonForm
            id={r.id}
            intent="hide"
            label={t("admin.review.hide")}
            reasonLabel={/*i18n*/ "admin.review.reason.hide"}
            question={t("admin.review.hide-question")}
            res={res}
          />
        )}
        {r.replyBody && !r.replyHidden && (
          <ReasonForm
            id={r.id}
            intent="hide-reply"
            label={t("admin.review.hide-reply")}
            reasonLabel={/*i18n*/ "admin.review.reason.hide-reply"}
            question={t("admin.review.hide-reply-question")}
            res={res}
          />
        )}
        {r.replyBody && r.replyHidden && (
          <Form
            method="post"
            aria-label={fillText(t("admin.review.restore-reply-label"), { name: r.authorName })}
          >
            <input type="hidden" name="id" value={r.id} />
            <SubmitButton
              intent="restore-reply"
              variant="outline"
              pendingLabel={t("admin.review.restoring")}
            >
              {t("admin.review.restore-reply")}
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
  reasonLabel,
  question,
  res,
}: {
  id: string;
  intent: string;
  label: string;
  /** The reason field's label ("Reason (reject)"). */
  reasonLabel: MessageId;
  question: string;
  res: AdminActionResult | undefined;
}) {
  const mine = res?.intent === intent ? res : undefined;
  const fid = `${intent}-${id}`;
  const error = mine?.fieldErrors?.reason;
  const t = useText();
  return (
    <ConfirmForm
      method="post"
      className="space-y-2"
      question={question}
      confirmLabel={label}
      confirmKey={`${intent}:${id}`}
      aria-label={label}
    >
      <input type="hidden" name="id" value={id} />
      <InputField
        id={fid}
        label={t(reasonLabel)}
        required
        error={error}
        name="reason"
        minLength={5}
        maxLength={500}
        defaultValue={mine?.values?.reason ?? ""}
      />
      <SubmitButton intent={intent} variant="outline" pendingLabel={t("admin.ui.saving")}>
        {label}
      </SubmitButton>
    </ConfirmForm>
  );
}
