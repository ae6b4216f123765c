import { X } from "lucide-react";
import { Link } from "react-router";
import { type MessageId, useLocalePath, useText } from "~/i18n/text";

export type ActiveFilter = {
  key: string;
  /** Message ids: the criterion's name and the link's accessible name. */
  label: MessageId;
  remove: MessageId;
  value: string;
  removeHref: string;
};

/** The search's active criteria, each a link to the same search without it. */
export function ActiveFilters({
  filters,
  clearHref,
}: {
  filters: ActiveFilter[];
  clearHref: string;
}) {
  const t = useText();
  const to = useLocalePath();
  if (filters.length === 0) return null;
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-2" data-testid="active-filters">
      <h2 className="sr-only">{t("search.filters.heading")}</h2>
      <ul className="flex min-w-0 max-w-full flex-wrap gap-2">
        {filters.map((f) => (
          <li key={f.key} className="min-w-0 max-w-full">
            <Link
              to={to(f.removeHref)}
              data-filter={f.key}
              aria-label={`${t(f.remove)}: ${f.value}`}
              className="group inline-flex min-h-11 max-w-full items-center gap-1.5 rounded-full bg-primary-50 py-1 pe-2 ps-3 text-sm text-primary-900 ring-1 ring-primary-200 hover:bg-primary-100 hover:ring-primary-300 sm:min-h-9"
            >
              <span className="shrink-0 font-semibold">{t(f.label)}:</span>
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
          to={to(clearHref)}
          className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-primary-800 underline-offset-4 hover:underline sm:min-h-9"
        >
          {t("search.filters.clear")}
        </Link>
      )}
    </div>
  );
}
