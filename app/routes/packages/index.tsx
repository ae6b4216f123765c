import { BadgeCheck, Hotel, PackageSearch, Plane, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { PackageFiltersForm } from "~/features/packages/components/package-filters-form";
import { PackageListCard } from "~/features/packages/components/package-list-card";
import { parsePackageFilters, type PackageFilters } from "~/features/packages/package-filters";
import { listPackageFilterOptions, listPackages } from "~/features/packages/packages.server";
import { countryNameIn } from "~/i18n/names.server";
import { pageI18n } from "~/i18n/page.server";
import { originFromMatches, seo } from "~/utils/seo";
import type { Route } from "./+types/index";

export async function loader({ request, params }: Route.LoaderArgs) {
  const options = await listPackageFilterOptions();
  const filters = parsePackageFilters(new URL(request.url).searchParams, options);
  const packages = await listPackages(filters);
  const { locale, i18n } = pageI18n(params, []);
  const country = options.countries.find((c) => c.slug === filters.country);
  // Package categories are the catalogue's labels ("Dental"); countries in the page's language.
  const values = {
    category: filters.category ?? "none",
    categoryLower: filters.category?.toLowerCase() ?? "",
    country: country ? countryNameIn(locale, country.slug, country.name) : "none",
    count: packages.length,
  };
  const meta = {
    title: i18n._("meta.packages.title", values),
    description: i18n._("meta.packages.description", values),
  };
  return { options, filters, packages, locale, meta };
}

export default function PackagesPage({ loaderData }: Route.ComponentProps) {
  const { options, filters, packages } = loaderData;
  const n = packages.length;
  return (
    <>
      <section
        aria-labelledby="packages-hero-title"
        className="relative overflow-hidden bg-gradient-to-b from-primary-50 via-white to-white"
      >
        <div
          aria-hidden
          className="pointer-events-none absolute -right-32 -top-32 size-[26rem] rounded-full bg-primary-100/70 blur-3xl"
        />
        <div
          aria-hidden
          className="pointer-events-none absolute -left-40 top-24 size-[20rem] rounded-full bg-accent-100/60 blur-3xl"
        />
        <div className="container-page relative pb-8 pt-10 sm:pt-14">
          <div className="max-w-3xl">
            <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-primary-800 shadow-sm ring-1 ring-primary-200">
              <BadgeCheck aria-hidden className="size-4" /> Packages from verified clinics only
            </p>
            <h1
              id="packages-hero-title"
              className="mt-4 text-balance text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl"
            >
              All-inclusive treatment packages
            </h1>
            <p className="mt-3 max-w-2xl text-pretty text-lg text-slate-600">
              Treatment, hotel, airport transfers and aftercare in one transparent price. Compare
              what each package includes — and what it doesn't — before you decide.
            </p>
          </div>
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
            <li className="flex items-center gap-1.5">
              <Hotel aria-hidden className="size-4 text-primary-700" /> Hotel stay included
            </li>
            <li className="flex items-center gap-1.5">
              <Plane aria-hidden className="size-4 text-primary-700" /> Airport transfers
            </li>
            <li className="flex items-center gap-1.5">
              <ShieldCheck aria-hidden className="size-4 text-primary-700" /> Deposit protected
              until confirmed
            </li>
          </ul>
          <div className="mt-8">
            <PackageFiltersForm options={options} filters={filters} />
          </div>
        </div>
      </section>

      <section aria-labelledby="packages-results-title" className="container-page pb-16 pt-4">
        <h2 id="packages-results-title" className="sr-only">
          Packages
        </h2>
        <p role="status" className="mb-5 text-sm font-medium text-slate-700">
          <span className="text-base font-semibold text-slate-900">{n}</span>{" "}
          {n === 1 ? "package" : "packages"} found
          <FilterSummary filters={filters} options={options} />
        </p>
        {n > 0 ? (
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {packages.map((p, i) => (
              <li key={p.id} className="flex min-w-0 *:min-w-0">
                <PackageListCard pkg={p} eager={i < 3} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="rounded-[var(--radius-card)] bg-slate-50 px-6 py-14 text-center ring-1 ring-slate-200">
            <PackageSearch aria-hidden className="mx-auto size-10 text-primary-700" />
            <h3 className="mt-4 text-lg font-semibold text-slate-900">
              No packages match these filters yet
            </h3>
            <p className="mx-auto mt-2 max-w-md text-slate-600">
              Try another treatment or destination, or search our verified clinics — many offer this
              treatment with a custom quote.
            </p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <Link to="/packages" className={buttonVariants({ variant: "primary" })}>
                Show all packages
              </Link>
              <Link to="/search-results" className={buttonVariants({ variant: "outline" })}>
                Find clinics
              </Link>
            </div>
          </div>
        )}
      </section>
    </>
  );
}

function FilterSummary({
  filters,
  options,
}: {
  filters: PackageFilters;
  options: Route.ComponentProps["loaderData"]["options"];
}) {
  const country = options.countries.find((c) => c.slug === filters.country)?.name;
  const parts = [filters.category, country && `in ${country}`].filter(Boolean);
  if (!parts.length && !filters.sort) return null;
  return (
    <span className="text-slate-600">
      {parts.length > 0 && <> for {parts.join(" ")}</>}
      {filters.sort && (
        <>, sorted by price {filters.sort === "price-asc" ? "(low to high)" : "(high to low)"}</>
      )}
    </span>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const f = loaderData?.filters;
  const qs = new URLSearchParams();
  if (f?.category) qs.set("category", f.category);
  if (f?.country) qs.set("country", f.country);
  return seo({
    title: loaderData?.meta.title ?? "",
    description: loaderData?.meta.description ?? "",
    path: `/packages${qs.size ? `?${qs}` : ""}`,
    origin: originFromMatches(matches),
    locale: loaderData?.locale,
  });
};
