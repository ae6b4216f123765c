import { BadgeCheck, HeartHandshake, Plane, Search } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { breadcrumbJsonLd, type Crumb } from "~/features/destinations/breadcrumbs";
import { Breadcrumbs } from "~/features/destinations/components/breadcrumbs";
import { CountryCard } from "~/features/destinations/components/destination-cards";
import { countryCardsIn } from "~/features/destinations/country-cards.server";
import { listDestinationCountries } from "~/features/destinations/destinations.server";
import { pageI18n } from "~/i18n/page.server";
import { localizePath } from "~/i18n/paths";
import { useLocalePath, useText } from "~/i18n/text";
import { originFromMatches, seo } from "~/utils/seo";
import type { Route } from "./+types/index";

/** The page's texts; `destinationsData.` (one per card) are formatted per country. */
const NAMESPACES = ["destinations.", "guide.breadcrumb"];

export async function loader({ params }: Route.LoaderArgs) {
  const rows = await listDestinationCountries();
  const totalClinics = rows.reduce((sum, c) => sum + c.verifiedClinicCount, 0);
  const { locale, i18n, text } = pageI18n(params, NAMESPACES, {
    "destinations.intro": { count: totalClinics },
  });
  const countries = await countryCardsIn(locale, i18n, rows);
  const meta = {
    title: i18n._("meta.destinations.title"),
    description: i18n._("meta.destinations.description"),
  };
  const crumbs: Crumb[] = [
    { label: i18n._("guide.crumb.home"), path: localizePath("/", locale) },
    { label: i18n._("guide.crumb.destinations"), path: localizePath("/destinations", locale) },
  ];
  return { countries, crumbs, locale, meta, text };
}

export default function DestinationsPage({ loaderData }: Route.ComponentProps) {
  const { countries, crumbs } = loaderData;
  const t = useText();
  const to = useLocalePath();
  return (
    <>
      <header className="relative overflow-hidden bg-gradient-to-b from-primary-50 via-primary-50/40 to-white">
        <div
          aria-hidden
          className="pointer-events-none absolute -right-40 -top-40 size-[30rem] rounded-full bg-primary-100/60 blur-3xl"
        />
        <div
          aria-hidden
          className="pointer-events-none absolute -left-40 top-24 size-[22rem] rounded-full bg-accent-100/50 blur-3xl"
        />
        <div className="container-page relative pb-12 pt-2 sm:pt-4">
          <Breadcrumbs crumbs={crumbs} />
          <div className="mx-auto mt-6 max-w-3xl text-center">
            <p className="text-sm font-semibold uppercase tracking-wider text-primary-700">
              {t("destinations.eyebrow")}
            </p>
            <h1 className="mt-3 text-balance text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
              {t("destinations.title")}
            </h1>
            <p className="mx-auto mt-4 max-w-2xl text-pretty text-lg leading-relaxed text-slate-700">
              {t("destinations.intro")}
            </p>
          </div>
          <ul className="mx-auto mt-8 flex max-w-3xl flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-slate-700">
            <li className="flex items-center gap-1.5">
              <BadgeCheck aria-hidden className="size-4 text-primary-700" />{" "}
              {t("destinations.point.verified")}
            </li>
            <li className="flex items-center gap-1.5">
              <Plane aria-hidden className="size-4 text-primary-700" />{" "}
              {t("destinations.point.travel")}
            </li>
            <li className="flex items-center gap-1.5">
              <HeartHandshake aria-hidden className="size-4 text-primary-700" />{" "}
              {t("destinations.point.safety")}
            </li>
          </ul>
        </div>
      </header>

      <section aria-label={t("destinations.countries")} className="container-page pb-16">
        <ul className="space-y-8">
          {countries.map((country, i) => (
            <li key={country.slug}>
              <CountryCard country={country} eager={i === 0} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="choose-title" className="container-page">
        <div className="grid items-center gap-8 rounded-2xl bg-primary-50/70 p-6 ring-1 ring-primary-100 sm:p-10 lg:grid-cols-[minmax(0,1fr)_auto]">
          <div className="max-w-2xl">
            <h2
              id="choose-title"
              className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
            >
              {t("destinations.choose.title")}
            </h2>
            <p className="mt-3 leading-relaxed text-slate-700">{t("destinations.choose.text")}</p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link
              to={to("/search-results")}
              className={buttonVariants({ variant: "accent", size: "lg" })}
            >
              <Search aria-hidden /> {t("destinations.browse")}
            </Link>
            <Link
              to={to("/packages")}
              className={buttonVariants({ variant: "outline", size: "lg" })}
            >
              {t("destinations.choose.packages")}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const origin = originFromMatches(matches);
  return seo({
    title: loaderData?.meta.title ?? "",
    description: loaderData?.meta.description ?? "",
    path: "/destinations",
    origin,
    locale: loaderData?.locale,
    jsonLd: loaderData ? breadcrumbJsonLd(loaderData.crumbs, origin) : undefined,
  });
};
