import { addMessages } from '../../lib/i18n';
import { candidateForYou as de } from '../../locales/de/candidate-for-you';
import { candidateForYou as en } from '../../locales/en/candidate-for-you';

/*
 * The For you tab's copy travels with the jobs list page, not with the candidate area's first load
 * (its budget, see ../profile/copy.ts), in both languages so a language switch finds it too.
 */
addMessages('de', de);
addMessages('en', en);
