import { talentPoolExpiry } from '@veil/domain';
import type { GiveTalentPoolConsent, TalentInvitation, TalentPoolConsent } from '@veil/domain/contracts';
import { and, asc, desc, eq, gt, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { CandidatePrincipal } from '../../auth/session';
import { companies } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { ClockedDeps } from '../../http/context';
import { talentPoolSourceOf } from '../applications/talent-pool-sources';
import { openJobIdsAmong } from '../jobs/job-posts.queries';
import { talentPoolConsents, talentPoolInvitations } from './talent-pool.schema';
import { consentInForce, nextTalentNumber } from './talent-pool-records';

/*
 * The candidate's side of the talent pool (issue 39): give a consent on a rejected or withdrawn
 * application for a period of their choice, list and revoke consents, see the invitations to apply
 * and accept one. Every statement is scoped to the signed-in candidate; "now" is the app's clock.
 */

type Candidate = CandidatePrincipal;

/** The candidate's consents in force, newest first, with the company's name. */
export async function listConsents(
  deps: ClockedDeps,
  candidate: Candidate,
): Promise<{ consents: TalentPoolConsent[] }> {
  const rows = await deps.db
    .select({ consent: talentPoolConsents, companyName: companies.name })
    .from(talentPoolConsents)
    .innerJoin(companies, eq(companies.id, talentPoolConsents.companyId))
    .where(and(eq(talentPoolConsents.candidateId, candidate.userId), consentInForce(deps.clock.now())))
    .orderBy(desc(talentPoolConsents.givenAt), asc(talentPoolConsents.id));
  return {
    consents: rows.map(({ consent, companyName }) => ({
      id: consent.id,
      companyId: consent.companyId,
      companyName,
      jobTitle: consent.jobTitle,
      givenAt: consent.givenAt.toISOString(),
      expiresAt: consent.expiresAt.toISOString(),
    })),
  };
}

/**
 * Records the consent to stay in the pool of the application's company for `months`. A consent in
 * force for that company already answers talent_pool_consent_exists; a revoked or expired one that
 * the retention has not deleted yet is replaced (and a new talent number given: the company cannot
 * tell that it is the same person again).
 */
export async function giveConsent(
  deps: ClockedDeps,
  candidate: Candidate,
  input: GiveTalentPoolConsent,
): Promise<TalentPoolConsent> {
  const now = deps.clock.now();
  const id = await deps.db.transaction(async (tx) => {
    const source = await talentPoolSourceOf(tx, candidate.userId, input.applicationId);
    const ofThisCompany = and(
      eq(talentPoolConsents.candidateId, candidate.userId),
      eq(talentPoolConsents.companyId, source.companyId),
    );
    await tx
      .delete(talentPoolConsents)
      .where(
        and(
          ofThisCompany,
          or(lte(talentPoolConsents.expiresAt, now), isNotNull(talentPoolConsents.revokedAt)),
        ),
      );
    const [inserted] = await tx
      .insert(talentPoolConsents)
      .values({
        candidateId: candidate.userId,
        companyId: source.companyId,
        talentNumber: await nextTalentNumber(tx, source.companyId),
        jobTitle: source.jobTitle,
        months: input.months,
        givenAt: now,
        expiresAt: talentPoolExpiry(now, input.months),
      })
      .onConflictDoNothing()
      .returning({ id: talentPoolConsents.id });
    if (!inserted) throw new AppError('talent_pool_consent_exists');
    return inserted.id;
  });
  const consent = (await listConsents(deps, candidate)).consents.find((item) => item.id === id);
  if (!consent) throw new AppError('conflict');
  return consent;
}

/**
 * Revokes a consent: the company no longer sees the candidate from this moment, their invitations
 * end with it, and the row goes with the next retention run. Revoking one not in force changes nothing.
 */
export async function revokeConsent(deps: ClockedDeps, candidate: Candidate, consentId: string) {
  const now = deps.clock.now();
  await deps.db
    .update(talentPoolConsents)
    .set({ revokedAt: now })
    .where(
      and(
        eq(talentPoolConsents.id, consentId),
        eq(talentPoolConsents.candidateId, candidate.userId),
        consentInForce(now),
      ),
    );
  return listConsents(deps, candidate);
}

function invitationsQuery(deps: ClockedDeps, candidate: Candidate, condition: SQL) {
  const now = deps.clock.now();
  return deps.db
    .select({ invitation: talentPoolInvitations, companyName: companies.name })
    .from(talentPoolInvitations)
    .innerJoin(talentPoolConsents, eq(talentPoolConsents.id, talentPoolInvitations.consentId))
    .innerJoin(companies, eq(companies.id, talentPoolConsents.companyId))
    .where(
      and(
        eq(talentPoolConsents.candidateId, candidate.userId),
        consentInForce(now),
        gt(talentPoolInvitations.expiresAt, now),
        condition,
      ),
    );
}

type InvitationRow = Awaited<ReturnType<typeof invitationsQuery>>[number];

function toInvitation({ invitation, companyName }: InvitationRow): TalentInvitation {
  return {
    id: invitation.id,
    jobId: invitation.jobId,
    jobTitle: invitation.jobTitle,
    companyName,
    invitedAt: invitation.invitedAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
    acceptedAt: invitation.acceptedAt?.toISOString() ?? null,
  };
}

/** Invitations not yet accepted, lapsed or ended with their consent, to jobs that are still open. */
export async function listInvitations(deps: ClockedDeps, candidate: Candidate) {
  const rows = await invitationsQuery(deps, candidate, isNull(talentPoolInvitations.acceptedAt)).orderBy(
    desc(talentPoolInvitations.invitedAt),
  );
  const open = await openJobIdsAmong(
    deps.db,
    rows.map((row) => row.invitation.jobId),
  );
  return { invitations: rows.filter((row) => open.has(row.invitation.jobId)).map(toInvitation) };
}

/** Accepts an invitation (the web app then opens the job to apply); a closed job answers job_inactive. */
export async function acceptInvitation(deps: ClockedDeps, candidate: Candidate, invitationId: string) {
  const [row] = await invitationsQuery(deps, candidate, eq(talentPoolInvitations.id, invitationId));
  if (!row) throw new AppError('talent_invitation_not_found');
  if (!(await openJobIdsAmong(deps.db, [row.invitation.jobId])).has(row.invitation.jobId))
    throw new AppError('job_inactive');
  const acceptedAt = row.invitation.acceptedAt ?? deps.clock.now();
  await deps.db
    .update(talentPoolInvitations)
    .set({ acceptedAt })
    .where(eq(talentPoolInvitations.id, invitationId));
  return toInvitation({ ...row, invitation: { ...row.invitation, acceptedAt } });
}

/**
 * The candidate's part of the data export: every consent still stored (in force, revoked or expired
 * until the retention deletes it) with the invitations it received.
 */
export async function talentPoolForExport(db: ClockedDeps['db'], candidateId: string) {
  const consents = await db
    .select({ consent: talentPoolConsents, companyName: companies.name })
    .from(talentPoolConsents)
    .innerJoin(companies, eq(companies.id, talentPoolConsents.companyId))
    .where(eq(talentPoolConsents.candidateId, candidateId))
    .orderBy(desc(talentPoolConsents.givenAt), asc(talentPoolConsents.id));
  const invitations = await db
    .select()
    .from(talentPoolInvitations)
    .innerJoin(talentPoolConsents, eq(talentPoolConsents.id, talentPoolInvitations.consentId))
    .where(eq(talentPoolConsents.candidateId, candidateId))
    .orderBy(asc(talentPoolInvitations.invitedAt));
  return consents.map(({ consent, companyName }) => ({
    companyName,
    jobTitle: consent.jobTitle,
    months: consent.months,
    givenAt: consent.givenAt.toISOString(),
    expiresAt: consent.expiresAt.toISOString(),
    revokedAt: consent.revokedAt?.toISOString() ?? null,
    invitations: invitations
      .filter((row) => row.talent_pool_invitations.consentId === consent.id)
      .map(({ talent_pool_invitations: invitation }) => ({
        jobTitle: invitation.jobTitle,
        invitedAt: invitation.invitedAt.toISOString(),
        expiresAt: invitation.expiresAt.toISOString(),
        acceptedAt: invitation.acceptedAt?.toISOString() ?? null,
      })),
  }));
}
