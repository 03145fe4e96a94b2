import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Tables an erasure touched and that still hold the erased rows' bytes (dead tuples, index entries,
 * TOAST chunks), written in the erasure's own transaction and drained by the vacuum job
 * (db/erasure-vacuum.ts). Holds table names only.
 */
export const vacuumRequests = pgTable('vacuum_requests', {
  /** schema-qualified: `public.applications`, `pgboss.job` */
  tableName: text('table_name').primaryKey(),
  /** the latest erasure that touched it; the job clears a request only if none came after its run began */
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
});
