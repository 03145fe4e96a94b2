import type {
  Assignee,
  BoardApplication,
  DeletionLog,
  EmployerApplication,
  ReviewerRatings,
} from '@veil/domain/contracts';
import { EMPLOYER_ME, json } from '../../test/api-stub';

/** Accounts of the company: the signed-in power user and two reviewers. */
export const JANA: Assignee = { id: EMPLOYER_ME.id, name: 'Jana Roth', role: 'power_user' };
export const TIM: Assignee = { id: 'emp-2', name: 'Tim Vogel', role: 'reviewer_user' };
export const ADA: Assignee = { id: 'emp-3', name: 'Ada Lind', role: 'reviewer_user' };

export const APPLICATION_ID = '7a3e9c1d-2b4f-4e6a-8c0d-1f2e3d4c5b6a';
export const JOB_ID = 'c2d4e6f8-1a3b-4c5d-8e9f-0a1b2c3d4e5f';

/** A card of the board. */
export function boardCard(overrides: Partial<BoardApplication> = {}): BoardApplication {
  return {
    id: APPLICATION_ID,
    sequenceNumber: 42,
    status: 'applied',
    job: { id: JOB_ID, jobTitle: 'Backend-Entwickler:in' },
    personInCharge: JANA,
    overallRating: null,
    isSelected: false,
    headline: 'Backend mit Go und Postgres',
    appliedAt: '2026-03-05T10:00:00.000Z',
    ...overrides,
  };
}

/** A reviewer's submitted ratings, with calibration figures. */
export function reviewerRatings(
  reviewer: ReviewerRatings['reviewer'],
  rating: number,
  usualSpread: number,
): ReviewerRatings {
  return {
    id: crypto.randomUUID(),
    reviewer,
    cv: { rating, comment: `CV von ${reviewer.name}` },
    answers: [{ questionId: 'q1', rating, comment: '' }],
    score: rating,
    spreadFromTeam: rating - 3.5,
    usualSpread,
    ratedApplications: 12,
    submittedAt: '2026-03-07T10:00:00.000Z',
  };
}

/** One application as its employers see it; by default the power user in charge, before screening. */
export function employerApplication(overrides: Partial<EmployerApplication> = {}): EmployerApplication {
  return {
    ...boardCard(),
    job: {
      id: JOB_ID,
      jobTitle: 'Backend-Entwickler:in',
      jobTypeDescription: '',
      jobTypes: ['full_time'],
      contractType: 'permanent',
      experience: '2_5_years',
      officeLocation: 'Leipzig',
      workPlace: ['hybrid'],
      salaryRange: { from: 55000, to: 70000 },
      industry: 'software_it_services',
      responsibilities: '<p>APIs</p>',
      requirements: '<p>Go</p>',
      benefits: '',
      infos: '',
      skillTags: ['Go'],
      screeningQuestions: [{ question: 'Warum wir?' }],
      audioQuestions: [{ question: 'Erzählen Sie von einem Projekt.', duration: 120 }],
      languages: [],
      status: 'open',
      publishedAt: '2026-03-01T10:00:00.000Z',
      closedAt: null,
    },
    anonymousCv: {
      workInformation: { personalHeadline: 'Backend mit Go und Postgres', openTo: ['full_time'] },
      workExperiences: [
        {
          industry: 'software_it_services',
          companySize: '50-249',
          jobTitle: 'Softwareentwickler:in',
          duration: { years: 4, months: 3 },
          jobDescription: 'Zahlungsdienste bei […]',
        },
      ],
      educations: [{ degreeOfStudy: 'B.Sc. Informatik' }],
      tags: ['Go', 'PostgreSQL'],
      langMatch: { languages: [{ iso: 'deu', level: 'fluent', matches: null }], nonMatchCount: 0 },
      masked: [],
    },
    screeningAnswers: [
      { questionId: 'q1', question: 'Warum wir?', answer: 'Weil Ihr Produkt mich überzeugt.' },
    ],
    audioQuestions: [{ id: 'a1', question: 'Erzählen Sie von einem Projekt.', duration: 120 }],
    reviewers: [TIM, ADA],
    audioReviewers: [],
    capacities: ['personInCharge', 'powerUser', 'team'],
    actions: ['startScreening', 'reject'],
    operations: ['assign', 'note', 'select', 'viewRatings'],
    ownRatings: null,
    ratings: [],
    ratingsSubmitted: 0,
    ratingsExpected: 2,
    notes: [],
    rejection: null,
    revealed: false,
    screeningStartedAt: null,
    rejectedAt: null,
    version: 1,
    dueDate: null,
    audioInvitedAt: null,
    dueDateExtendedAt: null,
    submitAudioScreeningAnswerAt: null,
    recordingClosed: false,
    writtenAlternativeRequestedAt: null,
    audioRatingsSubmitted: 0,
    audioRatingsExpected: 0,
    isReviewedAudioScreening: false,
    ownAudioRatings: null,
    audioRatings: null,
    interviewAt: null,
    isInterviewSent: false,
    interviewSentAt: null,
    ...overrides,
  };
}

/** A deletion log of a withdrawn application. */
export function deletionLog(overrides: Partial<DeletionLog> = {}): DeletionLog {
  return {
    logNumber: 7,
    applicationId: APPLICATION_ID,
    applicationNumber: 42,
    jobId: JOB_ID,
    jobTitle: 'Backend-Entwickler:in',
    companyName: EMPLOYER_ME.companyName,
    applicationCreationDate: '2026-03-05T10:00:00.000Z',
    deletionDateTime: '2026-03-09T13:45:00.000Z',
    deletionReason: 'withdrawn',
    deletedDataTypes: [
      { type: 'application', count: 1 },
      { type: 'ratings', count: 2 },
    ],
    responsiblePersonName: null,
    responsiblePersonId: null,
    expirationDate: '2029-03-09T13:45:00.000Z',
    isExpired: false,
    ...overrides,
  };
}

/** A page of a list answer. */
export function pageAnswer<T>(data: T[], lastIndex: string | null = null, totalRecords = data.length) {
  return json(200, { data, lastIndex, totalRecords, totalPages: 1, totalCapped: false });
}
