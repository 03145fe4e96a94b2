import type { ErrorCode } from '../errors';
import { deEnums } from './de-enums';
import type { DeepStringRecord } from './types';

/**
 * German texts of the domain (the default language). Placeholders use single braces: `{field}`.
 * Written as native German in the formal "Sie"; this object defines the catalogue's shape.
 */
export const de = {
  errors: {
    configuration_error: 'Der Dienst ist nicht richtig eingerichtet. Bitte wenden Sie sich an den Support.',
    no_authentication_info: 'Bitte melden Sie sich an, um fortzufahren.',
    invalid_request_body: 'Die Anfrage enthält ungültige Daten.',
    invalid_response_body: 'Der Server hat eine ungültige Antwort gesendet. Bitte versuchen Sie es erneut.',
    unhandled_error: 'Unerwarteter Fehler',
    cognito_error: 'Der Anmeldedienst hat einen Fehler gemeldet. Bitte versuchen Sie es erneut.',
    invalid_meme_type: 'Dieser Dateityp wird nicht unterstützt.',
    invalid_page_size: 'Die angeforderte Seitengröße ist nicht zulässig.',
    malformed_user_data: 'Die Nutzerdaten sind unvollständig oder ungültig.',
    malformed_company_data: 'Die Unternehmensdaten sind unvollständig oder ungültig.',
    user_not_found: 'Dieses Konto existiert nicht.',
    invalid_update_type: 'Diese Art von Änderung wird nicht unterstützt.',
    invalid_path_parameters: 'Die aufgerufene Adresse ist ungültig.',
    invalid_query_parameters: 'Die Such- oder Filterangaben sind ungültig.',
    company_inactive: 'Dieses Unternehmen ist deaktiviert. Bitte wenden Sie sich an den Support.',
    demo_read_only: 'In der Demo lässt sich nichts ändern.',
    company_not_found: 'Dieses Unternehmen existiert nicht.',
    company_name_is_used: 'Ein Unternehmen mit diesem Namen gibt es bereits.',
    email_is_used: 'Die E-Mail-Adresse {email} wird bereits verwendet.',
    user_inactive: 'Ihr Konto ist derzeit inaktiv. Bitte wenden Sie sich an den Support.',
    change_role_last_power_user: 'Ein Unternehmen muss mindestens einen Power-User haben.',
    change_role_last_active_power_user: 'Ein Unternehmen muss mindestens einen aktiven Power-User haben.',
    deactive_last_power_user:
      'Der letzte aktive Power-User eines Unternehmens kann nicht deaktiviert oder entfernt werden.',
    malformed_csv_data: '{name} ist leer.',
    wrong_data_types: 'Einige Angaben haben ein ungültiges Format.',
    malformed_resume_data:
      'Ihre Profildaten konnten nicht verarbeitet werden. Bitte wenden Sie sich an den Support.',
    application_not_found: 'Diese Bewerbung existiert nicht.',
    application_exist: 'Sie haben sich bereits auf diese Stelle beworben.',
    application_is_selected:
      'Diese Bewerbung ist als ausgewählt markiert. Bitte entfernen Sie zuerst die Markierung.',
    application_status_conflict:
      'Diese Bewerbung wurde zwischenzeitlich geändert (vielleicht in einem anderen Tab oder von einer Kollegin oder einem Kollegen). Bitte laden Sie sie neu.',
    application_screening_unanswered:
      'Bitte beantworten Sie alle Screening-Fragen, bevor Sie Ihre Bewerbung absenden.',
    application_reviewers_missing:
      'Bitte weisen Sie vor dem Start des Screenings mindestens eine Reviewerin oder einen Reviewer zu.',
    application_ratings_missing: 'Bitte geben Sie alle Bewertungen ab, bevor Sie fortfahren.',
    application_no_audio_questions: 'Diese Stelle hat keine Audiofragen.',
    application_audio_reviewer_missing:
      'Bitte weisen Sie für das Audio-Interview eine zusätzliche Reviewerin oder einen zusätzlichen Reviewer zu.',
    application_audio_unanswered: 'Bitte beantworten Sie alle Audiofragen, bevor Sie absenden.',
    application_already_rated: 'Sie haben Ihre Bewertungen für diese Bewerbung bereits abgegeben.',
    reveal_before_interview:
      'Sie können Ihr vollständiges Profil teilen, sobald Ihr Vorstellungsgespräch mit dem Unternehmen stattgefunden hat.',
    application_assignee_invalid:
      'Nur aktive Konten Ihres Unternehmens können einer Bewerbung zugewiesen werden.',
    application_last_reviewer:
      'Dieses Konto ist die einzige Reviewerin oder der einzige Reviewer von {count} Bewerbung(en) im Screening, und das Unternehmen hat keine aktive Standard-Reviewerin bzw. keinen aktiven Standard-Reviewer, die bzw. der sie übernimmt. Bitte lassen Sie ihnen zuerst eine weitere Person zuweisen.',
    application_due_date_invalid:
      'Die Frist muss in der Zukunft liegen und darf höchstens {maxDays} Tage entfernt sein.',
    application_due_date_passed:
      'Die Frist für dieses Audio-Interview ist abgelaufen, die Aufnahme ist geschlossen. Bitte wenden Sie sich an das Unternehmen, wenn Sie mehr Zeit benötigen.',
    application_due_date_already_extended:
      'Die Frist für dieses Audio-Interview wurde bereits einmal verlängert.',
    interview_slot_reserved: 'Dieser Termin ist bereits vergeben.',
    interview_slot_in_past: 'Bitte wählen Sie Termine in der Zukunft.',
    interview_reschedule_closed:
      'Das Interview beginnt in weniger als 24 Stunden und kann hier nicht mehr verschoben werden. Bitte wenden Sie sich direkt an das Unternehmen.',
    talent_pool_consent_exists:
      'Sie sind bereits im Talentpool dieses Unternehmens. Sie können Ihre Zustimmung jederzeit widerrufen und neu erteilen.',
    talent_not_found: 'Diese Person ist nicht (mehr) im Talentpool Ihres Unternehmens.',
    notification_not_found: 'Diese Benachrichtigung gibt es nicht.',
    saved_search_limit_reached:
      'Sie können höchstens {max} Suchen speichern. Bitte löschen Sie zuerst eine gespeicherte Suche.',
    saved_search_not_found: 'Diese gespeicherte Suche gibt es nicht (mehr).',
    talent_invitation_exists: 'Zu dieser Stelle wurde diese Person bereits eingeladen.',
    talent_invitation_not_found:
      'Diese Einladung gibt es nicht mehr. Sie ist abgelaufen oder Ihre Zustimmung endete.',
    array_length_not_allow: 'Es sind höchstens 15 Skills erlaubt.',
    template_not_found: 'Diese Vorlage existiert nicht.',
    template_name_in_use: 'Eine Vorlage mit diesem Namen gibt es bereits.',
    tag_exceeded_max_length: 'Ein Skill darf höchstens 100 Zeichen lang sein.',
    google_event_error: 'Der Kalendereintrag konnte nicht erstellt werden. Bitte versuchen Sie es erneut.',
    db_data_corrupted: 'Die E-Mail konnte nicht eingeplant werden. Bitte versuchen Sie es erneut.',
    transcribe_error: 'Die Audioantwort konnte nicht transkribiert werden.',
    affinda_event_error:
      'Das Hochladen eines PDF-Lebenslaufs ist derzeit nicht möglich. Bitte versuchen Sie es später erneut.',
    affinda_time_out: 'Ein Lebenslauf im PDF-Format kann derzeit leider nicht hochgeladen werden.',
    cv_import_unsupported_file:
      'Diese Datei kann nicht importiert werden. Bitte wählen Sie einen Lebenslauf als PDF oder den Datenexport von LinkedIn (ZIP oder CSV).',
    cv_import_unreadable_file:
      'Diese Datei ist beschädigt und kann nicht gelesen werden. Bitte exportieren Sie sie erneut.',
    cv_import_empty_file: 'Diese Datei enthält keine Profildaten.',
    cv_import_encrypted_file:
      'Dieses PDF ist passwortgeschützt. Bitte speichern Sie es ohne Passwort und versuchen Sie es erneut.',
    cv_import_no_text:
      'Dieses PDF enthält keinen Text (vielleicht ein Scan). Bitte wählen Sie ein PDF mit markierbarem Text oder füllen Sie Ihr Profil von Hand aus.',
    resume_not_found: 'Dieses Profil existiert nicht.',
    recording_not_found: 'Diese Aufnahme existiert nicht.',
    re_record_window_closed: 'Die Zeit für eine neue Aufnahme dieser Antwort ist abgelaufen.',
    job_not_found: 'Diese Stelle existiert nicht.',
    job_inactive:
      'Diese Stelle ist nicht mehr verfügbar, eine Bewerbung ist daher nicht mehr möglich. Sehen Sie sich gern andere Stellen an.',
    company_incomplete:
      'Die Unternehmensinformationen sind noch nicht vollständig. Ein Power User Ihres Unternehmens kann sie auf der Unternehmensseite ergänzen.',
    job_status_conflict:
      'Der Status dieser Stelle lässt das nicht zu (er hat sich eventuell inzwischen geändert). Bitte laden Sie die Seite neu.',
    job_has_applications:
      'Diese Stelle hat Bewerbungen und kann nicht gelöscht werden. Sie können sie stattdessen schließen.',
    import_no_rows: 'Die Datei enthält keine Stellen: Unter der Kopfzeile steht keine Zeile.',
    import_too_many_rows:
      'Die Datei enthält mehr als {max} Stellen. Bitte teilen Sie sie auf mehrere Dateien auf.',
    import_unknown_columns:
      'Diese Spalten sind unbekannt: {columns}. Bitte verwenden Sie die Spaltennamen der Vorlage.',
    import_missing_columns: 'Diese Pflichtspalten fehlen: {columns}. Bitte verwenden Sie die Vorlage.',
    import_duplicate_columns: 'Diese Spalten kommen mehrfach vor: {columns}.',
    import_rows_invalid:
      'Zeilen mit Fehlern: {count}. Es wurde nichts importiert. Bitte korrigieren Sie die genannten Zeilen und laden Sie die Datei erneut hoch.',
    job_incomplete:
      'Die Stelle kann noch nicht veröffentlicht werden. Bitte füllen Sie zuerst aus: {fields}.',
    forbidden_to_access_data: 'Sie haben keine Berechtigung, auf diese Daten zuzugreifen.',
    invalid_request: 'Diese E-Mail-Adresse ist bereits registriert.',
    missing_field_value: 'Bitte füllen Sie alle Pflichtfelder aus.',
    email_third_party:
      'Diese E-Mail-Adresse ist mit einer Google-Anmeldung verknüpft. Bitte melden Sie sich mit Google an.',
    generic_error: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
    route_not_found: 'Seite nicht gefunden!',
    value_unchanged: 'Der neue Wert muss sich vom bisherigen unterscheiden.',
    file_empty: 'Die Datei ist leer.',
    file_too_large: 'Die Datei ist zu groß.',
    file_type_not_allowed: 'Dieser Dateityp ist nicht erlaubt.',
    too_many_files: 'Sie haben die maximale Anzahl an Dateien erreicht.',
    file_not_found: 'Die Datei existiert nicht oder ist nicht mehr verfügbar.',
    file_protected:
      'Die Datei ist mit einem Passwort oder einer Verschlüsselung geschützt. Bitte speichern Sie sie ohne Schutz und laden Sie sie erneut hoch.',
    file_damaged:
      'Die Datei ist beschädigt und kann nicht gelesen werden. Bitte speichern oder exportieren Sie sie neu und laden Sie sie erneut hoch.',
    too_many_uploads:
      'Es können höchstens {max} Dateien dieser Art gleichzeitig hochgeladen werden. Bitte warten Sie, bis die laufenden Uploads abgeschlossen sind, und versuchen Sie es dann erneut.',
    upload_quota_exceeded:
      'Für diese Datei ist nicht mehr genug Speicherplatz frei. Bitte entfernen Sie Dateien, die Sie nicht mehr benötigen, und versuchen Sie es dann erneut.',
    upload_expired:
      'Dieser Upload ist nicht mehr offen: Er wurde bereits abgeschlossen oder hat zu lange gedauert. Bitte laden Sie die Datei erneut hoch.',
    rate_limited: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
    unsupported_content_type: 'Dieses Format wird nicht unterstützt. Bitte senden Sie JSON.',
    request_too_large: 'Die Anfrage ist zu groß.',
    request_header_too_large:
      'Die Kopfzeilen der Anfrage sind zu groß. Bitte melden Sie sich ab, wieder an und versuchen Sie es erneut.',
    conflict:
      'Die Angaben wurden in der Zwischenzeit geändert. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.',
    invalid_credentials: 'Ungültige Anmeldedaten.',
    attempt_limit_exceeded: 'Zu viele Versuche. Bitte versuchen Sie es später erneut.',
    invalid_code: 'Ungültiger Code',
    password_policy:
      'Das Passwort erfüllt nicht die Anforderungen: mindestens 8 Zeichen mit Groß- und Kleinbuchstaben, einer Ziffer und einem Sonderzeichen, ohne Leerzeichen am Anfang oder Ende.',
    user_already_exists: 'Diese E-Mail-Adresse wird bereits verwendet. Bitte melden Sie sich an.',
    user_not_confirmed:
      'Ihre E-Mail-Adresse ist noch nicht bestätigt. Bitte geben Sie den Code ein, den wir Ihnen per E-Mail gesendet haben.',
    session_expired: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    terms_not_accepted: 'Bitte akzeptieren Sie die Nutzungsbedingungen und die Datenschutzerklärung.',
    activation_link_invalid:
      'Dieser Aktivierungslink ist ungültig. Bitte fordern Sie eine neue Einladung an.',
    activation_link_expired: 'Dieser Aktivierungslink ist abgelaufen. Bitte fordern Sie einen neuen an.',
    activation_link_used: 'Dieser Aktivierungslink wurde bereits verwendet. Bitte melden Sie sich an.',
    account_already_active: 'Dieses Konto ist bereits aktiv und benötigt keine Aktivierungs-E-Mail.',
    account_deletion_wrong_password: 'Das Passwort ist nicht richtig. Ihr Konto wurde nicht gelöscht.',
    account_deletion_word_missing:
      'Bitte geben Sie zur Bestätigung LÖSCHEN ein. Ihr Konto wurde nicht gelöscht.',
  } satisfies Record<ErrorCode, string>,
  auth: {
    userNotFound: 'Ungültige Anmeldedaten.',
    invalidCredentials: 'Ungültige Anmeldedaten.',
    invalidCredentialsDetail:
      'Anmeldung fehlgeschlagen: Die eingegebene E-Mail-Adresse und das Passwort stimmen nicht mit unseren Daten überein. Bitte prüfen Sie Ihre Eingaben.',
    incorrectEmailOrPassword: 'E-Mail-Adresse oder Passwort ist falsch.',
    attemptLimitExceeded: 'Zu viele Versuche. Bitte versuchen Sie es später erneut.',
    invalidCode: 'Ungültiger Code',
    codeExpired: 'Dieser Code ist abgelaufen. Bitte fordern Sie einen neuen Code an.',
    passwordPolicy:
      'Das Passwort erfüllt nicht die Anforderungen: mindestens 8 Zeichen mit Groß- und Kleinbuchstaben, einer Ziffer und einem Sonderzeichen, ohne Leerzeichen am Anfang oder Ende.',
    emailInUse: 'Diese E-Mail-Adresse wird bereits verwendet. Bitte melden Sie sich an.',
    userNotConfirmed:
      'Ihre E-Mail-Adresse ist noch nicht bestätigt. Bitte geben Sie den Code ein, den wir Ihnen per E-Mail gesendet haben.',
    noVerifiedEmail:
      'Das Passwort kann nicht zurückgesetzt werden, weil keine bestätigte E-Mail-Adresse hinterlegt ist. Bitte wenden Sie sich an den Support.',
    userDisabled: 'Ihr Konto ist derzeit inaktiv. Bitte wenden Sie sich an den Support.',
    supportContact: 'Sie erreichen unseren Support unter {email}.',
    sessionExpired: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    forgotPasswordGeneric:
      'Falls Ihre E-Mail-Adresse bei uns registriert ist, erhalten Sie in Kürze eine E-Mail mit einem Code zum Zurücksetzen Ihres Passworts. Sollte sie nicht innerhalb von 15 Minuten ankommen, sehen Sie bitte auch in Ihrem Spam-Ordner nach.',
    thirdPartySignInFailed: 'Die Anmeldung mit Google ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  },
  validation: {
    importValue: '„{value}“ ist kein gültiger Wert für {field}.',
    importAudioQuestion:
      'Geben Sie die Antwortzeit in Klammern hinter der Frage an, z. B. „Stellen Sie sich kurz vor (60 s)“.',
    importLanguage: 'Geben Sie Sprachen als „Sprache: Niveau“ an, z. B. „Deutsch: Verhandlungssicher“.',
    required: '{field} darf nicht leer sein.',
    requiredUnnamed: 'Bitte füllen Sie dieses Feld aus.',
    duplicate: '{field} wurde bereits hinzugefügt.',
    tooLong: 'Bitte geben Sie höchstens {max} Zeichen ein.',
    tooShort: 'Bitte geben Sie mindestens {min} Zeichen ein.',
    tooMany: 'Bitte fügen Sie höchstens {max} Einträge hinzu.',
    tooFew: 'Bitte fügen Sie mindestens {min} Einträge hinzu.',
    tooLarge: 'Der Wert darf höchstens {max} betragen.',
    tooSmall: 'Der Wert muss mindestens {min} betragen.',
    invalidType: 'Bitte geben Sie einen gültigen Wert ein.',
    invalidOption: 'Bitte wählen Sie eine der angebotenen Optionen.',
    invalidFormat: 'Das Format ist ungültig.',
    invalidDate: 'Bitte geben Sie ein gültiges Datum ein.',
    valueUnchanged: 'Der neue Wert muss sich vom bisherigen unterscheiden.',
    password: {
      minLength: 'Das Passwort muss mindestens {min} Zeichen lang sein.',
      uppercase: 'Das Passwort muss mindestens einen Großbuchstaben enthalten.',
      lowercase: 'Das Passwort muss mindestens einen Kleinbuchstaben enthalten.',
      digit: 'Das Passwort muss mindestens eine Ziffer enthalten.',
      special: 'Das Passwort muss mindestens ein Sonderzeichen enthalten.',
      whitespace: 'Das Passwort darf nicht mit einem Leerzeichen beginnen oder enden.',
      mismatch: 'Die Passwörter stimmen nicht überein!',
    },
    code: {
      numeric: 'Bitte geben Sie nur Ziffern ein.',
      length: 'Bitte geben Sie den {length}-stelligen Code ein.',
    },
    email: { invalid: 'Ungültige E-Mail-Adresse' },
    emailList: { invalid: 'Ungültige E-Mail-Liste' },
    template: {
      unknownVariable: 'Die Variable {variable} gibt es nicht. Bitte wählen Sie eine Variable aus dem Menü.',
    },
    link: { invalid: 'Ungültiges Link-Format' },
    phone: {
      invalid:
        'Die Telefonnummer ist ungültig. Bitte geben Sie eine gültige Telefonnummer mit höchstens {max} Zeichen ein.',
    },
    skillTags: {
      max: 'Es sind höchstens {max} Skills erlaubt.',
      tooLong: 'Ein Skill darf höchstens {max} Zeichen lang sein.',
    },
    resume: {
      month: 'Bitte wählen Sie einen Monat.',
      date: 'Bitte geben Sie ein gültiges Datum ein.',
      endBeforeStart: 'Das Ende darf nicht vor dem Beginn liegen.',
    },
    workExperiences: { max: 'Es sind höchstens {max} Berufserfahrungen erlaubt.' },
    salary: {
      notNumber: 'Bitte geben Sie nur Zahlen ein.',
      positive: 'Das Gehalt muss eine positive Zahl sein.',
      order: 'Das Mindestgehalt muss kleiner als das Höchstgehalt sein.',
    },
    audioQuestion: {
      duration: 'Die Antwortzeit muss zwischen {min} Sekunden und {max} Minuten liegen.',
    },
    reviewers: {
      min: 'Bitte weisen Sie mindestens eine prüfende Person zu.',
      max: 'Sie können höchstens {max} prüfende Personen zuweisen.',
      audioRequired: 'Bitte weisen Sie für das Audio-Interview eine weitere prüfende Person zu.',
      audioOverlap:
        'Wer Lebenslauf und Screening-Antworten prüft, prüft nicht auch das Audio-Interview. Bitte wählen Sie dafür eine weitere Person.',
    },
    rating: {
      required: 'Die Bewertung darf nicht leer sein.',
      allAnswersEvaluated: 'Bitte bewerten Sie alle Antworten, bevor Sie fortfahren.',
      allSubmitted: 'Bitte senden Sie alle Bewertungen ab, bevor Sie fortfahren.',
      notStarted: 'Bewertungen sind erst möglich, nachdem das Screening begonnen hat.',
    },
    interviewers: {
      required: 'Bitte wählen Sie mindestens eine Person für das Interview.',
      tooMany: 'Sie können höchstens {max} Personen für das Interview wählen.',
    },
    interviewSlots: {
      required: 'Bitte schlagen Sie mindestens einen Termin vor.',
      tooMany: 'Sie können höchstens {max} Termine vorschlagen.',
    },
    timeSlot: {
      sameDay: 'Das Ende muss am selben Tag wie der Beginn liegen.',
      endAfterStart: 'Das Ende muss nach dem Beginn liegen.',
      reserved: 'Dieser Termin ist bereits vergeben.',
    },
    file: {
      empty: 'Die Datei ist leer.',
      tooLarge: 'Die Datei darf höchstens {max} groß sein.',
      type: 'Erlaubte Dateitypen: {types}.',
      tooMany: 'Sie können höchstens {max} Dateien hochladen.',
    },
    company: {
      incomplete: 'Bitte vervollständigen Sie zuerst die Unternehmensinformationen.',
      incompleteAskPowerUser:
        'Die Unternehmensinformationen sind noch unvollständig. Bitte wenden Sie sich an einen Power-User Ihres Unternehmens.',
    },
  },
  fields: {
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    passwordConfirmation: 'Passwortbestätigung',
    code: 'Bestätigungscode',
    phoneNumber: 'Telefonnummer',
    headline: 'Überschrift',
    location: 'Ort',
    link: 'Link',
    links: 'Links',
    website: 'Website',
    jobTitle: 'Berufsbezeichnung',
    jobTypeDescription: 'Beschreibung der Stellenart',
    jobTypes: 'Stellenarten',
    contractType: 'Vertragsart',
    experience: 'Berufserfahrung',
    officeLocation: 'Arbeitsort',
    workPlace: 'Arbeitsmodell',
    salaryFrom: 'Gehalt von',
    salaryTo: 'Gehalt bis',
    infos: 'Weitere Informationen',
    screeningQuestions: 'Screening-Fragen',
    audioQuestions: 'Audiofragen',
    duration: 'Antwortzeit',
    company: 'Unternehmen',
    companyName: 'Unternehmensname',
    industry: 'Branche',
    companySize: 'Unternehmensgröße',
    introduction: 'Vorstellung',
    benefits: 'Benefits',
    responsibilities: 'Aufgaben',
    requirements: 'Anforderungen',
    school: 'Bildungseinrichtung',
    degree: 'Abschluss',
    language: 'Sprache',
    languages: 'Sprachen',
    skillTag: 'Skill',
    skillTags: 'Skills',
    certificationName: 'Name der Zertifizierung',
    issuingOrg: 'Ausstellende Organisation',
    title: 'Titel',
    issuer: 'Aussteller:in',
    question: 'Frage',
    answer: 'Antwort',
    rating: 'Bewertung',
    comment: 'Kommentar',
    note: 'Notiz',
    reason: 'Grund',
    templateName: 'Vorlagenname',
    emailSubject: 'Betreff',
    emailContent: 'E-Mail-Text',
    interviewType: 'Art des Gesprächs',
    interviewDuration: 'Dauer des Gesprächs',
    meetingUrl: 'Meeting-Link',
    message: 'Nachricht',
    reviewers: 'Prüfende Personen',
    workFrom: 'Von',
    workTo: 'Bis',
    studyFrom: 'Von',
    studyTo: 'Bis',
    name: 'Name',
    personalHeadline: 'Persönliche Überschrift',
    openTo: 'Offen für',
    majorIn: 'Studienfach',
    credentialId: 'Nachweis-ID',
    credentialUrl: 'Nachweis-URL',
    gender: 'Geschlecht',
    dob: 'Geburtsdatum',
    timeSlot: 'Termin',
  },
  dueDate: {
    date: 'Fällig am {date}',
    twoDays: 'Noch 2 Tage',
    oneDay: 'Noch 1 Tag',
    today: 'Heute fällig',
    overdue: 'Überfällig',
  },
  recording: {
    audioNotLoaded: 'Die Audiodateien konnten nicht geladen werden.',
    browserUnsupported:
      'Ihr Browser unterstützt keine Audioaufnahme. Bitte verwenden Sie einen aktuellen Browser wie Chrome, Edge, Firefox oder Safari.',
    microphoneDenied:
      'Der Zugriff auf das Mikrofon wurde verweigert. Bitte erlauben Sie ihn in den Einstellungen Ihres Browsers und versuchen Sie es erneut.',
    noMicrophone:
      'Es wurde kein Mikrofon gefunden. Bitte schließen Sie ein Mikrofon an und versuchen Sie es erneut.',
    microphoneFailed:
      'Das Mikrofon konnte nicht gestartet werden. Bitte schließen Sie andere Programme, die es verwenden, und versuchen Sie es erneut.',
    processingFailed: 'Ihre Antwort konnte nicht verarbeitet werden. Bitte nehmen Sie sie erneut auf.',
  },
  duration: {
    minutes_one: '{count} Minute',
    minutes_other: '{count} Minuten',
    seconds_one: '{count} Sekunde',
    seconds_other: '{count} Sekunden',
  },
  enums: deEnums,
};

/** The catalogue's shape with plain string leaves; every language must match it exactly. */
export type Messages = DeepStringRecord<typeof de>;
