import type { ApplicationStatus } from './application';
import type { ErrorCode } from './errors';
import { REVIEWERS_MIN } from './limits';
import type { Role } from './roles';

/*
 * The application's state machine (spec section 4, Application statuses and Intended flow): one pure
 * table of every action, the statuses it starts from, the status it leads to, who may take it and
 * what it needs. The API checks every action against it inside the transaction that locks the
 * application; the web app reads it to decide which buttons to show. Anything the table does not
 * list is impossible.
 *
 * The later work plugs into the same table: the audio interview (inviteToAudio, submitAudioAnswers)
 * and the interview invitation with time slots (approve, confirmTimeSlot) are rows here already,
 * but no route takes them until that work builds what they need.
 */

/** Actions that move an application to another status. */
export const APPLICATION_ACTIONS = [
  'submit',
  'startScreening',
  'inviteToAudio',
  'submitAudioAnswers',
  'approve',
  'confirmTimeSlot',
  'proposeNewSlots',
  'reject',
  'withdraw',
] as const;
export type ApplicationAction = (typeof APPLICATION_ACTIONS)[number];

/** Work on an application that keeps its status. */
export const APPLICATION_OPERATIONS = [
  'assign',
  'rate',
  'note',
  'select',
  'viewRatings',
  'extendDueDate',
  'recordAudio',
  'listenAudio',
  'rateAudio',
  'updateInvitation',
  'declineSlots',
  'requestReschedule',
] as const;
export type ApplicationOperation = (typeof APPLICATION_OPERATIONS)[number];

/**
 * In which capacity someone acts on one application: its candidate; the employer in charge of it; a
 * power user of its company; one of its (screening) reviewers; one of its audio reviewers; any power
 * or regular user of its company (team). One employer can hold several (a power user who is also in
 * charge and a reviewer).
 */
export const APPLICATION_CAPACITIES = [
  'candidate',
  'personInCharge',
  'powerUser',
  'reviewer',
  'audioReviewer',
  'team',
] as const;
export type ApplicationCapacity = (typeof APPLICATION_CAPACITIES)[number];

/** What an action can need, each refused with its own error when missing. */
export const APPLICATION_REQUIREMENTS = {
  /** every screening question of the job has an answer */
  screeningAnswered: 'application_screening_unanswered',
  /** at least REVIEWERS_MIN reviewers are assigned */
  enoughReviewers: 'application_reviewers_missing',
  /** every assigned reviewer has submitted their ratings of the CV and the screening answers */
  screeningRated: 'application_ratings_missing',
  /** the job asks audio questions (otherwise there is no audio interview) */
  hasAudioQuestions: 'application_no_audio_questions',
  /** an audio reviewer is assigned */
  audioReviewerAssigned: 'application_audio_reviewer_missing',
  /** every audio question is answered */
  audioAnswered: 'application_audio_unanswered',
  /** the audio answers are rated by every audio reviewer, or the job asks no audio questions */
  audioRatedOrNotAsked: 'application_ratings_missing',
  /** the application is not marked as selected */
  notSelected: 'application_is_selected',
} as const satisfies Record<string, ErrorCode>;
export type ApplicationRequirement = keyof typeof APPLICATION_REQUIREMENTS;

type Transition = {
  from: readonly ApplicationStatus[];
  to: ApplicationStatus;
  by: readonly ApplicationCapacity[];
  requires: readonly ApplicationRequirement[];
};

/** Statuses of an application on the employer's board (submitted and not ended). */
export const OPEN_STATUSES = [
  'applied',
  'screening',
  'recording',
  'evaluating',
  'approved',
  'confirmed',
] as const satisfies readonly ApplicationStatus[];

/** Statuses employers see: everything submitted; a withdrawn application is erased at once. */
export const BOARD_STATUSES = [...OPEN_STATUSES, 'rejected'] as const satisfies readonly ApplicationStatus[];
export type BoardStatus = (typeof BOARD_STATUSES)[number];

/** The board's orders, by the date of application (`?sort=`); newest first unless asked. */
export const BOARD_SORTS = ['newest', 'oldest'] as const;
export type BoardSort = (typeof BOARD_SORTS)[number];

const DECIDERS = ['personInCharge', 'powerUser'] as const satisfies readonly ApplicationCapacity[];

/** The transition table. */
export const APPLICATION_TRANSITIONS = {
  submit: { from: ['applying'], to: 'applied', by: ['candidate'], requires: ['screeningAnswered'] },
  startScreening: { from: ['applied'], to: 'screening', by: DECIDERS, requires: ['enoughReviewers'] },
  inviteToAudio: {
    from: ['screening'],
    to: 'recording',
    by: DECIDERS,
    requires: ['screeningRated', 'hasAudioQuestions', 'audioReviewerAssigned'],
  },
  submitAudioAnswers: {
    from: ['recording'],
    to: 'evaluating',
    by: ['candidate'],
    requires: ['audioAnswered'],
  },
  approve: {
    from: ['screening', 'evaluating'],
    to: 'approved',
    by: DECIDERS,
    requires: ['screeningRated', 'audioRatedOrNotAsked'],
  },
  confirmTimeSlot: { from: ['approved'], to: 'confirmed', by: ['candidate'], requires: [] },
  /**
   * new slots for a confirmed interview (the candidate asked to reschedule, or the company must move
   * it): the confirmed time is released and the candidate chooses again. Taken through the
   * invitation's PUT, refused once the interview has begun (employer-interview.ts).
   */
  proposeNewSlots: { from: ['confirmed'], to: 'approved', by: DECIDERS, requires: [] },
  reject: { from: OPEN_STATUSES, to: 'rejected', by: DECIDERS, requires: ['notSelected'] },
  withdraw: { from: ['applying', ...OPEN_STATUSES], to: 'withdrawn', by: ['candidate'], requires: [] },
} as const satisfies Record<ApplicationAction, Transition>;

/** Work that keeps the status: in which statuses and by whom. */
export const APPLICATION_OPERATION_RULES = {
  /** person in charge, reviewers and audio reviewers; reviewers cannot assign */
  assign: { in: OPEN_STATUSES, by: ['personInCharge', 'powerUser', 'team'] },
  /** a reviewer's ratings of the CV and the screening answers: only while screening */
  rate: { in: ['screening'], by: ['reviewer'] },
  /** notes, visible to the company's employers on that application */
  note: { in: BOARD_STATUSES, by: ['personInCharge', 'powerUser', 'team', 'reviewer'] },
  /** the selected mark, toggled */
  select: { in: OPEN_STATUSES, by: DECIDERS },
  /** seeing every reviewer's ratings (a reviewer sees them once their own are submitted) */
  viewRatings: { in: BOARD_STATUSES, by: ['personInCharge', 'powerUser', 'team'] },
  /** the one extension of the audio interview's due date */
  extendDueDate: { in: ['recording'], by: DECIDERS },
  /** recording the audio answers, asking for a written alternative (the due date is checked apart) */
  recordAudio: { in: ['recording'], by: ['candidate'] },
  /** hearing the altered audio answers, once submitted */
  listenAudio: {
    in: ['evaluating', 'approved', 'confirmed', 'rejected'],
    by: ['personInCharge', 'powerUser', 'audioReviewer'],
  },
  /** an audio reviewer's ratings of the audio answers: only while evaluating */
  rateAudio: { in: ['evaluating'], by: ['audioReviewer'] },
  /** changing and resending the interview invitation while no slot is confirmed */
  updateInvitation: { in: ['approved'], by: DECIDERS },
  /** the candidate says none of the proposed slots fits */
  declineSlots: { in: ['approved'], by: ['candidate'] },
  /** the candidate asks to move the confirmed interview (the 24-hour window is checked apart) */
  requestReschedule: { in: ['confirmed'], by: ['candidate'] },
} as const satisfies Record<
  ApplicationOperation,
  { in: readonly ApplicationStatus[]; by: readonly ApplicationCapacity[] }
>;

/** What the checks know about an application besides its status. */
export type ApplicationFacts = {
  reviewerCount: number;
  audioReviewerCount: number;
  unansweredScreeningQuestions: number;
  /** every assigned reviewer has submitted their ratings */
  screeningRated: boolean;
  hasAudioQuestions: boolean;
  unansweredAudioQuestions: number;
  audioRated: boolean;
  isSelected: boolean;
};

const REQUIREMENT_MET: Record<ApplicationRequirement, (facts: ApplicationFacts) => boolean> = {
  screeningAnswered: (f) => f.unansweredScreeningQuestions === 0,
  enoughReviewers: (f) => f.reviewerCount >= REVIEWERS_MIN,
  screeningRated: (f) => f.screeningRated,
  hasAudioQuestions: (f) => f.hasAudioQuestions,
  audioReviewerAssigned: (f) => f.audioReviewerCount > 0,
  audioAnswered: (f) => f.unansweredAudioQuestions === 0,
  audioRatedOrNotAsked: (f) => !f.hasAudioQuestions || f.audioRated,
  notSelected: (f) => !f.isSelected,
};

/** The outcome of a check: the status to move to, or the error to answer with. */
export type FlowCheck<T> = { ok: true; value: T } | { ok: false; error: ErrorCode };

const hasAny = (capacities: readonly ApplicationCapacity[], allowed: readonly ApplicationCapacity[]) =>
  capacities.some((capacity) => allowed.includes(capacity));

/**
 * Whether `capacities` may take `action` on an application in `status` with `facts`: who comes
 * first (forbidden_to_access_data), then the status (application_status_conflict), then each
 * requirement in the table's order.
 */
export function checkTransition(
  action: ApplicationAction,
  status: ApplicationStatus,
  capacities: readonly ApplicationCapacity[],
  facts: ApplicationFacts,
): FlowCheck<ApplicationStatus> {
  const transition: Transition = APPLICATION_TRANSITIONS[action];
  if (!hasAny(capacities, transition.by)) return { ok: false, error: 'forbidden_to_access_data' };
  if (!transition.from.includes(status)) return { ok: false, error: 'application_status_conflict' };
  const missing = transition.requires.find((requirement) => !REQUIREMENT_MET[requirement](facts));
  if (missing) return { ok: false, error: APPLICATION_REQUIREMENTS[missing] };
  return { ok: true, value: transition.to };
}

/** Whether `capacities` may do `operation` on an application in `status`. */
export function checkOperation(
  operation: ApplicationOperation,
  status: ApplicationStatus,
  capacities: readonly ApplicationCapacity[],
): FlowCheck<ApplicationStatus> {
  const rule: { in: readonly ApplicationStatus[]; by: readonly ApplicationCapacity[] } =
    APPLICATION_OPERATION_RULES[operation];
  if (!hasAny(capacities, rule.by)) return { ok: false, error: 'forbidden_to_access_data' };
  if (!rule.in.includes(status)) return { ok: false, error: 'application_status_conflict' };
  return { ok: true, value: status };
}

/** The actions `capacities` could take now (the buttons to show), requirements aside. */
export function actionsOffered(
  status: ApplicationStatus,
  capacities: readonly ApplicationCapacity[],
): ApplicationAction[] {
  return APPLICATION_ACTIONS.filter((action) => {
    const transition: Transition = APPLICATION_TRANSITIONS[action];
    return transition.from.includes(status) && hasAny(capacities, transition.by);
  });
}

/** The capacities of an employer on one application of their company. */
export function employerCapacities(
  employer: { userId: string; role: Role },
  application: {
    personInChargeId: string | null;
    reviewerIds: readonly string[];
    audioReviewerIds?: readonly string[];
  },
): ApplicationCapacity[] {
  const capacities: ApplicationCapacity[] = [];
  if (application.personInChargeId === employer.userId) capacities.push('personInCharge');
  if (employer.role === 'power_user') capacities.push('powerUser');
  if (employer.role !== 'reviewer_user') capacities.push('team');
  if (application.reviewerIds.includes(employer.userId)) capacities.push('reviewer');
  if (application.audioReviewerIds?.includes(employer.userId)) capacities.push('audioReviewer');
  return capacities;
}

/**
 * Whether an employer may open an application at all: everyone of its company but a reviewer_user,
 * who sees only the applications they review.
 */
export function canOpenApplication(capacities: readonly ApplicationCapacity[]): boolean {
  return capacities.length > 0;
}

/**
 * Independent scoring: whether a viewer sees the other reviewers' ratings (screening and audio alike,
 * and the overall rating made of them). Those who decide see them all; a reviewer or audio reviewer
 * only once their own are submitted, so no one is swayed by the others.
 */
export function seesOthersRatings(
  capacities: readonly ApplicationCapacity[],
  ownSubmitted: boolean,
): boolean {
  if (capacities.includes('personInCharge') || capacities.includes('powerUser')) return true;
  if (capacities.includes('reviewer') || capacities.includes('audioReviewer')) return ownSubmitted;
  return capacities.includes('team');
}
