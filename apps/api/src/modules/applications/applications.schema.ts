import type { AnonymousCv, ApplicationStatus, WithdrawReason } from '@veil/domain';
import type { DELETED_DATA_TYPES, DELETION_REASONS, ScreeningAnswer } from '@veil/domain/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { candidates, companies, employerUsers, mailMessages } from '../../db/schema';
import { jobPosts } from '../jobs/jobs.schema';

/*
 * Applications (spec section 3, Application and Deletion log). What an employer reads of a candidate
 * is stored here when the application is sent: the anonymous CV (built by the vault's one door) and
 * the screening answers with the candidate's personal values masked. The answers as the candidate
 * wrote them are not here: they live in the vault (./vault/vault.schema.ts), which employer-facing
 * code cannot import.
 */

/** One candidate's application to one job; a withdrawal erases the row and everything below it. */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    // no cascade: deleting a job erases its applications first and writes their deletion logs
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobPosts.id),
    candidateId: text('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    /** the application number, per company, given when it is sent */
    sequenceNumber: integer('sequence_number'),
    status: text('status').$type<ApplicationStatus>().notNull().default('applying'),
    /** what employers read: the answers with the candidate's personal values masked, set when sent */
    sharedAnswers: jsonb('shared_answers').$type<ScreeningAnswer[]>().notNull().default([]),
    /** the anonymous CV sent with it */
    anonymousCv: jsonb('anonymous_cv').$type<AnonymousCv>(),
    /** words of the anonymous CV the board's keyword searches (never anything personal) */
    searchText: text('search_text').notNull().default(''),
    personInChargeId: text('person_in_charge_id').references(() => employerUsers.id, {
      onDelete: 'set null',
    }),
    isSelected: boolean('is_selected').notNull().default(false),
    overallRating: real('overall_rating'),
    rejectionNote: text('rejection_note'),
    rejectionReason: text('rejection_reason'),
    /** the candidate chose to reveal their full profile to this company (the reveal work sets it) */
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    screeningStartedAt: timestamp('screening_started_at', { withTimezone: true }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    // the audio interview (issue 37; spec section 3: dueDate, audioInvitation, submitAudioScreeningAnswerAt)
    dueDate: timestamp('due_date', { withTimezone: true }),
    audioInvitedAt: timestamp('audio_invited_at', { withTimezone: true }),
    /** the one extension of the due date */
    dueDateExtendedAt: timestamp('due_date_extended_at', { withTimezone: true }),
    submitAudioScreeningAnswerAt: timestamp('submit_audio_screening_answer_at', { withTimezone: true }),
    writtenAlternativeRequestedAt: timestamp('written_alternative_requested_at', { withTimezone: true }),
    /**
     * the reminders sent for the current due date (hours before it: 72, 48, 24); the reminder job adds
     * one in the same statement that checks it is missing, so two workers never both send it
     */
    audioRemindersSent: smallint('audio_reminders_sent').array().notNull().default(sql`'{}'`),
    // the interview invitation (issue 38; spec section 3: interviewAt, isInterviewSent), modules/interviews
    /** the start of the slot the candidate confirmed */
    interviewAt: timestamp('interview_at', { withTimezone: true }),
    isInterviewSent: boolean('is_interview_sent').notNull().default(false),
    /** when the invitation was last sent (approved, or changed and resent) */
    interviewSentAt: timestamp('interview_sent_at', { withTimezone: true }),
    /** raised by every change, so a page can tell it is stale */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('applications_candidate_job_key').on(t.candidateId, t.jobId),
    // the board: a company's sent applications by number, all, by status or by job (keyset paged)
    uniqueIndex('applications_company_sequence_key').on(t.companyId, t.sequenceNumber),
    index('applications_company_status_sequence_idx').on(t.companyId, t.status, t.sequenceNumber),
    index('applications_company_job_sequence_idx').on(t.companyId, t.jobId, t.sequenceNumber),
    index('applications_job_idx').on(t.jobId, t.status),
    index('applications_person_in_charge_idx').on(t.personInChargeId),
    // the candidate's list
    index('applications_candidate_created_idx').on(t.candidateId, t.createdAt, t.id),
    // the board's keyword (ILIKE '%…%')
    index('applications_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // retention: rejected applications by rejection date
    index('applications_rejected_idx').on(t.rejectedAt).where(sql`status = 'rejected'`),
    // the audio reminders: open audio interviews by due date
    index('applications_recording_due_idx')
      .on(t.dueDate)
      .where(sql`status = 'recording' AND submit_audio_screening_answer_at IS NULL`),
  ],
);

/** Who reviews an application: screening reviewers (in their order) and audio reviewers. */
export const applicationReviewers = pgTable(
  'application_reviewers',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    reviewerId: text('reviewer_id')
      .notNull()
      .references(() => employerUsers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'screening' | 'audio'>().notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.kind, t.reviewerId] }),
    // a reviewer's board
    index('application_reviewers_reviewer_idx').on(t.reviewerId, t.kind, t.applicationId),
  ],
);

/**
 * The columns a reviewer's ratings of one application have, whatever was rated: the ratings
 * outlive the reviewer's account, since deleting it empties `reviewer_id` and the rating stays under
 * the name kept with it (docs/decisions/010-departing-accounts.md). A function, so that each table
 * builds columns of its own.
 */
const reviewColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  applicationId: uuid('application_id')
    .notNull()
    .references(() => applications.id, { onDelete: 'cascade' }),
  /** null once the reviewer's account was deleted */
  reviewerId: text('reviewer_id').references(() => employerUsers.id, { onDelete: 'set null' }),
  /** the reviewer's name when they rated, shown once the account is gone */
  reviewerName: text('reviewer_name').notNull(),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  answers: jsonb('answers')
    .$type<{ questionId: string; rating: number; comment: string }[]>()
    .notNull()
    .default([]),
  /** the mean of all the ratings given */
  score: real('score').notNull(),
  submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The indexes of a table of `reviewColumns`, named after the table. */
const reviewIndexes = (
  table: string,
  t: { applicationId: AnyPgColumn; reviewerId: AnyPgColumn; companyId: AnyPgColumn },
) => [
  // one rating per reviewer and application (a former member's rows have no id and do not collide)
  uniqueIndex(`${table}_application_reviewer_key`).on(t.applicationId, t.reviewerId),
  index(`${table}_reviewer_idx`).on(t.reviewerId),
  index(`${table}_company_idx`).on(t.companyId, t.reviewerId),
];

/** A reviewer's ratings of one application: the CV and every screening answer, submitted once. */
export const applicationReviews = pgTable(
  'application_reviews',
  {
    ...reviewColumns(),
    cvRating: integer('cv_rating').notNull(),
    cvComment: text('cv_comment').notNull().default(''),
    /** the score minus the application's average while others rated it too (calibration) */
    spread: real('spread'),
  },
  (t) => reviewIndexes('application_reviews', t),
);

/** An audio reviewer's ratings of one application's audio answers (issue 37), submitted once. */
export const applicationAudioReviews = pgTable('application_audio_reviews', reviewColumns(), (t) =>
  reviewIndexes('application_audio_reviews', t),
);

/** A note on an application by one of the company's employers. */
export const applicationNotes = pgTable(
  'application_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => employerUsers.id, { onDelete: 'set null' }),
    /** kept when the account is deleted later */
    authorName: text('author_name').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('application_notes_application_idx').on(t.applicationId, t.createdAt),
    index('application_notes_author_idx').on(t.authorId),
  ],
);

/** A company's last application number and last deletion log number. */
export const companyCounters = pgTable('company_counters', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  lastApplicationNumber: integer('last_application_number').notNull().default(0),
  lastLogNumber: integer('last_log_number').notNull().default(0),
});

type DeletedData = { type: (typeof DELETED_DATA_TYPES)[number]; count: number };

/**
 * What was erased of an application, when, why and by whom: ids, numbers, counts and types only,
 * nothing of the candidate. Expires after DELETION_LOG_RETENTION_YEARS, when its details are
 * dropped and only the notice remains.
 */
export const deletionLogs = pgTable(
  'deletion_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    logNumber: integer('log_number').notNull(),
    // the application is gone: plain ids, no foreign keys
    applicationId: uuid('application_id').notNull(),
    applicationNumber: integer('application_number'),
    jobId: uuid('job_id'),
    jobTitle: text('job_title'),
    companyName: text('company_name'),
    applicationCreatedAt: timestamp('application_created_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
    reason: text('reason').$type<(typeof DELETION_REASONS)[number]>(),
    deletedData: jsonb('deleted_data').$type<DeletedData[]>().notNull().default([]),
    responsiblePersonId: text('responsible_person_id'),
    responsiblePersonName: text('responsible_person_name'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('deletion_logs_company_number_key').on(t.companyId, t.logNumber),
    uniqueIndex('deletion_logs_application_key').on(t.applicationId),
    index('deletion_logs_expires_idx').on(t.expiresAt).where(sql`expired_at is null`),
  ],
);

/** An application its candidate withdrew: the line that stays in their withdrawn list. */
export const withdrawnApplications = pgTable(
  'withdrawn_applications',
  {
    id: uuid('id').primaryKey(),
    candidateId: text('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id'),
    jobTitle: text('job_title').notNull(),
    companyName: text('company_name').notNull(),
    reason: text('reason').$type<WithdrawReason>().notNull(),
    comment: text('comment').notNull().default(''),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('withdrawn_applications_candidate_idx').on(t.candidateId, t.withdrawnAt, t.id)],
);

/** The mails sent about an application (the rejection), erased with it. */
export const applicationMails = pgTable(
  'application_mails',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    mailMessageId: uuid('mail_message_id')
      .notNull()
      .references(() => mailMessages.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.mailMessageId] }),
    index('application_mails_message_idx').on(t.mailMessageId),
  ],
);
