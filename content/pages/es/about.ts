import type { AboutContent } from "../types";

/** /about en español (traducido de ../about.ts). */
export const ABOUT: AboutContent = {
  title: "Sobre CareAtlas",
  intro:
    "CareAtlas ayuda a las personas a comparar en el extranjero clínicas verificadas, médicos y paquetes de tratamiento con todo incluido, para que puedan tomar decisiones meditadas sobre su atención con información clara y un apoyo real.",
  mission: {
    heading: "Nuestra misión",
    statement:
      "Que la atención médica segura y asequible en el extranjero sea más fácil de encontrar, de entender y de elegir con confianza.",
    paragraphs: [
      "Para muchas personas, tratarse en su propio país está fuera de su alcance por el coste o por las largas listas de espera. Viajar para recibir tratamiento puede ser una solución sensata, pero es difícil saber de qué clínicas fiarse, qué incluye realmente un precio y a quién llamar si algo no está claro.",
      "Existimos para cerrar esa brecha. Verificamos las clínicas antes de publicarlas, mostramos qué incluyen y qué excluyen los paquetes, y le acompañamos durante todo el proceso, para que una opción asequible nunca tenga que ser una opción descuidada.",
    ],
  },
  story: {
    heading: "Nuestra historia",
    paragraphs: [
      "CareAtlas nació de un viaje familiar. Una de nuestras fundadoras ayudó a uno de sus padres a organizar un tratamiento dental en Turquía y pasó semanas atando cabos entre webs de clínicas, mensajes de foros y presupuestos imposibles de comparar. Al final el tratamiento salió bien, pero el proceso fue mucho más estresante de lo necesario.",
      "Al hablar con otros pacientes, escuchamos la misma historia una y otra vez: no les faltaban opciones, les faltaba información fiable. Así que formamos un pequeño equipo con experiencia en calidad hospitalaria, coordinación de pacientes y tecnología, y empezamos a visitar y verificar clínicas nosotros mismos.",
      "Hoy CareAtlas reúne clínicas de confianza en Turquía, Corea del Sur, Tailandia y México, desde la restauración capilar y la odontología hasta la cirugía ocular, los tratamientos de fertilidad y los chequeos generales de salud. Tenemos nuestra sede en Bursa (Turquía) y nuestro equipo de asistencia trabaja las 24 horas para ayudar a pacientes de todo el mundo.",
      "Somos una plataforma de comparación y reserva, no un proveedor de atención médica. No ofrecemos asesoramiento médico, y las decisiones sobre su tratamiento les corresponden a usted y a sus médicos. Nuestro trabajo es ayudarle a tomar esas decisiones con mejor información y acompañarle mientras viaja.",
    ],
  },
  values: {
    heading: "Lo que defendemos",
    items: [
      {
        id: "safety",
        title: "La seguridad, lo primero",
        description:
          "Nuestro equipo revisa cada clínica antes de que aparezca en CareAtlas, y preferimos publicar menos clínicas antes que incluir una que no nos inspire confianza. Su depósito está protegido hasta que se confirme su cita.",
      },
      {
        id: "access",
        title: "Acceso global",
        description:
          "Una buena atención no debería depender del lugar donde uno vive. Reunimos en un solo sitio clínicas verificadas en Turquía, Corea del Sur, Tailandia y México, con precios que puede comparar en la moneda que conoce.",
      },
      {
        id: "patient",
        title: "El paciente en el centro",
        description:
          "Diseñamos cada paso pensando en la persona que viaja: información clara, tiempo para decidir, sin presiones y personas reales con las que hablar por correo electrónico o chat a cualquier hora.",
      },
      {
        id: "quality",
        title: "Calidad garantizada",
        description:
          "Buscamos acreditaciones reconocidas, médicos cualificados y planes honestos de cuidados posteriores, y seguimos escuchando a los pacientes después de que una clínica se incorpore. Las reseñas verificadas proceden solo de pacientes que han completado una reserva.",
      },
    ],
  },
  disclaimer:
    "CareAtlas no ofrece asesoramiento médico. Las reservas se realizan directamente con nuestras clínicas asociadas, y CareAtlas no se hace responsable de los resultados de los tratamientos. Tome sus decisiones sobre el tratamiento con un profesional sanitario cualificado.",
  ui: {
    valuesEyebrow: "Nuestros valores",
    statsTitle: "CareAtlas en cifras",
    teamLink: "Conozca a nuestro equipo",
    trustLink: "Cómo verificamos las clínicas",
    ctaTitle: "Empiece a comparar con confianza",
    ctaText:
      "Explore clínicas verificadas y paquetes con todo incluido, o hable con nuestro equipo sobre sus planes.",
    ctaFind: "Buscar clínicas",
    ctaContact: "Contacto",
  },
};
