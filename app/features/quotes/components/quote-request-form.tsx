import { FileText, Lock, Send, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
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
import { cn } from "~/utils/misc";
import { MAX_CLINICS_PER_REQUEST, MAX_TRAVELLERS } from "../quote-limits";
import type { ClinicOption, RecordOption } from "../quotes.server";

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

/** Notes typed before signing in survive the trip to /auth (kept in this tab only). */
export const QUOTE_DRAFT_KEY = "careatlas-quote-request-draft";

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
  resume,
}: {
  values: QuoteRequestValues;
  selected: ClinicOption[];
  options: ClinicOption[];
  treatments: string[];
  records: RecordOption[];
  signedIn: boolean;
  idempotencyKey: string;
  packageTitle: string | null;
  consentText: string;
  fieldErrors?: Record<string, string>;
  formError?: string;
  resume: boolean;
}) {
  const [selected, setSelected] = useState(initialSelected);
  const [start, setStart] = useState(dateFromIso(values.preferredStart));
  const [end, setEnd] = useState(dateFromIso(values.preferredEnd));
  const notesRef = useRef<HTMLTextAreaElement>(null);
  const today = new Date();
  today.setHours(0, 0, 0, 0);

  useEffect(() => setSelected(initialSelected), [initialSelected]);

  // Back from /auth: put the notes typed before signing in back into the form.
  useEffect(() => {
    try {
      const draft = sessionStorage.getItem(QUOTE_DRAFT_KEY);
      if (!draft) return;
      if (resume && notesRef.current && !notesRef.current.value) {
        const { notes } = JSON.parse(draft) as { notes?: string };
        if (typeof notes === "string") notesRef.current.value = notes;
      }
      if (signedIn) sessionStorage.removeItem(QUOTE_DRAFT_KEY);
    } catch {
      /* storage disabled: nothing to restore */
    }
  }, [resume, signedIn]);

  const full = selected.length >= MAX_CLINICS_PER_REQUEST;
  const addable = options.filter((o) => !selected.some((s) => s.slug === o.slug));
  const byCountry = new Map<string, ClinicOption[]>();
  for (const o of addable) byCountry.set(o.country, [...(byCountry.get(o.country) ?? []), o]);

  return (
    <Form
      method="post"
      noValidate
      className="space-y-6"
      aria-describedby={formError ? "quote-request-error" : undefined}
      onSubmit={() => {
        if (signedIn) return;
        try {
          sessionStorage.setItem(
            QUOTE_DRAFT_KEY,
            JSON.stringify({ notes: notesRef.current?.value ?? "" }),
          );
        } catch {
          /* ignore */
        }
      }}
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
          Clinics{" "}
          <span className="font-normal text-slate-600">(up to {MAX_CLINICS_PER_REQUEST})</span>
        </legend>
        <p id="clinics-hint" className="mt-1 text-xs text-slate-600">
          Each clinic receives your request separately and answers with its own quote.
        </p>
        {selected.length > 0 && (
          <ul className="mt-3 grid gap-2 sm:grid-cols-2" data-testid="selected-clinics">
            {selected.map((c) => (
              <li
                key={c.slug}
                className="flex items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 py-2 pl-3 pr-1"
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
                  <span className="block text-slate-600">
                    {c.city}, {c.country}
                  </span>
                </label>
                <button
                  type="button"
                  onClick={() => setSelected((s) => s.filter((x) => x.slug !== c.slug))}
                  aria-label={`Remove ${c.name}`}
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
            {selected.length === 0 ? "Choose a clinic" : "Add another clinic"}
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
            <option value="">{full ? "You have chosen 5 clinics" : "Select a clinic…"}</option>
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
        label="Treatment"
        required
        error={fieldErrors.treatment}
        hint={
          packageTitle
            ? `About the package “${packageTitle}”.`
            : "For example: Hair transplant (FUE), dental implants, rhinoplasty."
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
          Preferred dates <span className="font-normal text-slate-600">(optional)</span>
        </legend>
        <div className="mt-2 grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="preferredStart" className="mb-1.5 block text-sm text-slate-700">
              Earliest
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
                aria-label="Earliest date"
                defaultValue={values.preferredStart}
                className={cn(inputClass, "mt-2")}
              />
            </noscript>
            <FieldError id="preferredStart-error" error={fieldErrors.preferredStart} />
          </div>
          <div>
            <label htmlFor="preferredEnd" className="mb-1.5 block text-sm text-slate-700">
              Latest
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
                aria-label="Latest date"
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
        label="Travellers"
        required
        error={fieldErrors.travellers}
        hint="Including you."
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
        label="Notes for the clinics"
        optional
        error={fieldErrors.notes}
        hint="Your goals, questions, medical history the clinics should know about."
        ref={notesRef}
        name="notes"
        rows={5}
        maxLength={4000}
        defaultValue={values.notes}
        controlClassName={cn(controlClass, "py-2.5")}
      />

      <fieldset aria-describedby="records-consent">
        <legend className="text-sm font-semibold text-slate-800">
          Medical records <span className="font-normal text-slate-600">(optional)</span>
        </legend>
        {!signedIn ? (
          <p className="mt-1 flex items-start gap-1.5 text-sm text-slate-600" id="records-consent">
            <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
            After you sign in you can attach records from your vault, shared only with the clinics
            you tick.
          </p>
        ) : records.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600" id="records-consent">
            You have no records in your vault yet.{" "}
            <Link
              to="/dashboard/records"
              className="font-semibold text-primary-700 underline-offset-4 hover:underline"
            >
              Upload records
            </Link>{" "}
            and come back to attach them.
          </p>
        ) : (
          <>
            <p id="records-consent" className="mt-1 text-sm text-slate-600">
              Nothing is shared unless you tick it. Ticking a box means: {consentText}
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
                    <p className="mt-2 text-xs text-slate-600">Choose a clinic first.</p>
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
                              I consent to share with {c.name}
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
        <SubmitButton size="lg" pendingLabel="Sending…">
          <Send aria-hidden />
          {signedIn ? "Send quote request" : "Sign in and send"}
        </SubmitButton>
        <p className="text-xs text-slate-600">
          Free and without obligation. Clinics usually reply within 24–48 hours.
        </p>
      </div>
    </Form>
  );
}
