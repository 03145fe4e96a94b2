import type { Locale, TemplateInterview, TemplateType } from '@veil/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, uploads } from '../../db/schema';

/** A company's e-mail template (spec section 3, Email template); names are unique per company. */
export const emailTemplates = pgTable(
  'email_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    type: text('type').$type<TemplateType>().notNull(),
    name: text('name').notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    subject: text('subject').notNull(),
    /** sanitised rich text with `{{variables}}` */
    content: text('content').notNull(),
    cc: jsonb('cc').$type<string[]>().notNull().default([]),
    /** set for the interview types only */
    interview: jsonb('interview').$type<TemplateInterview>(),
    /** a template_video upload the mail links to */
    welcomeVideoUploadId: uuid('welcome_video_upload_id').references(() => uploads.id, {
      onDelete: 'set null',
    }),
    /** one of the built-in defaults the company started with */
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by'),
  },
  (t) => [
    // `template_name_in_use`: "Absage" and "absage " are one name
    uniqueIndex('email_templates_company_name_key').on(t.companyId, sql`lower(${t.name})`),
    index('email_templates_company_type_idx').on(t.companyId, t.type, t.locale),
    index('email_templates_welcome_video_idx').on(t.welcomeVideoUploadId),
  ],
);
