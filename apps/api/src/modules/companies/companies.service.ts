import { encodeCursor, LIST_COUNT_CAP, type Locale, normaliseEmail, type PageQuery } from '@veil/domain';
import type { CompanyListItem, NewCompany } from '@veil/domain/contracts';
import { and, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/session';
import type { Db, Tx } from '../../db/client';
import { escapeLike, timestampCursor } from '../../db/keyset';
import { authEmployerSession, companies, employerUsers } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { assertNoConflicts } from '../../errors/conflicts';
import type { ActivationMailer } from '../../mail';
import { inviteAccount } from '../accounts/accounts.service';
import { ensureDefaultTemplates } from '../email-templates/template-choice';
import { jobPostCountOf } from '../jobs/job-posts.queries';
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
  // every job post of the company, drafts included
  jobPostCount: jobPostCountOf(sql`"companies"."id"`),
};

type ListRow = Omit<CompanyListItem, 'createdAt'> & { createdAt: Date };

function toListItem(row: ListRow): CompanyListItem {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/**
 * Companies newest first, optionally filtered by any part of the name, one keyset page at a time.
 * The page after a cursor is a row comparison on the (created_at, id) index, so a deep page reads
 * no more rows than the first; the name filter uses the trigram index; the count stops at
 * LIST_COUNT_CAP.
 */
export async function listCompanies(
  db: Db,
  query: PageQuery & { name?: string },
): Promise<{
  data: CompanyListItem[];
  lastIndex: string | null;
  totalPages: number;
  totalRecords: number;
  totalCapped: boolean;
}> {
  const rows = await companyPageQuery(db, {
    name: query.name,
    after: query.lastIndex ? companyCursor(query.lastIndex) : null,
    pageSize: query.pageSize,
  });
  const { totalRecords, totalCapped } = await cappedCount(db, query.name);
  const page = rows.slice(0, query.pageSize);
  const last = page.at(-1);
  return {
    data: page.map(({ cursorAt: _cursorAt, ...row }) => toListItem(row)),
    lastIndex: rows.length > query.pageSize && last ? encodeCursor(last.cursorAt, last.id) : null,
    totalRecords,
    totalCapped,
    totalPages: Math.ceil(totalRecords / query.pageSize),
  };
}

/** The (created_at, id) position a list cursor stands for; a cursor not of ours is the client's error. */
export function companyCursor(lastIndex: string): { at: string; id: string } {
  return timestampCursor(lastIndex);
}

function nameFilter(name: string | undefined): SQL | undefined {
  return name ? ilike(companies.name, `%${escapeLike(name)}%`) : undefined;
}

/**
 * One page of the companies list (plus one row, to tell whether another page follows): the query
 * whose plan the index tests check.
 */
export function companyPageQuery(
  db: Db,
  page: { name?: string; after: { at: string; id: string } | null; pageSize: number },
) {
  const after = page.after
    ? sql`(${companies.createdAt}, ${companies.id}) < (${page.after.at}::timestamptz, ${page.after.id}::uuid)`
    : undefined;
  return db
    .select({ ...listColumns, cursorAt: sql<string>`${companies.createdAt}::text` })
    .from(companies)
    .where(and(nameFilter(page.name), after))
    .orderBy(desc(companies.createdAt), desc(companies.id))
    .limit(page.pageSize + 1);
}

/** The count of the companies a name search matches, reading at most LIST_COUNT_CAP + 1 index entries. */
export function countCompanies(db: Db, name: string | undefined) {
  const matching = db
    .select({ one: sql`1` })
    .from(companies)
    .where(nameFilter(name))
    .limit(LIST_COUNT_CAP + 1)
    .as('matching');
  return db.select({ n: count() }).from(matching);
}

async function cappedCount(db: Db, name: string | undefined) {
  const [row] = await countCompanies(db, name);
  const n = row?.n ?? 0;
  return { totalRecords: Math.min(n, LIST_COUNT_CAP), totalCapped: n > LIST_COUNT_CAP };
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
  // every company starts with the built-in e-mail templates in German and English
  await ensureDefaultTemplates(tx, company.id);
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
