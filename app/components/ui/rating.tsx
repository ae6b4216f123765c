import { Sparkles, Star } from "lucide-react";
import { useNumberLocale } from "~/components/currency-context";
import { useText } from "~/i18n/text";
import { numberFormat } from "~/utils/intl-cache";
import { cn } from "~/utils/misc";
import { countOf } from "~/utils/plural";

/**
 * A star rating with its number; the label reads naturally to screen readers. Something
 * without reviews yet (a new clinic or package) reads "New", not "0.0 (0 reviews)".
 */
export function Rating({
  value,
  count,
  className,
  labels,
}: {
  value: number;
  count?: number;
  className?: string;
  /** Texts in the page's language (translated pages); English when absent. */
  labels?: { count?: string; outOf?: string; isNew?: string; noReviews?: string };
}) {
  const t = useText();
  const numberLocale = useNumberLocale();
  if (count === 0 || !(value > 0)) {
    return (
      <span
        className={cn(
          "inline-flex items-center gap-1 text-sm font-semibold text-primary-800",
          className,
        )}
      >
        <Sparkles aria-hidden className="size-4" />
        {labels?.isNew ?? t("shell.rating.new", "New")}
        <span className="sr-only">
          {labels?.noReviews ?? t("shell.rating.none", ": no reviews yet")}
        </span>
      </span>
    );
  }
  return (
    <span className={cn("inline-flex items-center gap-1 text-sm", className)}>
      <Star aria-hidden className="size-4 fill-amber-400 text-amber-400" />
      <span className="font-semibold text-slate-900">{ratingText(value, numberLocale)}</span>
      {count !== undefined && (
        <span className="text-slate-600">({labels?.count ?? countOf(count, "review")})</span>
      )}
      <span className="sr-only">{labels?.outOf ?? t("shell.rating.out-of", "out of 5")}</span>
    </span>
  );
}

const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 };

/** "4.9" in English, "4,9" in German: one decimal, as the page's language writes numbers. */
export function useRatingText(): (value: number) => string {
  const numberLocale = useNumberLocale();
  return (value) => ratingText(value, numberLocale);
}

function ratingText(value: number, numberLocale: string | undefined): string {
  if (!numberLocale) return value.toFixed(1);
  return numberFormat(numberLocale, ONE_DECIMAL).format(value);
}
