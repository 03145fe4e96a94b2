import { addMessages } from '../../lib/i18n';
import { talentPool as de } from '../../locales/de/talent-pool';
import { talentPool as en } from '../../locales/en/talent-pool';

/*
 * The talent pool's copy travels with the pages that show it (the applications' pages), not with the
 * candidate area's first load, which has a budget; both languages, so that a language switch finds it.
 */
addMessages('de', de);
addMessages('en', en);
