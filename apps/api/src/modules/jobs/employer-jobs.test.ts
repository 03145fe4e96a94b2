import type { EmployerJob } from '@veil/domain/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies, employerUsers } from '../../db/schema';
import { createCompany } from '../../testing/factories';
import { call } from '../../testing/http';
import { completeCompany, jobInformation, seedJob } from '../../testing/jobs';
import { signedInCandidate, signedInEmployer } from '../../testing/members';
import { useTestApp } from '../../testing/test-app';
import { jobPosts, savedJobs } from './jobs.schema';

const ctx = useTestApp();
type Person = { cookie: string; email: string };
let companyId: string;
let otherCompanyId: string;
let power: Person;
let regular: Person;
let reviewer: Person;
let otherPower: Person;
let incompletePower: Person;
let incompleteRegular: Person;

beforeAll(async () => {
  const db = ctx.app.database.db;
  companyId = (await createCompany(db)).id;
  otherCompanyId = (await createCompany(db)).id;
  await completeCompany(db, companyId);
  await completeCompany(db, otherCompanyId);
  const incomplete = (await createCompany(db)).id;
  power = await signedInEmployer(ctx.app, companyId, 'power_user');
  regular = await signedInEmployer(ctx.app, companyId, 'regular_user');
  reviewer = await signedInEmployer(ctx.app, companyId, 'reviewer_user');
  otherPower = await signedInEmployer(ctx.app, otherCompanyId, 'power_user');
  incompletePower = await signedInEmployer(ctx.app, incomplete, 'power_user');
  incompleteRegular = await signedInEmployer(ctx.app, incomplete, 'regular_user');
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const jobs = (who: Person, method: Method, path = '', body?: object, locale: 'de' | 'en' = 'en') =>
  call(ctx.app, 'employer', method, `/api/company-jobs${path}`, {
    cookie: who.cookie,
    body: body as Record<string, unknown>,
    locale,
  });

/** A new draft of `who`'s company, made through the API. */
async function draft(who: Person = power, overrides: Parameters<typeof jobInformation>[0] = {}) {
  const res = await jobs(who, 'POST', '', jobInformation(overrides));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as EmployerJob;
}

/** Saves one section; the answer as status and body. */
async function save(jobId: string, section: Record<string, unknown>, who: Person = power) {
  const res = await jobs(who, 'PATCH', `/${jobId}`, section);
  return { status: res.statusCode, body: res.json() };
}

/** A draft whose required sections are filled: ready to publish. */
async function completeDraft(who: Person = power) {
  const job = await draft(who);
  expect(
    (await save(job.id, { updateType: 'responsibilities', responsibilities: '<p>Code</p>' }, who)).status,
  ).toBe(200);
  expect(
    (await save(job.id, { updateType: 'requirements', requirements: '<p>Neugier</p>' }, who)).status,
  ).toBe(200);
  return job;
}

const issuesOf = (body: { details?: { issues?: { path: unknown[]; message: string }[] } }) =>
  (body.details?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('creating a job', () => {
  it('makes a draft from the job information; every other section starts empty', async () => {
    const job = await draft(power);
    expect(job).toMatchObject({
      companyId,
      jobTitle: 'Softwareentwicklerin Backend',
      jobTypes: ['full_time'],
      workPlace: ['hybrid', 'on_site'],
      salaryRange: { from: 55_000, to: 70_000 },
      status: 'draft',
      responsibilities: '',
      requirements: '',
      skillTags: [],
      screeningQuestions: [],
      applicationCount: 0,
      missingFields: ['responsibilities', 'requirements'],
      publishedAt: null,
      closedAt: null,
      createdBy: power.email,
    });
    expect(job.sharableCode).toMatch(/^[A-Za-z0-9_-]{24}$/);
    // a regular user creates jobs too
    expect((await draft(regular)).createdBy).toBe(regular.email);
  });

  it('takes an empty salary as 0–0 (not given)', async () => {
    const { salaryRange: _salary, ...withoutSalary } = jobInformation();
    const res = await jobs(power, 'POST', '', withoutSalary);
    expect(res.json().salaryRange).toEqual({ from: 0, to: 0 });
  });

  it('is refused while the company information is incomplete, naming what is missing', async () => {
    for (const who of [incompletePower, incompleteRegular]) {
      const en = await jobs(who, 'POST', '', jobInformation());
      expect([en.statusCode, en.json().code]).toEqual([409, 'company_incomplete']);
      expect(en.json().details.missingFields).toEqual([
        'industry',
        'location',
        'companySize',
        'website',
        'introduction',
        'benefits',
      ]);
      expect(en.json().message).toMatch(/company information is not complete/i);
      const de = await jobs(who, 'POST', '', jobInformation(), 'de');
      expect(de.json().message).toBe(
        'Die Unternehmensinformationen sind noch nicht vollständig. Ein Power User Ihres Unternehmens kann sie auf der Unternehmensseite ergänzen.',
      );
    }
    const rows = await ctx.app.database.db.select().from(jobPosts);
    expect(rows.filter((row) => row.createdBy === incompletePower.email)).toEqual([]);
  });

  it('checks the job information: required fields, limits, options, duplicates and the salary order', async () => {
    const cases: [Record<string, unknown>, string[]][] = [
      [{ jobTitle: '   ' }, ['jobTitle: validation.required']],
      [{ jobTitle: 'x'.repeat(101) }, ['jobTitle: validation.tooLong']],
      [{ officeLocation: '' }, ['officeLocation: validation.required']],
      [{ jobTypeDescription: 'x'.repeat(151) }, ['jobTypeDescription: validation.tooLong']],
      [{ jobTypes: [] }, ['jobTypes: validation.required']],
      [{ jobTypes: ['full_time', 'full_time'] }, ['jobTypes.1: validation.duplicate']],
      [{ workPlace: ['remote', 'remote'] }, ['workPlace.1: validation.duplicate']],
      [{ salaryRange: { from: 70_000, to: 55_000 } }, ['salaryRange.to: validation.salary.order']],
      [{ salaryRange: { from: 50_000, to: 50_000 } }, ['salaryRange.to: validation.salary.order']],
      [{ salaryRange: { from: -1, to: 50_000 } }, ['salaryRange.from: validation.salary.positive']],
      [{ salaryRange: { from: 1, to: 10_000_001 } }, ['salaryRange.to: validation.tooLarge']],
    ];
    for (const [overrides, issues] of cases) {
      const res = await jobs(power, 'POST', '', { ...jobInformation(), ...overrides });
      expect([res.statusCode, res.json().code], JSON.stringify(overrides)).toEqual([
        400,
        'invalid_request_body',
      ]);
      expect(issuesOf(res.json()), JSON.stringify(overrides)).toEqual(issues);
    }
    const wrongOption = await jobs(power, 'POST', '', { ...jobInformation(), contractType: 'lifetime' });
    expect(wrongOption.json().details.issues.map((issue: { path: string[] }) => issue.path)).toEqual([
      ['contractType'],
    ]);
    const en = await jobs(power, 'POST', '', { ...jobInformation(), jobTitle: '' });
    expect(en.json().message).toBe('The request contains invalid data.');
    const de = await jobs(power, 'POST', '', { ...jobInformation(), jobTitle: '' }, 'de');
    expect(de.json().message).toBe('Die Anfrage enthält ungültige Daten.');
  });
});

describe('saving one section', () => {
  it('saves each section on its own and leaves the others as they were', async () => {
    const job = await draft();
    const sections: Record<string, unknown>[] = [
      { updateType: 'responsibilities', responsibilities: '<p>Schnittstellen <b>entwerfen</b></p>' },
      { updateType: 'requirements', requirements: '<ul><li>TypeScript</li></ul>' },
      { updateType: 'benefits', benefits: '<p>Jobrad</p>' },
      { updateType: 'infos', infos: '<h3>Ablauf</h3><p>Zwei Gespräche</p>' },
      { updateType: 'skills', skillTags: ['TypeScript', 'PostgreSQL'] },
      { updateType: 'screening_questions', screeningQuestions: [{ question: 'Warum wir?' }] },
      {
        updateType: 'audio_questions',
        audioQuestions: [{ question: 'Stellen Sie sich vor.', duration: 90 }],
      },
      { updateType: 'languages', languages: [{ iso: 'deu', level: 'fluent' }] },
      {
        updateType: 'job_information',
        ...jobInformation({ jobTitle: 'Backend-Entwicklerin (m/w/d)', salaryRange: { from: 0, to: 0 } }),
      },
    ];
    for (const section of sections) {
      const saved = await save(job.id, section);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }
    const res = await jobs(power, 'GET', `/${job.id}`);
    expect(res.json()).toMatchObject({
      jobTitle: 'Backend-Entwicklerin (m/w/d)',
      salaryRange: { from: 0, to: 0 },
      responsibilities: '<p>Schnittstellen <b>entwerfen</b></p>',
      requirements: '<ul><li>TypeScript</li></ul>',
      benefits: '<p>Jobrad</p>',
      infos: '<h3>Ablauf</h3><p>Zwei Gespräche</p>',
      skillTags: ['TypeScript', 'PostgreSQL'],
      screeningQuestions: [{ question: 'Warum wir?' }],
      audioQuestions: [{ question: 'Stellen Sie sich vor.', duration: 90 }],
      languages: [{ iso: 'deu', level: 'fluent' }],
      missingFields: [],
      updatedBy: power.email,
    });
  });

  it('holds screening questions to 500 characters, no repeats and at most 10', async () => {
    const job = await draft();
    const ok = await save(job.id, {
      updateType: 'screening_questions',
      screeningQuestions: [{ question: 'x'.repeat(500) }],
    });
    expect(ok.status).toBe(200);
    const cases: [unknown[], string[]][] = [
      [[{ question: 'x'.repeat(501) }], ['screeningQuestions.0.question: validation.tooLong']],
      [[{ question: '  ' }], ['screeningQuestions.0.question: validation.required']],
      [
        [{ question: 'Warum wir?' }, { question: ' warum WIR? ' }],
        ['screeningQuestions.1.question: validation.duplicate'],
      ],
      [
        Array.from({ length: 11 }, (_, i) => ({ question: `Frage ${i}` })),
        ['screeningQuestions: validation.tooMany'],
      ],
    ];
    for (const [screeningQuestions, issues] of cases) {
      const res = await save(job.id, { updateType: 'screening_questions', screeningQuestions });
      expect([res.status, res.body.code]).toEqual([400, 'invalid_request_body']);
      expect(issuesOf(res.body)).toEqual(issues);
    }
    // nothing of a refused save was kept
    expect((await jobs(power, 'GET', `/${job.id}`)).json().screeningQuestions).toEqual([
      { question: 'x'.repeat(500) },
    ]);
  });

  it('gives audio questions 5 seconds to 3 minutes to answer', async () => {
    const job = await draft();
    for (const duration of [5, 180]) {
      const res = await save(job.id, {
        updateType: 'audio_questions',
        audioQuestions: [{ question: 'Hallo?', duration }],
      });
      expect(res.status).toBe(200);
      expect(res.body.audioQuestions).toEqual([{ question: 'Hallo?', duration }]);
    }
    for (const duration of [4, 181, 0, -5]) {
      const res = await save(job.id, {
        updateType: 'audio_questions',
        audioQuestions: [{ question: 'Hallo?', duration }],
      });
      expect(issuesOf(res.body), String(duration)).toEqual([
        'audioQuestions.0.duration: validation.audioQuestion.duration',
      ]);
    }
    for (const duration of [12.5, '30']) {
      const res = await save(job.id, {
        updateType: 'audio_questions',
        audioQuestions: [{ question: 'Hallo?', duration }],
      });
      expect(issuesOf(res.body), String(duration)).toEqual([
        'audioQuestions.0.duration: validation.invalidType',
      ]);
    }
    const long = await save(job.id, {
      updateType: 'audio_questions',
      audioQuestions: [{ question: 'x'.repeat(501), duration: 30 }],
    });
    expect(issuesOf(long.body)).toEqual(['audioQuestions.0.question: validation.tooLong']);
  });

  it('takes up to 15 skill tags of up to 100 characters, without repeats', async () => {
    const job = await draft();
    const fifteen = Array.from({ length: 15 }, (_, i) => `Skill ${i} ${'x'.repeat(90)}`.slice(0, 100));
    expect((await save(job.id, { updateType: 'skills', skillTags: fifteen })).body.skillTags).toEqual(
      fifteen,
    );
    const cases: [string[], string[]][] = [
      [[...fifteen, 'Noch einer'], ['skillTags: validation.skillTags.max']],
      [['x'.repeat(101)], ['skillTags.0: validation.skillTags.tooLong']],
      [['React', ' react '], ['skillTags.1: validation.duplicate']],
      [['  '], ['skillTags.0: validation.required']],
    ];
    for (const [skillTags, issues] of cases) {
      const res = await save(job.id, { updateType: 'skills', skillTags });
      expect([res.status, issuesOf(res.body)]).toEqual([400, issues]);
    }
    expect((await jobs(power, 'GET', `/${job.id}`)).json().skillTags).toEqual(fifteen);
  });

  it('takes languages from the list, each once', async () => {
    const job = await draft();
    const twice = await save(job.id, {
      updateType: 'languages',
      languages: [
        { iso: 'deu', level: 'fluent' },
        { iso: 'deu', level: 'basic_knowledge' },
      ],
    });
    expect(issuesOf(twice.body)).toEqual(['languages.1.iso: validation.duplicate']);
    const unknown = await save(job.id, {
      updateType: 'languages',
      languages: [{ iso: 'xx', level: 'fluent' }],
    });
    expect(issuesOf(unknown.body)).toEqual(['languages.0.iso: validation.invalidOption']);
  });

  it('sanitises rich text and counts its visible text against 3000 characters', async () => {
    const job = await draft();
    const scripted = await save(job.id, {
      updateType: 'responsibilities',
      responsibilities:
        '<p onclick="steal()">Teamarbeit</p><script>alert(1)</script><a href="javascript:alert(1)">Link</a><img src=x onerror=alert(1)>',
    });
    expect(scripted.status).toBe(200);
    expect(scripted.body.responsibilities).toBe(
      '<p>Teamarbeit</p><a target="_blank" rel="noopener noreferrer nofollow">Link</a>',
    );

    // tags do not count: 3000 visible characters in many paragraphs fit
    const full = `<p>${'a'.repeat(1000)}</p><p>${'b'.repeat(1000)}</p><p>${'c'.repeat(1000)}</p>`;
    expect((await save(job.id, { updateType: 'benefits', benefits: full })).body.benefits).toBe(full);
    const over = await save(job.id, { updateType: 'benefits', benefits: `<p>${'a'.repeat(3001)}</p>` });
    expect([over.status, over.body.code]).toEqual([400, 'invalid_request_body']);
    expect(over.body.details.issues).toEqual([
      { path: ['benefits'], message: 'validation.tooLong', params: { max: 3000 } },
    ]);
    const huge = await save(job.id, { updateType: 'infos', infos: `<p>${'<b></b>'.repeat(3000)}</p>` });
    expect(issuesOf(huge.body)).toEqual(['infos: validation.tooLong']);
    // markup without text is an empty section
    expect(
      (await save(job.id, { updateType: 'infos', infos: '<p> </p><script>x</script>' })).body.infos,
    ).toBe('');
    expect((await jobs(power, 'GET', `/${job.id}`)).json().benefits).toBe(full);
  });

  it('refuses an unknown section and a section without its field', async () => {
    const job = await draft();
    for (const section of [{ updateType: 'salary', salary: 1 }, { updateType: 'benefits' }, {}]) {
      const res = await save(job.id, section);
      expect([res.status, res.body.code], JSON.stringify(section)).toEqual([400, 'invalid_request_body']);
    }
    const badId = await jobs(power, 'PATCH', '/not-a-uuid', { updateType: 'benefits', benefits: '' });
    expect(badId.statusCode).toBe(400);
  });
});

describe('the lifecycle', () => {
  it('publishes a complete draft, keeps an open job editable and complete, and closes it for good', async () => {
    const job = await draft();
    const incomplete = await jobs(power, 'POST', `/${job.id}/publish`);
    expect([incomplete.statusCode, incomplete.json().code]).toEqual([409, 'job_incomplete']);
    expect(incomplete.json().details.missingFields).toEqual(['responsibilities', 'requirements']);
    expect(incomplete.json().message).toBe(
      'The job cannot be published yet. Please fill in first: Responsibilities, Requirements.',
    );
    await save(job.id, { updateType: 'responsibilities', responsibilities: '<p>Code</p>' });
    const german = await jobs(power, 'POST', `/${job.id}/publish`, undefined, 'de');
    expect(german.json().message).toBe(
      'Die Stelle kann noch nicht veröffentlicht werden. Bitte füllen Sie zuerst aus: Anforderungen.',
    );
    // blank markup counts as missing
    await save(job.id, { updateType: 'requirements', requirements: '<p>Neugier</p>' });

    const published = await jobs(regular, 'POST', `/${job.id}/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ status: 'open', missingFields: [], closedAt: null });
    expect(Date.parse(published.json().publishedAt)).toBeGreaterThan(Date.now() - 60_000);

    const again = await jobs(power, 'POST', `/${job.id}/publish`);
    expect([again.statusCode, again.json().code]).toEqual([409, 'job_status_conflict']);
    expect(again.json().message).toMatch(/status of this job does not allow/i);

    // an open job can be edited, but not emptied of what candidates read
    expect((await save(job.id, { updateType: 'benefits', benefits: '<p>Obst</p>' })).status).toBe(200);
    const emptied = await save(job.id, { updateType: 'requirements', requirements: '<p></p>' });
    expect([emptied.status, issuesOf(emptied.body)]).toEqual([400, ['requirements: validation.required']]);
    expect((await jobs(power, 'GET', `/${job.id}`)).json().requirements).toBe('<p>Neugier</p>');

    const closed = await jobs(power, 'POST', `/${job.id}/close`);
    expect(closed.json()).toMatchObject({ status: 'closed' });
    expect(closed.json().closedAt).not.toBeNull();
    expect(closed.json().publishedAt).toBe(published.json().publishedAt);

    for (const [method, path, body] of [
      ['POST', `/${job.id}/close`, undefined],
      ['POST', `/${job.id}/publish`, undefined],
      ['PATCH', `/${job.id}`, { updateType: 'benefits', benefits: '<p>Neu</p>' }],
      ['PATCH', `/${job.id}`, { updateType: 'requirements', requirements: '' }],
    ] as const) {
      const res = await jobs(power, method, path, body);
      expect([res.statusCode, res.json().code], `${method} ${path}`).toEqual([409, 'job_status_conflict']);
    }
    const de = await jobs(power, 'POST', `/${job.id}/close`, undefined, 'de');
    expect(de.json().message).toBe(
      'Der Status dieser Stelle lässt das nicht zu (er hat sich eventuell inzwischen geändert). Bitte laden Sie die Seite neu.',
    );
    expect((await jobs(power, 'GET', `/${job.id}`)).json().benefits).toBe('<p>Obst</p>');
  });

  it('closes only open jobs: a draft is deleted or published instead', async () => {
    const job = await draft();
    const res = await jobs(power, 'POST', `/${job.id}/close`);
    expect([res.statusCode, res.json().code]).toEqual([409, 'job_status_conflict']);
  });

  it('regenerates the share code so the old link stops working', async () => {
    const job = await draft();
    const res = await jobs(regular, 'POST', `/${job.id}/share-code`);
    expect(res.statusCode).toBe(200);
    expect(res.json().sharableCode).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(res.json().sharableCode).not.toBe(job.sharableCode);
    const old = await ctx.app.database.db
      .select()
      .from(jobPosts)
      .where(eq(jobPosts.sharableCode, job.sharableCode));
    expect(old).toEqual([]);
  });

  it('deletes a job without applications, with the candidates’ saved entries', async () => {
    const db = ctx.app.database.db;
    const job = await completeDraft();
    await jobs(power, 'POST', `/${job.id}/publish`);
    const candidate = await signedInCandidate(ctx.app, ctx.mail);
    await db.insert(savedJobs).values({ candidateId: candidate.id, jobId: job.id });
    const res = await jobs(regular, 'DELETE', `/${job.id}`);
    expect([res.statusCode, res.json()]).toEqual([200, { deleted: true }]);
    expect(await db.select().from(savedJobs).where(eq(savedJobs.jobId, job.id))).toEqual([]);
    const gone = await jobs(power, 'GET', `/${job.id}`);
    expect([gone.statusCode, gone.json().code, gone.json().message]).toEqual([
      404,
      'job_not_found',
      'Job does not exist',
    ]);
    expect((await jobs(power, 'DELETE', `/${job.id}`, undefined, 'de')).json().message).toBe(
      'Diese Stelle existiert nicht.',
    );
  });
});

/** Sends `send` `n` times at once, as a double click or two tabs would; the answers as "status code". */
async function atOnce(n: number, send: () => Promise<{ statusCode: number; json: () => { code?: string } }>) {
  const answers = await Promise.all(Array.from({ length: n }, send));
  return answers
    .map((res) => `${res.statusCode}${res.statusCode >= 400 ? ` ${res.json().code}` : ''}`)
    .sort();
}

// On PostgreSQL (npm run test:db) these requests really overlap; on PGlite they run one after the
// other. Either way each change happens once and the other requests hear why not.
describe('parallel requests', () => {
  it('publish a draft once; the others hear job_status_conflict', async () => {
    const job = await completeDraft();
    expect(await atOnce(6, () => jobs(power, 'POST', `/${job.id}/publish`))).toEqual([
      '200',
      ...Array(5).fill('409 job_status_conflict'),
    ]);
    const [row] = await ctx.app.database.db.select().from(jobPosts).where(eq(jobPosts.id, job.id));
    expect(row?.status).toBe('open');
  });

  it('close an open job once; the others hear job_status_conflict', async () => {
    const job = await completeDraft();
    await jobs(power, 'POST', `/${job.id}/publish`);
    const first = await atOnce(6, () => jobs(power, 'POST', `/${job.id}/close`));
    expect(first).toEqual(['200', ...Array(5).fill('409 job_status_conflict')]);
  });

  it('delete a job once; the others find it gone', async () => {
    const job = await draft();
    expect(await atOnce(4, () => jobs(power, 'DELETE', `/${job.id}`))).toEqual([
      '200',
      ...Array(3).fill('404 job_not_found'),
    ]);
  });

  it('publishing and closing at once never leave a job between states', async () => {
    const job = await completeDraft();
    const answers = await Promise.all([
      jobs(power, 'POST', `/${job.id}/publish`),
      jobs(regular, 'POST', `/${job.id}/close`),
    ]);
    const [row] = await ctx.app.database.db.select().from(jobPosts).where(eq(jobPosts.id, job.id));
    // either close came first (refused) and publish won, or publish then close both worked
    const statuses = answers.map((res) => res.statusCode);
    if (statuses[1] === 200) expect(row?.status).toBe('closed');
    else expect([row?.status, statuses]).toEqual(['open', [200, 409]]);
    expect(row?.publishedAt).not.toBeNull();
  });

  it('save different sections at once without losing any', async () => {
    const job = await draft();
    const answers = await Promise.all([
      save(job.id, { updateType: 'benefits', benefits: '<p>Jobrad</p>' }),
      save(job.id, { updateType: 'infos', infos: '<p>Remote möglich</p>' }, regular),
      save(job.id, { updateType: 'skills', skillTags: ['Go'] }),
      save(job.id, { updateType: 'languages', languages: [{ iso: 'eng', level: 'fluent' }] }, regular),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect((await jobs(power, 'GET', `/${job.id}`)).json()).toMatchObject({
      benefits: '<p>Jobrad</p>',
      infos: '<p>Remote möglich</p>',
      skillTags: ['Go'],
      languages: [{ iso: 'eng', level: 'fluent' }],
    });
  });
});

describe('tenant isolation', () => {
  it('another company’s job is not found, on every route, and stays as it was', async () => {
    const job = await completeDraft();
    const requests: [Method, string, object?][] = [
      ['GET', `/${job.id}`],
      ['PATCH', `/${job.id}`, { updateType: 'benefits', benefits: '<p>Fremd</p>' }],
      [
        'PATCH',
        `/${job.id}`,
        { updateType: 'job_information', ...jobInformation({ jobTitle: 'Übernommen' }) },
      ],
      ['POST', `/${job.id}/publish`],
      ['POST', `/${job.id}/close`],
      ['POST', `/${job.id}/share-code`],
      ['DELETE', `/${job.id}`],
    ];
    for (const [method, path, body] of requests) {
      const res = await jobs(otherPower, method, path, body);
      expect([res.statusCode, res.json().code], `${method} ${path}`).toEqual([404, 'job_not_found']);
    }
    const unknown = await jobs(power, 'GET', `/${crypto.randomUUID()}`);
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'job_not_found']);
    const mine = (await jobs(power, 'GET', `/${job.id}`)).json();
    expect(mine).toMatchObject({
      status: 'draft',
      jobTitle: job.jobTitle,
      benefits: '',
      sharableCode: job.sharableCode,
    });
  });

  it('no employer ever lists another company’s jobs or drafts', async () => {
    const db = ctx.app.database.db;
    await seedJob(db, companyId, { jobTitle: 'Geheimer Entwurf Alpha' });
    await seedJob(db, companyId, { jobTitle: 'Offene Stelle Alpha', status: 'open' });
    const theirs = await jobs(otherPower, 'GET', '?pageSize=100');
    const titles = theirs.json().data.map((row: { jobTitle: string }) => row.jobTitle);
    expect(titles.filter((title: string) => title.includes('Alpha'))).toEqual([]);
    const search = await jobs(otherPower, 'GET', `?jobTitle=${encodeURIComponent('Alpha')}`);
    expect([search.json().data, search.json().totalRecords]).toEqual([[], 0]);
    const own = await jobs(power, 'GET', `?jobTitle=${encodeURIComponent('Alpha')}`);
    expect(
      own
        .json()
        .data.map((row: { jobTitle: string }) => row.jobTitle)
        .sort(),
    ).toEqual(['Geheimer Entwurf Alpha', 'Offene Stelle Alpha']);
  });

  it('reviewers cannot use any job route', async () => {
    const job = await draft();
    const requests: [Method, string, object?][] = [
      ['GET', ''],
      ['POST', '', jobInformation()],
      ['GET', `/${job.id}`],
      ['PATCH', `/${job.id}`, { updateType: 'benefits', benefits: '<p>Prüfer</p>' }],
      ['POST', `/${job.id}/publish`],
      ['POST', `/${job.id}/close`],
      ['POST', `/${job.id}/share-code`],
      ['DELETE', `/${job.id}`],
    ];
    for (const [method, path, body] of requests) {
      const res = await jobs(reviewer, method, path, body);
      expect([res.statusCode, res.json().code], `${method} ${path}`).toEqual([
        403,
        'forbidden_to_access_data',
      ]);
    }
    const de = await jobs(reviewer, 'GET', '', undefined, 'de');
    expect(de.json().message).toBe('Sie haben keine Berechtigung, auf diese Daten zuzugreifen.');
  });

  it('a deactivated account or company is turned away as everywhere else', async () => {
    const db = ctx.app.database.db;
    const company = (await createCompany(db)).id;
    await completeCompany(db, company);
    const person = await signedInEmployer(ctx.app, company, 'power_user');
    expect((await jobs(person, 'GET')).statusCode).toBe(200);
    await db.update(companies).set({ isActive: false }).where(eq(companies.id, company));
    const blocked = await jobs(person, 'POST', '', jobInformation());
    expect([blocked.statusCode, blocked.json().code]).toEqual([403, 'company_inactive']);
    await db.update(companies).set({ isActive: true }).where(eq(companies.id, company));
    await db.update(employerUsers).set({ status: 'inactive' }).where(eq(employerUsers.id, person.id));
    const inactive = await jobs(person, 'GET');
    expect([inactive.statusCode, inactive.json().code]).toEqual([403, 'user_inactive']);
  });
});

describe('the OpenAPI document', () => {
  it('describes each section of PATCH /company-jobs/{jobId} with its own required fields', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operation = doc.paths['/company-jobs/{jobId}'].patch;
    expect(operation.parameters.map((p: { name: string; in: string }) => `${p.in} ${p.name}`)).toEqual([
      'path jobId',
    ]);
    const options = operation.requestBody.content['application/json'].schema.anyOf as {
      properties: Record<string, { const?: string }>;
      required: string[];
    }[];
    const byType = Object.fromEntries(options.map((o) => [o.properties.updateType?.const, o.required]));
    expect(Object.keys(byType)).toEqual([
      'job_information',
      'responsibilities',
      'requirements',
      'benefits',
      'infos',
      'skills',
      'screening_questions',
      'audio_questions',
      'languages',
    ]);
    expect(byType.skills).toEqual(['updateType', 'skillTags']);
    expect(byType.job_information).toContain('jobTitle');
    expect(options.every((o) => !('jobId' in o.properties))).toBe(true);
  });
});
