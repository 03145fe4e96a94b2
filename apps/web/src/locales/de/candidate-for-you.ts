import type { Messages } from '../en';

/** German copy of the For you tab of the jobs list: why a job is shown, and the state without a profile. */
export const candidateForYou: Pick<Messages, 'candidateForYou'> = {
  candidateForYou: {
    tab: 'Für Sie',
    order: 'Beste Treffer zuerst',
    reasonsLabel: 'Warum diese Stelle',
    reasons: {
      skills: 'Gemeinsame Kenntnisse: {skills}',
      industry: 'Ihre Branche',
      languages: 'Ihre Sprachen',
      location: 'In {place}',
    },
    noResumeTitle: 'Legen Sie Ihr Profil an, um passende Stellen zu sehen',
    noResumeText:
      'Wir schlagen Stellen vor, die zu Ihren Kenntnissen, Ihrer Branche, Ihren Sprachen und Ihrem Ort passen. Ihr Profil bleibt anonym.',
    createProfile: 'Profil anlegen',
    emptyTitle: 'Noch keine passenden Stellen',
    emptyText: 'Ergänzen Sie Kenntnisse und Erfahrung in Ihrem Profil oder entdecken Sie alle Stellen.',
  },
};
