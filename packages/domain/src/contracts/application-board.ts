import { oc } from '@orpc/contract';
import { z } from 'zod';
import { AnonymousCvSchema } from '../anonymous-cv';
import { ApplicationStatusSchema } from '../application';
import {
  APPLICATION_ACTIONS,
  APPLICATION_CAPACITIES,
  APPLICATION_OPERATIONS,
  BOARD_SORTS,
  BOARD_STATUSES,
} from '../application-flow';
import {
  ApplicationAssignmentSchema,
  ApplicationNoteSchema,
  RatingSchema,
  RejectionSchema,
  ScreeningRatingsSchema,
} from '../application-review';
import { AudioInterviewFieldsSchema } from '../audio-interview';
import { InterviewFieldsSchema } from '../interview';
import { PageQuerySchema, pageOf } from '../paging';
import {
  ApplicationAudioQuestionSchema,
  applicationId,
  listKeyword,
  ScreeningAnswerSchema,
} from './applications';
import { JobContentSchema } from './jobs';
import { RevealedResumeSchema } from './reveal';

/*
 * The application board (spec sections 3, 4 and 7): employers assign, screen, rate, note, reject and
 * select, and read the deletion logs. They read the anonymous CV stored with the application and the
 * screening answers with the candidate's personal values masked; nothing else of the candidate
 * reaches them before a reveal.
 */
/** An employer account that can be put on an application. */
export const AssigneeSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(['power_user', 'regular_user', 'reviewer_user']),
});
export type Assignee = z.infer<typeof AssigneeSchema>;

/** A card of the employer's board. */
export const BoardApplicationSchema = z.object({
  id: z.uuid(),
  sequenceNumber: z.number().int(),
  status: ApplicationStatusSchema,
  job: z.object({ id: z.uuid(), jobTitle: z.string() }),
  personInCharge: AssigneeSchema.nullable(),
  /** null before anyone rated, or while the viewer's own ratings are still due */
  overallRating: z.number().nullable(),
  isSelected: z.boolean(),
  /** the anonymous headline: personal headline of the anonymous CV */
  headline: z.string(),
  appliedAt: z.iso.datetime(),
});
export type BoardApplication = z.infer<typeof BoardApplicationSchema>;

export const BoardQuerySchema = PageQuerySchema.extend({
  states: z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
    z.array(z.enum(BOARD_STATUSES)).max(9).optional(),
  ),
  jobId: z.uuid().optional(),
  keyword: listKeyword,
  sort: z.enum(BOARD_SORTS).default('newest'),
});
export type BoardQuery = z.infer<typeof BoardQuerySchema>;

/** The filters the board's status counts follow: the board's job and keyword (never its status). */
export const BoardCountsQuerySchema = BoardQuerySchema.pick({ jobId: true, keyword: true });
export type BoardCountsQuery = z.infer<typeof BoardCountsQuerySchema>;

/**
 * How many applications the viewer has in each status of the board (a reviewer: those assigned to
 * them), each counted up to `LIST_COUNT_CAP`; `capped` names the statuses that hold more.
 */
export const BoardCountsSchema = z.object({
  statuses: z.record(z.enum(BOARD_STATUSES), z.number().int()),
  capped: z.array(z.enum(BOARD_STATUSES)),
});
export type BoardCounts = z.infer<typeof BoardCountsSchema>;

/** A reviewer's ratings of one application, with the calibration against the team. */
export const ReviewerRatingsSchema = z.object({
  /** the rating itself (a former member's ratings have no account to tell them apart) */
  id: z.uuid(),
  /**
   * who rated: an account of the company, or a former member (id and role null) whose account was
   * deleted after rating, under the name kept with the rating
   */
  reviewer: AssigneeSchema.extend({
    id: z.string().nullable(),
    role: AssigneeSchema.shape.role.nullable(),
  }),
  cv: RatingSchema,
  answers: z.array(RatingSchema.extend({ questionId: z.string() })),
  score: z.number(),
  /** this reviewer's score minus the team's average of this application */
  spreadFromTeam: z.number(),
  /** on average over the company's applications they rated, how far above (+) or below (−) the team */
  usualSpread: z.number(),
  ratedApplications: z.number().int(),
  submittedAt: z.iso.datetime(),
});
export type ReviewerRatings = z.infer<typeof ReviewerRatingsSchema>;

/** An audio reviewer's submitted ratings of the audio answers (issue 37): one per answer, no CV. */
export const AudioReviewerRatingsSchema = ReviewerRatingsSchema.pick({
  id: true,
  reviewer: true,
  answers: true,
  score: true,
  submittedAt: true,
});
export type AudioReviewerRatings = z.infer<typeof AudioReviewerRatingsSchema>;

export const ApplicationNoteViewSchema = z.object({
  id: z.uuid(),
  content: z.string(),
  author: z.string(),
  createdAt: z.iso.datetime(),
});

/** One application as its company's employers see it. */
export const EmployerApplicationSchema = BoardApplicationSchema.extend({
  job: JobContentSchema,
  anonymousCv: AnonymousCvSchema,
  /** the candidate's answers with their personal values masked */
  screeningAnswers: z.array(ScreeningAnswerSchema),
  audioQuestions: z.array(ApplicationAudioQuestionSchema),
  reviewers: z.array(AssigneeSchema),
  audioReviewers: z.array(AssigneeSchema),
  /** the viewer's capacities on it, and what they may do now */
  capacities: z.array(z.enum(APPLICATION_CAPACITIES)),
  actions: z.array(z.enum(APPLICATION_ACTIONS)),
  operations: z.array(z.enum(APPLICATION_OPERATIONS)),
  ownRatings: ScreeningRatingsSchema.extend({ submittedAt: z.iso.datetime() }).nullable(),
  /** every reviewer's ratings, when the viewer may see them (see seesOthersRatings) */
  ratings: z.array(ReviewerRatingsSchema).nullable(),
  /** how many ratings are in (the reviewers' and former members'), always shown */
  ratingsSubmitted: z.number().int(),
  /** how many ratings the screening waits for: one per reviewer plus those of former members */
  ratingsExpected: z.number().int(),
  notes: z.array(ApplicationNoteViewSchema),
  rejection: z.object({ noteToCandidate: z.string(), internalReason: z.string() }).nullable(),
  /** whether the candidate revealed their full profile to this company (after the interview) */
  revealed: z.boolean(),
  screeningStartedAt: z.iso.datetime().nullable(),
  rejectedAt: z.iso.datetime().nullable(),
  version: z.number().int(),
  // the audio interview (issue 37); the audio ratings follow the screening ratings' rules
  ...AudioInterviewFieldsSchema.shape,
  /** how many audio ratings are in, and how many the evaluation waits for (one per audio reviewer) */
  audioRatingsSubmitted: z.number().int(),
  audioRatingsExpected: z.number().int(),
  /** every audio reviewer has submitted their ratings of the audio answers */
  isReviewedAudioScreening: z.boolean(),
  ownAudioRatings: AudioReviewerRatingsSchema.pick({ answers: true, submittedAt: true }).nullable(),
  /** every audio reviewer's ratings, when the viewer may see them (see seesOthersRatings) */
  audioRatings: z.array(AudioReviewerRatingsSchema).nullable(),
  // the interview invitation with time slots (issue 38; contracts/interviews.ts)
  ...InterviewFieldsSchema.shape,
});
export type EmployerApplication = z.infer<typeof EmployerApplicationSchema>;

export const DELETION_REASONS = ['withdrawn', 'job_deleted', 'retention_expired', 'account_deleted'] as const;
export const DELETED_DATA_TYPES = [
  'application',
  'anonymous_cv',
  'screening_answers',
  'ratings',
  'notes',
  'audio_answers',
  'files',
  'queued_jobs',
  'mails',
] as const;

/** A deletion log: what was erased, when, why and by whom; ids, counts and types only. */
export const DeletionLogSchema = z.object({
  logNumber: z.number().int(),
  applicationId: z.uuid(),
  applicationNumber: z.number().int().nullable(),
  jobId: z.uuid().nullable(),
  jobTitle: z.string().nullable(),
  companyName: z.string().nullable(),
  applicationCreationDate: z.iso.datetime().nullable(),
  deletionDateTime: z.iso.datetime(),
  deletionReason: z.enum(DELETION_REASONS).nullable(),
  deletedDataTypes: z.array(z.object({ type: z.enum(DELETED_DATA_TYPES), count: z.number().int() })),
  responsiblePersonName: z.string().nullable(),
  responsiblePersonId: z.string().nullable(),
  expirationDate: z.iso.datetime(),
  isExpired: z.boolean(),
});
export type DeletionLog = z.infer<typeof DeletionLogSchema>;

/** What deleting a job erases, shown before it is deleted. */
export const JobDeletionStatsSchema = z.object({
  applications_started: z.number().int(),
  applications_on_board: z.number().int(),
  applications_deleted: z.number().int(),
  total_applications: z.number().int(),
});
export type JobDeletionStats = z.infer<typeof JobDeletionStatsSchema>;

const employerTags = ['application board'];

export const employerApplicationsContract = {
  board: oc
    .route({
      method: 'GET',
      path: '/company-applications',
      summary: 'The application board',
      tags: employerTags,
    })
    .input(BoardQuerySchema)
    .output(pageOf(BoardApplicationSchema)),
  counts: oc
    .route({
      method: 'GET',
      path: '/company-applications/status-counts',
      summary: 'How many applications of the board are in each status (for the job and keyword given)',
      tags: employerTags,
    })
    .input(BoardCountsQuerySchema)
    .output(BoardCountsSchema),
  assignees: oc
    .route({
      method: 'GET',
      path: '/company-applications/assignees',
      summary: 'Active accounts of the company that can be put on applications',
      tags: employerTags,
    })
    .output(z.array(AssigneeSchema)),
  get: oc
    .route({
      method: 'GET',
      path: '/company-applications/{applicationId}',
      summary: 'One application',
      tags: employerTags,
    })
    .input(applicationId)
    .output(EmployerApplicationSchema),
  resume: oc
    .route({
      method: 'GET',
      path: '/company-applications/{applicationId}/resume',
      summary:
        'The full profile as the candidate shared it (a snapshot); forbidden_to_access_data before the reveal',
      tags: employerTags,
    })
    .input(applicationId)
    .output(RevealedResumeSchema),
  assign: oc
    .route({
      method: 'PUT',
      path: '/company-applications/{applicationId}/assignment',
      summary: 'Person in charge, reviewers and audio reviewers',
      tags: employerTags,
    })
    .input(applicationId.extend(ApplicationAssignmentSchema.shape))
    .output(EmployerApplicationSchema),
  startScreening: oc
    .route({
      method: 'POST',
      path: '/company-applications/{applicationId}/start-screening',
      summary: 'Start the screening (needs the minimum of reviewers)',
      tags: employerTags,
    })
    .input(applicationId)
    .output(EmployerApplicationSchema),
  rate: oc
    .route({
      method: 'POST',
      path: '/company-applications/{applicationId}/ratings',
      summary: "Submit the viewer's ratings of the CV and every screening answer",
      tags: employerTags,
    })
    .input(applicationId.extend(ScreeningRatingsSchema.shape))
    .output(EmployerApplicationSchema),
  addNote: oc
    .route({
      method: 'POST',
      path: '/company-applications/{applicationId}/notes',
      summary: 'Add a note',
      tags: employerTags,
    })
    .input(applicationId.extend(ApplicationNoteSchema.shape))
    .output(EmployerApplicationSchema),
  reject: oc
    .route({
      method: 'POST',
      path: '/company-applications/{applicationId}/reject',
      summary: 'Reject (the candidate gets an e-mail)',
      tags: employerTags,
    })
    .input(applicationId.extend(RejectionSchema.shape))
    .output(EmployerApplicationSchema),
  select: oc
    .route({
      method: 'PUT',
      path: '/company-applications/{applicationId}/selected',
      summary: 'Mark as selected or remove the mark',
      tags: employerTags,
    })
    .input(applicationId.extend({ isSelected: z.boolean() }))
    .output(EmployerApplicationSchema),
  deletionLogs: oc
    .route({
      method: 'GET',
      path: '/deletion-logs',
      summary: "The company's deletion logs",
      tags: employerTags,
    })
    .input(PageQuerySchema)
    .output(pageOf(DeletionLogSchema)),
  deletionLog: oc
    .route({
      method: 'GET',
      path: '/deletion-logs/{applicationId}',
      summary: 'The deletion log of an erased application',
      tags: employerTags,
    })
    .input(applicationId)
    .output(DeletionLogSchema),
  jobDeletionStats: oc
    .route({
      method: 'GET',
      path: '/company-jobs/{jobId}/deletion-stats',
      summary: 'What deleting the job would erase',
      tags: employerTags,
    })
    .input(z.object({ jobId: z.uuid() }))
    .output(JobDeletionStatsSchema),
};
