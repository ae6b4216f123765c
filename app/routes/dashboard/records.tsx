import { data } from "react-router";
import { type RecordsActionResult, RecordsTab } from "~/features/records/components/records-tab";
import {
  MAX_RECORDS_PER_PATIENT,
  deletePatientRecord,
  listPatientAccessLog,
  listPatientRecords,
  listShareableClinics,
  revokePatientShare,
  sharePatientRecord,
} from "~/features/records/records.server";
import { RECORD_SHARE_CONSENT_TEXT } from "~/features/records/sharing.server";
import { clientIpFrom } from "~/utils/auth.server";
import { assertSameOrigin } from "~/utils/csrf.server";
import { NO_STORE, requireDashboardTab } from "~/utils/dashboard.server";
import { readFormLimited } from "~/utils/request.server";
import type { Route } from "./+types/records";

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireDashboardTab(request, "records", ["patient"]);
  const [records, accessLog, clinics] = await Promise.all([
    listPatientRecords(user.id),
    listPatientAccessLog(user.id),
    listShareableClinics(user.id),
  ]);
  return data(
    {
      records,
      accessLog,
      clinics,
      consentText: RECORD_SHARE_CONSENT_TEXT,
      maxRecords: MAX_RECORDS_PER_PATIENT,
    },
    { headers: NO_STORE },
  );
}

const result = (
  r: Omit<RecordsActionResult, "toast"> & {
    toast: Omit<NonNullable<RecordsActionResult["toast"]>, "id">;
  },
  status = 200,
) =>
  data<RecordsActionResult>(
    { ...r, toast: { ...r.toast, id: crypto.randomUUID() } },
    { status, headers: NO_STORE },
  );

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const { user } = await requireDashboardTab(request, "records", ["patient"]);
  const body = await readFormLimited(request, 16 * 1024);
  if (body.tooLarge) {
    return result(
      { intent: "", ok: false, toast: { type: "error", title: "The form was too large" } },
      413,
    );
  }
  const form = body.form;
  const intent = String(form.get("intent") ?? "");
  const recordId = String(form.get("recordId") ?? "");
  const clinicId = String(form.get("clinicId") ?? "");

  if (intent === "delete") {
    const ok = await deletePatientRecord(user.id, recordId, clientIpFrom(request));
    return ok
      ? result({ intent, recordId, ok: true, toast: { type: "success", title: "Record deleted" } })
      : result(
          {
            intent,
            recordId,
            ok: false,
            toast: { type: "error", title: "Medical record not found" },
          },
          404,
        );
  }

  if (intent === "share") {
    const errors: { clinicId?: string; consent?: string } = {};
    if (!clinicId) errors.clinicId = "Choose a clinic to share this record with.";
    if (form.get("consent") !== "on")
      errors.consent = "Please confirm your consent to share this record.";
    if (errors.clinicId || errors.consent) {
      return result(
        {
          intent,
          recordId,
          ok: false,
          errors,
          values: { clinicId },
          toast: {
            type: "error",
            title: "Record not shared",
            description: errors.clinicId ?? errors.consent,
          },
        },
        400,
      );
    }
    const r = await sharePatientRecord(user.id, recordId, clinicId);
    if (!r.ok) {
      const notFound = r.message === "Medical record not found";
      return result(
        {
          intent,
          recordId,
          ok: false,
          errors: notFound ? {} : { clinicId: r.message },
          values: { clinicId },
          toast: { type: "error", title: "Record not shared", description: r.message },
        },
        notFound ? 404 : 400,
      );
    }
    return result({
      intent,
      recordId,
      ok: true,
      toast: { type: "success", title: `Record shared with ${r.clinicName}` },
    });
  }

  if (intent === "revoke") {
    const r = await revokePatientShare(user.id, recordId, clinicId);
    return r.ok
      ? result({
          intent,
          recordId,
          ok: true,
          toast: { type: "success", title: `Access revoked for ${r.clinicName}` },
        })
      : result({ intent, recordId, ok: false, toast: { type: "error", title: r.message } }, 404);
  }

  return result({ intent, ok: false, toast: { type: "error", title: "Unknown action" } }, 400);
}

export default function RecordsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <RecordsTab {...loaderData} result={actionData} />;
}
