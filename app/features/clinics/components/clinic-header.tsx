import { BadgeCheck, ChevronRight, MapPin, MessageSquareText } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { Rating, useRatingText } from "~/components/ui/rating";
import { Stars } from "~/components/ui/stars";
import { FavoriteButton } from "~/features/favorites/favorite-button";
import { ContactDialog, contactPageHref } from "~/features/inquiries/contact-dialog";
import { useText } from "~/i18n/text";
import { VerifiedCheck } from "./verified-check";

export type Crumb = { label: string; to?: string };

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-slate-600">
        {items.map((c, i) => (
          <li key={c.label + i} className="flex min-w-0 items-center gap-1.5">
            {i > 0 && (
              <ChevronRight
                aria-hidden
                className="size-3.5 shrink-0 text-slate-500 rtl:-scale-x-100"
              />
            )}
            {c.to ? (
              <Link to={c.to} className="rounded hover:text-primary-800 hover:underline">
                {c.label}
              </Link>
            ) : (
              <span aria-current="page" className="truncate font-medium text-slate-900">
                {c.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function ClinicHeader({
  id,
  slug,
  name,
  address,
  specialty,
  rating,
  reviewCount,
  earlierCount = 0,
  verifiedAt,
  verifiedOn,
}: {
  id: string;
  slug: string;
  name: string;
  address: string;
  specialty: string;
  rating: number;
  reviewCount: number;
  /** Of `reviewCount`, those from before the clinic joined (clinics.base_review_count). */
  earlierCount?: number;
  verifiedAt: string | null;
  /** The date of the last check; null when never verified or the verification expired. */
  /** "Verified · last checked 13 October 2026" in the page's language (the loader's). */
  verifiedOn?: string | null;
}) {
  const t = useText();
  const ratingText = useRatingText();
  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          {verifiedAt && (
            <Badge variant="success" size="md">
              <BadgeCheck aria-hidden className="!size-4" />
              {t("clinic.header.verified")}
            </Badge>
          )}
          <Badge variant="neutral" size="md">
            {specialty}
          </Badge>
        </div>
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl">
          {name}
        </h1>
        <p className="mt-2 flex items-start gap-1.5 text-slate-700">
          <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-primary-700" />
          <span>{address}</span>
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          {reviewCount > 0 ? (
            <>
              <span className="inline-flex items-center gap-1.5">
                <Stars value={rating} label={false} />
                <span className="font-bold text-slate-900">{ratingText(rating)}</span>
                <span className="sr-only">{t("clinic.header.outOf")}</span>
              </span>
              <a
                href="#reviews"
                className="inline-flex items-center gap-1 font-medium text-primary-800 underline-offset-4 hover:underline"
              >
                <MessageSquareText aria-hidden className="size-4" />
                {t("clinic.header.verifiedReviews")}
              </a>
              {earlierCount > 0 && (
                <span className="text-slate-600">
                  {t("clinic.header.otherReviews")}{" "}
                  <span className="text-xs">({t("clinic.header.otherSource")})</span>
                </span>
              )}
            </>
          ) : (
            <Rating
              value={rating}
              count={reviewCount}
              labels={{
                count: t("clinic.header.reviews"),
                outOf: t("clinic.header.outOf"),
                isNew: t("clinic.header.new"),
                noReviews: t("clinic.header.noReviews"),
              }}
            />
          )}
          {verifiedAt && <VerifiedCheck checkedAt={verifiedAt} label={verifiedOn} />}
        </div>
      </div>
      <div className="flex shrink-0 items-center gap-3">
        <ContactDialog
          subject={{ kind: "clinic", id, slug, name }}
          trigger={
            <Link
              to={contactPageHref({ kind: "clinic", id, slug, name })}
              className={buttonVariants({
                variant: "accent",
                className: "flex-1 sm:flex-none lg:hidden",
              })}
            >
              {t("clinic.contact")}
            </Link>
          }
        />
        <FavoriteButton target={{ kind: "clinic", id, name }} look="outlined" />
      </div>
    </div>
  );
}

export type SectionLink = { id: string; label: string };

/** In-page navigation between the profile's sections; scrolls sideways on small screens. */
export function SectionNav({ links }: { links: SectionLink[] }) {
  const t = useText();
  return (
    <nav
      aria-label={t("clinic.nav.label")}
      className="sticky top-16 z-30 border-y border-slate-200 bg-white/95 backdrop-blur"
    >
      <ul className="container-page flex gap-1 overflow-x-auto [scrollbar-width:none]">
        {links.map((l) => (
          <li key={l.id} className="shrink-0">
            <a
              href={`#${l.id}`}
              className="inline-flex h-12 items-center border-b-2 border-transparent px-3 text-sm font-semibold text-slate-700 hover:border-primary-600 hover:text-primary-800"
            >
              {l.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
