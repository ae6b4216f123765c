import "~/utils/zod-config";
import { ClipboardList } from "lucide-react";
import { Form, data } from "react-router";
import { z } from "zod";
import { SelectField, TextareaField, inputClass } from "~/components/forms/field";
import { Notice } from "~/components/forms/notice";
import { SubmitButton } from "~/components/forms/submit-button";
import { Badge } from "~/components/ui/badge";
import { type AdminActionResult, resultFor } from "~/features/admin/action-result";
import { loadAdminList, readAdminAction } from "~/features/admin/admin-route.server";
import {
  ApproveApplicationSchema,
  RejectApplicationSchema,
  listFilters,
} from "~/features/admin/admin-schema";
import {
  APPLICATIONS_PAGE_SIZE,
  approveApplication,
  listApplications,
  listCityOptions,
  rejectApplication,
} from "~/features/admin/applications.server";
import {
  AdminList,
  ConfirmForm,
  FilterBar,
  FilterSelect,
  PageTitle,
  SearchField,
  formatDateTime,
} from "~/features/admin/components/admin-ui";
import { runIntent } from "~/features/admin/run-action.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/applications";

const Filters = listFilters({
  status: z.enum(["pending", "approved", "rejected", "all"]).catch("pending"),
});

export async function loader({ request }: Route.LoaderArgs) {
  return loadAdminList(
    request,
    { filters: Filters, pageSize: APPLICATIONS_PAGE_SIZE },
    async ({ db, filters }) => {
      const [list, cities] = await Promise.all([
        listApplications(db, filters),
        listCityOptions(db),
      ]);
      return { ...list, cities };
    },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const { values, db, actor, back } = await readAdminAction(request);
  if (values.intent === "approve")
    return runIntent(
      values,
      ApproveApplicationSchema,
      (input) => approveApplication(db, actor, { id: input.id, cityId: input.cityId || undefined }),
      async (result, input) => {
        if (result.kind === "need-city")
          return data<AdminActionResult>(
            {
              id: input.id,
              intent: "approve",
              values,
              fieldErrors: {
                cityId:
                  "We could not match the application's city to one of ours. Please choose the city.",
              },
            },
            { status: 400 },
          );
        return redirectWithToast(back, {
          type: "success",
          title: "Application approved",
          description:
            "The clinic was created (unverified) and an invitation to set a password was emailed.",
        });
      },
    );
  if (values.intent === "reject")
    return runIntent(
      values,
      RejectApplicationSchema,
      (input) => rejectApplication(db, actor, input),
      () =>
        redirectWithToast(back, {
          type: "success",
          title: "Application rejected",
          description: "The applicant was emailed the reason.",
        }),
    );
  return data<AdminActionResult>({ formError: "Unknown action." }, { status: 400 });
}

export default function AdminApplications({ loaderData: d, actionData }: Route.ComponentProps) {
  const ad = actionData as AdminActionResult | undefined;
  return (
    <>
      <PageTitle title="Partner applications">
        Clinics that applied on the partner page. Approving creates the clinic (unverified) and
        emails its contact a link to set a password; rejecting emails the reason.
      </PageTitle>
      <FilterBar>
        <FilterSelect id="status" label="Status" defaultValue={d.filters.status}>
          <option value="pending">Pending</option>
          <option value="approved">Approved</option>
          <option value="rejected">Rejected</option>
          <option value="all">All</option>
        </FilterSelect>
        <SearchField defaultValue={d.filters.q} placeholder="Clinic, contact, email or city" />
      </FilterBar>
      <AdminList
        list={d}
        label="Applications"
        empty={{
          icon: ClipboardList,
          title: "No applications here",
          text:
            d.filters.status === "pending"
              ? "No application is waiting for a decision."
              : "Nothing matches these filters.",
        }}
      >
        {(a) => {
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
                    a.status === "approved"
                      ? "success"
                      : a.status === "rejected"
                        ? "danger"
                        : "warning"
                  }
                >
                  {a.status === "pending"
                    ? "Pending"
                    : a.status === "approved"
                      ? "Approved"
                      : "Rejected"}
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
                        {d.cities.map((c) => (
                          <option key={c.id} value={c.id}>
                            {c.name}, {c.country}
                          </option>
                        ))}
                      </SelectField>
                    ) : (
                      <p className="text-sm text-slate-600">
                        City matched: {d.cities.find((c) => c.id === a.matchedCityId)?.name}
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
        }}
      </AdminList>
    </>
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
