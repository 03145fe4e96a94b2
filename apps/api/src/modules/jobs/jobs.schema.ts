import type {
  AudioQuestion,
  ContractType,
  ExperienceOption,
  Industry,
  JobLanguage,
  JobStatus,
  JobType,
  ScreeningQuestion,
  WorkArrangement,
} from '@veil/domain';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { candidates, companies } from '../../db/schema';

/**
 * A job post (spec section 3, Job post). Rich text sections hold sanitised HTML; a draft is seen by
 * its company only. `sharable_code` is the unguessable part of the shareable link; a new one retires
 * the old. Amounts of the salary range are whole euros a year, 0–0 meaning "not given".
 */
export const jobPosts = pgTable(
  'job_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    jobTitle: text('job_title').notNull(),
    jobTypeDescription: text('job_type_description').notNull().default(''),
    jobTypes: text('job_types').array().$type<JobType[]>().notNull(),
    contractType: text('contract_type').$type<ContractType>().notNull(),
    experience: text('experience').$type<ExperienceOption>().notNull(),
    officeLocation: text('office_location').notNull(),
    workPlace: text('work_place').array().$type<WorkArrangement[]>().notNull(),
    salaryFrom: integer('salary_from').notNull().default(0),
    salaryTo: integer('salary_to').notNull().default(0),
    industry: text('industry').$type<Industry>().notNull(),
    responsibilities: text('responsibilities').notNull().default(''),
    requirements: text('requirements').notNull().default(''),
    benefits: text('benefits').notNull().default(''),
    infos: text('infos').notNull().default(''),
    skillTags: text('skill_tags').array().notNull().default(sql`'{}'::text[]`),
    screeningQuestions: jsonb('screening_questions').$type<ScreeningQuestion[]>().notNull().default([]),
    audioQuestions: jsonb('audio_questions').$type<AudioQuestion[]>().notNull().default([]),
    languages: jsonb('languages').$type<JobLanguage[]>().notNull().default([]),
    status: text('status').$type<JobStatus>().notNull().default('draft'),
    sharableCode: text('sharable_code').notNull().unique(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** the employer user who created it (kept as text: the account may be deleted later) */
    createdBy: text('created_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by'),
  },
  (t) => [
    // the employer's list: a company's jobs, newest first, keyset paged
    index('job_posts_company_created_idx').on(t.companyId, t.createdAt, t.id),
    // the admin's list: every job, newest first
    index('job_posts_created_idx').on(t.createdAt, t.id),
    // the admin's and the employer's status filter: one status, newest first, without skipping the others
    index('job_posts_status_created_idx').on(t.status, t.createdAt, t.id),
    // title search in the employer's and the admin's lists (ILIKE '%…%')
    index('job_posts_title_trgm_idx').using('gin', sql`${t.jobTitle} gin_trgm_ops`),
    // The candidate's search (job-search.queries.ts) reads published jobs only: every index it uses
    // is partial on `status <> 'draft'`, so drafts cost it nothing. The full-text columns
    // (title_search, head_search, doc_search) and their GIN indexes are generated columns written by
    // hand in migration 0012 and deliberately left out of this table's Drizzle columns, so that
    // `select()` of a job never reads them. Likewise migration 0018's covering index for industries
    // with experiences (job_posts_industry_experience_published_idx: one range per pair, newest
    // first, INCLUDE of the other filters' columns and, since migration 0028, the status) and migration 0026's GIN index of the skill tags'
    // own vector (job_posts_skill_search_idx), which drizzle-kit cannot express.
    // newest published first, keyset paged
    index('job_posts_published_idx').on(t.publishedAt, t.id).where(sql`status <> 'draft'`),
    index('job_posts_industry_published_idx')
      .on(t.industry, t.publishedAt, t.id)
      .where(sql`status <> 'draft'`),
    index('job_posts_experience_published_idx')
      .on(t.experience, t.publishedAt, t.id)
      .where(sql`status <> 'draft'`),
    index('job_posts_job_types_idx').using('gin', t.jobTypes).where(sql`status <> 'draft'`),
    // salary ranges that reach into the wanted one (salary_to >= from and salary_from <= to): plain
    // columns, so the planner estimates them from their statistics; jobs without a salary (0–0) are
    // not in it
    index('job_posts_salary_idx')
      .on(t.salaryTo, t.salaryFrom)
      .where(sql`status <> 'draft' and salary_to > 0`),
    // a place, newest first: the places the location stands for come from job_places (migration 0025)
    index('job_posts_place_published_idx')
      .on(t.officeLocation, t.publishedAt, t.id)
      .where(sql`status <> 'draft'`),
  ],
);

/**
 * The words of published job titles (lower case, as `to_tsvector('simple', …)` splits them): the
 * vocabulary a misspelt keyword is corrected against ("Projektmanagr" → "projektmanager"), a few
 * thousand rows where matching the typo against every title by trigram read tens of thousands of
 * jobs. Kept by a trigger on job_posts (migrations 0020, 0023) whenever a job is published,
 * unpublished, retitled or deleted, so every writer keeps it; words of drafts never enter it. `jobs`
 * counts the published jobs whose titles hold the word; a word that none holds any more leaves, so a
 * correction never names a word that finds nothing.
 */
export const jobTitleWords = pgTable(
  'job_title_words',
  { word: text('word').primaryKey(), jobs: integer('jobs').notNull().default(0) },
  (t) => [index('job_title_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);

/**
 * The vocabulary of places: each office location of the jobs a candidate can find (published, of an
 * active company), with how many such jobs it has. A location the candidate types is looked up here,
 * among a few thousand places, and the search then matches those places exactly (migration 0025).
 */
export const jobPlaces = pgTable(
  'job_places',
  { place: text('place').primaryKey(), jobs: integer('jobs').notNull().default(0) },
  (t) => [index('job_places_trgm_idx').using('gin', sql`${t.place} gin_trgm_ops`)],
);

/** A job a candidate saved (the Saved tab), newest first. */
export const savedJobs = pgTable(
  'saved_jobs',
  {
    candidateId: text('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobPosts.id, { onDelete: 'cascade' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.candidateId, t.jobId] }),
    index('saved_jobs_candidate_saved_idx').on(t.candidateId, t.savedAt, t.jobId),
    index('saved_jobs_job_idx').on(t.jobId),
  ],
);
