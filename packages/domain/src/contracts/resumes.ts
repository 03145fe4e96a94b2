import { oc } from '@orpc/contract';
import { z } from 'zod';
import { AnonymousCvSchema } from '../anonymous-cv';
import { CandidateLanguageSchema } from '../candidate';
import { SUPPORTED_LOCALES } from '../i18n/locales';
import { PageQuerySchema, pageOf } from '../paging';
import {
  CertificationEntrySchema,
  CertificationFields,
  EducationEntrySchema,
  EducationFields,
  ResumeInputSchema,
  ResumeSectionSchema,
  RewardSchema,
  SocialLinkSchema,
  UserDetailsSchema,
  WorkExperienceEntrySchema,
  WorkExperienceFields,
  WorkInformationSchema,
} from '../resume';
import { ParserResultSchema, ResumeParsingStateSchema } from '../resume-parsing';
import { ResumeProposalSchema } from '../resume-proposal';
import { CandidateJobListItemSchema } from './jobs';

/*
 * The candidate's resume (spec section 7, Candidate API): the full profile, read and written by its
 * candidate alone; its anonymous CV; the PDF; the CV import; the public anonymous link; the data
 * export. No employer route reads any of it: employers read anonymous CVs stored per application.
 */

const id = z.uuid();
const LocaleSchema = z.enum(SUPPORTED_LOCALES);
const stored = <S extends z.ZodRawShape>(fields: z.ZodObject<S>) => fields.extend({ id });

export const StoredWorkExperienceSchema = stored(WorkExperienceFields);
export const StoredEducationSchema = stored(EducationFields);
export const StoredCertificationSchema = stored(CertificationFields);
export const StoredRewardSchema = stored(RewardSchema);
export const StoredSocialLinkSchema = stored(SocialLinkSchema);
export const StoredLanguageSchema = stored(CandidateLanguageSchema);
export const StoredTagSchema = z.object({ id, tag: z.string() });

/** The resume as its candidate reads it: every section, each list entry with its id. */
export const ResumeSchema = z.object({
  id,
  candidateId: z.string(),
  userDetails: UserDetailsSchema.extend({
    /** a short-lived link to the photo, for its owner */
    profilePictureUrl: z.string().nullable(),
  }),
  workInformation: WorkInformationSchema,
  workExperiences: z.array(StoredWorkExperienceSchema),
  educations: z.array(StoredEducationSchema),
  languages: z.array(StoredLanguageSchema),
  tags: z.array(StoredTagSchema),
  certifications: z.array(StoredCertificationSchema),
  rewards: z.array(StoredRewardSchema),
  socialLinks: z.array(StoredSocialLinkSchema),
  /** the language the candidate uses the platform in (mails, the PDF's default) */
  languagePlatform: LocaleSchema,
  /** the public anonymous link's code while it is on */
  publicCode: z.string().nullable(),
  updatedAt: z.iso.datetime(),
});
export type Resume = z.infer<typeof ResumeSchema>;

/**
 * A skill tag as the API takes it: the limits of 15 tags and 100 characters are checked by the
 * service, which answers with the spec's own codes (array_length_not_allow, tag_exceeded_max_length).
 */
const looseTag = z.string().trim().min(1, { error: 'validation.required' }).max(1000);

const removeIds = z.array(id).max(100).default([]);
const languagePlatform = LocaleSchema.optional();

/**
 * The sections of a CV import's review, in the profile's order, each saved on its own: every
 * section but the work information, which no CV states.
 */
export const ImportReviewSectionSchema = ResumeSectionSchema.exclude(['workInformation']);
export type ImportReviewSection = z.infer<typeof ImportReviewSectionSchema>;

/**
 * The section is saved from the CV import's review: the import notes it as saved in the same
 * transaction, so the review shows it saved after a reload, and a second save of it (a double click,
 * another tab) adds nothing twice but answers with the resume as it is.
 */
const fromImport = z.boolean().optional();
const listUpdate = <N extends string, E extends z.ZodType>(updateType: N, entry: E) =>
  z.object({
    updateType: z.literal(updateType),
    /** ids of the entries to remove */
    removeIds,
    /** entries to add (without an id) or to replace (with the id of the entry they replace) */
    newData: z.array(entry).max(100).default([]),
    languagePlatform,
    fromImport,
  });

/**
 * PATCH /resumes (spec: `{updateType, removeIds, newData, languagePlatform}`): one section at a time.
 * The two single sections take their new value; list sections remove and add or replace entries,
 * and the list that results must keep the section's rules (limits, no duplicates).
 */
export const ResumeUpdateSchema = z.discriminatedUnion('updateType', [
  z.object({
    updateType: z.literal('userDetails'),
    newData: UserDetailsSchema,
    languagePlatform,
    fromImport,
  }),
  z.object({
    updateType: z.literal('workInformation'),
    newData: WorkInformationSchema,
    languagePlatform,
    fromImport,
  }),
  listUpdate('workExperiences', WorkExperienceEntrySchema),
  listUpdate('educations', EducationEntrySchema),
  listUpdate('languages', CandidateLanguageSchema.extend({ id: id.optional() })),
  listUpdate('tags', z.object({ id: id.optional(), tag: looseTag })),
  listUpdate('certifications', CertificationEntrySchema),
  listUpdate('rewards', RewardSchema.extend({ id: id.optional() })),
  listUpdate('socialLinks', SocialLinkSchema.extend({ id: id.optional() })),
]);
export type ResumeUpdate = z.infer<typeof ResumeUpdateSchema>;

export const ResumeCreateSchema = ResumeInputSchema.extend({
  tags: z.array(looseTag).max(100).default([]),
  languagePlatform,
  fromImport,
});

export const ResumeAnonymousQuerySchema = z.object({
  id,
  /** match the languages against this job's */
  jobId: z.uuid().optional(),
});

/** A generated file in a JSON body: its name, type and base64 bytes. */
export const ResumeFileSchema = z.object({
  fileName: z.string(),
  mediaType: z.string(),
  content: z.string(),
});

/** The state of the CV import (spec section 4, Resume parsing) and, once it succeeded, its proposal. */
export const ResumeImportSchema = z.object({
  state: ResumeParsingStateSchema,
  result: ParserResultSchema.nullable(),
  /** what went wrong, as an error code the web shows in the reader's language */
  errorCode: z.string().nullable(),
  proposal: ResumeProposalSchema.nullable(),
  /** the review's sections saved so far (`fromImport`), so a reload shows them saved */
  savedSections: z.array(ImportReviewSectionSchema),
  startedAt: z.iso.datetime().nullable(),
});
export type ResumeImport = z.infer<typeof ResumeImportSchema>;

/** The import state of a candidate who has none (not started, or discarded). */
export const NO_RESUME_IMPORT: Readonly<ResumeImport> = Object.freeze({
  state: 'not_started',
  result: null,
  errorCode: null,
  proposal: null,
  savedSections: [],
  startedAt: null,
});

/**
 * What the CV import reads: a PDF uploaded through POST /media (candidate_pdf_cv), or a LinkedIn data
 * export (the ZIP, or one of its CSV files) sent in the body as base64.
 */
export const ResumeImportSourceSchema = z.union([
  z.object({ uploadId: z.uuid() }),
  z.object({
    fileName: z.string().trim().min(1).max(255),
    content: z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: 'validation.invalidFormat' }),
  }),
]);

export const PublicAnonymousProfileSchema = z.object({ anonymousCv: AnonymousCvSchema });

/** Why a job is shown in For you, in a few words the card says. */
export const FOR_YOU_REASONS = ['skills', 'industry', 'jobType', 'languages', 'location'] as const;
export const ForYouReasonSchema = z.object({
  kind: z.enum(FOR_YOU_REASONS),
  /** the matched values where they say more than the kind (the shared skill tags) */
  values: z.array(z.string()),
});
export const ForYouJobSchema = CandidateJobListItemSchema.extend({ reasons: z.array(ForYouReasonSchema) });
export type ForYouJob = z.infer<typeof ForYouJobSchema>;

const tags = ['resumes'];

export const resumesContract = {
  get: oc
    .route({
      method: 'GET',
      path: '/resumes',
      summary: "The candidate's resume, or null before it is created",
      tags,
    })
    .output(z.object({ resume: ResumeSchema.nullable() })),
  create: oc
    .route({ method: 'POST', path: '/resumes', summary: 'Create the resume (once)', tags })
    .input(ResumeCreateSchema)
    .output(ResumeSchema),
  update: oc
    .route({ method: 'PATCH', path: '/resumes', summary: 'Save one section, named by updateType', tags })
    .input(ResumeUpdateSchema)
    .output(ResumeSchema),
  anonymous: oc
    .route({
      method: 'GET',
      path: '/resumes/{id}/anonymous',
      summary: 'What an employer will see: the anonymous CV, matched against a job when one is named',
      tags,
    })
    .input(ResumeAnonymousQuerySchema)
    .output(AnonymousCvSchema),
  downloadPdf: oc
    .route({
      method: 'GET',
      path: '/resumes/download_pdf',
      summary: 'The full CV as a PDF in German or English',
      tags,
    })
    .input(z.object({ language: LocaleSchema }))
    .output(ResumeFileSchema),
  exportData: oc
    .route({
      method: 'GET',
      path: '/resumes/export',
      summary: 'Everything the platform holds about the candidate, as one JSON file (GDPR Art. 15 and 20)',
      tags,
    })
    .output(ResumeFileSchema),
  startImport: oc
    .route({
      method: 'POST',
      path: '/resumes/pdf',
      summary: 'Import an uploaded CV (PDF, LinkedIn PDF or LinkedIn export) in the background',
      tags,
    })
    .input(ResumeImportSourceSchema)
    .output(ResumeImportSchema),
  discardImport: oc
    .route({ method: 'DELETE', path: '/resumes/pdf', summary: 'Forget the CV import and its proposal', tags })
    .output(ResumeImportSchema),
  importState: oc
    .route({
      method: 'GET',
      path: '/resumes/pdf',
      summary: 'The state of the CV import and its proposal',
      tags,
    })
    .output(ResumeImportSchema),
  setPublicLink: oc
    .route({
      method: 'PUT',
      path: '/resumes/public-link',
      summary: 'Turn the public anonymous link on (with a new code) or off',
      tags,
    })
    .input(z.object({ enabled: z.boolean() }))
    .output(ResumeSchema),
  forYou: oc
    .route({
      method: 'GET',
      path: '/jobs/for-you',
      summary: "For you: open jobs ranked by how well they match the candidate's profile",
      tags: ['jobs'],
    })
    .input(PageQuerySchema)
    .output(pageOf(ForYouJobSchema)),
  getPublic: oc
    .route({
      method: 'GET',
      path: '/anonymous-profiles/{code}',
      summary: 'A public anonymous profile, by the code of its link (open to everybody)',
      tags,
    })
    .input(z.object({ code: z.string().min(1).max(64) }))
    .output(PublicAnonymousProfileSchema),
};
