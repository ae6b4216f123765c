import { ExternalLink, Pencil, UserPlus, Users } from "lucide-react";
import { useState } from "react";
import { Form, Link, data } from "react-router";
import { Field, describedBy, inputClass } from "~/components/forms/field";
import { Notice } from "~/components/forms/notice";
import { useResultToast } from "~/components/forms/result-toast";
import { SubmitButton } from "~/components/forms/submit-button";
import { Pagination } from "~/components/layout/pagination";
import { EmptyState, Panel } from "~/components/layout/panel";
import { buttonVariants } from "~/components/ui/button";
import { Initials } from "~/components/ui/initials";
import {
  ConfirmDelete,
  IMAGE_ACCEPT,
  MoveButtons,
  formValues,
  pageParam,
  type EditorResult,
} from "~/features/clinics/components/editor/editor-controls";
import { fail, filesOf, str, toastOf } from "~/features/clinics/editor-actions.server";
import { DOCTOR_FIELDS, DoctorSchema, pickStrings } from "~/features/clinics/editor-schema";
import {
  createDoctor,
  deleteDoctor,
  getDoctor,
  getEditableClinic,
  listDoctors,
  moveDoctor,
  updateDoctor,
} from "~/features/clinics/editor.server";
import { MAX_IMAGE_BYTES, MediaError } from "~/services/media/media.server";
import { assertSameOrigin } from "~/utils/csrf.server";
import { NO_STORE, requireClinicId, requireDashboardTab } from "~/utils/dashboard.server";
import { cn } from "~/utils/misc";
import { readFormLimited } from "~/utils/request.server";
import { redirectWithToast } from "~/utils/toast.server";
import { UUID_RE, fieldErrors as issuesToFieldErrors } from "~/utils/validation";
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

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const { user } = await requireDashboardTab(request, "team", ["clinic"]);
  const clinicId = requireClinicId(user);
  const body = await readFormLimited(request, MAX_IMAGE_BYTES + 256 * 1024);
  if (body.tooLarge) {
    const m = "The photo can be at most 10 MB.";
    return fail({ intent: "doctor", formError: m, fieldErrors: { photo: m } }, 413);
  }
  const form = body.form;
  const intent = str(form, "intent");
  const id = str(form, "id");
  const url = new URL(request.url);
  const page = url.searchParams.get("page");
  const list = `${url.pathname}${page ? `?page=${encodeURIComponent(page)}` : ""}`;
  const notFound = () =>
    fail(
      {
        intent,
        target: id || undefined,
        formError: "This doctor was not found in your clinic's team.",
      },
      404,
    );

  switch (intent) {
    case "doctor-create":
    case "doctor-update": {
      const target = intent === "doctor-update" ? id : undefined;
      if (intent === "doctor-update" && !UUID_RE.test(id)) return notFound();
      const values = pickStrings(form, DOCTOR_FIELDS);
      const parsed = DoctorSchema.safeParse(values);
      let photo: Buffer | undefined;
      const fieldErrors = parsed.success ? {} : issuesToFieldErrors(parsed.error);
      try {
        [photo] = await filesOf(form, "photo");
      } catch (e) {
        if (!(e instanceof MediaError)) throw e;
        fieldErrors.photo = e.message;
      }
      if (!parsed.success || fieldErrors.photo) {
        return fail({
          intent,
          target,
          values,
          fieldErrors,
          formError: "Please check the highlighted fields.",
        });
      }
      try {
        if (intent === "doctor-create") {
          await createDoctor(clinicId, user.id, parsed.data, photo ?? null);
          return redirectWithToast(list, {
            type: "success",
            title: "Doctor added",
            description: `${parsed.data.name} is now shown on your clinic page.`,
          });
        }
        const change = photo
          ? { replace: photo }
          : form.get("removePhoto") === "on"
            ? { remove: true as const }
            : null;
        const r = await updateDoctor(clinicId, user.id, id, parsed.data, change);
        if (r === "not_found") return notFound();
        return redirectWithToast(list, { type: "success", title: "Doctor saved" });
      } catch (e) {
        if (e instanceof MediaError) {
          return fail({
            intent,
            target,
            values,
            fieldErrors: { photo: e.message },
            formError: e.message,
          });
        }
        throw e;
      }
    }
    case "doctor-delete": {
      if (!UUID_RE.test(id) || (await deleteDoctor(clinicId, id)) === "not_found")
        return notFound();
      return redirectWithToast(list, { type: "success", title: "Doctor removed" });
    }
    case "doctor-move": {
      const direction = str(form, "direction");
      if (direction !== "up" && direction !== "down")
        return fail({ intent, formError: "Choose up or down." });
      if (!UUID_RE.test(id) || (await moveDoctor(clinicId, id, direction)) === "not_found")
        return notFound();
      return redirectWithToast(list, { type: "success", title: "Order saved" });
    }
    default:
      return data<EditorResult>(
        { intent, formError: "Unknown action.", toast: toastOf("error", "Unknown action") },
        { status: 400 },
      );
  }
}

export default function TeamTab({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as EditorResult | undefined;
  useResultToast(result);
  const { team, editing, clinic } = loaderData;
  return (
    <div className="space-y-6">
      <Panel
        title="Team"
        description="Doctors shown on your public clinic page, in this order. Licence numbers and registry links let patients check them."
        actions={
          clinic ? (
            <Link
              to={`/clinic/${clinic.slug}#doctors`}
              className={buttonVariants({ variant: "outline" })}
            >
              <ExternalLink aria-hidden /> View on your page
            </Link>
          ) : undefined
        }
      >
        {result?.formError &&
          (result.intent === "doctor-delete" || result.intent === "doctor-move") && (
            <Notice tone="error" className="mb-4">
              {result.formError}
            </Notice>
          )}
        {team.total === 0 ? (
          <EmptyState
            icon={Users}
            title="No doctors yet"
            text="Doctors you add below are listed here and on your public profile."
          />
        ) : (
          <ol
            className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200"
            data-testid="doctor-list"
          >
            {team.rows.map((d, i) => {
              const n = team.offset + i;
              return (
                <li key={d.id} className="flex flex-wrap items-center gap-4 p-4">
                  {d.photo ? (
                    <img
                      src={d.photo}
                      alt=""
                      width={56}
                      height={56}
                      className="size-14 shrink-0 rounded-full object-cover"
                    />
                  ) : (
                    <Initials name={d.name} size="xl" />
                  )}
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-slate-900">{d.name}</p>
                    <p className="text-sm text-slate-600">
                      {d.title} · {d.specialty}
                      {d.yearsExperience != null && ` · ${d.yearsExperience} years`}
                    </p>
                    {d.languages.length > 0 && (
                      <p className="text-sm text-slate-600">{d.languages.join(", ")}</p>
                    )}
                    <p className="text-sm text-slate-600">
                      {d.licenseNumber ? (
                        <>
                          Licence{" "}
                          <span className="font-mono text-slate-900">{d.licenseNumber}</span>
                        </>
                      ) : (
                        "No licence number yet"
                      )}
                    </p>
                  </div>
                  <div className="flex flex-wrap items-start gap-2">
                    <MoveButtons
                      intent="doctor-move"
                      hidden={{ id: d.id }}
                      name={d.name}
                      first={n === 0}
                      last={n === team.total - 1}
                    />
                    <Link
                      to={`?edit=${d.id}${team.page > 1 ? `&page=${team.page}` : ""}#doctor-form`}
                      className={buttonVariants({ variant: "outline", size: "sm" })}
                    >
                      <Pencil aria-hidden /> Edit<span className="sr-only"> {d.name}</span>
                    </Link>
                    <ConfirmDelete
                      intent="doctor-delete"
                      hidden={{ id: d.id }}
                      label="Remove"
                      question={`Remove ${d.name} from your team and your public page?`}
                      confirmLabel="Yes, remove"
                    />
                  </div>
                </li>
              );
            })}
          </ol>
        )}
        <Pagination
          look="split"
          page={team.page}
          pages={team.pages}
          href={(p) => `?page=${p}`}
          label="Team pages"
        />
      </Panel>
      <DoctorForm key={editing?.id ?? "new"} editing={editing} result={result} />
    </div>
  );
}

type LoaderData = Route.ComponentProps["loaderData"];

function DoctorForm({
  editing,
  result,
}: {
  editing: LoaderData["editing"];
  result?: EditorResult;
}) {
  const intent = editing ? "doctor-update" : "doctor-create";
  const server = formValues(result, intent, editing?.id, {
    name: editing?.name ?? "",
    title: editing?.title ?? "",
    specialty: editing?.specialty ?? "",
    languages: editing?.languages.join(", ") ?? "",
    yearsExperience: editing?.yearsExperience?.toString() ?? "",
    licenseNumber: editing?.licenseNumber ?? "",
    registryUrl: editing?.registryUrl ?? "",
  });
  const v = server.values;
  const [client, setClient] = useState<Record<string, string>>({});
  const errors = { ...server.errors, ...client };
  const p = (id: string) => `doctor-${id}`;
  const input = (id: keyof typeof v, extra: Record<string, unknown> = {}) => ({
    id: p(id),
    name: id,
    defaultValue: v[id],
    className: inputClass,
    ...describedBy(p(id), errors[id]),
    ...extra,
  });
  return (
    <Panel id="doctor-form" title={editing ? `Edit ${editing.name}` : "Add a doctor"}>
      <Form
        method="post"
        encType="multipart/form-data"
        noValidate
        className="space-y-5"
        onSubmit={(ev) => {
          const fd = new FormData(ev.currentTarget);
          const parsed = DoctorSchema.safeParse(
            Object.fromEntries(DOCTOR_FIELDS.map((k) => [k, String(fd.get(k) ?? "")])),
          );
          const next = parsed.success ? {} : issuesToFieldErrors(parsed.error);
          setClient(next);
          if (!parsed.success) {
            ev.preventDefault();
            const first = Object.keys(next)[0];
            if (first) document.getElementById(p(first))?.focus();
          }
        }}
      >
        {server.formError && <Notice tone="error">{server.formError}</Notice>}
        {editing && <input type="hidden" name="id" value={editing.id} />}
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id={p("name")} label="Name" required error={errors.name}>
            <input {...input("name")} />
          </Field>
          <Field
            id={p("title")}
            label="Title"
            required
            error={errors.title}
            hint="e.g. Implantologist, Chief Surgeon"
          >
            <input {...input("title", describedBy(p("title"), errors.title, true))} />
          </Field>
          <Field id={p("specialty")} label="Specialty" required error={errors.specialty}>
            <input {...input("specialty")} />
          </Field>
          <Field
            id={p("yearsExperience")}
            label="Years of practice"
            optional
            error={errors.yearsExperience}
          >
            <input {...input("yearsExperience", { inputMode: "numeric" })} />
          </Field>
          <Field
            id={p("languages")}
            label="Languages"
            optional
            error={errors.languages}
            hint="Separate with commas."
          >
            <input {...input("languages", describedBy(p("languages"), errors.languages, true))} />
          </Field>
          <Field
            id={p("licenseNumber")}
            label="Licence number"
            optional
            error={errors.licenseNumber}
          >
            <input {...input("licenseNumber")} />
          </Field>
          <Field
            id={p("registryUrl")}
            label="Registry link"
            optional
            error={errors.registryUrl}
            hint="The page of the national medical registry where patients can check the licence."
            className="sm:col-span-2"
          >
            <input
              {...input("registryUrl", {
                type: "url",
                placeholder: "https://",
                ...describedBy(p("registryUrl"), errors.registryUrl, true),
              })}
            />
          </Field>
          <Field
            id={p("photo")}
            label="Photo"
            optional
            error={errors.photo}
            hint="JPEG, PNG, WebP, GIF or AVIF up to 10 MB."
            className="sm:col-span-2"
          >
            <div className="flex items-center gap-3">
              {editing?.photo && (
                <img
                  src={editing.photo}
                  alt=""
                  className="size-11 shrink-0 rounded-full object-cover"
                />
              )}
              <input
                id={p("photo")}
                name="photo"
                type="file"
                accept={IMAGE_ACCEPT}
                className={cn(inputClass, "py-2")}
                {...describedBy(p("photo"), errors.photo, true)}
              />
            </div>
          </Field>
          {editing?.photo && (
            <label className="flex items-center gap-2 text-sm text-slate-800 sm:col-span-2">
              <input
                type="checkbox"
                name="removePhoto"
                className="size-4 rounded border-slate-400"
              />{" "}
              Remove the current photo
            </label>
          )}
        </div>
        <div className="flex flex-wrap gap-3">
          <SubmitButton intent={intent} pendingLabel="Saving…">
            {editing ? (
              "Save doctor"
            ) : (
              <>
                <UserPlus aria-hidden /> Add doctor
              </>
            )}
          </SubmitButton>
          {editing && (
            <Link to="." className={buttonVariants({ variant: "ghost" })}>
              Cancel
            </Link>
          )}
        </div>
      </Form>
    </Panel>
  );
}
