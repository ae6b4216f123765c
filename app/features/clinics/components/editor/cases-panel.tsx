import { Images, Pencil } from "lucide-react";
import { Form, Link } from "react-router";
import { Field, controlClass, describedBy, inputClass } from "~/components/forms/field";
import { Notice } from "~/components/forms/notice";
import { SubmitButton } from "~/components/forms/submit-button";
import { Pagination } from "~/components/layout/pagination";
import { EmptyState, Panel } from "~/components/layout/panel";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/utils/misc";
import { ConfirmDelete, IMAGE_ACCEPT, type EditorResult, formValues } from "./editor-controls";
import type { EditorData } from "./editor-data";

/** The before-and-after cases: the list with its pages, and the form to add or edit one. */
export function CasesPanel({ data: d, result }: { data: EditorData; result?: EditorResult }) {
  const { cases, editingCase } = d;
  return (
    <Panel
      id="cases"
      title="Before & after results"
      description="Treatment cases with a before and an after image. Only show patients who agreed in writing."
    >
      {result?.formError && result.intent === "case-delete" && (
        <Notice tone="error" className="mb-4">
          {result.formError}
        </Notice>
      )}
      {cases.total === 0 ? (
        <EmptyState
          icon={Images}
          title="No cases yet"
          text="Add your first before and after case below."
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
                  alt={`Before: ${c.title}`}
                  className="size-20 rounded-lg object-cover"
                  loading="lazy"
                />
                <img
                  src={c.afterImage}
                  alt={`After: ${c.title}`}
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
                  <Pencil aria-hidden /> Edit<span className="sr-only"> {c.title}</span>
                </Link>
                <ConfirmDelete
                  intent="case-delete"
                  hidden={{ id: c.id }}
                  label="Delete"
                  question={`Delete the case “${c.title}” and its two images?`}
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
        label="Case pages"
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
  const intent = editing ? "case-update" : "case-create";
  const {
    values: v,
    errors,
    formError,
  } = formValues(result, intent, editing?.id, {
    title: editing?.title ?? "",
    treatmentType: editing?.treatmentType ?? "",
    timeframe: editing?.timeframe ?? "",
    doctorName: editing?.doctorName ?? "",
    patientInfo: editing?.patientInfo ?? "",
    description: editing?.description ?? "",
  });
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
    >
      <h3 className="text-base font-semibold text-slate-900">
        {editing ? `Edit “${editing.title}”` : "Add a case"}
      </h3>
      {formError && <Notice tone="error">{formError}</Notice>}
      {editing && <input type="hidden" name="id" value={editing.id} />}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={p("title")} label="Title" required error={errors.title}>
          <input {...input("title")} />
        </Field>
        <Field id={p("treatmentType")} label="Treatment" required error={errors.treatmentType}>
          <input {...input("treatmentType")} />
        </Field>
        <Field
          id={p("timeframe")}
          label="Timeframe"
          required
          error={errors.timeframe}
          hint="e.g. 6 months"
        >
          <input {...input("timeframe")} />
        </Field>
        <Field id={p("doctorName")} label="Doctor" required error={errors.doctorName}>
          <input {...input("doctorName")} />
        </Field>
        <Field
          id={p("patientInfo")}
          label="Patient"
          required
          error={errors.patientInfo}
          hint="Gender and age, e.g. Female, 42"
        >
          <input {...input("patientInfo")} />
        </Field>
        <div />
        <Field
          id={p("description")}
          label="Description"
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
            label={k === "beforeImage" ? "Before image" : "After image"}
            required={!editing}
            error={errors[k]}
            hint={editing ? "Leave empty to keep the current image." : undefined}
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
        <SubmitButton intent={intent} pendingLabel="Saving…">
          {editing ? "Save case" : "Add case"}
        </SubmitButton>
        {editing && (
          <Link to="?#cases" className={buttonVariants({ variant: "ghost" })}>
            Cancel
          </Link>
        )}
      </div>
    </Form>
  );
}
