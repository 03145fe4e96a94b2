import type { EmployerMe, EmployerProfileUpdate } from '@veil/domain/contracts';
import { eq } from 'drizzle-orm';
import type { Principal } from '../../auth/session';
import { authEmployerUser, employerUsers } from '../../db/schema';
import type { Tx } from '../accounts/accounts.service';
import { getEmployerMe } from '../session/me.service';

/** Updates the signed-in employer's own name, title and e-mail language. */
export async function updateEmployerProfile(
  tx: Tx,
  principal: Extract<Principal, { pool: 'employer' }>,
  update: EmployerProfileUpdate,
): Promise<EmployerMe> {
  const now = new Date();
  await tx
    .update(employerUsers)
    .set({
      firstName: update.firstName,
      lastName: update.lastName,
      title: update.title || null,
      updatedAt: now,
      updatedBy: principal.email,
    })
    .where(eq(employerUsers.id, principal.userId));
  await tx
    .update(authEmployerUser)
    .set({ name: `${update.firstName} ${update.lastName}`, locale: update.locale, updatedAt: now })
    .where(eq(authEmployerUser.id, principal.userId));
  return getEmployerMe(tx, principal);
}
