import { data } from "react-router";
import { GeneralErrorBoundary, NotFoundMessage } from "~/components/error-boundary";
import { generatedAbout } from "~/features/clinics/clinic-format";
import { clinicJsonLd } from "~/features/clinics/clinic-json-ld";
import { getClinicProfile } from "~/features/clinics/clinics.server";
import { BeforeAfterResults } from "~/features/clinics/components/before-after-results";
import { ClinicAbout } from "~/features/clinics/components/clinic-about";
import { ClinicDoctors } from "~/features/clinics/components/clinic-doctors";
import { ClinicGallery } from "~/features/clinics/components/clinic-gallery";
import {
  Breadcrumbs,
  ClinicHeader,
  SectionNav,
  type Crumb,
  type SectionLink,
} from "~/features/clinics/components/clinic-header";
import { ClinicPrices } from "~/features/clinics/components/clinic-prices";
import { ClinicReviews } from "~/features/clinics/components/clinic-reviews";
import { ClinicSidebar } from "~/features/clinics/components/clinic-sidebar";
import { InteriorPhotos } from "~/features/clinics/components/interior-photos";
import { recordListingView } from "~/features/clinics/views.server";
import { originFromMatches, seo } from "~/utils/seo";
import type { Route } from "./+types/clinic";

export async function loader({ params, request }: Route.LoaderArgs) {
  const profile = await getClinicProfile(params.clinicId);
  if (!profile) throw data(null, { status: 404 });
  recordListingView(request, { kind: "clinic", id: profile.clinic.id });
  const { clinic, treatments } = profile;
  const about =
    clinic.bio?.trim() ||
    generatedAbout({
      name: clinic.name,
      specialty: clinic.specialty,
      city: clinic.city.name,
      country: clinic.country.name,
      treatments: treatments.map((t) => t.name),
    });
  return data({ ...profile, about });
}

export default function ClinicProfilePage({ loaderData }: Route.ComponentProps) {
  const { clinic, treatments, doctors, cases, reviews, reviewStats, packages, about } = loaderData;
  const crumbs = breadcrumbs(clinic);
  const sections: SectionLink[] = [
    { id: "about", label: "About" },
    ...(doctors.length ? [{ id: "doctors", label: "Doctors" }] : []),
    ...(treatments.length ? [{ id: "prices", label: "Prices" }] : []),
    ...(clinic.interiorImages.length ? [{ id: "interior", label: "Interior" }] : []),
    ...(cases.length ? [{ id: "results", label: "Results" }] : []),
    { id: "reviews", label: "Reviews" },
    { id: "clinic-details", label: "Packages & contact" },
  ];

  return (
    <div className="-mb-16 bg-slate-50 pb-16">
      <div className="bg-white">
        <div className="container-page py-5 sm:py-6">
          <Breadcrumbs items={crumbs} />
          <div className="mt-5">
            <ClinicHeader
              id={clinic.id}
              slug={clinic.slug}
              name={clinic.name}
              address={clinic.address}
              specialty={clinic.specialty}
              rating={clinic.rating}
              reviewCount={clinic.reviewCount}
              verifiedAt={clinic.verifiedAt}
            />
          </div>
        </div>
      </div>
      <SectionNav links={sections} />

      <div className="container-page grid gap-6 pt-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8 lg:pt-8">
        <div className="min-w-0 space-y-6">
          <ClinicGallery name={clinic.name} photos={clinic.photos} />
          <ClinicAbout
            name={clinic.name}
            text={about}
            yearsExperience={clinic.yearsExperience}
            specialty={clinic.specialty}
            languages={clinic.languages}
            certifications={clinic.certifications}
            awards={clinic.awards}
          />
          <ClinicDoctors doctors={doctors} />
          <ClinicPrices treatments={treatments} />
          <InteriorPhotos name={clinic.name} images={clinic.interiorImages} />
          <BeforeAfterResults cases={cases} />
          <ClinicReviews reviews={reviews} stats={reviewStats} />
        </div>
        <aside
          id="clinic-details"
          aria-label="Packages, contact and clinic details"
          className="min-w-0 scroll-mt-32"
        >
          <ClinicSidebar clinic={clinic} packages={packages} />
        </aside>
      </div>
    </div>
  );
}

type CrumbSource = {
  name: string;
  city: { name: string; slug: string };
  country: { name: string; slug: string };
};

function breadcrumbs(c: CrumbSource): Crumb[] {
  return [
    { label: "Home", to: "/" },
    { label: "Destinations", to: "/destinations" },
    { label: c.country.name, to: `/destinations/${c.country.slug}` },
    { label: c.city.name, to: `/destinations/${c.country.slug}/${c.city.slug}` },
    { label: c.name },
  ];
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const origin = originFromMatches(matches);
  if (!loaderData) {
    return seo({
      title: "Clinic Not Found",
      description: "The clinic you're looking for doesn't exist or has been moved.",
      path: "/destinations",
      origin,
      noindex: true,
    });
  }
  const { clinic, about } = loaderData;
  const path = `/clinic/${clinic.slug}`;
  const place = `${clinic.city.name}, ${clinic.country.name}`;
  return seo({
    title: `${clinic.name}, ${clinic.city.name}: Doctors, Prices & Reviews`,
    description: `${clinic.name} in ${place} is a ${clinic.verifiedAt ? "verified " : ""}${clinic.specialty} clinic rated ${clinic.rating.toFixed(1)}/5 from ${clinic.reviewCount.toLocaleString("en-US")} reviews. See its doctors, before & after results, packages and prices.`,
    path,
    origin,
    image: clinic.photos[0],
    jsonLd: clinicJsonLd(clinic, { about, origin, path, crumbs: breadcrumbs(clinic) }),
  });
};

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        404: () => (
          <NotFoundMessage
            title="Clinic Not Found"
            text="The clinic you're looking for doesn't exist or has been moved."
            linkTo="/destinations"
            linkLabel="Browse Destinations"
          />
        ),
      }}
    />
  );
}
