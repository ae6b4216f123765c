import type { FaqContent } from "../types";

/** /faq en français (traduit de ../faq.ts) : les 8 mêmes questions, dans le même ordre. */
export const FAQ: FaqContent = {
  title: "Foire aux questions",
  intro:
    "Des réponses claires aux questions que les patients nous posent le plus souvent. Si la vôtre n’y figure pas, notre équipe d’assistance est disponible 24 h/24, 7 j/7 par e-mail ou par chat.",
  items: [
    {
      topic: "about",
      question: "Qu’est-ce que CareAtlas ?",
      answer:
        "CareAtlas est une plateforme de comparaison et de réservation destinée aux personnes qui envisagent de se faire soigner à l’étranger. Vous pouvez comparer des cliniques et des médecins vérifiés et des forfaits tout compris en Turquie, en Corée du Sud, en Thaïlande et au Mexique, lire les avis de patients dont la réservation est terminée, demander des devis et écrire aux cliniques. Une fois votre compte créé, vos réservations, devis, messages et documents médicaux sont réunis dans un seul tableau de bord. Nous ne sommes ni une clinique ni un prestataire de soins, et nous ne donnons pas d’avis médical. Notre rôle est de vous aider à trouver des informations fiables et à vous organiser, afin que vous puissiez prendre vos décisions avec un professionnel de santé qualifié.",
    },
    {
      topic: "booking",
      question: "Comment se passe la réservation ?",
      answer:
        "Choisissez un forfait ou une clinique, vérifiez ce qui est inclus et réservez en ligne en payant par carte, de façon sécurisée, via notre prestataire de paiement. Vous versez un acompte, qui reste protégé jusqu’à ce que la clinique confirme votre rendez-vous. Votre réservation est conclue directement avec la clinique partenaire et apparaît « en attente » dans votre tableau de bord jusqu’à ce que la clinique ait examiné vos informations et confirmé une date. Si la clinique ne peut pas confirmer, votre acompte vous est intégralement remboursé. Les paiements des forfaits sont traités en dollars américains, et le montant final vous est toujours indiqué à l’étape du paiement, avant que vous ne validiez.",
    },
    {
      topic: "verification",
      question: "Comment les cliniques sont-elles vérifiées ?",
      answer:
        "Chaque clinique est contrôlée manuellement par notre équipe de vérification avant d’être référencée. Nous vérifions son autorisation de fonctionnement auprès de l’autorité sanitaire nationale, contrôlons les qualifications de ses médecins et leur inscription professionnelle, et confirmons ses accréditations, comme la JCI, directement auprès de l’organisme accréditeur. Nous examinons aussi la manière dont la clinique gère le consentement, les urgences et le suivi. Les fiches sont réexaminées lorsque des documents expirent ou que les retours de patients soulèvent une inquiétude. La vérification réduit les risques, mais aucun contrôle ne peut les éliminer entièrement : nous vous encourageons donc à poser vos propres questions aux cliniques.",
    },
    {
      topic: "packages",
      question: "Que comprennent les forfaits ?",
      answer:
        "Cela dépend du forfait, et chacun indique clairement ce qu’il comprend. La plupart incluent le traitement lui-même, l’hébergement à l’hôtel, les transferts aéroport et le suivi post-traitement, et beaucoup comprennent aussi les consultations, les examens, les médicaments et les rendez-vous de contrôle. Les vols, les visas, l’assurance voyage, les nuits d’hôtel supplémentaires et la plupart des repas ne sont généralement pas inclus. Une clinique peut avoir besoin de vous examiner en personne avant de confirmer le plan définitif ; si cela modifie le prix, elle devrait vous en expliquer la raison par écrit. Si un élément d’un forfait ou d’un devis n’est pas clair, interrogez la clinique ou notre équipe d’assistance avant de réserver.",
    },
    {
      topic: "insurance",
      question: "Ai-je besoin d’une assurance ?",
      answer:
        "Nous vous recommandons vivement une assurance voyage couvrant les soins à l’étranger, car de nombreux contrats d’assurance voyage classiques excluent les actes médicaux programmés. Par l’intermédiaire d’un partenaire assureur, CareAtlas propose une assurance voyage-santé facultative à partir de 29 euros, avec des options pouvant couvrir les complications médicales ainsi que l’annulation ou le retard du voyage. L’assurance est fournie par le partenaire, et non par CareAtlas : lisez attentivement les conditions du contrat pour savoir ce qui est couvert et ce qui est exclu. Vous pouvez aussi souscrire votre propre couverture ailleurs.",
    },
    {
      topic: "safety",
      question: "Se faire soigner à l’étranger est-il sûr ?",
      answer:
        "Chaque année, de nombreux patients sont soignés à l’étranger en toute sécurité, mais tout traitement comporte des risques, où qu’il ait lieu, et personne ne peut garantir un résultat. Vous pouvez réduire les risques en choisissant une clinique vérifiée, en parlant ouvertement de vos antécédents médicaux, en suivant l’avis de votre médecin sur la durée à respecter avant de reprendre l’avion et en organisant le suivi avec votre propre médecin. Nos guides et listes de contrôle peuvent vous aider à vous préparer. CareAtlas ne donne pas d’avis médical : discutez avec un professionnel de santé qualifié pour savoir si un traitement vous convient.",
    },
    {
      topic: "companions",
      question: "Puis-je venir accompagné ?",
      answer:
        "Oui, et nous le recommandons souvent, en particulier après une intervention chirurgicale. De nombreux forfaits permettent à un accompagnant de partager votre chambre d’hôtel, et certains incluent aussi ses transferts aéroport ; chaque forfait indique ce qui est couvert. Votre accompagnant devra généralement payer ses propres vols, repas et services supplémentaires. Prévenez la clinique à l’avance que quelqu’un vous accompagne, afin qu’elle puisse organiser les transferts et, le cas échéant, associer votre accompagnant aux explications sur le suivi. Votre accompagnant doit aussi vérifier ses propres besoins en matière de visa et d’assurance.",
    },
    {
      topic: "trust",
      question: "Pourquoi faire confiance à CareAtlas ?",
      answer:
        "Parce que nous nous efforçons de la mériter par des actes concrets. Les cliniques sont vérifiées manuellement avant d’être référencées. Les paiements par carte sont traités de façon sécurisée par notre prestataire de paiement, et votre acompte est protégé jusqu’à la confirmation de votre rendez-vous. Les avis proviennent uniquement de patients dont la réservation est terminée, et les cliniques ne peuvent pas payer pour les faire retirer. Les documents médicaux sont chiffrés et partagés uniquement avec votre consentement. Notre équipe d’assistance est disponible 24 h/24, 7 j/7 par e-mail ou par chat. Nous sommes aussi transparents sur nos limites : nous ne donnons pas d’avis médical et nous ne sommes pas responsables des résultats des traitements.",
    },
  ],
  ui: {
    eyebrow: "Centre d’aide",
    listTitle: "Questions et réponses",
    stillTitle: "Vous avez encore une question ?",
    stillText:
      "Notre équipe répond sous 24 à 48 heures et reste joignable 24 h/24, 7 j/7 par e-mail ou par chat.",
    contact: "Nous contacter",
    detail: "Envie d’en savoir plus ? Découvrez {how} et {trust}.",
    how: "comment fonctionne CareAtlas",
    trust: "pourquoi vous pouvez nous faire confiance",
  },
};
