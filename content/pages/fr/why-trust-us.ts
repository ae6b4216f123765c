import type { WhyTrustUsContent } from "../types";

/** /why-trust-us en français (traduit de ../why-trust-us.ts). */
export const WHY_TRUST_US: WhyTrustUsContent = {
  title: "Pourquoi faire confiance à CareAtlas",
  intro:
    "Partir se faire soigner est une décision importante. Voici ce que nous faisons pour mériter votre confiance, et ce que nous exigeons des cliniques avec lesquelles nous travaillons.",
  sections: [
    {
      id: "verified-clinics",
      title: "Des cliniques vérifiées",
      summary:
        "Chaque clinique présente sur CareAtlas est vérifiée par un membre de notre équipe avant d’être référencée, jamais approuvée automatiquement.",
      points: [
        "Vérification manuelle de l’autorisation de fonctionnement de chaque clinique et de son enregistrement auprès de l’autorité sanitaire nationale.",
        "Contrôle des qualifications des médecins et de leur inscription en tant que spécialistes pour les traitements proposés par la clinique.",
        "Partenaires accrédités JCI et autres accréditations reconnues, confirmées auprès de l’organisme accréditeur plutôt que déduites d’un logo.",
        "Les fiches sont réexaminées lorsque des documents expirent ou que les retours de patients soulèvent une inquiétude.",
      ],
    },
    {
      id: "patient-protection",
      title: "La protection des patients",
      summary:
        "Votre argent et vos informations personnelles sont traités avec soin dès le premier clic.",
      points: [
        "Paiement sécurisé par carte via un prestataire de paiement reconnu ; nous ne conservons jamais l’intégralité de vos données de carte.",
        "Protection de l’acompte : votre acompte est protégé jusqu’à ce que la clinique confirme votre rendez-vous, et intégralement remboursé si elle ne le peut pas.",
        "Les documents médicaux sont stockés chiffrés et ne sont partagés avec une clinique qu’avec votre consentement explicite pour cette clinique.",
        "Vos données ne sont jamais vendues, et vous pouvez les télécharger ou supprimer votre compte à tout moment.",
      ],
    },
    {
      id: "transparency",
      title: "La transparence",
      summary: "Des prix clairs et des avis honnêtes, pour comparer ce qui est comparable.",
      points: [
        "Des devis détaillés qui indiquent ce qui est inclus : traitement, nuits d’hôtel, transferts, suivi post-traitement.",
        "Des mentions claires de ce qui n’est pas inclus, comme les vols, les visas et l’assurance.",
        "Des avis vérifiés, provenant uniquement de patients dont la réservation est terminée.",
        "Les cliniques ne peuvent pas payer pour masquer, modifier ou supprimer un avis.",
      ],
    },
    {
      id: "human-support",
      title: "Un accompagnement humain",
      summary: "De vraies personnes, prêtes à vous aider, quel que soit votre fuseau horaire.",
      points: [
        "Assistance 24 h/24, 7 j/7 par e-mail ou par chat, avant, pendant et après votre voyage.",
        "Réponse aux e-mails sous 24 à 48 heures ; indiquez URGENT dans l’objet si vous avez besoin d’une aide rapide.",
        "De l’aide pour préparer vos questions aux cliniques, comprendre les devis et planifier vos dates.",
        "Une équipe qui compte des personnes issues des soins infirmiers, de la coordination des patients et de la qualité hospitalière.",
      ],
    },
    {
      id: "trusted-by-clinics",
      title: "La confiance des cliniques",
      summary:
        "Les bonnes cliniques veulent des patients informés. Nos partenaires choisissent CareAtlas parce que nous leur adressons des personnes qui se sont bien renseignées.",
      points: [
        "Les cliniques posent leur candidature via notre programme partenaires et ne sont référencées qu’après vérification.",
        "Des cliniques partenaires en Turquie, en Corée du Sud, en Thaïlande et au Mexique, des cliniques spécialisées aux hôpitaux internationaux.",
        "Les partenaires s’engagent à fournir des informations claires et détaillées et à répondre rapidement aux messages des patients.",
      ],
    },
  ],
  safetyPromise: {
    heading: "Notre engagement sécurité",
    items: [
      {
        title: "Vérifiées avant référencement",
        description:
          "Aucune clinique n’apparaît sur CareAtlas avant d’avoir été vérifiée par notre équipe.",
      },
      {
        title: "Acomptes protégés",
        description: "Votre acompte est protégé jusqu’à la confirmation de votre rendez-vous.",
      },
      {
        title: "Avis honnêtes",
        description:
          "Les avis proviennent uniquement de patients dont la réservation est terminée.",
      },
      {
        title: "Assistance jour et nuit",
        description: "Joignez-nous 24 h/24, 7 j/7 par e-mail ou par chat.",
      },
    ],
  },
  links: [
    { label: "Découvrir les destinations", href: "/destinations" },
    { label: "Voir les forfaits", href: "/packages" },
  ],
  disclaimer:
    "La vérification réduit les risques mais ne peut pas les éliminer. CareAtlas ne donne pas d’avis médical, les réservations sont conclues directement avec nos cliniques partenaires, et CareAtlas n’est pas responsable des résultats des traitements.",
  ui: {
    eyebrow: "Confiance et sécurité",
    onThisPage: "Sur cette page",
    nextTitle: "Jugez par vous-même",
    nextText:
      "Découvrez les destinations et les forfaits tout compris de cliniques qui ont satisfait à nos contrôles.",
  },
};
