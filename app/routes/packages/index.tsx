import { BadgeCheck, Hotel, PackageSearch, Plane, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { inPlace } from "~/features/destinations/place-names.server";
import { PackageFiltersForm } from "~/features/packages/components/package-filters-form";
import { PackageListCard } from "~/features/packages/components/package-list-card";
import { packageCardTexts } from "~/features/packages/package-card-texts.server";
import { parsePackageFilters } from "~/features/packages/package-filters";
import { listPackageFilterOptions, listPackages } from "~/features/packages/packages.server";
import { placeholders } from "~/i18n/fill";
import { cityNameIn, countryNameIn, packageBadgeIn, packageCategoryIn } from "~/i18n/names.server";
import { pageI18n } from "~/i18n/page.server";
import { useLocalePath, useText } from "~/i18n/text";
import { originFromMatches, seo } from "~/utils/seo";
import type { Route } from "./+types/index";

const RATING_TEXTS = ["package.rating.new", "package.rating.none", "package.rating.outOf"];

export async function loader({ request, params }: Route.LoaderArgs) {
  const options = await listPackageFilterOptions();
  const filters = parsePackageFilters(new URL(request.url).searchParams, options);
  const packages = await listPackages(filters);
  // The rating's words beside each card's own review count (packageCardTexts).
  const { locale, i18n, text } = pageI18n(params, ["packages.", ...RATING_TEXTS], {
    "packages.card.more": placeholders("count"),
    "packages.card.save": placeholders("amount"),
  });
  const country = options.countries.find((c) => c.slug === filters.country);
  // Categories, countries, cities and badges in the page's language; the data, the URLs and the
  // query (`?category=Hair+Restoration`) keep the catalogue's English names.
  const categoryName = filters.category && packageCategoryIn(locale, filters.category);
  const values = {
    category: categoryName ?? "none",
    categoryLower: categoryName?.toLowerCase() ?? "",
    country: country ? countryNameIn(locale, country.slug, country.name) : "none",
    count: packages.length,
  };
  const meta = {
    title: i18n._("meta.packages.title", values),
    description: i18n._("meta.packages.description", values),
  };
  // The count and the filters in one sentence, in the page's language (English as before).
  const countryName = country && countryNameIn(locale, country.slug, country.name);
  const parts = [
    categoryName,
    country && countryName && inPlace(locale, country.slug, countryName),
  ].filter(Boolean);
  const summary =
    (parts.length > 0
      ? i18n._("packagesData.for", {
          filters: parts.join(" "),
          category: filters.category ? "some" : "none",
        })
      : "") +
    (filters.sort === "price-asc"
      ? i18n._("packagesData.sorted.asc")
      : filters.sort === "price-desc"
        ? i18n._("packagesData.sorted.desc")
        : "");
  return {
    options: {
      ...options,
      countries: options.countries.map((c) => ({
        ...c,
        name: countryNameIn(locale, c.slug, c.name),
      })),
    },
    /** The categories' names in the page's language, by their (English) value. */
    categoryNames: Object.fromEntries(
      options.categories.map((c) => [c, packageCategoryIn(locale, c)]),
    ),
    filters,
    packages: packages.map((p) => ({
      ...p,
      shown: {
        category: packageCategoryIn(locale, p.category),
        badge: p.badge && packageBadgeIn(locale, p.badge),
        city: cityNameIn(locale, p.citySlug, p.city),
        country: countryNameIn(locale, p.countrySlug, p.country),
      },
      texts: packageCardTexts(locale, i18n, p),
    })),
    locale,
    meta,
    text,
    found: i18n._("packagesData.found", { count: packages.length }),
    summary,
  };
}

export default function PackagesPage({ loaderData }: Route.ComponentProps) {
  const { options, categoryNames, filters, packages, found, summary } = loaderData;
  const n = packages.length;
  const t = useText();
  const to = useLocalePath();
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
              <BadgeCheck aria-hidden className="size-4" /> {t("packages.hero.badge")}
            </p>
            <h1
              id="packages-hero-title"
              className="mt-4 text-balance text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl"
            >
              {t("packages.hero.title")}
            </h1>
            <p className="mt-3 max-w-2xl text-pretty text-lg text-slate-600">
              {t("packages.hero.intro")}
            </p>
          </div>
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
            <li className="flex items-center gap-1.5">
              <Hotel aria-hidden className="size-4 text-primary-700" /> {t("packages.hero.hotel")}
            </li>
            <li className="flex items-center gap-1.5">
              <Plane aria-hidden className="size-4 text-primary-700" />{" "}
              {t("packages.hero.transfers")}
            </li>
            <li className="flex items-center gap-1.5">
              <ShieldCheck aria-hidden className="size-4 text-primary-700" />{" "}
              {t("packages.hero.deposit")}
            </li>
          </ul>
          <div className="mt-8">
            <PackageFiltersForm options={options} categoryNames={categoryNames} filters={filters} />
          </div>
        </div>
      </section>

      <section aria-labelledby="packages-results-title" className="container-page pb-16 pt-4">
        <h2 id="packages-results-title" className="sr-only">
          {t("packages.results.title")}
        </h2>
        <p role="status" className="mb-5 text-sm font-medium text-slate-700">
          {found}
          {summary && <span className="text-slate-600">{summary}</span>}
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
              {t("packages.empty.title")}
            </h3>
            <p className="mx-auto mt-2 max-w-md text-slate-600">{t("packages.empty.text")}</p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <Link to={to("/packages")} className={buttonVariants({ variant: "primary" })}>
                {t("packages.empty.all")}
              </Link>
              <Link to={to("/search-results")} className={buttonVariants({ variant: "outline" })}>
                {t("packages.empty.clinics")}
              </Link>
            </div>
          </div>
        )}
      </section>
    </>
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
