import {
  ArrowRight,
  BadgeCheck,
  Building2,
  Info,
  PiggyBank,
  Search,
  Stethoscope,
  Users,
} from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { Rating } from "~/components/ui/rating";
import { useLocale, useLocalePath, useText } from "~/i18n/text";
import type { CountryCardShown } from "../country-cards.server";
import type { CityClinicCard } from "../destinations.server";

/**
 * One destination country on /destinations: the figures from the database and the two next
 * steps. The loader wrote names, figures and counts in the page's language (`countryCardsIn`).
 */
export function CountryCard({
  country,
  eager = false,
}: {
  country: CountryCardShown;
  eager?: boolean;
}) {
  const t = useText();
  const to = useLocalePath();
  const headingId = `country-${country.slug}-title`;
  // The description and tip are in English until written in the page's language.
  const locale = useLocale();
  const english = country.textLocale === "en" && locale !== "en";
  const lang = english ? { lang: "en", dir: "ltr" as const } : {};
  return (
    <article
      aria-labelledby={headingId}
      className="grid overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)] ring-1 ring-slate-900/5 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]"
    >
      <div className="relative">
        <img
          src={country.image}
          alt=""
          width={1200}
          height={800}
          loading={eager ? undefined : "lazy"}
          decoding="async"
          className="aspect-[3/2] size-full object-cover lg:aspect-auto"
        />
        <Badge variant="dark" className="absolute start-4 top-4 backdrop-blur">
          <BadgeCheck aria-hidden /> {country.texts.clinics}
        </Badge>
      </div>
      <div className="flex flex-col p-5 sm:p-7">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900">
          {country.name}
        </h2>
        <p {...lang} className="mt-2 leading-relaxed text-slate-700">
          {country.description}
        </p>

        <dl className="mt-5 grid grid-cols-2 gap-2 sm:gap-3">
          <Figure
            icon={PiggyBank}
            label={t("destinations.card.savings", "Typical savings")}
            value={country.savingsRange}
          />
          <Figure
            icon={Building2}
            label={t("destinations.card.verified", "Verified clinics")}
            value={country.texts.clinicCount}
          />
        </dl>

        <div className="mt-5">
          <h3 className="text-sm font-semibold text-slate-900">
            {t("destinations.card.popular", "Popular treatments")}
          </h3>
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {country.popularTreatments.map((name) => (
              <li key={name}>
                <Badge variant="primary">{name}</Badge>
              </li>
            ))}
          </ul>
        </div>

        <p className="mt-5 flex gap-2.5 rounded-lg bg-slate-50 p-3 text-sm leading-relaxed text-slate-700">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-primary-700" />
          <span>
            <span className="sr-only">{t("destinations.card.note", "Good to know: ")}</span>
            <span {...lang}>{country.specialNote}</span>
          </span>
        </p>

        <div className="mt-auto flex flex-col gap-3 pt-6 sm:flex-row">
          <Link
            to={to(`/destinations/${country.slug}`)}
            className={buttonVariants({ variant: "primary", className: "sm:flex-1" })}
          >
            {country.texts.explore} <ArrowRight aria-hidden className="rtl:-scale-x-100" />
          </Link>
          <Link
            to={to("/search-results")}
            className={buttonVariants({ variant: "outline", className: "sm:flex-1" })}
          >
            <Search aria-hidden /> {t("destinations.browse", "Browse All Clinics")}
          </Link>
        </div>
      </div>
    </article>
  );
}

function Figure({
  icon: Icon,
  label,
  value,
}: {
  icon: typeof Users;
  label: string;
  value: string;
}) {
  return (
    <div className="rounded-lg bg-primary-50/60 p-2.5 ring-1 ring-primary-100 sm:p-3">
      <dt className="flex items-start gap-1 text-xs font-medium leading-snug text-slate-600">
        <Icon aria-hidden className="mt-px hidden size-3.5 shrink-0 text-primary-700 sm:block" />
        {label}
      </dt>
      <dd className="mt-1 text-base font-bold tracking-tight text-slate-900 sm:text-xl">{value}</dd>
    </div>
  );
}

/** A city on a country guide, linking to its city guide. */
export function CityCard({
  countrySlug,
  city,
  clinicText,
}: {
  countrySlug: string;
  city: { name: string; slug: string; tagline: string; description: string };
  /** "3 verified clinics", written in the page's language by the loader; none: "City guide". */
  clinicText: string | undefined;
}) {
  const t = useText();
  const to = useLocalePath();
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)] ring-1 ring-slate-900/5 transition-shadow hover:shadow-[var(--shadow-card-hover)]">
      <img
        src={`/images/cities/${city.slug}.svg`}
        alt=""
        width={1200}
        height={800}
        loading="lazy"
        decoding="async"
        className="aspect-[2/1] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-lg font-semibold text-slate-900">
          <Link
            to={to(`/destinations/${countrySlug}/${city.slug}`)}
            className="after:absolute after:inset-0 group-hover:text-primary-800"
          >
            {city.name}
          </Link>
        </h3>
        <p className="mt-0.5 text-sm font-medium text-primary-800">{city.tagline}</p>
        <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-700">{city.description}</p>
        <p className="mt-4 flex items-center justify-between gap-3 text-sm">
          <span className="text-slate-600">
            {clinicText ?? t("guide.city-card.label", "City guide")}
          </span>
          <span
            aria-hidden
            className="inline-flex items-center gap-1 font-semibold text-primary-700 group-hover:underline"
          >
            {t("guide.card.read", "Read guide")} <ArrowRight className="size-4 rtl:-scale-x-100" />
          </span>
        </p>
      </div>
    </article>
  );
}

/** One of a city's top verified clinics. */
export function ClinicCard({
  clinic,
}: {
  /** `reviewsText`: "834 reviews" in the page's language (the loader's); English when absent. */
  clinic: CityClinicCard & { reviewsText?: string };
}) {
  const t = useText();
  const to = useLocalePath();
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)] ring-1 ring-slate-900/5 transition-shadow hover:shadow-[var(--shadow-card-hover)]">
      <div className="relative">
        {clinic.photo ? (
          <img
            src={clinic.photo}
            alt=""
            width={1200}
            height={800}
            loading="lazy"
            decoding="async"
            className="aspect-[3/2] w-full bg-primary-50 object-cover"
          />
        ) : (
          // A new clinic without photos yet: a plain tile rather than a broken image.
          <div className="flex aspect-[3/2] w-full items-center justify-center bg-primary-50 text-primary-700">
            <Stethoscope aria-hidden className="size-12" />
          </div>
        )}
        <Badge
          variant={null}
          className="absolute start-3 top-3 bg-white text-emerald-800 shadow-sm ring-1 ring-emerald-200"
        >
          <BadgeCheck aria-hidden /> {t("guide.card.verified", "Verified")}
        </Badge>
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h3 className="font-semibold leading-snug text-slate-900">
          <Link
            to={to(`/clinic/${clinic.slug}`)}
            className="after:absolute after:inset-0 group-hover:text-primary-800"
          >
            {clinic.name}
          </Link>
        </h3>
        <p className="mt-1 flex-1 text-sm text-slate-600">{clinic.specialty}</p>
        <div className="mt-3 flex items-center justify-between gap-2">
          <Rating
            value={clinic.rating}
            count={clinic.reviewCount}
            labels={clinic.reviewsText ? { count: clinic.reviewsText } : undefined}
          />
        </div>
        <span
          aria-hidden
          className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-primary-700 group-hover:underline"
        >
          {t("guide.card.view-clinic", "View clinic")}{" "}
          <ArrowRight className="size-4 rtl:-scale-x-100" />
        </span>
      </div>
    </article>
  );
}
