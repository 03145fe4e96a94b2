import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { adminUsers, companies, employerUsers } from '../db/schema';
import { AUTH_TABLES, type Pool } from './pools';

/** The key that checks better-auth's cookie signatures. */
export type SigningKey = KeyObject;

/** Why a signed-in user may not act: a deactivated account, or (employers) a deactivated company. */
export type AccountBlock = 'user_inactive' | 'company_inactive';

/** What one query learns from a session token: who it is and whether anything stands in the way. */
export type SessionRecord = {
  sessionId: string;
  expiresAt: Date;
  userId: string;
  email: string;
  /** employers only */
  companyId: string | null;
  role: string | null;
  block: AccountBlock | null;
};

type Row = {
  session_id: string;
  expires_at: Date | string;
  user_id: string;
  email: string;
  company_id: string | null;
  role: string | null;
  block: AccountBlock | null;
};

/**
 * The pool's account and status columns, joined onto its session and user: employers need their
 * account (company, role, status) and their company's status, admins their account's status.
 * A missing account row counts as deactivated, as the sign-in check has it.
 */
function accountPart(pool: Pool): { columns: SQL; joins: SQL } {
  if (pool === 'employer')
    return {
      columns: sql`, eu.company_id, eu.role,
        case when eu.id is null or eu.status = 'inactive' then 'user_inactive'
             when not c.is_active then 'company_inactive' end as block`,
      joins: sql`left join ${employerUsers} eu on eu.id = u.id left join ${companies} c on c.id = eu.company_id`,
    };
  if (pool === 'admin')
    return {
      columns: sql`, null as company_id, null as role,
        case when au.id is null or au.status = 'inactive' then 'user_inactive' end as block`,
      joins: sql`left join ${adminUsers} au on au.id = u.id`,
    };
  return { columns: sql`, null as company_id, null as role, null as block`, joins: sql`` };
}

/**
 * Reads a session, its user and what the pool needs to know about the account, in one database
 * round trip: the principal of every signed-in request comes from here, through the principal
 * cache (principal-cache.ts), which keeps it until the database announces a change. An expired
 * session is none.
 */
export async function loadSession(
  db: Db,
  pool: Pool,
  token: string,
  now: Date,
): Promise<SessionRecord | null> {
  const { session, user } = AUTH_TABLES[pool];
  const part = accountPart(pool);
  const result = await db.execute(sql`
    select s.id as session_id, s.expires_at, u.id as user_id, u.email ${part.columns}
    from ${session} s
    join ${user} u on u.id = s.user_id
    ${part.joins}
    where s.token = ${token} and s.expires_at > ${now.toISOString()}
  `);
  // both drivers answer with `rows`
  const [row] = (result as unknown as { rows: Row[] }).rows;
  if (!row) return null;
  return {
    sessionId: row.session_id,
    expiresAt: new Date(row.expires_at),
    userId: row.user_id,
    email: row.email,
    companyId: row.company_id,
    role: row.role,
    block: row.block,
  };
}

/** Extends a session that is used, as better-auth does: at most once per `updateAge`. */
export async function extendSession(db: Db, pool: Pool, sessionId: string, expiresAt: Date): Promise<void> {
  const { session } = AUTH_TABLES[pool];
  await db.execute(
    sql`update ${session} set expires_at = ${expiresAt.toISOString()}, updated_at = now() where id = ${sessionId}`,
  );
}

/**
 * The session token of better-auth's signed cookie value (`token.signature`, URI-encoded), when the
 * HMAC-SHA256 signature made with the auth secret holds; null otherwise. Computed in place: Web
 * Crypto's `subtle.verify` hands each check to the thread pool and back, about a quarter of a
 * millisecond of every signed-in request (measured) for a few microseconds of work.
 */
export function verifiedSessionToken(cookieValue: string, key: SigningKey): string | null {
  let value: string;
  try {
    value = decodeURIComponent(cookieValue);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const given = Buffer.from(signature, 'base64');
  const expected = createHmac('sha256', key).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/** The key better-auth signs its cookies with. */
export function cookieSigningKey(secret: string): SigningKey {
  return createSecretKey(Buffer.from(secret, 'utf8'));
}
