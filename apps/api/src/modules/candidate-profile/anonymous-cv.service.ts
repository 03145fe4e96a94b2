import { type AnonymousCv, type JobLanguage, toAnonymousCv } from '@veil/domain';
import type { Db } from '../../db/client';
import { resumeOf } from './candidate-profile.service';
import { findProfile } from './profile-store';

/*
 * The one door of the identity vault for the rest of the API (docs/decisions/005): the anonymous CV
 * of a candidate, as the domain's pure function builds it. Employer-facing features (applications)
 * store and read this projection, never the profile.
 */

/** The anonymous CV of a candidate's current profile, matched against a job's languages; null without a profile. */
export async function anonymousCvOfCandidate(
  db: Db,
  candidateId: string,
  job: { languages: readonly JobLanguage[] } | null,
  now = new Date(),
): Promise<AnonymousCv | null> {
  const row = await findProfile(db, candidateId);
  if (!row) return null;
  return toAnonymousCv(resumeOf(row), { now, ...(job ? { job } : {}) });
}
