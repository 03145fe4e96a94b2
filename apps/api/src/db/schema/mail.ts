import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A file sent with a mail (a calendar invitation), stored in the outbox row itself so that a queued
 * mail stays complete across restarts and is erased with it (an application's mails with the
 * application). Text content only: calendar files are small.
 */
export type MailAttachment = { filename: string; contentType: string; content: string };

/**
 * Every e-mail the platform sends, rendered when queued: the outbox the mail worker delivers from,
 * the record of what was sent or failed, and (without SMTP) the development mailbox.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    locale: text('locale').notNull(),
    template: text('template').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    /** queued → sent, or failed after the last retry */
    status: text('status').$type<'queued' | 'sent' | 'failed'>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    providerMessageId: text('provider_message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_messages_to_created_idx').on(t.toAddress, t.createdAt),
    index('mail_messages_created_idx').on(t.createdAt),
  ],
);
