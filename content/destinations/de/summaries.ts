import type { CountrySummary } from "../types";

/** Die Länderkarten auf /de/destinations: Kurzbeschreibung und Hinweis (englisch: Tabelle `countries`). */
export const COUNTRY_SUMMARIES: CountrySummary[] = [
  {
    slug: "turkey",
    description:
      "Eines der führenden Reiseziele für Haartransplantationen, Zahnbehandlungen und ästhetische Chirurgie – mit modernen Privatkrankenhäusern und kurzen Flügen aus fast ganz Europa.",
    specialNote:
      "Viele Kliniken bieten All-inclusive-Pakete mit Hotel, Flughafentransfers und persönlichem Dolmetscher an.",
  },
  {
    slug: "south-korea",
    description:
      "Bekannt für fortschrittliche ästhetische Gesichtschirurgie, Augenlaserbehandlungen und umfassende Gesundheits-Check-ups in hoch spezialisierten Kliniken.",
    specialNote:
      "Für internationale Patienten registrierte Kliniken stellen eigene Koordinatoren und medizinische Dolmetscher.",
  },
  {
    slug: "thailand",
    description:
      "International akkreditierte Krankenhäuser, erfahrene Fachärzte für ästhetische Chirurgie und Kinderwunschbehandlung und eine entspannte Umgebung für die Genesung.",
    specialNote:
      "Mehrere Krankenhäuser in Bangkok betreiben internationale Patientenzentren mit Dolmetschern für mehr als zehn Sprachen.",
  },
  {
    slug: "mexico",
    description:
      "Naheliegend für Patienten aus Nordamerika: etablierte Kliniken für Adipositaschirurgie, Zahnmedizin und ästhetische Chirurgie nahe der US-Grenze und an der Karibikküste.",
    specialNote:
      "Die Kliniken in Tijuana sind von San Diego aus mit dem Auto schnell erreicht, und viele organisieren Transfers über die Grenze.",
  },
];
