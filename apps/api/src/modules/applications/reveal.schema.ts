import type { RevealedProfile } from '@veil/domain/contracts';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { candidates, companies } from '../../db/schema';
import { applications } from './applications.schema';

/*
 * The reveal (issue 38): what the company reads once the candidate shared their full profile, and
 * the record that they did. Only the candidate's confirmation writes either (profile-reveal.ts).
 */

/**
 * The full profile as it was at the moment of the reveal: later edits of the candidate neither leak
 * into it nor change it. Erased with the application (a withdrawal after the reveal erases it too).
 */
export const revealedProfiles = pgTable('revealed_profiles', {
  applicationId: uuid('application_id')
    .primaryKey()
    .references(() => applications.id, { onDelete: 'cascade' }),
  profile: jsonb('profile').$type<RevealedProfile>().notNull(),
  revealedAt: timestamp('revealed_at', { withTimezone: true }).notNull(),
});

/**
 * That a candidate shared their profile with a company, and when: ids, the application number and
 * the time, nothing of the profile. It outlives a withdrawal (the proof of the candidate's consent,
 * docs/product-decisions.md) and goes with the candidate's account or the company.
 */
export const revealRecords = pgTable(
  'reveal_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidateId: text('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** no foreign key: the record stays when the application is erased */
    applicationId: uuid('application_id').notNull(),
    applicationNumber: integer('application_number').notNull(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('reveal_records_application_key').on(t.applicationId),
    index('reveal_records_candidate_idx').on(t.candidateId, t.revealedAt),
    index('reveal_records_company_idx').on(t.companyId, t.revealedAt),
  ],
);
