/**
 * Deutsche Texte des Talentpools (Issue 39): die Zustimmung der Bewerber:innen, ihre Talentpools und
 * Einladungen sowie die Talentpool-Seite der Unternehmen.
 */
export const talentPool = {
  talentPool: {
    consent: {
      title: 'Im Talentpool von {company} bleiben?',
      text: '{company} kann dann Ihren anonymen Lebenslauf sehen (Skills, Erfahrung, Sprachen; nie Ihren Namen oder Ihre Kontaktdaten) und Sie einladen, sich auf andere Stellen zu bewerben. Über jede Einladung entscheiden Sie selbst.',
      kept: 'Veil speichert nur Ihre Zustimmung: das Unternehmen, den Stellentitel dieser Bewerbung und den Zeitraum. Das Unternehmen liest Ihren anonymen Lebenslauf so, wie er jeweils aktuell ist.',
      period: 'Für wie lange?',
      months: '{count} Monate',
      revokeHint:
        'Sie können Ihre Zustimmung jederzeit unter „Bewerbungen“ widerrufen. Endet sie, sieht das Unternehmen Sie nicht mehr.',
      give: 'Ja, im Talentpool bleiben',
      dismiss: 'Nein, danke',
      failed: 'Ihre Zustimmung konnte nicht gespeichert werden.',
      done: 'Sie sind bis {date} im Talentpool von {company}.',
      inPool: 'Sie sind bis {date} im Talentpool von {company}.',
    },
    pools: {
      title: 'Talentpools',
      description: 'Unternehmen, die Ihren anonymen Lebenslauf sehen und Sie zur Bewerbung einladen dürfen.',
      empty: 'Sie sind in keinem Talentpool.',
      until: 'bis {date}',
      from: 'nach Ihrer Bewerbung auf „{job}“',
      revoke: 'Widerrufen',
      revokeLabel: 'Zustimmung für {company} widerrufen',
      revokeTitle: 'Den Talentpool von {company} verlassen?',
      revokeText:
        '{company} sieht Ihren anonymen Lebenslauf dann nicht mehr, offene Einladungen enden. Die Zustimmung wird gelöscht.',
      revokeConfirm: 'Zustimmung widerrufen',
      revoked: 'Sie haben den Talentpool von {company} verlassen.',
      revokeFailed: 'Ihre Zustimmung konnte nicht widerrufen werden.',
      loadFailed: 'Ihre Talentpools konnten nicht geladen werden.',
    },
    invitation: {
      title: '{company} lädt Sie zur Bewerbung ein',
      text: 'Aus dem Talentpool: die Stelle „{job}“. Das Unternehmen weiß nicht, wer Sie sind.',
      expires: 'Gültig bis {date}. Wenn Sie nicht reagieren, läuft sie einfach ab.',
      accept: 'Stelle ansehen und bewerben',
      failed: 'Die Einladung konnte nicht geöffnet werden.',
    },
    employer: {
      title: 'Talentpool',
      description:
        'Bewerber:innen, die nach einem Rückzug oder einer Absage in Ihrem Talentpool bleiben möchten. Sie sehen nur den anonymen Lebenslauf; niemand hier ist erkennbar.',
      talent: 'Talent #{number}',
      anonymous: 'anonym',
      source: 'Hatte sich beworben auf: {job}',
      until: 'Im Talentpool bis {date}',
      invited: 'Eingeladen zu {job} am {date}',
      filter: 'Nach Skill filtern',
      filterPlaceholder: 'z. B. SQL, React',
      count_one: '{count} Talent',
      count_other: '{count} Talente',
      emptyTitle: 'Ihr Talentpool ist leer',
      emptyText:
        'Bewerber:innen können beitreten, wenn sie eine Bewerbung zurückziehen oder eine Absage erhalten. Sie entscheiden selbst, auch wie lange.',
      noMatchTitle: 'Kein Talent passt zu diesem Skill',
      noMatchText: 'Versuchen Sie ein anderes Wort oder setzen Sie den Filter zurück.',
      clearFilter: 'Filter zurücksetzen',
      loadMore: 'Weitere Talente laden',
      loadFailed: 'Der Talentpool konnte nicht geladen werden.',
      invite: 'Zur Bewerbung einladen',
      inviteTitle: 'Talent #{number} zur Bewerbung einladen',
      inviteText:
        'Die Person erhält eine E-Mail von Veil und entscheidet selbst; Sie erfahren nichts über sie. Bewirbt sie sich, kommt die Bewerbung wie jede andere bei Ihnen an.',
      job: 'Offene Stelle',
      jobPlaceholder: 'Stelle wählen',
      noJobs:
        'Es gibt keine offene Stelle, zu der Sie einladen können. Veröffentlichen Sie zuerst eine Stelle.',
      jobRequired: 'Bitte wählen Sie eine Stelle.',
      send: 'Einladung senden',
      sent: 'Talent #{number} wurde zur Bewerbung eingeladen.',
      failed: 'Die Einladung konnte nicht gesendet werden.',
      cvTitle: 'Anonymer Lebenslauf von Talent #{number}',
      showCv: 'Anonymen Lebenslauf zeigen',
      hideCv: 'Anonymen Lebenslauf ausblenden',
    },
  },
};
