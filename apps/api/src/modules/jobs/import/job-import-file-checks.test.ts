import { JOB_IMPORT_CSV_MAX_BYTES, JOB_IMPORT_MAX_ROWS } from '@veil/domain';
import { describe, expect, it } from 'vitest';
import { call } from '../../../testing/http';
import { useTestApp } from '../../../testing/test-app';
import { csvOf, EN_HEADER, goodEnglish, useJobImport } from './job-import.testing';
import { writeXlsx } from './xlsx';

const ctx = useTestApp();
const { power, reviewer, incompletePower, upload } = useJobImport(ctx);

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
