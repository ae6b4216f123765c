import type { AboutContent } from "../types";

/** /about auf Deutsch (übersetzt aus ../about.ts). */
export const ABOUT: AboutContent = {
  title: "Über CareAtlas",
  intro:
    "CareAtlas hilft Menschen, geprüfte Kliniken, Ärztinnen und Ärzte sowie All-inclusive-Behandlungspakete im Ausland zu vergleichen, damit sie mit klaren Informationen und echter Unterstützung sorgfältige Entscheidungen über ihre Behandlung treffen können.",
  mission: {
    heading: "Unsere Mission",
    statement:
      "Bezahlbare, sichere Behandlung im Ausland leichter auffindbar und verständlicher zu machen – damit man ihr mit gutem Grund vertrauen kann.",
    paragraphs: [
      "Für viele Menschen ist eine Behandlung im eigenen Land wegen der Kosten oder langer Wartelisten unerreichbar. Für eine Behandlung zu reisen, kann eine sinnvolle Lösung sein, doch es ist schwer zu erkennen, welchen Kliniken man vertrauen kann, was ein Preis wirklich umfasst und an wen man sich wendet, wenn etwas unklar ist.",
      "Genau diese Lücke wollen wir schließen. Wir prüfen Kliniken, bevor sie aufgenommen werden, zeigen, was Pakete enthalten und was nicht, und sind während der gesamten Reise für Sie da, damit eine bezahlbare Wahl nie eine leichtfertige sein muss.",
    ],
  },
  story: {
    heading: "Unsere Geschichte",
    paragraphs: [
      "CareAtlas begann mit einer Familienreise. Eine unserer Gründerinnen half einem Elternteil, eine Zahnbehandlung in der Türkei zu organisieren, und verbrachte Wochen damit, Klinik-Websites, Forenbeiträge und Angebote zusammenzutragen, die sich nicht miteinander vergleichen ließen. Die Behandlung verlief am Ende gut, aber der Weg dorthin war weit belastender als nötig.",
      "In Gesprächen mit anderen Patientinnen und Patienten hörten wir immer wieder dasselbe: Es fehlte nicht an Möglichkeiten, sondern an verlässlichen Informationen. Also stellten wir ein kleines Team mit Erfahrung in Krankenhausqualität, Patientenkoordination und Technologie zusammen und begannen, Kliniken selbst zu besuchen und zu prüfen.",
      "Heute umfasst CareAtlas vertrauenswürdige Kliniken in der Türkei, Südkorea, Thailand und Mexiko – von Haartransplantation und Zahnmedizin über Augenchirurgie und Kinderwunschbehandlung bis zu allgemeinen Gesundheits-Check-ups. Unser Sitz ist in Bursa in der Türkei, und unser Support-Team ist rund um die Uhr für Patientinnen und Patienten aus aller Welt da.",
      "Wir sind eine Vergleichs- und Buchungsplattform, kein medizinischer Leistungserbringer. Wir geben keinen medizinischen Rat, und die Entscheidungen über Ihre Behandlung liegen bei Ihnen und Ihren Ärztinnen und Ärzten. Unsere Aufgabe ist es, Ihnen mit besseren Informationen zu diesen Entscheidungen zu verhelfen und Sie während Ihrer Reise zu begleiten.",
    ],
  },
  values: {
    heading: "Wofür wir stehen",
    items: [
      {
        id: "safety",
        title: "Sicherheit zuerst",
        description:
          "Jede Klinik wird von unserem Team geprüft, bevor sie auf CareAtlas erscheint, und wir führen lieber weniger Kliniken als eine, bei der wir Bedenken haben. Ihre Anzahlung ist geschützt, bis Ihr Termin bestätigt ist.",
      },
      {
        id: "access",
        title: "Weltweiter Zugang",
        description:
          "Gute medizinische Versorgung sollte nicht davon abhängen, wo man zufällig wohnt. Wir bringen geprüfte Kliniken in der Türkei, Südkorea, Thailand und Mexiko an einem Ort zusammen – mit Preisen, die Sie in der Ihnen vertrauten Währung vergleichen können.",
      },
      {
        id: "patient",
        title: "Der Mensch im Mittelpunkt",
        description:
          "Wir gestalten jeden Schritt rund um die reisende Person: klare Informationen, Zeit für die Entscheidung, kein Druck und echte Menschen als Ansprechpartner, rund um die Uhr per E-Mail oder Chat erreichbar.",
      },
      {
        id: "quality",
        title: "Geprüfte Qualität",
        description:
          "Wir achten auf anerkannte Akkreditierungen, qualifizierte Ärztinnen und Ärzte und ehrliche Nachsorgepläne, und wir hören auch nach der Aufnahme einer Klinik weiter genau hin. Verifizierte Bewertungen stammen ausschließlich von Patientinnen und Patienten mit abgeschlossener Buchung.",
      },
    ],
  },
  disclaimer:
    "CareAtlas erteilt keinen medizinischen Rat. Buchungen kommen direkt mit unseren Partnerkliniken zustande, und CareAtlas ist nicht für Behandlungsergebnisse verantwortlich. Bitte treffen Sie Behandlungsentscheidungen gemeinsam mit einer qualifizierten Ärztin oder einem qualifizierten Arzt.",
  ui: {
    valuesEyebrow: "Unsere Werte",
    statsTitle: "CareAtlas in Zahlen",
    teamLink: "Unser Team kennenlernen",
    trustLink: "So prüfen wir Kliniken",
    ctaTitle: "Vergleichen Sie mit gutem Gefühl",
    ctaText:
      "Entdecken Sie geprüfte Kliniken und All-inclusive-Pakete, oder sprechen Sie mit unserem Team über Ihre Pläne.",
    ctaFind: "Kliniken finden",
    ctaContact: "Kontakt",
  },
};
