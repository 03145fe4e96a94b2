import { candidateJobs } from './candidate-jobs';
import { company } from './company';
import { jobView } from './job-view';
import { shell } from './shell';
import { signIn } from './sign-in';

/** The German copy of the candidate area, loaded on its own (lib/i18n.ts `loadMessages`). */
export const candidateCopy = { ...shell, ...signIn, ...company, ...jobView, ...candidateJobs };
