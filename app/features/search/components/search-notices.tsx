import { CalendarDays, Info } from "lucide-react";
import { formatSearchDate } from "../params";
import type { Resolved } from "../search-view";

/** The notes above the results: a broader treatment shown, a loose text match, the date asked for. */
export function SearchNotices({
  treatment,
  looseQuery,
  q,
  date,
  hasResults,
  treatmentText,
  destinationText,
}: {
  treatment?: Resolved["treatment"];
  looseQuery: boolean;
  q?: string;
  date?: string;
  hasResults: boolean;
  treatmentText?: string;
  destinationText?: string;
}) {
  const notes: { key: string; icon: React.ReactNode; text: React.ReactNode }[] = [];
  if (hasResults && treatment?.status === "matched" && treatment.fallback) {
    notes.push({
      key: "fallback",
      icon: <Info aria-hidden className="size-4" />,
      text: (
        <>
          No verified clinic lists <strong>{treatment.label}</strong> yet, so we're showing clinics
          offering other {treatment.groupName} treatments. Ask them whether they can help.
        </>
      ),
    });
  }
  if (hasResults && looseQuery && q) {
    notes.push({
      key: "loose",
      icon: <Info aria-hidden className="size-4" />,
      text: <>No clinic matched every word of “{q}”, so these are the closest matches.</>,
    });
  }
  if (hasResults && date) {
    notes.push({
      key: "date",
      icon: <CalendarDays aria-hidden className="size-4" />,
      text: (
        <>
          Preferred date <strong>{formatSearchDate(date)}</strong>: clinics confirm availability for
          your dates when you contact them.
        </>
      ),
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
