import type { Locale, Role } from '@veil/domain';
import { normaliseEmail } from '@veil/domain';
import type { Account, NewAccount } from '@veil/domain/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Actor } from '../../auth/session';
import type { Db, Tx } from '../../db/client';
import { requestVacuum } from '../../db/erasure-vacuum';
import {
  authEmployerAccount,
  authEmployerSession,
  authEmployerUser,
  companies,
  employerUsers,
} from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { assertNoConflicts } from '../../errors/conflicts';
import type { ActivationMailer } from '../../mail';
import { releaseDepartingAccount } from '../applications/account-departure';
import { createActivationToken } from '../session/activation.service';
import { assertKeepsActivePowerUser } from './account-rules';
import { employerAddressConflicts } from './employer-addresses';

const accountColumns = {
  id: employerUsers.id,
  firstName: employerUsers.firstName,
  lastName: employerUsers.lastName,
  title: employerUsers.title,
  email: authEmployerUser.email,
  role: employerUsers.role,
  external: employerUsers.external,
  status: employerUsers.status,
  createdAt: employerUsers.createdAt,
  createdBy: employerUsers.createdBy,
  updatedAt: employerUsers.updatedAt,
  updatedBy: employerUsers.updatedBy,
};
type AccountRow = Omit<Account, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };

function toAccount(row: AccountRow): Account {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** The accounts of a company, oldest first. */
export async function listAccounts(db: Db | Tx, companyId: string): Promise<Account[]> {
  const rows = await db
    .select(accountColumns)
    .from(employerUsers)
    .innerJoin(authEmployerUser, eq(authEmployerUser.id, employerUsers.id))
    .where(eq(employerUsers.companyId, companyId))
    .orderBy(asc(employerUsers.createdAt), asc(employerUsers.id));
  return rows.map(toAccount);
}

/**
 * Accounts as their colleagues see them: who created or last changed an account is shown only when
 * it was a colleague; a Veil administrator's address stays with the administrators.
 */
export async function asSeenByTeam(db: Db | Tx, companyId: string, accounts: Account[]): Promise<Account[]> {
  const colleagues = new Set((await listAccounts(db, companyId)).map((account) => account.email));
  const shown = (actor: string | null) => (actor && colleagues.has(actor) ? actor : null);
  return accounts.map((account) => ({
    ...account,
    createdBy: shown(account.createdBy),
    updatedBy: shown(account.updatedBy),
  }));
}

async function getAccount(db: Db | Tx, companyId: string, accountId: string): Promise<Account> {
  const [row] = await db
    .select(accountColumns)
    .from(employerUsers)
    .innerJoin(authEmployerUser, eq(authEmployerUser.id, employerUsers.id))
    .where(and(eq(employerUsers.companyId, companyId), eq(employerUsers.id, accountId)));
  if (!row) throw new AppError('user_not_found');
  return toAccount(row);
}

async function companyName(tx: Tx, companyId: string): Promise<string> {
  const [company] = await tx
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw new AppError('company_not_found');
  return company.name;
}

/**
 * Invites a person into a company: a pending account in the employer pool and an activation
 * e-mail, in one transaction. An address can hold one employer account.
 */
export async function inviteAccount(
  tx: Tx,
  sendActivation: ActivationMailer,
  input: { companyId: string; account: NewAccount; actor: Actor; locale: Locale },
): Promise<Account> {
  const email = normaliseEmail(input.account.email);
  const name = await companyName(tx, input.companyId);
  assertNoConflicts(await employerAddressConflicts(tx, [{ field: 'email', email }]));
  const id = crypto.randomUUID();
  const { firstName, lastName, title, role, external } = input.account;
  await tx
    .insert(authEmployerUser)
    .values({ id, email, name: `${firstName} ${lastName}`, locale: input.locale });
  await tx.insert(employerUsers).values({
    id,
    companyId: input.companyId,
    firstName,
    lastName,
    title: title || null,
    role,
    external,
    status: 'pending',
    createdBy: input.actor.email,
    updatedBy: input.actor.email,
  });
  const token = await createActivationToken(tx, 'employer', id);
  await sendActivation(tx, { to: email, locale: input.locale, firstName, companyName: name, token });
  return getAccount(tx, input.companyId, id);
}

/** A new activation link for an account that has not activated yet; earlier links stop working. */
export async function resendActivation(
  tx: Tx,
  sendActivation: ActivationMailer,
  input: { companyId: string; accountId: string; actor: Actor },
): Promise<Account> {
  const account = await getAccount(tx, input.companyId, input.accountId);
  if (account.status !== 'pending') throw new AppError('account_already_active');
  const [user] = await tx
    .select({ locale: authEmployerUser.locale })
    .from(authEmployerUser)
    .where(eq(authEmployerUser.id, account.id));
  const token = await createActivationToken(tx, 'employer', account.id);
  await sendActivation(tx, {
    to: account.email,
    locale: user?.locale === 'en' ? 'en' : 'de',
    firstName: account.firstName,
    companyName: await companyName(tx, input.companyId),
    token,
  });
  await touch(tx, account.id, input.actor);
  return getAccount(tx, input.companyId, account.id);
}

/**
 * Locks the company's accounts for the rest of the transaction, so two people changing roles at
 * the same moment cannot both remove the last active power user.
 */
async function lockedMembers(tx: Tx, companyId: string) {
  return tx
    .select({ id: employerUsers.id, role: employerUsers.role, status: employerUsers.status })
    .from(employerUsers)
    .where(eq(employerUsers.companyId, companyId))
    .for('update');
}

async function touch(tx: Tx, accountId: string, actor: Actor) {
  await tx
    .update(employerUsers)
    .set({ updatedAt: new Date(), updatedBy: actor.email })
    .where(eq(employerUsers.id, accountId));
}

/** Changes an account's role, keeping at least one active power user. */
export async function changeRole(
  tx: Tx,
  input: { companyId: string; accountId: string; role: Role; actor: Actor },
) {
  const members = await lockedMembers(tx, input.companyId);
  if (!members.some((m) => m.id === input.accountId)) throw new AppError('user_not_found');
  assertKeepsActivePowerUser(members, { accountId: input.accountId, kind: 'role', role: input.role });
  await tx.update(employerUsers).set({ role: input.role }).where(eq(employerUsers.id, input.accountId));
  await touch(tx, input.accountId, input.actor);
  return getAccount(tx, input.companyId, input.accountId);
}

/** Deactivates (signing the person out everywhere) or reactivates an account. */
export async function setAccountActive(
  tx: Tx,
  input: { companyId: string; accountId: string; active: boolean; actor: Actor },
): Promise<Account> {
  const members = await lockedMembers(tx, input.companyId);
  if (!members.some((m) => m.id === input.accountId)) throw new AppError('user_not_found');
  if (input.active) {
    const [credential] = await tx
      .select({ id: authEmployerAccount.id })
      .from(authEmployerAccount)
      .where(
        and(
          eq(authEmployerAccount.userId, input.accountId),
          eq(authEmployerAccount.providerId, 'credential'),
        ),
      );
    await tx
      .update(employerUsers)
      .set({ status: credential ? 'accepted' : 'pending' })
      .where(eq(employerUsers.id, input.accountId));
  } else {
    assertKeepsActivePowerUser(members, { accountId: input.accountId, kind: 'deactivate' });
    await tx.update(employerUsers).set({ status: 'inactive' }).where(eq(employerUsers.id, input.accountId));
    await tx.delete(authEmployerSession).where(eq(authEmployerSession.userId, input.accountId));
  }
  await touch(tx, input.accountId, input.actor);
  return getAccount(tx, input.companyId, input.accountId);
}

/**
 * Deletes an account with its sign-in identity and sessions. Its submitted ratings stay under its
 * name, its assignments go and its applications pass to the company's defaults (or the deletion is
 * refused with application_last_reviewer; see releaseDepartingAccount).
 */
export async function deleteAccount(tx: Tx, input: { companyId: string; accountId: string }): Promise<void> {
  const members = await lockedMembers(tx, input.companyId);
  if (!members.some((m) => m.id === input.accountId)) throw new AppError('user_not_found');
  assertKeepsActivePowerUser(members, { accountId: input.accountId, kind: 'delete' });
  await releaseDepartingAccount(tx, input);
  await tx.delete(authEmployerUser).where(eq(authEmployerUser.id, input.accountId));
  // the person's name, address and sessions leave the database's files too (db/erasure-vacuum.ts)
  await requestVacuum(tx, [authEmployerUser, authEmployerSession, authEmployerAccount, employerUsers]);
}
