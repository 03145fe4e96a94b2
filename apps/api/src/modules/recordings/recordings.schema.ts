import type { RecordingKind, RecordingState, TranscriptState } from '@veil/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { candidates, uploads } from '../../db/schema';

/**
 * One recorded answer of a candidate (spec sections 1 and 4): the question it answers and its limit,
 * its version (2 for the one re-record), and its state. While `processing` it points at the raw
 * upload; once `ready` only the altered file (`altered_key`) is left: the raw one is deleted as soon
 * as it has been read. Demo answers (kind `demo`) are deleted when the demo ends or by the cleanup;
 * audio interview answers (kind `audio_answer`) belong to their application and go with it.
 */
export const recordings = pgTable(
  'recordings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidateId: text('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<RecordingKind>().notNull(),
    /**
     * the application of an `audio_answer` (null for the demo). Its foreign key (ON DELETE CASCADE) is
     * in migration 0030 only: this module sits below the applications module and does not import it.
     */
    applicationId: uuid('application_id'),
    questionId: text('question_id').notNull(),
    /** the language an audio interview answer is given in (the spec's answerLanguage) */
    answerLanguage: text('answer_language'),
    durationSeconds: integer('duration_seconds').notNull(),
    version: integer('version').notNull().default(1),
    state: text('state').$type<RecordingState>().notNull().default('recording'),
    /** the raw recording while it waits for the alteration; null once read (or never sent) */
    rawUploadId: uuid('raw_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    /** the altered, tag-free file, once ready */
    alteredKey: text('altered_key'),
    audioSeconds: real('audio_seconds'),
    errorCode: text('error_code'),
    /**
     * an audio answer's transcript (issue 39): null until its alteration ends (and for demos); the
     * text is stored redacted only, never as transcribed
     */
    transcriptState: text('transcript_state').$type<TranscriptState>(),
    transcriptContent: text('transcript_content'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('recordings_candidate_idx').on(t.candidateId, t.kind, t.questionId),
    index('recordings_raw_upload_idx').on(t.rawUploadId),
    index('recordings_kind_created_idx').on(t.kind, t.createdAt),
    index('recordings_application_idx')
      .on(t.applicationId, t.questionId)
      .where(sql`application_id IS NOT NULL`),
    check('recordings_transcript_state_check', sql`${t.transcriptState} IN ('off', 'done', 'error')`),
  ],
);
