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
  Users,
  Wallet,
} from "lucide-react";
import type { CountryGuide } from "../../../../content/destinations/types";
import { searchByDestinationPath, type Crumb } from "../breadcrumbs";
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
  { id: "medical", label: "Medical care" },
  { id: "cities", label: "Cities" },
  { id: "travel", label: "Travel information" },
  { id: "where-to-stay", label: "Where to stay" },
  { id: "recovery", label: "Recovery activities" },
  { id: "checklist", label: "Checklist" },
];

/** The full country guide: static prose from content/, live figures from the database. */
export function CountryGuideView({
  guide,
  facts,
  crumbs,
}: {
  guide: CountryGuide;
  facts: CountryFacts | null;
  crumbs: Crumb[];
}) {
  const { medicalInfo: medical, travelInfo: travel } = guide;
  const clinicCount = facts?.verifiedClinicCount ?? 0;
  return (
    <>
      <GuideHero
        crumbs={crumbs}
        eyebrow={<>{guide.name} · Country guide</>}
        title={guide.heroTitle}
        image={`/images/countries/${guide.slug}.svg`}
        imageAlt={`Illustration of ${guide.name}`}
        footer={
          <FactStrip
            facts={[
              { icon: Users, label: "Patients / year", value: facts?.patientsPerYear ?? "—" },
              {
                icon: PiggyBank,
                label: "Typical savings",
                value: facts?.savingsRange ?? medical.averageSavings,
              },
              { icon: BadgeCheck, label: "Verified clinics", value: String(clinicCount) },
              { icon: MapPin, label: "Cities covered", value: String(guide.cities.length) },
            ]}
          />
        }
      >
        {guide.intro.map((p) => (
          <p key={p.slice(0, 32)}>{p}</p>
        ))}
      </GuideHero>

      <GuideBody toc={TOC}>
        <GuideSection
          id="medical"
          title={`Medical care in ${guide.name}`}
          icon={Stethoscope}
          lead={<p>{medical.careExpectation}</p>}
        >
          <div>
            <SubHeading>Popular specialties</SubHeading>
            <BulletList className="mt-3" items={medical.specialties} columns={2} />
          </div>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <InfoCard icon={Languages} title="Languages spoken by clinic staff">
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
            <InfoCard icon={CreditCard} title="How payment usually works">
              <BulletList items={medical.paymentOptions} tone="dot" />
            </InfoCard>
          </div>
          <Callout title="Checking that a clinic is safe">{medical.safety}</Callout>
          {medical.popularClinics.length > 0 && (
            <div>
              <SubHeading>CareAtlas partner clinics in {guide.name}</SubHeading>
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
          title={`Cities in ${guide.name}`}
          icon={MapPin}
          lead={
            <p>
              Each city has its own guide covering clinics, getting around, where to stay and gentle
              things to do while you recover.
            </p>
          }
        >
          <ul className="grid gap-5 sm:grid-cols-2">
            {guide.cities.map((city) => (
              <li key={city.slug}>
                <CityCard
                  countrySlug={guide.slug}
                  city={city}
                  clinicCount={facts?.cityClinicCounts[city.slug]}
                />
              </li>
            ))}
          </ul>
        </GuideSection>

        <GuideSection id="travel" title="Travel information" icon={Plane}>
          <div className="grid gap-4 sm:grid-cols-2">
            <InfoCard icon={PlaneLanding} title="Airports">
              <BulletList items={travel.airports} tone="dot" />
            </InfoCard>
            <InfoCard icon={Plane} title="Direct flights">
              <p>{travel.directFlights}</p>
            </InfoCard>
            <InfoCard icon={Ticket} title="Visa and entry" className="sm:col-span-2">
              <p>{travel.visa}</p>
            </InfoCard>
            <InfoCard icon={Bus} title="Getting around">
              <p>{travel.transport}</p>
            </InfoCard>
            <InfoCard icon={Banknote} title="Currency">
              <p>{travel.currency}</p>
            </InfoCard>
            <InfoCard icon={Wallet} title="Everyday costs">
              <p>{travel.costs}</p>
            </InfoCard>
            <InfoCard icon={HandHeart} title="Culture and etiquette">
              <p>{travel.culture}</p>
            </InfoCard>
          </div>
          <Callout title="Staying safe" tone="caution">
            {travel.safety}
          </Callout>
        </GuideSection>

        <GuideSection
          id="where-to-stay"
          title="Where to stay"
          icon={BedDouble}
          lead={<p>{guide.accommodation.description}</p>}
        >
          <div>
            <SubHeading>Neighbourhoods patients like</SubHeading>
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
            <SubHeading>Types of accommodation</SubHeading>
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
          title="Recovery activities"
          icon={Leaf}
          lead={
            <p>
              Recovery is the part of the trip people plan least. These are gentle ideas; your
              surgeon's written aftercare instructions always come first.
            </p>
          }
        >
          <div className="grid gap-4 md:grid-cols-2">
            <InfoCard icon={Leaf} title="Relaxing ways to spend the days">
              <BulletList items={guide.activities.relaxation} />
            </InfoCard>
            <InfoCard icon={Footprints} title="Easy places to walk">
              <BulletList items={guide.activities.walkingAreas} />
            </InfoCard>
            <InfoCard
              icon={TriangleAlert}
              title="Commonly advised against while healing"
              tone="warning"
              className="md:col-span-2"
            >
              <BulletList items={guide.activities.avoid} tone="avoid" columns={2} />
            </InfoCard>
          </div>
        </GuideSection>

        <GuideSection
          id="checklist"
          title="Before you go: checklist"
          icon={ListChecks}
          lead={
            <p>
              Tick things off as you go. Nothing is saved; print the page if you want a paper copy.
            </p>
          }
        >
          <Checklist id={`${guide.slug}-checklist`} items={guide.checklist} />
          <p className="flex items-start gap-2 text-sm text-slate-600">
            <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-primary-700" />
            This guide is general travel information, not medical advice. Rules and prices change;
            check official sources before you book.
          </p>
        </GuideSection>

        <GuideCta
          title={`Compare verified clinics in ${guide.name}`}
          text={`See ${clinicCount > 0 ? `${clinicCount} verified ${clinicCount === 1 ? "clinic" : "clinics"}` : "verified clinics"} with their reviews, specialties and starting prices, then ask for a personal quote.`}
          primary={{
            to: searchByDestinationPath(guide.name),
            label: `Find clinics in ${guide.name}`,
          }}
          secondary={{ to: "/packages", label: "Browse packages" }}
        />
      </GuideBody>
    </>
  );
}
