import { type FormEvent, useEffect, useRef, useState } from "react";
import { Form, useNavigationType } from "react-router";
import { FieldError, InputField } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { DayAvailabilitySchema } from "~/features/clinics/package-schema";
import { localeInfo } from "~/i18n/config";
import { useLocale, useText } from "~/i18n/text";
import { fieldErrors } from "~/utils/validation";
import { type CalendarResult, type DayTexts, dayLabel } from "../calendar-format";
import { messagesIn, put, useClinicMessage } from "../clinic-messages";

/** One day of the calendar, chosen in the month grid: open or close it, with its capacity. */
export function DayEditor({
  day,
  past,
  result,
}: {
  day: { day: string; set: boolean; open: boolean; capacity: number; booked: number } & DayTexts;
  past: boolean;
  result?: CalendarResult;
}) {
  const t = useText();
  const msg = useClinicMessage();
  const intl = localeInfo(useLocale()).intl;
  const values = result?.values as Record<string, string> | undefined;
  const errors = result?.fieldErrors ?? {};
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const shown = clientErrors ?? errors;
  const sectionRef = useRef<HTMLElement>(null);
  const navigationType = useNavigationType();
  // A day picked in the month grid: its editor (below the grid, often below the fold) comes
  // into view and takes focus, so the click visibly did something. Not on a fresh page load.
  useEffect(() => {
    const el = sectionRef.current;
    if (!el || navigationType === "POP") return;
    const r = el.getBoundingClientRect();
    if (r.top < 0 || r.bottom > window.innerHeight) {
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      el.scrollIntoView({ block: "nearest", behavior: reduce ? "auto" : "smooth" });
    }
    el.focus({ preventScroll: true });
  }, [navigationType]);
  const defaultStatus = values?.status ?? (day.set && !day.open ? "closed" : "open");
  const defaultCapacity =
    values?.capacity ?? String(day.set ? Math.max(day.capacity, day.open ? 1 : 0) || 1 : 1);

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    const fd = new FormData(e.currentTarget);
    const parsed = DayAvailabilitySchema.safeParse({
      day: day.day,
      status: fd.get("status"),
      capacity: fd.get("capacity") || "0",
    });
    const errs = parsed.success ? {} : fieldErrors(parsed.error);
    if (parsed.success && parsed.data.status === "open" && parsed.data.capacity < 1)
      errs.capacity = "An open day needs a capacity of at least 1";
    Object.assign(errs, messagesIn(errs, msg));
    if (Object.keys(errs).length) {
      e.preventDefault();
      setClientErrors(errs);
    } else setClientErrors(null);
  }

  return (
    <section
      ref={sectionRef}
      tabIndex={-1}
      data-testid="day-editor"
      aria-labelledby="day-editor-title"
      className="mt-5 scroll-mb-24 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200 focus:outline-none focus-visible:ring-4 focus-visible:ring-primary-300"
    >
      <h3 id="day-editor-title" className="font-bold text-slate-900">
        {dayLabel(day.day, intl)}
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        {put(t("clinic-dash.cal.day.now"), { state: day.describe })}
      </p>
      {past ? (
        <p className="mt-2 text-sm text-slate-600">{t("clinic-dash.cal.day.past")}</p>
      ) : (
        <Form
          method="post"
          noValidate
          onSubmit={onSubmit}
          className="mt-3 flex flex-wrap items-end gap-4"
          preventScrollReset
        >
          <input type="hidden" name="day" value={day.day} />
          <fieldset>
            <legend className="mb-1.5 text-sm font-semibold text-slate-800">
              {t("clinic-dash.cal.day.is")}
            </legend>
            <div className="flex gap-4">
              {(["open", "closed"] as const).map((s) => (
                <label key={s} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
                  <input
                    type="radio"
                    name="status"
                    value={s}
                    defaultChecked={defaultStatus === s}
                    className="size-4 accent-primary-700"
                  />
                  {s === "open" ? t("clinic-dash.cal.day.open") : t("clinic-dash.cal.day.closed")}
                </label>
              ))}
            </div>
            <FieldError id="day-status-error" error={shown.status ?? shown.day} />
          </fieldset>
          <InputField
            id="day-capacity"
            label={t("clinic-dash.cal.per-day")}
            error={shown.capacity}
            className="w-44"
            name="capacity"
            inputMode="numeric"
            defaultValue={defaultCapacity}
          />
          <SubmitButton intent="day" pendingLabel={t("clinic-dash.common.saving")}>
            {t("clinic-dash.cal.day.save")}
          </SubmitButton>
        </Form>
      )}
    </section>
  );
}
