// contract ready
import { oc } from '@orpc/contract';
import { z } from 'zod';
import { ApplicationAssignmentSchema, RatingSchema } from '../application-review';
import { AudioInterviewStatusSchema } from '../audio-interview';
import { LanguageIsoSchema } from '../languages';
import { TranscriptStateSchema } from '../recording';
import { EmployerApplicationSchema } from './application-board';
import { ApplicationAudioQuestionSchema, applicationId, CandidateApplicationSchema } from './applications';
import { SignedFileUrlSchema } from './media';
import { RecordingSchema } from './recordings';

/*
 * The audio interview (spec sections 2, 3 and 4, issue 37). From `screening` the person in charge
 * invites with a due date and at least one audio reviewer → `recording`. The candidate reads the
 * instruction page, records each audio question (the recordings of recordings.ts with kind
 * `audio_answer`: upload raw, `recordings.submit`, the voice is altered on the server) and submits
 * them all at once → `evaluating`. Audio reviewers, the person in charge and power users listen to
 * the altered files only, through short-lived signed links, and the audio reviewers rate each answer.
 * No response carries a file name, a storage key or the raw recording.
 */

/** Input of the invitation: the due date (ISO; the form offers AUDIO_DUE_DATE_DEFAULT_DAYS) and reviewers. */
export const AudioInvitationSchema = z.object({
  dueDate: z.iso.datetime({ offset: true, error: 'validation.invalidDate' }),
  audioReviewerIds: ApplicationAssignmentSchema.shape.audioReviewerIds.refine((ids) => ids.length > 0, {
    error: 'validation.reviewers.audioRequired',
  }),
});
export type AudioInvitation = z.infer<typeof AudioInvitationSchema>;

/** Input of the one extension of the due date. */
export const DueDateExtensionSchema = AudioInvitationSchema.pick({ dueDate: true });
export type DueDateExtension = z.infer<typeof DueDateExtensionSchema>;

/**
 * One audio answer as employers see it: the question, its limit, the language the candidate chose,
 * the altered answer's length to one decimal; `waiting` until the candidate submitted the interview.
 */
export const EmployerAudioAnswerSchema = z.object({
  questionId: z.string(),
  question: z.string(),
  /** the question's limit in seconds */
  durationSeconds: z.number().int(),
  answerLanguage: z.string().nullable(),
  audioSeconds: z.number().nullable(),
  state: z.enum(['waiting', 'ready']),
  /** the answer's transcript, redacted; null unless `transcriptState` is `done` */
  transcriptContent: z.string().nullable(),
  /**
   * null while `waiting`, for a viewer who may not hear the answers, and for an answer altered
   * before transcripts existed
   */
  transcriptState: TranscriptStateSchema.nullable(),
});
export type EmployerAudioAnswer = z.infer<typeof EmployerAudioAnswerSchema>;

export const EmployerAudioAnswersSchema = z.object({ answers: z.array(EmployerAudioAnswerSchema) });
export type EmployerAudioAnswers = z.infer<typeof EmployerAudioAnswersSchema>;

/**
 * An audio reviewer's ratings: one per audio answer (1–5, comment ≤ 3 000), submitted together, once
 * (EmployerApplication.ownAudioRatings and audioRatings show them back).
 */
export const AudioRatingsSchema = z.object({
  answers: z
    .array(RatingSchema.extend({ questionId: z.string().min(1).max(100) }))
    .min(1)
    .max(50),
});
export type AudioRatings = z.infer<typeof AudioRatingsSchema>;

/** One audio question on the candidate's instruction and recording pages, with their own answer. */
export const AudioInterviewQuestionSchema = ApplicationAudioQuestionSchema.extend({
  /** the candidate's current answer (the re-record once made), null before the first */
  recording: RecordingSchema.nullable(),
});

/** The instruction page (`applications/{id}/audio-recording-instruction`) and the recording's progress. */
export const AudioInterviewSchema = z.object({
  applicationId: z.uuid(),
  jobTitle: z.string(),
  companyName: z.string(),
  status: AudioInterviewStatusSchema,
  dueDate: z.iso.datetime(),
  questionsCount: z.number().int(),
  /** every question's limit plus its reading time, in minutes, rounded up */
  totalMinutes: z.number().int(),
  questions: z.array(AudioInterviewQuestionSchema),
  writtenAlternativeRequestedAt: z.iso.datetime().nullable(),
  submitAudioScreeningAnswerAt: z.iso.datetime().nullable(),
});
export type AudioInterview = z.infer<typeof AudioInterviewSchema>;

export const StartAudioAnswerSchema = z.object({
  questionId: z.string().min(1).max(100),
  /** the language the candidate answers in (the spec's answerLanguage) */
  answerLanguage: LanguageIsoSchema,
});

const employerTags = ['audio interview'];
const candidateTags = ['audio interview'];

export const employerAudioInterviewContract = {
  inviteToAudio: oc
    .route({
      method: 'POST',
      path: '/company-applications/{applicationId}/audio-invitation',
      summary:
        'Invite to the audio interview: due date and audio reviewers; the candidate gets the audio_interview_invitation mail',
      tags: employerTags,
    })
    .input(applicationId.extend(AudioInvitationSchema.shape))
    .output(EmployerApplicationSchema),
  extendDueDate: oc
    .route({
      method: 'PUT',
      path: '/company-applications/{applicationId}/audio-invitation/due-date',
      summary: 'Extend the due date once; the candidate gets the invitation mail again',
      tags: employerTags,
    })
    .input(applicationId.extend(DueDateExtensionSchema.shape))
    .output(EmployerApplicationSchema),
  audioAnswers: oc
    .route({
      method: 'GET',
      path: '/company-applications/{applicationId}/audio-answers',
      summary: 'The audio answers (no file names; lengths to one decimal)',
      tags: employerTags,
    })
    .input(applicationId)
    .output(EmployerAudioAnswersSchema),
  audioAnswerUrl: oc
    .route({
      method: 'GET',
      path: '/company-applications/{applicationId}/audio-answers/{questionId}/audio',
      summary: 'A short-lived URL of the altered answer (audio reviewers, the person in charge, power users)',
      tags: employerTags,
    })
    .input(applicationId.extend({ questionId: z.string().min(1).max(100) }))
    .output(SignedFileUrlSchema),
  rateAudio: oc
    .route({
      method: 'POST',
      path: '/company-applications/{applicationId}/audio-ratings',
      summary: "Submit the viewer's ratings of every audio answer (audio reviewers, once)",
      tags: employerTags,
    })
    .input(applicationId.extend(AudioRatingsSchema.shape))
    .output(EmployerApplicationSchema),
};

export const candidateAudioInterviewContract = {
  audioInterview: oc
    .route({
      method: 'GET',
      path: '/applications/{applicationId}/audio-interview',
      summary: 'The audio interview: questions, minutes, due date, status and the own answers so far',
      tags: candidateTags,
    })
    .input(applicationId)
    .output(AudioInterviewSchema),
  startAudioAnswer: oc
    .route({
      method: 'POST',
      path: '/applications/{applicationId}/audio-answers',
      summary:
        'Start the answer to an audio question; a second one is the one re-record (recordings.submit sends the file)',
      tags: candidateTags,
    })
    .input(applicationId.extend(StartAudioAnswerSchema.shape))
    .output(RecordingSchema),
  submitAudioAnswers: oc
    .route({
      method: 'POST',
      path: '/applications/{applicationId}/audio-answers/submit',
      summary: 'Submit every answer at once (each must be ready) → evaluating',
      tags: candidateTags,
    })
    .input(applicationId)
    .output(CandidateApplicationSchema),
  requestWrittenAlternative: oc
    .route({
      method: 'POST',
      path: '/applications/{applicationId}/written-alternative',
      summary: 'Ask the employer for a written alternative instead of recording (no reason asked)',
      tags: candidateTags,
    })
    .input(applicationId)
    .output(CandidateApplicationSchema),
};
