import {
  JOB_IMPORT_CSV_MAX_BYTES,
  JOB_IMPORT_MAX_COLUMNS,
  JOB_IMPORT_MAX_ROWS,
  JOB_IMPORT_REQUIRED_COLUMNS,
  JOB_IMPORT_XLSX_MAX_BYTES,
  JOB_IMPORT_XLSX_MAX_UNPACKED_BYTES,
  type JobImportColumn,
  type JobImportFormat,
  type JobPostInput,
  jobImportColumnOf,
  jobImportHeader,
  type Locale,
} from '@veil/domain';
import {
  JOB_IMPORT_BASE64_MAX_LENGTH,
  type JobImportFile,
  type JobImportProblem,
  type JobImportResult,
} from '@veil/domain/contracts';
import type { EmployerPrincipal } from '../../../auth/session';
import { AppError } from '../../../errors/app-error';
import type { ServiceDeps } from '../../../http/context';
import { assertCompanyReadyForJobs, insertJobPosts } from '../job-post-writes';
import { decodeCsvText, parseCsv, type SheetRow, typedCell } from './csv';
import { jobFromRow, type RowCells } from './job-rows';
import { looksLikeOle, looksLikeZip, readXlsx } from './xlsx';

/*
 * The import (spec section 5): a CSV or .xlsx file → job posts as drafts, all rows or none. The file
 * is checked as a whole first (type, size, header, row count), then every row with the form's
 * schema; any bad row rejects the file with a report of each problem (import_rows_invalid).
 */

/** The format a file's name says, checked against its first bytes; file_type_not_allowed otherwise. */
export function importFormatOf(fileName: string, bytes: Uint8Array): JobImportFormat {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase();
  if (extension === 'xlsx') {
    if (!looksLikeZip(bytes) && !looksLikeOle(bytes)) throw new AppError('file_type_not_allowed');
    return 'xlsx';
  }
  if (extension === 'csv') {
    if (looksLikeZip(bytes) || looksLikeOle(bytes) || bytes.includes(0)) {
      throw new AppError('file_type_not_allowed');
    }
    return 'csv';
  }
  throw new AppError('file_type_not_allowed');
}

/** The rows of a file, within the limits of its format. */
export function readSheet(format: JobImportFormat, bytes: Uint8Array): SheetRow[] {
  // a blank line between jobs is skipped, so a file may hold some more records than jobs
  const maxRecords = JOB_IMPORT_MAX_ROWS * 2 + 1;
  if (format === 'csv') {
    if (bytes.length > JOB_IMPORT_CSV_MAX_BYTES) {
      throw new AppError('file_too_large', { maxBytes: JOB_IMPORT_CSV_MAX_BYTES });
    }
    const text = decodeCsvText(bytes);
    if (text.trim() === '') throw new AppError('file_empty');
    return parseCsv(text, maxRecords)
      .filter((row) => row.cells.some((cell) => cell.trim() !== ''))
      .map((row) => ({ row: row.row, cells: row.cells.map(typedCell) }));
  }
  if (bytes.length > JOB_IMPORT_XLSX_MAX_BYTES) {
    throw new AppError('file_too_large', { maxBytes: JOB_IMPORT_XLSX_MAX_BYTES });
  }
  const rows = readXlsx(bytes, { maxUnpackedBytes: JOB_IMPORT_XLSX_MAX_UNPACKED_BYTES, maxRows: maxRecords });
  // a workbook holds no more than a CSV may: its cells' text within the CSV limit
  const textBytes = rows.reduce(
    (sum, row) => sum + row.cells.reduce((cells, cell) => cells + Buffer.byteLength(cell) + 1, 0),
    0,
  );
  if (textBytes > JOB_IMPORT_CSV_MAX_BYTES) {
    throw new AppError('file_too_large', { maxBytes: JOB_IMPORT_CSV_MAX_BYTES });
  }
  return rows;
}

/** The column letters Excel shows for a 0-based index (A, …, Z, AA, …). */
function columnLetters(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

type Layout = { columns: (JobImportColumn | null)[]; headers: Partial<Record<JobImportColumn, string>> };

/** The header row read into columns; unknown, duplicate and missing columns are refused. */
export function readHeader(header: SheetRow, dataRows: readonly SheetRow[], locale: Locale): Layout {
  const width = Math.max(header.cells.length, ...dataRows.map((row) => row.cells.length));
  if (width > JOB_IMPORT_MAX_COLUMNS)
    throw new AppError('import_unknown_columns', { columns: `> ${JOB_IMPORT_MAX_COLUMNS}` });
  const columns: (JobImportColumn | null)[] = [];
  const headers: Partial<Record<JobImportColumn, string>> = {};
  const unknown: string[] = [];
  const duplicate: string[] = [];
  for (let index = 0; index < width; index += 1) {
    const text = (header.cells[index] ?? '').trim();
    if (text === '') {
      // a column without a header is fine while it is empty; data under it would be lost
      const hasData = dataRows.some((row) => (row.cells[index] ?? '').trim() !== '');
      if (hasData) unknown.push(`${locale === 'de' ? 'Spalte' : 'column'} ${columnLetters(index)}`);
      columns.push(null);
      continue;
    }
    const column = jobImportColumnOf(text);
    if (!column) unknown.push(locale === 'de' ? `„${text}“` : `"${text}"`);
    else if (headers[column] !== undefined) duplicate.push(text);
    else headers[column] = text;
    columns.push(column);
  }
  if (unknown.length > 0) throw new AppError('import_unknown_columns', { columns: unknown.join(', ') });
  if (duplicate.length > 0) throw new AppError('import_duplicate_columns', { columns: duplicate.join(', ') });
  const missing = JOB_IMPORT_REQUIRED_COLUMNS.filter((column) => headers[column] === undefined);
  if (missing.length > 0) {
    throw new AppError('import_missing_columns', {
      columns: missing.map((column) => jobImportHeader(column, locale)).join(', '),
    });
  }
  return { columns, headers };
}

/** Every row as a job post, or the report of every problem (import_rows_invalid). */
export function jobsFromSheet(rows: readonly SheetRow[], locale: Locale): JobPostInput[] {
  const [header, ...dataRows] = rows;
  if (!header) throw new AppError('file_empty');
  if (dataRows.length === 0) throw new AppError('import_no_rows');
  if (dataRows.length > JOB_IMPORT_MAX_ROWS)
    throw new AppError('import_too_many_rows', { max: JOB_IMPORT_MAX_ROWS });
  const layout = readHeader(header, dataRows, locale);
  const jobs: JobPostInput[] = [];
  const problems: JobImportProblem[] = [];
  let badRows = 0;
  for (const row of dataRows) {
    const cells: RowCells = {};
    layout.columns.forEach((column, index) => {
      if (column) cells[column] = row.cells[index] ?? '';
    });
    const result = jobFromRow(cells, layout.headers, locale);
    if (result.job) jobs.push(result.job);
    else {
      badRows += 1;
      for (const problem of result.problems) problems.push({ row: row.row, ...problem });
    }
  }
  if (badRows > 0) throw new AppError('import_rows_invalid', { count: badRows, problems });
  return jobs;
}

/** Imports a file's jobs as drafts of the employer's company, in one transaction. */
export async function importJobs(
  deps: ServiceDeps,
  employer: EmployerPrincipal,
  file: JobImportFile,
  locale: Locale,
): Promise<JobImportResult> {
  await assertCompanyReadyForJobs(deps.db, employer.companyId);
  if (file.content.length > JOB_IMPORT_BASE64_MAX_LENGTH) {
    throw new AppError('file_too_large', { maxBytes: JOB_IMPORT_XLSX_MAX_BYTES });
  }
  const bytes = new Uint8Array(Buffer.from(file.content, 'base64'));
  if (bytes.length === 0) throw new AppError('file_empty');
  const format = importFormatOf(file.fileName, bytes);
  const jobs = jobsFromSheet(readSheet(format, bytes), locale);
  const inserted = await deps.db.transaction(async (tx) => {
    await assertCompanyReadyForJobs(tx, employer.companyId);
    return insertJobPosts(tx, {
      companyId: employer.companyId,
      actor: { id: employer.userId, email: employer.email },
      jobs,
    });
  });
  deps.log.info({ companyId: employer.companyId, imported: inserted.length, format }, 'jobs imported');
  return { imported: inserted.length, jobIds: inserted.map((row) => row.id) };
}
