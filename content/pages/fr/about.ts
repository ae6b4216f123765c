import type { AboutContent } from "../types";

/** /about en français (traduit de ../about.ts). */
export const ABOUT: AboutContent = {
  title: "À propos de CareAtlas",
  intro:
    "CareAtlas aide chacun à comparer à l’étranger des cliniques et des médecins vérifiés et des forfaits de soins tout compris, pour prendre des décisions réfléchies sur ses soins grâce à des informations claires et à un véritable accompagnement.",
  mission: {
    heading: "Notre mission",
    statement:
      "Rendre les soins sûrs et abordables à l’étranger plus faciles à trouver, à comprendre et à choisir en confiance.",
    paragraphs: [
      "Pour beaucoup, se faire soigner dans son pays est hors de portée, à cause du coût ou de longues listes d’attente. Partir se faire soigner peut être une réponse raisonnable, mais il est difficile de savoir à quelles cliniques se fier, ce que comprend réellement un prix et qui appeler en cas de doute.",
      "C’est ce manque que nous voulons combler. Nous vérifions les cliniques avant de les référencer, indiquons ce que les forfaits incluent et excluent, et restons à vos côtés tout au long du parcours, pour qu’un choix abordable ne soit jamais un choix fait à la légère.",
    ],
  },
  story: {
    heading: "Notre histoire",
    paragraphs: [
      "CareAtlas est né d’un voyage en famille. L’une de nos fondatrices a aidé l’un de ses parents à organiser des soins dentaires en Turquie et a passé des semaines à rassembler des sites de cliniques, des messages de forums et des devis impossibles à comparer. Les soins se sont finalement bien passés, mais la démarche a été bien plus éprouvante qu’elle n’aurait dû l’être.",
      "En échangeant avec d’autres patients, nous avons entendu la même histoire, encore et encore : ce n’étaient pas les options qui leur manquaient, mais des informations fiables. Nous avons donc réuni une petite équipe issue de la qualité hospitalière, de la coordination des patients et de la technologie, et avons commencé à visiter et à vérifier nous-mêmes les cliniques.",
      "Aujourd’hui, CareAtlas référence des cliniques de confiance en Turquie, en Corée du Sud, en Thaïlande et au Mexique, de la greffe de cheveux et des soins dentaires à la chirurgie oculaire, aux traitements de l’infertilité et aux bilans de santé. Nous sommes basés à Bursa, en Turquie, et notre équipe d’assistance travaille 24 heures sur 24 pour aider des patients du monde entier.",
      "Nous sommes une plateforme de comparaison et de réservation, pas un prestataire de soins. Nous ne donnons pas d’avis médical, et les décisions relatives à votre traitement vous appartiennent, à vous et à vos médecins. Notre rôle est de vous aider à prendre ces décisions avec de meilleures informations, et de rester à vos côtés pendant votre séjour.",
    ],
  },
  values: {
    heading: "Nos engagements",
    items: [
      {
        id: "safety",
        title: "La sécurité avant tout",
        description:
          "Chaque clinique est vérifiée par notre équipe avant d’apparaître sur CareAtlas, et nous préférons référencer moins de cliniques plutôt que d’en retenir une seule qui ne nous inspire pas confiance. Votre acompte est protégé jusqu’à la confirmation de votre rendez-vous.",
      },
      {
        id: "access",
        title: "Un accès mondial",
        description:
          "Des soins de qualité ne devraient pas dépendre de l’endroit où l’on vit. Nous réunissons en un seul lieu des cliniques vérifiées en Turquie, en Corée du Sud, en Thaïlande et au Mexique, avec des prix comparables dans la devise qui vous est familière.",
      },
      {
        id: "patient",
        title: "Le patient au centre",
        description:
          "Nous concevons chaque étape autour de la personne qui voyage : des informations claires, le temps de décider, aucune pression, et de vraies personnes à qui parler, par e-mail ou par chat, à toute heure.",
      },
      {
        id: "quality",
        title: "Assurance qualité",
        description:
          "Nous recherchons des accréditations reconnues, des médecins qualifiés et des plans de suivi honnêtes, et nous restons à l’écoute une fois la clinique référencée. Les avis vérifiés proviennent uniquement de patients dont la réservation est terminée.",
      },
    ],
  },
  disclaimer:
    "CareAtlas ne fournit pas d’avis médical. Les réservations sont conclues directement avec nos cliniques partenaires, et CareAtlas n’est pas responsable des résultats des traitements. Veuillez prendre vos décisions de traitement avec un professionnel de santé qualifié.",
  ui: {
    valuesEyebrow: "Nos valeurs",
    statsTitle: "CareAtlas en chiffres",
    teamLink: "Découvrir notre équipe",
    trustLink: "Comment nous vérifions les cliniques",
    ctaTitle: "Comparez en toute confiance",
    ctaText:
      "Parcourez des cliniques vérifiées et des forfaits tout compris, ou parlez de votre projet avec notre équipe.",
    ctaFind: "Trouver une clinique",
    ctaContact: "Nous contacter",
  },
};
