import { addMessages } from '../../lib/i18n';
import { candidateAccount as de } from '../../locales/de/candidate-account';
import { candidateAccount as en } from '../../locales/en/candidate-account';

/*
 * The account's copy travels with its screens (the danger zone, its dialog, the page after the
 * deletion) instead of the candidate area's first load, as the profile's does (profile/copy.ts).
 */
addMessages('de', de);
addMessages('en', en);
