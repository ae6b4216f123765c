import { SUPPORT_EMAIL } from "../contact";
import type { ContactPanelContent } from "../types";

/** Panneau latéral de /contact en français (traduit de ../contact.ts). */
export const CONTACT_PANEL: ContactPanelContent = {
  heading: "Nous contacter",
  intro:
    "Une question sur une clinique, un devis ou une réservation ? Notre équipe se fera un plaisir de vous aider. Merci de ne pas envoyer de documents médicaux par e-mail ; téléversez-les plutôt de façon sécurisée depuis votre tableau de bord.",
  channels: [
    {
      id: "email",
      title: "Assistance par e-mail",
      value: SUPPORT_EMAIL,
      lines: ["Nous répondons sous 24 à 48 heures."],
      href: `mailto:${SUPPORT_EMAIL}`,
      status: "available",
    },
    {
      id: "phone",
      title: "Assistance téléphonique",
      value: "",
      lines: ["Du lundi au vendredi, de 9 h à 18 h (heure de Turquie)"],
      status: "available",
    },
    {
      id: "office",
      title: "Bureau",
      value: "Bursa, Turquie",
      lines: ["Fevzi Cakmak Caddesi No. 31, 3e étage", "Osmangazi, 16050 Bursa", "Turquie"],
      status: "available",
    },
    {
      id: "hq",
      title: "Siège de Dubaï",
      value: "Dubaï, Émirats arabes unis",
      lines: ["Ouverture prochaine"],
      status: "coming-soon",
    },
  ],
  urgentNote: {
    title: "Besoin d’une aide urgente ?",
    text: "Indiquez « URGENT » dans l’objet de votre e-mail et notre équipe d’assistance le traitera en priorité. En cas d’urgence médicale, contactez d’abord les services d’urgence locaux.",
  },
  ui: {
    comingSoon: "Prochainement",
    quickAnswer: "Vous cherchez une réponse rapide ?",
    readFaq: "Lire la FAQ",
  },
};
