import { Search } from "lucide-react";
import { useId, useState } from "react";
import { Form, useNavigate } from "react-router";
import { useCurrency } from "~/components/currency-context";
import { Button } from "~/components/ui/button";
import { DatePicker } from "~/components/ui/date-picker";
import type { LocalizedSearchOptions } from "~/i18n/catalogue-names.server";
import { useLocalePath, useText } from "~/i18n/text";
import { BUDGET_OPTIONS, budgetLabel, searchUrl, toIsoDate } from "../search-url";

const fieldClass =
  "h-12 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 hover:border-slate-400";

/**
 * The hero search form. A plain GET form without JavaScript; with it, empty values are dropped.
 * The selects are uncontrolled and read on submit, so a choice made while the page was still
 * loading its scripts survives hydration. Texts come from the home page's loader (`home.search.*`);
 * the form goes to the results page in the page's language. The options show the catalogue's
 * names in that language and send the English ones (the URLs and the search keep them).
 */
export function SearchForm({ options }: { options: LocalizedSearchOptions }) {
  const id = useId();
  const t = useText();
  const to = useLocalePath();
  const navigate = useNavigate();
  const { currency, rates } = useCurrency();
  const [date, setDate] = useState<Date | undefined>();
  const budgetWords = {
    under: t("home.search.budgetUnder"),
    above: t("home.search.budgetAbove"),
  };
  const today = new Date();
  today.setHours(0, 0, 0, 0);

  return (
    <Form
      method="get"
      action={to("/search-results")}
      role="search"
      aria-label={t("home.search.name")}
      data-testid="hero-search-form"
      className="grid gap-4 rounded-2xl bg-white p-4 shadow-xl ring-1 ring-slate-900/5 sm:grid-cols-2 sm:p-6 lg:grid-cols-4"
      onSubmit={(e) => {
        e.preventDefault();
        const form = new FormData(e.currentTarget);
        const text = (name: string) => String(form.get(name) ?? "");
        navigate(
          to(
            searchUrl({
              treatment: text("treatment"),
              destination: text("destination"),
              budget: text("budget"),
              date: date && toIsoDate(date),
            }),
          ),
        );
      }}
    >
      <div>
        <label
          htmlFor={`${id}-treatment`}
          className="mb-1.5 block text-sm font-semibold text-slate-800"
        >
          {t("home.search.treatment")}
        </label>
        <select id={`${id}-treatment`} name="treatment" className={fieldClass} defaultValue="">
          <option value="">{t("home.search.treatmentPlaceholder")}</option>
          {options.treatmentGroups.map((g) => (
            <optgroup key={g.name} label={g.label}>
              {g.treatments.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label}
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
          {t("home.search.destination")}
        </label>
        <select id={`${id}-destination`} name="destination" className={fieldClass} defaultValue="">
          <option value="">{t("home.search.destinationPlaceholder")}</option>
          {options.destinations.map((d) => (
            <optgroup key={d.country} label={d.label}>
              {d.cities.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-date`} className="mb-1.5 block text-sm font-semibold text-slate-800">
          {t("home.search.date")}
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
            placeholder={t("home.search.datePlaceholder")}
          />
        </div>
        <noscript>
          <input
            type="date"
            name="date"
            aria-label={t("home.search.date")}
            className={fieldClass}
          />
        </noscript>
      </div>
      <div>
        <label
          htmlFor={`${id}-budget`}
          className="mb-1.5 block text-sm font-semibold text-slate-800"
        >
          {t("home.search.budget")}
        </label>
        <select id={`${id}-budget`} name="budget" className={fieldClass} defaultValue="">
          <option value="">{t("home.search.budgetAny")}</option>
          {BUDGET_OPTIONS.map((b) => (
            <option key={b.value} value={b.value}>
              {budgetLabel(b, currency, rates, budgetWords)}
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
        {t("home.search.submit")}
      </Button>
    </Form>
  );
}
