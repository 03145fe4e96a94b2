import '../profile/copy';
import { addMessages } from '../../lib/i18n';
import { audioInterview as deInterview } from '../../locales/de/audio-interview';
import { candidateApplications as de } from '../../locales/de/candidate-applications';
import { audioInterview as enInterview } from '../../locales/en/audio-interview';
import { candidateApplications as en } from '../../locales/en/candidate-applications';

/*
 * The applications' copy travels with their pages, not with the candidate area's first load (its
 * budget, see ../profile/copy.ts), in both languages so a language switch finds it too. The audio
 * interview's copy is here too: its card is on the application page, its pages in ../recording.
 */
addMessages('de', { ...de, ...deInterview });
addMessages('en', { ...en, ...enInterview });
