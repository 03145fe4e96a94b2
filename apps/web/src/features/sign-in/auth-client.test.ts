import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-errors';
import { apiError, bodiesSentTo, json, stubApi } from '../../test/api-stub';
import { createAuthClient } from './auth-client';

describe('createAuthClient', () => {
  it('posts JSON to the pool’s own endpoint with the language', async () => {
    const fetchMock = stubApi({
      'POST /api/auth/employer/sign-in/email': json(200, { user: { id: 'u1', email: 'a@b.example' } }),
    });
    const result = await createAuthClient('employer').signIn({
      email: 'a@b.example',
      password: 'Geheim!123',
    });
    expect(result.user.email).toBe('a@b.example');
    const request = fetchMock.mock.calls[0]?.[0];
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.headers.get('Accept-Language')).toBeTruthy();
    expect(await bodiesSentTo(fetchMock, 'POST /api/auth/employer/sign-in/email')).toEqual([
      { email: 'a@b.example', password: 'Geheim!123' },
    ]);
  });

  it('signs up with the terms accepted and resends codes for e-mail verification', async () => {
    const fetchMock = stubApi({
      'POST /api/auth/candidate/sign-up/email': json(200, { token: null }),
      'POST /api/auth/candidate/email-otp/send-verification-otp': json(200, { success: true }),
    });
    const client = createAuthClient('candidate');
    await client.signUp({ email: 'lena@example.org', password: 'Sicher!Passwort1' });
    await client.resendVerificationCode({ email: 'lena@example.org' });
    expect(await bodiesSentTo(fetchMock, 'POST /api/auth/candidate/sign-up/email')).toEqual([
      { email: 'lena@example.org', password: 'Sicher!Passwort1', acceptTerms: true },
    ]);
    expect(await bodiesSentTo(fetchMock, 'POST /api/auth/candidate/email-otp/send-verification-otp')).toEqual(
      [{ email: 'lena@example.org', type: 'email-verification' }],
    );
  });

  it('reads "no session" as null', async () => {
    stubApi({ 'GET /api/auth/admin/get-session': json(200, null) });
    await expect(createAuthClient('admin').getSession()).resolves.toBeNull();
  });

  it('rejects with the server’s code and message', async () => {
    stubApi({
      'POST /api/auth/candidate/sign-in/email': apiError(429, 'attempt_limit_exceeded', 'Zu viele Versuche.'),
    });
    const error = await createAuthClient('candidate')
      .signIn({ email: 'a@b.example', password: 'x' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      code: 'attempt_limit_exceeded',
      message: 'Zu viele Versuche.',
    });
  });

  it('asks for Google with the spec’s return page and the login as error page', async () => {
    const fetchMock = stubApi({
      'POST /api/auth/candidate/sign-in/social': json(200, {
        url: 'https://accounts.example/auth',
        redirect: true,
      }),
    });
    await expect(createAuthClient('candidate').startGoogleSignIn()).resolves.toMatchObject({
      url: 'https://accounts.example/auth',
    });
    expect(await bodiesSentTo(fetchMock, 'POST /api/auth/candidate/sign-in/social')).toEqual([
      {
        provider: 'google',
        callbackURL: '/candidate/login/oauth2/code/cognito/',
        errorCallbackURL: '/candidate/login?error=google',
      },
    ]);
  });
});
