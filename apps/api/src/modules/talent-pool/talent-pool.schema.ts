import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { candidates, companies } from '../../db/schema';

/*
 * The talent pool (issue 39, migration 0035). A consent holds ids, the job title of the application
 * it was given on, its period and its revocation: nothing of the profile. The pool reads the
 * candidate's current anonymous CV when a company looks at it. Revoked and expired consents hide
 * the candidate at once and are deleted by the daily retention (talent-pool-retention.ts).
 */

/** One candidate's consent to stay in one company's pool; at most one row per candidate and company. */
export const talentPoolConsents = pgTable(
  'talent_pool_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidateId: text('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** "Talent #N" of this company's pool: counted per company, a new consent gets a new number */
    talentNumber: integer('talent_number').notNull(),
    jobTitle: text('job_title').notNull(),
    months: smallint('months').notNull(),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('talent_pool_consents_candidate_company_key').on(t.candidateId, t.companyId),
    uniqueIndex('talent_pool_consents_company_number_key').on(t.companyId, t.talentNumber),
    index('talent_pool_consents_expires_idx').on(t.expiresAt),
  ],
);

/** The last talent number a company's pool gave. */
export const talentPoolCounters = pgTable('talent_pool_counters', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  lastTalentNumber: integer('last_talent_number').notNull(),
});

/**
 * An invitation to apply to an open job, sent to a member of the pool. It goes with its consent; the
 * job's foreign key (to job_posts, cascading) is in the migration, the jobs module owns that table.
 */
export const talentPoolInvitations = pgTable(
  'talent_pool_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consentId: uuid('consent_id')
      .notNull()
      .references(() => talentPoolConsents.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').notNull(),
    jobTitle: text('job_title').notNull(),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('talent_pool_invitations_consent_job_key').on(t.consentId, t.jobId),
    index('talent_pool_invitations_job_idx').on(t.jobId),
  ],
);
