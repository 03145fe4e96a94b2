import {
  type ApplicationCapacity,
  COMPANY_TIME_ZONE,
  checkOperation,
  checkTransition,
  type TemplateType,
} from '@veil/domain';
import type { EmployerInterview, InterviewInvitation } from '@veil/domain/contracts';
import { eq } from 'drizzle-orm';
import type { EmployerPrincipal } from '../../auth/session';
import type { Tx } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { ClockedDeps } from '../../http/context';
import type { AppMail } from '../../mail';
import {
  interviewerAccounts,
  interviewOf,
  invitationView,
  writeInvitation,
} from '../interviews/interview-records';
import { jobPosts } from '../jobs/jobs.schema';
import { notify } from './application-notify';
import { type ApplicationRow, type Assignment, applicationFacts, assignmentsOf } from './application-records';
import { applications } from './applications.schema';
import { cancelConfirmedInterview } from './candidate-interview';
import { mailTemplateToCandidate } from './candidate-mail';
import { capacitiesOn, findSent, refuse } from './employer-application-access';
import { allow, allowedMove, change } from './employer-application-change';

/*
 * The employer's side of the interview invitation (issue 38; spec sections 1, 3–5): the person in
 * charge (or a power user) approves from `evaluating` (or `screening` for a job without audio
 * questions) with an invitation: type, duration, place, interviewers, cc and 1–10 slots in the
 * company's time zone → `approved`, `isInterviewSent`; the candidate gets the company's
 * `approval_message_{type}` mail with the slots listed. While nothing is confirmed the invitation can
 * be changed and resent (`interview_invitation_{type}`). Slots must lie in the future and must not
 * overlap a confirmed interview of one of the interviewers ("This time slot is already reserved").
 *
 * New slots for a confirmed interview (the transition `proposeNewSlots`, confirmed → approved) go
 * through the same change: the confirmed time is called off in both calendars (METHOD:CANCEL, same
 * UID, higher SEQUENCE) and frees its interviewers, `interviewAt` is cleared and the candidate gets
 * the new slots; their next confirmation sends METHOD:REQUEST with a higher SEQUENCE still.
 * Decision: this is open whenever the interview is confirmed and has not begun, not only after the
 * candidate asked to reschedule: a company must be able to move it too (an interviewer falls ill),
 * and the candidate chooses again, so nothing is imposed on them. Once the interview has begun it
 * cannot be moved (application_status_conflict): the candidate's reveal depends on it having taken
 * place (docs/product-decisions.md).
 */

type Employer = EmployerPrincipal;
export type InterviewDeps = ClockedDeps & { mail: AppMail };

/** Refuses slots that start before `now` (interview_slot_in_past). */
function checkFuture(invitation: InterviewInvitation, now: Date) {
  if (invitation.slots.some((slot) => new Date(slot.start).getTime() <= now.getTime()))
    throw new AppError('interview_slot_in_past');
}

/** Refuses interviewers who are not active accounts of the company (application_assignee_invalid). */
async function checkInterviewers(tx: Tx, row: ApplicationRow, ids: readonly string[]) {
  const active = new Set(
    (await interviewerAccounts(tx, row.companyId, ids))
      .filter((account) => account.status === 'accepted')
      .map((account) => account.id),
  );
  const missing = ids.filter((id) => !active.has(id));
  if (missing.length) throw new AppError('application_assignee_invalid', { accountIds: missing });
}

/**
 * Writes the invitation, marks it sent and mails the candidate the company's template of `type`
 * with the slots listed, all in the caller's transaction.
 */
async function sendInvitation(
  tx: Tx,
  deps: InterviewDeps,
  row: ApplicationRow,
  invitation: InterviewInvitation,
  type: TemplateType,
  values: Pick<Partial<ApplicationRow>, 'status'>,
) {
  const now = deps.clock.now();
  const interview = await writeInvitation(
    tx,
    row,
    {
      interviewType: invitation.interviewType,
      duration: invitation.duration,
      location: invitation.location,
      meetingUrl: invitation.meetingUrl,
      cc: invitation.cc,
      interviewerIds: [...new Set(invitation.interviewerIds)],
      slots: invitation.slots,
      timeZone: COMPANY_TIME_ZONE,
    },
    now,
  );
  await tx
    .update(applications)
    .set({ ...values, isInterviewSent: true, interviewSentAt: now, interviewAt: null })
    .where(eq(applications.id, row.id));
  const place = invitation.interviewType === 'remote' ? invitation.meetingUrl : invitation.location;
  await mailTemplateToCandidate(tx, deps.mail, row, type, {
    interview: {
      slots: interview.slots.map((slot) => ({ start: slot.startsAt, end: slot.endsAt })),
      duration: invitation.duration,
      place,
      timeZone: interview.timeZone,
    },
    // the invitation's cc list gets copies too, beside the template's
    cc: invitation.cc,
  });
}

/**
 * Approves with an interview invitation (evaluating → approved, through the transition table:
 * every screening and audio reviewer rated).
 */
export function approveWithInvitation(
  deps: InterviewDeps,
  employer: Employer,
  applicationId: string,
  invitation: InterviewInvitation,
) {
  const now = deps.clock.now();
  return change(
    deps.db,
    employer,
    applicationId,
    async (tx, row, assignment, capacities) => {
      // who and from where first, so that an outsider learns nothing from the checks below
      allow(
        checkTransition('approve', row.status, capacities, {
          ...applicationFacts.empty,
          screeningRated: true,
          audioRated: true,
        }),
      );
      const status = await allowedMove(tx, 'approve', row, assignment, capacities);
      checkFuture(invitation, now);
      await checkInterviewers(tx, row, invitation.interviewerIds);
      await sendInvitation(tx, deps, row, invitation, `approval_message_${invitation.interviewType}`, {
        status,
      });
      await notify(tx, 'interview_invitation', row.id);
    },
    now,
  );
}

/**
 * Whether `capacities` may change the invitation now: resend it while no slot is confirmed, or
 * propose new slots for a confirmed interview that has not begun (the refusal's error otherwise).
 */
function checkInvitationChange(
  row: Pick<ApplicationRow, 'status' | 'interviewAt'>,
  capacities: readonly ApplicationCapacity[],
  now: Date,
) {
  if (row.status !== 'confirmed') return checkOperation('updateInvitation', row.status, capacities);
  const check = checkTransition('proposeNewSlots', row.status, capacities, applicationFacts.empty);
  if (check.ok && (!row.interviewAt || row.interviewAt.getTime() <= now.getTime()))
    return { ok: false as const, error: 'application_status_conflict' as const };
  return check;
}

/**
 * Changes the invitation and resends it (`interview_invitation_{type}`): while the candidate has
 * not confirmed a slot (`approved`), or as new slots for a confirmed interview that has not begun
 * (→ `approved`; the confirmed time is called off in both calendars first, see the top of the file).
 */
export function updateInvitation(
  deps: InterviewDeps,
  employer: Employer,
  applicationId: string,
  invitation: InterviewInvitation,
) {
  const now = deps.clock.now();
  return change(
    deps.db,
    employer,
    applicationId,
    async (tx, row, _assignment, capacities) => {
      allow(checkInvitationChange(row, capacities, now));
      checkFuture(invitation, now);
      await checkInterviewers(tx, row, invitation.interviewerIds);
      const confirmed = row.status === 'confirmed';
      // the CANCEL goes to the interviewers of the confirmed time, before the new ones are written
      if (confirmed) await cancelConfirmedInterview(tx, deps.mail, row, now, 'rescheduled');
      await sendInvitation(
        tx,
        deps,
        row,
        invitation,
        `interview_invitation_${invitation.interviewType}`,
        confirmed ? { status: 'approved' } : {},
      );
      await notify(tx, 'interview_invitation', row.id);
    },
    now,
  );
}

/** The application's interview as employers see it; application_status_conflict before an invitation. */
export async function employerInterview(
  deps: ClockedDeps,
  employer: Employer,
  applicationId: string,
): Promise<EmployerInterview> {
  const row = await findSent(deps.db, employer, applicationId, false);
  const assignment: Assignment = (await assignmentsOf(deps.db, [row.id])).get(row.id) ?? {
    reviewerIds: [],
    audioReviewerIds: [],
  };
  const capacities = capacitiesOn(employer, row, assignment);
  refuse(capacities);
  const interview = await interviewOf(deps.db, row.id);
  if (!interview) throw new AppError('application_status_conflict');
  const [job] = await deps.db
    .select({ jobTitle: jobPosts.jobTitle })
    .from(jobPosts)
    .where(eq(jobPosts.id, row.jobId));
  const people = await interviewerAccounts(deps.db, row.companyId, interview.interviewerIds);
  const byId = new Map(people.map((person) => [person.id, person]));
  return {
    applicationId: row.id,
    status: row.status,
    ...invitationView(interview, row.interviewAt),
    interviewers: interview.interviewerIds.flatMap((id) => {
      const person = byId.get(id);
      return person
        ? [{ id, name: `${person.firstName} ${person.lastName}`.trim() || person.email, role: person.role }]
        : [];
    }),
    cc: interview.cc,
    title: `#${row.sequenceNumber ?? 0} — ${job?.jobTitle ?? ''}`,
    canUpdate: checkInvitationChange(row, capacities, deps.clock.now()).ok,
  };
}
