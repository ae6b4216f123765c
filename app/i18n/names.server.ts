import { DEFAULT_LOCALE, localeInfo, type Locale } from "./config";

/** The destinations' ISO 3166 region codes, by the catalogue's country slug. */
const REGION: Record<string, string> = {
  turkey: "TR",
  "south-korea": "KR",
  thailand: "TH",
  mexico: "MX",
};

/**
 * A destination country's name in the page's language, from Intl (CLDR): "Türkei", "Turquía",
 * "تركيا". English keeps the catalogue's own name ("Turkey"), as the spec writes it; a country
 * without a known region code keeps it too.
 */
export function countryNameIn(locale: Locale, slug: string, english: string): string {
  const region = REGION[slug];
  if (locale === DEFAULT_LOCALE || !region) return english;
  return new Intl.DisplayNames([localeInfo(locale).intl], { type: "region" }).of(region) ?? english;
}

/** ISO 639 codes of the languages clinics list (as they write them in English). */
const LANGUAGE: Record<string, string> = {
  arabic: "ar",
  dutch: "nl",
  english: "en",
  french: "fr",
  german: "de",
  italian: "it",
  japanese: "ja",
  korean: "ko",
  "mandarin chinese": "zh",
  chinese: "zh",
  persian: "fa",
  portuguese: "pt",
  russian: "ru",
  spanish: "es",
  thai: "th",
  turkish: "tr",
};

/**
 * A language a clinic lists ("German"), named in the page's language from Intl (CLDR):
 * "Deutsch" on a German page, "الألمانية" on an Arabic one. English and unknown names stay as
 * the clinic wrote them.
 */
export function languageNameIn(locale: Locale, english: string): string {
  const code = LANGUAGE[english.trim().toLowerCase()];
  if (locale === DEFAULT_LOCALE || !code) return english;
  return new Intl.DisplayNames([localeInfo(locale).intl], { type: "language" }).of(code) ?? english;
}
