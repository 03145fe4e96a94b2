import { oc } from '@orpc/contract';
import { z } from 'zod';
import { DemoQuestionIdSchema, RecordingKindSchema, RecordingStateSchema } from '../recording';
import { SignedFileUrlSchema } from './media';

/*
 * Recorded answers (spec sections 1, 2 and 4). The browser records, uploads the raw file through
 * POST /media (candidate_audio_answer) and submits it here; a background job alters the voice,
 * stores only the altered file and deletes the raw one. Nobody, its candidate included, can fetch
 * the raw recording. The demo with tips is the first user; the application's audio interview will
 * use the same recordings.
 */

/** One recorded answer as its candidate sees it. */
export const RecordingSchema = z.object({
  id: z.uuid(),
  kind: RecordingKindSchema,
  questionId: z.string(),
  /** the question's limit */
  durationSeconds: z.number().int(),
  /** 1 for the first answer, 2 for the one re-record that replaced it */
  version: z.number().int(),
  state: RecordingStateSchema,
  /** why the alteration failed, once `failed` */
  errorCode: z.string().nullable(),
  /** the length of the altered answer, once `ready` */
  audioSeconds: z.number().nullable(),
  /** the language an audio interview answer is given in (null for the demo) */
  answerLanguage: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type Recording = z.infer<typeof RecordingSchema>;

export const DemoRecordingsSchema = z.object({ recordings: z.array(RecordingSchema) });
export type DemoRecordings = z.infer<typeof DemoRecordingsSchema>;

const recordingPath = z.object({ id: z.uuid() });
const tags = ['recordings'];

export const recordingsContract = {
  startDemo: oc
    .route({
      method: 'POST',
      path: '/recordings/demo',
      summary:
        'Start an answer to a demo question; a second answer to the same question is the one re-record and replaces the first',
      tags,
    })
    .input(z.object({ questionId: DemoQuestionIdSchema }))
    .output(RecordingSchema),
  listDemo: oc
    .route({ method: 'GET', path: '/recordings/demo', summary: "The candidate's demo answers", tags })
    .output(DemoRecordingsSchema),
  endDemo: oc
    .route({
      method: 'DELETE',
      path: '/recordings/demo',
      summary: 'End the demo: delete every demo answer and its files',
      tags,
    })
    .output(DemoRecordingsSchema),
  submit: oc
    .route({
      method: 'POST',
      path: '/recordings/{id}/submit',
      summary:
        'Submit the uploaded raw recording: its voice is altered in the background and the raw file deleted',
      tags,
    })
    .input(recordingPath.extend({ uploadId: z.uuid() }))
    .output(RecordingSchema),
  get: oc
    .route({ method: 'GET', path: '/recordings/{id}', summary: 'One recording and its state', tags })
    .input(recordingPath)
    .output(RecordingSchema),
  audio: oc
    .route({
      method: 'GET',
      path: '/recordings/{id}/audio',
      summary: 'A short-lived URL of the altered answer (this is how employers will hear it)',
      tags,
    })
    .input(recordingPath)
    .output(SignedFileUrlSchema),
};
