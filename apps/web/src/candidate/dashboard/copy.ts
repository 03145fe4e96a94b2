import '../applications/copy';
import { addMessages } from '../../lib/i18n';
import { candidateDashboard as de } from '../../locales/de/candidate-dashboard';
import { candidateDashboard as en } from '../../locales/en/candidate-dashboard';

/*
 * The dashboard's copy travels with its page, not with the candidate area's first load (its budget,
 * see ../profile/copy.ts), in both languages so that a language switch finds it too.
 */
addMessages('de', de);
addMessages('en', en);
