import { EmailSchema, normaliseEmail } from '@veil/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminUsers, authAdminUser } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { createActivationToken } from '../session/activation.service';

/**
 * Invites a super admin: the account is pending until its activation link is used. Inviting an
 * address that is still pending issues a fresh link instead of failing.
 */
export async function inviteAdmin(
  db: Db,
  input: { email: string; name?: string; createdBy?: string | null },
): Promise<{ id: string; email: string; token: string }> {
  const parsed = EmailSchema.safeParse(input.email);
  if (!parsed.success) throw new AppError('invalid_request_body', { field: 'email' });
  const email = normaliseEmail(parsed.data);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: authAdminUser.id, status: adminUsers.status })
      .from(authAdminUser)
      .leftJoin(adminUsers, eq(adminUsers.id, authAdminUser.id))
      .where(eq(authAdminUser.email, email));
    if (existing && existing.status !== 'pending') throw new AppError('email_is_used', { email });
    const id = existing?.id ?? crypto.randomUUID();
    if (!existing) {
      await tx
        .insert(authAdminUser)
        .values({ id, email, name: input.name ?? '', emailVerified: false, locale: 'en' });
      await tx.insert(adminUsers).values({ id, status: 'pending', createdBy: input.createdBy ?? null });
    }
    const token = await createActivationToken(tx, 'admin', id);
    return { id, email, token };
  });
}
