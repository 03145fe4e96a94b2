import { describe, expect, it } from 'vitest';
import { call, cookiesOf, signIn } from '../testing/http';
import { useTestApp } from '../testing/test-app';

const ctx = useTestApp();
const PASSWORD = 'Sicher!Passwort1';

async function signUp(email: string, body: Record<string, unknown> = {}) {
  return call(ctx.app, 'candidate', 'POST', '/api/auth/candidate/sign-up/email', {
    body: { email, password: PASSWORD, acceptTerms: true, ...body },
  });
}

async function signUpAndVerify(email: string): Promise<string> {
  expect((await signUp(email)).statusCode).toBe(200);
  const res = await call(ctx.app, 'candidate', 'POST', '/api/auth/candidate/email-otp/verify-email', {
    body: { email, otp: await ctx.mail.lastCode(email, 'email-verification') },
  });
  expect(res.statusCode).toBe(200);
  return cookiesOf(res);
}

describe('candidate sign-up', () => {
  it('requires the terms and privacy policy to be accepted', async () => {
    const res = await signUp('ohne-agb@example.org', { acceptTerms: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('terms_not_accepted');
  });

  it('rejects a password against the policy, naming the broken rules, in German by default', async () => {
    const res = await call(ctx.app, 'candidate', 'POST', '/api/auth/candidate/sign-up/email', {
      body: { email: 'schwach@example.org', password: 'kurz', acceptTerms: true },
      locale: 'de',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('password_policy');
    expect(res.json().message).toMatch(/Passwort/);
    expect(res.json().details.rules).toEqual(
      expect.arrayContaining(['minLength', 'uppercase', 'digit', 'special']),
    );
  });

  it('mails a 6-digit code, refuses sign-in until verified, and signs in after verification', async () => {
    const email = 'lena.neu@example.org';
    expect((await signUp(email)).statusCode).toBe(200);
    const code = await ctx.mail.lastCode(email, 'email-verification');
    expect(code).toMatch(/^\d{6}$/);

    const early = await call(ctx.app, 'candidate', 'POST', '/api/auth/candidate/sign-in/email', {
      body: { email, password: PASSWORD },
    });
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('user_not_confirmed');

    const wrong = await call(ctx.app, 'candidate', 'POST', '/api/auth/candidate/email-otp/verify-email', {
      body: { email, otp: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'invalid_code', message: 'Invalid code' });

    const cookie = await (async () => {
      const res = await call(ctx.app, 'candidate', 'POST', '/api/auth/candidate/email-otp/verify-email', {
        body: { email, otp: await ctx.mail.lastCode(email, 'email-verification') },
      });
      expect(res.statusCode).toBe(200);
      return cookiesOf(res);
    })();
    expect(cookie).toContain('veil-candidate');
    const me = await call(ctx.app, 'candidate', 'GET', '/api/candidates/me', { cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email, onboarded: false });

    const done = await call(ctx.app, 'candidate', 'PUT', '/api/candidates/me/onboarding', { cookie });
    expect(done.json().onboarded).toBe(true);
  });

  it('answers a second sign-up with the same address with "Email already in use"', async () => {
    await signUpAndVerify('doppelt@example.org');
    const res = await signUp('doppelt@example.org');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'user_already_exists',
      message: 'Email already in use. Please log in',
    });
  });

  it('sets an httpOnly, SameSite=Lax session cookie', async () => {
    expect((await signUp('keks@example.org')).statusCode).toBe(200);
    const res = await call(ctx.app, 'candidate', 'POST', '/api/auth/candidate/email-otp/verify-email', {
      body: {
        email: 'keks@example.org',
        otp: await ctx.mail.lastCode('keks@example.org', 'email-verification'),
      },
    });
    const raw = [res.headers['set-cookie']].flat().join('\n');
    expect(raw).toMatch(/veil-candidate\.session_token=[^;]+;.*HttpOnly/i);
    expect(raw).toMatch(/SameSite=Lax/i);
    const token = /veil-candidate\.session_token=([^.;]+)/.exec(raw)?.[1] ?? 'missing';
    expect(res.body).not.toContain(token);
    const session = await call(ctx.app, 'candidate', 'GET', '/api/auth/candidate/get-session', {
      cookie: cookiesOf(res),
    });
    expect(session.json().user.email).toBe('keks@example.org');
    expect(session.body).not.toContain(token);
  });
});

describe('candidate sign-in errors', () => {
  it('answers an unknown address exactly like a wrong password', async () => {
    await signUpAndVerify('bekannt@example.org');
    const unknown = await call(ctx.app, 'candidate', 'POST', '/api/auth/candidate/sign-in/email', {
      body: { email: 'unbekannt@example.org', password: PASSWORD },
    });
    const wrong = await call(ctx.app, 'candidate', 'POST', '/api/auth/candidate/sign-in/email', {
      body: { email: 'bekannt@example.org', password: 'Falsch!Passwort1' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toEqual({ code: 'invalid_credentials', message: 'Invalid credentials.' });
  });

  it('holds the address back after 5 failed attempts, even for the right password', async () => {
    const email = 'gesperrt@example.org';
    await signUpAndVerify(email);
    for (let i = 0; i < 5; i += 1) {
      const res = await call(ctx.app, 'candidate', 'POST', '/api/auth/candidate/sign-in/email', {
        body: { email, password: `Falsch!Passwort${i}` },
      });
      expect(res.statusCode).toBe(401);
    }
    const locked = await call(ctx.app, 'candidate', 'POST', '/api/auth/candidate/sign-in/email', {
      body: { email, password: PASSWORD },
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      code: 'attempt_limit_exceeded',
      message: 'Attempt limit exceeded, please try after some time.',
    });
    // a minute from the last failure, however long this machine took since
    expect(locked.json().details.retryAfterSeconds).toBeGreaterThan(0);
    expect(locked.json().details.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('refuses a state-changing call from a foreign origin', async () => {
    const res = await call(ctx.app, 'candidate', 'POST', '/api/auth/candidate/sign-in/email', {
      body: { email: 'x@example.org', password: PASSWORD },
      origin: 'https://evil.example',
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('forgot and reset password', () => {
  it('answers generically whether or not the address exists', async () => {
    const res = await call(ctx.app, 'candidate', 'POST', '/api/auth/candidate/forget-password/email-otp', {
      body: { email: 'niemand@example.org' },
    });
    expect(res.statusCode).toBe(200);
    expect(await ctx.mail.messages('niemand@example.org')).toEqual([]);
  });

  it('resets the password with the mailed code and signs in with the new one', async () => {
    const email = 'vergesslich@example.org';
    await signUpAndVerify(email);
    const asked = await call(ctx.app, 'candidate', 'POST', '/api/auth/candidate/forget-password/email-otp', {
      body: { email },
    });
    expect(asked.statusCode).toBe(200);
    const otp = await ctx.mail.lastCode(email, 'password-reset');

    const weak = await call(ctx.app, 'candidate', 'POST', '/api/auth/candidate/email-otp/reset-password', {
      body: { email, otp, password: 'schwach' },
    });
    expect(weak.json().code).toBe('password_policy');

    const reset = await call(ctx.app, 'candidate', 'POST', '/api/auth/candidate/email-otp/reset-password', {
      body: { email, otp, password: 'Neues!Passwort2' },
    });
    expect(reset.statusCode).toBe(200);
    await expect(signIn(ctx.app, 'candidate', email, 'Neues!Passwort2')).resolves.toContain('veil-candidate');
    await expect(signIn(ctx.app, 'candidate', email, PASSWORD)).rejects.toThrow(/401/);
  });
});
