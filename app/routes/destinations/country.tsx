import { data, redirect } from "react-router";
import { GeneralErrorBoundary, NotFoundMessage } from "~/components/error-boundary";
import { breadcrumbJsonLd, summarize, type Crumb } from "~/features/destinations/breadcrumbs";
import { CountryGuideView } from "~/features/destinations/components/country-guide";
import { getCountryFacts } from "~/features/destinations/destinations.server";
import { countryNameIn } from "~/i18n/names.server";
import { pageI18n } from "~/i18n/page.server";
import { localizePath } from "~/i18n/paths";
import { originFromMatches, seo } from "~/utils/seo";
import { getCountryGuide } from "../../../content/destinations";
import type { Route } from "./+types/country";

export async function loader({ params }: Route.LoaderArgs) {
  const guide = getCountryGuide(params.country);
  if (!guide) throw data(null, { status: 404 });
  const { locale, i18n } = pageI18n(params, []);
  if (params.country !== guide.slug)
    throw redirect(localizePath(`/destinations/${guide.slug}`, locale), 301);
  const facts = await getCountryFacts(guide.slug);
  // English: the guide's own words (the spec's); other languages: their own title and summary.
  const country = countryNameIn(locale, guide.slug, guide.name);
  const meta = {
    title: i18n._("meta.country.title", { country }),
    description:
      locale === "en" ? summarize(guide.intro[0]) : i18n._("meta.country.description", { country }),
  };
  const crumbs: Crumb[] = [
    { label: "Home", path: "/" },
    { label: "Destinations", path: "/destinations" },
    { label: guide.name, path: `/destinations/${guide.slug}` },
  ];
  return { guide, facts, crumbs, locale, meta };
}

export default function CountryGuidePage({ loaderData }: Route.ComponentProps) {
  const { guide, facts, crumbs } = loaderData;
  return <CountryGuideView guide={guide} facts={facts} crumbs={crumbs} />;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData)
    return [{ title: "Country not found | CareAtlas" }, { name: "robots", content: "noindex" }];
  const { guide, crumbs } = loaderData;
  const origin = originFromMatches(matches);
  return seo({
    title: loaderData.meta.title,
    description: loaderData.meta.description,
    locale: loaderData.locale,
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
        404: () => (
          <NotFoundMessage
            title="Country not found"
            text="We don't have a guide for that country yet. Our guides cover Turkey, South Korea, Thailand and Mexico."
            linkTo="/destinations"
            linkLabel="See all destinations"
          />
        ),
      }}
    />
  );
}
