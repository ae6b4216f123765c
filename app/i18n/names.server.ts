import { TREATMENTS } from "~/db/seed/data/taxonomy";
import {
  CITY_NAMES,
  GROUP_NAMES,
  PACKAGE_BADGE_NAMES,
  PACKAGE_CATEGORY_NAMES,
  TREATMENT_NAMES,
} from "~/db/seed/data/taxonomy-names";
import type { TreatmentGroupSlug, TreatmentSlug } from "~/db/seed/types";
import { DEFAULT_LOCALE, localeInfo, type Locale } from "./config";

/**
 * The catalogue's names in the page's language (issue 15): what a person reads. The data, the
 * URLs and the search parameters keep the English names (`?treatment=Hair+Transplant`); only
 * what is shown changes. A name CareAtlas does not know (typed by a clinic) is shown as written.
 */
type OtherLocale = Exclude<Locale, "en">;

/** Intl's names of regions and languages, made once per language (pages name many per render). */
const DISPLAY_NAMES = new Map<string, Intl.DisplayNames>();
function displayNames(locale: Locale, type: "region" | "language"): Intl.DisplayNames {
  const key = `${locale}:${type}`;
  let names = DISPLAY_NAMES.get(key);
  if (!names) {
    names = new Intl.DisplayNames([localeInfo(locale).intl], { type });
    DISPLAY_NAMES.set(key, names);
  }
  return names;
}

/** The destinations' ISO 3166 region codes, by the catalogue's country slug. */
const REGION: Record<string, string> = {
  turkey: "TR",
  "south-korea": "KR",
  thailand: "TH",
  mexico: "MX",
  // Not a destination of the catalogue: named in the blog's market figures.
  "united-arab-emirates": "AE",
};

/**
 * A destination country's name in the page's language, from Intl (CLDR): "Türkei", "Turquía",
 * "تركيا". English keeps the catalogue's own name ("Turkey"), as the spec writes it; a country
 * without a known region code keeps it too.
 */
export function countryNameIn(locale: Locale, slug: string, english: string): string {
  const region = REGION[slug];
  if (locale === DEFAULT_LOCALE || !region) return english;
  return displayNames(locale, "region").of(region) ?? english;
}

/**
 * ISO 3166 region codes of the countries patients come from, as the product stores them in
 * English (the profile's nationalities, reviews' and testimonials' countries).
 */
const HOME_REGION: Record<string, string> = {
  "United Kingdom": "GB",
  "United States": "US",
  Canada: "CA",
  Australia: "AU",
  Germany: "DE",
  France: "FR",
  Italy: "IT",
  Spain: "ES",
  Netherlands: "NL",
  Sweden: "SE",
  Norway: "NO",
  Denmark: "DK",
  Ireland: "IE",
};

/**
 * A patient's home country ("United Kingdom") in the page's language, from Intl (CLDR):
 * "Vereinigtes Königreich", "المملكة المتحدة". English and unknown names stay as stored.
 */
export function homeCountryNameIn(locale: Locale, english: string): string {
  const region = HOME_REGION[english];
  if (locale === DEFAULT_LOCALE || !region) return english;
  return displayNames(locale, "region").of(region) ?? english;
}

/** Whether a stored country is one `homeCountryNameIn` names (the rest are "Other"). */
export function isKnownHomeCountry(english: string): boolean {
  return english in HOME_REGION;
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
  swedish: "sv",
  thai: "th",
  turkish: "tr",
  vietnamese: "vi",
};

/**
 * A language a clinic lists ("German"), named in the page's language from Intl (CLDR):
 * "Deutsch" on a German page, "الألمانية" on an Arabic one. English and unknown names stay as
 * the clinic wrote them.
 */
export function languageNameIn(locale: Locale, english: string): string {
  const code = LANGUAGE[english.trim().toLowerCase()];
  if (locale === DEFAULT_LOCALE || !code) return english;
  return displayNames(locale, "language").of(code) ?? english;
}

const TREATMENT_SLUG = new Map(TREATMENTS.map((t) => [t.name, t.slug]));

/** A catalogue treatment's name ("Hair Transplant" → "Haartransplantation"). */
export function treatmentNameIn(locale: Locale, english: string): string {
  if (locale === DEFAULT_LOCALE) return english;
  const slug = TREATMENT_SLUG.get(english);
  return (slug && TREATMENT_NAMES[slug]?.[locale as OtherLocale]?.name) || english;
}

/**
 * Every way the catalogue writes a treatment, lower case: its English name, slug and keywords,
 * then its name and aliases in every other language ("Haartransplantation", "saç ekimi"). An
 * English wording wins where two would collide.
 */
const TREATMENT_BY_WORDING = new Map<string, TreatmentSlug>();
for (const t of TREATMENTS)
  for (const w of [t.name, t.slug, ...t.keywords])
    TREATMENT_BY_WORDING.set(w.toLowerCase(), t.slug);
/** The English wordings, kept as written on English pages. */
const ENGLISH_WORDING = new Set(TREATMENT_BY_WORDING.keys());
const ENGLISH_NAME = new Map<string, string>(TREATMENTS.map((t) => [t.slug, t.name]));
for (const t of TREATMENTS)
  for (const { name, aliases = [] } of Object.values(TREATMENT_NAMES[t.slug] ?? {}))
    for (const w of [name, ...aliases])
      if (!TREATMENT_BY_WORDING.has(w.toLowerCase()))
        TREATMENT_BY_WORDING.set(w.toLowerCase(), t.slug);

/**
 * A treatment as a patient or the catalogue wrote it ("Rhinoplasty", "IVF", "BBL", or a German
 * patient's "Haartransplantation") named in the page's language through the catalogue
 * ("Nasenkorrektur (Rhinoplastik)"; English pages get the catalogue's English name for a wording
 * in another language). A wording the catalogue does not know is shown as written.
 */
export function isKnownTreatmentWording(english: string): boolean {
  return TREATMENT_BY_WORDING.has(english.trim().toLowerCase());
}

export function treatmentWordingIn(locale: Locale, wording: string): string {
  const slug = TREATMENT_BY_WORDING.get(wording.trim().toLowerCase());
  if (!slug) return wording;
  if (locale === DEFAULT_LOCALE)
    return ENGLISH_WORDING.has(wording.trim().toLowerCase()) ? wording : ENGLISH_NAME.get(slug)!;
  return TREATMENT_NAMES[slug]?.[locale as OtherLocale]?.name || wording;
}

/** A treatment group's name, by its slug ("hair" → "Haare"). */
export function groupNameIn(locale: Locale, slug: string, english: string): string {
  if (locale === DEFAULT_LOCALE) return english;
  return GROUP_NAMES[slug as TreatmentGroupSlug]?.[locale as OtherLocale] ?? english;
}

/** A destination city's name, by its slug ("istanbul" → "إسطنبول"). */
export function cityNameIn(locale: Locale, slug: string, english: string): string {
  if (locale === DEFAULT_LOCALE) return english;
  return CITY_NAMES[slug]?.[locale as OtherLocale] ?? english;
}

/** A package category ("Hair Restoration" → "Saç ekimi"). */
export function packageCategoryIn(locale: Locale, english: string): string {
  if (locale === DEFAULT_LOCALE) return english;
  return PACKAGE_CATEGORY_NAMES[english]?.[locale as OtherLocale] ?? english;
}

/** A package's highlight badge ("Most Popular" → "Besonders beliebt"). */
export function packageBadgeIn(locale: Locale, english: string): string {
  if (locale === DEFAULT_LOCALE) return english;
  return PACKAGE_BADGE_NAMES[english]?.[locale as OtherLocale] ?? english;
}
