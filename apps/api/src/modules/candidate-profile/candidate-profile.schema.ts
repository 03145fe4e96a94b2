import type {
  CandidateLanguage,
  Certification,
  Education,
  Locale,
  ParserResult,
  ResumeParsingState,
  ResumeProposal,
  Reward,
  SocialLink,
  UserDetails,
  WorkExperience,
  WorkInformation,
} from '@veil/domain';
import type { ImportReviewSection } from '@veil/domain/contracts';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { candidates, uploads } from '../../db/schema';

type Stored<T> = T & { id: string };

/**
 * The identity vault (ARCHITECTURE, "The one promise"): a candidate's resume, one row per candidate,
 * one JSON column per section as the profile page saves them (each list entry with its id). Only
 * this module reads it; employers read the anonymous CV built from it (anonymous-cv.service.ts).
 * `public_code` is the code of the public anonymous link while it is on.
 */
export const candidateProfiles = pgTable('candidate_profiles', {
  id: uuid('id').primaryKey().defaultRandom(),
  candidateId: text('candidate_id')
    .notNull()
    .unique()
    .references(() => candidates.id, { onDelete: 'cascade' }),
  userDetails: jsonb('user_details').$type<UserDetails>().notNull(),
  workInformation: jsonb('work_information').$type<WorkInformation>().notNull(),
  workExperiences: jsonb('work_experiences').$type<Stored<WorkExperience>[]>().notNull().default([]),
  educations: jsonb('educations').$type<Stored<Education>[]>().notNull().default([]),
  languages: jsonb('languages').$type<Stored<CandidateLanguage>[]>().notNull().default([]),
  tags: jsonb('tags').$type<{ id: string; tag: string }[]>().notNull().default([]),
  certifications: jsonb('certifications').$type<Stored<Certification>[]>().notNull().default([]),
  rewards: jsonb('rewards').$type<Stored<Reward>[]>().notNull().default([]),
  socialLinks: jsonb('social_links').$type<Stored<SocialLink>[]>().notNull().default([]),
  languagePlatform: text('language_platform').$type<Locale>().notNull().default('de'),
  publicCode: text('public_code').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The candidate's CV import (spec section 4, Resume parsing), one at a time: the file it reads (an
 * upload of a PDF, or a LinkedIn export kept under `storage_key` until it is read), its state and,
 * once read, the proposal the candidate reviews and the sections of it saved so far. The file is
 * deleted as soon as it has been read.
 */
export const resumeImports = pgTable(
  'resume_imports',
  {
    candidateId: text('candidate_id')
      .primaryKey()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    state: text('state').$type<ResumeParsingState>().notNull(),
    result: text('result').$type<ParserResult>(),
    errorCode: text('error_code'),
    uploadId: uuid('upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    storageKey: text('storage_key'),
    fileName: text('file_name').notNull(),
    proposal: jsonb('proposal').$type<ResumeProposal>(),
    /** the review's sections the candidate saved from this import (PATCH/POST /resumes `fromImport`) */
    savedSections: text('saved_sections')
      .array()
      .$type<ImportReviewSection[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('resume_imports_upload_idx').on(t.uploadId)],
);
