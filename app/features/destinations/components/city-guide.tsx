import {
  ArrowRight,
  BadgeCheck,
  BedDouble,
  Building2,
  CloudSun,
  Compass,
  Footprints,
  Hospital,
  Landmark,
  ListChecks,
  Luggage,
  MapPin,
  MessageSquareText,
  PiggyBank,
  Plane,
  PlaneLanding,
  ShieldCheck,
  Star,
  Smartphone,
  Stethoscope,
  TrainFront,
  TriangleAlert,
  UtensilsCrossed,
  Wallet,
} from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { useRatingText } from "~/components/ui/rating";
import { useLocalePath, useText, type MessageId } from "~/i18n/text";
import type { CityGuide, CountryGuide } from "../../../../content/destinations/types";
import type { Crumb } from "../breadcrumbs";
import type { CityFacts } from "../destinations.server";
import type { GuideFigures } from "./country-guide";
import { ClinicCard } from "./destination-cards";
import {
  BulletList,
  Callout,
  Checklist,
  FactStrip,
  GuideBody,
  GuideCta,
  GuideSection,
  InfoCard,
  SubHeading,
  type TocItem,
} from "./guide-blocks";
import { GuideHero } from "./guide-hero";

const TOC: TocItem[] = [
  { id: "medical", label: /*i18n*/ "guide.toc.medical" },
  { id: "clinics", label: /*i18n*/ "guide.toc.clinics" },
  { id: "travel", label: /*i18n*/ "guide.toc.getting" },
  { id: "where-to-stay", label: /*i18n*/ "guide.toc.where-to-stay" },
  { id: "activities", label: /*i18n*/ "guide.toc.activities" },
  { id: "practical", label: /*i18n*/ "guide.toc.practical" },
  { id: "checklist", label: /*i18n*/ "guide.toc.checklist" },
];

type CountryRef = Pick<CountryGuide, "slug" | "name"> & {
  otherCities: { name: string; slug: string; tagline: string }[];
};

/**
 * The full city guide: static prose from content/ (in the page's language, or English until
 * translated), top clinics and counts from the database, headings from the page's texts.
 */
export function CityGuideView({
  guide,
  country,
  facts,
  crumbs,
  searchPaths,
  figures,
}: {
  guide: CityGuide;
  country: CountryRef;
  facts: CityFacts | null;
  /** The fact strip's figures as the page's language writes them (the loader's). */
  figures?: GuideFigures;
  crumbs: Crumb[];
  /** Clinic searches by the catalogue's (English) names. */
  searchPaths: { city: string; country: string };
}) {
  const t = useText();
  const ratingText = useRatingText();
  const to = useLocalePath();
  const clinics = facts?.topClinics ?? [];
  const clinicCount = facts?.verifiedClinicCount ?? 0;
  const searchPath = to(searchPaths.city);
  return (
    <>
      <GuideHero
        crumbs={crumbs}
        eyebrow={t("guide.city.eyebrow")}
        title={t("guide.city.title")}
        subtitle={guide.tagline}
        image={`/images/cities/${guide.slug}.svg`}
        imageAlt={t("guide.image-alt")}
        footer={
          <FactStrip
            facts={[
              {
                icon: BadgeCheck,
                label: t("guide.fact.verified"),
                value: figures?.clinics ?? String(clinicCount),
              },
              {
                icon: PiggyBank,
                label: t("guide.fact.savings"),
                value: figures?.savings ?? facts?.savingsRange ?? "—",
              },
              {
                icon: Star,
                label: t("guide.fact.rating"),
                value:
                  figures?.rating ??
                  (facts?.bestRating ? `${ratingText(facts.bestRating)} / 5` : "—"),
              },
              {
                icon: MessageSquareText,
                label: t("guide.fact.reviews"),
                value: figures?.reviews ?? (facts?.reviewCount ?? 0).toLocaleString("en-US"),
              },
            ]}
          />
        }
      >
        <p>{guide.intro}</p>
      </GuideHero>

      <GuideBody toc={TOC.map((item) => ({ ...item, label: t(item.label as MessageId) }))}>
        <Callout title={t("guide.city.good-to-know")} tone="caution">
          {guide.specialNote}
        </Callout>

        <GuideSection
          id="medical"
          title={t("guide.medical.title")}
          icon={Stethoscope}
          lead={<p>{guide.medicalInfo.overview}</p>}
        >
          <div>
            <SubHeading>{t("guide.city.specialties")}</SubHeading>
            <BulletList className="mt-3" items={guide.medicalInfo.specialties} columns={2} />
          </div>
          <InfoCard icon={Hospital} title={t("guide.city.hospitals")}>
            <p>{guide.medicalInfo.hospitals}</p>
          </InfoCard>
        </GuideSection>

        <GuideSection
          id="clinics"
          title={t("guide.city.clinics")}
          icon={Building2}
          lead={<p>{t("guide.city.clinics-lead")}</p>}
        >
          {clinics.length > 0 ? (
            <ul className="grid gap-5 sm:grid-cols-2">
              {clinics.map((clinic) => (
                <li key={clinic.slug}>
                  <ClinicCard clinic={clinic} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="rounded-[var(--radius-card)] bg-slate-50 p-6 text-center ring-1 ring-slate-200">
              <p className="font-semibold text-slate-900">{t("guide.city.no-clinics")}</p>
              <p className="mt-1 text-sm text-slate-600">{t("guide.city.no-clinics-text")}</p>
              <Link
                to={to(searchPaths.country)}
                className={buttonVariants({ variant: "outline", className: "mt-4" })}
              >
                {t("guide.city.country-clinics")}
              </Link>
            </div>
          )}
          {clinicCount > clinics.length && (
            <Link to={searchPath} className={buttonVariants({ variant: "subtle" })}>
              {t("guide.city.all-clinics")} <ArrowRight aria-hidden className="rtl:-scale-x-100" />
            </Link>
          )}
        </GuideSection>

        <GuideSection id="travel" title={t("guide.city.title-travel")} icon={Plane}>
          <div className="grid gap-4 sm:grid-cols-2">
            <InfoCard icon={Plane} title={t("guide.city.getting-there")} className="sm:col-span-2">
              <p>{guide.travelInfo.gettingThere}</p>
            </InfoCard>
            <InfoCard icon={PlaneLanding} title={t("guide.city.from-airport")}>
              <p>{guide.travelInfo.fromAirport}</p>
            </InfoCard>
            <InfoCard icon={TrainFront} title={t("guide.travel.around")}>
              <p>{guide.travelInfo.gettingAround}</p>
            </InfoCard>
          </div>
        </GuideSection>

        <GuideSection
          id="where-to-stay"
          title={t("guide.stay.title")}
          icon={BedDouble}
          lead={<p>{guide.accommodation.overview}</p>}
        >
          <div>
            <SubHeading>{t("guide.city.districts")}</SubHeading>
            <dl className="mt-3 grid gap-3 sm:grid-cols-2">
              {guide.accommodation.bestDistricts.map((d) => (
                <div
                  key={d.name}
                  className="rounded-[var(--radius-card)] bg-white p-4 ring-1 ring-slate-200"
                >
                  <dt className="flex items-center gap-1.5 font-semibold text-slate-900">
                    <MapPin aria-hidden className="size-4 text-primary-700" />
                    {d.name}
                  </dt>
                  <dd className="mt-1 text-sm leading-relaxed text-slate-700">{d.why}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div>
            <SubHeading>{t("guide.city.recommendations")}</SubHeading>
            <ul className="mt-3 grid gap-4 md:grid-cols-3">
              {guide.accommodation.recommendations.map((r) => (
                <li
                  key={r.name}
                  className="flex flex-col rounded-[var(--radius-card)] bg-white p-5 ring-1 ring-slate-200"
                >
                  <Badge variant="neutral" className="self-start">
                    {r.type}
                  </Badge>
                  <p className="mt-2 font-semibold text-slate-900">{r.name}</p>
                  <p className="mt-1 text-sm leading-relaxed text-slate-700">{r.why}</p>
                </li>
              ))}
            </ul>
          </div>
        </GuideSection>

        <GuideSection
          id="activities"
          title={t("guide.city.activities")}
          icon={Compass}
          lead={<p>{t("guide.city.activities-lead")}</p>}
        >
          <div className="grid gap-4 md:grid-cols-2">
            <InfoCard icon={Footprints} title={t("guide.city.gentle")}>
              <BulletList items={guide.activities.gentle} />
            </InfoCard>
            <InfoCard icon={Landmark} title={t("guide.city.culture")}>
              <BulletList items={guide.activities.cultural} />
            </InfoCard>
            <InfoCard icon={UtensilsCrossed} title={t("guide.city.food")}>
              <BulletList items={guide.activities.food} />
            </InfoCard>
            <InfoCard icon={TriangleAlert} title={t("guide.city.avoid")} tone="warning">
              <BulletList items={guide.activities.avoid} tone="avoid" />
            </InfoCard>
          </div>
        </GuideSection>

        <GuideSection id="practical" title={t("guide.city.practical")} icon={Luggage}>
          <div className="grid gap-4 sm:grid-cols-2">
            <InfoCard icon={CloudSun} title={t("guide.city.weather")}>
              <p>{guide.practicalInfo.weather}</p>
            </InfoCard>
            <InfoCard icon={Wallet} title={t("guide.costs")}>
              <p>{guide.practicalInfo.costs}</p>
            </InfoCard>
            <InfoCard icon={Smartphone} title={t("guide.city.apps")}>
              <ul className="flex flex-wrap gap-1.5">
                {guide.practicalInfo.apps.map((app) => (
                  <li
                    key={app}
                    className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-700"
                  >
                    {app}
                  </li>
                ))}
              </ul>
            </InfoCard>
            <InfoCard icon={ShieldCheck} title={t("guide.city.safety")}>
              <p>{guide.practicalInfo.safety}</p>
            </InfoCard>
          </div>
        </GuideSection>

        <GuideSection
          id="checklist"
          title={t("guide.city.checklist")}
          icon={ListChecks}
          lead={<p>{t("guide.city.checklist-lead")}</p>}
        >
          <Checklist id={`${guide.slug}-checklist`} items={guide.checklist} />
          <p className="flex items-start gap-2 text-sm text-slate-600">
            <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-primary-700" />
            {t("guide.disclaimer")}
          </p>
        </GuideSection>

        <GuideCta
          title={t("guide.city.cta-title")}
          text={t("guide.city.cta-text")}
          primary={{ to: searchPath, label: t("guide.city.cta-primary") }}
          secondary={{
            to: to(`/destinations/${country.slug}`),
            label: t("guide.city.cta-country"),
          }}
        />

        {country.otherCities.length > 0 && (
          <nav aria-labelledby="other-cities-title">
            <h2 id="other-cities-title" className="text-lg font-semibold text-slate-900">
              {t("guide.city.other")}
            </h2>
            <ul className="mt-3 grid gap-3 sm:grid-cols-2">
              {country.otherCities.map((c) => (
                <li key={c.slug}>
                  <Link
                    to={to(`/destinations/${country.slug}/${c.slug}`)}
                    className="group flex min-h-11 items-center justify-between gap-3 rounded-[var(--radius-card)] bg-white p-4 ring-1 ring-slate-200 hover:ring-primary-300"
                  >
                    <span>
                      <span className="block font-semibold text-slate-900 group-hover:text-primary-800">
                        {c.name}
                      </span>
                      <span className="block text-sm text-slate-600">{c.tagline}</span>
                    </span>
                    <ArrowRight
                      aria-hidden
                      className="size-4 shrink-0 text-primary-700 rtl:-scale-x-100"
                    />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </GuideBody>
    </>
  );
}
