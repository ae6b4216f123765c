import { Link } from "react-router";
import { useLocalePath, useText } from "~/i18n/text";
import { cn } from "~/utils/misc";

/** A filter chip as the loader wrote it in the page's language: "Arztgespräche", 1, "1 Artikel". */
export type CategoryChip = {
  label: string;
  /** The category as written in the data and in `?category=` (English), null for all posts. */
  value: string | null;
  count: number;
  countText: string;
};

/** Filter chips as plain links (`?category=`), so filtering works without JavaScript. */
export function CategoryChips({ chips, active }: { chips: CategoryChip[]; active: string | null }) {
  const t = useText();
  const to = useLocalePath();
  return (
    <nav aria-label={t("blog.categories-label")}>
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0">
        {chips.map((chip) => {
          const isActive = chip.value === active;
          return (
            <li key={chip.value ?? ""} className="shrink-0">
              <Link
                to={to(chip.value ? `/blog?category=${encodeURIComponent(chip.value)}` : "/blog")}
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
                  aria-hidden
                  className={cn(
                    "rounded-full px-1.5 text-xs tabular-nums",
                    isActive ? "bg-white/20 text-white" : "bg-slate-100 text-slate-600",
                  )}
                >
                  {chip.count}
                </span>
                <span className="sr-only"> ({chip.countText})</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
