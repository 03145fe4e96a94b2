import { describe, expect, it } from 'vitest';
import type { ApplicationStatus } from './application';
import {
  APPLICATION_ACTIONS,
  APPLICATION_CAPACITIES,
  APPLICATION_OPERATION_RULES,
  APPLICATION_OPERATIONS,
  APPLICATION_TRANSITIONS,
  type ApplicationAction,
  type ApplicationCapacity,
  type ApplicationFacts,
  actionsOffered,
  checkOperation,
  checkTransition,
  employerCapacities,
  seesOthersRatings,
} from './application-flow';
import { audioReviewerScore, overallRating, reviewerScore, spreadFromTeam } from './application-review';
import { APPLICATION_STATUSES } from './values';

/** Facts under which every requirement is met. */
const READY: ApplicationFacts = {
  reviewerCount: 2,
  audioReviewerCount: 1,
  unansweredScreeningQuestions: 0,
  screeningRated: true,
  hasAudioQuestions: true,
  unansweredAudioQuestions: 0,
  audioRated: true,
  isSelected: false,
};

/** Every possible move the intended flow allows: (action, from) → to. */
const ALLOWED: [ApplicationAction, ApplicationStatus, ApplicationStatus][] = [
  ['submit', 'applying', 'applied'],
  ['startScreening', 'applied', 'screening'],
  ['inviteToAudio', 'screening', 'recording'],
  ['submitAudioAnswers', 'recording', 'evaluating'],
  ['approve', 'screening', 'approved'],
  ['approve', 'evaluating', 'approved'],
  ['confirmTimeSlot', 'approved', 'confirmed'],
  ['proposeNewSlots', 'confirmed', 'approved'],
  ...(['applied', 'screening', 'recording', 'evaluating', 'approved', 'confirmed'] as const).map(
    (from) => ['reject', from, 'rejected'] as [ApplicationAction, ApplicationStatus, ApplicationStatus],
  ),
  ...(['applying', 'applied', 'screening', 'recording', 'evaluating', 'approved', 'confirmed'] as const).map(
    (from) => ['withdraw', from, 'withdrawn'] as [ApplicationAction, ApplicationStatus, ApplicationStatus],
  ),
];

describe('the application state machine', () => {
  it('allows exactly the listed moves, for the capacities the table names, and nothing else', () => {
    for (const action of APPLICATION_ACTIONS) {
      for (const status of APPLICATION_STATUSES) {
        for (const capacity of APPLICATION_CAPACITIES) {
          const result = checkTransition(action, status, [capacity], READY);
          const expected = ALLOWED.find(([a, from]) => a === action && from === status);
          const entitled = (APPLICATION_TRANSITIONS[action].by as readonly ApplicationCapacity[]).includes(
            capacity,
          );
          if (!entitled) expect(result).toEqual({ ok: false, error: 'forbidden_to_access_data' });
          else if (!expected) expect(result).toEqual({ ok: false, error: 'application_status_conflict' });
          else expect(result).toEqual({ ok: true, value: expected[2] });
        }
      }
    }
  });

  it('ends in rejected and withdrawn: nothing leaves them', () => {
    for (const status of ['rejected', 'withdrawn'] as const) {
      expect(actionsOffered(status, APPLICATION_CAPACITIES)).toEqual([]);
    }
  });

  it('lets only the candidate submit, withdraw, answer the audio interview and confirm a slot', () => {
    for (const action of ['submit', 'withdraw', 'submitAudioAnswers', 'confirmTimeSlot'] as const) {
      expect(APPLICATION_TRANSITIONS[action].by).toEqual(['candidate']);
    }
    for (const action of [
      'startScreening',
      'inviteToAudio',
      'approve',
      'proposeNewSlots',
      'reject',
    ] as const) {
      expect(APPLICATION_TRANSITIONS[action].by).not.toContain('candidate');
      expect(APPLICATION_TRANSITIONS[action].by).not.toContain('reviewer');
    }
  });

  it.each([
    ['submit', 'applying', { unansweredScreeningQuestions: 1 }, 'application_screening_unanswered'],
    ['startScreening', 'applied', { reviewerCount: 0 }, 'application_reviewers_missing'],
    ['inviteToAudio', 'screening', { screeningRated: false }, 'application_ratings_missing'],
    ['inviteToAudio', 'screening', { hasAudioQuestions: false }, 'application_no_audio_questions'],
    ['inviteToAudio', 'screening', { audioReviewerCount: 0 }, 'application_audio_reviewer_missing'],
    ['submitAudioAnswers', 'recording', { unansweredAudioQuestions: 2 }, 'application_audio_unanswered'],
    ['approve', 'screening', { screeningRated: false }, 'application_ratings_missing'],
    ['approve', 'evaluating', { audioRated: false }, 'application_ratings_missing'],
    ['reject', 'screening', { isSelected: true }, 'application_is_selected'],
  ] as const)('refuses %s from %s while %o with %s', (action, status, change, error) => {
    const by = APPLICATION_TRANSITIONS[action].by;
    expect(checkTransition(action, status, by, { ...READY, ...change })).toEqual({ ok: false, error });
  });

  it('approves straight after screening only when the job asks no audio questions', () => {
    const noAudio = { ...READY, hasAudioQuestions: false, audioRated: false };
    expect(checkTransition('approve', 'screening', ['personInCharge'], noAudio)).toEqual({
      ok: true,
      value: 'approved',
    });
  });

  it('checks operations by status and capacity', () => {
    for (const operation of APPLICATION_OPERATIONS) {
      const rule = APPLICATION_OPERATION_RULES[operation];
      for (const status of APPLICATION_STATUSES) {
        for (const capacity of APPLICATION_CAPACITIES) {
          const result = checkOperation(operation, status, [capacity]);
          const entitled = (rule.by as readonly ApplicationCapacity[]).includes(capacity);
          const inStatus = (rule.in as readonly ApplicationStatus[]).includes(status);
          expect(result.ok).toBe(entitled && inStatus);
        }
      }
    }
    expect(checkOperation('rate', 'applied', ['reviewer'])).toEqual({
      ok: false,
      error: 'application_status_conflict',
    });
    expect(checkOperation('assign', 'screening', ['reviewer'])).toEqual({
      ok: false,
      error: 'forbidden_to_access_data',
    });
  });
});

describe('capacities and independent scoring', () => {
  const application = { personInChargeId: 'lead', reviewerIds: ['r1', 'lead'] };

  it('gives each employer the capacities of their role and assignment', () => {
    expect(employerCapacities({ userId: 'lead', role: 'regular_user' }, application)).toEqual([
      'personInCharge',
      'team',
      'reviewer',
    ]);
    expect(employerCapacities({ userId: 'boss', role: 'power_user' }, application)).toEqual([
      'powerUser',
      'team',
    ]);
    expect(employerCapacities({ userId: 'r1', role: 'reviewer_user' }, application)).toEqual(['reviewer']);
    expect(employerCapacities({ userId: 'r2', role: 'reviewer_user' }, application)).toEqual([]);
  });

  it('hides the others’ ratings from a reviewer until their own are submitted', () => {
    expect(seesOthersRatings(['reviewer'], false)).toBe(false);
    expect(seesOthersRatings(['team', 'reviewer'], false)).toBe(false);
    expect(seesOthersRatings(['reviewer'], true)).toBe(true);
    expect(seesOthersRatings(['personInCharge', 'reviewer'], false)).toBe(true);
    expect(seesOthersRatings(['powerUser', 'team'], false)).toBe(true);
    // the audio reviewers rate independently too
    expect(seesOthersRatings(['audioReviewer'], false)).toBe(false);
    expect(seesOthersRatings(['team', 'audioReviewer'], false)).toBe(false);
    expect(seesOthersRatings(['audioReviewer'], true)).toBe(true);
  });

  it('counts each audio reviewer like a screening reviewer in the overall rating', () => {
    const screening = reviewerScore({ cv: { rating: 4 }, answers: [{ rating: 4 }, { rating: 4 }] });
    const audio = audioReviewerScore([{ rating: 1 }, { rating: 2 }]);
    expect(audio).toBe(1.5);
    expect(overallRating([screening, audio])).toBe(2.8);
  });

  it('weighs every reviewer alike in the overall rating and shows each one’s spread', () => {
    const harsh = reviewerScore({ cv: { rating: 2 }, answers: [{ rating: 1 }, { rating: 3 }] });
    const lenient = reviewerScore({ cv: { rating: 5 }, answers: [{ rating: 4 }, { rating: 5 }] });
    expect(harsh).toBe(2);
    expect(overallRating([harsh, lenient])).toBe(3.3);
    expect(overallRating([])).toBeNull();
    expect(spreadFromTeam(harsh, [harsh, lenient])).toBe(-1.3);
  });
});
