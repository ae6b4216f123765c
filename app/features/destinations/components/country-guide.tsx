import {
  BadgeCheck,
  Banknote,
  BedDouble,
  Building2,
  Bus,
  CreditCard,
  Footprints,
  HandHeart,
  Languages,
  Leaf,
  ListChecks,
  MapPin,
  Plane,
  PiggyBank,
  PlaneLanding,
  ShieldCheck,
  Stethoscope,
  Ticket,
  TriangleAlert,
  Wallet,
} from "lucide-react";
import { useLocalePath, useText, type MessageId } from "~/i18n/text";
import type { CountryGuide } from "../../../../content/destinations/types";
import type { Crumb } from "../breadcrumbs";
import type { CountryFacts } from "../destinations.server";
import { CityCard } from "./destination-cards";
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
  { id: "cities", label: /*i18n*/ "guide.toc.cities" },
  { id: "travel", label: /*i18n*/ "guide.toc.travel" },
  { id: "where-to-stay", label: /*i18n*/ "guide.toc.where-to-stay" },
  { id: "recovery", label: /*i18n*/ "guide.toc.recovery" },
  { id: "checklist", label: /*i18n*/ "guide.toc.checklist" },
];

/** A guide's fact strip figures, written the page's language's way. */
export type GuideFigures = {
  savings?: string;
  clinics: string;
  cities?: string;
  reviews?: string;
  rating?: string;
};

/**
 * The full country guide: static prose from content/ (in the page's language, or English until
 * translated), live figures from the database, headings from the page's texts (`guide.`).
 */
export function CountryGuideView({
  guide,
  facts,
  crumbs,
  cityClinics,
  searchPath,
  figures,
}: {
  guide: CountryGuide;
  facts: CountryFacts | null;
  /** The fact strip's figures as the page's language writes them (the loader's). */
  figures?: GuideFigures;
  crumbs: Crumb[];
  /** "3 verified clinics" per city slug, in the page's language. */
  cityClinics: Record<string, string>;
  searchPath: string;
}) {
  const t = useText();
  const to = useLocalePath();
  const { medicalInfo: medical, travelInfo: travel } = guide;
  const clinicCount = facts?.verifiedClinicCount ?? 0;
  return (
    <>
      <GuideHero
        crumbs={crumbs}
        eyebrow={t("guide.country.eyebrow")}
        title={guide.heroTitle}
        image={`/images/countries/${guide.slug}.svg`}
        imageAlt={t("guide.image-alt")}
        footer={
          <FactStrip
            facts={[
              {
                icon: PiggyBank,
                label: t("guide.fact.savings"),
                value: figures?.savings ?? facts?.savingsRange ?? medical.averageSavings,
              },
              {
                icon: BadgeCheck,
                label: t("guide.fact.verified"),
                value: figures?.clinics ?? String(clinicCount),
              },
              {
                icon: MapPin,
                label: t("guide.fact.cities"),
                value: figures?.cities ?? String(guide.cities.length),
              },
            ]}
          />
        }
      >
        {guide.intro.map((p) => (
          <p key={p.slice(0, 32)}>{p}</p>
        ))}
      </GuideHero>

      <GuideBody toc={TOC.map((item) => ({ ...item, label: t(item.label as MessageId) }))}>
        <GuideSection
          id="medical"
          title={t("guide.medical.title")}
          icon={Stethoscope}
          lead={<p>{medical.careExpectation}</p>}
        >
          <div>
            <SubHeading>{t("guide.country.specialties")}</SubHeading>
            <BulletList className="mt-3" items={medical.specialties} columns={2} />
          </div>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <InfoCard icon={Languages} title={t("guide.country.languages")}>
              <ul className="flex flex-wrap gap-1.5">
                {medical.languages.map((l) => (
                  <li
                    key={l}
                    className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700"
                  >
                    {l}
                  </li>
                ))}
              </ul>
            </InfoCard>
            <InfoCard icon={CreditCard} title={t("guide.country.payment")}>
              <BulletList items={medical.paymentOptions} tone="dot" />
            </InfoCard>
          </div>
          <Callout title={t("guide.country.safety")}>{medical.safety}</Callout>
          {medical.popularClinics.length > 0 && (
            <div>
              <SubHeading>{t("guide.country.partners")}</SubHeading>
              <ul className="mt-3 flex flex-wrap gap-2">
                {medical.popularClinics.map((name) => (
                  <li
                    key={name}
                    className="inline-flex items-center gap-1.5 rounded-lg bg-white px-3 py-1.5 text-sm font-medium text-slate-800 ring-1 ring-slate-200"
                  >
                    <Building2 aria-hidden className="size-4 text-primary-700" />
                    {name}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </GuideSection>

        <GuideSection
          id="cities"
          title={t("guide.country.cities")}
          icon={MapPin}
          lead={<p>{t("guide.country.cities-lead")}</p>}
        >
          <ul className="grid gap-5 sm:grid-cols-2">
            {guide.cities.map((city) => (
              <li key={city.slug}>
                <CityCard
                  countrySlug={guide.slug}
                  city={city}
                  clinicText={facts ? cityClinics[city.slug] : undefined}
                />
              </li>
            ))}
          </ul>
        </GuideSection>

        <GuideSection id="travel" title={t("guide.toc.travel")} icon={Plane}>
          <div className="grid gap-4 sm:grid-cols-2">
            <InfoCard icon={PlaneLanding} title={t("guide.travel.airports")}>
              <BulletList items={travel.airports} tone="dot" />
            </InfoCard>
            <InfoCard icon={Plane} title={t("guide.travel.direct")}>
              <p>{travel.directFlights}</p>
            </InfoCard>
            <InfoCard icon={Ticket} title={t("guide.travel.visa")} className="sm:col-span-2">
              <p>{travel.visa}</p>
            </InfoCard>
            <InfoCard icon={Bus} title={t("guide.travel.around")}>
              <p>{travel.transport}</p>
            </InfoCard>
            <InfoCard icon={Banknote} title={t("guide.travel.currency")}>
              <p>{travel.currency}</p>
            </InfoCard>
            <InfoCard icon={Wallet} title={t("guide.costs")}>
              <p>{travel.costs}</p>
            </InfoCard>
            <InfoCard icon={HandHeart} title={t("guide.travel.culture")}>
              <p>{travel.culture}</p>
            </InfoCard>
          </div>
          <Callout title={t("guide.travel.safety")} tone="caution">
            {travel.safety}
          </Callout>
        </GuideSection>

        <GuideSection
          id="where-to-stay"
          title={t("guide.stay.title")}
          icon={BedDouble}
          lead={<p>{guide.accommodation.description}</p>}
        >
          <div>
            <SubHeading>{t("guide.stay.neighbourhoods")}</SubHeading>
            <ul className="mt-3 flex flex-wrap gap-2">
              {travel.bestNeighborhoods.map((n) => (
                <li
                  key={n}
                  className="inline-flex items-center gap-1.5 rounded-full bg-primary-50 px-3 py-1 text-sm font-medium text-primary-900 ring-1 ring-primary-200"
                >
                  <MapPin aria-hidden className="size-3.5" />
                  {n}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <SubHeading>{t("guide.stay.types")}</SubHeading>
            <ul className="mt-3 grid gap-4 md:grid-cols-3">
              {guide.accommodation.options.map((option) => (
                <li
                  key={option.name}
                  className="flex flex-col rounded-[var(--radius-card)] bg-white p-5 ring-1 ring-slate-200"
                >
                  <p className="font-semibold text-slate-900">{option.name}</p>
                  <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-700">
                    {option.description}
                  </p>
                  <p className="mt-4 border-t border-slate-100 pt-3 text-sm font-medium text-primary-800">
                    {option.priceRange}
                  </p>
                </li>
              ))}
            </ul>
          </div>
        </GuideSection>

        <GuideSection
          id="recovery"
          title={t("guide.recovery.title")}
          icon={Leaf}
          lead={<p>{t("guide.recovery.lead")}</p>}
        >
          <div className="grid gap-4 md:grid-cols-2">
            <InfoCard icon={Leaf} title={t("guide.recovery.relax")}>
              <BulletList items={guide.activities.relaxation} />
            </InfoCard>
            <InfoCard icon={Footprints} title={t("guide.recovery.walk")}>
              <BulletList items={guide.activities.walkingAreas} />
            </InfoCard>
            <InfoCard
              icon={TriangleAlert}
              title={t("guide.recovery.avoid")}
              tone="warning"
              className="md:col-span-2"
            >
              <BulletList items={guide.activities.avoid} tone="avoid" columns={2} />
            </InfoCard>
          </div>
        </GuideSection>

        <GuideSection
          id="checklist"
          title={t("guide.country.checklist")}
          icon={ListChecks}
          lead={<p>{t("guide.country.checklist-lead")}</p>}
        >
          <Checklist id={`${guide.slug}-checklist`} items={guide.checklist} />
          <p className="flex items-start gap-2 text-sm text-slate-600">
            <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-primary-700" />
            {t("guide.disclaimer")}
          </p>
        </GuideSection>

        <GuideCta
          title={t("guide.country.cta-title")}
          text={t("guide.country.cta-text")}
          primary={{ to: to(searchPath), label: t("guide.country.cta-primary") }}
          secondary={{ to: to("/packages"), label: t("guide.cta.packages") }}
        />
      </GuideBody>
    </>
  );
}
