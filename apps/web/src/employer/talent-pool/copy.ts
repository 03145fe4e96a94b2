import { addMessages } from '../../lib/i18n';
import { talentPool as de } from '../../locales/de/talent-pool';
import { talentPool as en } from '../../locales/en/talent-pool';

/*
 * The talent pool's copy travels with its page, not with the employer area's first load (its budget,
 * apps/web/bundle-budget.json); both languages, so that a language switch finds it too.
 */
addMessages('de', de);
addMessages('en', en);
