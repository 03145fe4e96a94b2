import { and, eq } from 'drizzle-orm';
import { authCandidateUser, candidates, uploads } from '../../db/schema';
import type { ServiceDeps } from '../../http/context';
import { savedJobsOfCandidate } from '../jobs/candidate-jobs.service';
import { savedSearchesOfCandidate } from '../saved-searches/saved-searches.service';
import { resumeImports } from './candidate-profile.schema';
import { resumeOf } from './candidate-profile.service';
import { findProfile } from './profile-store';

/*
 * The candidate's data export (GDPR Art. 15 and 20): everything the platform holds about them, in
 * one machine-readable JSON file. A new feature that stores something about a candidate adds it here,
 * or, when it depends on the vault (applications), hands its part in through `DataExportParts`.
 */

/** What other features hold about a candidate, each as plain JSON. */
export type DataExportParts = {
  applications(db: ServiceDeps['db'], candidateId: string): Promise<unknown>;
  talentPool(db: ServiceDeps['db'], candidateId: string): Promise<unknown>;
  notifications(db: ServiceDeps['db'], candidateId: string): Promise<unknown>;
};

export const DATA_EXPORT_VERSION = 1;

export async function candidateDataExport(
  deps: ServiceDeps,
  candidateId: string,
  parts: DataExportParts,
  now = new Date(),
) {
  const [account] = await deps.db
    .select({
      email: authCandidateUser.email,
      name: authCandidateUser.name,
      emailVerified: authCandidateUser.emailVerified,
      locale: authCandidateUser.locale,
      createdAt: authCandidateUser.createdAt,
      termsAcceptedAt: candidates.termsAcceptedAt,
      onboardedAt: candidates.onboardedAt,
    })
    .from(authCandidateUser)
    .leftJoin(candidates, eq(candidates.id, authCandidateUser.id))
    .where(eq(authCandidateUser.id, candidateId));
  const profile = await findProfile(deps.db, candidateId);
  const [cvImport] = await deps.db
    .select()
    .from(resumeImports)
    .where(eq(resumeImports.candidateId, candidateId));
  const files = await deps.db
    .select({
      id: uploads.id,
      purpose: uploads.purpose,
      fileName: uploads.originalName,
      contentType: uploads.contentType,
      size: uploads.size,
      status: uploads.status,
      createdAt: uploads.createdAt,
    })
    .from(uploads)
    .where(and(eq(uploads.ownerPool, 'candidate'), eq(uploads.ownerId, candidateId)));
  return {
    format: 'veil-candidate-data-export',
    version: DATA_EXPORT_VERSION,
    exportedAt: now.toISOString(),
    account: account ?? null,
    resume: profile
      ? {
          ...resumeOf(profile),
          languagePlatform: profile.languagePlatform,
          publicAnonymousLinkOn: profile.publicCode !== null,
          createdAt: profile.createdAt,
          updatedAt: profile.updatedAt,
        }
      : null,
    cvImport: cvImport
      ? {
          state: cvImport.state,
          result: cvImport.result,
          fileName: cvImport.fileName,
          startedAt: cvImport.startedAt,
          proposal: cvImport.proposal,
        }
      : null,
    savedJobs: await savedJobsOfCandidate(deps.db, candidateId),
    savedSearches: await savedSearchesOfCandidate(deps.db, candidateId),
    applications: await parts.applications(deps.db, candidateId),
    talentPool: await parts.talentPool(deps.db, candidateId),
    notifications: await parts.notifications(deps.db, candidateId),
    files,
  };
}
