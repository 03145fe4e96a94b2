import type { CandidateJob, CandidateJobListItem } from '@veil/domain/contracts';

/** A published job as the candidate API answers it, for the tests of the candidate's job pages. */
export const CANDIDATE_JOB: CandidateJob = {
  id: '5b0c3c1e-8f4c-4c7a-9a51-0d3a4c1e2f10',
  jobTitle: 'Pflegefachkraft Intensivstation',
  jobTypeDescription: '',
  jobTypes: ['full_time'],
  contractType: 'permanent',
  experience: '2_5_years',
  officeLocation: 'Hamburg',
  workPlace: ['on_site'],
  salaryRange: { from: 45000, to: 60000 },
  industry: 'health_care',
  responsibilities: '<p>Sie betreuen Intensivpatient:innen.</p>',
  requirements: '<p>Examen in der Pflege</p>',
  benefits: '',
  infos: '',
  skillTags: ['Beatmung'],
  screeningQuestions: [],
  audioQuestions: [],
  languages: [],
  status: 'open',
  publishedAt: '2026-03-05T10:00:00.000Z',
  closedAt: null,
  company: { id: '0d6b1b1e-2f4c-4c7a-9a51-0d3a4c1e2f99', name: 'Hafenblick Klinik', logoUrl: null },
  isSaved: false,
};

/** The same job as a row of the search or the Saved tab. */
export function listItem(overrides: Partial<CandidateJobListItem> = {}): CandidateJobListItem {
  const { id, jobTitle, company, officeLocation, workPlace, jobTypes, contractType, experience } =
    CANDIDATE_JOB;
  return {
    id,
    jobTitle,
    company,
    officeLocation,
    workPlace,
    jobTypes,
    contractType,
    experience,
    salaryRange: CANDIDATE_JOB.salaryRange,
    industry: CANDIDATE_JOB.industry,
    skillTags: CANDIDATE_JOB.skillTags,
    status: 'open',
    publishedAt: CANDIDATE_JOB.publishedAt,
    isSaved: false,
    ...overrides,
  };
}

/** A page of list items as the API answers it. */
export function pageOfJobs(data: CandidateJobListItem[], lastIndex: string | null = null) {
  return { data, lastIndex, totalPages: 1, totalRecords: data.length, totalCapped: false };
}
