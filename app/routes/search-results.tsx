import { BadgeCheck } from "lucide-react";
import { Link, redirect, useLocation } from "react-router";
import { useCurrency } from "~/components/currency-context";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { cachedRead } from "~/db/read-cache.server";
import { getSearchFormOptions } from "~/features/catalogue/catalogue.server";
import { GetNotifiedForm } from "~/features/inquiries/get-notified-form";
import { ActiveFilters } from "~/features/search/components/active-filters";
import { ClinicResultCard } from "~/features/search/components/clinic-result-card";
import { NoResults } from "~/features/search/components/no-results";
import { RefineSearchForm } from "~/features/search/components/refine-search-form";
import { ResultsPagination } from "~/features/search/components/results-pagination";
import { SearchNotices } from "~/features/search/components/search-notices";
import { tidySearchQuery } from "~/features/search/params";
import { parseSearchParams } from "~/features/search/parse-params";
import { searchTexts } from "~/features/search/search-texts.server";
import { searchUrl } from "~/features/search/search-url";
import { activeFilters, destinationLabel, treatmentLabel } from "~/features/search/search-view";
import { listSpokenLanguages, searchClinics } from "~/features/search/search.server";
import { useLocalePath, useText } from "~/i18n/text";
import { originFromMatches, seo } from "~/utils/seo";
import type { Route } from "./+types/search-results";

export async function loader({ request, params: route }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // A form sent without JavaScript leaves empty and repeated fields: show the tidy URL instead.
  const tidy = tidySearchQuery(url.searchParams);
  if (tidy !== null) throw redirect(tidy ? `${url.pathname}?${tidy}` : url.pathname);
  const params = parseSearchParams(url.searchParams);
  const [search, options, spoken] = await Promise.all([
    cachedRead(`search:${JSON.stringify(params)}`, () => searchClinics(params)),
    cachedRead("search-form-options", getSearchFormOptions),
    cachedRead("spoken-languages", listSpokenLanguages),
  ]);
  return {
    params,
    today: new Date().toISOString().slice(0, 10),
    ...searchTexts(route, { params, search, options, spoken }),
  };
}

export default function SearchResults({ loaderData }: Route.ComponentProps) {
  const {
    params,
    search,
    options,
    names,
    today,
    dateText,
    pageTexts,
    allOf,
    suggestions,
    languages,
  } = loaderData;
  const location = useLocation();
  const t = useText();
  const to = useLocalePath();
  const resolved = { treatment: search.treatment, destination: search.destination };
  const { currency, rates } = useCurrency();
  const spokenName = languages.find(
    (l) => l.value.toLowerCase() === params.language?.toLowerCase(),
  )?.label;
  const budgetWords = {
    under: t("search.form.budgetUnder"),
    above: t("search.form.budgetAbove"),
  };
  const filters = activeFilters(params, resolved, { currency, rates }, dateText, spokenName, {
    ...names,
    budgetWords,
  });
  const treatmentText = treatmentLabel(params, resolved);
  // One procedure searched for: compare links and quote requests carry it.
  const searched =
    search.treatment?.status === "matched" && search.treatment.kind === "treatment"
      ? search.treatment.label
      : undefined;
  const d = destinationLabel(params, resolved);

  return (
    <div className="bg-slate-50/70 pb-16">
      <section
        aria-labelledby="search-title"
        className="bg-gradient-to-b from-primary-50 to-slate-50/0"
      >
        <div className="container-page pb-6 pt-8 sm:pt-10">
          <p className="inline-flex items-center gap-1.5 text-sm font-medium text-primary-800">
            <BadgeCheck aria-hidden className="size-4" /> {t("search.hero.verified")}
          </p>
          <h1
            id="search-title"
            className="mt-2 text-balance text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl"
          >
            {t("search.hero.title")}
          </h1>
          <p className="mt-2 max-w-2xl text-slate-600">{t("search.hero.intro")}</p>
          <div className="mt-6">
            <RefineSearchForm
              key={location.search}
              options={options}
              params={params}
              today={today}
              allOf={allOf}
              languages={languages}
              values={{
                treatment: treatmentText,
                destination:
                  search.destination?.status === "matched" &&
                  !search.destination.label.includes(";")
                    ? search.destination.label
                    : params.destination,
                treatmentIsGroup:
                  search.treatment?.status === "matched" && search.treatment.kind === "group",
                treatmentText: names.treatment,
                destinationText: names.destination,
              }}
            />
          </div>
        </div>
      </section>

      <div className="container-page">
        {search.total > 0 && (
          <div className="border-b border-slate-200 pb-4">
            <p className="text-lg font-semibold text-slate-900" data-testid="results-count">
              {t("search.found")}
            </p>
            {search.total > search.pageSize && (
              <p className="text-sm text-slate-600">{t("search.showing")}</p>
            )}
          </div>
        )}
        <div className="mt-4">
          <ActiveFilters filters={filters} clearHref="/search-results" />
        </div>

        <SearchNotices
          treatment={search.treatment}
          looseQuery={search.looseQuery}
          q={params.q}
          date={params.date}
          hasResults={search.total > 0}
          treatmentText={names.treatment ?? treatmentText}
          destinationText={names.destination ?? d}
          dateText={dateText}
        />

        {search.results.length > 0 ? (
          <>
            <ol className="mt-6 space-y-5" aria-label={t("search.results.label")}>
              {search.results.map((clinic, i) => (
                <li key={clinic.id}>
                  <ClinicResultCard
                    clinic={clinic}
                    texts={clinic.texts}
                    eager={i < 2}
                    treatment={searched}
                  />
                </li>
              ))}
            </ol>
            <aside
              aria-labelledby="why-order-title"
              className="mt-6 rounded-xl bg-white p-4 text-sm text-slate-700 ring-1 ring-slate-200"
            >
              <h2 id="why-order-title" className="font-semibold text-slate-900">
                {t("search.whyOrder.title")}
              </h2>
              <p className="mt-1">
                {t("search.whyOrder.text")}{" "}
                <Link
                  to={to("/how-we-rank")}
                  className="font-medium text-primary-800 underline underline-offset-4"
                >
                  {t("search.whyOrder.link")}
                </Link>
              </p>
            </aside>
            <ResultsPagination
              page={search.page}
              totalPages={search.totalPages}
              hrefFor={(p) => to(searchUrl(params, { page: p }))}
              texts={pageTexts}
            />
          </>
        ) : (
          <div className="mt-8">
            <NoResults
              params={params}
              suggestions={suggestions}
              notify={
                <GetNotifiedForm
                  className="mx-auto mt-8 max-w-md rounded-xl bg-slate-50 p-4 text-start ring-1 ring-slate-200"
                  criteria={{
                    treatment: params.treatment,
                    destination: params.destination,
                    budget: params.budget,
                    date: params.date,
                    q: params.q,
                  }}
                />
              }
            />
          </div>
        )}
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const origin = originFromMatches(matches);
  if (!data)
    return seo({
      title: "Compare Verified Clinics & Doctors",
      description: "Search verified clinics.",
      path: location.pathname,
      origin,
      noindex: true,
    });
  const m = data.meta;
  return seo({
    title: m.title,
    description: m.description,
    path: m.canonical,
    origin,
    noindex: m.noindex,
    locale: data.locale,
  });
};

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
