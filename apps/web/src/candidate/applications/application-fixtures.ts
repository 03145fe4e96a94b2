import type {
  CandidateApplication,
  CandidateApplicationListItem,
  WithdrawnApplication,
} from '@veil/domain/contracts';
import { CANDIDATE_JOB } from '../jobs/job-fixtures';
import { anonymousCvFixture } from '../profile/profile-fixtures';

const { isSaved: _isSaved, company, ...job } = CANDIDATE_JOB;

/** A started application (a draft) to `CANDIDATE_JOB`, with two screening and one audio question. */
export function applicationFixture(overrides: Partial<CandidateApplication> = {}): CandidateApplication {
  return {
    id: '7a0f3c1e-1d2b-4c7a-9a51-0d3a4c1e2f01',
    status: 'applying',
    job: {
      ...job,
      screeningQuestions: [
        { question: 'Warum möchten Sie auf der Intensivstation arbeiten?' },
        { question: 'Wann könnten Sie beginnen?' },
      ],
      audioQuestions: [{ question: 'Erzählen Sie von einem schwierigen Dienst.', duration: 90 }],
    },
    company,
    createdAt: '2026-05-10T08:00:00.000Z',
    appliedAt: null,
    updatedAt: '2026-05-10T08:00:00.000Z',
    screeningAnswers: [
      { questionId: 'q1', question: 'Warum möchten Sie auf der Intensivstation arbeiten?', answer: '' },
      { questionId: 'q2', question: 'Wann könnten Sie beginnen?', answer: '' },
    ],
    audioQuestions: [{ id: 'a1', question: 'Erzählen Sie von einem schwierigen Dienst.', duration: 90 }],
    anonymousCv: anonymousCvFixture(),
    actions: ['submit', 'withdraw'],
    operations: [],
    dueDate: null,
    audioInvitedAt: null,
    dueDateExtendedAt: null,
    submitAudioScreeningAnswerAt: null,
    recordingClosed: false,
    writtenAlternativeRequestedAt: null,
    interviewAt: null,
    isInterviewSent: false,
    interviewSentAt: null,
    canReveal: false,
    revealedAt: null,
    ...overrides,
  };
}

/** The same application once sent. */
export function sentApplicationFixture(overrides: Partial<CandidateApplication> = {}): CandidateApplication {
  const draft = applicationFixture();
  return applicationFixture({
    status: 'applied',
    appliedAt: '2026-05-11T09:30:00.000Z',
    screeningAnswers: draft.screeningAnswers.map((item, index) => ({
      ...item,
      answer: index === 0 ? 'Weil ich gern im Team Verantwortung trage.' : 'Ab Juli',
    })),
    actions: ['withdraw'],
    ...overrides,
  });
}

/** A row of the applications list. */
export function listItemOf(application: CandidateApplication): CandidateApplicationListItem {
  const { id, status, company: owner, createdAt, appliedAt, updatedAt } = application;
  const { id: jobId, jobTitle, officeLocation } = application.job;
  return {
    id,
    status,
    job: { id: jobId, jobTitle, officeLocation },
    company: owner,
    createdAt,
    appliedAt,
    updatedAt,
  };
}

/** A page of rows as the API answers it. */
export function pageOf<T>(data: T[], lastIndex: string | null = null, totalRecords = data.length) {
  return { data, lastIndex, totalPages: 1, totalRecords, totalCapped: false };
}

/** A withdrawn application as the withdrawn list shows it. */
export function withdrawnFixture(overrides: Partial<WithdrawnApplication> = {}): WithdrawnApplication {
  return {
    id: applicationFixture().id,
    jobId: CANDIDATE_JOB.id,
    jobTitle: CANDIDATE_JOB.jobTitle,
    companyName: company.name,
    reason: 'other',
    comment: 'Ich ziehe um',
    withdrawnAt: '2026-05-12T10:00:00.000Z',
    ...overrides,
  };
}
