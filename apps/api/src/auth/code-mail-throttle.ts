import { CODE_MAILS_PER_HOUR, normaliseEmail, VERIFICATION_CODE_RESEND_SECONDS } from '@veil/domain';
import { and, count, eq, gt, max, min, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { codeMailRequests } from '../db/schema';

const HOUR_MS = 3_600_000;

export type CodePurpose = 'email-verification' | 'password-reset';

/**
 * Grants a code mail to an address, or says how many seconds it must wait: one code a minute (what
 * the resend countdown promises) and five an hour, per address and whoever asks, from however many
 * machines. Check and grant are one step under a lock on the address, so parallel requests cannot
 * all slip through; the grant is written before the code is made.
 */
export async function grantCodeMail(
  db: Db,
  email: string,
  purpose: CodePurpose,
  now = new Date(),
): Promise<number> {
  const emailKey = normaliseEmail(email);
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`code-mail:${purpose}:${emailKey}`}, 0))`,
    );
    const [recent] = await tx
      .select({
        n: count(),
        first: min(codeMailRequests.requestedAt),
        last: max(codeMailRequests.requestedAt),
      })
      .from(codeMailRequests)
      .where(
        and(
          eq(codeMailRequests.emailKey, emailKey),
          eq(codeMailRequests.purpose, purpose),
          gt(codeMailRequests.requestedAt, new Date(now.getTime() - HOUR_MS)),
        ),
      );
    if (recent?.last && recent.first) {
      const resendWait = recent.last.getTime() + VERIFICATION_CODE_RESEND_SECONDS * 1000 - now.getTime();
      // with the hour's codes used up, the oldest of them must leave the hour first
      const hourWait = recent.n >= CODE_MAILS_PER_HOUR ? recent.first.getTime() + HOUR_MS - now.getTime() : 0;
      const wait = Math.max(resendWait, hourWait);
      if (wait > 0) return Math.ceil(wait / 1000);
    }
    await tx.insert(codeMailRequests).values({ emailKey, purpose, requestedAt: now });
    return 0;
  });
}
