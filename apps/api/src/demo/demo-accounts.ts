import type { Pool } from '../auth/pools';

/** The password of every demo account people sign in to themselves (README, "Demo accounts"). */
export const DEMO_PASSWORD = 'Veil!Demo2026';
/** The demo super admin. */
export const DEMO_ADMIN = 'admin@veil.example';

/**
 * The accounts a visitor of the /demo tour becomes, one per area, without a password. Every session
 * of these accounts is read-only (demo-read-only.ts): the flag is the account, so no session of
 * theirs can change anything, however it was opened. The candidate is the demo candidate with a
 * profile and an application; the employer a power user of the demo jobs' company; the admin a
 * super admin of its own (the demo admin above stays usable with its password).
 */
export const DEMO_VISITORS: Record<Pool, string> = {
  candidate: 'mia.beispiel@kandidatin.example',
  employer: 'rundgang@hafenkante.example',
  admin: 'rundgang@veil.example',
};

/** Whether `email` is the demo visitor account of `pool` (its sessions may only read). */
export function isDemoVisitor(pool: Pool, email: string): boolean {
  return DEMO_VISITORS[pool] === email.toLowerCase();
}
