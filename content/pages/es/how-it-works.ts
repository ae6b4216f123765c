import type { HowItWorksContent } from "../types";

/** /how-it-works en español (traducido de ../how-it-works.ts). */
export const HOW_IT_WORKS: HowItWorksContent = {
  title: "Cómo funciona CareAtlas",
  intro:
    "Cuatro pasos sencillos desde su primera búsqueda hasta la vuelta a casa. Usted mantiene el control en todo momento, y hay personas reales a su disposición siempre que tenga una pregunta.",
  steps: [
    {
      number: 1,
      id: "search",
      title: "Buscar",
      summary: "Díganos qué tratamiento busca y adónde le gustaría ir.",
      details: [
        "Busque por tipo de tratamiento, desde implantes dentales y trasplantes capilares hasta LASIK, FIV y chequeos de salud.",
        "Elija una ciudad de destino en Turquía, Corea del Sur, Tailandia o México, o explórelas todas.",
        "Añada la fecha que prefiera y, si lo desea, un presupuesto para acotar los resultados.",
        "Todas las clínicas que verá han sido verificadas manualmente por nuestro equipo antes de publicarse.",
      ],
    },
    {
      number: 2,
      id: "compare",
      title: "Comparar",
      summary: "Compare en paralelo clínicas, médicos, reseñas y precios antes de decidir.",
      details: [
        "Compare clínicas por valoración, especialidad, médicos, idiomas y acreditaciones.",
        "Lea reseñas verificadas escritas solo por pacientes que han completado una reserva.",
        "Consulte los precios de partida y los paquetes con todo incluido, con lo que incluyen y lo que no.",
        "Vea los precios en dólares estadounidenses, euros o libras, y guarde favoritos para volver a ellos más tarde.",
        "Escriba a las clínicas o pida un presupuesto antes de comprometerse a nada.",
      ],
    },
    {
      number: 3,
      id: "book",
      title: "Reservar",
      summary: "Reserve su paquete de forma segura y con un depósito protegido.",
      details: [
        "Pago seguro con tarjeta a través de nuestro proveedor de pagos; nunca vemos ni guardamos los datos completos de su tarjeta.",
        "Protección del depósito: su depósito está protegido hasta que la clínica confirme su cita.",
        "Su reserva se realiza directamente con la clínica asociada, y el importe final se muestra en la pantalla de pago, antes de que lo abone.",
        "Guarde sus reservas, presupuestos, mensajes y documentos médicos juntos en su panel personal.",
      ],
    },
    {
      number: 4,
      id: "travel",
      title: "Viajar",
      summary: "Viaje con tranquilidad, sabiendo que tiene apoyo siempre que lo necesite.",
      details: [
        "Asistencia las 24 horas, todos los días, por correo electrónico o chat, antes, durante y después de su viaje.",
        "Los paquetes pueden incluir estancia en hotel, traslados al aeropuerto y cuidados posteriores, según se indica en cada paquete.",
        "Escriba a su clínica desde su panel y comparta sus documentos médicos solo con las clínicas que usted elija.",
        "Después del tratamiento, comparta su experiencia en una reseña verificada para ayudar al siguiente paciente.",
      ],
    },
  ],
  afterBooking: {
    heading: "Qué ocurre después de reservar",
    intro: "Una breve guía para los días y semanas entre la reserva y el viaje.",
    items: [
      {
        question: "¿Qué ocurre justo después de reservar?",
        answer:
          "Su reserva aparece en su panel como pendiente, con su propio número de referencia. Después, la clínica revisa su solicitud y la información médica que haya decidido compartir antes de confirmar una fecha.",
      },
      {
        question: "¿Cuándo se confirma mi cita?",
        answer:
          "En cuanto la clínica ha revisado sus datos y ha acordado una fecha, el estado de su reserva pasa de pendiente a confirmada. Hasta entonces, su depósito sigue protegido.",
      },
      {
        question: "¿Y si la clínica no puede confirmarla?",
        answer:
          "Si la clínica no puede ofrecerle una fecha adecuada o considera que el tratamiento no es apropiado para usted, se le reembolsa íntegramente su depósito protegido.",
      },
      {
        question: "¿Cómo me preparo para el viaje?",
        answer:
          "Su clínica le enviará sus instrucciones previas al tratamiento. Usted se encarga de sus vuelos y, en su caso, del visado, y le recomendamos un seguro de viaje que cubra el tratamiento en el extranjero.",
      },
      {
        question: "¿A quién me dirijo si algo cambia?",
        answer:
          "Escriba a la clínica desde su panel o contacte con nuestro equipo de asistencia por correo electrónico o chat a cualquier hora. Si es urgente, escriba «URGENT» en el asunto de su correo.",
      },
    ],
  },
  cta: { label: "Comparar clínicas ahora", href: "/search-results" },
  disclaimer:
    "CareAtlas es una plataforma de comparación y reserva y no ofrece asesoramiento médico. Las reservas se realizan directamente con nuestras clínicas asociadas, y CareAtlas no se hace responsable de los resultados de los tratamientos.",
  ui: {
    eyebrow: "Sencillo y transparente",
    stepsNav: "Pasos",
    stepsLabel: "Los cuatro pasos",
    step: "Paso {number}",
    afterEyebrow: "Después de reservar",
    readyTitle: "¿Listo para dar el primer paso?",
    readyText:
      "Compare en paralelo clínicas verificadas, con reseñas de pacientes reales y precios fáciles de entender.",
    readFaq: "Leer las preguntas frecuentes",
  },
};
