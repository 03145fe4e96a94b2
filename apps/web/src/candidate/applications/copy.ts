import '../profile/copy';
import { addMessages } from '../../lib/i18n';
import { candidateApplications as de } from '../../locales/de/candidate-applications';
import { candidateApplications as en } from '../../locales/en/candidate-applications';

/*
 * The applications' copy travels with their pages, not with the candidate area's first load (its
 * budget, see ../profile/copy.ts), in both languages so a language switch finds it too.
 */
addMessages('de', de);
addMessages('en', en);
