import { type AnyPgColumn, boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authAdminUser, authCandidateUser, authEmployerUser } from './auth';
import { companies } from './companies';
import { uploads } from './uploads';

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
  (t) => [index('employer_users_company_idx').on(t.companyId, t.createdAt)],
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
