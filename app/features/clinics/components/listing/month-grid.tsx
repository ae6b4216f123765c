import { type KeyboardEvent, useRef } from "react";
import { localeInfo } from "~/i18n/config";
import { useLocale } from "~/i18n/text";
import { cn } from "~/utils/misc";
import { type DayTexts, dayLabel, weekdayNames } from "../../calendar-format";

export type GridDay = {
  day: string;
  set: boolean;
  open: boolean;
  capacity: number;
  booked: number;
} & DayTexts;

/**
 * The month as a table of day buttons, a row per week starting on the language's first day
 * (Sunday in English, Monday in German, Saturday in Arabic). Each button submits the GET form
 * around it (`day=`), so it works without JavaScript; with it, the arrow keys move between days
 * as they look on screen (in a right-to-left language the left arrow goes to the next day;
 * Home/End: start/end of the week) and the buttons keep their accessible names.
 */
export function MonthGrid({
  caption,
  days,
  today,
  selected,
}: {
  caption: string;
  days: GridDay[];
  today: string;
  selected: string | null;
}) {
  const tableRef = useRef<HTMLTableElement>(null);
  const { intl, firstDay, dir } = localeInfo(useLocale());
  const lead = days.length
    ? (new Date(`${days[0]!.day}T00:00:00Z`).getUTCDay() - firstDay + 7) % 7
    : 0;
  const [back, forward] = dir === "rtl" ? ["ArrowRight", "ArrowLeft"] : ["ArrowLeft", "ArrowRight"];
  const cells: (GridDay | null)[] = [...Array<null>(lead).fill(null), ...days];
  while (cells.length % 7) cells.push(null);
  const weeks: (GridDay | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));

  function onKeyDown(e: KeyboardEvent<HTMLTableElement>) {
    const target = e.target as HTMLElement;
    const day = target.dataset.day;
    if (!day) return;
    const idx = days.findIndex((d) => d.day === day);
    const weekday = (lead + idx) % 7;
    let next = idx;
    if (e.key === back) next = idx - 1;
    else if (e.key === forward) next = idx + 1;
    else if (e.key === "ArrowUp") next = idx - 7;
    else if (e.key === "ArrowDown") next = idx + 7;
    else if (e.key === "Home") next = idx - weekday;
    else if (e.key === "End") next = idx + (6 - weekday);
    else return;
    e.preventDefault();
    next = Math.min(days.length - 1, Math.max(0, next));
    tableRef.current
      ?.querySelector<HTMLButtonElement>(`button[data-day="${days[next]!.day}"]`)
      ?.focus();
  }

  return (
    <table
      ref={tableRef}
      onKeyDown={onKeyDown}
      className="w-full table-fixed border-separate border-spacing-1"
      aria-describedby="calendar-help"
    >
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {weekdayNames(intl, firstDay).map((w) => (
            <th
              key={w.long}
              scope="col"
              abbr={w.long}
              className="pb-1 text-center text-xs font-semibold uppercase text-slate-600"
            >
              <span aria-hidden>{w.short}</span>
              <span className="sr-only">{w.long}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, i) => (
          <tr key={i}>
            {week.map((d, j) =>
              d ? (
                <td key={d.day} className="p-0 align-top">
                  <button
                    type="submit"
                    name="day"
                    value={d.day}
                    data-day={d.day}
                    aria-pressed={selected === d.day}
                    aria-current={today === d.day ? "date" : undefined}
                    aria-label={`${dayLabel(d.day, intl)}: ${d.describe}`}
                    className={cn(
                      "flex h-16 w-full flex-col items-start justify-between rounded-lg p-1.5 text-start text-xs transition-colors focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-400 sm:h-20 sm:p-2",
                      d.set && d.open
                        ? "bg-emerald-50 text-emerald-950 hover:bg-emerald-100"
                        : d.set
                          ? "bg-slate-100 text-slate-700 hover:bg-slate-200"
                          : "bg-white text-slate-700 hover:bg-slate-50",
                      selected === d.day
                        ? "ring-2 ring-primary-700"
                        : d.set && d.open
                          ? "ring-1 ring-emerald-300"
                          : d.set
                            ? "ring-1 ring-slate-300"
                            : "ring-1 ring-slate-200",
                      d.day < today && "opacity-90",
                    )}
                  >
                    <span
                      className={cn(
                        "text-sm font-semibold",
                        today === d.day &&
                          "grid size-6 place-items-center rounded-full bg-primary-700 text-white",
                      )}
                    >
                      {Number(d.day.slice(8))}
                    </span>
                    <span aria-hidden className="w-full truncate">
                      {d.chip}
                    </span>
                    {d.booked > 0 && (
                      <span aria-hidden className="font-semibold text-primary-800">
                        {d.bookedChip}
                      </span>
                    )}
                  </button>
                </td>
              ) : (
                <td key={`empty-${i}-${j}`} aria-hidden />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
