import type { Messages } from '../en';

/** German copy of the job as candidates see it (candidate pages and the employer's preview). */
export const jobView: Pick<Messages, 'jobView'> = {
  jobView: {
    companyLink: 'Über {name}',
    published: 'Veröffentlicht am {date}',
    closedBadge: 'Stelle geschlossen',
    closedTitle: 'Stelle geschlossen',
    salaryRange: 'Gehaltsspanne',
    salaryValue: '{from} – {to} pro Jahr',
    notGiven: 'Keine Angabe',
    skills: 'Kenntnisse',
    languages: 'Sprachen',
    languageWithLevel: '{language}: {level}',
    applyingAsks: 'Bei der Bewerbung',
    applyingAsksIntro: 'Wenn Sie sich auf diese Stelle bewerben, werden Sie um Folgendes gebeten.',
    screeningQuestions: 'Schriftliche Fragen',
    audioQuestions: 'Audiofragen',
    audioAnswerTime: 'Antwortzeit: {duration}',
    noQuestions: 'Bei der Bewerbung werden keine weiteren Fragen gestellt.',
  },
};
