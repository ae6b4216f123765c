import type { I18n } from "@lingui/core";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/config";

/**
 * The texts of one package card on /packages written in the page's language (docs/i18n.md: a
 * text with a value per item is formatted by the loader and travels with the item): its review
 * count ("428 Bewertungen", ICU plural) and its stay.
 *
 * The stay is stored as text. The clinic's package form writes it from two numbers
 * (`durationTextOf`: "7-10 days", "1 day"), so a text of exactly that shape is written again in
 * the page's language from its numbers; anything else ("5-7 days (first visit)") is what the
 * clinic typed and is shown as written (clinic content, decision 050). English keeps it as stored.
 */
export function packageCardTexts(
  locale: Locale,
  i18n: I18n,
  pkg: { reviewCount: number; durationText: string },
): { reviews: string; duration: string } {
  return {
    reviews: i18n._("package.rating.count", { count: pkg.reviewCount }),
    duration: stayIn(locale, i18n, pkg.durationText),
  };
}

const STAY = /^\s*(\d{1,3})\s*(?:-\s*(\d{1,3}))?\s*days?\s*$/i;

export function stayIn(locale: Locale, i18n: I18n, durationText: string): string {
  const m = locale === DEFAULT_LOCALE ? null : STAY.exec(durationText);
  if (!m) return durationText;
  const min = Number(m[1]);
  const max = m[2] ? Number(m[2]) : min;
  if (min === max) return i18n._("packagesData.stay.days", { count: min });
  return i18n._("packagesData.stay.range", {
    count: max,
    min: i18n.number(min),
    max: i18n.number(max),
  });
}
