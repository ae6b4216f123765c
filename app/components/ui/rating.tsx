import { Star } from "lucide-react";
import { cn } from "~/utils/misc";

const countFormat = new Intl.NumberFormat("en-US");

/** A star rating with its number; the label reads naturally to screen readers. */
export function Rating({ value, count, className }: { value: number; count?: number; className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-1 text-sm", className)}>
      <Star aria-hidden className="size-4 fill-amber-400 text-amber-400" />
      <span className="font-semibold text-slate-900">{value.toFixed(1)}</span>
      {count !== undefined && <span className="text-slate-600">({countFormat.format(count)} reviews)</span>}
      <span className="sr-only">out of 5</span>
    </span>
  );
}
