import {
  normaliseEmail,
  SIGN_IN_ADDRESS_ATTEMPTS_MAX,
  SIGN_IN_ADDRESS_MAX_WAIT_MINUTES,
  SIGN_IN_ATTEMPTS_MAX,
  SIGN_IN_FAILURE_MEMORY_HOURS,
  SIGN_IN_FIRST_WAIT_SECONDS,
  SIGN_IN_MAX_WAIT_MINUTES,
} from '@veil/domain';
import { and, count, eq, gt, max, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { signInFailures, signInKnownAddresses } from '../db/schema';
import type { Pool } from './pools';

const HOUR_MS = 3_600_000;

/** What the throttle decided about one password attempt. */
export type SignInReservation =
  | { allowed: true; attemptId: string; addressFailures: number }
  | { allowed: false; retryAfterSeconds: number };

/** Seconds to wait after `failures` failures when `threshold` are free: 0, then 1, 2, 4 … times the first wait. */
export function backoffSeconds(failures: number, threshold: number, maxMinutes: number): number {
  if (failures < threshold) return 0;
  return Math.min(SIGN_IN_FIRST_WAIT_SECONDS * 2 ** (failures - threshold), maxMinutes * 60);
}

/**
 * Decides whether a password may be checked now, and if so counts the attempt as a failure before
 * the password is even looked at: the check and the count are one step under a lock on the
 * address, so forty parallel guesses are forty counted attempts and at most five are evaluated.
 *
 * Two counters, the way large identity providers do it: failures from this network address slow
 * this network address down (after 5, a wait that doubles with each further failure, up to an
 * hour); failures to this account address from everywhere slow down only unfamiliar network
 * addresses (after 20 in an hour, up to 15 minutes), so guessers spread over many machines can
 * neither lock the owner out nor guess on at full speed.
 */
export async function reserveSignInAttempt(
  db: Db,
  input: { pool: Pool; email: string; ip: string | null; now?: Date },
): Promise<SignInReservation> {
  const emailKey = normaliseEmail(input.email);
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`sign-in:${input.pool}:${emailKey}`}, 0))`,
    );
    const same = and(eq(signInFailures.pool, input.pool), eq(signInFailures.emailKey, emailKey));
    const [fromHere] = await tx
      .select({ n: count(), last: max(signInFailures.failedAt) })
      .from(signInFailures)
      .where(
        and(
          same,
          input.ip ? eq(signInFailures.ipAddress, input.ip) : sql`${signInFailures.ipAddress} is null`,
          gt(signInFailures.failedAt, new Date(now.getTime() - SIGN_IN_FAILURE_MEMORY_HOURS * HOUR_MS)),
        ),
      );
    const [everywhere] = await tx
      .select({ n: count(), last: max(signInFailures.failedAt) })
      .from(signInFailures)
      .where(and(same, gt(signInFailures.failedAt, new Date(now.getTime() - HOUR_MS))));
    const [known] = input.ip
      ? await tx
          .select({ ip: signInKnownAddresses.ipAddress })
          .from(signInKnownAddresses)
          .where(
            and(
              eq(signInKnownAddresses.pool, input.pool),
              eq(signInKnownAddresses.emailKey, emailKey),
              eq(signInKnownAddresses.ipAddress, input.ip),
            ),
          )
      : [];
    const waitHere = backoffSeconds(fromHere?.n ?? 0, SIGN_IN_ATTEMPTS_MAX, SIGN_IN_MAX_WAIT_MINUTES);
    const waitAll = known
      ? 0
      : backoffSeconds(everywhere?.n ?? 0, SIGN_IN_ADDRESS_ATTEMPTS_MAX, SIGN_IN_ADDRESS_MAX_WAIT_MINUTES);
    const until = Math.max(
      fromHere?.last ? fromHere.last.getTime() + waitHere * 1000 : 0,
      everywhere?.last ? everywhere.last.getTime() + waitAll * 1000 : 0,
    );
    if (until > now.getTime())
      return { allowed: false, retryAfterSeconds: Math.ceil((until - now.getTime()) / 1000) };
    const [attempt] = await tx
      .insert(signInFailures)
      .values({ pool: input.pool, emailKey, ipAddress: input.ip, failedAt: now })
      .returning({ id: signInFailures.id });
    if (!attempt) throw new Error('the sign-in attempt was not recorded');
    return { allowed: true, attemptId: attempt.id, addressFailures: (everywhere?.n ?? 0) + 1 };
  });
}

/**
 * Settles an attempt once the password was checked: a failure stays counted; a success forgets this
 * network address's failures and makes it familiar; anything else (a refused inactive account, a
 * malformed request) was no password failure and is not counted.
 */
export async function settleSignInAttempt(
  db: Db,
  input: {
    pool: Pool;
    email: string;
    ip: string | null;
    attemptId: string;
    outcome: 'failed' | 'succeeded' | 'other';
  },
): Promise<void> {
  if (input.outcome === 'failed') return;
  if (input.outcome === 'other') {
    await db.delete(signInFailures).where(eq(signInFailures.id, input.attemptId));
    return;
  }
  const emailKey = normaliseEmail(input.email);
  await db.transaction(async (tx) => {
    await tx
      .delete(signInFailures)
      .where(
        and(
          eq(signInFailures.pool, input.pool),
          eq(signInFailures.emailKey, emailKey),
          input.ip ? eq(signInFailures.ipAddress, input.ip) : sql`${signInFailures.ipAddress} is null`,
        ),
      );
    if (input.ip) {
      await tx
        .insert(signInKnownAddresses)
        .values({ pool: input.pool, emailKey, ipAddress: input.ip })
        .onConflictDoUpdate({
          target: [signInKnownAddresses.pool, signInKnownAddresses.emailKey, signInKnownAddresses.ipAddress],
          set: { lastSuccessAt: new Date() },
        });
    }
  });
}

/** A new password (reset by code) starts every count afresh. */
export async function clearSignInFailures(db: Db, pool: Pool, email: string): Promise<void> {
  await db
    .delete(signInFailures)
    .where(and(eq(signInFailures.pool, pool), eq(signInFailures.emailKey, normaliseEmail(email))));
}

/** Whether this failure is the one that crossed the address threshold: the moment to tell the owner. */
export function crossesAddressThreshold(addressFailures: number): boolean {
  return addressFailures === SIGN_IN_ADDRESS_ATTEMPTS_MAX;
}
