import type { App } from '../app';
import { call } from './http';

/**
 * Test helpers of the candidate's resume, through the API only: test code never reaches the
 * identity vault's tables (docs/decisions/005).
 */

/** A complete resume as POST /resumes takes it; `marker` makes every personal value unique. */
export function sampleResume(marker = 'probe') {
  return {
    userDetails: {
      firstName: `Vorname${marker}`,
      lastName: `Nachname${marker}`,
      email: `kandidat-${marker}@example.org`.toLowerCase(),
      phoneNumber: '+49 170 5550123',
      gender: 'female',
      dob: '1991-05-17',
      headline: 'Backend-Entwicklerin',
      location: 'Hamburg',
    },
    workInformation: { personalHeadline: 'Backend mit TypeScript', openTo: ['full_time'] },
    workExperiences: [
      {
        company: `Firma${marker} GmbH`,
        industry: 'software_it_services',
        companySize: '50-249',
        jobTitle: 'Backend Developer',
        workFrom: '2021-03',
        currentlyWorking: true,
        jobDescription: 'Zahlungsdienste mit Node.js und PostgreSQL.',
      },
    ],
    educations: [
      {
        school: `Hochschule${marker}`,
        degree: 'Bachelor of Science',
        studyFrom: '2014-10',
        studyTo: '2018-09',
      },
    ],
    languages: [
      { iso: 'deu', level: 'business_fluent' },
      { iso: 'eng', level: 'fluent' },
    ],
    tags: ['TypeScript', 'PostgreSQL'],
    certifications: [],
    rewards: [],
    socialLinks: [{ linkType: 'github', link: `https://github.com/dev${marker}`.toLowerCase() }],
  };
}

/** The candidate's resume, created with the sample when they have none yet. */
export async function ensureResume(
  app: App,
  cookie: string,
): Promise<{ id: string; publicCode: string | null }> {
  const current = await call(app, 'candidate', 'GET', '/api/resumes', { cookie });
  const existing = current.json().resume;
  if (existing) return existing;
  const created = await call(app, 'candidate', 'POST', '/api/resumes', { cookie, body: sampleResume() });
  if (created.statusCode !== 200) throw new Error(`resume not created: ${created.body}`);
  return created.json();
}
