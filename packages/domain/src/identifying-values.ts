import type { ResumeInput } from './resume';

/*
 * The one list of what identifies a candidate (issue 36; ARCHITECTURE "The one promise"): every
 * value of the profile that the redaction masks wherever the candidate types it into free text that
 * employers read. The patterns that need no profile (contacts of anyone, dates, birth years, names
 * of other people) live in redaction-patterns.ts and other-persons.ts; redaction.ts applies both.
 */

/** The candidate's personal values the redaction looks for, by the kind of data they are. */
export type PersonalValues = {
  names: readonly string[];
  emails: readonly string[];
  phones: readonly string[];
  links: readonly string[];
  /** employers and the issuers of certifications and rewards */
  organisations: readonly string[];
  schools?: readonly string[];
  /** the town and region the candidate lives in */
  places?: readonly string[];
  /** `YYYY-MM-DD` */
  birthDates?: readonly string[];
  /** certification names and credential ids */
  credentials?: readonly string[];
  /** reward titles */
  awards?: readonly string[];
  majors?: readonly string[];
};

/** No values at all: only the patterns that need no profile apply. */
export const NO_PERSONAL_VALUES: PersonalValues = {
  names: [],
  emails: [],
  phones: [],
  links: [],
  organisations: [],
};

const filled = (values: readonly string[]) =>
  values.map((value) => value.trim()).filter((value) => value !== '');

/** The candidate's personal values that the redaction looks for in their free text. */
export function personalValuesOf(resume: ResumeInput): PersonalValues {
  const { userDetails } = resume;
  return {
    names: [userDetails.firstName, userDetails.lastName, `${userDetails.firstName} ${userDetails.lastName}`],
    emails: [userDetails.email],
    phones: userDetails.phoneNumber ? [userDetails.phoneNumber] : [],
    links: filled([
      ...resume.socialLinks.map((link) => link.link),
      ...resume.certifications.map((c) => c.credentialUrl),
    ]),
    organisations: filled([
      ...resume.workExperiences.map((experience) => experience.company),
      ...resume.certifications.map((c) => c.issuingOrg),
      ...resume.rewards.map((reward) => reward.issuer),
    ]),
    schools: filled(resume.educations.map((education) => education.school)),
    // "Dresden, Sachsen" or "Raum Stuttgart": the town and the region are each a value
    places: filled(userDetails.location.split(/[,;/()]|\s[-–]\s/u)),
    birthDates: userDetails.dob ? [userDetails.dob] : [],
    credentials: filled(resume.certifications.flatMap((c) => [c.name, c.credentialId])),
    awards: filled(resume.rewards.map((reward) => reward.title)),
    majors: filled(resume.educations.map((education) => education.majorIn)),
  };
}
