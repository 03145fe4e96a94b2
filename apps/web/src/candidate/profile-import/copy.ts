import '../profile/copy';
import { addMessages } from '../../lib/i18n';
import { candidateImport as de } from '../../locales/de/candidate-import';
import { candidateImport as en } from '../../locales/en/candidate-import';

/*
 * The import's copy travels with its page, as the profile's does (see ../profile/copy.ts): the
 * candidate area's first load has a budget. The review shows the profile's own section forms, so
 * their copy comes along.
 */
addMessages('de', de);
addMessages('en', en);
