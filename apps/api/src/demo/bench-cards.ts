import { type JobPostInput, JobPostInputSchema, type ResumeInput, ResumeInputSchema } from '@veil/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { CandidatePrincipal, EmployerPrincipal } from '../auth/session';
import { authCandidateUser, authEmployerUser, candidates, companies, employerUsers } from '../db/schema';
import { AppError } from '../errors/app-error';
import type { ClockedDeps } from '../http/context';
import type { AppMail } from '../mail';
import { startApplication, submitApplication } from '../modules/applications/candidate-applications.service';
import { rejectApplication, selectApplication } from '../modules/applications/employer-applications.service';
import { createResumeUnlessPresent } from '../modules/candidate-profile/candidate-profile.routes';
import { insertJobPosts } from '../modules/jobs/job-post-writes';
import { jobPosts } from '../modules/jobs/jobs.schema';
import { EMPLOYERS, FIRST_NAMES, LAST_NAMES, ROLES, SCHOOLS, SITES, WORK_PLACES } from './bench-cards-data';
import { DEMO_VISITOR_COMPANY } from './demo-seed';

/*
 * A full jobs list and a full board for the interaction bench (apps/web/bench/interaction.mjs,
 * issue 40): the demo jobs' company gets 120 more published jobs (its roles at its sites, published
 * over the last weeks), and 110 candidates with a profile each apply to one of them, so the
 * candidate's Explore tab and the power user's board can show more than 100 cards. Every sixth
 * application is rejected, every ninth marked as selected, so the board's status tabs and badges
 * vary as in use. Runs after `seed:demo` on the same data; what exists is left alone.
 */

/** The power user whose board fills (SEEDED_ACCOUNTS in scripts/web-first-load.mjs). */
const POWER_USER = 'nina.vogel@hafenkante.example';

/** The `index`th item of `list`, from the start again after its end. */
function cycle<T>(list: readonly T[], index: number): T {
  const item = list[index % list.length];
  if (item === undefined) throw new Error('cycle: an empty list');
  return item;
}

/** The company's jobs: each role at each site, newest first as a search lists them. */
function benchJobs(): (JobPostInput & { publishedAt: Date })[] {
  const now = Date.now();
  return SITES.flatMap((site, siteIndex) =>
    ROLES.map((role, roleIndex) => {
      const index = siteIndex * ROLES.length + roleIndex;
      const job = JobPostInputSchema.parse({
        jobTitle: role.title,
        jobTypeDescription: '',
        jobTypes: role.jobTypes,
        contractType: role.experience === 'under_1_year' ? 'working_student' : 'permanent',
        experience: role.experience,
        officeLocation: site,
        workPlace: cycle(WORK_PLACES, index),
        salaryRange: { from: role.salary[0], to: role.salary[1] },
        industry: role.industry ?? 'software_it_services',
        responsibilities: role.responsibilities,
        requirements: role.requirements,
        skillTags: role.skillTags,
      } satisfies Partial<JobPostInput>);
      // one job every six hours, backwards from now
      return { ...job, publishedAt: new Date(now - index * 6 * 3_600_000) };
    }),
  );
}

/** The `index`th candidate: a distinct name (22 first names × 20 last names) and a profile of one of the roles. */
function benchCandidate(index: number): { email: string; name: string; resume: ResumeInput } {
  const [firstName, gender] = cycle(FIRST_NAMES, index);
  // a first name comes round again every 22 candidates, each time with a last name 3 further on
  const lastName = cycle(LAST_NAMES, index + Math.floor(index / FIRST_NAMES.length) * 3);
  const role = cycle(ROLES, index);
  const local = `${firstName}.${lastName}`
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue');
  const email = `${local}@example.org`;
  const since = 2014 + (index % 9);
  const resume = ResumeInputSchema.parse({
    userDetails: {
      firstName,
      lastName,
      email,
      phoneNumber: `+49 170 555${String(1000 + index).padStart(4, '0')}`,
      gender,
      dob: `${1980 + (index % 20)}-${String(1 + (index % 12)).padStart(2, '0')}-${String(1 + (index % 28)).padStart(2, '0')}`,
      headline: role.headline,
      location: cycle(SITES, index),
    },
    workInformation: { personalHeadline: role.headline, openTo: role.jobTypes },
    workExperiences: [
      {
        company: cycle(EMPLOYERS, index),
        industry: 'software_it_services',
        companySize: '50-249',
        jobTitle: role.headline,
        workFrom: `${since}-0${1 + (index % 9)}`,
        currentlyWorking: true,
        jobDescription: `Seit ${since} im Team: ${role.tags.join(', ')}.`,
      },
    ],
    educations: [
      {
        school: cycle(SCHOOLS, index),
        degree: index % 3 === 0 ? 'Master of Science' : 'Bachelor of Science',
        studyFrom: `${since - 5}-10`,
        studyTo: `${since - 1}-09`,
      },
    ],
    languages: [
      { iso: 'deu', level: index % 4 === 0 ? 'fluent' : 'business_fluent' },
      { iso: 'eng', level: index % 2 === 0 ? 'fluent' : 'good_knowledge' },
    ],
    tags: role.tags,
    certifications: [],
    rewards: [],
    socialLinks: [],
  });
  return { email, name: `${firstName} ${lastName}`, resume };
}

/** The jobs' company and its power user as the services want them; null before `seed:demo` ran. */
async function powerUser(deps: ClockedDeps): Promise<EmployerPrincipal | null> {
  const [row] = await deps.db
    .select({ userId: authEmployerUser.id, companyId: employerUsers.companyId })
    .from(authEmployerUser)
    .innerJoin(employerUsers, eq(employerUsers.id, authEmployerUser.id))
    .innerJoin(companies, eq(companies.id, employerUsers.companyId))
    .where(and(eq(authEmployerUser.email, POWER_USER), eq(companies.name, DEMO_VISITOR_COMPANY)));
  return row ? { pool: 'employer', email: POWER_USER, role: 'power_user', ...row } : null;
}

/** Inserts and publishes the jobs the company does not have yet; returns the ids of all of them, in benchJobs' order. */
async function seedJobs(deps: ClockedDeps, employer: EmployerPrincipal): Promise<string[]> {
  const jobs = benchJobs();
  const key = (job: { jobTitle: string; officeLocation: string }) => `${job.jobTitle}@${job.officeLocation}`;
  const existing = await deps.db
    .select({ id: jobPosts.id, jobTitle: jobPosts.jobTitle, officeLocation: jobPosts.officeLocation })
    .from(jobPosts)
    .where(
      and(
        eq(jobPosts.companyId, employer.companyId),
        inArray(
          jobPosts.jobTitle,
          ROLES.map((role) => role.title),
        ),
      ),
    );
  const ids = new Map(existing.map((job) => [key(job), job.id]));
  const missing = jobs.filter((job) => !ids.has(key(job)));
  const actor = { id: employer.userId, email: employer.email };
  await deps.db.transaction(async (tx) => {
    const rows = await insertJobPosts(tx, { companyId: employer.companyId, actor, jobs: missing });
    // published as the demo seed publishes its jobs, each at its own hour
    for (const [index, row] of rows.entries()) {
      const job = missing[index];
      if (!job) continue;
      ids.set(key(job), row.id);
      await tx
        .update(jobPosts)
        .set({ status: 'open', publishedAt: job.publishedAt })
        .where(eq(jobPosts.id, row.id));
    }
  });
  return jobs.flatMap((job) => ids.get(key(job)) ?? []);
}

/** The candidate's account (created where missing) as the services want it. */
async function ensureCandidate(deps: ClockedDeps, email: string, name: string): Promise<CandidatePrincipal> {
  const [user] = await deps.db
    .select({ id: authCandidateUser.id })
    .from(authCandidateUser)
    .where(eq(authCandidateUser.email, email));
  if (user) return { pool: 'candidate', userId: user.id, email };
  const id = crypto.randomUUID();
  await deps.db.transaction(async (tx) => {
    await tx.insert(authCandidateUser).values({ id, email, name, emailVerified: true, locale: 'de' });
    await tx.insert(candidates).values({ id, termsAcceptedAt: new Date() }).onConflictDoNothing();
  });
  return { pool: 'candidate', userId: id, email };
}

export const BENCH_CARD_JOBS = SITES.length * ROLES.length;
export const BENCH_CARD_APPLICATIONS = 110;

/**
 * Seeds the bench's jobs and applications (`npm run seed:bench-cards -w @veil/api`, after
 * `seed:demo`). Returns a summary line.
 */
export async function seedBenchCards(deps: ClockedDeps & { mail: AppMail }): Promise<string> {
  const employer = await powerUser(deps);
  if (!employer) throw new Error(`${POWER_USER} of ${DEMO_VISITOR_COMPANY} is missing: run seed:demo first`);
  const jobIds = await seedJobs(deps, employer);
  let sent = 0;
  for (let index = 0; index < BENCH_CARD_APPLICATIONS; index += 1) {
    const { email, name, resume } = benchCandidate(index);
    const candidate = await ensureCandidate(deps, email, name);
    await createResumeUnlessPresent(deps, candidate, resume);
    // every seventh job in turn: the applications spread over roles and sites
    const jobId = cycle(jobIds, index * 7);
    const started = await startApplication(deps, candidate, jobId).catch((error: unknown) => {
      // applied already: the seed ran before
      if (error instanceof AppError && error.code === 'application_exist') return null;
      throw error;
    });
    if (!started) continue;
    await submitApplication(deps, candidate, started.id);
    sent += 1;
    if (index % 6 === 5)
      await rejectApplication(deps, employer, started.id, {
        noteToCandidate: 'Vielen Dank für Ihre Bewerbung. Wir haben uns für ein anderes Profil entschieden.',
        internalReason: 'Andere Bewerbungen passen besser zum Aufgabengebiet.',
      });
    else if (index % 9 === 4) await selectApplication(deps.db, employer, started.id, true);
  }
  return `bench cards    ${DEMO_VISITOR_COMPANY}: ${jobIds.length} bench jobs open, ${sent} new applications`;
}
