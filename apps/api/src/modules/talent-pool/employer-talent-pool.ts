import { type AnonymousCv, TALENT_INVITATION_VALID_DAYS } from '@veil/domain';
import type { Talent, TalentPool } from '@veil/domain/contracts';
import { and, count, desc, eq, inArray, lt } from 'drizzle-orm';
import type { EmployerPrincipal } from '../../auth/session';
import { AppError } from '../../errors/app-error';
import type { ClockedDeps } from '../../http/context';
import type { AppMail } from '../../mail';
import { anonymousCvOfCandidate } from '../candidate-profile/anonymous-cv.service';
import { findCompanyJob } from '../jobs/job-posts.queries';
import { mailTalentInvitation } from './talent-invitation-mail';
import { talentPoolConsents, talentPoolInvitations } from './talent-pool.schema';
import { consentInForce, consentOfTalent } from './talent-pool-records';

/*
 * The employer's side of the talent pool (issue 39): the company's members in force, each as
 * "Talent #N" with the CURRENT anonymous CV (the same projection applications get, never an
 * application's data), and invitations to apply to an open job. What is returned is built here from
 * an allow-list: the talent number, the consent's job title and end, the CV and the company's own
 * invitations. No candidate id, consent id, name or address ever leaves this file.
 */

type Employer = EmployerPrincipal;
type ConsentRow = typeof talentPoolConsents.$inferSelect;

const DAY_MS = 86_400_000;

/** Every word of `skill` is found in a skill tag, job title or the headline of the CV. */
function matchesSkill(cv: AnonymousCv, skill: string | undefined): boolean {
  const words = (skill ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = [cv.workInformation.personalHeadline, ...cv.tags, ...cv.workExperiences.map((e) => e.jobTitle)]
    .join(' ')
    .toLowerCase();
  return words.every((word) => text.includes(word));
}

async function toTalents(
  deps: ClockedDeps,
  consents: readonly ConsentRow[],
  skill?: string,
): Promise<Talent[]> {
  const now = deps.clock.now();
  const invitations =
    consents.length === 0
      ? []
      : await deps.db
          .select()
          .from(talentPoolInvitations)
          .where(
            inArray(
              talentPoolInvitations.consentId,
              consents.map((consent) => consent.id),
            ),
          )
          .orderBy(desc(talentPoolInvitations.invitedAt));
  const talents: Talent[] = [];
  for (const consent of consents) {
    // the candidate's CV as it is today; without a profile (never, or deleted) they are not listed
    const anonymousCv = await anonymousCvOfCandidate(deps.db, consent.candidateId, null, now);
    if (!anonymousCv || !matchesSkill(anonymousCv, skill)) continue;
    talents.push({
      talentNumber: consent.talentNumber,
      jobTitle: consent.jobTitle,
      inPoolUntil: consent.expiresAt.toISOString(),
      anonymousCv,
      invitations: invitations
        .filter((invitation) => invitation.consentId === consent.id)
        .map((invitation) => ({
          jobId: invitation.jobId,
          jobTitle: invitation.jobTitle,
          invitedAt: invitation.invitedAt.toISOString(),
        })),
    });
  }
  return talents;
}

/** Consents read per round while a skill filter fills a page: the filter runs on the built CVs. */
const SCAN_BATCH = 50;

function talentCursor(lastIndex: string | undefined): number | null {
  if (lastIndex === undefined) return null;
  if (!/^\d{1,10}$/.test(lastIndex)) throw new AppError('invalid_query_parameters', { field: 'lastIndex' });
  return Number(lastIndex);
}

/**
 * One page of the company's pool, newest member first (keyset on the talent number), filtered by
 * skill words. The CVs are built from the current profiles, so the filter cannot run in SQL: the
 * consents are read in batches until the page is full or the pool ends.
 */
export async function listTalentPool(
  deps: ClockedDeps,
  employer: Employer,
  query: { skill?: string | undefined; lastIndex?: string | undefined; pageSize: number },
): Promise<TalentPool> {
  const inForce = and(eq(talentPoolConsents.companyId, employer.companyId), consentInForce(deps.clock.now()));
  let before = talentCursor(query.lastIndex);
  const talents: Talent[] = [];
  let more = false;
  for (;;) {
    const batch = await deps.db
      .select()
      .from(talentPoolConsents)
      .where(and(inForce, before === null ? undefined : lt(talentPoolConsents.talentNumber, before)))
      .orderBy(desc(talentPoolConsents.talentNumber))
      .limit(SCAN_BATCH);
    for (const talent of await toTalents(deps, batch, query.skill)) {
      if (talents.length === query.pageSize) {
        more = true;
        break;
      }
      talents.push(talent);
    }
    const last = batch.at(-1);
    // a full page goes on reading only to learn whether one more member passes the filter
    if (more || batch.length < SCAN_BATCH || !last) break;
    before = last.talentNumber;
  }
  const [total] = await deps.db.select({ value: count() }).from(talentPoolConsents).where(inForce);
  return {
    talents,
    lastIndex: more ? String(talents.at(-1)?.talentNumber) : null,
    totalRecords: total?.value ?? 0,
  };
}

/**
 * Invites a member of the pool to apply to one of the company's open jobs: a draft or closed job
 * answers job_status_conflict, another company's job job_not_found, a member not in force
 * talent_not_found, a second invitation to the same job talent_invitation_exists. The candidate
 * gets an e-mail, queued in the same transaction.
 */
export async function inviteTalent(
  deps: ClockedDeps & { mail: AppMail },
  employer: Employer,
  input: { talentNumber: number; jobId: string },
): Promise<Talent> {
  const now = deps.clock.now();
  const consent = await deps.db.transaction(async (tx) => {
    const found = await consentOfTalent(tx, employer.companyId, input.talentNumber, now);
    if (!found) throw new AppError('talent_not_found');
    const job = await findCompanyJob(tx, employer.companyId, input.jobId);
    if (job.status !== 'open') throw new AppError('job_status_conflict');
    const [created] = await tx
      .insert(talentPoolInvitations)
      .values({
        consentId: found.id,
        jobId: job.id,
        jobTitle: job.jobTitle,
        invitedAt: now,
        expiresAt: new Date(now.getTime() + TALENT_INVITATION_VALID_DAYS * DAY_MS),
      })
      .onConflictDoNothing()
      .returning({ id: talentPoolInvitations.id });
    if (!created) throw new AppError('talent_invitation_exists');
    await mailTalentInvitation(tx, deps.mail, {
      candidateId: found.candidateId,
      companyId: employer.companyId,
      jobTitle: job.jobTitle,
    });
    return found;
  });
  const [talent] = await toTalents(deps, [consent]);
  if (!talent) throw new AppError('talent_not_found');
  return talent;
}
