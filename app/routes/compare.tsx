import { Send } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { parseCompareItems, parseCompareTreatment } from "~/features/compare/compare";
import { CompareEmptyState } from "~/features/compare/compare-empty";
import {
  ComparePriceBasis,
  CompareTable,
  TripEstimateNote,
} from "~/features/compare/compare-table";
import { getCompareEntries, resolveCompareTreatment } from "~/features/compare/compare.server";
import { pageI18n } from "~/i18n/page.server";
import { originFromMatches, seo } from "~/utils/seo";
import type { Route } from "./+types/compare";

/**
 * The quote request form with every compared clinic (a package counts as its clinic), at most 5,
 * and the compared treatment.
 */
function quoteRequestHref(
  entries: { kind: string; id: string; clinicSlug?: string }[],
  treatment: string | null,
) {
  const q = new URLSearchParams();
  const slugs = [...new Set(entries.map((e) => (e.kind === "package" ? e.clinicSlug : e.id)))];
  for (const s of slugs.filter(Boolean).slice(0, 5)) q.append("clinic", s!);
  if (treatment) q.set("treatment", treatment);
  return `/quote-request?${q}`;
}

export async function loader({ request, params: route }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const refs = parseCompareItems(params.get("items"));
  const asked = parseCompareTreatment(params.get("treatment"));
  const treatment = await resolveCompareTreatment(asked);
  const entries = await getCompareEntries(refs, treatment);
  const { locale, i18n } = pageI18n(route, []);
  const names = entries.map((e) => e.name);
  const meta =
    names.length > 1
      ? {
          title: i18n._("meta.compare.named.title", { names: names.join(" vs ") }),
          description: i18n._("meta.compare.named.description", { names: names.join(", ") }),
        }
      : { title: i18n._("meta.compare.title"), description: i18n._("meta.compare.description") };
  return {
    locale,
    meta,
    entries,
    missing: refs.length - entries.length,
    treatment: treatment?.name ?? null,
    unknownTreatment: asked && !treatment ? asked : null,
  };
}

export default function ComparePage({ loaderData }: Route.ComponentProps) {
  const { entries, missing, treatment, unknownTreatment } = loaderData;
  return (
    <div className="container-page pb-8 pt-8 sm:pt-12">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary-700">Compare</p>
        <h1 className="mt-1 text-balance text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          {entries.length > 1 ? "Compare side by side" : "Compare packages and clinics"}
        </h1>
        <p className="mt-3 text-pretty text-slate-600">
          Prices in your selected currency, what is and isn't included, an estimated total trip
          cost, ratings, accreditations and languages — all in one place. Share this page's link to
          compare together.
        </p>
      </header>

      <div className="mt-8">
        {entries.length === 0 ? (
          <CompareEmptyState missing={missing} />
        ) : (
          <>
            {missing > 0 && (
              <p
                role="status"
                className="mb-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200"
              >
                {missing === 1 ? "One item in this link is" : `${missing} items in this link are`}{" "}
                no longer available and
                {missing === 1 ? " was" : " were"} left out.
              </p>
            )}
            {unknownTreatment && (
              <p
                role="status"
                className="mb-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200"
              >
                We don't list a treatment called “{unknownTreatment}”, so each clinic's lowest price
                is shown.
              </p>
            )}
            <ComparePriceBasis entries={entries} treatment={treatment} />
            <CompareTable entries={entries} treatment={treatment} />
            <div className="mt-4 max-w-4xl">
              <TripEstimateNote />
            </div>
            <div className="mt-6 flex flex-wrap items-center gap-3 rounded-xl bg-primary-50 p-4 ring-1 ring-primary-200">
              <p className="min-w-0 flex-1 text-sm text-primary-950">
                Ready to ask for prices? Send one request to every clinic above and compare their
                personal quotes.
              </p>
              <Link
                to={quoteRequestHref(entries, treatment)}
                rel="nofollow"
                className={buttonVariants({ variant: "primary" })}
              >
                <Send aria-hidden />
                Request quotes from these clinics
              </Link>
            </div>
            {entries.length < 4 && (
              <p className="mt-6 text-sm text-slate-700">
                Add more: browse{" "}
                <Link
                  to="/packages"
                  className="font-medium text-primary-700 underline underline-offset-4"
                >
                  packages
                </Link>{" "}
                or{" "}
                <Link
                  to="/search-results"
                  className="font-medium text-primary-700 underline underline-offset-4"
                >
                  clinics
                </Link>{" "}
                and press Compare (up to 4 items).
              </p>
            )}
          </>
        )}
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo({
    title: loaderData?.meta.title ?? "",
    description: loaderData?.meta.description ?? "",
    path: "/compare",
    origin: originFromMatches(matches),
    noindex: (loaderData?.entries.length ?? 0) > 0,
    locale: loaderData?.locale,
  });
