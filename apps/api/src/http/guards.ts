import type { Role } from '@veil/domain';
import { requirePrincipal } from '../auth/session';
import { AppError } from '../errors/app-error';
import type { RequestContext } from './context';

/** The signed-in employer, if their role is among `roles` (spec section 6); other roles get 403. */
export async function asEmployer(context: RequestContext, roles: readonly Role[]) {
  const employer = await requirePrincipal(context.session, 'employer');
  if (!roles.includes(employer.role)) throw new AppError('forbidden_to_access_data');
  return employer;
}

/** The signed-in super admin, as the actor recorded on what they change. */
export async function asAdmin(context: RequestContext) {
  const admin = await requirePrincipal(context.session, 'admin');
  return { id: admin.userId, email: admin.email };
}

/** The caller signed in to the first of `pools` that has a session (calls open to candidates and employers). */
export async function asSignedIn<P extends 'candidate' | 'employer'>(
  context: RequestContext,
  pools: readonly P[],
) {
  for (const pool of pools) {
    if (await context.session(pool)) return requirePrincipal(context.session, pool);
  }
  throw new AppError('no_authentication_info');
}

/**
 * The signed-in candidate. Someone signed in as an employer or an admin (and not as a candidate) is
 * told the route is not theirs (403); nobody signed in at all is asked to sign in (401).
 */
export async function asCandidate(context: RequestContext) {
  if (await context.session('candidate')) return requirePrincipal(context.session, 'candidate');
  if ((await context.session('employer')) || (await context.session('admin')))
    throw new AppError('forbidden_to_access_data');
  throw new AppError('no_authentication_info');
}
