import type { RevealedProfile } from '@veil/domain/contracts';
import type { Db, Tx } from '../../db/client';
import { findProfile, lockProfile, type ProfileRow } from './profile-store';

/*
 * The one door through which the full profile leaves the identity vault (biome.json): the snapshot
 * of the reveal, taken only when the candidate confirmed sharing it (applications/profile-reveal.ts).
 * Employer-facing code never imports this: it reads the stored snapshot.
 */

/**
 * The candidate's full profile as the company will read it, read under a lock so that an edit in
 * flight lands before or after the snapshot, never half in it. Null without a profile.
 */
export async function revealSnapshot(tx: Tx, candidateId: string): Promise<RevealedProfile | null> {
  const row = await lockProfile(tx, candidateId);
  return row ? revealedProfileOf(row) : null;
}

/** The same profile for the confirmation's preview (what the company would read now). */
export async function revealPreviewProfile(db: Db, candidateId: string): Promise<RevealedProfile | null> {
  const row = await findProfile(db, candidateId);
  return row ? revealedProfileOf(row) : null;
}

/**
 * The photo stays out (a file of the candidate's that the snapshot does not copy), as do the
 * candidate's own settings (public link, platform language).
 */
function revealedProfileOf(row: ProfileRow): RevealedProfile {
  const { photoUploadId: _photo, ...userDetails } = row.userDetails;
  return {
    userDetails,
    workInformation: row.workInformation,
    workExperiences: row.workExperiences,
    educations: row.educations,
    languages: row.languages,
    tags: row.tags,
    certifications: row.certifications,
    rewards: row.rewards,
    socialLinks: row.socialLinks,
  };
}
