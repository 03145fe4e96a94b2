import { addMessages } from '../../lib/i18n';
import { savedSearches as de } from '../../locales/de/saved-searches';
import { savedSearches as en } from '../../locales/en/saved-searches';

/*
 * The saved searches' copy travels with the jobs list and the saved-searches page, not with the
 * candidate area's first load, which has a budget; both languages, so that a language switch finds it.
 */
addMessages('de', de);
addMessages('en', en);
