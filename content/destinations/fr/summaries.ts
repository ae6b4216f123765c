import type { CountrySummary } from "../types";

/** Les cartes des pays sur /fr/destinations : description courte et conseil (anglais : table `countries`). */
export const COUNTRY_SUMMARIES: CountrySummary[] = [
  {
    slug: "turkey",
    description:
      "Une destination de premier plan pour la greffe de cheveux, les soins dentaires et la chirurgie esthétique, avec des hôpitaux privés modernes et des vols courts depuis la plupart des pays d’Europe.",
    specialNote:
      "De nombreuses cliniques proposent des forfaits tout compris avec hôtel, transferts aéroport et interprète personnel.",
  },
  {
    slug: "south-korea",
    description:
      "Réputée pour sa chirurgie esthétique du visage à la pointe du progrès, sa chirurgie des yeux au laser et ses bilans de santé complets, réalisés dans des cliniques très spécialisées.",
    specialNote:
      "Les cliniques enregistrées pour l’accueil des patients internationaux disposent de coordinateurs dédiés et d’interprètes médicaux.",
  },
  {
    slug: "thailand",
    description:
      "Des hôpitaux accrédités à l’international, des spécialistes expérimentés en chirurgie esthétique et en fertilité, et un cadre apaisant pour la convalescence.",
    specialNote:
      "Plusieurs hôpitaux de Bangkok disposent de centres dédiés aux patients internationaux, avec des interprètes dans plus de dix langues.",
  },
  {
    slug: "mexico",
    description:
      "Un choix pratique pour les patients d’Amérique du Nord, avec des cliniques reconnues en chirurgie bariatrique, soins dentaires et chirurgie esthétique près de la frontière avec les États-Unis et sur la côte caraïbe.",
    specialNote:
      "Les cliniques de Tijuana sont à courte distance en voiture de San Diego, et beaucoup organisent des transferts avec passage de la frontière.",
  },
];
