import '../profile/copy';
import { addMessages } from '../../lib/i18n';
import { audioInterview as deInterview } from '../../locales/de/audio-interview';
import { candidateApplications as de } from '../../locales/de/candidate-applications';
import { candidateInterviews as deInterviews } from '../../locales/de/candidate-interviews';
import { profileReveal as deReveal } from '../../locales/de/profile-reveal';
import { audioInterview as enInterview } from '../../locales/en/audio-interview';
import { candidateApplications as en } from '../../locales/en/candidate-applications';
import { candidateInterviews as enInterviews } from '../../locales/en/candidate-interviews';
import { profileReveal as enReveal } from '../../locales/en/profile-reveal';

/*
 * The applications' copy travels with their pages, not with the candidate area's first load (its
 * budget, see ../profile/copy.ts), in both languages so a language switch finds it too. The audio
 * interview's copy is here too: its card is on the application page, its pages in ../recording;
 * so is the interview's (its card here, the calendar in ../calendar).
 */
addMessages('de', { ...de, ...deInterview, ...deInterviews, ...deReveal });
addMessages('en', { ...en, ...enInterview, ...enInterviews, ...enReveal });
