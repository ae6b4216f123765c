import { BadgeCheck } from "lucide-react";
import { formatLongDate } from "~/utils/dates";

/**
 * "Verified · last checked <date>" (issue 16 item 3). Rendered only while the verification
 * holds (the loader sends no date once it has expired, so no badge shows). What "Verified"
 * means is said once on the page, by the practitioners' section (decision 051).
 */
export function VerifiedCheck({
  checkedAt,
  label,
}: {
  checkedAt: string;
  /** "Verified · last checked 15 January 2026" in the page's language (the loader's). */
  label?: string | null;
}) {
  return (
    <span className="inline-flex items-center gap-1 text-slate-600" data-testid="verified-check">
      <BadgeCheck aria-hidden className="size-4 text-emerald-700" />
      {label ? (
        <time dateTime={checkedAt}>{label}</time>
      ) : (
        <>
          Verified · last checked <time dateTime={checkedAt}>{formatLongDate(checkedAt)}</time>
        </>
      )}
    </span>
  );
}
