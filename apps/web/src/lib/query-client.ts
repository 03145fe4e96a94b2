import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError, isHandledError } from './api-errors';

declare module '@tanstack/react-query' {
  interface Register {
    /** `silent: true` when the mutation shows its own error (e.g. beside a form field). */
    mutationMeta: { silent?: boolean };
  }
}

const MAX_RETRIES = 2;

/** Retries only what may pass on a second try: no cancelled or redirected requests, no 4xx answers. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isHandledError(error)) return false;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/**
 * The app's query client. Failed mutations show `notifyError` (a notification in the user's
 * language) unless they were cancelled, already led to another page, or handle errors themselves.
 */
export function createQueryClient(notifyError: (error: unknown) => void): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (isHandledError(error) || mutation.meta?.silent) return;
        notifyError(error);
      },
    }),
  });
}
