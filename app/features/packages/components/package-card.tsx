import { Check, Clock, MapPin } from "lucide-react";
import { Link } from "react-router";
import { Price } from "~/components/currency-context";
import { Badge } from "~/components/ui/badge";
import { Rating } from "~/components/ui/rating";
import type { PackageCardData } from "~/features/catalogue/catalogue.server";
import { FavoriteButton } from "~/features/favorites/favorite-button";
import { useLocalePath, useText } from "~/i18n/text";

/** The package card of the home page's Featured Treatment Packages. */
export function FeaturedPackageCard({
  pkg,
  eager = false,
}: {
  /**
   * `names`: "city, country" and the badge; `texts`: the review count and the stay; all in the
   * page's language (the loader's), else English.
   */
  pkg: PackageCardData & {
    names?: { place: string; badge: string | null };
    texts?: { reviews: string; duration: string };
  };
  eager?: boolean;
}) {
  const to = useLocalePath();
  const t = useText();
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)] ring-1 ring-slate-900/5 transition-shadow hover:shadow-[var(--shadow-card-hover)]">
      <div className="relative aspect-[4/3] overflow-hidden bg-slate-100">
        <img
          src={pkg.image}
          alt=""
          width={800}
          height={600}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
        />
        {pkg.badge && (
          <Badge variant="accent" className="absolute start-3 top-3 shadow">
            {pkg.names?.badge ?? pkg.badge}
          </Badge>
        )}
        <FavoriteButton
          target={{ kind: "package", id: pkg.id, name: pkg.title }}
          className="absolute end-3 top-3 z-10"
        />
      </div>
      <div className="flex flex-1 flex-col p-4">
        <p className="flex items-center gap-1 text-xs font-medium text-slate-600">
          <MapPin aria-hidden className="size-3.5" />
          {pkg.names?.place ?? `${pkg.city}, ${pkg.country}`}
        </p>
        <h3 className="mt-1 text-base font-semibold leading-snug text-slate-900">
          <Link
            to={to(`/package/${pkg.slug}`)}
            className="after:absolute after:inset-0 hover:text-primary-800"
          >
            {pkg.title}
          </Link>
        </h3>
        <p className="mt-0.5 text-sm text-slate-600">{pkg.clinicName}</p>
        <div className="mt-2 flex items-center justify-between gap-2">
          <Rating
            value={pkg.rating}
            count={pkg.reviewCount}
            labels={pkg.texts && { count: pkg.texts.reviews }}
          />
        </div>
        <ul className="mt-3 space-y-1 text-sm text-slate-700">
          {pkg.includes.slice(0, 3).map((inc) => (
            <li key={inc} className="flex items-start gap-1.5">
              <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-700" />
              <span>{inc}</span>
            </li>
          ))}
        </ul>
        <div className="mt-auto flex items-end justify-between gap-2 pt-4">
          <p className="flex items-center gap-1 text-xs text-slate-600">
            <Clock aria-hidden className="size-3.5" />
            <span className="sr-only">{t("packages.card.duration", "Duration: ")}</span>
            {pkg.texts?.duration ?? pkg.durationText}
          </p>
          <p className="text-end">
            {pkg.originalPriceMinor && pkg.originalPriceMinor > pkg.priceMinor && (
              <span className="me-1.5 text-sm text-slate-500 line-through">
                <span className="sr-only">{t("packages.card.was", "Was ")}</span>
                <Price amountMinor={pkg.originalPriceMinor} currency={pkg.currency} />
              </span>
            )}
            <span className="text-lg font-bold text-primary-800">
              <span className="sr-only">{t("packages.card.price", "Price ")}</span>
              <Price amountMinor={pkg.priceMinor} currency={pkg.currency} />
            </span>
          </p>
        </div>
      </div>
    </article>
  );
}
