import {
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import {
  type ApplicationAssignment,
  type BoardStatus,
  PAGE_SIZE_MAX,
  type Rejection,
  type ScreeningRatings,
} from '@veil/domain';
import type {
  AudioInvitation,
  AudioRatings,
  BoardQuery,
  DueDateExtension,
  EmployerApplication,
  InterviewInvitationInput,
} from '@veil/domain/contracts';
import { api } from '../../lib/api-client';
import { ApiError } from '../../lib/api-errors';

/** Cards per request of the board, rows per request of the deletion logs. */
export const BOARD_PAGE_SIZE = 20;
export const DELETION_LOG_PAGE_SIZE = 20;

export type BoardFilter = {
  states: BoardStatus[];
  jobId: string | null;
  keyword: string;
  sort: BoardQuery['sort'];
};

/** The board's filter that its status counts follow (all statuses, the same job and keyword). */
export type BoardCountsFilter = Pick<BoardFilter, 'jobId' | 'keyword'>;

/**
 * Cache keys of the company's applications; `all` covers the board and single applications, `boards`
 * every board page and status count (what a change of an application makes stale).
 */
export const applicationKeys = {
  all: ['employer', 'applications'] as const,
  boards: () => [...applicationKeys.all, 'board'] as const,
  board: (filter: BoardFilter) => [...applicationKeys.boards(), filter] as const,
  counts: (filter: BoardCountsFilter) => [...applicationKeys.boards(), 'counts', filter] as const,
  assignees: () => [...applicationKeys.all, 'assignees'] as const,
  detail: (applicationId: string) => [...applicationKeys.all, 'detail', applicationId] as const,
  audioAnswers: (applicationId: string) => [...applicationKeys.all, 'audio-answers', applicationId] as const,
  audioAnswerUrl: (applicationId: string, questionId: string) =>
    [...applicationKeys.all, 'audio-answers', applicationId, questionId, 'url'] as const,
  interview: (applicationId: string) => [...applicationKeys.all, 'interview', applicationId] as const,
  deletionLogs: () => [...applicationKeys.all, 'deletion-logs'] as const,
  deletionLog: (applicationId: string) => [...applicationKeys.all, 'deletion-log', applicationId] as const,
};

/** The board: the company's applications (a reviewer's: those assigned), one keyset page after the other. */
export function boardQuery(filter: BoardFilter) {
  return infiniteQueryOptions({
    queryKey: applicationKeys.board(filter),
    queryFn: ({ pageParam, signal }) =>
      api.employerApplications.board(
        {
          states: filter.states.length > 0 ? filter.states : undefined,
          jobId: filter.jobId ?? undefined,
          keyword: filter.keyword === '' ? undefined : filter.keyword,
          sort: filter.sort,
          lastIndex: pageParam,
          pageSize: BOARD_PAGE_SIZE,
        },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.lastIndex ?? undefined,
  });
}

/** How many applications of the board (a reviewer's: those assigned) are in each status. */
export function boardCountsQuery({ jobId, keyword }: BoardFilter) {
  const filter: BoardCountsFilter = { jobId, keyword };
  return queryOptions({
    queryKey: applicationKeys.counts(filter),
    queryFn: ({ signal }) =>
      api.employerApplications.counts(
        { jobId: jobId ?? undefined, keyword: keyword === '' ? undefined : keyword },
        { signal },
      ),
  });
}

/** The company's active accounts that can be put on an application. */
export function assigneesQuery() {
  return queryOptions({
    queryKey: applicationKeys.assignees(),
    queryFn: ({ signal }) => api.employerApplications.assignees(undefined, { signal }),
    staleTime: 60_000,
  });
}

/** One application as its company's employers see it. */
export function applicationQuery(applicationId: string) {
  return queryOptions({
    queryKey: applicationKeys.detail(applicationId),
    queryFn: ({ signal }) => api.employerApplications.get({ applicationId }, { signal }),
  });
}

/** The full profile the candidate shared after the interview (only once `revealed`: before, the API refuses). */
export function revealedResumeQuery(applicationId: string, enabled: boolean) {
  return queryOptions({
    queryKey: [...applicationKeys.detail(applicationId), 'resume'] as const,
    queryFn: ({ signal }) => api.employerApplications.resume({ applicationId }, { signal }),
    enabled,
  });
}

/** The audio answers of an application (questions, limits, languages, lengths; never a file name). */
export function audioAnswersQuery(applicationId: string) {
  return queryOptions({
    queryKey: applicationKeys.audioAnswers(applicationId),
    queryFn: ({ signal }) => api.employerAudioInterview.audioAnswers({ applicationId }, { signal }),
  });
}

/**
 * A short-lived link to one altered audio answer, asked for when the listener presses play (a link
 * fetched with the page could expire before anyone listens). Not retried by itself: a failure shows
 * "Audio files could not be loaded" with a retry at once.
 */
export function audioAnswerUrlQuery(applicationId: string, questionId: string, enabled: boolean) {
  return queryOptions({
    queryKey: applicationKeys.audioAnswerUrl(applicationId, questionId),
    queryFn: ({ signal }) =>
      api.employerAudioInterview.audioAnswerUrl({ applicationId, questionId }, { signal }),
    enabled,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}

/** The application's interview invitation: slots and their state, interviewers, the candidate's messages. */
export function interviewQuery(applicationId: string, enabled = true) {
  return queryOptions({
    queryKey: applicationKeys.interview(applicationId),
    queryFn: ({ signal }) => api.employerInterviews.interview({ applicationId }, { signal }),
    enabled,
  });
}

/** The company's deletion logs, newest first. */
export function deletionLogsQuery() {
  return infiniteQueryOptions({
    queryKey: applicationKeys.deletionLogs(),
    queryFn: ({ pageParam, signal }) =>
      api.employerApplications.deletionLogs(
        { lastIndex: pageParam, pageSize: DELETION_LOG_PAGE_SIZE },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.lastIndex ?? undefined,
  });
}

/** The deletion log of one erased application. */
export function deletionLogQuery(applicationId: string) {
  return queryOptions({
    queryKey: applicationKeys.deletionLog(applicationId),
    queryFn: ({ signal }) => api.employerApplications.deletionLog({ applicationId }, { signal }),
  });
}

/**
 * Puts the changed application into the cache and refetches the board (status, rating, mark) and
 * its audio answers (an invitation or a submission changes them).
 */
export function refreshApplication(client: QueryClient, application: EmployerApplication): Promise<void> {
  client.setQueryData(applicationKeys.detail(application.id), application);
  void client.invalidateQueries({ queryKey: applicationKeys.audioAnswers(application.id), exact: true });
  void client.invalidateQueries({ queryKey: applicationKeys.interview(application.id), exact: true });
  return client.invalidateQueries({ queryKey: applicationKeys.boards() });
}

/** The work on one application, each its own mutation (own saving state and error). */
export type ApplicationChange =
  | { kind: 'assign'; assignment: ApplicationAssignment }
  | { kind: 'startScreening' }
  | { kind: 'rate'; ratings: ScreeningRatings }
  | { kind: 'note'; content: string }
  | { kind: 'reject'; rejection: Rejection }
  | { kind: 'select'; isSelected: boolean }
  | { kind: 'inviteToAudio'; invitation: AudioInvitation }
  | { kind: 'extendDueDate'; extension: DueDateExtension }
  | { kind: 'rateAudio'; ratings: AudioRatings }
  | { kind: 'approveWithInvitation'; invitation: InterviewInvitationInput }
  | { kind: 'updateInvitation'; invitation: InterviewInvitationInput };

/** The API call of one change (the application page's buttons and the pipeline send the same). */
export function sendChange(applicationId: string, change: ApplicationChange): Promise<EmployerApplication> {
  const calls = api.employerApplications;
  switch (change.kind) {
    case 'assign':
      return calls.assign({ applicationId, ...change.assignment });
    case 'startScreening':
      return calls.startScreening({ applicationId });
    case 'rate':
      return calls.rate({ applicationId, ...change.ratings });
    case 'note':
      return calls.addNote({ applicationId, content: change.content });
    case 'reject':
      return calls.reject({ applicationId, ...change.rejection });
    case 'select':
      return calls.select({ applicationId, isSelected: change.isSelected });
    case 'inviteToAudio':
      return api.employerAudioInterview.inviteToAudio({ applicationId, ...change.invitation });
    case 'extendDueDate':
      return api.employerAudioInterview.extendDueDate({ applicationId, ...change.extension });
    case 'rateAudio':
      return api.employerAudioInterview.rateAudio({ applicationId, ...change.ratings });
    case 'approveWithInvitation':
      return api.employerInterviews.approveWithInvitation({ applicationId, ...change.invitation });
    case 'updateInvitation':
      return api.employerInterviews.updateInvitation({ applicationId, ...change.invitation });
  }
}

/**
 * One change of an application; the answer is the whole application. A status conflict (someone
 * else moved it meanwhile) refetches it, so the page shows what is true now next to the message.
 */
export function useChangeApplication(applicationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: ApplicationChange) => sendChange(applicationId, change),
    onSuccess: (application) => refreshApplication(client, application),
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'application_status_conflict') {
        void client.invalidateQueries({ queryKey: applicationKeys.detail(applicationId) });
        void client.invalidateQueries({ queryKey: applicationKeys.boards() });
      }
    },
    meta: { silent: true },
  });
}

/** The company's jobs for the board's job filter: the newest hundred, which covers a company's open posts. */
export function boardJobsQuery() {
  return queryOptions({
    queryKey: ['employer', 'jobs', 'board-filter'] as const,
    queryFn: ({ signal }) => api.employerJobs.list({ pageSize: PAGE_SIZE_MAX }, { signal }),
    staleTime: 60_000,
  });
}
