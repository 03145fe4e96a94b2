import { adminContract } from './admin';
import { employerApplicationsContract } from './application-board';
import { candidateApplicationsContract } from './applications';
import { candidateAudioInterviewContract, employerAudioInterviewContract } from './audio-interview';
import { candidateAccountContract } from './candidate-account';
import { companyFilesContract } from './company-files';
import { companyProfileContract } from './company-profile';
import { candidateDashboardContract } from './dashboard';
import { emailTemplatesContract } from './email-templates';
import { employerDashboardContract } from './employer-dashboard';
import { employerSettingsContract } from './employer-settings';
import { healthContract } from './health';
import { candidateInterviewsContract, employerInterviewsContract } from './interviews';
import { jobImportContract } from './job-import';
import { adminJobPostsContract, candidateJobsContract, employerJobsContract } from './jobs';
import { mediaContract } from './media';
import { candidateNotificationsContract, employerNotificationsContract } from './notifications';
import { recordingsContract } from './recordings';
import { resumesContract } from './resumes';
import { candidateRevealContract } from './reveal';
import { candidateSavedSearchesContract } from './saved-searches';
import { sessionContract } from './session';
import { candidateTalentPoolContract, employerTalentPoolContract } from './talent-pool';

/** The whole API contract: every feature adds its router here. Served under `/api`. */
export const contract = {
  health: healthContract,
  session: sessionContract,
  admin: adminContract,
  companyProfile: companyProfileContract,
  employerSettings: employerSettingsContract,
  media: mediaContract,
  companyFiles: companyFilesContract,
  jobImport: jobImportContract,
  employerJobs: employerJobsContract,
  adminJobPosts: adminJobPostsContract,
  candidateJobs: candidateJobsContract,
  resumes: resumesContract,
  candidateApplications: candidateApplicationsContract,
  employerApplications: employerApplicationsContract,
  emailTemplates: emailTemplatesContract,
  recordings: recordingsContract,
  employerAudioInterview: employerAudioInterviewContract,
  candidateAudioInterview: candidateAudioInterviewContract,
  employerInterviews: employerInterviewsContract,
  candidateInterviews: candidateInterviewsContract,
  candidateReveal: candidateRevealContract,
  candidateAccount: candidateAccountContract,
  candidateTalentPool: candidateTalentPoolContract,
  candidateSavedSearches: candidateSavedSearchesContract,
  employerTalentPool: employerTalentPoolContract,
  candidateDashboard: candidateDashboardContract,
  employerDashboard: employerDashboardContract,
  candidateNotifications: candidateNotificationsContract,
  employerNotifications: employerNotificationsContract,
};

export type Contract = typeof contract;
export * from './admin';
export * from './application-board';
export * from './applications';
export * from './audio-interview';
export * from './candidate-account';
export * from './company-files';
export * from './company-profile';
export * from './dashboard';
export * from './email-templates';
export * from './employer-dashboard';
export * from './employer-settings';
export * from './health';
export * from './interviews';
export * from './job-import';
export * from './jobs';
export * from './media';
export * from './notifications';
export * from './recordings';
export * from './resumes';
export * from './reveal';
export * from './saved-searches';
export * from './session';
export * from './talent-pool';
