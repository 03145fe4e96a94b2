import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../testing/http';
import { signedInCandidate } from '../../../testing/members';
import { useTestApp } from '../../../testing/test-app';
import { parseCsv } from './csv';
import { type Person, useJobImport } from './job-import.testing';

const ctx = useTestApp();
const { power, regular, reviewer, upload, jobsOfCompany } = useJobImport(ctx);
let candidate: Person;

beforeAll(async () => {
  candidate = await signedInCandidate(ctx.app, ctx.mail);
});

describe('templates', () => {
  it('come in CSV and Excel, German and English, with a header and an example row that imports as one draft', async () => {
    for (const language of ['de', 'en'] as const) {
      for (const format of ['csv', 'xlsx'] as const) {
        const res = await call(
          ctx.app,
          'employer',
          'GET',
          `/api/company-jobs/import/template?format=${format}&language=${language}`,
          { cookie: regular.cookie },
        );
        expect(res.statusCode).toBe(200);
        const template = res.json() as { fileName: string; mediaType: string; content: string };
        expect(template.fileName).toMatch(new RegExp(`\\.${format}$`));
        const bytes = Buffer.from(template.content, 'base64');
        if (format === 'csv') {
          const text = bytes.toString('utf8');
          expect(text.startsWith('\uFEFF')).toBe(true);
          expect(text).toContain(language === 'de' ? 'Berufsbezeichnung;' : 'Job title,');
          // no cell opens as a formula in a spreadsheet: the bulleted requirements carry the quote prefix
          const cells = parseCsv(text.slice(1)).flatMap((row) => row.cells);
          expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
          expect(cells.some((cell) => cell.startsWith("'- "))).toBe(true);
        } else expect(bytes.subarray(0, 2).toString()).toBe('PK');

        const before = (await jobsOfCompany()).length;
        const imported = await upload(power, template.fileName, bytes, language);
        expect(imported.statusCode, imported.body).toBe(200);
        expect(imported.json().imported).toBe(1);
        const [job] = (await jobsOfCompany()).filter((row) => row.id === imported.json().jobIds[0]);
        expect(job).toMatchObject({
          status: 'draft',
          jobTypes: ['full_time', 'part_time'],
          contractType: 'permanent',
          experience: '2_3_years',
          officeLocation: 'Berlin',
          workPlace: ['hybrid', 'remote'],
          salaryFrom: 55000,
          salaryTo: 70000,
          industry: 'software_it_services',
          skillTags: ['TypeScript', 'PostgreSQL', 'React'],
          languages: [
            { iso: 'deu', level: 'business_fluent' },
            { iso: 'eng', level: 'fluent' },
          ],
        });
        expect(job?.audioQuestions.map((q) => q.duration)).toEqual([60, 120]);
        expect(job?.screeningQuestions).toHaveLength(2);
        expect(job?.responsibilities).toMatch(/^<p>.+<\/p><ul><li>.+<\/li><li>.+<\/li><\/ul>$/);
        expect(job?.createdBy).toBeTruthy();
        expect((await jobsOfCompany()).length).toBe(before + 1);
      }
    }
  });

  it('are not for reviewers, candidates or signed-out visitors', async () => {
    const path = '/api/company-jobs/import/template?format=xlsx&language=en';
    expect((await call(ctx.app, 'employer', 'GET', path, { cookie: reviewer.cookie })).statusCode).toBe(403);
    expect((await call(ctx.app, 'employer', 'GET', path, { cookie: candidate.cookie })).statusCode).toBe(401);
    expect((await call(ctx.app, 'employer', 'GET', path)).statusCode).toBe(401);
    const bad = await call(
      ctx.app,
      'employer',
      'GET',
      '/api/company-jobs/import/template?format=ods&language=en',
      {
        cookie: power.cookie,
      },
    );
    expect(bad.json().code).toBe('invalid_query_parameters');
  });
});
