import type { InterviewDuration, InterviewType } from '@veil/domain';
import type { InterviewSlot, InterviewSlotInput } from '@veil/domain/contracts';
import { and, asc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { authEmployerUser, employerUsers } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { interviewInterviewers, interviewSlots, interviews } from './interviews.schema';

/*
 * The interviews' records (issue 38): what the applications module's interview services read and
 * write through, since only this module touches its tables. The reserved-slot rule lives here:
 * interviewers are locked (their employer_users rows, FOR UPDATE, in id order) before their
 * confirmed interviews are checked, so two confirmations of overlapping slots of one interviewer
 * run one after the other and the second sees the first (interview_slot_reserved).
 */

export type InterviewRow = typeof interviews.$inferSelect;
export type InterviewSlotRow = typeof interviewSlots.$inferSelect;

/** The interview of an application with its slots (in order) and interviewer ids (in order). */
export type InterviewRecord = InterviewRow & { slots: InterviewSlotRow[]; interviewerIds: string[] };

/** What an invitation sets (a new one, a change before anything is confirmed, or new slots for a confirmed one). */
export type InvitationValues = {
  interviewType: InterviewType;
  duration: InterviewDuration;
  location: string;
  meetingUrl: string;
  cc: string[];
  interviewerIds: string[];
  slots: InterviewSlotInput[];
  timeZone: string;
};

/** The interviews of applications, each with its slots and interviewers. */
export async function interviewsOf(db: DbOrTx, applicationIds: readonly string[]) {
  const found = new Map<string, InterviewRecord>();
  if (applicationIds.length === 0) return found;
  const rows = await db
    .select()
    .from(interviews)
    .where(inArray(interviews.applicationId, [...applicationIds]));
  if (rows.length === 0) return found;
  const ids = rows.map((row) => row.id);
  const slots = await db
    .select()
    .from(interviewSlots)
    .where(inArray(interviewSlots.interviewId, ids))
    .orderBy(asc(interviewSlots.position));
  const people = await db
    .select()
    .from(interviewInterviewers)
    .where(inArray(interviewInterviewers.interviewId, ids))
    .orderBy(asc(interviewInterviewers.position));
  for (const row of rows) {
    found.set(row.applicationId, {
      ...row,
      slots: slots.filter((slot) => slot.interviewId === row.id),
      interviewerIds: people
        .filter((person) => person.interviewId === row.id)
        .map((person) => person.employerId),
    });
  }
  return found;
}

/** The interview of one application, or null. */
export async function interviewOf(db: DbOrTx, applicationId: string): Promise<InterviewRecord | null> {
  return (await interviewsOf(db, [applicationId])).get(applicationId) ?? null;
}

/** A slot as the API shows it: ISO instants and whether it is the confirmed one. */
export function slotView(interview: InterviewRow, slot: InterviewSlotRow): InterviewSlot {
  return {
    id: slot.id,
    start: slot.startsAt.toISOString(),
    end: slot.endsAt.toISOString(),
    state: interview.confirmedSlotId === slot.id ? 'confirmed' : 'proposed',
  };
}

/**
 * The invitation as both sides see it (the candidate's and the employers' interview views add
 * their own fields): its terms, slots and the candidate's replies; `interviewAt` is the
 * application's confirmed start.
 */
export function invitationView(interview: InterviewRecord, interviewAt: Date | null) {
  return {
    interviewType: interview.interviewType,
    duration: interview.duration,
    location: interview.location,
    meetingUrl: interview.meetingUrl,
    timeZone: interview.timeZone,
    slots: interview.slots.map((slot) => slotView(interview, slot)),
    confirmedAt: interview.confirmedAt?.toISOString() ?? null,
    interviewAt: interviewAt?.toISOString() ?? null,
    sentAt: interview.sentAt.toISOString(),
    noSlotFits:
      interview.noSlotFitsMessage !== null && interview.noSlotFitsAt
        ? { message: interview.noSlotFitsMessage, sentAt: interview.noSlotFitsAt.toISOString() }
        : null,
    rescheduleRequest:
      interview.rescheduleMessage !== null && interview.rescheduleRequestedAt
        ? { message: interview.rescheduleMessage, sentAt: interview.rescheduleRequestedAt.toISOString() }
        : null,
  };
}

/**
 * Locks the interviewers' account rows, in id order (so two transactions never wait on each other
 * crosswise): every confirmation and every invitation of these people runs after the other.
 */
async function lockInterviewers(tx: Tx, employerIds: readonly string[]) {
  if (employerIds.length === 0) return;
  await tx
    .select({ id: employerUsers.id })
    .from(employerUsers)
    .where(inArray(employerUsers.id, [...employerIds]))
    .orderBy(asc(employerUsers.id))
    .for('update');
}

/**
 * Refuses (interview_slot_reserved) when one of `slots` overlaps a confirmed interview of one of
 * the interviewers other than `exceptInterviewId`. Call with the interviewers locked.
 */
async function refuseReserved(
  tx: Tx,
  employerIds: readonly string[],
  slots: readonly { start: Date; end: Date }[],
  exceptInterviewId: string | null,
) {
  if (employerIds.length === 0 || slots.length === 0) return;
  const overlaps = slots.map(
    (slot) =>
      sql`(${interviewSlots.startsAt} < ${slot.end.toISOString()}::timestamptz AND ${slot.start.toISOString()}::timestamptz < ${interviewSlots.endsAt})`,
  );
  const [taken] = await tx
    .select({ id: interviewSlots.id })
    .from(interviewInterviewers)
    .innerJoin(interviews, eq(interviews.id, interviewInterviewers.interviewId))
    .innerJoin(interviewSlots, eq(interviewSlots.id, interviews.confirmedSlotId))
    .where(
      and(
        inArray(interviewInterviewers.employerId, [...employerIds]),
        isNotNull(interviews.confirmedSlotId),
        isNull(interviews.cancelledAt),
        exceptInterviewId ? ne(interviews.id, exceptInterviewId) : undefined,
        sql`(${sql.join(overlaps, sql` OR `)})`,
      ),
    )
    .limit(1);
  if (taken) throw new AppError('interview_slot_reserved');
}

/**
 * Writes the invitation of an application: a new interview, or the existing one changed in place
 * (same id, so the same calendar UID; sequence raised). The slots are replaced and any "none fits"
 * message cleared, as the candidate now has new slots to choose from. Slots overlapping a confirmed
 * interview of an interviewer are refused as reserved.
 */
export async function writeInvitation(
  tx: Tx,
  application: { id: string; companyId: string },
  values: InvitationValues,
  now: Date,
): Promise<InterviewRecord> {
  await lockInterviewers(tx, values.interviewerIds);
  const existing = await interviewOf(tx, application.id);
  const slots = values.slots.map((slot) => ({ start: new Date(slot.start), end: new Date(slot.end) }));
  await refuseReserved(tx, values.interviewerIds, slots, existing?.id ?? null);
  const fields = {
    interviewType: values.interviewType,
    duration: values.duration,
    location: values.location,
    meetingUrl: values.meetingUrl,
    cc: values.cc,
    timeZone: values.timeZone,
    sentAt: now,
    confirmedSlotId: null,
    confirmedAt: null,
    noSlotFitsMessage: null,
    noSlotFitsAt: null,
    rescheduleMessage: null,
    rescheduleRequestedAt: null,
    // new slots for a called-off confirmed interview: once confirmed again, its time reserves again
    cancelledAt: null,
  };
  let interviewId: string;
  if (existing) {
    interviewId = existing.id;
    await tx
      .update(interviews)
      .set({ ...fields, sequence: existing.sequence + 1 })
      .where(eq(interviews.id, interviewId));
    await tx.delete(interviewSlots).where(eq(interviewSlots.interviewId, interviewId));
    await tx.delete(interviewInterviewers).where(eq(interviewInterviewers.interviewId, interviewId));
  } else {
    const [created] = await tx
      .insert(interviews)
      .values({ ...fields, applicationId: application.id, companyId: application.companyId })
      .returning({ id: interviews.id });
    if (!created) throw new AppError('db_data_corrupted');
    interviewId = created.id;
  }
  await tx
    .insert(interviewSlots)
    .values(
      slots.map((slot, position) => ({ interviewId, startsAt: slot.start, endsAt: slot.end, position })),
    );
  await tx
    .insert(interviewInterviewers)
    .values(values.interviewerIds.map((employerId, position) => ({ interviewId, employerId, position })));
  const written = await interviewOf(tx, application.id);
  if (!written) throw new AppError('db_data_corrupted');
  return written;
}

/**
 * Confirms one slot of the interview: with its interviewers locked, refuses it when it overlaps
 * another confirmed interview of one of them (interview_slot_reserved), otherwise marks it
 * confirmed and raises the sequence. Returns the confirmed slot.
 */
export async function confirmInterviewSlot(
  tx: Tx,
  interview: InterviewRecord,
  slotId: string,
  now: Date,
): Promise<InterviewSlotRow> {
  const slot = interview.slots.find((candidate) => candidate.id === slotId);
  if (!slot) throw new AppError('invalid_request', { field: 'slotId' });
  await lockInterviewers(tx, interview.interviewerIds);
  await refuseReserved(
    tx,
    interview.interviewerIds,
    [{ start: slot.startsAt, end: slot.endsAt }],
    interview.id,
  );
  await tx
    .update(interviews)
    .set({
      confirmedSlotId: slot.id,
      confirmedAt: now,
      sequence: interview.sequence + 1,
      noSlotFitsMessage: null,
      noSlotFitsAt: null,
    })
    .where(eq(interviews.id, interview.id));
  return slot;
}

/** Records the candidate's (masked) message: none of the slots fits, or a reschedule request. */
export async function recordCandidateMessage(
  tx: Tx,
  interviewId: string,
  kind: 'noSlotFits' | 'reschedule',
  message: string,
  now: Date,
) {
  await tx
    .update(interviews)
    .set(
      kind === 'noSlotFits'
        ? { noSlotFitsMessage: message, noSlotFitsAt: now }
        : { rescheduleMessage: message, rescheduleRequestedAt: now },
    )
    .where(eq(interviews.id, interviewId));
}

/**
 * Calls the interview off: its time no longer reserves the interviewers, and the sequence rises
 * for the CANCEL file, which carries the returned value.
 */
export async function cancelInterview(tx: Tx, interview: InterviewRow, now: Date): Promise<number> {
  const sequence = interview.sequence + 1;
  await tx.update(interviews).set({ sequence, cancelledAt: now }).where(eq(interviews.id, interview.id));
  return sequence;
}

/** Accounts of the company among `ids` that may interview (active), with name, address and language. */
export async function interviewerAccounts(db: DbOrTx, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: employerUsers.id,
      firstName: employerUsers.firstName,
      lastName: employerUsers.lastName,
      role: employerUsers.role,
      status: employerUsers.status,
      email: authEmployerUser.email,
      locale: authEmployerUser.locale,
    })
    .from(employerUsers)
    .innerJoin(authEmployerUser, eq(authEmployerUser.id, employerUsers.id))
    .where(and(eq(employerUsers.companyId, companyId), inArray(employerUsers.id, [...ids])));
}
