import {
  type AnonymousCv,
  type JobLanguage,
  NO_PERSONAL_VALUES,
  personalValuesOf,
  redactor,
  toAnonymousCv,
} from '@veil/domain';
import type { DbOrTx } from '../../db/client';
import { resumeOf } from './candidate-profile.service';
import { findProfile } from './profile-store';

/*
 * The one door of the identity vault for the rest of the API (docs/decisions/005): the anonymous CV
 * of a candidate, as the domain's pure function builds it. Employer-facing features (applications)
 * store and read this projection, never the profile.
 */

/** The anonymous CV of a candidate's current profile, matched against a job's languages; null without a profile. */
export async function anonymousCvOfCandidate(
  db: DbOrTx,
  candidateId: string,
  job: { languages: readonly JobLanguage[] } | null,
  now = new Date(),
): Promise<AnonymousCv | null> {
  const row = await findProfile(db, candidateId);
  if (!row) return null;
  return toAnonymousCv(resumeOf(row), { now, ...(job ? { job } : {}) });
}

/**
 * The redaction of a candidate's free text that employers will read (screening answers): the same
 * one the anonymous CV uses (`redactor` of `@veil/domain`), with everything of the one list of what
 * identifies a candidate masked, dates, contacts and other people's names too, and gendered titles
 * written neutral. Without a profile only what needs no profile is masked.
 */
export async function personalValueMask(db: DbOrTx, candidateId: string): Promise<(text: string) => string> {
  const row = await findProfile(db, candidateId);
  const mask = redactor(row ? personalValuesOf(resumeOf(row)) : NO_PERSONAL_VALUES);
  return (text) => mask(text).text;
}
