import { type APIRequestContext, expect, type Page, request as playwrightRequest } from '@playwright/test';
import { DEMO_ADMIN, DEMO_PASSWORD } from './demo';
import { API, activationLink } from './mailbox';
import { areaUrl } from './support';

/*
 * Employer set-up through the admin and employer APIs, shared by the employer journeys: each journey
 * makes its own company with its own accounts, so the demo companies stay as they are and the
 * journeys do not depend on each other.
 */

/** The password every account made here gets. */
export const PASSWORD = 'Stellen!Anzeige7';

/** A request context signed in to an area's API (its own cookie jar). */
export async function signedIn(area: 'admin' | 'employer', email: string, password: string) {
  const origin = areaUrl(area, '').replace(/\/$/, '');
  const context = await playwrightRequest.newContext({ extraHTTPHeaders: { Origin: origin } });
  const response = await context.post(`${API}/api/auth/${area}/sign-in/email`, { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return context;
}

export async function ok(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<unknown> {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(
    true,
  );
  return response.json();
}

/** Sets the password of an invited account from the activation link in its mail. */
export async function activate(request: APIRequestContext, email: string) {
  const link = await activationLink(request, email);
  const token = new URL(link).searchParams.get('token');
  await ok(
    await request.put(`${API}/api/employers/activate`, {
      data: { token, password: PASSWORD },
      headers: { Origin: areaUrl('employer', '').replace(/\/$/, '') },
    }),
  );
}

/** Names of the reviewer accounts, in the order `createCompany` adds them. */
export const REVIEWER_NAMES = [
  { firstName: 'Tilo', lastName: 'Brandt' },
  { firstName: 'Ute', lastName: 'Claussen' },
  { firstName: 'Vera', lastName: 'Dammann' },
  { firstName: 'Wiebke', lastName: 'Ehlers' },
] as const;

export type TestCompany = {
  id: string;
  name: string;
  powerUser: string;
  regularUser: string;
  /** the addresses of the extra reviewer accounts asked for, in order */
  reviewers: string[];
};

/**
 * A new company with an active power user, an active regular user and `reviewers` active reviewer
 * accounts; its information is incomplete (see `completeCompany`).
 */
export async function createCompany(
  request: APIRequestContext,
  label: string,
  { reviewers = 0 }: { reviewers?: number } = {},
): Promise<TestCompany> {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1000)}`;
  const name = `${label} ${stamp}`;
  const powerUser = `pu.${stamp}@${label.toLowerCase().replace(/\W+/g, '')}.example`;
  const domain = `${label.toLowerCase().replace(/\W+/g, '')}.example`;
  const regularUser = `ru.${stamp}@${domain}`;
  const reviewerEmails = Array.from({ length: reviewers }, (_, index) => `rv${index + 1}.${stamp}@${domain}`);
  const admin = await signedIn('admin', DEMO_ADMIN, DEMO_PASSWORD);
  const company = (await ok(
    await admin.post(`${API}/api/admin/companies`, {
      data: {
        name,
        email: `jobs.${stamp}@example.org`,
        powerUser: { firstName: 'Paula', lastName: 'Petersen', email: powerUser },
      },
    }),
  )) as { id: string };
  await ok(
    await admin.post(`${API}/api/admin/companies/${company.id}/accounts`, {
      data: { firstName: 'Rolf', lastName: 'Richter', email: regularUser, role: 'regular_user' },
    }),
  );
  for (const [index, email] of reviewerEmails.entries()) {
    const reviewer = REVIEWER_NAMES[index % REVIEWER_NAMES.length] ?? REVIEWER_NAMES[0];
    await ok(
      await admin.post(`${API}/api/admin/companies/${company.id}/accounts`, {
        data: { ...reviewer, email, role: 'reviewer_user' },
      }),
    );
  }
  await admin.dispose();
  for (const email of [powerUser, regularUser, ...reviewerEmails]) await activate(request, email);
  return { id: company.id, name, powerUser, regularUser, reviewers: reviewerEmails };
}

/** Fills every required company field, so jobs can be created. */
export async function completeCompany(company: TestCompany) {
  const employer = await signedIn('employer', company.powerUser, PASSWORD);
  const sections = [
    {
      updateType: 'basic_information',
      name: company.name,
      email: `kontakt.${company.id.slice(0, 8)}@example.org`,
      industry: 'software_it_services',
      location: 'Kiel',
      companySize: '10-49',
      website: 'https://kiel.example',
      socialLinks: [],
    },
    { updateType: 'introduction', introduction: '<p>Wir bauen Software für die Küste.</p>' },
    { updateType: 'benefits', benefits: '<p>Jobrad und Weiterbildung</p>' },
  ];
  for (const section of sections) await ok(await employer.put(`${API}/api/companies`, { data: section }));
  return employer;
}

export async function signInAsEmployer(page: Page, email: string) {
  await page.goto(areaUrl('employer', '/employer/login'));
  await page.getByRole('textbox', { name: /E-Mail-Adresse/ }).fill(email);
  await page.locator('input[type="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Picks an option of a (multi-)select by its visible label. */
export async function choose(page: Page, label: RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

/** Creates and publishes a job with the given screening (and audio) questions; returns its id. */
export async function publishedJob(
  employer: APIRequestContext,
  jobTitle: string,
  screeningQuestions: readonly string[],
  audioQuestions: readonly { question: string; duration: number }[] = [],
): Promise<string> {
  const job = (await ok(
    await employer.post(`${API}/api/company-jobs`, {
      data: {
        jobTitle,
        jobTypes: ['full_time'],
        contractType: 'permanent',
        experience: '2_5_years',
        officeLocation: 'Bremerhaven',
        workPlace: ['hybrid'],
        salaryRange: { from: 0, to: 0 },
        industry: 'software_it_services',
      },
    }),
  )) as { id: string };
  const sections = [
    { updateType: 'responsibilities', responsibilities: '<p>Sie bauen unsere Terminal-APIs.</p>' },
    { updateType: 'requirements', requirements: '<p>TypeScript und PostgreSQL</p>' },
    {
      updateType: 'screening_questions',
      screeningQuestions: screeningQuestions.map((question) => ({ question })),
    },
    ...(audioQuestions.length > 0 ? [{ updateType: 'audio_questions', audioQuestions }] : []),
  ];
  for (const section of sections) {
    await ok(await employer.patch(`${API}/api/company-jobs/${job.id}`, { data: section }));
  }
  await ok(await employer.post(`${API}/api/company-jobs/${job.id}/publish`));
  return job.id;
}
