import type { ScreeningAnswer } from '@veil/domain/contracts';
import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { applications } from '../applications.schema';

/*
 * The vault of an application: what the candidate wrote, as they wrote it. Employers read the masked
 * copy kept on the application (`applications.shared_answers`); this table is read only by the
 * candidate's own routes, their data export and the redaction when the application is sent
 * (docs/decisions/019-answer-vault-and-erasure-vacuum.md). The lint configuration refuses it to
 * every employer-facing file.
 */

/** The candidate's screening answers as written, one row per application, erased with it (cascade). */
export const vaultScreeningAnswers = pgTable('vault_screening_answers', {
  applicationId: uuid('application_id')
    .primaryKey()
    .references(() => applications.id, { onDelete: 'cascade' }),
  answers: jsonb('answers').$type<ScreeningAnswer[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
