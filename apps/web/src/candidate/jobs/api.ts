import { notifications } from '@mantine/notifications';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { CandidateJob, CandidateJobListItem } from '@veil/domain/contracts';
import { api } from '../../lib/api-client';
import { useErrorMessage } from '../../lib/error-message';
import { useTranslation } from '../../lib/translation';
import { type JobFilters, searchInput } from './search-params';

/** Jobs per "load more". */
export const JOB_PAGE_SIZE = 20;

/** Cache keys of the candidate's job data; `all` covers searches, saved jobs and single jobs. */
export const jobKeys = {
  all: ['candidate', 'jobs'] as const,
  search: (filters: JobFilters) => [...jobKeys.all, 'search', filters] as const,
  saved: () => [...jobKeys.all, 'saved'] as const,
  forYou: () => [...jobKeys.all, 'for-you'] as const,
  detail: (jobId: string) => [...jobKeys.all, 'detail', jobId] as const,
  /** a signed-out visitor and a candidate get different answers (`isSaved` null or not) */
  shared: (shareCode: string, signedIn: boolean) => [...jobKeys.all, 'shared', shareCode, signedIn] as const,
};

/** Explore: published jobs matching the filters, by relevance for a keyword, else newest first. */
export function jobSearchQuery(filters: JobFilters) {
  return infiniteQueryOptions({
    queryKey: jobKeys.search(filters),
    queryFn: ({ pageParam, signal }) =>
      api.candidateJobs.search(
        { ...searchInput(filters), lastIndex: pageParam, pageSize: JOB_PAGE_SIZE },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.lastIndex ?? undefined,
  });
}

/** The Saved tab: the candidate's saved jobs, last saved first. */
export function savedJobsQuery() {
  return infiniteQueryOptions({
    queryKey: jobKeys.saved(),
    queryFn: ({ pageParam, signal }) =>
      api.candidateJobs.listSaved({ lastIndex: pageParam, pageSize: JOB_PAGE_SIZE }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.lastIndex ?? undefined,
  });
}

/**
 * For you: open jobs ranked by how well they match the candidate's profile, each with its reasons.
 * A candidate without a resume is answered `resume_not_found`.
 */
export function forYouQuery() {
  return infiniteQueryOptions({
    queryKey: jobKeys.forYou(),
    queryFn: ({ pageParam, signal }) =>
      api.resumes.forYou({ lastIndex: pageParam, pageSize: JOB_PAGE_SIZE }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.lastIndex ?? undefined,
  });
}

/** One published job (open or closed); drafts and unknown ids answer `job_not_found`. */
export function jobQuery(jobId: string) {
  return queryOptions({
    queryKey: jobKeys.detail(jobId),
    queryFn: ({ signal }) => api.candidateJobs.get({ jobId }, { signal }),
  });
}

/** A job by its shareable link; works signed out. */
export function sharedJobQuery(shareCode: string, signedIn: boolean) {
  return queryOptions({
    queryKey: jobKeys.shared(shareCode, signedIn),
    queryFn: ({ signal }) => api.candidateJobs.getShared({ shareCode }, { signal }),
  });
}

/** A page of the search, of the saved jobs or of For you (whose jobs carry their reasons). */
export type JobPage<J extends CandidateJobListItem = CandidateJobListItem> = {
  data: J[];
  lastIndex: string | null;
  totalPages: number;
  totalRecords: number;
  totalCapped: boolean;
  /** Explore only: the words searched instead of a misspelt keyword */
  correctedKeyword?: string | null;
  /** Explore only: the places searched instead of a misspelt location, most similar first */
  correctedLocation?: string[] | null;
};

type JobPages = InfiniteData<JobPage>;
type Cached = JobPages | CandidateJob | undefined;

/** A cached answer with the job's `isSaved` set, whichever shape (list pages or one job) it has. */
function withSaved(cached: Cached, jobId: string, isSaved: boolean): Cached {
  if (!cached) return cached;
  if ('pages' in cached) {
    return {
      ...cached,
      pages: cached.pages.map((page) => ({
        ...page,
        data: page.data.map((job) => (job.id === jobId ? { ...job, isSaved } : job)),
      })),
    };
  }
  return cached.id === jobId && cached.isSaved !== null ? { ...cached, isSaved } : cached;
}

function markSaved(client: QueryClient, jobId: string, isSaved: boolean) {
  client.setQueriesData<Cached>({ queryKey: jobKeys.all }, (cached) => withSaved(cached, jobId, isSaved));
}

export type SaveJobInput = { jobId: string; save: boolean };

/**
 * Saves or unsaves a job. The bookmark changes at once everywhere the job is shown (optimistic);
 * a failure puts it back and says why in the user's language. The Saved tab is fetched again
 * afterwards, so its order and count follow the server.
 */
export function useSaveJob() {
  const client = useQueryClient();
  const { t } = useTranslation();
  const describe = useErrorMessage();
  return useMutation({
    mutationFn: async ({ jobId, save }: SaveJobInput): Promise<{ isSaved: boolean }> =>
      save ? api.candidateJobs.save({ jobId }) : api.candidateJobs.unsave({ jobId }),
    onMutate: async ({ jobId, save }) => {
      await client.cancelQueries({ queryKey: jobKeys.all });
      markSaved(client, jobId, save);
    },
    onSuccess: (_result, { save }) => {
      notifications.show({
        color: 'veil',
        message: save ? t('candidateJobs.save.savedNotice') : t('candidateJobs.save.unsavedNotice'),
      });
    },
    onError: (error, { jobId, save }) => {
      markSaved(client, jobId, !save);
      notifications.show({
        color: 'red',
        title: save ? t('candidateJobs.save.failed') : t('candidateJobs.save.unsaveFailed'),
        message: describe(error),
      });
    },
    onSettled: () => client.invalidateQueries({ queryKey: jobKeys.saved() }),
    meta: { silent: true },
  });
}
