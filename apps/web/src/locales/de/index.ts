import type { Messages } from '../en';
import { accounts } from './accounts';
import { admin } from './admin';
import { adminJobPosts } from './admin-job-posts';
import { anonymousCv } from './anonymous-cv';
import { audioInterview } from './audio-interview';
import { candidateAccount } from './candidate-account';
import { candidateApplications } from './candidate-applications';
import { candidateForYou } from './candidate-for-you';
import { candidateImport } from './candidate-import';
import { candidateJobs } from './candidate-jobs';
import { candidateProfile } from './candidate-profile';
import { company } from './company';
import { emailTemplates } from './email-templates';
import { employerApplications } from './employer-applications';
import { employerJobs } from './employer-jobs';
import { jobImport } from './job-import';
import { jobView } from './job-view';
import { recording } from './recording';
import { settings } from './settings';
import { shell } from './shell';
import { signIn } from './sign-in';

/** German UI copy (default language): formal "Sie", gender-inclusive where people are named. */
export const de: Messages = {
  ...shell,
  ...company,
  ...jobView,
  ...jobImport,
  ...candidateJobs,
  ...candidateProfile,
  ...candidateImport,
  ...candidateForYou,
  ...candidateApplications,
  ...candidateAccount,
  ...settings,
  ...accounts,
  ...admin,
  ...signIn,
  ...employerJobs,
  ...employerApplications,
  ...emailTemplates,
  ...anonymousCv,
  ...adminJobPosts,
  ...recording,
  ...audioInterview,
};
