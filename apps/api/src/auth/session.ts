import type { Role } from '@veil/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { AppError } from '../errors/app-error';
import type { PoolAuth } from './create-auth';
import type { Pool } from './pools';
import type { PrincipalCache } from './principal-cache';
import {
  type AccountBlock,
  cookieSigningKey,
  extendSession,
  loadSession,
  type SigningKey,
  verifiedSessionToken,
} from './session-principal';

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

/** A signed-in caller of one pool, and whether their account (or company) is deactivated. */
export type SignedIn = { principal: Principal; block: AccountBlock | null };

export type SessionReader = (pool: Pool) => Promise<SignedIn | null>;

/**
 * What reading sessions needs: each pool's better-auth instance (cookie, secret, lifetimes), the
 * database and the principals it keeps in memory.
 */
export type SessionDeps = { auths: Record<Pool, PoolAuth>; db: Db; principals: PrincipalCache };

/**
 * Reads the caller's session of one pool from its own cookie, once per pool and request. A cookie
 * of another pool is never looked at, so a candidate session cannot open an employer call and the
 * other way round.
 *
 * better-auth's own `getSession` costs several round trips (session, user, then our account and
 * company rows); this reads all of it in one (`loadSession`) after checking the cookie's signature
 * the way better-auth does, and keeps it in memory while no change is announced (principal-cache.ts),
 * so a session in use costs no round trip at all. A session in use is extended once a day, and its
 * cookie with it.
 */
export function sessionReader(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: SessionDeps,
): SessionReader {
  const cache = new Map<Pool, Promise<SignedIn | null>>();
  return (pool) => {
    let pending = cache.get(pool);
    if (!pending) {
      pending = readSignedIn(pool, request, reply, deps);
      cache.set(pool, pending);
    }
    return pending;
  };
}

const signingKeys = new Map<string, SigningKey>();

async function readSignedIn(
  pool: Pool,
  request: FastifyRequest,
  reply: FastifyReply,
  deps: SessionDeps,
): Promise<SignedIn | null> {
  const context = await deps.auths[pool].$context;
  const cookies = parseCookies(request.headers.cookie);
  const cookie = context.authCookies.sessionToken;
  const raw = cookies.get(cookie.name);
  if (!raw) return null;
  let key = signingKeys.get(context.secret);
  if (!key) {
    key = cookieSigningKey(context.secret);
    signingKeys.set(context.secret, key);
  }
  const token = verifiedSessionToken(raw, key);
  if (!token) return null;
  const now = new Date();
  const record = await deps.principals.read(pool, token, now, () => loadSession(deps.db, pool, token, now));
  if (!record) return null;

  const { expiresIn, updateAge } = context.sessionConfig;
  const rememberMe = !cookies.has(context.authCookies.dontRememberToken.name);
  if (rememberMe && record.expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 <= now.getTime()) {
    await extendSession(deps.db, pool, record.sessionId, new Date(now.getTime() + expiresIn * 1000));
    reply.header(
      'set-cookie',
      serializeCookie(cookie.name, raw, { ...cookie.attributes, maxAge: expiresIn }),
    );
  }

  const { userId, email } = record;
  if (pool !== 'employer') return { principal: { pool, userId, email }, block: record.block };
  // an employer session without its account row belongs to no one the product knows
  if (!record.companyId || !record.role) return null;
  const principal = { pool, userId, email, companyId: record.companyId, role: record.role as Role };
  return { principal, block: record.block };
}

/** The signed-in principal of `pool`, or the error the caller should see. */
export async function requirePrincipal<P extends Pool>(
  read: SessionReader,
  pool: P,
): Promise<PrincipalOf<P>> {
  const signedIn = await read(pool);
  if (!signedIn || signedIn.principal.pool !== pool) throw new AppError('no_authentication_info');
  if (signedIn.block) throw new AppError(signedIn.block);
  return signedIn.principal as PrincipalOf<P>;
}

/** The cookies of a `Cookie` header by name; the first of a name counts, as browsers send the most specific first. */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    if (!cookies.has(name)) cookies.set(name, part.slice(eq + 1).trim());
  }
  return cookies;
}

type CookieAttributes = {
  maxAge?: number;
  path?: string;
  domain?: string;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: string;
};

/** A `Set-Cookie` header value. */
export function serializeCookie(name: string, value: string, attributes: CookieAttributes): string {
  const parts = [`${name}=${value}`];
  if (attributes.maxAge !== undefined) parts.push(`Max-Age=${Math.floor(attributes.maxAge)}`);
  if (attributes.domain) parts.push(`Domain=${attributes.domain}`);
  parts.push(`Path=${attributes.path ?? '/'}`);
  if (attributes.httpOnly) parts.push('HttpOnly');
  if (attributes.secure) parts.push('Secure');
  if (attributes.sameSite)
    parts.push(`SameSite=${attributes.sameSite[0]?.toUpperCase()}${attributes.sameSite.slice(1)}`);
  return parts.join('; ');
}
