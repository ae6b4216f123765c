import { Clock, MapPin, Send, Users } from "lucide-react";
import { Link, data } from "react-router";
import { NotFoundMessage, GeneralErrorBoundary } from "~/components/error-boundary";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { Rating } from "~/components/ui/rating";
import { SectionHeading } from "~/components/ui/section-heading";
import { recordListingView } from "~/features/clinics/views.server";
import { CompareToggle } from "~/features/compare/compare-toggle";
import {
  ClinicInfoCard,
  NeedAssistanceCard,
  PackageBreadcrumb,
  PackagePriceCard,
  RelatedPackageCard,
} from "~/features/packages/components/package-detail-sections";
import { PackageGallery } from "~/features/packages/components/package-gallery";
import { PackageTabs } from "~/features/packages/components/package-tabs";
import { excerpt } from "~/features/packages/package-filters";
import { getPackageDetail, listRelatedPackages } from "~/features/packages/packages.server";
import { getRates } from "~/services/currency/currency.server";
import { convertMinor } from "~/utils/money";
import { originFromMatches, seo } from "~/utils/seo";
import type { Route } from "./+types/detail";

export async function loader({ params, request }: Route.LoaderArgs) {
  const pkg = await getPackageDetail(params.id);
  if (!pkg) throw data(null, { status: 404 });
  recordListingView(request, { kind: "package", id: pkg.id });
  const [related, rates] = await Promise.all([listRelatedPackages(pkg, 3), getRates()]);
  // Structured data quotes the USD price, the currency payments are processed in.
  const priceUsd =
    pkg.currency === "USD"
      ? pkg.priceMinor / 100
      : convertMinor(pkg.priceMinor, pkg.currency, "USD", rates);
  return { pkg, related, priceUsd };
}

export default function PackageDetailPage({ loaderData }: Route.ComponentProps) {
  const { pkg, related } = loaderData;
  return (
    <>
      <div className="container-page pb-16 pt-6">
        <PackageBreadcrumb title={pkg.title} />
        <div className="mt-5 grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr_auto] lg:gap-x-10">
          <div className="min-w-0 lg:col-start-1 lg:row-start-1">
            <PackageGallery images={pkg.images} title={pkg.title} />
            <div className="mt-6">
              <p className="text-sm font-semibold uppercase tracking-wide text-primary-700">
                {pkg.category} package
              </p>
              <h1 className="mt-1 text-balance text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
                {pkg.title}
              </h1>
              <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1">
                <Rating value={pkg.rating} count={pkg.reviewCount} />
                <Link
                  to={`/clinic/${pkg.clinic.slug}`}
                  className="text-sm font-medium text-primary-700 underline-offset-4 hover:underline"
                >
                  {pkg.clinic.name}
                </Link>
              </div>
            </div>
            <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
              <ul aria-label="Package facts" className="flex flex-wrap gap-2">
                <li>
                  <Badge variant="neutral" size="md">
                    <MapPin aria-hidden />
                    <span className="sr-only">Location: </span>
                    {pkg.city}, {pkg.country}
                  </Badge>
                </li>
                <li>
                  <Badge variant="neutral" size="md">
                    <Clock aria-hidden />
                    <span className="sr-only">Duration: </span>
                    {pkg.durationText}
                  </Badge>
                </li>
                <li>
                  <Badge variant="neutral" size="md">
                    <Users aria-hidden />
                    <span className="sr-only">Group size: </span>
                    {pkg.groupSize}
                  </Badge>
                </li>
                {pkg.badge && (
                  <li>
                    <Badge variant="accent" size="md">
                      {pkg.badge}
                    </Badge>
                  </li>
                )}
              </ul>
              <CompareToggle kind="package" id={pkg.slug} name={pkg.title} />
            </div>
          </div>

          <aside aria-label="Booking" className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <div className="lg:sticky lg:top-24">
              <PackagePriceCard pkg={pkg} />
              <Link
                to={`/quote-request?package=${encodeURIComponent(pkg.slug)}`}
                rel="nofollow"
                className={buttonVariants({
                  variant: "outline",
                  size: "lg",
                  className: "mt-3 w-full",
                })}
              >
                <Send aria-hidden />
                Request a personal quote
              </Link>
            </div>
          </aside>

          <div className="min-w-0 lg:col-start-1 lg:row-start-2">
            <PackageTabs pkg={pkg} />
          </div>
          <div className="min-w-0 lg:col-start-1 lg:row-start-3">
            <ClinicInfoCard clinic={pkg.clinic} city={pkg.city} country={pkg.country} />
          </div>
          <div className="lg:col-start-2 lg:row-start-3">
            <NeedAssistanceCard />
          </div>
        </div>
      </div>

      {related.length > 0 && (
        <section aria-labelledby="related-title" className="bg-slate-50 py-14 defer-render">
          <div className="container-page">
            <SectionHeading
              id="related-title"
              title="Related Packages"
              description="Similar treatments and destinations you may want to compare."
              align="left"
            />
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((r) => (
                <li key={r.slug} className="flex">
                  <RelatedPackageCard pkg={r} />
                </li>
              ))}
            </ul>
            <Link
              to="/packages"
              className={buttonVariants({ variant: "outline", className: "mt-8" })}
            >
              Browse all packages
            </Link>
          </div>
        </section>
      )}
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  const origin = originFromMatches(matches);
  if (!loaderData) {
    return seo({
      title: "Package not found",
      description:
        "This treatment package doesn't exist or is no longer available. Browse all packages from verified clinics.",
      path: `/package/${params.id}`,
      origin,
      noindex: true,
    });
  }
  const { pkg, priceUsd } = loaderData;
  const path = `/package/${pkg.slug}`;
  const description = `${pkg.title} at ${pkg.clinic.name}, ${pkg.city}: ${pkg.durationText}, from $${Math.round(priceUsd).toLocaleString("en-US")}. ${excerpt(pkg.overview, 110)}`;
  return seo({
    title: `${pkg.title} — ${pkg.city}, ${pkg.country}`,
    description,
    path,
    origin,
    image: pkg.images[0],
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Product",
        name: pkg.title,
        description: excerpt(pkg.overview, 300),
        sku: pkg.slug,
        category: pkg.category,
        image: pkg.images.map((i) => `${origin}${i}`),
        brand: { "@type": "Organization", name: pkg.clinic.name },
        url: `${origin}${path}`,
        offers: {
          "@type": "Offer",
          price: priceUsd.toFixed(2),
          priceCurrency: "USD",
          availability: "https://schema.org/InStock",
          url: `${origin}${path}`,
          seller: { "@type": "MedicalClinic", name: pkg.clinic.name },
        },
        aggregateRating: {
          "@type": "AggregateRating",
          ratingValue: pkg.rating.toFixed(1),
          reviewCount: pkg.reviewCount,
          bestRating: "5",
          worstRating: "1",
        },
        review: pkg.reviews.slice(0, 3).map((r) => ({
          "@type": "Review",
          author: { "@type": "Person", name: r.authorName },
          datePublished: r.createdAt.slice(0, 10),
          reviewBody: r.comment,
          reviewRating: { "@type": "Rating", ratingValue: String(r.rating), bestRating: "5" },
        })),
      },
      {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Home", item: `${origin}/` },
          { "@type": "ListItem", position: 2, name: "Packages", item: `${origin}/packages` },
          { "@type": "ListItem", position: 3, name: pkg.title, item: `${origin}${path}` },
        ],
      },
    ],
  });
};

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        404: () => (
          <NotFoundMessage
            title="Package not found"
            text="This package doesn't exist or is no longer offered. Browse our other all-inclusive packages from verified clinics."
            linkTo="/packages"
            linkLabel="Browse all packages"
          />
        ),
      }}
    />
  );
}
