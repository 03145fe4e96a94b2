import { oc } from '@orpc/contract';
import { z } from 'zod';
import { SavedSearchNameSchema } from '../saved-search';
import { JobSearchQuerySchema } from './jobs';

/*
 * Saved searches (issue 39). A candidate saves the jobs list's search (keyword and filters, as the
 * list's query holds them) under a name, lists, renames, switches the e-mail of and deletes them. Each
 * job published afterwards that the search would list brings a new_job notification, and an e-mail
 * while `emailNewJobs` is on (at most SAVED_SEARCHES_MAX searches per candidate).
 */

/** What a saved search looks for: the jobs list's query without its paging. */
export const SavedSearchFiltersSchema = JobSearchQuerySchema.omit({ lastIndex: true, pageSize: true });
export type SavedSearchFilters = z.infer<typeof SavedSearchFiltersSchema>;

export const SavedSearchSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  filters: SavedSearchFiltersSchema,
  /** an e-mail for each new matching job (the bell is told either way) */
  emailNewJobs: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type SavedSearch = z.infer<typeof SavedSearchSchema>;

export const SavedSearchesSchema = z.object({ savedSearches: z.array(SavedSearchSchema) });
export type SavedSearches = z.infer<typeof SavedSearchesSchema>;

export const CreateSavedSearchSchema = z.object({
  name: SavedSearchNameSchema,
  filters: SavedSearchFiltersSchema,
  emailNewJobs: z.boolean().default(true),
});
export type CreateSavedSearch = z.input<typeof CreateSavedSearchSchema>;

export const UpdateSavedSearchSchema = z.object({
  name: SavedSearchNameSchema.optional(),
  emailNewJobs: z.boolean().optional(),
});
export type UpdateSavedSearch = z.infer<typeof UpdateSavedSearchSchema>;

const savedSearchId = z.object({ savedSearchId: z.uuid() });
const tags = ['saved searches'];

export const candidateSavedSearchesContract = {
  list: oc
    .route({ method: 'GET', path: '/saved-searches', summary: 'My saved searches, newest first', tags })
    .output(SavedSearchesSchema),
  create: oc
    .route({
      method: 'POST',
      path: '/saved-searches',
      summary: 'Save the current jobs search under a name',
      tags,
    })
    .input(CreateSavedSearchSchema)
    .output(SavedSearchSchema),
  update: oc
    .route({
      method: 'PATCH',
      path: '/saved-searches/{savedSearchId}',
      summary: 'Rename a saved search or switch its e-mails',
      tags,
    })
    .input(savedSearchId.extend(UpdateSavedSearchSchema.shape))
    .output(SavedSearchSchema),
  remove: oc
    .route({
      method: 'DELETE',
      path: '/saved-searches/{savedSearchId}',
      summary: 'Delete a saved search',
      tags,
    })
    .input(savedSearchId)
    .output(SavedSearchesSchema),
};
