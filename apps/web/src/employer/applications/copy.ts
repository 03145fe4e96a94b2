import { addMessages } from '../../lib/i18n';
import { employerInterviews as deInterviews } from '../../locales/de/employer-interviews';
import { profileReveal as deReveal } from '../../locales/de/profile-reveal';
import { employerInterviews as enInterviews } from '../../locales/en/employer-interviews';
import { profileReveal as enReveal } from '../../locales/en/profile-reveal';

/*
 * The copy of the interview invitation and of the revealed profile travels with the application
 * page instead of the employer area's first load, which has a budget (apps/web/bundle-budget.json);
 * both languages, so that a language switch finds it too.
 */
addMessages('de', { ...deInterviews, ...deReveal });
addMessages('en', { ...enInterviews, ...enReveal });
