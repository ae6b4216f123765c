import { InputField, SelectField } from "~/components/forms/field";
import { useText } from "~/i18n/text";
import type { CareStep, CareTeamFormValues, ClinicDoctor } from "~/utils/care-team";
import { CARE_STEP_LABEL } from "./care-team-view";

/**
 * The care-team fields of a clinic's form (package editor, quote form): the operating surgeon
 * and, per step, who performs it. Plain selects and inputs: works without JavaScript.
 */
export function CareTeamFields({
  idPrefix,
  doctors,
  steps,
  values,
  fieldErrors = {},
}: {
  idPrefix: string;
  doctors: ClinicDoctor[];
  steps: CareStep[];
  values: CareTeamFormValues;
  fieldErrors?: Record<string, string>;
}) {
  const t = useText();
  if (doctors.length === 0)
    return <p className="text-sm text-slate-700">{t("care.form.no-doctors")}</p>;
  return (
    <div className="space-y-4">
      <SelectField
        id={`${idPrefix}-surgeon`}
        name="surgeonId"
        label={t("care.surgeon")}
        required
        defaultValue={values.surgeonId}
        error={fieldErrors.surgeonId}
      >
        <option value="">{t("care.form.choose")}</option>
        {doctors.map((d) => (
          <option key={d.id} value={d.id}>
            {d.name}
          </option>
        ))}
      </SelectField>
      {steps.map((step) => {
        const v = values.steps[step] ?? { performer: "", staffName: "", staffRole: "" };
        return (
          <fieldset key={step} className="space-y-3 rounded-lg p-3 ring-1 ring-slate-200">
            <legend className="px-1 text-sm font-semibold text-slate-900">
              {t(CARE_STEP_LABEL[step])}
            </legend>
            <SelectField
              id={`${idPrefix}-performer-${step}`}
              name={`performer.${step}`}
              label={t("care.form.performer")}
              required
              defaultValue={v.performer}
              error={fieldErrors[`performer.${step}`]}
            >
              <option value="">{t("care.form.choose")}</option>
              <option value="surgeon">{t("care.form.opt-surgeon")}</option>
              {doctors.map((d) => (
                <option key={d.id} value={`doctor:${d.id}`}>
                  {d.name}
                </option>
              ))}
              <option value="staff">{t("care.form.opt-staff")}</option>
            </SelectField>
            <div className="grid gap-3 sm:grid-cols-2">
              <InputField
                id={`${idPrefix}-staff-name-${step}`}
                name={`staffName.${step}`}
                label={t("care.form.staff-name")}
                optional
                defaultValue={v.staffName}
                maxLength={120}
                error={fieldErrors[`staffName.${step}`]}
              />
              <SelectField
                id={`${idPrefix}-staff-role-${step}`}
                name={`staffRole.${step}`}
                label={t("care.form.staff-role")}
                optional
                defaultValue={v.staffRole}
                error={fieldErrors[`staffRole.${step}`]}
              >
                <option value="">{t("care.form.choose")}</option>
                <option value="technician">{t("care.role.technician")}</option>
                <option value="nurse">{t("care.role.nurse")}</option>
              </SelectField>
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
