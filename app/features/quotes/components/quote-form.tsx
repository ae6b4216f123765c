import { Plus, Send, Trash2 } from "lucide-react";
import { useState } from "react";
import { Form } from "react-router";
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
import { parseAmount } from "~/utils/amount-input";
import { cn } from "~/utils/misc";
import { formatMinor } from "~/utils/money";
import { MAX_QUOTE_LINES, QUOTE_CURRENCIES } from "../quote-schema";

export type QuoteFormValues = {
  items: { label: string; amount: string }[];
  currency: string;
  includes: string;
  excludes: string;
  notes: string;
  expiresOn: string;
};

/** The clinic's answer to a request: itemised lines, currency, inclusions, notes, expiry. */
export function QuoteForm({
  values,
  fieldErrors = {},
  formError,
}: {
  values: QuoteFormValues;
  fieldErrors?: Record<string, string>;
  formError?: string;
}) {
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
    <Form method="post" noValidate className="space-y-6" aria-label="Quote">
      {formError && <Notice tone="error">{formError}</Notice>}
      <fieldset aria-describedby={fieldErrors.items ? "items-error" : "items-hint"}>
        <legend className="text-sm font-semibold text-slate-800">
          Price lines{" "}
          <span aria-hidden className="text-red-700">
            *
          </span>
        </legend>
        <p id="items-hint" className="mt-1 text-xs text-slate-600">
          One line per item (treatment, hotel nights, transfers…). The quote's total is their sum.
          Write amounts as 1250, 1250.50 or 1250,50; 0 marks an included item.
        </p>
        <ol className="mt-3 space-y-2">
          {rows.map((r, i) => (
            <li key={r.key} className="grid grid-cols-[minmax(0,1fr)_8.5rem_auto] items-end gap-2">
              <div>
                <label
                  htmlFor={`item-label-${r.key}`}
                  className="mb-1 block text-xs font-medium text-slate-700"
                >
                  Item {i + 1}
                </label>
                <input
                  id={`item-label-${r.key}`}
                  name="itemLabel"
                  value={r.label}
                  onChange={(e) => update(r.key, { label: e.currentTarget.value })}
                  maxLength={120}
                  placeholder="e.g. Rhinoplasty surgery"
                  className={inputClass}
                />
              </div>
              <div>
                <label
                  htmlFor={`item-amount-${r.key}`}
                  className="mb-1 block text-xs font-medium text-slate-700"
                >
                  Amount ({currency})
                </label>
                <input
                  id={`item-amount-${r.key}`}
                  name="itemAmount"
                  value={r.amount}
                  onChange={(e) => update(r.key, { amount: e.currentTarget.value })}
                  inputMode="decimal"
                  placeholder="0.00"
                  aria-invalid={parsed[i]?.ok === false || undefined}
                  aria-describedby={
                    parsed[i]?.ok === false ? `item-amount-${r.key}-error` : undefined
                  }
                  className={cn(inputClass, "text-right tabular-nums")}
                />
              </div>
              {(() => {
                const p = parsed[i];
                return p && !p.ok ? (
                  <p
                    id={`item-amount-${r.key}-error`}
                    className="col-span-3 -mt-1 text-xs text-red-700"
                  >
                    Item {i + 1}: {p.error}
                  </p>
                ) : null;
              })()}
              <button
                type="button"
                onClick={() =>
                  setRows((rs) => (rs.length > 1 ? rs.filter((x) => x.key !== r.key) : rs))
                }
                disabled={rows.length <= 1}
                aria-label={`Remove item ${i + 1}`}
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
            Add a line
          </button>
          <p className="text-sm text-slate-700" aria-live="polite">
            Total:{" "}
            <strong className="tabular-nums text-slate-900">{formatMinor(total, currency)}</strong>
          </p>
        </div>
        <FieldError id="items-error" error={fieldErrors.items} />
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          id="quote-currency"
          label="Quote currency"
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
            Valid until{" "}
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
              aria-label="Valid until"
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
          label="Included"
          optional
          hint="One item per line."
          error={fieldErrors.includes}
          name="includes"
          rows={5}
          defaultValue={values.includes}
          controlClassName={cn(controlClass, "py-2.5")}
        />
        <TextareaField
          id="excludes"
          label="Not included"
          optional
          hint="One item per line."
          error={fieldErrors.excludes}
          name="excludes"
          rows={5}
          defaultValue={values.excludes}
          controlClassName={cn(controlClass, "py-2.5")}
        />
      </div>

      <TextareaField
        id="quote-notes"
        label="Notes for the patient"
        optional
        error={fieldErrors.notes}
        name="notes"
        rows={4}
        maxLength={4000}
        defaultValue={values.notes}
        controlClassName={cn(controlClass, "py-2.5")}
      />

      <SubmitButton intent="quote" pendingLabel="Sending…">
        <Send aria-hidden />
        Send quote
      </SubmitButton>
    </Form>
  );
}
