import type { WhyTrustUsContent } from "../types";

/** /why-trust-us en español (traducido de ../why-trust-us.ts). */
export const WHY_TRUST_US: WhyTrustUsContent = {
  title: "Por qué confiar en CareAtlas",
  intro:
    "Viajar para recibir tratamiento es una decisión importante. Esto es lo que hacemos para ganarnos su confianza y lo que exigimos a las clínicas con las que trabajamos.",
  sections: [
    {
      id: "verified-clinics",
      title: "Clínicas verificadas",
      summary:
        "Una persona de nuestro equipo revisa cada clínica de CareAtlas antes de publicarla; nada se aprueba automáticamente.",
      points: [
        "Verificación manual de la licencia de funcionamiento de cada clínica y de su registro ante la autoridad sanitaria nacional.",
        "Comprobación de la titulación de los médicos y de su registro como especialistas para los tratamientos que ofrece la clínica.",
        "Socios con acreditación JCI y otras acreditaciones reconocidas, comprobadas con el propio organismo acreditador y no a partir de un logotipo.",
        "Las fichas se revisan de nuevo cuando caducan los documentos o cuando los comentarios de los pacientes plantean alguna preocupación.",
      ],
    },
    {
      id: "patient-protection",
      title: "Protección del paciente",
      summary: "Su dinero y su información personal se tratan con cuidado desde el primer clic.",
      points: [
        "Pago seguro con tarjeta a través de un proveedor de pagos de reconocida trayectoria; nunca guardamos los datos completos de su tarjeta.",
        "Protección del depósito: su depósito está protegido hasta que la clínica confirme su cita, y se le reembolsa íntegramente si esta no puede hacerlo.",
        "Los documentos médicos se guardan cifrados y solo se comparten con una clínica cuando usted da su consentimiento explícito para esa clínica.",
        "Nunca vendemos sus datos, y puede descargarlos o eliminar su cuenta en cualquier momento.",
      ],
    },
    {
      id: "transparency",
      title: "Transparencia",
      summary: "Precios claros y reseñas honestas, para que compare en igualdad de condiciones.",
      points: [
        "Presupuestos desglosados que muestran qué se incluye, como el tratamiento, las noches de hotel, los traslados y los cuidados posteriores.",
        "Indicaciones claras de lo que no se incluye, como vuelos, visados y seguros.",
        "Reseñas verificadas solo de pacientes con reservas completadas.",
        "Las clínicas no pueden pagar para ocultar, editar o eliminar una reseña.",
      ],
    },
    {
      id: "human-support",
      title: "Atención humana",
      summary: "Personas reales, dispuestas a ayudarle, en cualquier zona horaria.",
      points: [
        "Asistencia las 24 horas, todos los días, por correo electrónico o chat, antes, durante y después de su viaje.",
        "Respuesta a los correos en un plazo de 24 a 48 horas; escriba «URGENT» en el asunto si necesita ayuda rápida.",
        "Ayuda para preparar preguntas para las clínicas, entender los presupuestos y planificar sus fechas.",
        "Un equipo que incluye personas con experiencia en enfermería, coordinación de pacientes y calidad hospitalaria.",
      ],
    },
    {
      id: "trusted-by-clinics",
      title: "La confianza de las clínicas",
      summary:
        "Las buenas clínicas quieren pacientes informados. Nuestros socios eligen CareAtlas porque les acercamos a personas que se han informado bien.",
      points: [
        "Las clínicas se inscriben a través de nuestro programa de socios y solo se publican tras la verificación.",
        "Clínicas asociadas en Turquía, Corea del Sur, Tailandia y México, desde clínicas especializadas hasta hospitales internacionales.",
        "Los socios se comprometen a ofrecer información clara y desglosada y a responder con prontitud a los mensajes de los pacientes.",
      ],
    },
  ],
  safetyPromise: {
    heading: "Nuestro compromiso de seguridad",
    items: [
      {
        title: "Verificadas antes de publicarse",
        description:
          "Ninguna clínica aparece en CareAtlas hasta que nuestro equipo la haya revisado.",
      },
      {
        title: "Depósitos protegidos",
        description: "Su depósito está protegido hasta que se confirme su cita.",
      },
      {
        title: "Reseñas honestas",
        description: "Las reseñas proceden solo de pacientes con reservas completadas.",
      },
      {
        title: "Asistencia a todas horas",
        description:
          "Contacte con nosotros las 24 horas, todos los días, por correo electrónico o chat.",
      },
    ],
  },
  links: [
    { label: "Explorar destinos", href: "/destinations" },
    { label: "Ver paquetes", href: "/packages" },
  ],
  disclaimer:
    "La verificación reduce el riesgo, pero no puede eliminarlo. CareAtlas no ofrece asesoramiento médico, las reservas se realizan directamente con nuestras clínicas asociadas y CareAtlas no se hace responsable de los resultados de los tratamientos.",
  ui: {
    eyebrow: "Confianza y seguridad",
    onThisPage: "En esta página",
    nextTitle: "Compruébelo usted mismo",
    nextText:
      "Explore destinos y paquetes con todo incluido de clínicas que han superado nuestras comprobaciones.",
  },
};
