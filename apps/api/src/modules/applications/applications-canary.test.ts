import { describe, expect, it } from 'vitest';
import { sentApplication } from '../../testing/applications';
import { CANARY, CANARY_FREE_TEXT, canaryLeaks, canaryResume } from '../../testing/canary';
import { createCompany } from '../../testing/factories';
import { call, signInNewAdmin } from '../../testing/http';
import { signedInEmployer } from '../../testing/members';
import { useTestApp } from '../../testing/test-app';
import { insertJob, signedUpCandidate } from '../jobs/job-search.testing';

const ctx = useTestApp();

describe('the canary candidate applies', () => {
  it('reaches no employer answer or employer e-mail with any personal value, through the whole board', async () => {
    const candidate = await signedUpCandidate(ctx.app, ctx.mail, CANARY.email);
    const created = await call(ctx.app, 'candidate', 'POST', '/api/resumes', {
      cookie: candidate.cookie,
      body: canaryResume(),
    });
    expect(created.statusCode, created.body).toBe(200);
    const company = await createCompany(ctx.app.database.db);
    const power = await signedInEmployer(ctx.app, company.id, 'power_user');
    const reviewer = await signedInEmployer(ctx.app, company.id, 'reviewer_user');
    const job = await insertJob(ctx.app, company.id, {
      screeningQuestions: [{ question: 'Wer sind Sie?' }],
      audioQuestions: [{ question: 'Erzählen Sie.', duration: 30 }],
      languages: [{ iso: 'deu', level: 'fluent' }],
    });
    const second = await insertJob(ctx.app, company.id, {
      jobTitle: 'Zweite Stelle',
      screeningQuestions: [],
    });
    // the answer tells everything about the candidate, as people do
    const { id } = await sentApplication(ctx.app, candidate.cookie, job.id, () =>
      CANARY_FREE_TEXT.slice(0, 500),
    );
    const withdrawn = await sentApplication(ctx.app, candidate.cookie, second.id);

    const employer = (method: 'GET' | 'POST' | 'PUT', path: string, body?: Record<string, unknown>) =>
      call(ctx.app, 'employer', method, `/api${path}`, {
        cookie: power.cookie,
        ...(body ? { body } : {}),
      }).then((res) => res.body);
    const answers: string[] = [];
    answers.push(await employer('GET', '/company-applications'));
    answers.push(await employer('GET', `/company-applications?keyword=${encodeURIComponent(CANARY.last)}`));
    answers.push(
      await employer('GET', `/company-applications/status-counts?keyword=${encodeURIComponent(CANARY.last)}`),
    );
    answers.push(await employer('GET', `/company-applications/${id}`));
    answers.push(await employer('GET', `/company-applications/${id}/resume`));
    answers.push(
      await employer('PUT', `/company-applications/${id}/assignment`, {
        personInChargeId: power.id,
        reviewerIds: [reviewer.id],
        audioReviewerIds: [],
      }),
    );
    answers.push(await employer('POST', `/company-applications/${id}/start-screening`));
    answers.push(
      (
        await call(ctx.app, 'employer', 'POST', `/api/company-applications/${id}/ratings`, {
          cookie: reviewer.cookie,
          body: { cv: { rating: 4, comment: '' }, answers: [{ questionId: 'q1', rating: 3, comment: '' }] },
        })
      ).body,
    );
    answers.push(await employer('POST', `/company-applications/${id}/notes`, { content: 'Gute Antwort.' }));
    answers.push(await employer('PUT', `/company-applications/${id}/selected`, { isSelected: true }));
    answers.push(await employer('GET', `/company-jobs/${job.id}`));
    answers.push(await employer('GET', `/company-jobs/${job.id}/deletion-stats`));
    answers.push(await employer('GET', '/company-jobs'));
    await call(ctx.app, 'candidate', 'POST', `/api/applications/${withdrawn.id}/withdraw`, {
      cookie: candidate.cookie,
      body: { reason: 'other', comment: `${CANARY.first} zieht um` },
    });
    answers.push(await employer('GET', '/deletion-logs'));
    answers.push(await employer('GET', `/deletion-logs/${withdrawn.id}`));
    const admin = await signInNewAdmin(ctx.app);
    answers.push((await call(ctx.app, 'admin', 'GET', '/api/admin/job-posts', { cookie: admin })).body);
    // every e-mail to anyone but the candidate
    const mails = await ctx.app.database.db.query.mailMessages.findMany();
    for (const mail of mails.filter((message) => message.toAddress !== CANARY.email)) {
      answers.push(`${mail.subject}\n${mail.text}\n${mail.html}`);
    }

    expect(answers.filter((answer) => answer.includes('"code"')).length).toBe(1); // only the refused resume
    for (const answer of answers) expect(canaryLeaks(answer), answer.slice(0, 300)).toEqual([]);
    // the markers are real: the candidate's own view of the answer holds them
    const own = (
      await call(ctx.app, 'candidate', 'GET', `/api/applications/${id}`, { cookie: candidate.cookie })
    ).body;
    expect(canaryLeaks(own).length).toBeGreaterThan(3);
  });
});
