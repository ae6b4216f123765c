import { Star } from "lucide-react";
import { cn } from "~/utils/misc";

/** Five stars filled to the exact value (4.7 fills four and most of the fifth). */
export function Stars({
  value,
  className,
  label = true,
}: {
  value: number;
  className?: string;
  label?: boolean;
}) {
  const stars = Array.from({ length: 5 }, (_, i) => {
    const fill = Math.max(0, Math.min(1, value - i));
    return (
      <span key={i} className="relative inline-block size-4">
        <Star aria-hidden className="absolute inset-0 size-4 fill-slate-200 text-slate-200" />
        {fill > 0 && (
          <span
            className="absolute inset-y-0 left-0 overflow-hidden"
            style={{ width: `${Math.round(fill * 100)}%` }}
          >
            <Star aria-hidden className="size-4 max-w-none fill-amber-400 text-amber-400" />
          </span>
        )}
      </span>
    );
  });
  if (!label) {
    return (
      <span aria-hidden className={cn("inline-flex gap-0.5", className)}>
        {stars}
      </span>
    );
  }
  return (
    <span
      role="img"
      aria-label={`${value} out of 5 stars`}
      className={cn("inline-flex gap-0.5", className)}
    >
      {stars}
    </span>
  );
}
