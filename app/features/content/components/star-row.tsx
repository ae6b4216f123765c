import { Star } from "lucide-react";
import { fillText } from "~/i18n/fill-text";
import { useText } from "~/i18n/text";
import { cn } from "~/utils/misc";

/** Five stars, filled up to the rating; announced as "n out of 5 stars". */
export function StarRow({ rating, className }: { rating: number; className?: string }) {
  const t = useText();
  return (
    <span
      role="img"
      aria-label={fillText(t("shell.rating.stars", "{n} out of 5 stars"), { n: rating })}
      className={cn("inline-flex gap-0.5", className)}
    >
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          key={i}
          aria-hidden
          className={cn(
            "size-4",
            i < rating ? "fill-amber-400 text-amber-400" : "fill-slate-100 text-slate-300",
          )}
        />
      ))}
    </span>
  );
}
