import '../copy';
import { addMessages } from '../../../lib/i18n';
import { employerPipeline as dePipeline } from '../../../locales/de/employer-pipeline';
import { employerPipeline as enPipeline } from '../../../locales/en/employer-pipeline';

/*
 * The pipeline's copy travels with its lazy chunk, with the application page's (the same forms open
 * from a move), not with the employer area's first load; both languages for a language switch.
 */
addMessages('de', dePipeline);
addMessages('en', enPipeline);
