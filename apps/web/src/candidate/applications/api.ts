import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CandidateApplication, CandidateInterview } from '@veil/domain/contracts';
import { api } from '../../lib/api-client';
import { ApiError } from '../../lib/api-errors';
import { type ApplicationFilters, applicationKeys, calendarKey } from '../application-keys';

export { type ApplicationFilters, applicationKeys };

/** Applications per "load more". */
export const APPLICATION_PAGE_SIZE = 20;

/** The candidate's applications with the filters, newest first, paged by cursor. */
export function applicationsQuery(filters: ApplicationFilters) {
  return infiniteQueryOptions({
    queryKey: applicationKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      api.candidateApplications.list(
        {
          states: filters.states.length > 0 ? filters.states : undefined,
          keyword: filters.keyword || undefined,
          lastIndex: pageParam,
          pageSize: APPLICATION_PAGE_SIZE,
        },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.lastIndex ?? undefined,
  });
}

/** Applications the dashboard shows: the newest, of every status. */
export const RECENT_APPLICATIONS = 5;

/**
 * The dashboard's newest applications (one page, no filter). Its key lies under the lists', so
 * sending or withdrawing an application refreshes it with them.
 */
export function recentApplicationsQuery() {
  return queryOptions({
    queryKey: [...applicationKeys.all, 'list', 'recent'] as const,
    queryFn: ({ signal }) => api.candidateApplications.list({ pageSize: RECENT_APPLICATIONS }, { signal }),
  });
}

/** The applications the candidate withdrew, last withdrawn first. */
export function withdrawnApplicationsQuery() {
  return infiniteQueryOptions({
    queryKey: applicationKeys.withdrawn(),
    queryFn: ({ pageParam, signal }) =>
      api.candidateApplications.withdrawn(
        { lastIndex: pageParam, pageSize: APPLICATION_PAGE_SIZE },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.lastIndex ?? undefined,
  });
}

/** One of the candidate's applications; an unknown id leads to the 404 page (api-fetch). */
export function applicationQuery(applicationId: string) {
  return queryOptions({
    queryKey: applicationKeys.detail(applicationId),
    queryFn: ({ signal }) => api.candidateApplications.get({ applicationId }, { signal }),
  });
}

/**
 * Opening the apply page starts the application (`POST /applications`), or answers the one already
 * started for that job. It is read like a query so that the page has its loading, error and retry
 * states; it is never refetched on its own (`staleTime: Infinity`), only by a retry.
 */
export function startApplicationQuery(jobId: string) {
  return queryOptions({
    queryKey: applicationKeys.start(jobId),
    queryFn: ({ signal }) => api.candidateApplications.start({ jobId }, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

/** Keeps an answered application in the cache of its detail page. */
function useStoreApplication() {
  const client = useQueryClient();
  return (application: CandidateApplication) =>
    client.setQueryData(applicationKeys.detail(application.id), application);
}

/**
 * Saves the screening answers as a draft. The caller keeps what was typed in its own state, so a
 * failure loses nothing; it shows the saving state and the error itself.
 */
export function useSaveAnswers() {
  const store = useStoreApplication();
  return useMutation({
    mutationFn: (input: Parameters<typeof api.candidateApplications.saveAnswers>[0]) =>
      api.candidateApplications.saveAnswers(input),
    onSuccess: store,
    meta: { silent: true },
  });
}

/** Sends the application with its anonymous CV; the lists are fetched again afterwards. */
export function useSubmitApplication() {
  const client = useQueryClient();
  const store = useStoreApplication();
  return useMutation({
    mutationFn: (applicationId: string) => api.candidateApplications.submit({ applicationId }),
    onSuccess: (application) => {
      store(application);
      return client.invalidateQueries({ queryKey: [...applicationKeys.all, 'list'] });
    },
    meta: { silent: true },
  });
}

/** Withdraws an application: the server erases it; the lists are fetched again. */
export function useWithdrawApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Parameters<typeof api.candidateApplications.withdraw>[0]) =>
      api.candidateApplications.withdraw(input),
    // the application's own page is left alone: removing or refetching it while it is still shown
    // would ask for an erased application (404) before the candidate has moved on
    onSuccess: () =>
      client.invalidateQueries({
        predicate: ({ queryKey }) =>
          queryKey[0] === applicationKeys.all[0] &&
          queryKey[1] === applicationKeys.all[1] &&
          (queryKey[2] === 'list' || queryKey[2] === 'withdrawn'),
      }),
    meta: { silent: true },
  });
}

/** The interview invitation of an application: its proposed slots, the confirmed one, the place. */
export function interviewQuery(applicationId: string, enabled = true) {
  return queryOptions({
    queryKey: applicationKeys.interview(applicationId),
    queryFn: ({ signal }) => api.candidateInterviews.interview({ applicationId }, { signal }),
    enabled,
  });
}

/** The candidate's answers to an invitation, each its own mutation (own sending state and error). */
export type InterviewAnswer =
  | { kind: 'confirmSlot'; slotId: string }
  | { kind: 'noSlotFits'; message: string }
  | { kind: 'requestReschedule'; message: string };

function sendAnswer(applicationId: string, answer: InterviewAnswer): Promise<CandidateInterview> {
  const calls = api.candidateInterviews;
  switch (answer.kind) {
    case 'confirmSlot':
      return calls.confirmSlot({ applicationId, slotId: answer.slotId });
    case 'noSlotFits':
      return calls.noSlotFits({ applicationId, message: answer.message });
    case 'requestReschedule':
      return calls.requestReschedule({ applicationId, message: answer.message });
  }
}

/**
 * Answers the invitation; the answer is the interview, kept in the cache, and the application (its
 * status), the lists and the calendar are fetched again. A slot taken meanwhile by another
 * interview of the same interviewers (`interview_slot_reserved`) refetches the invitation, so the
 * candidate sees what is still free beside the message.
 */
export function useAnswerInterview(applicationId: string) {
  const client = useQueryClient();
  const refresh = () => {
    void client.invalidateQueries({ queryKey: applicationKeys.detail(applicationId) });
    void client.invalidateQueries({ queryKey: [...applicationKeys.all, 'list'] });
    return client.invalidateQueries({ queryKey: calendarKey });
  };
  return useMutation({
    mutationFn: (answer: InterviewAnswer) => sendAnswer(applicationId, answer),
    onSuccess: (interview) => {
      client.setQueryData(applicationKeys.interview(applicationId), interview);
      return refresh();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'interview_slot_reserved') {
        void client.invalidateQueries({ queryKey: applicationKeys.interview(applicationId) });
        void refresh();
      }
    },
    meta: { silent: true },
  });
}

/** What the company would read if the candidate shared their full profile now (the confirmation's list). */
export function revealPreviewQuery(applicationId: string, enabled = true) {
  return queryOptions({
    queryKey: [...applicationKeys.detail(applicationId), 'reveal'] as const,
    queryFn: ({ signal }) => api.candidateReveal.revealPreview({ applicationId }, { signal }),
    enabled,
    // the profile as it is at the moment of the confirmation, never an older copy
    staleTime: 0,
  });
}

/** Shares the full profile with the company (only by this confirmation); the answer is the application. */
export function useRevealProfile() {
  const store = useStoreApplication();
  return useMutation({
    mutationFn: (applicationId: string) =>
      api.candidateReveal.revealProfile({ applicationId, confirm: true }),
    onSuccess: store,
    meta: { silent: true },
  });
}
