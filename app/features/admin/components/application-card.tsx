import { Form } from "react-router";
import { SelectField, TextareaField, inputClass } from "~/components/forms/field";
import { Notice } from "~/components/forms/notice";
import { SubmitButton } from "~/components/forms/submit-button";
import { Badge } from "~/components/ui/badge";
import { type AdminActionResult, resultFor } from "../action-result";
import type { ApplicationRow, CityOption } from "../applications.server";
import { ConfirmForm, formatDateTime } from "./admin-ui";

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
  return (
    <article aria-labelledby={`app-${a.id}`} data-testid="application">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={`app-${a.id}`} className="text-lg font-bold text-slate-900">
            {a.clinicName}
          </h2>
          <p className="text-sm text-slate-600">
            {a.city}, {a.country} · received {formatDateTime(a.createdAt)}
          </p>
        </div>
        <Badge
          variant={
            a.status === "approved" ? "success" : a.status === "rejected" ? "danger" : "warning"
          }
        >
          {a.status === "pending" ? "Pending" : a.status === "approved" ? "Approved" : "Rejected"}
        </Badge>
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <Item label="Contact" value={a.contactName} />
        <Item label="Email" value={a.email} />
        <Item label="WhatsApp" value={a.whatsapp} />
        <Item label="Website" value={a.website} />
        <Item label="Treatments" value={a.treatments.join(", ")} />
        <Item label="Experience" value={a.experience} />
        <Item label="Languages" value={a.languages} />
        <Item label="Accreditation" value={a.accreditation} />
        {a.reviewedAt && <Item label="Decided" value={formatDateTime(a.reviewedAt)} />}
        {a.reviewNote && <Item label="Reason" value={a.reviewNote} />}
        {a.clinicSlug && <Item label="Clinic" value={a.clinicSlug} />}
      </dl>
      {a.status === "pending" && (
        <div className="mt-5 grid gap-4 border-t border-slate-100 pt-5 lg:grid-cols-2">
          <Form method="post" className="space-y-3" aria-label={`Approve ${a.clinicName}`}>
            <input type="hidden" name="intent" value="approve" />
            <input type="hidden" name="id" value={a.id} />
            {needsCity ? (
              <SelectField
                id={`city-${a.id}`}
                label="City"
                required
                error={cityError}
                hint="No seeded city matched the application's city; choose one."
                name="cityId"
                defaultValue={approveR?.values?.cityId ?? ""}
              >
                <option value="">Choose a city</option>
                {cities.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}, {c.country}
                  </option>
                ))}
              </SelectField>
            ) : (
              <p className="text-sm text-slate-600">
                City matched: {cities.find((c) => c.id === a.matchedCityId)?.name}
              </p>
            )}
            {approveR?.formError && <Notice tone="error">{approveR.formError}</Notice>}
            <SubmitButton intent="approve" pendingLabel="Approving…">
              Approve and invite
            </SubmitButton>
          </Form>
          <ConfirmForm
            method="post"
            className="space-y-3"
            aria-label={`Reject ${a.clinicName}`}
            question={`Reject the application from ${a.clinicName}? The applicant is emailed the reason.`}
            confirmLabel="Reject application"
          >
            <input type="hidden" name="intent" value="reject" />
            <input type="hidden" name="id" value={a.id} />
            <TextareaField
              id={`reason-${a.id}`}
              label="Reason for rejection"
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
            <SubmitButton intent="reject" variant="outline" pendingLabel="Rejecting…">
              Reject
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
