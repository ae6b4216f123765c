import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";

/*
 * Previous / next links for a paged list, in the three looks the app uses:
 * - "summary": "Page 2 of 5 · 48 results" on the left, the links on the right (admin lists,
 *   the clinic's packages and calendar bookings); `totalWord` ends the summary;
 * - "split": Previous on the left, "Page 2 of 5" in the middle, Next on the right (the clinic's
 *   team and before/after cases).
 * The search results have their own numbered pagination (search/components/results-pagination).
 */

const linkClass = buttonVariants({ variant: "outline", size: "sm" });

export function Pagination({
  page,
  pages,
  href,
  label = "Pagination",
  look = "summary",
  total = 0,
  totalWord = "results",
  onePage,
  spaced = false,
  linkRel = false,
  preventScrollReset,
}: {
  page: number;
  pages: number;
  /** The link to a page (keep the other search params there). */
  href: (page: number) => string;
  /** The nav's accessible name. */
  label?: string;
  look?: "summary" | "split";
  total?: number;
  /** What the total counts, after the number ("results", "in total"). */
  totalWord?: string;
  /** Shown instead of nothing when there is only one page. */
  onePage?: ReactNode;
  /** A top margin above the "summary" look (the "split" look always has one). */
  spaced?: boolean;
  /** rel="prev" / rel="next" on the links. */
  linkRel?: boolean;
  preventScrollReset?: boolean;
}) {
  if (pages <= 1) return onePage ?? null;
  if (look === "split") {
    return (
      <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3 text-sm">
        {page > 1 ? (
          <Link to={href(page - 1)} className={linkClass}>
            Previous
          </Link>
        ) : (
          <span />
        )}
        <span className="text-slate-600">
          Page {page} of {pages}
        </span>
        {page < pages ? (
          <Link to={href(page + 1)} className={linkClass}>
            Next
          </Link>
        ) : (
          <span />
        )}
      </nav>
    );
  }
  return (
    <nav
      aria-label={label}
      className={`${spaced ? "mt-4 " : ""}flex flex-wrap items-center justify-between gap-3`}
    >
      <p className="text-sm text-slate-600">
        Page {page} of {pages} · {total} {totalWord}
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link
            to={href(page - 1)}
            className={linkClass}
            rel={linkRel ? "prev" : undefined}
            preventScrollReset={preventScrollReset}
          >
            Previous
          </Link>
        ) : null}
        {page < pages ? (
          <Link
            to={href(page + 1)}
            className={linkClass}
            rel={linkRel ? "next" : undefined}
            preventScrollReset={preventScrollReset}
          >
            Next
          </Link>
        ) : null}
      </div>
    </nav>
  );
}

/**
 * `?<param>=<page>` on top of the current search string; page 1 drops the param (a bare "?"
 * when nothing is left).
 */
export function pageHref(search: string, param: string, page: number): string {
  const sp = new URLSearchParams(search);
  if (page <= 1) sp.delete(param);
  else sp.set(param, String(page));
  const q = sp.toString();
  return q ? `?${q}` : "?";
}
