import { RE_RECORD_WINDOW_SECONDS, RECORDING_READ_SECONDS } from '@veil/domain';
import type { LegalDocument } from './legal-document';

/** Nutzungsbedingungen für Bewerber:innen, deutsche Fassung. */
export const termsDe: LegalDocument = {
  kind: 'terms',
  locale: 'de',
  title: 'Nutzungsbedingungen',
  versionDate: '2026-11-28',
  intro: [
    'Diese Nutzungsbedingungen regeln, wie Sie Veil als Bewerberin oder Bewerber nutzen. Mit Ihrer Registrierung schließen Sie mit uns einen Nutzungsvertrag zu diesen Bedingungen. Bitte lesen Sie sie aufmerksam – sie sind bewusst so kurz und klar gehalten, wie es geht.',
  ],
  sections: [
    {
      id: 'scope',
      heading: 'Geltungsbereich und Anbieter',
      body: [
        'Veil („wir“, „uns“) betreibt eine Online-Plattform, auf der sich Bewerber:innen anonym auf Stellen von Unternehmen („Arbeitgeber“) bewerben. Diese Bedingungen gelten für die Nutzung des Bewerberbereichs von Veil. Für Arbeitgeber gelten eigene Bedingungen.',
        'Wie wir mit Ihren personenbezogenen Daten umgehen, erklären wir in unserer Datenschutzerklärung. Sie ist nicht Bestandteil dieses Vertrags, sondern informiert Sie nach der Datenschutz-Grundverordnung (DSGVO).',
      ],
    },
    {
      id: 'service',
      heading: 'Was Veil Ihnen bietet',
      body: [
        'Auf Veil können Sie ein Profil anlegen, Stellen suchen und merken, sich anonym bewerben, Screening-Fragen schriftlich und Audiofragen mündlich beantworten, Termine für Vorstellungsgespräche wählen und nach einem Gespräch Ihr vollständiges Profil freigeben. Für Bewerber:innen ist Veil kostenlos.',
        'Veil ist eine Plattform für Bewerbungen, keine Arbeitsvermittlung, und wird nicht Partei eines Arbeitsvertrags. Ob ein Arbeitgeber Sie zum Gespräch einlädt oder einstellt, entscheidet allein der Arbeitgeber. Wir können daher nicht zusagen, dass eine Bewerbung Erfolg hat oder dass ein Arbeitgeber innerhalb einer bestimmten Zeit antwortet.',
        'Stellenanzeigen und Unternehmensinformationen stammen von den Arbeitgebern, die für deren Richtigkeit und Rechtmäßigkeit verantwortlich sind. Wir prüfen sie nicht vorab. Hinweise auf rechtswidrige Inhalte senden Sie bitte an support@veil.example; wir gehen ihnen umgehend nach.',
      ],
    },
    {
      id: 'account',
      heading: 'Konto und Voraussetzungen',
      body: [
        [
          'Sie müssen mindestens 16 Jahre alt sein, um ein Konto anzulegen.',
          'Ihr Konto ist persönlich. Sie dürfen es nur für Ihre eigenen Bewerbungen nutzen – nicht für andere Personen und nicht zur Personalvermittlung. Jede Person darf nur ein Konto haben.',
          'Sie registrieren sich mit E-Mail-Adresse und Passwort und bestätigen Ihre E-Mail-Adresse mit einem Code, oder Sie melden sich mit Ihrem Google-Konto an. Der Nutzungsvertrag kommt zustande, sobald die Registrierung abgeschlossen ist.',
          'Halten Sie Ihr Passwort geheim. Wenn Sie vermuten, dass jemand anderes Zugriff auf Ihr Konto hat, ändern Sie das Passwort und informieren Sie uns unverzüglich unter support@veil.example.',
        ],
      ],
    },
    {
      id: 'obligations',
      heading: 'Ihre Pflichten',
      body: [
        [
          'Machen Sie wahrheitsgemäße Angaben zu Ihrer Ausbildung, Berufserfahrung, Ihren Fähigkeiten und Sprachkenntnissen, und halten Sie Ihr Profil aktuell.',
          'Schreiben Sie in Felder, die Arbeitgeber anonym sehen – Tätigkeitsbeschreibungen, Screening-Antworten, Audioantworten und Notizen –, nichts, was Sie identifiziert: keinen Namen, keine Kontaktdaten oder Links, keine Namen von Arbeitgebern, Schulen oder Hochschulen und keine anderen eindeutigen Hinweise auf Ihre Person. Veil schwärzt die aus Ihrem Profil bekannten Angaben, Kontaktdaten und Datumsangaben in jeder Schreibweise und die Namen anderer Personen zusätzlich automatisch; diese Schwärzung ist eine Absicherung, aber kein Ersatz für Ihre Sorgfalt.',
          'Laden Sie nur Inhalte hoch, an denen Sie die nötigen Rechte haben, und geben Sie keine personenbezogenen Daten anderer Menschen preis.',
          'Übermitteln Sie keine rechtswidrigen, beleidigenden, diskriminierenden oder irreführenden Inhalte und keine Schadsoftware.',
          'Greifen Sie nicht automatisiert auf Veil zu, etwa mit Bots oder Scrapern, umgehen Sie keine Sicherheits- oder Anonymisierungsmaßnahmen und versuchen Sie nicht, andere Nutzer:innen auszuspähen.',
        ],
        'Verstoßen Sie gegen diese Pflichten, können wir betroffene Inhalte entfernen und – je nach Schwere des Verstoßes und, wo zumutbar, nach vorheriger Abmahnung – Ihr Konto vorübergehend sperren oder kündigen. Über eine solche Maßnahme informieren wir Sie mit Begründung; Sie können uns dazu jederzeit Ihre Sicht schildern.',
      ],
    },
    {
      id: 'anonymity',
      heading: 'Das Anonymitätsversprechen und seine Grenzen',
      body: [
        'Unser Versprechen: Von uns erfährt kein Arbeitgeber Ihre Identität, bevor Sie sie freigeben. Bis dahin sieht er nur Ihren anonymen Lebenslauf, Ihre Antworten und Ihre stimmverfremdeten Audioantworten. Was Arbeitgeber im Einzelnen sehen und was nicht, beschreibt die Datenschutzerklärung unter „So funktioniert die Anonymität“. Ihren anonymen Lebenslauf können Sie sich vor jeder Bewerbung so ansehen, wie Arbeitgeber ihn sehen.',
        'Dieses Versprechen hat Grenzen, die wir nicht beeinflussen können:',
        [
          'Was Sie selbst in Freitexten oder Audioantworten erzählen, kann Sie erkennbar machen – etwa ein seltener Jobtitel zusammen mit Ort und Zeitraum, ein bekanntes Projekt oder eine Auszeichnung. Unsere Schwärzung erfasst die Angaben aus Ihrem Profil und die üblichen Schreibweisen von Kontaktdaten, Datumsangaben und Namen, aber nicht jeden Hinweis.',
          'Die Stimmverfremdung verändert den Klang Ihrer Stimme, nicht aber, was und wie Sie sprechen. Wortwahl, Dialekt oder Sprechweise können Menschen, die Sie kennen, Hinweise geben.',
          'In kleinen Branchen oder Regionen kann schon die Verbindung von Berufserfahrung und Ausbildung Rückschlüsse erlauben.',
          'Im Vorstellungsgespräch begegnen Sie dem Arbeitgeber persönlich oder per Video. Was Sie dort preisgeben, liegt außerhalb der Plattform.',
          'Nehmen Sie von sich aus außerhalb von Veil Kontakt zu einem Arbeitgeber auf, geben Sie Ihre Anonymität ihm gegenüber selbst auf.',
        ],
        'Wir setzen die Anonymisierung sorgfältig und nach dem Stand der Technik um. Dass ein Arbeitgeber Sie allein aus Ihren eigenen Angaben erkennt, können wir jedoch nicht ausschließen.',
      ],
    },
    {
      id: 'applications',
      heading: 'Bewerbungen und Rückzug',
      body: [
        'Sie können sich auf jede offene Stelle bewerben. Die Bewerbung führt Sie durch Stelleninformationen, Stellenbeschreibung und Screening-Fragen. Mit dem Absenden erhält der Arbeitgeber Ihren anonymen Lebenslauf und Ihre Antworten. Im weiteren Verlauf kann er Sie zu einem Audio-Interview mit Frist einladen und Ihnen Termine für ein Vorstellungsgespräch vorschlagen, aus denen Sie einen wählen. Geschlossene Stellen nehmen keine Bewerbungen mehr an.',
        'Bitte halten Sie Fristen des Arbeitgebers ein; wir erinnern Sie rechtzeitig daran. Nach Ablauf einer Frist kann der Arbeitgeber die Bewerbung unberücksichtigt lassen. Arbeitgeber können Bewerbungen jederzeit absagen; darüber informieren wir Sie.',
        'Sie können jede Bewerbung jederzeit zurückziehen und dabei einen Grund angeben. Mit dem Rückzug löschen wir alle Daten dieser Bewerbung – den anonymen Lebenslauf, Ihre Antworten, Audioaufnahmen und Abschriften sowie den bisherigen Fortschritt. Der Rückzug lässt sich nicht rückgängig machen. Es bleibt nur ein Löschprotokoll ohne Inhalte Ihrer Bewerbung (siehe Datenschutzerklärung).',
      ],
    },
    {
      id: 'reveal',
      heading: 'Freigabe Ihres Profils nach dem Vorstellungsgespräch',
      body: [
        'Hat das Vorstellungsgespräch zu einer Bewerbung stattgefunden, können Sie Ihr vollständiges Profil für diese Bewerbung freigeben. Die Freigabe erfolgt nur durch Ihre ausdrückliche Bestätigung, gilt nur für diese eine Bewerbung und wird mit Zeitpunkt protokolliert. Danach sieht der Arbeitgeber Ihr vollständiges Profil einschließlich Ihrer Kontaktdaten und hochgeladenen Dateien.',
        'Sie sind zur Freigabe nicht verpflichtet. Ohne Freigabe kann Ihnen ein Arbeitgeber allerdings in der Regel kein Angebot machen.',
        'Eine Freigabe kann nicht zurückgenommen werden. Für den Umgang mit Ihren Daten nach der Freigabe ist der Arbeitgeber selbst verantwortlich.',
      ],
    },
    {
      id: 'audio',
      heading: 'Audioaufnahmen',
      body: [
        `Audioantworten nehmen Sie im Browser auf; dafür brauchen Sie ein Mikrofon und müssen Veil den Zugriff darauf erlauben. Vor jeder Frage haben Sie ${RECORDING_READ_SECONDS} Sekunden Zeit zum Lesen. Danach startet die Aufnahme automatisch und endet spätestens mit dem Zeitlimit der Frage. Innerhalb von ${RE_RECORD_WINDOW_SECONDS} Sekunden nach dem Ende einer Aufnahme können Sie die Antwort einmal neu aufnehmen; die neue Aufnahme ersetzt dann die erste. Mit einer Probeaufnahme samt Tipps können Sie den Ablauf vorher üben.`,
        'Ihre Stimme wird verfremdet, bevor die Aufnahme gespeichert wird. Aus jeder Antwort erstellen wir automatisch eine Abschrift, die der Arbeitgeber zusätzlich lesen kann. Abschriften können Fehler enthalten; maßgeblich ist die Aufnahme.',
        'Nehmen Sie allein und möglichst in ruhiger Umgebung auf, sodass keine anderen Personen zu hören sind, und nennen Sie weder Ihren Namen noch andere Angaben, die Sie identifizieren. Bricht eine Aufnahme aus technischen Gründen ab, wenden Sie sich bitte an support@veil.example.',
      ],
    },
    {
      id: 'content-rights',
      heading: 'Rechte an Ihren Inhalten',
      body: [
        'Ihre Inhalte – Profilangaben, Texte, Dateien und Aufnahmen – bleiben Ihre. Sie räumen uns daran nur die einfachen, nicht übertragbaren Nutzungsrechte ein, die wir brauchen, um Veil für Sie zu betreiben: die Inhalte zu speichern, zu anonymisieren und zu schwärzen, die Stimme zu verfremden, Abschriften zu erstellen und sie den Arbeitgebern bereitzustellen, bei denen Sie sich bewerben. Diese Rechte enden, sobald die Inhalte gelöscht sind.',
      ],
    },
    {
      id: 'employers',
      heading: 'Pflichten der Arbeitgeber',
      body: [
        'Arbeitgeber nutzen Veil nach eigenen Bedingungen mit uns. Darin verpflichten sie sich insbesondere, nicht zu versuchen, Bewerber:innen vor der Freigabe zu identifizieren, Bewerbungsdaten vertraulich und nur für das jeweilige Auswahlverfahren zu verwenden, niemanden zu diskriminieren und das Datenschutzrecht einzuhalten, für das sie als Verantwortliche selbst einstehen. Für ihre Stellenanzeigen, Auswahlentscheidungen und Vorstellungsgespräche sind allein die Arbeitgeber verantwortlich.',
      ],
    },
    {
      id: 'availability',
      heading: 'Verfügbarkeit und Weiterentwicklung',
      body: [
        'Wir setzen alles daran, dass Veil rund um die Uhr erreichbar ist. Eine ununterbrochene Verfügbarkeit können wir aber nicht zusichern: Wartungsarbeiten, Sicherheitsupdates und Störungen außerhalb unseres Einflussbereichs, etwa bei Netzbetreibern, können zu Unterbrechungen führen. Geplante Wartungen legen wir möglichst in nutzungsarme Zeiten und kündigen längere Unterbrechungen vorher an.',
        'Wir entwickeln Veil weiter und können Funktionen ändern, wenn das für Sie zumutbar ist – etwa aus technischen oder rechtlichen Gründen oder um Veil zu verbessern. Das Anonymitätsversprechen und Ihre Rechte aus diesen Bedingungen schränken wir dabei nicht ein.',
      ],
    },
    {
      id: 'liability',
      heading: 'Haftung',
      body: [
        'Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit, bei Verletzung von Leben, Körper oder Gesundheit, nach dem Produkthaftungsgesetz sowie im Umfang einer übernommenen Garantie.',
        'Bei leichter Fahrlässigkeit haften wir nur für die Verletzung wesentlicher Vertragspflichten, also solcher Pflichten, deren Erfüllung die ordnungsgemäße Durchführung des Vertrags überhaupt erst ermöglicht und auf deren Einhaltung Sie regelmäßig vertrauen dürfen – etwa die Pflicht, Ihre Identität nicht vor Ihrer Freigabe an Arbeitgeber weiterzugeben. In diesem Fall ist unsere Haftung auf den vertragstypischen, vorhersehbaren Schaden begrenzt.',
        'Im Übrigen ist unsere Haftung ausgeschlossen. Ansprüche nach der DSGVO, insbesondere nach Art. 82 DSGVO, sowie andere zwingende gesetzliche Vorschriften bleiben unberührt. Diese Regeln gelten auch für die persönliche Haftung unserer Mitarbeitenden und Beauftragten.',
      ],
    },
    {
      id: 'termination',
      heading: 'Laufzeit und Kündigung',
      body: [
        'Der Nutzungsvertrag läuft auf unbestimmte Zeit. Sie können ihn jederzeit ohne Frist beenden, indem Sie Ihr Konto löschen oder uns an support@veil.example schreiben. Mit der Löschung Ihres Kontos werden Ihre Bewerbungen zurückgezogen und Ihre Daten gelöscht, wie in der Datenschutzerklärung beschrieben.',
        'Wir können den Vertrag mit einer Frist von vier Wochen per E-Mail kündigen, etwa wenn wir Veil einstellen. So bleibt Ihnen Zeit, vorher eine Kopie Ihrer Daten anzufordern.',
        'Das Recht beider Seiten zur Kündigung aus wichtigem Grund bleibt unberührt. Ein wichtiger Grund liegt für uns insbesondere vor, wenn Sie trotz Abmahnung erheblich gegen diese Bedingungen verstoßen, über Ihre Identität täuschen oder versuchen, die Anonymität anderer zu verletzen; bei schweren Verstößen ist keine Abmahnung nötig. Solange wir einen begründeten Verdacht prüfen, können wir Ihr Konto vorübergehend sperren.',
      ],
    },
    {
      id: 'law',
      heading: 'Anwendbares Recht und Streitbeilegung',
      body: [
        'Es gilt das Recht der Bundesrepublik Deutschland. Sind Sie Verbraucher:in mit gewöhnlichem Aufenthalt in einem anderen Staat, behalten Sie den Schutz der zwingenden Verbraucherschutzvorschriften dieses Staates (Art. 6 Abs. 2 Rom-I-Verordnung). Ihr Recht, vor den Gerichten an Ihrem Wohnsitz zu klagen, bleibt unberührt.',
        'Wir sind weder bereit noch verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen. Wenn etwas nicht stimmt, schreiben Sie uns bitte direkt – wir suchen gemeinsam mit Ihnen eine Lösung.',
      ],
    },
    {
      id: 'changes',
      heading: 'Änderungen dieser Bedingungen',
      body: [
        'Wir ändern diese Bedingungen nur aus sachlichem Grund, etwa wegen neuer Funktionen oder geänderter Gesetze oder Rechtsprechung. Über Änderungen informieren wir Sie mindestens vier Wochen vor ihrem Inkrafttreten per E-Mail.',
        'Änderungen, die ausschließlich zu Ihrem Vorteil oder rein redaktionell sind, gelten ab dem mitgeteilten Zeitpunkt. Allen anderen Änderungen müssen Sie zustimmen; wir fragen Sie spätestens bei Ihrer nächsten Anmeldung. Stimmen Sie nicht zu, gilt die bisherige Fassung weiter, und wir können den Vertrag mit einer Frist von vier Wochen kündigen. Das Anonymitätsversprechen und die Kostenfreiheit für Bewerber:innen ändern wir nie ohne Ihre Zustimmung.',
      ],
    },
    {
      id: 'contact',
      heading: 'Kontakt',
      body: [
        'Sie erreichen uns auf Deutsch und Englisch:',
        [
          { term: 'Support und Fragen zu diesen Bedingungen', text: 'support@veil.example' },
          { term: 'Datenschutz und Ihre Rechte', text: 'privacy@veil.example' },
        ],
      ],
    },
  ],
};
