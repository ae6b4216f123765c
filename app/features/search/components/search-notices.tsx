import { CalendarDays, Info } from "lucide-react";
import type { ReactNode } from "react";
import { useText } from "~/i18n/text";
import { formatSearchDate } from "../params";
import type { Resolved } from "../search-view";

/** `text` with the first `part` in bold (the loader formatted the sentence around it). */
function emphasize(text: string, part: string): ReactNode {
  const at = part ? text.indexOf(part) : -1;
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <strong>{part}</strong>
      {text.slice(at + part.length)}
    </>
  );
}

/** The notes above the results: a broader treatment shown, a loose text match, the date asked for. */
export function SearchNotices({
  treatment,
  looseQuery,
  q,
  date,
  hasResults,
  treatmentText,
  destinationText,
  dateText = date ? formatSearchDate(date) : undefined,
}: {
  treatment?: Resolved["treatment"];
  looseQuery: boolean;
  q?: string;
  date?: string;
  hasResults: boolean;
  treatmentText?: string;
  destinationText?: string;
  /** The date as the page's language writes it (the loader formats it). */
  dateText?: string;
}) {
  // The sentences come formatted from the loader (search.notice.* with their values).
  const t = useText();
  const notes: { key: string; icon: React.ReactNode; text: React.ReactNode }[] = [];
  if (hasResults && treatment?.status === "matched" && treatment.fallback) {
    notes.push({
      key: "fallback",
      icon: <Info aria-hidden className="size-4" />,
      text: emphasize(t("search.notice.fallback"), treatmentText ?? treatment.label),
    });
  }
  if (hasResults && looseQuery && q) {
    notes.push({
      key: "loose",
      icon: <Info aria-hidden className="size-4" />,
      text: t("search.notice.loose"),
    });
  }
  if (hasResults && date) {
    notes.push({
      key: "date",
      icon: <CalendarDays aria-hidden className="size-4" />,
      text: emphasize(t("search.notice.date"), dateText ?? date),
    });
  }
  if (!hasResults && (treatmentText || destinationText)) return null;
  if (notes.length === 0) return null;
  return (
    <ul className="mt-4 space-y-2">
      {notes.map((n) => (
        <li
          key={n.key}
          className="flex items-start gap-2 rounded-lg bg-white px-3 py-2 text-sm text-slate-700 ring-1 ring-slate-200"
        >
          <span className="mt-0.5 text-primary-700">{n.icon}</span>
          <span>{n.text}</span>
        </li>
      ))}
    </ul>
  );
}
