import type { ResumeProposal } from '@veil/domain';
import { ImportReviewSectionSchema, type Resume } from '@veil/domain/contracts';
import type { CertificationValues } from '../profile/sections/certifications-section';
import type { EducationValues } from '../profile/sections/educations-section';
import type { LanguageValues } from '../profile/sections/languages-section';
import { newRowKey, type Row } from '../profile/sections/list-update';
import type { RewardValues } from '../profile/sections/rewards-section';
import type { SocialLinkValues } from '../profile/sections/social-links-section';
import type { TagValues } from '../profile/sections/tags-section';
import type { UserDetailsValues } from '../profile/sections/user-details-fields';
import type { WorkExperienceValues } from '../profile/sections/work-experiences-section';

/*
 * The proposal of a CV import as the values of the profile's own section forms. What a CV never
 * says (industry, company size, gender) starts empty, so the form asks for it; months the file did
 * not name start empty too.
 */

/** The list sections an import can propose, in the order the review shows them. */
export const PROPOSED_LISTS = ImportReviewSectionSchema.exclude(['userDetails']).options;
export type ProposedList = (typeof PROPOSED_LISTS)[number];

function rows<V>(values: V[]): Row<V>[] {
  return values.map((value) => ({ ...value, key: newRowKey() }));
}

/**
 * The personal details to review: the proposal's, the account's e-mail (the address the candidate
 * signs in with), and for a candidate who has a resume the stored values where the file says nothing.
 */
export function proposedUserDetails(
  proposal: ResumeProposal,
  sessionEmail: string,
  stored: Resume['userDetails'] | null,
): UserDetailsValues {
  const from = proposal.userDetails;
  const either = (value: string, kept: string | undefined) => (value.trim() === '' ? (kept ?? '') : value);
  return {
    firstName: either(from.firstName, stored?.firstName),
    lastName: either(from.lastName, stored?.lastName),
    email: stored?.email ?? (sessionEmail || from.email),
    phoneNumber: either(from.phoneNumber, stored?.phoneNumber),
    gender: stored?.gender ?? null,
    dob: stored?.dob ?? '',
    headline: either(from.headline, stored?.headline),
    location: either(from.location, stored?.location),
  };
}

/** Each proposed list section's entries as rows of its form. */
export function proposedRows(proposal: ResumeProposal) {
  return {
    workExperiences: rows<WorkExperienceValues>(
      proposal.workExperiences.map((entry) => ({
        company: entry.company,
        industry: null,
        companySize: null,
        jobTitle: entry.jobTitle,
        jobDescription: entry.jobDescription,
        workFrom: entry.workFrom ?? '',
        workTo: entry.workTo ?? '',
        currentlyWorking: entry.currentlyWorking,
      })),
    ),
    educations: rows<EducationValues>(
      proposal.educations.map((entry) => ({
        school: entry.school,
        degree: entry.degree,
        majorIn: entry.majorIn,
        studyFrom: entry.studyFrom ?? '',
        studyTo: entry.studyTo ?? '',
        currentlyStudying: entry.currentlyStudying,
      })),
    ),
    languages: rows<LanguageValues>(proposal.languages.map(({ iso, level }) => ({ iso, level }))),
    tags: rows<TagValues>(proposal.tags.map((tag) => ({ tag }))),
    certifications: rows<CertificationValues>(
      proposal.certifications.map((entry) => ({
        name: entry.name,
        issuingOrg: entry.issuingOrg,
        issueDate: entry.issueDate ?? '',
        expiryDate: entry.expiryDate ?? '',
        credentialId: entry.credentialId,
        credentialUrl: entry.credentialUrl,
      })),
    ),
    rewards: rows<RewardValues>(proposal.rewards.map(({ title, issuer }) => ({ title, issuer }))),
    socialLinks: rows<SocialLinkValues>(
      proposal.socialLinks.map(({ linkType, link }) => ({ linkType, link })),
    ),
  } satisfies Record<ProposedList, unknown[]>;
}

/** The language names the file gave that could not be matched, by row (null where it was matched). */
export function unrecognisedLanguages(proposal: ResumeProposal): (string | null)[] {
  return proposal.languages.map((entry) => (entry.iso === null ? entry.name : null));
}

/** The language names whose level the file did not say ("Deutsch (Muttersprache), Englisch"), by row. */
export function languagesWithoutLevel(proposal: ResumeProposal): (string | null)[] {
  return proposal.languages.map((entry) => (entry.iso !== null && entry.level === null ? entry.name : null));
}
