import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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

/** Failed password sign-ins per pool and address, for the limit of 5 within 15 minutes. */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pool: text('pool').notNull(),
    emailKey: text('email_key').notNull(),
    ipAddress: text('ip_address'),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_failures_lookup_idx').on(t.pool, t.emailKey, t.failedAt)],
);
