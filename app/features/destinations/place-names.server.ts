import type { Locale } from "~/i18n/config";

/**
 * "in {place}" as each language says it, for the guides' headings ("Medical care in Turkey"):
 * German "in der Türkei", French "en Turquie" / "au Mexique" / "à Istanbul", Turkish "Türkiye'de"
 * (the suffix follows the name's last vowel and consonant), Arabic "في تركيا". English keeps
 * "in Turkey", the spec's words. Keyed by the guides' slugs; any other place takes the
 * language's plain preposition.
 */
const IN_PLACE: Partial<Record<Locale, Record<string, string>>> = {
  de: { turkey: "in der Türkei" },
  fr: {
    turkey: "en Turquie",
    "south-korea": "en Corée du Sud",
    thailand: "en Thaïlande",
    mexico: "au Mexique",
  },
  tr: {
    turkey: "Türkiye'de",
    "south-korea": "Güney Kore'de",
    thailand: "Tayland'da",
    mexico: "Meksika'da",
    istanbul: "İstanbul'da",
    antalya: "Antalya'da",
    izmir: "İzmir'de",
    bursa: "Bursa'da",
    seoul: "Seul'de",
    bangkok: "Bangkok'ta",
    phuket: "Phuket'te",
    tijuana: "Tijuana'da",
    cancun: "Cancun'da",
  },
};

const PREPOSITION: Record<Locale, (name: string) => string> = {
  en: (name) => `in ${name}`,
  de: (name) => `in ${name}`,
  es: (name) => `en ${name}`,
  fr: (name) => `à ${name}`,
  tr: (name) => `${name}'da`,
  ar: (name) => `في ${name}`,
};

/** The place's name kept in its own direction inside Arabic text when it is written in Latin letters. */
export function isolateLatin(locale: Locale, name: string): string {
  return locale === "ar" && /[A-Za-z]/.test(name) ? `\u2068${name}\u2069` : name;
}

/** "in {place}" in `locale`, for a guide's slug and the name the page shows. */
export function inPlace(locale: Locale, slug: string, name: string): string {
  return IN_PLACE[locale]?.[slug] ?? PREPOSITION[locale](isolateLatin(locale, name));
}
