import { CITIES, COUNTRIES } from "~/db/seed/data/geo";
import { GROUPS } from "~/db/seed/data/taxonomy";
import type { Locale } from "./config";
import { cityNameIn, countryNameIn, groupNameIn, treatmentNameIn } from "./names.server";
import { placeText } from "./text";

/**
 * Catalogue names for rows that carry only the English name (no slug): the search form's options,
 * the search results, the home page's cards. Each English name is looked up in the catalogue
 * (app/db/seed/data) to find its slug, then named in the page's language through
 * app/i18n/names.server.ts. A name the catalogue does not know is shown as written.
 */
const COUNTRY_SLUG = new Map(COUNTRIES.map((c) => [c.name, c.slug]));
const CITY_SLUG = new Map(CITIES.map((c) => [c.name, c.slug]));
const GROUP_SLUG = new Map<string, string>(GROUPS.map((g) => [g.name, g.slug]));

export function countryIn(locale: Locale, english: string): string {
  return countryNameIn(locale, COUNTRY_SLUG.get(english) ?? "", english);
}

export function isCatalogueCity(english: string): boolean {
  return CITY_SLUG.has(english);
}

export function cityIn(locale: Locale, english: string): string {
  return cityNameIn(locale, CITY_SLUG.get(english) ?? "", english);
}

export function groupIn(locale: Locale, english: string): string {
  return groupNameIn(locale, GROUP_SLUG.get(english) ?? "", english);
}

/**
 * A row's catalogue city and country named in the page's language (the row is otherwise kept):
 * the dashboards' bookings, quotes, favourites and the clinic's own card.
 */
export function withPlaceIn<T extends { city: string; country: string }>(
  locale: Locale,
  row: T,
): T {
  return { ...row, city: cityIn(locale, row.city), country: countryIn(locale, row.country) };
}

/** A city and its country as the page's language writes them ("إسطنبول، تركيا" in Arabic). */
export function placeIn(locale: Locale, city: string, country: string): string {
  return placeText(locale, city, country);
}

/** "Istanbul, Turkey" → "İstanbul, Türkiye"; a lone country ("Turkey") is named too. */
export function destinationIn(locale: Locale, english: string): string {
  const parts = english.split(",").map((p) => p.trim());
  if (parts.length === 1)
    return COUNTRY_SLUG.has(english) ? countryIn(locale, english) : cityIn(locale, english);
  if (parts.length !== 2) return english;
  return placeIn(locale, cityIn(locale, parts[0]!), countryIn(locale, parts[1]!));
}

/**
 * A destination as it reads after "in" ("Kliniken in {destination}"): German names some countries
 * with their article ("in der Türkei"); every other name reads as it is.
 */
const GERMAN_WITH_ARTICLE: Record<string, string> = { Türkei: "der Türkei" };

export function destinationAfterIn(locale: Locale, shown: string): string {
  return locale === "de" ? (GERMAN_WITH_ARTICLE[shown] ?? shown) : shown;
}

/** A treatment or group label as search resolves it (a treatment's name, or a group's). */
export function treatmentOrGroupIn(locale: Locale, english: string): string {
  const treatment = treatmentNameIn(locale, english);
  return treatment !== english ? treatment : groupIn(locale, english);
}

/** What a search form shows: each option's English value and its label in the page's language. */
export type LocalizedSearchOptions = {
  treatmentGroups: {
    name: string;
    label: string;
    treatments: { value: string; label: string }[];
  }[];
  destinations: {
    country: string;
    label: string;
    cities: { value: string; label: string }[];
  }[];
};

export function localizeSearchOptions(
  locale: Locale,
  options: {
    treatmentGroups: { name: string; treatments: string[] }[];
    destinations: { country: string; cities: string[] }[];
  },
): LocalizedSearchOptions {
  return {
    treatmentGroups: options.treatmentGroups.map((g) => ({
      name: g.name,
      label: groupIn(locale, g.name),
      treatments: g.treatments.map((t) => ({ value: t, label: treatmentNameIn(locale, t) })),
    })),
    destinations: options.destinations.map((d) => {
      const country = countryIn(locale, d.country);
      return {
        country: d.country,
        label: country,
        cities: d.cities.map((c) => ({
          value: `${c}, ${d.country}`,
          label: placeIn(locale, cityIn(locale, c), country),
        })),
      };
    }),
  };
}

/**
 * The specialties a destination country lists (countries.popular_treatments: "Cosmetic Surgery",
 * "Health Check-ups"): fields of medicine rather than the taxonomy's treatments, so they are
 * named here; a catalogue treatment or group ("Hair Transplant") is named by the taxonomy.
 */
const SPECIALTY_NAMES: Record<string, Record<Exclude<Locale, "en">, string>> = {
  Dental: {
    de: "Zahnmedizin",
    es: "Odontología",
    fr: "Soins dentaires",
    tr: "Diş tedavisi",
    ar: "طب الأسنان",
  },
  "Cosmetic Surgery": {
    de: "Schönheitschirurgie",
    es: "Cirugía estética",
    fr: "Chirurgie esthétique",
    tr: "Estetik cerrahi",
    ar: "الجراحة التجميلية",
  },
  "Eye Surgery": {
    de: "Augenchirurgie",
    es: "Cirugía ocular",
    fr: "Chirurgie des yeux",
    tr: "Göz cerrahisi",
    ar: "جراحة العيون",
  },
  "Health Check-ups": {
    de: "Gesundheits-Check-ups",
    es: "Chequeos médicos",
    fr: "Bilans de santé",
    tr: "Check-up",
    ar: "الفحوصات الطبية الشاملة",
  },
  Dermatology: {
    de: "Dermatologie",
    es: "Dermatología",
    fr: "Dermatologie",
    tr: "Dermatoloji",
    ar: "الأمراض الجلدية",
  },
  Fertility: {
    de: "Kinderwunsch",
    es: "Fertilidad",
    fr: "Fertilité",
    tr: "Tüp bebek",
    ar: "علاج الخصوبة",
  },
  Orthopaedics: {
    de: "Orthopädie",
    es: "Ortopedia",
    fr: "Orthopédie",
    tr: "Ortopedi",
    ar: "جراحة العظام",
  },
  "Bariatric Surgery": {
    de: "Adipositaschirurgie",
    es: "Cirugía bariátrica",
    fr: "Chirurgie bariatrique",
    tr: "Obezite cerrahisi",
    ar: "جراحة السمنة",
  },
};

export function specialtyIn(locale: Locale, english: string): string {
  if (locale === "en") return english;
  return SPECIALTY_NAMES[english]?.[locale] ?? treatmentOrGroupIn(locale, english);
}
