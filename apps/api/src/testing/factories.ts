import { randomBytes } from 'node:crypto';
import type { Role } from '@veil/domain';
import type { Db } from '../db/client';
import { adminUsers, authAdminUser, authEmployerUser, companies, employerUsers } from '../db/schema';
import { createActivationToken } from '../modules/session/activation.service';

const unique = () => randomBytes(4).toString('hex');

/** A company with the fields a new one has; overrides win. */
export async function createCompany(db: Db, overrides: Partial<typeof companies.$inferInsert> = {}) {
  const name = overrides.name ?? `Nordlicht Software ${unique()}`;
  const [company] = await db
    .insert(companies)
    .values({
      name,
      nameKey: name.trim().toLowerCase(),
      email: `kontakt-${unique()}@nordlicht.example`,
      ...overrides,
    })
    .returning();
  if (!company) throw new Error('company not created');
  return company;
}

/** An invited employer account (pending) with its activation token; builds its company when none is given. */
export async function createEmployerUser(
  db: Db,
  input: { email?: string; role?: Role; companyId?: string; firstName?: string } = {},
) {
  const companyId = input.companyId ?? (await createCompany(db)).id;
  const id = crypto.randomUUID();
  const email = (input.email ?? `mitarbeiterin-${unique()}@nordlicht.example`).toLowerCase();
  const firstName = input.firstName ?? 'Jana';
  await db.insert(authEmployerUser).values({ id, email, name: `${firstName} Krüger`, emailVerified: false });
  await db.insert(employerUsers).values({
    id,
    companyId,
    firstName,
    lastName: 'Krüger',
    title: 'Head of People',
    role: input.role ?? 'power_user',
    status: 'pending',
  });
  const token = await createActivationToken(db, 'employer', id);
  return { id, email, companyId, token };
}

/** An invited super admin (pending) with its activation token. */
export async function createAdminUser(db: Db, input: { email?: string } = {}) {
  const id = crypto.randomUUID();
  const email = (input.email ?? `admin-${unique()}@veil.example`).toLowerCase();
  await db.insert(authAdminUser).values({ id, email, name: 'Site Admin', emailVerified: false });
  await db.insert(adminUsers).values({ id, status: 'pending' });
  const token = await createActivationToken(db, 'admin', id);
  return { id, email, token };
}
