import { data, redirect } from "react-router";
import { GeneralErrorBoundary, NotFoundMessage } from "~/components/error-boundary";
import { breadcrumbJsonLd, summarize, type Crumb } from "~/features/destinations/breadcrumbs";
import { CountryGuideView } from "~/features/destinations/components/country-guide";
import { getCountryFacts } from "~/features/destinations/destinations.server";
import { originFromMatches, seo } from "~/utils/seo";
import { getCountryGuide } from "../../../content/destinations";
import type { Route } from "./+types/country";

export async function loader({ params }: Route.LoaderArgs) {
  const guide = getCountryGuide(params.country);
  if (!guide) throw data(null, { status: 404 });
  if (params.country !== guide.slug) throw redirect(`/destinations/${guide.slug}`, 301);
  const facts = await getCountryFacts(guide.slug);
  const crumbs: Crumb[] = [
    { label: "Home", path: "/" },
    { label: "Destinations", path: "/destinations" },
    { label: guide.name, path: `/destinations/${guide.slug}` },
  ];
  return { guide, facts, crumbs };
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
    title: `${guide.name} Medical Travel Guide: Clinics, Travel & Recovery`,
    description: summarize(guide.intro[0]),
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
