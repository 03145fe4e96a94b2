import { accounts } from './accounts';
import { company } from './company';
import { employerApplications } from './employer-applications';
import { employerJobs } from './employer-jobs';
import { jobImport } from './job-import';
import { jobView } from './job-view';
import { settings } from './settings';
import { shell } from './shell';
import { signIn } from './sign-in';

/** The German copy of the employer area, loaded on its own (lib/i18n.ts `loadMessages`). */
export const employerCopy = {
  ...shell,
  ...signIn,
  ...company,
  ...jobView,
  ...jobImport,
  ...settings,
  ...accounts,
  ...employerJobs,
  ...employerApplications,
};
