import { data, redirect } from "react-router";
import { Link } from "react-router";
import { getDb } from "~/db/client.server";
import { type CaseActionResult, CaseView } from "~/features/resolution/components/case-view";
import {
  caseFormTooLarge,
  replyCaseFailure,
} from "~/features/resolution/resolution-actions.server";
import { CaseMessageSchema } from "~/features/resolution/resolution-schema";
import {
  type CaseViewer,
  escalateCase,
  getCaseForViewer,
  postCaseMessage,
} from "~/features/resolution/resolution.server";
import { i18nFor } from "~/i18n/catalog.server";
import { treatmentWordingIn } from "~/i18n/names.server";
import { accountPageI18n, formLocale } from "~/i18n/page.server";
import { useText } from "~/i18n/text";
import { handleForm, intentsFor } from "~/utils/action.server";
import { NO_STORE, requireDashboardTab } from "~/utils/dashboard.server";
import { type SessionUser, requireUser } from "~/utils/permissions.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/case";

/**
 * One resolution case, for its patient (under Bookings) or its clinic's staff (under Requests).
 * Anyone else gets 404, as for a case that does not exist; admins are sent to the admin page.
 */
async function requireCaseMember(request: Request, caseId: string): Promise<SessionUser> {
  const signedIn = await requireUser(request);
  if (signedIn.role === "admin") throw redirect(`/admin/cases/${encodeURIComponent(caseId)}`);
  const { user } =
    signedIn.role === "clinic"
      ? await requireDashboardTab(request, "requests", ["clinic"])
      : await requireDashboardTab(request, "bookings", ["patient"]);
  return user;
}

const viewerOf = (u: SessionUser): CaseViewer => ({
  userId: u.id,
  role: u.role,
  clinicId: u.clinicId,
});

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireCaseMember(request, params.caseId);
  const c = await getCaseForViewer(await getDb(), viewerOf(user), params.caseId);
  if (!c) throw data(null, { status: 404 });
  const { locale, text } = await accountPageI18n(request, ["case."]);
  const shown = { ...c, treatment: treatmentWordingIn(locale, c.treatment) };
  return data(
    { text, c: shown, side: user.role === "clinic" ? ("clinic" as const) : ("patient" as const) },
    { headers: NO_STORE },
  );
}

const intent = intentsFor<SessionUser, CaseActionResult>();

const toastTo = async (
  request: Request,
  caseId: string,
  id: "case.toast.sent" | "case.toast.escalated",
) =>
  redirectWithToast(`/dashboard/cases/${caseId}`, {
    type: "success",
    title: i18nFor(await formLocale(request))._(id),
  });

const messageOn = (caseId: string) =>
  intent({
    schema: CaseMessageSchema,
    run: async ({ body }, { user }) => postCaseMessage(await getDb(), viewerOf(user), caseId, body),
    done: (_v, _i, { request }) => toastTo(request, caseId, /*i18n*/ "case.toast.sent"),
  });

const escalateOn = (caseId: string) =>
  intent({
    run: async (_form, { user }) => escalateCase(await getDb(), viewerOf(user), caseId),
    done: (_v, _i, { request }) => toastTo(request, caseId, /*i18n*/ "case.toast.escalated"),
  });

export async function action({ request, params }: Route.ActionArgs) {
  return handleForm(request, {
    guard: (request) => requireCaseMember(request, params.caseId),
    maxBytes: 32 * 1024,
    tooLarge: caseFormTooLarge,
    intents: { message: messageOn(params.caseId), escalate: escalateOn(params.caseId) },
    reply: replyCaseFailure,
  });
}

export default function CasePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText();
  const { c, side } = loaderData;
  return (
    <div className="space-y-4">
      <Link
        to={side === "clinic" ? "/dashboard/requests/cases" : "/dashboard/bookings"}
        className="inline-flex min-h-11 items-center text-sm font-medium text-primary-700 underline underline-offset-2"
      >
        {side === "clinic" ? t("case.back.clinic") : t("case.back.patient")}
      </Link>
      <CaseView c={c} side={side} result={actionData} />
    </div>
  );
}
