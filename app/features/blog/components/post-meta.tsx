import { CalendarDays, Clock } from "lucide-react";
import { DEFAULT_LOCALE } from "~/i18n/config";
import { LISTING_LANG } from "~/i18n/original-language-note";
import { useLocale } from "~/i18n/text";
import { cn } from "~/utils/misc";

/**
 * The attributes that mark an article's own words (titles, summaries, bodies: written in English,
 * decision 046) on a page in another language, so an Arabic page lays them out left to right
 * and a screen reader reads them in English.
 */
export function useArticleWords(): { lang?: string; dir?: "ltr" } {
  return useLocale() === DEFAULT_LOCALE ? {} : { lang: LISTING_LANG, dir: "ltr" };
}

const CATEGORY_TONES: Record<string, string> = {
  "Doctor Interviews": "bg-sky-50 text-sky-800 ring-sky-200",
  "Safe Journey Tips": "bg-emerald-50 text-emerald-800 ring-emerald-200",
  "Treatment Guides": "bg-primary-50 text-primary-800 ring-primary-200",
  "Country/City Insights": "bg-amber-50 text-amber-900 ring-amber-200",
  "Before & After Stories": "bg-accent-50 text-accent-700 ring-accent-200",
};

/** A category's badge: its colour from the category, its name in the page's language. */
export function CategoryLabel({
  category,
  name,
  className,
}: {
  category: string;
  name: string;
  className?: string;
}) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1",
        CATEGORY_TONES[category] ?? "bg-slate-100 text-slate-700 ring-slate-200",
        className,
      )}
    >
      {name}
    </span>
  );
}

/** An article's date and reading time, as the server wrote them in the page's language. */
export function DateAndReadTime({
  date,
  dateText,
  readText,
  className,
}: {
  date: string;
  dateText: string;
  readText: string;
  className?: string;
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
        <time dateTime={date}>{dateText}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock aria-hidden className="size-4" />
        {readText}
      </span>
    </p>
  );
}
