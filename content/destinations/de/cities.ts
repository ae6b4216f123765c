import type { CityGuide } from "../types";

/**
 * Städteratgeber für /de/destinations/{country}/{city}: die deutsche Fassung von ../cities.ts
 * (gleiche Slugs, gleiche Listen). Nur Klartext. Hinweise zur Erholung sind allgemeine
 * Reiseinformationen („wird meist empfohlen“, „Ihr Chirurg sagt Ihnen“), keine medizinische
 * Beratung. Preise sind Richtwerte und ändern sich.
 */
export const CITY_GUIDES: CityGuide[] = [
  // ---------------------------------------------------------------- Türkei
  {
    slug: "istanbul",
    countrySlug: "turkey",
    name: "Istanbul",
    tagline: "Die medizinische Hauptstadt der Türkei, auf zwei Kontinenten",
    intro:
      "Istanbul erstreckt sich über den Bosporus hinweg auf Europa und Asien und hat mehr Privatkrankenhäuser und Fachkliniken als jede andere Stadt der Türkei. Die meisten bieten Pakete mit Flughafentransfer, Hotel und Dolmetscher an. Die Stadt ist groß und trubelig: Wohnen Sie daher in der Nähe Ihrer Klinik und lassen Sie es bei den Besichtigungen ruhig angehen.",
    specialNote:
      "Wenn Sie eine Haartransplantation planen, bitten die meisten Kliniken Sie, mehrere Wochen lang Hamam, Sauna, Schwimmen und direkte Sonne auf der Kopfhaut zu meiden. Heben Sie sich das berühmte türkische Bad also für eine spätere Reise auf. Ihre Klinik gibt Ihnen schriftliche Nachsorgeanweisungen; diese haben immer Vorrang vor den allgemeinen Hinweisen hier.",
    medicalInfo: {
      overview:
        "Das Angebot in Istanbul reicht von großen, JCI-akkreditierten Krankenhausgruppen bis zu kleinen Facharztpraxen. Kliniken für Haartransplantationen konzentrieren sich in Şişli und Mecidiyeköy sowie auf der asiatischen Seite rund um Ataşehir; ästhetische Operationen finden in der Regel in Privatkrankenhäusern mit Bettenstationen statt. Die Preise sind günstig, die Qualität schwankt jedoch. Klären Sie deshalb, wer die entscheidenden Schritte Ihres Eingriffs durchführt und ob die Klinik die Zulassung des Gesundheitsministeriums für internationale Patienten besitzt.",
      specialties: [
        "Haar- und Barttransplantationen (FUE und DHI)",
        "Nasenkorrektur und ästhetische Gesichtschirurgie",
        "Körperformung (Fettabsaugung, Bauchdeckenstraffung, BBL)",
        "Zahnimplantate, Veneers und „Hollywood Smile“",
        "Augenchirurgie",
        "Adipositaschirurgie",
      ],
      hospitals:
        "Zu den CareAtlas-Partnern hier gehören das Istanbul Hair Institute für Haar- und Barttransplantationen und das Bosphorus Aesthetic Hospital für ästhetische Chirurgie. Außerdem gibt es in der Stadt viele große private Krankenhausgruppen mit Abteilungen für internationale Patienten, die sich um Dolmetscher, Versicherungsunterlagen und die Notfallabsicherung kümmern.",
    },
    travelInfo: {
      gettingThere:
        "Die meisten internationalen Flüge landen am Flughafen Istanbul (IST), dem großen Drehkreuz nordwestlich der Stadt auf der europäischen Seite. Sabiha Gökçen (SAW) auf der asiatischen Seite wird vor allem von Pegasus und anderen Billigfluggesellschaften genutzt. Beide haben häufige Direktflüge aus ganz Europa, dem Nahen Osten und darüber hinaus.",
      gettingAround:
        "Kaufen Sie an einem Automaten in einer Station eine Istanbulkart; sie gilt in Metro, Straßenbahn, den Marmaray-Zügen unter dem Bosporus, in Bussen und auf den öffentlichen Fähren, und mit einer Karte kann auch eine Begleitperson bezahlen. Bahn und Fähre sind im Berufsverkehr oft schneller als das Auto. Über BiTaksi oder Uber buchen Sie lizenzierte Taxis und sehen die Route.",
      fromAirport:
        "Vom Flughafen IST fährt die Metro M11 bis Gayrettepe, wo sie Anschluss an die Linie M2 nach Şişli und Taksim hat; Havaist-Busse fahren nach Taksim, Beşiktaş, Kadıköy und zu anderen Knotenpunkten. Ein Taxi nach Şişli braucht je nach Verkehr etwa 45–60 Minuten. Von SAW fährt die Metro M4 nach Kadıköy, und Havabus-Busse fahren nach Kadıköy und Taksim. Die meisten Pakete enthalten einen privaten Transfer; Ihr Fahrer erwartet Sie in der Ankunftshalle mit einem Namensschild.",
    },
    accommodation: {
      overview:
        "Wohnen Sie nah an Ihrer Klinik, denn Sie werden sie mehrmals aufsuchen und sich vielleicht müde oder wund fühlen. Die Geschäftsviertel auf der europäischen Seite liegen günstig für die meisten Haar- und Schönheitskliniken, die asiatische Seite ist ruhiger und preiswert. Hotels in der Altstadt rund um Sultanahmet haben viel Atmosphäre, bedeuten aber Steigungen, Kopfsteinpflaster und Gedränge.",
      bestDistricts: [
        {
          name: "Şişli und Nişantaşı",
          why: "Zentral und gut an die Metro M2 angebunden, mit vielen Kliniken, Krankenhäusern, Apotheken und guten Restaurants in kurzer Gehweite.",
        },
        {
          name: "Beşiktaş",
          why: "Lebhaft und doch ein Wohnviertel, direkt am Bosporus, mit Fähren und ebenen Spazierwegen am Wasser.",
        },
        {
          name: "Ataşehir",
          why: "Ein modernes Viertel auf der asiatischen Seite mit Kliniken, Einkaufszentren und neueren Hotels, gut erreichbar von Sabiha Gökçen.",
        },
        {
          name: "Kadıköy und Moda",
          why: "Entspannt, mit Cafés, Uferpromenade und Fähren zur europäischen Seite; gut für längere Aufenthalte.",
        },
      ],
      recommendations: [
        {
          name: "Partnerhotel der Klinik in Şişli",
          type: "Businesshotel (oft im Paket enthalten)",
          why: "Transfers zu den Terminen, Personal, das an Gäste nach einer Haartransplantation gewöhnt ist, und ein kurzer Weg zur Kontrolle am nächsten Tag.",
        },
        {
          name: "Serviced Apartment in Nişantaşı oder Ataşehir",
          type: "Serviced Apartment",
          why: "Platz für eine Begleitperson, eine Küche für einfache Mahlzeiten und eine Waschmaschine für Aufenthalte ab einer Woche.",
        },
        {
          name: "Hotel mit Bosporusblick in Beşiktaş",
          type: "Hotel",
          why: "Ein ruhiger Ausblick zum Erholen, wenn die ersten Tage vorbei sind, nah an Fähren und ebenen Wegen am Wasser.",
        },
      ],
    },
    activities: {
      gentle: [
        "Fahren Sie gemächlich mit der öffentlichen Fähre zwischen Eminönü oder Beşiktaş und Kadıköy, eine der günstigsten und ruhigsten Arten, die Stadt zu sehen; sitzen Sie drinnen oder im Schatten.",
        "Spazieren Sie über die ebenen Wege des Gülhane-Parks, besonders im April, wenn die Tulpen blühen.",
        "Flanieren Sie am späten Nachmittag an der Uferpromenade von Moda.",
        "Fahren Sie mit dem Taxi zum Emirgan-Park am Bosporus, mit schattigen Gärten und Tee.",
      ],
      cultural: [
        "Hagia Sophia und Blaue Moschee: Schultern und Knie bedecken, Frauen nehmen ein Kopftuch mit; kommen Sie früh, um Warteschlangen zu vermeiden. Beide sind während der Gebetszeiten für Besucher geschlossen.",
        "Der Topkapı-Palast; hier ist einiges zu laufen, heben Sie ihn sich also für später in Ihrem Aufenthalt auf.",
        "Die Archäologischen Museen Istanbul oder das Pera Museum für ruhige Kultur in Innenräumen.",
        "Die Basilika-Zisterne, kühl und stimmungsvoll, allerdings mit Treppen nach unten.",
      ],
      food: [
        "Linsensuppe (mercimek çorbası), bekömmlich und fast überall erhältlich, ideal in den ersten Tagen.",
        "Ein türkisches Frühstück mit Simit, Käse, Oliven, Tomaten und Eiern.",
        "Gegrillter Fisch und Meze am Wasser in Beşiktaş oder Kadıköy.",
        "Baklava und Lokum, in Maßen.",
        "Viel Wasser, Ayran (ein salziges Joghurtgetränk) und Kräutertees; die meisten Menschen trinken Wasser aus der Flasche.",
      ],
      avoid: [
        "Hamam, Sauna und Dampfbad, wovon nach einer Haartransplantation oder Operation meist für mehrere Wochen abgeraten wird.",
        "Schwimmen im Pool oder im Meer, bis Ihr Arzt sagt, dass alles verheilt ist.",
        "Mützen oder Hüte, die auf frisch verpflanzte Grafts drücken; Ihre Klinik sagt Ihnen, welche Art unbedenklich ist.",
        "Orte mit Gedränge wie der Große Basar und die İstiklal-Straße in den ersten Tagen, wo man leicht angerempelt wird.",
        "Alkohol und Rauchen während der Heilung.",
        "Bücken, schweres Heben oder lange Wege bergauf, bis Sie die Freigabe haben.",
      ],
    },
    practicalInfo: {
      weather:
        "Die Sommer (Juni bis September) sind warm und feucht, oft um 28–30 °C. Die Winter sind kühl und nass, etwa 5–10 °C, mit gelegentlichem Schnee. Frühling (April bis Mai) und Herbst (September bis November) sind die angenehmsten Zeiten für Behandlung und Erholung.",
      costs:
        "Ein Essen in einem einheimischen Restaurant kostet meist 8–15 Euro, ein Kaffee 2–4 Euro und eine Fahrt mit öffentlichen Verkehrsmitteln etwa 1 Euro oder weniger. Taxifahrten innerhalb der zentralen Viertel kosten in der Regel 5–15 Euro. Die Preise in Lira ändern sich häufig; prüfen Sie die aktuellen Kurse vor der Reise.",
      apps: [
        "BiTaksi",
        "Uber",
        "Istanbulkart",
        "Google Maps oder Moovit",
        "Yemeksepeti oder Getir (Lieferung von Essen und Apothekenartikeln)",
        "WhatsApp (von Klinikkoordinatoren genutzt)",
      ],
      safety:
        "Istanbul ist im Allgemeinen sicher, doch in vollen Straßenbahnen, Basaren und Fähren sind Taschendiebe unterwegs, und freundliche Fremde, die eine Bar oder einen Teppichladen empfehlen, lehnen Sie am besten höflich ab. Nutzen Sie nachts per App gebuchte Taxis. Die Notrufnummer ist 112, und an jeder Apotheke (eczane) hängt ein Hinweis auf die nächstgelegene Notdienstapotheke (nöbetçi eczane).",
    },
    checklist: [
      "Transfer bestätigt und WhatsApp-Nummer Ihres Koordinators vor dem Abflug gespeichert",
      "Istanbulkart oder BiTaksi bzw. Uber auf dem Handy eingerichtet",
      "Weite Hemden zum Knöpfen und, bei Haartransplantationen, ein lockerer, von der Klinik freigegebener Hut",
      "Ein Nackenkissen, um nach einer Haartransplantation halb aufrecht zu schlafen",
      "Das Nachsorgeset und die schriftlichen Anweisungen Ihrer Klinik",
      "Zurückhaltende Kleidung und ein Tuch für Moscheebesuche",
      "Daten Ihrer Reiseversicherung und die Notfallnummer der Klinik",
      "Ein Puffertag vor dem Rückflug, falls eine Kontrolle verschoben wird",
    ],
  },
  {
    slug: "antalya",
    countrySlug: "turkey",
    name: "Antalya",
    tagline: "Behandlung und Erholung an der Türkischen Riviera",
    intro:
      "Antalya liegt zwischen dem Taurusgebirge und dem Mittelmeer, mit einer liebevoll restaurierten Altstadt, langen Uferpromenaden und einem der verkehrsreichsten internationalen Flughäfen der Türkei. Die Stadt ist beliebt für Zahnbehandlungen und Augenoperationen, und dank der vielen Hotels lässt sich die Behandlung gut mit einer ruhigen, komfortablen Erholung verbinden. Am besten genießen Sie die Küste mit den Augen statt im Wasser, bis Ihre Klinik etwas anderes sagt.",
    specialNote:
      "Die Sommersonne in Antalya ist stark: Von Juni bis September steigen die Temperaturen oft über 35 °C. Nach Augenoperationen oder Behandlungen im Gesicht sind eine gute Sonnenbrille, Schatten und ein Hut unverzichtbar, und die meisten Kliniken raten, eine Zeit lang nicht im Meer oder Pool zu baden. Frühling und Herbst sind die angenehmsten Jahreszeiten für die Erholung.",
    medicalInfo: {
      overview:
        "Antalya hat mehrere moderne Privatkrankenhäuser und eine große Auswahl an Zahnkliniken, die an Patienten aus Europa gewöhnt sind. Die Behandlung kann schneller gehen als zu Hause: Veneers oder Kronen können in etwa einer Woche fertig sein, Implantate erfordern nach der Einheilung meist einen zweiten Besuch. Lassen Sie sich einen schriftlichen Plan geben, der die verwendeten Materialien und Implantatmarken, den Nachsorgeplan und etwaige Garantiebedingungen festhält.",
      specialties: [
        "Zahnimplantate, Kronen und Veneers",
        "„Hollywood Smile“",
        "LASIK und andere Laser-Augenoperationen",
        "Katarakt- und Linsenchirurgie",
        "Haartransplantationen",
        "Ästhetische Chirurgie",
      ],
      hospitals:
        "Zu den CareAtlas-Partnern hier gehören Antalya Smile Dental für Implantologie und ästhetische Zahnmedizin sowie das Lara Eye & Vision Center für Laser-Augenoperationen und Kataraktchirurgie. Außerdem gibt es mehrere große Privatkrankenhäuser mit Abteilungen für internationale Patienten, die als Absicherung für jeden Eingriff nützlich sind.",
    },
    travelInfo: {
      gettingThere:
        "Der Flughafen Antalya (AYT) hat Direktflüge aus ganz Europa, viele davon saisonal, und häufige Inlandsflüge aus Istanbul mit rund 1 Stunde 15 Minuten Flugzeit. Außerhalb des Sommers ist ein Umstieg in Istanbul oft die einfachste Lösung.",
      gettingAround:
        "Das Zentrum ist überschaubar. Die Antalyakart gilt in Straßenbahnen und Stadtbussen: Die nostalgische Straßenbahn fährt an der Küste entlang Richtung Antalya-Museum, und die Stadtbahn AntRay verbindet den Busbahnhof mit dem Zentrum. Taxis gibt es reichlich an Taxiständen und Hotels; Fahrdienst-Apps sind weniger verbreitet als in Istanbul, daher ist der Fahrer Ihres Hotels oder Ihrer Klinik oft die einfachste Wahl.",
      fromAirport:
        "Der Flughafen liegt etwa 15 km östlich des Zentrums und nur 10–15 Minuten von Lara entfernt. Ein Taxi nach Kaleiçi braucht etwa 20–30 Minuten, nach Konyaaltı etwa 30–40 Minuten. Auch Flughafenshuttles und Stadtbusse fahren in die Stadt, und in den meisten Klinikpaketen ist ein privater Transfer enthalten.",
    },
    accommodation: {
      overview:
        "In Antalya gibt es alles von kleinen Pensionen in der Altstadt bis zu großen Resorts. Wählen Sie für Ihre Behandlung ein Hotel, von dem aus Sie Ihre Klinik leicht erreichen, mit Schatten, Aufzug und ruhigem Zimmer. Viele große All-inclusive-Resorts liegen außerhalb in Belek oder Kemer, was lange Fahrten zu den Terminen bedeuten kann.",
      bestDistricts: [
        {
          name: "Lara",
          why: "Nah am Flughafen und an vielen Kliniken, mit modernen Hotels, einem langen Strand und dem Unteren Düden-Wasserfall.",
        },
        {
          name: "Konyaaltı",
          why: "Ein langer Kiesstrand und eine ebene Uferpromenade mit Blick auf die Berge, ruhiger als das Zentrum.",
        },
        {
          name: "Kaleiçi (Altstadt)",
          why: "Charaktervolle Boutiquehotels in restaurierten osmanischen Häusern, aber mit abschüssigen Kopfsteinpflastergassen; besser gegen Ende Ihres Aufenthalts.",
        },
        {
          name: "Zentrum von Muratpaşa",
          why: "Praktisch und gut angebunden, nah an Geschäften, Apotheken und der Straßenbahn.",
        },
      ],
      recommendations: [
        {
          name: "Ruhiges Hotel in Lara",
          type: "Resorthotel",
          why: "Kurze Wege zu Kliniken und Flughafen, schattige Gärten und Meerblick zum Ausruhen.",
        },
        {
          name: "Apartment an der Uferpromenade von Konyaaltı",
          type: "Apartment",
          why: "Ebene Spaziergänge direkt vor der Tür und viel Platz bei längeren Aufenthalten für Zahnbehandlungen.",
        },
        {
          name: "Boutiquehotel in Kaleiçi",
          type: "Boutiquehotel",
          why: "Atmosphäre für die letzten entspannten Tage Ihrer Reise, sobald Ihnen Kopfsteinpflaster leichtfällt.",
        },
      ],
    },
    activities: {
      gentle: [
        "Der Karaalioğlu-Park, ein schattiger Park auf der Steilküste mit Meerblick und vielen Bänken.",
        "Ein gemächlicher Spaziergang auf der Promenade von Konyaaltı bei Sonnenuntergang.",
        "Der Untere Düden-Wasserfall, wo der Fluss bei Lara ins Meer stürzt; die Aussichtsplätze liegen nah an der Straße.",
        "Der Park am Oberen Düden-Wasserfall mit schattigen Wegen und Cafés.",
        "Eine Fahrt mit der nostalgischen Straßenbahn an der Küste entlang.",
      ],
      cultural: [
        "Das Antalya-Museum, eines der besten archäologischen Museen der Türkei, ebenerdig und klimatisiert.",
        "Das Hadrianstor, der römische Triumphbogen am Rand von Kaleiçi.",
        "Das Yivli-Minarett, das kannelierte Minarett und Wahrzeichen der Stadt.",
        "Der alte Hafen, am schönsten von den Terrassen oberhalb betrachtet.",
        "Die antiken Stätten Perge und Aspendos, schattenlos und heiß: Warten Sie, bis Ihr Arzt einverstanden ist, und fahren Sie früh am Morgen.",
      ],
      food: [
        "Antalya-Piyaz, ein Salat aus weißen Bohnen mit Tahini-Dressing.",
        "Gegrillter Fisch und Meze am Hafen oder in Konyaaltı.",
        "Weiche Kost nach Zahnbehandlungen, etwa Suppen, Joghurt und in Olivenöl geschmortes Gemüse; Ihr Zahnarzt sagt Ihnen, wann Sie wieder normal kauen können.",
        "Frische Orangen, Granatäpfel und anderes Obst aus den Plantagen der Region.",
        "Türkischer Tee in einem schattigen Gartencafé.",
      ],
      avoid: [
        "Schwimmen im Meer oder Pool, wovon nach Operationen, Augeneingriffen und manchen Zahnbehandlungen meist für eine gewisse Zeit abgeraten wird.",
        "Bootstouren mit Badestopps und Wassersport.",
        "Sonnenbaden und Mittagshitze, besonders nach Augenoperationen oder Behandlungen im Gesicht.",
        "Staubige, windige Ausflüge kurz nach einer Augenoperation; tragen Sie draußen eine Sonnenbrille.",
        "Alkohol, auch an All-inclusive-Bars, während der Heilung.",
        "Sehr heißes, hartes oder zähes Essen nach Zahnbehandlungen, bis Ihr Zahnarzt etwas anderes sagt.",
      ],
    },
    practicalInfo: {
      weather:
        "Die Sommer sind heiß und trocken, von Juni bis September oft 33–38 °C, die Winter mild und regnerisch, tagsüber etwa 10–16 °C. April bis Mai und Oktober bis November sind ideal: warm, sonnig und angenehm zum Spazierengehen.",
      costs:
        "Hotels der Mittelklasse kosten meist etwa 60–140 Euro pro Nacht, mit Spitzen im Sommer. Ein Essen im Restaurant kostet um 10–20 Euro, Taxifahrten innerhalb der Stadt in der Regel 8–20 Euro. In den Urlaubsgebieten und in Restaurants in Kaleiçi ist es teurer.",
      apps: [
        "Google Maps",
        "BiTaksi (wo verfügbar)",
        "Google Übersetzer",
        "WhatsApp (von Klinikkoordinatoren genutzt)",
        "Yemeksepeti (Essenslieferung)",
      ],
      safety:
        "Antalya ist entspannt und im Allgemeinen sicher. Achten Sie in belebten Gegenden wie gewohnt auf Ihre Wertsachen, vergewissern Sie sich, dass das Taxameter läuft, und seien Sie vorsichtig bei „kostenlosen“ Bootsausflügen oder Einkaufstouren, die in aufdringliche Verkaufsgespräche münden. An manchen Stränden kann die Strömung stark sein. Die Notrufnummer ist 112.",
    },
    checklist: [
      "Sonnenbrille, breitkrempiger Hut und Sonnencreme mit hohem Lichtschutzfaktor",
      "Schriftlicher Zahn- oder Augenbehandlungsplan mit Materialien und Nachsorge",
      "Augentropfen und ein Augenschutz, falls Ihre Augenklinik sie mitgibt",
      "Ein Plan für weiche Kost in den Tagen nach der Zahnbehandlung",
      "Weite, leichte Kleidung für die Hitze",
      "Rückflug erst nach Ihrer letzten Kontrolle",
      "Versicherungsdaten und die Notfallnummer der Klinik",
    ],
  },
  {
    slug: "izmir",
    countrySlug: "turkey",
    name: "Izmir",
    tagline: "Ägäische Gelassenheit und Medizin auf Universitätsniveau",
    intro:
      "Izmir ist die drittgrößte Stadt der Türkei, eine entspannte, weltoffene Hafenstadt an der Ägäis mit palmengesäumter Uferpromenade, mildem Klima und einer starken medizinischen Tradition, getragen von großen Universitätskliniken. Besonders gut geeignet ist sie für Kinderwunschbehandlungen, bei denen die Aufenthalte länger sind und eine ruhige, lebenswerte Stadt zählt. Da weniger internationale Touristen kommen als nach Istanbul oder Antalya, sind die Preise günstig und die Atmosphäre ursprünglicher.",
    specialNote:
      "Eine Reise zur Kinderwunschbehandlung bedeutet oft zwei bis drei Wochen in der Stadt, mit häufigen kurzen Kontrollterminen vor der Eizellentnahme und dem Embryotransfer. Ein Serviced Apartment in Kliniknähe, ein entspannter Tagesablauf und eine Begleitperson, mit der Sie die Wartezeit teilen, machen einen großen Unterschied. Ihr Kinderwunschteam berät Sie zu Aktivität, Reisen und Ruhe nach dem Embryotransfer.",
    medicalInfo: {
      overview:
        "Izmir hat zwei große Universitätskliniken, die Ege-Universität in Bornova und die Dokuz-Eylül-Universität in İnciraltı, sowie einen wachsenden privaten Sektor mit seit Langem etablierten IVF-Zentren. Das türkische Recht zur künstlichen Befruchtung ist streng: IVF steht nur verheirateten Paaren mit eigenen Eizellen und eigenen Spermien offen; Eizellspende, Samenspende und Leihmutterschaft sind nicht erlaubt. Vergewissern Sie sich vor der Buchung, dass Ihre Pläne den Regeln entsprechen.",
      specialties: [
        "IVF und Kinderwunschbehandlung",
        "Allgemeinchirurgie und Gesundheits-Check-ups",
        "Orthopädie",
        "Zahnbehandlung",
        "Augenchirurgie",
        "Haartransplantationen",
      ],
      hospitals:
        "Zu den CareAtlas-Partnern hier gehören das Izmir Fertility & IVF Center für Kinderwunschbehandlungen und das Aegean Medical Hospital für allgemeine und fachärztliche Krankenhausbehandlung. Die Universitätskliniken der Stadt bieten zusätzliche fachärztliche Absicherung.",
    },
    travelInfo: {
      gettingThere:
        "Der Flughafen Izmir Adnan Menderes (ADB) hat häufige Flüge aus Istanbul (etwa 1 Stunde) und internationale Direktflüge aus vielen europäischen Städten, im Sommer mit zusätzlichen Verbindungen.",
      gettingAround:
        "Die İzmirim Kart gilt für Metro, Straßenbahn, die Vorortzüge İZBAN, Busse und die Stadtfähren über die Bucht, eine wunderbare Art zu reisen. Entlang des Ufers ist das Zentrum eben. Taxis gibt es reichlich, sie fahren mit Taxameter; Ihr Hotel kann eines rufen, und die meisten Kliniken organisieren die Fahrten zu den Terminen.",
      fromAirport:
        "Der Flughafen liegt etwa 18 km südlich des Zentrums. İZBAN-Vorortzüge fahren vom Flughafenbahnhof in rund 30 Minuten nach Alsancak und weiter nach Karşıyaka, und Havaş-Busse fahren in die zentralen Viertel. Ein Taxi braucht je nach Verkehr 25–40 Minuten, und Klinikpakete enthalten meist einen privaten Transfer.",
    },
    accommodation: {
      overview:
        "Die meisten Besucher wohnen in Ufernähe, wo die ebene Kordon-Promenade und die Fähren das Vorankommen leicht machen. Für längere Kinderwunschaufenthalte ist ein Apartment oder Aparthotel oft angenehmer als ein Hotelzimmer.",
      bestDistricts: [
        {
          name: "Alsancak",
          why: "Zentral und lebendig, mit der Uferpromenade Kordon, Cafés, Apotheken und einem İZBAN-Bahnhof; gut für die meisten Patienten.",
        },
        {
          name: "Konak",
          why: "Das historische Herz, nah am Uhrturm, am Basar Kemeraltı und an den Fähranlegern.",
        },
        {
          name: "Karşıyaka",
          why: "Ein Wohnviertel auf der anderen Seite der Bucht mit langer Uferpromenade und ruhiger, ursprünglicher Atmosphäre, per Fähre und Straßenbahn angebunden.",
        },
        {
          name: "Bornova",
          why: "Nah an der Universitätsklinik der Ege-Universität und an der Metro, mit niedrigeren Preisen.",
        },
      ],
      recommendations: [
        {
          name: "Aparthotel in Alsancak",
          type: "Aparthotel",
          why: "Eine Küche für eigene Mahlzeiten und ein kurzer Weg zur Uferpromenade und zu den Kliniken.",
        },
        {
          name: "Hotel am Kordon",
          type: "Hotel",
          why: "Blick auf die Bucht und ebene Spaziergänge direkt vor der Tür.",
        },
        {
          name: "Serviced Apartment in Karşıyaka",
          type: "Serviced Apartment",
          why: "Ruhiger und preiswert für Kinderwunschaufenthalte von zwei bis drei Wochen.",
        },
      ],
    },
    activities: {
      gentle: [
        "Spazieren Sie über den Kordon, die palmengesäumte Uferpromenade zwischen Alsancak und Konak.",
        "Überqueren Sie die Bucht bei Sonnenuntergang mit der öffentlichen Fähre.",
        "Setzen Sie sich in den Kültürpark, eine große Grünanlage im Zentrum.",
        "Fahren Sie mit dem Asansör, einem historischen Aufzug in Karataş mit Terrassencafé und Blick über die Bucht.",
        "Flanieren Sie über die lange Uferpromenade von Karşıyaka.",
      ],
      cultural: [
        "Der Konak-Platz und der Uhrturm von Izmir, das bekannteste Wahrzeichen der Stadt.",
        "Kemeraltı, der historische Basar; gehen Sie an einem ruhigeren Wochentag am Vormittag.",
        "Die antike Agora von Smyrna, eine kompakte römische Stätte mitten in der Stadt.",
        "Das Museum für Geschichte und Kunst Izmir im Kültürpark.",
        "Ephesos bei Selçuk, etwa eine Stunde entfernt, ist ein Höhepunkt, bedeutet aber viel Laufen in der Sonne; viele Patienten heben es sich für das Ende ihrer Reise oder einen späteren Besuch auf.",
      ],
      food: [
        "Boyoz, ein blättriges Izmirer Gebäck, das zum Frühstück mit einem gekochten Ei gegessen wird.",
        "Gevrek (so nennt man in Izmir den Simit) mit türkischem Tee am Kordon.",
        "Kumru, ein regionales Sandwich mit Käse, Wurst und Tomate.",
        "Ägäische Gemüsegerichte in Olivenöl (zeytinyağlı) und frische Kräuter.",
        "Gegrillter Fisch und Meze am Hafen.",
      ],
      avoid: [
        "Heiße Bäder, Saunen, Hamam und die Thermalbecken von Balçova während einer Kinderwunschbehandlung und nach Operationen; davon wird meist abgeraten.",
        "Schweres Heben, anstrengender Sport und lange Tagesausflüge rund um Eizellentnahme und Embryotransfer, sofern Ihr Team nichts anderes sagt.",
        "Alkohol und Rauchen.",
        "Die Mittagshitze im Sommer; trinken Sie ausreichend.",
        "Rohmilchkäse und nicht durchgegartes Essen, wenn Sie schwanger sind oder es werden möchten; davon wird meist abgeraten, fragen Sie Ihren Arzt.",
      ],
    },
    practicalInfo: {
      weather:
        "Die Sommer sind heiß und trocken, im Juli und August regelmäßig 32–36 °C, gemildert durch die nachmittägliche Meeresbrise, die die Einheimischen Imbat nennen. Die Winter sind mild und regnerisch, etwa 8–15 °C. Frühling und Herbst sind sehr angenehm.",
      costs:
        "Izmir ist in der Regel günstiger als Istanbul. Hotels der Mittelklasse kosten oft 50–110 Euro pro Nacht, ein Essen im Restaurant um 8–15 Euro und eine Fahrt mit Fähre oder Metro deutlich unter 1 Euro.",
      apps: [
        "Google Maps",
        "Moovit",
        "BiTaksi (wo verfügbar)",
        "Google Übersetzer",
        "WhatsApp (von Klinikkoordinatoren genutzt)",
        "Yemeksepeti (Essenslieferung)",
      ],
      safety:
        "Izmir ist entspannt und im Allgemeinen sicher. Treffen Sie im belebten Kemeraltı und in Konak die üblichen Vorsichtsmaßnahmen und behalten Sie auf den Fähren Ihre Taschen im Blick. Die Notrufnummer ist 112, und Notdienstapotheken (nöbetçi eczane) sind im Schaufenster jeder Apotheke angeschlagen.",
    },
    checklist: [
      "Das Behandlungsprotokoll und der Medikamentenplan Ihrer Klinik, mit Rezepten",
      "Eine Kühltasche für Medikamente, die gekühlt werden müssen, und eine Bescheinigung für die Sicherheitskontrolle am Flughafen",
      "Die Unterlagen, die Ihre Klinik von beiden Partnern verlangt; in der Türkei gehört für IVF ein Nachweis der Ehe dazu",
      "Bequeme, weite Kleidung für die Zeit nach der Eizellentnahme",
      "Für längere Aufenthalte ein Apartment mit Kühlschrank und Küche",
      "Ein flexibles Rückreisedatum nach dem Embryotransfer",
      "Versicherungsdaten und die Notfallnummer der Klinik",
    ],
  },
  {
    slug: "bursa",
    countrySlug: "turkey",
    name: "Bursa",
    tagline: "Das grüne Bursa, eine ruhigere Alternative nahe Istanbul",
    intro:
      "Bursa, die erste Hauptstadt des Osmanischen Reiches, liegt am Fuß des Uludağ, Istanbul gegenüber auf der anderen Seite des Marmarameers. Wegen seiner Parks und baumgesäumten Straßen „das grüne Bursa“ genannt, ist es eine große, wohlhabende Stadt mit modernen Privatkrankenhäusern und einer wachsenden Zahl von Haar- und Zahnkliniken, vor allem im Stadtteil Nilüfer. Die Preise liegen oft etwas unter denen in Istanbul, und das Tempo ist spürbar ruhiger.",
    specialNote:
      "Bursa ist für die Thermalbäder von Çekirge berühmt, doch von Hamam, Thermalbecken und Sauna wird nach einer Haartransplantation und nach den meisten Operationen in der Regel für mehrere Wochen abgeraten. Bewundern Sie die historischen Badehäuser diesmal also von außen. Da Bursas eigener Flughafen nur sehr wenige Flüge hat, planen Sie den Transfer von Istanbul bei Ankunfts- und Abflugzeiten mit ein.",
    medicalInfo: {
      overview:
        "Bursa hat einen gut ausgebauten privaten Krankenhaussektor, der die Stadt und ihre wirtschaftsstarke Industrieregion versorgt und in dem mehrere landesweite Krankenhausgruppen vertreten sind. Internationale Patienten kommen vor allem für Haartransplantationen und Zahnbehandlungen und schätzen die ruhigeren Kliniken und kürzeren Wartezeiten. Prüfen Sie die Zulassung der Klinik durch das Gesundheitsministerium und wer Ihren Eingriff durchführt, genau wie Sie es in Istanbul tun würden.",
      specialties: [
        "Haar- und Barttransplantationen",
        "Zahnimplantate, Kronen und Veneers",
        "Ästhetische Chirurgie",
        "Augenchirurgie",
        "Gesundheits-Check-ups",
      ],
      hospitals:
        "Zu den CareAtlas-Partnern hier gehören die Uludag Hair Clinic für Haar- und Barttransplantationen und das Nilufer Dental Studio für Implantologie und ästhetische Zahnmedizin. Größere Privatkrankenhäuser in Nilüfer und Osmangazi bieten bei Bedarf allgemeine und Notfallversorgung.",
    },
    travelInfo: {
      gettingThere:
        "Die meisten Patienten fliegen nach Istanbul. Von Sabiha Gökçen (SAW) dauert die Fahrt über die Osmangazi-Brücke etwa 2 Stunden, vom Flughafen Istanbul (IST) rechnen Sie mit etwa 2,5–3 Stunden. Außerdem überqueren Schnellfähren von İDO und BUDO das Marmarameer von Istanbul nach Güzelyurt oder Mudanya an Bursas Küste in etwa 1,5–2 Stunden, danach folgen 30–45 Minuten Fahrt in die Stadt. Der Flughafen Bursa Yenişehir (YEI) hat nur sehr wenige Flüge.",
      gettingAround:
        "Die Stadtbahn BursaRay durchquert die Stadt von Ost nach West, auch durch Nilüfer und das Zentrum, und eine Straßenbahn-Ringlinie erschließt den historischen Kern. Bezahlt wird mit der Bursakart. Taxis gibt es reichlich, sie fahren mit Taxameter, und Ihre Klinik stellt in der Regel die Fahrten zu den Terminen.",
      fromAirport:
        "Pakete enthalten meist einen privaten Transfer von den Istanbuler Flughäfen zu Ihrem Hotel in Bursa, nach einem langen Flug bei Weitem die bequemste Lösung. Fernbusse fahren außerdem von Istanbul zum Busbahnhof von Bursa, von wo ein Taxi etwa 15–25 Minuten in die Stadt braucht.",
    },
    accommodation: {
      overview:
        "Sie haben die Wahl zwischen dem modernen Nilüfer, nah an vielen Kliniken und Einkaufszentren, und dem historischen Zentrum in Osmangazi nahe den alten Moscheen und Basaren. Die Hotels am Hang von Çekirge sind angenehm, viele sind aber um Thermalbecken herum gebaut, die Sie auslassen müssen.",
      bestDistricts: [
        {
          name: "Nilüfer",
          why: "Modern, grün und gut organisiert, mit Privatkrankenhäusern, Kliniken, Einkaufszentren und der Stadtbahn BursaRay.",
        },
        {
          name: "Osmangazi (Zentrum)",
          why: "Das historische Herz mit der Großen Moschee, überdachten Basaren und vielen Hotels; belebt, aber praktisch.",
        },
        {
          name: "Çekirge",
          why: "Ein grünes Viertel am Hang mit Thermalhotels und Aussicht; ruhig, doch lassen Sie die Thermaleinrichtungen während der Erholung aus.",
        },
        {
          name: "Mudanya",
          why: "Ein Küstenort etwa 30 Minuten entfernt, wunderbar für ruhige Tage gegen Ende Ihres Aufenthalts.",
        },
      ],
      recommendations: [
        {
          name: "Businesshotel in Nilüfer",
          type: "Hotel",
          why: "Kurze Wege zu den Kliniken und leichter Zugang zu Apotheken und Einkaufszentren.",
        },
        {
          name: "Apartmenthotel nahe dem Zentrum",
          type: "Aparthotel",
          why: "Mehr Platz bei Aufenthalten für Zahnbehandlungen oder auf Reisen mit der Familie.",
        },
        {
          name: "Hotel am Hang von Çekirge",
          type: "Hotel",
          why: "Ruhige Zimmer und Aussicht für einen erholsamen Aufenthalt, solange Sie die Thermalbecken meiden.",
        },
      ],
    },
    activities: {
      gentle: [
        "Der Botanik Park von Bursa mit ebenen Wegen, Rasenflächen und einem See.",
        "Der Kültürpark, ein großer, grüner Park im Stadtzentrum.",
        "Die Terrasse von Tophane am Uhrturm, mit Blick über die Stadt.",
        "Tee im Innenhof des Koza Han, des alten Seidenmarkts.",
        "Ein gemächlicher Spaziergang an der Uferpromenade von Mudanya an einem ruhigen Tag.",
      ],
      cultural: [
        "Die Ulu Cami (Große Moschee) mit ihren zwanzig Kuppeln und dem Brunnen im Inneren.",
        "Der Koza Han und die überdachten Basare rundherum.",
        "Die Grüne Moschee und das Grüne Mausoleum, berühmt für ihre türkisfarbenen Fliesen.",
        "Cumalıkızık, ein osmanisches Dorf und UNESCO-Welterbe an den unteren Hängen des Uludağ; die Gassen sind gepflastert und uneben, besser also gegen Ende Ihres Aufenthalts.",
        "Die Seilbahn auf den Uludağ, wo es viel kälter ist als in der Stadt; fragen Sie vorher Ihren Arzt und nehmen Sie warme Kleidung mit.",
      ],
      food: [
        "İskender-Kebap, in Bursa erfunden: dünne Dönerscheiben auf Brot mit Tomatensoße, Joghurt und zerlassener Butter. Er ist gehaltvoll, genießen Sie ihn während der Erholung also zurückhaltend.",
        "Pideli Köfte und İnegöl Köfte, regionale Hackfleischspezialitäten.",
        "Kestane şekeri, kandierte Kastanien, Bursas bekannteste Süßigkeit.",
        "Pfirsiche aus Bursa im Sommer, in der ganzen Türkei berühmt.",
        "Suppen und weiche Gerichte aus einer einheimischen Lokanta nach Zahnbehandlungen.",
      ],
      avoid: [
        "Thermalbäder, Hamam und Sauna während der Erholung.",
        "Skifahren, Rodeln und Wintersport auf dem Uludağ.",
        "Wanderungen auf den steileren Wegen des Uludağ.",
        "Alkohol und Rauchen während der Heilung.",
        "Direkte Sonne auf einer frisch transplantierten Kopfhaut; tragen Sie nur die Art Hut, die Ihre Klinik freigibt.",
        "Harte, knackige Lebensmittel wie Nüsse nach Zahnbehandlungen, bis Ihr Zahnarzt etwas anderes sagt.",
      ],
    },
    practicalInfo: {
      weather:
        "Bursa hat heiße Sommer mit etwa 30–33 °C im Juli und August und kalte, nasse Winter mit etwa 3–10 °C; auf dem Uludağ liegt etwa von Dezember bis März Schnee. Frühling und Herbst sind die angenehmsten Jahreszeiten.",
      costs:
        "Bursa ist meist etwas günstiger als Istanbul. Hotels der Mittelklasse kosten in der Regel 50–110 Euro pro Nacht, ein Essen in einem einheimischen Restaurant 7–15 Euro und eine Fahrt mit der Stadtbahn deutlich unter 1 Euro.",
      apps: [
        "Google Maps",
        "Moovit",
        "BiTaksi (wo verfügbar)",
        "Google Übersetzer",
        "WhatsApp (von Klinikkoordinatoren genutzt)",
        "Yemeksepeti oder Getir (Lieferdienste)",
      ],
      safety:
        "Bursa ist eine sichere, familienfreundliche Stadt. Im belebten Basarviertel gelten die üblichen Vorsichtsmaßnahmen. Die Stadt ist konservativer als das Zentrum Istanbuls; kleiden Sie sich daher in der Altstadt und in Moscheen zurückhaltend. Die Notrufnummer ist 112.",
    },
    checklist: [
      "Transfer von Ihrem Istanbuler Flughafen organisiert, mit 2–3 Stunden Fahrzeit eingeplant",
      "Rücktransfer mit reichlich Zeit vor dem Abflug gebucht",
      "Ein von der Klinik freigegebener lockerer Hut, ein Nackenkissen und Oberteile zum Knöpfen für Haartransplantationspatienten",
      "Nachsorgeshampoo und schriftliche Anweisungen Ihrer Klinik",
      "Ein Plan für weiche Kost nach Zahnbehandlungen",
      "Zurückhaltende Kleidung für Moscheebesuche",
      "Versicherungsdaten und die Notfallnummer der Klinik",
    ],
  },

  // ----------------------------------------------------------- Südkorea
  {
    slug: "seoul",
    countrySlug: "south-korea",
    name: "Seoul",
    tagline: "Präzise Medizin in einer sicheren, modernen Hauptstadt",
    intro:
      "Seoul ist eine schnelle, sichere und bestens vernetzte Stadt mit rund zehn Millionen Einwohnern, in der bekannte Kliniken für ästhetische Chirurgie und Dermatologie neben einigen der größten Krankenhäuser Asiens stehen. Die meisten internationalen Patienten wohnen südlich des Han-Flusses in Gangnam, wo sich die Kliniken rund um Sinsa-dong, Apgujeong und die Station Gangnam ballen. Alles funktioniert effizient, von der U-Bahn bis zu den Apotheken, und das macht die Erholung überraschend einfach, selbst wenn Sie kein Koreanisch sprechen.",
    specialNote:
      "Nach Gesichtsoperationen sind Schwellungen und Blutergüsse ein bis zwei Wochen lang normal. In Gangnam sehen Sie viele Patienten mit Maske und Sonnenbrille, niemand wird Sie also anstarren. Ihr Chirurg sagt Ihnen, wann die Fäden gezogen werden und wann Sie fliegen dürfen; bei vielen Eingriffen im Gesicht sind das etwa 7–14 Tage. Buchen Sie den Rückflug daher nicht zu knapp.",
    medicalInfo: {
      overview:
        "Koreanische Schönheits- und Augenkliniken sind hochspezialisiert: Chirurgen konzentrieren sich oft auf einen Bereich, etwa Augen, Nasen oder Gesichtskonturierung, und die Kliniken investieren viel in Bildgebung und Lasertechnik. Anbieter, die ausländische Patienten behandeln, müssen bei der Regierung registriert sein, und große Krankenhäuser betreiben internationale Kliniken mit Dolmetschern. Die Beratungsgespräche sind kurz; bringen Sie Ihre Fragen daher schriftlich mit und prüfen Sie genau, was enthalten ist, etwa Narkose, Nachkontrollen und Medikamente.",
      specialties: [
        "Augenlid- und Nasenchirurgie",
        "Gesichtskonturierung",
        "Dermatologie und Laserbehandlungen der Haut",
        "LASIK, LASEK, SMILE und Linsenimplantate",
        "Umfassende Gesundheits-Check-ups",
        "Zahnmedizin",
      ],
      hospitals:
        "Zu den CareAtlas-Partnern hier gehören Gangnam Beauty Plastic Surgery für ästhetische Chirurgie und die Seoul Vision Eye Clinic für Laser- und Linsenchirurgie am Auge. Die großen Universitäts- und Allgemeinkrankenhäuser Seouls betreiben internationale Gesundheitszentren mit englischsprachigen Koordinatoren für Check-ups und komplexe Behandlungen.",
    },
    travelInfo: {
      gettingThere:
        "Der Flughafen Incheon International (ICN), etwa 50 km westlich der Seouler Innenstadt, wickelt fast alle Langstreckenflüge ab. Gimpo (GMP), näher an der Stadt, dient vor allem Inlandsflügen und Kurzstrecken nach Japan, China und Taiwan.",
      gettingAround:
        "Holen Sie sich in einem beliebigen Convenience Store eine T-money-Karte oder eine Besucherkarte wie WOWPASS und halten Sie sie in U-Bahn, Bussen und vielen Taxis an das Lesegerät. Die U-Bahn ist sauber, sicher und auf Englisch ausgeschildert. Nutzen Sie Naver Map oder KakaoMap zur Navigation, denn Google Maps bietet in Korea nur eingeschränkte Wegbeschreibungen. Taxis sind günstig und lassen sich über Kakao T oder Uber buchen.",
      fromAirport:
        "Von Incheon erreicht der AREX Express die Seoul Station in etwa 45–50 Minuten, und der AREX-Zug, der an allen Stationen hält, hat Anschluss an mehrere U-Bahn-Linien. Nach Gangnam sind die Limousinenbusse des Flughafens oft am einfachsten; sie brauchen je nach Verkehr 60–90 Minuten. Ein Taxi nach Gangnam braucht etwa eine Stunde und kostet inklusive Maut rund 70.000–100.000 Won. Viele Kliniken bieten einen Abholservice an.",
    },
    accommodation: {
      overview:
        "Wohnen Sie nah an Ihrer Klinik: Gangnam ist groß, und ein kurzer Fußweg ist einfacher als ein Taxi, wenn Sie geschwollen oder müde sind. Die Hotels sind kompakt und sehr sauber, Convenience Stores und Apotheken gibt es überall. Serviced Residences mit Küche und Waschmaschine eignen sich für längere Aufenthalte.",
      bestDistricts: [
        {
          name: "Sinsa-dong und Apgujeong",
          why: "Das Herz der ästhetischen Chirurgie, mit der baumgesäumten Garosu-gil, ruhigen Cafés und Apotheken.",
        },
        {
          name: "Station Gangnam und Yeoksam",
          why: "Viele Kliniken und Hotels und hervorragende U-Bahn-Anbindung; belebt, aber praktisch.",
        },
        {
          name: "Cheongdam",
          why: "Ruhiger und gehoben, nah an Dermatologie- und Schönheitskliniken.",
        },
        {
          name: "Myeongdong und Jung-gu",
          why: "Zentral, nördlich des Flusses, gut für Besichtigungen und Familien, mit der U-Bahn 20–30 Minuten von Gangnam entfernt.",
        },
      ],
      recommendations: [
        {
          name: "Businesshotel nahe Sinsa oder der Station Gangnam",
          type: "Hotel",
          why: "In Gehweite zu den Kliniken und nach einem Eingriff leicht mit dem Taxi erreichbar.",
        },
        {
          name: "Serviced Residence in Yeoksam",
          type: "Serviced Apartment",
          why: "Küche, Waschmaschine und Platz für eine Erholung von ein bis zwei Wochen.",
        },
        {
          name: "Erholungshotel der Klinik",
          type: "Erholungshotel",
          why: "Manche Kliniken arbeiten mit Hotels zusammen, die ruhige Zimmer, weiche Kost und Besuche von Pflegekräften bieten; fragen Sie, was verfügbar ist.",
        },
      ],
    },
    activities: {
      gentle: [
        "Spazieren Sie am Bach Cheonggyecheon entlang, auf einem ebenen Weg unterhalb des Straßenniveaus mitten durch das Stadtzentrum.",
        "Der Seoul Forest mit ebenen Wegen, Gärten und Teichen.",
        "Ein Spaziergang bei Sonnenuntergang im Banpo-Han-Fluss-Park, wo in den wärmeren Monaten der Moonlight Rainbow Fountain sprüht.",
        "Stöbern Sie in der Starfield Library im COEX, einem riesigen, ruhigen Innenraum mit Sitzgelegenheiten.",
        "Ruhige Cafés rund um die Garosu-gil und in Seochon.",
      ],
      cultural: [
        "Der Gyeongbokgung-Palast, weitläufig, aber größtenteils eben; die Wachablösung am Gwanghwamun ist ein Höhepunkt.",
        "Der Bongeunsa-Tempel in Gangnam, ein friedlicher buddhistischer Tempel gegenüber dem COEX.",
        "Das Koreanische Nationalmuseum, riesig, kostenlos und klimatisiert, mit vielen Sitzgelegenheiten.",
        "Insadong für Kunsthandwerk, Galerien und traditionelle Teehäuser.",
        "Das Hanok-Dorf Bukchon, hügelig, bewohnt und mit eingeschränkten Besuchszeiten; besser gegen Ende Ihres Aufenthalts.",
      ],
      food: [
        "Juk (Reisbrei), nach Gesichtsoperationen leicht zu essen und bei Ketten wie Bonjuk erhältlich.",
        "Samgyetang, eine milde Hühnersuppe mit Ginseng.",
        "Gimbap und milde Suppen für unkomplizierte Mahlzeiten.",
        "Bingsu, ein Dessert aus geschabtem Eis, wohltuend an warmen Tagen.",
        "Bitten Sie während der Erholung um Gerichte „an maepge“ (nicht scharf).",
      ],
      avoid: [
        "Jjimjilbang-Badehäuser und Saunen, wovon meist abgeraten wird, solange die Schnitte heilen.",
        "Scharfes, sehr salziges und sehr heißes Essen in den ersten Tagen nach einer Gesichtsoperation, da es die Schwellung stärker spürbar machen kann.",
        "Alkohol, auch Soju und Makgeolli.",
        "Steile Wanderungen wie auf den Bukhansan oder der Aufstieg zum Namsan zu Fuß; nehmen Sie nach der Freigabe lieber die Seilbahn oder einen Bus.",
        "Augenreiben, Schwimmen und Augen-Make-up nach Augenoperationen, bis Ihr Arzt es erlaubt.",
        "Aufenthalte im Freien ohne Maske und Sonnenbrille an Tagen mit hoher Feinstaubbelastung, besonders nach Augenoperationen.",
      ],
    },
    practicalInfo: {
      weather:
        "Seoul hat vier ausgeprägte Jahreszeiten. Die Sommer sind heiß und feucht, um 30 °C, mit einer Regenzeit (jangma) von Ende Juni bis Ende Juli. Die Winter sind kalt und trocken, oft unter dem Gefrierpunkt. Der Frühling (April bis Mai) ist angenehm, kann aber Feinstaub bringen; der Herbst (September bis November) ist meist die beste Reisezeit.",
      costs:
        "Hotels der Mittelklasse kosten meist 120.000–250.000 Won pro Nacht. Ein einfaches Essen kostet 10.000–15.000 Won, ein Kaffee 4.000–6.000 Won, U-Bahn-Fahrten beginnen bei etwa 1.500 Won. Taxifahrten beginnen bei rund 4.800 Won.",
      apps: [
        "Naver Map",
        "KakaoMap",
        "Kakao T",
        "Uber",
        "Papago (Übersetzung)",
        "Eine App zur Luftqualität wie AirVisual",
      ],
      safety:
        "Seoul ist sehr sicher, bei Tag und bei Nacht. Die größten Risiken sind der Verkehr an Überwegen und vereiste Gehwege im Winter. Die Notrufnummern sind 112 für die Polizei und 119 für den Rettungsdienst; unter 1330 erreichen Sie die Korea Travel Hotline auf Englisch und in weiteren Sprachen. Apotheken (yakguk) gibt es viele, und in einigen in Gangnam spricht das Personal Englisch.",
    },
    checklist: [
      "K-ETA oder Visum für Ihre Staatsangehörigkeit bestätigt",
      "T-money- oder WOWPASS-Karte und Naver Map installiert",
      "Maske, Sonnenbrille und eine Kappe für die Zeit nach Eingriffen im Gesicht oder an den Augen",
      "Oberteile, die sich vorne öffnen lassen, und ein Reisekissen, um mit erhöhtem Kopf zu schlafen",
      "Eine schriftliche Liste der Medikamente, die Ihre Klinik verschreibt, mit Dosierung",
      "Kopien Ihrer OP-Unterlagen auf Englisch",
      "Ein flexibler Rückflug, oft mindestens 7–14 Tage nach der Operation",
      "Versicherungsdaten und die Notfallnummer der Klinik",
    ],
  },

  // -------------------------------------------------------------- Thailand
  {
    slug: "bangkok",
    countrySlug: "thailand",
    name: "Bangkok",
    tagline: "Krankenhäuser von Weltrang in einer lebendigen Hauptstadt",
    intro:
      "Bangkok ist eines der großen medizinischen Zentren Asiens, mit Privatkrankenhäusern, die jedes Jahr sehr viele internationale Patienten behandeln und sich oft eher wie Hotels als wie Kliniken anfühlen. Zentren für internationale Patienten kümmern sich um alles, von der Abholung am Flughafen bis zu Dolmetschern und Bescheinigungen für das Visum. Die Stadt selbst ist riesig, heiß und aufregend; für Patienten gilt: in der Nähe des Krankenhauses wohnen, den Skytrain nutzen und Bangkok in gemächlichem Tempo genießen.",
    specialNote:
      "Hitze und Luftfeuchtigkeit in Bangkok können Sie während der Erholung schnell ermüden. Planen Sie Ausflüge für den frühen Morgen oder den Abend, ruhen Sie nachmittags an einem klimatisierten Ort und trinken Sie viel Wasser. Wenn Sie zur IVF hier sind, dauern die Aufenthalte meist zwei bis drei Wochen; ein Serviced Apartment in Kliniknähe ist dann oft angenehmer als ein Hotel.",
    medicalInfo: {
      overview:
        "Die großen Privatkrankenhäuser Bangkoks decken fast alle Fachgebiete ab, mehrere sind JCI-akkreditiert, und viele Fachärzte wurden im Ausland ausgebildet oder haben dort gearbeitet. Die Versorgung ist gut organisiert, mit Untersuchungen am selben Tag und schnellen Facharztterminen. Die Rechnungen sind meist aufgeschlüsselt, mit getrennten Gebühren für Arzt, Zimmer und Medikamente; lassen Sie sich daher einen vollständigen schriftlichen Kostenvoranschlag geben und fragen Sie, was passiert, wenn Ihr Aufenthalt länger dauert als geplant.",
      specialties: [
        "IVF und Kinderwunschbehandlung",
        "Ästhetische und rekonstruktive Chirurgie",
        "Umfassende Gesundheits-Check-ups",
        "Orthopädie und Gelenkersatz",
        "Kardiologie",
        "Zahnimplantate und ästhetische Zahnmedizin",
      ],
      hospitals:
        "Zu den CareAtlas-Partnern hier gehören das Bangkok Royal International Hospital für allgemeine und fachärztliche Versorgung und die Siam Fertility Clinic für IVF und Kinderwunschbehandlung. Große internationale Krankenhäuser konzentrieren sich rund um Sukhumvit, die Phetchaburi Road und Silom-Sathorn, die meisten mit Schaltern für internationale Patienten und Dolmetschern.",
    },
    travelInfo: {
      gettingThere:
        "Der Flughafen Suvarnabhumi (BKK), etwa 30 km östlich des Zentrums, wickelt die meisten internationalen Flüge ab. Don Mueang (DMK) im Norden bedient Billigfluggesellschaften, darunter viele regionale Strecken.",
      gettingAround:
        "Der BTS Skytrain und die MRT-U-Bahn sind schnell, klimatisiert und umgehen den berüchtigten Stau; viele Krankenhäuser liegen einen kurzen Fußweg oder eine Shuttlefahrt von einer Station entfernt. Die MRT akzeptiert kontaktlose Bankkarten, der BTS nutzt Rabbit-Karten oder Einzeltickets. Grab und Bolt vermitteln Autofahrten zum Festpreis, Taxis sollten immer das Taxameter nutzen, und die Boote auf dem Chao Phraya sind eine angenehme Art, in die Altstadt zu gelangen.",
      fromAirport:
        "Von Suvarnabhumi fährt der Airport Rail Link in weniger als 30 Minuten nach Phaya Thai mit Anschluss an den BTS und hält in Makkasan mit Umstieg zur MRT. Taxis vom offiziellen Taxistand auf Ebene 1 fahren mit Taxameter plus kleinem Flughafenzuschlag und Autobahngebühren; rechnen Sie mit 45–60 Minuten bis Sukhumvit. Von Don Mueang fährt die SRT Red Line nach Krung Thep Aphiwat (Bang Sue) mit Anschluss an die MRT. Die meisten Krankenhäuser können einen Wagen organisieren.",
    },
    accommodation: {
      overview:
        "Wählen Sie ein Hotel oder Serviced Apartment in der Nähe Ihres Krankenhauses oder an derselben Skytrain-Linie. Bangkok bietet in jeder Preisklasse hervorragenden Gegenwert, und viele Krankenhäuser haben Partnerhotels mit Patiententarifen, Shuttles und spätem Check-out.",
      bestDistricts: [
        {
          name: "Sukhumvit (Nana, Asok, Phrom Phong)",
          why: "Nah an mehreren großen Krankenhäusern, an BTS und MRT, mit vielen Hotels, Einkaufszentren und Restaurants; rund um Nana kann es nachts laut sein.",
        },
        {
          name: "Silom und Sathorn",
          why: "Geschäftsviertel nahe Krankenhäusern und dem Lumphini-Park, abends ruhiger.",
        },
        {
          name: "Ploenchit und Chidlom",
          why: "Zentral, gehoben und über erhöhte Fußgängerbrücken gut zu Fuß erkundbar, nah an großen Einkaufszentren.",
        },
        {
          name: "Am Fluss",
          why: "Herrlicher Blick auf den Fluss und hoteleigene Boote, allerdings weiter entfernt von den meisten Krankenhäusern.",
        },
      ],
      recommendations: [
        {
          name: "Partnerhotel des Krankenhauses an der Sukhumvit",
          type: "Hotel",
          why: "Shuttles zu den Terminen, Patiententarife und Personal, das an Gäste in der Erholungsphase gewöhnt ist.",
        },
        {
          name: "Serviced Apartment in Phrom Phong oder Sathorn",
          type: "Serviced Apartment",
          why: "Küche, Waschmaschine und Platz für längere Aufenthalte zur Kinderwunschbehandlung oder nach orthopädischen Eingriffen.",
        },
        {
          name: "Hotel am Fluss für die letzten Tage",
          type: "Hotel",
          why: "Ruhiger Ausblick und Anbindung per Boot für einen entspannten Abschluss Ihrer Reise.",
        },
      ],
    },
    activities: {
      gentle: [
        "Spaziergänge am frühen Morgen im Lumphini-Park, mit schattigen Wegen, einem See und den dort lebenden Waranen.",
        "Die erhöhten Wege des Benjakitti-Waldparks direkt neben Asok.",
        "Eine Fahrt mit dem Chao Phraya Express oder einem Touristenboot, im Schatten sitzend.",
        "Das Jim Thompson House, ein ruhiges Museum in einem Teakholzhaus mit tropischem Garten.",
        "Kühle, ebene Spaziergänge in klimatisierten Einkaufszentren wie Siam Paragon, EmQuartier oder ICONSIAM.",
      ],
      cultural: [
        "Der Wat Pho mit dem Liegenden Buddha, groß, aber größtenteils eben; gehen Sie früh.",
        "Der Große Palast, überlaufen und heiß, also besser später in Ihrem Aufenthalt, mit bedeckten Schultern und Knien.",
        "Der Wat Arun, am schönsten vom Fluss oder vom gegenüberliegenden Ufer bei Sonnenuntergang.",
        "Das Bangkok Art and Culture Centre, kostenlos und klimatisiert.",
        "Ein Abend auf einem Nachtmarkt, sobald Sie sich in Menschenmengen wohlfühlen.",
      ],
      food: [
        "Khao tom und Jok (Reissuppe und Reisbrei), mild und magenschonend.",
        "Tom kha gai, eine Hühnersuppe mit Kokosmilch; bestellen Sie sie „mai phet“ (nicht scharf).",
        "Frische Mango, Papaya und anderes Obst, vor Ihren Augen geschält.",
        "Food Courts in Einkaufszentren: sauber, günstig und klimatisiert.",
        "Viel Wasser aus der Flasche und frisches Kokoswasser.",
      ],
      avoid: [
        "Schwimmen im Hotelpool, bis Ihr Arzt bestätigt, dass die Wunden verheilt sind.",
        "Traditionelle Thai-Massage und Tiefengewebsbehandlungen während der Erholung, besonders in der Nähe behandelter Stellen.",
        "Mittagssonne und Hitzeerschöpfung; ruhen Sie nachmittags.",
        "Tuk-Tuk-Fahrer oder Fremde, die billige Touren anbieten oder behaupten, ein Tempel sei geschlossen.",
        "Essen von ruhigen Ständen mit fragwürdiger Hygiene; wählen Sie belebte Stände, an denen frisch gekocht wird.",
        "Alkohol während der Heilung und solange Sie verschriebene Medikamente einnehmen.",
      ],
    },
    practicalInfo: {
      weather:
        "In Bangkok ist es das ganze Jahr heiß. Die kühle, trockene Jahreszeit (November bis Februar) ist mit etwa 25–32 °C am angenehmsten. In der heißen Jahreszeit (März bis Mai) werden oft 35–38 °C erreicht. Die Regenzeit (Juni bis Oktober) bringt heftige Nachmittagsgüsse und gelegentlich überflutete Straßen. Etwa von Januar bis März kann die Luftqualität schlecht sein; prüfen Sie die PM2,5-Werte.",
      costs:
        "Hotels der Mittelklasse kosten etwa 1.500–4.000 Baht pro Nacht, Serviced Apartments bieten gute Wochenpreise. Ein Gericht an einer Garküche kostet etwa 60–100 Baht, ein Essen in einem Restaurant im Einkaufszentrum 200–500 Baht. Fahrten mit BTS und MRT kosten meist deutlich unter 100 Baht, ein Taxi quer durch das Zentrum oft 100–250 Baht.",
      apps: [
        "Grab",
        "Bolt",
        "LINE (von vielen Krankenhäusern und Kliniken genutzt)",
        "Google Maps",
        "Google Übersetzer",
        "Eine App zur Luftqualität wie AirVisual",
      ],
      safety:
        "Bangkok ist im Allgemeinen sicher, doch achten Sie auf Maschen: freundliche Fremde, die behaupten, ein Tempel sei geschlossen, Tuk-Tuk-Touren, die in Edelsteinläden enden, und Taxis, die das Taxameter verweigern. Halten Sie Taschen in vollen Zügen und auf Märkten geschlossen und überqueren Sie Straßen vorsichtig, denn der Verkehr hält an Überwegen nicht immer. Touristenpolizei: 1155. Medizinische Notfälle: 1669.",
    },
    checklist: [
      "Einreiseregeln geprüft und Thailand Digital Arrival Card ausgefüllt",
      "Ein schriftlicher Kostenvoranschlag des Krankenhauses mit Arzt-, Zimmer- und Medikamentenkosten",
      "Grab oder Bolt installiert und eine thailändische SIM- oder eSIM-Karte",
      "Leichte, weite Kleidung, ein Hut und Sonnencreme",
      "Zurückhaltende Kleidung für Tempel (Schultern und Knie bedeckt)",
      "Medizinische Unterlagen und Medikamentenliste auf Englisch",
      "Bei IVF: Medikamentenplan, Rezepte und eine Kühltasche",
      "Versicherungsdaten und der Kontakt der Abteilung für internationale Patienten",
    ],
  },
  {
    slug: "phuket",
    countrySlug: "thailand",
    name: "Phuket",
    tagline: "Erholung auf der Insel, mit Zahnmedizin und Ästhetik",
    intro:
      "Phuket ist Thailands größte Insel, eine Mischung aus lebhaften Badeorten, ruhigen Buchten, bewaldeten Hügeln und einer charaktervollen Altstadt. Neben dem Tourismus gibt es eine gut etablierte medizinische Szene mit internationalen Privatkrankenhäusern sowie Zahn-, Ästhetik- und Wellnesskliniken, die an ausländische Besucher und eine große Gemeinschaft im Land lebender Ausländer gewöhnt sind. Ein herrlicher Ort zur Erholung, solange Sie dem Meer, der starken Sonne und dem Mietroller eine Weile widerstehen.",
    specialNote:
      "Die Andamanensee ist verlockend, doch vom Schwimmen wird meist abgeraten, bis Wunden und behandelte Stellen im Mund verheilt sind, und von Mai bis Oktober machen Brandungsrückströmungen viele Strände an der Westküste selbst für gesunde Schwimmer gefährlich: Eine rote Flagge bedeutet Badeverbot. Motorradunfälle gehören hier zu den größten Risiken für Besucher; nutzen Sie daher lieber Autos mit Fahrer, statt einen Roller zu mieten.",
    medicalInfo: {
      overview:
        "Phuket hat internationale Privatkrankenhäuser in Phuket-Stadt und Patong sowie viele Zahn- und Ästhetikkliniken. Kronen und Veneers sind oft in einer einzigen Reise von etwa einer Woche fertig, Implantate erfordern nach der Einheilung meist einen zweiten Besuch. Prüfen Sie bei ästhetischen Operationen, ob der Eingriff in einem Krankenhaus stattfindet und ob der Chirurg qualifizierter Facharzt für Plastische Chirurgie ist.",
      specialties: [
        "Zahnimplantate, Kronen und Veneers",
        "Ästhetische Chirurgie",
        "Ästhetische Behandlungen und Hautbehandlungen",
        "Wellnessprogramme und Gesundheits-Check-ups",
        "Rehabilitation",
      ],
      hospitals:
        "Zu den CareAtlas-Partnern hier gehören Andaman Dental Phuket für Implantologie und ästhetische Zahnmedizin und die Patong Aesthetic & Wellness Clinic für ästhetische Behandlungen und Wellnessprogramme. Größere internationale Privatkrankenhäuser in Phuket-Stadt und Patong bieten stationäre und Notfallversorgung, und das Vachira Phuket ist das wichtigste öffentliche Krankenhaus der Insel.",
    },
    travelInfo: {
      gettingThere:
        "Der Flughafen Phuket International (HKT) liegt an der Nordspitze der Insel. Es gibt häufige Flüge aus Bangkok (etwa 1 Stunde 20 Minuten) und internationale Direktflüge aus Asien, dem Nahen Osten und Australien, in der Hochsaison mit zusätzlichen Verbindungen nach Europa.",
      gettingAround:
        "Phuket ist größer, als es aussieht, und Fahrten zwischen den Stränden dauern über hügelige Straßen 20–60 Minuten. Der öffentliche Nahverkehr ist begrenzt: Der Phuket Smart Bus fährt an der Westküste entlang zum Flughafen, und örtliche Songthaews (Sammeltaxis auf Pick-ups) fahren nach Phuket-Stadt. Grab und Bolt sind auf der ganzen Insel unterwegs, Taxis nennen meist Festpreise; vereinbaren Sie den Fahrpreis daher vorher. Die meisten Kliniken bieten Transfers an.",
      fromAirport:
        "Offizielle Flughafentaxis und Minibusse verlangen Festpreise je nach Ziel. Nach Patong sind es etwa 45–60 Minuten, nach Kata und Karon etwa eine Stunde und nach Phuket-Stadt 40–50 Minuten. Der Smart Bus und die Flughafenbusse sind günstiger, aber langsamer, und Grab und Bolt holen an ausgewiesenen Punkten ab. Bei Ankunft spät in der Nacht ist ein vorab gebuchter Transfer die entspannteste Wahl.",
    },
    accommodation: {
      overview:
        "Wählen Sie Ihren Standort nach Lage der Klinik und Ihrer Stimmung. Patong ist günstig gelegen, aber laut, Kata und Karon sind ruhiger, Phuket-Stadt ist praktisch und kulturell interessant, und die Strände im Norden sind friedlich, aber weit von den meisten Kliniken entfernt. Achten Sie auf Schatten, einen Aufzug oder ein Zimmer im Erdgeschoss und eine gute Klimaanlage.",
      bestDistricts: [
        {
          name: "Kata und Karon",
          why: "Entspannte Badeorte südlich von Patong, mit ebenen Wegen am Strand, guten Restaurants und ruhigerer Atmosphäre.",
        },
        {
          name: "Patong",
          why: "Nah an vielen Kliniken und Krankenhäusern mit großer Auswahl, aber mit lautem Nachtleben rund um die Bangla Road; wählen Sie ein Hotel abseits davon.",
        },
        {
          name: "Phuket-Stadt",
          why: "Die eigentliche Stadt der Insel, mit sino-portugiesischen Geschäftshäusern, Cafés, Krankenhäusern und guten Preisen.",
        },
        {
          name: "Kamala und Bang Tao",
          why: "Ruhige Buchten mit Resorthotels, gut für den entspannten Abschluss Ihres Aufenthalts.",
        },
      ],
      recommendations: [
        {
          name: "Ruhiges Resort in Kata oder Karon",
          type: "Resort",
          why: "Gärten und Meerblick für die Erholung, eine kurze Fahrt von den Kliniken in Patong entfernt.",
        },
        {
          name: "Boutiquehotel in Phuket-Stadt",
          type: "Boutiquehotel",
          why: "Ebene, interessante Straßen, gutes Essen und kurze Wege zu den Krankenhäusern.",
        },
        {
          name: "Serviced Apartment in Patong, abseits der Bangla Road",
          type: "Serviced Apartment",
          why: "In Gehweite zu den Kliniken, mit Küche für weiche Kost nach Zahnbehandlungen.",
        },
      ],
    },
    activities: {
      gentle: [
        "Bummeln Sie in den kühleren Stunden durch die Altstadtstraßen Thalang Road, Dibuk Road und Soi Romanee.",
        "Sonnenuntergang am Kap Promthep, mit einem Aussichtspunkt wenige Schritte vom Parkplatz.",
        "Der Karon Viewpoint mit Blick auf die Buchten Kata Noi, Kata und Karon, mit dem Auto erreichbar.",
        "Ein ebener Spaziergang am frühen Morgen am Strand von Karon, oberhalb der Wasserlinie.",
        "Ein ruhiger Nachmittag im Café in Phuket-Stadt.",
      ],
      cultural: [
        "Der Wat Chalong, der wichtigste buddhistische Tempel Phukets.",
        "Der Big Buddha auf dem Nakkerd-Hügel, mit dem Auto erreichbar, mit weitem Ausblick.",
        "Das Thai Hua Museum in der Altstadt über das chinesische Erbe und die Geschichte des Zinnbergbaus auf der Insel.",
        "Der Jui-Tui-Schrein, Mittelpunkt des Vegetarischen Festivals, das etwa im September oder Oktober stattfindet.",
        "Der Sonntagsmarkt Walking Street (Lard Yai) in der Altstadt, sobald Sie sich in Menschenmengen wohlfühlen.",
      ],
      food: [
        "Dim-Sum-Frühstück nach Phuket-Art in der Altstadt.",
        "Mee Hokkien (Nudeln nach Phuket-Art) und Moo Hong, zart geschmorter Schweinebauch.",
        "Khao tom (Reissuppe), magenschonend und nach Zahnbehandlungen leicht zu essen.",
        "Frisches Kokoswasser und Fruchtsmoothies.",
        "Die Currys Südthailands gehören zu den schärfsten des Landes; bestellen Sie während der Erholung „mai phet“ (nicht scharf).",
      ],
      avoid: [
        "Schwimmen im Meer oder Pool, bis Ihr Arzt oder Zahnarzt sagt, dass alles verheilt ist.",
        "Strände mit roter Flagge, besonders während des Monsuns von Mai bis Oktober.",
        "Roller oder Jetskis mieten.",
        "Schnellboot- und Longtail-Ausflüge nach Phi Phi oder in die Phang-Nga-Bucht in den ersten Tagen: raue See und viele Stunden in der Sonne.",
        "Das Nachtleben der Bangla Road und Alkohol während der Heilung.",
        "Kräftige Thai-Massage in der Nähe behandelter Stellen und Sonnenbrand auf heilender Haut oder Narben.",
      ],
    },
    practicalInfo: {
      weather:
        "Phuket ist das ganze Jahr warm, etwa 27–33 °C. Die Trockenzeit (November bis April) bringt ruhigere See und ist Hochsaison. Der Südwestmonsun (Mai bis Oktober) bringt Schauer, raue See und stärkere Brandungsrückströmungen, aber auch niedrigere Preise und weniger Andrang.",
      costs:
        "Hotels der Mittelklasse kosten meist 1.500–4.500 Baht pro Nacht, von Dezember bis Februar mehr. Ein einheimisches Essen kostet etwa 80–150 Baht, ein Essen im Restaurant 300–800 Baht. Taxis sind im Vergleich zu Bangkok teuer: Rechnen Sie für Fahrten zwischen Stränden mit mehreren Hundert Baht.",
      apps: [
        "Grab",
        "Bolt",
        "LINE (von vielen Kliniken genutzt)",
        "Google Maps",
        "Google Übersetzer",
        "Eine Wetter-App mit See- und Sturmwarnungen",
      ],
      safety:
        "Phuket ist im Allgemeinen sicher, doch Verkehrsunfälle sind häufig und die Bedingungen auf dem Meer können gefährlich sein. Schließen Sie Wertsachen im Hotelsafe ein, nutzen Sie lizenzierte Verkehrsmittel und hüten Sie sich vor der Masche mit angeblichen Schäden an gemieteten Jetskis. Touristenpolizei: 1155. Medizinische Notfälle: 1669.",
    },
    checklist: [
      "Einreiseregeln geprüft und Thailand Digital Arrival Card ausgefüllt",
      "Zahn- oder Behandlungsplan, mit Zeitplan für einen eventuellen zweiten Besuch",
      "Transfer ab HKT organisiert, besonders bei Ankunft spät in der Nacht",
      "Sonnencreme, Hut, Sonnenbrille und weite Baumwollkleidung",
      "Ein Plan für weiche Kost nach Zahnbehandlungen",
      "Grab oder Bolt installiert und eine thailändische SIM- oder eSIM-Karte",
      "Versicherungsdaten und die Notfallnummer der Klinik",
    ],
  },

  // ---------------------------------------------------------------- Mexiko
  {
    slug: "tijuana",
    countrySlug: "mexico",
    name: "Tijuana",
    tagline: "Fachärztliche Versorgung wenige Minuten von San Diego entfernt",
    intro:
      "Tijuana liegt direkt gegenüber von San Diego an einem der verkehrsreichsten Landgrenzübergänge der Welt. Seit Langem kommen Patienten aus den USA und Kanada für Zahnbehandlungen und Adipositasoperationen hierher; Privatkrankenhäuser und Kliniken konzentrieren sich in der Zona Río, eine kurze Fahrt vom Grenzübergang San Ysidro entfernt. Viele Patienten fliegen einfach nach San Diego, werden von ihrer Klinik abgeholt und überqueren die Grenze mit dem Auto.",
    specialNote:
      "Planen Sie den Grenzübertritt auf dem Rückweg so sorgfältig wie Ihre Behandlung. Die Wartezeiten Richtung Norden in San Ysidro und Otay Mesa können zu Spitzenzeiten über zwei Stunden betragen, was nach einer Operation beschwerlich ist. Fragen Sie Ihre Klinik, ob sie Ihnen zu einer schnelleren Spur verhelfen kann, etwa mit einem Medical-Lane-Pass, sofern derzeit angeboten, und nutzen Sie SENTRI, wenn Sie es haben. Langes Stillsitzen nach einer Operation birgt ein Thromboserisiko; folgen Sie daher den Hinweisen Ihres Chirurgen zu Bewegung, Trinken und Kompressionsstrümpfen.",
    medicalInfo: {
      overview:
        "Tijuana hat eine große Ansammlung von Privatkrankenhäusern und Fachkliniken, und viele Ärzte sprechen Englisch. Krankenhäuser und Kliniken sollten eine Lizenz der COFEPRIS besitzen, und Chirurgen sind in der Regel vom zuständigen mexikanischen Facharztgremium zertifiziert. Patienten für Adipositaschirurgie werden meist bei Ankunft untersucht, bleiben zwei bis drei Nächte im Krankenhaus und haben vor der Heimreise eine Kontrolle.",
      specialties: [
        "Adipositaschirurgie (Schlauchmagen, Bypass und Revisionen)",
        "Zahnimplantate, All-on-4 und Kronen",
        "Veneers und ästhetische Zahnmedizin",
        "Ästhetische Chirurgie",
        "Orthopädie",
      ],
      hospitals:
        "Zu den CareAtlas-Partnern hier gehören das Tijuana Bariatric Institute für Adipositaschirurgie und das Baja Dental Center für Implantate und ästhetische Zahnmedizin. In der Zona Río gibt es außerdem mehrere große Privatkrankenhäuser mit Intensivstationen, eine nützliche Absicherung für jede Operation.",
    },
    travelInfo: {
      gettingThere:
        "Die meisten Patienten fliegen zum Flughafen San Diego International (SAN), etwa 30 Autominuten vom Grenzübergang San Ysidro entfernt, und werden dort oder auf der US-Seite der Grenze von ihrer Klinik abgeholt. Der Flughafen Tijuana International (TIJ) hat Flüge aus ganz Mexiko und ist von San Diego über die Brücke Cross Border Xpress (CBX) erreichbar, die Passagieren mit Flugticket offensteht.",
      gettingAround:
        "Uber und DiDi sind weit verbreitet und meist die einfachste Art, sich fortzubewegen; offizielle Taxis warten an der Grenze. Die Fahrten zu den Terminen übernimmt in der Regel Ihre Klinik.",
      fromAirport:
        "Fahren Sie von SAN mit dem Transfer der Klinik oder einem Auto nach San Ysidro. Richtung Süden können Sie zu Fuß über die Grenze gehen und sich auf mexikanischer Seite abholen lassen oder hinübergefahren werden; die Wartezeiten Richtung Süden sind meist kurz. Zeigen Sie der mexikanischen Einwanderungsbehörde (INM) Ihren Reisepass und fragen Sie, ob Sie für Ihren Aufenthalt eine Besuchergenehmigung (FMM) benötigen. Auf dem Rückweg nach Norden brauchen US-Bürger einen Reisepass, eine Passport Card oder ein anderes anerkanntes Reisedokument; die Ready Lane ist für Reisende mit RFID-fähigen Karten, SENTRI für vorab überprüfte Vielreisende. Wer nicht US-Bürger ist, sollte vor dem Grenzübertritt die Einreisebestimmungen der USA prüfen.",
    },
    accommodation: {
      overview:
        "Die meisten Patienten wohnen in der Zona Río nahe Krankenhäusern, Einkaufszentren und Restaurants oder in einem Partnerhotel der Klinik. Manche übernachten lieber in San Diego und fahren zu den Terminen über die Grenze, doch tägliche Grenzübertritte kosten Stunden an Wartezeit; viele Kliniken empfehlen daher, bis zur Freigabe in Tijuana zu bleiben.",
      bestDistricts: [
        {
          name: "Zona Río",
          why: "Das moderne Geschäftsviertel am Paseo de los Héroes, mit Krankenhäusern, Kliniken, Hotels, Einkaufszentren und dem Kulturzentrum CECUT.",
        },
        {
          name: "Hipódromo und Chapultepec",
          why: "Ruhigere Wohnviertel neben der Zona Río, mit guten Restaurants.",
        },
        {
          name: "Playas de Tijuana",
          why: "Ein Viertel am Meer mit Promenade und frischer Seeluft, etwa 20–25 Minuten von den Kliniken entfernt.",
        },
        {
          name: "Otay",
          why: "Nahe dem zweiten Grenzübergang und dem Flughafen, praktisch für einige Kliniken.",
        },
      ],
      recommendations: [
        {
          name: "Partnerhotel der Klinik in der Zona Río",
          type: "Hotel (oft im Paket enthalten)",
          why: "Transfers zu den Terminen und Personal, das an Gäste gewöhnt ist, die sich von einer Operation erholen.",
        },
        {
          name: "Businesshotel nahe dem Paseo de los Héroes",
          type: "Hotel",
          why: "In Gehweite zu Krankenhäusern, Apotheken und Einkaufszentren.",
        },
        {
          name: "Apartment in Chapultepec",
          type: "Apartment",
          why: "Ruhig und geräumig für Begleitpersonen und längere Aufenthalte für Zahnbehandlungen.",
        },
      ],
    },
    activities: {
      gentle: [
        "Kurze, regelmäßige Spaziergänge rund um Ihr Hotel, zu denen Patienten nach Adipositasoperationen meist ermutigt werden, um den Kreislauf anzuregen.",
        "Der Malecón in Playas de Tijuana, eben und mit Meerblick, wo der Grenzzaun in den Pazifik hineinläuft.",
        "Die Gärten und Ausstellungen des CECUT in der Zona Río.",
        "Ein gemächlicher, klimatisierter Bummel durch das Einkaufszentrum Plaza Río.",
      ],
      cultural: [
        "Das CECUT (Centro Cultural Tijuana) mit dem Museo de las Californias und seinem markanten Kuppelkino.",
        "Die Avenida Revolución, die historische Touristenstraße, am besten bei Tageslicht.",
        "Die Pasaje Rodríguez, eine wiederbelebte Passage mit Galerien und Cafés an der Revolución.",
        "Die Kathedrale Unserer Lieben Frau von Guadalupe im Stadtzentrum.",
      ],
      food: [
        "Halten Sie sich zuerst an den Stufen-Ernährungsplan Ihrer Klinik: Patienten nach Adipositasoperationen ernähren sich meist mehrere Wochen lang erst von klaren Flüssigkeiten, dann von Pürees; die Tacos können also warten.",
        "Für Begleitpersonen und für Sie nach der Freigabe: Tacos de adobada und Fischtacos nach Baja-Art.",
        "Der Caesar Salad wurde in Tijuana erfunden, im Caesar’s an der Avenida Revolución.",
        "Weiche Kost nach Zahnbehandlungen, etwa Caldo de pollo (Hühnersuppe) und Guacamole.",
        "Foodtruck-Parks in der Zona Río wie der Telefónica Gastro Park für einen entspannten Abend.",
      ],
      avoid: [
        "Alkohol, besonders nach einer Adipositasoperation: Er wird dann viel schneller aufgenommen, und meist wird monatelang davon abgeraten.",
        "Kohlensäurehaltige Getränke und große Portionen nach einer Adipositasoperation, wie Ihr Programm Ihnen erklären wird.",
        "Essen von Straßenständen mit fragwürdiger Hygiene während der Erholung; wählen Sie belebte, etablierte Restaurants.",
        "Leitungswasser: Trinken Sie Wasser aus der Flasche oder gereinigtes Wasser, auch zum Zähneputzen nach Zahnbehandlungen.",
        "Lange Autofahrten oder Flüge nach Hause, bevor Ihr Chirurg sie freigegeben hat.",
        "Spaziergänge in unbekannten Gegenden nach Einbruch der Dunkelheit.",
      ],
    },
    practicalInfo: {
      weather:
        "Tijuana hat ein mildes, mediterran geprägtes Klima: warme, trockene Sommer um 25–28 °C und milde Winter mit tagsüber etwa 18–20 °C und kühlen Nächten. Im späten Frühjahr und Frühsommer sind die Vormittage oft grau („June Gloom“), und der meiste Regen fällt zwischen November und März.",
      costs:
        "Hotels der Mittelklasse kosten rund 60–130 US-Dollar pro Nacht. Ein Taco kostet etwa 1,50–3 US-Dollar, ein einfaches Essen im Restaurant 8–20 US-Dollar. Uber-Fahrten innerhalb der Stadt kosten meist 4–10 US-Dollar. US-Dollar werden weithin akzeptiert, mit Pesos oder Karte erhalten Sie aber meist einen besseren Kurs.",
      apps: [
        "Uber",
        "DiDi",
        "WhatsApp (von fast jeder Klinik genutzt)",
        "CBP Border Wait Times",
        "Google Maps",
        "Google Übersetzer",
      ],
      safety:
        "In Teilen Tijuanas ist die Kriminalitätsrate hoch, auch wenn die meiste Gewalt mit örtlichen Konflikten zusammenhängt und Besucher in den Klinikvierteln selten betrifft. Bleiben Sie in Zona Río, Hipódromo oder Playas, nutzen Sie Uber, DiDi oder den Fahrer Ihrer Klinik statt Taxis von der Straße, gehen Sie nachts nicht zu Fuß und tragen Sie Wertsachen nicht offen. Lesen Sie die aktuellen Reisehinweise Ihrer Regierung für Baja California. Die Notrufnummer ist 911.",
    },
    checklist: [
      "Reisepass oder anderes anerkanntes Dokument für die Rückkehr in die USA; Nicht-US-Bürger prüfen ESTA- oder Visumsregeln",
      "Besuchergenehmigung (FMM), falls für Ihren Aufenthalt erforderlich",
      "Transfer ab San Diego und Grenzübertritt mit Ihrer Klinik organisiert",
      "Ernährungsplan nach der Adipositasoperation, Proteinshakes und Vitamine, wie Ihr Programm empfiehlt",
      "Kompressionsstrümpfe, falls empfohlen, und ein Plan für regelmäßige Bewegung",
      "Ein Nachsorgeplan mit Ihrem Arzt zu Hause",
      "Versicherungsdaten und die 24-Stunden-Nummer Ihrer Klinik",
    ],
  },
  {
    slug: "cancun",
    countrySlug: "mexico",
    name: "Cancún",
    tagline: "Ästhetische Chirurgie und Kinderwunschbehandlung an der Karibikküste",
    intro:
      "Cancún ist Mexikos größte Urlaubsstadt, mit einer langen Hotelzone auf einem Landstreifen zwischen der Karibik und der Nichupté-Lagune und einer belebten Innenstadt, in der die meisten Einheimischen leben und arbeiten. Die modernen Privatkrankenhäuser und Kliniken versorgen Touristen, Einwohner und eine wachsende Zahl von Medizinreisenden, vor allem für ästhetische Chirurgie und Kinderwunschbehandlungen. Mit Direktflügen aus ganz Nordamerika und Europa ist die Anreise einfach, und die Stadt ist ein ruhiger Ort zum Ausruhen, sobald Ihr Arzt sagt, dass Sie die Aussicht genießen dürfen.",
    specialNote:
      "Die Strände sind Cancúns größte Attraktion, doch nach einer Operation wird von Schwimmen, starker Sonne und langen Ausflugstagen meist für mehrere Wochen abgeraten. Wählen Sie ein Hotel mit Schatten und Aussicht statt eines Partypools. Die Hurrikansaison dauert von Juni bis November und ist von August bis Oktober am aktivsten; fällt Ihre Behandlung in diese Zeit, buchen Sie flexible Flüge und folgen Sie den örtlichen Warnungen.",
    medicalInfo: {
      overview:
        "Die Privatkrankenhäuser und Fachkliniken Cancúns liegen überwiegend in der Innenstadt an Hauptstraßen wie Bonampak, Tulum und Kabah, einige auch nahe der Hotelzone. Viele Ärzte sprechen Englisch, und manche Kliniken haben Koordinatoren für Patienten aus den USA, Kanada und Europa. Prüfen Sie die COFEPRIS-Lizenz, die Facharztzertifizierung des Chirurgen und ob Ihr Eingriff in einem Krankenhaus mit Betreuung über Nacht stattfindet.",
      specialties: [
        "Ästhetische Chirurgie (Brust, Körperformung und Eingriffe im Gesicht)",
        "IVF und Kinderwunschbehandlung",
        "Zahnimplantate und Veneers",
        "Adipositaschirurgie",
        "Gesundheits-Check-ups",
      ],
      hospitals:
        "Zu den CareAtlas-Partnern hier gehören Riviera Cosmetic Surgery für ästhetische Eingriffe und das Caribbean Fertility Center für IVF und Kinderwunschbehandlung. Mehrere Privatkrankenhäuser mit Notaufnahme und Intensivstation versorgen die Stadt und ihre Besucher.",
    },
    travelInfo: {
      gettingThere:
        "Der Flughafen Cancún International (CUN) ist einer der verkehrsreichsten Lateinamerikas, mit Direktflügen aus den meisten großen Städten der USA und Kanadas sowie aus Großbritannien, Spanien, Deutschland und anderen Teilen Europas. Er liegt etwa 20 km südlich der Innenstadt und 15–25 Minuten von der Hotelzone entfernt.",
      gettingAround:
        "Die Stadtbusse R-1 und R-2 fahren die gesamte Hotelzone entlang und in die Innenstadt, zu einem niedrigen Einheitspreis. Taxis gibt es reichlich, sie haben aber kein Taxameter; vereinbaren Sie den Preis also vor dem Einsteigen. In der Hotelzone sind die Preise höher. Uber fährt in Cancún, kann aber am Flughafen und bei manchen Hotels Einschränkungen unterliegen. ADO-Busse verbinden Cancún mit Playa del Carmen und Tulum, und der Tren Maya hat einen Bahnhof nahe dem Flughafen.",
      fromAirport:
        "Die meisten Klinikpakete enthalten einen privaten Transfer, die entspannteste Lösung. ADO-Busse fahren von den Terminals in etwa 30 Minuten zum ADO-Busbahnhof in der Innenstadt von Cancún und weiter nach Playa del Carmen; sie sind bequem und günstig. Vorab gebuchte Shuttles fahren in die Hotelzone. Gehen Sie im Terminal an den Timesharing-Verkäufern und inoffiziellen „Transportschaltern“ vorbei; Ihr Fahrer wartet draußen mit einem Schild.",
    },
    accommodation: {
      overview:
        "In der Hotelzone gibt es Strandresorts von günstig bis luxuriös, die Innenstadt ist billiger, näher an den meisten Kliniken und ursprünglicher. Viele Patienten verbringen die ersten Tage in der Innenstadt nahe ihrer Klinik und ziehen nach der Freigabe in ein ruhiges Hotel in der Hotelzone oder in Puerto Cancún um.",
      bestDistricts: [
        {
          name: "Innenstadt (El Centro)",
          why: "Nahe Krankenhäusern und Kliniken, einheimischen Restaurants und dem ADO-Busbahnhof; preiswert und praktisch.",
        },
        {
          name: "Hotelzone (Zona Hotelera)",
          why: "Der berühmte Strandstreifen mit Sonnenuntergängen über der Lagune und Meerblick; der ruhigere südliche Abschnitt ist entspannter als das Ausgehviertel rund um Punta Cancún.",
        },
        {
          name: "Puerto Cancún",
          why: "Ein modernes, ruhiges Viertel zwischen Innenstadt und Hotelzone, mit Jachthafen, Einkaufszentrum und neueren Hotels.",
        },
        {
          name: "Malecón Tajamar",
          why: "Ein Wohnviertel an der Promenade entlang der Lagune, nah an den Kliniken in der Innenstadt.",
        },
      ],
      recommendations: [
        {
          name: "Businesshotel in der Innenstadt",
          type: "Hotel",
          why: "Kurze Wege zu den Terminen und leichter Zugang zu Apotheken und Supermärkten.",
        },
        {
          name: "Ruhiges Resort für Erwachsene in der Hotelzone",
          type: "Resort",
          why: "Meerblick und schattige Terrassen, sobald Ihr Chirurg einverstanden ist, abseits der Partyzonen.",
        },
        {
          name: "Apartment in Puerto Cancún",
          type: "Apartment",
          why: "Küche und Platz für längere Kinderwunschaufenthalte in einem ruhigen, modernen Viertel.",
        },
      ],
    },
    activities: {
      gentle: [
        "Der Malecón Tajamar, eine ebene Promenade an der Lagune zwischen Innenstadt und Puerto Cancún.",
        "Der Parque de las Palapas, der Hauptplatz der Innenstadt, abends lebhaft und familienfreundlich.",
        "Sonnenuntergang über der Nichupté-Lagune von einem Restaurant am Wasser aus.",
        "Gemächliche, klimatisierte Spaziergänge in Einkaufszentren wie La Isla oder Puerto Cancún.",
        "Die schattigen Wege rund um die Ruinen von San Miguelito neben dem Maya-Museum.",
      ],
      cultural: [
        "Das Museo Maya de Cancún mit der archäologischen Stätte San Miguelito auf seinem Gelände.",
        "Die kleinen Ruinen von El Rey im Süden der Hotelzone.",
        "Der Mercado 28 für Kunsthandwerk und Souvenirs; handeln Sie höflich.",
        "Isla Mujeres mit der Passagierfähre, am besten erst, wenn Sonne und Bootsfahrten freigegeben sind.",
        "Chichén Itzá ist ein langer Tagesausflug mit rund 2,5–3 Stunden Fahrt pro Strecke und meist besser für einen späteren Besuch aufgehoben.",
      ],
      food: [
        "Sopa de lima, eine leichte yukatekische Suppe mit Huhn und Limette.",
        "Cochinita pibil, langsam gegartes Schweinefleisch mit Achiote, und andere Spezialitäten Yucatáns.",
        "Frischer Fisch, während der Erholung gegrillt statt roh.",
        "Tacos al pastor aus gut besuchten Taquerías in der Innenstadt.",
        "Aguas frescas, mit gereinigtem Wasser zubereitet.",
      ],
      avoid: [
        "Schwimmen im Meer, im Pool, in Cenoten und im Whirlpool, bis Sie die Freigabe haben.",
        "Sonne auf heilenden Narben und lange Strandtage.",
        "Schnorcheln, Tauchen und Bootsausflüge in den ersten Wochen.",
        "Alkohol aus dem All-inclusive-Angebot während der Heilung und solange Sie Medikamente einnehmen.",
        "Leitungswasser; trinken Sie Wasser aus der Flasche oder gereinigtes Wasser.",
        "Timesharing-Präsentationen und aufdringliche Verkäufer.",
      ],
    },
    practicalInfo: {
      weather:
        "In Cancún ist es das ganze Jahr warm. Von Dezember bis April ist es trocken und sonnig, etwa 26–29 °C. Von Mai bis Oktober ist es heißer und schwüler, mit Schauern am Nachmittag, und die Hurrikansaison dauert von Juni bis November. Sargassum-Algen können im Frühjahr und Sommer die Strände beeinträchtigen.",
      costs:
        "Hotels in der Innenstadt kosten oft 50–110 US-Dollar pro Nacht, Resorts in der Hotelzone 150–350 US-Dollar oder mehr. Ein Taco kostet etwa 1,50–3 US-Dollar, ein Essen in einem Restaurant in der Innenstadt 10–20 US-Dollar; in der Hotelzone sind Restaurants deutlich teurer. Stadtbusse verlangen einen niedrigen Einheitspreis, Taxis innerhalb der Hotelzone oft 10–25 US-Dollar.",
      apps: [
        "Uber",
        "ADO (Busfahrkarten)",
        "WhatsApp (von den meisten Kliniken genutzt)",
        "Google Maps",
        "Google Übersetzer",
        "Eine Wetter-App mit Hurrikanwarnungen",
      ],
      safety:
        "Die Hotelzone und die wichtigsten Touristengebiete sind im Allgemeinen sicher, mit sichtbarer Polizeipräsenz, auch wenn es Vorfälle im Zusammenhang mit organisierter Kriminalität gab. Kaufen Sie niemals Drogen, bleiben Sie nachts in gut beleuchteten Gegenden, nutzen Sie vom Hotel gebuchte Taxis oder offizielle Verkehrsmittel und bewahren Sie Wertsachen im Safe auf. Beachten Sie am Strand die Flaggen der Rettungsschwimmer. Die Notrufnummer ist 911.",
    },
    checklist: [
      "Reisepass und Dokumente für die Rückreise geprüft",
      "Privater Transfer ab CUN organisiert",
      "Zertifizierung des Chirurgen und Angaben zum Krankenhaus schriftlich bestätigt",
      "Kompressionswäsche, falls empfohlen, und weite, leichte Kleidung",
      "Sonnencreme, Hut und Sonnenbrille",
      "Flexible Flüge, besonders in der Hurrikansaison",
      "Versicherung, die Behandlungen im Ausland und Reiseunterbrechungen abdeckt",
      "Ein Nachsorgeplan mit Ihrem Arzt zu Hause",
    ],
  },
];
