import type { Role } from '@veil/domain';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { employerUsers } from '../db/schema';
import { AppError } from '../errors/app-error';
import { accountStatusBlock } from './account-status';
import type { PoolAuth } from './create-auth';
import type { Pool } from './pools';

/** Who is calling, as the pool that signed them in knows them. */
export type Principal =
  | { pool: 'candidate'; userId: string; email: string }
  | { pool: 'employer'; userId: string; email: string; companyId: string; role: Role }
  | { pool: 'admin'; userId: string; email: string };

/** The principal of one pool. */
export type PrincipalOf<P extends Pool> = Extract<Principal, { pool: P }>;
export type CandidatePrincipal = PrincipalOf<'candidate'>;
export type EmployerPrincipal = PrincipalOf<'employer'>;
export type AdminPrincipal = PrincipalOf<'admin'>;
/** Who uploads and reads files: a signed-in candidate or employer. */
export type FileUser = CandidatePrincipal | EmployerPrincipal;

/** Who is acting (an admin or a power user), recorded as createdBy / updatedBy. */
export type Actor = { id: string; email: string };

export type SessionReader = (pool: Pool) => Promise<Principal | null>;

/**
 * Reads the caller's session of one pool from its own cookie. A cookie of another pool is never
 * looked at, so a candidate session cannot open an employer call and the other way round.
 */
export function sessionReader(request: FastifyRequest, auths: Record<Pool, PoolAuth>, db: Db): SessionReader {
  const cache = new Map<Pool, Promise<Principal | null>>();
  return (pool) => {
    let pending = cache.get(pool);
    if (!pending) {
      pending = readPrincipal(pool, request, auths[pool], db);
      cache.set(pool, pending);
    }
    return pending;
  };
}

async function readPrincipal(
  pool: Pool,
  request: FastifyRequest,
  auth: PoolAuth,
  db: Db,
): Promise<Principal | null> {
  const headers = new Headers();
  if (request.headers.cookie) headers.set('cookie', request.headers.cookie);
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const { id: userId, email } = session.user;
  if (pool === 'employer') {
    const [row] = await db
      .select({ companyId: employerUsers.companyId, role: employerUsers.role })
      .from(employerUsers)
      .where(eq(employerUsers.id, userId));
    if (!row) return null;
    return { pool, userId, email, companyId: row.companyId, role: row.role };
  }
  return { pool, userId, email };
}

/** The signed-in principal of `pool`, or the error the caller should see. */
export async function requirePrincipal<P extends Pool>(
  read: SessionReader,
  db: Db,
  pool: P,
): Promise<PrincipalOf<P>> {
  const principal = await read(pool);
  if (!principal || principal.pool !== pool) throw new AppError('no_authentication_info');
  const block = await accountStatusBlock(db, pool, principal.userId);
  if (block) throw new AppError(block);
  return principal as PrincipalOf<P>;
}
