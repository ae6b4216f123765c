import { X } from "lucide-react";
import { Link } from "react-router";

export type ActiveFilter = { key: string; label: string; value: string; removeHref: string };

/** The search's active criteria, each a link to the same search without it. */
export function ActiveFilters({
  filters,
  clearHref,
}: {
  filters: ActiveFilter[];
  clearHref: string;
}) {
  if (filters.length === 0) return null;
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-2" data-testid="active-filters">
      <h2 className="sr-only">Active filters</h2>
      <ul className="flex min-w-0 max-w-full flex-wrap gap-2">
        {filters.map((f) => (
          <li key={f.key} className="min-w-0 max-w-full">
            <Link
              to={f.removeHref}
              data-filter={f.key}
              aria-label={`Remove ${f.label.toLowerCase()} filter: ${f.value}`}
              className="group inline-flex min-h-11 max-w-full items-center gap-1.5 rounded-full bg-primary-50 py-1 pl-3 pr-2 text-sm text-primary-900 ring-1 ring-primary-200 hover:bg-primary-100 hover:ring-primary-300 sm:min-h-9"
            >
              <span className="shrink-0 font-semibold">{f.label}:</span>
              <span className="min-w-0 max-w-[16rem] truncate">{f.value}</span>
              <span className="grid size-6 shrink-0 place-items-center rounded-full bg-white/70 text-primary-800 group-hover:bg-white">
                <X aria-hidden className="size-3.5" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {filters.length > 1 && (
        <Link
          to={clearHref}
          className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-primary-800 underline-offset-4 hover:underline sm:min-h-9"
        >
          Clear all
        </Link>
      )}
    </div>
  );
}
