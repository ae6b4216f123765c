import type { HowItWorksContent } from "../types";

/** /how-it-works en français (traduit de ../how-it-works.ts). */
export const HOW_IT_WORKS: HowItWorksContent = {
  title: "Comment fonctionne CareAtlas",
  intro:
    "Quatre étapes simples, de votre première recherche jusqu’au retour chez vous. Vous gardez la main à chaque étape, et de vraies personnes sont là dès que vous avez une question.",
  steps: [
    {
      number: 1,
      id: "search",
      title: "Rechercher",
      summary: "Dites-nous quel traitement vous recherchez et où vous aimeriez aller.",
      details: [
        "Recherchez par type de traitement, des implants dentaires et des greffes de cheveux au LASIK, à la FIV et aux bilans de santé.",
        "Choisissez une ville de destination en Turquie, en Corée du Sud, en Thaïlande ou au Mexique, ou parcourez-les toutes.",
        "Ajoutez une date souhaitée et, si vous le voulez, un budget pour affiner les résultats.",
        "Chaque clinique affichée a été vérifiée manuellement par notre équipe avant d’être référencée.",
      ],
    },
    {
      number: 2,
      id: "compare",
      title: "Comparer",
      summary: "Comparez côte à côte cliniques, médecins, avis et prix avant de vous décider.",
      details: [
        "Comparez les cliniques selon leur note, leur spécialité, leurs médecins, les langues parlées et leurs accréditations.",
        "Lisez des avis vérifiés, rédigés uniquement par des patients dont la réservation est terminée.",
        "Consultez les prix de départ et les forfaits tout compris, avec ce qui est inclus et ce qui ne l’est pas.",
        "Affichez les prix en dollars américains, en euros ou en livres sterling, et enregistrez vos favoris pour y revenir plus tard.",
        "Écrivez aux cliniques ou demandez un devis avant de vous engager.",
      ],
    },
    {
      number: 3,
      id: "book",
      title: "Réserver",
      summary: "Réservez votre forfait en toute sécurité, avec un acompte protégé.",
      details: [
        "Paiement sécurisé par carte via notre prestataire de paiement ; nous ne voyons ni ne conservons jamais l’intégralité de vos données de carte.",
        "Protection de l’acompte : votre acompte est protégé jusqu’à ce que la clinique confirme votre rendez-vous.",
        "Votre réservation est conclue directement avec la clinique partenaire, et le montant final s’affiche à l’étape du paiement, avant que vous ne validiez.",
        "Retrouvez vos réservations, devis, messages et documents médicaux réunis dans votre tableau de bord personnel.",
      ],
    },
    {
      number: 4,
      id: "travel",
      title: "Voyager",
      summary: "Voyagez sereinement, avec une assistance présente dès que vous en avez besoin.",
      details: [
        "Assistance 24 h/24, 7 j/7 par e-mail ou par chat, avant, pendant et après votre voyage.",
        "Les forfaits peuvent inclure l’hôtel, les transferts aéroport et le suivi post-traitement, comme indiqué pour chaque forfait.",
        "Écrivez à votre clinique depuis votre tableau de bord et ne partagez vos documents médicaux qu’avec les cliniques de votre choix.",
        "Après le traitement, partagez votre expérience dans un avis vérifié pour aider les futurs patients.",
      ],
    },
  ],
  afterBooking: {
    heading: "Ce qui se passe après votre réservation",
    intro: "Un court guide des jours et des semaines qui séparent la réservation du départ.",
    items: [
      {
        question: "Que se passe-t-il juste après ma réservation ?",
        answer:
          "Votre réservation apparaît « en attente » dans votre tableau de bord, avec son propre numéro de référence. La clinique examine ensuite votre demande, ainsi que les informations médicales que vous avez choisi de partager, avant de confirmer une date.",
      },
      {
        question: "Quand mon rendez-vous est-il confirmé ?",
        answer:
          "Dès que la clinique a examiné vos informations et fixé une date, le statut de votre réservation passe de « en attente » à « confirmée ». D’ici là, votre acompte reste protégé.",
      },
      {
        question: "Et si la clinique ne peut pas confirmer ?",
        answer:
          "Si la clinique ne peut pas proposer de date adaptée ou estime que le traitement ne vous convient pas, votre acompte protégé vous est intégralement remboursé.",
      },
      {
        question: "Comment préparer mon voyage ?",
        answer:
          "Votre clinique vous enverra ses consignes à suivre avant le traitement. Vous organisez vous-même vos vols et, le cas échéant, votre visa, et nous vous recommandons une assurance voyage couvrant les soins à l’étranger.",
      },
      {
        question: "Qui contacter si quelque chose change ?",
        answer:
          "Écrivez à la clinique depuis votre tableau de bord, ou contactez notre équipe d’assistance par e-mail ou par chat, à toute heure. En cas d’urgence, indiquez URGENT dans l’objet de votre e-mail.",
      },
    ],
  },
  cta: { label: "Comparer les cliniques", href: "/search-results" },
  disclaimer:
    "CareAtlas est une plateforme de comparaison et de réservation et ne donne pas d’avis médical. Les réservations sont conclues directement avec nos cliniques partenaires, et CareAtlas n’est pas responsable des résultats des traitements.",
  ui: {
    eyebrow: "Simple et transparent",
    stepsNav: "Étapes",
    stepsLabel: "Les quatre étapes",
    step: "Étape {number}",
    afterEyebrow: "Après la réservation",
    readyTitle: "Prêt à faire le premier pas ?",
    readyText:
      "Comparez côte à côte des cliniques vérifiées, avec des avis de vrais patients et des prix compréhensibles.",
    readFaq: "Lire la FAQ",
  },
};
