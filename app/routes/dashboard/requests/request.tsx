import { data } from "react-router";
import { listClinicDoctors } from "~/features/clinics/care-team.server";
import { clinicRequestTexts } from "~/features/quotes/clinic-request-texts.server";
import {
  RequestDetail,
  type RequestActionResult,
} from "~/features/quotes/components/request-detail";
import { quoteFormValues } from "~/features/quotes/quote-form-values";
import { DEFAULT_QUOTE_VALIDITY_DAYS, QuoteFormSchema } from "~/features/quotes/quote-schema";
import { declineRequest, getClinicRequest, sendQuote } from "~/features/quotes/quotes.server";
import { i18nFor } from "~/i18n/catalog.server";
import { formLocale } from "~/i18n/page.server";
import { markSeen } from "~/services/notifications/notifications.server";
import { type IntentContext, handleForm, intentsFor } from "~/utils/action.server";
import {
  CARE_STEPS,
  CARE_TEAM_MESSAGES,
  type CareStep,
  type CareTeam,
  careStepsFor,
  careTeamValuesFrom,
  parseCareTeam,
} from "~/utils/care-team";
import { NO_STORE, requireClinicId, requireDashboardTab } from "~/utils/dashboard.server";
import { type Failure, type Result, failure, ok } from "~/utils/result";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/request";

export async function loader({ request, params }: Route.LoaderArgs) {
  const { user } = await requireDashboardTab(request, "requests", ["clinic"]);
  const clinicId = requireClinicId(user);
  const req = await getClinicRequest(clinicId, params.requestId);
  if (!req) throw data({ message: "Quote request not found" }, { status: 404 });
  await markSeen(user.id, [`/dashboard/requests/${params.requestId}`]);
  const expiresOn = new Date(Date.now() + DEFAULT_QUOTE_VALIDITY_DAYS * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const { locale, text, withTexts } = await clinicRequestTexts(request);
  const careTeam = { doctors: await listClinicDoctors(clinicId), steps: stepsOf(req.treatment) };
  return data(
    { req: withTexts(req), expiresOn, now: new Date().toISOString(), careTeam, locale, text },
    { headers: NO_STORE },
  );
}

/** The steps a quote names: hair and beard transplants name graft extraction and implantation. */
function stepsOf(treatment: string): CareStep[] {
  return careStepsFor(/hair|beard/i.test(treatment));
}

/**
 * Who performs each step of the quote (decision 054): optional until the clinic names a
 * surgeon; then the surgeon and every doctor must be the clinic's and every step needs a performer.
 */
async function quoteCareTeam(
  form: FormData,
  clinicId: string,
  treatment: string,
): Promise<Result<CareTeam | null>> {
  const steps = stepsOf(treatment);
  const values = careTeamValuesFrom(form, steps);
  const touched =
    values.surgeonId !== "" || Object.values(values.steps).some((v) => v.performer !== "");
  if (!touched) return ok(null);
  const parsed = parseCareTeam(values, steps, await listClinicDoctors(clinicId));
  return parsed.ok ? ok(parsed.team) : failure(400, CARE_TEAM_MESSAGES.check, parsed.fieldErrors);
}

/** The clinic member answering, and the request (this page's `:requestId`) they answer. */
type Responder = { userId: string; clinicId: string; requestId: string };

const intent = intentsFor<Responder, RequestActionResult>();

/** The clinic quotes the request: its lines, currency, inclusions and expiry. */
const quote = intent({
  schema: QuoteFormSchema,
  input: quoteFormValues,
  run: async (input, { user, form }) => {
    const req = await getClinicRequest(user.clinicId, user.requestId);
    if (!req) return failure(404, "Quote request not found");
    const team = await quoteCareTeam(form, user.clinicId, req.treatment);
    if (!team.ok) return team;
    const r = await sendQuote(user.clinicId, user.userId, user.requestId, input, team.value);
    return r.ok ? ok() : r;
  },
  done: async (_v, _input, { user, request }) => {
    const i18n = i18nFor(await formLocale(request));
    return redirectWithToast(`/dashboard/requests/${user.requestId}`, {
      type: "success",
      title: i18n._("clinicData.req.toast.sent"),
      description: i18n._("clinicData.req.toast.sent-text"),
    });
  },
});

/** The clinic cannot offer the treatment: the patient is told. */
const decline = intent({
  run: async (_form, { user }) => {
    const r = await declineRequest(user.clinicId, user.requestId);
    return r.ok ? ok() : r;
  },
  done: async (_v, _form, { request }) => {
    const i18n = i18nFor(await formLocale(request));
    return redirectWithToast("/dashboard/requests", {
      type: "success",
      title: i18n._("clinicData.req.toast.declined"),
      description: i18n._("clinicData.req.toast.declined-text"),
    });
  },
});

/** A refusal above the quote form, with what was typed (nothing to keep for a decline). */
function reply(f: Failure, { intent: name, form }: IntentContext<Responder>) {
  return data<RequestActionResult>(
    {
      formError: f.message,
      fieldErrors: f.fieldErrors ?? {},
      values: name === "quote" ? quoteFormValues(form) : null,
      ...(name === "quote" ? { careValues: careTeamValuesFrom(form, [...CARE_STEPS]) } : {}),
    },
    { status: f.status },
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  return handleForm(request, {
    guard: async (request) => {
      const { user } = await requireDashboardTab(request, "requests", ["clinic"]);
      return { userId: user.id, clinicId: requireClinicId(user), requestId: params.requestId };
    },
    maxBytes: 64 * 1024,
    tooLarge: () => {
      throw data({ message: "The quote is too large." }, { status: 413 });
    },
    intents: { quote, decline },
    reply,
    unknown: () => {
      throw data({ message: "Unknown action" }, { status: 400 });
    },
  });
}

export default function RequestRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <RequestDetail {...loaderData} result={actionData} />;
}
