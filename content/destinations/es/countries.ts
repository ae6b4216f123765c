import type { CountryGuide } from "../types";

/**
 * Guías de país para /es/destinations/{country}: la versión en español de ../countries.ts
 * (mismos slugs, mismas listas). Solo texto plano. Las cifras son estimaciones redondeadas y
 * muy citadas, no garantías; los precios cambian y los rangos son orientativos.
 */
export const COUNTRY_GUIDES: CountryGuide[] = [
  {
    slug: "turkey",
    name: "Turquía",
    flag: "🇹🇷",
    heroTitle: "Turquía: clínicas con experiencia, vuelos cortos y una cálida acogida",
    intro: [
      "Turquía se ha convertido en uno de los destinos más concurridos del mundo para tratarse en el extranjero, sobre todo para trasplantes capilares, tratamientos dentales, cirugía estética, cirugía ocular y fecundación in vitro (FIV). Estambul, Antalya, Esmirna y Bursa cuentan con modernos hospitales privados y clínicas especializadas que atienden a pacientes internacionales a diario, con coordinadores que organizan los traslados desde el aeropuerto, el hotel y los intérpretes dentro de un paquete.",
      "Para los pacientes que viajan desde Europa, Oriente Medio y el Reino Unido, los vuelos son cortos y frecuentes, y los precios suelen ser entre un 60 y un 80 % más bajos que los de la sanidad privada en su país. Aun así, la calidad varía de una clínica a otra, por lo que conviene comparar con atención: compruebe quién realizará realmente su intervención, qué incluye el precio y cómo se organizarán los cuidados posteriores una vez que esté de vuelta en casa.",
    ],
    medicalInfo: {
      specialties: [
        "Trasplante capilar y de barba (FUE y DHI)",
        "Implantes dentales, coronas y carillas",
        "Cirugía estética (rinoplastia, liposucción, abdominoplastia, cirugía de mama)",
        "Cirugía ocular (LASIK y otras correcciones láser, cirugía de cataratas)",
        "FIV y tratamientos de fertilidad",
        "Cirugía bariátrica (para perder peso)",
        "Chequeos médicos y traumatología",
      ],
      patientsPerYear:
        "Bastante más de 1 millón de turistas de salud internacionales al año (estimaciones oficiales)",
      averageSavings: "60-80 %",
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
      languages: ["Turco", "Inglés", "Alemán", "Árabe", "Ruso"],
      paymentOptions: [
        "Depósito con tarjeta o por transferencia bancaria para confirmar la fecha",
        "Saldo restante con tarjeta, por transferencia o en efectivo a la llegada (a menudo presupuestado en euros, libras o dólares estadounidenses)",
        "Algunos hospitales aceptan seguros internacionales para los tratamientos cubiertos; consúltelo con antelación",
      ],
      careExpectation:
        "La mayoría de los paquetes siguen un ritmo parecido: recogida en el aeropuerto, consulta presencial y pruebas, el tratamiento y después una o varias revisiones antes del vuelo de regreso. Un trasplante capilar suele requerir de dos a cuatro días en la ciudad, los implantes dentales a menudo necesitan dos viajes separados por varios meses, y tras una cirugía estética suelen pasar de siete a catorce días hasta que su cirujano le dé el visto bueno para volar. Pida un plan de tratamiento por escrito y una organización clara de los cuidados posteriores antes de pagar el depósito.",
      safety:
        "El Ministerio de Salud de Turquía concede licencias a hospitales y clínicas y expide una autorización específica a los centros que atienden a pacientes internacionales; es razonable pedir que se la muestren. Muchos hospitales grandes cuentan además con la acreditación JCI. Confirme que las partes clave de su intervención las realiza un médico con licencia y no solo un técnico, y desconfíe de los precios muy por debajo del mercado.",
    },
    travelInfo: {
      airports: [
        "Aeropuerto de Estambul (IST)",
        "Estambul Sabiha Gökçen (SAW)",
        "Antalya (AYT)",
        "Esmirna Adnan Menderes (ADB)",
        "Bursa Yenişehir (YEI), con muy pocos vuelos",
      ],
      directFlights:
        "Turkish Airlines, Pegasus y numerosas aerolíneas europeas y del Golfo vuelan directamente a Estambul desde toda Europa, Oriente Medio, Norteamérica y Asia. Antalya y Esmirna tienen vuelos directos desde gran parte de Europa, sobre todo en verano; si no, se hace escala en Estambul. La mayoría de los pacientes que van a Bursa vuelan a Estambul y continúan por carretera o en ferri.",
      bestNeighborhoods: [
        "Şişli y Nişantaşı (Estambul)",
        "Ataşehir y Kadıköy (Estambul, lado asiático)",
        "Lara y Konyaaltı (Antalya)",
        "Alsancak (Esmirna)",
        "Nilüfer (Bursa)",
      ],
      transport:
        "En Estambul, la tarjeta Istanbulkart sirve para el metro, el tranvía, los trenes Marmaray, los autobuses y los ferris. Los taxis llevan taxímetro; reservar a través de BiTaksi o Uber (que asigna taxis con licencia) evita discusiones sobre el recorrido o la tarifa. Las demás ciudades tienen sus propias tarjetas de transporte, y la mayoría de los paquetes de tratamiento incluyen traslados privados entre el hotel y la clínica.",
      culture:
        "La hospitalidad turca es generosa y la gente suele ser paciente con los visitantes. Vista con discreción al visitar mezquitas (hombros y rodillas cubiertos; las mujeres deben llevar un pañuelo) y quítese los zapatos en la entrada. En los restaurantes es habitual dejar alrededor de un 10 % de propina. Las fechas del Ramadán cambian cada año; durante ese mes muchos restaurantes siguen abiertos, pero en las zonas conservadoras es de buena educación no comer a la vista de todos.",
      currency:
        "Lira turca (TRY). Los precios en liras suben con frecuencia, por eso muchas clínicas y hoteles presupuestan en euros, libras o dólares estadounidenses. Las tarjetas se aceptan en casi todas partes; lleve algunas liras para tiendas pequeñas, taxis y propinas.",
      costs:
        "Un hotel de gama media suele costar entre 60 y 150 euros por noche en las grandes ciudades (más en el centro de Estambul en temporada alta). Una comida sencilla en un restaurante ronda a menudo los 8-15 euros, y el transporte público es barato.",
      safety:
        "Las principales ciudades de Turquía son, en general, seguras para los visitantes. Tenga cuidado con los carteristas en las zonas concurridas, desconfíe de los desconocidos demasiado amables que le proponen ir a un bar o a una tienda y utilice taxis registrados. El número de emergencias es el 112. Consulte las recomendaciones de viaje de su propio gobierno antes de reservar, ya que abarcan regiones a las que normalmente no se viaja para recibir tratamiento.",
      visa: "Muchas nacionalidades, entre ellas los titulares de pasaporte británico y de la mayoría de los países de la UE, pueden viajar actualmente sin visado para estancias cortas; otras deben solicitar un visado electrónico (e-Visa) en línea antes del viaje. Las normas cambian y dependen de su nacionalidad y de la duración de la estancia, así que consulte la web oficial de visados electrónicos del Gobierno turco (evisa.gov.tr) y el consulado turco más cercano antes de reservar.",
    },
    accommodation: {
      description:
        "La mayoría de los paquetes incluyen un hotel cerca de la clínica, normalmente un cómodo hotel de negocios de cuatro o cinco estrellas elegido por la facilidad de los traslados. Si organiza el alojamiento por su cuenta, alójese cerca de la clínica, elija una habitación con ascensor y un aire acondicionado fiable, y prefiera una zona tranquila a una calle de ocio nocturno.",
      options: [
        {
          name: "Hotel asociado a la clínica",
          description:
            "Hoteles de negocios que la clínica utiliza para los pacientes con paquete, con traslados a las citas incluidos y personal acostumbrado a huéspedes que acaban de recibir un tratamiento.",
          priceRange: "Normalmente incluido en el paquete",
        },
        {
          name: "Apartamento con servicios",
          description:
            "Práctico para estancias más largas, como un tratamiento dental o la recuperación de una cirugía estética, y si viaja con un acompañante que cocine y le ayude.",
          priceRange: "Unos 50-120 euros por noche",
        },
        {
          name: "Hotel tranquilo en la costa (Antalya y alrededores)",
          description:
            "Jardines tranquilos y terrazas a la sombra para descansar cuando su cirujano le permita salir de la ciudad. Busque la sombra en lugar de tomar el sol.",
          priceRange: "Unos 80-250 euros por noche",
        },
      ],
    },
    activities: {
      relaxation: [
        "Un paseo tranquilo por el Bósforo en un ferri público, sentado dentro o a la sombra",
        "Un té en un café con jardín sombreado o en un parque tranquilo",
        "Visitas sin prisas a museos con ascensor y lugares para sentarse",
        "Un paseo tranquilo por el paseo marítimo en las horas más frescas",
      ],
      avoid: [
        "Hammams, saunas y baños de vapor, que suelen desaconsejarse durante varias semanas después de un trasplante capilar o una cirugía",
        "Bañarse en el mar o en piscinas hasta que su médico confirme que las heridas han cicatrizado",
        "El sol directo sobre las zonas tratadas, sobre todo el cuero cabelludo y la cara",
        "El alcohol y el tabaco durante la recuperación, ya que pueden retrasar la cicatrización",
        "Largas caminatas por calles empinadas o adoquinadas en los primeros días",
        "Volar a casa antes de que su cirujano le haya dado el alta para viajar",
      ],
      walkingAreas: [
        "Parque de Gülhane y plaza de Sultanahmet (Estambul)",
        "Paseo marítimo de Moda (Estambul)",
        "Parque Karaalioğlu y paseo de Konyaaltı (Antalya)",
        "Paseo marítimo del Kordon (Esmirna)",
        "Botanik Park y Kültürpark (Bursa)",
      ],
    },
    checklist: [
      "Pasaporte con al menos seis meses de validez y visado o e-Visa confirmado para su nacionalidad",
      "Plan de tratamiento y presupuesto por escrito, con lo que incluye y lo que no",
      "Nombre y número de registro profesional del médico que realizará su intervención",
      "Informes médicos recientes, lista de medicamentos y los resultados de pruebas que le haya pedido la clínica",
      "Seguro de viaje que cubra tratamientos en el extranjero o una póliza que cubra las complicaciones",
      "Ropa holgada que se abroche por delante y, para un trasplante capilar, un sombrero amplio",
      "Suficiente medicación habitual para todo el viaje y unos días más",
      "Vuelo de vuelta reservado con cierta flexibilidad por si su cirujano quiere que se quede más tiempo",
      "El teléfono del coordinador de la clínica guardado en WhatsApp",
      "Un plan de seguimiento en casa con su propio médico o dentista",
    ],
    cities: [
      {
        name: "Estambul",
        slug: "istanbul",
        tagline: "La capital médica de Turquía, a caballo entre dos continentes",
        description:
          "La mayor oferta de hospitales y clínicas especializadas de Turquía, sobre todo en trasplantes capilares y cirugía estética, con vuelos directos desde casi cualquier lugar.",
      },
      {
        name: "Antalya",
        slug: "antalya",
        tagline: "Tratamiento y recuperación en la Costa Turquesa",
        description:
          "Una ciudad mediterránea tranquila, conocida por la odontología y la oftalmología, con paseos marítimos y hoteles de playa para una recuperación serena.",
      },
      {
        name: "Esmirna",
        slug: "izmir",
        tagline: "La calma del Egeo con medicina de nivel universitario",
        description:
          "La tercera ciudad de Turquía, con buenos centros de fertilidad y hospitales, un paseo marítimo relajado y un clima suave.",
      },
      {
        name: "Bursa",
        slug: "bursa",
        tagline: "Bursa la verde, una alternativa más tranquila cerca de Estambul",
        description:
          "Una ciudad histórica y llena de verde a los pies del monte Uludağ, con clínicas modernas en Nilüfer, precios más bajos y un traslado corto desde Estambul.",
      },
    ],
  },
  {
    slug: "south-korea",
    name: "Corea del Sur",
    flag: "🇰🇷",
    heroTitle: "Corea del Sur: tecnología avanzada y una atención meticulosa",
    intro: [
      "Corea del Sur es conocida por sus clínicas muy especializadas, su equipamiento moderno y su cuidado por el detalle, en especial en cirugía estética, dermatología, cirugía ocular y chequeos médicos completos. Seúl es el centro de todo: solo en la zona de Gangnam hay cientos de clínicas, muchas con equipos para pacientes internacionales e intérpretes.",
      "Los precios suelen estar entre un 40 y un 60 % por debajo de la sanidad privada en Estados Unidos, Australia y buena parte de Europa. Corea cuenta además con un sistema de registro estatal para los centros que atienden a pacientes extranjeros, un entorno muy seguro y un transporte público excelente, lo que hace que el lado práctico de un viaje médico resulte especialmente sencillo.",
    ],
    medicalInfo: {
      specialties: [
        "Cirugía estética (párpados, nariz y contorno facial)",
        "Dermatología y tratamientos de la piel",
        "Cirugía ocular (LASIK, LASEK, SMILE e intervenciones de cristalino)",
        "Chequeos médicos completos",
        "Odontología",
        "Detección precoz del cáncer y atención hospitalaria especializada",
      ],
      patientsPerYear: "Más de 1 millón de pacientes extranjeros en 2024 (cifras oficiales)",
      averageSavings: "40-60 %",
      popularClinics: ["Gangnam Beauty Plastic Surgery", "Seoul Vision Eye Clinic"],
      languages: ["Coreano", "Inglés", "Chino", "Japonés", "Ruso"],
      paymentOptions: [
        "Tarjetas de crédito y débito internacionales (aceptadas prácticamente en todas partes)",
        "Depósito por transferencia bancaria o con tarjeta para reservar la fecha de la cirugía",
        "Efectivo en wones coreanos",
      ],
      careExpectation:
        "Las citas son puntuales y las clínicas están muy bien organizadas. Cuente con una consulta con pruebas de imagen o análisis, la cirugía o el tratamiento y varias revisiones breves. Muchas intervenciones estéticas requieren de siete a catorce días en Seúl hasta que se retiran los puntos y su cirujano le autoriza a volar; la cirugía ocular suele requerir unos pocos días. Las consultas pueden ser rápidas, así que apunte sus preguntas y pida un intérprete si lo necesita.",
      safety:
        "Corea exige que los centros que se anuncian a pacientes extranjeros se registren ante el Gobierno, y los pacientes extranjeros pueden pedir ayuda a los servicios oficiales de información de Medical Korea y a la agencia coreana de mediación en conflictos médicos si surge algún problema. Compruebe que su cirujano es especialista certificado en el área correspondiente y quién estará en el quirófano, ya que en el pasado se ha expresado preocupación por el uso de cirujanos sustitutos.",
    },
    travelInfo: {
      airports: [
        "Aeropuerto Internacional de Incheon (ICN)",
        "Aeropuerto Internacional de Gimpo (GMP)",
      ],
      directFlights:
        "Incheon es un gran nudo aéreo asiático con vuelos directos desde Europa, Norteamérica, Australia, Oriente Medio y toda Asia, con Korean Air y Asiana a la cabeza junto a muchas aerolíneas internacionales. Gimpo atiende sobre todo vuelos nacionales y rutas cortas a Japón, China y Taiwán.",
      bestNeighborhoods: [
        "Gangnam y Sinsa-dong",
        "Apgujeong y Cheongdam",
        "Myeongdong",
        "Jongno e Insadong",
        "Jamsil",
      ],
      transport:
        "El metro de Seúl es limpio, puntual y está señalizado en inglés. Compre una tarjeta T-money en una tienda de conveniencia y úsela en el metro, los autobuses y muchos taxis. Los taxis son asequibles; Kakao T y Uber permiten pedirlos, y Naver Map o KakaoMap son mucho más fiables que Google Maps para orientarse en Corea.",
      culture:
        "La cortesía y la puntualidad son importantes. Una pequeña reverencia es un saludo habitual, en las casas y en algunos restaurantes hay que descalzarse, y no se espera propina. Sirva la bebida a los demás y no a usted mismo. La gente puede parecer reservada, pero el personal suele ser muy servicial con los visitantes.",
      currency:
        "Won surcoreano (KRW). Las tarjetas se aceptan casi en todas partes, también en los taxis; algunos puestos pequeños de mercado prefieren efectivo.",
      costs:
        "Un hotel de gama media suele costar entre 120.000 y 250.000 wones por noche (unos 90-180 dólares estadounidenses). Una comida informal cuesta normalmente 10.000-15.000 wones, y un viaje en metro, desde unos 1.500 wones.",
      safety:
        "Seúl es una de las grandes ciudades más seguras del mundo, con muy poca delincuencia callejera. Los números de emergencia son el 112 (policía) y el 119 (ambulancia y bomberos); la línea de ayuda al viajero 1330 Korea Travel Hotline atiende en inglés y otros idiomas. En primavera, el polvo fino puede empeorar la calidad del aire; consulte una aplicación de calidad del aire.",
      visa: "Muchas nacionalidades pueden viajar sin visado para estancias cortas, aunque pueden necesitar la autorización electrónica de viaje K-ETA, de la que algunos países están exentos temporalmente. Corea ofrece además un visado para tratamiento médico para estancias más largas. Los requisitos cambian, así que consulte la web oficial de la K-ETA (k-eta.go.kr) y la embajada de Corea en su país según su nacionalidad.",
    },
    accommodation: {
      description:
        "La mayoría de los pacientes se alojan a poca distancia a pie o en taxi de su clínica en Gangnam. Los hoteles coreanos son pequeños pero impecables; las residencias con servicios y cocina pequeña son muy solicitadas para estancias de una semana o más, y algunas clínicas trabajan con hoteles de recuperación con enfermería disponible.",
      options: [
        {
          name: "Hotel de negocios en Gangnam",
          description:
            "Cerca de las clínicas de estética y oftalmología en torno a Sinsa-dong, Apgujeong y la estación de Gangnam.",
          priceRange: "Unos 120.000-250.000 wones por noche",
        },
        {
          name: "Residencia con servicios",
          description:
            "Habitaciones tipo apartamento con cocina pequeña y lavadora, ideales para una recuperación de una o dos semanas.",
          priceRange: "Unos 100.000-200.000 wones por noche",
        },
        {
          name: "Hotel de recuperación",
          description:
            "Hoteles que colaboran con clínicas de estética y ofrecen habitaciones tranquilas, comidas blandas y, a veces, visitas de enfermería. Pregunte a su clínica qué opciones hay.",
          priceRange: "Variable; a veces incluido en los paquetes",
        },
      ],
    },
    activities: {
      relaxation: [
        "Cafés tranquilos en Sinsa-dong y Seochon",
        "La Starfield Library del COEX, un espacio interior tranquilo con asientos",
        "Los jardines de los palacios entre semana por la mañana",
        "Un paseo tranquilo por un parque a orillas del río Han al atardecer",
      ],
      avoid: [
        "Los jjimjilbang (baños coreanos) y las saunas durante la recuperación",
        "Las excursiones exigentes, como la del Bukhansan o los senderos empinados que suben al Namsan",
        "El alcohol, incluido el soju, durante la cicatrización",
        "Frotarse los ojos o nadar después de una cirugía ocular",
        "La comida muy picante o salada si tiene la cara inflamada, ya que puede hacer que la hinchazón se note más",
        "Volar antes de que su cirujano le haya dado el alta para viajar",
      ],
      walkingAreas: [
        "El arroyo Cheonggyecheon",
        "Seoul Forest",
        "El parque Banpo a orillas del río Han",
        "El camino del muro de piedra de Deoksugung",
        "El recinto del templo Bongeunsa",
      ],
    },
    checklist: [
      "Pasaporte y K-ETA o visado confirmados para su nacionalidad",
      "Nombre del cirujano y su certificación de especialista confirmados por escrito",
      "Historia clínica, lista de medicamentos y las pruebas de imagen que le pidan",
      "Seguro de viaje o de complicaciones que cubra tratamientos en el extranjero",
      "Tarjeta T-money y Naver Map o KakaoMap instalados",
      "Mascarilla y gafas de sol contra el polvo y el sol, y para tener más privacidad tras una intervención facial",
      "Ropa holgada que se abroche por delante",
      "Fecha de regreso flexible por si los puntos se retiran más tarde de lo previsto",
      "Un plan de cuidados posteriores en casa y copias de todos los informes en inglés",
    ],
    cities: [
      {
        name: "Seúl",
        slug: "seoul",
        tagline: "Medicina de precisión en una capital moderna y segura",
        description:
          "El corazón del turismo médico en Corea, con clínicas especializadas en estética, piel y ojos en Gangnam y grandes hospitales universitarios por toda la ciudad.",
      },
    ],
  },
  {
    slug: "thailand",
    name: "Tailandia",
    flag: "🇹🇭",
    heroTitle: "Tailandia: hospitales internacionales y una recuperación reparadora",
    intro: [
      "Tailandia recibe pacientes internacionales desde hace décadas, y sus principales hospitales privados se parecen más a hoteles que a clínicas, con centros de atención al paciente internacional, intérpretes y ayuda con el visado. Bangkok es el gran centro médico, mientras que Phuket ofrece odontología, estética y bienestar junto a la playa.",
      "Los tratamientos suelen costar entre un 50 y un 70 % menos que la sanidad privada en Estados Unidos, el Reino Unido o Australia, y la célebre amabilidad tailandesa hace que la recuperación sea cómoda. El calor tropical y la tentación de las playas y las excursiones en barco obligan, eso sí, a planificar la recuperación con cuidado.",
    ],
    medicalInfo: {
      specialties: [
        "Cirugía estética",
        "Implantes dentales y odontología estética",
        "FIV y tratamientos de fertilidad",
        "Chequeos médicos completos",
        "Traumatología y prótesis articulares",
        "Cardiología",
        "Bienestar y rehabilitación",
      ],
      patientsPerYear:
        "Se calculan entre 2 y 3 millones de visitas de pacientes internacionales al año, incluidos los extranjeros residentes",
      averageSavings: "50-70 %",
      popularClinics: [
        "Bangkok Royal International Hospital",
        "Siam Fertility Clinic",
        "Andaman Dental Phuket",
        "Patong Aesthetic & Wellness Clinic",
      ],
      languages: ["Tailandés", "Inglés", "Árabe", "Japonés", "Chino", "Ruso"],
      paymentOptions: [
        "Tarjetas de crédito y débito internacionales",
        "Transferencia bancaria para el depósito",
        "Efectivo en bahts tailandeses",
        "Facturación directa con algunas aseguradoras internacionales en los hospitales más grandes",
      ],
      careExpectation:
        "Los grandes hospitales tienen servicios muy eficientes para pacientes internacionales: un coordinador le recibe, las pruebas suelen hacerse el mismo día y le verá el especialista enseguida. Muchas intervenciones estéticas requieren unos 10-14 días en Tailandia antes de volar; los implantes dentales suelen necesitar dos viajes separados por varios meses. Pida un presupuesto completo por escrito, porque las facturas hospitalarias pueden incluir cargos separados por habitación, medicamentos y honorarios médicos.",
      safety:
        "Tailandia tiene varios hospitales con acreditación JCI, y los médicos deben tener licencia del Consejo Médico de Tailandia. Las clínicas de estética pequeñas son más desiguales, así que compruebe la especialidad del cirujano y dónde se realiza la intervención (para una cirugía es preferible un hospital donde pueda quedar ingresado por la noche).",
    },
    travelInfo: {
      airports: [
        "Bangkok Suvarnabhumi (BKK)",
        "Bangkok Don Mueang (DMK)",
        "Aeropuerto Internacional de Phuket (HKT)",
      ],
      directFlights:
        "Suvarnabhumi tiene vuelos directos desde Europa, Oriente Medio, Australia y toda Asia; operan en él Thai Airways y numerosas aerolíneas del Golfo y asiáticas. Don Mueang se usa sobre todo para aerolíneas de bajo coste. Phuket tiene vuelos directos desde algunas ciudades de Asia, Oriente Medio, Australia y, en temporada, Europa, además de vuelos cortos y frecuentes desde Bangkok.",
      bestNeighborhoods: [
        "Sukhumvit (Bangkok)",
        "Silom y Sathorn (Bangkok)",
        "Ploenchit y Chidlom (Bangkok)",
        "Kata y Karon (Phuket)",
        "Casco antiguo de Phuket",
      ],
      transport:
        "En Bangkok, el tren elevado BTS Skytrain y el metro MRT evitan el tráfico y llegan a la mayoría de las zonas hospitalarias; los barcos por el río son un complemento agradable. Grab y Bolt son la forma más sencilla de conseguir un coche a precio cerrado. En Phuket las distancias son mayores y el transporte público es escaso, así que cuente con los traslados de su clínica, Grab, Bolt o conductores reservados con antelación.",
      culture:
        "Los tailandeses valoran la calma y la cortesía; alzar la voz rara vez ayuda. La familia real goza de un profundo respeto y no debe criticarse. Cúbrase hombros y rodillas en los templos y quítese los zapatos, y evite tocar la cabeza de nadie. El wai (una pequeña reverencia con las palmas juntas) es un saludo cortés.",
      currency:
        "Baht tailandés (THB). Las tarjetas funcionan en hoteles, centros comerciales y hospitales; el efectivo es útil en mercados, puestos de comida callejera y tiendas pequeñas. Los cajeros cobran una comisión a las tarjetas extranjeras.",
      costs:
        "Un hotel de gama media suele costar entre 1.500 y 4.000 bahts por noche (unos 45-120 dólares estadounidenses). Un plato de comida callejera cuesta a menudo 60-100 bahts, y una comida en un restaurante, 300-800 bahts.",
      safety:
        "Tailandia es, en general, un país seguro para los visitantes. Esté atento a los timos habituales (la visita a un templo que «hoy está cerrado», las joyerías, los taxis sin taxímetro); el tráfico es el mayor riesgo del día a día, y los accidentes de moto son una de las principales causas de lesiones entre los turistas. La Policía Turística atiende en el 1155; el número de emergencias médicas es el 1669.",
      visa: "Muchas nacionalidades pueden entrar actualmente sin visado como turistas, y existe un visado para tratamiento médico para estancias más largas. Desde 2025, los visitantes también rellenan en línea la Thailand Digital Arrival Card antes de llegar. Las normas y la duración de estancia permitida han cambiado varias veces recientemente, así que consulte la web oficial de visados electrónicos de Tailandia y la embajada tailandesa más cercana según su nacionalidad.",
    },
    accommodation: {
      description:
        "Muchos hospitales de Bangkok tienen hoteles o apartamentos con servicios a poca distancia a pie, algunos conectados por pasarelas cubiertas, y varios ofrecen tarifas para pacientes. En Phuket, elija un complejo tranquilo y con sombra en lugar de una zona de fiesta concurrida, y compruebe a qué distancia está de su clínica.",
      options: [
        {
          name: "Hotel cerca del hospital",
          description:
            "Trayectos cortos para las revisiones, a menudo con tarifas para pacientes y salida tardía.",
          priceRange: "Unos 1.500-4.000 bahts por noche",
        },
        {
          name: "Apartamento con servicios",
          description:
            "Cocina y lavadora para estancias más largas, muy solicitado por pacientes de FIV y familias.",
          priceRange: "Unos 1.800-5.000 bahts por noche",
        },
        {
          name: "Complejo tranquilo (Phuket)",
          description:
            "Jardines con sombra y piscinas tranquilas para mirar, no para bañarse, hasta que su médico diga que no hay riesgo.",
          priceRange: "Unos 2.500-8.000 bahts por noche",
        },
      ],
    },
    activities: {
      relaxation: [
        "Paseos tranquilos por los parques de la ciudad a primera hora de la mañana",
        "Un paseo en barco por el río Chao Phraya, sentado a la sombra",
        "Museos y galerías con aire acondicionado",
        "La puesta de sol desde un mirador o un café a la sombra",
      ],
      avoid: [
        "Bañarse en el mar y en piscinas hasta que las heridas hayan cicatrizado",
        "El sol fuerte y el calor del mediodía, sobre todo en cicatrices recientes",
        "El masaje tailandés tradicional sobre las zonas tratadas o cerca de ellas",
        "Alquilar un scooter o una moto",
        "Las lanchas rápidas y los días largos de excursión entre islas",
        "El alcohol durante la cicatrización y mientras tome la medicación prescrita",
        "Volar antes de que su cirujano le haya dado el alta para viajar",
      ],
      walkingAreas: [
        "Parque Lumphini (Bangkok)",
        "Parque forestal Benjakitti (Bangkok)",
        "Casco antiguo de Phuket",
        "Paseo de la playa de Karon (Phuket)",
      ],
    },
    checklist: [
      "Pasaporte con seis meses de validez, requisitos de entrada comprobados y la Digital Arrival Card rellenada",
      "Presupuesto por escrito con honorarios médicos, habitación, medicamentos y revisiones",
      "Especialidad del cirujano confirmada",
      "Informes médicos y lista de medicamentos en inglés",
      "Seguro que cubra tratamientos en el extranjero y complicaciones",
      "Protector solar de factor alto, sombrero y ropa ligera y holgada",
      "Grab o Bolt instalados y una SIM o eSIM local",
      "Vuelo de vuelta flexible",
    ],
    cities: [
      {
        name: "Bangkok",
        slug: "bangkok",
        tagline: "Hospitales de primer nivel en una capital vibrante",
        description:
          "Grandes hospitales internacionales, centros de fertilidad y clínicas especializadas, con acceso al Skytrain y hoteles justo al lado.",
      },
      {
        name: "Phuket",
        slug: "phuket",
        tagline: "Recuperación en una isla, con odontología y estética",
        description:
          "Clínicas dentales, de estética y de bienestar en la mayor isla de Tailandia, con playas tranquilas para una recuperación sin prisas.",
      },
    ],
  },
  {
    slug: "mexico",
    name: "México",
    flag: "🇲🇽",
    heroTitle: "México: atención de calidad cerca de casa para los norteamericanos",
    intro: [
      "México es el destino de tratamiento preferido por los pacientes de Estados Unidos y Canadá. Tijuana, justo al otro lado de la frontera con San Diego, es conocida por la cirugía bariátrica y la odontología, mientras que Cancún combina la cirugía estética y los tratamientos de fertilidad con los complejos turísticos del Caribe.",
      "El ahorro suele ser de entre un 60 y un 80 % respecto a los precios de Estados Unidos, y el viaje corto supone menos días de baja y revisiones más fáciles. Como en todas partes, los estándares varían, así que elija con cuidado clínicas con licencia y planifique cómo cruzará la frontera o volará a casa durante la recuperación.",
    ],
    medicalInfo: {
      specialties: [
        "Cirugía bariátrica (manga gástrica y bypass)",
        "Implantes dentales, coronas y carillas",
        "Cirugía estética",
        "FIV y tratamientos de fertilidad",
        "Traumatología",
      ],
      patientsPerYear:
        "Se calculan entre 1 y 1,5 millones de viajeros médicos al año, la mayoría de Estados Unidos y Canadá",
      averageSavings: "60-80 %",
      popularClinics: [
        "Tijuana Bariatric Institute",
        "Baja Dental Center",
        "Riviera Cosmetic Surgery",
        "Caribbean Fertility Center",
      ],
      languages: ["Español", "Inglés"],
      paymentOptions: [
        "Tarjetas de crédito y débito",
        "Depósito por transferencia bancaria o con tarjeta",
        "Efectivo en dólares estadounidenses o pesos mexicanos",
        "Financiación médica a través de entidades externas en algunas clínicas",
      ],
      careExpectation:
        "Las clínicas de Tijuana y Cancún están acostumbradas a los pacientes norteamericanos y a menudo organizan la recogida en el aeropuerto o en la frontera. Una cirugía bariátrica suele suponer de dos a cuatro noches de hospitalización y unos días más cerca del hospital; un tratamiento dental puede requerir dos viajes. Pregunte a su clínica cómo mantendrá el contacto con usted cuando vuelva a casa y qué ocurre si más adelante necesita atención.",
      safety:
        "Los hospitales y clínicas mexicanos deberían contar con una licencia de la COFEPRIS, la autoridad sanitaria federal, y los cirujanos suelen estar certificados por el consejo de su especialidad en México. Pregunte dónde se realizará exactamente la intervención y desconfíe de las clínicas que practican cirugías mayores en consultorios en lugar de hospitales.",
    },
    travelInfo: {
      airports: [
        "Aeropuerto Internacional de San Diego (SAN), para Tijuana",
        "Aeropuerto Internacional de Tijuana (TIJ), unido a San Diego por el puente Cross Border Xpress",
        "Aeropuerto Internacional de Cancún (CUN)",
      ],
      directFlights:
        "Cancún tiene vuelos directos desde la mayoría de las grandes ciudades de Estados Unidos y Canadá y desde parte de Europa. Para ir a Tijuana, la mayoría de los pacientes vuelan a San Diego y cruzan la frontera por tierra; el aeropuerto de Tijuana (TIJ) tiene vuelos nacionales a todo México.",
      bestNeighborhoods: [
        "Zona Río (Tijuana)",
        "Playas de Tijuana",
        "Zona Hotelera (Cancún)",
        "Centro y Puerto Cancún (Cancún)",
      ],
      transport:
        "Muchas clínicas incluyen traslados desde el aeropuerto de San Diego o la garita de San Ysidro y desde el aeropuerto de Cancún. En Tijuana se usan mucho Uber y DiDi. En Cancún, los autobuses ADO unen el aeropuerto con el centro y Playa del Carmen, y los autobuses urbanos recorren toda la Zona Hotelera.",
      culture:
        "Los mexicanos son cálidos y corteses; un saludo como «buenos días» abre muchas puertas. Es habitual dejar un 10-15 % de propina en los restaurantes y a guías y conductores. La forma de vestir es informal, pero la ropa de playa es para la playa.",
      currency:
        "Peso mexicano (MXN). Los dólares estadounidenses se aceptan ampliamente en Tijuana y en las zonas turísticas de Cancún, pero normalmente obtendrá mejor cambio pagando en pesos o con tarjeta.",
      costs:
        "Un hotel de gama media cuesta aproximadamente 60-130 dólares estadounidenses por noche en Tijuana y 50-110 en el centro de Cancún; en la Zona Hotelera de Cancún es más caro, a menudo 150-350 dólares. Una comida informal ronda los 8-20 dólares.",
      safety:
        "Las recomendaciones de viaje de los gobiernos extranjeros para México varían según el estado: para Baja California (Tijuana), algunos aconsejan extremar la precaución o replantearse el viaje, y para Quintana Roo (Cancún), aumentar la precaución, sobre todo por una delincuencia que rara vez se dirige a los visitantes pero puede darse en cualquier lugar. Quédese en zonas conocidas, use aplicaciones de transporte o el transporte de la clínica en lugar de taxis de la calle por la noche, no deje a la vista los objetos de valor y lea las recomendaciones más recientes de su propio gobierno. El número de emergencias es el 911.",
      visa: "Muchas nacionalidades, entre ellas los ciudadanos de Estados Unidos, Canadá, el Reino Unido y la UE, pueden visitar México actualmente sin visado como turistas, y los agentes de migración deciden a su llegada cuánto tiempo puede quedarse. Si entra por una frontera terrestre, pregunte si necesita la Forma Migratoria Múltiple (FMM) para sus planes. Consulte las fuentes oficiales del Gobierno de México y, para el regreso, los requisitos de entrada de Estados Unidos o de su país.",
    },
    accommodation: {
      description:
        "En Tijuana, la mayoría de los pacientes se alojan en la Zona Río, cerca de las clínicas, o en hoteles asociados a su clínica; algunos vuelven cada noche a San Diego cuando su médico lo autoriza. En Cancún, puede elegir entre la Zona Hotelera, con sus complejos turísticos, y los hoteles del centro, más tranquilos, más baratos y más cerca de muchas clínicas.",
      options: [
        {
          name: "Hotel asociado a la clínica",
          description:
            "A menudo incluido en los paquetes de cirugía bariátrica y de odontología, con transporte a las citas.",
          priceRange: "Normalmente incluido",
        },
        {
          name: "Hotel de negocios en la Zona Río (Tijuana)",
          description: "Hoteles modernos cerca de hospitales, centros comerciales y restaurantes.",
          priceRange: "Unos 60-130 dólares estadounidenses por noche",
        },
        {
          name: "Complejo en la Zona Hotelera (Cancún)",
          description:
            "Vistas al mar para la recuperación, pero elija un alojamiento tranquilo, pensado para adultos, y no se meta en la piscina hasta tener el visto bueno.",
          priceRange: "Unos 150-350 dólares estadounidenses por noche",
        },
      ],
    },
    activities: {
      relaxation: [
        "Un paseo tranquilo por el malecón de Playas de Tijuana",
        "El museo y los jardines del CECUT en Tijuana",
        "Atardeceres a la sombra junto a la laguna en Cancún",
        "El Museo Maya de Cancún, con aire acondicionado y sin desniveles",
      ],
      avoid: [
        "Bañarse en piscinas, en el mar o en cenotes hasta que las heridas hayan cicatrizado",
        "El sol fuerte sobre cicatrices recientes",
        "El alcohol, sobre todo después de una cirugía bariátrica",
        "La comida callejera mientras siga una dieta líquida o blanda tras una cirugía bariátrica",
        "Las excursiones largas en autobús a zonas arqueológicas en los primeros días",
        "Volar o hacer un trayecto largo en coche antes de que su cirujano le dé el alta",
      ],
      walkingAreas: [
        "Malecón de Playas de Tijuana",
        "Zona Río alrededor del CECUT (Tijuana)",
        "Malecón Tajamar (Cancún)",
        "Parque de las Palapas (Cancún)",
      ],
    },
    checklist: [
      "Pasaporte (o, para los ciudadanos estadounidenses que crucen por tierra, la tarjeta pasaporte u otro documento aceptado)",
      "Requisitos de entrada comprobados para México y para su regreso a Estados Unidos o a su país",
      "Licencia COFEPRIS de la clínica y certificación del cirujano por el consejo de su especialidad confirmadas",
      "Plan de tratamiento por escrito, con las noches de hospitalización y los cuidados posteriores",
      "Seguro que cubra tratamientos en el extranjero y complicaciones",
      "Prendas o medias de compresión si su clínica las recomienda",
      "Cruce de frontera o traslado desde el aeropuerto acordado con su clínica",
      "Plan de seguimiento con su médico en casa",
    ],
    cities: [
      {
        name: "Tijuana",
        slug: "tijuana",
        tagline: "Atención especializada a minutos de San Diego",
        description:
          "Una ciudad fronteriza muy activa, conocida por la cirugía bariátrica y la odontología, con clínicas que recogen a los pacientes en el lado de San Diego.",
      },
      {
        name: "Cancún",
        slug: "cancun",
        tagline: "Estética y fertilidad en el Caribe",
        description:
          "Hospitales y clínicas privados modernos en una gran ciudad turística con vuelos directos desde toda Norteamérica.",
      },
    ],
  },
];
