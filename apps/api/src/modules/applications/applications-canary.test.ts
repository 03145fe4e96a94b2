import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sentApplication } from '../../testing/applications';
import { CANARY, CANARY_ANSWERS, CANARY_SHORT_TEXT, canaryLeaks, canaryResume } from '../../testing/canary';
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
      screeningQuestions: [{ question: 'Wer sind Sie?' }, { question: 'Wie erreicht man Sie?' }],
      audioQuestions: [{ question: 'Erzählen Sie.', duration: 30 }],
      languages: [{ iso: 'deu', level: 'fluent' }],
    });
    const second = await insertJob(ctx.app, company.id, {
      jobTitle: 'Zweite Stelle',
      screeningQuestions: [],
    });
    // the answer tells everything about the candidate, as people do
    const { id } = await sentApplication(ctx.app, candidate.cookie, job.id, (question) =>
      question.startsWith('Wer') ? CANARY_ANSWERS[0] : CANARY_ANSWERS[1],
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
          body: {
            cv: { rating: 4, comment: '' },
            answers: [
              { questionId: 'q1', rating: 3, comment: '' },
              { questionId: 'q2', rating: 3, comment: '' },
            ],
          },
        })
      ).body,
    );
    answers.push(await employer('POST', `/company-applications/${id}/notes`, { content: 'Gute Antwort.' }));
    answers.push(await employer('PUT', `/company-applications/${id}/selected`, { isSelected: true }));
    answers.push(await employer('GET', `/company-jobs/${job.id}`));
    answers.push(await employer('GET', `/company-jobs/${job.id}/deletion-stats`));
    answers.push(await employer('GET', '/company-jobs'));
    const withdrawal = await call(
      ctx.app,
      'candidate',
      'POST',
      `/api/applications/${withdrawn.id}/withdraw`,
      {
        cookie: candidate.cookie,
        body: { reason: 'other', comment: `${CANARY.first} zieht um: ${CANARY_SHORT_TEXT}` },
      },
    );
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);
    answers.push(await employer('GET', '/deletion-logs'));
    answers.push(await employer('GET', `/deletion-logs/${withdrawn.id}`));
    // every read of the OpenAPI document, as each employer role and signed out, on the canary's objects
    const resumeId = (
      await call(ctx.app, 'candidate', 'GET', '/api/resumes', { cookie: candidate.cookie })
    ).json().id as string;
    const code = (
      await call(ctx.app, 'candidate', 'PUT', '/api/resumes/public-link', {
        cookie: candidate.cookie,
        body: { enabled: true },
      })
    ).json().publicCode as string;
    const ids: Record<string, string> = {
      applicationId: id,
      jobId: job.id,
      companyId: company.id,
      id: resumeId,
      code,
      pool: 'employer',
    };
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const reads = Object.entries(doc.paths as Record<string, Record<string, unknown>>)
      .filter(([, item]) => 'get' in item)
      .map(([route]) => route.replace(/\{(\w+)\}/g, (_, name: string) => ids[name] ?? randomUUID()));
    expect(reads).toContain(`/anonymous-profiles/${code}`);
    expect(reads).toContain(`/company-applications/${id}/resume`);
    for (const path of reads) {
      for (const cookie of [power.cookie, reviewer.cookie, undefined]) {
        const res = await call(ctx.app, 'employer', 'GET', `/api${path}`, cookie ? { cookie } : {});
        answers.push(`${path} ${res.body}`);
      }
    }
    answers.push(await employer('PUT', `/company-applications/${id}/selected`, { isSelected: false }));
    const reject = await call(ctx.app, 'employer', 'POST', `/api/company-applications/${id}/reject`, {
      cookie: power.cookie,
      body: { noteToCandidate: 'Danke.', internalReason: 'Passt nicht.' },
    });
    expect(reject.statusCode, reject.body).toBe(200);
    answers.push(reject.body);
    const admin = await signInNewAdmin(ctx.app);
    answers.push((await call(ctx.app, 'admin', 'GET', '/api/admin/job-posts', { cookie: admin })).body);
    // every e-mail to anyone but the candidate
    const mails = await ctx.app.database.db.query.mailMessages.findMany();
    for (const mail of mails.filter((message) => message.toAddress !== CANARY.email)) {
      answers.push(`${mail.subject}\n${mail.text}\n${mail.html}`);
    }

    expect(
      answers.filter((answer) => answer.startsWith('{') && answer.includes('"code"')).length,
      'only the refused resume answers an error among the board operations',
    ).toBe(1);
    for (const answer of answers) expect(canaryLeaks(answer), answer.slice(0, 300)).toEqual([]);
    // the markers are real: the candidate's own view of the answer holds them
    const own = (
      await call(ctx.app, 'candidate', 'GET', `/api/applications/${id}`, { cookie: candidate.cookie })
    ).body;
    expect(canaryLeaks(own).length).toBeGreaterThan(3);
  });
});
