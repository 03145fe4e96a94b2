import { describe, expect, it } from 'vitest';
import { jobInformation } from '../../testing/jobs';
import { useTestApp } from '../../testing/test-app';
import { issuesOf, useCompanyJobs } from './employer-jobs.testing';

const ctx = useTestApp();
const { power, jobs, draft, save } = useCompanyJobs(ctx);

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
