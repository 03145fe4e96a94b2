import { JOB_IMPORT_CSV_MAX_BYTES, JOB_IMPORT_MAX_ROWS } from '@veil/domain';
import { eq } from 'drizzle-orm';
import { zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../../../testing/factories';
import { call } from '../../../testing/http';
import { signedInCandidate, signedInEmployer } from '../../../testing/members';
import { useTestApp } from '../../../testing/test-app';
import { jobPosts } from '../jobs.schema';
import { writeCsv } from './csv';
import { templateRows } from './job-import-template';
import { writeXlsx } from './xlsx';

const ctx = useTestApp();
type Person = { cookie: string };
let companyId: string;
let power: Person;
let regular: Person;
let reviewer: Person;
let incompletePower: Person;
let candidate: Person;

const COMPLETE = {
  industry: 'software_it_services',
  location: 'Berlin',
  companySize: '10-49',
  website: 'https://nordlicht.example',
  introduction: '<p>Wir bauen Software.</p>',
  benefits: '<p>Gute Kaffeemaschine.</p>',
} as const;

beforeAll(async () => {
  companyId = (await createCompany(ctx.app.database.db, COMPLETE)).id;
  const incomplete = await createCompany(ctx.app.database.db);
  power = await signedInEmployer(ctx.app, companyId, 'power_user');
  regular = await signedInEmployer(ctx.app, companyId, 'regular_user');
  reviewer = await signedInEmployer(ctx.app, companyId, 'reviewer_user');
  incompletePower = await signedInEmployer(ctx.app, incomplete.id, 'power_user');
  candidate = await signedInCandidate(ctx.app, ctx.mail);
});

const upload = (who: Person, fileName: string, bytes: Uint8Array | string, locale: 'de' | 'en' = 'en') =>
  call(ctx.app, 'employer', 'POST', '/api/company-jobs/import', {
    cookie: who.cookie,
    locale,
    body: { fileName, content: Buffer.from(bytes).toString('base64') },
  });

const jobsOfCompany = () =>
  ctx.app.database.db.select().from(jobPosts).where(eq(jobPosts.companyId, companyId));

const EN_HEADER = [
  'Job title',
  'Job types',
  'Contract type',
  'Experience',
  'Office location',
  'Work arrangement',
  'Industry',
  'Responsibilities',
  'Requirements',
];
/** A CSV from header names and rows of values by header. */
function csvOf(
  rows: Record<string, string>[],
  options: { separator?: ',' | ';'; bom?: boolean; header?: string[] } = {},
): string {
  const header = options.header ?? Object.keys(rows[0] ?? {});
  const text = writeCsv(
    [header, ...rows.map((row) => header.map((name) => row[name] ?? ''))],
    options.separator ?? ',',
  );
  return options.bom ? `\uFEFF${text}` : text;
}

const goodEnglish = (title: string, overrides: Record<string, string> = {}): Record<string, string> => ({
  'Job title': title,
  'Job types': 'Full time | Part time',
  'Contract type': 'Permanent',
  Experience: '2–3 years',
  'Office location': 'Hamburg',
  'Work arrangement': 'remote',
  Industry: 'Software and IT services',
  Responsibilities: 'Build things',
  Requirements: 'Curiosity',
  ...overrides,
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

describe('CSV import', () => {
  it('reads what German Excel writes: BOM, semicolons, German headers and labels, quoted line breaks', async () => {
    const before = (await jobsOfCompany()).length;
    const rows = [
      {
        Berufsbezeichnung: 'Buchhalter:in; Teilzeit',
        Stellenarten: 'Teilzeit',
        Vertragsart: 'Befristete Anstellung',
        Berufserfahrung: 'Mehr als 5 Jahre',
        Arbeitsort: 'München',
        Arbeitsmodell: 'Vor Ort\nHybrid',
        Branche: 'Finanzwesen',
        Aufgaben: 'Sie führen die Bücher.\n\n- Monatsabschlüsse\n- Zahlungsverkehr',
        Anforderungen: '<p>Eine <b>kaufmännische</b> Ausbildung</p>',
        'Gehalt von': '45.000',
        'Gehalt bis': '52.000 €',
        Sprachen: 'Deutsch: Fließend',
        'Screening-Fragen': 'Haben Sie „DATEV“-Erfahrung?',
      },
      {
        Berufsbezeichnung: 'Lagerist:in',
        Stellenarten: 'Vollzeit',
        Vertragsart: 'Festanstellung',
        Berufserfahrung: '1 Jahr',
        Arbeitsort: 'Köln',
        Arbeitsmodell: 'Vor Ort',
        Branche: 'Transport und Logistik',
        Aufgaben: 'Waren annehmen',
        Anforderungen: 'Staplerschein',
        'Gehalt von': '',
        'Gehalt bis': '',
        Sprachen: '',
        'Screening-Fragen': '',
      },
    ];
    const res = await upload(power, 'Stellen.CSV', csvOf(rows, { separator: ';', bom: true }), 'de');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().imported).toBe(2);
    const jobs = (await jobsOfCompany()).filter((job) => res.json().jobIds.includes(job.id));
    const accountant = jobs.find((job) => job.jobTitle === 'Buchhalter:in; Teilzeit');
    expect(accountant).toMatchObject({
      status: 'draft',
      jobTypes: ['part_time'],
      contractType: 'fixed_term',
      experience: 'over_5_years',
      workPlace: ['on_site', 'hybrid'],
      industry: 'finance',
      salaryFrom: 45000,
      salaryTo: 52000,
      languages: [{ iso: 'deu', level: 'fluent' }],
      screeningQuestions: [{ question: 'Haben Sie „DATEV“-Erfahrung?' }],
      responsibilities:
        '<p>Sie führen die Bücher.</p><ul><li>Monatsabschlüsse</li><li>Zahlungsverkehr</li></ul>',
      requirements: '<p>Eine <b>kaufmännische</b> Ausbildung</p>',
    });
    expect(jobs.find((job) => job.jobTitle === 'Lagerist:in')).toMatchObject({ salaryFrom: 0, salaryTo: 0 });
    expect((await jobsOfCompany()).length).toBe(before + 2);
  });

  it('reads commas, English headers, codes, keys as headers and CRLF; a regular user may import', async () => {
    const text = [
      'jobTitle,jobTypes,contractType,experience,officeLocation,workPlace,industry,responsibilities,requirements,audioQuestions',
      'Support Engineer,freelancer,freelance,under_1_year,Remote,remote,software_it_services,Help customers,Patience,"Who are you? (90)\r\nWhy us? (1,5 min)"',
      '',
    ].join('\r\n');
    const res = await upload(regular, 'jobs.csv', text);
    expect(res.statusCode, res.body).toBe(200);
    const [job] = (await jobsOfCompany()).filter((row) => row.id === res.json().jobIds[0]);
    expect(job?.audioQuestions).toEqual([
      { question: 'Who are you?', duration: 90 },
      { question: 'Why us?', duration: 90 },
    ]);
    expect(job?.updatedBy).toBeTruthy();
  });

  it('reads a file Excel saved as Windows-1252 ("CSV" without UTF-8)', async () => {
    const text = csvOf(
      [goodEnglish('Bäcker:in', { Experience: '1 year' }), goodEnglish('Köchin', { Experience: '1 year' })],
      {
        separator: ';',
      },
    );
    const res = await upload(power, 'ansi.csv', Buffer.from(text, 'latin1'));
    expect(res.statusCode, res.body).toBe(200);
    const titles = (await jobsOfCompany())
      .filter((job) => res.json().jobIds.includes(job.id))
      .map((j) => j.jobTitle);
    expect(titles.sort()).toEqual(['Bäcker:in', 'Köchin']);
  });

  it('rejects the whole file for one bad row in the middle and names each row, column and reason', async () => {
    const before = (await jobsOfCompany()).length;
    const rows = [
      goodEnglish('First fine job'),
      goodEnglish('Second fine job', { Responsibilities: 'Two\nlines in one cell' }),
      goodEnglish('', { 'Contract type': 'Sometimes', 'Salary from': 'lots' }),
      goodEnglish('Last fine job'),
    ];
    const res = await upload(power, 'jobs.csv', csvOf(rows, { header: [...EN_HEADER, 'Salary from'] }));
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.code).toBe('import_rows_invalid');
    expect(body.message).toBe(
      'Rows with errors: 1. Nothing was imported. Please correct the rows listed and upload the file again.',
    );
    // the header is row 1; the record with a line break is still one row
    expect(body.details.problems).toEqual([
      { row: 4, column: 'Job title', code: 'malformed_csv_data', message: 'Job title is empty.' },
      {
        row: 4,
        column: 'Contract type',
        code: 'wrong_data_types',
        message: '"Sometimes" is not a valid value for Contract type.',
      },
      {
        row: 4,
        column: 'Salary from',
        code: 'wrong_data_types',
        message: '"lots" is not a valid value for Salary from.',
      },
    ]);
    expect((await jobsOfCompany()).length).toBe(before);
  });

  it('reports in the caller’s language, with the header as the file names it', async () => {
    const rows = [{ ...goodEnglish('Job'), 'Job types': '' }];
    const res = await upload(power, 'jobs.csv', csvOf(rows), 'de');
    expect(res.json().message).toMatch(/^Zeilen mit Fehlern: 1\. Es wurde nichts importiert/);
    expect(res.json().details.problems).toEqual([
      { row: 2, column: 'Job types', code: 'malformed_csv_data', message: 'Job types ist leer.' },
    ]);
  });

  it('applies the form’s limits with their own messages', async () => {
    const long = 'x'.repeat(300);
    const rows = [
      goodEnglish(long),
      goodEnglish('Salary upside down', { 'Salary from': '90000', 'Salary to': '50000' }),
      goodEnglish('Audio too long', { 'Audio questions': 'Tell us a story (4 min)' }),
      goodEnglish('Same question twice', { 'Screening questions': 'Why? | why?' }),
      goodEnglish('Too many skills', {
        'Skill tags': Array.from({ length: 30 }, (_, i) => `Skill ${i}`).join('|'),
      }),
      goodEnglish('Language without level', { Languages: 'English' }),
      goodEnglish('Unknown language', { Languages: 'Klingon: Fluent' }),
      goodEnglish('Audio without time', { 'Audio questions': 'Tell us a story' }),
      goodEnglish('Long rich text', { Responsibilities: 'y'.repeat(3001) }),
    ];
    const header = [
      ...EN_HEADER,
      'Salary from',
      'Salary to',
      'Audio questions',
      'Screening questions',
      'Skill tags',
      'Languages',
    ];
    const res = await upload(power, 'jobs.csv', csvOf(rows, { header }));
    expect(res.statusCode).toBe(422);
    const byRow = (row: number) =>
      (res.json().details.problems as { row: number; column: string; code: string; message: string }[])
        .filter((problem) => problem.row === row)
        .map(({ column, code, message }) => ({ column, code, message }));
    expect(res.json().details.count).toBe(9);
    expect(byRow(2)).toEqual([
      {
        column: 'Job title',
        code: 'invalid_request_body',
        message: 'Please enter no more than 100 characters.',
      },
    ]);
    expect(byRow(3)).toEqual([
      {
        column: 'Salary to',
        code: 'invalid_request_body',
        message: 'The minimum salary must be less than the maximum salary.',
      },
    ]);
    expect(byRow(4)).toEqual([
      {
        column: 'Audio questions',
        code: 'invalid_request_body',
        message: 'The answer time must be between 5 seconds and 3 minutes.',
      },
    ]);
    expect(byRow(5)[0]).toMatchObject({ column: 'Screening questions', code: 'invalid_request_body' });
    expect(byRow(6)[0]).toMatchObject({ column: 'Skill tags', code: 'invalid_request_body' });
    expect(byRow(7)).toEqual([
      {
        column: 'Languages',
        code: 'wrong_data_types',
        message: 'Write languages as "language: level", e.g. "English: Fluent".',
      },
    ]);
    expect(byRow(8)).toEqual([
      {
        column: 'Languages',
        code: 'wrong_data_types',
        message: '"Klingon" is not a valid value for Languages.',
      },
    ]);
    expect(byRow(9)[0]).toMatchObject({ column: 'Audio questions', code: 'wrong_data_types' });
    expect(byRow(10)).toEqual([
      {
        column: 'Responsibilities',
        code: 'invalid_request_body',
        message: 'Please enter no more than 3,000 characters.',
      },
    ]);
  });
});

describe('file checks', () => {
  const expectError = async (
    res: Awaited<ReturnType<typeof upload>>,
    status: number,
    code: string,
    message?: string,
  ) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().code).toBe(code);
    if (message) expect(res.json().message).toBe(message);
  };

  it('refuses empty files, wrong types, files over the limit and malformed bodies', async () => {
    await expectError(await upload(power, 'jobs.csv', ''), 400, 'file_empty');
    await expectError(await upload(power, 'jobs.csv', '\uFEFF \r\n'), 400, 'file_empty');
    await expectError(await upload(power, 'jobs.pdf', '%PDF-1.7'), 415, 'file_type_not_allowed');
    await expectError(await upload(power, 'jobs.xls', 'a,b'), 415, 'file_type_not_allowed');
    await expectError(await upload(power, 'jobs.csv', writeXlsx('x', [['a']])), 415, 'file_type_not_allowed');
    await expectError(await upload(power, 'jobs.xlsx', 'Job title\nA'), 415, 'file_type_not_allowed');
    const big = csvOf([goodEnglish('Big', { Requirements: 'z'.repeat(JOB_IMPORT_CSV_MAX_BYTES) })]);
    await expectError(await upload(power, 'jobs.csv', big), 413, 'file_too_large');
    const garbled = await call(ctx.app, 'employer', 'POST', '/api/company-jobs/import', {
      cookie: power.cookie,
      body: { fileName: 'jobs.csv', content: 'not base64!' },
    });
    expect(garbled.json().code).toBe('invalid_request_body');
  });

  it('refuses a header without rows, unknown, duplicate and missing columns, and too many rows', async () => {
    await expectError(
      await upload(power, 'jobs.csv', `${EN_HEADER.join(',')}\r\n,,,\r\n`),
      400,
      'import_no_rows',
      'The file contains no jobs: there is no row below the header row.',
    );
    await expectError(
      await upload(power, 'jobs.csv', csvOf([{ ...goodEnglish('A'), Colour: 'blue' }])),
      400,
      'import_unknown_columns',
      'These columns are unknown: "Colour". Please use the column names of the template.',
    );
    await expectError(
      await upload(
        power,
        'jobs.csv',
        csvOf([goodEnglish('A')], { header: [...EN_HEADER, 'Berufsbezeichnung'] }),
      ),
      400,
      'import_duplicate_columns',
    );
    const { Industry: _dropped, ...withoutIndustry } = goodEnglish('A');
    await expectError(
      await upload(power, 'jobs.csv', csvOf([withoutIndustry]), 'de'),
      400,
      'import_missing_columns',
      'Diese Pflichtspalten fehlen: Branche. Bitte verwenden Sie die Vorlage.',
    );
    const many = Array.from({ length: JOB_IMPORT_MAX_ROWS + 1 }, (_, i) => ({ 'Job title': `J${i}` }));
    await expectError(await upload(power, 'jobs.csv', csvOf(many)), 400, 'import_too_many_rows');
  });

  it('keeps the company gate and the roles', async () => {
    const text = csvOf([goodEnglish('Gate')]);
    await expectError(await upload(incompletePower, 'jobs.csv', text), 409, 'company_incomplete');
    await expectError(await upload(reviewer, 'jobs.csv', text), 403, 'forbidden_to_access_data');
  });
});

/** A workbook written as Excel does: shared strings, numbers as numbers, rows numbered by `r`. */
function excelLikeWorkbook(rows: (string | number)[][], startRow = 1): Uint8Array {
  const strings: string[] = [];
  const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const sheetRows = rows
    .map((row, r) => {
      const cells = row
        .map((value, c) => {
          const ref = `${String.fromCharCode(65 + c)}${r + startRow}`;
          if (typeof value === 'number') return `<c r="${ref}"><v>${value}</v></c>`;
          strings.push(value);
          return `<c r="${ref}" t="s"><v>${strings.length - 1}</v></c>`;
        })
        .join('');
      return `<row r="${r + startRow}">${cells}</row>`;
    })
    .join('');
  const enc = (text: string) => new TextEncoder().encode(text);
  const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  return zipSync({
    '[Content_Types].xml': enc(
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    ),
    'xl/workbook.xml': enc(
      `<x:workbook xmlns:x="${ns}" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><x:sheets><x:sheet name="Jobs" sheetId="1" r:id="rId7"/></x:sheets></x:workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': enc(
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId7" Type="worksheet" Target="/xl/worksheets/data.xml"/></Relationships>',
    ),
    'xl/sharedStrings.xml': enc(
      `<sst xmlns="${ns}">${strings.map((s) => `<si><r><t xml:space="preserve">${xml(s.slice(0, 3))}</t></r><r><t xml:space="preserve">${xml(s.slice(3))}</t></r><rPh><t>ignored</t></rPh></si>`).join('')}</sst>`,
    ),
    'xl/worksheets/data.xml': enc(
      `<x:worksheet xmlns:x="${ns}"><x:sheetData>${sheetRows}</x:sheetData></x:worksheet>`,
    ),
  });
}

describe('Excel import', () => {
  const header = [...EN_HEADER, 'Salary from', 'Salary to'];
  const row = (title: string, from: number | string = 40000, to: number | string = 50000) => [
    title,
    'Full time',
    'Permanent',
    '1 year',
    'Leipzig',
    'Hybrid',
    'Retail',
    'Sell',
    'Smile',
    from,
    to,
  ];

  it('imports a workbook with shared strings (rich runs), numbers and a prefixed namespace', async () => {
    const res = await upload(
      power,
      'Stellen.xlsx',
      excelLikeWorkbook([header, row('Verkäufer:in'), row('Kassierer:in')]),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().imported).toBe(2);
    const jobs = (await jobsOfCompany()).filter((job) => res.json().jobIds.includes(job.id));
    expect(jobs.map((job) => job.jobTitle).sort()).toEqual(['Kassierer:in', 'Verkäufer:in']);
    expect(jobs[0]).toMatchObject({
      salaryFrom: 40000,
      salaryTo: 50000,
      industry: 'retail',
      workPlace: ['hybrid'],
    });
  });

  it('names a bad row by the number Excel shows and imports nothing', async () => {
    const before = (await jobsOfCompany()).length;
    const workbook = excelLikeWorkbook([header, row('Good'), row('Bad', 50000, 10.5)], 3);
    const res = await upload(power, 'jobs.xlsx', workbook);
    expect(res.statusCode).toBe(422);
    expect(res.json().details.problems).toEqual([
      {
        row: 5,
        column: 'Salary to',
        code: 'wrong_data_types',
        message: '"10.5" is not a valid value for Salary to.',
      },
    ]);
    expect((await jobsOfCompany()).length).toBe(before);
  });

  it('refuses zip bombs, encrypted and broken workbooks, and workbooks holding more than a CSV may', async () => {
    const bomb = zipSync(
      {
        'xl/workbook.xml': new TextEncoder().encode(
          '<workbook><sheets><sheet r:id="rId1"/></sheets></workbook>',
        ),
        'xl/worksheets/sheet1.xml': new Uint8Array(64 * 1024 * 1024),
      },
      { level: 9 },
    );
    expect(bomb.length).toBeLessThan(200 * 1024);
    await expectCode(await upload(power, 'bomb.xlsx', bomb), 413, 'file_too_large');

    const ole = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
    await expectCode(await upload(power, 'secret.xlsx', ole), 422, 'file_protected');

    const good = writeXlsx('Jobs', templateRows('en'));
    await expectCode(await upload(power, 'cut.xlsx', good.subarray(0, good.length / 2)), 422, 'file_damaged');

    const notWorkbook = zipSync({ 'word/document.xml': new TextEncoder().encode('<w/>') });
    await expectCode(await upload(power, 'letter.xlsx', notWorkbook), 415, 'file_type_not_allowed');

    const doctype = zipSync({
      'xl/workbook.xml': new TextEncoder().encode('<!DOCTYPE x [<!ENTITY a "aaaa">]><workbook/>'),
    });
    await expectCode(await upload(power, 'entities.xlsx', doctype), 422, 'file_damaged');

    const crowded = writeXlsx('Jobs', [
      EN_HEADER,
      ...Array.from({ length: 40 }, (_, i) => [
        `Job ${i}`,
        'Full time',
        'Permanent',
        '1 year',
        'x',
        'Remote',
        'Retail',
        'w'.repeat(2900),
        'r',
      ]),
    ]);
    expect(crowded.length).toBeLessThan(500 * 1024);
    await expectCode(await upload(power, 'crowded.xlsx', crowded), 413, 'file_too_large');
  });
});

async function expectCode(
  res: { statusCode: number; body: string; json: () => { code: string } },
  status: number,
  code: string,
) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().code).toBe(code);
}
