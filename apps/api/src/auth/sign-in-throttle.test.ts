import { SIGN_IN_FIRST_WAIT_SECONDS } from '@veil/domain';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInFailures } from '../db/schema';
import { createEmployerUser } from '../testing/factories';
import { call } from '../testing/http';
import { useTestApp } from '../testing/test-app';
import { backoffSeconds } from './sign-in-throttle';

const ctx = useTestApp();
const PASSWORD = 'Konto!Passwort1';

async function account() {
  const user = await createEmployerUser(ctx.app.database.db, { role: 'power_user' });
  await call(ctx.app, 'employer', 'PUT', '/api/employers/activate', {
    body: { token: user.token, password: PASSWORD },
  });
  return user;
}

const signIn = (
  email: string,
  password: string,
  remoteAddress: string,
  headers: Record<string, string> = {},
) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/employer/sign-in/email',
    remoteAddress,
    headers: { origin: ctx.app.config.areaOrigins.employer, 'accept-language': 'en', ...headers },
    payload: { email, password },
  });

/** Moves every recorded failure of an address back in time, as if the wait had passed. */
async function age(email: string, seconds: number) {
  await ctx.app.database.db
    .update(signInFailures)
    .set({ failedAt: sql`${signInFailures.failedAt} - make_interval(secs => ${seconds})` })
    .where(and(eq(signInFailures.pool, 'employer'), eq(signInFailures.emailKey, email)));
}

describe('sign-in throttle', () => {
  it('waits 1, 2, 4 … minutes after the fifth failure, up to an hour', () => {
    expect([4, 5, 6, 7, 20].map((n) => backoffSeconds(n, 5, 60))).toEqual([
      0,
      SIGN_IN_FIRST_WAIT_SECONDS,
      2 * SIGN_IN_FIRST_WAIT_SECONDS,
      4 * SIGN_IN_FIRST_WAIT_SECONDS,
      3600,
    ]);
  });

  it('checks at most five passwords of forty sent at the same moment, the right one among them', async () => {
    const user = await account();
    const burst = Array.from({ length: 40 }, (_, i) =>
      signIn(user.email, i === 20 ? PASSWORD : `Falsch!${i}x`, '203.0.113.5'),
    );
    const answers = await Promise.all(burst);
    const evaluated = answers.filter((res) => res.statusCode === 401 || res.statusCode === 200);
    expect(evaluated.length).toBeLessThanOrEqual(5);
    const refused = answers.filter((res) => res.statusCode === 429);
    expect(refused.length).toBeGreaterThanOrEqual(35);
    expect(refused[0]?.json()).toMatchObject({ code: 'attempt_limit_exceeded' });
    expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('slows the guessing network address down, doubling the wait, while the owner elsewhere signs in', async () => {
    const user = await account();
    for (let i = 0; i < 5; i += 1)
      expect((await signIn(user.email, 'Falsch!Passwort1', '203.0.113.6')).statusCode).toBe(401);
    const sixth = await signIn(user.email, PASSWORD, '203.0.113.6');
    expect(sixth.statusCode).toBe(429);
    // counted from the last failure: on a slow machine a little of the wait has already passed
    expect(sixth.json().details.retryAfterSeconds).toBeGreaterThan(0);
    expect(sixth.json().details.retryAfterSeconds).toBeLessThanOrEqual(SIGN_IN_FIRST_WAIT_SECONDS);
    // somebody else's failures do not keep the owner out on their own machine
    expect((await signIn(user.email, PASSWORD, '198.51.100.20')).statusCode).toBe(200);

    await age(user.email, SIGN_IN_FIRST_WAIT_SECONDS + 1);
    expect((await signIn(user.email, 'Falsch!Passwort1', '203.0.113.6')).statusCode).toBe(401);
    const next = await signIn(user.email, PASSWORD, '203.0.113.6');
    expect(next.json().details.retryAfterSeconds).toBeGreaterThan(SIGN_IN_FIRST_WAIT_SECONDS);
    expect(next.json().details.retryAfterSeconds).toBeLessThanOrEqual(2 * SIGN_IN_FIRST_WAIT_SECONDS);
  });

  it('slows unfamiliar addresses after twenty failures from anywhere, tells the owner once, and lets familiar ones in', async () => {
    const user = await account();
    expect((await signIn(user.email, PASSWORD, '198.51.100.30')).statusCode).toBe(200);
    for (let i = 0; i < 20; i += 1) {
      expect((await signIn(user.email, 'Falsch!Passwort1', `192.0.2.${i + 1}`)).statusCode).toBe(401);
    }
    const stranger = await signIn(user.email, PASSWORD, '192.0.2.99');
    expect([stranger.statusCode, stranger.json().code]).toEqual([429, 'attempt_limit_exceeded']);
    expect((await signIn(user.email, PASSWORD, '198.51.100.30')).statusCode).toBe(200);
    const alerts = await ctx.mail.messages(user.email, 'sign-in-alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.text).toContain('20');
  });

  it('forgets the failures of an address after a successful sign-in from it', async () => {
    const user = await account();
    for (let i = 0; i < 4; i += 1) await signIn(user.email, 'Falsch!Passwort1', '203.0.113.7');
    expect((await signIn(user.email, PASSWORD, '203.0.113.7')).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1)
      expect((await signIn(user.email, 'Falsch!Passwort1', '203.0.113.7')).statusCode).toBe(401);
  });
});

describe('sign-in throttle behind a proxy (TRUST_PROXY=1)', () => {
  const proxied = useTestApp({ trustProxy: 1 });

  it('counts the address the proxy saw, whatever the client writes into X-Forwarded-For', async () => {
    const user = await createEmployerUser(proxied.app.database.db, { role: 'power_user' });
    await call(proxied.app, 'employer', 'PUT', '/api/employers/activate', {
      body: { token: user.token, password: PASSWORD },
    });
    const attempt = (forged: string) =>
      proxied.app.inject({
        method: 'POST',
        url: '/api/auth/employer/sign-in/email',
        remoteAddress: '10.0.0.2',
        // the proxy appends the address it saw; the client may have put anything before it
        headers: {
          origin: proxied.app.config.areaOrigins.employer,
          'x-forwarded-for': `${forged}, 203.0.113.50`,
        },
        payload: { email: user.email, password: 'Falsch!Passwort1' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await attempt(`10.9.${i}.${i}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });
});
