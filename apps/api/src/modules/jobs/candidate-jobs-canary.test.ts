import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authCandidateUser } from '../../db/schema';
import { createCompany } from '../../testing/factories';
import { call, signInNewAdmin } from '../../testing/http';
import { signedInEmployer } from '../../testing/members';
import { useTestApp } from '../../testing/test-app';
import { insertJob, signedUpCandidate } from './job-search.testing';

const ctx = useTestApp();

/** Strings that occur only in the candidate's own name and e-mail address. */
const NAME_MARKER = 'kanarienname7q';
const EMAIL_MARKER = 'kanarienpost7q';

describe('what employers and admins learn of candidates who read jobs', () => {
  it('no job answer of an employer or an admin shows who saved or opened the job', async () => {
    const company = await createCompany(ctx.app.database.db);
    const employer = await signedInEmployer(ctx.app, company.id, 'power_user');
    const adminCookie = await signInNewAdmin(ctx.app);
    const candidate = await signedUpCandidate(ctx.app, ctx.mail, `${EMAIL_MARKER}@example.org`);
    await ctx.app.database.db
      .update(authCandidateUser)
      .set({ name: `Kira ${NAME_MARKER}` })
      .where(eq(authCandidateUser.id, candidate.id));

    const jobs = [
      await insertJob(ctx.app, company.id, { jobTitle: 'Kanarienstelle offen' }),
      await insertJob(ctx.app, company.id, { jobTitle: 'Kanarienstelle geteilt' }),
    ];
    for (const job of jobs) {
      const saved = await call(ctx.app, 'candidate', 'PUT', `/api/jobs/${job.id}/saved`, {
        cookie: candidate.cookie,
      });
      expect(saved.statusCode).toBe(200);
      expect(
        (await call(ctx.app, 'candidate', 'GET', `/api/jobs/${job.id}`, { cookie: candidate.cookie }))
          .statusCode,
      ).toBe(200);
    }
    const shared = await call(ctx.app, 'candidate', 'GET', `/api/jobs/share/${jobs[1]?.sharableCode}`, {
      cookie: candidate.cookie,
    });
    expect(shared.json().isSaved).toBe(true);

    const answers = [
      await call(ctx.app, 'employer', 'GET', '/api/company-jobs', { cookie: employer.cookie }),
      ...(await Promise.all(
        jobs.map((job) =>
          call(ctx.app, 'employer', 'GET', `/api/company-jobs/${job.id}`, { cookie: employer.cookie }),
        ),
      )),
      await call(ctx.app, 'admin', 'GET', '/api/admin/job-posts', { cookie: adminCookie }),
      await call(ctx.app, 'admin', 'GET', '/api/admin/job-posts?jobTitle=Kanarienstelle', {
        cookie: adminCookie,
      }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      // the answers are about these jobs…
      expect(answer.body).toContain('Kanarienstelle');
      // …and say nothing of the candidate
      expect(answer.body).not.toContain(NAME_MARKER);
      expect(answer.body).not.toContain(EMAIL_MARKER);
      expect(answer.body).not.toContain(candidate.id);
    }
  });
});
