import { REVIEW_STORIES } from "../reviews";
import type { ReviewsContent } from "../types";

/** /reviews en español: el marco está traducido; las reseñas se citan tal como se escribieron (en inglés). */
const COUNTRIES: Record<string, string> = {
  "United Kingdom": "Reino Unido",
  Norway: "Noruega",
  Australia: "Australia",
  Ireland: "Irlanda",
  "United States": "Estados Unidos",
  Canada: "Canadá",
};
const TREATMENTS: Record<string, string> = {
  "Hair Transplant": "Trasplante capilar",
  Veneers: "Carillas dentales",
  Rhinoplasty: "Rinoplastia",
  "Knee Replacement": "Prótesis de rodilla",
  "Gastric Sleeve": "Manga gástrica",
  "IVF Treatment": "Tratamiento de FIV",
};

export const REVIEWS: ReviewsContent = {
  title: "Reseñas de pacientes",
  intro:
    "Experiencias reales de pacientes que viajaron para recibir tratamiento en nuestras clínicas asociadas. En CareAtlas solo pueden dejar una reseña los pacientes con una reserva completada.",
  disclaimer:
    "Las reseñas describen experiencias individuales, y los resultados varían de una persona a otra. No constituyen asesoramiento médico; consulte cualquier tratamiento con un profesional sanitario cualificado.",
  stories: REVIEW_STORIES.map((r) => ({
    ...r,
    country: COUNTRIES[r.country] ?? r.country,
    treatment: TREATMENTS[r.treatment] ?? r.treatment,
  })),
  ui: {
    eyebrow: "Experiencias reales",
    statsTitle: "Las reseñas de un vistazo",
    storiesTitle: "Historias de pacientes",
    quotesNote: "Citamos las reseñas textualmente, en el idioma en que se escribieron (inglés).",
    treatmentAt: "{treatment} en {clinic}",
    completed: "Reserva completada",
    ctaTitle: "Encuentre su clínica",
    ctaText:
      "Compare clínicas verificadas, lea todas las reseñas y consulte precios transparentes antes de decidir.",
    ctaFind: "Buscar clínicas",
    ctaBrowse: "Ver paquetes",
  },
};
