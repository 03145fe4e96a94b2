import type { CandidateApplication, RevealPreview } from '@veil/domain/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { CandidatePrincipal } from '../../auth/session';
import type { Tx } from '../../db/client';
import { companies } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { ClockedDeps } from '../../http/context';
import type { AppMail } from '../../mail';
import { revealPreviewProfile, revealSnapshot } from '../candidate-profile/revealed-profile.service';
import { jobPosts } from '../jobs/jobs.schema';
import { applicationManagers } from './application-managers';
import { notify } from './application-notify';
import { type ApplicationRow, lockApplication } from './application-records';
import { applicationMails, applications } from './applications.schema';
import { getCandidateApplication } from './candidate-applications.service';
import { revealedProfiles, revealRecords } from './reveal.schema';
import { canRevealProfile } from './reveal-fields';

/*
 * The candidate's side of the reveal (issue 38; spec: confirmedRevealPersonalData, receivedRevealEmail):
 * after the interview, and only by their own confirmation, the candidate shares their full profile
 * with the company of one application. The snapshot taken then is all the company ever reads of it
 * (employer-application-view.ts); the power users and the person in charge are told by mail. No
 * other code writes `revealed_at`, a snapshot or a record: not a status change, not an employer.
 */

type Candidate = CandidatePrincipal;
export type RevealDeps = ClockedDeps & { mail: AppMail };

/** Exactly what the company would read if the candidate shared their profile now. */
export async function revealPreview(
  deps: ClockedDeps,
  candidate: Candidate,
  applicationId: string,
): Promise<RevealPreview> {
  const [found] = await deps.db
    .select({ application: applications, companyName: companies.name, jobTitle: jobPosts.jobTitle })
    .from(applications)
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .innerJoin(jobPosts, eq(jobPosts.id, applications.jobId))
    .where(and(eq(applications.id, applicationId), eq(applications.candidateId, candidate.userId)));
  if (!found || found.application.sequenceNumber === null) throw new AppError('application_not_found');
  const profile = await revealPreviewProfile(deps.db, candidate.userId);
  if (!profile) throw new AppError('resume_not_found');
  return {
    applicationId,
    companyName: found.companyName,
    jobTitle: found.jobTitle,
    canReveal: canRevealProfile(found.application, deps.clock.now()),
    interviewAt: found.application.interviewAt?.toISOString() ?? null,
    revealedAt: found.application.revealedAt?.toISOString() ?? null,
    profile,
  };
}

/**
 * Shares the candidate's full profile with the company of the application: the snapshot, the
 * record, `revealed_at`, and the mails, in one transaction. Before the interview (or without a
 * confirmed one) it is refused with reveal_before_interview; a second confirmation (a double click,
 * another tab) changes nothing and answers with the application as it is.
 */
export async function revealProfile(
  deps: RevealDeps,
  candidate: Candidate,
  applicationId: string,
): Promise<CandidateApplication> {
  await deps.db.transaction(async (tx) => {
    const row = await lockApplication(tx, { id: applicationId, candidateId: candidate.userId });
    if (row.revealedAt !== null) return;
    const now = deps.clock.now();
    if (!canRevealProfile(row, now) || row.sequenceNumber === null)
      throw new AppError('reveal_before_interview');
    const profile = await revealSnapshot(tx, candidate.userId);
    if (!profile) throw new AppError('resume_not_found');
    await tx.insert(revealedProfiles).values({ applicationId: row.id, profile, revealedAt: now });
    await tx.insert(revealRecords).values({
      candidateId: candidate.userId,
      companyId: row.companyId,
      applicationId: row.id,
      applicationNumber: row.sequenceNumber,
      revealedAt: now,
    });
    await tx
      .update(applications)
      .set({ revealedAt: now, updatedAt: now, version: sql`${applications.version} + 1` })
      .where(eq(applications.id, row.id));
    await mailReveal(tx, deps.mail, { ...row, sequenceNumber: row.sequenceNumber });
    await notify(tx, 'profile_revealed', row.id);
  });
  return getCandidateApplication(deps, candidate, applicationId);
}

/**
 * receivedRevealEmail: the company's active power users and the application's person in charge,
 * each in their own language; the mails are linked to the application, so they go with it.
 */
async function mailReveal(tx: Tx, mail: AppMail, row: ApplicationRow & { sequenceNumber: number }) {
  const [job] = await tx
    .select({ jobTitle: jobPosts.jobTitle })
    .from(jobPosts)
    .where(eq(jobPosts.id, row.jobId));
  for (const recipient of await applicationManagers(tx, row)) {
    const messageId = await mail.sendProfileRevealed(tx, {
      to: recipient.email,
      locale: recipient.locale,
      applicationId: row.id,
      data: { applicationNumber: row.sequenceNumber, jobTitle: job?.jobTitle ?? '' },
    });
    await tx.insert(applicationMails).values({ applicationId: row.id, mailMessageId: messageId });
  }
}
