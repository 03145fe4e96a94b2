import { addMessages } from '../../lib/i18n';
import { demoTour as de } from '../../locales/de/demo-tour';
import { demoTour as en } from '../../locales/en/demo-tour';

// The tour's copy travels with its page and panel (the areas' first load has a budget), in both
// languages so that a language switch finds it too.
addMessages('de', de);
addMessages('en', en);
