import { data } from "react-router";
import { clinicTabI18n } from "~/features/clinics/clinic-messages.server";
import {
  ClinicProfileEditor,
  ClinicProfileErrorPanel,
} from "~/features/clinics/components/editor/clinic-profile-editor";
import { pageParam } from "~/features/clinics/components/editor/editor-controls";
import { MAX_UPLOAD_BODY_BYTES } from "~/features/clinics/editor-schema";
import {
  getCase,
  getEditableClinic,
  listCases,
  listCityOptions,
} from "~/features/clinics/editor.server";
import { handleForm } from "~/utils/action.server";
import { NO_STORE, requireClinicId, requireDashboardTab } from "~/utils/dashboard.server";
import { UUID_RE } from "~/utils/validation";
import type { Route } from "./+types/index";
import { caseIntents } from "./cases.server";
import { details } from "./details.server";
import { replyFailure, requireEditor, tooLarge, unknownIntent } from "./intent.server";
import { photoIntents, upload } from "./photos.server";

/** /dashboard/profile/clinic: a clinic edits its public page (details, photos, cases). */

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireDashboardTab(request, "profile", ["clinic"]);
  const clinicId = requireClinicId(user);
  const url = new URL(request.url);
  const editCaseId = url.searchParams.get("editCase");
  const [clinic, cities, cases, editing] = await Promise.all([
    getEditableClinic(clinicId),
    listCityOptions(),
    listCases(clinicId, pageParam(url, "casePage")),
    editCaseId && UUID_RE.test(editCaseId) ? getCase(clinicId, editCaseId) : null,
  ]);
  if (!clinic) throw data({ message: "Your clinic no longer exists." }, { status: 404 });
  const { locale, i18n, text } = await clinicTabI18n(request, ["clinic-dash.profile."]);
  return data(
    {
      locale,
      text,
      title: i18n._("clinic-dash.profile.meta-title"),
      clinic: { ...clinic, verifiedAt: clinic.verifiedAt?.toISOString() ?? null },
      cities,
      cases,
      editingCase: editing,
    },
    { headers: NO_STORE },
  );
}

export async function action({ request }: Route.ActionArgs) {
  return handleForm(request, {
    guard: requireEditor,
    maxBytes: MAX_UPLOAD_BODY_BYTES,
    tooLarge,
    intents: { details, upload, ...photoIntents, ...caseIntents },
    reply: replyFailure,
    unknown: unknownIntent,
  });
}

export function meta({ data: d }: Route.MetaArgs) {
  return [{ title: d?.title ?? "Edit clinic profile | CareAtlas" }];
}

export default function ClinicProfileRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ClinicProfileEditor data={loaderData} result={actionData} />;
}

export function ErrorBoundary() {
  return <ClinicProfileErrorPanel />;
}
