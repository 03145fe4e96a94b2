import { eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { createCompany } from '../../../testing/factories';
import { call } from '../../../testing/http';
import { signedInEmployer } from '../../../testing/members';
import type { useTestApp } from '../../../testing/test-app';
import { jobPosts } from '../jobs.schema';
import { writeCsv } from './csv';

/** Test helpers of the job import: the employers who upload, the upload itself and CSV files to upload. */

export type Person = { cookie: string };

const COMPLETE = {
  industry: 'software_it_services',
  location: 'Berlin',
  companySize: '10-49',
  website: 'https://nordlicht.example',
  introduction: '<p>Wir bauen Software.</p>',
  benefits: '<p>Gute Kaffeemaschine.</p>',
} as const;

/**
 * The employers of a test file, signed in before its tests (after the app of `useTestApp`): a power,
 * a regular and a reviewer user of a complete company and a power user of an incomplete one; with the
 * upload as one of them and the jobs the complete company holds.
 */
export function useJobImport(ctx: ReturnType<typeof useTestApp>) {
  let companyId = '';
  // the same objects before and after signing in, so that a test file can take them apart at its top
  const power: Person = { cookie: '' };
  const regular: Person = { cookie: '' };
  const reviewer: Person = { cookie: '' };
  const incompletePower: Person = { cookie: '' };

  beforeAll(async () => {
    companyId = (await createCompany(ctx.app.database.db, COMPLETE)).id;
    const incomplete = await createCompany(ctx.app.database.db);
    Object.assign(power, await signedInEmployer(ctx.app, companyId, 'power_user'));
    Object.assign(regular, await signedInEmployer(ctx.app, companyId, 'regular_user'));
    Object.assign(reviewer, await signedInEmployer(ctx.app, companyId, 'reviewer_user'));
    Object.assign(incompletePower, await signedInEmployer(ctx.app, incomplete.id, 'power_user'));
  });

  const upload = (who: Person, fileName: string, bytes: Uint8Array | string, locale: 'de' | 'en' = 'en') =>
    call(ctx.app, 'employer', 'POST', '/api/company-jobs/import', {
      cookie: who.cookie,
      locale,
      body: { fileName, content: Buffer.from(bytes).toString('base64') },
    });

  /** The jobs of the complete company, as stored. */
  const jobsOfCompany = () =>
    ctx.app.database.db.select().from(jobPosts).where(eq(jobPosts.companyId, companyId));

  return { power, regular, reviewer, incompletePower, upload, jobsOfCompany };
}

/** The required columns, as the English template names them. */
export const EN_HEADER = [
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
export function csvOf(
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

/** A row of the English CSV that imports as it is, under `title`. */
export const goodEnglish = (
  title: string,
  overrides: Record<string, string> = {},
): Record<string, string> => ({
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
