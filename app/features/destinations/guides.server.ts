import { DEFAULT_LOCALE, LOCALE_CODES, type Locale } from "~/i18n/config";
import { CITY_GUIDES } from "../../../content/destinations/cities";
import { COUNTRY_GUIDES } from "../../../content/destinations/countries";
import type { CityGuide, CountryGuide, CountrySummary } from "../../../content/destinations/types";

/**
 * The destination guides in each language (docs/i18n.md, "Editorial texts"): a translation is
 * the same typed module per language, content/destinations/<locale>/countries.ts and cities.ts,
 * with the English slugs. Only the loaders read them, one language at a time (`import()` on the
 * server): no page's browser bundle carries the texts. A language without a module shows the
 * English guide with a note, and its URL is left out of hreflang and the sitemap
 * (`pageLanguages`).
 */
type CountryModule = { COUNTRY_GUIDES: CountryGuide[] };
type CityModule = { CITY_GUIDES: CityGuide[] };

/** The translations that exist: a language joins by one line here once its module is written. */
export const GUIDE_TRANSLATIONS: {
  countries: Partial<Record<Locale, () => Promise<CountryModule>>>;
  cities: Partial<Record<Locale, () => Promise<CityModule>>>;
} = {
  countries: {
    de: () => import("../../../content/destinations/de/countries"),
    es: () => import("../../../content/destinations/es/countries"),
    fr: () => import("../../../content/destinations/fr/countries"),
    tr: () => import("../../../content/destinations/tr/countries"),
    ar: () => import("../../../content/destinations/ar/countries"),
  },
  cities: {
    de: () => import("../../../content/destinations/de/cities"),
    tr: () => import("../../../content/destinations/tr/cities"),
    ar: () => import("../../../content/destinations/ar/cities"),
    es: () => import("../../../content/destinations/es/cities"),
    fr: () => import("../../../content/destinations/fr/cities"),
  },
};

/** The languages the country or city guides are written in (English first, then LOCALES' order). */
export function guideLocales(kind: keyof typeof GUIDE_TRANSLATIONS): readonly Locale[] {
  return LOCALE_CODES.filter((l) => l === DEFAULT_LOCALE || l in GUIDE_TRANSLATIONS[kind]);
}

/**
 * A guide in the language it is shown in (`locale`): the page's, or English when not translated
 * yet. `translated`: the guide is in the page's language (always so on English pages).
 */
export type Localized<T> = { guide: T; english: T; locale: Locale; translated: boolean };

const normalise = (slug: string): string => slug.trim().toLowerCase();

async function guidesIn<T>(
  locale: Locale,
  english: T[],
  translations: Partial<Record<Locale, () => Promise<unknown>>>,
  pick: (module: never) => T[],
): Promise<{ guides: T[]; locale: Locale }> {
  const load = locale === DEFAULT_LOCALE ? undefined : translations[locale];
  if (!load) return { guides: english, locale: DEFAULT_LOCALE };
  return { guides: pick((await load()) as never), locale };
}

/** The country guide for a slug in `locale` (English when not translated), or undefined. */
export async function countryGuideIn(
  locale: Locale,
  slug: string,
): Promise<Localized<CountryGuide> | undefined> {
  const key = normalise(slug);
  const english = COUNTRY_GUIDES.find((g) => g.slug === key);
  if (!english) return undefined;
  const found = await guidesIn(
    locale,
    COUNTRY_GUIDES,
    GUIDE_TRANSLATIONS.countries,
    (m: CountryModule) => m.COUNTRY_GUIDES,
  );
  const guide = found.guides.find((g) => g.slug === key) ?? english;
  const textLocale = guide === english ? DEFAULT_LOCALE : found.locale;
  return { guide, english, locale: textLocale, translated: textLocale === locale };
}

/** The city guide for a country/city pair in `locale` (English when not translated), or undefined. */
export async function cityGuideIn(
  locale: Locale,
  countrySlug: string,
  citySlug: string,
): Promise<Localized<CityGuide> | undefined> {
  const country = normalise(countrySlug);
  const city = normalise(citySlug);
  const match = (g: CityGuide) => g.countrySlug === country && g.slug === city;
  const english = CITY_GUIDES.find(match);
  if (!english) return undefined;
  const found = await guidesIn(
    locale,
    CITY_GUIDES,
    GUIDE_TRANSLATIONS.cities,
    (m: CityModule) => m.CITY_GUIDES,
  );
  const guide = found.guides.find(match) ?? english;
  const textLocale = guide === english ? DEFAULT_LOCALE : found.locale;
  return { guide, english, locale: textLocale, translated: textLocale === locale };
}

type SummaryModule = { COUNTRY_SUMMARIES: CountrySummary[] };

/**
 * The country cards' short description and tip on /destinations in each language
 * (content/destinations/<locale>/summaries.ts); English reads them from the `countries` table.
 */
export const SUMMARY_TRANSLATIONS: Partial<Record<Locale, () => Promise<SummaryModule>>> = {
  de: () => import("../../../content/destinations/de/summaries"),
  es: () => import("../../../content/destinations/es/summaries"),
  fr: () => import("../../../content/destinations/fr/summaries"),
  tr: () => import("../../../content/destinations/tr/summaries"),
  ar: () => import("../../../content/destinations/ar/summaries"),
};

/** The country summaries written in `locale`, by slug (empty for English or an unwritten language). */
export async function countrySummariesIn(locale: Locale): Promise<Map<string, CountrySummary>> {
  const load = locale === DEFAULT_LOCALE ? undefined : SUMMARY_TRANSLATIONS[locale];
  if (!load) return new Map();
  return new Map((await load()).COUNTRY_SUMMARIES.map((s) => [s.slug, s]));
}
