import { AUDIO_REMINDER_HOURS, audioReminderDue } from '@veil/domain';
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs';
import type { AppMail } from '../../mail';
import { applications } from './applications.schema';
import { mailAudioReminderToCandidate } from './candidate-mail';

/*
 * Reminders of an open audio interview (issue 37; spec section 9: 72, 48 and 24 hours before the
 * due date). A scheduled run reads the clock, and for each application still `recording` and not
 * submitted sends the reminder that is due (audioReminderDue), each threshold once per due date.
 * A withdrawn application is erased, so it gets none; an extension starts the reminders afresh.
 */

/** Every quarter hour: a reminder arrives at most this late after its threshold. */
export const AUDIO_REMINDER_CRON = '*/15 * * * *';

/** Applications looked at per run; the next run takes the rest. */
const BATCH = 500;

export type AudioReminderDeps = { db: Db; mail: AppMail; log: FastifyBaseLogger };

/**
 * Sends the reminders due at `now` and returns how many went out. Each is claimed by adding its
 * threshold to `audio_reminders_sent` in one UPDATE whose WHERE re-checks, under the row lock, that
 * it is missing, that the application is still recording and unsubmitted and that the due date is
 * the one read: of two workers only one sends, and the mail is queued in that same transaction.
 */
export async function sendAudioReminders(deps: AudioReminderDeps, now: Date): Promise<number> {
  const horizon = new Date(now.getTime() + Math.max(...AUDIO_REMINDER_HOURS) * 3_600_000);
  const open = and(eq(applications.status, 'recording'), isNull(applications.submitAudioScreeningAnswerAt));
  const candidates = await deps.db
    .select({
      id: applications.id,
      dueDate: applications.dueDate,
      audioInvitedAt: applications.audioInvitedAt,
      dueDateExtendedAt: applications.dueDateExtendedAt,
      sent: applications.audioRemindersSent,
    })
    .from(applications)
    .where(and(open, gt(applications.dueDate, now), lte(applications.dueDate, horizon)))
    .limit(BATCH);
  let sent = 0;
  for (const row of candidates) {
    const invitedAt = row.dueDateExtendedAt ?? row.audioInvitedAt;
    if (!row.dueDate || !invitedAt) continue;
    const hours = audioReminderDue(row.dueDate, invitedAt, now, row.sent);
    if (hours === null) continue;
    const dueDate = row.dueDate;
    await deps.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(applications)
        .set({
          audioRemindersSent: sql`array_append(${applications.audioRemindersSent}, ${hours}::smallint)`,
        })
        .where(
          and(
            eq(applications.id, row.id),
            open,
            eq(applications.dueDate, dueDate),
            sql`not (${hours}::smallint = any(${applications.audioRemindersSent}))`,
          ),
        )
        .returning({
          id: applications.id,
          candidateId: applications.candidateId,
          jobId: applications.jobId,
          companyId: applications.companyId,
        });
      if (!claimed) return;
      await mailAudioReminderToCandidate(tx, deps.mail, claimed, { dueDate, hoursLeft: hours });
      sent += 1;
    });
  }
  if (sent > 0) deps.log.info({ sent }, 'audio interview reminders sent');
  return sent;
}

/** Runs this process's share of the reminders and (re)writes their schedule. */
export async function startAudioReminders(deps: AudioReminderDeps & { jobs: JobQueue; clock: Clock }) {
  const log = deps.log.child({ module: 'audio-reminders' });
  await deps.jobs.work('applications.audio-reminders', async () => {
    await sendAudioReminders({ ...deps, log }, deps.clock.now());
  });
  await deps.jobs.schedule('applications.audio-reminders', AUDIO_REMINDER_CRON, {});
}
