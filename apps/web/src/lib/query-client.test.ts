import { describe, expect, it, vi } from 'vitest';
import { AbortedRequestError, ApiError, RedirectedRequestError } from './api-errors';
import { createQueryClient, shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('never retries cancelled, redirected or client errors', () => {
    expect(shouldRetry(0, new AbortedRequestError())).toBe(false);
    expect(shouldRetry(0, new RedirectedRequestError('/candidate/cors'))).toBe(false);
    expect(shouldRetry(0, new ApiError(400, 'invalid_request', 'bad'))).toBe(false);
  });

  it('retries server and network errors twice', () => {
    const error = new ApiError(503, 'affinda_event_error', 'down');
    expect(shouldRetry(0, error)).toBe(true);
    expect(shouldRetry(1, error)).toBe(true);
    expect(shouldRetry(2, error)).toBe(false);
  });
});

describe('createQueryClient', () => {
  async function failMutation(error: Error, meta?: { silent?: boolean }) {
    const notify = vi.fn();
    const client = createQueryClient(notify);
    const mutation = client.getMutationCache().build(client, {
      mutationFn: async () => {
        throw error;
      },
      meta,
    });
    await mutation.execute(undefined).catch(() => undefined);
    return notify;
  }

  it('reports failed mutations', async () => {
    const error = new ApiError(409, 'email_is_used', 'taken');
    expect(await failMutation(error)).toHaveBeenCalledWith(error);
  });

  it('stays quiet for cancelled or redirected requests and silent mutations', async () => {
    expect(await failMutation(new AbortedRequestError())).not.toHaveBeenCalled();
    expect(await failMutation(new RedirectedRequestError('/employer/404'))).not.toHaveBeenCalled();
    expect(
      await failMutation(new ApiError(400, 'invalid_request', 'bad'), { silent: true }),
    ).not.toHaveBeenCalled();
  });
});
