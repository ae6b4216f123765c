import type { HowItWorksContent } from "../types";

/** /how-it-works auf Deutsch (übersetzt aus ../how-it-works.ts). */
export const HOW_IT_WORKS: HowItWorksContent = {
  title: "So funktioniert CareAtlas",
  intro:
    "Vier einfache Schritte von der ersten Suche bis zur Heimreise. Sie behalten in jeder Phase die Kontrolle, und echte Menschen sind für Sie da, wann immer Sie eine Frage haben.",
  steps: [
    {
      number: 1,
      id: "search",
      title: "Suchen",
      summary: "Sagen Sie uns, welche Behandlung Sie suchen und wohin Sie reisen möchten.",
      details: [
        "Suchen Sie nach Behandlungsart – von Zahnimplantaten und Haartransplantationen bis zu LASIK, IVF und Gesundheits-Check-ups.",
        "Wählen Sie eine Zielstadt in der Türkei, Südkorea, Thailand oder Mexiko, oder sehen Sie sich alle an.",
        "Geben Sie einen Wunschtermin und optional ein Budget an, um die Ergebnisse einzugrenzen.",
        "Jede Klinik, die Sie sehen, wurde vor ihrer Aufnahme von unserem Team manuell geprüft.",
      ],
    },
    {
      number: 2,
      id: "compare",
      title: "Vergleichen",
      summary:
        "Sehen Sie sich Kliniken, Ärztinnen und Ärzte, Bewertungen und Preise nebeneinander an, bevor Sie sich entscheiden.",
      details: [
        "Vergleichen Sie Kliniken nach Bewertung, Fachgebiet, Ärzteteam, gesprochenen Sprachen und Akkreditierungen.",
        "Lesen Sie verifizierte Bewertungen, die ausschließlich von Patientinnen und Patienten mit abgeschlossener Buchung stammen.",
        "Sehen Sie Ab-Preise und All-inclusive-Pakete – mit allem, was enthalten ist und was nicht.",
        "Lassen Sie sich Preise in US-Dollar, Euro oder Pfund anzeigen, und speichern Sie Favoriten für später.",
        "Schreiben Sie Kliniken oder fordern Sie ein Angebot an, bevor Sie sich zu irgendetwas verpflichten.",
      ],
    },
    {
      number: 3,
      id: "book",
      title: "Buchen",
      summary: "Buchen Sie Ihr Paket sicher und mit geschützter Anzahlung.",
      details: [
        "Sichere Kartenzahlung über unseren Kartenzahlungsdienstleister; Ihre vollständigen Kartendaten sehen und speichern wir nie.",
        "Anzahlungsschutz: Ihre Anzahlung ist geschützt, bis die Klinik Ihren Termin bestätigt.",
        "Ihre Buchung kommt direkt mit der Partnerklinik zustande, und der endgültige Betrag wird Ihnen vor der Zahlung auf der Bezahlseite angezeigt.",
        "Behalten Sie Ihre Buchungen, Angebote, Nachrichten und medizinischen Unterlagen gebündelt in Ihrem persönlichen Dashboard.",
      ],
    },
    {
      number: 4,
      id: "travel",
      title: "Reisen",
      summary: "Reisen Sie mit gutem Gefühl – Unterstützung ist da, wann immer Sie sie brauchen.",
      details: [
        "Support rund um die Uhr per E-Mail oder Chat, vor, während und nach Ihrer Reise.",
        "Pakete können Hotelaufenthalte, Flughafentransfers und Nachsorge umfassen, wie beim jeweiligen Paket angegeben.",
        "Schreiben Sie Ihrer Klinik über Ihr Dashboard, und teilen Sie medizinische Unterlagen nur mit den Kliniken, die Sie auswählen.",
        "Teilen Sie nach der Behandlung Ihre Erfahrung in einer verifizierten Bewertung und helfen Sie so den nächsten Patientinnen und Patienten.",
      ],
    },
  ],
  afterBooking: {
    heading: "Was nach der Buchung passiert",
    intro: "Ein kurzer Leitfaden für die Tage und Wochen zwischen Buchung und Reise.",
    items: [
      {
        question: "Was passiert direkt nach der Buchung?",
        answer:
          "Ihre Buchung erscheint in Ihrem Dashboard als ausstehend, mit einer eigenen Buchungsnummer. Die Klinik prüft dann Ihre Anfrage und alle medizinischen Informationen, die Sie freigegeben haben, bevor sie einen Termin bestätigt.",
      },
      {
        question: "Wann ist mein Termin bestätigt?",
        answer:
          "Sobald die Klinik Ihre Angaben geprüft und einen Termin vereinbart hat, wechselt der Status Ihrer Buchung von „ausstehend“ zu „bestätigt“. Bis dahin bleibt Ihre Anzahlung geschützt.",
      },
      {
        question: "Was ist, wenn die Klinik nicht bestätigen kann?",
        answer:
          "Kann die Klinik keinen passenden Termin anbieten oder hält sie die Behandlung für Sie nicht für geeignet, erhalten Sie Ihre geschützte Anzahlung vollständig zurück.",
      },
      {
        question: "Wie bereite ich mich auf die Reise vor?",
        answer:
          "Ihre Klinik schickt Ihnen ihre Hinweise zur Vorbereitung auf die Behandlung. Flüge und gegebenenfalls ein Visum organisieren Sie selbst, und wir empfehlen eine Reiseversicherung, die Behandlungen im Ausland abdeckt.",
      },
      {
        question: "An wen wende ich mich, wenn sich etwas ändert?",
        answer:
          "Schreiben Sie der Klinik über Ihr Dashboard, oder kontaktieren Sie unser Support-Team jederzeit per E-Mail oder Chat. In dringenden Fällen schreiben Sie „URGENT“ in den Betreff Ihrer E-Mail.",
      },
    ],
  },
  cta: { label: "Jetzt Kliniken vergleichen", href: "/search-results" },
  disclaimer:
    "CareAtlas ist eine Vergleichs- und Buchungsplattform und erteilt keinen medizinischen Rat. Buchungen kommen direkt mit unseren Partnerkliniken zustande, und CareAtlas ist nicht für Behandlungsergebnisse verantwortlich.",
  ui: {
    eyebrow: "Einfach und transparent",
    stepsNav: "Schritte",
    stepsLabel: "Die vier Schritte",
    step: "Schritt {number}",
    afterEyebrow: "Nach der Buchung",
    readyTitle: "Bereit für den ersten Schritt?",
    readyText:
      "Vergleichen Sie geprüfte Kliniken direkt nebeneinander – mit Bewertungen echter Patientinnen und Patienten und Preisen, die Sie nachvollziehen können.",
    readFaq: "Zu den häufigen Fragen",
  },
};
