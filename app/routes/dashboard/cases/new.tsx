import { FileText } from "lucide-react";
import { Form, Link, data, redirect } from "react-router";
import { FieldError, SelectField, TextareaField, controlClass } from "~/components/forms/field";
import { Notice } from "~/components/forms/notice";
import { SubmitButton } from "~/components/forms/submit-button";
import { Panel } from "~/components/layout/panel";
import { getDb } from "~/db/client.server";
import { CASE_REASONS } from "~/db/schema/resolution";
import { listPatientRecords } from "~/features/records/records.server";
import { type CaseActionResult, useDay } from "~/features/resolution/components/case-view";
import {
  caseFormTooLarge,
  replyCaseFailure,
} from "~/features/resolution/resolution-actions.server";
import {
  CASE_TEXT_MAX,
  MAX_CASE_ATTACHMENTS,
  OpenCaseSchema,
  REASON_TEXT,
  openCaseInput,
} from "~/features/resolution/resolution-schema";
import { caseOpening, openCase } from "~/features/resolution/resolution.server";
import { i18nFor } from "~/i18n/catalog.server";
import { fillText } from "~/i18n/fill-text";
import { knownMessageIn } from "~/i18n/known-messages.server";
import { treatmentWordingIn } from "~/i18n/names.server";
import { accountPageI18n, formLocale } from "~/i18n/page.server";
import { useText } from "~/i18n/text";
import { handleForm, intentsFor } from "~/utils/action.server";
import { NO_STORE, requireDashboardTab } from "~/utils/dashboard.server";
import { cn } from "~/utils/misc";
import type { SessionUser } from "~/utils/permissions.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/new";

/** The patient opens a case on one of their bookings (issue 17 item 5, decision 057). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { user } = await requireDashboardTab(request, "bookings", ["patient"]);
  const opening = await caseOpening(await getDb(), user.id, params.bookingId);
  if (!opening) throw data(null, { status: 404 });
  if (opening.activeCaseId) throw redirect(`/dashboard/cases/${opening.activeCaseId}`);
  const { locale, text } = await accountPageI18n(request, ["case."]);
  const records = opening.refused
    ? []
    : (await listPatientRecords(user.id)).map((r) => ({ id: r.id, fileName: r.fileName }));
  return data(
    {
      text,
      booking: opening.booking && {
        ...opening.booking,
        treatment: treatmentWordingIn(locale, opening.booking.treatment),
      },
      refused: opening.refused ? knownMessageIn(locale, opening.refused) : null,
      records,
    },
    { headers: NO_STORE },
  );
}

const intent = intentsFor<SessionUser, CaseActionResult>();

const openOn = (bookingId: string) =>
  intent({
    schema: OpenCaseSchema,
    input: openCaseInput,
    run: async (input, { user }) =>
      openCase(await getDb(), {
        patientId: user.id,
        bookingId,
        reason: input.reason,
        text: input.text,
        recordIds: input.recordIds,
      }),
    done: async ({ caseId }, _input, { request }) => {
      const i18n = i18nFor(await formLocale(request));
      return redirectWithToast(`/dashboard/cases/${caseId}`, {
        type: "success",
        title: i18n._("case.toast.opened"),
      });
    },
  });

export async function action({ request, params }: Route.ActionArgs) {
  return handleForm(request, {
    guard: async (request) => (await requireDashboardTab(request, "bookings", ["patient"])).user,
    maxBytes: 64 * 1024,
    tooLarge: caseFormTooLarge,
    defaultIntent: "open",
    intents: { open: openOn(params.bookingId) },
    reply: replyCaseFailure,
  });
}

export default function OpenCase({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText();
  const day = useDay();
  const { booking, refused, records } = loaderData;
  const r = actionData;
  const chosen = new Set((r?.values?.recordIds ?? "").split(",").filter(Boolean));
  return (
    <Panel title={t("case.new.title")} description={t("case.new.intro")}>
      <div className="space-y-5">
        <dl className="grid grid-cols-1 gap-2 rounded-lg bg-slate-50 p-4 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-600">{t("case.booking-ref")}</dt>
            <dd dir="ltr" className="font-mono font-semibold text-slate-900">
              {booking.reference}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">{t("case.new.treatment")}</dt>
            <dd className="font-medium text-slate-900">
              {booking.treatment} · {booking.clinicName}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">{t("case.booking.treatment-date")}</dt>
            <dd className="font-medium text-slate-900">{day(booking.treatmentDate)}</dd>
          </div>
        </dl>
        {refused ? (
          <Notice tone="warning">{refused}</Notice>
        ) : (
          <Form method="post" className="space-y-4" noValidate>
            {booking.lastDay && (
              <p className="text-sm text-slate-700">
                {fillText(t("case.new.window"), { date: day(booking.lastDay) })}
              </p>
            )}
            <SelectField
              id="case-reason"
              name="reason"
              label={t("case.new.reason")}
              required
              defaultValue={r?.values?.reason ?? ""}
              error={r?.fieldErrors?.reason}
            >
              <option value="">{t("case.new.reason-choose")}</option>
              {CASE_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {t(REASON_TEXT[reason])}
                </option>
              ))}
            </SelectField>
            <TextareaField
              id="case-text"
              name="text"
              label={t("case.new.text")}
              hint={t("case.new.text-hint")}
              required
              rows={6}
              maxLength={CASE_TEXT_MAX}
              defaultValue={r?.values?.text ?? ""}
              error={r?.fieldErrors?.text}
              controlClassName={cn(controlClass, "py-2.5")}
            />
            <fieldset className="space-y-2">
              <legend className="text-sm font-semibold text-slate-800">
                {t("case.new.evidence")}
              </legend>
              <p className="text-xs text-slate-600">
                {fillText(t("case.new.evidence-hint"), { max: MAX_CASE_ATTACHMENTS })}
              </p>
              {records.length === 0 ? (
                <p className="text-sm text-slate-600">
                  {t("case.new.no-records")}{" "}
                  <Link to="/dashboard/records" className="font-medium text-primary-700 underline">
                    {t("case.new.records-link")}
                  </Link>
                </p>
              ) : (
                <ul className="space-y-1">
                  {records.map((rec) => (
                    <li key={rec.id}>
                      <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
                        <input
                          type="checkbox"
                          name="recordIds"
                          value={rec.id}
                          defaultChecked={chosen.has(rec.id)}
                          className="size-5 rounded border-slate-400"
                        />
                        <FileText aria-hidden className="size-4 shrink-0 text-slate-500" />
                        <span className="break-all">{rec.fileName}</span>
                      </label>
                    </li>
                  ))}
                </ul>
              )}
              <FieldError id="case-records-error" error={r?.fieldErrors?.recordIds} />
              {records.length > 0 && (
                <label className="flex items-start gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    name="consent"
                    defaultChecked={r?.values?.consent === "on"}
                    aria-invalid={r?.fieldErrors?.consent ? true : undefined}
                    aria-describedby={r?.fieldErrors?.consent ? "case-consent-error" : undefined}
                    className="mt-0.5 size-5 shrink-0 rounded border-slate-400"
                  />
                  <span>{t("case.new.consent")}</span>
                </label>
              )}
              <FieldError id="case-consent-error" error={r?.fieldErrors?.consent} />
            </fieldset>
            <FieldError id="case-form-error" error={r?.formError} />
            <SubmitButton intent="open">{t("case.new.submit")}</SubmitButton>
          </Form>
        )}
      </div>
    </Panel>
  );
}
