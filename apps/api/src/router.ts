import { api } from './http/context';
import { adminRoutes } from './modules/admins/admin.routes';
import {
  candidateAudioInterviewRoutes,
  employerAudioInterviewRoutes,
} from './modules/applications/audio-interview.routes';
import { applicationsForExport } from './modules/applications/candidate-application-lists';
import { candidateApplicationsRoutes } from './modules/applications/candidate-applications.routes';
import { candidateDashboardRoutes } from './modules/applications/candidate-dashboard.routes';
import {
  countApplicationsOfCandidate,
  eraseApplicationsOfCandidate,
} from './modules/applications/candidate-erasure';
import { employerApplicationsRoutes } from './modules/applications/employer-applications.routes';
import { employerDashboardRoutes } from './modules/applications/employer-dashboard.routes';
import { candidateInterviewsRoutes, employerInterviewsRoutes } from './modules/applications/interview.routes';
import { jobApplications } from './modules/applications/job-applications';
import { candidateRevealRoutes } from './modules/applications/profile-reveal.routes';
import {
  createCandidateAccountRoutes,
  createResumesRoutes,
} from './modules/candidate-profile/candidate-profile.routes';
import { companyProfileRoutes } from './modules/companies/company-profile.routes';
import { companyUploadPolicy } from './modules/company-files/company-files.queries';
import { companyFilesRoutes } from './modules/company-files/company-files.routes';
import { emailTemplatesRoutes } from './modules/email-templates/email-templates.routes';
import { employerSettingsRoutes } from './modules/employers/employer-settings.routes';
import { healthRoutes } from './modules/health/health.routes';
import { createAdminJobPostsRoutes } from './modules/jobs/admin-job-posts.routes';
import { candidateJobsRoutes } from './modules/jobs/candidate-jobs.routes';
import { createEmployerJobsRoutes } from './modules/jobs/employer-jobs.routes';
import { jobImportRoutes } from './modules/jobs/import/job-import.routes';
import { createMediaRoutes } from './modules/media/media.routes';
import {
  candidateNotificationsRoutes,
  employerNotificationsRoutes,
} from './modules/notifications/notifications.routes';
import { notificationsForExport } from './modules/notifications/notifications.service';
import { recordingsRoutes } from './modules/recordings/recordings.routes';
import { candidateSavedSearchesRoutes } from './modules/saved-searches/saved-searches.routes';
import { sessionRoutes } from './modules/session/session.routes';
import { talentPoolForExport } from './modules/talent-pool/candidate-talent-pool';
import {
  candidateTalentPoolRoutes,
  employerTalentPoolRoutes,
} from './modules/talent-pool/talent-pool.routes';
import { eraseTalentPoolOfCandidate } from './modules/talent-pool/talent-pool-retention';

/** Every module's handlers, shaped like the contract. */
export const router = api.router({
  health: healthRoutes,
  session: sessionRoutes,
  admin: adminRoutes,
  companyProfile: companyProfileRoutes,
  employerSettings: employerSettingsRoutes,
  media: createMediaRoutes(companyUploadPolicy),
  companyFiles: companyFilesRoutes,
  jobImport: jobImportRoutes,
  employerJobs: createEmployerJobsRoutes(jobApplications),
  adminJobPosts: createAdminJobPostsRoutes(jobApplications),
  candidateJobs: candidateJobsRoutes,
  resumes: createResumesRoutes({
    applications: applicationsForExport,
    talentPool: talentPoolForExport,
    notifications: notificationsForExport,
  }),
  candidateApplications: candidateApplicationsRoutes,
  employerApplications: employerApplicationsRoutes,
  emailTemplates: emailTemplatesRoutes,
  recordings: recordingsRoutes,
  employerAudioInterview: employerAudioInterviewRoutes,
  candidateAudioInterview: candidateAudioInterviewRoutes,
  employerInterviews: employerInterviewsRoutes,
  candidateInterviews: candidateInterviewsRoutes,
  candidateReveal: candidateRevealRoutes,
  candidateAccount: createCandidateAccountRoutes({
    countApplications: countApplicationsOfCandidate,
    // the talent pool's consents go with the account too (the module depends on applications, so it is joined here)
    eraseApplications: async (tx, candidateId, now) => {
      await eraseTalentPoolOfCandidate(tx, candidateId);
      return eraseApplicationsOfCandidate(tx, candidateId, now);
    },
  }),
  candidateTalentPool: candidateTalentPoolRoutes,
  candidateSavedSearches: candidateSavedSearchesRoutes,
  employerTalentPool: employerTalentPoolRoutes,
  candidateDashboard: candidateDashboardRoutes,
  employerDashboard: employerDashboardRoutes,
  candidateNotifications: candidateNotificationsRoutes,
  employerNotifications: employerNotificationsRoutes,
});
