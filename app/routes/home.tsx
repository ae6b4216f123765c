import { ArrowRight, BadgeCheck, ShieldCheck, Star } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/home";
import { buttonVariants } from "~/components/ui/button";
import { SectionHeading } from "~/components/ui/section-heading";
import {
  getSearchFormOptions,
  listDestinationCards,
  listFeaturedPackages,
  listInsurancePartners,
  listTestimonials,
} from "~/features/catalogue/catalogue.server";
import { DashboardButton } from "~/features/accounts/components/dashboard-button";
import { AppNotifyForm } from "~/features/home/app-notify-form";
import { DestinationCards, HowItWorks, InsurancePartners, MobileAppSection, Testimonials, TrustedStats } from "~/features/home/sections";
import { FeaturedPackageCard } from "~/features/packages/components/package-card";
import { SearchForm } from "~/features/search/components/search-form";
import { originFromMatches, seo } from "~/utils/seo";

export async function loader() {
  const [searchOptions, destinations, packages, testimonials, partners] = await Promise.all([
    getSearchFormOptions(),
    listDestinationCards(),
    listFeaturedPackages(4),
    listTestimonials(),
    listInsurancePartners(),
  ]);
  return { searchOptions, destinations, packages, testimonials, partners };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { searchOptions, destinations, packages, testimonials, partners } = loaderData;
  return (
    <>
      <section aria-labelledby="hero-title" className="relative overflow-hidden bg-gradient-to-b from-primary-50 via-white to-white">
        <div aria-hidden className="pointer-events-none absolute -right-32 -top-32 size-[28rem] rounded-full bg-primary-100/70 blur-3xl" />
        <div aria-hidden className="pointer-events-none absolute -left-40 top-40 size-[22rem] rounded-full bg-accent-100/60 blur-3xl" />
        <div className="container-page relative pb-16 pt-12 sm:pt-16">
          <div className="mx-auto max-w-3xl text-center">
            <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-primary-800 shadow-sm ring-1 ring-primary-200">
              <BadgeCheck aria-hidden className="size-4" /> Verified clinics in Turkey, South Korea, Thailand &amp; Mexico
            </p>
            <h1 id="hero-title" className="mt-5 text-balance text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
              Compare clinics. Book safely. <span className="text-primary-700">Travel confidently.</span>
            </h1>
            <p className="mx-auto mt-4 max-w-2xl text-pretty text-lg text-slate-600">
              Find verified clinics, doctors and all-inclusive treatment packages abroad — with verified reviews and
              transparent pricing, so you know exactly what is included before you go.
            </p>
            <DashboardButton className="mt-6" />
          </div>
          <div className="mx-auto mt-10 max-w-5xl">
            <SearchForm options={searchOptions} />
            <ul className="mt-5 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-slate-700">
              <li className="flex items-center gap-1.5">
                <ShieldCheck aria-hidden className="size-4 text-primary-700" /> Deposit protected until confirmed
              </li>
              <li className="flex items-center gap-1.5">
                <Star aria-hidden className="size-4 text-primary-700" /> Reviews from verified patients
              </li>
              <li className="flex items-center gap-1.5">
                <BadgeCheck aria-hidden className="size-4 text-primary-700" /> Every clinic manually verified
              </li>
            </ul>
          </div>
        </div>
      </section>

      <DestinationCards destinations={destinations} />

      <section aria-labelledby="packages-title" className="container-page pb-16">
        <SectionHeading
          id="packages-title"
          eyebrow="All-inclusive"
          title="Featured Treatment Packages"
          description="Treatment, hotel, airport transfers and aftercare in one transparent price."
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {packages.map((p) => (
            <li key={p.id} className="flex">
              <FeaturedPackageCard pkg={p} />
            </li>
          ))}
        </ul>
        <div className="mt-8 text-center">
          <Link to="/packages" className={buttonVariants({ variant: "primary", size: "lg" })}>
            View All Packages <ArrowRight aria-hidden />
          </Link>
        </div>
      </section>

      {/* Below the fold on every screen: each section renders when scrolled near (defer-render). */}
      <div className="[&>*]:defer-render">
        <HowItWorks />
        <TrustedStats />
        <Testimonials items={testimonials} />
        <InsurancePartners partners={partners} />
        <MobileAppSection notifyForm={<AppNotifyForm />} />
      </div>

      <section aria-labelledby="cta-title" className="container-page pb-8">
        <div className="rounded-3xl bg-accent-50 px-6 py-12 text-center ring-1 ring-accent-200">
          <h2 id="cta-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Ready to compare your options?
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-slate-700">
            Search verified clinics, read reviews from real patients and request quotes — free and with no obligation.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to="/search-results" className={buttonVariants({ variant: "accent", size: "lg" })}>
              Find Clinics
            </Link>
            <Link to="/contact" className={buttonVariants({ variant: "outline", size: "lg" })}>
              Talk to our team
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "CareAtlas — Compare verified clinics abroad, book safely, travel confidently",
    description:
      "Compare verified clinics, doctors and all-inclusive treatment packages in Turkey, South Korea, Thailand and Mexico, with verified reviews and transparent pricing.",
    path: "/",
    origin: originFromMatches(matches),
  });
