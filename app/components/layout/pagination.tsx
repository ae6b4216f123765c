import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { fillText } from "~/i18n/fill-text";
import { useText } from "~/i18n/text";

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
  label,
  look = "summary",
  total = 0,
  totalWord,
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
  // Its words are the shell's (the root loader sends them on every page, in its language).
  const t = useText();
  if (pages <= 1) return onePage ?? null;
  label ??= t("shell.pager.label", "Pagination");
  totalWord ??= t("shell.pager.results", "results");
  const pageOf = fillText(t("shell.pager.page-of", "Page {page} of {pages}"), { page, pages });
  if (look === "split") {
    return (
      <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3 text-sm">
        {page > 1 ? (
          <Link to={href(page - 1)} className={linkClass}>
            {t("shell.pager.previous", "Previous")}
          </Link>
        ) : (
          <span />
        )}
        <span className="text-slate-600">{pageOf}</span>
        {page < pages ? (
          <Link to={href(page + 1)} className={linkClass}>
            {t("shell.pager.next", "Next")}
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
        {pageOf} · {total} {totalWord}
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link
            to={href(page - 1)}
            className={linkClass}
            rel={linkRel ? "prev" : undefined}
            preventScrollReset={preventScrollReset}
          >
            {t("shell.pager.previous", "Previous")}
          </Link>
        ) : null}
        {page < pages ? (
          <Link
            to={href(page + 1)}
            className={linkClass}
            rel={linkRel ? "next" : undefined}
            preventScrollReset={preventScrollReset}
          >
            {t("shell.pager.next", "Next")}
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
