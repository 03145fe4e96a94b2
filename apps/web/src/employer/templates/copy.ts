import { addMessages } from '../../lib/i18n';
import { emailTemplates as de } from '../../locales/de/email-templates';
import { emailTemplates as en } from '../../locales/en/email-templates';

/*
 * The templates' copy travels with their pages instead of the employer area's first load, which has
 * a budget (apps/web/bundle-budget.json); both languages, so that a language switch finds it too.
 */
addMessages('de', de);
addMessages('en', en);
