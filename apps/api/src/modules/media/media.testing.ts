import { beforeAll } from 'vitest';
import { createCompany } from '../../testing/factories';
import { call } from '../../testing/http';
import { signedInCandidate, signedInEmployer } from '../../testing/members';
import type { useTestApp } from '../../testing/test-app';

type Person = { cookie: string };

/**
 * The people of a media test file, signed in before its tests (after the app of `useTestApp`): a
 * company's power user, regular user and reviewer, another company's power user and two candidates;
 * known at the file's top and filled in place. `start` asks for an upload ticket (POST /api/media).
 */
export function useMediaPeople(ctx: ReturnType<typeof useTestApp>) {
  const person = () => ({ cookie: '' }) as Person;
  const power = person();
  const regular = person();
  const reviewer = person();
  const otherPower = person();
  const candidate = person();
  const otherCandidate = person();

  beforeAll(async () => {
    const company = await createCompany(ctx.app.database.db);
    const other = await createCompany(ctx.app.database.db);
    Object.assign(power, await signedInEmployer(ctx.app, company.id, 'power_user'));
    Object.assign(regular, await signedInEmployer(ctx.app, company.id, 'regular_user'));
    Object.assign(reviewer, await signedInEmployer(ctx.app, company.id, 'reviewer_user'));
    Object.assign(otherPower, await signedInEmployer(ctx.app, other.id, 'power_user'));
    Object.assign(candidate, await signedInCandidate(ctx.app, ctx.mail));
    Object.assign(otherCandidate, await signedInCandidate(ctx.app, ctx.mail));
  });

  const start = (pool: 'employer' | 'candidate', cookie: string, body: Record<string, unknown>) =>
    call(ctx.app, pool, 'POST', '/api/media', { cookie, body });

  return { power, regular, reviewer, otherPower, candidate, otherCandidate, start };
}
