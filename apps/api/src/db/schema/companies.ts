import { type AnyPgColumn, boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { employerUsers } from './accounts';
import { uploads } from './uploads';

/** A hiring company (spec section 3, Company). Accounts, jobs and applications hang off it. */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** lower(trim(name)) for the uniqueness rule `company_name_is_used` */
    nameKey: text('name_key').notNull().unique(),
    email: text('email').notNull(),
    industry: text('industry'),
    subIndustry: text('sub_industry'),
    location: text('location'),
    companySize: text('company_size'),
    website: text('website'),
    socialLinks: jsonb('social_links').$type<{ linkType: string; link: string }[]>().notNull().default([]),
    introduction: text('introduction'),
    benefits: text('benefits'),
    /** employer user ids preselected on new applications (spec: default person in charge, default reviewer) */
    defaultPersonInChargeId: text('default_person_in_charge_id').references(
      (): AnyPgColumn => employerUsers.id,
      {
        onDelete: 'set null',
      },
    ),
    defaultReviewerId: text('default_reviewer_id').references((): AnyPgColumn => employerUsers.id, {
      onDelete: 'set null',
    }),
    /** the company's logo: a completed company_logo upload */
    logoUploadId: uuid('logo_upload_id').references((): AnyPgColumn => uploads.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by'),
  },
  (t) => [index('companies_created_at_idx').on(t.createdAt, t.id)],
);
