import { SelectField, TextareaField, controlClass } from "~/components/forms/field";
import { useText } from "~/i18n/text";
import {
  CANCELLATION_TERMS,
  DEFAULT_TERMS,
  NOTE_MAX,
  TERMS_NAME_IDS,
  TERMS_SUMMARY_IDS,
} from "~/utils/cancellation-policy";
import { cn } from "~/utils/misc";

/**
 * A clinic chooses cancellation terms (decision 056): a template, with what it refunds, and an
 * optional note. The package form and the quote form both use it (the page loads the `terms.`
 * texts); the server reads the fields with `cancellationTermsFields`.
 */
export function CancellationTermsFields({
  idPrefix,
  terms,
  note,
  errors,
  className,
}: {
  idPrefix: string;
  terms: string | undefined;
  note: string | undefined;
  errors: { cancellationTerms?: string; cancellationNote?: string };
  className?: string;
}) {
  const t = useText();
  return (
    <>
      <SelectField
        id={`${idPrefix}-terms`}
        label={t("terms.form.label")}
        requiredMark
        error={errors.cancellationTerms}
        hint={t("terms.form.hint")}
        className={className}
        name="cancellationTerms"
        defaultValue={terms || DEFAULT_TERMS}
      >
        {CANCELLATION_TERMS.map((k) => (
          <option key={k} value={k}>
            {`${t(TERMS_NAME_IDS[k])}: ${t(TERMS_SUMMARY_IDS[k])}`}
          </option>
        ))}
      </SelectField>
      <TextareaField
        id={`${idPrefix}-terms-note`}
        label={t("terms.form.note")}
        optional
        error={errors.cancellationNote}
        hint={t("terms.form.note-hint")}
        className={className}
        name="cancellationNote"
        dir="auto"
        rows={3}
        maxLength={NOTE_MAX}
        defaultValue={note}
        controlClassName={cn(controlClass, "py-2")}
      />
    </>
  );
}
