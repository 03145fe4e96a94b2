import { CODE_MAILS_PER_HOUR } from '@veil/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { codeMailRequests } from '../db/schema';
import { call } from '../testing/http';
import { signedInCandidate } from '../testing/members';
import { useTestApp } from '../testing/test-app';

const ctx = useTestApp();

/** Moves an address's code grants back in time, as if the minute between two codes had passed. */
async function age(email: string, seconds: number) {
  await ctx.app.database.db
    .update(codeMailRequests)
    .set({ requestedAt: sql`${codeMailRequests.requestedAt} - make_interval(secs => ${seconds})` })
    .where(eq(codeMailRequests.emailKey, email));
}

const resend = (email: string, remoteAddress: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/candidate/email-otp/send-verification-otp',
    remoteAddress,
    headers: { origin: ctx.app.config.areaOrigins.candidate, 'accept-language': 'en' },
    payload: { email, type: 'email-verification' },
  });

describe('code mails', () => {
  it('are sent to one address at most once a minute and five times an hour, from however many machines', async () => {
    const email = 'flut@example.org';
    await call(ctx.app, 'candidate', 'POST', '/api/auth/candidate/sign-up/email', {
      body: { email, password: 'Flut!Passwort1', acceptTerms: true },
    });
    const tooSoon = await resend(email, '192.0.2.10');
    expect([tooSoon.statusCode, tooSoon.json().code]).toEqual([429, 'rate_limited']);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
    for (let i = 1; i < CODE_MAILS_PER_HOUR; i += 1) {
      await age(email, 61);
      expect((await resend(email, `192.0.2.${20 + i}`)).statusCode).toBe(200);
    }
    await age(email, 61);
    const sixth = await resend(email, '192.0.2.99');
    expect([sixth.statusCode, sixth.json().code]).toEqual([429, 'rate_limited']);
    expect(sixth.json().details.retryAfterSeconds).toBeGreaterThan(60);
    expect(await ctx.mail.messages(email, 'signup-code')).toHaveLength(CODE_MAILS_PER_HOUR);
  });

  it('of a password reset are held back the same way, with the same answer whatever happens', async () => {
    const candidate = await signedInCandidate(ctx.app, ctx.mail);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/auth/candidate/forget-password/email-otp',
          remoteAddress: `198.51.100.${i + 1}`,
          headers: { origin: ctx.app.config.areaOrigins.candidate },
          payload: { email: candidate.email },
        }),
      ),
    );
    expect(new Set(answers.map((res) => `${res.statusCode} ${res.body}`))).toEqual(
      new Set(['200 {"success":true}']),
    );
    const codes = await ctx.mail.messages(candidate.email, 'password-reset-code');
    expect(codes).toHaveLength(1);
  });
});
