import { z } from 'zod';
import { CandidateLinkKindSchema, LanguageLevelSchema } from './candidate';

/*
 * What the CV import proposes (from a PDF CV, a LinkedIn "Save to PDF" profile or a LinkedIn data
 * export): the sections of the resume as far as the file tells them, before the candidate reviews
 * them. Nothing here is saved as it is; the review screen lets the candidate complete each entry
 * (industry and company size are never in a CV) and saves it through the resume's own schemas.
 */

const text = z.string();
const month = z
  .string()
  .regex(/^\d{4}-\d{2}$/)
  .nullable();

export const RESUME_IMPORT_SOURCES = ['pdf', 'linkedin_pdf', 'linkedin_export'] as const;
export const ResumeImportSourceSchema = z.enum(RESUME_IMPORT_SOURCES);
export type ResumeImportSource = z.infer<typeof ResumeImportSourceSchema>;

export const ResumeProposalSchema = z.object({
  source: ResumeImportSourceSchema,
  /** the language the CV is written in, when it can be told */
  language: z.enum(['de', 'en']).nullable(),
  userDetails: z.object({
    firstName: text,
    lastName: text,
    email: text,
    phoneNumber: text,
    headline: text,
    location: text,
  }),
  workExperiences: z.array(
    z.object({
      company: text,
      jobTitle: text,
      workFrom: month,
      workTo: month,
      currentlyWorking: z.boolean(),
      jobDescription: text,
    }),
  ),
  educations: z.array(
    z.object({
      school: text,
      degree: text,
      majorIn: text,
      studyFrom: month,
      studyTo: month,
      currentlyStudying: z.boolean(),
    }),
  ),
  /** languages by name as written, with the ISO 639-2 code and level when they could be matched */
  languages: z.array(z.object({ name: text, iso: text.nullable(), level: LanguageLevelSchema.nullable() })),
  tags: z.array(text),
  certifications: z.array(
    z.object({
      name: text,
      issuingOrg: text,
      issueDate: month,
      expiryDate: month,
      credentialId: text,
      credentialUrl: text,
    }),
  ),
  rewards: z.array(z.object({ title: text, issuer: text })),
  socialLinks: z.array(z.object({ linkType: CandidateLinkKindSchema, link: text })),
});
export type ResumeProposal = z.infer<typeof ResumeProposalSchema>;
