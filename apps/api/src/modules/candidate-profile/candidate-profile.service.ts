import {
  type AnonymousCv,
  type Locale,
  type ResumeInput,
  ResumeInputSchema,
  SKILL_TAG_MAX_LENGTH,
  SKILL_TAGS_MAX,
  toAnonymousCv,
} from '@veil/domain';
import type { Resume, ResumeUpdate } from '@veil/domain/contracts';
import type { z } from 'zod';
import type { CandidatePrincipal } from '../../auth/session';
import type { Tx } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { ServiceDeps } from '../../http/context';
import type { MatchFacts } from '../jobs/for-you';
import { fileUrlFor } from '../media/file-links';
import { deleteStoredFiles, findUpload, markUploadRemoved, takeOwnUpload } from '../media/media.service';
import {
  findProfile,
  findProfileByPublicCode,
  insertProfile,
  lockProfile,
  mergeEntries,
  newProfileValues,
  newPublicCode,
  type ProfileRow,
  saveProfile,
} from './profile-store';
import { noteImportSectionSaved } from './resume-import';

/*
 * The candidate's own resume (spec section 7, Candidate API): created once, then saved section by
 * section; the photo is an upload of purpose candidate_profile, re-encoded without metadata when it
 * was uploaded. Every call here acts for the signed-in candidate on their own row only.
 */

export type CandidateRef = CandidatePrincipal;

/** The resume's sections without the stored ids: what the domain's rules and projections read. */
export function resumeOf(row: ProfileRow): ResumeInput {
  return {
    userDetails: row.userDetails,
    workInformation: row.workInformation,
    workExperiences: row.workExperiences,
    educations: row.educations,
    languages: row.languages,
    tags: row.tags.map((entry) => entry.tag),
    certifications: row.certifications,
    rewards: row.rewards,
    socialLinks: row.socialLinks,
  };
}

async function toResume(deps: ServiceDeps, candidate: CandidateRef, row: ProfileRow): Promise<Resume> {
  const photoId = row.userDetails.photoUploadId;
  const photo = photoId ? await findUpload(deps.db, photoId) : undefined;
  const profilePictureUrl =
    photo?.status === 'done'
      ? (
          await fileUrlFor(deps.storage, photo, {
            viewer: candidate,
            attachment: false,
          })
        ).url
      : null;
  return {
    id: row.id,
    candidateId: row.candidateId,
    userDetails: { ...row.userDetails, profilePictureUrl },
    workInformation: row.workInformation,
    workExperiences: row.workExperiences,
    educations: row.educations,
    languages: row.languages,
    tags: row.tags,
    certifications: row.certifications,
    rewards: row.rewards,
    socialLinks: row.socialLinks,
    languagePlatform: row.languagePlatform,
    publicCode: row.publicCode,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getResume(deps: ServiceDeps, candidate: CandidateRef): Promise<Resume | null> {
  const row = await findProfile(deps.db, candidate.userId);
  return row ? toResume(deps, candidate, row) : null;
}

async function requireProfile(tx: Tx, candidate: CandidateRef): Promise<ProfileRow> {
  const row = await lockProfile(tx, candidate.userId);
  if (!row) throw new AppError('resume_not_found');
  return row;
}

/** Takes a new photo upload inside the transaction; returns the storage key of the one it replaces. */
async function takePhoto(tx: Tx, candidate: CandidateRef, current: string | null, next: string | null) {
  if (current === next) return null;
  if (next)
    await takeOwnUpload(tx, {
      uploadId: next,
      owner: candidate,
      purpose: 'candidate_profile',
    });
  return current ? markUploadRemoved(tx, current) : null;
}

/** Creates the resume (once: a second create is a conflict); the candidate lands on their profile. */
export async function createResume(
  deps: ServiceDeps,
  candidate: CandidateRef,
  input: ResumeInput & { languagePlatform?: Locale; fromImport?: boolean },
): Promise<Resume> {
  checkTags(input.tags);
  const row = await deps.db.transaction(async (tx) => {
    if (input.fromImport) await noteImportSectionSaved(tx, candidate.userId, 'userDetails');
    await takePhoto(tx, candidate, null, input.userDetails.photoUploadId);
    const values = newProfileValues(candidate.userId, input);
    const inserted = await insertProfile(tx, {
      ...values,
      ...(input.languagePlatform ? { languagePlatform: input.languagePlatform } : {}),
    });
    if (!inserted) throw new AppError('conflict');
    return inserted;
  });
  return toResume(deps, candidate, row);
}

/** The spec's own codes for skill tags: too many (array_length_not_allow), too long (tag_exceeded_max_length). */
function checkTags(tags: readonly string[]) {
  if (tags.length > SKILL_TAGS_MAX) throw new AppError('array_length_not_allow', { max: SKILL_TAGS_MAX });
  if (tags.some((tag) => tag.length > SKILL_TAG_MAX_LENGTH))
    throw new AppError('tag_exceeded_max_length', { max: SKILL_TAG_MAX_LENGTH });
}

/** A list section after the merge must keep the section's own rules (limits, no duplicates). */
function checkSection<S extends z.ZodType>(schema: S, section: string, value: unknown) {
  const parsed = schema.safeParse(value);
  if (parsed.success) return;
  throw new AppError('invalid_request_body', {
    issues: parsed.error.issues.map((issue) => ({
      path: [
        section,
        ...issue.path.map((segment) => (typeof segment === 'symbol' ? String(segment) : segment)),
      ],
      message: issue.message,
      ...('params' in issue && issue.params ? { params: issue.params } : {}),
    })),
  });
}

function merged<T extends { id: string }>(
  current: readonly T[],
  update: { removeIds: readonly string[]; newData: readonly (Omit<T, 'id'> & { id?: string })[] },
) {
  const result = mergeEntries(current, update);
  if (result.unknownIds.length > 0) throw new AppError('invalid_request_body', { field: 'removeIds' });
  return result.entries;
}

/**
 * Saves one section (PATCH /resumes); a failed save changes nothing. A section saved from the CV
 * import's review (`fromImport`) is noted on the import in the same transaction.
 */
export async function updateResume(
  deps: ServiceDeps,
  candidate: CandidateRef,
  update: ResumeUpdate,
): Promise<Resume> {
  const shape = ResumeInputSchema.shape;
  const { row, replacedKey } = await deps.db.transaction(async (tx) => {
    const current = await requireProfile(tx, candidate);
    if (update.fromImport) {
      const noted = await noteImportSectionSaved(tx, candidate.userId, update.updateType);
      // a second save of one section of the import (a double click, another tab) adds nothing twice
      if (noted === 'again') return { row: current, replacedKey: null };
    }
    let replacedKey: string | null = null;
    const changes: Parameters<typeof saveProfile>[2] = update.languagePlatform
      ? { languagePlatform: update.languagePlatform }
      : {};
    switch (update.updateType) {
      case 'userDetails':
        replacedKey = await takePhoto(
          tx,
          candidate,
          current.userDetails.photoUploadId,
          update.newData.photoUploadId,
        );
        changes.userDetails = update.newData;
        break;
      case 'workInformation':
        changes.workInformation = update.newData;
        break;
      case 'workExperiences':
        changes.workExperiences = merged(current.workExperiences, update);
        checkSection(shape.workExperiences, 'workExperiences', changes.workExperiences);
        break;
      case 'educations':
        changes.educations = merged(current.educations, update);
        checkSection(shape.educations, 'educations', changes.educations);
        break;
      case 'languages':
        changes.languages = merged(current.languages, update);
        checkSection(shape.languages, 'languages', changes.languages);
        break;
      case 'tags': {
        const tags = merged(current.tags, update);
        checkTags(tags.map((entry) => entry.tag));
        checkSection(
          shape.tags,
          'tags',
          tags.map((entry) => entry.tag),
        );
        changes.tags = tags;
        break;
      }
      case 'certifications':
        changes.certifications = merged(current.certifications, update);
        checkSection(shape.certifications, 'certifications', changes.certifications);
        break;
      case 'rewards':
        changes.rewards = merged(current.rewards, update);
        checkSection(shape.rewards, 'rewards', changes.rewards);
        break;
      case 'socialLinks':
        changes.socialLinks = merged(current.socialLinks, update);
        checkSection(shape.socialLinks, 'socialLinks', changes.socialLinks);
        break;
    }
    return { row: await saveProfile(tx, candidate.userId, changes), replacedKey };
  });
  await deleteStoredFiles(deps, [replacedKey]);
  return toResume(deps, candidate, row);
}

/** The candidate's own anonymous CV (profile/review), matched against a job's languages when given. */
export async function ownAnonymousCv(
  deps: ServiceDeps,
  candidate: CandidateRef,
  input: { id: string; jobLanguages?: Parameters<typeof toAnonymousCv>[1]['job'] },
): Promise<AnonymousCv> {
  const row = await findProfile(deps.db, candidate.userId);
  if (!row || row.id !== input.id) throw new AppError('resume_not_found');
  return toAnonymousCv(resumeOf(row), {
    now: new Date(),
    ...(input.jobLanguages ? { job: input.jobLanguages } : {}),
  });
}

/** Turns the public anonymous link on with a fresh code (an old link stops working) or off. */
export async function setPublicLink(
  deps: ServiceDeps,
  candidate: CandidateRef,
  enabled: boolean,
): Promise<Resume> {
  const row = await deps.db.transaction(async (tx) => {
    await requireProfile(tx, candidate);
    return saveProfile(tx, candidate.userId, { publicCode: enabled ? newPublicCode() : null });
  });
  return toResume(deps, candidate, row);
}

/** The anonymous CV behind a public link; a code that is off or unknown finds nothing. */
export async function publicAnonymousCv(deps: ServiceDeps, code: string): Promise<AnonymousCv> {
  const row = await findProfileByPublicCode(deps.db, code);
  if (!row) throw new AppError('resume_not_found');
  return toAnonymousCv(resumeOf(row), { now: new Date() });
}

/** The row itself, for the PDF and the data export of the same module. */
export async function ownProfileRow(deps: ServiceDeps, candidate: CandidateRef): Promise<ProfileRow> {
  const row = await findProfile(deps.db, candidate.userId);
  if (!row) throw new AppError('resume_not_found');
  return row;
}

/**
 * What For you matches jobs against: the work side of the profile only (skills, the industries of
 * the experiences, job types, languages, the place). A candidate without a resume has nothing to
 * match: resume_not_found, and the web asks them to create one.
 */
export async function matchFactsOf(deps: ServiceDeps, candidate: CandidateRef): Promise<MatchFacts> {
  const row = await ownProfileRow(deps, candidate);
  return {
    skills: row.tags.map((entry) => entry.tag),
    industries: [...new Set(row.workExperiences.map((experience) => experience.industry))],
    openTo: row.workInformation.openTo,
    languages: row.languages.map(({ iso, level }) => ({ iso, level })),
    location: row.userDetails.location,
  };
}
