import type { MediaKind, MediaPurpose } from '@veil/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { authAdminUser, authCandidateUser, authEmployerUser } from './auth';

/*
 * The tables every feature hangs off: companies, the people of the three pools next to their
 * sign-in identities, and uploaded files. They refer to each other (a company's logo is an upload,
 * an upload may belong to a company, an account to a company and a company to its default
 * reviewer), so they live in one file. Features read them; a feature's own tables live in its
 * module (`modules/<feature>/<feature>.schema.ts`) and only that module reads them.
 */

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
    /** when the built-in e-mail templates were given to the company (once; modules/email-templates) */
    emailTemplatesSeededAt: timestamp('email_templates_seeded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by'),
  },
  (t) => [
    index('companies_created_at_idx').on(t.createdAt, t.id),
    // the database stands behind the address rule (modules/accounts/employer-addresses.ts)
    uniqueIndex('companies_email_key').on(sql`lower(${t.email})`),
    // the admin's search by any part of the name (ILIKE '%…%'); needs the pg_trgm extension
    index('companies_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    // every foreign key has an index, so deleting the row it points to never scans this table
    index('companies_default_person_in_charge_idx').on(t.defaultPersonInChargeId),
    index('companies_default_reviewer_idx').on(t.defaultReviewerId),
    index('companies_logo_upload_idx').on(t.logoUploadId),
  ],
);

/**
 * An employer's account in a company (spec section 3, Employer user): the profile and rights next to
 * the sign-in identity of the employer pool, which shares its id.
 */
export const employerUsers = pgTable(
  'employer_users',
  {
    id: text('id')
      .primaryKey()
      .references(() => authEmployerUser.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    title: text('title'),
    role: text('role').$type<'power_user' | 'regular_user' | 'reviewer_user'>().notNull(),
    external: boolean('external').notNull().default(false),
    /** pending until the activation link is used; inactive when deactivated */
    status: text('status').$type<'pending' | 'accepted' | 'inactive'>().notNull().default('pending'),
    /** the profile picture (an employer_profile upload); its address is signed for each reader */
    profilePictureUploadId: uuid('profile_picture_upload_id').references((): AnyPgColumn => uploads.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by'),
  },
  (t) => [
    index('employer_users_company_idx').on(t.companyId, t.createdAt),
    index('employer_users_profile_picture_idx').on(t.profilePictureUploadId),
  ],
);

/** Super admins' status next to the admin pool's identity (pending until activation). */
export const adminUsers = pgTable('admin_users', {
  id: text('id')
    .primaryKey()
    .references(() => authAdminUser.id, { onDelete: 'cascade' }),
  status: text('status').$type<'pending' | 'accepted' | 'inactive'>().notNull().default('pending'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: text('created_by'),
});

/**
 * A candidate next to the candidate pool's identity: when the terms and privacy policy were accepted
 * (sign-up requires it) and when the first-time sign-in welcome was completed.
 */
export const candidates = pgTable('candidates', {
  id: text('id')
    .primaryKey()
    .references(() => authCandidateUser.id, { onDelete: 'cascade' }),
  termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
  onboardedAt: timestamp('onboarded_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * `uploading` until the browser's file is being checked (`checking`, which no longer takes a file
 * at its upload link), then `done` or `error`; `removed` once its feature replaced or removed it.
 */
export type UploadStatus = 'uploading' | 'checking' | 'done' | 'error' | 'removed';

/**
 * One file sent through POST /media (spec section 3, Uploads): who sent it and for what, where it is
 * stored, and what the server found it to be. `originalName` is the uploader's sanitised file name,
 * shown to them only; everyone else sees a generated one.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerPool: text('owner_pool').$type<'candidate' | 'employer'>().notNull(),
    ownerId: text('owner_id').notNull(),
    /** set for the company_* purposes: the company the file belongs to */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<MediaPurpose>().notNull(),
    status: text('status').$type<UploadStatus>().notNull().default('uploading'),
    storageKey: text('storage_key').notNull(),
    /** the declared type while uploading, the type found by the file's content once done */
    contentType: text('content_type').notNull(),
    /** the declared size while uploading, the stored size once done */
    size: bigint('size', { mode: 'number' }).notNull(),
    mediaKind: text('media_kind').$type<MediaKind>(),
    originalName: text('original_name').notNull(),
    /** until when the browser may send the file */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** when its feature replaced or removed it; its files are deleted right after */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    /**
     * when a feature first took the upload (a logo, a media item, a picture...); null while nothing
     * refers to it, which after a grace period makes it abandoned (upload-cleanup.ts)
     */
    attachedAt: timestamp('attached_at', { withTimezone: true }),
  },
  (t) => [
    index('uploads_company_idx').on(t.companyId, t.purpose, t.status),
    index('uploads_owner_idx').on(t.ownerPool, t.ownerId),
    // only uploads in flight (or abandoned) are in it: what the cleanup looks through
    index('uploads_unattached_idx').on(t.createdAt).where(sql`${t.attachedAt} is null`),
  ],
);
