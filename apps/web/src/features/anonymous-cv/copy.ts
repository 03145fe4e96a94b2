import { addMessages } from '../../lib/i18n';
import { anonymousCv as de } from '../../locales/de/anonymous-cv';
import { anonymousCv as en } from '../../locales/en/anonymous-cv';

/*
 * The anonymous CV's words travel with the view (as the profile's do, see
 * candidate/profile/copy.ts): the candidate's review and public profile and the employer's
 * application page all show it, in both languages so that a language switch finds them too.
 */
addMessages('de', de);
addMessages('en', en);
