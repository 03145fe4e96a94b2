import { type APIRequestContext, expect, request as playwrightRequest } from '@playwright/test';
import { ok } from './employers';
import { API, createCandidate, freshEmail } from './mailbox';
import { areaUrl } from './support';

/*
 * Candidates set up through the API for the employer journeys: an account with a resume that sends
 * an application, answering every screening question. The candidate's own apply journey is a
 * browser test of its own; here applications are only the employer's material.
 */

/** The password of every candidate made here (a journey signs in as one in the browser). */
export const CANDIDATE_PASSWORD = 'Bewerbung!Senden8';

/** A resume as POST /resumes takes it; `label` keeps the personal values of each candidate apart. */
function resumeOf(label: string, headline: string) {
  return {
    userDetails: {
      firstName: `Kim${label}`,
      lastName: `Kandidat${label}`,
      email: `kim.${label}@example.org`.toLowerCase(),
      phoneNumber: '+49 170 5550188',
      gender: 'non_binary',
      dob: '1993-02-11',
      headline,
      location: 'Bremen',
    },
    workInformation: { personalHeadline: headline, openTo: ['full_time'] },
    workExperiences: [
      {
        company: `Reederei ${label} GmbH`,
        industry: 'software_it_services',
        companySize: '250-999',
        jobTitle: 'Softwareentwicklerin',
        workFrom: '2019-04',
        currentlyWorking: true,
        jobDescription: 'Schnittstellen für Containerterminals mit TypeScript.',
      },
    ],
    educations: [
      { school: `Uni ${label}`, degree: 'Master of Science', studyFrom: '2013-10', studyTo: '2018-09' },
    ],
    languages: [{ iso: 'deu', level: 'business_fluent' }],
    tags: ['TypeScript', 'Node.js'],
    certifications: [],
    rewards: [],
    socialLinks: [],
  };
}

/** A signed-in candidate with a resume, as an API context of their own (its own cookie jar), and their address. */
export async function candidateWithResume(request: APIRequestContext, label: string, headline: string) {
  const email = freshEmail(`applicant-${label}`);
  await createCandidate(request, email, CANDIDATE_PASSWORD);
  const origin = areaUrl('candidate', '').replace(/\/$/, '');
  const candidate = await playwrightRequest.newContext({ extraHTTPHeaders: { Origin: origin } });
  const signIn = await candidate.post(`${API}/api/auth/candidate/sign-in/email`, {
    data: { email, password: CANDIDATE_PASSWORD },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  await ok(await candidate.post(`${API}/api/resumes`, { data: resumeOf(label, headline) }));
  return Object.assign(candidate, { email });
}

/** Sends an application to an open job, answering every screening question; returns its id. */
export async function sendApplication(candidate: APIRequestContext, jobId: string): Promise<string> {
  const draft = (await ok(await candidate.post(`${API}/api/applications`, { data: { jobId } }))) as {
    id: string;
    screeningAnswers: { questionId: string; question: string }[];
  };
  await ok(
    await candidate.put(`${API}/api/applications/${draft.id}/screening-answers`, {
      data: {
        answers: draft.screeningAnswers.map(({ questionId, question }) => ({
          questionId,
          answer: `Zu „${question}“: Ich habe fünf Jahre Erfahrung mit genau solchen Systemen.`,
        })),
      },
    }),
  );
  await ok(await candidate.post(`${API}/api/applications/${draft.id}/submit`));
  return draft.id;
}
