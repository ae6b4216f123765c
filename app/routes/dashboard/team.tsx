import { data } from "react-router";
import { z } from "zod";
import { getDb } from "~/db/client.server";
import { audit } from "~/features/admin/audit.server";
import { clinicActionI18n, clinicTabI18n } from "~/features/clinics/clinic-messages.server";
import { type EditorResult, pageParam } from "~/features/clinics/components/editor/editor-controls";
import { TeamTab } from "~/features/clinics/components/team-tab";
import { fail, filesOf, toastOf } from "~/features/clinics/editor-actions.server";
import { DOCTOR_FIELDS, DoctorSchema, pickStrings } from "~/features/clinics/editor-schema";
import {
  createDoctor,
  deleteDoctor,
  doctorNotFound as notFound,
  getDoctor,
  getEditableClinic,
  listDoctors,
  moveDoctor,
  updateDoctor,
} from "~/features/clinics/editor.server";
import { CredentialsPanel } from "~/features/credentials/components/credentials-panel";
import { CREDENTIAL_FIELDS, CredentialSchema } from "~/features/credentials/credentials-schema";
import {
  type EvidenceSubject,
  type StoredEvidenceFile,
  addEvidence,
  createCredential,
  deleteClinicEvidence,
  deleteCredential,
  evidenceDeletable,
  isVerifiedNow,
  listClinicCredentials,
  listClinicEvidence,
  updateCredential,
} from "~/features/credentials/credentials.server";
import {
  EVIDENCE_EMPTY,
  EVIDENCE_TOO_LARGE,
  EVIDENCE_TOO_MANY,
  MAX_EVIDENCE_FILES,
} from "~/features/credentials/evidence-rules";
import { discardPrivateFile, storePrivateFile } from "~/features/records/private-file.server";
import { MAX_RECORD_BYTES } from "~/features/records/record-rules";
import { i18nFor } from "~/i18n/catalog.server";
import { knownMessageIn } from "~/i18n/known-messages.server";
import { formLocale } from "~/i18n/page.server";
import { MAX_IMAGE_BYTES } from "~/services/media/media.server";
import { eraseQueuedFiles } from "~/services/storage/erasure.server";
import { CHECK_FIELDS, type IntentContext, handleForm, intentsFor } from "~/utils/action.server";
import { NO_STORE, requireClinicId, requireDashboardTab } from "~/utils/dashboard.server";
import { type Failure, type Result, failure, fieldFailure, ok } from "~/utils/result";
import { redirectWithToast } from "~/utils/toast.server";
import { UUID_RE, fieldErrors } from "~/utils/validation";
import type { Route } from "./+types/team";

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireDashboardTab(request, "team", ["clinic"]);
  const clinicId = requireClinicId(user);
  const url = new URL(request.url);
  const editId = url.searchParams.get("edit");
  const [clinic, team, editing, files, credentialRows] = await Promise.all([
    getEditableClinic(clinicId),
    listDoctors(clinicId, pageParam(url, "page")),
    editId && UUID_RE.test(editId) ? getDoctor(clinicId, editId) : null,
    listClinicEvidence(clinicId),
    listClinicCredentials(clinicId),
  ]);
  const { locale, i18n, text } = await clinicTabI18n(request, [
    "clinic-dash.team.",
    "clinic-dash.credentials.",
  ]);
  const rows = team.rows.map((d) => ({
    ...d,
    years:
      d.yearsExperience == null
        ? ""
        : i18n._("clinicData.team.years", { count: d.yearsExperience }),
  }));
  const now = new Date();
  const statusText = (v: {
    verificationStatus: string;
    verifiedAt: Date | null;
    verificationExpiresAt: Date | null;
  }) =>
    isVerifiedNow(v, now) && v.verifiedAt
      ? i18n._("clinicData.verify.verified-on", {
          date: i18n.date(v.verifiedAt, { dateStyle: "medium", timeZone: "UTC" }),
        })
      : v.verificationStatus === "rejected"
        ? i18n._("clinicData.team.rejected")
        : v.verificationStatus === "verified" || v.verificationStatus === "expired"
          ? i18n._("clinicData.team.expired")
          : i18n._("clinicData.team.unverified");
  const statusTexts = Object.fromEntries(team.rows.map((d) => [d.id, statusText(d)]));
  const credentials = credentialRows.map((c) => ({
    id: c.id,
    kind: c.kind,
    name: c.name,
    issuer: c.issuer,
    number: c.number,
    expiresOn: c.expiresOn,
    statusText: statusText(c),
    evidenceDeletable: evidenceDeletable(c.verificationStatus),
    files: files
      .filter((f) => f.credentialId === c.id)
      .map((f) => ({ id: f.id, fileName: f.fileName, locked: f.locked })),
  }));
  const credentialId = url.searchParams.get("credential");
  return data(
    {
      clinic: clinic ? { name: clinic.name, slug: clinic.slug } : null,
      team: { ...team, rows },
      editing,
      evidence: editing
        ? files
            .filter((f) => f.doctorId === editing.id)
            .map((f) => ({ id: f.id, fileName: f.fileName, locked: f.locked }))
        : [],
      evidenceDeletable: editing ? evidenceDeletable(editing.verificationStatus) : true,
      statusTexts,
      credentials,
      editingCredential: credentials.find((c) => c.id === credentialId) ?? null,
      locale,
      text,
    },
    { headers: NO_STORE },
  );
}

type Editor = { userId: string; email: string; clinicId: string };

const intent = intentsFor<Editor, EditorResult>();

const idOf = (form: FormData) => {
  const v = form.get("id");
  return typeof v === "string" ? v : "";
};

/** Back to the list on the page it was on, with a success toast (in the page's language). */
async function saved(
  ctx: IntentContext<Editor>,
  title:
    | "clinicData.team.toast.added"
    | "clinicData.team.toast.saved"
    | "clinicData.team.toast.removed"
    | "clinicData.team.toast.order",
  name?: string,
) {
  const i18n = await clinicActionI18n(ctx.request);
  const description = name ? i18n._("clinicData.team.toast.added-text", { name }) : undefined;
  const url = new URL(ctx.request.url);
  const page = url.searchParams.get("page");
  const list = `${url.pathname}${page ? `?page=${encodeURIComponent(page)}` : ""}`;
  return redirectWithToast(list, { type: "success", title: i18n._(title), description });
}

/** The doctor's fields and photo, checked together so every problem shows at once. */
async function doctorInput(form: FormData) {
  const parsed = DoctorSchema.safeParse(pickStrings(form, DOCTOR_FIELDS));
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  const files = await filesOf(form, "photo");
  if (!files.ok) errors.photo = files.message;
  const evidence = evidenceFiles(form);
  if (!evidence.ok) errors.evidence = evidence.message;
  if (!parsed.success || !files.ok || !evidence.ok) return failure(400, CHECK_FIELDS, errors);
  return ok({ fields: parsed.data, photo: files.value[0], evidence: evidence.value });
}

/** The chosen evidence files; an empty input sends one nameless empty file, which is no file. */
function evidenceFiles(form: FormData): Result<File[]> {
  const chosen = form.getAll("evidence").filter((v): v is File => v instanceof File);
  const files = chosen.filter((f) => f.size > 0 || f.name !== "");
  if (files.length > MAX_EVIDENCE_FILES) return fieldFailure("evidence", EVIDENCE_TOO_MANY);
  if (files.some((f) => f.size === 0)) return fieldFailure("evidence", EVIDENCE_EMPTY);
  if (files.some((f) => f.size > MAX_RECORD_BYTES))
    return fieldFailure("evidence", EVIDENCE_TOO_LARGE);
  return ok(files);
}

/**
 * Stores the evidence privately like a medical record (content-checked PDF, JPG or PNG,
 * encrypted): all or nothing, so a refused file leaves none of the others behind.
 */
async function storeEvidence(files: File[]): Promise<Result<StoredEvidenceFile[]>> {
  const stored: StoredEvidenceFile[] = [];
  for (const f of files) {
    const r = await storePrivateFile(Buffer.from(await f.arrayBuffer()), f.name, "credentials");
    if (!r.ok) {
      await Promise.all(stored.map((s) => discardPrivateFile(s.storageKey)));
      return fieldFailure("evidence", r.message, 415);
    }
    stored.push(r.file);
  }
  return ok(stored);
}

async function recordEvidence(
  user: Editor,
  subject: string | EvidenceSubject,
  stored: StoredEvidenceFile[],
): Promise<void> {
  const of = typeof subject === "string" ? { doctorId: subject } : subject;
  try {
    for (const file of stored) await addEvidence(user.clinicId, user.userId, of, file);
  } catch (err) {
    await Promise.all(stored.map((s) => discardPrivateFile(s.storageKey)));
    throw err;
  }
}

const create = intent({
  run: async (form, { user }) => {
    const input = await doctorInput(form);
    if (!input.ok) return input;
    const { fields, photo } = input.value;
    const evidence = await storeEvidence(input.value.evidence);
    if (!evidence.ok) return evidence;
    // A photo the media layer refuses after the checks is a failure beside the photo field.
    const created = await createDoctor(user.clinicId, user.userId, fields, photo ?? null).catch(
      async (err: unknown) => {
        await Promise.all(evidence.value.map((s) => discardPrivateFile(s.storageKey)));
        throw err;
      },
    );
    if (!created.ok) {
      await Promise.all(evidence.value.map((s) => discardPrivateFile(s.storageKey)));
      return created;
    }
    await recordEvidence(user, created.value, evidence.value);
    return ok(fields.name);
  },
  done: (name, _form, ctx) => saved(ctx, /*i18n*/ "clinicData.team.toast.added", name),
});

const update = intent({
  run: async (form, { user }) => {
    const id = idOf(form);
    if (!UUID_RE.test(id)) return notFound();
    const input = await doctorInput(form);
    if (!input.ok) return input;
    const { fields, photo } = input.value;
    const change = photo
      ? { replace: photo }
      : form.get("removePhoto") === "on"
        ? { remove: true as const }
        : null;
    const evidence = await storeEvidence(input.value.evidence);
    if (!evidence.ok) return evidence;
    const updated = await updateDoctor(user.clinicId, user.userId, id, fields, change).catch(
      async (err: unknown) => {
        await Promise.all(evidence.value.map((s) => discardPrivateFile(s.storageKey)));
        throw err;
      },
    );
    if (!updated.ok) {
      await Promise.all(evidence.value.map((s) => discardPrivateFile(s.storageKey)));
      return updated;
    }
    await recordEvidence(user, id, evidence.value);
    return updated;
  },
  done: (_v, _form, ctx) => saved(ctx, /*i18n*/ "clinicData.team.toast.saved"),
});

const remove = intent({
  schema: z.object({ id: z.string().catch("") }),
  run: ({ id }, { user }) => (UUID_RE.test(id) ? deleteDoctor(user.clinicId, id) : notFound()),
  done: (_v, _input, ctx) => saved(ctx, /*i18n*/ "clinicData.team.toast.removed"),
});

const move = intent({
  schema: z.object({ id: z.string().catch(""), direction: z.enum(["up", "down"]) }),
  invalid: () => failure(400, "Choose up or down."),
  run: ({ id, direction }, { user }) =>
    UUID_RE.test(id) ? moveDoctor(user.clinicId, id, direction) : notFound(),
  done: (_v, _input, ctx) => saved(ctx, /*i18n*/ "clinicData.team.toast.order"),
});

/* ----------------------------------------------- licences, accreditations, insurance */

/** The credential's fields and evidence, checked together so every problem shows at once. */
function credentialInput(form: FormData) {
  const parsed = CredentialSchema.safeParse(pickStrings(form, CREDENTIAL_FIELDS));
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  const evidence = evidenceFiles(form);
  if (!evidence.ok) errors.evidence = evidence.message;
  if (!parsed.success || !evidence.ok) return failure(400, CHECK_FIELDS, errors);
  return ok({ fields: parsed.data, evidence: evidence.value });
}

const credentialSaved = async (ctx: IntentContext<Editor>, title: "saved" | "removed") => {
  const i18n = await clinicActionI18n(ctx.request);
  return redirectWithToast(`${new URL(ctx.request.url).pathname}#credentials`, {
    type: "success",
    title: i18n._(
      title === "saved"
        ? /*i18n*/ "clinicData.credentials.toast.saved"
        : /*i18n*/ "clinicData.credentials.toast.removed",
    ),
  });
};

const credentialCreate = intent({
  run: async (form, { user }) => {
    const input = credentialInput(form);
    if (!input.ok) return input;
    const evidence = await storeEvidence(input.value.evidence);
    if (!evidence.ok) return evidence;
    const created = await createCredential(user.clinicId, input.value.fields).catch(
      async (err: unknown) => {
        await Promise.all(evidence.value.map((s) => discardPrivateFile(s.storageKey)));
        throw err;
      },
    );
    if (!created.ok) return created;
    await recordEvidence(user, { credentialId: created.value }, evidence.value);
    return ok();
  },
  done: (_v, _form, ctx) => credentialSaved(ctx, "saved"),
});

const credentialUpdate = intent({
  run: async (form, { user }) => {
    const id = idOf(form);
    const input = credentialInput(form);
    if (!input.ok) return input;
    const evidence = await storeEvidence(input.value.evidence);
    if (!evidence.ok) return evidence;
    const updated = await updateCredential(user.clinicId, id, input.value.fields).catch(
      async (err: unknown) => {
        await Promise.all(evidence.value.map((s) => discardPrivateFile(s.storageKey)));
        throw err;
      },
    );
    if (!updated.ok) {
      await Promise.all(evidence.value.map((s) => discardPrivateFile(s.storageKey)));
      return updated;
    }
    await recordEvidence(user, { credentialId: id }, evidence.value);
    return ok();
  },
  done: (_v, _form, ctx) => credentialSaved(ctx, "saved"),
});

const credentialDelete = intent({
  schema: z.object({ id: z.string().catch("") }),
  run: ({ id }, { user }) => deleteCredential(user.clinicId, id),
  done: (_v, _input, ctx) => credentialSaved(ctx, "removed"),
});

/**
 * The clinic deletes an evidence file of an item not yet verified (decision 062): the row and
 * its audit entry in one transaction, then the file's erasure (queued by the row's trigger; a
 * removal that fails now is retried by the erasure worker).
 */
const evidenceDelete = intent({
  schema: z.object({ id: z.string().catch("") }),
  run: async ({ id }, { user }) => {
    const db = await getDb();
    const done = await db.transaction(async (tx) => {
      const r = await deleteClinicEvidence(tx, user.clinicId, id);
      if (!r.ok) return r;
      const { id: fileId, subject, subjectId, ...file } = r.value;
      await audit(tx, {
        actor: { id: user.userId, email: user.email },
        action: "evidence.deleted",
        targetType: "credential_document",
        targetId: fileId,
        before: { ...file, subject, subjectId },
      });
      return r;
    });
    if (!done.ok) return done;
    await eraseQueuedFiles(db).catch(() => {
      console.warn(`[evidence] stored file of ${done.value.id} stays queued for erasure`);
    });
    return ok(done.value.subject);
  },
  done: async (subject, _input, ctx) => {
    const i18n = await clinicActionI18n(ctx.request);
    const url = new URL(ctx.request.url);
    // Back where the button was: the doctor form (still editing) or the credentials section.
    const back =
      subject === "doctor"
        ? `${url.pathname}${url.search}#doctor-form`
        : `${url.pathname}${url.search}#credentials`;
    return redirectWithToast(back, {
      type: "success",
      title: i18n._(/*i18n*/ "clinicData.credentials.toast.evidence-deleted"),
    });
  },
});

/** A failure beside the form it came from: the doctor form gets back what was typed. */
async function reply(f: Failure, { intent: name, form, request }: IntentContext<Editor>) {
  const id = idOf(form);
  const notSaved = (await clinicActionI18n(request))._(/*i18n*/ "clinicData.common.not-saved");
  if (f.status === 404 || name === "evidence-delete")
    return fail(
      { intent: name, target: id || undefined, formError: f.message },
      f.status,
      notSaved,
    );
  if (name === "credential-create" || name === "credential-update") {
    const values = pickStrings(form, CREDENTIAL_FIELDS);
    const target = name === "credential-update" ? id : undefined;
    return fail(
      { intent: name, target, values, fieldErrors: f.fieldErrors, formError: f.message },
      f.status,
      notSaved,
    );
  }
  if (name === "doctor-create" || name === "doctor-update") {
    const values = pickStrings(form, DOCTOR_FIELDS);
    const target = name === "doctor-update" ? id : undefined;
    return fail(
      { intent: name, target, values, fieldErrors: f.fieldErrors, formError: f.message },
      f.status,
      notSaved,
    );
  }
  return fail({ intent: name, formError: f.message }, f.status, notSaved);
}

export async function action({ request }: Route.ActionArgs) {
  return handleForm(request, {
    guard: async (request) => {
      const { user } = await requireDashboardTab(request, "team", ["clinic"]);
      return { userId: user.id, email: user.email, clinicId: requireClinicId(user) };
    },
    // The photo and up to three evidence files of 10 MB.
    maxBytes: MAX_IMAGE_BYTES + MAX_EVIDENCE_FILES * MAX_RECORD_BYTES + 256 * 1024,
    tooLarge: async () => {
      const locale = await formLocale(request);
      const m = knownMessageIn(locale, "The photo can be at most 10 MB.");
      const title = i18nFor(locale)._(/*i18n*/ "clinicData.common.not-saved");
      return fail({ intent: "doctor", formError: m, fieldErrors: { photo: m } }, 413, title);
    },
    intents: {
      "doctor-create": create,
      "doctor-update": update,
      "doctor-delete": remove,
      "doctor-move": move,
      "credential-create": credentialCreate,
      "credential-update": credentialUpdate,
      "credential-delete": credentialDelete,
      "evidence-delete": evidenceDelete,
    },
    reply,
    unknown: ({ intent: name }) =>
      data<EditorResult>(
        { intent: name, formError: "Unknown action.", toast: toastOf("error", "Unknown action") },
        { status: 400 },
      ),
  });
}

export default function TeamRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <TeamTab data={loaderData} result={actionData} />
      <CredentialsPanel
        key={loaderData.editingCredential?.id ?? "new"}
        rows={loaderData.credentials}
        editing={loaderData.editingCredential}
        result={actionData}
      />
    </div>
  );
}
