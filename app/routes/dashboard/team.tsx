import { data } from "react-router";
import { z } from "zod";
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
import { MAX_IMAGE_BYTES } from "~/services/media/media.server";
import { CHECK_FIELDS, type IntentContext, handleForm, intentsFor } from "~/utils/action.server";
import { NO_STORE, requireClinicId, requireDashboardTab } from "~/utils/dashboard.server";
import { type Failure, failure, ok } from "~/utils/result";
import { redirectWithToast } from "~/utils/toast.server";
import { UUID_RE, fieldErrors } from "~/utils/validation";
import type { Route } from "./+types/team";

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireDashboardTab(request, "team", ["clinic"]);
  const clinicId = requireClinicId(user);
  const url = new URL(request.url);
  const editId = url.searchParams.get("edit");
  const [clinic, team, editing] = await Promise.all([
    getEditableClinic(clinicId),
    listDoctors(clinicId, pageParam(url, "page")),
    editId && UUID_RE.test(editId) ? getDoctor(clinicId, editId) : null,
  ]);
  return data(
    { clinic: clinic ? { name: clinic.name, slug: clinic.slug } : null, team, editing },
    { headers: NO_STORE },
  );
}

type Editor = { userId: string; clinicId: string };

const intent = intentsFor<Editor, EditorResult>();

const idOf = (form: FormData) => {
  const v = form.get("id");
  return typeof v === "string" ? v : "";
};

/** Back to the list on the page it was on, with a success toast. */
function saved(ctx: IntentContext<Editor>, title: string, description?: string) {
  const url = new URL(ctx.request.url);
  const page = url.searchParams.get("page");
  const list = `${url.pathname}${page ? `?page=${encodeURIComponent(page)}` : ""}`;
  return redirectWithToast(list, { type: "success", title, description });
}

/** The doctor's fields and photo, checked together so every problem shows at once. */
async function doctorInput(form: FormData) {
  const parsed = DoctorSchema.safeParse(pickStrings(form, DOCTOR_FIELDS));
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  const files = await filesOf(form, "photo");
  if (!files.ok) errors.photo = files.message;
  if (!parsed.success || !files.ok) return failure(400, CHECK_FIELDS, errors);
  return ok({ fields: parsed.data, photo: files.value[0] });
}

const create = intent({
  run: async (form, { user }) => {
    const input = await doctorInput(form);
    if (!input.ok) return input;
    const { fields, photo } = input.value;
    // A photo the media layer refuses after the checks is a failure beside the photo field.
    const created = await createDoctor(user.clinicId, user.userId, fields, photo ?? null);
    return created.ok ? ok(fields.name) : created;
  },
  done: (name, _form, ctx) =>
    saved(ctx, "Doctor added", `${name} is now shown on your clinic page.`),
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
    return updateDoctor(user.clinicId, user.userId, id, fields, change);
  },
  done: (_v, _form, ctx) => saved(ctx, "Doctor saved"),
});

const remove = intent({
  schema: z.object({ id: z.string().catch("") }),
  run: ({ id }, { user }) => (UUID_RE.test(id) ? deleteDoctor(user.clinicId, id) : notFound()),
  done: (_v, _input, ctx) => saved(ctx, "Doctor removed"),
});

const move = intent({
  schema: z.object({ id: z.string().catch(""), direction: z.enum(["up", "down"]) }),
  invalid: () => failure(400, "Choose up or down."),
  run: ({ id, direction }, { user }) =>
    UUID_RE.test(id) ? moveDoctor(user.clinicId, id, direction) : notFound(),
  done: (_v, _input, ctx) => saved(ctx, "Order saved"),
});

/** A failure beside the form it came from: the doctor form gets back what was typed. */
function reply(f: Failure, { intent: name, form }: IntentContext<Editor>) {
  const id = idOf(form);
  if (f.status === 404)
    return fail({ intent: name, target: id || undefined, formError: f.message }, 404);
  if (name === "doctor-create" || name === "doctor-update") {
    const values = pickStrings(form, DOCTOR_FIELDS);
    const target = name === "doctor-update" ? id : undefined;
    return fail(
      { intent: name, target, values, fieldErrors: f.fieldErrors, formError: f.message },
      f.status,
    );
  }
  return fail({ intent: name, formError: f.message }, f.status);
}

export async function action({ request }: Route.ActionArgs) {
  return handleForm(request, {
    guard: async (request) => {
      const { user } = await requireDashboardTab(request, "team", ["clinic"]);
      return { userId: user.id, clinicId: requireClinicId(user) };
    },
    maxBytes: MAX_IMAGE_BYTES + 256 * 1024,
    tooLarge: () => {
      const m = "The photo can be at most 10 MB.";
      return fail({ intent: "doctor", formError: m, fieldErrors: { photo: m } }, 413);
    },
    intents: {
      "doctor-create": create,
      "doctor-update": update,
      "doctor-delete": remove,
      "doctor-move": move,
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
  return <TeamTab data={loaderData} result={actionData} />;
}
