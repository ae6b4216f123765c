import { Plus, Send, Trash2 } from "lucide-react";
import { useState } from "react";
import { Form } from "react-router";
import { CancellationTermsFields } from "~/components/cancellation/cancellation-terms-fields";
import { CareTeamFields } from "~/components/care-team/care-team-fields";
import {
  FieldError,
  SelectField,
  TextareaField,
  controlClass,
  inputClass,
} from "~/components/forms/field";
import { Notice } from "~/components/forms/notice";
import { SubmitButton } from "~/components/forms/submit-button";
import { DatePicker, dateFromIso } from "~/components/ui/date-picker";
import { numberLocaleOf } from "~/i18n/config";
import { fillText } from "~/i18n/fill-text";
import { type MessageId, useLocale, useText } from "~/i18n/text";
import { AMOUNT_MESSAGES, ambiguityOf, ambiguityValues, parseAmount } from "~/utils/amount-input";
import type { CareStep, CareTeamFormValues, ClinicDoctor } from "~/utils/care-team";
import { cn } from "~/utils/misc";
import { formatMoney } from "~/utils/money";
import { MAX_QUOTE_LINES, QUOTE_CURRENCIES } from "../quote-schema";

/** The amount parser's messages (app/utils/amount-input.ts) and their ids on this page. */
const AMOUNT_ERROR_IDS: Record<string, MessageId> = {
  [AMOUNT_MESSAGES.invalid]: /*i18n*/ "clinic-dash.req.amount.invalid",
  [AMOUNT_MESSAGES.negative]: /*i18n*/ "clinic-dash.req.amount.negative",
  [AMOUNT_MESSAGES.tooLarge]: /*i18n*/ "clinic-dash.req.amount.too-large",
};

export type QuoteFormValues = {
  items: { label: string; amount: string }[];
  currency: string;
  includes: string;
  excludes: string;
  notes: string;
  expiresOn: string;
  /** The cancellation terms offered (decision 056); absent: the package's or the default. */
  cancellationTerms?: string;
  cancellationNote?: string;
};

/** The clinic's answer to a request: itemised lines, currency, inclusions, notes, expiry. */
export function QuoteForm({
  values,
  fieldErrors = {},
  formError,
  careTeam,
}: {
  values: QuoteFormValues;
  fieldErrors?: Record<string, string>;
  formError?: string;
  /** Who performs each step (decision 054): the clinic's doctors, the steps, what was chosen. */
  careTeam?: { doctors: ClinicDoctor[]; steps: CareStep[]; values: CareTeamFormValues };
}) {
  const t = useText();
  const locale = useLocale();
  const money = (minor: number, code: string) =>
    formatMoney(minor / 100, code, numberLocaleOf(locale));
  // An amount field's hint, with the decimal mark the page's language uses ("0,00" in Turkish).
  const zero = (0).toLocaleString(numberLocaleOf(locale) ?? "en-US", {
    minimumFractionDigits: 2,
  });
  /** An amount the browser's parser refused, in the page's language (the page's texts). */
  const amountError = (m: string) => {
    const id = AMOUNT_ERROR_IDS[m];
    if (id) return t(id, m);
    // "1.250" is ambiguous: its message names what was typed, with numbers as the page writes them.
    const a = locale === "en" ? null : ambiguityOf(m);
    return a
      ? fillText(t("clinic-msg.amount.ambiguous"), ambiguityValues(a, numberLocaleOf(locale)))
      : m;
  };
  const [rows, setRows] = useState(() =>
    (values.items.length
      ? values.items
      : [
          { label: "", amount: "" },
          { label: "", amount: "" },
          { label: "", amount: "" },
        ]
    ).map((r, i) => ({ ...r, key: i })),
  );
  const [nextKey, setNextKey] = useState(100);
  const [currency, setCurrency] = useState(values.currency || "USD");
  const [expires, setExpires] = useState(dateFromIso(values.expiresOn));
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  // The server's parser, so the live total is exactly what will be stored; a line it cannot
  // read is flagged beside it and left out of the total.
  const parsed = rows.map((r) => (r.amount.trim() === "" ? null : parseAmount(r.amount)));
  const total = parsed.reduce((s, p) => (p?.ok ? s + p.minor : s), 0);

  const update = (key: number, patch: Partial<{ label: string; amount: string }>) =>
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  return (
    <Form
      method="post"
      noValidate
      className="space-y-6"
      aria-label={t("clinic-dash.req.form.label")}
    >
      {formError && <Notice tone="error">{formError}</Notice>}
      <fieldset aria-describedby={fieldErrors.items ? "items-error" : "items-hint"}>
        <legend className="text-sm font-semibold text-slate-800">
          {t("clinic-dash.req.form.lines")}{" "}
          <span aria-hidden className="text-red-700">
            *
          </span>
        </legend>
        <p id="items-hint" className="mt-1 text-xs text-slate-600">
          {t("clinic-dash.req.form.lines-hint")}
        </p>
        <ol className="mt-3 space-y-2">
          {rows.map((r, i) => (
            <li key={r.key} className="grid grid-cols-[minmax(0,1fr)_8.5rem_auto] items-end gap-2">
              <div>
                <label
                  htmlFor={`item-label-${r.key}`}
                  className="mb-1 block text-xs font-medium text-slate-700"
                >
                  {t("clinic-dash.req.form.item").replace("{n}", String(i + 1))}
                </label>
                <input
                  id={`item-label-${r.key}`}
                  name="itemLabel"
                  value={r.label}
                  onChange={(e) => update(r.key, { label: e.currentTarget.value })}
                  maxLength={120}
                  placeholder={t("clinic-dash.req.form.item-placeholder")}
                  className={inputClass}
                />
              </div>
              <div>
                <label
                  htmlFor={`item-amount-${r.key}`}
                  className="mb-1 block text-xs font-medium text-slate-700"
                >
                  {t("clinic-dash.req.form.amount").replace("{currency}", currency)}
                </label>
                <input
                  id={`item-amount-${r.key}`}
                  name="itemAmount"
                  value={r.amount}
                  onChange={(e) => update(r.key, { amount: e.currentTarget.value })}
                  inputMode="decimal"
                  placeholder={zero}
                  aria-invalid={parsed[i]?.ok === false || undefined}
                  aria-describedby={
                    parsed[i]?.ok === false ? `item-amount-${r.key}-error` : undefined
                  }
                  dir="ltr"
                  className={cn(inputClass, "text-end tabular-nums")}
                />
              </div>
              {(() => {
                const p = parsed[i];
                return p && !p.ok ? (
                  <p
                    id={`item-amount-${r.key}-error`}
                    className="col-span-3 -mt-1 text-xs text-red-700"
                  >
                    {t("clinic-dash.req.form.item").replace("{n}", String(i + 1))}:{" "}
                    {amountError(p.error)}
                  </p>
                ) : null;
              })()}
              <button
                type="button"
                onClick={() =>
                  setRows((rs) => (rs.length > 1 ? rs.filter((x) => x.key !== r.key) : rs))
                }
                disabled={rows.length <= 1}
                aria-label={t("clinic-dash.req.form.remove-item").replace("{n}", String(i + 1))}
                className="grid size-11 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-300 disabled:opacity-40"
              >
                <Trash2 aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ol>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <button
            type="button"
            onClick={() => {
              setRows((rs) =>
                rs.length >= MAX_QUOTE_LINES
                  ? rs
                  : [...rs, { label: "", amount: "", key: nextKey }],
              );
              setNextKey((k) => k + 1);
            }}
            disabled={rows.length >= MAX_QUOTE_LINES}
            className="inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-primary-800 hover:bg-primary-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-300 disabled:opacity-50"
          >
            <Plus aria-hidden className="size-4" />
            {t("clinic-dash.req.form.add-line")}
          </button>
          <p className="text-sm text-slate-700" aria-live="polite">
            {t("clinic-dash.req.form.total")}{" "}
            <strong className="tabular-nums text-slate-900">{money(total, currency)}</strong>
          </p>
        </div>
        <FieldError id="items-error" error={fieldErrors.items} />
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          id="quote-currency"
          label={t("clinic-dash.req.form.currency")}
          requiredMark
          error={fieldErrors.currency}
          name="currency"
          value={currency}
          onChange={(e) => setCurrency(e.currentTarget.value)}
        >
          {QUOTE_CURRENCIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
        <div>
          <label htmlFor="expiresOn" className="mb-1.5 block text-sm font-semibold text-slate-800">
            {t("clinic-dash.req.form.valid-until")}{" "}
            <span aria-hidden className="text-red-700">
              *
            </span>
          </label>
          <DatePicker
            id="expiresOn"
            name="expiresOn"
            value={expires}
            onChange={setExpires}
            disabledBefore={today}
          />
          <noscript>
            <input
              type="date"
              name="expiresOn"
              aria-label={t("clinic-dash.req.form.valid-until")}
              defaultValue={values.expiresOn}
              className={cn(inputClass, "mt-2")}
            />
          </noscript>
          <FieldError id="expiresOn-error" error={fieldErrors.expiresOn} />
        </div>
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <TextareaField
          id="includes"
          label={t("clinic-dash.req.form.included")}
          optional
          hint={t("clinic-dash.req.form.per-line")}
          error={fieldErrors.includes}
          name="includes"
          rows={5}
          defaultValue={values.includes}
          controlClassName={cn(controlClass, "py-2.5")}
        />
        <TextareaField
          id="excludes"
          label={t("clinic-dash.req.form.excluded")}
          optional
          hint={t("clinic-dash.req.form.per-line")}
          error={fieldErrors.excludes}
          name="excludes"
          rows={5}
          defaultValue={values.excludes}
          controlClassName={cn(controlClass, "py-2.5")}
        />
      </div>

      <TextareaField
        id="quote-notes"
        label={t("clinic-dash.req.form.notes")}
        optional
        error={fieldErrors.notes}
        name="notes"
        rows={4}
        maxLength={4000}
        defaultValue={values.notes}
        controlClassName={cn(controlClass, "py-2.5")}
      />

      <div className="grid gap-4">
        <CancellationTermsFields
          idPrefix="quote"
          terms={values.cancellationTerms}
          note={values.cancellationNote}
          errors={fieldErrors}
        />
      </div>

      {careTeam && (
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold text-slate-900">{t("care.title")}</legend>
          <p className="text-sm text-slate-600">{t("care.form.intro")}</p>
          <CareTeamFields
            idPrefix="quote-care"
            doctors={careTeam.doctors}
            steps={careTeam.steps}
            values={careTeam.values}
            fieldErrors={fieldErrors}
          />
        </fieldset>
      )}

      <SubmitButton intent="quote" pendingLabel={t("clinic-dash.req.form.sending")}>
        <Send aria-hidden className="rtl:-scale-x-100" />
        {t("clinic-dash.req.form.send")}
      </SubmitButton>
    </Form>
  );
}
