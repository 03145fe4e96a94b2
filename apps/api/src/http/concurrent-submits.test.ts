import { beforeAll, describe, expect, it } from 'vitest';
import { call, signInNewAdmin } from '../testing/http';
import { useTestApp } from '../testing/test-app';

const ctx = useTestApp();
const PARALLEL = 12;
let admin = '';

beforeAll(async () => {
  admin = await signInNewAdmin(ctx.app);
});

/** Sends the same request PARALLEL times at once, as a double-clicking user or a retrying proxy would. */
async function burst(send: (i: number) => Promise<{ statusCode: number; json: () => { code?: string } }>) {
  const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => send(i)));
  return answers.map((res) => `${res.statusCode} ${res.statusCode >= 400 ? res.json().code : ''}`.trim());
}

// On PostgreSQL (npm run test:db) these requests really race past the service rules and meet the unique
// indexes; on PGlite they are served one after the other. Either way the loser hears the catalogue's 409.
describe('concurrent duplicate submits', () => {
  it('one of many identical company creations succeeds, the others get company_name_is_used', async () => {
    const statuses = await burst((i) =>
      call(ctx.app, 'admin', 'POST', '/api/admin/companies', {
        cookie: admin,
        body: {
          name: 'Zwilling Doppel GmbH',
          email: `kontakt-${i}@zwilling.example`,
          powerUser: { firstName: 'Zoe', lastName: 'Zwilling', email: `zoe-${i}@zwilling.example` },
        },
      }),
    );
    expect(statuses.filter((s) => s === '200')).toHaveLength(1);
    expect(statuses.filter((s) => s !== '200')).toEqual(Array(PARALLEL - 1).fill('409 company_name_is_used'));
  });

  it('one of many creations with the same company e-mail succeeds, the others get email_is_used', async () => {
    const statuses = await burst((i) =>
      call(ctx.app, 'admin', 'POST', '/api/admin/companies', {
        cookie: admin,
        body: {
          name: `Adresse Doppel ${i} GmbH`,
          email: 'kontakt@adresse-doppel.example',
          powerUser: { firstName: 'Ada', lastName: 'Adresse', email: `ada-${i}@adresse-doppel.example` },
        },
      }),
    );
    expect(statuses.filter((s) => s === '200')).toHaveLength(1);
    expect(statuses.filter((s) => s !== '200')).toEqual(Array(PARALLEL - 1).fill('409 email_is_used'));
  });

  it('one of many invitations of the same address succeeds, the others get email_is_used', async () => {
    const company = await call(ctx.app, 'admin', 'POST', '/api/admin/companies', {
      cookie: admin,
      body: {
        name: 'Einladung Doppel GmbH',
        email: 'kontakt@einladung-doppel.example',
        powerUser: { firstName: 'Ida', lastName: 'Einladung', email: 'ida@einladung-doppel.example' },
      },
    });
    const companyId = company.json().id as string;
    const statuses = await burst(() =>
      call(ctx.app, 'admin', 'POST', `/api/admin/companies/${companyId}/accounts`, {
        cookie: admin,
        body: {
          firstName: 'Udo',
          lastName: 'Unikat',
          email: 'udo@einladung-doppel.example',
          role: 'reviewer_user',
        },
      }),
    );
    expect(statuses.filter((s) => s === '200')).toHaveLength(1);
    expect(statuses.filter((s) => s !== '200')).toEqual(Array(PARALLEL - 1).fill('409 email_is_used'));
  });

  it('parallel sign-ups with one address never answer 5xx', async () => {
    const statuses = await burst(() =>
      call(ctx.app, 'candidate', 'POST', '/api/auth/candidate/sign-up/email', {
        body: { email: 'zwilling@kandidat.example', password: 'Doppelt!Passwort1', acceptTerms: true },
      }),
    );
    expect(statuses.filter((s) => Number(s.slice(0, 3)) >= 500)).toEqual([]);
    expect(statuses).toContain('200');
  });
});
