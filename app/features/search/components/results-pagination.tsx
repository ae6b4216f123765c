import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { useText } from "~/i18n/text";
import { cn } from "~/utils/misc";

/** Page numbers to show: the first, the last, and two either side of the current one. */
export function pageWindow(page: number, totalPages: number): (number | "gap")[] {
  const pages = new Set([1, totalPages]);
  for (let p = page - 2; p <= page + 2; p++) if (p >= 1 && p <= totalPages) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | "gap")[] = [];
  for (const [i, p] of sorted.entries()) {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev > 1) out.push(p - prev === 2 ? p - 1 : "gap");
    out.push(p);
  }
  return out;
}

const itemClass =
  "inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-3 text-sm font-semibold ring-1 transition-colors";

/** The texts with numbers, formatted by the loader: each shown page's name and "Page 2 of 3". */
export type PaginationTexts = { page: Record<number, string>; of: string };

export function ResultsPagination({
  page,
  totalPages,
  hrefFor,
  texts,
}: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  texts: PaginationTexts;
}) {
  const t = useText();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t("search.pages.label")} className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {page > 1 ? (
            <Link
              to={hrefFor(page - 1)}
              rel="prev"
              className={cn(itemClass, "bg-white text-slate-800 ring-slate-200 hover:bg-slate-50")}
            >
              <ChevronLeft aria-hidden className="size-4 rtl:-scale-x-100" />
              {t("search.pages.previous")}
            </Link>
          ) : (
            <span
              aria-disabled="true"
              className={cn(
                itemClass,
                "cursor-not-allowed bg-slate-50 text-slate-500 ring-slate-200",
              )}
            >
              <ChevronLeft aria-hidden className="size-4 rtl:-scale-x-100" />
              {t("search.pages.previous")}
            </span>
          )}
        </li>
        {pageWindow(page, totalPages).map((p, i) =>
          p === "gap" ? (
            <li key={`gap-${i}`} aria-hidden className="hidden px-1 text-slate-600 sm:block">
              …
            </li>
          ) : (
            <li key={p} className="hidden sm:block">
              <Link
                to={hrefFor(p)}
                aria-label={texts.page[p] ?? String(p)}
                aria-current={p === page ? "page" : undefined}
                className={cn(
                  itemClass,
                  p === page
                    ? "bg-primary-700 text-white ring-primary-700"
                    : "bg-white text-slate-800 ring-slate-200 hover:bg-slate-50",
                )}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li className="text-sm text-slate-700 sm:hidden" aria-hidden>
          {texts.of}
        </li>
        <li>
          {page < totalPages ? (
            <Link
              to={hrefFor(page + 1)}
              rel="next"
              className={cn(itemClass, "bg-white text-slate-800 ring-slate-200 hover:bg-slate-50")}
            >
              {t("search.pages.next")}
              <ChevronRight aria-hidden className="size-4 rtl:-scale-x-100" />
            </Link>
          ) : (
            <span
              aria-disabled="true"
              className={cn(
                itemClass,
                "cursor-not-allowed bg-slate-50 text-slate-500 ring-slate-200",
              )}
            >
              {t("search.pages.next")}
              <ChevronRight aria-hidden className="size-4 rtl:-scale-x-100" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
