import { z } from 'zod';
import { CandidateLanguagesSchema, CandidateLinkKindSchema, GenderSchema } from './candidate';
import { CompanySizeSchema, IndustrySchema } from './company';
import { JobTypeSchema } from './job';
import { noDuplicates, SkillTagsSchema, workExperiencesSchema } from './list-rules';
import { EmailSchema, LinkSchema, limitedText, PhoneSchema, requiredText } from './validation';

/*
 * The candidate's resume (spec section 3, Candidate resume): the full profile, held in the
 * candidate's vault and shown to an employer only after a reveal. Each section is saved on its own
 * (PATCH /resumes with an updateType); the form, the API and the CV import check the same schemas.
 */

/** Most entries of the list sections other than work experiences (which the spec caps at 15). */
export const RESUME_LIST_MAX = 15;

/** A month of a CV date, `YYYY-MM`: CVs name months, never days. */
export const ResumeMonthSchema = z
  .string({ error: 'validation.required' })
  .regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])$/, { error: 'validation.resume.month' });
export type ResumeMonth = z.infer<typeof ResumeMonthSchema>;

/** A date of birth, `YYYY-MM-DD`. */
export const BirthDateSchema = z.iso.date({ error: 'validation.resume.date' });

/** What a candidate is open to: the job types of the job posts. */
export const OpenToSchema = z.array(JobTypeSchema).superRefine(noDuplicates(String, 'openTo'));

export const UserDetailsSchema = z.object({
  firstName: requiredText('firstName'),
  lastName: requiredText('lastName'),
  email: EmailSchema,
  phoneNumber: PhoneSchema.optional(),
  gender: GenderSchema,
  dob: BirthDateSchema.optional(),
  headline: limitedText('basicText').default(''),
  location: limitedText('basicText').default(''),
  /** the candidate's photo: an upload of purpose candidate_profile, re-encoded without metadata */
  photoUploadId: z.uuid().nullable().default(null),
});
export type UserDetails = z.infer<typeof UserDetailsSchema>;

export const WorkInformationSchema = z.object({
  personalHeadline: limitedText('specialText').default(''),
  openTo: OpenToSchema.default([]),
});
export type WorkInformation = z.infer<typeof WorkInformationSchema>;

/** An entry that runs from a month to a month, or is still running (then it has no end month). */
function checkPeriod<K extends string>(from: K, to: K, current: K) {
  return (entry: Record<K, unknown>, ctx: z.RefinementCtx) => {
    const start = entry[from] as string;
    const end = entry[to] as string | null;
    if (!entry[current] && end === null)
      ctx.addIssue({ code: 'custom', path: [to], message: 'validation.required', params: { field: to } });
    if (end !== null && end < start)
      ctx.addIssue({ code: 'custom', path: [to], message: 'validation.resume.endBeforeStart' });
  };
}

export const WorkExperienceFields = z.object({
  company: requiredText('company', 'basicText'),
  industry: IndustrySchema,
  companySize: CompanySizeSchema,
  jobTitle: requiredText('jobTitle', 'basicText'),
  jobDescription: limitedText('jobDescription').default(''),
  workFrom: ResumeMonthSchema,
  workTo: ResumeMonthSchema.nullable().default(null),
  currentlyWorking: z.boolean().default(false),
});
const workPeriod = checkPeriod('workFrom', 'workTo', 'currentlyWorking');
export const WorkExperienceSchema = WorkExperienceFields.superRefine(workPeriod);
/** An entry of PATCH /resumes: with the id of the entry it replaces, or without one to add it. */
export const WorkExperienceEntrySchema = WorkExperienceFields.extend({ id: z.uuid().optional() }).superRefine(
  workPeriod,
);
export type WorkExperience = z.infer<typeof WorkExperienceSchema>;

export const EducationFields = z.object({
  school: requiredText('school', 'basicText'),
  degree: requiredText('degree', 'basicText'),
  majorIn: limitedText('basicText').default(''),
  studyFrom: ResumeMonthSchema,
  studyTo: ResumeMonthSchema.nullable().default(null),
  currentlyStudying: z.boolean().default(false),
});
const studyPeriod = checkPeriod('studyFrom', 'studyTo', 'currentlyStudying');
export const EducationSchema = EducationFields.superRefine(studyPeriod);
export const EducationEntrySchema = EducationFields.extend({ id: z.uuid().optional() }).superRefine(
  studyPeriod,
);
export type Education = z.infer<typeof EducationSchema>;

export const CertificationFields = z.object({
  name: requiredText('name', 'basicText'),
  issuingOrg: limitedText('basicText').default(''),
  issueDate: ResumeMonthSchema.nullable().default(null),
  expiryDate: ResumeMonthSchema.nullable().default(null),
  credentialId: limitedText('basicText').default(''),
  credentialUrl: z.union([z.literal(''), LinkSchema]).default(''),
});
const validity = (entry: { issueDate: string | null; expiryDate: string | null }, ctx: z.RefinementCtx) => {
  if (entry.issueDate && entry.expiryDate && entry.expiryDate < entry.issueDate)
    ctx.addIssue({ code: 'custom', path: ['expiryDate'], message: 'validation.resume.endBeforeStart' });
};
export const CertificationSchema = CertificationFields.superRefine(validity);
export const CertificationEntrySchema = CertificationFields.extend({ id: z.uuid().optional() }).superRefine(
  validity,
);
export type Certification = z.infer<typeof CertificationSchema>;

export const RewardSchema = z.object({
  title: requiredText('title', 'basicText'),
  issuer: limitedText('basicText').default(''),
});
export type Reward = z.infer<typeof RewardSchema>;

/** One link of the profile by kind (LinkedIn, GitHub, portfolio, website and two others). */
export const SocialLinkSchema = z.object({ linkType: CandidateLinkKindSchema, link: LinkSchema });
export type SocialLink = z.infer<typeof SocialLinkSchema>;

const listOf = <T extends z.ZodType>(entry: T) =>
  z.array(entry).max(RESUME_LIST_MAX, { error: 'validation.tooMany' });

export const WorkExperiencesSchema = workExperiencesSchema(WorkExperienceSchema);
export const EducationsSchema = listOf(EducationSchema);
export const CertificationsSchema = listOf(CertificationSchema);
export const RewardsSchema = listOf(RewardSchema);
export const SocialLinksSchema = z
  .array(SocialLinkSchema)
  .superRefine(noDuplicates((link: SocialLink) => link.linkType, 'links', ['linkType']));

/** The whole resume as the candidate writes it (ids and stored state are added by the API). */
export const ResumeInputSchema = z.object({
  userDetails: UserDetailsSchema,
  workInformation: WorkInformationSchema.default({ personalHeadline: '', openTo: [] }),
  workExperiences: WorkExperiencesSchema.default([]),
  educations: EducationsSchema.default([]),
  languages: CandidateLanguagesSchema.default([]),
  tags: SkillTagsSchema.default([]),
  certifications: CertificationsSchema.default([]),
  rewards: RewardsSchema.default([]),
  socialLinks: SocialLinksSchema.default([]),
});
export type ResumeInput = z.infer<typeof ResumeInputSchema>;

/**
 * The sections the profile page saves one at a time (PATCH /resumes `updateType`). List sections
 * replace the whole list: the spec's `removeIds` and `newData` are both expressed by the new list.
 */
export const RESUME_SECTIONS = [
  'userDetails',
  'workInformation',
  'workExperiences',
  'educations',
  'languages',
  'tags',
  'certifications',
  'rewards',
  'socialLinks',
] as const;
export type ResumeSection = (typeof RESUME_SECTIONS)[number];
export const ResumeSectionSchema = z.enum(RESUME_SECTIONS);

/** Duration of an entry in whole years and months, counting both the first and the last month. */
export function monthsBetween(from: ResumeMonth, to: ResumeMonth): number {
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  return Math.max(0, (ty - fy) * 12 + (tm - fm) + 1);
}

/** The month of a date, `YYYY-MM`, as the end of an entry that is still running. */
export function monthOf(date: Date): ResumeMonth {
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}
