import type { CityGuide } from "../types";

/**
 * Guides des villes pour /fr/destinations/{country}/{city} : la version française de
 * ../cities.ts (mêmes slugs, mêmes listes). Texte brut uniquement. Les conseils de
 * convalescence sont des informations générales de voyage (« il est généralement conseillé »,
 * « votre chirurgien vous le dira »), pas un avis médical. Les prix sont indicatifs et évoluent.
 */
export const CITY_GUIDES: CityGuide[] = [
  // ---------------------------------------------------------------- Turquie
  {
    slug: "istanbul",
    countrySlug: "turkey",
    name: "Istanbul",
    tagline: "La capitale médicale de la Turquie, à cheval sur deux continents",
    intro:
      "Istanbul s’étend sur l’Europe et l’Asie, de part et d’autre du Bosphore, et compte plus d’hôpitaux privés et de cliniques spécialisées que n’importe quelle autre ville de Turquie. La plupart proposent des forfaits avec transfert depuis l’aéroport, hôtel et interprète. La ville est grande et animée : logez près de votre clinique et faites du tourisme en douceur.",
    specialNote:
      "Si vous venez pour une greffe de cheveux, la plupart des cliniques vous demandent d’éviter le hammam, le sauna, la baignade et le soleil direct sur le cuir chevelu pendant plusieurs semaines : gardez le célèbre bain turc pour un prochain voyage. Votre clinique vous remettra des consignes écrites de suivi ; suivez-les toujours en priorité sur les conseils généraux donnés ici.",
    medicalInfo: {
      overview:
        "L’offre stambouliote va des grands groupes hospitaliers accrédités JCI aux petits cabinets spécialisés. Les cliniques de greffe de cheveux se concentrent à Şişli et Mecidiyeköy et, sur la rive asiatique, autour d’Ataşehir, tandis que la chirurgie esthétique se pratique normalement dans des hôpitaux privés disposant de services d’hospitalisation. Les prix sont compétitifs mais la qualité varie : vérifiez qui réalise les étapes clés de votre intervention et que la clinique détient l’habilitation du ministère de la Santé pour les patients internationaux.",
      specialties: [
        "Greffe de cheveux et de barbe (FUE et DHI)",
        "Rhinoplastie et chirurgie esthétique du visage",
        "Remodelage de la silhouette (liposuccion, abdominoplastie, BBL)",
        "Implants dentaires, facettes et « Hollywood smile »",
        "Chirurgie des yeux",
        "Chirurgie bariatrique",
      ],
      hospitals:
        "Parmi les partenaires de CareAtlas sur place figurent Istanbul Hair Institute pour la restauration des cheveux et de la barbe et Bosphorus Aesthetic Hospital pour la chirurgie esthétique. La ville compte aussi de nombreux grands groupes hospitaliers privés dotés de services pour patients internationaux, qui gèrent les interprètes, les formalités d’assurance et le relais en cas d’urgence.",
    },
    travelInfo: {
      gettingThere:
        "La plupart des vols internationaux atterrissent à l’aéroport d’Istanbul (IST), la grande plateforme située au nord-ouest de la ville, sur la rive européenne. Sabiha Gökçen (SAW), sur la rive asiatique, est surtout utilisé par Pegasus et d’autres compagnies à bas prix. Les deux sont reliés par de nombreux vols directs à toute l’Europe, au Moyen-Orient et au-delà.",
      gettingAround:
        "Achetez une Istanbulkart à un distributeur en station ; elle fonctionne dans le métro, le tramway, les trains Marmaray qui passent sous le Bosphore, les bus et les ferries publics, et une même carte peut servir pour votre accompagnant. Aux heures de pointe, le train et le ferry sont souvent plus rapides que la voiture. Pour les taxis, BiTaksi ou Uber réservent des taxis agréés et affichent l’itinéraire.",
      fromAirport:
        "Depuis IST, le métro M11 rejoint Gayrettepe, où il est en correspondance avec la ligne M2 vers Şişli et Taksim, et les bus Havaist desservent Taksim, Beşiktaş, Kadıköy et d’autres pôles. Un taxi pour Şişli met environ 45 à 60 minutes selon la circulation. Depuis SAW, le métro M4 va à Kadıköy et les cars Havabus à Kadıköy et Taksim. La plupart des forfaits incluent un transfert privé : votre chauffeur vous attend dans le hall des arrivées avec une pancarte à votre nom.",
    },
    accommodation: {
      overview:
        "Logez près de votre clinique : vous y retournerez plusieurs fois et vous pourriez vous sentir fatigué ou endolori. Les quartiers d’affaires de la rive européenne sont pratiques pour la plupart des cliniques capillaires et esthétiques, tandis que la rive asiatique est plus calme et d’un bon rapport qualité-prix. Les hôtels de la vieille ville, à Sultanahmet, ont beaucoup de charme, mais impliquent pentes, pavés et foule.",
      bestDistricts: [
        {
          name: "Şişli et Nişantaşı",
          why: "Centraux et bien desservis par le métro M2, avec de nombreuses cliniques, hôpitaux, pharmacies et bons restaurants à quelques pas.",
        },
        {
          name: "Beşiktaş",
          why: "Animé mais résidentiel, au bord du Bosphore, avec des ferries et des promenades plates le long de l’eau.",
        },
        {
          name: "Ataşehir",
          why: "Un quartier moderne de la rive asiatique avec cliniques, centres commerciaux et hôtels récents, facile d’accès depuis Sabiha Gökçen.",
        },
        {
          name: "Kadıköy et Moda",
          why: "Décontracté, avec des cafés, une promenade en bord de mer et des ferries vers la rive européenne ; idéal pour les séjours longs.",
        },
      ],
      recommendations: [
        {
          name: "Hôtel partenaire de la clinique à Şişli",
          type: "Hôtel d’affaires (souvent compris dans le forfait)",
          why: "Transferts vers les rendez-vous, personnel habitué aux clients venus pour une greffe et trajet court pour le contrôle du lendemain.",
        },
        {
          name: "Appartement avec services à Nişantaşı ou Ataşehir",
          type: "Appartement avec services",
          why: "De la place pour un accompagnant, une cuisine pour des repas simples et un lave-linge pour les séjours d’une semaine ou plus.",
        },
        {
          name: "Hôtel avec vue sur le Bosphore à Beşiktaş",
          type: "Hôtel",
          why: "Une vue apaisante pour se reposer une fois les premiers jours passés, près des ferries et des promenades plates au bord de l’eau.",
        },
      ],
    },
    activities: {
      gentle: [
        "Prenez tranquillement un ferry public entre Eminönü ou Beşiktaş et Kadıköy, l’une des façons les moins chères et les plus paisibles de découvrir la ville ; asseyez-vous à l’intérieur ou à l’ombre.",
        "Promenez-vous dans les allées plates du parc de Gülhane, surtout en avril, quand les tulipes fleurissent.",
        "Flânez sur le front de mer de Moda en fin d’après-midi.",
        "Prenez un taxi jusqu’au parc d’Emirgan, au bord du Bosphore, pour ses jardins ombragés et un thé.",
      ],
      cultural: [
        "Sainte-Sophie et la Mosquée bleue : épaules et genoux couverts, foulard pour les femmes, et venez tôt pour éviter les files ; toutes deux ferment aux visiteurs pendant les prières.",
        "Le palais de Topkapı, qui demande pas mal de marche : gardez-le pour la fin de votre séjour.",
        "Les musées archéologiques d’Istanbul ou le musée Pera, pour une visite culturelle au calme et à l’intérieur.",
        "La citerne Basilique, fraîche et envoûtante, mais il faut descendre des marches.",
      ],
      food: [
        "La soupe de lentilles (mercimek çorbası), douce et disponible presque partout, idéale les premiers jours.",
        "Un petit-déjeuner turc avec simit, fromage, olives, tomates et œufs.",
        "Du poisson grillé et des mezzés au bord de l’eau à Beşiktaş ou Kadıköy.",
        "Baklava et loukoums, avec modération.",
        "Beaucoup d’eau, de l’ayran (une boisson au yaourt salée) et des tisanes ; la plupart des gens boivent de l’eau en bouteille.",
      ],
      avoid: [
        "Hammams, saunas et bains de vapeur, généralement déconseillés pendant plusieurs semaines après une greffe de cheveux ou une chirurgie.",
        "La baignade en piscine ou en mer tant que votre médecin n’a pas confirmé la cicatrisation.",
        "Les chapeaux qui appuient sur les greffons fraîchement implantés ; votre clinique vous dira quel modèle convient.",
        "Les lieux bondés comme le Grand Bazar et l’avenue İstiklal les premiers jours, où l’on se fait facilement bousculer.",
        "L’alcool et le tabac pendant la cicatrisation.",
        "Se pencher, porter des charges lourdes ou marcher longtemps en montée tant que vous n’y êtes pas autorisé.",
      ],
    },
    practicalInfo: {
      weather:
        "Les étés (de juin à septembre) sont chauds et humides, souvent autour de 28 à 30 °C. Les hivers sont frais et humides, autour de 5 à 10 °C, avec quelques chutes de neige. Le printemps (avril-mai) et l’automne (septembre à novembre) sont les périodes les plus agréables pour se soigner et récupérer.",
      costs:
        "Un repas dans un restaurant de quartier coûte généralement 8 à 15 euros, un café 2 à 4 euros et un trajet en transports en commun environ 1 euro ou moins. Une course en taxi dans les quartiers centraux revient en général à 5 à 15 euros. Les prix en livres turques changent souvent : vérifiez les taux actuels avant de partir.",
      apps: [
        "BiTaksi",
        "Uber",
        "Istanbulkart",
        "Google Maps ou Moovit",
        "Yemeksepeti ou Getir (livraison de repas et de produits de pharmacie)",
        "WhatsApp (utilisé par les coordinateurs des cliniques)",
      ],
      safety:
        "Istanbul est globalement sûre, mais les pickpockets sévissent dans les trams bondés, les bazars et les ferries, et mieux vaut décliner poliment les inconnus sympathiques qui vous proposent un bar ou une boutique de tapis. Le soir, prenez des taxis réservés par application. Le numéro d’urgence est le 112, et chaque pharmacie (eczane) affiche la pharmacie de garde la plus proche (nöbetçi eczane).",
    },
    checklist: [
      "Transfert confirmé et numéro WhatsApp de votre coordinateur enregistré avant le départ",
      "Istanbulkart, ou BiTaksi ou Uber installé sur votre téléphone",
      "Chemises amples qui se boutonnent devant et, pour une greffe de cheveux, un chapeau ample validé par votre clinique",
      "Un coussin de voyage pour dormir en position semi-assise après une greffe de cheveux",
      "Le kit de soins et les consignes écrites de votre clinique",
      "Une tenue sobre et un foulard pour visiter les mosquées",
      "Les coordonnées de votre assurance voyage et le contact d’urgence de la clinique",
      "Une journée de marge avant votre vol au cas où un contrôle serait décalé",
    ],
  },
  {
    slug: "antalya",
    countrySlug: "turkey",
    name: "Antalya",
    tagline: "Se soigner et récupérer sur la côte Turquoise",
    intro:
      "Antalya s’étend entre les monts Taurus et la Méditerranée, avec une vieille ville joliment restaurée, de longues promenades en bord de mer et l’un des aéroports internationaux les plus fréquentés de Turquie. C’est une destination prisée pour les soins dentaires et la chirurgie des yeux, et ses hôtels permettent facilement d’associer traitement et convalescence calme et confortable. L’astuce : profiter de la côte avec les yeux plutôt que dans l’eau, jusqu’à ce que votre clinique vous dise le contraire.",
    specialNote:
      "Le soleil d’été est fort à Antalya : de juin à septembre, les températures dépassent souvent 35 °C. Après une chirurgie des yeux ou un soin du visage, de bonnes lunettes de soleil, l’ombre et un chapeau sont indispensables, et la plupart des cliniques conseillent d’éviter la mer et les piscines pendant un certain temps. Le printemps et l’automne sont les saisons les plus agréables pour la convalescence.",
    medicalInfo: {
      overview:
        "Antalya compte plusieurs hôpitaux privés modernes et un grand choix de cliniques dentaires habituées aux patients européens. Les soins peuvent aller plus vite que chez vous : un ensemble de facettes ou de couronnes peut être réalisé en une semaine environ, tandis que les implants demandent généralement une seconde visite après cicatrisation. Demandez un plan écrit précisant les matériaux et les marques d’implants utilisés, le calendrier de suivi et, par écrit, les éventuelles conditions de garantie.",
      specialties: [
        "Implants dentaires, couronnes et facettes",
        "« Hollywood smile »",
        "LASIK et autres chirurgies des yeux au laser",
        "Chirurgie de la cataracte et du cristallin",
        "Greffe de cheveux",
        "Chirurgie esthétique",
      ],
      hospitals:
        "Parmi les partenaires de CareAtlas sur place figurent Antalya Smile Dental pour l’implantologie et la dentisterie esthétique et Lara Eye & Vision Center pour la chirurgie des yeux au laser et de la cataracte. La ville compte aussi plusieurs grands hôpitaux privés dotés de services pour patients internationaux, utiles en relais pour toute intervention.",
    },
    travelInfo: {
      gettingThere:
        "L’aéroport d’Antalya (AYT) est relié en direct à toute l’Europe, souvent par des vols saisonniers, et à Istanbul par de fréquents vols intérieurs d’environ 1 h 15. Hors saison estivale, une correspondance à Istanbul est souvent la solution la plus simple.",
      gettingAround:
        "Le centre-ville est compact. La carte Antalyakart donne accès aux tramways et aux bus : le tramway nostalgique longe le front de mer vers le musée d’Antalya, et le tram léger AntRay relie la gare routière au centre. Les taxis sont nombreux aux stations et devant les hôtels ; les applications de VTC sont moins répandues qu’à Istanbul, si bien que le chauffeur de votre hôtel ou de votre clinique est souvent la solution la plus simple.",
      fromAirport:
        "L’aéroport se trouve à environ 15 km à l’est du centre et à 10-15 minutes seulement de Lara. Comptez environ 20 à 30 minutes en taxi jusqu’à Kaleiçi et 30 à 40 minutes jusqu’à Konyaaltı. Des navettes et des bus urbains desservent aussi la ville, et la plupart des forfaits des cliniques incluent un transfert privé.",
    },
    accommodation: {
      overview:
        "Antalya offre de tout, des maisons d’hôtes de la vieille ville aux grands complexes hôteliers. Pour vos soins, choisissez un hôtel proche de votre clinique, avec de l’ombre, un ascenseur et une chambre calme. Beaucoup de grands clubs tout compris se trouvent à Belek ou Kemer, ce qui peut signifier de longs trajets jusqu’aux rendez-vous.",
      bestDistricts: [
        {
          name: "Lara",
          why: "Proche de l’aéroport et de nombreuses cliniques, avec des hôtels modernes, une longue plage et la cascade inférieure de Düden.",
        },
        {
          name: "Konyaaltı",
          why: "Une longue plage de galets et une promenade plate face aux montagnes, plus calme que le centre.",
        },
        {
          name: "Kaleiçi (vieille ville)",
          why: "Des hôtels de charme dans des maisons ottomanes restaurées, mais des ruelles pavées et en pente ; mieux vaut y aller en fin de séjour.",
        },
        {
          name: "Centre de Muratpaşa",
          why: "Pratique et bien desservi, près des commerces, des pharmacies et du tramway.",
        },
      ],
      recommendations: [
        {
          name: "Hôtel calme à Lara",
          type: "Hôtel-club",
          why: "Trajets courts vers les cliniques et l’aéroport, jardins ombragés et vue sur la mer pour se reposer.",
        },
        {
          name: "Appartement en front de mer à Konyaaltı",
          type: "Appartement",
          why: "Des promenades plates au pied de l’immeuble et de l’espace pour les séjours dentaires plus longs.",
        },
        {
          name: "Hôtel de charme à Kaleiçi",
          type: "Hôtel de charme",
          why: "De l’atmosphère pour les derniers jours détendus du voyage, une fois que marcher sur les pavés ne pose plus de difficulté.",
        },
      ],
    },
    activities: {
      gentle: [
        "Le parc Karaalioğlu, un parc ombragé en haut de la falaise, avec vue sur la mer et de nombreux bancs.",
        "Une promenade tranquille sur le front de mer de Konyaaltı au coucher du soleil.",
        "La cascade inférieure de Düden, où la rivière se jette dans la mer près de Lara ; les points de vue sont proches de la route.",
        "Le parc de la cascade supérieure de Düden, avec des allées ombragées et des cafés.",
        "Un trajet dans le tramway nostalgique le long du front de mer.",
      ],
      cultural: [
        "Le musée d’Antalya, l’un des plus beaux musées archéologiques de Turquie, de plain-pied et climatisé.",
        "La porte d’Hadrien, l’arc de triomphe romain à l’entrée de Kaleiçi.",
        "Le minaret Yivli, le minaret cannelé emblème de la ville.",
        "Le vieux port, qu’on admire le mieux depuis les terrasses qui le surplombent.",
        "Les sites antiques de Pergé et d’Aspendos, écrasés de soleil et très chauds : attendez le feu vert de votre médecin et partez tôt le matin.",
      ],
      food: [
        "Le piyaz d’Antalya, une salade de haricots blancs à la sauce tahini.",
        "Du poisson grillé et des mezzés au port ou à Konyaaltı.",
        "Des options tendres après des soins dentaires, comme les soupes, le yaourt et les légumes mijotés à l’huile d’olive ; votre dentiste vous dira quand vous pourrez mâcher normalement.",
        "Des oranges, des grenades et d’autres fruits frais des vergers de la région.",
        "Un thé turc dans un café-jardin ombragé.",
      ],
      avoid: [
        "La baignade en mer ou en piscine, généralement déconseillée pendant un temps après une chirurgie, un acte sur les yeux et certains soins dentaires.",
        "Les excursions en bateau avec arrêts baignade et les sports nautiques.",
        "Les bains de soleil et la chaleur de midi, surtout après une chirurgie des yeux ou un soin du visage.",
        "Les excursions poussiéreuses et venteuses peu après une chirurgie des yeux ; portez des lunettes de soleil dehors.",
        "L’alcool pendant la cicatrisation, y compris aux bars des formules tout compris.",
        "Les aliments très chauds, durs ou difficiles à mâcher après des soins dentaires, jusqu’à ce que votre dentiste vous dise le contraire.",
      ],
    },
    practicalInfo: {
      weather:
        "Les étés sont chauds et secs, souvent 33 à 38 °C de juin à septembre, et les hivers doux et pluvieux, autour de 10 à 16 °C en journée. Avril-mai et octobre-novembre sont idéaux : chauds, ensoleillés et agréables pour marcher.",
      costs:
        "Un hôtel de milieu de gamme coûte généralement environ 60 à 140 euros la nuit, avec des pics en été. Un repas au restaurant revient à environ 10 à 20 euros, et une course en taxi en ville en général à 8 à 20 euros. Les zones touristiques et les restaurants de Kaleiçi sont plus chers.",
      apps: [
        "Google Maps",
        "BiTaksi (là où il est disponible)",
        "Google Traduction",
        "WhatsApp (utilisé par les coordinateurs des cliniques)",
        "Yemeksepeti (livraison de repas)",
      ],
      safety:
        "Antalya est détendue et globalement sûre. Faites comme d’habitude attention à vos objets de valeur dans les lieux animés, vérifiez que le compteur du taxi tourne et méfiez-vous des sorties en bateau ou des tournées shopping « gratuites » qui finissent en vente forcée. Les courants peuvent être forts sur certaines plages. Le numéro d’urgence est le 112.",
    },
    checklist: [
      "Lunettes de soleil, chapeau à larges bords et crème solaire à indice élevé",
      "Plan de soins dentaires ou ophtalmologiques écrit, avec matériaux et suivi",
      "Collyres et coque de protection si votre clinique ophtalmologique les fournit",
      "Un plan d’alimentation tendre pour les jours qui suivent les soins dentaires",
      "Des vêtements amples et légers pour la chaleur",
      "Un vol retour prévu après votre dernier contrôle",
      "Les coordonnées de votre assurance et le contact d’urgence de la clinique",
    ],
  },
  {
    slug: "izmir",
    countrySlug: "turkey",
    name: "Izmir",
    tagline: "Le calme de l’Égée et une médecine de niveau universitaire",
    intro:
      "Izmir est la troisième ville de Turquie, un port de l’Égée détendu et ouvert sur le monde, avec un front de mer bordé de palmiers, un climat doux et une solide tradition médicale portée par de grands hôpitaux universitaires. C’est un choix particulièrement judicieux pour les traitements de fertilité, où les séjours sont plus longs et où une ville calme et agréable à vivre compte beaucoup. Moins fréquentée par les touristes internationaux qu’Istanbul ou Antalya, la ville offre aussi de bons prix et une ambiance plus locale.",
    specialNote:
      "Un séjour pour un traitement de fertilité signifie souvent deux à trois semaines sur place, avec de fréquents et brefs rendez-vous de monitorage avant la ponction ovocytaire et le transfert d’embryon. Un appartement avec services près de votre clinique, un quotidien simple et un accompagnant pour partager l’attente font vraiment la différence. Votre équipe de fertilité vous conseillera sur l’activité, les déplacements et le repos après le transfert d’embryon.",
    medicalInfo: {
      overview:
        "Izmir compte deux grands hôpitaux universitaires, celui de l’université Ege à Bornova et celui de l’université Dokuz Eylül à İnciraltı, ainsi qu’un secteur privé en croissance qui comprend des centres de FIV bien établis. La loi turque sur la procréation assistée est stricte : la FIV n’est accessible qu’aux couples mariés avec leurs propres ovocytes et spermatozoïdes, et le don d’ovocytes, le don de sperme et la gestation pour autrui sont interdits. Assurez-vous que votre projet respecte ces règles avant de réserver.",
      specialties: [
        "FIV et traitements de fertilité",
        "Chirurgie générale et bilans de santé",
        "Orthopédie",
        "Soins dentaires",
        "Chirurgie des yeux",
        "Greffe de cheveux",
      ],
      hospitals:
        "Parmi les partenaires de CareAtlas sur place figurent Izmir Fertility & IVF Center pour la médecine de la fertilité et Aegean Medical Hospital pour les soins hospitaliers généraux et spécialisés. Les hôpitaux universitaires de la ville offrent un relais spécialisé supplémentaire.",
    },
    travelInfo: {
      gettingThere:
        "L’aéroport Adnan Menderes d’Izmir (ADB) est relié à Istanbul par de fréquents vols (environ 1 heure) et à de nombreuses villes européennes par des vols internationaux directs, plus nombreux en été.",
      gettingAround:
        "La carte İzmirim Kart donne accès au métro, aux tramways, aux trains de banlieue İZBAN, aux bus et aux ferries qui traversent la baie, une très jolie façon de se déplacer. Le centre est plat le long du front de mer. Les taxis, équipés de compteurs, sont nombreux ; votre hôtel peut en appeler un, et la plupart des cliniques organisent le transport jusqu’aux rendez-vous.",
      fromAirport:
        "L’aéroport se trouve à environ 18 km au sud du centre. Les trains de banlieue İZBAN relient la gare de l’aéroport à Alsancak en 30 minutes environ et continuent jusqu’à Karşıyaka, et les bus Havaş desservent les quartiers centraux. Comptez 25 à 40 minutes en taxi selon la circulation ; les forfaits des cliniques incluent généralement un transfert privé.",
    },
    accommodation: {
      overview:
        "La plupart des visiteurs logent près du front de mer, où la promenade plate du Kordon et les ferries facilitent les déplacements. Pour les longs séjours liés à la fertilité, un appartement ou un appart’hôtel est souvent plus confortable qu’une chambre d’hôtel.",
      bestDistricts: [
        {
          name: "Alsancak",
          why: "Central et animé, avec le front de mer du Kordon, des cafés, des pharmacies et une gare İZBAN ; convient à la plupart des patients.",
        },
        {
          name: "Konak",
          why: "Le cœur historique, près de la tour de l’Horloge, du bazar de Kemeraltı et des embarcadères.",
        },
        {
          name: "Karşıyaka",
          why: "Un quartier résidentiel de l’autre côté de la baie, avec un long front de mer et une ambiance locale et paisible, relié par ferry et tramway.",
        },
        {
          name: "Bornova",
          why: "Proche de l’hôpital de l’université Ege et desservi par le métro, avec des prix plus bas.",
        },
      ],
      recommendations: [
        {
          name: "Appart’hôtel à Alsancak",
          type: "Appart’hôtel",
          why: "Une cuisine pour préparer vos repas, à quelques pas du front de mer et des cliniques.",
        },
        {
          name: "Hôtel en bord de mer sur le Kordon",
          type: "Hôtel",
          why: "Vue sur la baie et promenades plates dès la sortie de l’hôtel.",
        },
        {
          name: "Appartement avec services à Karşıyaka",
          type: "Appartement avec services",
          why: "Plus calme et d’un bon rapport qualité-prix pour des séjours de fertilité de deux à trois semaines.",
        },
      ],
    },
    activities: {
      gentle: [
        "Promenez-vous sur le Kordon, le front de mer bordé de palmiers entre Alsancak et Konak.",
        "Traversez la baie en ferry public au coucher du soleil.",
        "Installez-vous dans le Kültürpark, un grand espace vert au centre-ville.",
        "Montez dans l’Asansör, un ascenseur historique à Karataş, avec un café en terrasse et vue sur la baie.",
        "Flânez sur la longue promenade en bord de mer de Karşıyaka.",
      ],
      cultural: [
        "La place de Konak et la tour de l’Horloge d’Izmir, le monument le plus connu de la ville.",
        "Kemeraltı, le bazar historique ; allez-y un matin de semaine, plus calme.",
        "L’agora antique de Smyrne, un site romain compact en pleine ville.",
        "Le musée d’Histoire et d’Art d’Izmir, dans le Kültürpark.",
        "Éphèse, près de Selçuk, à environ une heure, est incontournable mais demande beaucoup de marche au soleil ; de nombreux patients la gardent pour la fin de leur séjour ou pour un prochain voyage.",
      ],
      food: [
        "Le boyoz, une viennoiserie feuilletée d’Izmir qu’on mange au petit-déjeuner avec un œuf dur.",
        "Le gevrek (nom du simit à Izmir) avec un thé turc sur le Kordon.",
        "Le kumru, un sandwich local au fromage, à la saucisse et à la tomate.",
        "Les plats de légumes à l’huile d’olive de l’Égée (zeytinyağlı) et les herbes fraîches.",
        "Du poisson grillé et des mezzés près du port.",
      ],
      avoid: [
        "Les bains chauds, les saunas, les hammams et les piscines thermales de Balçova pendant un traitement de fertilité et après une chirurgie, comme il est généralement conseillé.",
        "Porter des charges lourdes, faire un effort intense ou de longues excursions autour de la ponction et du transfert, sauf avis contraire de votre équipe.",
        "L’alcool et le tabac.",
        "La chaleur de midi en été ; buvez suffisamment.",
        "Les fromages au lait cru et les aliments insuffisamment cuits si vous êtes enceinte ou espérez l’être, comme il est généralement conseillé ; demandez à votre médecin.",
      ],
    },
    practicalInfo: {
      weather:
        "Les étés sont chauds et secs, souvent 32 à 36 °C en juillet et août, rafraîchis l’après-midi par la brise marine que les habitants appellent l’imbat. Les hivers sont doux et pluvieux, autour de 8 à 15 °C. Le printemps et l’automne sont très agréables.",
      costs:
        "Izmir est en général moins chère qu’Istanbul. Un hôtel de milieu de gamme coûte souvent 50 à 110 euros la nuit, un repas au restaurant environ 8 à 15 euros et un trajet en ferry ou en métro bien moins d’un euro.",
      apps: [
        "Google Maps",
        "Moovit",
        "BiTaksi (là où il est disponible)",
        "Google Traduction",
        "WhatsApp (utilisé par les coordinateurs des cliniques)",
        "Yemeksepeti (livraison de repas)",
      ],
      safety:
        "Izmir est détendue et globalement sûre. Prenez les précautions habituelles dans les quartiers animés de Kemeraltı et Konak, et surveillez vos sacs sur les ferries. Le numéro d’urgence est le 112, et les pharmacies de garde (nöbetçi eczane) sont affichées dans la vitrine de chaque pharmacie.",
    },
    checklist: [
      "Le protocole de traitement et le calendrier des médicaments de votre clinique, avec les ordonnances",
      "Une sacoche isotherme pour les médicaments à conserver au froid et une lettre de la clinique pour le contrôle de sûreté à l’aéroport",
      "Les documents demandés par votre clinique aux deux partenaires, dont, en Turquie, une preuve du mariage pour la FIV",
      "Des vêtements confortables et amples pour après la ponction",
      "Un appartement avec réfrigérateur et cuisine pour les séjours longs",
      "Une date de retour modifiable après le transfert d’embryon",
      "Les coordonnées de votre assurance et le contact d’urgence de la clinique",
    ],
  },
  {
    slug: "bursa",
    countrySlug: "turkey",
    name: "Bursa",
    tagline: "Bursa la verte, une alternative plus calme près d’Istanbul",
    intro:
      "Bursa, première capitale de l’Empire ottoman, s’étend au pied du mont Uludağ, de l’autre côté de la mer de Marmara face à Istanbul. Surnommée « Bursa la verte » pour ses parcs et ses rues arborées, c’est une grande ville prospère dotée d’hôpitaux privés modernes et d’un nombre croissant de cliniques capillaires et dentaires, notamment dans le quartier de Nilüfer. Les prix y sont souvent un peu plus bas qu’à Istanbul, et le rythme nettement plus calme.",
    specialNote:
      "Bursa est célèbre pour les bains thermaux de Çekirge, mais le hammam, les piscines thermales et le sauna sont généralement déconseillés pendant plusieurs semaines après une greffe de cheveux et après la plupart des chirurgies : cette fois, admirez les bains historiques de l’extérieur. Comme l’aéroport de Bursa n’a que très peu de vols, tenez compte du transfert depuis Istanbul pour fixer vos heures d’arrivée et de départ.",
    medicalInfo: {
      overview:
        "Bursa dispose d’un secteur hospitalier privé bien développé, au service de la ville et de sa région industrielle dynamique, où plusieurs groupes hospitaliers nationaux sont présents. Les patients internationaux viennent surtout pour des greffes de cheveux et des soins dentaires, et apprécient des cliniques plus calmes et des délais plus courts. Vérifiez l’habilitation de la clinique par le ministère de la Santé et qui réalisera votre intervention, exactement comme vous le feriez à Istanbul.",
      specialties: [
        "Greffe de cheveux et de barbe",
        "Implants dentaires, couronnes et facettes",
        "Chirurgie esthétique",
        "Chirurgie des yeux",
        "Bilans de santé",
      ],
      hospitals:
        "Parmi les partenaires de CareAtlas sur place figurent Uludag Hair Clinic pour la restauration des cheveux et de la barbe et Nilufer Dental Studio pour l’implantologie et la dentisterie esthétique. De plus grands hôpitaux privés à Nilüfer et Osmangazi assurent les soins généraux et les urgences si nécessaire.",
    },
    travelInfo: {
      gettingThere:
        "La plupart des patients arrivent en avion à Istanbul. Depuis Sabiha Gökçen (SAW), la route prend environ 2 heures par le pont d’Osmangazi ; depuis l’aéroport d’Istanbul (IST), comptez environ 2 h 30 à 3 heures. Les bateaux rapides İDO et BUDO traversent aussi la mer de Marmara depuis Istanbul jusqu’à Güzelyurt ou Mudanya, sur la côte de Bursa, en 1 h 30 à 2 heures environ, puis il faut 30 à 45 minutes de route jusqu’en ville. L’aéroport de Bursa Yenişehir (YEI) n’a que très peu de vols.",
      gettingAround:
        "Le métro BursaRay traverse la ville d’est en ouest, en passant par Nilüfer et le centre, et une boucle de tramway dessert le cœur historique. On paie avec la Bursakart. Les taxis, équipés de compteurs, sont nombreux, et votre clinique assure généralement les transferts vers les rendez-vous.",
      fromAirport:
        "Les forfaits comprennent généralement un transfert privé depuis les aéroports d’Istanbul jusqu’à votre hôtel à Bursa, de loin la solution la plus confortable après un long vol. Des cars relient aussi Istanbul à la gare routière de Bursa, d’où un taxi met environ 15 à 25 minutes jusqu’au centre.",
    },
    accommodation: {
      overview:
        "Choisissez entre le moderne Nilüfer, proche de nombreuses cliniques et centres commerciaux, et le centre historique d’Osmangazi, près des anciennes mosquées et des bazars. Les hôtels à flanc de colline de Çekirge sont agréables, mais beaucoup sont construits autour de piscines thermales qu’il vous faudra éviter.",
      bestDistricts: [
        {
          name: "Nilüfer",
          why: "Moderne, vert et bien organisé, avec des hôpitaux privés, des cliniques, des centres commerciaux et le métro BursaRay.",
        },
        {
          name: "Osmangazi (centre)",
          why: "Le cœur historique, avec la Grande Mosquée, les bazars couverts et de nombreux hôtels ; animé mais pratique.",
        },
        {
          name: "Çekirge",
          why: "Un quartier arboré à flanc de colline, avec des hôtels thermaux et de belles vues ; calme, mais évitez les installations thermales pendant votre convalescence.",
        },
        {
          name: "Mudanya",
          why: "Une petite ville en bord de mer à environ 30 minutes, idéale pour des journées calmes en fin de séjour.",
        },
      ],
      recommendations: [
        {
          name: "Hôtel d’affaires à Nilüfer",
          type: "Hôtel",
          why: "Trajets courts vers les cliniques et accès facile aux pharmacies et centres commerciaux.",
        },
        {
          name: "Appart’hôtel près du centre",
          type: "Appart’hôtel",
          why: "De l’espace en plus pour les séjours dentaires ou pour voyager en famille.",
        },
        {
          name: "Hôtel à flanc de colline à Çekirge",
          type: "Hôtel",
          why: "Des chambres calmes et une belle vue pour un séjour reposant, tant que vous n’allez pas dans les piscines thermales.",
        },
      ],
    },
    activities: {
      gentle: [
        "Le Botanik Park de Bursa, avec ses allées plates, ses pelouses et son lac.",
        "Le Kültürpark, un grand parc arboré au centre-ville.",
        "La terrasse de Tophane, près de la tour de l’horloge, avec vue sur la ville.",
        "Un thé dans la cour du Koza Han, l’ancien marché de la soie.",
        "Une promenade tranquille sur le front de mer de Mudanya par temps calme.",
      ],
      cultural: [
        "L’Ulu Cami (Grande Mosquée), avec ses vingt coupoles et sa fontaine intérieure.",
        "Le Koza Han et les bazars couverts qui l’entourent.",
        "La Mosquée verte et le Tombeau vert, célèbres pour leurs faïences turquoise.",
        "Cumalıkızık, un village ottoman inscrit au patrimoine mondial de l’UNESCO, sur les contreforts de l’Uludağ ; ses ruelles pavées et inégales le réservent plutôt à la fin de votre séjour.",
        "Le téléphérique de l’Uludağ, où il fait bien plus froid qu’en ville ; demandez d’abord l’avis de votre médecin et emportez des vêtements chauds.",
      ],
      food: [
        "Le kebab İskender, né à Bursa : de fines tranches de döner sur du pain avec sauce tomate, yaourt et beurre fondu. C’est copieux, allez-y doucement pendant la convalescence.",
        "Les pideli köfte et İnegöl köfte, spécialités locales de boulettes de viande.",
        "Le kestane şekeri, des marrons confits, la douceur la plus célèbre de Bursa.",
        "Les pêches de Bursa en été, réputées dans toute la Turquie.",
        "Des soupes et des plats tendres dans une lokanta (cantine) locale après des soins dentaires.",
      ],
      avoid: [
        "Les bains thermaux, hammams et saunas pendant la convalescence.",
        "Le ski, la luge et les activités d’hiver sur l’Uludağ.",
        "La randonnée sur les sentiers les plus raides de l’Uludağ.",
        "L’alcool et le tabac pendant la cicatrisation.",
        "L’exposition directe au soleil d’un cuir chevelu fraîchement greffé ; ne portez que le type de chapeau validé par votre clinique.",
        "Les aliments durs et croquants comme les fruits à coque après des soins dentaires, jusqu’à ce que votre dentiste vous dise le contraire.",
      ],
    },
    practicalInfo: {
      weather:
        "Bursa connaît des étés chauds, autour de 30 à 33 °C en juillet et août, et des hivers froids et humides, autour de 3 à 10 °C, avec de la neige sur l’Uludağ environ de décembre à mars. Le printemps et l’automne sont les saisons les plus agréables.",
      costs:
        "Bursa est généralement un peu moins chère qu’Istanbul. Un hôtel de milieu de gamme coûte en général 50 à 110 euros la nuit, un repas dans un restaurant local 7 à 15 euros et un trajet en métro bien moins d’un euro.",
      apps: [
        "Google Maps",
        "Moovit",
        "BiTaksi (là où il est disponible)",
        "Google Traduction",
        "WhatsApp (utilisé par les coordinateurs des cliniques)",
        "Yemeksepeti ou Getir (livraisons)",
      ],
      safety:
        "Bursa est une ville sûre et familiale. Les précautions habituelles suffisent dans le quartier animé du bazar. Elle est plus conservatrice que le centre d’Istanbul : portez une tenue sobre dans la vieille ville et dans les mosquées. Le numéro d’urgence est le 112.",
    },
    checklist: [
      "Transfert depuis votre aéroport d’Istanbul organisé, en comptant 2 à 3 heures de route",
      "Transfert retour réservé avec une bonne marge avant votre vol",
      "Un chapeau ample validé par la clinique, un coussin de voyage et des hauts qui se boutonnent devant pour les patients greffés",
      "Le shampooing de soin et les consignes écrites de votre clinique",
      "Un plan d’alimentation tendre après des soins dentaires",
      "Une tenue sobre pour visiter les mosquées",
      "Les coordonnées de votre assurance et le contact d’urgence de la clinique",
    ],
  },

  // ----------------------------------------------------------- Corée du Sud
  {
    slug: "seoul",
    countrySlug: "south-korea",
    name: "Séoul",
    tagline: "Une médecine de précision dans une capitale sûre et moderne",
    intro:
      "Séoul est une ville trépidante, sûre et ultra-connectée d’environ dix millions d’habitants, où des cliniques réputées de chirurgie esthétique et de dermatologie côtoient certains des plus grands hôpitaux d’Asie. La plupart des patients internationaux s’installent au sud du fleuve Han, à Gangnam, où les cliniques se regroupent autour de Sinsa-dong, d’Apgujeong et de la station Gangnam. Tout fonctionne efficacement, du métro aux pharmacies, ce qui rend la convalescence étonnamment facile, même si vous ne parlez pas coréen.",
    specialNote:
      "Après une chirurgie du visage, gonflement et ecchymoses sont normaux pendant une à deux semaines, et vous croiserez à Gangnam beaucoup de patients portant masque et lunettes de soleil : personne ne vous dévisagera. Votre chirurgien vous dira quand les fils seront retirés et quand vous pourrez prendre l’avion ; pour de nombreuses interventions du visage, c’est au bout de 7 à 14 jours environ, alors évitez un retour trop serré.",
    medicalInfo: {
      overview:
        "Les cliniques coréennes d’esthétique et d’ophtalmologie sont très spécialisées : les chirurgiens se consacrent souvent à un seul domaine, comme les yeux, le nez ou le remodelage du visage, et les cliniques investissent beaucoup dans l’imagerie et les lasers. Les établissements qui soignent des patients étrangers doivent être enregistrés auprès des autorités, et les grands hôpitaux ont des cliniques internationales avec interprètes. Les consultations sont rapides : apportez vos questions par écrit et vérifiez précisément ce qui est compris, comme l’anesthésie, les visites de contrôle et les médicaments.",
      specialties: [
        "Chirurgie des paupières et du nez",
        "Remodelage du visage",
        "Dermatologie et soins de la peau au laser",
        "LASIK, LASEK, SMILE et implants de lentilles",
        "Bilans de santé complets",
        "Soins dentaires",
      ],
      hospitals:
        "Parmi les partenaires de CareAtlas sur place figurent Gangnam Beauty Plastic Surgery pour la chirurgie esthétique et Seoul Vision Eye Clinic pour la chirurgie des yeux au laser et par implant. Les grands hôpitaux universitaires et généraux de Séoul disposent de centres de santé internationaux avec des coordinateurs anglophones pour les bilans et les soins complexes.",
    },
    travelInfo: {
      gettingThere:
        "L’aéroport international d’Incheon (ICN), à environ 50 km à l’ouest du centre de Séoul, accueille presque tous les vols long-courriers. Gimpo (GMP), plus proche de la ville, sert surtout aux vols intérieurs et aux liaisons courtes vers le Japon, la Chine et Taïwan.",
      gettingAround:
        "Procurez-vous une carte T-money, ou une carte pour visiteurs comme WOWPASS, dans n’importe quelle supérette et passez-la au lecteur dans le métro, les bus et de nombreux taxis. Le métro est propre, sûr et signalé en anglais. Utilisez Naver Map ou KakaoMap pour vous orienter, car Google Maps ne propose que des itinéraires limités en Corée. Les taxis sont bon marché et se réservent via Kakao T ou Uber.",
      fromAirport:
        "Depuis Incheon, le train AREX Express rejoint la gare de Séoul en 45 à 50 minutes environ, et le train AREX omnibus est en correspondance avec plusieurs lignes de métro. Pour Gangnam, les bus « limousine » de l’aéroport sont souvent le plus simple, avec 60 à 90 minutes de trajet selon la circulation. Un taxi jusqu’à Gangnam met environ une heure et coûte environ 70 000 à 100 000 wons péages compris. Beaucoup de cliniques proposent un service d’accueil.",
    },
    accommodation: {
      overview:
        "Logez près de votre clinique : Gangnam est vaste, et une courte marche est plus simple qu’un taxi quand on est gonflé ou fatigué. Les hôtels sont compacts et très propres, et il y a des supérettes et des pharmacies partout. Les résidences avec services, cuisine et lave-linge conviennent aux séjours plus longs.",
      bestDistricts: [
        {
          name: "Sinsa-dong et Apgujeong",
          why: "Le cœur de la chirurgie esthétique, avec l’avenue arborée Garosu-gil, des cafés tranquilles et des pharmacies.",
        },
        {
          name: "Station Gangnam et Yeoksam",
          why: "De nombreuses cliniques et hôtels et d’excellentes liaisons en métro ; animé mais pratique.",
        },
        {
          name: "Cheongdam",
          why: "Plus calme et haut de gamme, proche des cliniques de dermatologie et d’esthétique.",
        },
        {
          name: "Myeongdong et Jung-gu",
          why: "Central, au nord du fleuve, pratique pour visiter et pour les familles, à 20-30 minutes de Gangnam en métro.",
        },
      ],
      recommendations: [
        {
          name: "Hôtel d’affaires près de Sinsa ou de la station Gangnam",
          type: "Hôtel",
          why: "À distance de marche des cliniques et facile à rejoindre en taxi après une intervention.",
        },
        {
          name: "Résidence avec services à Yeoksam",
          type: "Appartement avec services",
          why: "Une cuisine, un lave-linge et de l’espace pour une convalescence d’une à deux semaines.",
        },
        {
          name: "Hôtel de convalescence de la clinique",
          type: "Hôtel de convalescence",
          why: "Certaines cliniques travaillent avec des hôtels proposant chambres calmes, repas mous et passages d’infirmiers ; demandez ce qui existe.",
        },
      ],
    },
    activities: {
      gentle: [
        "Marchez le long du Cheonggyecheon, un chemin plat en contrebas des rues qui traverse le centre-ville.",
        "Seoul Forest, avec ses allées plates, ses jardins et ses étangs.",
        "Une promenade au coucher du soleil au parc Banpo, au bord du Han, où la fontaine arc-en-ciel fonctionne aux beaux jours.",
        "Flânez dans la Starfield Library du COEX, un immense espace intérieur calme avec des places assises.",
        "Des cafés tranquilles autour de Garosu-gil et de Seochon.",
      ],
      cultural: [
        "Le palais Gyeongbokgung, vaste et en grande partie plat ; la relève de la garde à Gwanghwamun est un temps fort.",
        "Le temple Bongeunsa à Gangnam, un temple bouddhiste paisible face au COEX.",
        "Le Musée national de Corée, immense, gratuit et climatisé, avec de nombreuses places assises.",
        "Insadong pour l’artisanat, les galeries et les maisons de thé traditionnelles.",
        "Le village de Bukchon Hanok, vallonné, habité et aux horaires de visite restreints ; à garder pour la fin de votre séjour.",
      ],
      food: [
        "Le juk (bouillie de riz), facile à manger après une chirurgie du visage et proposé par des chaînes comme Bonjuk.",
        "Le samgyetang, une soupe douce au poulet et au ginseng.",
        "Le gimbap et des soupes douces, pratiques pour des repas simples.",
        "Le bingsu, un dessert de glace pilée, apaisant par temps chaud.",
        "Demandez des plats « an maepge » (non épicés) pendant votre convalescence.",
      ],
      avoid: [
        "Les jjimjilbang (bains coréens) et les saunas, généralement déconseillés tant que les incisions cicatrisent.",
        "Les plats épicés, très salés ou très chauds les premiers jours après une chirurgie du visage, qui peuvent accentuer la sensation de gonflement.",
        "L’alcool, y compris le soju et le makgeolli.",
        "Les randonnées raides comme le Bukhansan, ou monter au Namsan à pied ; une fois autorisé, prenez plutôt le téléphérique ou un bus.",
        "Se frotter les yeux, nager et se maquiller les yeux après une chirurgie des yeux, tant que votre médecin ne l’a pas permis.",
        "Sortir les jours de forte pollution aux particules fines sans masque ni lunettes de soleil, surtout après une chirurgie des yeux.",
      ],
    },
    practicalInfo: {
      weather:
        "Séoul connaît quatre saisons bien marquées. Les étés sont chauds et humides, autour de 30 °C, avec une saison des pluies (jangma) de fin juin à fin juillet. Les hivers sont froids et secs, souvent sous zéro. Le printemps (avril-mai) est agréable mais peut apporter des particules fines ; l’automne (septembre à novembre) est généralement la meilleure période.",
      costs:
        "Un hôtel de milieu de gamme coûte en général 120 000 à 250 000 wons la nuit. Un repas simple coûte 10 000 à 15 000 wons, un café 4 000 à 6 000 wons, et un trajet en métro à partir d’environ 1 500 wons. La prise en charge en taxi commence autour de 4 800 wons.",
      apps: [
        "Naver Map",
        "KakaoMap",
        "Kakao T",
        "Uber",
        "Papago (traduction)",
        "Une application de qualité de l’air comme AirVisual",
      ],
      safety:
        "Séoul est très sûre, de jour comme de nuit. Les principaux risques sont la circulation aux passages piétons et les trottoirs verglacés en hiver. Les numéros d’urgence sont le 112 pour la police et le 119 pour les ambulances ; composez le 1330 pour la Korea Travel Hotline, en anglais et dans d’autres langues. Les pharmacies (yakguk) sont nombreuses, et certaines à Gangnam ont du personnel anglophone.",
    },
    checklist: [
      "K-ETA ou visa confirmé pour votre nationalité",
      "Carte T-money ou WOWPASS et Naver Map installé",
      "Masque, lunettes de soleil et casquette pour après une intervention au visage ou aux yeux",
      "Des hauts qui s’ouvrent devant et un coussin de voyage pour dormir la tête surélevée",
      "Une liste écrite des médicaments prescrits par votre clinique, avec les doses",
      "Des copies de vos comptes rendus opératoires en anglais",
      "Un vol retour modifiable, souvent au moins 7 à 14 jours après l’intervention",
      "Les coordonnées de votre assurance et le contact d’urgence de la clinique",
    ],
  },

  // -------------------------------------------------------------- Thaïlande
  {
    slug: "bangkok",
    countrySlug: "thailand",
    name: "Bangkok",
    tagline: "Des hôpitaux de premier plan dans une capitale vibrante",
    intro:
      "Bangkok est l’un des grands pôles médicaux d’Asie, avec des hôpitaux privés qui soignent chaque année un très grand nombre de patients internationaux et ressemblent souvent davantage à des hôtels qu’à des cliniques. Les centres pour patients internationaux s’occupent de tout, de l’accueil à l’aéroport aux interprètes et aux lettres pour le visa. La ville elle-même est immense, chaude et passionnante ; pour les patients, l’essentiel est de loger près de l’hôpital, d’utiliser le Skytrain et de profiter de Bangkok à petit rythme.",
    specialNote:
      "La chaleur et l’humidité de Bangkok peuvent vite vous fatiguer pendant la convalescence. Prévoyez les sorties tôt le matin ou le soir, reposez-vous dans un endroit climatisé l’après-midi et buvez beaucoup d’eau. Si vous venez pour une FIV, les séjours durent généralement deux à trois semaines, et un appartement avec services près de la clinique est souvent plus confortable qu’un hôtel.",
    medicalInfo: {
      overview:
        "Les grands hôpitaux privés de Bangkok couvrent presque toutes les spécialités, plusieurs sont accrédités JCI et beaucoup de spécialistes ont été formés ou ont exercé à l’étranger. Les soins sont bien organisés, avec des examens le jour même et des rendez-vous rapides chez le spécialiste. Les factures sont généralement détaillées, avec des frais distincts pour le médecin, la chambre et les médicaments : demandez un devis écrit complet et renseignez-vous sur ce qui se passe si votre séjour dure plus longtemps que prévu.",
      specialties: [
        "FIV et traitements de fertilité",
        "Chirurgie esthétique et reconstructrice",
        "Bilans de santé complets",
        "Orthopédie et prothèses articulaires",
        "Cardiologie",
        "Implants dentaires et dentisterie esthétique",
      ],
      hospitals:
        "Parmi les partenaires de CareAtlas sur place figurent Bangkok Royal International Hospital pour les soins généraux et spécialisés et Siam Fertility Clinic pour la FIV et les traitements de fertilité. Les grands hôpitaux internationaux se concentrent autour de Sukhumvit, de Phetchaburi Road et de Silom-Sathorn, la plupart avec des guichets pour patients internationaux et des interprètes.",
    },
    travelInfo: {
      gettingThere:
        "L’aéroport de Suvarnabhumi (BKK), à environ 30 km à l’est du centre, accueille la plupart des vols internationaux. Don Mueang (DMK), au nord, dessert les compagnies à bas prix, dont de nombreuses lignes régionales.",
      gettingAround:
        "Le métro aérien BTS Skytrain et le métro MRT sont rapides, climatisés et échappent aux embouteillages légendaires ; beaucoup d’hôpitaux sont à quelques minutes à pied ou en navette d’une station. Le MRT accepte les cartes bancaires sans contact, tandis que le BTS fonctionne avec les cartes Rabbit ou des tickets à l’unité. Grab et Bolt proposent des courses à prix fixe, les taxis doivent toujours utiliser le compteur, et les bateaux du Chao Phraya sont un agréable moyen de rejoindre la vieille ville.",
      fromAirport:
        "Depuis Suvarnabhumi, l’Airport Rail Link rejoint Phaya Thai en moins de 30 minutes, en correspondance avec le BTS, et s’arrête à Makkasan pour le MRT. Les taxis de la station officielle au niveau 1 appliquent le compteur plus un petit supplément aéroport et les péages d’autoroute ; comptez 45 à 60 minutes jusqu’à Sukhumvit. Depuis Don Mueang, la ligne rouge SRT va jusqu’à Krung Thep Aphiwat (Bang Sue), en correspondance avec le MRT. La plupart des hôpitaux peuvent organiser une voiture.",
    },
    accommodation: {
      overview:
        "Choisissez un hôtel ou un appartement avec services près de votre hôpital ou sur la même ligne de Skytrain. Bangkok offre un excellent rapport qualité-prix à tous les niveaux, et de nombreux hôpitaux ont des hôtels partenaires avec tarifs patients, navettes et départ tardif.",
      bestDistricts: [
        {
          name: "Sukhumvit (Nana, Asok, Phrom Phong)",
          why: "Près de plusieurs grands hôpitaux, sur les lignes BTS et MRT, avec beaucoup d’hôtels, de centres commerciaux et de restaurants ; le secteur de Nana peut être bruyant la nuit.",
        },
        {
          name: "Silom et Sathorn",
          why: "Des quartiers d’affaires proches des hôpitaux et du parc Lumphini, plus calmes le soir.",
        },
        {
          name: "Ploenchit et Chidlom",
          why: "Centraux, haut de gamme et faciles à parcourir à pied grâce aux passerelles surélevées, près de grands centres commerciaux.",
        },
        {
          name: "Bord du fleuve",
          why: "De superbes vues sur le fleuve et des navettes fluviales d’hôtels, mais plus loin de la plupart des hôpitaux.",
        },
      ],
      recommendations: [
        {
          name: "Hôtel partenaire de l’hôpital sur Sukhumvit",
          type: "Hôtel",
          why: "Navettes vers les rendez-vous, tarifs patients et personnel habitué aux clients en convalescence.",
        },
        {
          name: "Appartement avec services à Phrom Phong ou Sathorn",
          type: "Appartement avec services",
          why: "Une cuisine, un lave-linge et de l’espace pour les longs séjours de fertilité ou d’orthopédie.",
        },
        {
          name: "Hôtel au bord du fleuve pour les derniers jours",
          type: "Hôtel",
          why: "Des vues apaisantes et un accès en bateau pour terminer votre séjour en douceur.",
        },
      ],
    },
    activities: {
      gentle: [
        "Des promenades tôt le matin dans le parc Lumphini, avec ses allées ombragées, son lac et ses varans résidents.",
        "Les passerelles surélevées du parc forestier Benjakitti, à côté d’Asok.",
        "Un trajet sur le Chao Phraya Express ou un bateau touristique, assis à l’ombre.",
        "La maison de Jim Thompson, un paisible musée en teck avec un jardin tropical.",
        "Des promenades au frais et à plat dans des centres commerciaux climatisés comme Siam Paragon, EmQuartier ou ICONSIAM.",
      ],
      cultural: [
        "Le Wat Pho et son Bouddha couché, vaste mais surtout plat ; allez-y tôt.",
        "Le Grand Palais, bondé et chaud, donc plutôt en fin de séjour, épaules et genoux couverts.",
        "Le Wat Arun, à admirer depuis le fleuve ou depuis la rive opposée au coucher du soleil.",
        "Le Bangkok Art and Culture Centre, gratuit et climatisé.",
        "Une soirée dans un marché de nuit, une fois que vous êtes à l’aise dans la foule.",
      ],
      food: [
        "Le khao tom et le jok (soupe de riz et bouillie de riz), doux et légers pour l’estomac.",
        "Le tom kha gai, une soupe de poulet au lait de coco ; demandez-la « mai phet » (non épicée).",
        "Mangue, papaye et autres fruits frais, épluchés devant vous.",
        "Les aires de restauration des centres commerciaux, propres, abordables et climatisées.",
        "Beaucoup d’eau en bouteille et d’eau de coco fraîche.",
      ],
      avoid: [
        "La baignade dans la piscine de l’hôtel tant que votre médecin n’a pas confirmé la cicatrisation des plaies.",
        "Le massage thaï traditionnel et les massages profonds pendant la convalescence, surtout près des zones traitées.",
        "Le soleil de midi et le coup de chaleur ; reposez-vous l’après-midi.",
        "Les chauffeurs de tuk-tuk ou les inconnus qui proposent des circuits bon marché ou affirment qu’un temple est fermé.",
        "La cuisine de rue de stands peu fréquentés à l’hygiène douteuse ; préférez les stands animés où tout est cuit minute.",
        "L’alcool pendant la cicatrisation et pendant la prise des médicaments prescrits.",
      ],
    },
    practicalInfo: {
      weather:
        "Il fait chaud toute l’année à Bangkok. La saison fraîche et sèche (novembre à février) est la plus agréable, autour de 25 à 32 °C. La saison chaude (mars à mai) atteint souvent 35 à 38 °C. La saison des pluies (juin à octobre) apporte de fortes averses l’après-midi et parfois des rues inondées. La qualité de l’air peut être mauvaise environ de janvier à mars : surveillez les niveaux de PM2,5.",
      costs:
        "Un hôtel de milieu de gamme coûte environ 1 500 à 4 000 bahts la nuit, et les appartements avec services proposent de bons tarifs à la semaine. Un plat de rue coûte environ 60 à 100 bahts et un repas dans un restaurant de centre commercial 200 à 500 bahts. Les trajets en BTS et MRT coûtent généralement bien moins de 100 bahts, et un taxi à travers le centre souvent 100 à 250 bahts.",
      apps: [
        "Grab",
        "Bolt",
        "LINE (utilisé par de nombreux hôpitaux et cliniques)",
        "Google Maps",
        "Google Traduction",
        "Une application de qualité de l’air comme AirVisual",
      ],
      safety:
        "Bangkok est globalement sûre, mais méfiez-vous des arnaques : inconnus sympathiques affirmant qu’un temple est fermé, circuits en tuk-tuk qui finissent dans des bijouteries et taxis qui refusent le compteur. Gardez vos sacs fermés dans les trains bondés et sur les marchés, et traversez avec prudence, car les voitures ne s’arrêtent pas toujours aux passages piétons. Police touristique : 1155. Urgences médicales : 1669.",
    },
    checklist: [
      "Conditions d’entrée vérifiées et Thailand Digital Arrival Card remplie",
      "Un devis écrit de l’hôpital incluant honoraires médicaux, chambre et médicaments",
      "Grab ou Bolt installé et une carte SIM ou eSIM thaïlandaise",
      "Des vêtements légers et amples, un chapeau et de la crème solaire",
      "Une tenue correcte pour les temples (épaules et genoux couverts)",
      "Documents médicaux et liste des médicaments en anglais",
      "Pour une FIV : calendrier des médicaments, ordonnances et sacoche isotherme",
      "Les coordonnées de votre assurance et le contact du service des patients internationaux de l’hôpital",
    ],
  },
  {
    slug: "phuket",
    countrySlug: "thailand",
    name: "Phuket",
    tagline: "Une convalescence sur l’île, avec soins dentaires et esthétiques",
    intro:
      "Phuket est la plus grande île de Thaïlande, un mélange de stations balnéaires animées, de baies tranquilles, de collines boisées et d’une vieille ville pleine de caractère. À côté du tourisme, l’île dispose d’un secteur médical bien établi, avec des hôpitaux privés internationaux et des cliniques dentaires, esthétiques et de bien-être habitués aux visiteurs étrangers et à une importante communauté d’expatriés. C’est un très bel endroit pour récupérer, à condition de résister un temps à la mer, au soleil fort et au scooter de location.",
    specialNote:
      "La mer d’Andaman est tentante, mais la baignade est généralement déconseillée tant que les plaies et les zones de soins dentaires ne sont pas cicatrisées, et de mai à octobre les courants d’arrachement rendent de nombreuses plages de la côte ouest dangereuses même pour des nageurs en bonne santé : le drapeau rouge signifie baignade interdite. Les accidents de deux-roues sont l’un des plus grands risques pour les visiteurs ; préférez une voiture avec chauffeur à la location d’un scooter.",
    medicalInfo: {
      overview:
        "Phuket compte des hôpitaux privés internationaux à Phuket Town et Patong, ainsi que de nombreuses cliniques dentaires et esthétiques. Les couronnes et les facettes peuvent souvent être réalisées en un seul séjour d’une semaine environ, tandis que les implants demandent généralement une seconde visite après cicatrisation. Pour la chirurgie esthétique, vérifiez que l’intervention a lieu en milieu hospitalier et que le chirurgien est un chirurgien plasticien qualifié.",
      specialties: [
        "Implants dentaires, couronnes et facettes",
        "Chirurgie esthétique",
        "Soins esthétiques et de la peau",
        "Programmes de bien-être et bilans de santé",
        "Rééducation",
      ],
      hospitals:
        "Parmi les partenaires de CareAtlas sur place figurent Andaman Dental Phuket pour l’implantologie et la dentisterie esthétique et Patong Aesthetic & Wellness Clinic pour les soins esthétiques et les programmes de bien-être. De plus grands hôpitaux privés internationaux à Phuket Town et Patong assurent l’hospitalisation et les urgences, et le Vachira Phuket est le principal hôpital public de l’île.",
    },
    travelInfo: {
      gettingThere:
        "L’aéroport international de Phuket (HKT) se trouve à la pointe nord de l’île. Il est relié à Bangkok par des vols fréquents (environ 1 h 20) et à l’Asie, au Moyen-Orient et à l’Australie par des vols directs, avec davantage de liaisons européennes en haute saison.",
      gettingAround:
        "Phuket est plus grande qu’elle n’en a l’air, et les trajets entre plages prennent 20 à 60 minutes sur des routes vallonnées. Les transports en commun sont limités : le Phuket Smart Bus longe la côte ouest jusqu’à l’aéroport, et les songthaews locaux (pick-up partagés) desservent Phuket Town. Grab et Bolt fonctionnent sur toute l’île, et les taxis annoncent généralement un prix fixe : mettez-vous d’accord sur le tarif avant de partir. La plupart des cliniques incluent les transferts.",
      fromAirport:
        "Les taxis et minibus officiels de l’aéroport appliquent des tarifs fixes selon la destination. Comptez environ 45 à 60 minutes jusqu’à Patong, une heure environ jusqu’à Kata et Karon, et 40 à 50 minutes jusqu’à Phuket Town. Le Smart Bus et les bus de l’aéroport sont moins chers mais plus lents, et Grab et Bolt prennent en charge à des points désignés. En cas d’arrivée tard le soir, un transfert réservé à l’avance est la solution la plus sereine.",
    },
    accommodation: {
      overview:
        "Choisissez votre base selon l’emplacement de la clinique et vos envies. Patong est bien situé mais bruyant, Kata et Karon plus calmes, Phuket Town pratique et culturel, et les plages du nord paisibles mais loin de la plupart des cliniques. Cherchez de l’ombre, un ascenseur ou une chambre en rez-de-chaussée et une bonne climatisation.",
      bestDistricts: [
        {
          name: "Kata et Karon",
          why: "Des stations balnéaires détendues au sud de Patong, avec des promenades plates en bord de plage, de bons restaurants et une ambiance plus calme.",
        },
        {
          name: "Patong",
          why: "Proche de nombreuses cliniques et hôpitaux, avec beaucoup de choix, mais une vie nocturne bruyante autour de Bangla Road ; choisissez un hôtel à l’écart.",
        },
        {
          name: "Phuket Town",
          why: "La vraie ville de l’île, avec ses compartiments sino-portugais, ses cafés, ses hôpitaux et de bons prix.",
        },
        {
          name: "Kamala et Bang Tao",
          why: "Des baies tranquilles avec des hôtels-clubs, idéales pour une fin de séjour détendue.",
        },
      ],
      recommendations: [
        {
          name: "Complexe calme à Kata ou Karon",
          type: "Complexe hôtelier",
          why: "Jardins et vue sur la mer pour la convalescence, à quelques minutes en voiture des cliniques de Patong.",
        },
        {
          name: "Hôtel de charme à Phuket Town",
          type: "Hôtel de charme",
          why: "Des rues plates et intéressantes, une bonne cuisine et les hôpitaux à portée.",
        },
        {
          name: "Appartement avec services à Patong, loin de Bangla Road",
          type: "Appartement avec services",
          why: "À distance de marche des cliniques, avec une cuisine pour des repas tendres après des soins dentaires.",
        },
      ],
    },
    activities: {
      gentle: [
        "Flânez dans les rues de la vieille ville, Thalang Road, Dibuk Road et Soi Romanee, aux heures les plus fraîches.",
        "Le coucher de soleil au cap Promthep, avec un point de vue à quelques pas du parking.",
        "Le Karon Viewpoint, qui domine les baies de Kata Noi, Kata et Karon, accessible en voiture.",
        "Une marche à plat tôt le matin le long de la plage de Karon, au-dessus de la ligne d’eau.",
        "Un après-midi tranquille dans un café de Phuket Town.",
      ],
      cultural: [
        "Le Wat Chalong, le temple bouddhiste le plus important de Phuket.",
        "Le Big Buddha sur la colline de Nakkerd, accessible par la route, avec une vue panoramique.",
        "Le Thai Hua Museum dans la vieille ville, consacré au patrimoine chinois de l’île et à l’histoire des mines d’étain.",
        "Le sanctuaire Jui Tui, centre du Festival végétarien qui a lieu vers septembre ou octobre.",
        "Le marché du dimanche, la Walking Street (Lard Yai), dans la vieille ville, une fois que vous êtes à l’aise dans la foule.",
      ],
      food: [
        "Des petits-déjeuners de dim sum à la mode de Phuket dans la vieille ville.",
        "Le mee hokkien (nouilles à la mode de Phuket) et le moo hong, de la poitrine de porc mijotée et fondante.",
        "Le khao tom (soupe de riz), doux pour l’estomac et facile à manger après des soins dentaires.",
        "De l’eau de coco fraîche et des smoothies aux fruits.",
        "Les currys du sud de la Thaïlande comptent parmi les plus épicés du pays : demandez « mai phet » (non épicé) pendant la convalescence.",
      ],
      avoid: [
        "La baignade en mer ou en piscine tant que votre médecin ou votre dentiste n’a pas confirmé la cicatrisation.",
        "Les plages où flotte le drapeau rouge, surtout pendant la mousson, de mai à octobre.",
        "La location de scooters ou de jet-skis.",
        "Les sorties en bateau rapide ou en long-tail vers Phi Phi ou la baie de Phang Nga les premiers jours : mer agitée et longues heures au soleil.",
        "La vie nocturne de Bangla Road et l’alcool pendant la cicatrisation.",
        "Le massage thaï appuyé près des zones traitées, et les coups de soleil sur une peau ou des cicatrices en cours de guérison.",
      ],
    },
    practicalInfo: {
      weather:
        "Il fait chaud toute l’année à Phuket, autour de 27 à 33 °C. La saison sèche (novembre à avril) offre une mer plus calme et correspond à la haute saison touristique. La mousson du sud-ouest (mai à octobre) apporte des averses, une mer agitée et des courants d’arrachement plus forts, mais aussi des prix plus bas et moins de monde.",
      costs:
        "Un hôtel de milieu de gamme coûte en général 1 500 à 4 500 bahts la nuit, davantage de décembre à février. Un repas local coûte environ 80 à 150 bahts et un repas au restaurant 300 à 800 bahts. Les taxis sont chers par rapport à Bangkok : comptez plusieurs centaines de bahts pour aller d’une plage à l’autre.",
      apps: [
        "Grab",
        "Bolt",
        "LINE (utilisé par de nombreuses cliniques)",
        "Google Maps",
        "Google Traduction",
        "Une application météo avec alertes mer et tempêtes",
      ],
      safety:
        "Phuket est globalement sûre, mais les accidents de la route sont fréquents et l’état de la mer peut être dangereux. Rangez vos objets de valeur dans le coffre de l’hôtel, utilisez des transports agréés et méfiez-vous de l’arnaque aux prétendus dégâts sur les jet-skis de location. Police touristique : 1155. Urgences médicales : 1669.",
    },
    checklist: [
      "Conditions d’entrée vérifiées et Thailand Digital Arrival Card remplie",
      "Plan de soins dentaires ou de traitement, avec le calendrier d’une éventuelle seconde visite",
      "Transfert depuis HKT organisé, surtout en cas d’arrivée tard le soir",
      "Crème solaire, chapeau, lunettes de soleil et vêtements amples en coton",
      "Un plan d’alimentation tendre après des soins dentaires",
      "Grab ou Bolt installé et une carte SIM ou eSIM thaïlandaise",
      "Les coordonnées de votre assurance et le contact d’urgence de la clinique",
    ],
  },

  // ---------------------------------------------------------------- Mexique
  {
    slug: "tijuana",
    countrySlug: "mexico",
    name: "Tijuana",
    tagline: "Des soins spécialisés à quelques minutes de San Diego",
    intro:
      "Tijuana se trouve juste de l’autre côté de la frontière, en face de San Diego, à l’un des points de passage terrestres les plus fréquentés au monde. Depuis longtemps, la ville attire des patients américains et canadiens pour des soins dentaires et la chirurgie bariatrique, avec des hôpitaux privés et des cliniques regroupés dans la Zona Río, à quelques minutes en voiture du poste-frontière de San Ysidro. Beaucoup de patients prennent simplement l’avion jusqu’à San Diego, sont accueillis par leur clinique et traversent en voiture.",
    specialNote:
      "Préparez le passage de la frontière au retour avec autant de soin que votre traitement. Vers le nord, l’attente à San Ysidro et Otay Mesa peut dépasser deux heures aux heures de pointe, ce qui est pénible après une chirurgie. Demandez à votre clinique si elle peut vous aider à emprunter une file plus rapide, comme un laissez-passer de file médicale (medical lane) là où il est actuellement proposé, et utilisez SENTRI si vous en disposez. Rester longtemps assis sans bouger après une chirurgie expose à un risque de caillots sanguins : suivez les conseils de votre chirurgien sur le mouvement, l’hydratation et les bas de contention.",
    medicalInfo: {
      overview:
        "Tijuana regroupe un grand nombre d’hôpitaux privés et de cliniques spécialisées, et beaucoup de médecins parlent anglais. Les hôpitaux et cliniques sont censés détenir une autorisation de la COFEPRIS, et les chirurgiens sont couramment certifiés par le conseil de spécialité mexicain compétent. Les patients en chirurgie bariatrique passent généralement des examens à l’arrivée, deux à trois nuits à l’hôpital et un contrôle avant de rentrer.",
      specialties: [
        "Chirurgie bariatrique (sleeve, bypass et reprises)",
        "Implants dentaires, All-on-4 et couronnes",
        "Facettes et dentisterie esthétique",
        "Chirurgie esthétique",
        "Orthopédie",
      ],
      hospitals:
        "Parmi les partenaires de CareAtlas sur place figurent Tijuana Bariatric Institute pour la chirurgie de l’obésité et Baja Dental Center pour les implants et la dentisterie esthétique. La Zona Río compte aussi plusieurs grands hôpitaux privés dotés d’unités de soins intensifs, un relais utile pour toute chirurgie.",
    },
    travelInfo: {
      gettingThere:
        "La plupart des patients arrivent à l’aéroport international de San Diego (SAN), à environ 30 minutes en voiture du poste-frontière de San Ysidro, et les cliniques viennent couramment les chercher là-bas ou du côté américain de la frontière. L’aéroport international de Tijuana (TIJ) est desservi depuis tout le Mexique et accessible depuis San Diego par la passerelle Cross Border Xpress (CBX), ouverte aux passagers munis d’un billet d’avion.",
      gettingAround:
        "Uber et DiDi sont très utilisés et généralement le moyen le plus simple de se déplacer ; des taxis officiels attendent à la frontière. Votre clinique s’occupe normalement du transport vers les rendez-vous.",
      fromAirport:
        "Depuis SAN, prenez le transfert de la clinique ou une voiture jusqu’à San Ysidro. Vers le sud, vous pouvez traverser à pied et être accueilli côté mexicain, ou passer en voiture ; l’attente dans ce sens est généralement courte. Présentez votre passeport aux services mexicains de l’immigration (INM) et demandez si vous avez besoin d’un permis de visiteur FMM pour votre séjour. Au retour vers le nord, les citoyens américains ont besoin d’un passeport, d’une passport card ou d’un autre document de voyage accepté ; la Ready Lane est réservée aux voyageurs munis de cartes à puce RFID, et SENTRI aux voyageurs de confiance préalablement approuvés. Les non-citoyens américains doivent vérifier leurs conditions d’entrée aux États-Unis avant de traverser.",
    },
    accommodation: {
      overview:
        "La plupart des patients logent dans la Zona Río, près des hôpitaux, des centres commerciaux et des restaurants, ou dans un hôtel partenaire de leur clinique. Certains préfèrent dormir à San Diego et traverser pour les rendez-vous, mais les passages quotidiens ajoutent des heures d’attente : beaucoup de cliniques recommandent donc de rester à Tijuana jusqu’à votre autorisation de départ.",
      bestDistricts: [
        {
          name: "Zona Río",
          why: "Le quartier d’affaires moderne le long du Paseo de los Héroes, avec hôpitaux, cliniques, hôtels, centres commerciaux et le centre culturel CECUT.",
        },
        {
          name: "Hipódromo et Chapultepec",
          why: "Des quartiers résidentiels plus calmes à côté de la Zona Río, avec de bons restaurants.",
        },
        {
          name: "Playas de Tijuana",
          why: "Un quartier en bord de mer avec une promenade et l’air frais de l’océan, à environ 20-25 minutes des cliniques.",
        },
        {
          name: "Otay",
          why: "Près du second poste-frontière et de l’aéroport, pratique pour certaines cliniques.",
        },
      ],
      recommendations: [
        {
          name: "Hôtel partenaire de la clinique dans la Zona Río",
          type: "Hôtel (souvent compris dans le forfait)",
          why: "Transferts vers les rendez-vous et personnel habitué aux clients qui se remettent d’une chirurgie.",
        },
        {
          name: "Hôtel d’affaires près du Paseo de los Héroes",
          type: "Hôtel",
          why: "À distance de marche des hôpitaux, des pharmacies et des centres commerciaux.",
        },
        {
          name: "Appartement à Chapultepec",
          type: "Appartement",
          why: "Calme et spacieux pour les accompagnants et les séjours dentaires plus longs.",
        },
      ],
    },
    activities: {
      gentle: [
        "De courtes marches régulières autour de votre hôtel, que l’on encourage généralement après une chirurgie bariatrique pour favoriser la circulation.",
        "Le Malecón de Playas de Tijuana, plat avec vue sur la mer et la clôture frontalière qui s’avance dans le Pacifique.",
        "Les jardins et les expositions du CECUT dans la Zona Río.",
        "Une promenade tranquille et climatisée dans le centre commercial Plaza Río.",
      ],
      cultural: [
        "Le CECUT (Centro Cultural Tijuana), avec le Museo de las Californias et son emblématique cinéma en forme de dôme.",
        "L’Avenida Revolución, la rue touristique historique, à voir de préférence de jour.",
        "Le Pasaje Rodríguez, un passage revitalisé de galeries et de cafés donnant sur la Revolución.",
        "La cathédrale Notre-Dame-de-Guadalupe, dans le centre-ville.",
      ],
      food: [
        "Suivez d’abord le régime progressif de votre clinique : après une chirurgie bariatrique, on commence généralement par des liquides clairs puis des purées pendant plusieurs semaines ; les tacos attendront.",
        "Pour les accompagnants, et pour vous une fois autorisé : tacos de adobada et tacos de poisson à la mode de Baja.",
        "La salade César a été inventée à Tijuana, chez Caesar’s, sur l’Avenida Revolución.",
        "Des options tendres après des soins dentaires, comme le caldo de pollo (bouillon de poulet) et le guacamole.",
        "Les parcs de food trucks de la Zona Río, comme le Telefónica Gastro Park, pour une soirée détendue.",
      ],
      avoid: [
        "L’alcool, surtout après une chirurgie bariatrique : il est absorbé beaucoup plus vite et généralement déconseillé pendant des mois.",
        "Les boissons gazeuses et les grosses portions après une chirurgie bariatrique, comme votre programme vous l’expliquera.",
        "La cuisine de rue à l’hygiène incertaine pendant la convalescence ; choisissez des restaurants établis et fréquentés.",
        "L’eau du robinet : buvez de l’eau en bouteille ou purifiée, y compris pour vous brosser les dents après des soins dentaires.",
        "Les longs trajets en voiture ou le vol retour avant l’autorisation de votre chirurgien.",
        "Marcher dans des quartiers que vous ne connaissez pas après la tombée de la nuit.",
      ],
    },
    practicalInfo: {
      weather:
        "Tijuana a un climat doux de type méditerranéen : des étés chauds et secs autour de 25 à 28 °C et des hivers doux autour de 18 à 20 °C en journée, avec des nuits fraîches. À la fin du printemps et au début de l’été, les matinées sont souvent grises (« June gloom »), et l’essentiel des pluies tombe entre novembre et mars.",
      costs:
        "Un hôtel de milieu de gamme coûte environ 60 à 130 dollars américains la nuit. Un taco coûte environ 1,50 à 3 dollars et un repas simple au restaurant 8 à 20 dollars. Les courses Uber en ville coûtent généralement 4 à 10 dollars. Le dollar est largement accepté, mais payer en pesos ou par carte donne généralement un meilleur taux.",
      apps: [
        "Uber",
        "DiDi",
        "WhatsApp (utilisé par presque toutes les cliniques)",
        "CBP Border Wait Times",
        "Google Maps",
        "Google Traduction",
      ],
      safety:
        "La criminalité est élevée dans certains quartiers de Tijuana, même si l’essentiel des violences est lié à des conflits locaux et touche rarement les visiteurs dans les quartiers des cliniques. Restez dans la Zona Río, à Hipódromo ou à Playas, utilisez Uber, DiDi ou le chauffeur de votre clinique plutôt que des taxis hélés dans la rue, évitez de marcher la nuit et gardez vos objets de valeur hors de vue. Lisez les derniers conseils aux voyageurs de votre gouvernement pour la Basse-Californie. Le numéro d’urgence est le 911.",
    },
    checklist: [
      "Passeport ou autre document accepté pour le retour aux États-Unis ; les non-citoyens américains vérifient les règles ESTA ou de visa",
      "Permis de visiteur FMM, si votre séjour l’exige",
      "Transfert depuis San Diego et passage de la frontière organisés avec votre clinique",
      "Plan alimentaire post-bariatrique, boissons protéinées et vitamines selon les recommandations de votre programme",
      "Bas de contention, s’ils vous sont recommandés, et un plan pour bouger régulièrement",
      "Un suivi prévu avec votre médecin chez vous",
      "Les coordonnées de votre assurance et le numéro de votre clinique joignable 24 h/24",
    ],
  },
  {
    slug: "cancun",
    countrySlug: "mexico",
    name: "Cancún",
    tagline: "Esthétique et fertilité au bord des Caraïbes",
    intro:
      "Cancún est la plus grande ville balnéaire du Mexique, avec une longue zone hôtelière sur une bande de terre entre la mer des Caraïbes et la lagune de Nichupté, et un centre-ville animé où vivent et travaillent la plupart des habitants. Ses hôpitaux et cliniques privés modernes accueillent touristes, résidents et un nombre croissant de voyageurs médicaux, en particulier pour la chirurgie esthétique et les traitements de fertilité. Avec des vols directs depuis toute l’Amérique du Nord et l’Europe, le voyage est facile, et c’est un endroit paisible pour se reposer une fois que votre médecin vous autorise à profiter de la vue.",
    specialNote:
      "Les plages sont la grande attraction de Cancún, mais après une chirurgie, la baignade, le soleil fort et les longues journées dehors sont généralement déconseillés pendant plusieurs semaines. Choisissez un hôtel avec de l’ombre et une belle vue plutôt qu’une piscine festive. La saison des ouragans s’étend de juin à novembre et culmine d’août à octobre ; si votre traitement tombe pendant cette période, réservez des vols modifiables et suivez les alertes locales.",
    medicalInfo: {
      overview:
        "Les hôpitaux privés et les cliniques spécialisées de Cancún se trouvent surtout dans le centre-ville, le long de grandes avenues comme Bonampak, Tulum et Kabah, certains près de la zone hôtelière. Beaucoup de médecins parlent anglais, et certaines cliniques ont des coordinateurs pour les patients américains, canadiens et européens. Vérifiez l’autorisation COFEPRIS, la certification du chirurgien par son conseil de spécialité et si votre intervention a lieu dans un hôpital avec hospitalisation et surveillance de nuit.",
      specialties: [
        "Chirurgie esthétique (seins, silhouette et visage)",
        "FIV et traitements de fertilité",
        "Implants dentaires et facettes",
        "Chirurgie bariatrique",
        "Bilans de santé",
      ],
      hospitals:
        "Parmi les partenaires de CareAtlas sur place figurent Riviera Cosmetic Surgery pour les interventions esthétiques et Caribbean Fertility Center pour la FIV et la médecine de la fertilité. Plusieurs hôpitaux privés dotés d’un service d’urgences et de soins intensifs desservent la ville et ses visiteurs.",
    },
    travelInfo: {
      gettingThere:
        "L’aéroport international de Cancún (CUN) est l’un des plus fréquentés d’Amérique latine, avec des vols directs depuis la plupart des grandes villes des États-Unis et du Canada, ainsi que depuis le Royaume-Uni, l’Espagne, l’Allemagne et d’autres pays d’Europe. Il se trouve à environ 20 km au sud du centre-ville et à 15-25 minutes de la zone hôtelière.",
      gettingAround:
        "Les bus urbains R-1 et R-2 parcourent toute la zone hôtelière et rejoignent le centre-ville pour un tarif unique modique. Les taxis sont nombreux mais n’ont pas de compteur : convenez du prix avant de monter ; les tarifs sont plus élevés dans la zone hôtelière. Uber fonctionne à Cancún mais peut faire l’objet de restrictions à l’aéroport et dans certains hôtels. Les cars ADO relient Cancún à Playa del Carmen et Tulum, et le Tren Maya a une gare près de l’aéroport.",
      fromAirport:
        "La plupart des forfaits des cliniques incluent un transfert privé, la solution la plus sereine. Les cars ADO relient les terminaux à la gare ADO du centre de Cancún en 30 minutes environ, puis continuent vers Playa del Carmen ; ils sont confortables et bon marché. Des navettes réservées à l’avance desservent la zone hôtelière. Passez votre chemin devant les vendeurs de multipropriété et les « comptoirs de transport » non officiels du terminal : votre chauffeur vous attendra dehors avec une pancarte.",
    },
    accommodation: {
      overview:
        "La zone hôtelière compte des complexes en bord de plage de toutes catégories, tandis que le centre-ville est moins cher, plus proche de la plupart des cliniques et plus authentique. Beaucoup de patients passent les premiers jours en centre-ville près de leur clinique, puis rejoignent un hôtel calme de la zone hôtelière ou de Puerto Cancún une fois autorisés.",
      bestDistricts: [
        {
          name: "Centre-ville (El Centro)",
          why: "Près des hôpitaux et des cliniques, des restaurants locaux et de la gare ADO ; bon rapport qualité-prix et pratique.",
        },
        {
          name: "Zone hôtelière (Zona Hotelera)",
          why: "La célèbre bande de plage, avec couchers de soleil sur la lagune et vue sur la mer ; la partie sud, plus calme, est plus paisible que le quartier festif de Punta Cancún.",
        },
        {
          name: "Puerto Cancún",
          why: "Un quartier moderne et calme entre le centre-ville et la zone hôtelière, avec une marina, un centre commercial et des hôtels récents.",
        },
        {
          name: "Malecón Tajamar",
          why: "Un quartier résidentiel le long de la promenade au bord de la lagune, proche des cliniques du centre-ville.",
        },
      ],
      recommendations: [
        {
          name: "Hôtel d’affaires en centre-ville",
          type: "Hôtel",
          why: "Trajets courts vers les rendez-vous et accès facile aux pharmacies et supermarchés.",
        },
        {
          name: "Complexe calme réservé aux adultes dans la zone hôtelière",
          type: "Complexe hôtelier",
          why: "Vue sur la mer et terrasses ombragées une fois que votre chirurgien est d’accord, loin des zones festives.",
        },
        {
          name: "Appartement à Puerto Cancún",
          type: "Appartement",
          why: "Une cuisine et de l’espace pour les longs séjours de fertilité dans un quartier calme et moderne.",
        },
      ],
    },
    activities: {
      gentle: [
        "Le Malecón Tajamar, une promenade plate au bord de la lagune entre le centre-ville et Puerto Cancún.",
        "Le Parque de las Palapas, la place principale du centre-ville, animée et familiale le soir.",
        "Le coucher de soleil sur la lagune de Nichupté depuis un restaurant au bord de l’eau.",
        "Des promenades tranquilles et climatisées dans des centres commerciaux comme La Isla ou Puerto Cancún.",
        "Les allées ombragées autour des ruines de San Miguelito, à côté du musée maya.",
      ],
      cultural: [
        "Le Museo Maya de Cancún, avec le site archéologique de San Miguelito dans son enceinte.",
        "Les petites ruines d’El Rey, dans le sud de la zone hôtelière.",
        "Le Mercado 28 pour l’artisanat et les souvenirs ; marchandez poliment.",
        "Isla Mujeres en ferry, à garder pour quand le soleil et les sorties en bateau vous seront autorisés.",
        "Chichén Itzá est une longue excursion d’environ 2 h 30 à 3 heures de route dans chaque sens, généralement à garder pour un prochain séjour.",
      ],
      food: [
        "La sopa de lima, une soupe légère du Yucatán au poulet et au citron vert.",
        "La cochinita pibil, du porc mijoté au rocou, et d’autres spécialités du Yucatán.",
        "Du poisson frais, grillé plutôt que cru pendant la convalescence.",
        "Des tacos al pastor dans les taquerías animées du centre-ville.",
        "Des aguas frescas préparées avec de l’eau purifiée.",
      ],
      avoid: [
        "La baignade en mer, en piscine, dans les cenotes et les jacuzzis tant que vous n’y êtes pas autorisé.",
        "Le soleil sur des cicatrices récentes et les longues journées à la plage.",
        "Le snorkeling, la plongée et les excursions en bateau les premières semaines.",
        "L’alcool des formules tout compris pendant la cicatrisation et sous traitement.",
        "L’eau du robinet ; buvez de l’eau en bouteille ou purifiée.",
        "Les présentations de multipropriété et les vendeurs insistants.",
      ],
    },
    practicalInfo: {
      weather:
        "Il fait chaud toute l’année à Cancún. De décembre à avril, le temps est sec et ensoleillé, autour de 26 à 29 °C. De mai à octobre, il fait plus chaud et plus humide, avec des averses l’après-midi, et la saison des ouragans s’étend de juin à novembre. Les sargasses peuvent toucher les plages au printemps et en été.",
      costs:
        "Les hôtels du centre-ville coûtent souvent 50 à 110 dollars américains la nuit et les complexes de la zone hôtelière 150 à 350 dollars ou plus. Un taco coûte environ 1,50 à 3 dollars et un repas dans un restaurant du centre 10 à 20 dollars ; les restaurants de la zone hôtelière sont nettement plus chers. Les bus urbains ont un tarif unique modique, et les taxis dans la zone hôtelière coûtent souvent 10 à 25 dollars.",
      apps: [
        "Uber",
        "ADO (billets de car)",
        "WhatsApp (utilisé par la plupart des cliniques)",
        "Google Maps",
        "Google Traduction",
        "Une application météo avec alertes ouragan",
      ],
      safety:
        "La zone hôtelière et les principaux secteurs touristiques sont globalement sûrs, avec une présence policière visible, même si des incidents liés au crime organisé se sont produits. N’achetez jamais de drogue, restez dans des lieux bien éclairés le soir, utilisez des taxis réservés par l’hôtel ou des transports officiels et gardez vos objets de valeur au coffre. Respectez les drapeaux des sauveteurs sur la plage. Le numéro d’urgence est le 911.",
    },
    checklist: [
      "Passeport et documents pour le retour vérifiés",
      "Transfert privé depuis CUN organisé",
      "Certification du chirurgien et coordonnées de l’hôpital confirmées par écrit",
      "Vêtements de compression, s’ils vous sont recommandés, et des vêtements légers et amples",
      "Crème solaire, chapeau et lunettes de soleil",
      "Des vols modifiables, surtout pendant la saison des ouragans",
      "Une assurance couvrant les soins à l’étranger et les perturbations de voyage",
      "Un suivi prévu avec votre médecin chez vous",
    ],
  },
];
