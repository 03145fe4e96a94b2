import type { Locale } from '@veil/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { authCandidateUser, companies } from '../../db/schema';
import type { AppMail } from '../../mail';
import { jobPosts } from '../jobs/jobs.schema';
import { applicationMails } from './applications.schema';

/*
 * E-mails to the candidate of an application that an employer's action sends. The candidate's
 * address and language are read here, on the candidate's side of the module, so that the
 * employer-facing files never import the candidate account table (biome.json, docs/decisions/019).
 */

/**
 * Queues the rejection e-mail with the company's note in the caller's transaction and links it to
 * the application, so that erasing the application erases the mail. Nothing when the account is gone.
 */
export async function mailRejectionToCandidate(
  tx: Tx,
  mail: AppMail,
  application: { id: string; candidateId: string; jobId: string; companyId: string },
  note: string,
): Promise<void> {
  const [recipient] = await tx
    .select({
      email: authCandidateUser.email,
      locale: authCandidateUser.locale,
      jobTitle: jobPosts.jobTitle,
      companyName: companies.name,
    })
    .from(authCandidateUser)
    .innerJoin(jobPosts, eq(jobPosts.id, application.jobId))
    .innerJoin(companies, eq(companies.id, application.companyId))
    .where(eq(authCandidateUser.id, application.candidateId));
  if (!recipient) return;
  const messageId = await mail.sendApplicationRejected(tx, {
    to: recipient.email,
    locale: (recipient.locale === 'en' ? 'en' : 'de') as Locale,
    jobTitle: recipient.jobTitle,
    companyName: recipient.companyName,
    note,
  });
  await tx.insert(applicationMails).values({ applicationId: application.id, mailMessageId: messageId });
}
