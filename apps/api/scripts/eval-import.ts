/**
 * npm run eval:import — runs the job import's parser over the real job files of the evaluation set
 * (../shared/fixtures/jobs-import, described in ../shared/fixtures/SOURCES.md; never copied into the
 * project) and prints what it reads next to what SOURCES.md says about each file: record count,
 * columns, posting types, the quirks named there, and the import's verdict on the file as a whole.
 * The files are NYC Open Data exports, not Veil templates, so the import must refuse them with a
 * clear code (too large, unknown columns) rather than import anything. Ends with one JSON line.
 *
 * FIXTURES_DIR overrides where the files are read from.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { translate } from '@veil/domain/i18n';
import { AppError } from '../src/errors/app-error';
import { decodeCsvText, detectSeparator, parseCsv } from '../src/modules/jobs/import/csv';
import { importFormatOf, jobsFromSheet, readSheet } from '../src/modules/jobs/import/job-import.service';

const say = (line: string) => process.stdout.write(`${line}\n`);

const DIR =
  process.env.FIXTURES_DIR ?? path.resolve(import.meta.dirname, '../../../../shared/fixtures/jobs-import');

/** What SOURCES.md (section 3, jobs-import/) says about each file. */
const EXPECTED = {
  'nyc-jobs-7-columns.csv': {
    records: 3773,
    columns: [
      'Job ID',
      'Civil Service Title',
      'Agency',
      'Posting Type',
      'Job Category',
      'Salary Range From',
      'Salary Range To',
    ],
    postingTypes: { Internal: 2139, External: 1634 } as Record<string, number>,
    jobIds: null as string[] | null,
  },
  'nyc-jobs-18-columns-excerpt.csv': {
    records: 4,
    columns: [
      'Job ID',
      'Agency',
      'Posting Type',
      'Business Title',
      'Civil Service Title',
      'Title Code No',
      'Level',
      'Job Category',
      'Full-Time/Part-Time indicator',
      'Salary Range From',
      'Salary Range To',
      'Salary Frequency',
      'Work Location',
      'Division/Work Unit',
      'Job Description',
      'Minimum Qual Requirements',
      'Preferred Skills',
      'Posting Date',
    ],
    postingTypes: null as Record<string, number> | null,
    jobIds: ['87990', '97899', '132292', '132292'],
  },
};

type Outcome = {
  file: string;
  bytes: number;
  separator: string;
  records: number;
  recordsExpected: number;
  columnsMatch: boolean;
  postingTypesMatch: boolean | null;
  jobIdsMatch: boolean | null;
  quirks: Record<string, number>;
  verdict: string;
  verdictMessage: string;
};

function evaluate(file: keyof typeof EXPECTED): Outcome {
  const bytes = new Uint8Array(readFileSync(path.join(DIR, file)));
  const expected = EXPECTED[file];
  const text = decodeCsvText(bytes);
  // the parser alone, past the import's size limit, to see what it reads
  const [header, ...records] = parseCsv(text).filter((row) => row.cells.some((cell) => cell.trim() !== ''));
  const column = (name: string) => header?.cells.indexOf(name) ?? -1;
  const values = (name: string) => records.map((row) => row.cells[column(name)] ?? '');
  const postingTypes: Record<string, number> = {};
  for (const type of values('Posting Type')) postingTypes[type] = (postingTypes[type] ?? 0) + 1;
  const cells = records.flatMap((row) => row.cells);
  const widths = new Set(records.map((row) => row.cells.length));
  const quirks = {
    rowsWithOtherWidth: records.filter((row) => row.cells.length !== header?.cells.length).length,
    distinctWidths: widths.size,
    cellsWithLineBreaks: cells.filter((cell) => /[\r\n]/.test(cell)).length,
    cellsWithQuotes: cells.filter((cell) => cell.includes('"')).length,
    cellsWithTabs: cells.filter((cell) => cell.includes('\t')).length,
    cellsWithMojibake: cells.filter((cell) => /â€/.test(cell)).length,
    nanCells: cells.filter((cell) => cell === 'NaN').length,
  };

  let verdict = 'imported';
  let verdictMessage = '';
  try {
    const format = importFormatOf(file, bytes);
    jobsFromSheet(readSheet(format, bytes), 'en');
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    verdict = error.code;
    const params: Record<string, string | number> = {};
    for (const [key, value] of Object.entries(error.details ?? {})) {
      if (typeof value === 'string' || typeof value === 'number') params[key] = value;
    }
    verdictMessage = translate('en', `errors.${error.code}`, params);
  }
  return {
    file,
    bytes: bytes.length,
    separator: detectSeparator(text),
    records: records.length,
    recordsExpected: expected.records,
    columnsMatch: JSON.stringify(header?.cells) === JSON.stringify(expected.columns),
    postingTypesMatch: expected.postingTypes
      ? JSON.stringify(postingTypes) === JSON.stringify(expected.postingTypes) ||
        Object.entries(expected.postingTypes).every(([type, count]) => postingTypes[type] === count)
      : null,
    jobIdsMatch: expected.jobIds
      ? JSON.stringify(values('Job ID')) === JSON.stringify(expected.jobIds)
      : null,
    quirks,
    verdict,
    verdictMessage,
  };
}

if (!existsSync(DIR)) {
  say(`No fixtures at ${DIR}: nothing to evaluate.`);
  say(JSON.stringify({ files: 0 }));
  process.exit(0);
}

const outcomes = (Object.keys(EXPECTED) as (keyof typeof EXPECTED)[])
  .filter((file) => existsSync(path.join(DIR, file)))
  .map(evaluate);
for (const outcome of outcomes) {
  say(`\n${outcome.file} (${outcome.bytes} bytes, separator "${outcome.separator}")`);
  say(`  records: ${outcome.records} read, ${outcome.recordsExpected} per SOURCES.md`);
  say(`  header as listed: ${outcome.columnsMatch}`);
  if (outcome.postingTypesMatch !== null) say(`  posting types as listed: ${outcome.postingTypesMatch}`);
  if (outcome.jobIdsMatch !== null) say(`  job IDs as listed: ${outcome.jobIdsMatch}`);
  say(`  quirks: ${JSON.stringify(outcome.quirks)}`);
  say(`  import: ${outcome.verdict}${outcome.verdictMessage ? ` — ${outcome.verdictMessage}` : ''}`);
}
const matches = outcomes.filter(
  (o) =>
    o.records === o.recordsExpected &&
    o.columnsMatch &&
    o.postingTypesMatch !== false &&
    o.jobIdsMatch !== false,
).length;
say(
  JSON.stringify({
    files: outcomes.length,
    records_read: outcomes.reduce((sum, o) => sum + o.records, 0),
    records_expected: outcomes.reduce((sum, o) => sum + o.recordsExpected, 0),
    files_matching_sources: matches,
    imported_files: outcomes.filter((o) => o.verdict === 'imported').length,
    verdicts: Object.fromEntries(outcomes.map((o) => [o.file, o.verdict])),
  }),
);
