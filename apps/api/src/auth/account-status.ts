import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { adminUsers, companies, employerUsers } from '../db/schema';
import type { Pool } from './pools';

/**
 * Why a user may not have a session even with the right password: a deactivated account, or
 * (employers) a deactivated company. Null when nothing stands in the way.
 */
export async function accountStatusBlock(
  db: Db,
  pool: Pool,
  userId: string,
): Promise<'user_inactive' | 'company_inactive' | null> {
  if (pool === 'employer') {
    const [row] = await db
      .select({ status: employerUsers.status, companyActive: companies.isActive })
      .from(employerUsers)
      .innerJoin(companies, eq(companies.id, employerUsers.companyId))
      .where(eq(employerUsers.id, userId));
    if (!row || row.status === 'inactive') return 'user_inactive';
    if (!row.companyActive) return 'company_inactive';
    return null;
  }
  if (pool === 'admin') {
    const [row] = await db
      .select({ status: adminUsers.status })
      .from(adminUsers)
      .where(eq(adminUsers.id, userId));
    return !row || row.status === 'inactive' ? 'user_inactive' : null;
  }
  return null;
}
