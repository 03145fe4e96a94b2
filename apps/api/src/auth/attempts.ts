import { SIGN_IN_ATTEMPT_WINDOW_MINUTES, SIGN_IN_ATTEMPTS_MAX } from '@veil/domain';
import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { signInFailures } from '../db/schema';
import type { Pool } from './pools';
import { emailKey } from './pools';

const windowStart = () => new Date(Date.now() - SIGN_IN_ATTEMPT_WINDOW_MINUTES * 60_000);

/** Whether this address has used up its failed sign-ins in the current window. */
export async function isSignInLocked(db: Db, pool: Pool, email: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(signInFailures)
    .where(
      and(
        eq(signInFailures.pool, pool),
        eq(signInFailures.emailKey, emailKey(email)),
        gt(signInFailures.failedAt, windowStart()),
      ),
    );
  return (row?.n ?? 0) >= SIGN_IN_ATTEMPTS_MAX;
}

/** Records a failed password sign-in. */
export async function recordSignInFailure(db: Db, pool: Pool, email: string, ipAddress: string | null) {
  await db.insert(signInFailures).values({ pool, emailKey: emailKey(email), ipAddress });
}

/** A successful sign-in (or a password reset) starts the count afresh. */
export async function clearSignInFailures(db: Db, pool: Pool, email: string) {
  await db
    .delete(signInFailures)
    .where(and(eq(signInFailures.pool, pool), eq(signInFailures.emailKey, emailKey(email))));
}
