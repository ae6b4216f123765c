/** Labels of the clinic calendar (dashboard → Calendar); dates are calendar days in UTC. */

/** What a calendar form answers when it fails: the errors beside its fields and what was typed. */
export type CalendarResult = {
  intent: string;
  fieldErrors: Record<string, string>;
  values: Record<string, string | string[]>;
};

/** Dates are written with the page's language's Intl tag (`localeInfo(locale).intl`). */
export const monthLabel = (month: string, intl = "en-GB") =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString(intl, {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

export const dayLabel = (iso: string, intl = "en-GB") =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString(intl, {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

export const shortDate = (iso: string | null, intl = "en-GB") =>
  iso
    ? new Date(`${iso}T00:00:00Z`).toLocaleDateString(intl, {
        day: "numeric",
        month: "short",
        year: "numeric",
        timeZone: "UTC",
      })
    : "—";

export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1 + by, 1)).toISOString().slice(0, 7);
}

/**
 * The week's days, long and short ("Monday", "Mon"), in the page's language, starting on the
 * language's first day (`firstDay`, 0 = Sunday, as `localeInfo(locale).firstDay` gives it).
 * `day` is the day's number as `Date#getUTCDay` counts it (0 = Sunday), whatever its place.
 */
export function weekdayNames(
  intl = "en-GB",
  firstDay = 0,
): { day: number; long: string; short: string }[] {
  return Array.from({ length: 7 }, (_, i) => {
    const day = (firstDay + i) % 7;
    // 1 January 2023 was a Sunday.
    const d = new Date(Date.UTC(2023, 0, 1 + day));
    const long = d.toLocaleDateString(intl, { weekday: "long", timeZone: "UTC" });
    const short = d.toLocaleDateString(intl, { weekday: "short", timeZone: "UTC" });
    // Arabic has no shorter form than the whole name: a calendar's columns use its initial.
    return {
      day,
      long,
      short:
        short === long ? d.toLocaleDateString(intl, { weekday: "narrow", timeZone: "UTC" }) : short,
    };
  });
}

/** A day of the month grid with what the page's language says about it (the loader's). */
export type DayTexts = {
  /** "open, capacity 2, 1 left, 1 confirmed booking" */
  describe: string;
  /** The chip in the grid: "1/2 free", "Closed" or "". */
  chip: string;
  /** "1 booked", or "" */
  bookedChip: string;
};
