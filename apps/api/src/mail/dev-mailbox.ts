import { normaliseEmail } from '@veil/domain';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { mailMessages } from '../db/schema';
import type { AppConfig } from '../env';
import { AppError } from '../errors/app-error';
import { errorBody } from '../errors/error-body';
import { localeFromHeader } from '../errors/locale';
import { escapeHtml } from './templates';

type Message = typeof mailMessages.$inferSelect;

const PAGE_SIZE = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a connection comes from this machine itself. The socket's own address decides, never a
 * forwarded header: behind a proxy every request would otherwise look local, or claim to be.
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** Where the development mailbox serves attachment `index` (0-based) of mail `id`. */
export const devAttachmentPath = (id: string, index: number) => `/dev/mail/${id}/attachments/${index}`;

/** An attachment as the mailbox lists it: name, type, size in bytes and where to download it. */
function attachmentsOf(m: Message) {
  return m.attachments.map((file, index) => ({
    filename: file.filename,
    contentType: file.contentType,
    size: Buffer.byteLength(file.content, 'utf8'),
    url: devAttachmentPath(m.id, index),
  }));
}

/**
 * The development mailbox: every mail of the outbox, newest first, at /dev/mail (one page per
 * mail at /dev/mail/:id, its attachments at /dev/mail/:id/attachments/:n) and as JSON at
 * /dev/mail.json?to=… for browser tests that read codes, links and calendar files. It holds every reset code and activation link, so it answers only outside production and
 * only to connections from this machine; everyone else gets the API's usual 404, so neither the
 * mails nor the fact that such a page exists are exposed.
 */
export function registerDevMailbox(
  app: FastifyInstance,
  deps: { db: Db; config: Pick<AppConfig, 'environment'> },
) {
  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    const error = new AppError('route_not_found');
    return reply
      .status(error.status)
      .send(errorBody(error, localeFromHeader(request.headers['accept-language'])));
  };
  if (deps.config.environment === 'production') {
    for (const url of ['/dev/mail', '/dev/mail.json', '/dev/mail/*']) app.get(url, notFound);
    return;
  }
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/dev/') && !isLoopbackAddress(request.socket.remoteAddress)) {
      return notFound(request, reply);
    }
  });
  const list = (to: string | undefined) =>
    deps.db
      .select()
      .from(mailMessages)
      .where(to ? eq(mailMessages.toAddress, normaliseEmail(to)) : undefined)
      .orderBy(desc(mailMessages.createdAt))
      .limit(PAGE_SIZE);

  app.get<{ Querystring: { to?: string } }>('/dev/mail.json', async (request, reply) => {
    const rows = await list(request.query.to);
    return reply.header('cache-control', 'no-store').send(
      rows.map((m) => ({
        id: m.id,
        to: m.toAddress,
        subject: m.subject,
        text: m.text,
        html: m.html,
        template: m.template,
        locale: m.locale,
        status: m.status,
        attempts: m.attempts,
        lastError: m.lastError,
        createdAt: m.createdAt.toISOString(),
        sentAt: m.sentAt?.toISOString() ?? null,
        attachments: attachmentsOf(m),
      })),
    );
  });

  app.get<{ Querystring: { to?: string } }>('/dev/mail', async (request, reply) => {
    const to = request.query.to;
    const rows = await list(to);
    const items = rows.map(
      (m) => `<li><a href="/dev/mail/${m.id}"><span class="subject">${escapeHtml(m.subject)}</span>
<span class="meta">${escapeHtml(m.toAddress)} · ${when(m.createdAt)} · <span class="status ${m.status}">${m.status}</span></span></a></li>`,
    );
    const heading = to ? `Mails to ${escapeHtml(to)}` : 'All mails';
    const body = rows.length
      ? `<ul class="list">${items.join('\n')}</ul>`
      : '<p class="empty">No mail yet. Mails the app sends without SMTP settings appear here.</p>';
    const filter = to ? '<p><a href="/dev/mail">Show all mails</a></p>' : '';
    return sendPage(reply, 'Development mailbox', `<h1>${heading}</h1>${filter}${body}`);
  });

  const find = async (id: string) =>
    UUID.test(id) ? (await deps.db.select().from(mailMessages).where(eq(mailMessages.id, id)))[0] : undefined;
  const missing = (reply: FastifyReply, what: string) =>
    sendPage(
      reply.status(404),
      `${what} not found`,
      `<h1>${what} not found</h1><p><a href="/dev/mail">Back to the mailbox</a></p>`,
    );

  app.get<{ Params: { id: string } }>('/dev/mail/:id', async (request, reply) => {
    const message = await find(request.params.id);
    if (!message) return missing(reply, 'Mail');
    return sendPage(reply, message.subject, detail(message));
  });

  // the file as it was attached (a calendar invitation), downloaded rather than shown
  app.get<{ Params: { id: string; index: string } }>(
    '/dev/mail/:id/attachments/:index',
    async (request, reply) => {
      const message = await find(request.params.id);
      const index = /^\d{1,3}$/.test(request.params.index) ? Number(request.params.index) : -1;
      const file = message?.attachments[index];
      if (!file) return missing(reply, 'Attachment');
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`)
        .type(file.contentType)
        .send(file.content);
    },
  );
}

function detail(m: Message): string {
  const rows: [string, string][] = [
    ['To', m.toAddress],
    ['Date', when(m.createdAt)],
    ['Template', `${m.template} (${m.locale})`],
    ['Status', `${m.status}, ${m.attempts} attempt${m.attempts === 1 ? '' : 's'}`],
    ...(m.lastError ? [['Last error', m.lastError] as [string, string]] : []),
  ];
  // sandbox without flags: the mail's HTML can neither run script nor reach this page.
  return `<p><a href="/dev/mail">Back to the mailbox</a></p>
<h1>${escapeHtml(m.subject)}</h1>
<dl>${rows.map(([k, v]) => `<dt>${k}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>
${attachmentList(m)}<h2>HTML part</h2>
<iframe title="HTML part of the mail" sandbox="" srcdoc="${escapeHtml(m.html)}"></iframe>
<h2>Text part</h2>
<pre>${escapeHtml(m.text)}</pre>`;
}

function attachmentList(m: Message): string {
  const files = attachmentsOf(m);
  if (files.length === 0) return '';
  const items = files.map(
    (file) =>
      `<li><a href="${file.url}" download>${escapeHtml(file.filename)}</a> <span class="meta">${escapeHtml(file.contentType)} · ${file.size} bytes</span></li>`,
  );
  return `<h2>Attachments</h2><ul>${items.join('')}</ul>`;
}

function when(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

const STYLE = `body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f2933;background:#f3f6f7}
header{background:#0d5c63;color:#fff;padding:12px 24px;font-weight:700}header span{font-weight:400;opacity:.85;margin-left:8px}
main{max-width:960px;margin:0 auto;padding:24px}h1{font-size:22px;margin:0 0 16px}h2{font-size:16px;margin:24px 0 8px}
a{color:#0d5c63}.list{list-style:none;margin:0;padding:0;background:#fff;border:1px solid #dfe6e9;border-radius:8px}
.list li+li{border-top:1px solid #dfe6e9}.list a{display:block;padding:12px 16px;text-decoration:none;color:inherit}
.list a:hover,.list a:focus-visible{background:#e7f1f2}.subject{display:block;font-weight:600}.meta{font-size:13px;color:#52606d}
.status{font-weight:600}.status.failed{color:#b42318}.status.queued{color:#8a5a00}.status.sent{color:#0d5c63}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:0}dt{color:#52606d}dd{margin:0;word-break:break-all}
iframe{width:100%;height:560px;border:1px solid #dfe6e9;border-radius:8px;background:#fff}
pre{white-space:pre-wrap;background:#fff;border:1px solid #dfe6e9;border-radius:8px;padding:16px;font-size:14px}
.empty{color:#52606d}`;

function sendPage(reply: FastifyReply, title: string, content: string) {
  return reply
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Veil</title><style>${STYLE}</style></head>
<body><header>Veil<span>development mailbox</span></header><main>${content}</main></body></html>`);
}
