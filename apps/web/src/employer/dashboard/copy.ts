import { addMessages } from '../../lib/i18n';
import { employerDashboard as de } from '../../locales/de/employer-dashboard';
import { employerDashboard as en } from '../../locales/en/employer-dashboard';

/*
 * The dashboard's copy travels with its page, not with the employer area's first load (its budget,
 * apps/web/bundle-budget.json); both languages, so that a language switch finds it too.
 */
addMessages('de', de);
addMessages('en', en);
