import type { Messages } from '../en';

/** Deutsche Texte des anonymen Lebenslaufs, wie Arbeitgeber ihn lesen und Bewerber:innen ihn vorab sehen. */
export const anonymousCv: Pick<Messages, 'anonymousCv'> = {
  anonymousCv: {
    badge: 'Anonym',
    workExperiences: 'Berufserfahrung',
    degrees: 'Abschlüsse',
    tags: 'Kenntnisse',
    languages: 'Sprachen',
    noWorkExperiences: 'Keine Berufserfahrung angegeben.',
    noEducations: 'Keine Ausbildung angegeben.',
    noTags: 'Keine Kenntnisse angegeben.',
    noLanguages: 'Keine Sprachen angegeben.',
    markLabel: 'unkenntlich gemacht',
    markTooltip: 'Unkenntlich gemacht: Das würde Sie verraten. Ändern Sie den Text, um das zu vermeiden.',
    duration: {
      years_one: '{count} Jahr',
      years_other: '{count} Jahre',
      months_one: '{count} Monat',
      months_other: '{count} Monate',
      lessThanMonth: 'weniger als ein Monat',
    },
  },
};
