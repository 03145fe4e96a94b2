import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, uploads } from '../../db/schema';

/** A picture or video of a company (spec: companyMediaAssets); selected ones show on its public page. */
export const companyMediaItems = pgTable(
  'company_media_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    uploadId: uuid('upload_id')
      .notNull()
      .unique()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    mediaType: text('media_type').$type<'image' | 'video'>().notNull(),
    isSelected: boolean('is_selected').notNull().default(true),
    sortOrder: integer('sort_order').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by'),
  },
  (t) => [index('company_media_items_company_idx').on(t.companyId, t.sortOrder)],
);

/** A PDF of a company (spec: companyAdditionalFiles); data-protection documents show on its public page. */
export const companyDocuments = pgTable(
  'company_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    uploadId: uuid('upload_id')
      .notNull()
      .unique()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    fileType: text('file_type').$type<'data_protection' | 'other'>().notNull(),
    displayName: text('display_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by'),
  },
  (t) => [index('company_documents_company_idx').on(t.companyId, t.createdAt)],
);
