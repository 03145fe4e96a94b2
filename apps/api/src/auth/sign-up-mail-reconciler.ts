import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { authCandidateUser, mailMessages } from '../db/schema';
import type { JobQueue } from '../jobs';

/**
 * How long after a sign-up its code mail must have been queued. A sign-up writes the account and
 * then queues the mail within the same request (milliseconds); only a crash in between leaves the
 * account without one. The grace keeps the reconciler away from sign-ups still in flight: a
 * second code would replace the first, which its owner may be typing in.
 */
export const SIGN_UP_MAIL_GRACE_SECONDS = 20;

/** Sign-ups older than this are left alone: their owner has long signed up again or given up. */
export const SIGN_UP_MAIL_WINDOW_HOURS = 24;

/** Every minute; an account that lost its code mail to a crash gets one within about a minute. */
export const SIGN_UP_MAIL_RECONCILE_CRON = '* * * * *';

/** Accounts checked per run; a crash loses at most the sign-ups in flight, so few ever match. */
const BATCH_SIZE = 100;

/**
 * The unconfirmed candidate accounts created between the window's start and the grace before `now`
 * for which no sign-up code mail was queued since they were created. A minute of tolerance covers
 * the clocks of app (the account's time) and database (the mail's time) drifting apart.
 */
export async function signUpsWithoutCodeMail(db: Db, now: Date): Promise<string[]> {
  const user = authCandidateUser;
  const rows = await db
    .select({ email: user.email })
    .from(user)
    .where(
      and(
        eq(user.emailVerified, false),
        lt(user.createdAt, new Date(now.getTime() - SIGN_UP_MAIL_GRACE_SECONDS * 1000)),
        gt(user.createdAt, new Date(now.getTime() - SIGN_UP_MAIL_WINDOW_HOURS * 3600 * 1000)),
        sql`not exists (
          select 1 from ${mailMessages}
          where ${mailMessages.toAddress} = ${user.email}
            and ${mailMessages.template} = 'signup-code'
            and ${mailMessages.createdAt} >= ${user.createdAt} - interval '1 minute'
        )`,
      ),
    )
    .limit(BATCH_SIZE);
  return rows.map((row) => row.email);
}

type ReconcilerDeps = {
  db: Db;
  log: FastifyBaseLogger;
  /** asks better-auth for a fresh sign-up code for the address (it queues the mail) */
  resendCode: (email: string) => Promise<void>;
};

/** One run: sends a fresh code to every account that lost its code mail; the next run retries failures. */
export async function reconcileSignUpMails(
  deps: ReconcilerDeps,
  now: Date,
): Promise<{ found: number; resent: number }> {
  const emails = await signUpsWithoutCodeMail(deps.db, now);
  let resent = 0;
  for (const email of emails) {
    try {
      await deps.resendCode(email);
      resent += 1;
    } catch (err) {
      deps.log.warn({ err }, 'a sign-up code could not be sent again');
    }
  }
  if (emails.length > 0) deps.log.info({ found: emails.length, resent }, 'sign-up code mails sent again');
  return { found: emails.length, resent };
}

/**
 * better-auth writes a new candidate account and then asks for its code mail, with no transaction
 * around both: a crash in between (kill -9, a lost database connection) leaves an account whose
 * owner waits for a code that never comes. This job finds such accounts and sends them a fresh code
 * through better-auth, which queues the mail durably like any other. It runs on a schedule and once
 * shortly after each start, when a crash is most likely to have just happened.
 */
export async function startSignUpMailReconciler(deps: ReconcilerDeps & { jobs: JobQueue }): Promise<void> {
  const log = deps.log.child({ module: 'sign-up-mail-reconciler' });
  await deps.jobs.work('auth.reconcile-sign-up-mails', async () => {
    await reconcileSignUpMails({ ...deps, log }, new Date());
  });
  await deps.jobs.schedule('auth.reconcile-sign-up-mails', SIGN_UP_MAIL_RECONCILE_CRON, {});
  await deps.jobs.send('auth.reconcile-sign-up-mails', {}, { startAfter: SIGN_UP_MAIL_GRACE_SECONDS + 1 });
}
