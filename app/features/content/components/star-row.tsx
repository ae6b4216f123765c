import { Star } from "lucide-react";
import { cn } from "~/utils/misc";

/** Five stars, filled up to the rating; announced as "n out of 5 stars". */
export function StarRow({ rating, className }: { rating: number; className?: string }) {
  return (
    <span
      role="img"
      aria-label={`${rating} out of 5 stars`}
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
