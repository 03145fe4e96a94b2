import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Single-use activation links for employer and admin accounts (no self-signup): only a SHA-256 of
 * the token is stored, so a database reader cannot activate anyone.
 */
export const accountActivations = pgTable(
  'account_activations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pool: text('pool').$type<'employer' | 'admin'>().notNull(),
    userId: text('user_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_activations_user_idx').on(t.pool, t.userId)],
);

/**
 * Password sign-ins per pool, account address and network address that failed (or are being
 * checked right now: a row is written before the password is, so parallel guesses count at once).
 * Read by auth/sign-in-throttle.ts.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pool: text('pool').notNull(),
    emailKey: text('email_key').notNull(),
    ipAddress: text('ip_address'),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sign_in_failures_lookup_idx').on(t.pool, t.emailKey, t.failedAt),
    index('sign_in_failures_address_idx').on(t.pool, t.emailKey, t.ipAddress, t.failedAt),
  ],
);

/**
 * Network addresses an account signed in from successfully: failures of others never slow these
 * down, so a crowd of guessers cannot keep the owner out ("familiar locations").
 */
export const signInKnownAddresses = pgTable(
  'sign_in_known_addresses',
  {
    pool: text('pool').notNull(),
    emailKey: text('email_key').notNull(),
    ipAddress: text('ip_address').notNull(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.pool, t.emailKey, t.ipAddress] })],
);

/**
 * Each time a code mail (sign-up or password reset) was granted to an address: the record the
 * flood limit counts (auth/code-mail-throttle.ts), written before the code is made.
 */
export const codeMailRequests = pgTable(
  'code_mail_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    emailKey: text('email_key').notNull(),
    purpose: text('purpose').$type<'email-verification' | 'password-reset'>().notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('code_mail_requests_lookup_idx').on(t.emailKey, t.purpose, t.requestedAt)],
);
