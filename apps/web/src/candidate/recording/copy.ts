import '../applications/copy';
import { addMessages } from '../../lib/i18n';
import { recording as de } from '../../locales/de/recording';
import { recording as en } from '../../locales/en/recording';

// The recorder's and the demo's copy travel with their pages (the area's first load has a budget),
// in both languages so that a language switch finds them too; the audio interview's comes with the
// applications' copy (its card is on the application page).
addMessages('de', de);
addMessages('en', en);
