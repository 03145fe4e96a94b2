import { encodeCursor } from '@veil/domain';
import { eq } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { beforeEach, describe, expect, it } from 'vitest';
import { createCompany } from '../../testing/factories';
import { call } from '../../testing/http';
import { sampleResume } from '../../testing/resumes';
import { photoWithGps } from '../../testing/sample-files';
import { useTestApp } from '../../testing/test-app';
import { uploadDone, uploadRow } from '../../testing/uploads';
import { waitFor } from '../../testing/wait-for';
import { insertJob, signedUpCandidate } from '../jobs/job-search.testing';
import { resumeImports } from './candidate-profile.schema';

const ctx = useTestApp();
let signUps = 0;
/** A new candidate, each from an address of its own (one address may sign up ten a minute). */
const newCandidate = () => signedUpCandidate(ctx.app, ctx.mail, undefined, `203.0.113.${++signUps}`);
let candidate: { cookie: string; id: string; email: string };

beforeEach(async () => {
  candidate = await newCandidate();
});

const api = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: object,
  locale: 'de' | 'en' = 'en',
) =>
  call(ctx.app, 'candidate', method, `/api${path}`, {
    cookie: candidate.cookie,
    locale,
    ...(body ? { body: body as Record<string, unknown> } : {}),
  });

async function created(marker = 'x') {
  const res = await api('POST', '/resumes', sampleResume(marker));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const patch = (body: object, locale: 'de' | 'en' = 'en') => api('PATCH', '/resumes', body, locale);

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

describe('For you', () => {
  it('ranks open jobs by how well they match the profile and says why', async () => {
    const company = await createCompany(ctx.app.database.db);
    const at = (minute: number) => new Date(Date.UTC(2026, 5, 1, 9, minute));
    const match = await insertJob(ctx.app, company.id, {
      jobTitle: 'Platform Engineer',
      skillTags: ['TypeScript', 'Kafka'],
      industry: 'software_it_services',
      jobTypes: ['full_time'],
      publishedAt: at(1),
    });
    const french = await insertJob(ctx.app, company.id, {
      jobTitle: 'Ingénieur logiciel',
      skillTags: ['TypeScript'],
      industry: 'software_it_services',
      jobTypes: ['full_time'],
      languages: [{ iso: 'fra', level: 'business_fluent' }],
      publishedAt: at(3),
    });
    const unrelated = await insertJob(ctx.app, company.id, {
      jobTitle: 'Gärtnerin',
      skillTags: ['Pflanzenkunde'],
      industry: 'agriculture',
      jobTypes: ['part_time'],
      publishedAt: at(5),
    });
    await insertJob(ctx.app, company.id, {
      jobTitle: 'Geschlossen',
      skillTags: ['TypeScript'],
      status: 'closed',
    });

    expect((await api('GET', '/jobs/for-you')).json().code).toBe('resume_not_found');
    await created();
    const res = await api('GET', '/jobs/for-you?pageSize=50');
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json().data.map((job: { id: string }) => job.id);
    expect(ids.indexOf(match.id)).toBeLessThan(ids.indexOf(french.id));
    expect(ids.indexOf(french.id)).toBeLessThan(ids.indexOf(unrelated.id));
    expect(res.json().data.map((job: { jobTitle: string }) => job.jobTitle)).not.toContain('Geschlossen');
    const first = res.json().data[ids.indexOf(match.id)];
    expect(first.reasons).toEqual([
      { kind: 'skills', values: ['TypeScript'] },
      { kind: 'industry', values: ['software_it_services'] },
      { kind: 'jobType', values: ['full_time'] },
      { kind: 'location', values: ['Hamburg'] },
    ]);

    // a second industry among the experiences brings its jobs into the pool as well
    const saved = await patch({
      updateType: 'workExperiences',
      newData: [
        {
          company: 'Hof GmbH',
          industry: 'agriculture',
          companySize: '1-9',
          jobTitle: 'Aushilfe',
          workFrom: '2015-04',
          workTo: '2016-09',
          currentlyWorking: false,
          jobDescription: 'Ernte',
        },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const widened = (await api('GET', '/jobs/for-you?pageSize=50')).json().data;
    expect(widened.find((job: { id: string }) => job.id === unrelated.id).reasons).toContainEqual({
      kind: 'industry',
      values: ['agriculture'],
    });
  });

  it('pages without repeats or gaps', async () => {
    const company = await createCompany(ctx.app.database.db);
    const same = new Date(Date.UTC(2026, 6, 1, 9, 0));
    for (let i = 0; i < 7; i++)
      await insertJob(ctx.app, company.id, {
        jobTitle: `Seite ${i}`,
        skillTags: ['PostgreSQL'],
        publishedAt: same,
      });
    await created();
    const seen: string[] = [];
    let lastIndex: string | null = null;
    let total = 0;
    do {
      const res = await api(
        'GET',
        `/jobs/for-you?pageSize=3${lastIndex ? `&lastIndex=${encodeURIComponent(lastIndex)}` : ''}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      seen.push(...res.json().data.map((job: { id: string }) => job.id));
      total = res.json().totalRecords;
      lastIndex = res.json().lastIndex;
    } while (lastIndex);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(total);

    // a cursor past the pool's end: no job, and still the pool's size
    const end = encodeURIComponent(
      encodeCursor('-999|2000-01-01 00:00:00+00', '00000000-0000-4000-8000-000000000000'),
    );
    const past = await api('GET', `/jobs/for-you?pageSize=3&lastIndex=${end}`);
    expect(past.statusCode, past.body).toBe(200);
    expect(past.json()).toMatchObject({ data: [], lastIndex: null, totalRecords: total });
  });
});

describe('the CV import', () => {
  /** The import's state once the background job has read the file. */
  async function settled() {
    return waitFor(
      async () => {
        const state = (await api('GET', '/resumes/pdf')).json();
        return state.state === 'process' ? null : state;
      },
      { timeoutMs: 90_000, what: 'the CV import to finish' },
    );
  }

  it('reads a LinkedIn export in the background and proposes its sections; the file is gone afterwards', async () => {
    expect((await api('GET', '/resumes/pdf')).json().state).toBe('not_started');
    const zip = zipSync({
      'Positions.csv': strToU8(
        'Company Name,Title,Description,Location,Started On,Finished On\nElbwerk AG,Backend Developer,APIs,Hamburg,Mar 2021,\n',
      ),
      'Skills.csv': strToU8('Name\nTypeScript\nPostgreSQL\n'),
    });
    const started = await api('POST', '/resumes/pdf', {
      fileName: 'Basic_LinkedInDataExport.zip',
      content: Buffer.from(zip).toString('base64'),
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().state).toBe('process');
    const done = await settled();
    expect(done).toMatchObject({ state: 'success', result: 'succeeded', errorCode: null });
    expect(done.proposal.source).toBe('linkedin_export');
    expect(done.proposal.tags).toEqual(['TypeScript', 'PostgreSQL']);
    expect(done.proposal.workExperiences[0]).toMatchObject({
      company: 'Elbwerk AG',
      jobTitle: 'Backend Developer',
    });
    const [row] = await ctx.app.database.db
      .select()
      .from(resumeImports)
      .where(eq(resumeImports.candidateId, candidate.id));
    expect(row?.storageKey).toBeNull();
    expect((await api('DELETE', '/resumes/pdf')).json().state).toBe('not_started');
  });

  it('reads an uploaded PDF CV and deletes the upload once read', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([595, 842]);
    const lines = [
      'Erika Beispiel',
      'Berufserfahrung',
      'Softwareentwicklerin',
      'Nordwerk GmbH',
      '03/2019 – heute',
      'Ausbildung',
      'Universität Bremen',
      'Master of Science',
      '2014 – 2018',
    ];
    for (const [i, text] of lines.entries()) {
      page.drawText(text, { x: 60, y: 780 - i * 24, size: i === 0 ? 20 : 11, font });
    }
    const uploadId = await uploadDone(ctx.app, 'candidate', candidate.cookie, {
      type: 'candidate_pdf_cv',
      filename: 'lebenslauf.pdf',
      mediaType: 'application/pdf',
      body: Buffer.from(await pdf.save()),
    });
    expect((await api('POST', '/resumes/pdf', { uploadId })).statusCode).toBe(200);
    const done = await settled();
    expect(done.state, JSON.stringify(done)).toBe('success');
    expect(done.proposal.source).toBe('pdf');
    expect(done.proposal.workExperiences[0]).toMatchObject({
      company: 'Nordwerk GmbH',
      currentlyWorking: true,
    });
    expect((await uploadRow(ctx.app, uploadId))?.status).toBe('removed');
  });

  it('notes each section saved from the review, so a reload shows it saved and a second save adds nothing', async () => {
    await api('POST', '/resumes/pdf', {
      fileName: 'Positions.csv',
      content: Buffer.from(
        'Company Name,Title,Description,Location,Started On,Finished On\nElbwerk AG,Backend Developer,APIs,Hamburg,Mar 2021,\n',
      ).toString('base64'),
    });
    const done = await settled();
    expect(done).toMatchObject({ state: 'success', savedSections: [] });
    const details = sampleResume('import').userDetails;
    const first = await api('POST', '/resumes', { userDetails: details, fromImport: true });
    expect(first.statusCode, first.body).toBe(200);
    const stored = first.json().workExperiences.length;
    const entry = {
      ...sampleResume('import').workExperiences[0],
      company: done.proposal.workExperiences[0].company,
    };
    // a double click: both saves arrive, one adds the entry
    const [one, two] = await Promise.all([
      patch({ updateType: 'workExperiences', newData: [entry], fromImport: true }),
      patch({ updateType: 'workExperiences', newData: [entry], fromImport: true }),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    const resume = (await api('GET', '/resumes')).json().resume;
    expect(resume.workExperiences).toHaveLength(stored + 1);
    // after a reload the review knows what was saved
    expect((await api('GET', '/resumes/pdf')).json().savedSections).toEqual([
      'userDetails',
      'workExperiences',
    ]);
    // the profile's own saves are not the import's business; a section the review has not is refused
    expect((await patch({ updateType: 'workExperiences', newData: [entry] })).statusCode).toBe(200);
    const wrong = await patch({
      updateType: 'workInformation',
      newData: sampleResume('import').workInformation,
      fromImport: true,
    });
    expect(wrong.statusCode).toBe(400);
    // a new import starts with nothing saved
    await api('POST', '/resumes/pdf', {
      fileName: 'Skills.csv',
      content: Buffer.from('Name\nTypeScript\n').toString('base64'),
    });
    expect((await settled()).savedSections).toEqual([]);
  });

  it('says why a file cannot be read, in the candidate’s language', async () => {
    await api('POST', '/resumes/pdf', {
      fileName: 'notizen.csv',
      content: Buffer.from('nur,irgendwas\n1,2\n').toString('base64'),
    });
    const done = await settled();
    expect(done).toMatchObject({
      state: 'error',
      result: 'another_error',
      errorCode: 'cv_import_unsupported_file',
    });
    const tooBig = await api('POST', '/resumes/pdf', {
      fileName: 'export.zip',
      content: Buffer.alloc(800 * 1024).toString('base64'),
    });
    expect(tooBig.statusCode).toBe(413);
  });
});
