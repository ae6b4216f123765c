import { data, redirect } from "react-router";
import { GeneralErrorBoundary, NotFoundMessage } from "~/components/error-boundary";
import { breadcrumbJsonLd, summarize, type Crumb } from "~/features/destinations/breadcrumbs";
import { CityGuideView } from "~/features/destinations/components/city-guide";
import { getCityFacts } from "~/features/destinations/destinations.server";
import { countryNameIn } from "~/i18n/names.server";
import { pageI18n } from "~/i18n/page.server";
import { localizePath } from "~/i18n/paths";
import { originFromMatches, seo } from "~/utils/seo";
import { getCityGuide, getCountryGuide } from "../../../content/destinations";
import type { Route } from "./+types/city";

export async function loader({ params }: Route.LoaderArgs) {
  const guide = getCityGuide(params.country, params.city);
  const country = guide && getCountryGuide(guide.countrySlug);
  if (!guide || !country) throw data(null, { status: 404 });
  const { locale, i18n } = pageI18n(params, []);
  if (params.country !== country.slug || params.city !== guide.slug) {
    throw redirect(localizePath(`/destinations/${country.slug}/${guide.slug}`, locale), 301);
  }
  const names = { city: guide.name, country: countryNameIn(locale, country.slug, country.name) };
  // English: the guide's own words (the spec's); other languages: their own summary.
  const meta = {
    title: i18n._("meta.city.title", names),
    description:
      locale === "en"
        ? summarize(`${guide.tagline}. ${guide.intro}`)
        : i18n._("meta.city.description", names),
  };
  const facts = await getCityFacts(country.slug, guide.slug);
  const crumbs: Crumb[] = [
    { label: "Home", path: "/" },
    { label: "Destinations", path: "/destinations" },
    { label: country.name, path: `/destinations/${country.slug}` },
    { label: guide.name, path: `/destinations/${country.slug}/${guide.slug}` },
  ];
  return {
    guide,
    country: {
      slug: country.slug,
      name: country.name,
      otherCities: country.cities
        .filter((c) => c.slug !== guide.slug)
        .map((c) => ({ name: c.name, slug: c.slug, tagline: c.tagline })),
    },
    facts,
    crumbs,
    locale,
    meta,
  };
}

export default function CityGuidePage({ loaderData }: Route.ComponentProps) {
  const { guide, country, facts, crumbs } = loaderData;
  return <CityGuideView guide={guide} country={country} facts={facts} crumbs={crumbs} />;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData)
    return [{ title: "City not found | CareAtlas" }, { name: "robots", content: "noindex" }];
  const { guide, country, crumbs } = loaderData;
  const origin = originFromMatches(matches);
  return seo({
    title: loaderData.meta.title,
    description: loaderData.meta.description,
    locale: loaderData.locale,
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
        404: () => (
          <NotFoundMessage
            title="City not found"
            text="We don't have a guide for that city. Browse our destinations to find the city guides we publish."
            linkTo="/destinations"
            linkLabel="See all destinations"
          />
        ),
      }}
    />
  );
}
