import { type ResumeInput, ResumeInputSchema } from '@veil/domain';
import { and, eq } from 'drizzle-orm';
import type { CandidatePrincipal } from '../auth/session';
import { authCandidateUser, candidates, companies } from '../db/schema';
import { AppError } from '../errors/app-error';
import type { ClockedDeps } from '../http/context';
import {
  saveScreeningAnswers,
  startApplication,
  submitApplication,
} from '../modules/applications/candidate-applications.service';
import { createResumeUnlessPresent } from '../modules/candidate-profile/candidate-profile.routes';
import { jobPosts } from '../modules/jobs/jobs.schema';
import { DEMO_VISITORS } from './demo-accounts';

/**
 * The demo candidate: a profile (its anonymous CV is what the demo employer sees) and an application
 * to a job of the demo jobs' company, so the employer's board of the tour is not empty. The candidate
 * has no password: only the /demo tour signs in as her, read-only.
 */
export const DEMO_CANDIDATE_RESUME: ResumeInput = ResumeInputSchema.parse({
  userDetails: {
    firstName: 'Mia',
    lastName: 'Beispiel',
    email: DEMO_VISITORS.candidate,
    phoneNumber: '+49 170 5550199',
    gender: 'female',
    dob: '1993-04-12',
    headline: 'Backend-Entwicklerin',
    location: 'Hamburg',
  },
  workInformation: { personalHeadline: 'Backend mit Node.js und PostgreSQL', openTo: ['full_time'] },
  workExperiences: [
    {
      company: 'Speicherstadt Payments GmbH',
      industry: 'software_it_services',
      companySize: '50-249',
      jobTitle: 'Backend Developer',
      workFrom: '2020-02',
      currentlyWorking: true,
      jobDescription:
        'Zahlungsdienste mit Node.js und PostgreSQL: Abrechnung, Schnittstellen zu Banken, Monitoring.',
    },
  ],
  educations: [
    {
      school: 'Hochschule Beispielstadt',
      degree: 'Bachelor of Science',
      studyFrom: '2013-10',
      studyTo: '2017-09',
    },
  ],
  languages: [
    { iso: 'deu', level: 'business_fluent' },
    { iso: 'eng', level: 'fluent' },
  ],
  tags: ['Node.js', 'TypeScript', 'PostgreSQL'],
  certifications: [],
  rewards: [],
  socialLinks: [],
});

/** The job the demo candidate applies to (demo-jobs.ts). */
export const DEMO_APPLICATION_JOB = 'Backend Engineer (Node.js, PostgreSQL)';
const DEMO_APPLICATION_COMPANY = 'Hafenkante Digital GmbH';

/** Creates the demo candidate, her profile and her application where missing. */
export async function seedDemoCandidate(deps: ClockedDeps): Promise<void> {
  const { db } = deps;
  const email = DEMO_VISITORS.candidate;
  let [user] = await db
    .select({ id: authCandidateUser.id })
    .from(authCandidateUser)
    .where(eq(authCandidateUser.email, email));
  if (!user) {
    const id = crypto.randomUUID();
    await db.transaction(async (tx) => {
      await tx
        .insert(authCandidateUser)
        .values({ id, email, name: 'Mia Beispiel', emailVerified: true, locale: 'de' });
      await tx.insert(candidates).values({ id, termsAcceptedAt: new Date() }).onConflictDoNothing();
    });
    user = { id };
  }
  const candidate: CandidatePrincipal = { pool: 'candidate', userId: user.id, email };
  await createResumeUnlessPresent(deps, candidate, DEMO_CANDIDATE_RESUME);
  const [job] = await db
    .select({ id: jobPosts.id })
    .from(jobPosts)
    .innerJoin(companies, eq(companies.id, jobPosts.companyId))
    .where(and(eq(companies.name, DEMO_APPLICATION_COMPANY), eq(jobPosts.jobTitle, DEMO_APPLICATION_JOB)));
  if (!job) return;
  const started = await startApplication(deps, candidate, job.id).catch((error: unknown) => {
    // applied already: the seed ran before
    if (error instanceof AppError && error.code === 'application_exist') return null;
    throw error;
  });
  if (!started) return;
  await saveScreeningAnswers(
    deps,
    candidate,
    started.id,
    started.screeningAnswers.map((entry) => ({
      questionId: entry.questionId,
      answer:
        'Eine Abrechnungsabfrage brauchte 40 Sekunden; EXPLAIN ANALYZE zeigte einen fehlenden Index auf dem Buchungsdatum. Mit dem Index waren es 80 Millisekunden.',
    })),
  );
  await submitApplication(deps, candidate, started.id);
}
