import { data } from "react-router";
import { useCurrency } from "~/components/currency-context";
import { GeneralErrorBoundary, NotFoundMessage } from "~/components/error-boundary";
import { cachedRead } from "~/db/read-cache.server";
import { generatedAbout } from "~/features/clinics/clinic-format";
import { clinicJsonLd } from "~/features/clinics/clinic-json-ld";
import { getClinicProfile } from "~/features/clinics/clinics.server";
import { BeforeAfterResults as BeforeAfterResultsSSR } from "~/features/clinics/components/before-after-results";
import { ClinicGallery } from "~/features/clinics/components/clinic-gallery";
import {
  Breadcrumbs,
  ClinicHeader,
  SectionNav,
  type Crumb,
  type SectionLink,
} from "~/features/clinics/components/clinic-header";
import { ClinicPrices as ClinicPricesSSR } from "~/features/clinics/components/clinic-prices";
import { ClinicSidebar as ClinicSidebarSSR } from "~/features/clinics/components/clinic-sidebar";
import * as StaticSections from "~/features/clinics/components/clinic-static-sections";
import { InteriorPhotos as InteriorPhotosSSR } from "~/features/clinics/components/interior-photos";
import {
  clinicDescriptionIn,
  packageTextsIn,
} from "~/features/clinics/content-translations.server";
import { getResponseTimes } from "~/features/clinics/response-times.server";
import { useListingView } from "~/features/clinics/use-listing-view";
import { isVerifiedNow, listPublicCredentials } from "~/features/credentials/credentials.server";
import { stayIn } from "~/features/packages/package-card-texts.server";
import { groupIn } from "~/i18n/catalogue-names.server";
import type { Locale } from "~/i18n/config";
import { placeholders } from "~/i18n/fill";
import {
  cityNameIn,
  countryNameIn,
  homeCountryNameIn,
  languageNameIn,
  treatmentNameIn,
  treatmentWordingIn,
} from "~/i18n/names.server";
import { pageI18n } from "~/i18n/page.server";
import { localizePath } from "~/i18n/paths";
import { placeText, useText } from "~/i18n/text";
import { deferredIsland } from "~/perf/deferred-island";
import { staticIslands } from "~/perf/static-island";
import { now as clockNow } from "~/utils/clock.server";
import { formatLongDate } from "~/utils/dates";
import { responseTimeTexts } from "~/utils/response-time.server";
import { originFromMatches, seo, shellTextFromMatches } from "~/utils/seo";
import type { Route } from "./+types/clinic";

export async function loader({ params }: Route.LoaderArgs) {
  const profile = await cachedRead(`clinic:${params.clinicId.trim().toLowerCase()}`, () =>
    getClinicProfile(params.clinicId),
  );
  if (!profile) throw data(null, { status: 404 });
  const { clinic, treatments } = profile;
  const written = clinic.bio?.trim();
  const original =
    written ||
    generatedAbout({
      name: clinic.name,
      specialty: clinic.specialty,
      city: clinic.city.name,
      country: clinic.country.name,
      treatments: treatments.map((t) => t.name),
    });
  // A Latin name inside a right-to-left sentence keeps its own direction (FSI … PDI); English
  // texts stay exactly as they were.
  const isolated = (s: string) => (params.lang ? `\u2068${s}\u2069` : s);
  const { locale, i18n, text } = pageI18n(params, ["clinic."], {
    "clinic.about.title": { name: isolated(clinic.name) },
    "clinic.fact.years": { count: clinic.yearsExperience ?? 0 },
    "clinic.header.reviews": { count: clinic.reviewCount },
    "clinic.header.verifiedReviews": { count: profile.reviewStats.verified },
    "clinic.header.otherReviews": { count: profile.reviewStats.earlier },
    "clinic.reviews.count": { count: profile.reviewStats.count },
    "clinic.reviews.verified": { count: profile.reviewStats.verified },
    "clinic.reviews.earlier": { count: profile.reviewStats.earlier },
    "clinic.connect.with": { name: isolated(clinic.name) },
    "clinic.gallery.photos": { count: clinic.photos.length },
    "clinic.results.beforeAlt": placeholders("title"),
    "clinic.results.afterAlt": placeholders("title"),
    "clinic.results.afterWhenAlt": placeholders("title", "timeframe"),
  });
  // The clinic's own translations for this language (decision 050); without one, the original
  // shows with a note naming its language.
  const [aboutTranslation, packageTexts, responseTimes] = await cachedRead(
    `clinic-texts:${clinic.id}:${locale}`,
    () =>
      Promise.all([
        written ? clinicDescriptionIn(clinic.id, locale) : null,
        packageTextsIn(
          profile.packages.map((p) => p.id),
          locale,
        ),
        getResponseTimes([clinic.id]),
      ]),
  );
  const response = responseTimeTexts(i18n, responseTimes.get(clinic.id));
  const about = aboutTranslation ?? original;
  const packages = profile.packages.map((p) => {
    const includes = packageTexts.get(p.id)?.includes;
    // The stay as /packages writes it ("3–4 Tage"); a stay the clinic worded itself as written.
    const stay = { durationText: stayIn(locale, i18n, p.durationText) };
    return includes?.length
      ? { ...p, ...stay, includes: includes.slice(0, 4), includesTranslated: true }
      : { ...p, ...stay, includesTranslated: false };
  });
  // Dates and per-item plurals in the page's language, formatted here (no Lingui in the browser).
  const longDate = (iso: string) =>
    locale === "en"
      ? formatLongDate(iso)
      : i18n.date(new Date(iso), {
          day: "numeric",
          month: "long",
          year: "numeric",
          timeZone: "UTC",
        });
  // "Verified on <date>" only while the check counts (decision 051); otherwise the page says
  // honestly that it is not (yet) verified.
  const now = clockNow(); // the clock seam (decision 052): tests move it forward
  const checkedOn = (v: {
    verificationStatus: string;
    verificationExpiresAt: Date | null;
    verifiedAt: Date | null;
  }) =>
    isVerifiedNow(v, now) && v.verifiedAt
      ? i18n._("clinicData.verify.verified-on", { date: longDate(v.verifiedAt.toISOString()) })
      : null;
  const doctors = profile.doctors.map(
    ({ verificationStatus, verifiedAt, verificationExpiresAt, proceduresPerYear, ...d }) => ({
      ...d,
      yearsText:
        d.yearsExperience == null
          ? null
          : i18n._("clinic.doctors.years", { count: d.yearsExperience }),
      verifiedText: checkedOn({ verificationStatus, verifiedAt, verificationExpiresAt }),
      procedures: Object.entries(proceduresPerYear ?? {}).map(([name, n]) =>
        i18n._("clinicData.doctors.procedure", {
          name: treatmentWordingIn(locale, name),
          count: n,
        }),
      ),
    }),
  );
  const credentials = (
    await cachedRead(`clinic-credentials:${clinic.id}`, () => listPublicCredentials(clinic.id))
  ).map((c) => ({
    id: c.id,
    kind: c.kind,
    name: c.name,
    issuer: c.issuer,
    number: c.number,
    expiresText: c.expiresOn
      ? i18n._("clinicData.credentials.expires", { date: longDate(c.expiresOn) })
      : null,
    verifiedText: c.verifiedAt
      ? i18n._("clinicData.verify.verified-on", { date: longDate(c.verifiedAt.toISOString()) })
      : null,
  }));
  const reviews = profile.reviews.map((r) => ({
    ...r,
    authorCountry: r.authorCountry && homeCountryNameIn(locale, r.authorCountry),
    treatment: r.treatment && treatmentWordingIn(locale, r.treatment),
    dateText: longDate(r.createdAt),
    replyDateText: r.reply ? longDate(r.reply.at) : undefined,
  }));
  const verifiedOn = clinic.verifiedAt
    ? i18n._("clinic.header.verifiedChecked", { date: longDate(clinic.verifiedAt) })
    : null;
  // Catalogue names in the page's language (the links keep the slugs).
  const cityName = cityNameIn(locale, clinic.city.slug, clinic.city.name);
  const countryName = countryNameIn(locale, clinic.country.slug, clinic.country.name);
  const place = placeText(locale, cityName, countryName);
  const metaText = {
    title: i18n._("clinic.meta.title", { name: clinic.name, city: cityName }),
    description: (() => {
      const values = {
        name: clinic.name,
        place,
        specialty: clinic.specialty,
        rating:
          locale === "en"
            ? clinic.rating.toFixed(1)
            : i18n.number(clinic.rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
        count: clinic.reviewCount,
      };
      return clinic.verifiedAt
        ? i18n._("clinic.meta.descriptionVerified", values)
        : i18n._("clinic.meta.description", values);
    })(),
    home: i18n._("clinic.crumb.home"),
    destinations: i18n._("clinic.crumb.destinations"),
  };
  return data({
    ...profile,
    clinic: {
      ...clinic,
      city: { ...clinic.city, name: cityName },
      country: { ...clinic.country, name: countryName },
      languages: clinic.languages.map((l) => languageNameIn(locale, l)),
    },
    treatments: treatments.map((t) => ({
      ...t,
      name: treatmentNameIn(locale, t.name),
      group: groupIn(locale, t.group),
    })),
    doctors,
    credentials,
    reviews,
    packages,
    about,
    aboutTranslated: aboutTranslation !== null,
    verifiedOn,
    response,
    locale,
    text,
    metaText,
  });
}

/*
 * On a phone, everything after the gallery is below the fold, and most of it is text. Those
 * blocks are islands (app/perf/, decision 068): the ones without behaviour (about, doctors,
 * credentials, reviews) are static, never downloaded or hydrated on the page the server
 * rendered; the interactive ones (prices in the visitor's currency, the interior photos'
 * viewer, the before/after filters) load their code when they come near the screen. Each is
 * keyed by the clinic, so a client-side move to another clinic renders it afresh (its code
 * arrives then: no clientLoader preloads it, because a clientLoader costs this route one more
 * script request on every first visit, the route module becoming a facade).
 */
// Each island is a block in the column's vertical rhythm (space-y): one whose section is empty
// (no doctors, no credentials...) takes no room.
const blockIsland = { className: "empty:hidden" };
const island = staticIslands(
  import.meta.env.SSR ? StaticSections : null,
  () => import("~/features/clinics/components/clinic-static-sections"),
);
const ClinicAbout = island("clinic-about", (m) => m.ClinicAbout, blockIsland);
const ClinicDoctors = island("clinic-doctors", (m) => m.ClinicDoctors, blockIsland);
const ClinicCredentials = island("clinic-credentials", (m) => m.ClinicCredentials, blockIsland);
const ClinicReviews = island("clinic-reviews", (m) => m.ClinicReviews, blockIsland);

function useCurrencyCode() {
  return useCurrency().currency;
}
const ClinicPrices = deferredIsland(
  import.meta.env.SSR ? ClinicPricesSSR : null,
  () => import("~/features/clinics/components/clinic-prices").then((m) => m.ClinicPrices),
  { watch: useCurrencyCode, ...blockIsland },
);
// The sidebar (packages, contact, insurance add-on, map, links) follows the whole column on a
// phone; on a wide screen it is near the screen at once and loads with the page.
const ClinicSidebar = deferredIsland(
  import.meta.env.SSR ? ClinicSidebarSSR : null,
  () => import("~/features/clinics/components/clinic-sidebar").then((m) => m.ClinicSidebar),
  { watch: useCurrencyCode },
);
const InteriorPhotos = deferredIsland(
  import.meta.env.SSR ? InteriorPhotosSSR : null,
  () => import("~/features/clinics/components/interior-photos").then((m) => m.InteriorPhotos),
  blockIsland,
);
const BeforeAfterResults = deferredIsland(
  import.meta.env.SSR ? BeforeAfterResultsSSR : null,
  () =>
    import("~/features/clinics/components/before-after-results").then((m) => m.BeforeAfterResults),
  blockIsland,
);

export default function ClinicProfilePage({ loaderData }: Route.ComponentProps) {
  const { clinic, treatments, doctors, cases, reviews, reviewStats, packages, about } = loaderData;
  const t = useText();
  useListingView("clinic", clinic.id);
  const crumbs = breadcrumbs(clinic, loaderData.metaText, loaderData.locale);
  const sections: SectionLink[] = [
    { id: "about", label: t("clinic.nav.about") },
    ...(doctors.length ? [{ id: "doctors", label: t("clinic.nav.doctors") }] : []),
    ...(treatments.length ? [{ id: "prices", label: t("clinic.nav.prices") }] : []),
    ...(clinic.interiorImages.length ? [{ id: "interior", label: t("clinic.nav.interior") }] : []),
    ...(cases.length ? [{ id: "results", label: t("clinic.nav.results") }] : []),
    { id: "reviews", label: t("clinic.nav.reviews") },
    { id: "clinic-details", label: t("clinic.nav.details") },
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
              earlierCount={reviewStats.earlier}
              verifiedAt={clinic.verifiedAt}
              verifiedOn={loaderData.verifiedOn}
            />
          </div>
        </div>
      </div>
      <SectionNav links={sections} />

      <div className="container-page grid gap-6 pt-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8 lg:pt-8">
        <div className="min-w-0 space-y-6">
          <ClinicGallery name={clinic.name} photos={clinic.photos} />
          <ClinicAbout
            key={`about-${clinic.id}`}
            name={clinic.name}
            text={about}
            translated={loaderData.aboutTranslated}
            yearsExperience={clinic.yearsExperience}
            specialty={clinic.specialty}
            languages={clinic.languages}
            certifications={clinic.certifications}
            awards={clinic.awards}
          />
          <ClinicDoctors key={`doctors-${clinic.id}`} doctors={doctors} />
          <ClinicCredentials
            key={`credentials-${clinic.id}`}
            credentials={loaderData.credentials}
          />
          <ClinicPrices key={`prices-${clinic.id}`} treatments={treatments} />
          <InteriorPhotos
            key={`interior-${clinic.id}`}
            name={clinic.name}
            images={clinic.interiorImages}
          />
          <BeforeAfterResults key={`results-${clinic.id}`} cases={cases} />
          <ClinicReviews key={`reviews-${clinic.id}`} reviews={reviews} stats={reviewStats} t={t} />
        </div>
        <aside id="clinic-details" aria-label={t("clinic.aside")} className="min-w-0 scroll-mt-32">
          <ClinicSidebar
            key={`sidebar-${clinic.id}`}
            clinic={clinic}
            packages={packages}
            response={loaderData.response}
          />
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

/** The trail to the clinic; `locale` puts the links in the page's language (structured data: none). */
function breadcrumbs(
  c: CrumbSource,
  labels: { home: string; destinations: string },
  locale?: Locale,
): Crumb[] {
  const to = (path: string) => (locale ? localizePath(path, locale) : path);
  return [
    { label: labels.home, to: to("/") },
    { label: labels.destinations, to: to("/destinations") },
    { label: c.country.name, to: to(`/destinations/${c.country.slug}`) },
    { label: c.city.name, to: to(`/destinations/${c.country.slug}/${c.city.slug}`) },
    { label: c.name },
  ];
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const origin = originFromMatches(matches);
  if (!loaderData) {
    return seo({
      title: shellTextFromMatches(
        matches,
        /*i18n*/ "shell.notFound.clinic.title",
        "Clinic Not Found",
      ),
      description: shellTextFromMatches(
        matches,
        /*i18n*/ "shell.notFound.clinic.text",
        "The clinic you're looking for doesn't exist or has been moved.",
      ),
      path: "/destinations",
      origin,
      noindex: true,
    });
  }
  const { clinic, about, metaText, locale } = loaderData;
  const path = `/clinic/${clinic.slug}`;
  return seo({
    locale,
    title: metaText.title,
    description: metaText.description,
    path,
    origin,
    image: clinic.photos[0],
    jsonLd: clinicJsonLd(clinic, { about, origin, path, crumbs: breadcrumbs(clinic, metaText) }),
  });
};

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        404: () => <NotFoundMessage kind="clinic" />,
      }}
    />
  );
}
