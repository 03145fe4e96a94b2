import type { ResumeProposal } from '@veil/domain';
import { decodeCsvText, parseCsv } from '../../jobs/import/csv';
import { CvImportError } from './cv-import-error';
import { findDateRange, monthOf } from './dates';
import { addLinks, emptyProposal, proposeLanguage } from './proposal';

/*
 * LinkedIn's data export ("Get a copy of your data"): a ZIP of CSV files, of which the CV-related
 * ones are read by their header names (older and newer exports name a few columns differently).
 * Dates are "Mon YYYY" or a year; an empty "Finished On" is the current job.
 */

/** The CSV files of an export that the import reads, by file name. */
export const LINKEDIN_EXPORT_FILES = [
  'Profile.csv',
  'Positions.csv',
  'Education.csv',
  'Skills.csv',
  'Languages.csv',
  'Certifications.csv',
  'Honors.csv',
  'Email Addresses.csv',
  'PhoneNumbers.csv',
] as const;

type Records = Record<string, string>[];

/** Whether a file name is one of the export's CV files (in any folder of the ZIP). */
export function isLinkedInExportFile(fileName: string): boolean {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  return (LINKEDIN_EXPORT_FILES as readonly string[]).some(
    (name) => name.toLowerCase() === base.toLowerCase(),
  );
}

function records(bytes: Uint8Array): Records {
  const rows = parseCsv(decodeCsvText(bytes)).map((row) => row.cells);
  const [header, ...body] = rows;
  if (!header) return [];
  const names = header.map((name) => name.trim());
  return body
    .filter((cells) => cells.some((cell) => cell.trim() !== ''))
    .map((cells) => Object.fromEntries(names.map((name, i) => [name, (cells[i] ?? '').trim()])));
}

const pick = (record: Record<string, string> | undefined, ...keys: string[]) => {
  for (const key of keys) if (record?.[key]) return record[key] as string;
  return '';
};

function month(text: string, end: 'start' | 'end'): string | null {
  return text
    ? (monthOf(text.replace(/^(\w{3})\w*\.?\s+/, '$1 '), end) ?? findDateRange(text)?.from ?? null)
    : null;
}

/** The proposal of the CV files of a LinkedIn export; throws `empty_file` when they hold no rows. */
export function parseLinkedInExport(files: Map<string, Uint8Array>): ResumeProposal {
  const byName = new Map<string, Records>();
  for (const [name, bytes] of files) {
    const base = (name.split(/[\\/]/).pop() ?? name).toLowerCase();
    byName.set(base, records(bytes));
  }
  const table = (name: string) => byName.get(name.toLowerCase()) ?? [];
  if ([...byName.values()].every((rows) => rows.length === 0)) throw new CvImportError('empty_file');
  const proposal = emptyProposal('linkedin_export');
  const profile = table('Profile.csv')[0];
  Object.assign(proposal.userDetails, {
    firstName: pick(profile, 'First Name'),
    lastName: pick(profile, 'Last Name'),
    headline: pick(profile, 'Headline'),
    location: pick(profile, 'Geo Location', 'Location'),
  });
  const websites = pick(profile, 'Websites');
  addLinks(
    proposal,
    [...websites.matchAll(/(?:\[[A-Z]+:)?(https?:\/\/[^\],\s]+)/g)].map((found) => found[1] ?? ''),
  );
  const emails = table('Email Addresses.csv');
  const primary = emails.find((row) => /^yes$/i.test(pick(row, 'Primary'))) ?? emails[0];
  proposal.userDetails.email = pick(primary, 'Email Address');
  proposal.userDetails.phoneNumber = pick(table('PhoneNumbers.csv')[0], 'Number', 'Phone Number');
  for (const row of table('Positions.csv')) {
    const to = pick(row, 'Finished On');
    proposal.workExperiences.push({
      company: pick(row, 'Company Name', 'Company'),
      jobTitle: pick(row, 'Title'),
      workFrom: month(pick(row, 'Started On'), 'start'),
      workTo: month(to, 'end'),
      currentlyWorking: to === '',
      jobDescription: pick(row, 'Description'),
    });
  }
  for (const row of table('Education.csv')) {
    const to = pick(row, 'End Date', 'Finished On');
    proposal.educations.push({
      school: pick(row, 'School Name'),
      degree: pick(row, 'Degree Name'),
      majorIn: pick(row, 'Field Of Study', 'Notes'),
      studyFrom: month(pick(row, 'Start Date', 'Started On'), 'start'),
      studyTo: month(to, 'end'),
      currentlyStudying: false,
    });
  }
  proposal.tags = table('Skills.csv')
    .map((row) => pick(row, 'Name', 'Skill'))
    .filter(Boolean);
  proposal.languages = table('Languages.csv').map((row) =>
    proposeLanguage(pick(row, 'Name'), pick(row, 'Proficiency')),
  );
  for (const row of table('Certifications.csv')) {
    proposal.certifications.push({
      name: pick(row, 'Name'),
      issuingOrg: pick(row, 'Authority'),
      issueDate: month(pick(row, 'Started On'), 'start'),
      expiryDate: month(pick(row, 'Finished On'), 'end'),
      credentialId: pick(row, 'License Number'),
      credentialUrl: pick(row, 'Url'),
    });
  }
  for (const row of table('Honors.csv'))
    proposal.rewards.push({ title: pick(row, 'Title'), issuer: pick(row, 'Issuer') });
  proposal.language = 'en';
  return proposal;
}
