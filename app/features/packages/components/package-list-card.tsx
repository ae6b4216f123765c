import { ArrowRight, Check, Clock, MapPin } from "lucide-react";
import { Link } from "react-router";
import { Price, useCurrency } from "~/components/currency-context";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { Rating } from "~/components/ui/rating";
import type { PackageCardData } from "~/features/catalogue/catalogue.server";
import { CompareToggle } from "~/features/compare/compare-toggle";
import { fillText } from "~/i18n/fill-text";
import { useLocalePath, usePlace, useText } from "~/i18n/text";
import { convertWhole, formatMoney } from "~/utils/money";

/** 'Save $900': original minus discounted price, in the visitor's currency. */
export function SavingBadge({
  priceMinor,
  originalPriceMinor,
  currency,
  className,
}: {
  priceMinor: number;
  originalPriceMinor: number | null;
  currency: string;
  className?: string;
}) {
  const { currency: shown, rates, numberLocale } = useCurrency();
  const t = useText();
  if (!originalPriceMinor || originalPriceMinor <= priceMinor) return null;
  // The difference of the two whole prices shown beside it, so the numbers add up.
  const save =
    convertWhole(originalPriceMinor, currency, shown, rates) -
    convertWhole(priceMinor, currency, shown, rates);
  return (
    <Badge variant="accent" size="md" className={className}>
      {fillText(t("packages.card.save", "Save {amount}"), {
        amount: formatMoney(save, shown, numberLocale),
      })}
    </Badge>
  );
}

/** What the loader wrote in the page's language for one card (names, review count, stay). */
export type PackageCardShown = {
  shown?: { category: string; badge: string | null; city: string; country: string };
  texts?: { reviews: string; duration: string };
};

/**
 * A package on /packages: saving, place, clinic, rating, duration, both prices and inclusions.
 * Names and counts come written in the page's language (`shown`, `texts`); the title and the
 * inclusions are the clinic's own words.
 */
export function PackageListCard({
  pkg,
  eager = false,
}: {
  pkg: PackageCardData & PackageCardShown;
  eager?: boolean;
}) {
  const shown = pkg.includes.slice(0, 3);
  const more = pkg.includes.length - shown.length;
  const t = useText();
  const place = usePlace();
  const to = useLocalePath();
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)] ring-1 ring-slate-900/5 transition-shadow hover:shadow-[var(--shadow-card-hover)]">
      <div className="relative aspect-[16/10] overflow-hidden bg-slate-100">
        <img
          src={pkg.image}
          alt=""
          width={800}
          height={500}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className="size-full object-cover"
        />
        <div className="absolute inset-x-3 top-3 flex flex-wrap items-start justify-between gap-2">
          <SavingBadge
            priceMinor={pkg.priceMinor}
            originalPriceMinor={pkg.originalPriceMinor}
            currency={pkg.currency}
            className="shadow"
          />
          {pkg.badge && <Badge variant="dark">{pkg.shown?.badge ?? pkg.badge}</Badge>}
        </div>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <p className="flex items-center gap-1 text-sm font-medium text-slate-600">
            <MapPin aria-hidden className="size-4 text-primary-700" />
            {place(pkg.shown?.city ?? pkg.city, pkg.shown?.country ?? pkg.country)}
          </p>
          <Badge variant="neutral">{pkg.shown?.category ?? pkg.category}</Badge>
        </div>
        <h3 className="mt-2 text-lg font-semibold leading-snug text-slate-900">{pkg.title}</h3>
        <p className="mt-0.5 text-sm text-slate-600">{pkg.clinicName}</p>
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1">
          <Rating
            value={pkg.rating}
            count={pkg.reviewCount}
            labels={{
              count: pkg.texts?.reviews,
              outOf: t("package.rating.outOf", "out of 5"),
              isNew: t("package.rating.new", "New"),
              noReviews: t("package.rating.none", ": no reviews yet"),
            }}
          />
          <span className="flex items-center gap-1 text-sm text-slate-600">
            <Clock aria-hidden className="size-4" />
            <span className="sr-only">{t("packages.card.duration", "Duration: ")}</span>
            {pkg.texts?.duration ?? pkg.durationText}
          </span>
        </div>
        <div className="mt-4 border-t border-slate-100 pt-4">
          <h4 className="sr-only">{t("packages.card.included", "Included")}</h4>
          <ul className="space-y-1.5 text-sm text-slate-700">
            {shown.map((inc) => (
              <li key={inc} className="flex items-start gap-2">
                <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-700" />
                <span>{inc}</span>
              </li>
            ))}
          </ul>
          {more > 0 && (
            <Badge variant="primary" className="mt-2">
              {fillText(t("packages.card.more", "+{count} more"), { count: more })}
            </Badge>
          )}
        </div>
        <div className="mt-auto pt-5">
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="text-2xl font-bold text-primary-800">
              <span className="sr-only">{t("packages.card.price", "Price ")}</span>
              <Price amountMinor={pkg.priceMinor} currency={pkg.currency} />
            </span>
            {pkg.originalPriceMinor && pkg.originalPriceMinor > pkg.priceMinor && (
              <s className="text-sm text-slate-600">
                <span className="sr-only">{t("packages.card.was", "Was ")}</span>
                <Price amountMinor={pkg.originalPriceMinor} currency={pkg.currency} />
              </s>
            )}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <CompareToggle kind="package" id={pkg.slug} name={pkg.title} />
            <Link
              to={to(`/package/${pkg.slug}`)}
              className={buttonVariants({ variant: "primary", className: "flex-1" })}
            >
              {t("packages.card.view", "View Package")}
              <span className="sr-only">: {pkg.title}</span>
              <ArrowRight aria-hidden className="rtl:-scale-x-100" />
            </Link>
          </div>
        </div>
      </div>
    </article>
  );
}
