import type { CountryGuide } from "../types";

/**
 * Länderratgeber für /de/destinations/{country}: die deutsche Fassung von ../countries.ts
 * (gleiche Slugs, gleiche Listen). Nur Klartext. Zahlen sind gerundete, häufig zitierte
 * Schätzungen, keine Garantien; Preise ändern sich, Spannen sind Richtwerte.
 */
export const COUNTRY_GUIDES: CountryGuide[] = [
  {
    slug: "turkey",
    name: "Türkei",
    flag: "🇹🇷",
    heroTitle: "Türkei: erfahrene Kliniken, kurze Flüge und große Gastfreundschaft",
    intro: [
      "Die Türkei ist heute eines der weltweit meistbesuchten Länder für Behandlungen im Ausland, vor allem für Haartransplantationen, Zahnbehandlungen, ästhetische Chirurgie, Augenoperationen und künstliche Befruchtung (IVF). Istanbul, Antalya, Izmir und Bursa verfügen über moderne Privatkrankenhäuser und Fachkliniken, die täglich internationale Patienten behandeln. Koordinatoren organisieren dort Flughafentransfers, Hotels und Dolmetscher als Teil eines Pakets.",
      "Von Europa, dem Nahen Osten und Großbritannien aus sind die Flüge kurz und häufig, und die Preise liegen meist 60–80 % unter denen privater Behandlungen im Heimatland. Die Qualität unterscheidet sich allerdings von Klinik zu Klinik, daher lohnt sich ein sorgfältiger Vergleich: Klären Sie, wer den Eingriff tatsächlich durchführt, was im Preis enthalten ist und wie die Nachsorge funktioniert, wenn Sie wieder zu Hause sind.",
    ],
    medicalInfo: {
      specialties: [
        "Haar- und Barttransplantationen (FUE und DHI)",
        "Zahnimplantate, Kronen und Veneers",
        "Ästhetische Chirurgie (Nasenkorrektur, Fettabsaugung, Bauchdeckenstraffung, Brustchirurgie)",
        "Augenchirurgie (LASIK und andere Laserkorrekturen, Operation des Grauen Stars)",
        "IVF und Kinderwunschbehandlung",
        "Adipositaschirurgie (Operationen zur Gewichtsreduktion)",
        "Gesundheits-Check-ups und Orthopädie",
      ],
      patientsPerYear:
        "Deutlich mehr als 1 Million internationale Gesundheitstouristen pro Jahr (offizielle Schätzungen)",
      averageSavings: "60–80 %",
      popularClinics: [
        "Istanbul Hair Institute",
        "Bosphorus Aesthetic Hospital",
        "Antalya Smile Dental",
        "Lara Eye & Vision Center",
        "Izmir Fertility & IVF Center",
        "Aegean Medical Hospital",
        "Uludag Hair Clinic",
        "Nilufer Dental Studio",
      ],
      languages: ["Türkisch", "Englisch", "Deutsch", "Arabisch", "Russisch"],
      paymentOptions: [
        "Anzahlung per Karte oder Überweisung, um Ihren Termin zu bestätigen",
        "Restbetrag per Karte, Überweisung oder in bar bei Ankunft (häufig in Euro, Pfund oder US-Dollar angegeben)",
        "Manche Krankenhäuser akzeptieren für bestimmte Behandlungen internationale Krankenversicherungen; klären Sie das vorab",
      ],
      careExpectation:
        "Die meisten Pakete folgen einem ähnlichen Ablauf: Abholung am Flughafen, persönliches Beratungsgespräch mit Untersuchungen, die Behandlung und anschließend eine oder mehrere Kontrollen vor dem Rückflug. Für eine Haartransplantation bleiben Sie in der Regel zwei bis vier Tage in der Stadt, Zahnimplantate erfordern oft zwei Aufenthalte im Abstand von einigen Monaten, und nach ästhetischen Operationen vergehen häufig sieben bis vierzehn Tage, bis Ihr Chirurg Ihnen den Rückflug erlaubt. Lassen Sie sich vor der Anzahlung einen schriftlichen Behandlungsplan und eine klare Vereinbarung zur Nachsorge geben.",
      safety:
        "Das türkische Gesundheitsministerium lizenziert Krankenhäuser und Kliniken und erteilt Anbietern, die internationale Patienten behandeln, eine gesonderte Zulassung; Sie können ruhig darum bitten, diese zu sehen. Viele größere Krankenhäuser sind zudem JCI-akkreditiert. Vergewissern Sie sich, dass die entscheidenden Schritte Ihres Eingriffs von einem zugelassenen Arzt und nicht nur von einem Techniker ausgeführt werden, und seien Sie vorsichtig bei Preisen, die weit unter dem Marktniveau liegen.",
    },
    travelInfo: {
      airports: [
        "Flughafen Istanbul (IST)",
        "Istanbul Sabiha Gökçen (SAW)",
        "Antalya (AYT)",
        "Izmir Adnan Menderes (ADB)",
        "Bursa Yenişehir (YEI), nur sehr wenige Flüge",
      ],
      directFlights:
        "Turkish Airlines, Pegasus sowie viele europäische Fluggesellschaften und Airlines aus den Golfstaaten fliegen aus ganz Europa, dem Nahen Osten, Nordamerika und Asien direkt nach Istanbul. Antalya und Izmir sind von vielen europäischen Flughäfen aus direkt erreichbar, besonders im Sommer; ansonsten steigen Sie in Istanbul um. Wer sich in Bursa behandeln lässt, fliegt meist nach Istanbul und fahren von dort auf dem Landweg oder mit der Fähre weiter.",
      bestNeighborhoods: [
        "Şişli und Nişantaşı (Istanbul)",
        "Ataşehir und Kadıköy (Istanbul, asiatische Seite)",
        "Lara und Konyaaltı (Antalya)",
        "Alsancak (Izmir)",
        "Nilüfer (Bursa)",
      ],
      transport:
        "In Istanbul gilt die Istanbulkart für Metro, Straßenbahn, Marmaray-Züge, Busse und Fähren. Taxis fahren mit Taxameter; wenn Sie über BiTaksi oder Uber (das lizenzierte Taxis vermittelt) buchen, vermeiden Sie Diskussionen über Route oder Fahrpreis. Andere Städte haben eigene Verkehrskarten, und in den meisten Behandlungspaketen sind private Transfers zwischen Hotel und Klinik enthalten.",
      culture:
        "Die türkische Gastfreundschaft ist herzlich, und Besuchern wird meist mit viel Geduld begegnet. Kleiden Sie sich beim Besuch von Moscheen zurückhaltend (Schultern und Knie bedeckt; Frauen nehmen ein Kopftuch mit) und ziehen Sie am Eingang die Schuhe aus. In Restaurants sind etwa 10 % Trinkgeld üblich. Der Ramadan verschiebt sich jedes Jahr; in dieser Zeit haben viele Restaurants geöffnet, in konservativen Gegenden gilt es aber als höflich, nicht demonstrativ in der Öffentlichkeit zu essen.",
      currency:
        "Türkische Lira (TRY). Preise in Lira steigen häufig, deshalb geben viele Kliniken und Hotels ihre Preise in Euro, Pfund oder US-Dollar an. Karten werden fast überall akzeptiert; halten Sie etwas Bargeld in Lira für kleine Läden, Taxis und Trinkgelder bereit.",
      costs:
        "Hotels der Mittelklasse kosten in den großen Städten meist etwa 60–150 Euro pro Nacht (im Zentrum Istanbuls in der Hochsaison mehr). Ein einfaches Essen im Restaurant liegt oft bei 8–15 Euro, die Fahrpreise im öffentlichen Nahverkehr sind niedrig.",
      safety:
        "Die großen Städte der Türkei gelten für Besucher im Allgemeinen als sicher. Achten Sie in Menschenmengen auf Taschendiebe, seien Sie vorsichtig bei übertrieben freundlichen Fremden, die Ihnen eine Bar oder ein Geschäft empfehlen, und nutzen Sie registrierte Taxis. Die Notrufnummer ist 112. Lesen Sie vor der Buchung die Reisehinweise Ihrer eigenen Regierung; sie betreffen auch Regionen, in die Sie für eine Behandlung normalerweise nicht reisen.",
      visa: "Viele Staatsangehörige, darunter Inhaber britischer und der meisten EU-Pässe, können derzeit für kurze Aufenthalte visumfrei einreisen; andere beantragen vor der Reise online ein E-Visum. Die Regeln ändern sich und hängen von Ihrer Staatsangehörigkeit und der Aufenthaltsdauer ab. Prüfen Sie daher vor der Buchung die offizielle E-Visum-Website der türkischen Regierung (evisa.gov.tr) und wenden Sie sich an das nächstgelegene türkische Konsulat.",
    },
    accommodation: {
      description:
        "In den meisten Paketen ist ein Hotel in Kliniknähe enthalten, meist ein komfortables Vier- oder Fünf-Sterne-Businesshotel, das wegen der kurzen Transferwege ausgewählt wird. Wenn Sie selbst buchen, wohnen Sie nah an der Klinik, wählen Sie ein Zimmer mit Aufzug und zuverlässiger Klimaanlage und bevorzugen Sie eine ruhige Gegend statt einer Ausgehstraße.",
      options: [
        {
          name: "Partnerhotel der Klinik",
          description:
            "Businesshotels, die die Klinik für Paketpatienten nutzt, mit Transfers zu den Terminen und Personal, das an Gäste nach einer Behandlung gewöhnt ist.",
          priceRange: "In der Regel im Paket enthalten",
        },
        {
          name: "Serviced Apartment",
          description:
            "Praktisch für längere Aufenthalte, etwa bei Zahnbehandlungen oder zur Erholung nach ästhetischen Operationen, und wenn eine Begleitperson mitreist, die kocht und hilft.",
          priceRange: "Etwa 50–120 Euro pro Nacht",
        },
        {
          name: "Ruhiges Resorthotel (Antalya und die Küste)",
          description:
            "Ruhige Gärten und schattige Terrassen zum Ausruhen, sobald Ihr Chirurg einverstanden ist, dass Sie die Stadt verlassen. Bleiben Sie lieber im Schatten, statt sich zu sonnen.",
          priceRange: "Etwa 80–250 Euro pro Nacht",
        },
      ],
    },
    activities: {
      relaxation: [
        "Eine gemächliche Fahrt mit der öffentlichen Fähre über den Bosporus, im Innenraum oder im Schatten",
        "Tee in einem schattigen Gartencafé oder einem ruhigen Park",
        "Entspannte Besichtigungen in Museen mit Aufzug und Sitzgelegenheiten",
        "Ein ruhiger Spaziergang an der Uferpromenade in den kühleren Stunden",
      ],
      avoid: [
        "Hamam, Sauna und Dampfbad, von denen nach Haartransplantationen und Operationen meist für mehrere Wochen abgeraten wird",
        "Schwimmen im Meer oder im Pool, bis Ihr Arzt bestätigt, dass die Wunden verheilt sind",
        "Direkte Sonne auf behandelten Stellen, besonders auf Kopfhaut und Gesicht",
        "Alkohol und Rauchen während der Erholung, da beides die Heilung verzögern kann",
        "Lange Fußwege auf steilen Straßen oder Kopfsteinpflaster in den ersten Tagen",
        "Rückflug, bevor Ihr Chirurg ihn freigegeben hat",
      ],
      walkingAreas: [
        "Gülhane-Park und Sultanahmet-Platz (Istanbul)",
        "Uferpromenade von Moda (Istanbul)",
        "Karaalioğlu-Park und Konyaaltı-Promenade (Antalya)",
        "Uferpromenade Kordon (Izmir)",
        "Botanik Park und Kültürpark (Bursa)",
      ],
    },
    checklist: [
      "Reisepass, mindestens sechs Monate gültig, und Visum oder E-Visum für Ihre Staatsangehörigkeit geklärt",
      "Schriftlicher Behandlungsplan und Kostenvoranschlag, aus dem hervorgeht, was enthalten ist und was nicht",
      "Name und Registrierungsdaten des Arztes, der Ihren Eingriff durchführt",
      "Aktuelle medizinische Unterlagen, Medikamentenliste und alle Untersuchungsergebnisse, die Ihre Klinik angefordert hat",
      "Reiseversicherung, die Behandlungen im Ausland abdeckt, oder eine Komplikationsversicherung",
      "Weite Kleidung zum Knöpfen und, bei Haartransplantationen, ein locker sitzender Hut",
      "Ausreichend von Ihren regelmäßigen Medikamenten für die ganze Reise und einige Tage mehr",
      "Rückflug mit etwas Spielraum gebucht, falls Ihr Chirurg möchte, dass Sie länger bleiben",
      "Telefonnummer des Klinikkoordinators in WhatsApp gespeichert",
      "Plan für die Nachsorge zu Hause bei Ihrem eigenen Arzt oder Zahnarzt",
    ],
    cities: [
      {
        name: "Istanbul",
        slug: "istanbul",
        tagline: "Die medizinische Hauptstadt der Türkei, auf zwei Kontinenten",
        description:
          "Die größte Auswahl an Krankenhäusern und Fachkliniken der Türkei, vor allem für Haartransplantationen und ästhetische Chirurgie, mit Direktflügen von fast überall.",
      },
      {
        name: "Antalya",
        slug: "antalya",
        tagline: "Behandlung und Erholung an der Türkischen Riviera",
        description:
          "Eine entspannte Mittelmeerstadt, bekannt für Zahn- und Augenheilkunde, mit Uferpromenaden und Resorthotels für eine ruhige Erholung.",
      },
      {
        name: "Izmir",
        slug: "izmir",
        tagline: "Ägäische Gelassenheit und Medizin auf Universitätsniveau",
        description:
          "Die drittgrößte Stadt der Türkei, stark in Kinderwunschmedizin und Krankenhausversorgung, mit entspannter Uferpromenade und mildem Klima.",
      },
      {
        name: "Bursa",
        slug: "bursa",
        tagline: "Das grüne Bursa, eine ruhigere Alternative nahe Istanbul",
        description:
          "Eine historische, grüne Stadt am Fuß des Uludağ mit modernen Kliniken in Nilüfer, niedrigeren Preisen und kurzem Transfer ab Istanbul.",
      },
    ],
  },
  {
    slug: "south-korea",
    name: "Südkorea",
    flag: "🇰🇷",
    heroTitle: "Südkorea: modernste Technik und sorgfältige Betreuung",
    intro: [
      "Südkorea ist bekannt für hochspezialisierte Kliniken, moderne Ausstattung und große Sorgfalt im Detail, insbesondere in der ästhetischen Chirurgie, der Dermatologie, der Augenchirurgie und bei umfassenden Gesundheits-Check-ups. Seoul ist das Zentrum: Allein im Stadtteil Gangnam gibt es Hunderte Kliniken, viele davon mit Teams für internationale Patienten und Dolmetschern.",
      "Die Preise liegen meist 40–60 % unter denen privater Behandlungen in den USA, in Australien und in weiten Teilen Europas. Zudem gibt es in Korea ein staatliches Registrierungssystem für Anbieter, die ausländische Patienten behandeln, ein sehr sicheres öffentliches Umfeld und einen hervorragenden Nahverkehr. Das macht die praktische Seite einer Behandlungsreise ungewöhnlich unkompliziert.",
    ],
    medicalInfo: {
      specialties: [
        "Ästhetische Chirurgie (Augenlider, Nase und Gesichtskonturierung)",
        "Dermatologie und Hautbehandlungen",
        "Augenchirurgie (LASIK, LASEK, SMILE und Linseneingriffe)",
        "Umfassende Gesundheits-Check-ups",
        "Zahnmedizin",
        "Krebsvorsorge und fachärztliche Krankenhausversorgung",
      ],
      patientsPerYear: "Mehr als 1 Million ausländische Patienten im Jahr 2024 (offizielle Zahlen)",
      averageSavings: "40–60 %",
      popularClinics: ["Gangnam Beauty Plastic Surgery", "Seoul Vision Eye Clinic"],
      languages: ["Koreanisch", "Englisch", "Chinesisch", "Japanisch", "Russisch"],
      paymentOptions: [
        "Internationale Kredit- und Debitkarten (sehr weit verbreitet)",
        "Anzahlung per Überweisung oder Karte, um Ihren OP-Termin zu sichern",
        "Bargeld in koreanischen Won",
      ],
      careExpectation:
        "Termine beginnen pünktlich, und die Kliniken sind sehr gut organisiert. Rechnen Sie mit einem Beratungsgespräch mit Bildgebung oder Untersuchungen, der Operation oder Behandlung und mehreren kurzen Nachkontrollen. Nach vielen ästhetischen Eingriffen bleiben Sie sieben bis vierzehn Tage in Seoul, bis die Fäden gezogen sind und Ihr Chirurg Ihnen den Rückflug erlaubt; nach Augenoperationen genügen meist wenige Tage. Beratungsgespräche können knapp ausfallen, notieren Sie sich Ihre Fragen daher vorher und bitten Sie bei Bedarf um einen Dolmetscher.",
      safety:
        "In Korea müssen sich Anbieter, die um ausländische Patienten werben, bei der Regierung registrieren. Bei Problemen können sich ausländische Patienten an die offiziellen Informationsdienste von Medical Korea und an die koreanische Schlichtungsstelle für medizinische Streitfälle wenden. Prüfen Sie, ob Ihr Chirurg anerkannter Facharzt für das betreffende Gebiet ist und wer im Operationssaal anwesend sein wird, denn in der Vergangenheit wurden Bedenken wegen des Einsatzes von Ersatzchirurgen laut.",
    },
    travelInfo: {
      airports: ["Incheon International (ICN)", "Gimpo International (GMP)"],
      directFlights:
        "Incheon ist ein wichtiges Drehkreuz in Asien mit Direktflügen aus Europa, Nordamerika, Australien, dem Nahen Osten und ganz Asien, allen voran mit Korean Air und Asiana sowie vielen internationalen Fluggesellschaften. Gimpo wickelt vor allem Inlandsflüge und Kurzstrecken nach Japan, China und Taiwan ab.",
      bestNeighborhoods: [
        "Gangnam und Sinsa-dong",
        "Apgujeong und Cheongdam",
        "Myeongdong",
        "Jongno und Insadong",
        "Jamsil",
      ],
      transport:
        "Die U-Bahn in Seoul ist sauber, pünktlich und auch auf Englisch ausgeschildert. Kaufen Sie im Convenience Store eine T-money-Karte; sie gilt in U-Bahn, Bussen und vielen Taxis. Taxis sind günstig und lassen sich über Kakao T oder Uber bestellen. Für die Navigation in Korea sind Naver Map und KakaoMap weitaus zuverlässiger als Google Maps.",
      culture:
        "Höflichkeit und Pünktlichkeit sind wichtig. Eine leichte Verbeugung ist eine übliche Begrüßung, in Wohnungen und manchen Restaurants zieht man die Schuhe aus, und Trinkgeld wird nicht erwartet. Schenken Sie anderen ein, nicht sich selbst. Die Menschen wirken mitunter zurückhaltend, Besuchern gegenüber ist das Personal aber in der Regel sehr hilfsbereit.",
      currency:
        "Südkoreanischer Won (KRW). Karten werden fast überall akzeptiert, auch in Taxis; einige kleine Marktstände bevorzugen Bargeld.",
      costs:
        "Hotels der Mittelklasse kosten oft etwa 120.000–250.000 Won pro Nacht (rund 90–180 US-Dollar). Ein einfaches Essen kostet meist 10.000–15.000 Won, eine U-Bahn-Fahrt ab etwa 1.500 Won.",
      safety:
        "Seoul gehört zu den sichersten Großstädten der Welt, Straßenkriminalität ist sehr selten. Die Notrufnummern sind 112 (Polizei) und 119 (Rettungsdienst und Feuerwehr); die Korea Travel Hotline 1330 hilft auf Englisch und in weiteren Sprachen. Im Frühjahr kann Feinstaub die Luftqualität beeinträchtigen; nutzen Sie eine App zur Luftqualität.",
      visa: "Viele Staatsangehörige können für kurze Aufenthalte visumfrei einreisen, benötigen aber unter Umständen eine elektronische Reisegenehmigung (K-ETA); einige Länder sind vorübergehend davon befreit. Für längere Aufenthalte bietet Korea zudem ein Visum zur medizinischen Behandlung an. Die Anforderungen ändern sich, prüfen Sie daher für Ihre Staatsangehörigkeit die offizielle K-ETA-Website (k-eta.go.kr) und die koreanische Botschaft in Ihrem Land.",
    },
    accommodation: {
      description:
        "Die meisten Patienten wohnen nur einen kurzen Fußweg oder eine kurze Taxifahrt von ihrer Klinik in Gangnam entfernt. Koreanische Hotelzimmer sind klein, aber makellos sauber; Serviced Residences mit kleiner Küche sind bei Aufenthalten ab einer Woche beliebt, und einige Kliniken arbeiten mit Erholungshotels zusammen, in denen Pflegekräfte auf Abruf bereitstehen.",
      options: [
        {
          name: "Businesshotel in Gangnam",
          description:
            "Nahe den Schönheits- und Augenkliniken rund um Sinsa-dong, Apgujeong und die Station Gangnam.",
          priceRange: "Etwa 120.000–250.000 Won pro Nacht",
        },
        {
          name: "Serviced Residence",
          description:
            "Zimmer im Apartmentstil mit Kochnische und Waschmaschine, ideal für eine Erholung von ein bis zwei Wochen.",
          priceRange: "Etwa 100.000–200.000 Won pro Nacht",
        },
        {
          name: "Erholungshotel",
          description:
            "Hotels, die mit Schönheitskliniken zusammenarbeiten und ruhige Zimmer, weiche Kost und teilweise Besuche von Pflegekräften anbieten. Fragen Sie Ihre Klinik, was verfügbar ist.",
          priceRange: "Unterschiedlich; manchmal im Paket enthalten",
        },
      ],
    },
    activities: {
      relaxation: [
        "Ruhige Cafés in Sinsa-dong und Seochon",
        "Die Starfield Library im COEX, ein ruhiger Innenraum mit Sitzgelegenheiten",
        "Palastgärten an Wochentagen am Vormittag",
        "Ein gemächlicher Spaziergang in einem Park am Han-Fluss bei Sonnenuntergang",
      ],
      avoid: [
        "Jjimjilbang (koreanische Badehäuser) und Saunen während der Erholung",
        "Anstrengende Wanderungen wie auf den Bukhansan oder die steilen Wege hinauf zum Namsan",
        "Alkohol, auch Soju, während der Heilung",
        "Augenreiben oder Schwimmen nach Augenoperationen",
        "Sehr scharfes oder salziges Essen bei Schwellungen im Gesicht, da sich die Schwellung dadurch stärker anfühlen kann",
        "Rückflug, bevor Ihr Chirurg ihn freigegeben hat",
      ],
      walkingAreas: [
        "Cheonggyecheon-Bach",
        "Seoul Forest",
        "Banpo-Han-Fluss-Park",
        "Steinmauerweg am Deoksugung-Palast",
        "Gelände des Bongeunsa-Tempels",
      ],
    },
    checklist: [
      "Reisepass und K-ETA oder Visum für Ihre Staatsangehörigkeit geklärt",
      "Name und Facharztzertifizierung Ihres Chirurgen schriftlich bestätigt",
      "Krankengeschichte, Medikamentenliste und angeforderte Bildgebung",
      "Reise- oder Komplikationsversicherung, die Behandlungen im Ausland abdeckt",
      "T-money-Karte besorgt und Naver Map oder KakaoMap installiert",
      "Mund-Nasen-Schutz und Sonnenbrille gegen Staub und Sonne und für Ihre Privatsphäre nach Eingriffen im Gesicht",
      "Weite Kleidung, die sich vorne öffnen lässt",
      "Flexibles Rückreisedatum, falls die Fäden später als geplant gezogen werden",
      "Plan für die Nachsorge zu Hause und Kopien aller Unterlagen auf Englisch",
    ],
    cities: [
      {
        name: "Seoul",
        slug: "seoul",
        tagline: "Präzise Medizin in einer sicheren, modernen Hauptstadt",
        description:
          "Das Zentrum der Medizinreisen nach Korea, mit Fachkliniken für ästhetische Chirurgie, Haut und Augen in Gangnam und großen Universitätskliniken in der ganzen Stadt.",
      },
    ],
  },
  {
    slug: "thailand",
    name: "Thailand",
    flag: "🇹🇭",
    heroTitle: "Thailand: internationale Krankenhäuser und erholsame Genesung",
    intro: [
      "Thailand empfängt seit Jahrzehnten internationale Patienten, und die führenden Privatkrankenhäuser wirken eher wie Hotels als wie Kliniken, mit Zentren für internationale Patienten, Dolmetschern und Unterstützung beim Visum. Bangkok ist das medizinische Zentrum, während Phuket Zahnmedizin, ästhetische Behandlungen und Wellness in Strandlage bietet.",
      "Eine Behandlung kostet meist 50–70 % weniger als eine private Behandlung in den USA, in Großbritannien oder Australien, und die sprichwörtlich sanfte thailändische Gastfreundschaft macht die Erholung angenehm. Wegen der tropischen Hitze und der Verlockungen von Stränden und Bootsausflügen sollten Sie Ihre Erholungszeit aber sorgfältig planen.",
    ],
    medicalInfo: {
      specialties: [
        "Ästhetische Chirurgie",
        "Zahnimplantate und ästhetische Zahnmedizin",
        "IVF und Kinderwunschbehandlung",
        "Umfassende Gesundheits-Check-ups",
        "Orthopädie und Gelenkersatz",
        "Kardiologie",
        "Wellness und Rehabilitation",
      ],
      patientsPerYear:
        "Schätzungsweise 2–3 Millionen Besuche internationaler Patienten pro Jahr, einschließlich im Land lebender Ausländer",
      averageSavings: "50–70 %",
      popularClinics: [
        "Bangkok Royal International Hospital",
        "Siam Fertility Clinic",
        "Andaman Dental Phuket",
        "Patong Aesthetic & Wellness Clinic",
      ],
      languages: ["Thailändisch", "Englisch", "Arabisch", "Japanisch", "Chinesisch", "Russisch"],
      paymentOptions: [
        "Internationale Kredit- und Debitkarten",
        "Überweisung für Anzahlungen",
        "Bargeld in thailändischen Baht",
        "Direktabrechnung mit einigen internationalen Versicherern in größeren Krankenhäusern",
      ],
      careExpectation:
        "Große Krankenhäuser haben effiziente Abteilungen für internationale Patienten: Ein Koordinator empfängt Sie, Untersuchungen finden oft noch am selben Tag statt, und Sie sehen Ihren Facharzt schnell. Nach vielen ästhetischen Eingriffen bleiben Sie etwa 10–14 Tage in Thailand, bevor Sie fliegen; Zahnimplantate erfordern meist zwei Reisen im Abstand von einigen Monaten. Lassen Sie sich einen vollständigen schriftlichen Kostenvoranschlag geben, denn Krankenhausrechnungen können gesonderte Gebühren für Zimmer, Medikamente und Ärzte enthalten.",
      safety:
        "Thailand hat mehrere JCI-akkreditierte Krankenhäuser, und Ärzte benötigen eine Zulassung des Medical Council of Thailand. Bei kleineren Schönheitskliniken sind die Unterschiede größer; prüfen Sie daher die Facharztqualifikation des Chirurgen und wo der Eingriff stattfindet (für Operationen ist ein Krankenhaus mit Betreuung über Nacht vorzuziehen).",
    },
    travelInfo: {
      airports: [
        "Bangkok Suvarnabhumi (BKK)",
        "Bangkok Don Mueang (DMK)",
        "Phuket International (HKT)",
      ],
      directFlights:
        "Suvarnabhumi wird direkt aus Europa, dem Nahen Osten, Australien und ganz Asien angeflogen, unter anderem von Thai Airways sowie vielen Fluggesellschaften aus den Golfstaaten und Asien. Don Mueang dient vor allem Billigfluggesellschaften. Phuket hat Direktflüge aus einigen asiatischen, nahöstlichen und australischen sowie, saisonal, europäischen Städten und häufige Kurzflüge aus Bangkok.",
      bestNeighborhoods: [
        "Sukhumvit (Bangkok)",
        "Silom und Sathorn (Bangkok)",
        "Ploenchit und Chidlom (Bangkok)",
        "Kata und Karon (Phuket)",
        "Altstadt von Phuket",
      ],
      transport:
        "In Bangkok umgehen der BTS Skytrain und die MRT-U-Bahn den Stau und erreichen die meisten Krankenhausviertel; Flussboote sind eine angenehme Ergänzung. Über Grab und Bolt bekommen Sie am einfachsten eine Fahrt zum Festpreis. Auf Phuket sind die Entfernungen größer und der öffentliche Nahverkehr begrenzt; verlassen Sie sich dort auf die Transfers Ihrer Klinik, auf Grab, Bolt oder vorab gebuchte Fahrer.",
      culture:
        "In Thailand legt man Wert auf Ruhe und Höflichkeit; laut zu werden hilft selten. Die Königsfamilie wird tief verehrt und darf nicht kritisiert werden. Bedecken Sie in Tempeln Schultern und Knie, ziehen Sie die Schuhe aus und berühren Sie niemanden am Kopf. Der Wai (eine leichte Verbeugung mit aneinandergelegten Handflächen) ist eine höfliche Begrüßung.",
      currency:
        "Thailändischer Baht (THB). In Hotels, Einkaufszentren und Krankenhäusern funktionieren Karten; Bargeld ist praktisch für Märkte, Garküchen und kleine Läden. Geldautomaten verlangen für ausländische Karten eine Gebühr.",
      costs:
        "Hotels der Mittelklasse kosten meist etwa 1.500–4.000 Baht pro Nacht (rund 45–120 US-Dollar). Ein Gericht an einer Garküche kostet oft 60–100 Baht, ein Essen im Restaurant 300–800 Baht.",
      safety:
        "Thailand gilt für Besucher im Allgemeinen als sicher. Achten Sie auf die üblichen Maschen (der angeblich „heute geschlossene“ Tempel mit anschließender Rundfahrt, Edelsteinläden, Taxis ohne Taxameter). Das größte alltägliche Risiko ist der Straßenverkehr, und Motorradunfälle gehören zu den häufigsten Ursachen für Verletzungen bei Touristen. Die Touristenpolizei erreichen Sie unter 1155, den medizinischen Notruf unter 1669.",
      visa: "Viele Staatsangehörige können derzeit als Touristen visumfrei einreisen, und für längere Aufenthalte gibt es ein Visum zur medizinischen Behandlung. Seit 2025 füllen Besucher außerdem vor der Ankunft online die Thailand Digital Arrival Card aus. Die Regeln und die erlaubte Aufenthaltsdauer haben sich zuletzt mehrfach geändert; prüfen Sie daher für Ihre Staatsangehörigkeit die offizielle thailändische E-Visum-Website und die nächstgelegene thailändische Botschaft.",
    },
    accommodation: {
      description:
        "Viele Krankenhäuser in Bangkok haben Hotels oder Serviced Apartments in Gehweite, manche über überdachte Gänge verbunden, und einige bieten Patiententarife an. Wählen Sie auf Phuket ein ruhiges Resort mit Schatten statt einer belebten Partygegend und prüfen Sie, wie weit es von Ihrer Klinik entfernt ist.",
      options: [
        {
          name: "Hotel in Krankenhausnähe",
          description:
            "Kurze Wege zu den Kontrollterminen, oft mit Patiententarifen und spätem Check-out.",
          priceRange: "Etwa 1.500–4.000 Baht pro Nacht",
        },
        {
          name: "Serviced Apartment",
          description:
            "Küche und Waschmaschine für längere Aufenthalte, beliebt bei IVF-Patientinnen und Familien.",
          priceRange: "Etwa 1.800–5.000 Baht pro Nacht",
        },
        {
          name: "Ruhiges Resort (Phuket)",
          description:
            "Schattige Gärten und ruhige Pools zum Anschauen, nicht zum Schwimmen, bis Ihr Arzt sagt, dass es unbedenklich ist.",
          priceRange: "Etwa 2.500–8.000 Baht pro Nacht",
        },
      ],
    },
    activities: {
      relaxation: [
        "Gemächliche Spaziergänge in den Stadtparks am frühen Morgen",
        "Eine Bootsfahrt auf dem Chao Phraya, im Schatten sitzend",
        "Klimatisierte Museen und Galerien",
        "Sonnenuntergang von einem schattigen Aussichtspunkt oder Café aus",
      ],
      avoid: [
        "Schwimmen im Meer und im Pool, bis die Wunden verheilt sind",
        "Starke Sonne und Mittagshitze, besonders auf heilenden Narben",
        "Traditionelle Thai-Massage an oder nahe den behandelten Stellen",
        "Roller oder Motorrad mieten",
        "Schnellbootfahrten und lange Inselhopping-Tage",
        "Alkohol während der Heilung und solange Sie verschriebene Medikamente einnehmen",
        "Rückflug, bevor Ihr Chirurg ihn freigegeben hat",
      ],
      walkingAreas: [
        "Lumphini-Park (Bangkok)",
        "Benjakitti-Waldpark (Bangkok)",
        "Altstadt von Phuket",
        "Strandpromenade von Karon (Phuket)",
      ],
    },
    checklist: [
      "Reisepass sechs Monate gültig, Einreiseregeln geprüft und Digital Arrival Card ausgefüllt",
      "Schriftlicher Kostenvoranschlag mit Arzt-, Zimmer-, Medikamenten- und Nachsorgekosten",
      "Facharztqualifikation des Chirurgen bestätigt",
      "Medizinische Unterlagen und Medikamentenliste auf Englisch",
      "Versicherung, die Behandlungen im Ausland und Komplikationen abdeckt",
      "Sonnencreme mit hohem Lichtschutzfaktor, Hut und leichte, weite Kleidung",
      "Grab oder Bolt installiert und eine lokale SIM- oder eSIM-Karte",
      "Flexibler Rückflug",
    ],
    cities: [
      {
        name: "Bangkok",
        slug: "bangkok",
        tagline: "Krankenhäuser von Weltrang in einer lebendigen Hauptstadt",
        description:
          "Große internationale Krankenhäuser, Kinderwunschzentren und Fachkliniken, mit Skytrain-Anbindung und Hotels direkt nebenan.",
      },
      {
        name: "Phuket",
        slug: "phuket",
        tagline: "Erholung auf der Insel, mit Zahnmedizin und Ästhetik",
        description:
          "Kliniken für Zahnmedizin, ästhetische Behandlungen und Wellness auf Thailands größter Insel, mit ruhigen Stränden für eine sanfte Erholung.",
      },
    ],
  },
  {
    slug: "mexico",
    name: "Mexiko",
    flag: "🇲🇽",
    heroTitle: "Mexiko: gute Versorgung nah an der Heimat, für Patienten aus Nordamerika",
    intro: [
      "Mexiko ist das beliebteste Behandlungsziel für Patienten aus den USA und Kanada. Tijuana, direkt hinter der Grenze zu San Diego, ist für Adipositaschirurgie und Zahnmedizin bekannt, während Cancún ästhetische Chirurgie und Kinderwunschbehandlungen mit Resorts an der Karibik verbindet.",
      "Gegenüber den Preisen in den USA sparen Patienten meist 60–80 %, und die kurze Anreise bedeutet weniger Urlaubstage und einfachere Nachkontrollen. Wie überall sind die Standards unterschiedlich: Wählen Sie zugelassene Kliniken sorgfältig aus und planen Sie, wie Sie während der Erholung die Grenze überqueren oder nach Hause fliegen.",
    ],
    medicalInfo: {
      specialties: [
        "Adipositaschirurgie (Schlauchmagen und Magenbypass)",
        "Zahnimplantate, Kronen und Veneers",
        "Ästhetische Chirurgie",
        "IVF und Kinderwunschbehandlung",
        "Orthopädie",
      ],
      patientsPerYear:
        "Schätzungsweise 1–1,5 Millionen Medizinreisende pro Jahr, überwiegend aus den USA und Kanada",
      averageSavings: "60–80 %",
      popularClinics: [
        "Tijuana Bariatric Institute",
        "Baja Dental Center",
        "Riviera Cosmetic Surgery",
        "Caribbean Fertility Center",
      ],
      languages: ["Spanisch", "Englisch"],
      paymentOptions: [
        "Kredit- und Debitkarten",
        "Anzahlung per Überweisung oder Karte",
        "Bargeld in US-Dollar oder mexikanischen Pesos",
        "In einigen Kliniken Finanzierung über externe Kreditgeber",
      ],
      careExpectation:
        "Die Kliniken in Tijuana und Cancún sind an Patienten aus Nordamerika gewöhnt und organisieren oft die Abholung am Flughafen oder an der Grenze. Eine Adipositasoperation bedeutet meist zwei bis vier Nächte im Krankenhaus und einige weitere Tage in der Nähe; Zahnbehandlungen können zwei Reisen erfordern. Fragen Sie Ihre Klinik, wie sie nach Ihrer Heimkehr mit Ihnen in Kontakt bleibt und was geschieht, wenn Sie später Behandlung benötigen.",
      safety:
        "Mexikanische Krankenhäuser und Kliniken sollten eine Lizenz der COFEPRIS, der Gesundheitsaufsichtsbehörde des Bundes, besitzen, und Chirurgen sind in der Regel vom zuständigen mexikanischen Facharztgremium (consejo) zertifiziert. Fragen Sie genau nach, wo der Eingriff stattfindet, und seien Sie vorsichtig bei Kliniken, die größere Operationen in Praxisräumen statt in Krankenhäusern durchführen.",
    },
    travelInfo: {
      airports: [
        "San Diego International (SAN), für Tijuana",
        "Tijuana International (TIJ), über die Brücke Cross Border Xpress mit San Diego verbunden",
        "Cancún International (CUN)",
      ],
      directFlights:
        "Cancún hat Direktflüge aus den meisten großen Städten der USA und Kanadas sowie aus Teilen Europas. Für Tijuana fliegen die meisten Patienten nach San Diego und überqueren die Grenze auf dem Landweg; der Flughafen TIJ bietet Inlandsflüge in ganz Mexiko.",
      bestNeighborhoods: [
        "Zona Río (Tijuana)",
        "Playas de Tijuana",
        "Hotelzone (Cancún)",
        "Innenstadt und Puerto Cancún (Cancún)",
      ],
      transport:
        "Viele Kliniken bieten Transfers vom Flughafen San Diego oder vom Grenzübergang San Ysidro sowie vom Flughafen Cancún an. In Tijuana sind Uber und DiDi weit verbreitet. In Cancún verbinden ADO-Busse den Flughafen mit der Innenstadt und Playa del Carmen, und Stadtbusse fahren die gesamte Hotelzone entlang.",
      culture:
        "Die Menschen in Mexiko sind herzlich und höflich; ein Gruß wie „buenos días“ öffnet viele Türen. In Restaurants sowie für Reiseleiter und Fahrer sind 10–15 % Trinkgeld üblich. Die Kleidung ist leger, Strandkleidung gehört aber an den Strand.",
      currency:
        "Mexikanischer Peso (MXN). US-Dollar werden in Tijuana und in den Touristengebieten Cancúns weithin akzeptiert, mit Pesos oder Karte erhalten Sie aber meist einen besseren Kurs.",
      costs:
        "Hotels der Mittelklasse kosten in Tijuana rund 60–130 US-Dollar pro Nacht und in der Innenstadt von Cancún 50–110 US-Dollar; in der Hotelzone von Cancún ist es teurer, oft 150–350 US-Dollar. Ein einfaches Essen kostet etwa 8–20 US-Dollar.",
      safety:
        "Die Reisehinweise ausländischer Regierungen zu Mexiko unterscheiden sich je nach Bundesstaat: Für Baja California (Tijuana) raten einige zu besonderer Vorsicht oder dazu, die Reise zu überdenken, für Quintana Roo (Cancún) zu erhöhter Vorsicht, vor allem wegen Kriminalität, die sich selten gegen Besucher richtet, aber überall vorkommen kann. Bleiben Sie in bekannten Gegenden, nutzen Sie nachts Fahrdienste oder den Transport der Klinik statt Taxis von der Straße, tragen Sie Wertsachen nicht offen und lesen Sie die aktuellen Hinweise Ihrer eigenen Regierung. Die Notrufnummer ist 911.",
      visa: "Viele Staatsangehörige, darunter Bürger der USA, Kanadas, Großbritanniens und der EU, können Mexiko derzeit als Touristen ohne Visum besuchen; die Einwanderungsbeamten legen die erlaubte Aufenthaltsdauer bei der Ankunft fest. Wenn Sie über eine Landgrenze einreisen, fragen Sie, ob Sie für Ihre Pläne eine Besuchergenehmigung (FMM) benötigen. Prüfen Sie offizielle Quellen der mexikanischen Regierung und, für die Rückreise, die Einreisebestimmungen der USA oder Ihres Heimatlandes.",
    },
    accommodation: {
      description:
        "In Tijuana wohnen die meisten Patienten in der Zona Río nahe den Kliniken oder in Partnerhotels ihrer Klinik; manche kehren nach der Freigabe jeden Abend nach San Diego zurück. In Cancún haben Sie die Wahl zwischen der Hotelzone mit ihren Resorts und ruhigeren, günstigeren Hotels in der Innenstadt, näher an vielen Kliniken.",
      options: [
        {
          name: "Partnerhotel der Klinik",
          description:
            "Oft in Paketen für Adipositaschirurgie und Zahnbehandlungen enthalten, mit Transport zu den Terminen.",
          priceRange: "In der Regel inbegriffen",
        },
        {
          name: "Businesshotel in der Zona Río (Tijuana)",
          description: "Moderne Hotels nahe Krankenhäusern, Einkaufszentren und Restaurants.",
          priceRange: "Etwa 60–130 US-Dollar pro Nacht",
        },
        {
          name: "Resort in der Hotelzone (Cancún)",
          description:
            "Meerblick für die Erholung; wählen Sie aber ein ruhiges Haus, das sich an Erwachsene richtet, und meiden Sie den Pool bis zur Freigabe.",
          priceRange: "Etwa 150–350 US-Dollar pro Nacht",
        },
      ],
    },
    activities: {
      relaxation: [
        "Ein gemächlicher Spaziergang an der Uferpromenade von Playas de Tijuana",
        "Das Museum und die Gärten des CECUT in Tijuana",
        "Sonnenuntergänge im Schatten an der Lagune in Cancún",
        "Das Museo Maya de Cancún, klimatisiert und ebenerdig",
      ],
      avoid: [
        "Schwimmen im Pool, im Meer oder in Cenoten, bis die Wunden verheilt sind",
        "Starke Sonne auf heilenden Narben",
        "Alkohol, besonders nach einer Adipositasoperation",
        "Essen von Straßenständen, solange Sie nach einer Adipositasoperation flüssige oder weiche Kost zu sich nehmen",
        "Lange Bustouren zu archäologischen Stätten in den ersten Tagen",
        "Rückflug oder lange Autofahrt, bevor Ihr Chirurg sie freigegeben hat",
      ],
      walkingAreas: [
        "Malecón de Playas de Tijuana",
        "Zona Río rund um das CECUT (Tijuana)",
        "Malecón Tajamar (Cancún)",
        "Parque de las Palapas (Cancún)",
      ],
    },
    checklist: [
      "Reisepass (oder für US-Bürger, die auf dem Landweg einreisen, eine Passport Card oder ein anderes anerkanntes Dokument)",
      "Einreisebestimmungen für Mexiko und für Ihre Rückkehr in die USA oder Ihr Heimatland geprüft",
      "COFEPRIS-Lizenz der Klinik und Facharztzertifizierung des Chirurgen bestätigt",
      "Schriftlicher Behandlungsplan, einschließlich Nächten im Krankenhaus und Nachsorge",
      "Versicherung, die Behandlungen im Ausland und Komplikationen abdeckt",
      "Kompressionswäsche oder -strümpfe, falls Ihre Klinik sie empfiehlt",
      "Grenzübertritt oder Flughafentransfer mit Ihrer Klinik vereinbart",
      "Plan für die Nachsorge bei Ihrem Arzt zu Hause",
    ],
    cities: [
      {
        name: "Tijuana",
        slug: "tijuana",
        tagline: "Fachärztliche Versorgung wenige Minuten von San Diego entfernt",
        description:
          "Eine belebte Grenzstadt, bekannt für Adipositaschirurgie und Zahnmedizin, mit Kliniken, die Patienten auf der Seite von San Diego abholen.",
      },
      {
        name: "Cancún",
        slug: "cancun",
        tagline: "Ästhetische Chirurgie und Kinderwunschbehandlung an der Karibikküste",
        description:
          "Moderne Privatkrankenhäuser und Kliniken in einer großen Urlaubsstadt mit Direktflügen aus ganz Nordamerika.",
      },
    ],
  },
];
