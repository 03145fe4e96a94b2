import { describe, expect, it } from 'vitest';
import { waitForMail } from '../testing/mail-delivery';
import { useTestApp } from '../testing/test-app';
import { queueMail } from './mail-queue';

type Listed = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  status: string;
  createdAt: string;
  attachments: { filename: string; contentType: string; size: number; url: string }[];
};

describe('development mailbox (no SMTP settings)', () => {
  const ctx = useTestApp();

  it('keeps a mail in the database, marks it sent and returns it from GET /dev/mail.json', async () => {
    const id = await queueMail(ctx.app, {
      to: 'ada@example.org',
      locale: 'en',
      template: 'signup-code',
      data: { code: '314159', validMinutes: 15 },
    });
    const row = await waitForMail(ctx.app, id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, providerMessageId: null });

    const res = await ctx.app.inject({ method: 'GET', url: '/dev/mail.json?to=ADA@example.org' });
    expect(res.statusCode).toBe(200);
    const [mail, ...rest] = res.json() as Listed[];
    expect(rest).toEqual([]);
    expect(mail).toMatchObject({
      id,
      to: 'ada@example.org',
      subject: 'Your Veil verification code',
      status: 'sent',
    });
    expect(mail?.text).toContain('314159');
    expect(mail?.html).toContain('314159');
    expect(new Date(mail?.createdAt ?? '').getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('queues the codes and activation mails services send through app.mail', async () => {
    await ctx.app.mail.sendCode({
      pool: 'employer',
      to: 'reset@example.org',
      locale: 'de',
      purpose: 'password-reset',
      code: '271828',
    });
    await ctx.app.database.db.transaction((tx) =>
      ctx.app.mail.sendActivation(tx, {
        to: 'invited@example.org',
        locale: 'de',
        firstName: 'Jana',
        companyName: 'Nordlicht GmbH',
        token: 'tok_en-1',
      }),
    );
    const reset = (await ctx.app.inject({ url: '/dev/mail.json?to=reset@example.org' })).json() as Listed[];
    expect(reset[0]?.subject).toBe('Ihr Code zum Zurücksetzen des Passworts');
    expect(reset[0]?.text).toContain('271828');
    const invite = (
      await ctx.app.inject({ url: '/dev/mail.json?to=invited@example.org' })
    ).json() as Listed[];
    expect(invite[0]?.subject).toBe('Aktivieren Sie Ihr Veil-Konto für Nordlicht GmbH');
    expect(invite[0]?.text).toContain('Hallo Jana,');
    expect(invite[0]?.text).toMatch(
      /^https?:\/\/employer\.[^\s]*\/employer\/active-account\?token=tok_en-1$/m,
    );
  });

  it('lists every mail newest first on GET /dev/mail, without scripts', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).not.toMatch(/<script/i);
    const newest = res.body.indexOf('Aktivieren Sie Ihr Veil-Konto');
    const oldest = res.body.indexOf('Your Veil verification code');
    expect(newest).toBeGreaterThan(-1);
    expect(oldest).toBeGreaterThan(newest);
    const all = (await ctx.app.inject({ url: '/dev/mail.json' })).json() as Listed[];
    expect(all).toHaveLength(3);
    for (const mail of all) expect(res.body).toContain(`href="/dev/mail/${mail.id}"`);
  });

  it('shows one mail with its HTML in a sandboxed frame and its text part', async () => {
    const [mail] = (
      await ctx.app.inject({ url: '/dev/mail.json?to=invited@example.org' })
    ).json() as Listed[];
    const res = await ctx.app.inject({ method: 'GET', url: `/dev/mail/${mail?.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<iframe title="HTML part of the mail" sandbox="" srcdoc="&#60;!doctype html&#62;',
    );
    expect(res.body).toContain('invited@example.org');
    expect(res.body).toMatch(/<pre>Veil\n/);
    expect(res.body).not.toMatch(/<script/i);
  });

  it('answers only connections from this machine, whatever a forwarded header claims', async () => {
    await queueMail(ctx.app, {
      to: 'admin@veil.example',
      locale: 'en',
      template: 'password-reset-code',
      data: { code: '424242', validMinutes: 15 },
    });
    for (const url of [
      '/dev/mail',
      '/dev/mail.json',
      '/dev/mail.json?to=admin@veil.example',
      '/dev/mail/x',
    ]) {
      const remote = await ctx.app.inject({
        method: 'GET',
        url,
        remoteAddress: '203.0.113.7',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(remote.statusCode, url).toBe(404);
      expect(remote.json(), url).toMatchObject({ code: 'route_not_found' });
      expect(remote.body).not.toContain('424242');
    }
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const local = await ctx.app.inject({ method: 'GET', url: '/dev/mail.json', remoteAddress });
      expect(local.statusCode, remoteAddress).toBe(200);
      expect(local.body).toContain('424242');
    }
  });

  it('lists attachments and serves each one for download at /dev/mail/:id/attachments/:n', async () => {
    const content = 'BEGIN:VCALENDAR\r\nSUMMARY:Bewerbung #7 — Köchin\r\nEND:VCALENDAR\r\n';
    const id = await queueMail(ctx.app, {
      to: 'calendar@example.org',
      locale: 'de',
      template: 'signup-code',
      data: { code: '161803', validMinutes: 15 },
      attachments: [
        { filename: 'invite.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST', content },
      ],
    });
    const [mail] = (
      await ctx.app.inject({ url: '/dev/mail.json?to=calendar@example.org' })
    ).json() as Listed[];
    const url = `/dev/mail/${id}/attachments/0`;
    expect(mail?.attachments).toEqual([
      {
        filename: 'invite.ics',
        contentType: 'text/calendar; charset=utf-8; method=REQUEST',
        size: Buffer.byteLength(content),
        url,
      },
    ]);
    const file = await ctx.app.inject({ url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(file.headers['content-disposition']).toBe('attachment; filename="invite.ics"');
    expect(file.body).toBe(content);
    const page = await ctx.app.inject({ url: `/dev/mail/${id}` });
    expect(page.body).toContain(`<a href="${url}" download>invite.ics</a>`);
    // mails without files list none
    const [plain] = (await ctx.app.inject({ url: '/dev/mail.json?to=ada@example.org' })).json() as Listed[];
    expect(plain?.attachments).toEqual([]);
    for (const missing of [
      `/dev/mail/${id}/attachments/1`,
      `/dev/mail/${id}/attachments/x`,
      `/dev/mail/${plain?.id}/attachments/0`,
    ]) {
      expect((await ctx.app.inject({ url: missing })).statusCode, missing).toBe(404);
    }
    const remote = await ctx.app.inject({ url, remoteAddress: '203.0.113.7' });
    expect([remote.statusCode, remote.json().code]).toEqual([404, 'route_not_found']);
  });

  it('answers 404 for a mail that does not exist', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect((await ctx.app.inject({ url: `/dev/mail/${id}` })).statusCode).toBe(404);
    }
  });
});

describe('development mailbox in production', () => {
  const ctx = useTestApp({ environment: 'production', authSecret: 'p'.repeat(40) });

  it('does not exist: its paths give the usual 404', async () => {
    await queueMail(ctx.app, {
      to: 'secret@example.org',
      locale: 'en',
      template: 'signup-code',
      data: { code: '999999', validMinutes: 15 },
    });
    for (const url of [
      '/dev/mail',
      '/dev/mail.json',
      '/dev/mail.json?to=secret@example.org',
      '/dev/mail/x',
      '/dev/mail/00000000-0000-4000-8000-000000000000/attachments/0',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ code: 'route_not_found' });
      expect(res.body).not.toContain('999999');
    }
  });
});
