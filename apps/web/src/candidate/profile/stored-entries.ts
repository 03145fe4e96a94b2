import type {
  CandidateLanguage,
  Certification,
  Education,
  Reward,
  SocialLink,
  WorkExperience,
} from '@veil/domain';
import type { Resume } from '@veil/domain/contracts';

/*
 * The list entries of a stored resume with their field types. The contract builds its stored-entry
 * schemas with a generic helper whose result TypeScript widens to `Record<string, unknown>`; the
 * entries are the domain's section types plus their id, which is what these name.
 */

type Stored<T> = T & { id: string };
export type StoredWorkExperience = Stored<WorkExperience>;
export type StoredEducation = Stored<Education>;
export type StoredLanguage = Stored<CandidateLanguage>;
export type StoredCertification = Stored<Certification>;
export type StoredReward = Stored<Reward>;
export type StoredSocialLink = Stored<SocialLink>;
export type StoredTag = Resume['tags'][number];

/** The typed list sections of a stored resume. */
export function storedLists(resume: Resume) {
  return {
    workExperiences: resume.workExperiences as StoredWorkExperience[],
    educations: resume.educations as StoredEducation[],
    languages: resume.languages as StoredLanguage[],
    certifications: resume.certifications as StoredCertification[],
    rewards: resume.rewards as StoredReward[],
    socialLinks: resume.socialLinks as StoredSocialLink[],
    tags: resume.tags,
  };
}
