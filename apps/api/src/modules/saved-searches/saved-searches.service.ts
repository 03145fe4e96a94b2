import { SAVED_SEARCHES_MAX } from '@veil/domain';
import type {
  CreateSavedSearch,
  SavedSearch,
  SavedSearches,
  SavedSearchFilters,
  UpdateSavedSearch,
} from '@veil/domain/contracts';
import { CreateSavedSearchSchema, SavedSearchFiltersSchema } from '@veil/domain/contracts';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { CandidatePrincipal } from '../../auth/session';
import type { Db, DbOrTx } from '../../db/client';
import { candidates } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { checkSearchQuery } from '../jobs/job-search';
import { savedSearches } from './saved-searches.schema';

/*
 * The candidate's saved searches (issue 39): save the jobs list's search under a name, list, rename,
 * switch the e-mails of and delete them. Every statement is scoped to the signed-in candidate: another
 * candidate's search does not exist for them (saved_search_not_found).
 */

type Row = typeof savedSearches.$inferSelect;

function present(row: Row): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    filters: SavedSearchFiltersSchema.parse(row.filters),
    emailNewJobs: row.emailNewJobs,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The filters as stored: empty values left out, so that two equal searches are stored alike. */
function storedFilters(filters: SavedSearchFilters): SavedSearchFilters {
  const kept = Object.entries(filters).filter(
    ([, value]) => value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0),
  );
  return Object.fromEntries(kept) as SavedSearchFilters;
}

/** The candidate's saved searches, newest first. */
export async function listSavedSearches(db: DbOrTx, candidate: CandidatePrincipal): Promise<SavedSearches> {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.candidateId, candidate.userId))
    .orderBy(desc(savedSearches.createdAt), asc(savedSearches.id));
  return { savedSearches: rows.map(present) };
}

/**
 * Saves a search; beyond SAVED_SEARCHES_MAX, saved_search_limit_reached. The candidate's row is locked
 * while counting, so that two tabs saving at once cannot pass the limit together. The filters are
 * checked as the jobs list checks its query (a salary "from" above its "to" is invalid).
 */
export async function createSavedSearch(
  db: Db,
  candidate: CandidatePrincipal,
  input: CreateSavedSearch,
  now: Date,
): Promise<SavedSearch> {
  const { name, filters, emailNewJobs } = CreateSavedSearchSchema.parse(input);
  checkSearchQuery(filters);
  return db.transaction(async (tx) => {
    await tx
      .select({ id: candidates.id })
      .from(candidates)
      .where(eq(candidates.id, candidate.userId))
      .for('update');
    const [counted] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(savedSearches)
      .where(eq(savedSearches.candidateId, candidate.userId));
    if (Number(counted?.n ?? 0) >= SAVED_SEARCHES_MAX)
      throw new AppError('saved_search_limit_reached', { max: SAVED_SEARCHES_MAX });
    const [row] = await tx
      .insert(savedSearches)
      .values({
        candidateId: candidate.userId,
        name,
        filters: storedFilters(filters),
        emailNewJobs,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new AppError('unhandled_error');
    return present(row);
  });
}

function ofCandidate(candidate: CandidatePrincipal, savedSearchId: string) {
  return and(eq(savedSearches.id, savedSearchId), eq(savedSearches.candidateId, candidate.userId));
}

/** Renames a saved search or switches its e-mails. */
export async function updateSavedSearch(
  db: Db,
  candidate: CandidatePrincipal,
  savedSearchId: string,
  input: UpdateSavedSearch,
  now: Date,
): Promise<SavedSearch> {
  const [row] = await db
    .update(savedSearches)
    .set({
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(input.emailNewJobs === undefined ? {} : { emailNewJobs: input.emailNewJobs }),
      updatedAt: now,
    })
    .where(ofCandidate(candidate, savedSearchId))
    .returning();
  if (!row) throw new AppError('saved_search_not_found');
  return present(row);
}

/** Deletes a saved search (its matches go with it); the candidate's remaining searches. */
export async function deleteSavedSearch(
  db: Db,
  candidate: CandidatePrincipal,
  savedSearchId: string,
): Promise<SavedSearches> {
  const deleted = await db
    .delete(savedSearches)
    .where(ofCandidate(candidate, savedSearchId))
    .returning({ id: savedSearches.id });
  if (deleted.length === 0) throw new AppError('saved_search_not_found');
  return listSavedSearches(db, candidate);
}

/** The candidate's saved searches as their data export lists them. */
export async function savedSearchesOfCandidate(db: DbOrTx, candidateId: string) {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.candidateId, candidateId))
    .orderBy(desc(savedSearches.createdAt));
  return rows.map((row) => ({
    name: row.name,
    filters: row.filters,
    emailNewJobs: row.emailNewJobs,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}
