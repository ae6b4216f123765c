import { type FormEvent, useState } from "react";
import { Form } from "react-router";
import { FieldError, InputField } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { BulkAvailabilitySchema } from "~/features/clinics/package-schema";
import { localeInfo } from "~/i18n/config";
import { useLocale, useText } from "~/i18n/text";
import { fieldErrors } from "~/utils/validation";
import { type CalendarResult, weekdayNames } from "../calendar-format";
import { messagesIn, useClinicMessage } from "../clinic-messages";

/** Opens the same weekdays for the coming weeks. */
export function BulkForm({ result }: { result?: CalendarResult }) {
  const t = useText();
  const msg = useClinicMessage();
  const { intl, firstDay } = localeInfo(useLocale());
  const weekdays = weekdayNames(intl, firstDay);
  const values = result?.values;
  const serverErrors = result?.fieldErrors ?? {};
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const errors = clientErrors ?? serverErrors;
  const checked = (values?.weekdays as string[] | undefined) ?? ["1", "2", "3", "4", "5"];

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    const fd = new FormData(e.currentTarget);
    const parsed = BulkAvailabilitySchema.safeParse({
      weekdays: fd.getAll("weekdays"),
      weeks: fd.get("weeks"),
      capacity: fd.get("capacity"),
    });
    if (!parsed.success) {
      e.preventDefault();
      setClientErrors(messagesIn(fieldErrors(parsed.error), msg));
    } else setClientErrors(null);
  }

  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4" preventScrollReset>
      <fieldset aria-describedby={errors.weekdays ? "bulk-weekdays-error" : undefined}>
        <legend className="mb-1.5 text-sm font-semibold text-slate-800">
          {t("clinic-dash.cal.bulk.weekdays")}
        </legend>
        <div className="flex flex-wrap gap-x-4">
          {weekdays.map((w) => (
            <label key={w.long} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                name="weekdays"
                value={w.day}
                defaultChecked={checked.includes(String(w.day))}
                className="size-4 accent-primary-700"
              />
              {w.long}
            </label>
          ))}
        </div>
        <FieldError id="bulk-weekdays-error" error={errors.weekdays} />
      </fieldset>
      <div className="flex flex-wrap items-end gap-4">
        <InputField
          id="bulk-weeks"
          label={t("clinic-dash.cal.bulk.weeks")}
          error={errors.weeks}
          className="w-44"
          name="weeks"
          inputMode="numeric"
          defaultValue={(values?.weeks as string | undefined) ?? "8"}
        />
        <InputField
          id="bulk-capacity"
          label={t("clinic-dash.cal.per-day")}
          error={errors.capacity}
          className="w-44"
          name="capacity"
          inputMode="numeric"
          defaultValue={(values?.capacity as string | undefined) ?? "2"}
        />
        <SubmitButton intent="bulk" pendingLabel={t("clinic-dash.cal.bulk.opening")}>
          {t("clinic-dash.cal.bulk.submit")}
        </SubmitButton>
      </div>
    </Form>
  );
}
