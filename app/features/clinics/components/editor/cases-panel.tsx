import { Images, Pencil } from "lucide-react";
import { useState } from "react";
import { Form, Link } from "react-router";
import { Field, controlClass, describedBy, inputClass } from "~/components/forms/field";
import { Notice } from "~/components/forms/notice";
import { SubmitButton } from "~/components/forms/submit-button";
import { Pagination } from "~/components/layout/pagination";
import { EmptyState, Panel } from "~/components/layout/panel";
import { buttonVariants } from "~/components/ui/button";
import { useText } from "~/i18n/text";
import { MAX_IMAGE_BYTES } from "~/services/media/media-rules";
import { fileOver } from "~/utils/files";
import { cn } from "~/utils/misc";
import { ConfirmDelete, IMAGE_ACCEPT, type EditorResult, formValues } from "./editor-controls";
import type { EditorData } from "./editor-data";

/** The before-and-after cases: the list with its pages, and the form to add or edit one. */
export function CasesPanel({ data: d, result }: { data: EditorData; result?: EditorResult }) {
  const { cases, editingCase } = d;
  const t = useText();
  return (
    <Panel
      id="cases"
      title={t("clinic-dash.profile.cs.title")}
      description={t("clinic-dash.profile.cs.description")}
    >
      {result?.formError && result.intent === "case-delete" && (
        <Notice tone="error" className="mb-4">
          {result.formError}
        </Notice>
      )}
      {cases.total === 0 ? (
        <EmptyState
          icon={Images}
          title={t("clinic-dash.profile.cs.empty.title")}
          text={t("clinic-dash.profile.cs.empty.text")}
        />
      ) : (
        <ul
          className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200"
          data-testid="case-list"
        >
          {cases.rows.map((c) => (
            <li key={c.id} className="flex flex-wrap gap-4 p-4">
              <div className="flex gap-2">
                <img
                  src={c.beforeImage}
                  alt={t("clinic-dash.profile.cs.before-alt").replace("{title}", c.title)}
                  className="size-20 rounded-lg object-cover"
                  loading="lazy"
                />
                <img
                  src={c.afterImage}
                  alt={t("clinic-dash.profile.cs.after-alt").replace("{title}", c.title)}
                  className="size-20 rounded-lg object-cover"
                  loading="lazy"
                />
              </div>
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-slate-900">{c.title}</p>
                <p className="text-sm text-slate-600">
                  {c.treatmentType} · {c.timeframe} · {c.doctorName} · {c.patientInfo}
                </p>
                <p className="mt-1 line-clamp-2 text-sm text-slate-700">{c.description}</p>
              </div>
              <div className="flex flex-wrap items-start gap-2">
                <Link
                  to={`?editCase=${c.id}${cases.page > 1 ? `&casePage=${cases.page}` : ""}#case-form`}
                  className={buttonVariants({ variant: "outline", size: "sm" })}
                >
                  <Pencil aria-hidden /> {t("clinic-dash.common.edit")}
                  <span className="sr-only"> {c.title}</span>
                </Link>
                <ConfirmDelete
                  intent="case-delete"
                  hidden={{ id: c.id }}
                  label={t("clinic-dash.profile.delete")}
                  question={t("clinic-dash.profile.cs.delete-ask").replace("{title}", c.title)}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        look="split"
        page={cases.page}
        pages={cases.pages}
        href={(p) => `?casePage=${p}#cases`}
        label={t("clinic-dash.profile.cs.pages")}
      />
      <CaseForm key={editingCase?.id ?? "new"} editing={editingCase} result={result} />
    </Panel>
  );
}

function CaseForm({
  editing,
  result,
}: {
  editing: EditorData["editingCase"];
  result?: EditorResult;
}) {
  const t = useText();
  const intent = editing ? "case-update" : "case-create";
  const {
    values: v,
    errors: serverErrors,
    formError,
  } = formValues(result, intent, editing?.id, {
    title: editing?.title ?? "",
    treatmentType: editing?.treatmentType ?? "",
    timeframe: editing?.timeframe ?? "",
    doctorName: editing?.doctorName ?? "",
    patientInfo: editing?.patientInfo ?? "",
    description: editing?.description ?? "",
  });
  // A before or after photo over 10 MB, named before anything is sent (what was typed stays).
  const [tooLarge, setTooLarge] = useState<Record<string, string>>({});
  const errors = { ...serverErrors, ...tooLarge };
  const p = (id: string) => `case-${id}`;
  const input = (id: keyof typeof v) => ({
    id: p(id),
    name: id,
    defaultValue: v[id],
    className: inputClass,
    ...describedBy(p(id), errors[id]),
  });
  return (
    <Form
      id="case-form"
      method="post"
      encType="multipart/form-data"
      preventScrollReset
      className="mt-6 scroll-mt-24 space-y-5 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:p-5"
      onSubmit={(ev) => {
        const form = new FormData(ev.currentTarget);
        const next: Record<string, string> = {};
        for (const k of ["beforeImage", "afterImage"]) {
          const photo = fileOver(form, k, MAX_IMAGE_BYTES);
          if (photo) next[k] = `${photo.name}: ${t("clinic-msg.image.too-large")}`;
        }
        setTooLarge(next);
        const first = Object.keys(next)[0];
        if (!first) return;
        ev.preventDefault();
        document.getElementById(p(first))?.focus();
      }}
    >
      <h3 className="text-base font-semibold text-slate-900">
        {editing
          ? t("clinic-dash.profile.cs.edit").replace("{title}", editing.title)
          : t("clinic-dash.profile.cs.add")}
      </h3>
      {formError && <Notice tone="error">{formError}</Notice>}
      {editing && <input type="hidden" name="id" value={editing.id} />}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id={p("title")}
          label={t("clinic-dash.profile.cs.f.title")}
          required
          error={errors.title}
        >
          <input {...input("title")} />
        </Field>
        <Field
          id={p("treatmentType")}
          label={t("clinic-dash.profile.cs.f.treatment")}
          required
          error={errors.treatmentType}
        >
          <input {...input("treatmentType")} />
        </Field>
        <Field
          id={p("timeframe")}
          label={t("clinic-dash.profile.cs.f.timeframe")}
          required
          error={errors.timeframe}
          hint={t("clinic-dash.profile.cs.f.timeframe-hint")}
        >
          <input {...input("timeframe")} />
        </Field>
        <Field
          id={p("doctorName")}
          label={t("clinic-dash.profile.cs.f.doctor")}
          required
          error={errors.doctorName}
        >
          <input {...input("doctorName")} />
        </Field>
        <Field
          id={p("patientInfo")}
          label={t("clinic-dash.profile.cs.f.patient")}
          required
          error={errors.patientInfo}
          hint={t("clinic-dash.profile.cs.f.patient-hint")}
        >
          <input {...input("patientInfo")} />
        </Field>
        <div />
        <Field
          id={p("description")}
          label={t("clinic-dash.profile.cs.f.description")}
          required
          error={errors.description}
          className="sm:col-span-2"
        >
          <textarea
            {...input("description")}
            rows={4}
            className={cn(controlClass, "py-2")}
            maxLength={2000}
          />
        </Field>
        {(["beforeImage", "afterImage"] as const).map((k) => (
          <Field
            key={k}
            id={p(k)}
            label={
              k === "beforeImage"
                ? t("clinic-dash.profile.cs.f.before")
                : t("clinic-dash.profile.cs.f.after")
            }
            required={!editing}
            error={errors[k]}
            hint={editing ? t("clinic-dash.profile.cs.f.keep-image") : undefined}
          >
            <div className="flex items-center gap-3">
              {editing && (
                <img src={editing[k]} alt="" className="size-11 shrink-0 rounded object-cover" />
              )}
              <input
                id={p(k)}
                name={k}
                type="file"
                accept={IMAGE_ACCEPT}
                className={cn(inputClass, "py-2")}
                {...describedBy(p(k), errors[k], !!editing)}
              />
            </div>
          </Field>
        ))}
      </div>
      <div className="flex flex-wrap gap-3">
        <SubmitButton intent={intent} pendingLabel={t("clinic-dash.common.saving")}>
          {editing ? t("clinic-dash.profile.cs.save") : t("clinic-dash.profile.cs.add-button")}
        </SubmitButton>
        {editing && (
          <Link to="?#cases" className={buttonVariants({ variant: "ghost" })}>
            {t("clinic-dash.common.cancel")}
          </Link>
        )}
      </div>
    </Form>
  );
}
