import { z } from 'zod';

/*
 * Saved searches (issue 39): a candidate keeps a search of the jobs list (its keyword and filters)
 * under a name, and hears of each newly published job that this search would list: a new_job
 * notification, and an e-mail while the search's e-mail switch is on.
 */

/** How many searches one candidate may save. */
export const SAVED_SEARCHES_MAX = 10;

/** The longest name of a saved search. */
export const SAVED_SEARCH_NAME_MAX = 100;

export const SavedSearchNameSchema = z
  .string({ error: 'validation.invalidType' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(SAVED_SEARCH_NAME_MAX, { error: 'validation.tooLong' });
