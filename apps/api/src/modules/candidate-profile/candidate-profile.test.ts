import { describe, expect, it } from 'vitest';
import { createCompany } from '../../testing/factories';
import { call } from '../../testing/http';
import { sampleResume } from '../../testing/resumes';
import { photoWithGps } from '../../testing/sample-files';
import { useTestApp } from '../../testing/test-app';
import { uploadDone, uploadRow } from '../../testing/uploads';
import { insertJob } from '../jobs/job-search.testing';
import { useSignedInCandidate } from './candidate-profile.testing';

// The resume, the anonymous CV with its public link, and the data export.
const ctx = useTestApp();
const { candidate, newCandidate, api, created, patch } = useSignedInCandidate(ctx);

describe('the resume', () => {
  it('does not exist until created, then is read back with ids; a second create is a conflict', async () => {
    expect((await api('GET', '/resumes')).json()).toEqual({ resume: null });
    const resume = await created();
    expect(resume.workExperiences[0]).toMatchObject({ company: 'Firmax GmbH', id: expect.any(String) });
    expect(resume.tags.map((t: { tag: string }) => t.tag)).toEqual(['TypeScript', 'PostgreSQL']);
    expect((await api('GET', '/resumes')).json().resume.id).toBe(resume.id);
    const again = await api('POST', '/resumes', sampleResume());
    expect(again.statusCode).toBe(409);
  });

  it('refuses a section change before the resume exists', async () => {
    const res = await patch({ updateType: 'tags', newData: [{ tag: 'Go' }] });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('resume_not_found');
  });

  it('saves one list section: removes, replaces in place keeping the id, and adds', async () => {
    const resume = await created();
    const [typescript, postgres] = resume.tags;
    const res = await patch({
      updateType: 'tags',
      removeIds: [postgres.id],
      newData: [{ id: typescript.id, tag: 'TypeScript 5' }, { tag: 'Kubernetes' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const tags = res.json().tags;
    expect(tags.map((t: { tag: string }) => t.tag)).toEqual(['TypeScript 5', 'Kubernetes']);
    expect(tags[0].id).toBe(typescript.id);
    // the other sections are as they were
    expect(res.json().workExperiences).toEqual(resume.workExperiences);
  });

  it('answers the spec codes for skill tags: at most 15, at most 100 characters', async () => {
    await created();
    const many = Array.from({ length: 14 }, (_, i) => ({ tag: `Skill ${i}` }));
    const tooMany = await patch({ updateType: 'tags', newData: many }, 'en');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      code: 'array_length_not_allow',
      message: 'A maximum of 15 skill tags are allowed.',
    });
    const tooLong = await patch({ updateType: 'tags', newData: [{ tag: 'x'.repeat(101) }] }, 'de');
    expect(tooLong.json().code).toBe('tag_exceeded_max_length');
    expect(tooLong.json().message).toMatch(/100/);
    const duplicate = await patch({ updateType: 'tags', newData: [{ tag: 'typescript' }] });
    expect(duplicate.statusCode).toBe(400);
  });

  it('names the languages field for a duplicate language', async () => {
    await created();
    const res = await patch({ updateType: 'languages', newData: [{ iso: 'deu', level: 'fluent' }] });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().details.issues)).toContain('languages');
  });

  it('keeps at most 15 work experiences and asks for an end unless still working', async () => {
    await created();
    const entry = sampleResume().workExperiences[0];
    const fifteen = Array.from({ length: 15 }, () => ({
      ...entry,
      currentlyWorking: false,
      workTo: '2022-01',
    }));
    const res = await patch({ updateType: 'workExperiences', newData: fifteen });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.issues[0].message).toBe('validation.workExperiences.max');
    const noEnd = await patch({
      updateType: 'workExperiences',
      newData: [{ ...entry, currentlyWorking: false }],
    });
    expect(noEnd.statusCode).toBe(400);
    const backwards = await patch({
      updateType: 'workExperiences',
      newData: [{ ...entry, currentlyWorking: false, workFrom: '2022-05', workTo: '2021-01' }],
    });
    expect(backwards.statusCode).toBe(400);
    const unknown = await patch({ updateType: 'workExperiences', removeIds: [crypto.randomUUID()] });
    expect(unknown.statusCode).toBe(400);
  });

  it('takes a photo upload re-encoded without metadata and deletes the one it replaces', async () => {
    const resume = await created();
    const send = async () =>
      uploadDone(ctx.app, 'candidate', candidate.cookie, {
        type: 'candidate_profile',
        filename: 'ich.jpg',
        mediaType: 'image/jpeg',
        body: await photoWithGps(800, 600),
      });
    const first = await send();
    const res = await patch({
      updateType: 'userDetails',
      newData: { ...resume.userDetails, photoUploadId: first },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().userDetails.profilePictureUrl).toEqual(expect.any(String));
    const second = await send();
    await patch({ updateType: 'userDetails', newData: { ...resume.userDetails, photoUploadId: second } });
    expect((await uploadRow(ctx.app, first))?.status).toBe('removed');
    // another candidate's upload is not theirs to take
    const other = await newCandidate();
    const foreign = await call(ctx.app, 'candidate', 'POST', '/api/resumes', {
      cookie: other.cookie,
      body: {
        ...sampleResume('o'),
        userDetails: { ...sampleResume('o').userDetails, photoUploadId: second },
      },
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('the anonymous CV and the public link', () => {
  it('shows what an employer sees, matched against a job, without any personal value', async () => {
    const resume = await created('Zqx');
    await patch({
      updateType: 'workExperiences',
      removeIds: [],
      newData: [
        {
          ...resume.workExperiences[0],
          jobDescription: 'Bei FirmaZqx: kandidat-zqx@example.org, +49 170 5550123, github.com/devzqx',
        },
      ],
    });
    const company = await createCompany(ctx.app.database.db);
    const job = await insertJob(ctx.app, company.id, {
      languages: [{ iso: 'eng', level: 'business_fluent' }],
    });
    const res = await api('GET', `/resumes/${resume.id}/anonymous?jobId=${job.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().langMatch.nonMatchCount).toBe(1);
    expect(res.body.toLowerCase()).not.toMatch(/zqx|5550123|2021|hamburg|female/);
    expect(res.json().workExperiences[0].jobDescription).toContain('[…]');
  });

  it('opens the anonymous CV by an unguessable link that can be turned off and renewed', async () => {
    await created();
    const on = (await api('PUT', '/resumes/public-link', { enabled: true })).json();
    expect(on.publicCode).toMatch(/^[\w-]{22}$/);
    const open = await call(ctx.app, 'candidate', 'GET', `/api/anonymous-profiles/${on.publicCode}`);
    expect(open.statusCode).toBe(200);
    expect(open.body).not.toContain('Vorname');
    const renewed = (await api('PUT', '/resumes/public-link', { enabled: true })).json();
    expect(renewed.publicCode).not.toBe(on.publicCode);
    expect(
      (await call(ctx.app, 'candidate', 'GET', `/api/anonymous-profiles/${on.publicCode}`)).statusCode,
    ).toBe(404);
    await api('PUT', '/resumes/public-link', { enabled: false });
    const off = await call(ctx.app, 'candidate', 'GET', `/api/anonymous-profiles/${renewed.publicCode}`, {
      locale: 'de',
    });
    expect(off.statusCode).toBe(404);
    expect(off.json().message).toBe('Dieses Profil existiert nicht.');
  });
});

describe('the data export', () => {
  it('holds the account, the resume and the saved jobs in one JSON file', async () => {
    await created();
    const company = await createCompany(ctx.app.database.db);
    const job = await insertJob(ctx.app, company.id, { jobTitle: 'Exportstelle' });
    await api('PUT', `/jobs/${job.id}/saved`);
    const res = await api('GET', '/resumes/export');
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json();
    expect(file.mediaType).toBe('application/json');
    const data = JSON.parse(Buffer.from(file.content, 'base64').toString('utf8'));
    expect(data.account.email).toBe(candidate.email);
    expect(data.resume.userDetails.firstName).toBe('Vornamex');
    expect(data.savedJobs.map((s: { jobTitle: string }) => s.jobTitle)).toEqual(['Exportstelle']);
  });
});
