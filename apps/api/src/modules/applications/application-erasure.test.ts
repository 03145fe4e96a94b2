import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { mailMessages } from '../../db/schema';
import { sentApplication } from '../../testing/applications';
import { useTestApp } from '../../testing/test-app';
import { insertJob } from '../jobs/job-search.testing';
import { ratings, useApplicationsCompany } from './applications.testing';
import { runRetention } from './deletion-logs.service';

const ctx = useTestApp();
const { companyId, jobId, power, reviewerA, outsider, candidateWithResume, employerCall, candidateCall } =
  useApplicationsCompany(ctx);

describe('erasure', () => {
  it('erases every piece of a withdrawn application and leaves a deletion log without personal data', async () => {
    const candidate = await candidateWithResume('Erase1');
    const { id } = await sentApplication(ctx.app, candidate.cookie, jobId);
    await employerCall(power, 'PUT', `/company-applications/${id}/assignment`, {
      personInChargeId: power.id,
      reviewerIds: [reviewerA.id],
      audioReviewerIds: [],
    });
    await employerCall(power, 'POST', `/company-applications/${id}/start-screening`);
    await employerCall(reviewerA, 'POST', `/company-applications/${id}/ratings`, ratings(5));
    await employerCall(power, 'POST', `/company-applications/${id}/notes`, { content: 'Stark.' });
    await ctx.app.jobs.send('applications.retention', {}, { startAfter: 3600, singletonKey: id });
    await ctx.app.database.db.execute(
      sql`update pgboss.job set data = data || ${JSON.stringify({ applicationId: id })}::jsonb where singleton_key = ${id}`,
    );

    const withdrawn = await candidateCall(candidate.cookie, 'POST', `/applications/${id}/withdraw`, {
      reason: 'other',
      comment: 'Umzug',
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toMatchObject({
      reason: 'other',
      comment: 'Umzug',
      jobTitle: 'Datenbankentwicklerin',
    });

    const leftovers = await rowsOf<{ n: number }>(
      ctx.app.database.db,
      sql`select
        (select count(*) from applications where id = ${id})
        + (select count(*) from application_reviews where application_id = ${id})
        + (select count(*) from application_notes where application_id = ${id})
        + (select count(*) from application_reviewers where application_id = ${id})
        + (select count(*) from application_mails where application_id = ${id})
        + (select count(*) from pgboss.job where data->>'applicationId' = ${id}) as n`,
    );
    expect(Number(leftovers[0]?.n)).toBe(0);
    expect((await employerCall(power, 'GET', `/company-applications/${id}`)).statusCode).toBe(404);

    const log = await employerCall(power, 'GET', `/deletion-logs/${id}`);
    expect(log.statusCode, log.body).toBe(200);
    expect(log.json()).toMatchObject({
      deletionReason: 'withdrawn',
      jobTitle: 'Datenbankentwicklerin',
      isExpired: false,
    });
    expect(log.json().deletedDataTypes).toEqual(
      expect.arrayContaining([
        { type: 'ratings', count: 1 },
        { type: 'notes', count: 1 },
        { type: 'queued_jobs', count: 1 },
      ]),
    );
    expect(log.body.toLowerCase()).not.toContain('erase1');
    expect((await employerCall(reviewerA, 'GET', `/deletion-logs/${id}`)).statusCode).toBe(403);
    expect((await employerCall(outsider, 'GET', `/deletion-logs/${id}`)).statusCode).toBe(404);
    const lines = (await candidateCall(candidate.cookie, 'GET', '/applications/withdrawn')).json().data;
    expect(lines.map((line: { id: string }) => line.id)).toEqual([id]);
  });

  it('erases rejected applications 180 days after the rejection and empties logs after 3 years', async () => {
    const candidate = await candidateWithResume('Keep1');
    const { id } = await sentApplication(ctx.app, candidate.cookie, jobId);
    await employerCall(power, 'POST', `/company-applications/${id}/reject`, {
      noteToCandidate: 'Leider nein.',
    });
    const rejectedAt = Date.now();
    const day = 24 * 3600 * 1000;

    await runRetention(ctx.app.database.db, new Date(rejectedAt + 179 * day));
    expect((await employerCall(power, 'GET', `/company-applications/${id}`)).statusCode).toBe(200);

    const run = await runRetention(ctx.app.database.db, new Date(rejectedAt + 181 * day));
    expect(run.erased).toBeGreaterThanOrEqual(1);
    expect((await employerCall(power, 'GET', `/company-applications/${id}`)).statusCode).toBe(404);
    expect(
      await ctx.app.database.db
        .select()
        .from(mailMessages)
        .where(eq(mailMessages.toAddress, candidate.email)),
    ).toHaveLength(0 + (await ctx.mail.messages(candidate.email)).length);
    expect(await ctx.mail.messages(candidate.email, 'company-template')).toHaveLength(0);
    const log = (await employerCall(power, 'GET', `/deletion-logs/${id}`)).json();
    expect(log).toMatchObject({
      deletionReason: 'retention_expired',
      isExpired: false,
      responsiblePersonName: null,
    });

    await runRetention(ctx.app.database.db, new Date(rejectedAt + 181 * day + 3 * 366 * day));
    const expired = (await employerCall(power, 'GET', `/deletion-logs/${id}`)).json();
    expect(expired).toMatchObject({ isExpired: true, jobTitle: null, deletedDataTypes: [] });
  });

  it('shows a job’s deletion statistics and erases its applications with the job', async () => {
    const job = await insertJob(ctx.app, companyId, { jobTitle: 'Wird gelöscht', screeningQuestions: [] });
    const first = await candidateWithResume();
    const second = await candidateWithResume();
    const { id } = await sentApplication(ctx.app, first.cookie, job.id);
    await candidateCall(second.cookie, 'POST', '/applications', { jobId: job.id });
    const stats = await employerCall(power, 'GET', `/company-jobs/${job.id}/deletion-stats`);
    expect(stats.json()).toEqual({
      applications_started: 1,
      applications_on_board: 1,
      applications_deleted: 0,
      total_applications: 2,
    });
    const listed = (await employerCall(power, 'GET', `/company-jobs/${job.id}`)).json();
    expect(listed.applicationCount).toBe(1);
    const removed = await employerCall(power, 'DELETE', `/company-jobs/${job.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    const log = (await employerCall(power, 'GET', `/deletion-logs/${id}`)).json();
    expect(log.deletionReason).toBe('job_deleted');
    expect(log.responsiblePersonId).toBe(power.id);
    expect((await candidateCall(first.cookie, 'GET', '/applications')).json().data).toEqual([]);
  });
});
