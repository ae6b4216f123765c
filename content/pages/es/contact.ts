import { SUPPORT_EMAIL } from "../contact";
import type { ContactPanelContent } from "../types";

/** Panel lateral de /contact en español (traducido de ../contact.ts). */
export const CONTACT_PANEL: ContactPanelContent = {
  heading: "Póngase en contacto",
  intro:
    "¿Tiene preguntas sobre una clínica, un presupuesto o una reserva? Nuestro equipo estará encantado de ayudarle. No envíe documentos médicos por correo electrónico; súbalos de forma segura desde su panel.",
  channels: [
    {
      id: "email",
      title: "Asistencia por correo electrónico",
      value: SUPPORT_EMAIL,
      lines: ["Respondemos en un plazo de 24 a 48 horas."],
      href: `mailto:${SUPPORT_EMAIL}`,
      status: "available",
    },
    {
      id: "phone",
      title: "Asistencia telefónica",
      value: "",
      lines: ["De lunes a viernes, de 9:00 a 18:00 (hora de Turquía)"],
      status: "available",
    },
    {
      id: "office",
      title: "Oficina",
      value: "Bursa, Turquía",
      lines: ["Fevzi Cakmak Caddesi No. 31, 3.ª planta", "Osmangazi, 16050 Bursa", "Turquía"],
      status: "available",
    },
    {
      id: "hq",
      title: "Sede en Dubái",
      value: "Dubái, Emiratos Árabes Unidos",
      lines: ["Próximamente"],
      status: "coming-soon",
    },
  ],
  urgentNote: {
    title: "¿Necesita ayuda urgente?",
    text: "Escriba «URGENT» en el asunto de su correo y nuestro equipo de asistencia le dará prioridad. En caso de emergencia médica, contacte primero con los servicios de emergencia locales.",
  },
  ui: {
    comingSoon: "Próximamente",
    quickAnswer: "¿Busca una respuesta rápida?",
    readFaq: "Leer las preguntas frecuentes",
  },
};
