import {
  type AccountDeletionInfo,
  type DeleteCandidateAccount,
  isAccountDeletionWord,
} from '@veil/domain/contracts';
import { verifyPassword } from 'better-auth/crypto';
import { and, eq, or, sql } from 'drizzle-orm';
import type { CandidatePrincipal } from '../../auth/session';
import { reserveSignInAttempt } from '../../auth/sign-in-throttle';
import type { Db, DbOrTx } from '../../db/client';
import { PGBOSS_JOB_TABLE, requestVacuum } from '../../db/erasure-vacuum';
import {
  authCandidateAccount,
  authCandidateSession,
  authCandidateUser,
  authCandidateVerification,
  candidates,
  codeMailRequests,
  mailMessages,
  signInFailures,
  signInKnownAddresses,
  uploads,
} from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { ServiceDeps } from '../../http/context';
import type { JobQueue } from '../../jobs';
import { eraseSavedJobsOfCandidate } from '../jobs/saved-jobs-erasure';
import { checkingKeyOf, uploadKeyOf } from '../media/upload-window';
import { NOTIFICATION_TABLES_OF_CANDIDATE } from '../notifications/notification-erasure';
import { eraseRecordingsOfCandidate } from '../recordings/candidate-recordings-erasure';
import { eraseSavedSearchesOfCandidate } from '../saved-searches/saved-searches-erasure';
import { candidateProfiles, resumeImports } from './candidate-profile.schema';

/*
 * A candidate deletes their account (privacy policy; docs/decisions/020-candidate-account-deletion.md).
 * One transaction erases everything of them: each application as a withdrawal would (a sent one
 * leaves its company a deletion log without identity), the withdrawn list, the resume (the identity
 * vault) with its public link, the CV import, saved jobs, saved searches, recordings, the upload rows, every mail to
 * the address with its delivery job, the sign-in identity with its sessions, accounts and codes,
 * and the sign-in throttle's rows under the address. The stored files go through a job written in
 * the same transaction, and every table touched is handed to the erasure vacuum
 * (db/erasure-vacuum.ts). Nothing keeps the address, so it can sign up again as a new person.
 */

/** What other features erase of a candidate: they depend on the vault, so they are handed in (router.ts). */
export type AccountErasureParts = {
  countApplications(db: DbOrTx, candidateId: string): Promise<{ sent: number; drafts: number }>;
  eraseApplications(tx: DbOrTx, candidateId: string, now: Date): Promise<number>;
};

/** better-auth's provider id of the e-mail and password sign-in. */
const PASSWORD_PROVIDER = 'credential';

async function passwordHashOf(db: DbOrTx, candidateId: string): Promise<string | null> {
  const [row] = await db
    .select({ hash: authCandidateAccount.password })
    .from(authCandidateAccount)
    .where(
      and(
        eq(authCandidateAccount.userId, candidateId),
        eq(authCandidateAccount.providerId, PASSWORD_PROVIDER),
      ),
    );
  return row?.hash ?? null;
}

/** How the candidate confirms, and what the deletion will erase of their applications. */
export async function accountDeletionInfo(
  db: Db,
  candidate: CandidatePrincipal,
  parts: AccountErasureParts,
): Promise<AccountDeletionInfo> {
  const counts = await parts.countApplications(db, candidate.userId);
  return {
    confirmWith: (await passwordHashOf(db, candidate.userId)) ? 'password' : 'word',
    sentApplications: counts.sent,
    draftApplications: counts.drafts,
  };
}

/**
 * The password for an account that has one (counted by the sign-in throttle like a sign-in, so a
 * session left open is no way to guess it), else the confirmation word.
 */
async function checkConfirmation(
  db: Db,
  candidate: CandidatePrincipal,
  input: DeleteCandidateAccount,
  ip: string | null,
) {
  const hash = await passwordHashOf(db, candidate.userId);
  if (!hash) {
    if (!isAccountDeletionWord(input.confirmation ?? '')) throw new AppError('account_deletion_word_missing');
    return;
  }
  if (!input.password) throw new AppError('account_deletion_wrong_password');
  const attempt = await reserveSignInAttempt(db, { pool: 'candidate', email: candidate.email, ip });
  if (!attempt.allowed)
    throw new AppError('attempt_limit_exceeded', { retryAfterSeconds: attempt.retryAfterSeconds });
  // a wrong password stays counted as a failed attempt; a right one is erased with the account
  if (!(await verifyPassword({ hash, password: input.password })))
    throw new AppError('account_deletion_wrong_password');
}

/** Deletes the signed-in candidate's account and everything of it, after checking the confirmation. */
export async function deleteCandidateAccount(
  deps: ServiceDeps & { jobs: JobQueue },
  candidate: CandidatePrincipal,
  input: DeleteCandidateAccount,
  parts: AccountErasureParts,
  meta: { ip: string | null; now?: Date },
): Promise<void> {
  await checkConfirmation(deps.db, candidate, input, meta.ip);
  const now = meta.now ?? new Date();
  const candidateId = candidate.userId;
  await deps.db.transaction(async (tx) => {
    // one deletion at a time: a second tab's request finds the account gone
    const [user] = await tx
      .select({ email: authCandidateUser.email })
      .from(authCandidateUser)
      .where(eq(authCandidateUser.id, candidateId))
      .for('update');
    if (!user) throw new AppError('no_authentication_info');
    const email = user.email.toLowerCase();

    await parts.eraseApplications(tx, candidateId, now);
    const keys = await eraseRecordingsOfCandidate(tx, candidateId);
    await eraseSavedJobsOfCandidate(tx, candidateId);
    await eraseSavedSearchesOfCandidate(tx, candidateId);
    const [cvImport] = await tx
      .delete(resumeImports)
      .where(eq(resumeImports.candidateId, candidateId))
      .returning({ storageKey: resumeImports.storageKey });
    if (cvImport?.storageKey) keys.push(cvImport.storageKey);
    await tx.delete(candidateProfiles).where(eq(candidateProfiles.candidateId, candidateId));
    const files = await tx
      .delete(uploads)
      .where(and(eq(uploads.ownerPool, 'candidate'), eq(uploads.ownerId, candidateId)))
      .returning({ id: uploads.id, storageKey: uploads.storageKey });
    // where the browser sent each file, where it was checked and where it was kept (upload-cleanup.ts)
    for (const file of files) keys.push(uploadKeyOf(file.id), checkingKeyOf(file.id), file.storageKey);

    const mails = await tx
      .delete(mailMessages)
      .where(sql`lower(${mailMessages.toAddress}) = ${email}`)
      .returning({ id: mailMessages.id });
    // queued jobs that name the candidate or a mail to them (a CV import, a delivery)
    const mailIds = mails.map((mail) => mail.id);
    await tx.execute(sql`
      delete from pgboss.job
      where data->>'candidateId' = ${candidateId}
        ${
          mailIds.length
            ? sql`or data->>'messageId' in (${sql.join(
                mailIds.map((id) => sql`${id}`),
                sql`, `,
              )})`
            : sql``
        }`);

    // better-auth's codes are stored under `<type>-otp-<address>`
    await tx
      .delete(authCandidateVerification)
      .where(
        or(
          eq(authCandidateVerification.identifier, email),
          sql`right(${authCandidateVerification.identifier}, ${email.length + 5}) = ${`-otp-${email}`}`,
        ),
      );
    await tx.delete(authCandidateSession).where(eq(authCandidateSession.userId, candidateId));
    await tx.delete(authCandidateAccount).where(eq(authCandidateAccount.userId, candidateId));
    await tx.delete(candidates).where(eq(candidates.id, candidateId));
    await tx.delete(authCandidateUser).where(eq(authCandidateUser.id, candidateId));
    await tx
      .delete(signInFailures)
      .where(and(eq(signInFailures.pool, 'candidate'), eq(signInFailures.emailKey, email)));
    await tx
      .delete(signInKnownAddresses)
      .where(and(eq(signInKnownAddresses.pool, 'candidate'), eq(signInKnownAddresses.emailKey, email)));
    await tx.delete(codeMailRequests).where(eq(codeMailRequests.emailKey, email));

    await requestVacuum(tx, [
      candidateProfiles,
      resumeImports,
      uploads,
      mailMessages,
      PGBOSS_JOB_TABLE,
      authCandidateVerification,
      authCandidateSession,
      authCandidateAccount,
      candidates,
      authCandidateUser,
      signInFailures,
      signInKnownAddresses,
      codeMailRequests,
      // the candidate's notifications and their e-mail choices (issue 39), by cascade
      ...NOTIFICATION_TABLES_OF_CANDIDATE,
    ]);
    // the files go once this commits (the job exists exactly then); their keys are random names
    if (keys.length > 0) await deps.jobs.send('candidates.delete-files', { keys }, { tx });
  });
}

/** Runs the deletion of an erased account's stored files; a failed delete is retried by the queue. */
export async function startAccountFileDeletion(deps: ServiceDeps & { jobs: JobQueue }): Promise<void> {
  const log = deps.log.child({ module: 'account-deletion' });
  await deps.jobs.work('candidates.delete-files', async (job) => {
    for (const key of job.data.keys) await deps.storage.delete(key);
    log.info({ files: job.data.keys.length }, 'files of a deleted account removed');
  });
}
