import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * better-auth's tables, once per user pool (candidate, employer, admin): separate tables keep the
 * pools apart, so one e-mail address can hold an account in each and a session of one pool can
 * never be read by another. JS keys are better-auth's field names; columns are snake_case.
 */
function authTables<P extends string>(pool: P) {
  const user = pgTable(`auth_${pool}_user`, {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    /** the language e-mails to this user are written in */
    locale: text('locale').notNull().default('de'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  });
  const session = pgTable(
    `auth_${pool}_session`,
    {
      id: text('id').primaryKey(),
      expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
      token: text('token').notNull().unique(),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
      updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
      ipAddress: text('ip_address'),
      userAgent: text('user_agent'),
      userId: text('user_id')
        .notNull()
        .references(() => user.id, { onDelete: 'cascade' }),
    },
    (t) => [index(`auth_${pool}_session_user_idx`).on(t.userId)],
  );
  const account = pgTable(
    `auth_${pool}_account`,
    {
      id: text('id').primaryKey(),
      accountId: text('account_id').notNull(),
      providerId: text('provider_id').notNull(),
      userId: text('user_id')
        .notNull()
        .references(() => user.id, { onDelete: 'cascade' }),
      accessToken: text('access_token'),
      refreshToken: text('refresh_token'),
      idToken: text('id_token'),
      accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
      refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
      scope: text('scope'),
      password: text('password'),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
      updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [index(`auth_${pool}_account_user_idx`).on(t.userId)],
  );
  const verification = pgTable(
    `auth_${pool}_verification`,
    {
      id: text('id').primaryKey(),
      identifier: text('identifier').notNull(),
      value: text('value').notNull(),
      expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
      updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [index(`auth_${pool}_verification_identifier_idx`).on(t.identifier)],
  );
  const rateLimit = pgTable(`auth_${pool}_rate_limit`, {
    id: text('id').primaryKey(),
    key: text('key').notNull().unique(),
    count: integer('count').notNull(),
    lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
  });
  return { user, session, account, verification, rateLimit };
}

export const candidateAuth = authTables('candidate');
export const employerAuth = authTables('employer');
export const adminAuth = authTables('admin');

// drizzle-kit finds tables by named export
export const authCandidateUser = candidateAuth.user;
export const authCandidateSession = candidateAuth.session;
export const authCandidateAccount = candidateAuth.account;
export const authCandidateVerification = candidateAuth.verification;
export const authCandidateRateLimit = candidateAuth.rateLimit;
export const authEmployerUser = employerAuth.user;
export const authEmployerSession = employerAuth.session;
export const authEmployerAccount = employerAuth.account;
export const authEmployerVerification = employerAuth.verification;
export const authEmployerRateLimit = employerAuth.rateLimit;
export const authAdminUser = adminAuth.user;
export const authAdminSession = adminAuth.session;
export const authAdminAccount = adminAuth.account;
export const authAdminVerification = adminAuth.verification;
export const authAdminRateLimit = adminAuth.rateLimit;

export type AuthTables = ReturnType<typeof authTables>;
