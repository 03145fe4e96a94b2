import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app';
import { csvOf, EN_HEADER, goodEnglish, useJobImport } from './job-import.testing';

const ctx = useTestApp();
const { power, regular, upload, jobsOfCompany } = useJobImport(ctx);

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

  it('stores a job title that starts like a formula as typed, with or without the quote prefix', async () => {
    const formula = '=HYPERLINK("https://evil.example","Klick")';
    const text = [
      EN_HEADER.join(','),
      // as a person types it, and as the product's own writer (or a spreadsheet) quotes it
      `"${formula.replace(/"/g, '""')}",Full time,Permanent,1 year,Hamburg,remote,Software and IT services,Build,Care`,
      `"'+49 Hotline",Full time,Permanent,1 year,Hamburg,remote,Software and IT services,Build,Care`,
      '',
    ].join('\r\n');
    const res = await upload(power, 'formulas.csv', text);
    expect(res.statusCode, res.body).toBe(200);
    const titles = (await jobsOfCompany())
      .filter((job) => res.json().jobIds.includes(job.id))
      .map((job) => job.jobTitle);
    expect(titles.sort()).toEqual(['+49 Hotline', formula].sort());
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
