import type { Resume } from '@veil/domain/contracts';

/* The list entries of a stored resume: the domain's section types plus their id. */

export type StoredWorkExperience = Resume['workExperiences'][number];
export type StoredEducation = Resume['educations'][number];
export type StoredLanguage = Resume['languages'][number];
export type StoredCertification = Resume['certifications'][number];
export type StoredReward = Resume['rewards'][number];
export type StoredSocialLink = Resume['socialLinks'][number];
export type StoredTag = Resume['tags'][number];

/** The list sections of a stored resume. */
export function storedLists(resume: Resume) {
  const { workExperiences, educations, languages, certifications, rewards, socialLinks, tags } = resume;
  return { workExperiences, educations, languages, certifications, rewards, socialLinks, tags };
}
