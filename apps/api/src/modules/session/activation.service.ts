import { createHash, randomBytes } from 'node:crypto';
import { ACTIVATION_LINK_VALIDITY_DAYS } from '@veil/domain';
import type { ActivationInfo, InvitedPool } from '@veil/domain/contracts';
import { hashPassword } from 'better-auth/crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { AUTH_TABLES } from '../../auth/pools';
import type { Db, Tx } from '../../db/client';
import { accountActivations, adminUsers, employerUsers } from '../../db/schema';
import { AppError } from '../../errors/app-error';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Issues a new single-use activation link token for an invited account, valid for 7 days. Earlier
 * unused links of the same account stop working, so only the newest e-mail counts.
 */
export async function createActivationToken(tx: Db | Tx, pool: InvitedPool, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx
    .update(accountActivations)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountActivations.pool, pool),
        eq(accountActivations.userId, userId),
        isNull(accountActivations.usedAt),
      ),
    );
  await tx.insert(accountActivations).values({
    pool,
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ACTIVATION_LINK_VALIDITY_DAYS * 24 * 60 * 60 * 1000),
  });
  return token;
}

async function findUsableActivation(db: Db | Tx, pool: InvitedPool, token: string) {
  const [row] = await db
    .select()
    .from(accountActivations)
    .where(and(eq(accountActivations.pool, pool), eq(accountActivations.tokenHash, hashToken(token))));
  if (!row) throw new AppError('activation_link_invalid');
  if (row.usedAt) throw new AppError('activation_link_used');
  if (row.expiresAt.getTime() < Date.now()) throw new AppError('activation_link_expired');
  return row;
}

/** Whom a still-usable activation link is for. */
export async function checkActivation(db: Db, pool: InvitedPool, token: string): Promise<ActivationInfo> {
  const activation = await findUsableActivation(db, pool, token);
  const users = AUTH_TABLES[pool].user;
  const [user] = await db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, activation.userId));
  if (!user) throw new AppError('activation_link_invalid');
  let firstName: string | null = user.name || null;
  if (pool === 'employer') {
    const [profile] = await db
      .select({ firstName: employerUsers.firstName })
      .from(employerUsers)
      .where(eq(employerUsers.id, activation.userId));
    firstName = profile?.firstName ?? firstName;
  }
  return { email: user.email, firstName };
}

/**
 * Sets the password of an invited account from its link and makes the account active, all in one
 * transaction: a link can be used once, even when opened twice at the same moment.
 */
export async function activateAccount(
  db: Db,
  pool: InvitedPool,
  input: { token: string; password: string },
): Promise<{ email: string }> {
  // the link first: hashing a password costs a second of CPU, which no unknown link may buy
  await findUsableActivation(db, pool, input.token);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const activation = await findUsableActivation(tx, pool, input.token);
    const claimed = await tx
      .update(accountActivations)
      .set({ usedAt: new Date() })
      .where(and(eq(accountActivations.id, activation.id), isNull(accountActivations.usedAt)))
      .returning({ id: accountActivations.id });
    if (claimed.length === 0) throw new AppError('activation_link_used');

    const { user: users, account: accounts } = AUTH_TABLES[pool];
    const [user] = await tx
      .update(users)
      .set({ emailVerified: true, updatedAt: new Date() })
      .where(eq(users.id, activation.userId))
      .returning({ email: users.email });
    if (!user) throw new AppError('activation_link_invalid');
    await tx
      .delete(accounts)
      .where(and(eq(accounts.userId, activation.userId), eq(accounts.providerId, 'credential')));
    await tx.insert(accounts).values({
      id: crypto.randomUUID(),
      accountId: activation.userId,
      providerId: 'credential',
      userId: activation.userId,
      password: passwordHash,
    });
    if (pool === 'employer') {
      await tx
        .update(employerUsers)
        .set({ status: 'accepted', updatedAt: new Date(), updatedBy: activation.userId })
        .where(and(eq(employerUsers.id, activation.userId), eq(employerUsers.status, 'pending')));
    } else {
      await tx
        .update(adminUsers)
        .set({ status: 'accepted' })
        .where(and(eq(adminUsers.id, activation.userId), eq(adminUsers.status, 'pending')));
    }
    return { email: user.email };
  });
}
