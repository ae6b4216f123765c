import type { LegalContent } from "../types";

/**
 * /terms, /privacy und /cookies auf Deutsch (übersetzt aus ../legal.ts; bei Abweichungen gilt
 * die englische Fassung, siehe ui.notice). Gleiche Abschnitte in gleicher Reihenfolge.
 */
export const LEGAL: LegalContent = {
  documents: {
    terms: {
      slug: "terms",
      title: "Nutzungsbedingungen",
      summary:
        "Die Regeln für die Nutzung von CareAtlas, wie Buchungen, Anzahlungen und Stornierungen funktionieren und wofür wir verantwortlich sind und wofür nicht.",
    },
    privacy: {
      slug: "privacy",
      title: "Datenschutzerklärung",
      summary:
        "Welche personenbezogenen Daten wir speichern, warum wir sie speichern, an wen wir sie weitergeben und welche Wahlmöglichkeiten und Rechte Sie haben.",
    },
    cookies: {
      slug: "cookies",
      title: "Cookie-Richtlinie",
      summary:
        "Die Cookies und den Browserspeicher, die CareAtlas verwendet, was die einzelnen Arten bewirken und wie Sie sie steuern können.",
    },
  },
  terms: [
    {
      heading: "Über diese Bedingungen",
      paragraphs: [
        "Diese Bedingungen regeln, wie Sie die Website und die Dienste von CareAtlas nutzen dürfen. Indem Sie ein Konto anlegen, ein Angebot anfordern oder eine Buchung vornehmen, stimmen Sie ihnen zu. Bitte lesen Sie sie sorgfältig; wenn Sie nicht einverstanden sind, nutzen Sie den Dienst bitte nicht.",
        "In diesen Bedingungen bezeichnen „CareAtlas“, „wir“ und „uns“ den Betreiber der Plattform CareAtlas. „Sie“ bezeichnet die Person, die den Dienst nutzt. „Partnerklinik“ bezeichnet eine Klinik, ein Krankenhaus oder einen anderen Gesundheitsdienstleister, der auf CareAtlas aufgeführt ist.",
      ],
    },
    {
      heading: "Was CareAtlas ist und was nicht",
      paragraphs: [
        "CareAtlas ist eine Vergleichs- und Buchungsplattform. Wir helfen Ihnen, geprüfte Partnerkliniken zu finden, zu vergleichen und zu kontaktieren, und stellen Werkzeuge bereit, mit denen Sie Angebote anfordern, Buchungen vornehmen, Anzahlungen leisten, Nachrichten austauschen und Ihre Unterlagen an einem Ort aufbewahren können.",
        "CareAtlas ist kein Gesundheitsdienstleister. Wir erteilen keinen medizinischen Rat, stellen keine Diagnosen und empfehlen Ihnen keine bestimmte Behandlung. Die Informationen auf der Website, einschließlich Ratgebern, Blogartikeln und Bewertungen, sind ausschließlich allgemeine Informationen. Entscheidungen über Ihre Behandlung sollten Sie gemeinsam mit einer qualifizierten Ärztin oder einem qualifizierten Arzt treffen, die oder der Sie untersuchen kann.",
      ],
    },
    {
      heading: "Buchungen kommen direkt mit den Partnerkliniken zustande",
      paragraphs: [
        "Wenn Sie über CareAtlas eine Behandlung oder ein Paket buchen, kommt der Vertrag über diese Behandlung unmittelbar zwischen Ihnen und der Partnerklinik zustande. Die Partnerklinik ist für Ihre medizinische Versorgung verantwortlich, einschließlich Untersuchung, Einwilligung, der Behandlung selbst und der Nachsorge, und kann Sie bitten, ihre eigenen Bedingungen und Einwilligungserklärungen zu akzeptieren.",
        "Eine Partnerklinik kann eine vorgeschlagene Behandlung ablehnen oder ändern, nachdem sie Ihre medizinischen Informationen geprüft oder Sie persönlich untersucht hat. Ändert sich dadurch der Preis, sollte die Klinik die Gründe schriftlich erläutern, und Sie können dann entscheiden, die Behandlung nicht in Anspruch zu nehmen.",
        "Wir prüfen Partnerkliniken, bevor wir sie aufnehmen; diese Prüfung ist jedoch keine Garantie für die Leistung einer Klinik oder für ein bestimmtes Ergebnis.",
      ],
    },
    {
      heading: "Ihr Konto",
      paragraphs: [
        "Sie müssen mindestens 18 Jahre alt sein, um ein Konto anzulegen. Bitte machen Sie zutreffende Angaben, halten Sie Ihr Passwort geheim und teilen Sie uns umgehend mit, wenn Sie vermuten, dass jemand anderes Ihr Konto benutzt hat. Für zusätzlichen Schutz können Sie die Zwei-Faktor-Authentifizierung aktivieren.",
        "Sie sind für die Aktivitäten in Ihrem Konto verantwortlich. Sie können Ihr Konto jederzeit über Ihr Dashboard schließen.",
      ],
    },
    {
      heading: "Preise, Angebote und Währung",
      paragraphs: [
        "Die Preise werden von den Partnerkliniken festgelegt. Wir zeigen sie so klar wie möglich an, einschließlich dessen, was ein Paket enthält und was nicht; eine Klinik muss Sie jedoch unter Umständen untersuchen, bevor sie einen endgültigen Preis bestätigt.",
        "Angebote von Partnerkliniken gelten bis zum angegebenen Ablaufdatum. Solange ein Angebot gültig ist, können Sie es in Ihrem Dashboard annehmen oder ablehnen.",
        "Sie können Preise in US-Dollar, Euro oder britischen Pfund anzeigen lassen. Umgerechnete Preise beruhen auf festen Referenzkursen und dienen nur zur Orientierung. Zahlungen für Pakete werden in US-Dollar abgewickelt, und der endgültige Betrag wird Ihnen vor der Zahlung auf der Bezahlseite angezeigt. Ihr Kartenanbieter kann eigene Wechselkurse anwenden oder Gebühren erheben.",
      ],
    },
    {
      heading: "Anzahlungen",
      paragraphs: [
        "Um ein Paket zu buchen, leisten Sie eine Anzahlung per Karte über unseren Kartenzahlungsdienstleister. Ihre vollständigen Kartendaten sehen und speichern wir nicht.",
        "Ihre Anzahlung ist geschützt, bis die Partnerklinik Ihren Termin bestätigt. Kann die Partnerklinik keinen Termin bestätigen oder entscheidet sie nach Prüfung Ihrer Informationen, dass sie Sie nicht behandeln kann, wird Ihre Anzahlung vollständig auf die Karte erstattet, mit der Sie bezahlt haben.",
        "Sobald Ihr Termin bestätigt ist, wird die Anzahlung auf die Kosten Ihrer Behandlung angerechnet. Ein etwaiger Restbetrag ist so zu zahlen, wie in Ihrer Buchung und in den Bedingungen der Partnerklinik beschrieben.",
      ],
    },
    {
      heading: "Stornierungen und Änderungen",
      paragraphs: [
        "Bevor Ihr Termin bestätigt ist, können Sie Ihre Buchung jederzeit stornieren, und Ihre Anzahlung wird vollständig erstattet.",
        "Nach der Bestätigung Ihres Termins gelten für Stornierungen und Terminänderungen die Stornierungsbedingungen der Partnerklinik, die Ihnen vor der Buchung angezeigt werden. Bitte lesen Sie sie sorgfältig; manche Kliniken können Kosten, die sie bereits verbindlich eingegangen sind, etwa für Hotelreservierungen, nicht erstatten.",
        "Storniert eine Partnerklinik einen bestätigten Termin, haben Sie Anspruch auf vollständige Erstattung Ihrer Anzahlung, und unser Support-Team hilft Ihnen auf Wunsch, Alternativen zu finden.",
        "Erstattungen erfolgen auf die ursprünglich verwendete Karte. Wie lange es dauert, bis die Gutschrift sichtbar ist, hängt von Ihrem Kartenanbieter ab.",
      ],
    },
    {
      heading: "Bewertungen",
      paragraphs: [
        "Nur Patientinnen und Patienten mit abgeschlossener Buchung können eine Bewertung für die Klinik abgeben, in der sie behandelt wurden. Bewertungen müssen Ihre eigene, tatsächliche Erfahrung wiedergeben.",
        "Bitte nehmen Sie keine personenbezogenen Daten anderer Menschen, keine beleidigende oder diskriminierende Sprache, keine Werbeinhalte und keine Aussagen auf, von denen Sie wissen, dass sie unwahr sind. Bewertungen schildern persönliche Erfahrungen und dürfen nicht als medizinischer Rat dargestellt werden.",
        "Wir können eine Bewertung, die gegen diese Regeln verstößt, entfernen oder ihre Veröffentlichung ablehnen. Wir entfernen Bewertungen nicht allein deshalb, weil sie negativ sind, und Partnerkliniken können nicht dafür bezahlen, eine Bewertung auszublenden, zu ändern oder zu entfernen. Mit dem Veröffentlichen einer Bewertung gestatten Sie uns, sie auf CareAtlas anzuzeigen.",
      ],
    },
    {
      heading: "Zulässige Nutzung",
      paragraphs: [
        "Bitte nutzen Sie CareAtlas rechtmäßig und respektvoll. Sie dürfen keine falschen Angaben machen, sich nicht als eine andere Person ausgeben, Klinikpersonal oder andere Nutzerinnen und Nutzer nicht belästigen, keine schädlichen Dateien hochladen, nicht versuchen, auf Konten oder Daten zuzugreifen, die nicht Ihnen gehören, die Sicherheit oder den Betrieb des Dienstes nicht beeinträchtigen und Inhalte der Website nicht massenhaft kopieren oder automatisiert auslesen.",
        "Wir können Konten, die gegen diese Bedingungen verstoßen, sperren oder schließen und rechtswidrige Aktivitäten den zuständigen Behörden melden.",
      ],
    },
    {
      heading: "Unsere Haftung",
      paragraphs: [
        "CareAtlas ist nicht verantwortlich für Behandlungsergebnisse oder für Handlungen und Unterlassungen von Partnerkliniken; diese sind unabhängige Leistungserbringer und für die von ihnen erbrachte Versorgung verantwortlich.",
        "Wir setzen alles daran, dass der Dienst korrekt und verfügbar ist, können aber nicht zusagen, dass er stets ohne Unterbrechungen oder Fehler funktioniert. Soweit gesetzlich zulässig, haften wir nicht für mittelbare Schäden oder Folgeschäden, und unsere Gesamthaftung Ihnen gegenüber im Zusammenhang mit einer Buchung ist auf den Betrag begrenzt, den Sie für diese Buchung über CareAtlas gezahlt haben.",
        "Nichts in diesen Bedingungen beschränkt eine Haftung, die gesetzlich nicht beschränkt werden kann, etwa die Haftung für Betrug oder für die Verletzung des Lebens, des Körpers oder der Gesundheit infolge unserer eigenen Fahrlässigkeit, oder Ihre gesetzlichen Rechte als Verbraucherin oder Verbraucher.",
      ],
    },
    {
      heading: "Änderungen dieser Bedingungen",
      paragraphs: [
        "Wir können diese Bedingungen von Zeit zu Zeit aktualisieren. Das Datum des Inkrafttretens zeigen wir oben auf dieser Seite an, und über wesentliche Änderungen informieren wir Sie per E-Mail oder in Ihrem Dashboard, bevor sie in Kraft treten. Bereits getätigte Buchungen unterliegen weiterhin den Bedingungen, die zum Zeitpunkt der Buchung galten.",
      ],
    },
    {
      heading: "Anwendbares Recht",
      paragraphs: [
        "Diese Bedingungen unterliegen dem Recht des Landes, in dem das Unternehmen, das CareAtlas betreibt, eingetragen ist, und für Streitigkeiten sind die Gerichte dieses Landes zuständig. Zwingende Verbraucherschutzrechte, die Ihnen nach dem Recht Ihres Wohnsitzlandes zustehen, bleiben davon unberührt, einschließlich des Rechts, eine Klage vor den Gerichten an Ihrem Wohnort zu erheben, soweit das Gesetz dies zulässt.",
        "Ihr Vertrag mit einer Partnerklinik über eine Behandlung kann dem Recht des Landes unterliegen, in dem sich die Klinik befindet.",
      ],
    },
    {
      heading: "Kontakt",
      paragraphs: [
        "Wenn Sie eine Frage zu diesen Bedingungen oder ein Anliegen zu einer Buchung haben, schreiben Sie bitte an support@careatlas.example. Unser Büro befindet sich in Bursa in der Türkei, und unser Support-Team beantwortet E-Mails innerhalb von 24–48 Stunden.",
      ],
    },
  ],
  privacy: [
    {
      heading: "Über diese Erklärung",
      paragraphs: [
        "Diese Erklärung beschreibt, welche personenbezogenen Daten CareAtlas speichert, warum wir sie speichern, an wen wir sie weitergeben und welche Rechte Sie haben. CareAtlas ist verantwortlich für die personenbezogenen Daten, die über unsere Website und unser Dashboard verarbeitet werden.",
        "Wir erheben nur, was wir für den Betrieb des Dienstes benötigen, verkaufen Ihre Daten niemals und geben sie ohne Ihre Einwilligung an niemanden weiter – außer an die unten beschriebenen Dienstleister oder wenn das Gesetz es verlangt.",
      ],
    },
    {
      heading: "Was wir speichern und warum",
      paragraphs: [
        "Kontodaten: Ihr Name, Ihre E-Mail-Adresse, Ihr Passwort (ausschließlich in sicher gehashter Form gespeichert) und Sicherheitseinstellungen für die Anmeldung wie die Zwei-Faktor-Authentifizierung. Wir verwenden sie, um Ihr Konto anzulegen, Ihnen die Anmeldung zu ermöglichen und Ihr Konto zu schützen.",
        "Profil: Angaben, die Sie freiwillig hinzufügen, etwa Ihre Telefonnummer, Staatsangehörigkeit, die Behandlungen, die Sie interessieren, die Sprachen, die Sie sprechen, und ein Profilfoto. Wir verwenden sie, um Ihr Dashboard zu personalisieren und Kliniken die Kommunikation mit Ihnen zu erleichtern.",
        "Favoriten: die Kliniken und Pakete, die Sie speichern, damit Sie sie wiederfinden.",
        "Nachrichten: die Nachrichten, die Sie über CareAtlas mit Partnerkliniken austauschen, damit beide Seiten den Gesprächsverlauf nachvollziehen können.",
        "Angebotsanfragen und Angebote: die Behandlung, nach der Sie gefragt haben, die Antwort der Klinik, der Betrag, der Status und das Ablaufdatum.",
        "Buchungen: Klinik, Behandlung, Termine, Kosten, Währung, Buchungsnummer und Status.",
        "Zahlungsreferenzen: Referenz und Status jeder Zahlung, damit wir Anzahlungen den Buchungen zuordnen und Erstattungen vornehmen können. Ihre Kartendaten werden von unserem Kartenzahlungsdienstleister verarbeitet und nicht von uns gespeichert.",
        "Kontakt und Newsletter: die Angaben, die Sie beim Nutzen des Kontaktformulars oder bei der Anmeldung zu unserem Newsletter machen; wir verwenden sie, um Ihnen zu antworten oder Ihnen die angeforderten E-Mails zu senden.",
        "Technische Daten: grundlegende Informationen wie Ihre IP-Adresse, Ihr Browsertyp und die aufgerufenen Seiten, die in Sicherheitsprotokollen gespeichert werden, um den Dienst zu schützen und Missbrauch aufzuklären.",
      ],
    },
    {
      heading: "Gesundheitsdaten",
      paragraphs: [
        "Ein Teil dessen, was Sie uns mitteilen, sind Gesundheitsdaten, die besondere Sorgfalt verdienen. Dazu gehören medizinische Unterlagen, die Sie hochladen, etwa Aufnahmen bildgebender Verfahren (z. B. Röntgen, CT, MRT), Untersuchungsergebnisse und Arztbriefe, sowie alle Gesundheitsangaben in Nachrichten oder Angebotsanfragen.",
        "Medizinische Unterlagen, die Sie hochladen, werden verschlüsselt gespeichert. Sie werden nur mit Ihrer ausdrücklichen Einwilligung, die Sie für jede Klinik gesondert erteilen, an eine Partnerklinik weitergegeben, und Sie können diese Einwilligung jederzeit in Ihrem Dashboard widerrufen. Mit dem Widerruf endet der Zugriff dieser Klinik sofort. Kopien, die die Klinik bereits heruntergeladen hat, können damit nicht zurückgeholt werden; mit diesen muss die Klinik im Rahmen ihrer eigenen datenschutzrechtlichen Pflichten umgehen.",
        "Jeder Zugriff auf Ihre medizinischen Unterlagen wird protokolliert, und Sie können dieses Protokoll in Ihrem Dashboard einsehen: wer welche Datei wann geöffnet hat.",
      ],
    },
    {
      heading: "Unsere Rechtsgrundlagen",
      paragraphs: [
        "Vertrag: Wir verarbeiten Konto-, Buchungs-, Angebots-, Nachrichten- und Zahlungsdaten, weil wir sie benötigen, um den von Ihnen gewünschten Dienst zu erbringen.",
        "Einwilligung: Gesundheitsdaten, einschließlich hochgeladener medizinischer Unterlagen, verarbeiten wir nur mit Ihrer ausdrücklichen Einwilligung, und an eine Klinik geben wir sie nur mit Ihrer ausdrücklichen Einwilligung für diese Klinik weiter. Auch für Marketing-E-Mails stützen wir uns auf Ihre Einwilligung. Sie können eine Einwilligung jederzeit widerrufen.",
        "Berechtigte Interessen: Technische Daten verwenden wir, um den Dienst sicher zu halten, Betrug zu verhindern sowie Probleme zu erkennen und zu beheben.",
        "Rechtliche Verpflichtung: Einige Buchungs- und Zahlungsunterlagen bewahren wir auf, weil steuer- und handelsrechtliche Vorschriften dies verlangen.",
      ],
    },
    {
      heading: "An wen wir Daten weitergeben",
      paragraphs: [
        "Wir verkaufen Ihre personenbezogenen Daten nicht und geben sie nicht ohne Ihre Einwilligung weiter. Wenn Sie eine Nachricht senden, ein Angebot anfordern oder eine Buchung vornehmen, übermitteln wir der von Ihnen gewählten Partnerklinik die Angaben, die sie für ihre Antwort braucht, etwa Ihren Namen, Ihre Kontaktdaten und die Anfrage selbst. Medizinische Unterlagen werden nur wie im obigen Abschnitt zu Gesundheitsdaten beschrieben weitergegeben.",
        "Wir setzen eine kleine Zahl von Dienstleistern (Auftragsverarbeitern) ein, die Daten in unserem Auftrag, auf vertraglicher Grundlage und nur nach unseren Weisungen verarbeiten: einen E-Mail-Versanddienst, der Konto- und Buchungs-E-Mails verschickt; einen Kartenzahlungsdienstleister, der Zahlungen abwickelt und Ihre Kartendaten verwahrt; und einen Hosting-Anbieter, der unsere Server, unsere Datenbank und unseren Dateispeicher betreibt.",
        "Verarbeitet ein Dienstleister Daten außerhalb Ihres Landes, setzen wir die gesetzlich vorgeschriebenen geeigneten Garantien ein. Wir können Daten außerdem offenlegen, wenn das Gesetz es verlangt, oder um die Rechte und die Sicherheit unserer Nutzerinnen und Nutzer zu schützen.",
      ],
    },
    {
      heading: "Wie lange wir Daten aufbewahren",
      paragraphs: [
        "Ihre Kontodaten, Ihr Profil, Ihre Favoriten, Nachrichten, Angebote und medizinischen Unterlagen bewahren wir auf, solange Ihr Konto besteht, sofern Sie sie nicht vorher löschen.",
        "Wenn Sie Ihr Konto löschen, handeln wir sofort. Wir löschen Ihr Konto, Ihr Profil, Ihr Foto, Ihre Anmeldemethoden und Sitzungen, Favoriten, Benachrichtigungen, Angebotsanfragen und Angebote, Ihre Unterhaltungen mit Kliniken samt deren Nachrichten (auch für die Kliniken), Ihre hochgeladenen medizinischen Unterlagen und jede gespeicherte Kopie ihrer Dateien sowie Ihre Newsletter-, Suchalarm- und Kontaktformular-Einträge, die mit Ihrer E-Mail-Adresse übermittelt wurden.",
        "Was das Gesetz oder andere Menschen benötigen, anonymisieren wir: Ihre Buchungen und Anzahlungen bleiben für die Steuer- und Buchhaltungsunterlagen der Klinik erhalten, ohne Ihren Namen und Ihr Konto (Behandlung, Termine, Beträge sowie Kartenmarke und die letzten vier Ziffern der Karte bleiben erhalten), und Ihre veröffentlichten Bewertungen bleiben unter dem Namen „Former patient“ (ehemalige Patientin bzw. ehemaliger Patient) bestehen. Sicherheitsprotokolle bewahren wir für einen begrenzten Zeitraum auf, danach werden sie gelöscht.",
        "Wir bewahren einen minimalen Nachweis der von Ihnen erteilten Einwilligungen und der Zugriffe auf Ihre medizinischen Unterlagen auf, ohne Ihren Namen, Ihre E-Mail-Adresse oder Gesundheitsinhalte, als Beleg dafür, dass Ihre Daten rechtmäßig verarbeitet wurden. Anschließend senden wir eine letzte E-Mail an Ihre Adresse, um die Löschung zu bestätigen.",
        "Kopien in sicheren Backups werden entfernt, sobald diese Backups im regulären Zyklus ablaufen.",
      ],
    },
    {
      heading: "Ihre Rechte",
      paragraphs: [
        "Auskunft: Die meisten Ihrer Daten können Sie jederzeit in Ihrem Dashboard einsehen, und Sie können eine vollständige Kopie bei uns anfordern.",
        "Datenexport: „Meine Daten herunterladen“ in Ihrem Dashboard liefert Ihnen ein ZIP-Archiv mit allem, was wir über Sie speichern: eine maschinenlesbare Datei data.json (Konto, Profil, Buchungen und Zahlungen, Angebotsanfragen und Angebote, Unterhaltungen und Nachrichten, medizinische Unterlagen, Einwilligungen, das Zugriffsprotokoll der Unterlagen, Bewertungen, Benachrichtigungen, Favoriten, Sitzungen und Anmeldemethoden), die von Ihnen hochgeladenen Dateien Ihrer medizinischen Unterlagen und eine README-Datei, die das Format beschreibt. Passwörter (die wir nur als Hash speichern), Sitzungstoken und geheime Sicherheitsschlüssel sind nie enthalten.",
        "Berichtigung: Sie können Ihr Profil selbst aktualisieren oder uns bitten, unrichtige Angaben zu berichtigen.",
        "Löschung: Sie können Ihr Konto und Ihre personenbezogenen Daten jederzeit mit „Mein Konto löschen“ in Ihrem Dashboard löschen oder die Löschung per E-Mail an support@careatlas.example beantragen.",
        "Sie können außerdem bestimmten Verarbeitungen widersprechen oder deren Einschränkung verlangen und eine Einwilligung jederzeit widerrufen. Wenn Sie mit unserem Umgang mit Ihren Daten nicht zufrieden sind, wenden Sie sich bitte zuerst an uns; Sie haben zudem das Recht, sich bei der Datenschutzaufsichtsbehörde Ihres Landes zu beschweren.",
      ],
    },
    {
      heading: "Sicherheit",
      paragraphs: [
        "Alle Verbindungen zu CareAtlas sind bei der Übertragung verschlüsselt. Medizinische Unterlagen werden verschlüsselt gespeichert, Passwörter ausschließlich in gehashter Form, und für Ihr Konto steht die Zwei-Faktor-Authentifizierung zur Verfügung.",
        "Innerhalb von CareAtlas haben nur die Personen Zugriff auf personenbezogene Daten, die ihn für ihre Arbeit benötigen, und Zugriffe auf medizinische Unterlagen werden protokolliert. Kein System ist vollkommen sicher; kommt es jedoch zu einer Datenschutzverletzung, die Ihre Daten betrifft, informieren wir Sie und die zuständigen Behörden, wie es das Gesetz verlangt.",
      ],
    },
    {
      heading: "Kinder",
      paragraphs: [
        "CareAtlas richtet sich an Erwachsene; um ein Konto anzulegen, müssen Sie mindestens 18 Jahre alt sein. Wird eine Behandlung für ein Kind in Betracht gezogen, sollte ein Elternteil oder eine gesetzliche Vertreterin bzw. ein gesetzlicher Vertreter das eigene Konto nutzen und alles Weitere organisieren. Wenn Sie glauben, dass ein Kind uns personenbezogene Daten übermittelt hat, kontaktieren Sie uns bitte, und wir löschen sie.",
      ],
    },
    {
      heading: "Cookies",
      paragraphs: [
        "Wir verwenden eine kleine Zahl unbedingt erforderlicher Cookies und einen Speicher für Ihre Einstellungen. Was das ist und wie Sie es steuern können, erläutert unsere Cookie-Richtlinie.",
      ],
    },
    {
      heading: "Änderungen dieser Erklärung",
      paragraphs: [
        "Wir können diese Erklärung von Zeit zu Zeit aktualisieren. Das Datum des Inkrafttretens oben auf der Seite zeigt, wann sie zuletzt geändert wurde, und über wesentliche Änderungen informieren wir Sie per E-Mail oder in Ihrem Dashboard.",
      ],
    },
    {
      heading: "Kontakt",
      paragraphs: [
        "Bei Fragen oder Anliegen zum Datenschutz schreiben Sie bitte eine E-Mail an support@careatlas.example mit „Privacy“ im Betreff, oder schreiben Sie an unser Büro in Bursa in der Türkei. Wir bemühen uns, innerhalb von 24–48 Stunden zu antworten und Anträge innerhalb eines Monats zu erledigen.",
      ],
    },
  ],
  cookies: [
    {
      heading: "Über Cookies",
      paragraphs: [
        "Cookies sind kleine Textdateien, die eine Website in Ihrem Browser speichert. Ähnliche Technologien, etwa der lokale Speicher Ihres Browsers, funktionieren weitgehend genauso. In dieser Richtlinie meinen wir mit „Cookies“ beides.",
        "Cookies lassen sich im Allgemeinen in vier Arten einteilen: unbedingt erforderliche Cookies, Präferenz-, Analyse- und Marketing-Cookies. Diese Seite erläutert jede Art und welche davon CareAtlas verwendet.",
      ],
    },
    {
      heading: "Was wir derzeit verwenden",
      paragraphs: [
        "CareAtlas verwendet derzeit ausschließlich unbedingt erforderliche Cookies und einen Speicher für Ihre Einstellungen. Analyse- oder Marketing-Cookies verwenden wir nicht. Sollten wir sie je einsetzen wollen, bitten wir Sie vorher um Ihre Erlaubnis, und Sie können ablehnen, ohne dass sich das auf die Funktion der Website für Sie auswirkt.",
      ],
    },
    {
      heading: "Unbedingt erforderliche Cookies",
      paragraphs: [
        "Zweck: Unbedingt erforderliche Cookies sorgen dafür, dass die Website funktioniert und sicher bleibt. Ohne sie könnten Sie sich nicht anmelden und Ihr Dashboard nicht nutzen; daher lassen sie sich in unseren Einstellungen nicht abschalten.",
        "Beispiele: das Sitzungs-Cookie, das Sie angemeldet hält, während Sie zwischen den Seiten wechseln; kurzlebige Cookies, die den Anmeldevorgang schützen, etwa während Sie die Zwei-Faktor-Bestätigung abschließen; und ein kurzlebiges Cookie, das eine einmalige Bestätigungsmeldung von einer Seite zur nächsten überträgt.",
        "Sie werden nicht verwendet, um Sie über andere Websites hinweg zu verfolgen.",
      ],
    },
    {
      heading: "Präferenz-Cookies und -Speicher",
      paragraphs: [
        "Zweck: Der Präferenzspeicher merkt sich Ihre Auswahl, damit Sie sie nicht bei jedem Besuch wiederholen müssen.",
        "Beispiele: careatlas-currency merkt sich die Währung, die Sie für die Preisanzeige gewählt haben (US-Dollar, Euro oder Pfund); careatlas-favorites speichert die Kliniken, die Sie in diesem Browser gemerkt haben; und app-banner-dismissed merkt sich, dass Sie das Banner für die mobile App geschlossen haben, damit es nicht erneut erscheint.",
        "Diese Informationen bleiben in Ihrem Browser. Wir verwenden sie weder für Werbung noch, um ein Profil über Sie zu erstellen.",
      ],
    },
    {
      heading: "Analyse-Cookies",
      paragraphs: [
        "Zweck: Analyse-Cookies helfen einer Website zu verstehen, wie sie genutzt wird, zum Beispiel wie viele Menschen eine Seite besuchen, wie sie dorthin gelangt sind und wo sie die Website verlassen, meist in zusammengefasster Form.",
        "Beispiele: Cookies von Webanalyse-Tools, die Ihrem Browser eine zufällige Kennung zuweisen, um Besuche zu zählen.",
        "Wir verwenden derzeit keine Analyse-Cookies. Bevor wir sie einsetzen, würden wir Sie um Ihre Einwilligung bitten.",
      ],
    },
    {
      heading: "Marketing-Cookies",
      paragraphs: [
        "Zweck: Marketing-Cookies dienen dazu, Ihnen für Sie relevante Werbung anzuzeigen und Werbekampagnen zu messen, häufig indem sie Ihre Aktivitäten über verschiedene Websites hinweg verfolgen.",
        "Beispiele: Cookies von Werbenetzwerken oder Social-Media-Plattformen.",
        "Wir verwenden derzeit keine Marketing-Cookies. Bevor wir sie einsetzen, würden wir Sie um Ihre Einwilligung bitten.",
      ],
    },
    {
      heading: "So steuern Sie Cookies",
      paragraphs: [
        "In den Einstellungen Ihres Browsers können Sie Cookies und Websitedaten ansehen, blockieren oder löschen, und die meisten Browser bieten einen privaten Modus, der sie beim Schließen des Fensters entfernt. Anleitungen finden Sie in der Hilfe Ihres Browsers.",
        "Wenn Sie unbedingt erforderliche Cookies blockieren, können Sie sich nicht anmelden. Wenn Sie den Präferenzspeicher leeren, kehrt die Website zu ihren Standardeinstellungen zurück, zeigt also zum Beispiel Preise in US-Dollar an, und Favoriten, die nur in Ihrem Browser gespeichert sind, werden entfernt.",
        "Sollten wir künftig optionale Cookies einführen, bieten wir Ihnen bei Ihrem Besuch eine klare Wahl an, und Sie können Ihre Entscheidung jederzeit ändern.",
      ],
    },
    {
      heading: "Änderungen und Kontakt",
      paragraphs: [
        "Wir aktualisieren diese Richtlinie, wenn sich die von uns verwendeten Cookies ändern, und zeigen das neue Datum des Inkrafttretens oben auf der Seite an. Wenn Sie Fragen haben, schreiben Sie bitte eine E-Mail an support@careatlas.example.",
      ],
    },
  ],
  ui: {
    eyebrow: "Rechtliches",
    effectiveDate: "Gültig ab:",
    contents: "Inhalt",
    otherPolicies: "Weitere Richtlinien",
    contact: "Kontakt",
    notice:
      "Diese Übersetzung dient nur Ihrer Orientierung. Rechtlich maßgeblich ist die englische Fassung; bei Abweichungen oder Widersprüchen gilt sie vorrangig.",
  },
};
