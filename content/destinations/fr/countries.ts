import type { CountryGuide } from "../types";

/**
 * Guides pays pour /fr/destinations/{country} : la version française de ../countries.ts
 * (mêmes slugs, mêmes listes). Texte brut uniquement. Les chiffres sont des estimations
 * arrondies et largement citées, pas des garanties ; les prix évoluent, les fourchettes sont
 * indicatives.
 */
export const COUNTRY_GUIDES: CountryGuide[] = [
  {
    slug: "turkey",
    name: "Turquie",
    flag: "🇹🇷",
    heroTitle: "Turquie : des cliniques expérimentées, des vols courts et un accueil chaleureux",
    intro: [
      "La Turquie est devenue l’une des destinations les plus fréquentées au monde pour se faire soigner à l’étranger, en particulier pour la greffe de cheveux, les soins dentaires, la chirurgie esthétique, la chirurgie des yeux et la FIV. Istanbul, Antalya, Izmir et Bursa disposent d’hôpitaux privés modernes et de cliniques spécialisées qui accueillent chaque jour des patients internationaux, avec des coordinateurs qui organisent les transferts aéroport, l’hôtel et les interprètes dans le cadre d’un forfait.",
      "Pour les patients venant d’Europe, du Moyen-Orient et du Royaume-Uni, les vols sont courts et fréquents, et les prix sont généralement inférieurs de 60 à 80 % à ceux du secteur privé dans leur pays. La qualité varie toutefois d’une clinique à l’autre : mieux vaut comparer avec soin, vérifier qui réalisera réellement votre intervention, ce que comprend le prix et comment se déroulera le suivi une fois rentré chez vous.",
    ],
    medicalInfo: {
      specialties: [
        "Greffe de cheveux et de barbe (FUE et DHI)",
        "Implants dentaires, couronnes et facettes",
        "Chirurgie esthétique (rhinoplastie, liposuccion, abdominoplastie, chirurgie mammaire)",
        "Chirurgie des yeux (LASIK et autres corrections au laser, chirurgie de la cataracte)",
        "FIV et traitements de fertilité",
        "Chirurgie bariatrique (chirurgie de l’obésité)",
        "Bilans de santé et orthopédie",
      ],
      patientsPerYear:
        "Bien plus d’un million de touristes médicaux internationaux par an (estimations officielles)",
      averageSavings: "60 à 80 %",
      popularClinics: [
        "Istanbul Hair Institute",
        "Bosphorus Aesthetic Hospital",
        "Antalya Smile Dental",
        "Lara Eye & Vision Center",
        "Izmir Fertility & IVF Center",
        "Aegean Medical Hospital",
        "Uludag Hair Clinic",
        "Nilufer Dental Studio",
      ],
      languages: ["Turc", "Anglais", "Allemand", "Arabe", "Russe"],
      paymentOptions: [
        "Acompte par carte ou par virement pour confirmer votre date",
        "Solde par carte, par virement ou en espèces à l’arrivée (souvent exprimé en euros, en livres ou en dollars américains)",
        "Certains hôpitaux acceptent les assurances internationales pour les soins pris en charge ; renseignez-vous à l’avance",
      ],
      careExpectation:
        "La plupart des forfaits suivent le même déroulé : accueil à l’aéroport, consultation en personne et examens, traitement, puis un ou plusieurs contrôles avant le vol retour. Une greffe de cheveux demande généralement deux à quatre jours sur place, les implants dentaires nécessitent souvent deux séjours espacés de plusieurs mois, et après une chirurgie esthétique il faut couramment sept à quatorze jours avant que votre chirurgien vous autorise à prendre l’avion. Demandez un plan de traitement écrit et des modalités de suivi claires avant de verser un acompte.",
      safety:
        "Le ministère turc de la Santé délivre les autorisations des hôpitaux et des cliniques, ainsi qu’une habilitation distincte aux établissements qui soignent des patients internationaux ; il est tout à fait légitime de demander à la voir. De nombreux grands hôpitaux sont également accrédités JCI. Vérifiez que les étapes essentielles de votre intervention sont réalisées par un médecin autorisé à exercer, et pas seulement par un technicien, et méfiez-vous des prix très inférieurs à ceux du marché.",
    },
    travelInfo: {
      airports: [
        "Aéroport d’Istanbul (IST)",
        "Istanbul Sabiha Gökçen (SAW)",
        "Antalya (AYT)",
        "Izmir Adnan Menderes (ADB)",
        "Bursa Yenişehir (YEI), très peu de vols",
      ],
      directFlights:
        "Turkish Airlines, Pegasus et de nombreuses compagnies européennes et du Golfe desservent Istanbul en direct depuis toute l’Europe, le Moyen-Orient, l’Amérique du Nord et l’Asie. Antalya et Izmir ont des vols directs depuis une grande partie de l’Europe, surtout en été ; sinon, faites escale à Istanbul. La plupart des patients qui se rendent à Bursa arrivent à Istanbul et poursuivent par la route ou en ferry.",
      bestNeighborhoods: [
        "Şişli et Nişantaşı (Istanbul)",
        "Ataşehir et Kadıköy (Istanbul, rive asiatique)",
        "Lara et Konyaaltı (Antalya)",
        "Alsancak (Izmir)",
        "Nilüfer (Bursa)",
      ],
      transport:
        "À Istanbul, la carte Istanbulkart donne accès au métro, au tramway, aux trains Marmaray, aux bus et aux ferries. Les taxis ont un compteur ; réserver via BiTaksi ou Uber (qui fait appel à des taxis agréés) évite les désaccords sur l’itinéraire ou le prix. Les autres villes ont leurs propres cartes de transport, et la plupart des forfaits de soins incluent des transferts privés entre l’hôtel et la clinique.",
      culture:
        "L’hospitalité turque est généreuse et les habitants se montrent généralement patients avec les visiteurs. Portez une tenue sobre pour visiter les mosquées (épaules et genoux couverts ; les femmes prévoient un foulard) et retirez vos chaussures à l’entrée. Au restaurant, un pourboire d’environ 10 % est d’usage. Les dates du ramadan changent chaque année ; pendant cette période, beaucoup de restaurants restent ouverts, mais dans les quartiers conservateurs, il est poli de ne pas manger ostensiblement en public.",
      currency:
        "Livre turque (TRY). Les prix en livres augmentent souvent, c’est pourquoi de nombreuses cliniques et hôtels affichent leurs tarifs en euros, en livres sterling ou en dollars américains. Les cartes sont largement acceptées ; gardez un peu de livres turques pour les petits commerces, les taxis et les pourboires.",
      costs:
        "Un hôtel de milieu de gamme coûte généralement de 60 à 150 euros la nuit dans les grandes villes (davantage dans le centre d’Istanbul en haute saison). Un repas simple au restaurant revient souvent à 8 à 15 euros, et les transports en commun sont bon marché.",
      safety:
        "Les grandes villes turques sont globalement sûres pour les visiteurs. Méfiez-vous des pickpockets dans la foule et des inconnus trop aimables qui vous proposent un bar ou une boutique, et prenez des taxis agréés. Le numéro d’urgence est le 112. Consultez les conseils aux voyageurs de votre pays avant de réserver : ils concernent des régions où l’on ne se rend généralement pas pour se faire soigner.",
      visa: "De nombreuses nationalités, dont les titulaires d’un passeport britannique et de la plupart des pays de l’UE, peuvent actuellement entrer sans visa pour de courts séjours ; les autres demandent un e-Visa en ligne avant le départ. Les règles changent et dépendent de votre nationalité et de la durée du séjour : consultez le site officiel des e-Visas du gouvernement turc (evisa.gov.tr) et le consulat de Turquie le plus proche avant de réserver.",
    },
    accommodation: {
      description:
        "La plupart des forfaits incluent un hôtel proche de la clinique, généralement un hôtel d’affaires confortable de quatre ou cinq étoiles choisi pour la facilité des transferts. Si vous réservez vous-même, logez près de la clinique, choisissez une chambre desservie par un ascenseur et dotée d’une climatisation fiable, et privilégiez un quartier calme plutôt qu’une rue animée le soir.",
      options: [
        {
          name: "Hôtel partenaire de la clinique",
          description:
            "Hôtels d’affaires utilisés par la clinique pour ses patients en forfait, transferts aux rendez-vous compris, avec un personnel habitué aux clients qui sortent d’un traitement.",
          priceRange: "Généralement compris dans le forfait",
        },
        {
          name: "Appartement avec services",
          description:
            "Pratique pour les séjours plus longs, comme des soins dentaires ou la convalescence après une chirurgie esthétique, et si vous voyagez avec un accompagnant qui cuisinera et vous aidera.",
          priceRange: "Environ 50 à 120 euros la nuit",
        },
        {
          name: "Hôtel calme en bord de mer (Antalya et la côte)",
          description:
            "Jardins paisibles et terrasses ombragées pour vous reposer une fois que votre chirurgien accepte que vous quittiez la ville. Préférez l’ombre aux bains de soleil.",
          priceRange: "Environ 80 à 250 euros la nuit",
        },
      ],
    },
    activities: {
      relaxation: [
        "Une traversée tranquille du Bosphore en ferry public, assis à l’intérieur ou à l’ombre",
        "Un thé dans un café-jardin ombragé ou un parc tranquille",
        "Des visites sans effort dans des musées équipés d’ascenseurs et de sièges",
        "Une promenade paisible en bord de mer aux heures les plus fraîches",
      ],
      avoid: [
        "Hammams, saunas et bains de vapeur, couramment déconseillés pendant plusieurs semaines après une greffe de cheveux ou une chirurgie",
        "La baignade en mer ou en piscine tant que votre médecin n’a pas confirmé la cicatrisation des plaies",
        "L’exposition directe au soleil des zones traitées, surtout le cuir chevelu et le visage",
        "L’alcool et le tabac pendant la convalescence, qui peuvent ralentir la cicatrisation",
        "De longues journées de marche dans des rues en pente ou pavées les premiers jours",
        "Le vol retour avant que votre chirurgien ne vous y ait autorisé",
      ],
      walkingAreas: [
        "Parc de Gülhane et place Sultanahmet (Istanbul)",
        "Front de mer de Moda (Istanbul)",
        "Parc Karaalioğlu et promenade de Konyaaltı (Antalya)",
        "Front de mer du Kordon (Izmir)",
        "Botanik Park et Kültürpark (Bursa)",
      ],
    },
    checklist: [
      "Passeport valable au moins six mois, visa ou e-Visa confirmé pour votre nationalité",
      "Plan de traitement et devis écrits, précisant ce qui est compris et ce qui ne l’est pas",
      "Nom et numéro d’enregistrement du médecin qui réalisera votre intervention",
      "Documents médicaux récents, liste de vos médicaments et résultats d’examens demandés par la clinique",
      "Assurance voyage couvrant les soins à l’étranger, ou assurance complications",
      "Vêtements amples qui se boutonnent devant et, pour une greffe de cheveux, un chapeau ample qui ne serre pas la tête",
      "Suffisamment de vos médicaments habituels pour tout le séjour, plus quelques jours",
      "Vol retour réservé avec une certaine souplesse au cas où votre chirurgien souhaiterait que vous restiez plus longtemps",
      "Numéro du coordinateur de la clinique enregistré dans WhatsApp",
      "Un suivi prévu chez vous avec votre médecin ou votre dentiste",
    ],
    cities: [
      {
        name: "Istanbul",
        slug: "istanbul",
        tagline: "La capitale médicale de la Turquie, à cheval sur deux continents",
        description:
          "Le plus grand choix d’hôpitaux et de cliniques spécialisées du pays, notamment pour la greffe de cheveux et la chirurgie esthétique, avec des vols directs depuis presque partout.",
      },
      {
        name: "Antalya",
        slug: "antalya",
        tagline: "Se soigner et récupérer sur la côte Turquoise",
        description:
          "Une ville méditerranéenne paisible, réputée pour les soins dentaires et ophtalmologiques, avec des promenades en bord de mer et des hôtels-clubs pour une convalescence au calme.",
      },
      {
        name: "Izmir",
        slug: "izmir",
        tagline: "Le calme de l’Égée et une médecine de niveau universitaire",
        description:
          "Troisième ville de Turquie, solide en médecine de la fertilité et en soins hospitaliers, avec un front de mer décontracté et un climat doux.",
      },
      {
        name: "Bursa",
        slug: "bursa",
        tagline: "Bursa la verte, une alternative plus calme près d’Istanbul",
        description:
          "Une ville historique et verdoyante au pied du mont Uludağ, avec des cliniques modernes à Nilüfer, des prix plus bas et un transfert court depuis Istanbul.",
      },
    ],
  },
  {
    slug: "south-korea",
    name: "Corée du Sud",
    flag: "🇰🇷",
    heroTitle: "Corée du Sud : technologie de pointe et soins méticuleux",
    intro: [
      "La Corée du Sud est réputée pour ses cliniques très spécialisées, ses équipements modernes et son souci du détail, notamment en chirurgie esthétique, en dermatologie, en chirurgie des yeux et pour les bilans de santé complets. Séoul en est le centre : le seul quartier de Gangnam compte des centaines de cliniques, dont beaucoup ont des équipes dédiées aux patients internationaux et des interprètes.",
      "Les prix sont généralement inférieurs de 40 à 60 % à ceux du secteur privé aux États-Unis, en Australie et dans une grande partie de l’Europe. La Corée dispose en outre d’un système d’enregistrement, géré par l’État, des établissements qui soignent des patients étrangers, d’un environnement très sûr et d’excellents transports en commun, ce qui rend l’organisation pratique d’un voyage médical particulièrement simple.",
    ],
    medicalInfo: {
      specialties: [
        "Chirurgie esthétique (paupières, nez et remodelage du visage)",
        "Dermatologie et soins de la peau",
        "Chirurgie des yeux (LASIK, LASEK, SMILE et chirurgie du cristallin)",
        "Bilans de santé complets",
        "Soins dentaires",
        "Dépistage du cancer et soins hospitaliers spécialisés",
      ],
      patientsPerYear: "Plus d’un million de patients étrangers en 2024 (chiffres officiels)",
      averageSavings: "40 à 60 %",
      popularClinics: ["Gangnam Beauty Plastic Surgery", "Seoul Vision Eye Clinic"],
      languages: ["Coréen", "Anglais", "Chinois", "Japonais", "Russe"],
      paymentOptions: [
        "Cartes de crédit et de débit internationales (acceptées presque partout)",
        "Acompte par virement ou par carte pour réserver votre date d’intervention",
        "Espèces en wons coréens",
      ],
      careExpectation:
        "Les rendez-vous sont ponctuels et les cliniques très bien organisées. Prévoyez une consultation avec imagerie ou examens, l’intervention ou le traitement, puis plusieurs courtes visites de contrôle. De nombreuses interventions esthétiques nécessitent sept à quatorze jours à Séoul, le temps de retirer les fils et que votre chirurgien vous autorise à prendre l’avion ; pour la chirurgie des yeux, quelques jours suffisent généralement. Les consultations peuvent être expéditives : notez vos questions à l’avance et demandez un interprète si besoin.",
      safety:
        "En Corée, les établissements qui cherchent à attirer des patients étrangers doivent être enregistrés auprès des autorités, et les patients étrangers peuvent, en cas de problème, se tourner vers les services d’information officiels de Medical Korea et vers l’agence coréenne de médiation des litiges médicaux. Vérifiez que votre chirurgien est un spécialiste certifié dans le domaine concerné, et demandez qui sera présent au bloc opératoire : des inquiétudes liées à des chirurgiens remplaçants ont été signalées par le passé.",
    },
    travelInfo: {
      airports: ["Aéroport international d’Incheon (ICN)", "Aéroport international de Gimpo (GMP)"],
      directFlights:
        "Incheon est une grande plateforme aérienne asiatique, avec des vols directs depuis l’Europe, l’Amérique du Nord, l’Australie, le Moyen-Orient et toute l’Asie, assurés principalement par Korean Air et Asiana, ainsi que par de nombreuses compagnies internationales. Gimpo accueille surtout des vols intérieurs et des liaisons courtes vers le Japon, la Chine et Taïwan.",
      bestNeighborhoods: [
        "Gangnam et Sinsa-dong",
        "Apgujeong et Cheongdam",
        "Myeongdong",
        "Jongno et Insadong",
        "Jamsil",
      ],
      transport:
        "Le métro de Séoul est propre, ponctuel et signalé en anglais. Achetez une carte T-money dans une supérette et utilisez-la dans le métro, les bus et de nombreux taxis. Les taxis sont abordables ; Kakao T et Uber permettent de les réserver, et Naver Map ou KakaoMap sont bien plus fiables que Google Maps pour s’orienter en Corée.",
      culture:
        "La politesse et la ponctualité comptent. Une légère inclinaison est une salutation courante, on se déchausse chez l’habitant et dans certains restaurants, et le pourboire n’est pas attendu. Servez à boire aux autres plutôt qu’à vous-même. Les gens peuvent sembler réservés, mais le personnel est en général très serviable envers les visiteurs.",
      currency:
        "Won sud-coréen (KRW). Les cartes sont acceptées presque partout, y compris dans les taxis ; certains petits stands de marché préfèrent les espèces.",
      costs:
        "Un hôtel de milieu de gamme coûte souvent environ 120 000 à 250 000 wons la nuit (soit 90 à 180 dollars américains environ). Un repas simple coûte généralement 10 000 à 15 000 wons, et un trajet en métro à partir d’environ 1 500 wons.",
      safety:
        "Séoul est l’une des grandes villes les plus sûres du monde, avec très peu de délinquance de rue. Les numéros d’urgence sont le 112 (police) et le 119 (ambulance et pompiers) ; la ligne d’assistance aux voyageurs 1330 (Korea Travel Hotline) répond en anglais et dans d’autres langues. Au printemps, les particules fines peuvent dégrader la qualité de l’air ; consultez une application dédiée.",
      visa: "De nombreuses nationalités peuvent entrer sans visa pour de courts séjours, mais doivent parfois obtenir l’autorisation électronique de voyage K-ETA, dont certains pays sont temporairement exemptés. La Corée propose aussi un visa pour soins médicaux pour les séjours plus longs. Les conditions évoluent : selon votre nationalité, consultez le site officiel de la K-ETA (k-eta.go.kr) et l’ambassade de Corée dans votre pays.",
    },
    accommodation: {
      description:
        "La plupart des patients logent à quelques minutes à pied ou en taxi de leur clinique à Gangnam. Les hôtels coréens sont compacts mais impeccables ; les résidences avec services et petite cuisine sont prisées pour les séjours d’une semaine ou plus, et certaines cliniques travaillent avec des hôtels de convalescence où des infirmiers sont joignables.",
      options: [
        {
          name: "Hôtel d’affaires à Gangnam",
          description:
            "À proximité des cliniques esthétiques et ophtalmologiques autour de Sinsa-dong, d’Apgujeong et de la station Gangnam.",
          priceRange: "Environ 120 000 à 250 000 wons la nuit",
        },
        {
          name: "Résidence avec services",
          description:
            "Chambres de type appartement avec kitchenette et lave-linge, idéales pour une convalescence d’une à deux semaines.",
          priceRange: "Environ 100 000 à 200 000 wons la nuit",
        },
        {
          name: "Hôtel de convalescence",
          description:
            "Hôtels qui travaillent avec des cliniques esthétiques et proposent des chambres calmes, des repas mous et parfois des passages d’infirmiers. Demandez à votre clinique ce qui existe.",
          priceRange: "Variable ; parfois compris dans les forfaits",
        },
      ],
    },
    activities: {
      relaxation: [
        "Des cafés tranquilles à Sinsa-dong et Seochon",
        "La Starfield Library du COEX, un espace intérieur calme avec des places assises",
        "Les jardins des palais en semaine, le matin",
        "Une promenade lente dans un parc au bord du fleuve Han au coucher du soleil",
      ],
      avoid: [
        "Les jjimjilbang (bains coréens) et les saunas pendant la convalescence",
        "Les randonnées exigeantes, comme le Bukhansan ou les sentiers escarpés qui montent au Namsan",
        "L’alcool, soju compris, pendant la cicatrisation",
        "Se frotter les yeux ou nager après une chirurgie des yeux",
        "Les plats très épicés ou très salés en cas de gonflement du visage, qui peuvent accentuer la sensation d’œdème",
        "Prendre l’avion avant que votre chirurgien ne vous y ait autorisé",
      ],
      walkingAreas: [
        "Le ruisseau Cheonggyecheon",
        "Seoul Forest",
        "Le parc Banpo au bord du fleuve Han",
        "Le chemin du mur de pierre de Deoksugung",
        "L’enceinte du temple Bongeunsa",
      ],
    },
    checklist: [
      "Passeport et K-ETA ou visa confirmés pour votre nationalité",
      "Nom du chirurgien et sa certification de spécialiste confirmés par écrit",
      "Antécédents médicaux, liste de médicaments et imagerie demandée",
      "Assurance voyage ou assurance complications couvrant les soins à l’étranger",
      "Carte T-money et Naver Map ou KakaoMap installés",
      "Un masque et des lunettes de soleil contre la poussière et le soleil, et pour votre intimité après une intervention au visage",
      "Des vêtements amples qui s’ouvrent devant",
      "Une date de retour souple au cas où les fils seraient retirés plus tard que prévu",
      "Un suivi prévu chez vous et des copies de tous vos documents en anglais",
    ],
    cities: [
      {
        name: "Séoul",
        slug: "seoul",
        tagline: "Une médecine de précision dans une capitale sûre et moderne",
        description:
          "Le cœur du tourisme médical coréen, avec des cliniques spécialisées en esthétique, dermatologie et ophtalmologie à Gangnam et de grands hôpitaux universitaires dans toute la ville.",
      },
    ],
  },
  {
    slug: "thailand",
    name: "Thaïlande",
    flag: "🇹🇭",
    heroTitle: "Thaïlande : des hôpitaux internationaux et une convalescence reposante",
    intro: [
      "La Thaïlande accueille des patients internationaux depuis des décennies, et ses grands hôpitaux privés ressemblent davantage à des hôtels qu’à des cliniques, avec des centres dédiés aux patients internationaux, des interprètes et une aide pour le visa. Bangkok est le pôle médical, tandis que Phuket propose soins dentaires, esthétique et bien-être au bord de la plage.",
      "Les soins coûtent généralement 50 à 70 % de moins que dans le secteur privé aux États-Unis, au Royaume-Uni ou en Australie, et la douceur légendaire de l’accueil thaïlandais rend la convalescence agréable. La chaleur tropicale et la tentation des plages et des sorties en bateau imposent toutefois de bien préparer votre convalescence.",
    ],
    medicalInfo: {
      specialties: [
        "Chirurgie esthétique",
        "Implants dentaires et dentisterie esthétique",
        "FIV et traitements de fertilité",
        "Bilans de santé complets",
        "Orthopédie et prothèses articulaires",
        "Cardiologie",
        "Bien-être et rééducation",
      ],
      patientsPerYear:
        "Environ 2 à 3 millions de visites de patients internationaux par an, expatriés compris",
      averageSavings: "50 à 70 %",
      popularClinics: [
        "Bangkok Royal International Hospital",
        "Siam Fertility Clinic",
        "Andaman Dental Phuket",
        "Patong Aesthetic & Wellness Clinic",
      ],
      languages: ["Thaï", "Anglais", "Arabe", "Japonais", "Chinois", "Russe"],
      paymentOptions: [
        "Cartes de crédit et de débit internationales",
        "Virement bancaire pour l’acompte",
        "Espèces en bahts thaïlandais",
        "Prise en charge directe par certains assureurs internationaux dans les grands hôpitaux",
      ],
      careExpectation:
        "Les grands hôpitaux disposent de services efficaces pour les patients internationaux : un coordinateur vous accueille, les examens se font souvent le jour même et vous voyez rapidement votre spécialiste. De nombreuses interventions esthétiques nécessitent environ 10 à 14 jours en Thaïlande avant de reprendre l’avion ; les implants dentaires demandent généralement deux séjours espacés de plusieurs mois. Demandez un devis écrit complet, car les factures hospitalières peuvent comporter des frais distincts pour la chambre, les médicaments et les médecins.",
      safety:
        "La Thaïlande compte plusieurs hôpitaux accrédités JCI, et les médecins doivent être autorisés par le Medical Council of Thailand. Les petites cliniques esthétiques sont plus inégales : vérifiez les qualifications de spécialiste du chirurgien et le lieu de l’intervention (pour une chirurgie, mieux vaut un hôpital avec hospitalisation et surveillance de nuit).",
    },
    travelInfo: {
      airports: [
        "Bangkok Suvarnabhumi (BKK)",
        "Bangkok Don Mueang (DMK)",
        "Aéroport international de Phuket (HKT)",
      ],
      directFlights:
        "Suvarnabhumi est relié directement à l’Europe, au Moyen-Orient, à l’Australie et à toute l’Asie ; Thai Airways et de nombreuses compagnies du Golfe et d’Asie le desservent. Don Mueang accueille surtout les compagnies à bas prix. Phuket a des vols directs depuis certaines villes d’Asie, du Moyen-Orient, d’Australie et, en saison, d’Europe, ainsi que de fréquents vols courts depuis Bangkok.",
      bestNeighborhoods: [
        "Sukhumvit (Bangkok)",
        "Silom et Sathorn (Bangkok)",
        "Ploenchit et Chidlom (Bangkok)",
        "Kata et Karon (Phuket)",
        "Vieille ville de Phuket",
      ],
      transport:
        "À Bangkok, le métro aérien BTS Skytrain et le métro MRT évitent les embouteillages et desservent la plupart des quartiers hospitaliers ; les bateaux sur le fleuve sont un agréable complément. Grab et Bolt sont le moyen le plus simple d’obtenir une voiture à prix fixe. À Phuket, les distances sont plus longues et les transports en commun limités : comptez sur les transferts de votre clinique, Grab, Bolt ou des chauffeurs réservés à l’avance.",
      culture:
        "Les Thaïlandais apprécient le calme et la courtoisie ; hausser le ton sert rarement. La famille royale fait l’objet d’un profond respect et ne doit pas être critiquée. Couvrez vos épaules et vos genoux dans les temples, retirez vos chaussures et évitez de toucher la tête de quiconque. Le wai (une légère inclinaison, paumes jointes) est une salutation polie.",
      currency:
        "Baht thaïlandais (THB). Les cartes fonctionnent dans les hôtels, les centres commerciaux et les hôpitaux ; les espèces sont utiles sur les marchés, pour la cuisine de rue et dans les petites boutiques. Les distributeurs prélèvent des frais sur les cartes étrangères.",
      costs:
        "Un hôtel de milieu de gamme coûte généralement environ 1 500 à 4 000 bahts la nuit (soit 45 à 120 dollars américains environ). Un plat de cuisine de rue coûte souvent 60 à 100 bahts, et un repas au restaurant 300 à 800 bahts.",
      safety:
        "La Thaïlande est globalement sûre pour les visiteurs. Méfiez-vous des arnaques courantes (le temple « fermé aujourd’hui » suivi d’une visite guidée, les boutiques de pierres précieuses, les taxis sans compteur) ; la circulation est le principal risque au quotidien, et les accidents de moto sont une cause majeure de blessures chez les touristes. La police touristique répond au 1155 ; le numéro des urgences médicales est le 1669.",
      visa: "De nombreuses nationalités peuvent actuellement entrer sans visa pour du tourisme, et il existe un visa pour soins médicaux pour les séjours plus longs. Depuis 2025, les visiteurs remplissent aussi en ligne la Thailand Digital Arrival Card avant leur arrivée. Les règles et les durées de séjour autorisées ont changé plusieurs fois récemment : selon votre nationalité, consultez le site officiel des e-Visas thaïlandais et l’ambassade de Thaïlande la plus proche.",
    },
    accommodation: {
      description:
        "De nombreux hôpitaux de Bangkok ont des hôtels ou des appartements avec services à distance de marche, certains reliés par des passerelles couvertes, et plusieurs proposent des tarifs patients. À Phuket, choisissez un complexe calme et ombragé plutôt qu’un quartier festif animé, et vérifiez la distance jusqu’à votre clinique.",
      options: [
        {
          name: "Hôtel près de l’hôpital",
          description:
            "Trajets courts pour les contrôles, souvent avec des tarifs patients et un départ tardif.",
          priceRange: "Environ 1 500 à 4 000 bahts la nuit",
        },
        {
          name: "Appartement avec services",
          description:
            "Cuisine et lave-linge pour les séjours plus longs, apprécié des patientes en FIV et des familles.",
          priceRange: "Environ 1 800 à 5 000 bahts la nuit",
        },
        {
          name: "Complexe calme (Phuket)",
          description:
            "Jardins ombragés et piscines paisibles à regarder, pas à utiliser pour nager, tant que votre médecin ne vous y autorise pas.",
          priceRange: "Environ 2 500 à 8 000 bahts la nuit",
        },
      ],
    },
    activities: {
      relaxation: [
        "Des promenades lentes dans les parcs de la ville tôt le matin",
        "Une balade en bateau sur le Chao Phraya, assis à l’ombre",
        "Des musées et galeries climatisés",
        "Le coucher de soleil depuis un belvédère ou un café ombragé",
      ],
      avoid: [
        "La baignade en mer et en piscine tant que les plaies ne sont pas cicatrisées",
        "Le soleil fort et la chaleur de midi, surtout sur des cicatrices récentes",
        "Le massage thaïlandais traditionnel sur les zones traitées ou à proximité",
        "La location de scooter ou de moto",
        "Les sorties en bateau rapide et les longues journées d’excursion d’île en île",
        "L’alcool pendant la cicatrisation et pendant la prise des médicaments prescrits",
        "Prendre l’avion avant que votre chirurgien ne vous y ait autorisé",
      ],
      walkingAreas: [
        "Parc Lumphini (Bangkok)",
        "Parc forestier Benjakitti (Bangkok)",
        "Vieille ville de Phuket",
        "Promenade du front de mer de Karon (Phuket)",
      ],
    },
    checklist: [
      "Passeport valable six mois, conditions d’entrée vérifiées et Digital Arrival Card remplie",
      "Devis écrit incluant honoraires médicaux, chambre, médicaments et frais de suivi",
      "Qualifications de spécialiste du chirurgien confirmées",
      "Documents médicaux et liste des médicaments en anglais",
      "Assurance couvrant les soins à l’étranger et les complications",
      "Crème solaire à indice élevé, chapeau et vêtements légers et amples",
      "Grab ou Bolt installé et une carte SIM ou eSIM locale",
      "Un vol retour modifiable",
    ],
    cities: [
      {
        name: "Bangkok",
        slug: "bangkok",
        tagline: "Des hôpitaux de premier plan dans une capitale vibrante",
        description:
          "De grands hôpitaux internationaux, des centres de fertilité et des cliniques spécialisées, desservis par le Skytrain et entourés d’hôtels.",
      },
      {
        name: "Phuket",
        slug: "phuket",
        tagline: "Une convalescence sur l’île, avec soins dentaires et esthétiques",
        description:
          "Des cliniques dentaires, esthétiques et de bien-être sur la plus grande île de Thaïlande, avec des plages calmes pour une convalescence en douceur.",
      },
    ],
  },
  {
    slug: "mexico",
    name: "Mexique",
    flag: "🇲🇽",
    heroTitle: "Mexique : des soins de qualité à deux pas de chez soi pour les Nord-Américains",
    intro: [
      "Le Mexique est la destination de soins la plus prisée des patients venus des États-Unis et du Canada. Tijuana, juste de l’autre côté de la frontière, en face de San Diego, est réputée pour la chirurgie bariatrique et les soins dentaires, tandis que Cancún associe chirurgie esthétique et médecine de la fertilité aux complexes hôteliers des Caraïbes.",
      "Les économies atteignent généralement 60 à 80 % par rapport aux prix américains, et la brièveté du trajet permet de poser moins de jours de congé et de revenir plus facilement pour les contrôles. Comme partout, les standards varient : choisissez avec soin une clinique autorisée et prévoyez comment vous passerez la frontière ou rentrerez en avion pendant votre convalescence.",
    ],
    medicalInfo: {
      specialties: [
        "Chirurgie bariatrique (sleeve gastrectomie et bypass)",
        "Implants dentaires, couronnes et facettes",
        "Chirurgie esthétique",
        "FIV et traitements de fertilité",
        "Orthopédie",
      ],
      patientsPerYear:
        "Environ 1 à 1,5 million de voyageurs médicaux par an, principalement des États-Unis et du Canada",
      averageSavings: "60 à 80 %",
      popularClinics: [
        "Tijuana Bariatric Institute",
        "Baja Dental Center",
        "Riviera Cosmetic Surgery",
        "Caribbean Fertility Center",
      ],
      languages: ["Espagnol", "Anglais"],
      paymentOptions: [
        "Cartes de crédit et de débit",
        "Acompte par virement ou par carte",
        "Espèces en dollars américains ou en pesos mexicains",
        "Financement médical par des organismes de crédit tiers dans certaines cliniques",
      ],
      careExpectation:
        "Les cliniques de Tijuana et de Cancún ont l’habitude des patients nord-américains et organisent souvent l’accueil à l’aéroport ou à la frontière. Une chirurgie bariatrique implique généralement deux à quatre nuits à l’hôpital et quelques jours de plus à proximité ; des soins dentaires peuvent nécessiter deux séjours. Demandez à votre clinique comment elle restera en contact avec vous après votre retour et ce qui se passera si vous avez besoin de soins plus tard.",
      safety:
        "Les hôpitaux et cliniques mexicains sont censés détenir une autorisation de la COFEPRIS, l’autorité sanitaire fédérale, et les chirurgiens sont en général certifiés par le conseil de spécialité mexicain compétent (consejo). Demandez où l’intervention aura lieu exactement, et méfiez-vous des cliniques qui pratiquent des chirurgies lourdes dans des cabinets plutôt qu’à l’hôpital.",
    },
    travelInfo: {
      airports: [
        "Aéroport international de San Diego (SAN), pour Tijuana",
        "Aéroport international de Tijuana (TIJ), relié à San Diego par la passerelle Cross Border Xpress",
        "Aéroport international de Cancún (CUN)",
      ],
      directFlights:
        "Cancún est desservi en direct depuis la plupart des grandes villes des États-Unis et du Canada ainsi que depuis une partie de l’Europe. Pour Tijuana, la plupart des patients arrivent à San Diego et passent la frontière par la route ; l’aéroport de Tijuana (TIJ) propose des vols intérieurs vers tout le Mexique.",
      bestNeighborhoods: [
        "Zona Río (Tijuana)",
        "Playas de Tijuana",
        "Zone hôtelière (Cancún)",
        "Centre-ville et Puerto Cancún (Cancún)",
      ],
      transport:
        "De nombreuses cliniques incluent les transferts depuis l’aéroport de San Diego ou le poste-frontière de San Ysidro, ainsi que depuis l’aéroport de Cancún. À Tijuana, Uber et DiDi sont très utilisés. À Cancún, les bus ADO relient l’aéroport au centre-ville et à Playa del Carmen, et les bus urbains parcourent toute la zone hôtelière.",
      culture:
        "Les Mexicains sont chaleureux et courtois ; un simple « buenos días » fait toute la différence. Un pourboire de 10 à 15 % est d’usage au restaurant, ainsi que pour les guides et les chauffeurs. La tenue est décontractée, mais les maillots de bain restent à la plage.",
      currency:
        "Peso mexicain (MXN). Le dollar américain est largement accepté à Tijuana et dans les zones touristiques de Cancún, mais vous obtiendrez généralement un meilleur taux en payant en pesos ou par carte.",
      costs:
        "Un hôtel de milieu de gamme coûte environ 60 à 130 dollars américains la nuit à Tijuana et 50 à 110 dollars dans le centre de Cancún ; la zone hôtelière de Cancún est plus chère, souvent 150 à 350 dollars. Un repas simple coûte environ 8 à 20 dollars.",
      safety:
        "Les conseils aux voyageurs des gouvernements étrangers pour le Mexique varient selon les États : pour la Basse-Californie (Tijuana), certains recommandent une grande prudence ou de reconsidérer le voyage, et pour le Quintana Roo (Cancún) une vigilance renforcée, principalement en raison d’une criminalité qui vise rarement les visiteurs mais peut survenir n’importe où. Restez dans les quartiers connus, préférez les VTC ou le transport de la clinique aux taxis hélés dans la rue le soir, gardez vos objets de valeur hors de vue et lisez les derniers conseils de votre gouvernement. Le numéro d’urgence est le 911.",
      visa: "De nombreuses nationalités, dont les citoyens des États-Unis, du Canada, du Royaume-Uni et de l’UE, peuvent actuellement se rendre au Mexique sans visa pour du tourisme, et les agents de l’immigration fixent à l’arrivée la durée de séjour autorisée. Si vous entrez par une frontière terrestre, demandez si vous avez besoin d’un permis de visiteur (FMM) pour votre projet. Consultez les sources officielles du gouvernement mexicain et, pour le retour, les conditions d’entrée aux États-Unis ou dans votre pays.",
    },
    accommodation: {
      description:
        "À Tijuana, la plupart des patients logent dans la Zona Río, près des cliniques, ou dans les hôtels partenaires de leur clinique ; certains retournent chaque soir à San Diego une fois autorisés à le faire. À Cancún, vous avez le choix entre la zone hôtelière et ses complexes et les hôtels du centre-ville, plus calmes, moins chers et plus proches de nombreuses cliniques.",
      options: [
        {
          name: "Hôtel partenaire de la clinique",
          description:
            "Souvent compris dans les forfaits de chirurgie bariatrique et de soins dentaires, avec le transport jusqu’aux rendez-vous.",
          priceRange: "Généralement compris",
        },
        {
          name: "Hôtel d’affaires dans la Zona Río (Tijuana)",
          description:
            "Des hôtels modernes proches des hôpitaux, des centres commerciaux et des restaurants.",
          priceRange: "Environ 60 à 130 dollars américains la nuit",
        },
        {
          name: "Complexe hôtelier dans la zone hôtelière (Cancún)",
          description:
            "Vue sur la mer pour la convalescence, mais choisissez un établissement calme, plutôt réservé aux adultes, et restez hors de la piscine tant que vous n’y êtes pas autorisé.",
          priceRange: "Environ 150 à 350 dollars américains la nuit",
        },
      ],
    },
    activities: {
      relaxation: [
        "Une promenade lente sur le front de mer de Playas de Tijuana",
        "Le musée et les jardins du CECUT à Tijuana",
        "Des couchers de soleil à l’ombre au bord de la lagune à Cancún",
        "Le Museo Maya de Cancún, climatisé et de plain-pied",
      ],
      avoid: [
        "La baignade en piscine, en mer ou dans les cenotes tant que les plaies ne sont pas cicatrisées",
        "Le soleil fort sur les cicatrices récentes",
        "L’alcool, surtout après une chirurgie bariatrique",
        "La cuisine de rue pendant un régime liquide ou mixé après une chirurgie bariatrique",
        "Les longues excursions en bus vers les sites archéologiques les premiers jours",
        "Prendre l’avion ou faire un long trajet en voiture avant que votre chirurgien ne vous y ait autorisé",
      ],
      walkingAreas: [
        "Malecón de Playas de Tijuana",
        "Zona Río autour du CECUT (Tijuana)",
        "Malecón Tajamar (Cancún)",
        "Parque de las Palapas (Cancún)",
      ],
    },
    checklist: [
      "Passeport (ou, pour les citoyens américains qui passent par la route, une passport card ou un autre document accepté)",
      "Conditions d’entrée vérifiées pour le Mexique et pour votre retour aux États-Unis ou dans votre pays",
      "Autorisation COFEPRIS de la clinique et certification du chirurgien par son conseil de spécialité confirmées",
      "Plan de traitement écrit, incluant les nuits d’hospitalisation et le suivi",
      "Assurance couvrant les soins à l’étranger et les complications",
      "Vêtements ou bas de contention si votre clinique les recommande",
      "Passage de la frontière ou transfert depuis l’aéroport organisé avec votre clinique",
      "Un suivi prévu avec votre médecin chez vous",
    ],
    cities: [
      {
        name: "Tijuana",
        slug: "tijuana",
        tagline: "Des soins spécialisés à quelques minutes de San Diego",
        description:
          "Une ville frontalière animée, réputée pour la chirurgie bariatrique et les soins dentaires, avec des cliniques qui viennent chercher les patients côté San Diego.",
      },
      {
        name: "Cancún",
        slug: "cancun",
        tagline: "Esthétique et fertilité au bord des Caraïbes",
        description:
          "Des hôpitaux et cliniques privés modernes dans une grande ville balnéaire, avec des vols directs depuis toute l’Amérique du Nord.",
      },
    ],
  },
];
