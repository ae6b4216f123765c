import { FileText, Lock, Send, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Form, Link } from "react-router";
import {
  Field,
  FieldError,
  InputField,
  TextareaField,
  controlClass,
  describedBy,
  inputClass,
  selectClass,
} from "~/components/forms/field";
import { Notice } from "~/components/forms/notice";
import { SubmitButton } from "~/components/forms/submit-button";
import { DatePicker, dateFromIso } from "~/components/ui/date-picker";
import { fill } from "~/i18n/fill";
import { useText } from "~/i18n/text";
import { cn } from "~/utils/misc";
import { MAX_CLINICS_PER_REQUEST, MAX_TRAVELLERS } from "../quote-limits";
import type { ShownClinic } from "../quote-request-context.server";
import type { RecordOption } from "../quotes.server";

export type QuoteRequestValues = {
  clinics: string[];
  treatment: string;
  preferredStart: string;
  preferredEnd: string;
  travellers: string;
  notes: string;
  package: string;
  shares: string[];
};

export function QuoteRequestForm({
  values,
  selected: initialSelected,
  options,
  treatments,
  records,
  signedIn,
  idempotencyKey,
  packageTitle,
  consentText,
  fieldErrors = {},
  formError,
}: {
  values: QuoteRequestValues;
  selected: ShownClinic[];
  options: ShownClinic[];
  treatments: string[];
  records: RecordOption[];
  signedIn: boolean;
  idempotencyKey: string;
  packageTitle: string | null;
  consentText: string;
  fieldErrors?: Record<string, string>;
  formError?: string;
}) {
  const t = useText();
  const [selected, setSelected] = useState(initialSelected);
  const [start, setStart] = useState(dateFromIso(values.preferredStart));
  const [end, setEnd] = useState(dateFromIso(values.preferredEnd));
  const today = new Date();
  today.setHours(0, 0, 0, 0);

  useEffect(() => setSelected(initialSelected), [initialSelected]);

  const full = selected.length >= MAX_CLINICS_PER_REQUEST;
  const addable = options.filter((o) => !selected.some((s) => s.slug === o.slug));
  const byCountry = new Map<string, ShownClinic[]>();
  for (const o of addable) byCountry.set(o.country, [...(byCountry.get(o.country) ?? []), o]);

  return (
    <Form
      method="post"
      noValidate
      className="space-y-6"
      aria-describedby={formError ? "quote-request-error" : undefined}
    >
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      {values.package && <input type="hidden" name="package" value={values.package} />}
      {formError && (
        <Notice tone="error" id="quote-request-error">
          {formError}
        </Notice>
      )}

      <fieldset aria-describedby={fieldErrors.clinics ? "clinics-error" : "clinics-hint"}>
        <legend className="text-sm font-semibold text-slate-800">
          {t("quote.form.clinics")}{" "}
          <span className="font-normal text-slate-600">{t("quote.form.clinics-max")}</span>
        </legend>
        <p id="clinics-hint" className="mt-1 text-xs text-slate-600">
          {t("quote.form.clinics-hint")}
        </p>
        {selected.length > 0 && (
          <ul className="mt-3 grid gap-2 sm:grid-cols-2" data-testid="selected-clinics">
            {selected.map((c) => (
              <li
                key={c.slug}
                className="flex items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 py-2 pe-1 ps-3"
              >
                <input
                  type="checkbox"
                  name="clinics"
                  value={c.slug}
                  id={`clinic-${c.slug}`}
                  defaultChecked
                  onChange={(e) => {
                    if (!e.currentTarget.checked)
                      setSelected((s) => s.filter((x) => x.slug !== c.slug));
                  }}
                  className="size-4 accent-primary-700"
                />
                <label htmlFor={`clinic-${c.slug}`} className="min-w-0 flex-1 text-sm">
                  <span className="block font-semibold text-slate-900">{c.name}</span>
                  <span className="block text-slate-600">{c.place}</span>
                </label>
                <button
                  type="button"
                  onClick={() => setSelected((s) => s.filter((x) => x.slug !== c.slug))}
                  aria-label={t("quote.form.remove").replace("{name}", c.name)}
                  className="grid size-11 shrink-0 place-items-center rounded-full text-slate-600 hover:bg-slate-200 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-300"
                >
                  <X aria-hidden className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-3">
          <label htmlFor="add-clinic" className="mb-1.5 block text-sm font-medium text-slate-800">
            {selected.length === 0 ? t("quote.form.choose") : t("quote.form.add")}
          </label>
          <select
            id="add-clinic"
            name="clinics"
            value=""
            disabled={full}
            onChange={(e) => {
              const slug = e.currentTarget.value;
              const o = options.find((x) => x.slug === slug);
              if (o) setSelected((s) => (s.length >= MAX_CLINICS_PER_REQUEST ? s : [...s, o]));
            }}
            className={cn(selectClass, "sm:max-w-md")}
            {...describedBy("clinics", fieldErrors.clinics)}
          >
            <option value="">{full ? t("quote.form.full") : t("quote.form.select")}</option>
            {[...byCountry].map(([country, list]) => (
              <optgroup key={country} label={country}>
                {list.map((o) => (
                  <option key={o.slug} value={o.slug}>
                    {o.name} — {o.city}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <FieldError id="clinics-error" error={fieldErrors.clinics} />
      </fieldset>

      <Field
        id="treatment"
        label={t("quote.form.treatment")}
        required
        error={fieldErrors.treatment}
        hint={
          packageTitle
            ? t("quote.form.treatment-package").replace("{title}", packageTitle)
            : t("quote.form.treatment-hint")
        }
      >
        <input
          id="treatment"
          name="treatment"
          defaultValue={values.treatment}
          list="treatment-options"
          maxLength={200}
          required
          autoComplete="off"
          className={inputClass}
          {...describedBy("treatment", fieldErrors.treatment, true)}
        />
        <datalist id="treatment-options">
          {treatments.map((t) => (
            <option key={t} value={t} />
          ))}
        </datalist>
      </Field>

      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">
          {t("quote.form.dates")}{" "}
          <span className="font-normal text-slate-600">{t("quote.form.optional")}</span>
        </legend>
        <div className="mt-2 grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="preferredStart" className="mb-1.5 block text-sm text-slate-700">
              {t("quote.form.earliest")}
            </label>
            <DatePicker
              id="preferredStart"
              name="preferredStart"
              value={start}
              onChange={setStart}
              disabledBefore={today}
            />
            <noscript>
              <input
                type="date"
                name="preferredStart"
                aria-label={t("quote.form.earliest-date")}
                defaultValue={values.preferredStart}
                className={cn(inputClass, "mt-2")}
              />
            </noscript>
            <FieldError id="preferredStart-error" error={fieldErrors.preferredStart} />
          </div>
          <div>
            <label htmlFor="preferredEnd" className="mb-1.5 block text-sm text-slate-700">
              {t("quote.form.latest")}
            </label>
            <DatePicker
              id="preferredEnd"
              name="preferredEnd"
              value={end}
              onChange={setEnd}
              disabledBefore={start ?? today}
            />
            <noscript>
              <input
                type="date"
                name="preferredEnd"
                aria-label={t("quote.form.latest-date")}
                defaultValue={values.preferredEnd}
                className={cn(inputClass, "mt-2")}
              />
            </noscript>
            <FieldError id="preferredEnd-error" error={fieldErrors.preferredEnd} />
          </div>
        </div>
      </fieldset>

      <InputField
        id="travellers"
        label={t("quote.form.travellers")}
        required
        error={fieldErrors.travellers}
        hint={t("quote.form.travellers-hint")}
        name="travellers"
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_TRAVELLERS}
        defaultValue={values.travellers}
        controlClassName={cn(inputClass, "max-w-32")}
      />

      <TextareaField
        id="notes"
        label={t("quote.form.notes")}
        optional
        error={fieldErrors.notes}
        hint={t("quote.form.notes-hint")}
        name="notes"
        rows={5}
        maxLength={4000}
        defaultValue={values.notes}
        controlClassName={cn(controlClass, "py-2.5")}
      />

      <fieldset aria-describedby="records-consent">
        <legend className="text-sm font-semibold text-slate-800">
          {t("quote.form.records")}{" "}
          <span className="font-normal text-slate-600">{t("quote.form.optional")}</span>
        </legend>
        {!signedIn ? (
          <p className="mt-1 flex items-start gap-1.5 text-sm text-slate-600" id="records-consent">
            <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
            {t("quote.form.records-signin")}
          </p>
        ) : records.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600" id="records-consent">
            {fill(t("quote.form.records-none"), {
              link: (
                <Link
                  to="/dashboard/records"
                  className="font-semibold text-primary-700 underline-offset-4 hover:underline"
                >
                  {t("quote.form.records-upload")}
                </Link>
              ),
            })}
          </p>
        ) : (
          <>
            <p id="records-consent" className="mt-1 text-sm text-slate-600">
              {t("quote.form.records-consent").replace("{consent}", consentText)}
            </p>
            <ul className="mt-3 space-y-3">
              {records.map((r) => (
                <li key={r.id} className="rounded-lg border border-slate-200 p-3">
                  <p className="flex items-center gap-2 text-sm font-semibold text-slate-900">
                    <FileText aria-hidden className="size-4 text-slate-500" />
                    <span className="min-w-0 break-all">{r.fileName}</span>
                  </p>
                  {r.description && (
                    <p className="mt-0.5 text-xs text-slate-600">{r.description}</p>
                  )}
                  {selected.length === 0 ? (
                    <p className="mt-2 text-xs text-slate-600">{t("quote.form.choose-first")}</p>
                  ) : (
                    <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1">
                      {selected.map((c) => {
                        const v = `${r.id}|${c.slug}`;
                        const id = `share-${r.id}-${c.slug}`;
                        return (
                          <li key={c.slug} className="flex min-h-11 items-center gap-2">
                            <input
                              type="checkbox"
                              id={id}
                              name="shares"
                              value={v}
                              defaultChecked={values.shares.includes(v)}
                              className="size-4 accent-primary-700"
                            />
                            <label htmlFor={id} className="text-sm text-slate-800">
                              {t("quote.form.share-with").replace("{name}", c.name)}
                            </label>
                          </li>
                        );
                      })}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
        <FieldError id="shares-error" error={fieldErrors.shares} />
      </fieldset>

      <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-5">
        <SubmitButton size="lg" pendingLabel={t("quote.form.sending")}>
          <Send aria-hidden />
          {signedIn ? t("quote.form.send") : t("quote.form.signin-send")}
        </SubmitButton>
        <p className="text-xs text-slate-600">{t("quote.form.free")}</p>
      </div>
    </Form>
  );
}
