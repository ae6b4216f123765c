import { DayPicker, type DayPickerProps, type Formatters, type Labels } from "react-day-picker";
import "react-day-picker/style.css";
import { cn } from "~/utils/misc";

/** What a calendar in another language than English needs: its Intl tag and a few words. */
export type CalendarLanguage = {
  /** The Intl tag month and day names are written with (`localeInfo(locale).intl`). */
  intl: string;
  dir: "ltr" | "rtl";
  /** The day the language's week starts on, 0 = Sunday (`localeInfo(locale).firstDay`). */
  firstDay: number;
  labels: { previous: string; next: string; today: string; selected: string };
};

/**
 * Month and day names through the browser's Intl in the page's language (no date-fns locale
 * in the download): the caption, the weekday header and each day's accessible name.
 */
function localized(lang: CalendarLanguage): {
  dir: "ltr" | "rtl";
  formatters: Partial<Formatters>;
  labels: Partial<Labels>;
} {
  const caption = new Intl.DateTimeFormat(lang.intl, { month: "long", year: "numeric" });
  const weekday = new Intl.DateTimeFormat(lang.intl, { weekday: "short" });
  const weekdayLong = new Intl.DateTimeFormat(lang.intl, { weekday: "long" });
  const day = new Intl.DateTimeFormat(lang.intl, { dateStyle: "full" });
  return {
    dir: lang.dir,
    formatters: {
      formatCaption: (d) => caption.format(d),
      formatWeekdayName: (d) => weekday.format(d),
    },
    labels: {
      labelGrid: (d) => caption.format(d),
      labelWeekday: (d) => weekdayLong.format(d),
      labelPrevious: () => lang.labels.previous,
      labelNext: () => lang.labels.next,
      labelDayButton: (d, m) =>
        [m.today ? lang.labels.today : "", day.format(d), m.selected ? lang.labels.selected : ""]
          .filter(Boolean)
          .join(", "),
    },
  };
}

/**
 * The one calendar of the product: in English the week starts on Sunday (spec section 9), in
 * another language on that language's first day (Monday in German, Saturday in Arabic); outside
 * days are shown. It passes `mode` through, so single, multiple and range selection all work.
 * `language`: month and day names in another language (English: react-day-picker's own).
 */
export function Calendar({
  className,
  language,
  ...props
}: DayPickerProps & { language?: CalendarLanguage }) {
  return (
    <DayPicker
      {...(language ? localized(language) : {})}
      weekStartsOn={(language?.firstDay ?? 0) as 0 | 1 | 2 | 3 | 4 | 5 | 6}
      showOutsideDays
      className={cn("careatlas-calendar p-3", className)}
      style={
        {
          "--rdp-accent-color": "#0f766e",
          "--rdp-accent-background-color": "#ccfbf1",
          "--rdp-day-height": "2.75rem",
          "--rdp-day-width": "2.75rem",
          "--rdp-day_button-height": "2.6rem",
          "--rdp-day_button-width": "2.6rem",
        } as React.CSSProperties
      }
      {...props}
    />
  );
}
