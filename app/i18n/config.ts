/**
 * The languages CareAtlas speaks: the one place to add one (docs/i18n.md).
 * A seventh language is one line here and one catalogue, app/i18n/locales/<code>.po.
 *
 * - `name`: the language's name written in that language (the switcher shows these).
 * - `dir`: "rtl" for right-to-left scripts.
 * - `intl`: the tag Intl formats dates and numbers with. Arabic keeps Western digits
 *   (docs/decisions/045-locale-urls-detection-seo.md).
 * - `firstDay`: the day a calendar's week starts on (0 Sunday … 6 Saturday): the one Intl gives
 *   for `intl` (`Intl.Locale#weekInfo`, written here because not every browser has it; a test
 *   checks it), except English, whose week starts on Sunday as the spec says.
 */
export const LOCALES = [
  { code: "en", name: "English", dir: "ltr", intl: "en-GB", firstDay: 0 },
  { code: "de", name: "Deutsch", dir: "ltr", intl: "de-DE", firstDay: 1 },
  { code: "es", name: "Español", dir: "ltr", intl: "es-ES", firstDay: 1 },
  { code: "fr", name: "Français", dir: "ltr", intl: "fr-FR", firstDay: 1 },
  { code: "tr", name: "Türkçe", dir: "ltr", intl: "tr-TR", firstDay: 1 },
  { code: "ar", name: "العربية", dir: "rtl", intl: "ar-u-nu-latn", firstDay: 6 },
] as const;

export type Locale = (typeof LOCALES)[number]["code"];
export type LocaleInfo = (typeof LOCALES)[number];

/** English: today's URLs, without a prefix, and the language of the spec's texts. */
export const DEFAULT_LOCALE: Locale = "en";

// Pure: a browser module that needs only DEFAULT_LOCALE (seo.ts, through paths.ts) keeps nothing else.
export const LOCALE_CODES: readonly Locale[] = /* @__PURE__ */ LOCALES.map((l) => l.code);

/** The cookie that remembers a visitor's choice (a preference: readable by scripts, SameSite=Lax). */
export const LOCALE_COOKIE = "lang";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALE_CODES as readonly string[]).includes(value);
}

export function localeInfo(locale: Locale): LocaleInfo {
  return LOCALES.find((l) => l.code === locale) ?? LOCALES[0];
}

/**
 * How a language writes amounts and numbers: its Intl tag, and undefined for English, whose
 * amounts stay exactly as they were before languages ("$2,900", en-US: decision 046).
 */
export function numberLocaleOf(locale: Locale): string | undefined {
  return locale === DEFAULT_LOCALE ? undefined : localeInfo(locale).intl;
}
