import { DEFAULT_LOCALE, localeInfo, type Locale } from "~/i18n/config";
import { dateTimeFormat } from "~/utils/intl-cache";

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

/**
 * "13 October 2026" (or "13 Oct 2026" with `month: "short"`) from an ISO date, in English; no
 * Intl, so server and browser always agree (and en-GB's "Sept" never appears).
 */
export function formatLongDate(iso: string, month: "short" | "long" = "long"): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  const name = m ? MONTHS[Number(m[2]) - 1] : undefined;
  if (!m || !name) return iso;
  return `${Number(m[3])} ${month === "short" ? name.slice(0, 3) : name} ${m[1]}`;
}

/**
 * A content date (ISO, YYYY-MM-DD) written out in a language: English keeps "13 October 2026"
 * (formatLongDate); the others use their Intl tag ("13. Oktober 2026", "13 أكتوبر 2026" with
 * Western digits). One formatter per language and month style, made once.
 */
export function contentDateIn(
  iso: string,
  locale: Locale,
  month: "short" | "long" = "long",
): string {
  if (locale === DEFAULT_LOCALE) return formatLongDate(iso, month);
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return iso;
  const format = dateTimeFormat(localeInfo(locale).intl, {
    day: "numeric",
    month,
    year: "numeric",
    timeZone: "UTC",
  });
  return format.format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))));
}

/** "what-we-store-and-why" style ids for in-page anchors. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/[\s_]+/g, "-")
    .replace(/-+/g, "-");
}
