import { Search, SlidersHorizontal } from "lucide-react";
import { useId } from "react";
import { Form, useNavigate } from "react-router";
import { useCurrency } from "~/components/currency-context";
import { Button } from "~/components/ui/button";
import type { LocalizedSearchOptions } from "~/i18n/catalogue-names.server";
import { type MessageId, useLocalePath, useText } from "~/i18n/text";
import { SORT_OPTIONS, type SearchParams, type SortValue } from "../params";
import { BUDGET_OPTIONS, budgetLabel } from "../search-url";

const fieldClass =
  "h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 hover:border-slate-400 focus-visible:border-primary-600 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-200";
const labelClass = "mb-1 block text-xs font-semibold uppercase tracking-wide text-slate-700";

const SORT_LABELS: Record<SortValue, MessageId> = {
  relevance: /*i18n*/ "search.sort.relevance",
  rating: /*i18n*/ "search.sort.rating",
  "price-asc": /*i18n*/ "search.sort.priceAsc",
  "price-desc": /*i18n*/ "search.sort.priceDesc",
  reviews: /*i18n*/ "search.sort.reviews",
};

export type RefineValues = {
  /** The values to preselect: canonical labels where the URL's value was recognised. */
  treatment?: string;
  destination?: string;
  /** Shown as an extra option when the URL's value is not one of the form's options. */
  treatmentIsGroup?: boolean;
  /** The preselected values' names in the page's language (the loader's), for that extra option. */
  treatmentText?: string;
  destinationText?: string;
};

/**
 * The compact search form above the results. A plain GET form without JavaScript; with it,
 * empty fields are left out of the URL and changing the order applies at once.
 */
export function RefineSearchForm({
  options,
  params,
  values,
  today,
  allOf = {},
  languages = [],
}: {
  options: LocalizedSearchOptions;
  params: SearchParams;
  values: RefineValues;
  /** YYYY-MM-DD, the earliest date to offer. */
  today: string;
  /** "All of Turkey" per country, in the page's language (formatted by the loader). */
  allOf?: Record<string, string>;
  /** The languages clinics' staff speak: the URL's value and its name in the page's language. */
  languages?: { value: string; label: string }[];
}) {
  const t = useText();
  const budgetWords = {
    under: t("search.form.budgetUnder"),
    above: t("search.form.budgetAbove"),
  };
  const to = useLocalePath();
  const { currency, rates } = useCurrency();
  const id = useId();
  const navigate = useNavigate();
  const treatmentOptions = new Set(
    options.treatmentGroups.flatMap((g) => g.treatments.map((t) => t.value)),
  );
  const destinationOptions = new Set(
    options.destinations.flatMap((d) => [d.country, ...d.cities.map((c) => c.value)]),
  );
  const treatment = values.treatment ?? "";
  const destination = values.destination ?? "";
  const hasQuery = Boolean(params.q);
  const languageValue =
    languages.find((l) => l.value.toLowerCase() === params.language?.toLowerCase())?.value ?? "";
  const sortOptions = SORT_OPTIONS.filter((s) => s.value !== "relevance" || hasQuery);

  return (
    <Form
      method="get"
      action={to("/search-results")}
      role="search"
      aria-label={t("search.form.label")}
      className="grid grid-cols-2 gap-x-3 gap-y-3 rounded-[var(--radius-card)] bg-white p-4 shadow-[var(--shadow-card)] ring-1 ring-slate-900/5 sm:p-5 lg:grid-cols-12"
      onSubmit={(e) => {
        e.preventDefault();
        const data = new FormData(e.currentTarget);
        const qs = new URLSearchParams();
        for (const [k, v] of data) if (typeof v === "string" && v.trim()) qs.set(k, v.trim());
        // The default order needs no parameter.
        if (
          qs.get("sort") === (qs.has("q") ? "relevance" : "rating") ||
          (qs.get("sort") === "relevance" && !qs.has("q"))
        ) {
          qs.delete("sort");
        }
        const s = qs.toString();
        navigate(to(s ? `/search-results?${s}` : "/search-results"));
      }}
    >
      <div className="col-span-2 lg:col-span-4">
        <label htmlFor={`${id}-q`} className={labelClass}>
          {t("search.form.q")}
        </label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
          />
          <input
            id={`${id}-q`}
            type="search"
            name="q"
            defaultValue={params.q ?? ""}
            maxLength={200}
            placeholder={t("search.form.qPlaceholder")}
            autoComplete="off"
            className={`${fieldClass} ps-9`}
          />
        </div>
      </div>
      <div className="col-span-2 sm:col-span-1 lg:col-span-4">
        <label htmlFor={`${id}-treatment`} className={labelClass}>
          {t("search.form.treatment")}
        </label>
        <select
          id={`${id}-treatment`}
          name="treatment"
          defaultValue={treatment}
          className={fieldClass}
        >
          <option value="">{t("search.form.anyTreatment")}</option>
          {treatment && !treatmentOptions.has(treatment) && (
            <option value={treatment}>
              {values.treatmentIsGroup
                ? t("search.form.groupTreatments")
                : (values.treatmentText ?? treatment)}
            </option>
          )}
          {options.treatmentGroups.map((g) => (
            <optgroup key={g.name} label={g.label}>
              {g.treatments.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className="col-span-2 sm:col-span-1 lg:col-span-4">
        <label htmlFor={`${id}-destination`} className={labelClass}>
          {t("search.form.destination")}
        </label>
        <select
          id={`${id}-destination`}
          name="destination"
          defaultValue={destination}
          className={fieldClass}
        >
          <option value="">{t("search.form.anyDestination")}</option>
          {destination && !destinationOptions.has(destination) && (
            <option value={destination}>{values.destinationText ?? destination}</option>
          )}
          {options.destinations.map((d) => (
            <optgroup key={d.country} label={d.label}>
              <option value={d.country}>{allOf[d.country] ?? `All of ${d.label}`}</option>
              {d.cities.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className="lg:col-span-2">
        <label htmlFor={`${id}-date`} className={labelClass}>
          {t("search.form.date")}
        </label>
        <input
          id={`${id}-date`}
          type="date"
          name="date"
          min={today}
          defaultValue={params.date ?? ""}
          className={fieldClass}
        />
      </div>
      <div className="lg:col-span-2">
        <label htmlFor={`${id}-budget`} className={labelClass}>
          {t("search.form.budget")}
        </label>
        <select
          id={`${id}-budget`}
          name="budget"
          defaultValue={params.budget ?? ""}
          className={fieldClass}
        >
          <option value="">{t("search.form.anyBudget")}</option>
          {BUDGET_OPTIONS.map((b) => (
            <option key={b.value} value={b.value}>
              {budgetLabel(b, currency, rates, budgetWords)}
            </option>
          ))}
        </select>
      </div>
      <div className="lg:col-span-3">
        <label htmlFor={`${id}-language`} className={labelClass}>
          {t("search.form.language")}
        </label>
        <select
          id={`${id}-language`}
          name="language"
          defaultValue={languageValue}
          className={fieldClass}
        >
          <option value="">{t("search.form.anyLanguage")}</option>
          {languages.map((l) => (
            <option key={l.value} value={l.value}>
              {l.label}
            </option>
          ))}
        </select>
      </div>
      <div className="lg:col-span-2">
        <label htmlFor={`${id}-sort`} className={labelClass}>
          {t("search.form.sort")}
        </label>
        <select
          id={`${id}-sort`}
          name="sort"
          defaultValue={params.sort ?? (hasQuery ? "relevance" : "rating")}
          className={fieldClass}
          onChange={(e) => e.currentTarget.form?.requestSubmit()}
        >
          {sortOptions.map((s) => (
            <option key={s.value} value={s.value}>
              {t(SORT_LABELS[s.value], s.label)}
            </option>
          ))}
        </select>
      </div>
      <div className="col-span-2 flex items-end sm:col-span-1 lg:col-span-3">
        <Button
          type="submit"
          variant="accent"
          size={null}
          wrap
          className="min-h-11 w-full px-3 py-1 text-sm leading-tight"
        >
          <SlidersHorizontal aria-hidden />
          {t("search.form.submit")}
        </Button>
      </div>
    </Form>
  );
}
