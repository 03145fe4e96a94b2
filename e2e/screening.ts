import type { APIRequestContext } from '@playwright/test';
import { ok, PASSWORD, signedIn } from './employers';
import { API } from './mailbox';

/**
 * Screens a sent application through the API, as a journey's scene: `personInCharge` in charge,
 * `raterName` (whose account is `raterEmail`) the one screening reviewer, the screening started and
 * every answer and the CV rated 4. Returns the people of the company by name, for what follows.
 */
export async function screenedApplication(
  employer: APIRequestContext,
  applicationId: string,
  {
    personInCharge,
    raterName,
    raterEmail,
  }: { personInCharge: string; raterName: string; raterEmail: string },
) {
  const people = (await ok(await employer.get(`${API}/api/company-applications/assignees`))) as {
    id: string;
    name: string;
  }[];
  const idOf = (name: string) => people.find((person) => person.name === name)?.id ?? '';
  const base = `${API}/api/company-applications/${applicationId}`;
  await ok(
    await employer.put(`${base}/assignment`, {
      data: { personInChargeId: idOf(personInCharge), reviewerIds: [idOf(raterName)], audioReviewerIds: [] },
    }),
  );
  await ok(await employer.post(`${base}/start-screening`));
  const reviewer = await signedIn('employer', raterEmail, PASSWORD);
  const open = (await ok(await reviewer.get(base))) as { screeningAnswers: { questionId: string }[] };
  await ok(
    await reviewer.post(`${base}/ratings`, {
      data: {
        cv: { rating: 4, comment: '' },
        answers: open.screeningAnswers.map(({ questionId }) => ({ questionId, rating: 4, comment: '' })),
      },
    }),
  );
  await reviewer.dispose();
  return { idOf, base };
}
