import { REVIEW_STORIES } from "../reviews";
import type { ReviewsContent } from "../types";

/** /reviews auf Deutsch: Rahmen übersetzt; die Zitate bleiben im Wortlaut (Englisch). */
const COUNTRIES: Record<string, string> = {
  "United Kingdom": "Vereinigtes Königreich",
  Norway: "Norwegen",
  Australia: "Australien",
  Ireland: "Irland",
  "United States": "Vereinigte Staaten",
  Canada: "Kanada",
};
const TREATMENTS: Record<string, string> = {
  "Hair Transplant": "Haartransplantation",
  Veneers: "Veneers",
  Rhinoplasty: "Nasenkorrektur",
  "Knee Replacement": "Kniegelenkersatz",
  "Gastric Sleeve": "Schlauchmagen",
  "IVF Treatment": "IVF-Behandlung",
};

export const REVIEWS: ReviewsContent = {
  title: "Bewertungen von Patientinnen und Patienten",
  intro:
    "Echte Erfahrungen von Patientinnen und Patienten, die für eine Behandlung bei unseren Partnerkliniken gereist sind. Bewertungen auf CareAtlas können nur Patientinnen und Patienten mit abgeschlossener Buchung abgeben.",
  disclaimer:
    "Bewertungen schildern persönliche Erfahrungen, und Ergebnisse sind von Mensch zu Mensch verschieden. Sie sind kein medizinischer Rat; bitte besprechen Sie jede Behandlung mit einer qualifizierten Ärztin oder einem qualifizierten Arzt.",
  stories: REVIEW_STORIES.map((r) => ({
    ...r,
    country: COUNTRIES[r.country] ?? r.country,
    treatment: TREATMENTS[r.treatment] ?? r.treatment,
  })),
  ui: {
    eyebrow: "Echte Erfahrungen",
    statsTitle: "Bewertungen auf einen Blick",
    storiesTitle: "Erfahrungsberichte",
    quotesNote:
      "Wir zitieren die Bewertungen im Wortlaut, in der Sprache, in der sie verfasst wurden (Englisch).",
    treatmentAt: "{treatment} bei {clinic}",
    completed: "Abgeschlossene Buchung",
    ctaTitle: "Finden Sie Ihre Klinik",
    ctaText:
      "Vergleichen Sie geprüfte Kliniken, lesen Sie alle Bewertungen und sehen Sie transparente Preise, bevor Sie sich entscheiden.",
    ctaFind: "Kliniken finden",
    ctaBrowse: "Pakete ansehen",
  },
};
