import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../env';

const mailOf = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env }).mail;

describe('mail configuration (SMTP_*, MAIL_FROM)', () => {
  it('keeps mails in the database when no SMTP is set', () => {
    expect(mailOf({})).toMatchObject({ smtp: null, from: 'Veil <no-reply@veil.localhost>' });
  });

  it('reads SMTP_URL with its encoded login', () => {
    expect(mailOf({ SMTP_URL: 'smtp://mailer%40veil:p%C3%A4ss%3Aword@mail.example.org:2525' }).smtp).toEqual({
      host: 'mail.example.org',
      port: 2525,
      secure: false,
      user: 'mailer@veil',
      password: 'päss:word',
    });
    expect(mailOf({ SMTP_URL: 'smtp://mail.example.org' }).smtp).toMatchObject({
      port: 587,
      secure: false,
      user: null,
    });
    expect(mailOf({ SMTP_URL: 'smtps://mail.example.org' }).smtp).toMatchObject({ port: 465, secure: true });
  });

  it('reads SMTP_HOST and its companions, with implicit TLS on port 465', () => {
    expect(mailOf({ SMTP_HOST: 'mail.example.org', SMTP_USER: 'u', SMTP_PASSWORD: 'p' }).smtp).toEqual({
      host: 'mail.example.org',
      port: 587,
      secure: false,
      user: 'u',
      password: 'p',
    });
    expect(mailOf({ SMTP_HOST: 'mail.example.org', SMTP_PORT: '465' }).smtp).toMatchObject({ secure: true });
    expect(mailOf({ SMTP_HOST: 'h', SMTP_PORT: '2465', SMTP_SECURE: 'true' }).smtp).toMatchObject({
      port: 2465,
      secure: true,
    });
    expect(mailOf({ SMTP_HOST: 'h', MAIL_FROM: 'Jobs <jobs@example.org>' }).from).toBe(
      'Jobs <jobs@example.org>',
    );
  });

  it.each([
    [{ SMTP_URL: 'http://mail.example.org' }, 'SMTP_URL'],
    [{ SMTP_URL: 'smtp://a.example', SMTP_HOST: 'b.example' }, 'not both'],
    [{ SMTP_HOST: 'h', SMTP_USER: 'u' }, 'SMTP_USER, SMTP_PASSWORD'],
    [{ SMTP_PORT: '25' }, 'SMTP_HOST'],
    [{ SMTP_HOST: 'h', SMTP_SECURE: 'yes' }, 'SMTP_SECURE'],
    [{ MAIL_FROM: 'Veil' }, 'MAIL_FROM'],
  ])('refuses %o', (env, message) => {
    expect(() => mailOf(env)).toThrow(ConfigError);
    expect(() => mailOf(env)).toThrow(message);
  });
});
