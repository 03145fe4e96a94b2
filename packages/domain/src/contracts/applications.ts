import { oc } from '@orpc/contract';
import { z } from 'zod';
import { AnonymousCvSchema } from '../anonymous-cv';
import { ApplicationStatusSchema, WithdrawalSchema, WithdrawReasonSchema } from '../application';
import { APPLICATION_ACTIONS, APPLICATION_OPERATIONS } from '../application-flow';
import { AudioInterviewFieldsSchema } from '../audio-interview';
import { InterviewFieldsSchema } from '../interview';
import { PageQuerySchema, pageOf } from '../paging';
import { TEXT_LIMITS } from '../text-limits';
import { JobCompanySchema, JobContentSchema } from './jobs';

/*
 * Applications (spec sections 3, 4 and 7): candidates apply, follow and withdraw. What employers do
 * with an application (the board) is in application-board.ts.
 */

/** The path parameter of every route of one application. */
export const applicationId = z.object({ applicationId: z.uuid() });
const csvStates = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
  z.array(ApplicationStatusSchema).max(9).optional(),
);
/** The keyword of an application list (the candidate's, the board). */
export const listKeyword = z.string().trim().max(100).optional();

/** One screening answer as its candidate wrote it (a draft while applying). */
export const ScreeningAnswerInputSchema = z.object({
  questionId: z.string().min(1).max(100),
  answer: z.string().trim().max(TEXT_LIMITS.question, { error: 'validation.tooLong' }),
});
export const ScreeningAnswersInputSchema = z.object({
  answers: z.array(ScreeningAnswerInputSchema).max(50),
});

export const ScreeningAnswerSchema = z.object({
  questionId: z.string(),
  question: z.string(),
  answer: z.string(),
});
export type ScreeningAnswer = z.infer<typeof ScreeningAnswerSchema>;

/** The audio questions of the job as the application shows them (answered later, when invited). */
export const ApplicationAudioQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  duration: z.number().int(),
});

const dates = {
  createdAt: z.iso.datetime(),
  appliedAt: z.iso.datetime().nullable(),
  updatedAt: z.iso.datetime(),
};

/** A row of the candidate's applications list. */
export const CandidateApplicationListItemSchema = z.object({
  id: z.uuid(),
  status: ApplicationStatusSchema,
  job: z.object({ id: z.uuid(), jobTitle: z.string(), officeLocation: z.string() }),
  company: JobCompanySchema,
  ...dates,
});
export type CandidateApplicationListItem = z.infer<typeof CandidateApplicationListItemSchema>;

/** One application as its candidate sees it. */
export const CandidateApplicationSchema = CandidateApplicationListItemSchema.extend({
  job: JobContentSchema,
  screeningAnswers: z.array(ScreeningAnswerSchema),
  audioQuestions: z.array(ApplicationAudioQuestionSchema),
  /** the anonymous CV sent with it (once submitted), or the one that would be sent (while applying) */
  anonymousCv: AnonymousCvSchema.nullable(),
  /** actions the candidate can take now */
  actions: z.array(z.enum(APPLICATION_ACTIONS)),
  /** work the candidate can do now that keeps the status (recording the audio interview) */
  operations: z.array(z.enum(APPLICATION_OPERATIONS)),
  ...AudioInterviewFieldsSchema.shape,
  ...InterviewFieldsSchema.shape,
  /** the interview has passed and the candidate may share their full profile now (contracts/reveal.ts) */
  canReveal: z.boolean(),
  /** when the candidate shared their full profile with the company (confirmedRevealPersonalData) */
  revealedAt: z.iso.datetime().nullable(),
});
export type CandidateApplication = z.infer<typeof CandidateApplicationSchema>;

/** An application the candidate withdrew: the application is erased, this line stays with them. */
export const WithdrawnApplicationSchema = z.object({
  id: z.uuid(),
  jobId: z.uuid().nullable(),
  jobTitle: z.string(),
  companyName: z.string(),
  reason: WithdrawReasonSchema,
  comment: z.string(),
  withdrawnAt: z.iso.datetime(),
});
export type WithdrawnApplication = z.infer<typeof WithdrawnApplicationSchema>;

export const CandidateApplicationQuerySchema = PageQuerySchema.extend({
  states: csvStates,
  keyword: listKeyword,
});

const candidateTags = ['applications'];

export const candidateApplicationsContract = {
  start: oc
    .route({
      method: 'POST',
      path: '/applications',
      summary: 'Start applying to a published job (or continue the started application)',
      tags: candidateTags,
    })
    .input(z.object({ jobId: z.uuid() }))
    .output(CandidateApplicationSchema),
  list: oc
    .route({ method: 'GET', path: '/applications', summary: 'My applications', tags: candidateTags })
    .input(CandidateApplicationQuerySchema)
    .output(pageOf(CandidateApplicationListItemSchema)),
  withdrawn: oc
    .route({
      method: 'GET',
      path: '/applications/withdrawn',
      summary: 'My withdrawn applications',
      tags: candidateTags,
    })
    .input(PageQuerySchema)
    .output(pageOf(WithdrawnApplicationSchema)),
  get: oc
    .route({
      method: 'GET',
      path: '/applications/{applicationId}',
      summary: 'One application',
      tags: candidateTags,
    })
    .input(applicationId)
    .output(CandidateApplicationSchema),
  saveAnswers: oc
    .route({
      method: 'PUT',
      path: '/applications/{applicationId}/screening-answers',
      summary: 'Save screening answers as a draft (while applying)',
      tags: candidateTags,
    })
    .input(applicationId.extend(ScreeningAnswersInputSchema.shape))
    .output(CandidateApplicationSchema),
  submit: oc
    .route({
      method: 'POST',
      path: '/applications/{applicationId}/submit',
      summary: 'Send the application with its anonymous CV',
      tags: candidateTags,
    })
    .input(applicationId)
    .output(CandidateApplicationSchema),
  withdraw: oc
    .route({
      method: 'POST',
      path: '/applications/{applicationId}/withdraw',
      summary: 'Withdraw: the application and everything of it is erased',
      tags: candidateTags,
    })
    .input(applicationId.extend(WithdrawalSchema.shape))
    .output(WithdrawnApplicationSchema),
};
