import type { LegalDocument } from './legal-document';

/** Datenschutzerklärung für Bewerber:innen (Art. 13 DSGVO), deutsche Fassung. */
export const privacyDe: LegalDocument = {
  kind: 'privacy',
  locale: 'de',
  title: 'Datenschutzerklärung',
  versionDate: '2026-11-28',
  intro: [
    'Diese Datenschutzerklärung gilt für den Bewerberbereich von Veil. Sie erklärt, welche personenbezogenen Daten wir verarbeiten, wenn Sie ein Konto anlegen, Ihr Profil pflegen und sich über Veil anonym bewerben, wozu wir das tun und welche Rechte Sie haben.',
  ],
  sections: [
    {
      id: 'summary',
      heading: 'Das Wichtigste in Kürze',
      body: [
        'Veil ist eine Recruiting-Plattform, auf der Sie sich anonym bewerben. Arbeitgeber sehen zunächst nur einen anonymen Lebenslauf mit Ihrer Erfahrung, Ausbildung, Ihren Fähigkeiten und Sprachkenntnissen – nicht Ihren Namen, Ihr Foto, Ihre Kontaktdaten oder die Namen Ihrer bisherigen Arbeitgeber und Bildungseinrichtungen. Ihr vollständiges Profil erhält ein Arbeitgeber erst, wenn Sie das nach dem Vorstellungsgespräch für die jeweilige Bewerbung ausdrücklich bestätigen.',
        [
          'Wir verkaufen Ihre Daten nicht und nutzen sie nicht für Werbung.',
          'Wir setzen keine Analyse- oder Tracking-Werkzeuge ein, sondern nur technisch notwendige Cookies und Browserspeicher.',
          'Ihre Daten verarbeiten wir standardmäßig ausschließlich in der EU bzw. im Europäischen Wirtschaftsraum (EWR).',
          'Ziehen Sie eine Bewerbung zurück, löschen wir ihre Daten. Ihr Konto können Sie jederzeit löschen.',
          'Über Ihre Bewerbungen entscheiden Menschen, keine Algorithmen.',
        ],
      ],
    },
    {
      id: 'controller',
      heading: 'Verantwortlicher und Kontakt',
      body: [
        'Verantwortlich für die Verarbeitung Ihrer Daten auf dieser Plattform im Sinne der Datenschutz-Grundverordnung (DSGVO) ist Veil („wir“, „uns“). So erreichen Sie uns:',
        [
          { term: 'Datenschutz und Ihre Rechte', text: 'privacy@veil.example' },
          { term: 'Support und allgemeine Fragen', text: 'support@veil.example' },
        ],
        'Schreiben Sie uns zu Ihren Daten am besten von der E-Mail-Adresse, mit der Sie bei Veil registriert sind. So können wir Ihre Anfrage Ihrem Konto zuordnen und Ihre Daten vor Anfragen Unbefugter schützen.',
        'Für die Daten, die ein Arbeitgeber zu Ihrer Bewerbung einsieht und in seinem Auswahlverfahren verwendet, ist dieser Arbeitgeber selbst verantwortlich (mehr dazu unter „Empfänger Ihrer Daten“).',
      ],
    },
    {
      id: 'anonymity',
      heading: 'So funktioniert die Anonymität',
      body: [
        'Ihr Profil mit allen persönlichen Angaben speichern wir getrennt von dem, was Arbeitgeber sehen. Für jede Bewerbung erzeugen wir aus Ihrem Profil automatisch einen anonymen Lebenslauf und speichern ihn zu dieser Bewerbung. Der Teil von Veil, den Arbeitgeber nutzen, hat technisch keinen Zugriff auf Ihr Profil. Vor einer Bewerbung können Sie sich Ihren anonymen Lebenslauf genau so ansehen, wie Arbeitgeber ihn sehen.',
      ],
      subsections: [
        {
          heading: 'Das sehen Arbeitgeber vor der Freigabe',
          body: [
            [
              'eine Bewerbungsnummer anstelle Ihres Namens',
              'Ihre berufliche Kurzbeschreibung und Ihre Wünsche an die neue Stelle, etwa Arbeitszeit- oder Arbeitsortmodelle',
              'Ihre Berufserfahrung mit Branche, Unternehmensgröße, Jobtitel, Dauer und Tätigkeitsbeschreibung – ohne den Namen des Unternehmens',
              'Ihre Abschlüsse – ohne den Namen der Schule oder Hochschule',
              'Ihre Fähigkeiten und Sprachkenntnisse und wie gut diese zu den Anforderungen der Stelle passen',
              'Ihre Antworten auf Screening-Fragen sowie Ihre Audioantworten mit verfremdeter Stimme und deren Abschriften',
            ],
          ],
        },
        {
          heading: 'Das sehen Arbeitgeber vor der Freigabe nicht',
          body: [
            [
              'Ihren Namen, Ihre E-Mail-Adresse und Ihre Telefonnummer',
              'Ihr Foto, Ihr Geburtsdatum und Ihre Angabe zum Geschlecht',
              'Ihre Links, etwa zu LinkedIn, GitHub oder Ihrer Website',
              'die Namen Ihrer bisherigen Arbeitgeber und Bildungseinrichtungen',
              'Nummern und Links Ihrer Zertifikate sowie Dateien, die Sie hochgeladen haben, etwa Ihr Foto oder einen PDF-Lebenslauf',
              'Ihre unveränderte Stimme',
            ],
            'Nachrichten des Arbeitgebers, etwa Einladungen, stellen wir Ihnen über Veil zu. Ihre E-Mail-Adresse erfährt der Arbeitgeber dabei nicht.',
          ],
        },
        {
          heading: 'Automatische Schwärzung',
          body: [
            'Freitexte, die Arbeitgeber lesen – Tätigkeitsbeschreibungen, Screening-Antworten, Abschriften Ihrer Audioantworten und Ihre Notizen –, durchlaufen vorher eine automatische Schwärzung. Sie ersetzt durch Platzhalter: jede Angabe Ihres Profils (Name, E-Mail-Adresse, Telefonnummer, Links, Wohnort, Geburtsdatum, die Namen Ihrer Arbeitgeber, Schulen, Zertifikate, Auszeichnungen und Studienfächer), jede E-Mail-Adresse, Telefonnummer und jeden Link, wie auch immer geschrieben, genaue Datumsangaben (ein Zeitraum wird wie im anonymen Lebenslauf zu seiner Dauer), ein Geburtsjahr und die Namen anderer Personen. Gegenderte Berufsbezeichnungen und Beschreibungen Ihrer selbst erhalten eine neutrale Form („Entwicklerin“ wird zu „Entwickler:in“). Ihr Text, wie Sie ihn geschrieben haben, wird getrennt von der geschwärzten Fassung aufbewahrt und Arbeitgebern nie gezeigt. Andere Hinweise auf Ihre Person, etwa eine seltene Kombination aus Ort, Projekt und Zeitraum, erkennt sie nicht. Formulieren Sie Freitexte deshalb so, dass sie nicht auf Sie schließen lassen.',
          ],
        },
        {
          heading: 'Freigabe nach dem Vorstellungsgespräch',
          body: [
            'Hat das Vorstellungsgespräch zu einer Bewerbung stattgefunden, können Sie Ihr vollständiges Profil für genau diese Bewerbung freigeben. Das geschieht nur, wenn Sie es ausdrücklich bestätigen, und gilt nie für andere Bewerbungen. Wir protokollieren, wann Sie welche Bewerbung freigegeben haben. Erst danach sieht der Arbeitgeber dieser Bewerbung Ihr vollständiges Profil einschließlich Ihrer Kontaktdaten und hochgeladenen Dateien.',
            'Eine Freigabe lässt sich nicht zurücknehmen, denn was der Arbeitgeber gesehen hat, kann er bereits notiert haben. Sie können die Bewerbung aber weiterhin zurückziehen; dann löschen wir ihre Daten bei Veil (siehe „Speicherdauer und Löschung“).',
          ],
        },
      ],
    },
    {
      id: 'data',
      heading: 'Welche Daten wir verarbeiten',
      body: [
        'Wir verarbeiten nur Daten, die Sie uns selbst geben oder die bei der Nutzung von Veil zwangsläufig entstehen:',
        [
          {
            term: 'Kontodaten',
            text: 'E-Mail-Adresse, Passwort (nur als Hash, nie im Klartext), Bestätigungscodes, Spracheinstellung sowie Zeitpunkte von Registrierung und Anmeldungen. Melden Sie sich mit Google an, erhalten wir von Google Ihre E-Mail-Adresse, eine Kennung Ihres Google-Kontos und, soweit Sie es dort freigeben, Ihren Namen.',
          },
          {
            term: 'Profil- und Lebenslaufdaten',
            text: 'Name, E-Mail-Adresse, Telefonnummer (freiwillig), Geburtsdatum (freiwillig), Angabe zum Geschlecht (auch „keine Angabe“ ist möglich), Wohnort, Foto, Links, berufliche Kurzbeschreibung und Wünsche, Berufserfahrung, Ausbildung, Sprachen, Fähigkeiten, Zertifikate und Auszeichnungen sowie Dateien, die Sie hochladen. Importieren Sie einen Lebenslauf aus einer PDF-Datei, lesen wir die Angaben daraus aus; Sie können das Ergebnis prüfen und korrigieren.',
          },
          {
            term: 'Anonymer Lebenslauf',
            text: 'die für jede Bewerbung erzeugte anonyme Fassung Ihres Profils (siehe „So funktioniert die Anonymität“), einschließlich des Abgleichs Ihrer Sprachkenntnisse mit den Anforderungen der Stelle.',
          },
          {
            term: 'Bewerbungsdaten',
            text: 'Stelle, Bewerbungsnummer, Status und Verlauf des Verfahrens, Fristen, Ihre Freigabe mit Zeitpunkt und bei einem Rückzug der von Ihnen gewählte Grund. Dazu kommen Bewertungen und Notizen, die der Arbeitgeber zu Ihrer Bewerbung erfasst.',
          },
          {
            term: 'Antworten auf Screening-Fragen',
            text: 'Ihre schriftlichen Antworten auf die Fragen des Arbeitgebers.',
          },
          {
            term: 'Audioantworten und Abschriften',
            text: 'Ihre gesprochenen Antworten auf Audiofragen mit Dauer, Sprache und Zeitpunkt. Ihre Stimme wird verfremdet, bevor die Aufnahme gespeichert wird; die Originalaufnahme wird nur dafür kurz verarbeitet und nicht gespeichert. Aus Ihrer Antwort erstellen wir automatisch eine Abschrift, die vor der Weitergabe an den Arbeitgeber geschwärzt wird.',
          },
          {
            term: 'Daten zur Terminvereinbarung',
            text: 'die vom Arbeitgeber vorgeschlagenen Termine, der von Ihnen gewählte Termin, Art, Dauer und Ort des Gesprächs oder der Link zur Videokonferenz sowie die zugehörigen Einladungen und Kalendereinträge.',
          },
          {
            term: 'Einwilligungen in Talentpools',
            text: 'wenn Sie beim Rückzug einer Bewerbung oder bei einer Absage zustimmen, im Talentpool dieses Unternehmens zu bleiben: das Unternehmen, der Stellentitel dieser Bewerbung, der gewählte Zeitraum (6, 12 oder 24 Monate), wann Sie zugestimmt und gegebenenfalls wann Sie widerrufen haben. Solange die Einwilligung gilt, sieht das Unternehmen Ihren anonymen Lebenslauf in seiner jeweils aktuellen Fassung (nie Ihren Namen, Ihre Kontaktdaten oder die Bewerbung selbst) unter einer Nummer seines Talentpools und kann Sie zur Bewerbung auf eine Stelle einladen; die Einladung (Stelle, Zeitpunkt) speichern wir und senden sie Ihnen per E-Mail. Ob Sie einer Einladung folgen und wer Sie sind, erfährt das Unternehmen nicht.',
          },
          {
            term: 'Kommunikationsdaten',
            text: 'E-Mails, die wir Ihnen im Rahmen der Plattform senden, etwa Bestätigungscodes, Statusmitteilungen, Erinnerungen und Einladungen, sowie Ihre Nachrichten an unseren Support.',
          },
          {
            term: 'Technische Daten und Protokolle',
            text: 'Beim Aufruf von Veil verarbeitet unser Server Ihre IP-Adresse, Zeitpunkt, aufgerufene Adresse, Statuscode, übertragene Datenmenge sowie Browser und Betriebssystem. Außerdem protokollieren wir sicherheitsrelevante Ereignisse wie Anmeldungen, fehlgeschlagene Anmeldeversuche und Passwortänderungen.',
          },
          {
            term: 'Cookies und Browserspeicher',
            text: 'nur technisch notwendige Einträge (siehe „Cookies und lokale Speicherung“).',
          },
        ],
        'Besondere Kategorien personenbezogener Daten, etwa Angaben zu Gesundheit, Religion oder ethnischer Herkunft, fragen wir nicht ab. Bitte machen Sie solche Angaben auch in Freitexten und Audioantworten nur, wenn Sie das bewusst möchten.',
      ],
    },
    {
      id: 'purposes',
      heading: 'Zwecke und Rechtsgrundlagen',
      body: [
        'Wir verarbeiten Ihre Daten nur, soweit eine Rechtsgrundlage der DSGVO das erlaubt:',
        [
          {
            term: 'Vertrag (Art. 6 Abs. 1 lit. b DSGVO)',
            text: 'für alles, was Sie bei Veil nutzen – Konto und Anmeldung, Profil, anonyme Lebensläufe, Bewerbungen mit Screening- und Audioantworten samt Abschriften, Terminvereinbarung, die Freigabe auf Ihre Bestätigung hin, Stellenvorschläge passend zu Ihrem Profil sowie die E-Mails, die dazugehören. Grundlage ist der Nutzungsvertrag nach unseren Nutzungsbedingungen.',
          },
          {
            term: 'Einwilligung (Art. 6 Abs. 1 lit. a DSGVO)',
            text: 'wo wir Sie ausdrücklich um Erlaubnis bitten, etwa wenn Sie nach dem Rückzug einer Bewerbung oder einer Absage im Talentpool eines Unternehmens bleiben möchten (siehe „Talentpools“ unten). Eine Einwilligung ist freiwillig. Sie können sie jederzeit mit Wirkung für die Zukunft widerrufen (Art. 7 Abs. 3 DSGVO): eine Talentpool-Einwilligung mit einem Klick unter „Bewerbungen“, jede Einwilligung auch per E-Mail an privacy@veil.example.',
          },
          {
            term: 'Rechtliche Pflichten (Art. 6 Abs. 1 lit. c DSGVO)',
            text: 'soweit Gesetze uns zur Aufbewahrung, zur Auskunft an Behörden oder zum Nachweis verpflichten, dass wir den Datenschutz einhalten (Art. 5 Abs. 2 DSGVO) – dazu dienen die Protokolle über Freigaben und Löschungen.',
          },
          {
            term: 'Berechtigtes Interesse (Art. 6 Abs. 1 lit. f DSGVO)',
            text: 'um Veil sicher und stabil zu betreiben, Missbrauch und Angriffe zu erkennen und abzuwehren (Server- und Sicherheitsprotokolle, Begrenzung von Anmeldeversuchen), Fehler zu beheben, Ihre Anfragen an den Support zu bearbeiten und Rechtsansprüche geltend zu machen oder abzuwehren. Unser Interesse ist eine verlässliche, vertrauenswürdige Plattform; Ihre Interessen wahren wir, indem wir dafür nur das Nötige und nur kurz speichern.',
          },
        ],
        'Für Werbung nutzen wir Ihre Daten nicht: Wir bilden keine Werbeprofile und geben keine Daten an Werbenetzwerke oder Datenhändler weiter.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies und lokale Speicherung',
      body: [
        'Veil verwendet nur Cookies und Browserspeicher, die für den Betrieb unbedingt erforderlich sind. Dafür brauchen wir keine Einwilligung (§ 25 Abs. 2 Nr. 2 TDDDG); die weitere Verarbeitung stützen wir auf Art. 6 Abs. 1 lit. b und f DSGVO.',
        [
          {
            term: 'Sitzungscookie',
            text: 'Damit bleiben Sie nach der Anmeldung angemeldet. Das Cookie ist für Skripte auf der Seite nicht lesbar, wird nur verschlüsselt übertragen und gilt, bis Sie sich abmelden oder die Sitzung abläuft.',
          },
          {
            term: 'Sprache',
            text: 'Ihre gewählte Sprache (Deutsch oder Englisch) speichern wir im lokalen Speicher Ihres Browsers, bis Sie ihn leeren, und in einem Cookie (veil-locale, ein Jahr), damit unser Server seine Seiten in dieser Sprache sendet.',
          },
          {
            term: 'Anmeldestatus und Zielseite',
            text: 'Damit alle geöffneten Tabs gemeinsam an- und abgemeldet werden und Sie nach der Anmeldung auf der Seite landen, die Sie aufrufen wollten, legt Veil kurzlebige Einträge im Browserspeicher ab. Sie enthalten keine Profildaten und werden beim Abmelden gelöscht.',
          },
        ],
        'Wir verwenden keine Analyse-, Tracking- oder Werbecookies, keine Zählpixel und keine eingebundenen Inhalte sozialer Netzwerke. Deshalb sehen Sie bei uns auch kein Cookie-Banner.',
      ],
    },
    {
      id: 'recipients',
      heading: 'Empfänger Ihrer Daten',
      body: [
        [
          {
            term: 'Arbeitgeber, bei denen Sie sich bewerben',
            text: 'Sie erhalten Ihren anonymen Lebenslauf, Ihre Screening- und Audioantworten samt Abschriften und Ihre Terminwahl, Ihr vollständiges Profil erst nach Ihrer Freigabe und nur für die betreffende Bewerbung. Im Unternehmen sehen das nur die Personen, die an Ihrer Bewerbung arbeiten. Für die Verarbeitung in seinem Auswahlverfahren ist der Arbeitgeber selbst verantwortlich. Seine eigenen Datenschutzhinweise finden Sie, sofern er sie hinterlegt hat, in den zusätzlichen Unternehmensinformationen der Bewerbung.',
          },
          {
            term: 'Auftragsverarbeiter',
            text: 'Dienstleister, die in unserem Auftrag und nach unseren Weisungen Daten verarbeiten (Art. 28 DSGVO), und zwar für Hosting und Speicherung, E-Mail-Versand sowie – wenn Sie die Funktion nutzen – das Auslesen von PDF-Lebensläufen und das Erstellen von Abschriften Ihrer Audioantworten. Sie sind vertraglich verpflichtet, Ihre Daten nur für uns zu verarbeiten und angemessen zu schützen.',
          },
          {
            term: 'Google',
            text: 'nur, wenn Sie sich mit Google anmelden. Dann leitet Ihr Browser Sie zu Google weiter, und Google bestätigt uns Ihre Anmeldung. Für diesen Vorgang ist Google selbst verantwortlich; es gelten die Datenschutzhinweise von Google.',
          },
          {
            term: 'Behörden und Gerichte',
            text: 'nur, wenn wir gesetzlich dazu verpflichtet sind oder es zur Geltendmachung oder Abwehr von Rechtsansprüchen erforderlich ist.',
          },
        ],
        'Darüber hinaus geben wir Ihre Daten an niemanden weiter.',
      ],
    },
    {
      id: 'transfers',
      heading: 'Übermittlung in Länder außerhalb der EU',
      body: [
        'Wir und unsere Auftragsverarbeiter verarbeiten Ihre Daten standardmäßig ausschließlich in Rechenzentren innerhalb der EU bzw. des EWR. Eine Übermittlung in Drittländer findet grundsätzlich nicht statt.',
        'Ausnahmen entstehen nur durch Ihre eigene Entscheidung:',
        [
          'Wenn Sie sich mit Google anmelden, kann Google Daten auch in den USA verarbeiten. Google LLC ist nach dem EU-U.S. Data Privacy Framework zertifiziert, für das ein Angemessenheitsbeschluss der EU-Kommission besteht (Art. 45 DSGVO).',
          'Wenn Sie sich bei einem Arbeitgeber mit Sitz außerhalb der EU bzw. des EWR bewerben, übermitteln wir ihm Ihre Bewerbung, weil Sie das mit Ihrer Bewerbung verlangen (Art. 49 Abs. 1 lit. b DSGVO). Den Standort des Unternehmens sehen Sie vor der Bewerbung in den Unternehmensinformationen.',
        ],
      ],
    },
    {
      id: 'retention',
      heading: 'Speicherdauer und Löschung',
      body: [
        'Wir speichern Ihre Daten nur so lange, wie es für den jeweiligen Zweck nötig ist:',
        [
          {
            term: 'Konto und Profil',
            text: 'solange Ihr Konto besteht. Sie können Ihr Konto jederzeit löschen; dann löschen wir Ihr Profil, Ihre Dateien und alle Ihre Bewerbungen. Aus unseren Sicherungskopien verschwinden die Daten, wenn diese turnusmäßig überschrieben werden, spätestens nach 30 Tagen.',
          },
          {
            term: 'Zurückgezogene Bewerbungen',
            text: 'Ziehen Sie eine Bewerbung zurück, löschen wir ihre Daten – den anonymen Lebenslauf, Ihre Screening- und Audioantworten samt Abschriften, die Termindaten sowie Bewertungen und Notizen des Arbeitgebers. Ihr Profil bleibt davon unberührt.',
          },
          {
            term: 'Technische Kopien gelöschter Daten',
            text: 'Gelöschte Daten entfernen wir auch aus den Dateien der Datenbank, indem wir die betroffenen Tabellen neu schreiben: in der eingebauten Datenbank samt ihrem Änderungsprotokoll innerhalb einer Minute, auf einem Datenbankserver in der folgenden Nacht. Das Änderungsprotokoll eines Datenbankservers (Write-Ahead-Log), archivierte Protokolle und Sicherungskopien enthalten sie noch, bis diese turnusmäßig gelöscht oder überschrieben werden, spätestens nach 30 Tagen.',
          },
          {
            term: 'Abgeschlossene Bewerbungen',
            text: 'Hat der Arbeitgeber abgesagt oder das Verfahren beendet, löschen wir die Daten der Bewerbung nach 180 Tagen. So lange können Ansprüche aus einem Bewerbungsverfahren, etwa nach dem Allgemeinen Gleichbehandlungsgesetz (AGG), geltend gemacht werden. Zurückziehen können Sie die Bewerbung auch vorher jederzeit.',
          },
          {
            term: 'Löschprotokolle',
            text: 'Über jede gelöschte Bewerbung führen wir ein Protokoll, damit wir und der Arbeitgeber nachweisen können, dass ordnungsgemäß gelöscht wurde. Es enthält keine Inhalte Ihrer Bewerbung und keine Angaben zu Ihrer Person, sondern nur Bewerbungsnummer, Stelle, Unternehmen, Zeitpunkt und Grund der Löschung, die Arten der gelöschten Daten und ob die Löschung von Ihnen, vom Arbeitgeber oder automatisch ausgelöst wurde. Löschprotokolle bewahren wir drei Jahre auf und löschen dann ihren Inhalt; es bleibt nur die Protokollnummer mit dem Hinweis, dass das Protokoll abgelaufen ist.',
          },
          {
            term: 'Talentpools',
            text: 'eine Einwilligung gilt für den von Ihnen gewählten Zeitraum. Sie können sie jederzeit unter „Bewerbungen“ → „Talentpools“ widerrufen. Sobald sie endet – abgelaufen oder widerrufen –, sieht das Unternehmen Sie nicht mehr und seine Einladungen enden; die Einwilligung und ihre Einladungen löschen wir bei der nächsten täglichen Bereinigung, innerhalb von 24 Stunden. Mit Ihrem Konto löschen wir sie sofort. Einladungen, die Sie nicht annehmen, verfallen nach 30 Tagen. Ohne Ihre Einwilligung bleibt nichts von Ihnen in einem Talentpool.',
          },
          {
            term: 'Freigabeprotokolle',
            text: 'Den Nachweis Ihrer Freigabe (Bewerbung und Zeitpunkt) bewahren wir drei Jahre nach dem Ende der Bewerbung auf, damit nachvollziehbar bleibt, dass der Arbeitgeber Ihr Profil mit Ihrer Zustimmung erhalten hat.',
          },
          {
            term: 'Server- und Sicherheitsprotokolle',
            text: '14 Tage; länger nur, wenn ein konkreter Sicherheitsvorfall aufzuklären ist, und dann nur so lange wie dafür nötig.',
          },
          {
            term: 'Anfragen an den Support',
            text: 'bis Ihr Anliegen erledigt ist und danach höchstens drei Jahre, falls sich daraus noch Ansprüche ergeben können.',
          },
        ],
        'Daten, die ein Arbeitgeber nach Ihrer Freigabe in eigene Systeme übernommen hat, löscht er nach seinen eigenen Fristen; darüber informiert er Sie in seinen Datenschutzhinweisen.',
      ],
    },
    {
      id: 'rights',
      heading: 'Ihre Rechte',
      body: [
        'Die DSGVO gibt Ihnen die folgenden Rechte. Sie können sie kostenlos ausüben, am einfachsten per E-Mail an privacy@veil.example:',
        [
          {
            term: 'Auskunft (Art. 15 DSGVO)',
            text: 'ob und welche Daten wir über Sie verarbeiten, einschließlich einer Kopie dieser Daten.',
          },
          {
            term: 'Berichtigung (Art. 16 DSGVO)',
            text: 'unrichtiger oder unvollständiger Daten. Die meisten Angaben können Sie direkt in Ihrem Profil ändern.',
          },
          {
            term: 'Löschung (Art. 17 DSGVO)',
            text: 'Ihrer Daten, soweit wir sie nicht mehr benötigen, Sie eine Einwilligung widerrufen oder erfolgreich widersprechen. Bewerbungen und Ihr Konto können Sie auch selbst löschen.',
          },
          {
            term: 'Einschränkung der Verarbeitung (Art. 18 DSGVO)',
            text: 'etwa solange geprüft wird, ob Ihre Daten richtig sind.',
          },
          {
            term: 'Mitteilung an Empfänger (Art. 19 DSGVO)',
            text: 'Berichtigungen, Löschungen und Einschränkungen teilen wir den Empfängern Ihrer Daten mit, etwa Arbeitgebern, bei denen Sie sich beworben haben.',
          },
          {
            term: 'Datenübertragbarkeit (Art. 20 DSGVO)',
            text: 'Die Daten, die Sie uns bereitgestellt haben, erhalten Sie in einem strukturierten, gängigen und maschinenlesbaren Format.',
          },
          {
            term: 'Keine automatisierte Einzelentscheidung (Art. 22 DSGVO)',
            text: 'siehe „Keine automatisierten Entscheidungen“.',
          },
          {
            term: 'Widerruf einer Einwilligung (Art. 7 Abs. 3 DSGVO)',
            text: 'jederzeit mit Wirkung für die Zukunft. Was bis zum Widerruf auf Grundlage der Einwilligung geschehen ist, bleibt rechtmäßig.',
          },
        ],
        'Wir antworten Ihnen innerhalb eines Monats (Art. 12 Abs. 3 DSGVO). Betrifft Ihr Anliegen Daten, die ein Arbeitgeber in seinem Auswahlverfahren verarbeitet, leiten wir es auf Ihren Wunsch an ihn weiter, ohne ihm vor einer Freigabe Ihre Identität zu nennen.',
      ],
      subsections: [
        {
          heading: 'Ihr Widerspruchsrecht (Art. 21 DSGVO)',
          body: [
            'Verarbeitungen, die auf unserem berechtigten Interesse beruhen (Art. 6 Abs. 1 lit. f DSGVO), können Sie jederzeit widersprechen, wenn sich dafür Gründe aus Ihrer besonderen Situation ergeben. Wir verarbeiten die Daten dann nicht mehr, es sei denn, wir können zwingende schutzwürdige Gründe nachweisen, die Ihre Interessen, Rechte und Freiheiten überwiegen, oder die Verarbeitung dient der Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen. Ein formloser Widerspruch an privacy@veil.example genügt.',
          ],
        },
      ],
    },
    {
      id: 'complaint',
      heading: 'Beschwerde bei einer Aufsichtsbehörde',
      body: [
        'Wenn Sie der Ansicht sind, dass die Verarbeitung Ihrer Daten gegen die DSGVO verstößt, können Sie sich bei einer Datenschutz-Aufsichtsbehörde beschweren (Art. 77 DSGVO), insbesondere in dem Mitgliedstaat, in dem Sie wohnen, arbeiten oder in dem der mutmaßliche Verstoß stattgefunden hat. Eine Übersicht der Aufsichtsbehörden in der EU bietet der Europäische Datenschutzausschuss: https://www.edpb.europa.eu/about-edpb/about-edpb/members_de',
        'Oft lässt sich ein Anliegen schneller direkt klären – schreiben Sie uns gern zuerst an privacy@veil.example.',
      ],
    },
    {
      id: 'automated-decisions',
      heading: 'Keine automatisierten Entscheidungen',
      body: [
        'Über Ihre Bewerbung entscheiden ausschließlich Menschen beim Arbeitgeber. Wir treffen keine Entscheidungen, die ausschließlich auf einer automatisierten Verarbeitung einschließlich Profiling beruhen und Ihnen gegenüber rechtliche Wirkung entfalten oder Sie in ähnlicher Weise erheblich beeinträchtigen (Art. 22 DSGVO).',
        'Automatisch laufen nur Hilfsfunktionen: das Erzeugen des anonymen Lebenslaufs, die Schwärzung, die Stimmverfremdung, Abschriften von Audioantworten, Stellenvorschläge für Sie und der Abgleich Ihrer Sprachkenntnisse mit den Anforderungen einer Stelle, den Arbeitgeber als Orientierung sehen. Keine dieser Funktionen sortiert Bewerbungen aus oder sagt ab.',
      ],
    },
    {
      id: 'security',
      heading: 'Sicherheit Ihrer Daten',
      body: [
        'Wir schützen Ihre Daten mit technischen und organisatorischen Maßnahmen, die dem Risiko angemessen sind (Art. 32 DSGVO), unter anderem:',
        [
          'Die Verbindung zu Veil ist durchgehend verschlüsselt (HTTPS mit TLS).',
          'Passwörter speichern wir nur als gesalzenen Hash. Anmeldeversuche sind begrenzt, damit Passwörter nicht durch Ausprobieren erraten werden können.',
          'Ihr Profil liegt getrennt vom anonymen Lebenslauf; der Teil von Veil für Arbeitgeber kann technisch nicht darauf zugreifen. Ein automatischer Test prüft, dass keine persönliche Angabe vor einer Freigabe bei Arbeitgebern ankommt – weder in Lebensläufen noch in Antworten, Aufnahmen, Abschriften, E-Mails oder Exporten.',
          'Hochgeladene Bilder werden neu kodiert; dabei entfernen wir Metadaten wie EXIF-Angaben und GPS-Standort. Dateinamen, die Arbeitgeber sehen, vergeben wir neu.',
          'Audioantworten werden vor dem Speichern stimmverfremdet und ohne Metadaten abgelegt.',
          'Dateien stellen wir nur über zeitlich begrenzte, signierte Links bereit.',
          'Im Unternehmen des Arbeitgebers sehen nur berechtigte Personen mit festgelegten Rollen Ihre Bewerbung, Prüfende nur die ihnen zugewiesenen Bewerbungen. Bei uns haben nur die Mitarbeitenden Zugriff, die ihn für Betrieb und Support brauchen.',
        ],
        'Sollte es trotz aller Sorgfalt zu einer Verletzung des Schutzes Ihrer Daten kommen, die voraussichtlich ein hohes Risiko für Sie mit sich bringt, benachrichtigen wir Sie unverzüglich (Art. 34 DSGVO).',
      ],
    },
    {
      id: 'obligation-to-provide',
      heading: 'Müssen Sie Ihre Daten angeben?',
      body: [
        'Sie sind weder gesetzlich noch vertraglich verpflichtet, uns Daten zu geben. Ohne E-Mail-Adresse können Sie jedoch kein Konto anlegen, und ohne die Pflichtangaben Ihres Profils können wir keinen anonymen Lebenslauf erzeugen, sodass Sie sich nicht bewerben können. Freiwillige Angaben wie Telefonnummer oder Geburtsdatum können Sie weglassen.',
      ],
    },
    {
      id: 'changes',
      heading: 'Änderungen dieser Datenschutzerklärung',
      body: [
        'Wir passen diese Datenschutzerklärung an, wenn sich Veil oder die Rechtslage ändert. Es gilt jeweils die hier veröffentlichte Fassung mit dem oben genannten Stand. Über wesentliche Änderungen informieren wir Sie vorab per E-Mail oder bei Ihrer nächsten Anmeldung. Erfordert eine Änderung Ihre Einwilligung, holen wir sie ein, bevor wir Ihre Daten entsprechend verarbeiten.',
      ],
    },
  ],
};
