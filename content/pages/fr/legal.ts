import type { LegalContent } from "../types";

/**
 * /terms, /privacy et /cookies en français (traduits de ../legal.ts ; en cas de divergence, la
 * version anglaise prévaut, voir ui.notice). Mêmes sections, dans le même ordre.
 */
export const LEGAL: LegalContent = {
  documents: {
    terms: {
      slug: "terms",
      title: "Conditions d’utilisation",
      summary:
        "Les règles d’utilisation de CareAtlas, le fonctionnement des réservations, des acomptes et des annulations, et ce dont nous sommes responsables ou non.",
    },
    privacy: {
      slug: "privacy",
      title: "Politique de confidentialité",
      summary:
        "Les données personnelles que nous conservons, pourquoi nous les conservons, avec qui nous les partageons, ainsi que vos choix et vos droits.",
    },
    cookies: {
      slug: "cookies",
      title: "Politique relative aux cookies",
      summary:
        "Les cookies et le stockage du navigateur utilisés par CareAtlas, le rôle de chaque type et la manière de les contrôler.",
    },
  },
  terms: [
    {
      heading: "À propos des présentes conditions",
      paragraphs: [
        "Les présentes conditions expliquent comment vous pouvez utiliser le site et les services de CareAtlas. En créant un compte, en demandant un devis ou en effectuant une réservation, vous les acceptez. Veuillez les lire attentivement ; si vous ne les acceptez pas, veuillez ne pas utiliser le service.",
        "Dans les présentes conditions, « CareAtlas » et « nous » désignent l’exploitant de la plateforme CareAtlas. « Vous » désigne la personne qui utilise le service. « Clinique partenaire » désigne une clinique, un hôpital ou tout autre prestataire de soins référencé sur CareAtlas.",
      ],
    },
    {
      heading: "Ce qu’est CareAtlas, et ce qu’il n’est pas",
      paragraphs: [
        "CareAtlas est une plateforme de comparaison et de réservation. Nous vous aidons à trouver, comparer et contacter des cliniques partenaires vérifiées, et nous mettons à votre disposition des outils pour demander des devis, effectuer des réservations, verser des acomptes, échanger des messages et conserver vos documents au même endroit.",
        "CareAtlas n’est pas un prestataire de soins. Nous ne donnons pas d’avis médical, ne posons pas de diagnostic et ne vous recommandons aucun traitement en particulier. Les informations du site, y compris les guides, les articles de blog et les avis, sont uniquement des informations générales. Les décisions concernant votre traitement doivent être prises avec un professionnel de santé qualifié en mesure de vous examiner.",
      ],
    },
    {
      heading: "Les réservations sont conclues directement avec les cliniques partenaires",
      paragraphs: [
        "Lorsque vous réservez un traitement ou un forfait via CareAtlas, le contrat relatif à ce traitement est conclu directement entre vous et la clinique partenaire. La clinique partenaire est responsable de vos soins médicaux, y compris l’évaluation, le consentement, le traitement lui-même et le suivi post-traitement, et elle peut vous demander d’accepter ses propres conditions et formulaires de consentement.",
        "Une clinique partenaire peut refuser ou modifier un traitement proposé après avoir examiné vos informations médicales ou vous avoir examiné en personne. Si cela modifie le prix, la clinique devrait en expliquer la raison par écrit, et vous pouvez décider de ne pas donner suite.",
        "Nous vérifions les cliniques partenaires avant de les référencer, mais cette vérification ne constitue pas une garantie des prestations d’une clinique ni d’un résultat particulier.",
      ],
    },
    {
      heading: "Votre compte",
      paragraphs: [
        "Vous devez avoir au moins 18 ans pour créer un compte. Veuillez fournir des informations exactes, garder votre mot de passe confidentiel et nous prévenir sans délai si vous pensez que quelqu’un d’autre a utilisé votre compte. Vous pouvez activer l’authentification à deux facteurs pour une protection supplémentaire.",
        "Vous êtes responsable de l’activité de votre compte. Vous pouvez fermer votre compte à tout moment depuis votre tableau de bord.",
      ],
    },
    {
      heading: "Prix, devis et devises",
      paragraphs: [
        "Les prix sont fixés par les cliniques partenaires. Nous les présentons aussi clairement que possible, y compris ce qu’un forfait inclut et exclut, mais une clinique peut avoir besoin de vous examiner avant de confirmer un prix définitif.",
        "Les devis des cliniques partenaires sont valables jusqu’à la date d’expiration indiquée. Vous pouvez accepter ou refuser un devis dans votre tableau de bord tant qu’il est valable.",
        "Vous pouvez choisir d’afficher les prix en dollars américains, en euros ou en livres sterling. Les prix convertis reposent sur des taux de référence fixes et sont donnés à titre indicatif. Les paiements des forfaits sont traités en dollars américains, et le montant final est affiché lors du paiement, avant que vous ne payiez. L’émetteur de votre carte peut appliquer son propre taux de change ou ses propres frais.",
      ],
    },
    {
      heading: "Acomptes",
      paragraphs: [
        "Pour réserver un forfait, vous versez un acompte par carte via notre prestataire de paiement par carte. Nous ne voyons ni ne conservons l’intégralité de vos données de carte.",
        "Votre acompte est protégé jusqu’à ce que la clinique partenaire confirme votre rendez-vous. Si la clinique partenaire ne peut pas confirmer de date, ou décide, après examen de vos informations, qu’elle ne peut pas vous traiter, votre acompte est intégralement remboursé sur la carte utilisée pour le paiement.",
        "Une fois votre rendez-vous confirmé, l’acompte est déduit du coût de votre traitement. Le solde éventuel est payable selon les modalités indiquées dans votre réservation et dans les conditions de la clinique partenaire.",
      ],
    },
    {
      heading: "Annulations et modifications",
      paragraphs: [
        "Avant la confirmation de votre rendez-vous, vous pouvez annuler votre réservation à tout moment, et votre acompte vous est intégralement remboursé.",
        "Après la confirmation de votre rendez-vous, les annulations et changements de date sont soumis à la politique d’annulation de la clinique partenaire, affichée avant la réservation. Veuillez la lire attentivement ; certaines cliniques ne peuvent pas rembourser des frais déjà engagés, comme des réservations d’hôtel.",
        "Si une clinique partenaire annule un rendez-vous confirmé, vous avez droit au remboursement intégral de votre acompte, et notre équipe d’assistance vous aidera, si vous le souhaitez, à étudier d’autres solutions.",
        "Les remboursements sont effectués sur la carte d’origine. Le délai avant qu’ils apparaissent sur votre compte dépend de l’émetteur de votre carte.",
      ],
    },
    {
      heading: "Avis",
      paragraphs: [
        "Seuls les patients dont la réservation est terminée peuvent laisser un avis sur la clinique où ils ont été soignés. Les avis doivent relater votre expérience personnelle et authentique.",
        "N’y incluez pas d’informations personnelles sur d’autres personnes, de propos injurieux ou discriminatoires, de contenu promotionnel ni d’affirmations que vous savez fausses. Les avis décrivent des expériences personnelles et ne doivent pas être présentés comme un avis médical.",
        "Nous pouvons supprimer ou refuser de publier un avis qui enfreint ces règles. Nous ne supprimons pas un avis au seul motif qu’il est négatif, et les cliniques partenaires ne peuvent pas payer pour masquer, modifier ou supprimer un avis. En publiant un avis, vous nous autorisez à l’afficher sur CareAtlas.",
      ],
    },
    {
      heading: "Règles d’utilisation",
      paragraphs: [
        "Veuillez utiliser CareAtlas de manière licite et respectueuse. Vous ne devez pas fournir de fausses informations, usurper l’identité de quiconque, harceler le personnel des cliniques ou d’autres utilisateurs, téléverser des fichiers malveillants, tenter d’accéder à des comptes ou à des données qui ne sont pas les vôtres, porter atteinte à la sécurité ou au fonctionnement du service, ni copier ou extraire en masse le contenu du site.",
        "Nous pouvons suspendre ou fermer les comptes qui enfreignent les présentes conditions, et signaler toute activité illicite aux autorités compétentes.",
      ],
    },
    {
      heading: "Notre responsabilité",
      paragraphs: [
        "CareAtlas n’est pas responsable des résultats des traitements, ni des actes ou omissions des cliniques partenaires, qui sont des prestataires indépendants responsables des soins qu’ils dispensent.",
        "Nous mettons tout en œuvre pour que le service soit exact et disponible, mais nous ne pouvons pas garantir qu’il sera toujours ininterrompu ou exempt d’erreurs. Dans la mesure permise par la loi, nous ne sommes pas responsables des pertes indirectes ou consécutives, et notre responsabilité totale envers vous au titre d’une réservation est limitée au montant que vous avez payé via CareAtlas pour cette réservation.",
        "Aucune disposition des présentes conditions ne limite une responsabilité qui ne peut être limitée par la loi, telle que la responsabilité en cas de fraude, ou de décès ou de dommage corporel causé par notre propre négligence, ni ne porte atteinte à vos droits légaux de consommateur.",
      ],
    },
    {
      heading: "Modification des présentes conditions",
      paragraphs: [
        "Nous pouvons mettre à jour les présentes conditions de temps à autre. Nous indiquons la date d’entrée en vigueur en haut de cette page et, pour toute modification importante, nous vous en informons par e-mail ou dans votre tableau de bord avant qu’elle ne prenne effet. Les réservations déjà effectuées restent régies par les conditions applicables au moment où vous les avez effectuées.",
      ],
    },
    {
      heading: "Droit applicable",
      paragraphs: [
        "Les présentes conditions sont régies par le droit du pays dans lequel est immatriculée la société qui exploite CareAtlas, et les litiges relèvent des tribunaux de ce pays. Cela ne vous prive d’aucun des droits impératifs en matière de protection des consommateurs dont vous bénéficiez en vertu du droit de votre pays de résidence, y compris le droit de saisir les tribunaux de votre lieu de résidence lorsque la loi le permet.",
        "Votre contrat de soins avec une clinique partenaire peut être régi par le droit du pays où se trouve la clinique.",
      ],
    },
    {
      heading: "Nous contacter",
      paragraphs: [
        "Pour toute question sur les présentes conditions ou toute préoccupation concernant une réservation, écrivez-nous à support@careatlas.example. Notre bureau se trouve à Bursa, en Turquie, et notre équipe d’assistance répond aux e-mails sous 24 à 48 heures.",
      ],
    },
  ],
  privacy: [
    {
      heading: "À propos de cette politique",
      paragraphs: [
        "Cette politique explique quelles données personnelles CareAtlas conserve, pourquoi nous les conservons, avec qui nous les partageons et quels sont vos droits. CareAtlas est responsable des données personnelles traitées via notre site et notre tableau de bord.",
        "Nous ne collectons que ce dont nous avons besoin pour faire fonctionner le service, nous ne vendons jamais vos données et nous ne les partageons avec personne sans votre consentement, sauf avec les prestataires décrits ci-dessous ou lorsque la loi l’exige.",
      ],
    },
    {
      heading: "Ce que nous conservons et pourquoi",
      paragraphs: [
        "Données de compte : votre nom, votre adresse e-mail, votre mot de passe (conservé uniquement sous forme hachée et sécurisée) et vos paramètres de sécurité de connexion, comme l’authentification à deux facteurs. Nous les utilisons pour créer votre compte, vous permettre de vous connecter et sécuriser votre compte.",
        "Profil : les informations que vous choisissez d’ajouter, comme votre numéro de téléphone, votre nationalité, les traitements qui vous intéressent, les langues que vous parlez et une photo de profil. Nous les utilisons pour personnaliser votre tableau de bord et aider les cliniques à communiquer avec vous.",
        "Favoris : les cliniques et forfaits que vous enregistrez, pour que vous puissiez les retrouver.",
        "Messages : les messages que vous échangez avec les cliniques partenaires via CareAtlas, afin que chacun dispose d’une trace de la conversation.",
        "Demandes de devis et devis : le traitement sur lequel vous vous êtes renseigné, la réponse de la clinique, le montant, le statut et la date d’expiration.",
        "Réservations : la clinique, le traitement, les dates, les coûts, la devise, la référence de réservation et le statut.",
        "Références de paiement : la référence et le statut de chaque paiement, afin de rapprocher les acomptes des réservations et d’effectuer les remboursements. Vos données de carte sont traitées par notre prestataire de paiement par carte et ne sont pas conservées par nous.",
        "Contact et newsletter : les informations que vous fournissez lorsque vous utilisez le formulaire de contact ou vous inscrivez à notre newsletter, utilisées pour vous répondre ou vous envoyer les e-mails demandés.",
        "Données techniques : des informations de base comme votre adresse IP, le type de navigateur et les pages que vous consultez, conservées dans des journaux de sécurité pour protéger le service et enquêter sur les abus.",
      ],
    },
    {
      heading: "Données de santé",
      paragraphs: [
        "Une partie de ce que vous partagez avec nous constitue des données de santé, qui méritent une attention particulière. Il s’agit notamment des documents médicaux que vous téléversez, comme des examens d’imagerie, des résultats d’analyses et des courriers médicaux, et de toute information de santé que vous incluez dans des messages ou des demandes de devis.",
        "Les documents médicaux que vous téléversez sont stockés chiffrés. Ils ne sont partagés avec une clinique partenaire qu’avec votre consentement explicite, donné séparément pour chaque clinique, et vous pouvez retirer ce consentement à tout moment depuis votre tableau de bord. Le retrait du consentement met fin immédiatement à l’accès de cette clinique. Il ne permet pas de récupérer les copies que la clinique a déjà téléchargées ; la clinique doit les traiter conformément à ses propres obligations en matière de protection des données.",
        "Chaque accès à vos documents médicaux est consigné, et vous pouvez consulter ce journal dans votre tableau de bord : qui a ouvert quel fichier, et quand.",
      ],
    },
    {
      heading: "Nos bases juridiques",
      paragraphs: [
        "Contrat : nous traitons les données de compte, de réservation, de devis, de messages et de paiement parce qu’elles nous sont nécessaires pour fournir le service que vous avez demandé.",
        "Consentement : nous ne traitons les données de santé, y compris les documents médicaux téléversés, qu’avec votre consentement explicite, et nous ne les partageons avec une clinique qu’avec votre consentement explicite pour cette clinique. Nous nous fondons également sur le consentement pour les e-mails marketing. Vous pouvez retirer votre consentement à tout moment.",
        "Intérêts légitimes : nous utilisons les données techniques pour sécuriser le service, prévenir la fraude, et comprendre et corriger les problèmes.",
        "Obligation légale : nous conservons certains documents de réservation et de paiement parce que la législation fiscale et comptable l’exige.",
      ],
    },
    {
      heading: "Avec qui nous partageons les données",
      paragraphs: [
        "Nous ne vendons pas vos données personnelles et ne les partageons pas sans votre consentement. Lorsque vous envoyez un message, demandez un devis ou effectuez une réservation, nous communiquons à la clinique partenaire que vous avez choisie les informations dont elle a besoin pour répondre, comme votre nom, vos coordonnées et la demande elle-même. Les documents médicaux ne sont partagés que dans les conditions décrites dans la section sur les données de santé ci-dessus.",
        "Nous faisons appel à un petit nombre de prestataires (sous-traitants) qui traitent des données pour notre compte, dans le cadre d’un contrat et uniquement sur nos instructions : un prestataire d’envoi d’e-mails, qui envoie les e-mails liés au compte et aux réservations ; un prestataire de paiement par carte, qui traite les paiements et détient vos données de carte ; et un hébergeur, qui fait fonctionner nos serveurs, notre base de données et notre stockage de fichiers.",
        "Lorsqu’un prestataire traite des données en dehors de votre pays, nous mettons en place les garanties appropriées exigées par la loi. Nous pouvons également communiquer des données si la loi l’exige, ou pour protéger les droits et la sécurité de nos utilisateurs.",
      ],
    },
    {
      heading: "Durée de conservation des données",
      paragraphs: [
        "Nous conservons vos données de compte, votre profil, vos favoris, vos messages, vos devis et vos documents médicaux tant que votre compte est ouvert, sauf si vous les supprimez avant.",
        "Lorsque vous supprimez votre compte, nous agissons immédiatement. Nous effaçons votre compte, votre profil, votre photo, vos méthodes de connexion et vos sessions, vos favoris, vos notifications, vos demandes de devis et devis, vos conversations avec les cliniques et leurs messages (également côté clinique), vos documents médicaux téléversés et toute copie enregistrée de leurs fichiers, ainsi que vos inscriptions à la newsletter, vos alertes de recherche et vos envois du formulaire de contact effectués avec votre adresse e-mail.",
        "Nous anonymisons ce dont la loi ou d’autres personnes ont besoin : vos réservations et paiements d’acompte restent chez la clinique pour ses documents fiscaux et comptables, sans votre nom ni votre compte (le traitement, les dates, les montants ainsi que la marque et les quatre derniers chiffres de la carte sont conservés), et vos avis publiés restent en ligne sous le nom « Former patient » (ancien patient). Nous conservons les journaux de sécurité pendant une durée limitée, après quoi ils sont supprimés.",
        "Nous conservons une trace minimale des consentements que vous avez donnés et des accès à vos documents médicaux, sans votre nom, votre adresse e-mail ni aucun contenu de santé, pour prouver que vos données ont été traitées de manière licite. Nous envoyons ensuite un dernier e-mail à votre adresse pour confirmer la suppression.",
        "Les copies figurant dans des sauvegardes sécurisées sont supprimées à mesure que ces sauvegardes expirent selon leur cycle normal.",
      ],
    },
    {
      heading: "Vos droits",
      paragraphs: [
        "Accès : vous pouvez consulter la plupart de vos données dans votre tableau de bord à tout moment, et nous en demander une copie complète.",
        "Téléchargement de vos données : « Télécharger mes données », dans votre tableau de bord, vous fournit une archive zip contenant tout ce que nous conservons à votre sujet : un fichier data.json lisible par machine (compte, profil, réservations et paiements, demandes de devis et devis, conversations et messages, documents médicaux, consentements, journal des accès aux documents, avis, notifications, favoris, sessions et méthodes de connexion), les fichiers des documents médicaux que vous avez téléversés et un fichier README décrivant le format. Les mots de passe (que nous ne conservons que sous forme hachée), les jetons de session et les secrets de sécurité n’y figurent jamais.",
        "Rectification : vous pouvez mettre à jour votre profil vous-même, ou nous demander de corriger toute information inexacte.",
        "Suppression : vous pouvez supprimer votre compte et vos données personnelles à tout moment avec « Supprimer mon compte » dans votre tableau de bord, ou en envoyant une demande par e-mail à support@careatlas.example.",
        "Vous pouvez aussi vous opposer à certains traitements ou en demander la limitation, et retirer votre consentement à tout moment. Si vous n’êtes pas satisfait de la manière dont nous avons traité vos données, contactez-nous d’abord ; vous avez également le droit d’introduire une réclamation auprès de l’autorité de protection des données de votre pays.",
      ],
    },
    {
      heading: "Sécurité",
      paragraphs: [
        "Toutes les connexions à CareAtlas sont chiffrées en transit. Les documents médicaux sont chiffrés au repos, les mots de passe ne sont conservés que sous forme hachée, et l’authentification à deux facteurs est disponible pour votre compte.",
        "Au sein de CareAtlas, l’accès aux données personnelles est limité aux personnes qui en ont besoin pour leur travail, et les accès aux documents médicaux sont consignés. Aucun système n’est parfaitement sûr, mais en cas de violation affectant vos données, nous vous en informerons, ainsi que les autorités compétentes, comme la loi l’exige.",
      ],
    },
    {
      heading: "Enfants",
      paragraphs: [
        "CareAtlas s’adresse aux adultes, et vous devez avoir 18 ans ou plus pour créer un compte. Si un traitement est envisagé pour un enfant, un parent ou un tuteur légal doit utiliser son propre compte et se charger de toutes les démarches. Si vous pensez qu’un enfant nous a communiqué des données personnelles, contactez-nous et nous les supprimerons.",
      ],
    },
    {
      heading: "Cookies",
      paragraphs: [
        "Nous utilisons un petit nombre de cookies essentiels et un stockage des préférences. Notre Politique relative aux cookies explique de quoi il s’agit et comment les contrôler.",
      ],
    },
    {
      heading: "Modification de cette politique",
      paragraphs: [
        "Nous pouvons mettre à jour cette politique de temps à autre. La date d’entrée en vigueur indiquée en haut de la page montre quand elle a été modifiée pour la dernière fois, et nous vous informerons des modifications importantes par e-mail ou dans votre tableau de bord.",
      ],
    },
    {
      heading: "Nous contacter",
      paragraphs: [
        "Pour toute question ou demande relative à la confidentialité, écrivez à support@careatlas.example en indiquant « Privacy » dans l’objet, ou écrivez à notre bureau de Bursa, en Turquie. Nous nous efforçons de répondre sous 24 à 48 heures et de traiter les demandes dans un délai d’un mois.",
      ],
    },
  ],
  cookies: [
    {
      heading: "À propos des cookies",
      paragraphs: [
        "Les cookies sont de petits fichiers texte qu’un site enregistre dans votre navigateur. Des technologies similaires, comme le stockage local de votre navigateur, fonctionnent de façon très comparable. Dans cette politique, le terme « cookies » désigne les deux.",
        "Les cookies se répartissent généralement en quatre types : essentiels, de préférences, d’analyse et marketing. Cette page explique chaque type et ceux que CareAtlas utilise.",
      ],
    },
    {
      heading: "Ce que nous utilisons aujourd’hui",
      paragraphs: [
        "CareAtlas n’utilise actuellement que des cookies essentiels et un stockage des préférences. Nous n’utilisons pas de cookies d’analyse ni de cookies marketing. Si nous souhaitions un jour en utiliser, nous vous demanderions d’abord votre autorisation, et vous pourriez refuser sans que cela affecte le fonctionnement du site pour vous.",
      ],
    },
    {
      heading: "Cookies essentiels",
      paragraphs: [
        "Leur rôle : les cookies essentiels permettent au site de fonctionner et d’être sécurisé. Sans eux, vous ne pourriez ni vous connecter ni utiliser votre tableau de bord ; ils ne peuvent donc pas être désactivés dans nos paramètres.",
        "Exemples : le cookie de session qui vous maintient connecté lorsque vous passez d’une page à l’autre ; des cookies de courte durée qui protègent la connexion, par exemple pendant que vous effectuez la vérification à deux facteurs ; et un cookie de courte durée qui transmet un message de confirmation ponctuel d’une page à la suivante.",
        "Ils ne servent pas à vous suivre sur d’autres sites.",
      ],
    },
    {
      heading: "Cookies et stockage des préférences",
      paragraphs: [
        "Leur rôle : le stockage des préférences mémorise vos choix afin que vous n’ayez pas à les refaire à chaque visite.",
        "Exemples : careatlas-currency mémorise la devise choisie pour l’affichage des prix (dollars américains, euros ou livres sterling) ; careatlas-favorites conserve les cliniques que vous avez enregistrées dans ce navigateur ; et app-banner-dismissed mémorise que vous avez fermé la bannière de l’application mobile, pour qu’elle ne réapparaisse pas.",
        "Ces informations restent dans votre navigateur. Nous ne les utilisons ni à des fins publicitaires ni pour établir un profil vous concernant.",
      ],
    },
    {
      heading: "Cookies d’analyse",
      paragraphs: [
        "Leur rôle : les cookies d’analyse aident un site à comprendre comment il est utilisé, par exemple combien de personnes consultent une page, comment elles y sont arrivées et où elles le quittent, généralement sous forme agrégée.",
        "Exemples : les cookies déposés par des outils d’analyse d’audience, qui attribuent à votre navigateur un identifiant aléatoire pour compter les visites.",
        "Nous n’utilisons pas de cookies d’analyse à ce jour. Nous vous demanderions votre consentement avant de les utiliser.",
      ],
    },
    {
      heading: "Cookies marketing",
      paragraphs: [
        "Leur rôle : les cookies marketing servent à afficher des publicités adaptées à vos centres d’intérêt et à mesurer les campagnes publicitaires, souvent en suivant votre activité sur différents sites.",
        "Exemples : les cookies déposés par des régies publicitaires ou des réseaux sociaux.",
        "Nous n’utilisons pas de cookies marketing à ce jour. Nous vous demanderions votre consentement avant de les utiliser.",
      ],
    },
    {
      heading: "Comment contrôler les cookies",
      paragraphs: [
        "Vous pouvez consulter, bloquer ou supprimer les cookies et les données de site dans les paramètres de votre navigateur, et la plupart des navigateurs proposent un mode de navigation privée qui les supprime à la fermeture de la fenêtre. Vous trouverez des instructions dans l’aide de votre navigateur.",
        "Si vous bloquez les cookies essentiels, vous ne pourrez pas vous connecter. Si vous effacez le stockage des préférences, le site reviendra à ses réglages par défaut, par exemple l’affichage des prix en dollars américains, et les favoris enregistrés uniquement dans votre navigateur seront supprimés.",
        "Si nous introduisons à l’avenir des cookies facultatifs, nous vous proposerons un choix clair lors de votre visite, et vous pourrez changer d’avis à tout moment.",
      ],
    },
    {
      heading: "Modifications et contact",
      paragraphs: [
        "Nous mettrons à jour cette politique si les cookies que nous utilisons changent, et indiquerons la nouvelle date d’entrée en vigueur en haut de la page. Pour toute question, écrivez-nous à support@careatlas.example.",
      ],
    },
  ],
  ui: {
    eyebrow: "Informations légales",
    effectiveDate: "Date d’entrée en vigueur :",
    contents: "Sommaire",
    otherPolicies: "Autres politiques",
    contact: "Nous contacter",
    notice:
      "Cette traduction vous est fournie à titre indicatif. Seule la version anglaise fait foi : en cas de divergence ou de contradiction, c’est elle qui prévaut.",
  },
};
