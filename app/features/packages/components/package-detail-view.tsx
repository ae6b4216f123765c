import { Clock, MapPin, Send, Users } from "lucide-react";
import { Link } from "react-router";
import type { TermsView } from "~/components/cancellation/cancellation-terms-view";
import { useCurrency } from "~/components/currency-context";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { Rating } from "~/components/ui/rating";
import { SectionHeading } from "~/components/ui/section-heading";
import { CompareToggle } from "~/features/compare/compare-toggle";
import { useLocalePath, usePlace, useText } from "~/i18n/text";
import { deferredIsland } from "~/perf/deferred-island";
import { staticIslands } from "~/perf/static-island";
import { useSupportPhone } from "~/utils/root-data";
import type { getPackageDetail, listRelatedPackages } from "../packages.server";
import {
  ClinicInfoCard as ClinicInfoCardSSR,
  NeedAssistanceCard,
  PackageBreadcrumb,
  PackagePriceCard,
  RelatedPackageCard as RelatedPackageCardSSR,
} from "./package-detail-sections";
import { PackageGallery } from "./package-gallery";
import * as StaticSections from "./package-static-sections";
import { PackageTabs, type TabsPackage } from "./package-tabs";

/*
 * Below the fold on a phone, the care team and the cancellation terms are static islands, and
 * the clinic's card and the related packages (prices in the visitor's currency) load when they
 * come near the screen (app/perf/, decision 068). Each is keyed by the package, so a client-side
 * move to another package renders it afresh (its code arrives then; a clientLoader preloading it
 * would cost the route one more script request on every first visit).
 */
const island = staticIslands(
  import.meta.env.SSR ? StaticSections : null,
  () => import("./package-static-sections"),
);
const CareTeamView = island("package-care-team", (m) => m.CareTeamView);
const CancellationTermsView = island("package-terms", (m) => m.CancellationTermsView);
function useCurrencyCode() {
  return useCurrency().currency;
}
const ClinicInfoCard = deferredIsland(import.meta.env.SSR ? ClinicInfoCardSSR : null, () =>
  import("./package-detail-sections").then((m) => m.ClinicInfoCard),
);
const RelatedPackageCard = deferredIsland(
  import.meta.env.SSR ? RelatedPackageCardSSR : null,
  () => import("./package-detail-sections").then((m) => m.RelatedPackageCard),
  { watch: useCurrencyCode },
);

type PackageDetail = NonNullable<Awaited<ReturnType<typeof getPackageDetail>>>;
type RelatedPackage = Awaited<ReturnType<typeof listRelatedPackages>>[number];

/** The public package page: gallery, facts, price card, tabs, the clinic, related packages. */
export function PackageDetailView({
  pkg,
  related,
  terms,
}: {
  pkg: PackageDetail & TabsPackage;
  related: RelatedPackage[];
  terms: TermsView;
}) {
  const supportPhone = useSupportPhone();
  const t = useText();
  const place = usePlace();
  const to = useLocalePath();
  return (
    <>
      <div className="container-page pb-16 pt-6">
        <PackageBreadcrumb title={pkg.title} />
        <div className="mt-5 grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr_auto] lg:gap-x-10">
          <div className="min-w-0 lg:col-start-1 lg:row-start-1">
            <PackageGallery images={pkg.images} title={pkg.title} />
            <div className="mt-6">
              <p className="text-sm font-semibold uppercase tracking-wide text-primary-700">
                {t("package.category")}
              </p>
              <h1 className="mt-1 text-balance text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
                {pkg.title}
              </h1>
              <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1">
                <Rating
                  value={pkg.rating}
                  count={pkg.reviewCount}
                  labels={{
                    count: t("package.rating.count"),
                    outOf: t("package.rating.outOf"),
                    isNew: t("package.rating.new"),
                    noReviews: t("package.rating.none"),
                  }}
                />
                <Link
                  to={to(`/clinic/${pkg.clinic.slug}`)}
                  className="text-sm font-medium text-primary-700 underline-offset-4 hover:underline"
                >
                  {pkg.clinic.name}
                </Link>
              </div>
            </div>
            <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
              <ul aria-label={t("package.facts")} className="flex flex-wrap gap-2">
                <li>
                  <Badge variant="neutral" size="md">
                    <MapPin aria-hidden />
                    <span className="sr-only">{t("package.fact.location")} </span>
                    {place(pkg.city, pkg.country)}
                  </Badge>
                </li>
                <li>
                  <Badge variant="neutral" size="md">
                    <Clock aria-hidden />
                    <span className="sr-only">{t("package.fact.duration")} </span>
                    <bdi>{pkg.durationText}</bdi>
                  </Badge>
                </li>
                <li>
                  <Badge variant="neutral" size="md">
                    <Users aria-hidden />
                    <span className="sr-only">{t("package.fact.group")} </span>
                    <bdi>{pkg.groupSize}</bdi>
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

          <aside
            aria-label={t("package.booking")}
            className="lg:col-start-2 lg:row-span-2 lg:row-start-1"
          >
            <div className="lg:sticky lg:top-24">
              <PackagePriceCard pkg={pkg} />
              <Link
                to={to(`/quote-request?package=${encodeURIComponent(pkg.slug)}`)}
                rel="nofollow"
                className={buttonVariants({
                  variant: "outline",
                  size: "lg",
                  className: "mt-3 w-full",
                })}
              >
                <Send aria-hidden />
                {t("package.requestQuote")}
              </Link>
            </div>
          </aside>

          <div className="min-w-0 lg:col-start-1 lg:row-start-2">
            <PackageTabs pkg={pkg} />
            <div className="mt-8 rounded-xl bg-white p-5 ring-1 ring-slate-200">
              <CareTeamView key={pkg.slug} team={pkg.careTeam} />
            </div>
            <div className="mt-6">
              <CancellationTermsView
                key={pkg.slug}
                terms={terms}
                id="package-terms"
                headingLevel={2}
              />
            </div>
          </div>
          <div className="min-w-0 lg:col-start-1 lg:row-start-3">
            <ClinicInfoCard
              key={pkg.slug}
              clinic={pkg.clinic}
              city={pkg.city}
              country={pkg.country}
            />
          </div>
          <div className="lg:col-start-2 lg:row-start-3">
            <NeedAssistanceCard phone={supportPhone} />
          </div>
        </div>
      </div>

      {related.length > 0 && (
        <section aria-labelledby="related-title" className="bg-slate-50 py-14">
          <div className="container-page">
            <SectionHeading
              id="related-title"
              title={t("package.related.title")}
              description={t("package.related.description")}
              align="left"
            />
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((r) => (
                <li key={r.slug} className="flex">
                  <RelatedPackageCard key={pkg.slug} pkg={r} />
                </li>
              ))}
            </ul>
            <Link
              to={to("/packages")}
              className={buttonVariants({ variant: "outline", className: "mt-8" })}
            >
              {t("package.related.browse")}
            </Link>
          </div>
        </section>
      )}
    </>
  );
}
