import { data } from "react-router";
import { z } from "zod";
import { type RecordsActionResult, RecordsTab } from "~/features/records/components/records-tab";
import { recordsMessageIn, recordsPageI18n } from "~/features/records/records-texts.server";
import {
  MAX_RECORDS_PER_PATIENT,
  deletePatientRecord,
  listPatientAccessLog,
  listPatientRecords,
  listShareableClinics,
  revokePatientShare,
  sharePatientRecord,
} from "~/features/records/records.server";
import { i18nFor } from "~/i18n/catalog.server";
import { formLocale } from "~/i18n/page.server";
import { CHECK_FIELDS, type IntentContext, handleForm, intentsFor } from "~/utils/action.server";
import { clientIpFrom } from "~/utils/auth.server";
import { NO_STORE, requireDashboardTab } from "~/utils/dashboard.server";
import type { SessionUser } from "~/utils/permissions.server";
import { type Failure, failure } from "~/utils/result";
import type { Route } from "./+types/records";

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireDashboardTab(request, "records", ["patient"]);
  const [records, accessLog, clinics, { locale, i18n, text }] = await Promise.all([
    listPatientRecords(user.id),
    listPatientAccessLog(user.id),
    listShareableClinics(user.id),
    recordsPageI18n(request),
  ]);
  return data(
    {
      records,
      accessLog,
      clinics,
      consentText: i18n._("records.consent"),
      maxRecords: MAX_RECORDS_PER_PATIENT,
      locale,
      text,
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
  done: async (_v, { recordId }, { intent: name, request }) =>
    result({
      intent: name,
      recordId,
      ok: true,
      toast: {
        type: "success",
        title: (await i18nOf(request))._(/*i18n*/ "records.toast.deleted"),
      },
    }),
});

/** Shares a record with a clinic, with the patient's consent ticked. */
const share = intent({
  schema: ShareSchema,
  invalid: (errors) => failure(400, errors.clinicId ?? errors.consent ?? CHECK_FIELDS, errors),
  run: ({ recordId, clinicId }, { user }) => sharePatientRecord(user.id, recordId, clinicId),
  done: async (clinicName, { recordId }, { intent: name, request }) =>
    result({
      intent: name,
      recordId,
      ok: true,
      toast: {
        type: "success",
        title: (await i18nOf(request))._(/*i18n*/ "recordsData.toast.shared", {
          clinic: clinicName,
        }),
      },
    }),
});

/** Ends one clinic's access to a record. */
const revoke = intent({
  schema: RevokeSchema,
  run: ({ recordId, clinicId }, { user }) => revokePatientShare(user.id, recordId, clinicId),
  done: async (clinicName, { recordId }, { intent: name, request }) =>
    result({
      intent: name,
      recordId,
      ok: true,
      toast: {
        type: "success",
        title: (await i18nOf(request))._(/*i18n*/ "recordsData.toast.revoked", {
          clinic: clinicName,
        }),
      },
    }),
});

/** The page's language for its answers (the person's: an account page, decision 049). */
async function i18nOf(request: Request) {
  return i18nFor(await formLocale(request));
}

/** A failure as a toast on the record's row; the share form keeps the clinic and its errors. */
async function reply(f: Failure, { intent: name, form, request }: IntentContext<SessionUser>) {
  const recordId = text(form, "recordId");
  if (name === "share") {
    return result(
      {
        intent: name,
        recordId,
        ok: false,
        errors: f.fieldErrors ?? {},
        values: { clinicId: text(form, "clinicId") },
        toast: {
          type: "error",
          title: recordsMessageIn(await formLocale(request), "Record not shared"),
          description: f.message,
        },
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
    tooLarge: async ({ request }) =>
      result(
        {
          intent: "",
          ok: false,
          toast: {
            type: "error",
            title: recordsMessageIn(await formLocale(request), "The form was too large"),
          },
        },
        413,
      ),
    intents: { delete: remove, share, revoke },
    reply,
    unknown: ({ intent: name }) =>
      // English: the only way here is a hand-made post (the page's forms name their intents).
      result({ intent: name, ok: false, toast: { type: "error", title: "Unknown action" } }, 400),
  });
}

export default function RecordsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <RecordsTab {...loaderData} result={actionData} />;
}
