import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/test-app';
import { EN_HEADER, useJobImport } from './job-import.testing';
import { templateRows } from './job-import-template';
import { writeXlsx } from './xlsx';

const ctx = useTestApp();
const { power, upload, jobsOfCompany } = useJobImport(ctx);

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
