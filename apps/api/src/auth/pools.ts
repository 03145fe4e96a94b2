import type { AuthTables } from '../db/schema/auth';
import { adminAuth, candidateAuth, employerAuth } from '../db/schema/auth';

/** The three user pools: each area signs in against its own, never another's. */
export const POOLS = ['candidate', 'employer', 'admin'] as const;
export type Pool = (typeof POOLS)[number];

export const AUTH_TABLES: Record<Pool, AuthTables> = {
  candidate: candidateAuth,
  employer: employerAuth,
  admin: adminAuth,
};

/** Where a pool's sign-in endpoints are served. */
export function authBasePath(pool: Pool): string {
  return `/api/auth/${pool}`;
}

/** Cookie names start with this, so the three sessions never overwrite each other. */
export function cookiePrefix(pool: Pool): string {
  return `veil-${pool}`;
}
