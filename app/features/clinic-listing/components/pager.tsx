import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";

/** Previous / next links for a paginated dashboard list (keeps the other search params). */
export function Pager({
  page,
  totalPages,
  total,
  label,
  search,
  param = "page",
}: {
  page: number;
  totalPages: number;
  total: number;
  label: string;
  search: string;
  param?: string;
}) {
  if (totalPages <= 1) return null;
  const href = (p: number) => {
    const sp = new URLSearchParams(search);
    if (p <= 1) sp.delete(param);
    else sp.set(param, String(p));
    const q = sp.toString();
    return q ? `?${q}` : "?";
  };
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-600">
        Page {page} of {totalPages} · {total} in total
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link
            to={href(page - 1)}
            className={buttonVariants({ variant: "outline", size: "sm" })}
            preventScrollReset
          >
            Previous
          </Link>
        ) : null}
        {page < totalPages ? (
          <Link
            to={href(page + 1)}
            className={buttonVariants({ variant: "outline", size: "sm" })}
            preventScrollReset
          >
            Next
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
