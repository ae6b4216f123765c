import { Link } from "react-router";
import { cn } from "~/utils/misc";

/** Filter chips as plain links (`?category=`), so filtering works without JavaScript. */
export function CategoryChips({
  categories,
  active,
  counts,
  total,
}: {
  categories: readonly string[];
  active: string | null;
  counts: Record<string, number>;
  total: number;
}) {
  const chips = [
    { label: "All Posts", value: null as string | null, count: total },
    ...categories.map((c) => ({ label: c, value: c, count: counts[c] ?? 0 })),
  ];
  return (
    <nav aria-label="Blog categories">
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0">
        {chips.map((chip) => {
          const isActive = chip.value === active;
          return (
            <li key={chip.label} className="shrink-0">
              <Link
                to={chip.value ? `/blog?category=${encodeURIComponent(chip.value)}` : "/blog"}
                preventScrollReset
                aria-current={isActive ? "page" : undefined}
                className={cn(
                  "relative inline-flex min-h-11 items-center gap-2 whitespace-nowrap rounded-full px-4 text-sm font-medium ring-1 transition-colors",
                  isActive
                    ? "bg-primary-700 text-white ring-primary-700"
                    : "bg-white text-slate-700 ring-slate-300 hover:bg-primary-50 hover:text-primary-800 hover:ring-primary-300",
                )}
              >
                {chip.label}
                <span
                  className={cn(
                    "rounded-full px-1.5 text-xs tabular-nums",
                    isActive ? "bg-white/20 text-white" : "bg-slate-100 text-slate-600",
                  )}
                >
                  <span className="sr-only">(</span>
                  {chip.count}
                  <span className="sr-only"> {chip.count === 1 ? "article" : "articles"})</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
