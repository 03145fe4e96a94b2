import { COMPANY_TIME_ZONE, checkOperation, checkTransition, type TemplateType } from '@veil/domain';
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
import { type ApplicationRow, type Assignment, applicationFacts, assignmentsOf } from './application-records';
import { applications } from './applications.schema';
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
    },
    now,
  );
}

/** Changes the invitation and resends it, while the candidate has not confirmed a slot (`approved`). */
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
      allow(checkOperation('updateInvitation', row.status, capacities));
      checkFuture(invitation, now);
      await checkInterviewers(tx, row, invitation.interviewerIds);
      await sendInvitation(tx, deps, row, invitation, `interview_invitation_${invitation.interviewType}`, {});
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
    canUpdate: checkOperation('updateInvitation', row.status, capacities).ok,
  };
}
