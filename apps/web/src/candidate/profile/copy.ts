import { addMessages } from '../../lib/i18n';
import { candidateProfile as de } from '../../locales/de/candidate-profile';
import { candidateProfile as en } from '../../locales/en/candidate-profile';

/*
 * The profile's copy travels with its pages instead of the candidate area's first load, which has a
 * budget (apps/web/bundle-budget.json) that the sign-in page alone nearly fills. Each profile page
 * imports this module, so its words are there before it renders, in both languages, so that a
 * language switch on the page finds them too.
 */
addMessages('de', de);
addMessages('en', en);
