import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { useText } from "~/i18n/text";
import { cn } from "~/utils/misc";
import type { Crumb } from "../breadcrumbs";

export function Breadcrumbs({ crumbs, className }: { crumbs: Crumb[]; className?: string }) {
  const t = useText();
  return (
    <nav aria-label={t("guide.breadcrumb", "Breadcrumb")} className={className}>
      <ol className="flex flex-wrap items-center gap-x-1 text-sm text-slate-600">
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-x-1">
              {last ? (
                <span
                  aria-current="page"
                  className="inline-flex min-h-11 items-center font-medium text-slate-900"
                >
                  {crumb.label}
                </span>
              ) : (
                <>
                  <Link
                    to={crumb.path}
                    className={cn(
                      "inline-flex min-h-11 items-center rounded hover:text-primary-800 hover:underline underline-offset-4",
                    )}
                  >
                    {crumb.label}
                  </Link>
                  <ChevronRight
                    aria-hidden
                    className="size-4 shrink-0 text-slate-400 rtl:-scale-x-100"
                  />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
