import { Trash2 } from "lucide-react";
import { Form } from "react-router";
import { Field, describedBy, inputClass } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { ConfirmDisclosure } from "~/components/ui/confirm-disclosure";
import { fillText } from "~/i18n/fill-text";
import { useText } from "~/i18n/text";
import { cn } from "~/utils/misc";

/**
 * The private evidence of a doctor or a clinic credential (decisions 051, 062): one upload field
 * for the doctor form (clinics feature) and the credentials form (credentials feature), hence
 * here, and one list of the stored files, each opening through the download route and, while
 * its item is not verified, with a Delete that asks first.
 */

/** What the file picker offers; the server checks the content (PDF, JPG, PNG), not this list. */
export const EVIDENCE_ACCEPT = ".pdf,.jpg,.jpeg,.png";

/** `locked`: an admin's check came after the upload, so the file stays (decision 062). */
export type EvidenceFile = { id: string; fileName: string; locked?: boolean };

/** The action's answer to a refused deletion: `target` is the file's id. */
type DeleteResult = { intent: string; target?: string; formError?: string };

/** The upload: label, hint and the server's refusal (type, size, count, empty) beside it. */
export function EvidenceField({
  id,
  hint,
  error,
  className,
}: {
  id: string;
  hint: string;
  error?: string;
  className?: string;
}) {
  const t = useText();
  return (
    <Field
      id={id}
      label={t("clinic-dash.team.f.evidence")}
      optional
      error={error}
      hint={hint}
      className={className}
    >
      <input
        id={id}
        name="evidence"
        type="file"
        multiple
        accept={EVIDENCE_ACCEPT}
        className={cn(inputClass, "py-2")}
        {...describedBy(id, error, true)}
      />
    </Field>
  );
}

/** The id of the form a file's Delete submits (rendered by EvidenceDeleteForms). */
const deleteFormId = (fileId: string) => `evidence-delete-${fileId}`;

/**
 * The stored files. `deletable`: the item is not verified, so each file not `locked` has a
 * Delete; otherwise a line says verified files are kept. The Delete submits a form of its own by id (`form=`), so the
 * list may stand inside another form (the doctor form): render EvidenceDeleteForms outside it.
 */
export function EvidenceFiles({
  files,
  deletable,
  result,
  className,
  testId,
}: {
  files: EvidenceFile[];
  deletable: boolean;
  result?: DeleteResult;
  className?: string;
  testId?: string;
}) {
  const t = useText();
  if (files.length === 0) return null;
  const refused = result?.intent === "evidence-delete" ? result : undefined;
  return (
    <div className={className}>
      <ul className="space-y-2 text-sm" data-testid={testId}>
        {files.map((f) => {
          const error = refused?.target === f.id ? refused.formError : undefined;
          return (
            <li key={f.id} className="flex flex-wrap items-start gap-x-3 gap-y-1">
              <a
                href={`/api/credential-documents/${f.id}`}
                className="min-w-0 break-all py-1 text-primary-800 underline underline-offset-4"
              >
                <bdi>{f.fileName}</bdi>
              </a>
              {deletable && !f.locked && (
                <ConfirmDisclosure
                  variant="outlineDanger"
                  tone="danger"
                  label={
                    <>
                      <Trash2 aria-hidden /> {t("clinic-dash.credentials.evidence.delete")}
                      <span className="sr-only">
                        {" "}
                        <bdi>{f.fileName}</bdi>
                      </span>
                    </>
                  }
                >
                  <p>
                    {fillText(t("clinic-dash.credentials.evidence.delete-ask"), {
                      name: f.fileName,
                    })}
                  </p>
                  <SubmitButton
                    intent="evidence-delete"
                    form={deleteFormId(f.id)}
                    variant="destructive"
                    size="sm"
                    className="mt-2"
                    pendingLabel={t("clinic-dash.common.deleting")}
                  >
                    {t("clinic-dash.credentials.evidence.delete-yes")}
                  </SubmitButton>
                </ConfirmDisclosure>
              )}
              {error && (
                <p role="alert" className="w-full font-medium text-red-700">
                  {error}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {(!deletable || files.some((f) => f.locked)) && (
        <p className="mt-1 text-sm text-slate-600">{t("clinic-dash.credentials.evidence.kept")}</p>
      )}
    </div>
  );
}

/** The forms the files' Delete buttons submit; place them outside any other form. */
export function EvidenceDeleteForms({ files }: { files: EvidenceFile[] }) {
  return (
    <>
      {files
        .filter((f) => !f.locked)
        .map((f) => (
          <Form
            key={f.id}
            id={deleteFormId(f.id)}
            method="post"
            preventScrollReset
            className="hidden"
          >
            <input type="hidden" name="id" value={f.id} />
          </Form>
        ))}
    </>
  );
}
