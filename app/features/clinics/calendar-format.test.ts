import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, LOCALES, localeInfo } from "~/i18n/config";
import { weekdayNames } from "./calendar-format";

/**
 * A calendar's week starts on the language's first day (session 22: a German or Turkish clinic's
 * calendar and every date picker started on Sunday): English on Sunday (spec section 9), the
 * others on the day Intl gives for their tag.
 */
describe("the first day of a language's week", () => {
  it("is the one Intl gives for each language's tag, Sunday in English", () => {
    for (const l of LOCALES) {
      if (l.code === DEFAULT_LOCALE) {
        expect(l.firstDay).toBe(0);
        continue;
      }
      const info = new Intl.Locale(l.intl) as Intl.Locale & { weekInfo: { firstDay: number } };
      expect(l.firstDay, l.code).toBe(info.weekInfo.firstDay % 7);
    }
  });

  it("orders the weekday names from it, keeping each day's number", () => {
    const de = weekdayNames(localeInfo("de").intl, localeInfo("de").firstDay);
    expect(de.map((w) => w.long)).toEqual([
      "Montag",
      "Dienstag",
      "Mittwoch",
      "Donnerstag",
      "Freitag",
      "Samstag",
      "Sonntag",
    ]);
    expect(de.map((w) => w.day)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    const ar = weekdayNames(localeInfo("ar").intl, localeInfo("ar").firstDay);
    expect(ar[0]).toMatchObject({ day: 6, long: "السبت" });
    expect(ar[6]).toMatchObject({ day: 5, long: "الجمعة" });
    const en = weekdayNames();
    expect(en[0]).toMatchObject({ day: 0, long: "Sunday", short: "Sun" });
  });
});
