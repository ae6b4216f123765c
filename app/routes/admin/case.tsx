import { eq } from "drizzle-orm";
import { Form, Link, data } from "react-router";
import { CancellationTermsView } from "~/components/cancellation/cancellation-terms-view";
import { useCurrency } from "~/components/currency-context";
import {
  FieldError,
  InputField,
  SelectField,
  TextareaField,
  controlClass,
} from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { getDb } from "~/db/client.server";
import { bookings } from "~/db/schema";
import { adminIntent, handleAdminForm } from "~/features/admin/admin-route.server";
import { NO_STORE } from "~/features/admin/admin.server";
import { audit } from "~/features/admin/audit.server";
import { PageTitle } from "~/features/admin/components/admin-ui";
import { CaseView, useWhen } from "~/features/resolution/components/case-view";
import {
  CASE_NOTE_MAX,
  CaseMessageSchema,
  DECISION_TEXT,
  DecideCaseSchema,
} from "~/features/resolution/resolution-schema";
import {
  decideCase,
  getCaseForViewer,
  postCaseMessage,
} from "~/features/resolution/resolution.server";
import { fillText } from "~/i18n/fill-text";
import { accountPageI18n } from "~/i18n/page.server";
import { useText } from "~/i18n/text";
import { termsText } from "~/utils/cancellation-text.server";
import { cn } from "~/utils/misc";
import { requireAdmin } from "~/utils/permissions.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/case";

/**
 * One resolution case for an admin (decision 057): everything the case holds, the booking and
 * its deposit, the notes on the clinic's record; and the decision, final and audited.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const me = await requireAdmin(request);
  const c = await getCaseForViewer(
    await getDb(),
    { userId: me.id, role: "admin", clinicId: null },
    params.caseId,
  );
  if (!c) throw data(null, { status: 404 });
  const { locale, text } = await accountPageI18n(request, ["case."]);
  // The terms the patient accepted at checkout, frozen on the booking (decision 056).
  const [b] = await (
    await getDb()
  )
    .select({ terms: bookings.cancellationTerms, note: bookings.cancellationNote })
    .from(bookings)
    .where(eq(bookings.id, c.bookingId))
    .limit(1);
  const terms = termsText(locale, b?.terms ?? null, b?.note ?? null);
  return data({ text, c, terms }, { headers: NO_STORE });
}

export function headers() {
  return NO_STORE;
}

const messageOn = (caseId: string) =>
  adminIntent({
    schema: CaseMessageSchema,
    run: ({ body }, { user }) =>
      postCaseMessage(
        user.db,
        { userId: user.user.id, role: "admin", clinicId: null },
        caseId,
        body,
      ),
    done: (_v, _i, { user }) =>
      redirectWithToast(user.back, { type: "success", title: user.i18n._("case.toast.sent") }),
  });

const decideOn = (caseId: string) =>
  adminIntent({
    schema: DecideCaseSchema,
    run: (input, { user }) =>
      decideCase(user.db, { userId: user.user.id }, caseId, input, (tx, e) =>
        audit(tx, {
          actor: user.actor,
          action: "case.decide",
          targetType: "resolution_case",
          targetId: caseId,
          before: e.before,
          after: e.after,
        }),
      ),
    done: (_v, _i, { user }) =>
      redirectWithToast(user.back, { type: "success", title: user.i18n._("case.toast.decided") }),
  });

export async function action({ request, params }: Route.ActionArgs) {
  return handleAdminForm(request, {
    message: messageOn(params.caseId),
    decide: decideOn(params.caseId),
  });
}

export default function AdminCase({ loaderData, actionData }: Route.ComponentProps) {
  const { formatOwn } = useCurrency();
  const t = useText();
  const when = useWhen();
  const { c, terms } = loaderData;
  const r = actionData?.intent === "decide" ? actionData : undefined;
  return (
    <>
      <PageTitle title={t("admin.cases.case-title")}>
        <Link to="/admin/cases" className="text-primary-700 underline underline-offset-2">
          {t("admin.cases.back")}
        </Link>
      </PageTitle>
      <CaseView c={c} side="admin" result={actionData}>
        <CancellationTermsView terms={terms} id="case-terms" headingLevel={2} />
        {c.status !== "closed" && (
          <section
            aria-labelledby="case-decide"
            className="rounded-xl border border-amber-300 bg-amber-50/60 p-4 sm:p-5"
          >
            <h2 id="case-decide" className="text-base font-bold text-slate-900">
              {t("case.decide.title")}
            </h2>
            <p className="mt-1 text-sm text-slate-700">
              {fillText(t("case.decide.held"), { amount: formatOwn(c.heldUsdMinor, "USD") })}
            </p>
            <Form method="post" className="mt-3 space-y-4" noValidate>
              <SelectField
                id="decision"
                name="decision"
                label={t("case.decide.decision")}
                required
                defaultValue={r?.values?.decision ?? ""}
                error={r?.fieldErrors?.decision}
              >
                <option value="">{t("case.decide.choose")}</option>
                {(Object.keys(DECISION_TEXT) as (keyof typeof DECISION_TEXT)[]).map((d) => (
                  <option key={d} value={d}>
                    {t(DECISION_TEXT[d])}
                  </option>
                ))}
              </SelectField>
              <InputField
                id="amount"
                name="amount"
                label={t("case.decide.amount")}
                hint={t("case.decide.amount-hint")}
                inputMode="decimal"
                autoComplete="off"
                defaultValue={r?.values?.amount ?? ""}
                error={r?.fieldErrors?.amount}
              />
              <TextareaField
                id="explanation"
                name="explanation"
                label={t("case.decide.explanation")}
                hint={t("case.decide.explanation-hint")}
                required
                rows={4}
                maxLength={CASE_NOTE_MAX}
                defaultValue={r?.values?.explanation ?? ""}
                error={r?.fieldErrors?.explanation}
                controlClassName={cn(controlClass, "py-2.5")}
              />
              <TextareaField
                id="clinicNote"
                name="clinicNote"
                label={t("case.decide.clinic-note")}
                hint={t("case.decide.clinic-note-hint")}
                rows={3}
                maxLength={CASE_NOTE_MAX}
                defaultValue={r?.values?.clinicNote ?? ""}
                error={r?.fieldErrors?.clinicNote}
                controlClassName={cn(controlClass, "py-2.5")}
              />
              <FieldError id="decide-error" error={r?.formError} />
              <p className="text-sm font-medium text-slate-800">{t("case.decide.final")}</p>
              <SubmitButton intent="decide">{t("case.decide.submit")}</SubmitButton>
            </Form>
          </section>
        )}
        <section
          aria-labelledby="clinic-notes"
          className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
        >
          <h2 id="clinic-notes" className="text-base font-bold text-slate-900">
            {fillText(t("case.notes.title"), { clinic: c.clinicName })}
          </h2>
          {c.clinicNotes.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">{t("case.notes.none")}</p>
          ) : (
            <ul className="mt-2 space-y-2" data-testid="clinic-notes">
              {c.clinicNotes.map((n) => (
                <li key={n.id} className="rounded-lg bg-slate-50 p-3 text-sm">
                  <p className="whitespace-pre-line text-slate-900">{n.note}</p>
                  <p className="mt-1 text-xs text-slate-600">
                    <time dateTime={n.createdAt}>{when(n.createdAt)}</time>
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
      </CaseView>
    </>
  );
}
