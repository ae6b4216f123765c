import { Sparkles, Star } from "lucide-react";
import { useText } from "~/i18n/text";
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
  valueText,
}: {
  value: number;
  /** The number as the page's language writes it ("4,9"); "4.9" when absent. */
  valueText?: string;
  count?: number;
  className?: string;
  /** Texts in the page's language (translated pages); English when absent. */
  labels?: { count?: string; outOf?: string; isNew?: string; noReviews?: string };
}) {
  const t = useText();
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
      <span className="font-semibold text-slate-900">{valueText ?? value.toFixed(1)}</span>
      {count !== undefined && (
        <span className="text-slate-600">({labels?.count ?? countOf(count, "review")})</span>
      )}
      <span className="sr-only">{labels?.outOf ?? t("shell.rating.out-of", "out of 5")}</span>
    </span>
  );
}
