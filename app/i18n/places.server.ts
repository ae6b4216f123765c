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
