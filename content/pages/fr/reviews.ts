import { REVIEW_STORIES } from "../reviews";
import type { ReviewsContent } from "../types";

/** /reviews en français : cadre traduit ; les témoignages restent tels qu’écrits (en anglais). */
const COUNTRIES: Record<string, string> = {
  "United Kingdom": "Royaume-Uni",
  Norway: "Norvège",
  Australia: "Australie",
  Ireland: "Irlande",
  "United States": "États-Unis",
  Canada: "Canada",
};
const TREATMENTS: Record<string, string> = {
  "Hair Transplant": "Greffe de cheveux",
  Veneers: "Facettes dentaires",
  Rhinoplasty: "Rhinoplastie",
  "Knee Replacement": "Prothèse du genou",
  "Gastric Sleeve": "Sleeve gastrectomie",
  "IVF Treatment": "Fécondation in vitro (FIV)",
};

export const REVIEWS: ReviewsContent = {
  title: "Avis de patients",
  intro:
    "Les expériences réelles de patients partis se faire soigner dans nos cliniques partenaires. Sur CareAtlas, seuls les patients dont la réservation est terminée peuvent laisser un avis.",
  disclaimer:
    "Les avis décrivent des expériences individuelles, et les résultats varient d’une personne à l’autre. Ils ne constituent pas un avis médical ; parlez de tout traitement avec un professionnel de santé qualifié.",
  stories: REVIEW_STORIES.map((r) => ({
    ...r,
    country: COUNTRIES[r.country] ?? r.country,
    treatment: TREATMENTS[r.treatment] ?? r.treatment,
  })),
  ui: {
    eyebrow: "Des expériences réelles",
    statsTitle: "Les avis en un coup d’œil",
    storiesTitle: "Témoignages de patients",
    quotesNote:
      "Nous citons les avis mot pour mot, dans la langue où ils ont été rédigés (l’anglais).",
    treatmentAt: "{treatment} chez {clinic}",
    completed: "Réservation terminée",
    ctaTitle: "Trouvez votre clinique",
    ctaText:
      "Comparez des cliniques vérifiées, lisez tous les avis et consultez des prix transparents avant de décider.",
    ctaFind: "Trouver une clinique",
    ctaBrowse: "Voir les forfaits",
  },
};
