import type { TeamContent } from "../types";

/** /team en français (traduit de ../team.ts) : noms et portraits inchangés. */
export const TEAM: TeamContent = {
  title: "Notre équipe",
  intro:
    "Une petite équipe issue de la qualité hospitalière, des soins infirmiers et de la coordination des patients, qui s’attache à rendre les soins à l’étranger plus clairs et plus sûrs.",
  members: [
    {
      name: "Leyla Korkmaz",
      role: "Cofondatrice et PDG",
      bio: "Avant de fonder CareAtlas, Leyla a passé dix ans dans la gestion hospitalière et la santé numérique, à Istanbul et à Londres. L’idée lui est venue en aidant son père à organiser des soins dentaires à l’étranger, une démarche bien plus compliquée qu’elle n’aurait dû l’être. Elle définit l’orientation de l’entreprise et lit toujours, chaque semaine, les retours des patients.",
      initials: "LK",
      portrait: "/images/team/leyla-korkmaz.svg",
      portraitAlt: "Portrait illustré de Leyla Korkmaz",
    },
    {
      name: "Marcus Webb",
      role: "Responsable de la vérification des cliniques",
      bio: "Marcus a été auditeur qualité hospitalier pendant douze ans et a aidé des hôpitaux à se préparer aux visites d’accréditation nationales et internationales. Chez CareAtlas, il dirige l’équipe qui vérifie les autorisations, les médecins et les procédures de sécurité de chaque clinique avant son référencement. Il est convaincu que les meilleures cliniques sont celles qui accueillent volontiers les questions difficiles.",
      initials: "MW",
      portrait: "/images/team/marcus-webb.svg",
      portraitAlt: "Portrait illustré de Marcus Webb",
    },
    {
      name: "Ayla Ozkan",
      role: "Responsable de l’accompagnement des patients",
      bio: "Infirmière diplômée, Ayla a coordonné pendant huit ans la prise en charge de patients internationaux dans un hôpital privé de Bursa. Elle dirige notre équipe d’assistance, disponible 24 heures sur 24, qui aide les patients à préparer leurs questions pour les cliniques, à planifier leurs dates et à rester en contact pendant leur voyage. Elle parle turc, anglais et allemand.",
      initials: "AO",
      portrait: "/images/team/ayla-ozkan.svg",
      portraitAlt: "Portrait illustré d’Ayla Ozkan",
    },
  ],
  ui: {
    eyebrow: "Les personnes derrière CareAtlas",
    membersLabel: "Membres de l’équipe",
    ctaTitle: "Des questions pour notre équipe ?",
    ctaText:
      "Notre équipe d’assistance est disponible 24 h/24, 7 j/7 par e-mail ou par chat, avant, pendant et après votre voyage.",
    ctaContact: "Nous contacter",
    ctaAbout: "À propos de CareAtlas",
  },
};
