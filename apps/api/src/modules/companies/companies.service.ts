import { decodeCursor, encodeCursor, type Locale, normaliseEmail, type PageQuery } from '@veil/domain';
import type { CompanyListItem, NewCompany } from '@veil/domain/contracts';
import { and, count, desc, eq, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/session';
import type { Db, Tx } from '../../db/client';
import { authEmployerSession, companies, employerUsers } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { assertNoConflicts } from '../../errors/conflicts';
import type { ActivationMailer } from '../../mail';
import { inviteAccount } from '../accounts/accounts.service';
import { companyIdentityConflicts, companyNameKey } from './company-identity';

const listColumns = {
  id: companies.id,
  name: companies.name,
  email: companies.email,
  isActive: companies.isActive,
  createdAt: companies.createdAt,
  createdBy: companies.createdBy,
  // qualified by hand: inside a subquery Drizzle would print the outer column as a bare "id"
  userCount: sql<number>`(select count(*)::int from ${employerUsers} eu where eu.company_id = "companies"."id")`,
  powerUserCount: sql<number>`(select count(*)::int from ${employerUsers} eu where eu.company_id = "companies"."id" and eu.role = 'power_user' and eu.status <> 'inactive')`,
};

type ListRow = Omit<CompanyListItem, 'createdAt' | 'jobPostCount'> & { createdAt: Date };

function toListItem(row: ListRow): CompanyListItem {
  // job posts arrive with the jobs feature; until then no company has any
  return { ...row, jobPostCount: 0, createdAt: row.createdAt.toISOString() };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Companies newest first, optionally filtered by name, one keyset page at a time. */
export async function listCompanies(
  db: Db,
  query: PageQuery & { name?: string },
): Promise<{ data: CompanyListItem[]; lastIndex: string | null; totalPages: number; totalRecords: number }> {
  const filter: SQL | undefined = query.name
    ? ilike(companies.name, `%${escapeLike(query.name)}%`)
    : undefined;
  let after: SQL | undefined;
  if (query.lastIndex) {
    const cursor = decodeCursor(query.lastIndex);
    const at = cursor ? new Date(cursor.sortValue) : null;
    if (!cursor || !at || Number.isNaN(at.getTime()))
      throw new AppError('invalid_query_parameters', { field: 'lastIndex' });
    after = or(lt(companies.createdAt, at), and(eq(companies.createdAt, at), lt(companies.id, cursor.id)));
  }
  const rows = await db
    .select(listColumns)
    .from(companies)
    .where(and(filter, after))
    .orderBy(desc(companies.createdAt), desc(companies.id))
    .limit(query.pageSize + 1);
  const [total] = await db.select({ n: count() }).from(companies).where(filter);
  const page = rows.slice(0, query.pageSize);
  const last = page.at(-1);
  const totalRecords = total?.n ?? 0;
  return {
    data: page.map(toListItem),
    lastIndex:
      rows.length > query.pageSize && last ? encodeCursor(last.createdAt.toISOString(), last.id) : null,
    totalRecords,
    totalPages: Math.ceil(totalRecords / query.pageSize),
  };
}

/** One company with its counts. */
export async function getCompany(db: Db | Tx, companyId: string): Promise<CompanyListItem> {
  const [row] = await db.select(listColumns).from(companies).where(eq(companies.id, companyId));
  if (!row) throw new AppError('company_not_found');
  return toListItem(row);
}

/**
 * Creates a company with its first power user, who receives the activation e-mail. The company's
 * e-mail must not belong to another company or to an employer account.
 */
export async function createCompany(
  tx: Tx,
  sendActivation: ActivationMailer,
  input: { company: NewCompany; actor: Actor; locale: Locale },
): Promise<CompanyListItem> {
  const { name, email: rawEmail, powerUser } = input.company;
  const email = normaliseEmail(rawEmail);
  assertNoConflicts(
    await companyIdentityConflicts(tx, {
      name,
      addresses: [
        { field: 'email', email },
        { field: 'powerUser.email', email: powerUser.email },
      ],
    }),
  );
  const [company] = await tx
    .insert(companies)
    .values({
      name,
      nameKey: companyNameKey(name),
      email,
      createdBy: input.actor.email,
      updatedBy: input.actor.email,
    })
    .returning({ id: companies.id });
  if (!company) throw new AppError('unhandled_error');
  await inviteAccount(tx, sendActivation, {
    companyId: company.id,
    account: { ...powerUser, role: 'power_user', external: false },
    actor: input.actor,
    locale: input.locale,
  });
  return getCompany(tx, company.id);
}

/** Renames a company; the new name must differ and be free. */
export async function renameCompany(tx: Tx, input: { companyId: string; name: string; actor: Actor }) {
  const current = await getCompany(tx, input.companyId);
  if (current.name === input.name.trim()) throw new AppError('value_unchanged');
  assertNoConflicts(
    await companyIdentityConflicts(tx, { name: input.name, exceptCompanyId: input.companyId }),
  );
  await tx
    .update(companies)
    .set({
      name: input.name.trim(),
      nameKey: companyNameKey(input.name),
      updatedAt: new Date(),
      updatedBy: input.actor.email,
    })
    .where(eq(companies.id, input.companyId));
  return getCompany(tx, input.companyId);
}

/** Activates or deactivates a company; deactivation ends every session of its users at once. */
export async function setCompanyActive(
  tx: Tx,
  input: { companyId: string; isActive: boolean; actor: Actor },
) {
  const current = await getCompany(tx, input.companyId);
  if (current.isActive === input.isActive) throw new AppError('value_unchanged');
  await tx
    .update(companies)
    .set({ isActive: input.isActive, updatedAt: new Date(), updatedBy: input.actor.email })
    .where(eq(companies.id, input.companyId));
  if (!input.isActive) {
    const members = tx
      .select({ id: employerUsers.id })
      .from(employerUsers)
      .where(eq(employerUsers.companyId, input.companyId));
    await tx.delete(authEmployerSession).where(inArray(authEmployerSession.userId, members));
  }
  return getCompany(tx, input.companyId);
}
