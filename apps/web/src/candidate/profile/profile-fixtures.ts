import type { AnonymousCv } from '@veil/domain';
import type { Resume } from '@veil/domain/contracts';
import { CANDIDATE_ME } from '../../test/api-stub';

/** A stored resume of the signed-in test candidate; tests override the sections they need. */
export function resumeFixture(overrides: Partial<Resume> = {}): Resume {
  return {
    id: '0b7c3f4e-2a1d-4c5b-9e8f-7a6b5c4d3e2f',
    candidateId: CANDIDATE_ME.id,
    userDetails: {
      firstName: 'Lena',
      lastName: 'Berger',
      email: CANDIDATE_ME.email,
      gender: 'female',
      headline: 'Pflegefachfrau',
      location: 'Kiel',
      photoUploadId: null,
      profilePictureUrl: null,
    },
    workInformation: { personalHeadline: 'Erfahrene Pflegekraft', openTo: ['full_time'] },
    workExperiences: [
      {
        id: '1c8d4e5f-3b2a-4d6c-8f9e-6b5a4c3d2e1f',
        company: 'Hafenblick Klinik',
        industry: 'health_care',
        companySize: '250-999',
        jobTitle: 'Stationsleitung',
        jobDescription: 'Leitung des Teams bei Hafenblick Klinik',
        workFrom: '2019-04',
        workTo: null,
        currentlyWorking: true,
      },
    ],
    educations: [],
    languages: [{ id: '2d9e5f6a-4c3b-4e7d-9a8b-5c4d3e2f1a0b', iso: 'deu', level: 'business_fluent' }],
    tags: [{ id: '3e0f6a7b-5d4c-4f8e-8b9c-4d3e2f1a0b9c', tag: 'Intensivpflege' }],
    certifications: [],
    rewards: [],
    socialLinks: [],
    languagePlatform: 'de',
    publicCode: null,
    updatedAt: '2026-05-04T09:00:00.000Z',
    ...overrides,
  };
}

/** The anonymous CV of `resumeFixture()`: the employer's name in the description masked. */
export function anonymousCvFixture(overrides: Partial<AnonymousCv> = {}): AnonymousCv {
  return {
    workInformation: { personalHeadline: 'Erfahrene Pflegekraft', openTo: ['full_time'] },
    workExperiences: [
      {
        industry: 'health_care',
        companySize: '250-999',
        jobTitle: 'Stationsleitung',
        duration: { years: 7, months: 2 },
        jobDescription: 'Leitung des Teams bei […]',
      },
    ],
    educations: [],
    tags: ['Intensivpflege'],
    langMatch: { languages: [{ iso: 'deu', level: 'business_fluent', matches: null }], nonMatchCount: 0 },
    masked: ['organisation'],
    ...overrides,
  };
}
