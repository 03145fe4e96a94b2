import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/client';
import { mailMessages } from '../db/schema';
import type { AppConfig } from '../env';
import type { JobQueue, JobRun } from '../jobs';

type Message = typeof mailMessages.$inferSelect;

/**
 * Starts delivering queued mails in this process: through SMTP when configured, otherwise each
 * mail stays in the database (the development mailbox at /dev/mail) and is logged. Every attempt
 * is counted on the row; a failed one records its error and is retried by the queue with backoff;
 * after the last one the row is `failed`. Call `close()` after the job queue has stopped.
 */
export async function startMailWorker(deps: {
  database: Database;
  config: Pick<AppConfig, 'mail' | 'environment'>;
  jobs: JobQueue;
  log: FastifyBaseLogger;
}): Promise<{ close(): void }> {
  const { mail, environment } = deps.config;
  const log = deps.log.child({ module: 'mail' });
  const transport = mail.smtp ? smtpTransport(mail.smtp) : null;
  if (!transport && environment === 'production') {
    log.warn('no SMTP settings (SMTP_URL or SMTP_HOST): e-mails are kept in the database and not delivered');
  }
  const deliver = async (job: JobRun<{ messageId: string }>) => {
    const message = await startAttempt(deps.database, job.data.messageId);
    // Already sent or given up (a retry after a crash between sending and recording), or erased.
    if (!message) return;
    if (!transport) {
      // codes and links are readable at /dev/mail (from this machine only); logs carry ids, never mails
      log.info({ mailId: message.id, template: message.template }, 'mail kept in the development mailbox');
      await markSent(deps.database, message.id, null);
      return;
    }
    try {
      const info = await transport.sendMail({
        from: mail.from,
        to: message.toAddress,
        subject: message.subject,
        html: message.html,
        text: message.text,
        attachments: message.attachments.map((file) => ({ ...file })),
        // the same for every attempt: a receiver that gets a mail twice (a crash between sending and
        // recording it) can tell it is one mail
        messageId: messageIdOf(message.id, mail.from),
        headers: { 'Auto-Submitted': 'auto-generated' },
      });
      await markSent(deps.database, message.id, info.messageId);
      log.info({ mailId: message.id, template: message.template }, 'mail sent');
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      await deps.database.db
        .update(mailMessages)
        .set({ lastError: reason, status: job.isLastAttempt ? 'failed' : 'queued' })
        .where(eq(mailMessages.id, message.id));
      const details = {
        mailId: message.id,
        template: message.template,
        attempt: message.attempts,
        err: error,
      };
      if (job.isLastAttempt) log.error(details, 'mail delivery failed for good');
      else log.warn(details, 'mail delivery failed, will retry');
      throw error;
    }
  };
  await deps.jobs.work('mail.send', deliver, {
    pollingIntervalSeconds: mail.delivery.pollingIntervalSeconds,
    // a burst of sign-ups (or a backlog after a restart) drains at SMTP speed, two mails at a time
    batchSize: 10,
    localConcurrency: 2,
  });
  return { close: () => transport?.close() };
}

/** The Message-ID of an outbox row: stable across attempts, in the sender's domain. */
export function messageIdOf(mailId: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'veil.localhost';
  return `<${mailId}@${domain}>`;
}

/** Counts the attempt on a still-queued message and returns it; undefined when there is nothing to send. */
async function startAttempt(database: Database, id: string): Promise<Message | undefined> {
  const [message] = await database.db
    .update(mailMessages)
    .set({ attempts: sql`${mailMessages.attempts} + 1` })
    .where(and(eq(mailMessages.id, id), eq(mailMessages.status, 'queued')))
    .returning();
  return message;
}

async function markSent(database: Database, id: string, providerMessageId: string | null) {
  await database.db
    .update(mailMessages)
    .set({ status: 'sent', sentAt: new Date(), providerMessageId, lastError: null })
    .where(eq(mailMessages.id, id));
}

function smtpTransport(smtp: NonNullable<AppConfig['mail']['smtp']>): Transporter {
  return nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.user && smtp.password ? { user: smtp.user, pass: smtp.password } : undefined,
    // nodemailer waits up to ten minutes on a silent server by default; the job expires after three.
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
}
