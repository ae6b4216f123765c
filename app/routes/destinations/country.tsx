import { data, redirect } from "react-router";
import { GeneralErrorBoundary, NotFoundMessage } from "~/components/error-boundary";
import {
  breadcrumbJsonLd,
  searchByDestinationPath,
  summarize,
  type Crumb,
} from "~/features/destinations/breadcrumbs";
import { CountryGuideView } from "~/features/destinations/components/country-guide";
import { guideFiguresIn } from "~/features/destinations/country-cards.server";
import { getCountryFacts } from "~/features/destinations/destinations.server";
import { countryGuideIn } from "~/features/destinations/guides.server";
import { inPlace, isolateLatin } from "~/features/destinations/place-names.server";
import { countryNameIn } from "~/i18n/names.server";
import { pageI18n } from "~/i18n/page.server";
import { localizePath } from "~/i18n/paths";
import { UntranslatedNote } from "~/i18n/untranslated-note";
import { originFromMatches, seo, shellTextFromMatches, SITE_NAME } from "~/utils/seo";
import type { Route } from "./+types/country";

/** The texts of a country guide's page (its prose comes from the guide itself). */
const NAMESPACES = [
  "guide.breadcrumb",
  "guide.card.",
  "guide.costs",
  "guide.country.",
  "guide.cta.",
  "guide.disclaimer",
  "guide.fact.",
  "guide.image-alt",
  "guide.medical.",
  "guide.recovery.",
  "guide.stay.",
  "guide.toc.",
  "guide.travel.",
];

export async function loader({ params }: Route.LoaderArgs) {
  const { locale: pageLocale } = pageI18n(params, []);
  // The guide in the page's language, or the English one (with a note) until it is translated.
  const found = await countryGuideIn(pageLocale, params.country);
  if (!found) throw data(null, { status: 404 });
  const { guide, english, translated } = found;
  if (params.country !== guide.slug)
    throw redirect(localizePath(`/destinations/${guide.slug}`, pageLocale), 301);
  const facts = await getCountryFacts(guide.slug);
  // English: the guide's own words (the spec's); other languages: their own title and summary.
  const country = countryNameIn(pageLocale, guide.slug, english.name);
  const name = translated ? guide.name : isolateLatin(pageLocale, country);
  const where = inPlace(pageLocale, guide.slug, name);
  const { locale, i18n, text } = pageI18n(params, NAMESPACES, {
    "guide.country.eyebrow": { country: name },
    "guide.image-alt": { place: name },
    "guide.medical.title": { inPlace: where },
    "guide.country.partners": { inPlace: where },
    "guide.country.cities": { inPlace: where },
    "guide.country.cta-title": { inPlace: where },
    "guide.country.cta-primary": { inPlace: where },
    "guide.country.cta-text": { count: facts?.verifiedClinicCount ?? 0 },
  });
  const meta = {
    title: i18n._("meta.country.title", { country }),
    description:
      locale === "en" ? summarize(guide.intro[0]) : i18n._("meta.country.description", { country }),
  };
  const crumbs: Crumb[] = [
    { label: i18n._("guide.crumb.home"), path: localizePath("/", locale) },
    { label: i18n._("guide.crumb.destinations"), path: localizePath("/destinations", locale) },
    { label: name, path: localizePath(`/destinations/${guide.slug}`, locale) },
  ];
  const cityClinics = Object.fromEntries(
    guide.cities.map((c) => [
      c.slug,
      i18n._("guideData.city-clinics", { count: facts?.cityClinicCounts[c.slug] ?? 0 }),
    ]),
  );
  const figures = guideFiguresIn(locale, i18n, {
    savingsRange: facts?.savingsRange,
    verifiedClinicCount: facts?.verifiedClinicCount,
    cities: guide.cities.length,
  });
  return {
    guide,
    facts,
    figures,
    crumbs,
    locale,
    meta,
    text,
    /** The language the guide's prose is in: the page's, or English until it is translated. */
    translated,
    name,
    /** Verified clinics per city, written in the page's language. */
    cityClinics,
    /** Search by the catalogue's (English) place name, whatever the page's language. */
    searchPath: searchByDestinationPath(english.name),
  };
}

export default function CountryGuidePage({ loaderData }: Route.ComponentProps) {
  const { guide, facts, figures, crumbs, translated, cityClinics, searchPath } = loaderData;
  return (
    <>
      {!translated && <UntranslatedNote />}
      <CountryGuideView
        guide={guide}
        facts={facts}
        figures={figures}
        crumbs={crumbs}
        cityClinics={cityClinics}
        searchPath={searchPath}
      />
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData)
    return [
      {
        title: `${shellTextFromMatches(matches, /*i18n*/ "shell.notFound.country.title", "Country not found")} | ${SITE_NAME}`,
      },
      { name: "robots", content: "noindex" },
    ];
  const { guide, crumbs } = loaderData;
  const origin = originFromMatches(matches);
  return seo({
    title: loaderData.meta.title,
    description: loaderData.meta.description,
    // Canonical in the page's language only where the guide is written in it (pageLanguages).
    locale: loaderData.translated ? loaderData.locale : undefined,
    path: `/destinations/${guide.slug}`,
    origin,
    image: `/images/countries/${guide.slug}.svg`,
    type: "article",
    jsonLd: breadcrumbJsonLd(crumbs, origin),
  });
};

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        404: () => <NotFoundMessage kind="country" />,
      }}
    />
  );
}
