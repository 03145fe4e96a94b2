import { addMessages } from '../../lib/i18n';
import { recording as de } from '../../locales/de/recording';
import { recording as en } from '../../locales/en/recording';

// The recorder's and the demo's copy travel with the demo page (the area's first load has a budget).
addMessages('de', de);
addMessages('en', en);
