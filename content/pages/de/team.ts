import type { TeamContent } from "../types";

/** /team auf Deutsch (übersetzt aus ../team.ts): Namen und Porträts bleiben. */
export const TEAM: TeamContent = {
  title: "Unser Team",
  intro:
    "Ein kleines Team mit Erfahrung in Krankenhausqualität, Krankenpflege und Patientenkoordination, das Behandlungen im Ausland klarer und sicherer machen will.",
  members: [
    {
      name: "Leyla Korkmaz",
      role: "Mitgründerin & CEO",
      bio: "Leyla war zehn Jahre lang im Krankenhausmanagement und im Bereich Digital Health in Istanbul und London tätig, bevor sie CareAtlas gründete. Die Idee entstand, als sie ihrem Vater half, eine Zahnbehandlung im Ausland zu organisieren, und feststellte, wie unnötig schwer das war. Sie bestimmt die Ausrichtung des Unternehmens und liest noch immer jede Woche die Rückmeldungen von Patientinnen und Patienten.",
      initials: "LK",
      portrait: "/images/team/leyla-korkmaz.svg",
      portraitAlt: "Illustriertes Porträt von Leyla Korkmaz",
    },
    {
      name: "Marcus Webb",
      role: "Leiter Klinikprüfung",
      bio: "Marcus war zwölf Jahre lang als Qualitätsauditor für Krankenhäuser tätig und half ihnen, sich auf nationale und internationale Akkreditierungsbegehungen vorzubereiten. Bei CareAtlas leitet er das Team, das bei jeder Klinik Zulassungen, Ärzte und Sicherheitsabläufe prüft, bevor sie aufgenommen wird. Er ist überzeugt: Die besten Kliniken sind die, die unbequeme Fragen begrüßen.",
      initials: "MW",
      portrait: "/images/team/marcus-webb.svg",
      portraitAlt: "Illustriertes Porträt von Marcus Webb",
    },
    {
      name: "Ayla Ozkan",
      role: "Leiterin Patientenbetreuung",
      bio: "Ayla ist examinierte Pflegefachkraft und hat acht Jahre lang die Versorgung internationaler Patientinnen und Patienten in einem Privatkrankenhaus in Bursa koordiniert. Sie leitet unser Support-Team, das rund um die Uhr im Einsatz ist, und hilft Patientinnen und Patienten, Fragen an Kliniken vorzubereiten, ihre Termine zu planen und während der Reise in Kontakt zu bleiben. Sie spricht Türkisch, Englisch und Deutsch.",
      initials: "AO",
      portrait: "/images/team/ayla-ozkan.svg",
      portraitAlt: "Illustriertes Porträt von Ayla Ozkan",
    },
  ],
  ui: {
    eyebrow: "Die Menschen hinter CareAtlas",
    membersLabel: "Teammitglieder",
    ctaTitle: "Fragen an unser Team?",
    ctaText:
      "Unser Support-Team ist rund um die Uhr per E-Mail oder Chat für Sie da – vor, während und nach Ihrer Reise.",
    ctaContact: "Kontakt",
    ctaAbout: "Über CareAtlas",
  },
};
