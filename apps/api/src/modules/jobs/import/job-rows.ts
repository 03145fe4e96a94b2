import {
  ENUMERATIONS,
  type EnumName,
  enumLabel,
  issueMessage,
  JOB_IMPORT_LIST_SEPARATOR,
  JOB_IMPORT_REQUIRED_COLUMNS,
  JOB_RICH_TEXT_FIELDS,
  type JobImportColumn,
  type JobPostInput,
  JobPostInputSchema,
  jobImportHeader,
  LANGUAGES,
  type Locale,
  normaliseImportLabel,
  SUPPORTED_LOCALES,
  translate,
} from '@veil/domain';
import type { JobImportProblem } from '@veil/domain/contracts';
import { AppError } from '../../../errors/app-error';
import { cleanJobRichText } from '../job-post-writes';

/*
 * One sheet row → one job post, checked with the schema of the form (JobPostInputSchema). What the
 * cell syntax cannot say (an empty required cell, a label that is no option, a number that is none)
 * is reported here; everything else is the schema's own rule and message.
 */

type Problem = Omit<JobImportProblem, 'row'>;

/** Codes and labels (both languages) of an enumeration, compared as headers are. */
function lookupOf<N extends EnumName>(name: N): Map<string, string> {
  const map = new Map<string, string>();
  for (const value of ENUMERATIONS[name] as readonly string[]) {
    map.set(normaliseImportLabel(value), value);
    for (const locale of SUPPORTED_LOCALES) {
      map.set(normaliseImportLabel(enumLabel(locale, name, value as never)), value);
    }
  }
  return map;
}

const CHOICES = {
  jobTypes: lookupOf('jobType'),
  contractType: lookupOf('contractType'),
  experience: lookupOf('experience'),
  workPlace: lookupOf('workArrangement'),
  industry: lookupOf('industry'),
  languageLevel: lookupOf('languageLevel'),
};

const LANGUAGE_BY_NAME = new Map<string, string>();
for (const language of LANGUAGES) {
  for (const name of [language.iso, language.de, language.en]) {
    LANGUAGE_BY_NAME.set(normaliseImportLabel(name), language.iso);
  }
}

/** The entries of a list cell: one per line or separated by `|`, blanks left out. */
export function listEntries(cell: string): string[] {
  return cell
    .split(new RegExp(`\\r?\\n|\\r|\\${JOB_IMPORT_LIST_SEPARATOR}`))
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** Whole euros: `55000`, `55.000`, `55,000`, `55 000`, `55000.00`, optionally with € or EUR. */
export function parseAmount(cell: string): number | null {
  const text = cell
    .replace(/[\s\u00A0\u202F]+/g, ' ')
    .replace(/€|eur$/i, '')
    .trim();
  if (text === '') return 0;
  if (/^\d+$/.test(text)) return Number(text);
  if (/^\d{1,3}([.,' ’]\d{3})+$/.test(text)) return Number(text.replace(/\D/g, ''));
  const decimals = /^(\d+)[.,]0{1,2}$/.exec(text);
  if (decimals?.[1]) return Number(decimals[1]);
  return null;
}

/** `Question (60 s)`, `(90)`, `(2 min)`: the question and its answer time in seconds. */
export function parseAudioQuestion(entry: string): { question: string; duration: number } | null {
  const match =
    /^(.*?)\s*\(\s*(\d+(?:[.,]\d+)?)\s*(s|sec|secs|seconds?|sek|sekunden|min|mins|minutes?|minuten?)?\.?\s*\)\s*$/i.exec(
      entry,
    );
  if (!match?.[1] || !match[2]) return null;
  const amount = Number(match[2].replace(',', '.'));
  const minutes = /^min/i.test(match[3] ?? '');
  const duration = Math.round(minutes ? amount * 60 : amount);
  return { question: match[1].trim(), duration };
}

const BULLET = /^[-•*–]\s+/;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Rich text from a cell: HTML of the editor's tags as it is (sanitised when stored), or plain text
 * where a blank line starts a paragraph and `- ` / `• ` lines make a bulleted list.
 */
export function cellToRichText(cell: string): string {
  const text = cell.trim();
  if (text === '') return '';
  if (/<\/?(p|div|ul|ol|li|strong|em|b|i|u|a|br|h[1-6])\b[^>]*>/i.test(text)) return text;
  const html: string[] = [];
  for (const block of text.split(/\r?\n\s*\r?\n/)) {
    const lines = block
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean);
    let paragraph: string[] = [];
    let bullets: string[] = [];
    const flush = () => {
      if (paragraph.length > 0) html.push(`<p>${paragraph.join('<br>')}</p>`);
      if (bullets.length > 0) html.push(`<ul>${bullets.map((item) => `<li>${item}</li>`).join('')}</ul>`);
      paragraph = [];
      bullets = [];
    };
    for (const line of lines) {
      if (BULLET.test(line)) {
        if (paragraph.length > 0) flush();
        bullets.push(escapeHtml(line.replace(BULLET, '')));
      } else {
        if (bullets.length > 0) flush();
        paragraph.push(escapeHtml(line));
      }
    }
    flush();
  }
  return html.join('');
}

/** A sheet row's cells by column (columns the file does not have are absent). */
export type RowCells = Partial<Record<JobImportColumn, string>>;

/**
 * The job post of a row, or its problems. `headers` names each column as the file does, so the
 * report points where the person looks; a column the file lacks is named in the reader's language.
 */
export function jobFromRow(
  cells: RowCells,
  headers: Partial<Record<JobImportColumn, string>>,
  locale: Locale,
): { job: JobPostInput; problems: [] } | { job: null; problems: Problem[] } {
  const problems: Problem[] = [];
  const broken = new Set<JobImportColumn>();
  const nameOf = (column: JobImportColumn) => headers[column] ?? jobImportHeader(column, locale);
  const text = (column: JobImportColumn) => (cells[column] ?? '').trim();
  const wrong = (column: JobImportColumn, message: string) => {
    broken.add(column);
    problems.push({ column: nameOf(column), code: 'wrong_data_types', message });
  };
  const wrongValue = (column: JobImportColumn, value: string) =>
    wrong(column, translate(locale, 'validation.importValue', { value, field: nameOf(column) }));

  for (const column of JOB_IMPORT_REQUIRED_COLUMNS) {
    if (text(column) === '') {
      broken.add(column);
      problems.push({
        column: nameOf(column),
        code: 'malformed_csv_data',
        message: translate(locale, 'errors.malformed_csv_data', { name: nameOf(column) }),
      });
    }
  }

  const choice = (column: 'contractType' | 'experience' | 'industry') => {
    const value = text(column);
    if (value === '' || broken.has(column)) return undefined;
    const code = CHOICES[column].get(normaliseImportLabel(value));
    if (!code) wrongValue(column, value);
    return code;
  };
  const choices = (column: 'jobTypes' | 'workPlace') => {
    if (broken.has(column)) return undefined;
    const codes: string[] = [];
    for (const entry of listEntries(text(column))) {
      const code = CHOICES[column].get(normaliseImportLabel(entry));
      if (!code) {
        wrongValue(column, entry);
        return undefined;
      }
      codes.push(code);
    }
    return codes;
  };
  const amount = (column: 'salaryFrom' | 'salaryTo') => {
    const value = parseAmount(text(column));
    if (value === null) wrongValue(column, text(column));
    return value ?? 0;
  };
  const audioQuestions = () => {
    const questions = [];
    for (const entry of listEntries(text('audioQuestions'))) {
      const parsed = parseAudioQuestion(entry);
      if (!parsed) {
        wrong('audioQuestions', translate(locale, 'validation.importAudioQuestion'));
        return undefined;
      }
      questions.push(parsed);
    }
    return questions;
  };
  const languages = () => {
    const result = [];
    for (const entry of listEntries(text('languages'))) {
      const colon = entry.lastIndexOf(':');
      if (colon < 0) {
        wrong('languages', translate(locale, 'validation.importLanguage'));
        return undefined;
      }
      const languageText = entry.slice(0, colon).trim();
      const levelText = entry.slice(colon + 1).trim();
      const iso = LANGUAGE_BY_NAME.get(normaliseImportLabel(languageText));
      const level = CHOICES.languageLevel.get(normaliseImportLabel(levelText));
      if (!iso || !level) {
        wrongValue('languages', iso ? levelText : languageText);
        return undefined;
      }
      result.push({ iso, level });
    }
    return result;
  };

  const candidate: Record<string, unknown> = {
    jobTitle: text('jobTitle'),
    jobTypeDescription: text('jobTypeDescription'),
    jobTypes: choices('jobTypes'),
    contractType: choice('contractType'),
    experience: choice('experience'),
    officeLocation: text('officeLocation'),
    workPlace: choices('workPlace'),
    salaryRange: { from: amount('salaryFrom'), to: amount('salaryTo') },
    industry: choice('industry'),
    responsibilities: cellToRichText(text('responsibilities')),
    requirements: cellToRichText(text('requirements')),
    benefits: cellToRichText(text('benefits')),
    infos: cellToRichText(text('infos')),
    skillTags: listEntries(text('skillTags')),
    screeningQuestions: listEntries(text('screeningQuestions')).map((question) => ({ question })),
    audioQuestions: audioQuestions(),
    languages: languages(),
  };

  const parsed = JobPostInputSchema.safeParse(candidate);
  if (!parsed.success) {
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const column = columnOfPath(issue.path);
      if (broken.has(column)) continue;
      const message = issueMessage(issue, locale);
      const key = `${column}\u0000${message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      problems.push({ column: nameOf(column), code: 'invalid_request_body', message });
    }
  }
  if (problems.length > 0 || !parsed.success) return { job: null, problems };

  // the visible text of rich text has its own limit, checked as it is stored
  for (const field of JOB_RICH_TEXT_FIELDS) {
    try {
      cleanJobRichText(field, parsed.data[field]);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const issue = (error.details?.issues as { message: string; params?: Record<string, number> }[])?.[0];
      problems.push({
        column: nameOf(field),
        code: 'invalid_request_body',
        message: translate(locale, issue?.message ?? 'validation.tooLong', issue?.params),
      });
    }
  }
  return problems.length > 0 ? { job: null, problems } : { job: parsed.data, problems: [] };
}

/** The column an issue of JobPostInputSchema is about (the salary range is two columns). */
function columnOfPath(path: readonly PropertyKey[]): JobImportColumn {
  const [field, part] = path;
  if (field === 'salaryRange') return part === 'from' ? 'salaryFrom' : 'salaryTo';
  return field as JobImportColumn;
}
