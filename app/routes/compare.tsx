import { Send } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { packageTextsBySlug } from "~/features/clinics/content-translations.server";
import {
  NIGHTLY_HOTEL_USD_MINOR,
  nightlyCountryName,
  parseCompareItems,
  parseCompareTreatment,
} from "~/features/compare/compare";
import { CompareEmptyState } from "~/features/compare/compare-empty";
import {
  ComparePriceBasis,
  CompareTable,
  TripEstimateNote,
} from "~/features/compare/compare-table";
import {
  getCompareEntries,
  resolveCompareTreatment,
  type CompareEntry,
} from "~/features/compare/compare.server";
import { stayIn } from "~/features/packages/package-card-texts.server";
import { cityIn } from "~/i18n/catalogue-names.server";
import { fillText } from "~/i18n/fill-text";
import { countryNameIn, languageNameIn, treatmentNameIn } from "~/i18n/names.server";
import { pageI18n } from "~/i18n/page.server";
import { useLocalePath, useText } from "~/i18n/text";
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
  const found = await getCompareEntries(refs, treatment);
  const { locale, i18n, text } = pageI18n(route, ["compare."], {
    "compare.missing": { count: Math.max(refs.length - found.length, 0) },
    "compare.caption": { count: found.length },
    "compare.reviews": { count: 0 },
  });
  // Catalogue names in the page's language, as on the clinic and package pages: the place, the
  // languages and a package's stay are shown as sent; treatments keep their English names in the
  // data (the links' `?treatment=` and every comparison) and are shown through `treatmentNames`.
  // Clinic-written texts stay as written, except a package's inclusions the clinic translated
  // (decision 050).
  const translated = await packageTextsBySlug(
    found.filter((e) => e.kind === "package").map((e) => e.id),
    locale,
  );
  const entries = found.map((e): CompareEntry => {
    const place = {
      city: cityIn(locale, e.city),
      country: countryNameIn(locale, e.countrySlug, e.country),
      languages: e.languages.map((l) => languageNameIn(locale, l)),
    };
    if (e.kind === "clinic") return { ...e, ...place };
    const includes = translated.get(e.id)?.includes;
    return {
      ...e,
      ...place,
      durationText: stayIn(locale, i18n, e.durationText),
      includes: includes?.length ? includes : e.includes,
    };
  });
  const treatmentNames = Object.fromEntries(
    [
      treatment?.name,
      ...found.flatMap((e) =>
        e.kind === "package"
          ? [e.treatment]
          : [e.startingPrice?.treatment, ...e.treatments.map((t) => t.name)],
      ),
    ]
      .filter((n): n is string => !!n)
      .map((n) => [n, treatmentNameIn(locale, n)]),
  );
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
    text,
    meta,
    entries,
    /** "(12 reviews)" of each entry, in the page's language. */
    reviewCounts: entries.map((e) => i18n._("compare.reviews", { count: e.reviewCount })),
    /** The treatments on the page (English catalogue names) as the page's language names them. */
    treatmentNames,
    /** The trip note's countries, by slug, in the page's language. */
    tripCountries: Object.fromEntries(
      Object.keys(NIGHTLY_HOTEL_USD_MINOR).map((slug) => [
        slug,
        countryNameIn(locale, slug, nightlyCountryName(slug)),
      ]),
    ),
    missing: refs.length - entries.length,
    treatment: treatment?.name ?? null,
    unknownTreatment: asked && !treatment ? asked : null,
  };
}

export default function ComparePage({ loaderData }: Route.ComponentProps) {
  const {
    entries,
    missing,
    treatment,
    unknownTreatment,
    reviewCounts,
    treatmentNames,
    tripCountries,
  } = loaderData;
  const t = useText();
  const to = useLocalePath();
  return (
    <div className="container-page pb-8 pt-8 sm:pt-12">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary-700">
          {t("compare.eyebrow")}
        </p>
        <h1 className="mt-1 text-balance text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          {entries.length > 1 ? t("compare.heading.many") : t("compare.heading.empty")}
        </h1>
        <p className="mt-3 text-pretty text-slate-600">{t("compare.intro")}</p>
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
                {t("compare.missing")}
              </p>
            )}
            {unknownTreatment && (
              <p
                role="status"
                className="mb-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200"
              >
                {fillText(t("compare.unknown-treatment"), { name: unknownTreatment })}
              </p>
            )}
            <ComparePriceBasis
              entries={entries}
              treatment={treatment}
              treatmentNames={treatmentNames}
            />
            <CompareTable
              entries={entries}
              treatment={treatment}
              reviewCounts={reviewCounts}
              treatmentNames={treatmentNames}
            />
            <div className="mt-4 max-w-4xl">
              <TripEstimateNote countryNames={tripCountries} />
            </div>
            <div className="mt-6 flex flex-wrap items-center gap-3 rounded-xl bg-primary-50 p-4 ring-1 ring-primary-200">
              <p className="min-w-0 flex-[1_1_16rem] text-sm text-primary-950">
                {t("compare.ready")}
              </p>
              <Link
                to={to(quoteRequestHref(entries, treatment))}
                rel="nofollow"
                // Its label may wrap: on a 320 px phone one line is wider than the panel.
                className={buttonVariants({ variant: "primary", wrap: true })}
              >
                <Send aria-hidden />
                {t("compare.request-quotes")}
              </Link>
            </div>
            {entries.length < 4 && (
              <p className="mt-6 text-sm text-slate-700">
                {t("compare.add-more")}{" "}
                <Link
                  to={to("/packages")}
                  className="font-medium text-primary-700 underline underline-offset-4"
                >
                  {t("compare.add-more.packages")}
                </Link>{" "}
                {t("compare.add-more.or")}{" "}
                <Link
                  to={to("/search-results")}
                  className="font-medium text-primary-700 underline underline-offset-4"
                >
                  {t("compare.add-more.clinics")}
                </Link>{" "}
                {t("compare.add-more.end")}
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
