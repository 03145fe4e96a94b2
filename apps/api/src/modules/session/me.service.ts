import type { AdminMe, CandidateMe, EmployerMe } from '@veil/domain/contracts';
import { DEFAULT_LOCALE, isLocale } from '@veil/domain/i18n';
import { eq, sql } from 'drizzle-orm';
import type { PrincipalOf } from '../../auth/session';
import type { Db } from '../../db/client';
import {
  authAdminUser,
  authEmployerUser,
  candidates,
  companies,
  employerUsers,
  uploads,
} from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { Storage } from '../../storage';
import { fileUrlFor } from '../media/file-links';

type Of<P extends 'candidate' | 'employer' | 'admin'> = PrincipalOf<P>;

/** The signed-in candidate and whether the first-time welcome is done. */
export async function getCandidateMe(db: Db, principal: Of<'candidate'>): Promise<CandidateMe> {
  const [row] = await db
    .select({ onboardedAt: candidates.onboardedAt })
    .from(candidates)
    .where(eq(candidates.id, principal.userId));
  return { id: principal.userId, email: principal.email, onboarded: Boolean(row?.onboardedAt) };
}

/** Records that the candidate went through the first-time sign-in welcome. */
export async function completeCandidateOnboarding(db: Db, principal: Of<'candidate'>): Promise<CandidateMe> {
  const now = new Date();
  await db
    .insert(candidates)
    .values({ id: principal.userId, termsAcceptedAt: now, onboardedAt: now })
    .onConflictDoUpdate({ target: candidates.id, set: { onboardedAt: now } });
  return { id: principal.userId, email: principal.email, onboarded: true };
}

/**
 * The query of `getEmployerMe`, built once per database and prepared: it answers every page load of
 * the employer area, and building its SQL anew each time cost more than the rest of the call (a CPU
 * profile of `npm run bench:http`).
 */
function employerMeQuery(db: Db) {
  return db
    .select({
      firstName: employerUsers.firstName,
      lastName: employerUsers.lastName,
      title: employerUsers.title,
      role: employerUsers.role,
      companyId: employerUsers.companyId,
      companyName: companies.name,
      locale: authEmployerUser.locale,
      picture: uploads,
    })
    .from(employerUsers)
    .innerJoin(companies, eq(companies.id, employerUsers.companyId))
    .innerJoin(authEmployerUser, eq(authEmployerUser.id, employerUsers.id))
    .leftJoin(uploads, eq(uploads.id, employerUsers.profilePictureUploadId))
    .where(eq(employerUsers.id, sql.placeholder('userId')))
    .prepare('employer_me');
}
const employerMeQueries = new WeakMap<Db, ReturnType<typeof employerMeQuery>>();

/** The signed-in employer user with their company and a signed address of their profile picture. */
export async function getEmployerMe(
  deps: { db: Db; storage: Storage },
  principal: Of<'employer'>,
): Promise<EmployerMe> {
  let query = employerMeQueries.get(deps.db);
  if (!query) {
    query = employerMeQuery(deps.db);
    employerMeQueries.set(deps.db, query);
  }
  const [row] = await query.execute({ userId: principal.userId });
  if (!row) throw new AppError('user_not_found');
  const { picture, locale, ...me } = row;
  const profilePictureUrl = picture
    ? (await fileUrlFor(deps.storage, picture, { viewer: principal, attachment: false })).url
    : null;
  return {
    id: principal.userId,
    email: principal.email,
    ...me,
    locale: isLocale(locale) ? locale : DEFAULT_LOCALE,
    profilePictureUrl,
  };
}

/** The signed-in super admin. */
export async function getAdminMe(db: Db, principal: Of<'admin'>): Promise<AdminMe> {
  const [row] = await db
    .select({ name: authAdminUser.name })
    .from(authAdminUser)
    .where(eq(authAdminUser.id, principal.userId));
  return { id: principal.userId, email: principal.email, name: row?.name ?? '' };
}
