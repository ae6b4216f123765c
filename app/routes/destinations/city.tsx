import { data, redirect } from "react-router";
import { GeneralErrorBoundary, NotFoundMessage } from "~/components/error-boundary";
import {
  breadcrumbJsonLd,
  searchByDestinationPath,
  summarize,
  type Crumb,
} from "~/features/destinations/breadcrumbs";
import { CityGuideView } from "~/features/destinations/components/city-guide";
import { guideFiguresIn } from "~/features/destinations/country-cards.server";
import { getCityFacts } from "~/features/destinations/destinations.server";
import { cityGuideIn, countryGuideIn } from "~/features/destinations/guides.server";
import { inPlace, isolateLatin } from "~/features/destinations/place-names.server";
import { countryNameIn } from "~/i18n/names.server";
import { pageI18n } from "~/i18n/page.server";
import { localizePath } from "~/i18n/paths";
import { UntranslatedNote } from "~/i18n/untranslated-note";
import { originFromMatches, seo, shellTextFromMatches, SITE_NAME } from "~/utils/seo";
import type { Route } from "./+types/city";

/** The texts of a city guide's page (its prose comes from the guide itself). */
const NAMESPACES = [
  "guide.breadcrumb",
  "guide.card.",
  "guide.city.",
  "guide.costs",
  "guide.disclaimer",
  "guide.fact.",
  "guide.image-alt",
  "guide.medical.",
  "guide.stay.",
  "guide.toc.",
  "guide.travel.",
];

export async function loader({ params }: Route.LoaderArgs) {
  const { locale: pageLocale } = pageI18n(params, []);
  // The guides in the page's language, or the English ones (with a note) until translated.
  const city = await cityGuideIn(pageLocale, params.country, params.city);
  const country = city && (await countryGuideIn(pageLocale, city.guide.countrySlug));
  if (!city || !country) throw data(null, { status: 404 });
  const guide = city.guide;
  if (params.country !== country.guide.slug || params.city !== guide.slug) {
    throw redirect(
      localizePath(`/destinations/${country.guide.slug}/${guide.slug}`, pageLocale),
      301,
    );
  }
  const countryName = countryNameIn(pageLocale, country.guide.slug, country.english.name);
  const names = { city: city.english.name, country: countryName };
  if (city.translated) names.city = guide.name;
  const shown = {
    city: isolateLatin(pageLocale, names.city),
    country: country.translated ? country.guide.name : isolateLatin(pageLocale, countryName),
  };
  const cityIn = inPlace(pageLocale, guide.slug, shown.city);
  const countryIn = inPlace(pageLocale, country.guide.slug, shown.country);
  const facts = await getCityFacts(country.guide.slug, guide.slug);
  const { locale, i18n, text } = pageI18n(params, NAMESPACES, {
    "guide.city.eyebrow": { country: shown.country },
    "guide.image-alt": { place: shown.city },
    "guide.city.title": { city: shown.city },
    "guide.medical.title": { inPlace: cityIn },
    "guide.city.good-to-know": { inPlace: cityIn, city: shown.city },
    "guide.city.clinics": { inPlace: cityIn },
    "guide.city.no-clinics": { inPlace: cityIn },
    "guide.city.no-clinics-text": { country: shown.country, countryIn },
    "guide.city.country-clinics": { country: shown.country, countryIn },
    "guide.city.all-clinics": { count: facts?.verifiedClinicCount ?? 0, inPlace: cityIn },
    "guide.city.checklist": { city: shown.city },
    "guide.city.cta-title": { inPlace: cityIn },
    "guide.city.cta-primary": { inPlace: cityIn },
    "guide.city.cta-country": { country: shown.country },
    "guide.city.other": { countryIn },
  });
  // English: the guide's own words (the spec's); other languages: their own summary.
  const meta = {
    title: i18n._("meta.city.title", names),
    description:
      locale === "en"
        ? summarize(`${guide.tagline}. ${guide.intro}`)
        : i18n._("meta.city.description", names),
  };
  const crumbs: Crumb[] = [
    { label: i18n._("guide.crumb.home"), path: localizePath("/", locale) },
    { label: i18n._("guide.crumb.destinations"), path: localizePath("/destinations", locale) },
    {
      label: shown.country,
      path: localizePath(`/destinations/${country.guide.slug}`, locale),
    },
    {
      label: shown.city,
      path: localizePath(`/destinations/${country.guide.slug}/${guide.slug}`, locale),
    },
  ];
  return {
    guide,
    country: {
      slug: country.guide.slug,
      name: shown.country,
      otherCities: country.guide.cities
        .filter((c) => c.slug !== guide.slug)
        .map((c) => ({ name: c.name, slug: c.slug, tagline: c.tagline })),
    },
    // Each top clinic's "834 reviews" in the page's language.
    facts: facts && {
      ...facts,
      topClinics: facts.topClinics.map((c) => ({
        ...c,
        reviewsText: i18n._("clinic.reviews.count", { count: c.reviewCount }),
      })),
    },
    figures: guideFiguresIn(locale, i18n, {
      savingsRange: facts?.savingsRange,
      verifiedClinicCount: facts?.verifiedClinicCount,
      reviewCount: facts?.reviewCount ?? 0,
      bestRating: facts?.bestRating,
    }),
    crumbs,
    locale,
    meta,
    text,
    /** The guide is written in the page's language (else English, with a note). */
    translated: city.translated,
    /** Search by the catalogue's (English) place names, whatever the page's language. */
    searchPaths: {
      city: searchByDestinationPath(city.english.name),
      country: searchByDestinationPath(country.english.name),
    },
  };
}

export default function CityGuidePage({ loaderData }: Route.ComponentProps) {
  const { guide, country, facts, figures, crumbs, translated, searchPaths } = loaderData;
  return (
    <>
      {!translated && <UntranslatedNote />}
      <CityGuideView
        guide={guide}
        country={country}
        facts={facts}
        figures={figures}
        crumbs={crumbs}
        searchPaths={searchPaths}
      />
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData)
    return [
      {
        title: `${shellTextFromMatches(matches, /*i18n*/ "shell.notFound.city.title", "City not found")} | ${SITE_NAME}`,
      },
      { name: "robots", content: "noindex" },
    ];
  const { guide, country, crumbs } = loaderData;
  const origin = originFromMatches(matches);
  return seo({
    title: loaderData.meta.title,
    description: loaderData.meta.description,
    // Canonical in the page's language only where the guide is written in it (pageLanguages).
    locale: loaderData.translated ? loaderData.locale : undefined,
    path: `/destinations/${country.slug}/${guide.slug}`,
    origin,
    image: `/images/cities/${guide.slug}.svg`,
    type: "article",
    jsonLd: breadcrumbJsonLd(crumbs, origin),
  });
};

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        404: () => <NotFoundMessage kind="city" />,
      }}
    />
  );
}
