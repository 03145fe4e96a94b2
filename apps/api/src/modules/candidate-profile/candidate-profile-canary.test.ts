import { describe, expect, it } from 'vitest';
import { CANARY, canaryLeaks, canaryResume } from '../../testing/canary';
import { createCompany } from '../../testing/factories';
import { call, signInNewAdmin } from '../../testing/http';
import { signedInEmployer } from '../../testing/members';
import { photoWithGps } from '../../testing/sample-files';
import { useTestApp } from '../../testing/test-app';
import { uploadDone } from '../../testing/uploads';
import { insertJob, signedUpCandidate } from '../jobs/job-search.testing';
import { anonymousCvOfCandidate } from './anonymous-cv.service';

const ctx = useTestApp();

describe('the canary candidate', () => {
  it('reaches no employer, admin or public answer with any personal value', async () => {
    const candidate = await signedUpCandidate(ctx.app, ctx.mail, CANARY.email);
    const cookie = candidate.cookie;
    const photo = await uploadDone(ctx.app, 'candidate', cookie, {
      type: 'candidate_profile',
      filename: `${CANARY.first}-${CANARY.last}.jpg`,
      mediaType: 'image/jpeg',
      body: await photoWithGps(640, 480),
    });
    const created = await call(ctx.app, 'candidate', 'POST', '/api/resumes', {
      cookie,
      body: canaryResume(photo),
    });
    expect(created.statusCode, created.body).toBe(200);
    const code = (
      await call(ctx.app, 'candidate', 'PUT', '/api/resumes/public-link', { cookie, body: { enabled: true } })
    ).json().publicCode;

    const company = await createCompany(ctx.app.database.db);
    const job = await insertJob(ctx.app, company.id, { languages: [{ iso: 'deu', level: 'fluent' }] });
    const employer = await signedInEmployer(ctx.app, company.id, 'power_user');
    const admin = await signInNewAdmin(ctx.app);

    const answers = [
      // what employers will read: the anonymous CV of the candidate, matched against their job
      JSON.stringify(await anonymousCvOfCandidate(ctx.app.database.db, candidate.id, job)),
      // the public link, signed out
      (await call(ctx.app, 'candidate', 'GET', `/api/anonymous-profiles/${code}`)).body,
      // every resume route, as an employer and as an admin
      ...(await Promise.all(
        [
          '/api/resumes',
          `/api/resumes/${created.json().id}/anonymous`,
          '/api/resumes/export',
          '/api/jobs/for-you',
        ].flatMap((path) => [
          call(ctx.app, 'candidate', 'GET', path, { cookie: employer.cookie }).then((res) => res.body),
          call(ctx.app, 'candidate', 'GET', path, { cookie: admin }).then((res) => res.body),
        ]),
      )),
      // the employer's own lists and job
      (await call(ctx.app, 'employer', 'GET', '/api/company-jobs', { cookie: employer.cookie })).body,
      (await call(ctx.app, 'employer', 'GET', `/api/company-jobs/${job.id}`, { cookie: employer.cookie }))
        .body,
    ];
    for (const answer of answers) expect(canaryLeaks(answer), answer.slice(0, 300)).toEqual([]);
    // and the candidate's own view does hold them: the markers are real
    const own = (await call(ctx.app, 'candidate', 'GET', '/api/resumes', { cookie })).body;
    expect(canaryLeaks(own).length).toBeGreaterThan(5);
  });
});
