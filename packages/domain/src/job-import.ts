import { type Locale, SUPPORTED_LOCALES, translate } from './i18n';

/*
 * The CSV/Excel import of job posts (spec section 5, CSV import): which columns a file may have, how
 * a list is written in one cell, and the limits. The API parses with these rules, the web explains
 * them, the template is built from them; a column's header is the field's label in the catalogue
 * (`fields.<key>`), in German or English, or the key itself.
 *
 * Cell syntax (the template's example row shows each):
 * - lists (job types, work arrangements, skills, screening questions, audio questions, languages):
 *   one entry per line in the cell (Alt+Enter in Excel) or entries separated by `|`;
 * - choices (contract type, experience, industry, job types, work arrangements, language levels):
 *   the label in German or English, as the form shows it, or the code (`full_time`);
 * - languages: `language: level`, e.g. `Deutsch: Verhandlungssicher | English: Fluent`; the language
 *   by its German or English name or its ISO 639 code (`deu`);
 * - audio questions: the question, then its answer time in brackets, seconds or minutes:
 *   `Please introduce yourself (60 s) | Why us? (2 min)`;
 * - salary: whole euros a year (`55000`, `55.000` and `55,000` alike); both empty means no salary;
 * - rich text (responsibilities, requirements, benefits, further information): plain text, where a
 *   blank line starts a new paragraph and lines starting with `- ` or `• ` become a bulleted list;
 *   or HTML of the editor's tags.
 */

/** Columns in the template's order: the keys of a job post, with the salary range as two columns. */
export const JOB_IMPORT_COLUMNS = [
  'jobTitle',
  'jobTypeDescription',
  'jobTypes',
  'contractType',
  'experience',
  'officeLocation',
  'workPlace',
  'salaryFrom',
  'salaryTo',
  'industry',
  'responsibilities',
  'requirements',
  'benefits',
  'infos',
  'skillTags',
  'screeningQuestions',
  'audioQuestions',
  'languages',
] as const;
export type JobImportColumn = (typeof JOB_IMPORT_COLUMNS)[number];

/** Columns a file must have (their cells may still be empty in a row, which the report names). */
export const JOB_IMPORT_REQUIRED_COLUMNS = [
  'jobTitle',
  'jobTypes',
  'contractType',
  'experience',
  'officeLocation',
  'workPlace',
  'industry',
  'responsibilities',
  'requirements',
] as const satisfies readonly JobImportColumn[];

/** Columns that hold a list; their entries are separated by line breaks or `|`. */
export const JOB_IMPORT_LIST_COLUMNS = [
  'jobTypes',
  'workPlace',
  'skillTags',
  'screeningQuestions',
  'audioQuestions',
  'languages',
] as const satisfies readonly JobImportColumn[];

/** Separates the entries of a list cell, besides line breaks. */
export const JOB_IMPORT_LIST_SEPARATOR = '|';

/** A CSV file may be at most 100 KB (spec section 5). */
export const JOB_IMPORT_CSV_MAX_BYTES = 100 * 1024;
/**
 * An .xlsx file may be at most 500 KB as uploaded: a workbook carries styles and metadata that a CSV
 * of the same jobs does not, and is compressed. What it holds is limited like a CSV: its cells'
 * text adds up to at most JOB_IMPORT_CSV_MAX_BYTES, and it unpacks to at most
 * JOB_IMPORT_XLSX_MAX_UNPACKED_BYTES (a "zip bomb" is refused as soon as it grows past that).
 */
export const JOB_IMPORT_XLSX_MAX_BYTES = 500 * 1024;
export const JOB_IMPORT_XLSX_MAX_UNPACKED_BYTES = 8 * 1024 * 1024;
/** At most this many jobs (data rows) per file; more are refused before any row is checked. */
export const JOB_IMPORT_MAX_ROWS = 500;
/** At most this many columns in the header (the template has 18). */
export const JOB_IMPORT_MAX_COLUMNS = 50;

export const JOB_IMPORT_FORMATS = ['csv', 'xlsx'] as const;
export type JobImportFormat = (typeof JOB_IMPORT_FORMATS)[number];

/** The header of a column in a language: the field's label in the catalogue. */
export function jobImportHeader(column: JobImportColumn, locale: Locale): string {
  return translate(locale, `fields.${column}`);
}

/** How headers are compared: case, spacing, dashes and a BOM do not matter. */
export function normaliseImportLabel(text: string): string {
  return text
    .replace(/^\uFEFF/, '')
    .normalize('NFC')
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

const COLUMN_BY_HEADER = new Map<string, JobImportColumn>();
for (const column of JOB_IMPORT_COLUMNS) {
  COLUMN_BY_HEADER.set(normaliseImportLabel(column), column);
  for (const locale of SUPPORTED_LOCALES) {
    COLUMN_BY_HEADER.set(normaliseImportLabel(jobImportHeader(column, locale)), column);
  }
}

/** The column a header names, in German, English or as the key; null for an unknown header. */
export function jobImportColumnOf(header: string): JobImportColumn | null {
  return COLUMN_BY_HEADER.get(normaliseImportLabel(header)) ?? null;
}
