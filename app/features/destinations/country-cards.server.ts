import type { I18n } from "@lingui/core";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/config";
import {
  countryNameIn,
  groupNameIn,
  packageCategoryIn,
  treatmentNameIn,
} from "~/i18n/names.server";
import type { DestinationCountryCard } from "./destinations.server";
import { countrySummariesIn } from "./guides.server";

type OtherLocale = Exclude<Locale, "en">;

/**
 * The countries' "popular treatments" as the `countries` table lists them, each named through
 * the catalogue: a treatment ("Hair Transplant"), a package category ("Dental"), a group
 * ("Bariatric Surgery": the bariatric group). Two labels name a field the taxonomy has no single
 * entry for; their names are here.
 */
const POPULAR: Record<string, (locale: Locale) => string> = {
  "Health Check-ups": (l) => treatmentNameIn(l, "Health Check-up"),
  "Bariatric Surgery": (l) => groupNameIn(l, "bariatric", "Bariatric Surgery"),
};
const FIELD_NAMES: Record<string, Record<OtherLocale, string>> = {
  "Cosmetic Surgery": {
    de: "Ästhetische Chirurgie",
    es: "Cirugía estética",
    fr: "Chirurgie esthétique",
    tr: "Estetik cerrahi",
    ar: "الجراحة التجميلية",
  },
  Dermatology: {
    de: "Dermatologie",
    es: "Dermatología",
    fr: "Dermatologie",
    tr: "Dermatoloji",
    ar: "الأمراض الجلدية",
  },
};

/** A popular-treatment label in the page's language (as written when CareAtlas does not know it). */
export function popularTreatmentIn(locale: Locale, label: string): string {
  if (locale === DEFAULT_LOCALE) return label;
  const known = POPULAR[label]?.(locale) ?? FIELD_NAMES[label]?.[locale as OtherLocale];
  if (known) return known;
  const treatment = treatmentNameIn(locale, label);
  return treatment !== label ? treatment : packageCategoryIn(locale, label);
}

/** "60-80%" as the language writes a range of percentages: "60–80 %", "%60–80". */
function savingsIn(locale: Locale, i18n: I18n, range: string): string {
  const m = /^\s*(\d{1,3})\s*[-–]\s*(\d{1,3})\s*%\s*$/.exec(range);
  if (locale === DEFAULT_LOCALE || !m) return range;
  return i18n._("destinationsData.savings", {
    min: i18n.number(Number(m[1])),
    max: i18n.number(Number(m[2])),
  });
}

/**
 * A guide's fact strip as the page's language writes its figures ("60–80 %",
 * "4,8 / 5", "1.234"); English keeps the table's own figures.
 */
export function guideFiguresIn(
  locale: Locale,
  i18n: I18n,
  f: {
    savingsRange?: string;
    verifiedClinicCount?: number;
    cities?: number;
    reviewCount?: number;
    bestRating?: number | null;
  },
) {
  const n = (v: number | undefined) => (v === undefined ? undefined : i18n.number(v));
  return {
    savings: f.savingsRange && savingsIn(locale, i18n, f.savingsRange),
    clinics: n(f.verifiedClinicCount ?? 0)!,
    cities: n(f.cities),
    reviews: n(f.reviewCount),
    rating: f.bestRating
      ? `${i18n.number(f.bestRating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} / 5`
      : undefined,
  };
}

/**
 * The /destinations country cards in the page's language: the country's name (CLDR), the short
 * description and tip from the language's summaries (content/destinations/<locale>/summaries.ts;
 * English: the table's), the figures and treatment names, and the texts with a value per card.
 * `textLocale` is the language the description and tip are in (English until written).
 */
export async function countryCardsIn(
  locale: Locale,
  i18n: I18n,
  countries: DestinationCountryCard[],
) {
  const summaries = await countrySummariesIn(locale);
  return countries.map((c) => {
    const name = countryNameIn(locale, c.slug, c.name);
    const summary = summaries.get(c.slug);
    return {
      ...c,
      name,
      description: summary?.description ?? c.description,
      specialNote: summary?.specialNote ?? c.specialNote,
      textLocale: summary || locale === DEFAULT_LOCALE ? locale : DEFAULT_LOCALE,
      savingsRange: savingsIn(locale, i18n, c.savingsRange),
      popularTreatments: c.popularTreatments.map((t) => popularTreatmentIn(locale, t)),
      texts: {
        clinics: i18n._("destinationsData.clinics", { count: c.verifiedClinicCount }),
        clinicCount: i18n.number(c.verifiedClinicCount),
        explore: i18n._("destinationsData.explore", { country: name }),
      },
    };
  });
}

export type CountryCardShown = Awaited<ReturnType<typeof countryCardsIn>>[number];
