import { ChevronDown, SlidersHorizontal } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link, useNavigate, useNavigation } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { useLocalePath, useText } from "~/i18n/text";
import { cn } from "~/utils/misc";
import {
  PACKAGE_SORTS,
  packageFiltersQuery,
  type PackageFilterOptions,
  type PackageFilters,
} from "../package-filters";

/**
 * Treatment type, destination and price sort for /packages. A GET form, so it works without
 * JavaScript (an Apply button appears); with JavaScript every change re-filters at once.
 */
export function PackageFiltersForm({
  options,
  categoryNames,
  filters,
}: {
  options: PackageFilterOptions;
  /** Each category's name in the page's language; the option's value stays the English name. */
  categoryNames?: Record<string, string>;
  filters: PackageFilters;
}) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const t = useText();
  const to = useLocalePath();
  const path = to("/packages");
  const busy = navigation.state === "loading" && navigation.location.pathname === path;
  const active = Boolean(filters.category || filters.country || filters.sort);

  function onChange(e: React.FormEvent<HTMLFormElement>) {
    const data = new FormData(e.currentTarget);
    const value = (k: string) => {
      const v = data.get(k);
      return typeof v === "string" && v ? v : null;
    };
    const sort = value("sort");
    const next = packageFiltersQuery({
      category: value("category"),
      country: value("country"),
      sort: sort === "price-asc" || sort === "price-desc" ? sort : null,
    });
    navigate(`${path}${next}`, { preventScrollReset: true });
  }

  return (
    <Form
      method="get"
      action={path}
      onChange={onChange}
      aria-label={t("packages.filters.label", "Filter packages")}
      aria-busy={busy}
      className="rounded-[var(--radius-card)] bg-white p-4 shadow-[var(--shadow-card)] ring-1 ring-slate-900/5 sm:p-5"
    >
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <SlidersHorizontal aria-hidden className="size-4 text-primary-700" />{" "}
          {t("packages.filters.title", "Filter & sort")}
        </h2>
        {active && (
          <Link
            to={path}
            preventScrollReset
            className="text-sm font-medium text-primary-700 underline-offset-4 hover:underline"
          >
            {t("packages.filters.clear", "Clear filters")}
          </Link>
        )}
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <FilterSelect
          id="filter-category"
          name="category"
          label={t("packages.filters.category", "Treatment type")}
          value={filters.category ?? ""}
        >
          <option value="">{t("packages.filters.category.all", "All treatments")}</option>
          {options.categories.map((c) => (
            <option key={c} value={c}>
              {categoryNames?.[c] ?? c}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          id="filter-country"
          name="country"
          label={t("packages.filters.country", "Destination")}
          value={filters.country ?? ""}
        >
          <option value="">{t("packages.filters.country.all", "All destinations")}</option>
          {options.countries.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          id="filter-sort"
          name="sort"
          label={t("packages.filters.sort", "Sort by price")}
          value={filters.sort ?? ""}
        >
          {PACKAGE_SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {t(s.label)}
            </option>
          ))}
        </FilterSelect>
      </div>
      <noscript>
        <button
          type="submit"
          className={cn(buttonVariants({ variant: "primary" }), "mt-3 w-full sm:w-auto")}
        >
          {t("packages.filters.apply", "Apply filters")}
        </button>
      </noscript>
    </Form>
  );
}

function FilterSelect({
  id,
  name,
  label,
  value,
  children,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  children: React.ReactNode;
}) {
  const ref = useRef<HTMLSelectElement>(null);
  // The select is uncontrolled (so it works before hydration); follow the URL when it changes
  // elsewhere (back button, Clear filters) without remounting, which would drop keyboard focus.
  useEffect(() => {
    if (ref.current && ref.current.value !== value) ref.current.value = value;
  }, [value]);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative">
        <select
          ref={ref}
          id={id}
          name={name}
          defaultValue={value}
          className="h-11 w-full appearance-none rounded-lg border border-slate-300 bg-white ps-3 pe-10 text-sm text-slate-900 shadow-sm focus:border-primary-600 focus:outline-none focus:ring-4 focus:ring-primary-100"
        >
          {children}
        </select>
        <ChevronDown
          aria-hidden
          className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
        />
      </div>
    </div>
  );
}
