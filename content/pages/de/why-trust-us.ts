import type { WhyTrustUsContent } from "../types";

/** /why-trust-us auf Deutsch (übersetzt aus ../why-trust-us.ts). */
export const WHY_TRUST_US: WhyTrustUsContent = {
  title: "Warum Sie CareAtlas vertrauen können",
  intro:
    "Für eine Behandlung ins Ausland zu reisen, ist eine große Entscheidung. Hier lesen Sie, was wir tun, um Ihr Vertrauen zu verdienen, und was wir von den Kliniken verlangen, mit denen wir zusammenarbeiten.",
  sections: [
    {
      id: "verified-clinics",
      title: "Geprüfte Kliniken",
      summary:
        "Jede Klinik auf CareAtlas wird vor ihrer Aufnahme von einem Menschen aus unserem Team geprüft, nicht automatisch freigeschaltet.",
      points: [
        "Manuelle Prüfung der Betriebserlaubnis und Registrierung jeder Klinik bei der nationalen Gesundheitsbehörde.",
        "Prüfung der Qualifikationen und der Facharztanerkennung der Ärztinnen und Ärzte für die Behandlungen, die eine Klinik anbietet.",
        "JCI-akkreditierte Partner und andere anerkannte Akkreditierungen, direkt bei der akkreditierenden Stelle bestätigt und nicht einfach einem Logo entnommen.",
        "Einträge werden erneut geprüft, wenn Dokumente ablaufen oder Rückmeldungen von Patientinnen und Patienten Anlass zur Sorge geben.",
      ],
    },
    {
      id: "patient-protection",
      title: "Schutz für Patientinnen und Patienten",
      summary:
        "Ihr Geld und Ihre persönlichen Daten werden vom ersten Klick an sorgfältig behandelt.",
      points: [
        "Sichere Kartenzahlung über einen etablierten Kartenzahlungsdienstleister; Ihre vollständigen Kartendaten speichern wir nie.",
        "Anzahlungsschutz: Ihre Anzahlung ist geschützt, bis die Klinik Ihren Termin bestätigt, und wird vollständig erstattet, falls sie das nicht kann.",
        "Medizinische Unterlagen werden verschlüsselt gespeichert und nur dann an eine Klinik weitergegeben, wenn Sie für diese Klinik ausdrücklich einwilligen.",
        "Ihre Daten werden nie verkauft, und Sie können sie jederzeit herunterladen oder Ihr Konto löschen.",
      ],
    },
    {
      id: "transparency",
      title: "Transparenz",
      summary:
        "Klare Preise und ehrliche Bewertungen, damit Sie Gleiches mit Gleichem vergleichen können.",
      points: [
        "Aufgeschlüsselte Angebote, die zeigen, was enthalten ist, etwa Behandlung, Hotelnächte, Transfers und Nachsorge.",
        "Klare Hinweise darauf, was nicht enthalten ist, etwa Flüge, Visa und Versicherung.",
        "Verifizierte Bewertungen ausschließlich von Patientinnen und Patienten mit abgeschlossener Buchung.",
        "Kliniken können nicht dafür bezahlen, eine Bewertung auszublenden, zu ändern oder zu entfernen.",
      ],
    },
    {
      id: "human-support",
      title: "Persönliche Unterstützung",
      summary: "Echte Menschen, die Ihnen helfen – in jeder Zeitzone.",
      points: [
        "Support rund um die Uhr per E-Mail oder Chat, vor, während und nach Ihrer Reise.",
        "Antworten auf E-Mails innerhalb von 24–48 Stunden; schreiben Sie „URGENT“ in den Betreff, wenn Sie schnell Hilfe brauchen.",
        "Hilfe beim Vorbereiten von Fragen an Kliniken, beim Verstehen von Angeboten und bei der Terminplanung.",
        "Ein Team, zu dem Menschen mit Erfahrung in Krankenpflege, Patientenkoordination und Krankenhausqualität gehören.",
      ],
    },
    {
      id: "trusted-by-clinics",
      title: "Von Kliniken geschätzt",
      summary:
        "Gute Kliniken wünschen sich informierte Patientinnen und Patienten. Unsere Partner entscheiden sich für CareAtlas, weil wir ihnen Menschen vermitteln, die sich gründlich vorbereitet haben.",
      points: [
        "Kliniken bewerben sich über unser Partnerprogramm und werden erst nach der Prüfung aufgenommen.",
        "Partnerkliniken in der Türkei, Südkorea, Thailand und Mexiko – von Fachkliniken bis zu internationalen Krankenhäusern.",
        "Partner verpflichten sich, klare, aufgeschlüsselte Informationen zu geben und Nachrichten von Patientinnen und Patienten zügig zu beantworten.",
      ],
    },
  ],
  safetyPromise: {
    heading: "Unser Sicherheitsversprechen",
    items: [
      {
        title: "Vor der Aufnahme geprüft",
        description: "Keine Klinik erscheint auf CareAtlas, bevor unser Team sie geprüft hat.",
      },
      {
        title: "Geschützte Anzahlungen",
        description: "Ihre Anzahlung ist geschützt, bis Ihr Termin bestätigt ist.",
      },
      {
        title: "Ehrliche Bewertungen",
        description:
          "Bewertungen stammen ausschließlich von Patientinnen und Patienten mit abgeschlossener Buchung.",
      },
      {
        title: "Support rund um die Uhr",
        description: "Erreichen Sie uns 24/7 per E-Mail oder Chat.",
      },
    ],
  },
  links: [
    { label: "Reiseziele entdecken", href: "/destinations" },
    { label: "Pakete ansehen", href: "/packages" },
  ],
  disclaimer:
    "Die Prüfung senkt das Risiko, kann es aber nicht ausschließen. CareAtlas erteilt keinen medizinischen Rat, Buchungen kommen direkt mit unseren Partnerkliniken zustande, und CareAtlas ist nicht für Behandlungsergebnisse verantwortlich.",
  ui: {
    eyebrow: "Vertrauen und Sicherheit",
    onThisPage: "Auf dieser Seite",
    nextTitle: "Überzeugen Sie sich selbst",
    nextText:
      "Entdecken Sie Reiseziele und All-inclusive-Pakete von Kliniken, die unsere Prüfung bestanden haben.",
  },
};
