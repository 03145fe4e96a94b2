import {
  type ApplicationAction,
  type ApplicationCapacity,
  checkTransition,
  type FlowCheck,
} from '@veil/domain';
import { eq, sql } from 'drizzle-orm';
import type { EmployerPrincipal } from '../../auth/session';
import type { DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { type ApplicationRow, type Assignment, applicationFacts, assignmentsOf } from './application-records';
import { applications } from './applications.schema';
import { capacitiesOn, findSent, refuse } from './employer-application-access';
import { toEmployerApplication } from './employer-application-view';

/*
 * How every employer change to an application runs: the application's row is locked first and the
 * state machine checked there, so of two concurrent actions one takes effect and the other is
 * refused with a clear error; the answer is the application as changed.
 */

type Employer = EmployerPrincipal;

/**
 * Runs `change` on the locked application and answers with it as changed (`now`: the app's clock
 * where the caller has it, for the audio interview's due date).
 */
export async function change(
  db: DbOrTx,
  employer: Employer,
  applicationId: string,
  work: (
    tx: Tx,
    row: ApplicationRow,
    assignment: Assignment,
    capacities: ApplicationCapacity[],
  ) => Promise<void>,
  now: Date = new Date(),
) {
  return db.transaction(async (tx) => {
    const row = await findSent(tx, employer, applicationId, true);
    const assignment = (await assignmentsOf(tx, [row.id])).get(row.id) ?? {
      reviewerIds: [],
      audioReviewerIds: [],
    };
    const capacities = capacitiesOn(employer, row, assignment);
    refuse(capacities);
    await work(tx, row, assignment, capacities);
    await tx
      .update(applications)
      .set({ version: sql`${applications.version} + 1`, updatedAt: new Date() })
      .where(eq(applications.id, row.id));
    const [changed] = await tx.select().from(applications).where(eq(applications.id, row.id));
    if (!changed) throw new AppError('application_not_found');
    return toEmployerApplication(tx, employer, changed, now);
  });
}

/** The status `action` leads to from the locked application, or the state machine's refusal. */
export async function allowedMove(
  tx: Tx,
  action: ApplicationAction,
  row: ApplicationRow,
  assignment: Assignment,
  capacities: ApplicationCapacity[],
) {
  const check = checkTransition(
    action,
    row.status,
    capacities,
    await applicationFacts.of(tx, row, assignment),
  );
  if (!check.ok) throw new AppError(check.error);
  return check.value;
}

/** Throws the state machine's refusal of an operation, if it refused. */
export function allow(result: FlowCheck<unknown>) {
  if (!result.ok) throw new AppError(result.error);
}
