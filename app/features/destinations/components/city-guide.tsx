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
import type { CityGuide, CountryGuide } from "../../../../content/destinations/types";
import { searchByDestinationPath, type Crumb } from "../breadcrumbs";
import type { CityFacts } from "../destinations.server";
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
  { id: "medical", label: "Medical care" },
  { id: "clinics", label: "Top clinics" },
  { id: "travel", label: "Getting there and around" },
  { id: "where-to-stay", label: "Where to stay" },
  { id: "activities", label: "Things to do" },
  { id: "practical", label: "Practical info" },
  { id: "checklist", label: "Checklist" },
];

type CountryRef = Pick<CountryGuide, "slug" | "name"> & {
  otherCities: { name: string; slug: string; tagline: string }[];
};

/** The full city guide: static prose from content/, top clinics and counts from the database. */
export function CityGuideView({
  guide,
  country,
  facts,
  crumbs,
}: {
  guide: CityGuide;
  country: CountryRef;
  facts: CityFacts | null;
  crumbs: Crumb[];
}) {
  const clinics = facts?.topClinics ?? [];
  const clinicCount = facts?.verifiedClinicCount ?? 0;
  const searchPath = searchByDestinationPath(guide.name);
  return (
    <>
      <GuideHero
        crumbs={crumbs}
        eyebrow={<>{country.name} · City guide</>}
        title={`${guide.name} medical travel guide`}
        subtitle={guide.tagline}
        image={`/images/cities/${guide.slug}.svg`}
        imageAlt={`Illustration of ${guide.name}`}
        footer={
          <FactStrip
            facts={[
              { icon: BadgeCheck, label: "Verified clinics", value: String(clinicCount) },
              { icon: PiggyBank, label: "Typical savings", value: facts?.savingsRange ?? "—" },
              {
                icon: Star,
                label: "Top rating",
                value: facts?.bestRating ? `${facts.bestRating.toFixed(1)} / 5` : "—",
              },
              {
                icon: MessageSquareText,
                label: "Patient reviews",
                value: (facts?.reviewCount ?? 0).toLocaleString("en-US"),
              },
            ]}
          />
        }
      >
        <p>{guide.intro}</p>
      </GuideHero>

      <GuideBody toc={TOC}>
        <Callout title={`Good to know in ${guide.name}`} tone="caution">
          {guide.specialNote}
        </Callout>

        <GuideSection
          id="medical"
          title={`Medical care in ${guide.name}`}
          icon={Stethoscope}
          lead={<p>{guide.medicalInfo.overview}</p>}
        >
          <div>
            <SubHeading>What patients come here for</SubHeading>
            <BulletList className="mt-3" items={guide.medicalInfo.specialties} columns={2} />
          </div>
          <InfoCard icon={Hospital} title="Hospitals and partner clinics">
            <p>{guide.medicalInfo.hospitals}</p>
          </InfoCard>
        </GuideSection>

        <GuideSection
          id="clinics"
          title={`Top verified clinics in ${guide.name}`}
          icon={Building2}
          lead={
            <p>
              Every clinic listed on CareAtlas has been checked by our team. Sorted by patient
              rating, then by number of reviews.
            </p>
          }
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
              <p className="font-semibold text-slate-900">
                No verified clinics in {guide.name} yet
              </p>
              <p className="mt-1 text-sm text-slate-600">
                We're working to onboard more verified clinics for this destination. Meanwhile,
                compare clinics across {country.name}.
              </p>
              <Link
                to={searchByDestinationPath(country.name)}
                className={buttonVariants({ variant: "outline", className: "mt-4" })}
              >
                Clinics in {country.name}
              </Link>
            </div>
          )}
          {clinicCount > clinics.length && (
            <Link to={searchPath} className={buttonVariants({ variant: "subtle" })}>
              See all {clinicCount} clinics in {guide.name} <ArrowRight aria-hidden />
            </Link>
          )}
        </GuideSection>

        <GuideSection id="travel" title="Getting there and around" icon={Plane}>
          <div className="grid gap-4 sm:grid-cols-2">
            <InfoCard icon={Plane} title="Getting there" className="sm:col-span-2">
              <p>{guide.travelInfo.gettingThere}</p>
            </InfoCard>
            <InfoCard icon={PlaneLanding} title="From the airport">
              <p>{guide.travelInfo.fromAirport}</p>
            </InfoCard>
            <InfoCard icon={TrainFront} title="Getting around">
              <p>{guide.travelInfo.gettingAround}</p>
            </InfoCard>
          </div>
        </GuideSection>

        <GuideSection
          id="where-to-stay"
          title="Where to stay"
          icon={BedDouble}
          lead={<p>{guide.accommodation.overview}</p>}
        >
          <div>
            <SubHeading>Best districts</SubHeading>
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
            <SubHeading>Our recommendations</SubHeading>
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
          title="Things to do while you recover"
          icon={Compass}
          lead={
            <p>
              Gentle ideas for the days around your treatment. Your clinic's written aftercare
              instructions always come first.
            </p>
          }
        >
          <div className="grid gap-4 md:grid-cols-2">
            <InfoCard icon={Footprints} title="Gentle activities">
              <BulletList items={guide.activities.gentle} />
            </InfoCard>
            <InfoCard icon={Landmark} title="Culture and sights">
              <BulletList items={guide.activities.cultural} />
            </InfoCard>
            <InfoCard icon={UtensilsCrossed} title="Food to try">
              <BulletList items={guide.activities.food} />
            </InfoCard>
            <InfoCard icon={TriangleAlert} title="Avoid while healing" tone="warning">
              <BulletList items={guide.activities.avoid} tone="avoid" />
            </InfoCard>
          </div>
        </GuideSection>

        <GuideSection id="practical" title="Practical information" icon={Luggage}>
          <div className="grid gap-4 sm:grid-cols-2">
            <InfoCard icon={CloudSun} title="Weather and when to go">
              <p>{guide.practicalInfo.weather}</p>
            </InfoCard>
            <InfoCard icon={Wallet} title="Everyday costs">
              <p>{guide.practicalInfo.costs}</p>
            </InfoCard>
            <InfoCard icon={Smartphone} title="Useful apps">
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
            <InfoCard icon={ShieldCheck} title="Safety">
              <p>{guide.practicalInfo.safety}</p>
            </InfoCard>
          </div>
        </GuideSection>

        <GuideSection
          id="checklist"
          title={`Checklist for ${guide.name}`}
          icon={ListChecks}
          lead={
            <p>
              Tick things off as you prepare. Ticks are not saved; print the page if you want a
              paper copy.
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
          title={`Find your clinic in ${guide.name}`}
          text="Compare verified clinics side by side, with real patient reviews and starting prices, and ask for a free personal quote."
          primary={{ to: searchPath, label: `Compare clinics in ${guide.name}` }}
          secondary={{ to: `/destinations/${country.slug}`, label: `${country.name} guide` }}
        />

        {country.otherCities.length > 0 && (
          <nav aria-labelledby="other-cities-title">
            <h2 id="other-cities-title" className="text-lg font-semibold text-slate-900">
              Other cities in {country.name}
            </h2>
            <ul className="mt-3 grid gap-3 sm:grid-cols-2">
              {country.otherCities.map((c) => (
                <li key={c.slug}>
                  <Link
                    to={`/destinations/${country.slug}/${c.slug}`}
                    className="group flex min-h-11 items-center justify-between gap-3 rounded-[var(--radius-card)] bg-white p-4 ring-1 ring-slate-200 hover:ring-primary-300"
                  >
                    <span>
                      <span className="block font-semibold text-slate-900 group-hover:text-primary-800">
                        {c.name}
                      </span>
                      <span className="block text-sm text-slate-600">{c.tagline}</span>
                    </span>
                    <ArrowRight aria-hidden className="size-4 shrink-0 text-primary-700" />
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
