import { Form } from "react-router";
import { SelectField, TextareaField, inputClass } from "~/components/forms/field";
import { Notice } from "~/components/forms/notice";
import { SubmitButton } from "~/components/forms/submit-button";
import { Badge } from "~/components/ui/badge";
import { fillText } from "~/i18n/fill-text";
import { useText } from "~/i18n/text";
import { type AdminActionResult, resultFor } from "../action-result";
import type { ApplicationRow, CityOption } from "../applications.server";
import { ConfirmForm, formatDateTime, useIntlTag } from "./admin-ui";

/** One partner application, with the approve and reject forms while it is pending. */
export function ApplicationCard({
  a,
  cities,
  ad,
}: {
  a: ApplicationRow;
  cities: CityOption[];
  ad: AdminActionResult | undefined;
}) {
  const approveR = resultFor(ad, a.id, "approve");
  const rejectR = resultFor(ad, a.id, "reject");
  const cityError = approveR?.fieldErrors?.cityId;
  const needsCity = !a.matchedCityId || Boolean(cityError);
  const t = useText();
  const intl = useIntlTag();
  return (
    <article aria-labelledby={`app-${a.id}`} data-testid="application">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={`app-${a.id}`} className="text-lg font-bold text-slate-900">
            {a.clinicName}
          </h2>
          <p className="text-sm text-slate-600">
            {a.city}, {a.country} ·{" "}
            {fillText(t("admin.application.received"), {
              date: formatDateTime(a.createdAt, intl),
            })}
          </p>
        </div>
        <Badge
          variant={
            a.status === "approved" ? "success" : a.status === "rejected" ? "danger" : "warning"
          }
        >
          {a.status === "pending"
            ? t("admin.status.pending")
            : a.status === "approved"
              ? t("admin.status.approved")
              : t("admin.status.rejected")}
        </Badge>
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <Item label={t("admin.application.field.contact")} value={a.contactName} />
        <Item label={t("admin.application.field.email")} value={a.email} />
        <Item label={t("admin.application.field.whatsapp")} value={a.whatsapp} />
        <Item label={t("admin.application.field.website")} value={a.website} />
        <Item label={t("admin.application.field.treatments")} value={a.treatments.join(", ")} />
        <Item label={t("admin.application.field.experience")} value={a.experience} />
        <Item label={t("admin.application.field.languages")} value={a.languages} />
        <Item label={t("admin.application.field.accreditation")} value={a.accreditation} />
        {a.reviewedAt && (
          <Item
            label={t("admin.application.field.decided")}
            value={formatDateTime(a.reviewedAt, intl)}
          />
        )}
        {a.reviewNote && <Item label={t("admin.application.field.reason")} value={a.reviewNote} />}
        {a.clinicSlug && <Item label={t("admin.application.field.clinic")} value={a.clinicSlug} />}
      </dl>
      {a.status === "pending" && (
        <div className="mt-5 grid gap-4 border-t border-slate-100 pt-5 lg:grid-cols-2">
          <Form
            method="post"
            className="space-y-3"
            aria-label={fillText(t("admin.application.approve-label"), { name: a.clinicName })}
          >
            <input type="hidden" name="intent" value="approve" />
            <input type="hidden" name="id" value={a.id} />
            {needsCity ? (
              <SelectField
                id={`city-${a.id}`}
                label={t("admin.application.city")}
                required
                error={cityError}
                hint={t("admin.application.city-hint")}
                name="cityId"
                defaultValue={approveR?.values?.cityId ?? ""}
              >
                <option value="">{t("admin.application.choose-city")}</option>
                {cities.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}, {c.country}
                  </option>
                ))}
              </SelectField>
            ) : (
              <p className="text-sm text-slate-600">
                {fillText(t("admin.application.city-matched"), {
                  city: cities.find((c) => c.id === a.matchedCityId)?.name ?? "",
                })}
              </p>
            )}
            {approveR?.formError && <Notice tone="error">{approveR.formError}</Notice>}
            <SubmitButton intent="approve" pendingLabel={t("admin.application.approving")}>
              {t("admin.application.approve")}
            </SubmitButton>
          </Form>
          <ConfirmForm
            method="post"
            className="space-y-3"
            aria-label={fillText(t("admin.application.reject-label"), { name: a.clinicName })}
            question={fillText(t("admin.application.reject-question"), { name: a.clinicName })}
            confirmLabel={t("admin.application.reject-confirm")}
            confirmKey={`reject:${a.id}`}
          >
            <input type="hidden" name="intent" value="reject" />
            <input type="hidden" name="id" value={a.id} />
            <TextareaField
              id={`reason-${a.id}`}
              label={t("admin.application.reason")}
              required
              error={rejectR?.fieldErrors?.reason}
              name="reason"
              minLength={5}
              maxLength={1000}
              rows={2}
              defaultValue={rejectR?.values?.reason ?? ""}
              controlClassName={`${inputClass} h-auto py-2`}
            />
            {rejectR?.formError && <Notice tone="error">{rejectR.formError}</Notice>}
            <SubmitButton
              intent="reject"
              variant="outline"
              pendingLabel={t("admin.application.rejecting")}
            >
              {t("admin.application.reject")}
            </SubmitButton>
          </ConfirmForm>
        </div>
      )}
    </article>
  );
}

function Item({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div className="min-w-0">
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="break-words text-slate-900">{value || "—"}</dd>
    </div>
  );
}
