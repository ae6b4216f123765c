import type { FaqContent } from "../types";

/** /faq en español (traducido de ../faq.ts): las mismas 8 preguntas, en el mismo orden. */
export const FAQ: FaqContent = {
  title: "Preguntas frecuentes",
  intro:
    "Respuestas claras a las preguntas que más nos hacen los pacientes. Si la suya no está aquí, nuestro equipo de asistencia está disponible las 24 horas, todos los días, por correo electrónico o chat.",
  items: [
    {
      topic: "about",
      question: "¿Qué es CareAtlas?",
      answer:
        "CareAtlas es una plataforma de comparación y reserva para personas que se plantean recibir tratamiento en el extranjero. Puede comparar clínicas verificadas, médicos y paquetes con todo incluido en Turquía, Corea del Sur, Tailandia y México, leer reseñas de pacientes con reservas completadas, solicitar presupuestos y escribir a las clínicas. Con una cuenta, sus reservas, presupuestos, mensajes y documentos médicos se guardan juntos en un único panel. No somos una clínica ni un proveedor de atención sanitaria, y no ofrecemos asesoramiento médico. Nuestro papel es ayudarle a encontrar información fiable y a organizarse, para que pueda tomar sus decisiones con un profesional sanitario cualificado.",
    },
    {
      topic: "booking",
      question: "¿Cómo funciona la reserva?",
      answer:
        "Elija un paquete o una clínica, compruebe qué incluye y reserve en línea con pago seguro con tarjeta a través de nuestro proveedor de pagos. Usted abona un depósito, que está protegido hasta que la clínica confirme su cita. Su reserva se realiza directamente con la clínica asociada y aparece en su panel como pendiente hasta que la clínica revise sus datos y confirme una fecha. Si la clínica no puede confirmarla, se le reembolsa el depósito íntegramente. Los pagos de los paquetes se procesan en dólares estadounidenses, y el importe final se muestra siempre en la pantalla de pago, antes de que lo abone.",
    },
    {
      topic: "verification",
      question: "¿Cómo se verifican las clínicas?",
      answer:
        "Nuestro equipo de verificación revisa manualmente cada clínica antes de publicarla. Confirmamos su licencia de funcionamiento con la autoridad sanitaria nacional, comprobamos la titulación y el registro profesional de sus médicos y confirmamos sus acreditaciones, como la JCI, con el propio organismo acreditador. También analizamos cómo gestiona la clínica el consentimiento, las urgencias y los cuidados posteriores. Las fichas se revisan de nuevo cuando caducan los documentos o cuando los comentarios de los pacientes plantean alguna preocupación. La verificación reduce el riesgo, pero ninguna comprobación puede eliminarlo por completo, así que le animamos a plantear también sus propias preguntas a las clínicas.",
    },
    {
      topic: "packages",
      question: "¿Qué incluyen los paquetes?",
      answer:
        "Depende del paquete, y cada uno detalla claramente lo que incluye. La mayoría incluyen el propio tratamiento, el alojamiento en hotel, los traslados al aeropuerto y los cuidados posteriores, y muchos también incluyen consultas, pruebas, medicamentos y citas de revisión. Los vuelos, los visados, el seguro de viaje, las noches de hotel adicionales y la mayoría de las comidas no suelen estar incluidos. Es posible que una clínica necesite valorarle en persona antes de confirmar el plan definitivo; si eso cambia el precio, debe explicarle el motivo por escrito. Si algo de un paquete o presupuesto no está claro, pregunte a la clínica o a nuestro equipo de asistencia antes de reservar.",
    },
    {
      topic: "insurance",
      question: "¿Necesito un seguro?",
      answer:
        "Le recomendamos encarecidamente un seguro de viaje que cubra el tratamiento en el extranjero, porque muchas pólizas de viaje estándar excluyen los procedimientos médicos programados. A través de una aseguradora asociada, CareAtlas ofrece un seguro médico de viaje opcional desde 29 euros, con opciones que pueden incluir cobertura de complicaciones médicas y de cancelación o retraso del viaje. El seguro lo proporciona la aseguradora asociada, no CareAtlas, así que lea con atención las condiciones de la póliza para comprobar qué cubre y qué excluye. También puede contratar su propia cobertura en otro lugar.",
    },
    {
      topic: "safety",
      question: "¿Es seguro recibir tratamiento médico en el extranjero?",
      answer:
        "Cada año muchos pacientes reciben tratamiento en el extranjero de forma segura, pero todo tratamiento conlleva riesgos, dondequiera que se realice, y nadie puede garantizar un resultado. Puede reducir el riesgo eligiendo una clínica verificada, informando con franqueza de su historial médico, siguiendo el consejo de su médico sobre cuánto tiempo quedarse antes de volar de regreso y planificando los cuidados posteriores con su propio médico. Nuestras guías y listas de comprobación pueden ayudarle a prepararse. CareAtlas no ofrece asesoramiento médico, así que consulte con un profesional sanitario cualificado si un tratamiento es adecuado para usted.",
    },
    {
      topic: "companions",
      question: "¿Puedo ir con un acompañante?",
      answer:
        "Sí, y a menudo lo recomendamos, sobre todo después de una cirugía. Muchos paquetes permiten que un acompañante comparta su habitación de hotel, y algunos incluyen también sus traslados al aeropuerto; cada paquete indica qué cubre. Normalmente su acompañante tendrá que pagar sus propios vuelos, comidas y cualquier servicio adicional. Avise a la clínica con antelación de que viaja acompañado, para que pueda organizar los traslados y, cuando proceda, incluir a su acompañante en las explicaciones sobre los cuidados posteriores. Su acompañante también debe comprobar sus propias necesidades de visado y seguro.",
    },
    {
      topic: "trust",
      question: "¿Por qué debería confiar en CareAtlas?",
      answer:
        "Porque intentamos ganarnos su confianza con hechos concretos. Las clínicas se verifican manualmente antes de publicarse. Los pagos con tarjeta los gestiona de forma segura nuestro proveedor de pagos, y su depósito está protegido hasta que se confirme su cita. Las reseñas proceden solo de pacientes con reservas completadas, y las clínicas no pueden pagar para eliminarlas. Los documentos médicos se cifran y solo se comparten con su consentimiento. Nuestro equipo de asistencia está disponible las 24 horas, todos los días, por correo electrónico o chat. Y también somos claros sobre nuestros límites: no ofrecemos asesoramiento médico ni somos responsables de los resultados de los tratamientos.",
    },
  ],
  ui: {
    eyebrow: "Centro de ayuda",
    listTitle: "Preguntas y respuestas",
    stillTitle: "¿Le queda alguna pregunta?",
    stillText:
      "Nuestro equipo responde en un plazo de 24 a 48 horas y está disponible las 24 horas, todos los días, por correo electrónico o chat.",
    contact: "Contacto",
    detail: "¿Quiere más detalles? Lea {how} y {trust}.",
    how: "cómo funciona CareAtlas",
    trust: "por qué puede confiar en nosotros",
  },
};
