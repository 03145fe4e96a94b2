import type { RecordingKind, RecordingState } from '@veil/domain';
import { index, integer, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { candidates, uploads } from '../../db/schema';

/**
 * One recorded answer of a candidate (spec sections 1 and 4): the question it answers and its limit,
 * its version (2 for the one re-record), and its state. While `processing` it points at the raw
 * upload; once `ready` only the altered file (`altered_key`) is left: the raw one is deleted as soon
 * as it has been read. Demo answers (kind `demo`) are deleted when the demo ends or by the cleanup.
 */
export const recordings = pgTable(
  'recordings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidateId: text('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<RecordingKind>().notNull(),
    questionId: text('question_id').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    version: integer('version').notNull().default(1),
    state: text('state').$type<RecordingState>().notNull().default('recording'),
    /** the raw recording while it waits for the alteration; null once read (or never sent) */
    rawUploadId: uuid('raw_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    /** the altered, tag-free file, once ready */
    alteredKey: text('altered_key'),
    audioSeconds: real('audio_seconds'),
    errorCode: text('error_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('recordings_candidate_idx').on(t.candidateId, t.kind, t.questionId),
    index('recordings_raw_upload_idx').on(t.rawUploadId),
    index('recordings_kind_created_idx').on(t.kind, t.createdAt),
  ],
);
