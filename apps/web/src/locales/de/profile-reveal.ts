import type { Messages } from '../en';

/** German copy of the reveal: the candidate's card and confirmation, the employer's "Lebenslauf" tab. */
export const profileReveal: Pick<Messages, 'profileReveal'> = {
  profileReveal: {
    card: {
      title: 'Mein vollständiges Profil mit {company} teilen',
      text: 'Ihr Vorstellungsgespräch hat stattgefunden. Wenn Sie möchten, kann {company} jetzt erfahren, wer Sie sind: Ihr vollständiges Profil mit Name und Kontaktdaten. Das entscheiden nur Sie, und nur für diese Bewerbung.',
      open: 'Mein vollständiges Profil teilen',
      revealedTitle: 'Sie haben Ihr vollständiges Profil geteilt',
      revealedText: '{company} sieht Ihr vollständiges Profil seit dem {date}.',
    },
    modal: {
      title: 'Ihr vollständiges Profil mit {company} teilen?',
      intro: '{company} sieht genau das, so wie es jetzt ist:',
      loadFailed: 'Was das Unternehmen sehen würde, konnte nicht geladen werden.',
      identity: 'Name, E-Mail, Telefon, Geschlecht, Geburtsdatum, Wohnort und Überschrift',
      sections:
        'Berufliche Angaben, {work} Berufserfahrungen, {education} Ausbildungen, {languages} Sprachen, {tags} Kenntnisse, {certifications} Zertifikate, {rewards} Auszeichnungen und {links} Links',
      notShared:
        'Nicht geteilt: Ihr Foto. Einen PDF-Lebenslauf teilen Sie auch nicht, denn Veil bewahrt keinen auf.',
      snapshot:
        'Das Unternehmen sieht Ihr Profil so, wie es in diesem Moment ist. Spätere Änderungen erreichen es nicht.',
      final:
        'Sobald das Unternehmen Ihr Profil gesehen hat, lässt sich das nicht mehr rückgängig machen. Ziehen Sie Ihre Bewerbung später zurück, werden die Bewerbung und das geteilte Profil trotzdem gelöscht.',
      confirm: 'Profil teilen',
      cancel: 'Jetzt nicht',
      failed: 'Ihr Profil konnte nicht geteilt werden.',
      done: 'Ihr vollständiges Profil wurde mit {company} geteilt.',
    },
    employer: {
      hiddenTitle: 'Das vollständige Profil bleibt verborgen',
      hiddenText:
        'Nach dem Vorstellungsgespräch entscheidet die Person, ob sie Ihrem Unternehmen ihr vollständiges Profil mit Name und Kontaktdaten zeigt. Tut sie das, erscheint es hier und Sie erhalten eine E-Mail.',
      revealedBadge: 'Profil freigegeben',
      title: 'Vollständiges Profil',
      sharedOn: 'Von der Person am {date} geteilt, so wie es in diesem Moment war.',
      loadFailed: 'Das vollständige Profil konnte nicht geladen werden.',
      born: 'geboren am {date}',
      contact: 'Kontakt',
      workInformation: 'Berufliche Angaben',
      workExperiences: 'Berufserfahrung',
      educations: 'Ausbildung',
      languages: 'Sprachen',
      tags: 'Kenntnisse',
      certifications: 'Lizenzen und Zertifikate',
      rewards: 'Auszeichnungen und Ehrungen',
      socialLinks: 'Links',
      present: 'heute',
      none: 'Keine Angabe.',
    },
  },
};
