import {
  enumLabel,
  JOB_IMPORT_COLUMNS,
  JOB_IMPORT_LIST_SEPARATOR,
  type JobImportColumn,
  type JobImportFormat,
  jobImportHeader,
  type Locale,
  languageName,
} from '@veil/domain';
import type { JobImportTemplate } from '@veil/domain/contracts';
import { writeCsv } from './csv';
import { writeXlsx } from './xlsx';

/*
 * The import templates: the header row in the chosen language and one example row that shows the
 * syntax of every kind of cell (lists, choices by label, languages with levels, audio questions with
 * their answer time, bulleted rich text). Importing a template as it is gives one draft.
 */

const list = (...entries: string[]) => entries.join(` ${JOB_IMPORT_LIST_SEPARATOR} `);

function exampleRow(locale: Locale): Record<JobImportColumn, string> {
  const label = enumLabel.bind(null, locale);
  const de = locale === 'de';
  return {
    jobTitle: de ? 'Backend-Entwickler:in (TypeScript)' : 'Backend Developer (TypeScript)',
    jobTypeDescription: de
      ? '40 Stunden pro Woche, Teilzeit ab 30 Stunden'
      : '40 hours a week, part time from 30 hours',
    jobTypes: list(label('jobType', 'full_time'), label('jobType', 'part_time')),
    contractType: label('contractType', 'permanent'),
    experience: label('experience', '2_3_years'),
    officeLocation: 'Berlin',
    workPlace: list(label('workArrangement', 'hybrid'), label('workArrangement', 'remote')),
    salaryFrom: '55000',
    salaryTo: '70000',
    industry: label('industry', 'software_it_services'),
    responsibilities: de
      ? 'Sie entwickeln unsere Plattform weiter.\n- APIs entwerfen und bauen\n- Code-Reviews im Team'
      : 'You develop our platform further.\n- Design and build APIs\n- Review code in the team',
    requirements: de
      ? '- Erfahrung mit TypeScript und Node.js\n- Freude an sauberem Code'
      : '- Experience with TypeScript and Node.js\n- You enjoy clean code',
    benefits: de ? '- 30 Tage Urlaub\n- Weiterbildungsbudget' : '- 30 days of holiday\n- Training budget',
    infos: de ? 'Bitte bewerben Sie sich bis Ende des Monats.' : 'Please apply by the end of the month.',
    skillTags: list('TypeScript', 'PostgreSQL', 'React'),
    screeningQuestions: de
      ? 'Wann können Sie frühestens beginnen?\nWie hoch ist Ihre Gehaltsvorstellung?'
      : 'When could you start at the earliest?\nWhat are your salary expectations?',
    audioQuestions: de
      ? list('Stellen Sie sich bitte kurz vor. (60 s)', 'Warum möchten Sie bei uns arbeiten? (2 min)')
      : list('Please introduce yourself briefly. (60 s)', 'Why would you like to work with us? (2 min)'),
    languages: list(
      `${languageName('deu', locale)}: ${label('languageLevel', 'business_fluent')}`,
      `${languageName('eng', locale)}: ${label('languageLevel', 'fluent')}`,
    ),
  };
}

/** The rows of the template: header and example. */
export function templateRows(locale: Locale): string[][] {
  const example = exampleRow(locale);
  return [
    JOB_IMPORT_COLUMNS.map((column) => jobImportHeader(column, locale)),
    JOB_IMPORT_COLUMNS.map((column) => example[column]),
  ];
}

const MEDIA_TYPES: Record<JobImportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * The template file. The CSV is what Excel reads in that language without asking: UTF-8 with a
 * byte order mark, `;` between fields in German, `,` in English.
 */
export function importTemplate(format: JobImportFormat, locale: Locale): JobImportTemplate {
  const rows = templateRows(locale);
  const baseName = locale === 'de' ? 'stellen-import-vorlage' : 'job-import-template';
  const bytes =
    format === 'csv'
      ? Buffer.from(`\uFEFF${writeCsv(rows, locale === 'de' ? ';' : ',')}`, 'utf8')
      : Buffer.from(writeXlsx(locale === 'de' ? 'Stellen' : 'Jobs', rows));
  return {
    fileName: `${baseName}.${format}`,
    mediaType: MEDIA_TYPES[format],
    content: bytes.toString('base64'),
  };
}
