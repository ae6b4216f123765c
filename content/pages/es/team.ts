import type { TeamContent } from "../types";

/** /team en español (traducido de ../team.ts): nombres y retratos sin cambios. */
export const TEAM: TeamContent = {
  title: "Nuestro equipo",
  intro:
    "Un equipo pequeño con experiencia en calidad hospitalaria, enfermería y coordinación de pacientes, que trabaja para que la atención en el extranjero sea más clara y segura.",
  members: [
    {
      name: "Leyla Korkmaz",
      role: "Cofundadora y CEO",
      bio: "Leyla trabajó diez años en gestión hospitalaria y salud digital en Estambul y Londres antes de fundar CareAtlas. La idea surgió cuando ayudó a su padre a organizar un tratamiento dental en el extranjero y comprobó que era mucho más difícil de lo necesario. Marca el rumbo de la empresa y sigue leyendo cada semana los comentarios de los pacientes.",
      initials: "LK",
      portrait: "/images/team/leyla-korkmaz.svg",
      portraitAlt: "Retrato ilustrado de Leyla Korkmaz",
    },
    {
      name: "Marcus Webb",
      role: "Director de Verificación de Clínicas",
      bio: "Marcus trabajó doce años como auditor de calidad hospitalaria, ayudando a hospitales a prepararse para las evaluaciones de acreditación nacionales e internacionales. En CareAtlas dirige el equipo que revisa las licencias, los médicos y los procesos de seguridad de cada clínica antes de publicarla. Está convencido de que las mejores clínicas son las que reciben bien las preguntas difíciles.",
      initials: "MW",
      portrait: "/images/team/marcus-webb.svg",
      portraitAlt: "Retrato ilustrado de Marcus Webb",
    },
    {
      name: "Ayla Ozkan",
      role: "Directora de Atención al Paciente",
      bio: "Ayla es enfermera titulada y durante ocho años coordinó la atención de pacientes internacionales en un hospital privado de Bursa. Dirige nuestro equipo de asistencia, disponible las 24 horas, y ayuda a los pacientes a preparar sus preguntas para las clínicas, planificar sus fechas y mantenerse en contacto durante el viaje. Habla turco, inglés y alemán.",
      initials: "AO",
      portrait: "/images/team/ayla-ozkan.svg",
      portraitAlt: "Retrato ilustrado de Ayla Ozkan",
    },
  ],
  ui: {
    eyebrow: "Las personas detrás de CareAtlas",
    membersLabel: "Miembros del equipo",
    ctaTitle: "¿Preguntas para nuestro equipo?",
    ctaText:
      "Nuestro equipo de asistencia está disponible las 24 horas, todos los días, por correo electrónico o chat, antes, durante y después de su viaje.",
    ctaContact: "Contacto",
    ctaAbout: "Sobre CareAtlas",
  },
};
