import type { SavedSearchFilters } from '@veil/domain/contracts';
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { candidates } from '../../db/schema';

/*
 * Saved searches (issue 39, migration 0036): a candidate's search of the jobs list (its query, as the
 * contract's SavedSearchFilters) under a name, with the switch for e-mails of new matching jobs; and
 * the jobs each search was matched with, so that a job is announced to a search once.
 */

export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidateId: text('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<SavedSearchFilters>().notNull(),
    emailNewJobs: boolean('email_new_jobs').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('saved_searches_candidate_idx').on(t.candidateId, t.createdAt)],
);

/** A job announced to a saved search: one row per (search, job), written with the announcement. */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    // goes with its job: the foreign key of migration 0036, not repeated here (this module reads job
    // posts only through the jobs module)
    jobId: uuid('job_id').notNull(),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'saved_search_matches_pkey', columns: [t.savedSearchId, t.jobId] }),
    index('saved_search_matches_job_idx').on(t.jobId),
  ],
);
