import { normaliseEmail } from '@veil/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { authEmployerUser, companies } from '../../db/schema';
import type { FieldConflict } from '../../errors/conflicts';

/** An e-mail address a company or an employer account wants to use, and the form field it came from. */
export type AddressClaim = {
  field: string;
  email: string;
  /** the company being changed: its own current address is no conflict */
  exceptCompanyId?: string;
  /** the account being changed: its own current address is no conflict */
  exceptAccountId?: string;
};

/**
 * The one rule for e-mail addresses on the employer side (spec: "A company's email must not be in
 * use"): an address names at most one company or one employer account, never both. Each claimed
 * address is locked until the transaction ends, so two requests claiming it at the same moment are
 * decided one after the other; the unique indexes on both tables stand behind this.
 */
export async function employerAddressConflicts(
  tx: Tx,
  claims: readonly AddressClaim[],
): Promise<FieldConflict[]> {
  const emails = [...new Set(claims.map((claim) => normaliseEmail(claim.email)))].sort();
  if (emails.length === 0) return [];
  for (const email of emails) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`employer-address:${email}`}, 0))`);
  }
  const companyRows = await tx
    .select({ id: companies.id, email: sql<string>`lower(${companies.email})` })
    .from(companies)
    .where(inArray(sql`lower(${companies.email})`, emails));
  const accountRows = await tx
    .select({ id: authEmployerUser.id, email: authEmployerUser.email })
    .from(authEmployerUser)
    .where(inArray(authEmployerUser.email, emails));
  const seen = new Set<string>();
  const conflicts: FieldConflict[] = [];
  for (const claim of claims) {
    const email = normaliseEmail(claim.email);
    const taken =
      seen.has(email) ||
      companyRows.some((row) => row.email === email && row.id !== claim.exceptCompanyId) ||
      accountRows.some((row) => row.email === email && row.id !== claim.exceptAccountId);
    seen.add(email);
    if (taken) conflicts.push({ field: claim.field, code: 'email_is_used', params: { email } });
  }
  return conflicts;
}
