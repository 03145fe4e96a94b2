import { normalisedKey } from '@veil/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { companies } from '../../db/schema';
import type { FieldConflict } from '../../errors/conflicts';
import { type AddressClaim, employerAddressConflicts } from '../accounts/employer-addresses';

/** The key a company name is unique by: trimmed, case-insensitive (stored as `name_key`). */
export const companyNameKey = normalisedKey;

/**
 * The one rule for what identifies a company (spec: "A company's email must not be in use", names
 * unique regardless of case), used when a company is created, renamed or its basic information
 * changes. Returns every conflict, not only the first: the name, the company's address and any
 * further addresses claimed in the same request (e.g. its first power user's).
 */
export async function companyIdentityConflicts(
  tx: Tx,
  input: { name?: string; exceptCompanyId?: string; addresses?: AddressClaim[] },
): Promise<FieldConflict[]> {
  const conflicts: FieldConflict[] = [];
  if (input.name !== undefined) {
    const [taken] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(
        and(
          eq(companies.nameKey, companyNameKey(input.name)),
          input.exceptCompanyId ? ne(companies.id, input.exceptCompanyId) : undefined,
        ),
      )
      .for('update');
    if (taken)
      conflicts.push({ field: 'name', code: 'company_name_is_used', params: { name: input.name.trim() } });
  }
  conflicts.push(...(await employerAddressConflicts(tx, input.addresses ?? [])));
  return conflicts;
}
