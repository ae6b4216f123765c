import { SUPPORT_EMAIL } from "../contact";
import type { ContactPanelContent } from "../types";

/** Seitenleiste von /contact auf Deutsch (übersetzt aus ../contact.ts). */
export const CONTACT_PANEL: ContactPanelContent = {
  heading: "Kontakt aufnehmen",
  intro:
    "Fragen zu einer Klinik, einem Angebot oder einer Buchung? Unser Team hilft Ihnen gern. Bitte senden Sie keine medizinischen Unterlagen per E-Mail, sondern laden Sie sie sicher über Ihr Dashboard hoch.",
  channels: [
    {
      id: "email",
      title: "E-Mail-Support",
      value: SUPPORT_EMAIL,
      lines: ["Wir antworten innerhalb von 24–48 Stunden."],
      href: `mailto:${SUPPORT_EMAIL}`,
      status: "available",
    },
    {
      id: "phone",
      title: "Telefon-Support",
      value: "",
      lines: ["Mo–Fr, 9–18 Uhr (türkische Zeit)"],
      status: "available",
    },
    {
      id: "office",
      title: "Büro",
      value: "Bursa, Türkei",
      lines: ["Fevzi Cakmak Caddesi No. 31, 3. Etage", "Osmangazi, 16050 Bursa", "Türkei"],
      status: "available",
    },
    {
      id: "hq",
      title: "Zentrale in Dubai",
      value: "Dubai, Vereinigte Arabische Emirate",
      lines: ["Demnächst"],
      status: "coming-soon",
    },
  ],
  urgentNote: {
    title: "Brauchen Sie dringend Hilfe?",
    text: "Schreiben Sie „URGENT“ in den Betreff Ihrer E-Mail, dann bearbeitet unser Support-Team sie vorrangig. In einem medizinischen Notfall wenden Sie sich bitte zuerst an den örtlichen Notruf.",
  },
  ui: {
    comingSoon: "Demnächst",
    quickAnswer: "Suchen Sie eine schnelle Antwort?",
    readFaq: "Zu den häufigen Fragen",
  },
};
