import type { CityGuide } from "../types";

/**
 * Guías de ciudad para /es/destinations/{country}/{city}: la versión en español de ../cities.ts
 * (mismos slugs, mismas listas). Solo texto plano. Las indicaciones sobre la recuperación son
 * información general de viaje («se suele aconsejar», «su cirujano le dirá»), no consejo médico.
 * Los precios son orientativos y cambian con el tiempo.
 */
export const CITY_GUIDES: CityGuide[] = [
  // ---------------------------------------------------------------- Turquía
  {
    slug: "istanbul",
    countrySlug: "turkey",
    name: "Estambul",
    tagline: "La capital médica de Turquía, a caballo entre dos continentes",
    intro:
      "Estambul se extiende entre Europa y Asia a ambos lados del Bósforo y tiene más hospitales privados y clínicas especializadas que ningún otro lugar de Turquía. La mayoría ofrece paquetes con traslado desde el aeropuerto, hotel e intérprete. La ciudad es grande y bulliciosa, así que alójese cerca de su clínica y haga turismo sin prisas.",
    specialNote:
      "Si va a hacerse un trasplante capilar, la mayoría de las clínicas le pedirán que evite los hammams, las saunas, nadar y el sol directo en el cuero cabelludo durante varias semanas, así que deje el famoso baño turco para otro viaje. Su clínica le dará instrucciones escritas de cuidados posteriores; sígalas siempre por encima de cualquier consejo general de esta guía.",
    medicalInfo: {
      overview:
        "La oferta de Estambul va desde grandes grupos hospitalarios con acreditación JCI hasta pequeñas consultas especializadas. Las clínicas de trasplante capilar se concentran en Şişli y Mecidiyeköy y, en el lado asiático, en torno a Ataşehir, mientras que la cirugía estética suele realizarse en hospitales privados con planta de hospitalización. Los precios son competitivos, pero la calidad varía: confirme quién realiza las fases clave de su intervención y que la clínica tiene la autorización del Ministerio de Salud para atender a pacientes internacionales.",
      specialties: [
        "Trasplante capilar y de barba (FUE y DHI)",
        "Rinoplastia y cirugía estética facial",
        "Remodelación corporal (liposucción, abdominoplastia, BBL)",
        "Implantes dentales, carillas y «sonrisa de Hollywood»",
        "Cirugía ocular",
        "Cirugía bariátrica",
      ],
      hospitals:
        "Entre los socios de CareAtlas aquí están Istanbul Hair Institute, para la restauración de pelo y barba, y Bosphorus Aesthetic Hospital, para cirugía estética. La ciudad cuenta además con numerosos grupos hospitalarios privados con departamentos de pacientes internacionales, que se ocupan de los intérpretes, los trámites con el seguro y el respaldo en caso de urgencia.",
    },
    travelInfo: {
      gettingThere:
        "La mayoría de los vuelos internacionales aterrizan en el Aeropuerto de Estambul (IST), el gran nudo aéreo situado al noroeste de la ciudad, en el lado europeo. Sabiha Gökçen (SAW), en el lado asiático, lo utilizan sobre todo Pegasus y otras aerolíneas de bajo coste. Ambos tienen vuelos directos frecuentes desde toda Europa, Oriente Medio y más allá.",
      gettingAround:
        "Compre una Istanbulkart en una máquina de cualquier estación; sirve para el metro, el tranvía, los trenes Marmaray que cruzan bajo el Bósforo, los autobuses y los ferris públicos, y con una misma tarjeta puede pagar también el viaje de su acompañante. En hora punta, el tren y el ferri suelen ser más rápidos que el coche. Para los taxis, BiTaksi o Uber reservan taxis con licencia y muestran el recorrido.",
      fromAirport:
        "Desde IST, la línea M11 del metro llega a Gayrettepe, donde enlaza con la M2 hacia Şişli y Taksim, y los autobuses Havaist van a Taksim, Beşiktaş, Kadıköy y otros puntos clave. Un taxi a Şişli tarda unos 45-60 minutos, según el tráfico. Desde SAW, la línea M4 del metro va a Kadıköy y los autobuses Havabus, a Kadıköy y Taksim. La mayoría de los paquetes incluyen un traslado privado, con el conductor esperándole en llegadas con un cartel con su nombre.",
    },
    accommodation: {
      overview:
        "Alójese cerca de su clínica, porque irá varias veces y puede que se sienta cansado o dolorido. Los barrios de negocios del lado europeo son prácticos para la mayoría de las clínicas capilares y de estética, mientras que el lado asiático es más tranquilo y tiene buenos precios. Los hoteles del casco antiguo, en Sultanahmet, tienen mucho encanto, pero implican cuestas, adoquines y multitudes.",
      bestDistricts: [
        {
          name: "Şişli y Nişantaşı",
          why: "Céntricos y bien comunicados por la línea M2, con muchas clínicas, hospitales, farmacias y buenos restaurantes a poca distancia a pie.",
        },
        {
          name: "Beşiktaş",
          why: "Animado pero residencial, junto al Bósforo, con ferris y paseos llanos a orillas del agua.",
        },
        {
          name: "Ataşehir",
          why: "Un barrio moderno del lado asiático con clínicas, centros comerciales y hoteles más nuevos, y de fácil acceso desde Sabiha Gökçen.",
        },
        {
          name: "Kadıköy y Moda",
          why: "Tranquilos, con cafés, paseo marítimo y ferris al lado europeo; buenos para estancias largas.",
        },
      ],
      recommendations: [
        {
          name: "Hotel asociado a la clínica en Şişli",
          type: "Hotel de negocios (a menudo incluido en el paquete)",
          why: "Traslados a las citas, personal acostumbrado a huéspedes con trasplante capilar y un trayecto corto a la revisión del día siguiente.",
        },
        {
          name: "Apartamento con servicios en Nişantaşı o Ataşehir",
          type: "Apartamento con servicios",
          why: "Espacio para un acompañante, cocina para comidas sencillas y lavadora para estancias de una semana o más.",
        },
        {
          name: "Hotel con vistas al Bósforo en Beşiktaş",
          type: "Hotel",
          why: "Unas vistas tranquilas para descansar pasados los primeros días, cerca de los ferris y de paseos llanos junto al agua.",
        },
      ],
    },
    activities: {
      gentle: [
        "Tome sin prisas un ferri público entre Eminönü o Beşiktaş y Kadıköy, una de las formas más baratas y tranquilas de ver la ciudad; siéntese dentro o a la sombra.",
        "Pasee por los caminos llanos del parque de Gülhane, sobre todo en abril, cuando florecen los tulipanes.",
        "Dé un paseo por el malecón de Moda a última hora de la tarde.",
        "Vaya en taxi al parque de Emirgan, junto al Bósforo, para disfrutar de sus jardines a la sombra y de un té.",
      ],
      cultural: [
        "Santa Sofía y la Mezquita Azul: cubra hombros y rodillas, las mujeres deben llevar pañuelo, y vaya temprano para evitar colas; ambas cierran a los visitantes durante las horas de oración.",
        "El palacio de Topkapı, que obliga a caminar bastante; resérvelo para más adelante en su estancia.",
        "Los Museos Arqueológicos de Estambul o el Museo Pera, para disfrutar de la cultura a cubierto y con calma.",
        "La Cisterna Basílica, fresca y evocadora, aunque hay que bajar escaleras.",
      ],
      food: [
        "Sopa de lentejas (mercimek çorbası), suave y disponible casi en todas partes, ideal para los primeros días.",
        "Un desayuno turco con simit, queso, aceitunas, tomate y huevos.",
        "Pescado a la plancha y mezes junto al agua en Beşiktaş o Kadıköy.",
        "Baklava y delicias turcas (lokum), con moderación.",
        "Mucha agua, ayran (una bebida de yogur salada) e infusiones; la mayoría de la gente bebe agua embotellada.",
      ],
      avoid: [
        "Hammams, saunas y baños de vapor, que se suelen desaconsejar durante varias semanas después de un trasplante capilar o una cirugía.",
        "Bañarse en piscinas o en el mar hasta que su médico le diga que ha cicatrizado.",
        "Gorras o sombreros que presionen los injertos recién implantados; su clínica le dirá qué tipo es seguro.",
        "Lugares abarrotados como el Gran Bazar y la avenida İstiklal durante los primeros días, donde es fácil recibir golpes y empujones.",
        "El alcohol y el tabaco durante la cicatrización.",
        "Agacharse, cargar peso o subir cuestas largas hasta que le den el alta.",
      ],
    },
    practicalInfo: {
      weather:
        "Los veranos (de junio a septiembre) son cálidos y húmedos, a menudo de unos 28-30 °C. Los inviernos son frescos y húmedos, de unos 5-10 °C, con alguna nevada ocasional. La primavera (abril y mayo) y el otoño (de septiembre a noviembre) son las épocas más agradables para tratarse y recuperarse.",
      costs:
        "Una comida en un restaurante local cuesta normalmente 8-15 euros, un café 2-4 euros y un viaje en transporte público alrededor de 1 euro o menos. Un taxi dentro de los barrios céntricos suele costar 5-15 euros. Los precios en liras cambian a menudo, así que consulte el cambio actual antes de viajar.",
      apps: [
        "BiTaksi",
        "Uber",
        "Istanbulkart",
        "Google Maps o Moovit",
        "Yemeksepeti o Getir (comida y productos de farmacia a domicilio)",
        "WhatsApp (lo usan los coordinadores de las clínicas)",
      ],
      safety:
        "Estambul es en general segura, pero hay carteristas en los tranvías llenos, los bazares y los ferris, y lo mejor es declinar con educación a los desconocidos amables que proponen ir a un bar o a una tienda de alfombras. Por la noche, use taxis reservados por aplicación. El número de emergencias es el 112, y todas las farmacias (eczane) indican la farmacia de guardia más cercana (nöbetçi eczane).",
    },
    checklist: [
      "Traslado confirmado y el WhatsApp de su coordinador guardado antes de volar",
      "Istanbulkart, o BiTaksi o Uber configurados en el móvil",
      "Camisas holgadas que se abrochen por delante y, para pacientes de trasplante capilar, un sombrero amplio aprobado por la clínica",
      "Una almohada de viaje para el cuello, para dormir semiincorporado después de un trasplante capilar",
      "El kit de cuidados posteriores de la clínica y las instrucciones por escrito",
      "Ropa discreta y un pañuelo para visitar mezquitas",
      "Los datos de su seguro de viaje y el contacto de urgencias de la clínica",
      "Un día de margen antes del vuelo por si cambian la fecha de una revisión",
    ],
  },
  {
    slug: "antalya",
    countrySlug: "turkey",
    name: "Antalya",
    tagline: "Tratamiento y recuperación en la Costa Turquesa",
    intro:
      "Antalya se encuentra entre los montes Tauro y el Mediterráneo, con un casco antiguo cuidadosamente restaurado, largos paseos marítimos y uno de los aeropuertos internacionales más transitados de Turquía. Es una opción muy solicitada para tratamientos dentales y cirugía ocular, y sus hoteles facilitan combinar el tratamiento con una recuperación tranquila y cómoda. El truco está en disfrutar de la costa con la vista y no dentro del agua hasta que su clínica diga lo contrario.",
    specialNote:
      "El sol del verano en Antalya es fuerte: de junio a septiembre las temperaturas superan a menudo los 35 °C. Después de una cirugía ocular o de un tratamiento facial, unas buenas gafas de sol, la sombra y un sombrero son imprescindibles, y la mayoría de las clínicas aconsejan no bañarse en el mar ni en piscinas durante un tiempo. La primavera y el otoño son las estaciones más agradables para recuperarse.",
    medicalInfo: {
      overview:
        "Antalya tiene varios hospitales privados modernos y una gran oferta de clínicas dentales acostumbradas a pacientes europeos. El tratamiento puede avanzar más rápido que en casa: un juego de carillas o coronas puede estar listo en una semana aproximadamente, mientras que los implantes suelen requerir una segunda visita tras la cicatrización. Pida un plan por escrito que indique los materiales y las marcas de implantes que se usarán, el calendario de revisiones y las condiciones de garantía.",
      specialties: [
        "Implantes dentales, coronas y carillas",
        "«Sonrisa de Hollywood»",
        "LASIK y otras cirugías oculares con láser",
        "Cirugía de cataratas y de cristalino",
        "Trasplante capilar",
        "Cirugía estética",
      ],
      hospitals:
        "Entre los socios de CareAtlas aquí están Antalya Smile Dental, para implantología y odontología estética, y Lara Eye & Vision Center, para cirugía ocular con láser y de cataratas. La ciudad tiene además varios hospitales privados grandes con unidades de pacientes internacionales, útiles como respaldo para cualquier intervención.",
    },
    travelInfo: {
      gettingThere:
        "El aeropuerto de Antalya (AYT) tiene vuelos directos desde toda Europa, muchos de ellos de temporada, y vuelos nacionales frecuentes desde Estambul de 1 hora y 15 minutos aproximadamente. Fuera del verano, hacer escala en Estambul suele ser la opción más sencilla.",
      gettingAround:
        "El centro es compacto. La tarjeta Antalyakart sirve para tranvías y autobuses urbanos: el tranvía nostálgico recorre la costa hacia el Museo de Antalya, y el tren ligero AntRay une la estación de autobuses con el centro. Hay muchos taxis en paradas y hoteles; las aplicaciones de transporte tienen menos cobertura que en Estambul, así que el conductor de su hotel o de su clínica suele ser la opción más fácil.",
      fromAirport:
        "El aeropuerto está a unos 15 km al este del centro y a solo 10-15 minutos de Lara. Un taxi a Kaleiçi tarda unos 20-30 minutos, y a Konyaaltı unos 30-40. También hay lanzaderas y autobuses urbanos hasta la ciudad, y la mayoría de los paquetes de las clínicas incluyen un traslado privado.",
    },
    accommodation: {
      overview:
        "Antalya tiene de todo, desde pensiones con encanto en el casco antiguo hasta grandes complejos turísticos. Para el tratamiento, elija un hotel desde el que llegue fácilmente a su clínica, con sombra, ascensor y una habitación tranquila. Muchos grandes complejos con todo incluido están en Belek o Kemer, lo que puede suponer trayectos largos a las citas.",
      bestDistricts: [
        {
          name: "Lara",
          why: "Cerca del aeropuerto y de muchas clínicas, con hoteles modernos, una playa larga y la cascada baja de Düden.",
        },
        {
          name: "Konyaaltı",
          why: "Una larga playa de cantos rodados y un paseo marítimo llano con vistas a las montañas, más tranquilo que el centro.",
        },
        {
          name: "Kaleiçi (casco antiguo)",
          why: "Hoteles boutique con carácter en casas otomanas restauradas, pero con callejuelas empedradas y en cuesta; mejor para el final de su estancia.",
        },
        {
          name: "Centro de Muratpaşa",
          why: "Práctico y bien comunicado, cerca de tiendas, farmacias y del tranvía.",
        },
      ],
      recommendations: [
        {
          name: "Hotel tranquilo en Lara",
          type: "Hotel de playa",
          why: "Trayectos cortos a las clínicas y al aeropuerto, jardines a la sombra y vistas al mar para descansar.",
        },
        {
          name: "Apartamento junto al paseo marítimo de Konyaaltı",
          type: "Apartamento",
          why: "Paseos llanos a la puerta de casa y espacio de sobra para estancias dentales largas.",
        },
        {
          name: "Hotel boutique en Kaleiçi",
          type: "Hotel boutique",
          why: "Ambiente para los últimos días relajados del viaje, cuando caminar sobre adoquines ya no le cueste.",
        },
      ],
    },
    activities: {
      gentle: [
        "El parque Karaalioğlu, un parque a la sombra sobre el acantilado con vistas al mar y muchos bancos.",
        "Un paseo tranquilo por el paseo marítimo de Konyaaltı al atardecer.",
        "La cascada baja de Düden, donde el río cae al mar cerca de Lara; los miradores están junto a la carretera.",
        "El parque de la cascada alta de Düden, con senderos a la sombra y cafés.",
        "Un trayecto en el tranvía nostálgico a lo largo de la costa.",
      ],
      cultural: [
        "El Museo de Antalya, uno de los mejores museos arqueológicos de Turquía, sin desniveles y con aire acondicionado.",
        "La Puerta de Adriano, el arco de triunfo romano en el límite de Kaleiçi.",
        "El alminar Yivli, el minarete acanalado que es símbolo de la ciudad.",
        "El puerto antiguo, que se contempla mejor desde las terrazas de arriba.",
        "Los yacimientos de Perge y Aspendos, sin sombra y calurosos: espere a que su médico le dé el visto bueno y vaya temprano por la mañana.",
      ],
      food: [
        "Piyaz de Antalya, una ensalada de alubias blancas aliñada con tahini.",
        "Pescado a la plancha y mezes en el puerto o en Konyaaltı.",
        "Opciones blandas después de un tratamiento dental, como sopas, yogur y verduras guisadas en aceite de oliva; su dentista le dirá cuándo puede masticar con normalidad.",
        "Naranjas, granadas y otras frutas frescas de los huertos de la región.",
        "Té turco en un café con jardín a la sombra.",
      ],
      avoid: [
        "Bañarse en el mar o en piscinas, algo que se suele desaconsejar durante un tiempo después de una cirugía, de intervenciones oculares y de algunos tratamientos dentales.",
        "Las excursiones en barco con paradas para bañarse y los deportes acuáticos.",
        "Tomar el sol y el calor del mediodía, sobre todo después de una cirugía ocular o de un tratamiento facial.",
        "Las excursiones con polvo y viento poco después de una cirugía ocular; lleve gafas de sol al aire libre.",
        "El alcohol durante la cicatrización, también en los bares con todo incluido.",
        "La comida muy caliente, dura o difícil de masticar después de un tratamiento dental, hasta que su dentista diga lo contrario.",
      ],
    },
    practicalInfo: {
      weather:
        "Los veranos son calurosos y secos, a menudo de 33-38 °C entre junio y septiembre, y los inviernos son suaves y lluviosos, de unos 10-16 °C durante el día. Abril y mayo, y octubre y noviembre, son ideales: cálidos, soleados y agradables para pasear.",
      costs:
        "Un hotel de gama media suele costar unos 60-140 euros por noche, con picos en verano. Una comida en un restaurante ronda los 10-20 euros, y un taxi dentro de la ciudad suele costar 8-20 euros. Las zonas turísticas y los restaurantes de Kaleiçi son más caros.",
      apps: [
        "Google Maps",
        "BiTaksi (donde esté disponible)",
        "Google Traductor",
        "WhatsApp (lo usan los coordinadores de las clínicas)",
        "Yemeksepeti (comida a domicilio)",
      ],
      safety:
        "Antalya es tranquila y en general segura. Tenga el cuidado habitual con sus objetos de valor en las zonas concurridas, asegúrese de que el taxímetro está en marcha y desconfíe de las excursiones en barco o los recorridos de compras «gratuitos» que terminan en ventas agresivas. En algunas playas las corrientes pueden ser fuertes. El número de emergencias es el 112.",
    },
    checklist: [
      "Gafas de sol, un sombrero de ala ancha y protector solar de factor alto",
      "Plan de tratamiento dental u ocular por escrito, con materiales y revisiones",
      "Colirios y un protector ocular si su clínica oftalmológica se los da",
      "Un plan de comidas blandas para los días posteriores al tratamiento dental",
      "Ropa ligera y holgada para el calor",
      "Vuelo de vuelta programado después de su última revisión",
      "Los datos de su seguro y el contacto de urgencias de la clínica",
    ],
  },
  {
    slug: "izmir",
    countrySlug: "turkey",
    name: "Esmirna",
    tagline: "La calma del Egeo con medicina de nivel universitario",
    intro:
      "Esmirna es la tercera ciudad de Turquía, un puerto del Egeo relajado y abierto al mundo, con un paseo marítimo bordeado de palmeras, un clima suave y una sólida tradición médica respaldada por grandes hospitales universitarios. Es una opción especialmente buena para los tratamientos de fertilidad, en los que las estancias son más largas y vivir en una ciudad tranquila y agradable marca la diferencia. Al recibir menos turistas internacionales que Estambul o Antalya, los precios son buenos y el ambiente es más local.",
    specialNote:
      "Un viaje para un tratamiento de fertilidad suele suponer dos o tres semanas en la ciudad, con visitas de control breves y frecuentes antes de la punción ovárica y la transferencia embrionaria. Un apartamento con servicios cerca de la clínica, una rutina diaria sencilla y un acompañante con quien compartir la espera marcan una gran diferencia. Su equipo de fertilidad le aconsejará sobre la actividad, los viajes y el reposo después de la transferencia embrionaria.",
    medicalInfo: {
      overview:
        "Esmirna tiene dos grandes hospitales universitarios, el de la Universidad del Egeo en Bornova y el de la Universidad Dokuz Eylül en İnciraltı, y un sector privado en crecimiento que incluye centros de FIV con larga trayectoria. La ley turca sobre reproducción asistida es estricta: la FIV solo está permitida a parejas casadas con sus propios óvulos y espermatozoides, y no se permiten la donación de óvulos, la donación de semen ni la gestación subrogada. Asegúrese de que sus planes se ajustan a estas normas antes de reservar.",
      specialties: [
        "FIV y tratamientos de fertilidad",
        "Cirugía general y chequeos médicos",
        "Traumatología",
        "Tratamientos dentales",
        "Cirugía ocular",
        "Trasplante capilar",
      ],
      hospitals:
        "Entre los socios de CareAtlas aquí están Izmir Fertility & IVF Center, para tratamientos de fertilidad, y Aegean Medical Hospital, para atención hospitalaria general y especializada. Los hospitales universitarios de la ciudad ofrecen respaldo especializado adicional.",
    },
    travelInfo: {
      gettingThere:
        "El aeropuerto Adnan Menderes de Esmirna (ADB) tiene vuelos frecuentes desde Estambul (aproximadamente 1 hora) y vuelos internacionales directos desde muchas ciudades europeas, con más rutas en verano.",
      gettingAround:
        "La tarjeta İzmirim Kart sirve para el metro, los tranvías, los trenes de cercanías İZBAN, los autobuses y los ferris urbanos que cruzan la bahía, una forma preciosa de desplazarse. El centro es llano a lo largo del paseo marítimo. Hay muchos taxis con taxímetro; su hotel puede pedirle uno, y la mayoría de las clínicas organizan el transporte a las citas.",
      fromAirport:
        "El aeropuerto está a unos 18 km al sur del centro. Los trenes de cercanías İZBAN van desde la estación del aeropuerto hasta Alsancak en unos 30 minutos y continúan hasta Karşıyaka, y los autobuses Havaş llegan a las zonas céntricas. Un taxi tarda 25-40 minutos según el tráfico, y los paquetes de las clínicas suelen incluir un traslado privado.",
    },
    accommodation: {
      overview:
        "La mayoría de los visitantes se alojan cerca del paseo marítimo, donde el llano paseo del Kordon y los ferris facilitan los desplazamientos. Para las estancias largas de fertilidad, un apartamento o un aparthotel suele ser más cómodo que una habitación de hotel.",
      bestDistricts: [
        {
          name: "Alsancak",
          why: "Céntrico y animado, con el paseo del Kordon, cafés, farmacias y una estación de İZBAN; bueno para la mayoría de los pacientes.",
        },
        {
          name: "Konak",
          why: "El corazón histórico, cerca de la Torre del Reloj, el bazar de Kemeraltı y los embarcaderos de los ferris.",
        },
        {
          name: "Karşıyaka",
          why: "Un barrio residencial al otro lado de la bahía, con un largo paseo marítimo y un ambiente local y tranquilo, comunicado por ferri y tranvía.",
        },
        {
          name: "Bornova",
          why: "Cerca del hospital de la Universidad del Egeo y en la línea de metro, con precios más bajos.",
        },
      ],
      recommendations: [
        {
          name: "Aparthotel en Alsancak",
          type: "Aparthotel",
          why: "Cocina para prepararse la comida y a pocos pasos del paseo marítimo y de las clínicas.",
        },
        {
          name: "Hotel frente al mar en el Kordon",
          type: "Hotel",
          why: "Vistas a la bahía y paseos llanos nada más salir por la puerta.",
        },
        {
          name: "Apartamento con servicios en Karşıyaka",
          type: "Apartamento con servicios",
          why: "Más tranquilo y con buena relación calidad-precio para estancias de fertilidad de dos o tres semanas.",
        },
      ],
    },
    activities: {
      gentle: [
        "Pasee por el Kordon, el paseo marítimo bordeado de palmeras entre Alsancak y Konak.",
        "Cruce la bahía en ferri público al atardecer.",
        "Siéntese en el Kültürpark, un gran espacio verde en el centro.",
        "Suba en el Asansör, un ascensor histórico en Karataş con un café en la terraza y vistas a la bahía.",
        "Recorra el largo paseo marítimo de Karşıyaka.",
      ],
      cultural: [
        "La plaza de Konak y la Torre del Reloj de Esmirna, el monumento más conocido de la ciudad.",
        "Kemeraltı, el bazar histórico; vaya una mañana entre semana más tranquila.",
        "El Ágora de Esmirna, un yacimiento romano compacto en plena ciudad.",
        "El Museo de Historia y Arte de Esmirna, en el Kültürpark.",
        "Éfeso, cerca de Selçuk y a una hora aproximadamente, es imprescindible, pero obliga a caminar mucho al sol; muchos pacientes lo dejan para el final del viaje o para otra ocasión.",
      ],
      food: [
        "Boyoz, un hojaldre típico de Esmirna que se desayuna con un huevo duro.",
        "Gevrek (el nombre que recibe el simit en Esmirna) con té turco en el Kordon.",
        "Kumru, un sándwich local de queso, embutido y tomate.",
        "Platos egeos de verduras con aceite de oliva (zeytinyağlı) y hierbas frescas.",
        "Pescado a la plancha y mezes junto al puerto.",
      ],
      avoid: [
        "Los baños calientes, las saunas, los hammams y las piscinas termales de Balçova durante el tratamiento de fertilidad y después de una cirugía, como se suele aconsejar.",
        "Cargar peso, hacer ejercicio intenso y las excursiones largas de un día en torno a la punción y la transferencia, salvo que su equipo diga otra cosa.",
        "El alcohol y el tabaco.",
        "El calor del mediodía en verano; manténgase bien hidratado.",
        "Los quesos sin pasteurizar y los alimentos poco cocinados si está embarazada o espera estarlo, como se suele aconsejar; consulte a su médico.",
      ],
    },
    practicalInfo: {
      weather:
        "Los veranos son calurosos y secos, a menudo de 32-36 °C en julio y agosto, suavizados por la brisa marina de la tarde que los lugareños llaman imbat. Los inviernos son suaves y lluviosos, de unos 8-15 °C. La primavera y el otoño son muy agradables.",
      costs:
        "Esmirna suele ser más barata que Estambul. Un hotel de gama media cuesta a menudo 50-110 euros por noche, una comida en un restaurante unos 8-15 euros, y un viaje en ferri o metro bastante menos de 1 euro.",
      apps: [
        "Google Maps",
        "Moovit",
        "BiTaksi (donde esté disponible)",
        "Google Traductor",
        "WhatsApp (lo usan los coordinadores de las clínicas)",
        "Yemeksepeti (comida a domicilio)",
      ],
      safety:
        "Esmirna es tranquila y en general segura. Tome las precauciones habituales en las zonas concurridas de Kemeraltı y Konak, y vigile sus bolsos en los ferris. El número de emergencias es el 112, y las farmacias de guardia (nöbetçi eczane) figuran en el escaparate de todas las farmacias.",
    },
    checklist: [
      "El protocolo de tratamiento y el calendario de medicación de su clínica, con las recetas",
      "Una bolsa isotérmica para los medicamentos que necesiten frío y un justificante para el control de seguridad del aeropuerto",
      "Los documentos que su clínica pide a ambos miembros de la pareja, que en Turquía incluyen el certificado de matrimonio para la FIV",
      "Ropa cómoda y holgada para después de la punción ovárica",
      "Un apartamento con nevera y cocina para estancias largas",
      "Una fecha de regreso flexible después de la transferencia embrionaria",
      "Los datos de su seguro y el contacto de urgencias de la clínica",
    ],
  },
  {
    slug: "bursa",
    countrySlug: "turkey",
    name: "Bursa",
    tagline: "Bursa la verde, una alternativa más tranquila cerca de Estambul",
    intro:
      "Bursa, la primera capital del Imperio otomano, se extiende a los pies del monte Uludağ, al otro lado del mar de Mármara frente a Estambul. Conocida como «Bursa la verde» por sus parques y sus calles arboladas, es una ciudad grande y próspera con hospitales privados modernos y un número creciente de clínicas capilares y dentales, sobre todo en el distrito de Nilüfer. Los precios suelen ser algo más bajos que en Estambul, y el ritmo es notablemente más tranquilo.",
    specialNote:
      "Bursa es famosa por los baños termales de Çekirge, pero se suelen desaconsejar los hammams, las piscinas termales y las saunas durante varias semanas después de un trasplante capilar y de la mayoría de las cirugías, así que esta vez disfrute de los baños históricos desde fuera. Como el aeropuerto de Bursa tiene muy pocos vuelos, tenga en cuenta el traslado desde Estambul al planificar las horas de llegada y de salida.",
    medicalInfo: {
      overview:
        "Bursa tiene un sector hospitalario privado muy desarrollado que atiende a la ciudad y a su dinámica región industrial, con presencia de varios grupos hospitalarios nacionales. Los pacientes internacionales acuden sobre todo para trasplantes capilares y tratamientos dentales, y valoran que las clínicas sean más tranquilas y las esperas más cortas. Compruebe la autorización del Ministerio de Salud de la clínica y quién realizará su intervención, exactamente igual que haría en Estambul.",
      specialties: [
        "Trasplante capilar y de barba",
        "Implantes dentales, coronas y carillas",
        "Cirugía estética",
        "Cirugía ocular",
        "Chequeos médicos",
      ],
      hospitals:
        "Entre los socios de CareAtlas aquí están Uludag Hair Clinic, para la restauración de pelo y barba, y Nilufer Dental Studio, para implantología y odontología estética. Los hospitales privados más grandes de Nilüfer y Osmangazi prestan atención general y de urgencias si es necesario.",
    },
    travelInfo: {
      gettingThere:
        "La mayoría de los pacientes vuelan a Estambul. Desde Sabiha Gökçen (SAW) el trayecto por carretera dura unas 2 horas por el puente de Osmangazi; desde el Aeropuerto de Estambul (IST), cuente con unas 2,5-3 horas. Los barcos rápidos de İDO y BUDO también cruzan el mar de Mármara desde Estambul hasta Güzelyurt o Mudanya, en la costa de Bursa, en 1,5-2 horas aproximadamente, y después quedan 30-45 minutos en coche hasta la ciudad. El aeropuerto de Bursa Yenişehir (YEI) tiene muy pocos vuelos.",
      gettingAround:
        "El metro BursaRay cruza la ciudad de este a oeste, pasando por Nilüfer y el centro, y una línea circular de tranvía recorre el casco histórico. Se paga con la Bursakart. Hay muchos taxis con taxímetro, y su clínica suele encargarse de los traslados a las citas.",
      fromAirport:
        "Los paquetes suelen incluir un traslado privado desde los aeropuertos de Estambul hasta su hotel en Bursa, con diferencia la opción más cómoda después de un vuelo largo. También hay autobuses interurbanos desde Estambul hasta la estación de autobuses de Bursa, desde donde un taxi tarda unos 15-25 minutos al centro.",
    },
    accommodation: {
      overview:
        "Puede elegir entre el moderno Nilüfer, cerca de muchas clínicas y centros comerciales, y el centro histórico de Osmangazi, junto a las mezquitas y los bazares antiguos. Los hoteles de la ladera de Çekirge son agradables, pero muchos están construidos en torno a piscinas termales que tendrá que evitar.",
      bestDistricts: [
        {
          name: "Nilüfer",
          why: "Moderno, verde y bien organizado, con hospitales privados, clínicas, centros comerciales y el metro BursaRay.",
        },
        {
          name: "Osmangazi (centro)",
          why: "El corazón histórico, con la Gran Mezquita, los bazares cubiertos y muchos hoteles; concurrido pero práctico.",
        },
        {
          name: "Çekirge",
          why: "Un barrio arbolado en la ladera con hoteles termales y vistas; tranquilo, pero evite las instalaciones termales mientras se recupera.",
        },
        {
          name: "Mudanya",
          why: "Una localidad costera a unos 30 minutos, preciosa para días tranquilos al final de su estancia.",
        },
      ],
      recommendations: [
        {
          name: "Hotel de negocios en Nilüfer",
          type: "Hotel",
          why: "Trayectos cortos a las clínicas y fácil acceso a farmacias y centros comerciales.",
        },
        {
          name: "Aparthotel cerca del centro",
          type: "Aparthotel",
          why: "Espacio extra para estancias dentales o para viajar en familia.",
        },
        {
          name: "Hotel en la ladera de Çekirge",
          type: "Hotel",
          why: "Habitaciones tranquilas y vistas para una estancia reparadora, siempre que no use las piscinas termales.",
        },
      ],
    },
    activities: {
      gentle: [
        "El Botanik Park de Bursa, con caminos llanos, césped y un lago.",
        "El Kültürpark, un gran parque arbolado en el centro de la ciudad.",
        "La terraza de Tophane, junto a la torre del reloj, con vistas a la ciudad.",
        "Un té en el patio del Koza Han, el antiguo mercado de la seda.",
        "Un paseo tranquilo por el paseo marítimo de Mudanya un día de calma.",
      ],
      cultural: [
        "La Ulu Cami (Gran Mezquita), con sus veinte cúpulas y su fuente interior.",
        "El Koza Han y los bazares cubiertos que lo rodean.",
        "La Mezquita Verde y el Mausoleo Verde, famosos por sus azulejos turquesa.",
        "Cumalıkızık, una aldea otomana declarada Patrimonio de la Humanidad por la UNESCO en las laderas bajas del Uludağ; sus callejuelas son empedradas e irregulares, así que es mejor dejarla para el final de su estancia.",
        "El teleférico al Uludağ, donde hace mucho más frío que en la ciudad; consulte antes a su médico y lleve ropa de abrigo.",
      ],
      food: [
        "El kebab İskender, creado en Bursa: finas láminas de döner sobre pan con salsa de tomate, yogur y mantequilla derretida. Es contundente, así que tómelo con moderación mientras se recupera.",
        "Pideli köfte e İnegöl köfte, especialidades locales de albóndigas.",
        "Kestane şekeri, castañas confitadas, el dulce más famoso de Bursa.",
        "Los melocotones (duraznos) de Bursa en verano, famosos en toda Turquía.",
        "Sopas y platos blandos de una lokanta (casa de comidas) local después de un tratamiento dental.",
      ],
      avoid: [
        "Los baños termales, los hammams y las saunas durante la recuperación.",
        "El esquí, los trineos y las actividades de invierno en el Uludağ.",
        "Las rutas de senderismo más empinadas del Uludağ.",
        "El alcohol y el tabaco durante la cicatrización.",
        "El sol directo en un cuero cabelludo recién injertado; lleve solo el tipo de sombrero que apruebe su clínica.",
        "Alimentos duros y crujientes como los frutos secos después de un tratamiento dental, hasta que su dentista diga lo contrario.",
      ],
    },
    practicalInfo: {
      weather:
        "Bursa tiene veranos calurosos, de unos 30-33 °C en julio y agosto, e inviernos fríos y húmedos, de unos 3-10 °C, con nieve en el Uludağ más o menos de diciembre a marzo. La primavera y el otoño son las estaciones más agradables.",
      costs:
        "Bursa suele ser algo más barata que Estambul. Un hotel de gama media cuesta normalmente 50-110 euros por noche, una comida en un restaurante local 7-15 euros y un viaje en metro bastante menos de 1 euro.",
      apps: [
        "Google Maps",
        "Moovit",
        "BiTaksi (donde esté disponible)",
        "Google Traductor",
        "WhatsApp (lo usan los coordinadores de las clínicas)",
        "Yemeksepeti o Getir (envíos a domicilio)",
      ],
      safety:
        "Bursa es una ciudad segura y familiar. En la concurrida zona del bazar basta con las precauciones habituales. Es más conservadora que el centro de Estambul, así que vista con discreción en el casco antiguo y en las mezquitas. El número de emergencias es el 112.",
    },
    checklist: [
      "Traslado desde su aeropuerto de Estambul organizado, contando con 2-3 horas de carretera",
      "Traslado de vuelta reservado con tiempo de sobra antes del vuelo",
      "Un sombrero holgado aprobado por la clínica, una almohada de cuello y camisas que se abrochen por delante para pacientes de trasplante capilar",
      "El champú de cuidados posteriores y las instrucciones por escrito de su clínica",
      "Un plan de comidas blandas después del tratamiento dental",
      "Ropa discreta para visitar mezquitas",
      "Los datos de su seguro y el contacto de urgencias de la clínica",
    ],
  },

  // ----------------------------------------------------------- Corea del Sur
  {
    slug: "seoul",
    countrySlug: "south-korea",
    name: "Seúl",
    tagline: "Medicina de precisión en una capital moderna y segura",
    intro:
      "Seúl es una ciudad rápida, segura y muy bien conectada, de unos diez millones de habitantes, donde conocidas clínicas de cirugía estética y dermatología conviven con algunos de los mayores hospitales de Asia. La mayoría de los pacientes internacionales se alojan al sur del río Han, en Gangnam, donde las clínicas se concentran en torno a Sinsa-dong, Apgujeong y la estación de Gangnam. Todo funciona con eficiencia, del metro a las farmacias, lo que hace que la recuperación sea sorprendentemente fácil aunque no hable coreano.",
    specialNote:
      "Después de una cirugía facial, la hinchazón y los hematomas son normales durante una o dos semanas, y verá en Gangnam a muchos pacientes con mascarilla y gafas de sol, así que nadie se le quedará mirando. Su cirujano le dirá cuándo le quitarán los puntos y cuándo puede volar; en muchas intervenciones faciales es a los 7-14 días aproximadamente, así que no reserve un regreso demasiado ajustado.",
    medicalInfo: {
      overview:
        "Las clínicas coreanas de estética y oftalmología están muy especializadas: los cirujanos suelen centrarse en un área, como los ojos, la nariz o el contorno facial, y las clínicas invierten mucho en equipos de imagen y láser. Los centros que atienden a pacientes extranjeros deben registrarse ante el Gobierno, y los grandes hospitales tienen clínicas internacionales con intérpretes. Las consultas son rápidas, así que lleve sus preguntas por escrito y compruebe exactamente qué incluye el precio, como la anestesia, las revisiones y los medicamentos.",
      specialties: [
        "Cirugía de párpados y de nariz",
        "Contorno facial",
        "Dermatología y tratamientos de la piel con láser",
        "LASIK, LASEK, SMILE e implantes de lentes",
        "Chequeos médicos completos",
        "Odontología",
      ],
      hospitals:
        "Entre los socios de CareAtlas aquí están Gangnam Beauty Plastic Surgery, para cirugía estética, y Seoul Vision Eye Clinic, para cirugía ocular con láser y de lentes. Los grandes hospitales universitarios y generales de Seúl tienen centros de atención internacional con coordinadores que hablan inglés para chequeos y tratamientos complejos.",
    },
    travelInfo: {
      gettingThere:
        "El Aeropuerto Internacional de Incheon (ICN), a unos 50 km al oeste del centro de Seúl, recibe casi todos los vuelos de largo recorrido. Gimpo (GMP), más cerca de la ciudad, se usa sobre todo para vuelos nacionales y rutas cortas a Japón, China y Taiwán.",
      gettingAround:
        "Consiga una tarjeta T-money, o una tarjeta para visitantes como WOWPASS, en cualquier tienda de conveniencia y acérquela al lector en el metro, los autobuses y muchos taxis. El metro es limpio, seguro y está señalizado en inglés. Use Naver Map o KakaoMap para orientarse, porque Google Maps solo ofrece indicaciones limitadas en Corea. Los taxis son baratos y se pueden pedir con Kakao T o Uber.",
      fromAirport:
        "Desde Incheon, el tren AREX Express llega a la estación de Seúl en unos 45-50 minutos, y el AREX que para en todas las estaciones enlaza con varias líneas de metro. Para ir a Gangnam, los autobuses limusina del aeropuerto suelen ser lo más cómodo y tardan 60-90 minutos según el tráfico. Un taxi a Gangnam tarda alrededor de una hora y cuesta unos 70.000-100.000 wones con peajes incluidos. Muchas clínicas ofrecen servicio de recogida.",
    },
    accommodation: {
      overview:
        "Alójese cerca de su clínica: Gangnam es grande, y un paseo corto es más cómodo que un taxi cuando está hinchado o cansado. Los hoteles son pequeños y muy limpios, y hay tiendas de conveniencia y farmacias por todas partes. Las residencias con servicios, cocina y lavadora son adecuadas para estancias largas.",
      bestDistricts: [
        {
          name: "Sinsa-dong y Apgujeong",
          why: "El corazón de la cirugía estética, con la arbolada Garosu-gil, cafés tranquilos y farmacias.",
        },
        {
          name: "Estación de Gangnam y Yeoksam",
          why: "Muchas clínicas y hoteles y excelentes conexiones de metro; concurrido pero práctico.",
        },
        {
          name: "Cheongdam",
          why: "Más tranquilo y exclusivo, cerca de clínicas de dermatología y estética.",
        },
        {
          name: "Myeongdong y Jung-gu",
          why: "Céntrico, al norte del río, bueno para hacer turismo y para familias, y a 20-30 minutos de Gangnam en metro.",
        },
      ],
      recommendations: [
        {
          name: "Hotel de negocios cerca de Sinsa o de la estación de Gangnam",
          type: "Hotel",
          why: "A poca distancia a pie de las clínicas y fácil de alcanzar en taxi después de una intervención.",
        },
        {
          name: "Residencia con servicios en Yeoksam",
          type: "Apartamento con servicios",
          why: "Cocina, lavadora y espacio para una recuperación de una o dos semanas.",
        },
        {
          name: "Hotel de recuperación de la clínica",
          type: "Hotel de recuperación",
          why: "Algunas clínicas colaboran con hoteles que ofrecen habitaciones tranquilas, comidas blandas y visitas de enfermería; pregunte qué opciones hay.",
        },
      ],
    },
    activities: {
      gentle: [
        "Pasee junto al arroyo Cheonggyecheon, un camino llano por debajo del nivel de la calle que atraviesa el centro.",
        "Seoul Forest, con caminos llanos, jardines y estanques.",
        "Un paseo al atardecer por el parque Banpo, a orillas del Han, donde funciona la Fuente Arcoíris a la Luz de la Luna en los meses cálidos.",
        "Recorra la Starfield Library del COEX, un espacio interior enorme y tranquilo con asientos.",
        "Cafés tranquilos en torno a Garosu-gil y Seochon.",
      ],
      cultural: [
        "El palacio Gyeongbokgung, amplio, extenso y casi todo llano; el cambio de guardia en Gwanghwamun es uno de sus momentos destacados.",
        "El templo Bongeunsa en Gangnam, un tranquilo templo budista frente al COEX.",
        "El Museo Nacional de Corea, enorme, gratuito y con aire acondicionado, con muchos asientos.",
        "Insadong, para artesanía, galerías y casas de té tradicionales.",
        "La aldea Bukchon Hanok, con cuestas, habitada y con horario de visita restringido; mejor para el final de su estancia.",
      ],
      food: [
        "Juk (gachas de arroz), fácil de comer después de una cirugía facial y que venden cadenas como Bonjuk.",
        "Samgyetang, una sopa suave de pollo con ginseng.",
        "Gimbap y sopas suaves, prácticos para comidas sencillas.",
        "Bingsu, un postre de hielo raspado, reconfortante en los días de calor.",
        "Pida los platos «an maepge» (sin picante) mientras se recupera.",
      ],
      avoid: [
        "Los baños jjimjilbang y las saunas, que se suelen desaconsejar mientras cicatrizan las incisiones.",
        "La comida picante, muy salada o muy caliente en los primeros días después de una cirugía facial, ya que puede hacer que la hinchazón se note más.",
        "El alcohol, incluidos el soju y el makgeolli.",
        "Las rutas empinadas como la del Bukhansan, o subir a pie al Namsan; cuando tenga el alta, tome el teleférico o un autobús.",
        "Frotarse los ojos, nadar y maquillarse los ojos después de una cirugía ocular hasta que su médico lo permita.",
        "Salir los días de mucho polvo fino sin mascarilla ni gafas de sol, sobre todo después de una cirugía ocular.",
      ],
    },
    practicalInfo: {
      weather:
        "Seúl tiene cuatro estaciones muy marcadas. Los veranos son calurosos y húmedos, de unos 30 °C, con una temporada de lluvias monzónicas (jangma) de finales de junio a finales de julio. Los inviernos son fríos y secos, a menudo bajo cero. La primavera (abril y mayo) es agradable pero puede traer polvo fino; el otoño (de septiembre a noviembre) suele ser la mejor época para ir.",
      costs:
        "Un hotel de gama media cuesta normalmente 120.000-250.000 wones por noche. Una comida informal cuesta 10.000-15.000 wones, un café 4.000-6.000 wones, y los viajes en metro empiezan en unos 1.500 wones. La bajada de bandera del taxi ronda los 4.800 wones.",
      apps: [
        "Naver Map",
        "KakaoMap",
        "Kakao T",
        "Uber",
        "Papago (traducción)",
        "Una aplicación de calidad del aire como AirVisual",
      ],
      safety:
        "Seúl es muy segura, de día y de noche. Los principales riesgos son el tráfico en los pasos de peatones y las aceras heladas en invierno. Los números de emergencia son el 112 para la policía y el 119 para ambulancias; llame al 1330 para la Korea Travel Hotline en inglés y otros idiomas. Hay muchas farmacias (yakguk), y en algunas de Gangnam el personal habla inglés.",
    },
    checklist: [
      "K-ETA o visado confirmado para su nacionalidad",
      "Tarjeta T-money o WOWPASS y Naver Map instalado",
      "Mascarilla, gafas de sol y una gorra para después de intervenciones faciales u oculares",
      "Prendas que se abran por delante y una almohada de viaje para dormir con la cabeza elevada",
      "Una lista escrita de los medicamentos que le receta la clínica, con las dosis",
      "Copias en inglés de sus informes quirúrgicos",
      "Un vuelo de vuelta flexible, a menudo al menos 7-14 días después de la cirugía",
      "Los datos de su seguro y el contacto de urgencias de la clínica",
    ],
  },

  // -------------------------------------------------------------- Tailandia
  {
    slug: "bangkok",
    countrySlug: "thailand",
    name: "Bangkok",
    tagline: "Hospitales de primer nivel en una capital vibrante",
    intro:
      "Bangkok es uno de los grandes centros médicos de Asia, con hospitales privados que atienden cada año a un gran número de pacientes internacionales y que a menudo parecen más hoteles que clínicas. Los centros de atención al paciente internacional se ocupan de todo, desde la recogida en el aeropuerto hasta los intérpretes y las cartas para el visado. La ciudad es enorme, calurosa y apasionante; para los pacientes, la clave está en alojarse cerca del hospital, usar el Skytrain y disfrutar de Bangkok sin prisas.",
    specialNote:
      "El calor y la humedad de Bangkok pueden agotarle enseguida durante la recuperación. Planifique las salidas a primera hora de la mañana o al atardecer, descanse en un lugar con aire acondicionado por la tarde y beba mucha agua. Si viene para una FIV, las estancias suelen durar dos o tres semanas, así que un apartamento con servicios cerca de la clínica suele ser más cómodo que un hotel.",
    medicalInfo: {
      overview:
        "Los grandes hospitales privados de Bangkok cubren casi todas las especialidades, varios tienen la acreditación JCI y muchos especialistas se han formado o han trabajado en el extranjero. La atención está bien organizada, con pruebas en el mismo día y citas rápidas con el especialista. Las facturas suelen estar desglosadas, con honorarios médicos, habitación y medicamentos por separado, así que pida un presupuesto completo por escrito y pregunte qué ocurre si su estancia se alarga más de lo previsto.",
      specialties: [
        "FIV y tratamientos de fertilidad",
        "Cirugía estética y reconstructiva",
        "Chequeos médicos completos",
        "Traumatología y prótesis articulares",
        "Cardiología",
        "Implantes dentales y odontología estética",
      ],
      hospitals:
        "Entre los socios de CareAtlas aquí están Bangkok Royal International Hospital, para atención general y especializada, y Siam Fertility Clinic, para FIV y tratamientos de fertilidad. Los grandes hospitales internacionales se concentran en torno a Sukhumvit, Phetchaburi Road y Silom-Sathorn, y la mayoría cuentan con mostradores para pacientes internacionales e intérpretes.",
    },
    travelInfo: {
      gettingThere:
        "El aeropuerto de Suvarnabhumi (BKK), a unos 30 km al este del centro, recibe la mayoría de los vuelos internacionales. Don Mueang (DMK), al norte, atiende a las aerolíneas de bajo coste, incluidas muchas rutas regionales.",
      gettingAround:
        "El tren elevado BTS Skytrain y el metro MRT son rápidos, tienen aire acondicionado y evitan el famoso tráfico; muchos hospitales están a un corto paseo o a un trayecto en lanzadera de una estación. El MRT acepta tarjetas bancarias sin contacto, mientras que el BTS funciona con tarjetas Rabbit o billetes sencillos. Grab y Bolt ofrecen trayectos en coche a precio cerrado, los taxis deben usar siempre el taxímetro y los barcos del río Chao Phraya son una forma agradable de llegar a la ciudad antigua.",
      fromAirport:
        "Desde Suvarnabhumi, el Airport Rail Link llega a Phaya Thai en menos de 30 minutos, con enlace al BTS, y para en Makkasan para el MRT. Los taxis de la parada oficial de la planta 1 cobran lo que marca el taxímetro más un pequeño recargo de aeropuerto y los peajes de autopista; cuente con 45-60 minutos hasta Sukhumvit. Desde Don Mueang, la Línea Roja de SRT va hasta Krung Thep Aphiwat (Bang Sue), con enlace al MRT. La mayoría de los hospitales pueden organizar un coche.",
    },
    accommodation: {
      overview:
        "Elija un hotel o apartamento con servicios cerca de su hospital o en la misma línea del Skytrain. Bangkok ofrece una relación calidad-precio excelente en todas las categorías, y muchos hospitales tienen hoteles asociados con tarifas para pacientes, lanzaderas y salida tardía.",
      bestDistricts: [
        {
          name: "Sukhumvit (Nana, Asok, Phrom Phong)",
          why: "Cerca de varios hospitales importantes, en las líneas BTS y MRT, con muchos hoteles, centros comerciales y restaurantes; la zona de Nana puede ser ruidosa por la noche.",
        },
        {
          name: "Silom y Sathorn",
          why: "Barrios de negocios cerca de hospitales y del parque Lumphini, más tranquilos por la noche.",
        },
        {
          name: "Ploenchit y Chidlom",
          why: "Céntricos, exclusivos y fáciles de recorrer a pie por pasarelas elevadas, cerca de grandes centros comerciales.",
        },
        {
          name: "Orillas del río",
          why: "Preciosas vistas al río y barcos de los hoteles, aunque más lejos de la mayoría de los hospitales.",
        },
      ],
      recommendations: [
        {
          name: "Hotel asociado al hospital en Sukhumvit",
          type: "Hotel",
          why: "Lanzaderas a las citas, tarifas para pacientes y personal acostumbrado a huéspedes en recuperación.",
        },
        {
          name: "Apartamento con servicios en Phrom Phong o Sathorn",
          type: "Apartamento con servicios",
          why: "Cocina, lavadora y espacio para estancias largas de fertilidad o traumatología.",
        },
        {
          name: "Hotel a orillas del río para los últimos días",
          type: "Hotel",
          why: "Vistas tranquilas y acceso en barco para terminar el viaje con calma.",
        },
      ],
    },
    activities: {
      gentle: [
        "Paseos a primera hora en el parque Lumphini, con senderos a la sombra, un lago y los varanos que viven en él.",
        "Las pasarelas elevadas del parque forestal Benjakitti, junto a Asok.",
        "Un trayecto en el Chao Phraya Express o en un barco turístico, sentado a la sombra.",
        "La Casa de Jim Thompson, un tranquilo museo en una casa de teca con jardín tropical.",
        "Paseos frescos y llanos por centros comerciales con aire acondicionado como Siam Paragon, EmQuartier o ICONSIAM.",
      ],
      cultural: [
        "Wat Pho y el Buda Reclinado, grande pero casi todo llano; vaya temprano.",
        "El Gran Palacio, abarrotado y caluroso, así que mejor más adelante en su estancia, con hombros y rodillas cubiertos.",
        "Wat Arun, que se contempla mejor desde el río o desde la orilla de enfrente al atardecer.",
        "El Bangkok Art and Culture Centre, gratuito y con aire acondicionado.",
        "Una tarde en un mercado nocturno cuando se sienta cómodo entre la multitud.",
      ],
      food: [
        "Khao tom y jok (sopa de arroz y gachas de arroz), suaves y ligeros para el estómago.",
        "Tom kha gai, una sopa de pollo con coco; pídala «mai phet» (sin picante).",
        "Mango, papaya y otras frutas frescas, peladas delante de usted.",
        "Los patios de comidas de los centros comerciales, limpios, asequibles y con aire acondicionado.",
        "Mucha agua embotellada y agua de coco fresca.",
      ],
      avoid: [
        "Bañarse en la piscina del hotel hasta que su médico confirme que las heridas han cicatrizado.",
        "El masaje tailandés tradicional y los masajes de tejido profundo durante la recuperación, sobre todo cerca de las zonas tratadas.",
        "El sol del mediodía y el agotamiento por calor; descanse por la tarde.",
        "Los conductores de tuk-tuk o desconocidos que ofrecen excursiones baratas o dicen que un templo está cerrado.",
        "La comida callejera de puestos poco concurridos con higiene dudosa; elija puestos con mucha clientela donde cocinen al momento.",
        "El alcohol durante la cicatrización y mientras tome medicamentos recetados.",
      ],
    },
    practicalInfo: {
      weather:
        "En Bangkok hace calor todo el año. La estación fresca y seca (de noviembre a febrero) es la más agradable, con unos 25-32 °C. En la estación calurosa (de marzo a mayo) se alcanzan a menudo 35-38 °C. La estación de lluvias (de junio a octubre) trae fuertes aguaceros por la tarde y, de vez en cuando, calles inundadas. La calidad del aire puede ser mala más o menos de enero a marzo, así que consulte los niveles de PM2,5.",
      costs:
        "Un hotel de gama media cuesta unos 1.500-4.000 bahts por noche, y los apartamentos con servicios ofrecen buenas tarifas semanales. Un plato de comida callejera cuesta unos 60-100 bahts y una comida en un restaurante de centro comercial 200-500 bahts. Los viajes en BTS y MRT suelen costar bastante menos de 100 bahts, y un taxi de punta a punta del centro, a menudo 100-250 bahts.",
      apps: [
        "Grab",
        "Bolt",
        "LINE (lo usan muchos hospitales y clínicas)",
        "Google Maps",
        "Google Traductor",
        "Una aplicación de calidad del aire como AirVisual",
      ],
      safety:
        "Bangkok es en general segura, pero esté atento a los timos: desconocidos amables que dicen que un templo está cerrado, paseos en tuk-tuk que terminan en joyerías y taxis que se niegan a poner el taxímetro. Lleve los bolsos cerrados en los trenes llenos y en los mercados, y cruce las calles con cuidado, porque el tráfico no siempre se detiene en los pasos de peatones. Policía Turística: 1155. Emergencias médicas: 1669.",
    },
    checklist: [
      "Requisitos de entrada comprobados y la Thailand Digital Arrival Card rellenada",
      "Un presupuesto del hospital por escrito con honorarios médicos, habitación y medicamentos",
      "Grab o Bolt instalados y una SIM o eSIM tailandesa",
      "Ropa ligera y holgada, sombrero y protector solar",
      "Ropa discreta para los templos (hombros y rodillas cubiertos)",
      "Informes médicos y lista de medicamentos en inglés",
      "Para la FIV: calendario de medicación, recetas y una bolsa isotérmica",
      "Los datos de su seguro y el contacto del departamento de pacientes internacionales del hospital",
    ],
  },
  {
    slug: "phuket",
    countrySlug: "thailand",
    name: "Phuket",
    tagline: "Recuperación en una isla, con odontología y estética",
    intro:
      "Phuket es la mayor isla de Tailandia, una mezcla de animadas localidades de playa, bahías tranquilas, colinas boscosas y un casco antiguo con mucho carácter. Además del turismo, tiene un sector médico consolidado, con hospitales privados internacionales y clínicas dentales, estéticas y de bienestar acostumbradas a los visitantes extranjeros y a una gran comunidad de residentes extranjeros. Es un lugar precioso para recuperarse, siempre que resista durante un tiempo la tentación del mar, del sol fuerte y de alquilar una moto.",
    specialNote:
      "El mar de Andamán es tentador, pero se suele desaconsejar bañarse hasta que hayan cicatrizado las heridas y las zonas de tratamiento dental, y de mayo a octubre las corrientes de resaca hacen que muchas playas de la costa oeste sean peligrosas incluso para nadadores sanos: la bandera roja significa que está prohibido bañarse. Los accidentes de moto son uno de los mayores riesgos para los visitantes, así que use coches con conductor en lugar de alquilar una moto.",
    medicalInfo: {
      overview:
        "Phuket tiene hospitales privados internacionales en Phuket Town y Patong, además de numerosas clínicas dentales y de estética. Las coronas y carillas suelen poder completarse en un único viaje de una semana aproximadamente, mientras que los implantes suelen requerir una segunda visita tras la cicatrización. En cirugía estética, compruebe que la intervención se realiza en un entorno hospitalario y que el cirujano es un cirujano plástico cualificado.",
      specialties: [
        "Implantes dentales, coronas y carillas",
        "Cirugía estética",
        "Tratamientos estéticos y de la piel",
        "Programas de bienestar y chequeos médicos",
        "Rehabilitación",
      ],
      hospitals:
        "Entre los socios de CareAtlas aquí están Andaman Dental Phuket, para implantología y odontología estética, y Patong Aesthetic & Wellness Clinic, para tratamientos estéticos y programas de bienestar. Los hospitales privados internacionales más grandes de Phuket Town y Patong ofrecen hospitalización y urgencias, y el Vachira Phuket es el principal hospital público de la isla.",
    },
    travelInfo: {
      gettingThere:
        "El Aeropuerto Internacional de Phuket (HKT) está en el extremo norte de la isla. Tiene vuelos frecuentes desde Bangkok (aproximadamente 1 hora y 20 minutos) y vuelos internacionales directos desde Asia, Oriente Medio y Australia, con más rutas europeas en temporada alta.",
      gettingAround:
        "Phuket es más grande de lo que parece, y los trayectos entre playas llevan 20-60 minutos por carreteras con cuestas. El transporte público es limitado: el Phuket Smart Bus recorre la costa oeste hasta el aeropuerto, y los songthaews locales (camionetas compartidas) van a Phuket Town. Grab y Bolt funcionan en toda la isla, y los taxis suelen dar precios cerrados, así que acuerde la tarifa antes. La mayoría de las clínicas incluyen los traslados.",
      fromAirport:
        "Los taxis y minibuses oficiales del aeropuerto cobran tarifas fijas según el destino. Patong está a unos 45-60 minutos, Kata y Karon a una hora aproximadamente y Phuket Town a 40-50 minutos. El Smart Bus y los autobuses del aeropuerto son más baratos pero más lentos, y Grab y Bolt recogen en puntos señalizados. Si llega tarde por la noche, un traslado reservado con antelación es la opción más tranquila.",
    },
    accommodation: {
      overview:
        "Elija dónde alojarse según la ubicación de la clínica y lo que le apetezca. Patong queda a mano pero es ruidoso, Kata y Karon son más tranquilos, Phuket Town es práctico y tiene mucha cultura, y las playas del norte son apacibles pero quedan lejos de la mayoría de las clínicas. Busque sombra, ascensor o una habitación en la planta baja y un buen aire acondicionado.",
      bestDistricts: [
        {
          name: "Kata y Karon",
          why: "Localidades de playa relajadas al sur de Patong, con paseos llanos junto a la playa, buenos restaurantes y un ambiente más tranquilo.",
        },
        {
          name: "Patong",
          why: "Cerca de muchas clínicas y hospitales y con mucha oferta, pero con una vida nocturna ruidosa en torno a Bangla Road; elija un hotel alejado de ella.",
        },
        {
          name: "Phuket Town",
          why: "La verdadera ciudad de la isla, con casas-tienda chino-portuguesas, cafés, hospitales y buenos precios.",
        },
        {
          name: "Kamala y Bang Tao",
          why: "Bahías tranquilas con hoteles de playa, buenas para el final relajado de su estancia.",
        },
      ],
      recommendations: [
        {
          name: "Complejo tranquilo en Kata o Karon",
          type: "Complejo turístico",
          why: "Jardines y vistas al mar para la recuperación, a poca distancia en coche de las clínicas de Patong.",
        },
        {
          name: "Hotel boutique en Phuket Town",
          type: "Hotel boutique",
          why: "Calles llanas e interesantes, buena comida y los hospitales a mano.",
        },
        {
          name: "Apartamento con servicios en Patong, lejos de Bangla Road",
          type: "Apartamento con servicios",
          why: "A poca distancia a pie de las clínicas, con cocina para comidas blandas después de un tratamiento dental.",
        },
      ],
    },
    activities: {
      gentle: [
        "Pasee por las calles del casco antiguo, Thalang Road, Dibuk Road y Soi Romanee, en las horas más frescas.",
        "La puesta de sol en el cabo Promthep, con un mirador a pocos pasos del aparcamiento.",
        "El mirador de Karon, sobre las bahías de Kata Noi, Kata y Karon, accesible en coche.",
        "Un paseo llano a primera hora de la mañana por la playa de Karon, por encima de la orilla.",
        "Una tarde tranquila en un café de Phuket Town.",
      ],
      cultural: [
        "Wat Chalong, el templo budista más importante de Phuket.",
        "El Gran Buda en la colina de Nakkerd, accesible por carretera, con vistas panorámicas.",
        "El Museo Thai Hua en el casco antiguo, sobre el patrimonio chino de la isla y su historia minera del estaño.",
        "El santuario Jui Tui, centro del Festival Vegetariano que se celebra hacia septiembre u octubre.",
        "El mercado dominical Walking Street (Lard Yai) en el casco antiguo, cuando se sienta cómodo entre la multitud.",
      ],
      food: [
        "Desayunos de dim sum al estilo de Phuket en el casco antiguo.",
        "Mee hokkien (fideos al estilo de Phuket) y moo hong, panceta de cerdo guisada muy tierna.",
        "Khao tom (sopa de arroz), ligera para el estómago y fácil de comer después de un tratamiento dental.",
        "Agua de coco fresca y batidos de fruta.",
        "Los curris del sur de Tailandia están entre los más picantes del país, así que pida «mai phet» (sin picante) mientras se recupera.",
      ],
      avoid: [
        "Bañarse en el mar o en piscinas hasta que su médico o dentista le diga que ha cicatrizado.",
        "Las playas con bandera roja, sobre todo durante el monzón de mayo a octubre.",
        "Alquilar motos o motos de agua.",
        "Las excursiones en lancha rápida o en barco de cola larga a Phi Phi o a la bahía de Phang Nga en los primeros días: mar agitado y muchas horas al sol.",
        "La vida nocturna de Bangla Road y el alcohol durante la cicatrización.",
        "El masaje tailandés profundo cerca de las zonas tratadas y las quemaduras solares sobre piel o cicatrices en proceso de curación.",
      ],
    },
    practicalInfo: {
      weather:
        "En Phuket hace calor todo el año, unos 27-33 °C. La estación seca (de noviembre a abril) tiene el mar más tranquilo y es la temporada alta turística. El monzón del suroeste (de mayo a octubre) trae chubascos, mar agitado y corrientes de resaca más fuertes, pero también precios más bajos y menos gente.",
      costs:
        "Un hotel de gama media cuesta normalmente 1.500-4.500 bahts por noche, más de diciembre a febrero. Una comida local cuesta unos 80-150 bahts y una comida en un restaurante 300-800 bahts. Los taxis son caros en comparación con Bangkok: cuente con varios cientos de bahts para los trayectos entre playas.",
      apps: [
        "Grab",
        "Bolt",
        "LINE (lo usan muchas clínicas)",
        "Google Maps",
        "Google Traductor",
        "Una aplicación meteorológica con avisos de mar y tormentas",
      ],
      safety:
        "Phuket es en general segura, pero los accidentes de tráfico son frecuentes y el estado del mar puede ser peligroso. Guarde los objetos de valor en la caja fuerte del hotel, use transporte con licencia y tenga cuidado con el timo de los supuestos daños al alquilar motos de agua. Policía Turística: 1155. Emergencias médicas: 1669.",
    },
    checklist: [
      "Requisitos de entrada comprobados y la Thailand Digital Arrival Card rellenada",
      "Plan de tratamiento dental o de otro tipo, con las fechas de una posible segunda visita",
      "Traslado desde HKT organizado, sobre todo si llega tarde por la noche",
      "Protector solar, sombrero, gafas de sol y ropa holgada de algodón",
      "Un plan de comidas blandas después del tratamiento dental",
      "Grab o Bolt instalados y una SIM o eSIM tailandesa",
      "Los datos de su seguro y el contacto de urgencias de la clínica",
    ],
  },

  // ---------------------------------------------------------------- México
  {
    slug: "tijuana",
    countrySlug: "mexico",
    name: "Tijuana",
    tagline: "Atención especializada a minutos de San Diego",
    intro:
      "Tijuana está justo al otro lado de la frontera con San Diego, en uno de los pasos terrestres más transitados del mundo. Desde hace tiempo atrae a pacientes estadounidenses y canadienses para tratamientos dentales y cirugía bariátrica, con hospitales privados y clínicas concentrados en la Zona Río, a poca distancia en coche de la garita de San Ysidro. Muchos pacientes simplemente vuelan a San Diego, su clínica los recoge y cruzan en coche.",
    specialNote:
      "Planifique el cruce de regreso con tanto cuidado como su tratamiento. Las esperas en dirección norte en San Ysidro y Otay Mesa pueden superar las dos horas en horas punta, algo duro después de una cirugía. Pregunte a su clínica si puede ayudarle a usar un carril más rápido, como un pase de carril médico (medical lane) donde se ofrezca actualmente, y use SENTRI si lo tiene. Permanecer sentado mucho tiempo después de una cirugía conlleva riesgo de trombos, así que siga los consejos de su cirujano sobre moverse, beber agua y usar medias de compresión.",
    medicalInfo: {
      overview:
        "Tijuana concentra un gran número de hospitales privados y clínicas especializadas, y muchos médicos hablan inglés. Los hospitales y clínicas deberían contar con licencia de la COFEPRIS, y los cirujanos suelen estar certificados por el consejo de su especialidad en México. Los pacientes de cirugía bariátrica suelen hacerse pruebas a la llegada, pasar dos o tres noches en el hospital y acudir a una revisión antes de volver a casa.",
      specialties: [
        "Cirugía bariátrica (manga gástrica, bypass y revisiones)",
        "Implantes dentales, All-on-4 y coronas",
        "Carillas y odontología estética",
        "Cirugía estética",
        "Traumatología",
      ],
      hospitals:
        "Entre los socios de CareAtlas aquí están Tijuana Bariatric Institute, para cirugía de la obesidad, y Baja Dental Center, para implantes y odontología estética. La Zona Río tiene además varios hospitales privados grandes con unidades de cuidados intensivos, un respaldo útil para cualquier cirugía.",
    },
    travelInfo: {
      gettingThere:
        "La mayoría de los pacientes vuelan al Aeropuerto Internacional de San Diego (SAN), a unos 30 minutos en coche de la garita de San Ysidro, y las clínicas suelen recogerlos allí o en el lado estadounidense de la frontera. El Aeropuerto Internacional de Tijuana (TIJ) tiene vuelos desde todo México y se puede llegar a él desde San Diego por el puente Cross Border Xpress (CBX), abierto a pasajeros con billete de avión.",
      gettingAround:
        "Uber y DiDi se usan mucho y suelen ser la forma más sencilla de moverse; los taxis oficiales esperan en la frontera. Normalmente su clínica se encarga del transporte a las citas.",
      fromAirport:
        "Desde SAN, tome el traslado de la clínica o un coche hasta San Ysidro. En dirección sur puede cruzar a pie y que le recojan en el lado mexicano, o cruzar en coche; las esperas en dirección sur suelen ser cortas. Muestre su pasaporte en migración mexicana (INM) y pregunte si necesita la Forma Migratoria Múltiple (FMM) para su estancia. Al volver al norte, los ciudadanos estadounidenses necesitan pasaporte, tarjeta pasaporte u otro documento de viaje aceptado; el Ready Lane es para viajeros con tarjetas con RFID, y SENTRI para viajeros de confianza con aprobación previa. Los no ciudadanos estadounidenses deben comprobar sus requisitos de entrada a Estados Unidos antes de cruzar.",
    },
    accommodation: {
      overview:
        "La mayoría de los pacientes se alojan en la Zona Río, cerca de hospitales, centros comerciales y restaurantes, o en un hotel asociado a la clínica. Algunos prefieren dormir en San Diego y cruzar para las citas, pero cruzar a diario suma horas de espera, por lo que muchas clínicas recomiendan quedarse en Tijuana hasta tener el alta.",
      bestDistricts: [
        {
          name: "Zona Río",
          why: "El moderno distrito de negocios a lo largo del Paseo de los Héroes, con hospitales, clínicas, hoteles, centros comerciales y el centro cultural CECUT.",
        },
        {
          name: "Hipódromo y Chapultepec",
          why: "Zonas residenciales más tranquilas junto a la Zona Río, con buenos restaurantes.",
        },
        {
          name: "Playas de Tijuana",
          why: "Un barrio junto al mar con malecón y aire fresco del océano, a unos 20-25 minutos de las clínicas.",
        },
        {
          name: "Otay",
          why: "Cerca de la segunda garita y del aeropuerto, práctico para algunas clínicas.",
        },
      ],
      recommendations: [
        {
          name: "Hotel asociado a la clínica en la Zona Río",
          type: "Hotel (a menudo incluido en el paquete)",
          why: "Traslados a las citas y personal acostumbrado a huéspedes que se recuperan de una cirugía.",
        },
        {
          name: "Hotel de negocios cerca del Paseo de los Héroes",
          type: "Hotel",
          why: "A poca distancia a pie de hospitales, farmacias y centros comerciales.",
        },
        {
          name: "Apartamento en Chapultepec",
          type: "Apartamento",
          why: "Tranquilo y amplio para acompañantes y estancias dentales largas.",
        },
      ],
    },
    activities: {
      gentle: [
        "Paseos cortos y frecuentes alrededor del hotel, que se suelen recomendar a los pacientes de cirugía bariátrica para favorecer la circulación.",
        "El malecón de Playas de Tijuana, llano, con vistas al mar y el muro fronterizo adentrándose en el Pacífico.",
        "Los jardines y exposiciones del CECUT en la Zona Río.",
        "Un paseo sin prisas y con aire acondicionado por el centro comercial Plaza Río.",
      ],
      cultural: [
        "El CECUT (Centro Cultural Tijuana), con el Museo de las Californias y su emblemático cine de cúpula.",
        "La Avenida Revolución, la histórica calle turística, mejor de día.",
        "El Pasaje Rodríguez, un pasaje revitalizado con galerías y cafés junto a la avenida Revolución.",
        "La Catedral de Nuestra Señora de Guadalupe, en el centro.",
      ],
      food: [
        "Siga primero la dieta por fases de su clínica: los pacientes de cirugía bariátrica suelen empezar con líquidos claros y después purés durante varias semanas, así que los tacos pueden esperar.",
        "Para los acompañantes, y para usted cuando tenga el alta: tacos de adobada y tacos de pescado estilo Baja.",
        "La ensalada César se inventó en Tijuana, en el Caesar's de la Avenida Revolución.",
        "Opciones blandas después de un tratamiento dental, como caldo de pollo y guacamole.",
        "Parques de food trucks en la Zona Río, como el Telefónica Gastro Park, para una tarde tranquila.",
      ],
      avoid: [
        "El alcohol, sobre todo después de una cirugía bariátrica, cuando se absorbe mucho más rápido y se suele desaconsejar durante meses.",
        "Las bebidas con gas y las raciones grandes después de una cirugía bariátrica, como le explicará su programa.",
        "La comida callejera de higiene dudosa durante la recuperación; elija restaurantes concurridos y con trayectoria.",
        "El agua del grifo: beba agua embotellada o purificada, también para lavarse los dientes después de un tratamiento dental.",
        "Los trayectos largos en coche o los vuelos de regreso antes de que su cirujano le dé el alta.",
        "Caminar por zonas que no conoce después del anochecer.",
      ],
    },
    practicalInfo: {
      weather:
        "Tijuana tiene un clima suave de tipo mediterráneo: veranos cálidos y secos de unos 25-28 °C e inviernos suaves de unos 18-20 °C durante el día, con noches frescas. A finales de primavera y principios de verano las mañanas suelen estar nubladas («June gloom»), y la mayor parte de la lluvia cae entre noviembre y marzo.",
      costs:
        "Un hotel de gama media cuesta aproximadamente 60-130 dólares estadounidenses por noche. Un taco cuesta unos 1,50-3 dólares y una comida informal en un restaurante 8-20 dólares. Los viajes en Uber dentro de la ciudad suelen costar 4-10 dólares. Los dólares se aceptan ampliamente, aunque con pesos o tarjeta suele obtenerse mejor cambio.",
      apps: [
        "Uber",
        "DiDi",
        "WhatsApp (lo usan casi todas las clínicas)",
        "CBP Border Wait Times",
        "Google Maps",
        "Google Traductor",
      ],
      safety:
        "Los índices de delincuencia son altos en algunas zonas de Tijuana, aunque la mayor parte de la violencia está relacionada con conflictos locales y rara vez afecta a los visitantes en las zonas de clínicas. Quédese en la Zona Río, Hipódromo o Playas, use Uber, DiDi o el conductor de su clínica en lugar de taxis de la calle, evite caminar de noche y no deje a la vista los objetos de valor. Lea las recomendaciones de viaje más recientes de su gobierno para Baja California. El número de emergencias es el 911.",
    },
    checklist: [
      "Pasaporte u otro documento aceptado para volver a Estados Unidos; los no ciudadanos estadounidenses deben comprobar las normas de ESTA o de visado",
      "Forma Migratoria Múltiple (FMM), si la requiere su estancia",
      "Traslado desde San Diego y cruce de la frontera organizados con su clínica",
      "Plan de dieta bariátrica, batidos de proteínas y vitaminas según indique su programa",
      "Medias de compresión, si se las recomiendan, y un plan para moverse con regularidad",
      "Un plan de seguimiento con su médico en casa",
      "Los datos de su seguro y el número de su clínica disponible las 24 horas",
    ],
  },
  {
    slug: "cancun",
    countrySlug: "mexico",
    name: "Cancún",
    tagline: "Estética y fertilidad en el Caribe",
    intro:
      "Cancún es la mayor ciudad turística de México, con una larga Zona Hotelera sobre una franja de tierra entre el Caribe y la laguna Nichupté, y un centro animado donde vive y trabaja la mayoría de la población local. Sus modernos hospitales y clínicas privados atienden a turistas, residentes y a un número creciente de viajeros médicos, sobre todo para cirugía estética y tratamientos de fertilidad. Con vuelos directos desde toda Norteamérica y Europa, es un viaje fácil y un lugar tranquilo para descansar cuando su médico le diga que ya puede disfrutar de las vistas.",
    specialNote:
      "Las playas son el gran atractivo de Cancún, pero después de una cirugía se suelen desaconsejar durante varias semanas el baño, el sol fuerte y los días largos fuera del hotel. Elija un hotel con sombra y vistas en lugar de uno con piscina de fiesta. La temporada de huracanes va de junio a noviembre y es más activa de agosto a octubre; si su tratamiento cae en esas fechas, reserve vuelos flexibles y siga los avisos locales.",
    medicalInfo: {
      overview:
        "Los hospitales privados y clínicas especializadas de Cancún están sobre todo en el centro, a lo largo de avenidas principales como Bonampak, Tulum y Kabah, y algunos cerca de la Zona Hotelera. Muchos médicos hablan inglés, y algunas clínicas tienen coordinadores para pacientes de Estados Unidos, Canadá y Europa. Compruebe la licencia de la COFEPRIS, la certificación del cirujano por el consejo de su especialidad y si su intervención se realizará en un hospital donde pueda quedar ingresado por la noche.",
      specialties: [
        "Cirugía estética (mama, remodelación corporal e intervenciones faciales)",
        "FIV y tratamientos de fertilidad",
        "Implantes dentales y carillas",
        "Cirugía bariátrica",
        "Chequeos médicos",
      ],
      hospitals:
        "Entre los socios de CareAtlas aquí están Riviera Cosmetic Surgery, para intervenciones estéticas, y Caribbean Fertility Center, para FIV y tratamientos de fertilidad. Varios hospitales privados con urgencias y cuidados intensivos atienden a la ciudad y a sus visitantes.",
    },
    travelInfo: {
      gettingThere:
        "El Aeropuerto Internacional de Cancún (CUN) es uno de los más transitados de América Latina, con vuelos directos desde la mayoría de las grandes ciudades de Estados Unidos y Canadá y desde el Reino Unido, España, Alemania y otros países de Europa. Está a unos 20 km al sur del centro y a 15-25 minutos de la Zona Hotelera.",
      gettingAround:
        "Los autobuses urbanos R-1 y R-2 recorren toda la Zona Hotelera y llegan al centro por una tarifa fija baja. Hay muchos taxis, pero no usan taxímetro, así que acuerde el precio antes de subir; en la Zona Hotelera las tarifas son más altas. Uber funciona en Cancún, aunque puede tener restricciones en el aeropuerto y en algunos hoteles. Los autobuses ADO unen Cancún con Playa del Carmen y Tulum, y el Tren Maya tiene una estación cerca del aeropuerto.",
      fromAirport:
        "La mayoría de los paquetes de las clínicas incluyen un traslado privado, que es la opción más tranquila. Los autobuses ADO van de las terminales del aeropuerto a la estación de ADO del centro de Cancún en unos 30 minutos y continúan hasta Playa del Carmen; son cómodos y económicos. Hay lanzaderas con reserva previa a la Zona Hotelera. Pase de largo ante los vendedores de tiempo compartido y los «mostradores de transporte» no oficiales de la terminal; su conductor le esperará fuera con un cartel.",
    },
    accommodation: {
      overview:
        "La Zona Hotelera tiene complejos de playa de todas las categorías, mientras que el centro es más barato, está más cerca de la mayoría de las clínicas y es más local. Muchos pacientes pasan los primeros días en el centro, cerca de su clínica, y se trasladan a un hotel tranquilo de la Zona Hotelera o de Puerto Cancún cuando tienen el alta.",
      bestDistricts: [
        {
          name: "Centro",
          why: "Cerca de hospitales y clínicas, restaurantes locales y la estación de ADO; buena relación calidad-precio y práctico.",
        },
        {
          name: "Zona Hotelera",
          why: "La famosa franja de playa, con atardeceres sobre la laguna y vistas al mar; el tramo sur es más tranquilo que la zona de ocio nocturno de Punta Cancún.",
        },
        {
          name: "Puerto Cancún",
          why: "Una zona moderna y tranquila entre el centro y la Zona Hotelera, con marina, centro comercial y hoteles más nuevos.",
        },
        {
          name: "Malecón Tajamar",
          why: "Una zona residencial junto al paseo a orillas de la laguna, cerca de las clínicas del centro.",
        },
      ],
      recommendations: [
        {
          name: "Hotel de negocios en el centro",
          type: "Hotel",
          why: "Trayectos cortos a las citas y fácil acceso a farmacias y supermercados.",
        },
        {
          name: "Complejo tranquilo solo para adultos en la Zona Hotelera",
          type: "Complejo turístico",
          why: "Vistas al mar y terrazas a la sombra cuando su cirujano le dé el visto bueno, lejos de las zonas de fiesta.",
        },
        {
          name: "Apartamento en Puerto Cancún",
          type: "Apartamento",
          why: "Cocina y espacio para estancias largas de fertilidad en una zona tranquila y moderna.",
        },
      ],
    },
    activities: {
      gentle: [
        "El Malecón Tajamar, un paseo llano a orillas de la laguna entre el centro y Puerto Cancún.",
        "El Parque de las Palapas, la plaza principal del centro, animada y familiar por la noche.",
        "La puesta de sol sobre la laguna Nichupté desde un restaurante a su orilla.",
        "Paseos tranquilos y con aire acondicionado por centros comerciales como La Isla o Puerto Cancún.",
        "Los senderos a la sombra alrededor de las ruinas de San Miguelito, junto al Museo Maya.",
      ],
      cultural: [
        "El Museo Maya de Cancún, con el sitio arqueológico de San Miguelito en sus terrenos.",
        "Las pequeñas ruinas de El Rey, en el sur de la Zona Hotelera.",
        "El Mercado 28, para artesanía y recuerdos; regatee con educación.",
        "Isla Mujeres en ferri de pasajeros, mejor cuando tenga el alta para el sol y los paseos en barco.",
        "Chichén Itzá es una excursión larga de unas 2,5-3 horas por carretera en cada sentido; normalmente es mejor dejarla para otra visita.",
      ],
      food: [
        "Sopa de lima, una sopa yucateca ligera de pollo y lima.",
        "Cochinita pibil, cerdo cocinado lentamente con achiote, y otras especialidades yucatecas.",
        "Pescado fresco, a la plancha y no crudo mientras se recupera.",
        "Tacos al pastor de taquerías concurridas del centro.",
        "Aguas frescas preparadas con agua purificada.",
      ],
      avoid: [
        "Bañarse en el mar, en piscinas, en cenotes o en jacuzzis hasta tener el alta.",
        "El sol sobre cicatrices recientes y los días largos de playa.",
        "El esnórquel, el buceo y las excursiones en barco durante las primeras semanas.",
        "El alcohol del todo incluido durante la cicatrización y mientras tome medicación.",
        "El agua del grifo; beba agua embotellada o purificada.",
        "Las presentaciones de tiempo compartido y los vendedores insistentes.",
      ],
    },
    practicalInfo: {
      weather:
        "En Cancún hace calor todo el año. De diciembre a abril el tiempo es seco y soleado, con unos 26-29 °C. De mayo a octubre hace más calor y humedad, con chubascos por la tarde, y la temporada de huracanes va de junio a noviembre. El sargazo puede afectar a las playas en primavera y verano.",
      costs:
        "Los hoteles del centro cuestan a menudo 50-110 dólares estadounidenses por noche, y los complejos de la Zona Hotelera 150-350 dólares o más. Un taco cuesta unos 1,50-3 dólares y una comida en un restaurante del centro 10-20 dólares; los restaurantes de la Zona Hotelera son bastante más caros. Los autobuses urbanos tienen una tarifa fija baja, y los taxis dentro de la Zona Hotelera cuestan a menudo 10-25 dólares.",
      apps: [
        "Uber",
        "ADO (billetes de autobús)",
        "WhatsApp (lo usan la mayoría de las clínicas)",
        "Google Maps",
        "Google Traductor",
        "Una aplicación meteorológica con alertas de huracán",
      ],
      safety:
        "La Zona Hotelera y las principales áreas turísticas son en general seguras, con una presencia policial visible, aunque se han producido incidentes relacionados con el crimen organizado. No compre nunca drogas, permanezca en zonas bien iluminadas por la noche, use taxis reservados por el hotel o transporte oficial y guarde los objetos de valor en la caja fuerte. Respete las banderas de los socorristas en la playa. El número de emergencias es el 911.",
    },
    checklist: [
      "Pasaporte y documentos para el viaje de vuelta comprobados",
      "Traslado privado desde CUN organizado",
      "Certificación del cirujano y datos del hospital confirmados por escrito",
      "Prendas de compresión, si se las recomiendan, y ropa ligera y holgada",
      "Protector solar, sombrero y gafas de sol",
      "Vuelos flexibles, sobre todo en temporada de huracanes",
      "Un seguro que cubra tratamientos en el extranjero e incidencias del viaje",
      "Un plan de seguimiento con su médico en casa",
    ],
  },
];
