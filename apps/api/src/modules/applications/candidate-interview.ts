import { canRequestReschedule, checkOperation, checkTransition, type InterviewFields } from '@veil/domain';
import type { CandidateCalendar, CandidateInterview } from '@veil/domain/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CandidatePrincipal } from '../../auth/session';
import type { DbOrTx, Tx } from '../../db/client';
import { companies } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { ClockedDeps } from '../../http/context';
import type { AppMail } from '../../mail';
import { personalValueMask } from '../candidate-profile/anonymous-cv.service';
import {
  cancelInterview,
  confirmInterviewSlot,
  type InterviewRecord,
  interviewOf,
  interviewsOf,
  invitationView,
  recordCandidateMessage,
  slotView,
} from '../interviews/interview-records';
import { jobPosts } from '../jobs/jobs.schema';
import { notify } from './application-notify';
import { type ApplicationRow, applicationFacts } from './application-records';
import { applications } from './applications.schema';
import { findOwn } from './candidate-application-access';
import { mailInterviewCalendars, mailInterviewReply } from './interview-calendar-mails';

/*
 * The candidate's side of the interview (issue 38; spec sections 1, 2 and 4): the invitation with
 * its proposed slots (ISO; the browser shows them in its own zone), confirming one (→ `confirmed`,
 * `interviewAt`; both sides get the calendar file), saying none fits, asking to reschedule until
 * RESCHEDULE_WINDOW_HOURS before, and the calendar screen across the candidate's applications. The
 * candidate's messages are masked before they are stored, as employers read them.
 */

type Candidate = CandidatePrincipal;
export type CandidateInterviewDeps = ClockedDeps & { mail: AppMail };

/** The interview fields of an application for both sides' views. */
export function interviewFields(row: ApplicationRow): InterviewFields {
  return {
    interviewAt: row.interviewAt?.toISOString() ?? null,
    isInterviewSent: row.isInterviewSent,
    interviewSentAt: row.interviewSentAt?.toISOString() ?? null,
  };
}

async function namesOf(db: DbOrTx, row: ApplicationRow) {
  const [names] = await db
    .select({ jobTitle: jobPosts.jobTitle, companyName: companies.name })
    .from(jobPosts)
    .innerJoin(companies, eq(companies.id, jobPosts.companyId))
    .where(eq(jobPosts.id, row.jobId));
  return names ?? { jobTitle: '', companyName: '' };
}

function view(
  row: ApplicationRow,
  interview: InterviewRecord,
  names: { jobTitle: string; companyName: string },
  now: Date,
): CandidateInterview {
  return {
    applicationId: row.id,
    status: row.status,
    jobTitle: names.jobTitle,
    companyName: names.companyName,
    ...invitationView(interview, row.interviewAt),
    canChooseSlot: checkTransition('confirmTimeSlot', row.status, ['candidate'], applicationFacts.empty).ok,
    canRequestReschedule:
      checkOperation('requestReschedule', row.status, ['candidate']).ok &&
      row.interviewAt !== null &&
      canRequestReschedule(row.interviewAt, now),
  };
}

/** The candidate's own application and its interview (application_status_conflict without one). */
async function own(db: DbOrTx, candidate: Candidate, applicationId: string, lock: boolean) {
  const row = await findOwn(db, candidate, applicationId, lock);
  const interview = await interviewOf(db, row.id);
  if (!interview) throw new AppError('application_status_conflict');
  return { row, interview };
}

/** The invitation as the candidate sees it. */
export async function candidateInterview(
  deps: ClockedDeps,
  candidate: Candidate,
  applicationId: string,
): Promise<CandidateInterview> {
  const { row, interview } = await own(deps.db, candidate, applicationId, false);
  return view(row, interview, await namesOf(deps.db, row), deps.clock.now());
}

/** Runs candidate work on the locked application and answers with the interview as changed. */
function onLocked(
  deps: ClockedDeps,
  candidate: Candidate,
  applicationId: string,
  work: (tx: Tx, row: ApplicationRow, interview: InterviewRecord, now: Date) => Promise<void>,
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { row, interview } = await own(tx, candidate, applicationId, true);
    await work(tx, row, interview, now);
    const changed = await own(tx, candidate, applicationId, false);
    return view(changed.row, changed.interview, await namesOf(tx, row), now);
  });
}

/**
 * Confirms one proposed slot (approved → confirmed, interviewAt): refused as reserved when another
 * confirmed interview of one of the interviewers overlaps it meanwhile (interview-records.ts locks
 * the interviewers, so of two candidates confirming overlapping slots one wins). Both sides get the
 * calendar file (METHOD:REQUEST).
 */
export function confirmSlot(
  deps: CandidateInterviewDeps,
  candidate: Candidate,
  applicationId: string,
  slotId: string,
) {
  return onLocked(deps, candidate, applicationId, async (tx, row, interview, now) => {
    const check = checkTransition('confirmTimeSlot', row.status, ['candidate'], applicationFacts.empty);
    if (!check.ok) throw new AppError(check.error);
    const slot = interview.slots.find((candidateSlot) => candidateSlot.id === slotId);
    if (!slot) throw new AppError('invalid_request', { field: 'slotId' });
    if (slot.startsAt.getTime() <= now.getTime()) throw new AppError('interview_slot_in_past');
    await confirmInterviewSlot(tx, interview, slotId, now);
    await tx
      .update(applications)
      .set({ status: check.value, interviewAt: slot.startsAt, updatedAt: now })
      .where(eq(applications.id, row.id));
    await mailInterviewCalendars(tx, deps.mail, row, interview, slot, {
      kind: 'confirmed',
      sequence: interview.sequence + 1,
      now,
      toCandidate: true,
      linkToApplication: true,
    });
    await notify(tx, 'slot_confirmed', row.id);
  });
}

/** The candidate says none of the slots fits, with a short message (masked), so new ones can come. */
export function noSlotFits(
  deps: CandidateInterviewDeps,
  candidate: Candidate,
  applicationId: string,
  message: string,
) {
  return onLocked(deps, candidate, applicationId, async (tx, row, interview, now) => {
    const check = checkOperation('declineSlots', row.status, ['candidate']);
    if (!check.ok) throw new AppError(check.error);
    const mask = await personalValueMask(tx, candidate.userId);
    const masked = mask(message);
    await recordCandidateMessage(tx, interview.id, 'noSlotFits', masked, now);
    await mailInterviewReply(tx, deps.mail, row, 'noSlotFits', masked);
  });
}

/** The candidate asks to move the confirmed interview, until RESCHEDULE_WINDOW_HOURS before it. */
export function requestReschedule(
  deps: CandidateInterviewDeps,
  candidate: Candidate,
  applicationId: string,
  message: string,
) {
  return onLocked(deps, candidate, applicationId, async (tx, row, interview, now) => {
    const check = checkOperation('requestReschedule', row.status, ['candidate']);
    if (!check.ok) throw new AppError(check.error);
    if (!row.interviewAt || !canRequestReschedule(row.interviewAt, now))
      throw new AppError('interview_reschedule_closed');
    const mask = await personalValueMask(tx, candidate.userId);
    const masked = mask(message);
    await recordCandidateMessage(tx, interview.id, 'reschedule', masked, now);
    await mailInterviewReply(tx, deps.mail, row, 'reschedule', masked);
  });
}

/**
 * Calls off the confirmed interview of an application that is rejected, withdrawn or given new
 * slots (`rescheduled`), in the caller's transaction (before a withdrawal's erasure): the
 * interviewers get METHOD:CANCEL, and the candidate too unless they withdrew (their mails are
 * erased with the application). Its time no longer reserves the interviewers. Nothing for an
 * application without a confirmed interview.
 */
export async function cancelConfirmedInterview(
  tx: Tx,
  mail: AppMail,
  row: ApplicationRow,
  now: Date,
  reason: 'rejected' | 'withdrawn' | 'rescheduled',
) {
  if (row.status !== 'confirmed') return;
  const interview = await interviewOf(tx, row.id);
  const slot = interview?.slots.find((candidateSlot) => candidateSlot.id === interview.confirmedSlotId);
  if (!interview || !slot) return;
  const sequence = await cancelInterview(tx, interview, now);
  await mailInterviewCalendars(tx, mail, row, interview, slot, {
    kind: 'cancelled',
    sequence,
    now,
    toCandidate: reason !== 'withdrawn',
    linkToApplication: reason !== 'withdrawn',
  });
}

/**
 * The candidate's calendar screen: confirmed interviews from now on, audio interviews still to
 * record by due date, and invitations waiting for a choice of slot, across their applications.
 */
export async function candidateCalendar(deps: ClockedDeps, candidate: Candidate): Promise<CandidateCalendar> {
  const now = deps.clock.now();
  const rows = await deps.db
    .select({ application: applications, jobTitle: jobPosts.jobTitle, companyName: companies.name })
    .from(applications)
    .innerJoin(jobPosts, eq(jobPosts.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .where(
      and(
        eq(applications.candidateId, candidate.userId),
        inArray(applications.status, ['recording', 'approved', 'confirmed']),
      ),
    )
    .orderBy(asc(applications.createdAt));
  const found = await interviewsOf(
    deps.db,
    rows.filter((row) => row.application.status !== 'recording').map((row) => row.application.id),
  );
  const calendar: CandidateCalendar = { interviews: [], recordingDueDates: [], pendingSlotChoices: [] };
  for (const { application, jobTitle, companyName } of rows) {
    const base = { applicationId: application.id, jobTitle, companyName };
    const interview = found.get(application.id);
    if (
      application.status === 'recording' &&
      application.dueDate &&
      !application.submitAudioScreeningAnswerAt
    ) {
      calendar.recordingDueDates.push({ ...base, dueDate: application.dueDate.toISOString() });
    } else if (application.status === 'approved' && interview) {
      calendar.pendingSlotChoices.push({
        ...base,
        sentAt: interview.sentAt.toISOString(),
        slots: interview.slots
          .filter((slot) => slot.startsAt.getTime() > now.getTime())
          .map((slot) => slotView(interview, slot)),
      });
    } else if (application.status === 'confirmed' && interview) {
      const slot = interview.slots.find((candidateSlot) => candidateSlot.id === interview.confirmedSlotId);
      if (slot && slot.endsAt.getTime() > now.getTime())
        calendar.interviews.push({
          ...base,
          start: slot.startsAt.toISOString(),
          end: slot.endsAt.toISOString(),
          interviewType: interview.interviewType,
          location: interview.location,
          meetingUrl: interview.meetingUrl,
        });
    }
  }
  calendar.interviews.sort((a, b) => a.start.localeCompare(b.start));
  calendar.recordingDueDates.sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  return calendar;
}
