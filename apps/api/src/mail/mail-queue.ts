import { type Locale, normaliseEmail } from '@veil/domain';
import type { Database, DbOrTx } from '../db/client';
import { type MailAttachment, mailMessages } from '../db/schema';
import type { AppConfig } from '../env';
import { JOB_HEARTBEAT_SECONDS, type JobQueue, type SendJobOptions } from '../jobs';
import { type MailTemplateData, type MailTemplateName, renderMail } from './templates';

/** What queueing a mail needs; the Fastify app itself fits (it is decorated with all three). */
export type MailContext = { database: Database; config: Pick<AppConfig, 'mail'>; jobs: JobQueue };

/** One mail to send: a template, its typed data, and the recipient's address and language. */
export type MailRequest<T extends MailTemplateName = MailTemplateName> = {
  to: string;
  template: T;
  locale: Locale;
  data: MailTemplateData[T];
  /** files sent with it (a calendar invitation), stored with the outbox row */
  attachments?: MailAttachment[];
};

/**
 * Renders a mail, stores it in the outbox (`mail_messages`, status `queued`) and queues its
 * delivery (`mail.send`), both in `tx` when given, so the mail exists exactly when the caller's
 * data commits and a rollback sends nothing. Without `tx` both rows are written in a transaction
 * of their own. Returns the message id. Delivery happens in the mail worker, with retries.
 * Inside a transaction always pass it: on PGlite (one connection) anything else would wait for it.
 */
export async function queueMail<T extends MailTemplateName>(
  ctx: MailContext,
  mail: MailRequest<T>,
  tx?: DbOrTx,
): Promise<string> {
  const to = normaliseEmail(mail.to);
  if (!/^[^\s@<>,;]+@[^\s@<>,;]+$/.test(to)) throw new Error('queueMail: not a single e-mail address');
  const rendered = renderMail(mail.template, mail.locale, mail.data);
  const write = async (db: DbOrTx) => {
    const [row] = await db
      .insert(mailMessages)
      .values({
        toAddress: to,
        locale: mail.locale,
        template: mail.template,
        ...rendered,
        attachments: mail.attachments ?? [],
      })
      .returning({ id: mailMessages.id });
    if (!row) throw new Error('queueMail: the outbox row was not written');
    await ctx.jobs.send('mail.send', { messageId: row.id }, { ...mailRetryOptions(ctx.config.mail), tx: db });
    return row.id;
  };
  return tx ? write(tx) : ctx.database.db.transaction(write);
}

/**
 * The retry policy of one mail job: exponential backoff from the configured delay up to its maximum.
 * The job's heartbeat lets a replica that died while sending hand its mail on within about a minute
 * (the retry may send it twice; its stable Message-ID tells receivers it is one mail).
 */
export function mailRetryOptions(mail: AppConfig['mail']): SendJobOptions {
  return {
    heartbeatSeconds: JOB_HEARTBEAT_SECONDS,
    retryLimit: mail.delivery.retryLimit,
    retryDelay: mail.delivery.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: mail.delivery.retryDelayMaxSeconds,
  };
}
