import { BadgeCheck } from "lucide-react";
import { redirect, useLocation } from "react-router";
import { useCurrency } from "~/components/currency-context";
import { GeneralErrorBoundary } from "~/components/error-boundary";
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
import { searchUrl } from "~/features/search/search-url";
import {
  activeFilters,
  broaderSearches,
  destinationLabel,
  searchMeta,
  toResolved,
  treatmentLabel,
} from "~/features/search/search-view";
import { searchClinics } from "~/features/search/search.server";
import { countOf } from "~/utils/plural";
import { originFromMatches, seo } from "~/utils/seo";
import type { Route } from "./+types/search-results";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // A form sent without JavaScript leaves empty and repeated fields: show the tidy URL instead.
  const tidy = tidySearchQuery(url.searchParams);
  if (tidy !== null) throw redirect(tidy ? `${url.pathname}?${tidy}` : url.pathname);
  const params = parseSearchParams(url.searchParams);
  const [search, options] = await Promise.all([searchClinics(params), getSearchFormOptions()]);
  const { treatment, destination, ...rest } = search;
  return {
    params,
    // Only what the page shows; internal ids stay on the server.
    search: { ...rest, ...toResolved({ treatment, destination }) },
    options,
    today: new Date().toISOString().slice(0, 10),
  };
}

export default function SearchResults({ loaderData }: Route.ComponentProps) {
  const { params, search, options, today } = loaderData;
  const location = useLocation();
  const resolved = { treatment: search.treatment, destination: search.destination };
  const { currency, rates } = useCurrency();
  const filters = activeFilters(params, resolved, { currency, rates });
  const t = treatmentLabel(params, resolved);
  // One procedure searched for: compare links and quote requests carry it.
  const searched =
    search.treatment?.status === "matched" && search.treatment.kind === "treatment"
      ? search.treatment.label
      : undefined;
  const d = destinationLabel(params, resolved);
  const first = (search.page - 1) * search.pageSize + 1;
  const last = first + search.results.length - 1;

  return (
    <div className="bg-slate-50/70 pb-16">
      <section
        aria-labelledby="search-title"
        className="bg-gradient-to-b from-primary-50 to-slate-50/0"
      >
        <div className="container-page pb-6 pt-8 sm:pt-10">
          <p className="inline-flex items-center gap-1.5 text-sm font-medium text-primary-800">
            <BadgeCheck aria-hidden className="size-4" /> Every clinic manually verified
          </p>
          <h1
            id="search-title"
            className="mt-2 text-balance text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl"
          >
            Compare Verified Clinics &amp; Doctors
          </h1>
          <p className="mt-2 max-w-2xl text-slate-600">
            Ratings, doctors, reviews and real starting prices side by side. Contact a clinic
            directly or save it for later.
          </p>
          <div className="mt-6">
            <RefineSearchForm
              key={location.search}
              options={options}
              params={params}
              today={today}
              values={{
                treatment: t,
                destination:
                  search.destination?.status === "matched" &&
                  !search.destination.label.includes(";")
                    ? search.destination.label
                    : params.destination,
                treatmentIsGroup:
                  search.treatment?.status === "matched" && search.treatment.kind === "group",
              }}
            />
          </div>
        </div>
      </section>

      <div className="container-page">
        {search.total > 0 && (
          <div className="border-b border-slate-200 pb-4">
            <p className="text-lg font-semibold text-slate-900" data-testid="results-count">
              Found {countOf(search.total, "verified clinic")} and{" "}
              {search.total === 1 ? "its doctors" : "doctors"}
            </p>
            {search.total > search.pageSize && (
              <p className="text-sm text-slate-600">
                Showing {first}–{last} of {search.total.toLocaleString("en-US")}
              </p>
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
          treatmentText={t}
          destinationText={d}
        />

        {search.results.length > 0 ? (
          <>
            <ol className="mt-6 space-y-5" aria-label="Clinics">
              {search.results.map((clinic, i) => (
                <li key={clinic.id}>
                  <ClinicResultCard clinic={clinic} eager={i < 2} treatment={searched} />
                </li>
              ))}
            </ol>
            <ResultsPagination
              page={search.page}
              totalPages={search.totalPages}
              hrefFor={(p) => searchUrl(params, { page: p })}
            />
          </>
        ) : (
          <div className="mt-8">
            <NoResults
              params={params}
              suggestions={broaderSearches(params, resolved)}
              notify={
                <GetNotifiedForm
                  className="mx-auto mt-8 max-w-md rounded-xl bg-slate-50 p-4 text-left ring-1 ring-slate-200"
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
  const m = searchMeta(data.params, data.search);
  return seo({
    title: m.title,
    description: m.description,
    path: m.canonical,
    origin,
    noindex: m.noindex,
  });
};

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
