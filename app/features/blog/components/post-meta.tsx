import { CalendarDays, Clock } from "lucide-react";
import { cn } from "~/utils/misc";

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "13 Oct 2026" / "13 October 2026" from an ISO date; no Intl, so server and browser always agree. */
export function formatPostDate(iso: string, month: "short" | "long" = "long"): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  const name = m ? MONTHS[Number(m[2]) - 1] : undefined;
  if (!m || !name) return iso;
  return `${Number(m[3])} ${month === "short" ? name.slice(0, 3) : name} ${m[1]}`;
}

const CATEGORY_TONES: Record<string, string> = {
  "Doctor Interviews": "bg-sky-50 text-sky-800 ring-sky-200",
  "Safe Journey Tips": "bg-emerald-50 text-emerald-800 ring-emerald-200",
  "Treatment Guides": "bg-primary-50 text-primary-800 ring-primary-200",
  "Country/City Insights": "bg-amber-50 text-amber-900 ring-amber-200",
  "Before & After Stories": "bg-accent-50 text-accent-700 ring-accent-200",
};

export function CategoryLabel({ category, className }: { category: string; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1",
        CATEGORY_TONES[category] ?? "bg-slate-100 text-slate-700 ring-slate-200",
        className,
      )}
    >
      {category}
    </span>
  );
}

export function DateAndReadTime({
  date,
  readTime,
  className,
  month = "short",
}: {
  date: string;
  readTime: string;
  className?: string;
  month?: "short" | "long";
}) {
  return (
    <p
      className={cn(
        "flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600",
        className,
      )}
    >
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays aria-hidden className="size-4" />
        <time dateTime={date}>{formatPostDate(date, month)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock aria-hidden className="size-4" />
        {readTime}
      </span>
    </p>
  );
}
