import { Search } from "lucide-react";
import { useId, useState } from "react";
import { Form, useNavigate } from "react-router";
import { useCurrency } from "~/components/currency-context";
import { Button } from "~/components/ui/button";
import { DatePicker } from "~/components/ui/date-picker";
import type { SearchFormOptions } from "~/features/catalogue/catalogue.server";
import { BUDGET_OPTIONS, budgetLabel, searchUrl, toIsoDate } from "../search-url";

const fieldClass =
  "h-12 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 hover:border-slate-400";

/**
 * The hero search form. A plain GET form without JavaScript; with it, empty values are dropped.
 * The selects are uncontrolled and read on submit, so a choice made while the page was still
 * loading its scripts survives hydration.
 */
export function SearchForm({ options }: { options: SearchFormOptions }) {
  const id = useId();
  const navigate = useNavigate();
  const { currency, rates } = useCurrency();
  const [date, setDate] = useState<Date | undefined>();
  const today = new Date();
  today.setHours(0, 0, 0, 0);

  return (
    <Form
      method="get"
      action="/search-results"
      role="search"
      aria-label="Find clinics"
      data-testid="hero-search-form"
      className="grid gap-4 rounded-2xl bg-white p-4 shadow-xl ring-1 ring-slate-900/5 sm:grid-cols-2 sm:p-6 lg:grid-cols-4"
      onSubmit={(e) => {
        e.preventDefault();
        const form = new FormData(e.currentTarget);
        const text = (name: string) => String(form.get(name) ?? "");
        navigate(
          searchUrl({
            treatment: text("treatment"),
            destination: text("destination"),
            budget: text("budget"),
            date: date && toIsoDate(date),
          }),
        );
      }}
    >
      <div>
        <label
          htmlFor={`${id}-treatment`}
          className="mb-1.5 block text-sm font-semibold text-slate-800"
        >
          Treatment Type
        </label>
        <select id={`${id}-treatment`} name="treatment" className={fieldClass} defaultValue="">
          <option value="">Select treatment</option>
          {options.treatmentGroups.map((g) => (
            <optgroup key={g.name} label={g.name}>
              {g.treatments.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div>
        <label
          htmlFor={`${id}-destination`}
          className="mb-1.5 block text-sm font-semibold text-slate-800"
        >
          Destination
        </label>
        <select id={`${id}-destination`} name="destination" className={fieldClass} defaultValue="">
          <option value="">Select destination</option>
          {options.destinations.map((d) => (
            <optgroup key={d.country} label={d.country}>
              {d.cities.map((c) => (
                <option key={c} value={`${c}, ${d.country}`}>
                  {c}, {d.country}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-date`} className="mb-1.5 block text-sm font-semibold text-slate-800">
          Preferred Date
        </label>
        {/* Without JavaScript only the native date field shows (the calendar button needs scripts). */}
        <div className="[@media(scripting:none)]:hidden">
          <DatePicker
            id={`${id}-date`}
            name="date"
            value={date}
            onChange={setDate}
            disabledBefore={today}
            submitEmpty={false}
          />
        </div>
        <noscript>
          <input type="date" name="date" aria-label="Preferred Date" className={fieldClass} />
        </noscript>
      </div>
      <div>
        <label
          htmlFor={`${id}-budget`}
          className="mb-1.5 block text-sm font-semibold text-slate-800"
        >
          Budget (Optional)
        </label>
        <select id={`${id}-budget`} name="budget" className={fieldClass} defaultValue="">
          <option value="">Any budget</option>
          {BUDGET_OPTIONS.map((b) => (
            <option key={b.value} value={b.value}>
              {budgetLabel(b, currency, rates)}
            </option>
          ))}
        </select>
      </div>
      <Button
        type="submit"
        variant="accent"
        size={null}
        wrap
        className="min-h-12 px-6 py-3 text-base sm:col-span-2 lg:col-span-4"
      >
        <Search aria-hidden />
        Compare Clinics &amp; Doctors and Packages
      </Button>
    </Form>
  );
}
