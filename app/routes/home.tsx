import { useCurrency } from "~/components/currency-context";
import { cachedRead } from "~/db/read-cache.server";
import { DashboardButton as DashboardButtonSSR } from "~/features/accounts/components/dashboard-button";
import {
  getSearchFormOptions,
  listDestinationCards,
  listFeaturedPackages,
  listInsurancePartners,
  listTestimonials,
  getCatalogueStats,
} from "~/features/catalogue/catalogue.server";
import { countrySummariesIn } from "~/features/destinations/guides.server";
import { AppNotifyForm as AppNotifyFormSSR } from "~/features/home/app-notify-form";
import { homeTexts } from "~/features/home/home-texts.server";
import * as Sections from "~/features/home/sections";
import { FeaturedPackageCard as FeaturedPackageCardSSR } from "~/features/packages/components/package-card";
import { SearchForm as SearchFormSSR } from "~/features/search/components/search-form";
import { DEFAULT_LOCALE, isLocale, type Locale } from "~/i18n/config";
import { deferredIsland } from "~/perf/deferred-island";
import { staticIslands } from "~/perf/static-island";
import { promotesPatientApp } from "~/utils/bottom-bars";
import { useFavoriteKeys, useOptionalUser } from "~/utils/root-data";
import { originFromMatches, seo } from "~/utils/seo";
import type { Route } from "./+types/home";

export async function loader({ params }: Route.LoaderArgs) {
  // The page's data as it is sent, per language, kept with the catalogue reads (decision 070):
  // its texts, names and figures are formatted once per language and catalogue change, not on
  // every request. Nothing in it depends on the visitor.
  const locale = isLocale(params.lang) ? params.lang : DEFAULT_LOCALE;
  return cachedRead(`home:${locale}`, () => homeData(locale));
}

async function homeData(locale: Locale) {
  const [searchOptions, destinations, packages, testimonials, partners, stats] = await Promise.all([
    getSearchFormOptions(),
    listDestinationCards(),
    listFeaturedPackages(4),
    listTestimonials(),
    listInsurancePartners(),
    getCatalogueStats(),
  ]);
  const page = homeTexts(
    { lang: locale },
    { destinations, testimonials, partners, stats, searchOptions, packages },
  );
  // The destination cards' descriptions as written for the page's language (English: the table's).
  const summaries = await countrySummariesIn(page.locale);
  return {
    ...page,
    destinations: page.destinations.map((d) => ({
      ...d,
      description: summaries.get(d.slug)?.description ?? d.description,
    })),
  };
}

/*
 * The home page's blocks without behaviour are static islands (app/perf/static-island.tsx):
 * the first visit keeps the server's HTML and never downloads their code; a client-side
 * navigation back to the home page loads it with the data (clientLoader below). What stays
 * hydrated: the search form, the package cards (currency, favourites, compare), the dashboard
 * button (signed-in state) and the app notify form.
 */
const island = staticIslands(
  import.meta.env.SSR ? Sections : null,
  () => import("~/features/home/sections"),
);
const HeroBackdrop = island("hero-backdrop", (m) => m.HeroBackdrop);
const HeroIntro = island("hero-intro", (m) => m.HeroIntro);
const HeroPromises = island("hero-promises", (m) => m.HeroPromises);
const DestinationCards = island("destinations", (m) => m.DestinationCards);
const HowItWorks = island("how-it-works", (m) => m.HowItWorks);
const TrustedStats = island("trusted-stats", (m) => m.TrustedStats);
const Testimonials = island("testimonials", (m) => m.Testimonials);
const InsurancePartners = island("insurance", (m) => m.InsurancePartners);
const MobileAppIntro = island("app-intro", (m) => m.MobileAppIntro);
// The phone picture is for wide screens only: the island itself is hidden below lg, so the
// grid has no empty cell (and gap) on phones.
const MobileAppPhone = island("app-phone", (m) => m.MobileAppPhone, {
  className: "hidden lg:block",
});
const CallToAction = island("cta", (m) => m.CallToAction);
const PackagesHeading = island("packages-heading", (m) => m.PackagesHeading);
const AllPackagesLink = island("all-packages", (m) => m.AllPackagesLink);

/*
 * Below the fold, the package cards and the app notify form load their code when they come near
 * the screen (app/perf/deferred-island.tsx). A card's HTML depends on the currency, the rates and
 * the signed-in user's favourites: when one changes first, its code is fetched at once.
 */
function usePackageCardInputs() {
  const { currency, rates } = useCurrency();
  const favoriteKeys = useFavoriteKeys();
  return `${currency}|${JSON.stringify(rates)}|${favoriteKeys.join(",")}`;
}
const FeaturedPackageCard = deferredIsland(
  import.meta.env.SSR ? FeaturedPackageCardSSR : null,
  () => import("~/features/packages/components/package-card").then((m) => m.FeaturedPackageCard),
  { watch: usePackageCardInputs },
);
/*
 * The dashboard button shows for signed-in people only, so most visitors never need its code:
 * it loads at once when the server rendered the button, or when someone signs in on this page.
 */
function useSignedInRole() {
  return useOptionalUser()?.role ?? null;
}
const DashboardButton = deferredIsland(
  import.meta.env.SSR ? DashboardButtonSSR : null,
  () => import("~/features/accounts/components/dashboard-button").then((m) => m.DashboardButton),
  { watch: useSignedInRole },
);
/*
 * The search form's selects and its submit button work as HTML: its code (the date picker's
 * button, the client-side submit, the budget labels in another currency) loads when someone
 * points at, touches or focuses it, or changes the currency (decision 043).
 */
function useCurrencyCode() {
  return useCurrency().currency;
}
const SearchForm = deferredIsland(
  import.meta.env.SSR ? SearchFormSSR : null,
  () => import("~/features/search/components/search-form").then((m) => m.SearchForm),
  { watch: useCurrencyCode, on: "interaction" },
);
const AppNotifyForm = deferredIsland(import.meta.env.SSR ? AppNotifyFormSSR : null, () =>
  import("~/features/home/app-notify-form").then((m) => m.AppNotifyForm),
);

/** Client-side navigations to the home page: the islands' code arrives together with the data. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([
    serverLoader(),
    island.preload(),
    FeaturedPackageCard.preload(),
    AppNotifyForm.preload(),
    SearchForm.preload(),
    DashboardButton.preload(),
  ]);
  return data;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { searchOptions, destinations, packages, testimonials, partners, stats } = loaderData;
  const role = useSignedInRole();
  return (
    <>
      <section
        aria-labelledby="hero-title"
        className="relative overflow-hidden bg-gradient-to-b from-primary-50 via-white to-white"
      >
        <HeroBackdrop />
        <div className="container-page relative pb-16 pt-12 sm:pt-16">
          <div className="mx-auto max-w-3xl text-center">
            <HeroIntro />
            <DashboardButton className="mt-6" />
          </div>
          <div className="mx-auto mt-10 max-w-5xl">
            <SearchForm options={searchOptions} />
            <HeroPromises />
          </div>
        </div>
      </section>

      <DestinationCards destinations={destinations} />

      <section aria-labelledby="packages-title" className="container-page pb-16">
        <PackagesHeading />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {packages.map((p) => (
            <li key={p.id} className="flex">
              <FeaturedPackageCard pkg={p} />
            </li>
          ))}
        </ul>
        <AllPackagesLink />
      </section>

      <div>
        <HowItWorks />
        <TrustedStats stats={stats} />
        <Testimonials items={testimonials} />
        <InsurancePartners partners={partners} />
        {promotesPatientApp(role) && (
          <section id="mobile-app" aria-labelledby="app-title" className="container-page py-16">
            {/* One shrinkable column on phones: the notify form's row may not widen the card. */}
            <div className="grid grid-cols-1 items-center gap-10 overflow-hidden rounded-3xl bg-gradient-to-br from-primary-800 to-primary-950 p-6 text-white sm:p-10 lg:grid-cols-[1.3fr_1fr]">
              <div className="min-w-0">
                <MobileAppIntro />
                <div className="mt-6 max-w-md">
                  <AppNotifyForm />
                </div>
              </div>
              <MobileAppPhone />
            </div>
          </section>
        )}
      </div>

      <CallToAction />
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo({
    title: loaderData?.meta.title ?? "",
    description: loaderData?.meta.description ?? "",
    path: "/",
    origin: originFromMatches(matches),
    locale: loaderData?.locale,
  });
