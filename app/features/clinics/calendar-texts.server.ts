import type { I18n } from "@lingui/core";
import type { DayTexts } from "./calendar-format";

type Day = { set: boolean; open: boolean; capacity: number; booked: number };

/** What a day of the calendar is, in `i18n`'s language (the grid's names and the day editor). */
export function dayTexts(d: Day, publishes: boolean, i18n: I18n): DayTexts {
  const booked = d.booked ? i18n._("clinicData.cal.booked", { count: d.booked }) : "";
  const left = Math.max(0, d.capacity - d.booked);
  const state =
    d.set && d.open
      ? i18n._("clinicData.cal.open", { capacity: d.capacity, left })
      : d.set
        ? i18n._("clinicData.cal.closed")
        : publishes
          ? i18n._("clinicData.cal.not-open")
          : i18n._("clinicData.cal.not-set");
  return {
    describe: `${state}${booked}`,
    chip:
      d.set && d.open
        ? i18n._("clinicData.cal.chip.free", { left, capacity: d.capacity })
        : d.set
          ? i18n._("clinicData.cal.chip.closed")
          : "",
    bookedChip: d.booked > 0 ? i18n._("clinicData.cal.chip.booked", { count: d.booked }) : "",
  };
}
