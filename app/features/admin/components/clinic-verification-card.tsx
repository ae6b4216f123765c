import { ExternalLink } from "lucide-react";
import { Form, Link } from "react-router";
import { InputField } from "~/components/forms/field";
import { Notice } from "~/components/forms/notice";
import { SubmitButton } from "~/components/forms/submit-button";
import { Badge } from "~/components/ui/badge";
import { fillText } from "~/i18n/fill-text";
import { useLocalePath, usePlace, useText } from "~/i18n/text";
import { type AdminActionResult, resultFor } from "../action-result";
import type { AdminClinicRow } from "../clinics.server";
import { ConfirmForm, formatDate, useIntlTag } from "./admin-ui";

/** One clinic on the verification page: its state, the verify form and the unverify form. */
export function ClinicVerificationCard({
  c,
  today,
  ad,
}: {
  c: AdminClinicRow;
  today: string;
  ad: AdminActionResult | undefined;
}) {
  const r = resultFor(ad, c.id);
  const err = r?.fieldErrors ?? {};
  const t = useText();
  const to = useLocalePath();
  const intl = useIntlTag();
  const place = usePlace();
  return (
    <article aria-labelledby={`clinic-${c.id}`} data-testid="admin-clinic">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`clinic-${c.id}`} className="text-lg font-bold text-slate-900">
            {c.name}
          </h2>
          <p className="text-sm text-slate-600">
            {place(c.city, c.country)} · {c.address}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {c.needsReview && (
            <Badge variant="warning">{t("admin.clinics.filter.needs-review")}</Badge>
          )}
          {c.verified ? (
            <Badge variant="success">
              {fillText(t("admin.clinic.verified-on"), { date: formatDate(c.verifiedAt, intl) })}
            </Badge>
          ) : (
            <Badge variant="neutral">{t("admin.clinics.filter.unverified")}</Badge>
          )}
        </div>
      </div>
      <p className="mt-2 text-sm text-slate-700">
        <span className="font-medium">{t("admin.clinic.certifications")}</span>{" "}
        {c.certifications.length ? c.certifications.join(", ") : t("admin.clinic.none-listed")}
      </p>
      {c.verificationNote && (
        <p className="mt-1 text-sm text-slate-700">
          <span className="font-medium">{t("admin.clinic.last-note")}</span> {c.verificationNote}
        </p>
      )}
      {c.recordNotes.length > 0 && (
        <details className="mt-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm">
          <summary className="cursor-pointer font-semibold text-slate-900">
            {fillText(t("admin.clinic.record-notes"), { count: c.recordNotes.length })}
          </summary>
          <ul className="mt-2 space-y-2" data-testid="clinic-record-notes">
            {c.recordNotes.map((n) => (
              <li key={n.id} className="text-slate-800">
                <span className="text-slate-600">{formatDate(n.createdAt, intl)}</span>
                {n.caseId && (
                  <>
                    {" · "}
                    <Link
                      to={`/admin/cases/${n.caseId}`}
                      className="font-medium text-primary-700 hover:underline"
                    >
                      {fillText(t("admin.clinic.record-note-case"), {
                        reference: n.reference ?? "",
                      })}
                    </Link>
                  </>
                )}
                <p className="whitespace-pre-line">{n.note}</p>
              </li>
            ))}
          </ul>
        </details>
      )}
      {c.verified && (
        <Link
          to={to(`/clinic/${c.slug}`)}
          className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-primary-700 hover:underline"
        >
          {t("admin.clinic.view-public")} <ExternalLink aria-hidden className="size-3.5" />
        </Link>
      )}
      {r?.formError && (
        <Notice tone="error" className="mt-4">
          {r.formError}
        </Notice>
      )}
      {!c.verified || c.needsReview ? (
        <VerifyForm id={c.id} name={c.name} today={today} r={resultFor(ad, c.id, "verify")} />
      ) : null}
      {c.verified && (
        <ConfirmForm
          method="post"
          className="mt-5 grid gap-3 border-t border-slate-100 pt-5 sm:grid-cols-[1fr_auto] sm:items-end"
          aria-label={fillText(t("admin.clinic.unverify-label"), { name: c.name })}
          question={fillText(t("admin.clinic.unverify-question"), { name: c.name })}
          confirmLabel={t("admin.clinic.unverify-confirm")}
          confirmKey={`unverify:${c.id}`}
        >
          <input type="hidden" name="intent" value="unverify" />
          <input type="hidden" name="id" value={c.id} />
          <InputField
            id={`unote-${c.id}`}
            label={t("admin.clinic.unverify-note")}
            required
            error={r?.intent === "unverify" ? err.note : undefined}
            name="note"
            minLength={3}
            maxLength={1000}
            defaultValue={r?.intent === "unverify" ? r.values?.note : ""}
          />
          <SubmitButton intent="unverify" variant="outline" pendingLabel={t("admin.ui.saving")}>
            {t("admin.clinic.unverify")}
          </SubmitButton>
        </ConfirmForm>
      )}
    </article>
  );
}

function VerifyForm({
  id,
  name,
  today,
  r,
}: {
  id: string;
  name: string;
  today: string;
  r: AdminActionResult | undefined;
}) {
  const err = r?.fieldErrors ?? {};
  const t = useText();
  return (
    <Form
      method="post"
      className="mt-5 grid gap-3 border-t border-slate-100 pt-5 sm:grid-cols-[1fr_11rem_auto] sm:items-end"
      aria-label={fillText(t("admin.clinic.verify-label"), { name })}
    >
      <input type="hidden" name="intent" value="verify" />
      <input type="hidden" name="id" value={id} />
      <InputField
        id={`note-${id}`}
        label={t("admin.clinic.verify-note")}
        required
        error={err.note}
        name="note"
        minLength={3}
        maxLength={1000}
        defaultValue={r?.values?.note ?? ""}
        placeholder={t("admin.clinic.verify-placeholder")}
      />
      <InputField
        id={`date-${id}`}
        label={t("admin.clinic.verified-on-label")}
        required
        error={err.date}
        name="date"
        type="date"
        max={today}
        defaultValue={r?.values?.date ?? today}
      />
      <SubmitButton intent="verify" pendingLabel={t("admin.clinic.verifying")}>
        {t("admin.clinic.verify")}
      </SubmitButton>
    </Form>
  );
}
