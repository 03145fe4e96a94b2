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
import { candidateInterviews } from './candidate-interviews';
import { candidateJobs } from './candidate-jobs';
import { candidateProfile } from './candidate-profile';
import { company } from './company';
import { demoTour } from './demo-tour';
import { emailTemplates } from './email-templates';
import { employerApplications } from './employer-applications';
import { employerInterviews } from './employer-interviews';
import { employerJobs } from './employer-jobs';
import { employerPipeline } from './employer-pipeline';
import { jobImport } from './job-import';
import { jobView } from './job-view';
import { profileReveal } from './profile-reveal';
import { recording } from './recording';
import { settings } from './settings';
import { shell } from './shell';
import { signIn } from './sign-in';

/** German UI copy (default language): formal "Sie", gender-inclusive where people are named. */
export const de: Messages = {
  ...shell,
  ...company,
  ...demoTour,
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
  ...employerInterviews,
  ...employerPipeline,
  ...candidateInterviews,
  ...profileReveal,
};
