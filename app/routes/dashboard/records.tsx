import { data } from "react-router";
import { z } from "zod";
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
import { CHECK_FIELDS, type IntentContext, handleForm, intentsFor } from "~/utils/action.server";
import { clientIpFrom } from "~/utils/auth.server";
import { NO_STORE, requireDashboardTab } from "~/utils/dashboard.server";
import type { SessionUser } from "~/utils/permissions.server";
import { type Failure, failure } from "~/utils/result";
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

const intent = intentsFor<SessionUser, RecordsActionResult>();

const text = (form: FormData, k: string) => {
  const v = form.get(k);
  return typeof v === "string" ? v : "";
};

const RecordSchema = z.object({ recordId: z.string().catch("") });

const CHOOSE_CLINIC = "Choose a clinic to share this record with.";
const ShareSchema = RecordSchema.extend({
  clinicId: z.string({ error: CHOOSE_CLINIC }).min(1, CHOOSE_CLINIC),
  consent: z.literal("on", { error: "Please confirm your consent to share this record." }),
});

const RevokeSchema = RecordSchema.extend({ clinicId: z.string().catch("") });

/** The owner deletes a record (row, shares, file); someone else's is "not found" (404). */
const remove = intent({
  schema: RecordSchema,
  run: ({ recordId }, { user, request }) =>
    deletePatientRecord(user.id, recordId, clientIpFrom(request)),
  done: (_v, { recordId }, { intent: name }) =>
    result({
      intent: name,
      recordId,
      ok: true,
      toast: { type: "success", title: "Record deleted" },
    }),
});

/** Shares a record with a clinic, with the patient's consent ticked. */
const share = intent({
  schema: ShareSchema,
  invalid: (errors) => failure(400, errors.clinicId ?? errors.consent ?? CHECK_FIELDS, errors),
  run: ({ recordId, clinicId }, { user }) => sharePatientRecord(user.id, recordId, clinicId),
  done: (clinicName, { recordId }, { intent: name }) =>
    result({
      intent: name,
      recordId,
      ok: true,
      toast: { type: "success", title: `Record shared with ${clinicName}` },
    }),
});

/** Ends one clinic's access to a record. */
const revoke = intent({
  schema: RevokeSchema,
  run: ({ recordId, clinicId }, { user }) => revokePatientShare(user.id, recordId, clinicId),
  done: (clinicName, { recordId }, { intent: name }) =>
    result({
      intent: name,
      recordId,
      ok: true,
      toast: { type: "success", title: `Access revoked for ${clinicName}` },
    }),
});

/** A failure as a toast on the record's row; the share form keeps the clinic and its errors. */
function reply(f: Failure, { intent: name, form }: IntentContext<SessionUser>) {
  const recordId = text(form, "recordId");
  if (name === "share") {
    return result(
      {
        intent: name,
        recordId,
        ok: false,
        errors: f.fieldErrors ?? {},
        values: { clinicId: text(form, "clinicId") },
        toast: { type: "error", title: "Record not shared", description: f.message },
      },
      f.status,
    );
  }
  return result(
    { intent: name, recordId, ok: false, toast: { type: "error", title: f.message } },
    f.status,
  );
}

export async function action({ request }: Route.ActionArgs) {
  return handleForm(request, {
    guard: async (request) => (await requireDashboardTab(request, "records", ["patient"])).user,
    maxBytes: 16 * 1024,
    tooLarge: () =>
      result(
        { intent: "", ok: false, toast: { type: "error", title: "The form was too large" } },
        413,
      ),
    intents: { delete: remove, share, revoke },
    reply,
    unknown: ({ intent: name }) =>
      result({ intent: name, ok: false, toast: { type: "error", title: "Unknown action" } }, 400),
  });
}

export default function RecordsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <RecordsTab {...loaderData} result={actionData} />;
}
