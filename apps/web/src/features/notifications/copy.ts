import { addMessages } from '../../lib/i18n';
import { notifications as de } from '../../locales/de/notifications';
import { notifications as en } from '../../locales/en/notifications';

/*
 * The notifications' copy travels with the menu and the list (loaded when the bell opens, or with the
 * dashboard), not with the areas' first load, which has a budget; both languages, for a switch.
 */
addMessages('de', de);
addMessages('en', en);
