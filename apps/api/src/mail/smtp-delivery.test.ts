import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages } from '../db/schema';
import { waitForMail } from '../testing/mail-delivery';
import { freePort, startTestSmtpServer, type TestSmtpServer } from '../testing/smtp';
import { testConfig, useTestApp } from '../testing/test-app';
import { waitFor } from '../testing/wait-for';
import { queueMail } from './mail-queue';

const LOGIN = { user: 'veil-mailer', password: 'not so secret' };
const state: { port: number; smtp: TestSmtpServer | null } = { port: 0, smtp: null };
const smtp = () => {
  if (!state.smtp) throw new Error('the test SMTP server is not running');
  return state.smtp;
};

// Registered before useTestApp's hook, so the server (and its port) exist when the app is built.
beforeAll(async () => {
  state.port = await freePort();
  state.smtp = await startTestSmtpServer({ port: state.port, ...LOGIN });
});
afterAll(async () => {
  await state.smtp?.close();
});

const ctx = useTestApp(() => ({
  mail: {
    ...testConfig().mail,
    smtp: { host: '127.0.0.1', port: state.port, secure: false, ...LOGIN },
    from: 'Veil <no-reply@veil.test>',
    delivery: { retryLimit: 2, retryDelaySeconds: 1, retryDelayMaxSeconds: 2, pollingIntervalSeconds: 0.5 },
  },
}));

const rowsTo = (to: string) =>
  ctx.app.database.db.select().from(mailMessages).where(eq(mailMessages.toAddress, to));

describe('mail delivery through SMTP', () => {
  it('delivers a German sign-up code with HTML and text parts', async () => {
    const id = await queueMail(ctx.app, {
      to: 'Jana.Berg@Example.org',
      locale: 'de',
      template: 'signup-code',
      data: { code: '482913', validMinutes: 15 },
    });
    const row = await waitForMail(ctx.app, id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row.providerMessageId).toBeTruthy();

    const [mail, ...more] = smtp().to('jana.berg@example.org');
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Ihr Bestätigungscode für Veil');
    expect(mail?.from?.value).toEqual([{ name: 'Veil', address: 'no-reply@veil.test' }]);
    expect(mail?.headers.get('auto-submitted')).toBe('auto-generated');
    // one Message-ID per outbox row, the same on every attempt, so a receiver can drop a duplicate
    expect(mail?.messageId).toBe(`<${id}@veil.test>`);
    expect(mail?.html).toContain('482913');
    expect(mail?.html).toContain('lang="de"');
    expect(mail?.text).toContain('482913');
    expect(mail?.text).toContain('Der Code ist 15 Minuten gültig.');
  });

  it('delivers an English activation mail with the link in both parts and escaped values', async () => {
    const link = 'https://employer.veil.test/employer/active-account?token=abc_123-XYZ';
    const id = await queueMail(ctx.app, {
      to: 'lena@example.org',
      locale: 'en',
      template: 'account-activation',
      data: { firstName: 'Lena <i>', companyName: 'Nordlicht & "Söhne"', link, validDays: 7 },
    });
    expect((await waitForMail(ctx.app, id)).status).toBe('sent');

    const [mail] = smtp().to('lena@example.org');
    expect(mail?.subject).toBe('Activate your Veil account for Nordlicht & "Söhne"');
    expect(mail?.html).toContain(`href="${link}"`);
    expect(mail?.html).toContain('Hello Lena &#60;i&#62;,');
    expect(mail?.html).toContain('Nordlicht &#38; &#34;Söhne&#34;');
    expect(mail?.html).not.toContain('<i>');
    expect(mail?.text).toContain('Hello Lena <i>,');
    expect(mail?.text).toContain(link);
    expect(mail?.text).toContain('valid for 7 days');
  });

  it('retries with backoff while the SMTP server is down and delivers once it is back', async () => {
    await smtp().close();
    state.smtp = null;
    const id = await queueMail(ctx.app, {
      to: 'geduld@example.org',
      locale: 'de',
      template: 'password-reset-code',
      data: { code: '123456', validMinutes: 15 },
    });
    const failedOnce = await waitFor(
      async () => (await rowsTo('geduld@example.org')).find((r) => r.lastError),
      {
        what: 'a failed first attempt',
      },
    );
    expect(failedOnce).toMatchObject({ status: 'queued', attempts: 1 });
    expect(failedOnce.lastError).toMatch(/ECONNREFUSED/);

    state.smtp = await startTestSmtpServer({ port: state.port, ...LOGIN });
    const row = await waitForMail(ctx.app, id);
    expect(row).toMatchObject({ status: 'sent', lastError: null });
    expect(row.attempts).toBeGreaterThanOrEqual(2);
    // the first retry waits at least the configured delay
    expect((row.sentAt?.getTime() ?? 0) - row.createdAt.getTime()).toBeGreaterThanOrEqual(1000);
    expect(
      smtp()
        .to('geduld@example.org')
        .map((m) => m.subject),
    ).toEqual(['Ihr Code zum Zurücksetzen des Passworts']);
  });

  it('marks a mail failed with the last error once every retry failed', async () => {
    const id = await queueMail(ctx.app, {
      to: 'bounce@example.org',
      locale: 'en',
      template: 'signup-code',
      data: { code: '654321', validMinutes: 15 },
    });
    const row = await waitForMail(ctx.app, id, { status: 'failed', timeoutMs: 30_000 });
    // the first attempt and two retries (retryLimit 2)
    expect(row.attempts).toBe(3);
    expect(row.lastError).toMatch(/550/);
    expect(row.sentAt).toBeNull();
    expect(smtp().to('bounce@example.org')).toEqual([]);
  });

  it('sends nothing for a mail queued in a transaction that rolls back', async () => {
    await expect(
      ctx.app.database.db.transaction(async (tx) => {
        await queueMail(
          ctx.app,
          {
            to: 'zurueck@example.org',
            locale: 'de',
            template: 'signup-code',
            data: { code: '111111', validMinutes: 15 },
          },
          tx,
        );
        throw new Error('the service failed after queueing');
      }),
    ).rejects.toThrow('the service failed after queueing');
    // a mail committed afterwards is delivered: by then the worker would have seen the other one
    const id = await ctx.app.database.db.transaction((tx) =>
      queueMail(
        ctx.app,
        {
          to: 'weiter@example.org',
          locale: 'de',
          template: 'signup-code',
          data: { code: '222222', validMinutes: 15 },
        },
        tx,
      ),
    );
    expect((await waitForMail(ctx.app, id)).status).toBe('sent');
    expect(await rowsTo('zurueck@example.org')).toEqual([]);
    expect(smtp().to('zurueck@example.org')).toEqual([]);
  });
});
