import { BadgeCheck } from "lucide-react";
import { formatLongDate } from "~/utils/dates";

/**
 * "Verified · last checked <date>" (issue 16 item 3), with what Verified means: a check of
 * registration and licences, never a quality grade. Rendered only while the verification holds
 * (the loader sends no date once it has expired, so no badge shows).
 */
export function VerifiedCheck({
  checkedAt,
  label,
  meaning,
}: {
  checkedAt: string;
  /** "Verified · last checked 15 January 2026" in the page's language (the loader's). */
  label?: string | null;
  /** What Verified means, in the page's language. */
  meaning?: string | null;
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
      {meaning && <span className="sr-only">. {meaning}</span>}
    </span>
  );
}

/** The sentence under the header saying what Verified means (shown with the badge). */
export function VerifiedMeaning({ text }: { text: string }) {
  return <p className="mt-2 max-w-2xl text-xs text-slate-600">{text}</p>;
}
