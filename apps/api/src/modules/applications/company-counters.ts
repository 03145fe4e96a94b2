import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companyCounters } from './applications.schema';

/**
 * The company's next application number or deletion log number. One upsert that increments the
 * counter row: concurrent callers wait for each other's row lock and never get the same number.
 */
export async function nextCompanyNumber(tx: DbOrTx, companyId: string, kind: 'application' | 'log') {
  const column =
    kind === 'application' ? companyCounters.lastApplicationNumber : companyCounters.lastLogNumber;
  const columnName = sql.raw(kind === 'application' ? 'last_application_number' : 'last_log_number');
  const [row] = await tx
    .insert(companyCounters)
    .values({ companyId, ...(kind === 'application' ? { lastApplicationNumber: 1 } : { lastLogNumber: 1 }) })
    .onConflictDoUpdate({
      target: companyCounters.companyId,
      set: {
        [kind === 'application' ? 'lastApplicationNumber' : 'lastLogNumber']:
          sql`${companyCounters}.${columnName} + 1`,
      },
    })
    .returning({ value: column });
  if (!row) throw new Error('nextCompanyNumber: no counter row');
  return row.value;
}
