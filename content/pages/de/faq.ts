import type { FaqContent } from "../types";

/** /faq auf Deutsch (übersetzt aus ../faq.ts): dieselben 8 Fragen in derselben Reihenfolge. */
export const FAQ: FaqContent = {
  title: "Häufig gestellte Fragen",
  intro:
    "Klare Antworten auf die Fragen, die uns Patientinnen und Patienten am häufigsten stellen. Ist Ihre nicht dabei, erreichen Sie unser Support-Team rund um die Uhr per E-Mail oder Chat.",
  items: [
    {
      topic: "about",
      question: "Was ist CareAtlas?",
      answer:
        "CareAtlas ist eine Vergleichs- und Buchungsplattform für Menschen, die eine Behandlung im Ausland in Betracht ziehen. Sie können geprüfte Kliniken, Ärztinnen und Ärzte sowie All-inclusive-Pakete in der Türkei, Südkorea, Thailand und Mexiko vergleichen, Bewertungen von Patientinnen und Patienten mit abgeschlossener Buchung lesen, Angebote anfordern und Kliniken Nachrichten schreiben. Mit einem Konto haben Sie Ihre Buchungen, Angebote, Nachrichten und medizinischen Unterlagen gebündelt in einem Dashboard. Wir sind weder eine Klinik noch ein Gesundheitsdienstleister und geben keinen medizinischen Rat. Unsere Aufgabe ist es, Ihnen verlässliche Informationen zu verschaffen und die Organisation zu erleichtern, damit Sie Ihre Entscheidungen gemeinsam mit einer qualifizierten Ärztin oder einem qualifizierten Arzt treffen können.",
    },
    {
      topic: "booking",
      question: "Wie funktioniert die Buchung?",
      answer:
        "Wählen Sie ein Paket oder eine Klinik, prüfen Sie die enthaltenen Leistungen und buchen Sie online mit sicherer Kartenzahlung über unseren Zahlungsdienstleister. Sie leisten eine Anzahlung, die geschützt ist, bis die Klinik Ihren Termin bestätigt. Ihre Buchung kommt direkt mit der Partnerklinik zustande und erscheint in Ihrem Dashboard als ausstehend, bis die Klinik Ihre Angaben geprüft und einen Termin bestätigt hat. Kann die Klinik nicht bestätigen, erhalten Sie Ihre Anzahlung vollständig zurück. Zahlungen für Pakete werden in US-Dollar abgewickelt, und der endgültige Betrag wird Ihnen vor der Zahlung immer auf der Bezahlseite angezeigt.",
    },
    {
      topic: "verification",
      question: "Wie werden Kliniken geprüft?",
      answer:
        "Jede Klinik wird von unserem Prüfteam manuell kontrolliert, bevor sie aufgenommen wird. Wir bestätigen ihre Betriebserlaubnis bei der nationalen Gesundheitsbehörde, prüfen Qualifikation und Zulassung ihrer Ärztinnen und Ärzte und bestätigen Akkreditierungen wie JCI direkt bei der akkreditierenden Stelle. Außerdem sehen wir uns an, wie die Klinik mit Einwilligung, Notfällen und Nachsorge umgeht. Einträge werden erneut geprüft, wenn Dokumente ablaufen oder Rückmeldungen von Patientinnen und Patienten Anlass zur Sorge geben. Die Prüfung senkt das Risiko, kann es aber nicht vollständig ausschließen; wir empfehlen Ihnen daher, den Kliniken auch Ihre eigenen Fragen zu stellen.",
    },
    {
      topic: "packages",
      question: "Was ist in den Paketen enthalten?",
      answer:
        "Das hängt vom Paket ab; jedes führt seine Leistungen klar auf. Die meisten umfassen die Behandlung selbst, die Hotelunterkunft, Flughafentransfers und die Nachsorge, viele außerdem Beratungen, Untersuchungen, Medikamente und Nachkontrollen. Flüge, Visa, Reiseversicherung, zusätzliche Hotelnächte und die meisten Mahlzeiten sind in der Regel nicht enthalten. Eine Klinik muss Sie unter Umständen persönlich untersuchen, bevor sie den endgültigen Behandlungsplan bestätigt; ändert sich dadurch der Preis, sollte sie die Gründe schriftlich erläutern. Ist in einem Paket oder Angebot etwas unklar, fragen Sie vor der Buchung bei der Klinik oder unserem Support-Team nach.",
    },
    {
      topic: "insurance",
      question: "Brauche ich eine Versicherung?",
      answer:
        "Wir empfehlen dringend eine Reiseversicherung, die Behandlungen im Ausland abdeckt, denn viele übliche Reiseversicherungen schließen geplante medizinische Eingriffe aus. Über einen Versicherungspartner bietet CareAtlas eine optionale Reisekrankenversicherung ab 29 Euro an; je nach Tarif kann sie Schutz bei medizinischen Komplikationen sowie bei Reiserücktritt oder Reiseverspätung umfassen. Versicherer ist der Partner, nicht CareAtlas; lesen Sie daher die Versicherungsbedingungen sorgfältig, um zu prüfen, was abgedeckt ist und was nicht. Selbstverständlich können Sie sich auch anderweitig versichern.",
    },
    {
      topic: "safety",
      question: "Ist eine medizinische Behandlung im Ausland sicher?",
      answer:
        "Jedes Jahr werden viele Patientinnen und Patienten sicher im Ausland behandelt, doch jede Behandlung birgt Risiken, wo auch immer sie stattfindet, und niemand kann ein Ergebnis garantieren. Sie können das Risiko senken, indem Sie eine geprüfte Klinik wählen, Ihre Krankengeschichte offen darlegen, den Rat Ihrer Ärztin oder Ihres Arztes befolgen, wie lange Sie vor dem Rückflug bleiben sollten, und die Nachsorge mit Ihrer eigenen Ärztin oder Ihrem eigenen Arzt planen. Unsere Ratgeber und Checklisten helfen Ihnen bei der Vorbereitung. CareAtlas erteilt keinen medizinischen Rat; bitte besprechen Sie mit einer qualifizierten Ärztin oder einem qualifizierten Arzt, ob eine Behandlung für Sie geeignet ist.",
    },
    {
      topic: "companions",
      question: "Kann ich eine Begleitperson mitnehmen?",
      answer:
        "Ja, und gerade nach einer Operation empfehlen wir das oft. Bei vielen Paketen kann eine Begleitperson Ihr Hotelzimmer mit Ihnen teilen, bei manchen sind auch ihre Flughafentransfers enthalten; jedes Paket zeigt, was abgedeckt ist. Flüge, Mahlzeiten und zusätzliche Leistungen zahlt Ihre Begleitperson in der Regel selbst. Teilen Sie der Klinik rechtzeitig mit, dass Sie jemand begleitet, damit sie die Transfers planen und Ihre Begleitperson gegebenenfalls in die Nachsorgegespräche einbeziehen kann. Ihre Begleitperson sollte außerdem klären, welches Visum und welche Versicherung sie selbst benötigt.",
    },
    {
      topic: "trust",
      question: "Warum sollte ich CareAtlas vertrauen?",
      answer:
        "Weil wir uns Ihr Vertrauen ganz praktisch verdienen wollen. Kliniken werden manuell geprüft, bevor sie aufgenommen werden. Kartenzahlungen wickelt unser Zahlungsdienstleister sicher ab, und Ihre Anzahlung ist geschützt, bis Ihr Termin bestätigt ist. Bewertungen stammen ausschließlich von Patientinnen und Patienten mit abgeschlossener Buchung, und Kliniken können nicht dafür bezahlen, sie entfernen zu lassen. Medizinische Unterlagen werden verschlüsselt gespeichert und nur mit Ihrer Einwilligung weitergegeben. Unser Support-Team ist rund um die Uhr per E-Mail oder Chat erreichbar. Und wir sagen offen, wo unsere Grenzen liegen: Wir geben keinen medizinischen Rat und sind nicht für Behandlungsergebnisse verantwortlich.",
    },
  ],
  ui: {
    eyebrow: "Hilfe-Center",
    listTitle: "Fragen und Antworten",
    stillTitle: "Noch Fragen?",
    stillText:
      "Unser Team antwortet innerhalb von 24–48 Stunden und ist rund um die Uhr per E-Mail oder Chat erreichbar.",
    contact: "Kontakt",
    detail: "Mehr im Detail? Lesen Sie, {how} und {trust}.",
    how: "wie CareAtlas funktioniert",
    trust: "warum Sie uns vertrauen können",
  },
};
