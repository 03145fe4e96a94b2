import { type ApplicationStatus, checkOperation, type Rejection, type TemplateType } from '@veil/domain';
import { eq } from 'drizzle-orm';
import type { EmployerPrincipal } from '../../auth/session';
import type { Clock } from '../../clock';
import type { DbOrTx } from '../../db/client';
import type { AppMail } from '../../mail';
import { notify } from './application-notify';
import { accountName } from './application-records';
import { applicationNotes, applications } from './applications.schema';
import { cancelConfirmedInterview } from './candidate-interview';
import { mailTemplateToCandidate } from './candidate-mail';
import { allow, allowedMove, change } from './employer-application-change';

/*
 * One application as its company's employers work on it (spec sections 2, 4, 5 and 6): read it,
 * assign people, start the screening, rate, add notes, reject, select. Every change locks the
 * application's row first and checks the state machine there, so of two concurrent actions one
 * takes effect and the other is refused with a clear error.
 *
 * Here: starting the screening, notes, selecting and rejecting. Reading an application is in
 * employer-application-view.ts, assigning people in application-assignment.ts, rating in
 * application-ratings.ts; all changes run through employer-application-change.ts.
 */

type Employer = EmployerPrincipal;

export type EmployerApplicationDeps = { db: DbOrTx; mail: AppMail; clock: Clock };

/** Starts the screening: person in charge or a power user, with at least the minimum of reviewers. */
export function startScreening(
  deps: { db: DbOrTx; clock: Clock },
  employer: Employer,
  applicationId: string,
) {
  const now = deps.clock.now();
  return change(
    deps.db,
    employer,
    applicationId,
    async (tx, row, assignment, capacities) => {
      const status = await allowedMove(tx, 'startScreening', row, assignment, capacities);
      await tx
        .update(applications)
        .set({ status, screeningStartedAt: now })
        .where(eq(applications.id, row.id));
      await notify(tx, 'my_application', row.id);
    },
    now,
  );
}

/** A note by anyone of the company who may open the application. */
export function addApplicationNote(db: DbOrTx, employer: Employer, applicationId: string, content: string) {
  return change(db, employer, applicationId, async (tx, row, _assignment, capacities) => {
    allow(checkOperation('note', row.status, capacities));
    await tx.insert(applicationNotes).values({
      applicationId: row.id,
      authorId: employer.userId,
      authorName: await accountName(tx, employer),
      content,
    });
  });
}

/** Marks the application as selected or removes the mark. */
export function selectApplication(
  db: DbOrTx,
  employer: Employer,
  applicationId: string,
  isSelected: boolean,
) {
  return change(db, employer, applicationId, async (tx, row, _assignment, capacities) => {
    allow(checkOperation('select', row.status, capacities));
    await tx.update(applications).set({ isSelected }).where(eq(applications.id, row.id));
  });
}

/**
 * The company's rejection template for an application's status: before any interview was offered
 * the general one, during the screening and audio stages the one before the interview, once the
 * candidate was approved for an interview the one after it.
 */
export function rejectionTemplateFor(status: ApplicationStatus): TemplateType {
  if (status === 'approved' || status === 'confirmed') return 'reject_application_after_interview';
  if (status === 'screening' || status === 'recording' || status === 'evaluating')
    return 'reject_application_before_interview';
  return 'reject_application';
}

/**
 * Rejects: the note to the candidate goes into an e-mail in their language (queued in this
 * transaction, erased with the application), the internal reason stays with the company. A second
 * reject (another tab, a colleague) is application_status_conflict.
 */
export function rejectApplication(
  deps: EmployerApplicationDeps,
  employer: Employer,
  applicationId: string,
  rejection: Rejection,
) {
  const now = deps.clock.now();
  return change(
    deps.db,
    employer,
    applicationId,
    async (tx, row, assignment, capacities) => {
      const status = await allowedMove(tx, 'reject', row, assignment, capacities);
      await tx
        .update(applications)
        .set({
          status,
          rejectedAt: now,
          rejectionNote: rejection.noteToCandidate,
          rejectionReason: rejection.internalReason,
        })
        .where(eq(applications.id, row.id));
      // the candidate's address stays on the candidate's side (candidate-mail.ts)
      await mailTemplateToCandidate(tx, deps.mail, row, rejectionTemplateFor(row.status), {
        note: rejection.noteToCandidate,
      });
      await notify(tx, 'my_application', row.id);
      // a confirmed interview is called off in every calendar it was added to (METHOD:CANCEL)
      await cancelConfirmedInterview(tx, deps.mail, row, now, 'rejected');
    },
    now,
  );
}
