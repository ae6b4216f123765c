import { UserPlus } from "lucide-react";
import { useState } from "react";
import { Form, Link } from "react-router";
import {
  EvidenceDeleteForms,
  EvidenceField,
  EvidenceFiles,
} from "~/components/forms/evidence-field";
import { Field, describedBy, inputClass } from "~/components/forms/field";
import { Notice } from "~/components/forms/notice";
import { SubmitButton } from "~/components/forms/submit-button";
import { Panel } from "~/components/layout/panel";
import { buttonVariants } from "~/components/ui/button";
import {
  type EditorResult,
  IMAGE_ACCEPT,
  formValues,
} from "~/features/clinics/components/editor/editor-controls";
import { DOCTOR_FIELDS, DoctorSchema } from "~/features/clinics/editor-schema";
import { useText } from "~/i18n/text";
import { MAX_IMAGE_BYTES } from "~/services/media/media-rules";
import { fileOver } from "~/utils/files";
import { cn } from "~/utils/misc";
import { fieldErrors } from "~/utils/validation";
import { messagesIn, put, useClinicMessage } from "../clinic-messages";
import type { TeamData } from "./team-tab";

/** Adds a doctor, or edits the one chosen in the list (with an optional photo). */
export function DoctorForm({
  editing,
  evidence,
  evidenceDeletable,
  result,
}: {
  editing: TeamData["editing"];
  /** The editing doctor's evidence files (private: the clinic and admins only). */
  evidence: TeamData["evidence"];
  /** The doctor is not verified: the clinic may still delete those files. */
  evidenceDeletable: boolean;
  result?: EditorResult;
}) {
  const t = useText();
  const msg = useClinicMessage();
  const intent = editing ? "doctor-update" : "doctor-create";
  const server = formValues(result, intent, editing?.id, {
    name: editing?.name ?? "",
    title: editing?.title ?? "",
    specialty: editing?.specialty ?? "",
    languages: editing?.languages.join(", ") ?? "",
    yearsExperience: editing?.yearsExperience?.toString() ?? "",
    licenseNumber: editing?.licenseNumber ?? "",
    registryUrl: editing?.registryUrl ?? "",
    regulator: editing?.regulator ?? "",
    boardCertification: editing?.boardCertification ?? "",
    licenceExpiresOn: editing?.licenceExpiresOn ?? "",
    proceduresPerYear: editing?.proceduresPerYear
      ? Object.entries(editing.proceduresPerYear)
          .map(([k, n]) => `${k}: ${n}`)
          .join("\n")
      : "",
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
    <Panel
      id="doctor-form"
      title={
        editing
          ? put(t("clinic-dash.team.form.edit"), { name: editing.name })
          : t("clinic-dash.team.form.add")
      }
    >
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
          const next: Record<string, string> = parsed.success
            ? {}
            : messagesIn(fieldErrors(parsed.error), msg);
          const photo = fileOver(fd, "photo", MAX_IMAGE_BYTES);
          if (photo) next.photo = `${photo.name}: ${t("clinic-msg.doc.photo.large")}`;
          setClient(next);
          if (Object.keys(next).length > 0) {
            ev.preventDefault();
            const first = Object.keys(next)[0];
            if (first) document.getElementById(p(first))?.focus();
          }
        }}
      >
        {server.formError && <Notice tone="error">{server.formError}</Notice>}
        {editing && <input type="hidden" name="id" value={editing.id} />}
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id={p("name")} label={t("clinic-dash.team.f.name")} required error={errors.name}>
            <input {...input("name")} />
          </Field>
          <Field
            id={p("title")}
            label={t("clinic-dash.team.f.title")}
            required
            error={errors.title}
            hint={t("clinic-dash.team.f.title-hint")}
          >
            <input {...input("title", describedBy(p("title"), errors.title, true))} />
          </Field>
          <Field
            id={p("specialty")}
            label={t("clinic-dash.team.f.specialty")}
            required
            error={errors.specialty}
          >
            <input {...input("specialty")} />
          </Field>
          <Field
            id={p("yearsExperience")}
            label={t("clinic-dash.team.f.years")}
            optional
            error={errors.yearsExperience}
          >
            <input {...input("yearsExperience", { inputMode: "numeric" })} />
          </Field>
          <Field
            id={p("languages")}
            label={t("clinic-dash.team.f.languages")}
            optional
            error={errors.languages}
            hint={t("clinic-dash.team.f.languages-hint")}
          >
            <input {...input("languages", describedBy(p("languages"), errors.languages, true))} />
          </Field>
          <Field
            id={p("licenseNumber")}
            label={t("clinic-dash.team.f.licence")}
            optional
            error={errors.licenseNumber}
          >
            <input {...input("licenseNumber")} />
          </Field>
          <Field
            id={p("regulator")}
            label={t("clinic-dash.team.f.regulator")}
            optional
            error={errors.regulator}
            hint={t("clinic-dash.team.f.regulator-hint")}
          >
            <input {...input("regulator", describedBy(p("regulator"), errors.regulator, true))} />
          </Field>
          <Field
            id={p("licenceExpiresOn")}
            label={t("clinic-dash.team.f.licence-expiry")}
            optional
            error={errors.licenceExpiresOn}
          >
            <input {...input("licenceExpiresOn", { type: "date" })} />
          </Field>
          <Field
            id={p("boardCertification")}
            label={t("clinic-dash.team.f.board")}
            optional
            error={errors.boardCertification}
          >
            <input {...input("boardCertification")} />
          </Field>
          <Field
            id={p("registryUrl")}
            label={t("clinic-dash.team.f.registry")}
            optional
            error={errors.registryUrl}
            hint={t("clinic-dash.team.f.registry-hint")}
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
            id={p("proceduresPerYear")}
            label={t("clinic-dash.team.f.procedures")}
            optional
            error={errors.proceduresPerYear}
            hint={t("clinic-dash.team.f.procedures-hint")}
            className="sm:col-span-2"
          >
            <textarea
              {...input(
                "proceduresPerYear",
                describedBy(p("proceduresPerYear"), errors.proceduresPerYear, true),
              )}
              rows={3}
            />
          </Field>
          <Field
            id={p("photo")}
            label={t("clinic-dash.team.f.photo")}
            optional
            error={errors.photo}
            hint={t("clinic-dash.team.f.photo-hint")}
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
          <EvidenceField
            id={p("evidence")}
            error={errors.evidence}
            hint={t("clinic-dash.team.f.evidence-hint")}
            className="sm:col-span-2"
          />
          {evidence.length > 0 && (
            <div className="sm:col-span-2">
              <p className="text-sm font-medium text-slate-800">
                {t("clinic-dash.team.evidence-files")}
              </p>
              <EvidenceFiles
                files={evidence}
                deletable={evidenceDeletable}
                result={result}
                className="mt-1"
                testId="doctor-evidence"
              />
            </div>
          )}
          {editing?.photo && (
            <label className="flex items-center gap-2 text-sm text-slate-800 sm:col-span-2">
              <input
                type="checkbox"
                name="removePhoto"
                className="size-4 rounded border-slate-400"
              />{" "}
              {t("clinic-dash.team.f.remove-photo")}
            </label>
          )}
        </div>
        <div className="flex flex-wrap gap-3">
          <SubmitButton intent={intent} pendingLabel={t("clinic-dash.common.saving")}>
            {editing ? (
              t("clinic-dash.team.form.save")
            ) : (
              <>
                <UserPlus aria-hidden /> {t("clinic-dash.team.form.add-button")}
              </>
            )}
          </SubmitButton>
          {editing && (
            <Link to="." className={buttonVariants({ variant: "ghost" })}>
              {t("clinic-dash.common.cancel")}
            </Link>
          )}
        </div>
      </Form>
      <EvidenceDeleteForms files={evidenceDeletable ? evidence : []} />
    </Panel>
  );
}
