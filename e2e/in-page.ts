import { expect, type Page } from '@playwright/test';
import { type Area, areaUrl } from './support';

/**
 * Calls the API from inside a signed-in page (its host, its session cookie) and returns the JSON;
 * an answer of 300 or more fails the step with the server's message. For setting the scene of a
 * journey (publishing jobs, creating a resume), not for the steps under test.
 */
export async function apiInPage<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const { status, json } = await page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api${path}`, {
        method,
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: await response.json().catch(() => null) };
    },
    { method, path, body },
  );
  expect(status, `${method} ${path}: ${JSON.stringify(json)}`).toBeLessThan(300);
  return json as T;
}

/** Signs in on an area's login page with e-mail and password (German interface). */
export async function signInWithPassword(page: Page, area: Area, email: string, password: string) {
  await page.goto(areaUrl(area, `/${area}/login`));
  await page.getByRole('textbox', { name: /E-Mail-Adresse/ }).fill(email);
  await page.locator('input[type="password"]').fill(password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** A job as the employer API answers it, as far as journeys need it. */
export type PublishedJob = { id: string; jobTitle: string; sharableCode: string };

/**
 * Creates a job with its information, saves its sections one at a time (as the editor does) and
 * publishes it, from a signed-in employer page.
 */
export async function createPublishedJob(
  page: Page,
  information: Record<string, unknown>,
  sections: readonly Record<string, unknown>[],
): Promise<PublishedJob> {
  const job = await apiInPage<PublishedJob>(page, 'POST', '/company-jobs', information);
  for (const section of sections) await apiInPage(page, 'PATCH', `/company-jobs/${job.id}`, section);
  return apiInPage<PublishedJob>(page, 'POST', `/company-jobs/${job.id}/publish`);
}
