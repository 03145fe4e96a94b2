import type { ForYouJob } from '@veil/domain/contracts';
import type { TFunction } from '../../lib/translator';

/** How many shared skills a card names before it stops. */
const SKILLS_SHOWN = 3;

/**
 * Why For you shows a job, in a few words: "Shared skills: TypeScript, SQL · Your industry ·
 * Full time · In Hamburg". Job types read as the domain's labels; the other kinds as short phrases.
 */
export function reasonsText(reasons: ForYouJob['reasons'], t: TFunction): string {
  return reasons
    .map((reason) => {
      switch (reason.kind) {
        case 'skills':
          return t('candidateForYou.reasons.skills', {
            skills: reason.values.slice(0, SKILLS_SHOWN).join(', '),
          });
        case 'industry':
          return t('candidateForYou.reasons.industry');
        case 'jobType':
          return reason.values.map((value) => t(`enums.jobType.${value}`)).join(', ');
        case 'languages':
          return t('candidateForYou.reasons.languages');
        case 'location':
          return reason.values[0] ? t('candidateForYou.reasons.location', { place: reason.values[0] }) : '';
        default:
          return '';
      }
    })
    .filter((text) => text !== '')
    .join(' · ');
}
