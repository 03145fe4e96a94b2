import { api } from '../../http/context';
import { asCandidate } from '../../http/guards';
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  updateSavedSearch,
} from './saved-searches.service';

/** The candidate's saved searches (issue 39); each call sees the signed-in candidate's own only. */
export const candidateSavedSearchesRoutes = api.candidateSavedSearches.router({
  list: api.candidateSavedSearches.list.handler(async ({ context }) =>
    listSavedSearches(context.database.db, await asCandidate(context)),
  ),
  create: api.candidateSavedSearches.create.handler(async ({ input, context }) =>
    createSavedSearch(context.database.db, await asCandidate(context), input, context.clock.now()),
  ),
  update: api.candidateSavedSearches.update.handler(async ({ input, context }) => {
    const { savedSearchId, ...changes } = input;
    return updateSavedSearch(
      context.database.db,
      await asCandidate(context),
      savedSearchId,
      changes,
      context.clock.now(),
    );
  }),
  remove: api.candidateSavedSearches.remove.handler(async ({ input, context }) =>
    deleteSavedSearch(context.database.db, await asCandidate(context), input.savedSearchId),
  ),
});
