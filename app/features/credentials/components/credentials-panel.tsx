import { Pencil, Plus, Trash2 } from "lucide-react";
import { Form, Link } from "react-router";
import {
  EvidenceDeleteForms,
  EvidenceField,
  EvidenceFiles,
} from "~/components/forms/evidence-field";
import { Field, describedBy, inputClass, selectClass } from "~/components/forms/field";
import { Notice } from "~/components/forms/notice";
import { SubmitButton } from "~/components/forms/submit-button";
import { Panel } from "~/components/layout/panel";
import { buttonVariants } from "~/components/ui/button";
import type { MessageId } from "~/i18n/message-ids";
import { useText } from "~/i18n/text";
import { CREDENTIAL_KIND_OPTIONS } from "../credentials-schema";

export type CredentialRow = {
  id: string;
  kind: string;
  name: string;
  issuer: string | null;
  number: string | null;
  expiresOn: string | null;
  /** "Verified on …" / "Not yet verified" … in the page's language (the loader's). */
  statusText: string;
  files: { id: string; fileName: string; locked: boolean }[];
  /** Not verified: the clinic may still delete its evidence (decision 062). */
  evidenceDeletable: boolean;
};

type Result = {
  intent: string;
  target?: string;
  values?: Record<string, string>;
  fieldErrors?: Record<string, string>;
  formError?: string;
};

export const KIND_LABELS: Record<string, MessageId> = {
  health_tourism_authorisation:
    /*i18n*/ "clinic-dash.credentials.kind.health_tourism_authorisation",
  clinic_licence: /*i18n*/ "clinic-dash.credentials.kind.clinic_licence",
  accreditation: /*i18n*/ "clinic-dash.credentials.kind.accreditation",
  insurance: /*i18n*/ "clinic-dash.credentials.kind.insurance",
};

/**
 * Dashboard → Team → "Licences & accreditations": the clinic's health-tourism authorisation,
 * licence, accreditations and insurance, each with its evidence and its check (decision 051).
 */
export function CredentialsPanel({
  rows,
  editing,
  result,
}: {
  rows: CredentialRow[];
  editing: CredentialRow | null;
  result?: Result;
}) {
  const t = useText();
  const intent = editing ? "credential-update" : "credential-create";
  const mine =
    result && result.intent === intent && (result.target ?? "") === (editing?.id ?? "")
      ? result
      : undefined;
  const v = mine?.values ?? {
    kind: editing?.kind ?? "clinic_licence",
    name: editing?.name ?? "",
    issuer: editing?.issuer ?? "",
    number: editing?.number ?? "",
    expiresOn: editing?.expiresOn ?? "",
  };
  const errors = mine?.fieldErrors ?? {};
  const p = (id: string) => `credential-${id}`;
  return (
    <Panel
      id="credentials"
      title={t("clinic-dash.credentials.title")}
      description={t("clinic-dash.credentials.description")}
    >
      {result?.formError && result.intent === "credential-delete" && (
        <Notice tone="error" className="mb-4">
          {result.formError}
        </Notice>
      )}
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">{t("clinic-dash.credentials.empty")}</p>
      ) : (
        <ul
          className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200"
          data-testid="credential-list"
        >
          {rows.map((c) => (
            <li key={c.id} className="flex flex-wrap items-start gap-4 p-4">
              <div className="min-w-0 flex-1 text-sm">
                <p className="text-xs font-medium uppercase tracking-wide text-slate-600">
                  {t(KIND_LABELS[c.kind] ?? "clinic-dash.credentials.kind.clinic_licence")}
                </p>
                <p className="font-semibold text-slate-900">{c.name}</p>
                {c.issuer && <p className="text-slate-700">{c.issuer}</p>}
                {c.number && (
                  <p className="font-mono text-slate-900" dir="ltr">
                    {c.number}
                  </p>
                )}
                <p className="font-medium text-slate-800">{c.statusText}</p>
                <EvidenceFiles
                  files={c.files}
                  deletable={c.evidenceDeletable}
                  result={result}
                  className="mt-1"
                />
              </div>
              <div className="flex flex-wrap gap-2">
                <Link
                  to={`?credential=${c.id}#credential-form`}
                  className={buttonVariants({ variant: "outline", size: "sm" })}
                >
                  <Pencil aria-hidden /> {t("clinic-dash.common.edit")}
                  <span className="sr-only"> {c.name}</span>
                </Link>
                <Form method="post">
                  <input type="hidden" name="intent" value="credential-delete" />
                  <input type="hidden" name="id" value={c.id} />
                  <SubmitButton intent="credential-delete" variant="outline" size="sm">
                    <Trash2 aria-hidden /> {t("clinic-dash.credentials.remove")}
                    <span className="sr-only"> {c.name}</span>
                  </SubmitButton>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Form
        id="credential-form"
        key={editing?.id ?? "new"}
        method="post"
        encType="multipart/form-data"
        noValidate
        className="mt-6 space-y-5 border-t border-slate-100 pt-6"
        aria-label={editing ? t("clinic-dash.credentials.edit") : t("clinic-dash.credentials.add")}
      >
        <h3 className="font-semibold text-slate-900">
          {editing ? t("clinic-dash.credentials.edit") : t("clinic-dash.credentials.add")}
        </h3>
        {mine?.formError && <Notice tone="error">{mine.formError}</Notice>}
        <input type="hidden" name="intent" value={intent} />
        {editing && <input type="hidden" name="id" value={editing.id} />}
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            id={p("kind")}
            label={t("clinic-dash.credentials.f.kind")}
            required
            error={errors.kind}
          >
            <select
              id={p("kind")}
              name="kind"
              defaultValue={v.kind}
              className={selectClass}
              {...describedBy(p("kind"), errors.kind)}
            >
              {CREDENTIAL_KIND_OPTIONS.map((k) => (
                <option key={k} value={k}>
                  {t(KIND_LABELS[k]!)}
                </option>
              ))}
            </select>
          </Field>
          <Field
            id={p("name")}
            label={t("clinic-dash.credentials.f.name")}
            required
            error={errors.name}
            hint={t("clinic-dash.credentials.f.name-hint")}
          >
            <input
              id={p("name")}
              name="name"
              defaultValue={v.name}
              className={inputClass}
              {...describedBy(p("name"), errors.name, true)}
            />
          </Field>
          <Field
            id={p("issuer")}
            label={t("clinic-dash.credentials.f.issuer")}
            optional
            error={errors.issuer}
            hint={t("clinic-dash.credentials.f.issuer-hint")}
          >
            <input
              id={p("issuer")}
              name="issuer"
              defaultValue={v.issuer}
              className={inputClass}
              {...describedBy(p("issuer"), errors.issuer, true)}
            />
          </Field>
          <Field
            id={p("number")}
            label={t("clinic-dash.credentials.f.number")}
            optional
            error={errors.number}
          >
            <input
              id={p("number")}
              name="number"
              defaultValue={v.number}
              className={inputClass}
              {...describedBy(p("number"), errors.number)}
            />
          </Field>
          <Field
            id={p("expiresOn")}
            label={t("clinic-dash.credentials.f.expires")}
            optional
            error={errors.expiresOn}
          >
            <input
              id={p("expiresOn")}
              name="expiresOn"
              type="date"
              defaultValue={v.expiresOn}
              className={inputClass}
              {...describedBy(p("expiresOn"), errors.expiresOn)}
            />
          </Field>
          <EvidenceField
            id={p("evidence")}
            error={errors.evidence}
            hint={t("clinic-dash.credentials.f.evidence-hint")}
            className="sm:col-span-2"
          />
        </div>
        <div className="flex flex-wrap gap-3">
          <SubmitButton intent={intent} pendingLabel={t("clinic-dash.common.saving")}>
            {editing ? (
              t("clinic-dash.credentials.save")
            ) : (
              <>
                <Plus aria-hidden /> {t("clinic-dash.credentials.add-button")}
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
      <EvidenceDeleteForms files={rows.flatMap((c) => (c.evidenceDeletable ? c.files : []))} />
    </Panel>
  );
}
