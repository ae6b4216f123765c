import {
  BadgeCheck,
  CalendarCheck,
  Clock3,
  MapPin,
  MessageCircle,
  Send,
  Stethoscope,
  Trophy,
  HeartHandshake,
} from "lucide-react";
import { Link } from "react-router";
import { Price } from "~/components/currency-context";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { initialsOf } from "~/components/ui/initials";
import { Rating } from "~/components/ui/rating";
import { CompareToggle } from "~/features/compare/compare-toggle";
import { FavoriteButton } from "~/features/favorites/favorite-button";
import { useLocalePath, useText } from "~/i18n/text";
import { cn } from "~/utils/misc";
import type { ClinicSearchResult } from "../search.server";

export const TOP_CHOICE_RATING = 4.8;

/** The card's texts that carry a value (a count, the clinic's name), formatted by the loader. */
export type ClinicCardTexts = {
  reviews: string;
  contact: string;
  view: string;
  quote: string;
  /** The measured response time ("First reply in 3 hours (median)" or "New on CareAtlas"). */
  response?: string;
  /** "for Hair Transplant" under the starting price. */
  priceFor?: string;
};

/** The catalogue names the card shows, in the page's language (the loader's). */
export type ClinicCardNames = { city: string; place: string; treatment: string | null };

/** One clinic in the search results, with everything a patient compares at a glance. */
export function ClinicResultCard({
  clinic,
  eager = false,
  treatment,
  texts,
}: {
  clinic: ClinicSearchResult & { names?: ClinicCardNames };
  texts: ClinicCardTexts;
  eager?: boolean;
  /** The one treatment searched for: Compare and Request a quote carry it. */
  treatment?: string;
}) {
  const t = useText();
  const to = useLocalePath();
  const topChoice = clinic.rating >= TOP_CHOICE_RATING;
  const headingId = `clinic-${clinic.slug}-name`;
  const city = clinic.names?.city ?? clinic.city;
  const place = clinic.names?.place ?? `${clinic.city}, ${clinic.country}`;
  const treatmentName = clinic.names?.treatment ?? clinic.treatmentName;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="clinic-result"
      className={cn(
        "flex flex-col overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)] ring-1 ring-slate-900/5 transition-shadow hover:shadow-[var(--shadow-card-hover)] md:flex-row",
        // Not deferred (content-visibility): eight cards cost little to lay out, and an estimated
        // height made the pagination below them move as a person scrolled to it.
      )}
    >
      <div className="relative aspect-[16/10] shrink-0 overflow-hidden bg-primary-50 md:aspect-auto md:w-64 lg:w-72">
        {clinic.photo ? (
          <img
            src={clinic.photo}
            alt={`${clinic.name}, ${city}`}
            width={640}
            height={400}
            loading={eager ? "eager" : "lazy"}
            decoding="async"
            className="size-full object-cover"
          />
        ) : (
          // A new clinic without photos yet: a plain tile rather than a broken image.
          <div className="flex size-full min-h-40 items-center justify-center text-primary-700">
            <Stethoscope aria-hidden className="size-12" />
          </div>
        )}
        <FavoriteButton
          target={{ kind: "clinic", id: clinic.id, name: clinic.name }}
          className="absolute end-3 top-3"
        />
      </div>

      <div className="flex flex-1 flex-col gap-4 p-4 sm:p-5 lg:flex-row lg:gap-6">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <Rating value={clinic.rating} />
            <p className="flex items-center gap-1 text-sm text-slate-600">
              <MapPin aria-hidden className="size-4 shrink-0" />
              {place}
            </p>
          </div>
          <h2 id={headingId} className="mt-1.5 text-lg font-bold leading-snug text-slate-900">
            <Link
              to={to(`/clinic/${clinic.slug}`)}
              className="hover:text-primary-800 hover:underline"
            >
              {clinic.name}
            </Link>
          </h2>
          <p className="mt-2 flex items-center gap-2 text-sm text-slate-700">
            <DoctorAvatar name={clinic.doctorName ?? clinic.name} />
            <span>
              <span className="font-medium text-slate-900">
                {clinic.doctorName ? <bdi>{clinic.doctorName}</bdi> : t("search.card.medicalTeam")}
              </span>
              <span className="text-slate-600"> · {texts.reviews}</span>
            </span>
          </p>
          <ul className="mt-3 flex flex-wrap gap-2" aria-label={t("search.card.tags")}>
            <li>
              <Badge variant="success">
                <BadgeCheck aria-hidden />
                {t("search.card.verified")}
              </Badge>
            </li>
            <li>
              <Badge variant={topChoice ? "warning" : "primary"}>
                {topChoice ? <Trophy aria-hidden /> : <HeartHandshake aria-hidden />}
                {topChoice ? t("search.card.topChoice") : t("search.card.qualityCare")}
              </Badge>
            </li>
          </ul>
          <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
            <div>
              <dt className="flex items-center gap-1.5 font-semibold text-slate-900">
                <Stethoscope aria-hidden className="size-4 text-primary-700" />
                {t("search.card.specializes")}
              </dt>
              <dd className="mt-0.5 text-slate-700">
                {clinic.specialty}
                {clinic.treatmentName &&
                  clinic.treatmentMatched &&
                  !clinic.specialty.toLowerCase().includes(clinic.treatmentName.toLowerCase()) && (
                    <>
                      {" · "}
                      <span className="font-medium text-primary-800">{treatmentName}</span>
                    </>
                  )}
              </dd>
            </div>
            <div>
              <dt className="flex items-center gap-1.5 font-semibold text-slate-900">
                <CalendarCheck aria-hidden className="size-4 text-primary-700" />
                {t("search.card.availability")}
              </dt>
              {/* Until clinics publish a calendar every result says this (spec section 9). */}
              <dd className="mt-0.5 text-emerald-800">{t("search.card.nextWeek")}</dd>
            </div>
            {texts.response && (
              <div>
                <dt className="flex items-center gap-1.5 font-semibold text-slate-900">
                  <Clock3 aria-hidden className="size-4 text-primary-700" />
                  {t("search.card.response")}
                </dt>
                <dd className="mt-0.5 text-slate-700" data-testid="response-time">
                  {texts.response}
                </dd>
              </div>
            )}
          </dl>
        </div>

        <div className="flex flex-col justify-between gap-4 border-t border-slate-100 pt-4 lg:w-52 lg:shrink-0 lg:border-s lg:border-t-0 lg:ps-6 lg:pt-0">
          <div className="lg:text-end">
            <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">
              {t("search.card.startingFrom")}
            </p>
            {clinic.priceFromMinor !== null && clinic.currency ? (
              <>
                <p className="text-2xl font-bold text-primary-800">
                  <Price amountMinor={clinic.priceFromMinor} currency={clinic.currency} />
                </p>
                {texts.priceFor && <p className="text-xs text-slate-600">{texts.priceFor}</p>}
              </>
            ) : (
              <p className="text-base font-semibold text-slate-800">
                {t("search.card.priceOnRequest")}
              </p>
            )}
          </div>
          <CompareToggle
            kind="clinic"
            id={clinic.slug}
            name={clinic.name}
            treatment={treatment}
            className="w-full justify-center"
          />
          <div className="grid grid-cols-2 gap-2 lg:grid-cols-1">
            {/* The spec's "Contact" opens a conversation with this clinic, as the clinic page's
                "Message clinic" does (signed out: sign in first, then on to the thread). */}
            <Link
              to={`/dashboard/messages/new?clinic=${encodeURIComponent(clinic.slug)}`}
              rel="nofollow"
              className={buttonVariants({ variant: "outline", className: "w-full" })}
              aria-label={texts.contact}
            >
              <MessageCircle aria-hidden />
              {t("search.card.contact")}
            </Link>
            <Link
              to={to(`/clinic/${clinic.slug}`)}
              className={buttonVariants({ variant: "primary", className: "w-full" })}
              aria-label={texts.view}
            >
              {t("search.card.view")}
            </Link>
          </div>
          <Link
            to={`${to("/quote-request")}?${new URLSearchParams({ clinic: clinic.slug, ...(treatment ? { treatment } : {}) })}`}
            rel="nofollow"
            className={buttonVariants({ variant: "link", size: "sm", className: "w-full" })}
            aria-label={texts.quote}
          >
            <Send aria-hidden className="rtl:-scale-x-100" />
            {t("search.card.quote")}
          </Link>
        </div>
      </div>
    </article>
  );
}

function DoctorAvatar({ name, className }: { name: string; className?: string }) {
  const initials = initialsOf(name);
  return (
    <span
      aria-hidden
      className={cn(
        "grid size-8 shrink-0 place-items-center rounded-full bg-primary-100 text-xs font-semibold text-primary-900",
        className,
      )}
    >
      {initials}
    </span>
  );
}
