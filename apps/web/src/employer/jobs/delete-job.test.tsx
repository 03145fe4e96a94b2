import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../test/api-stub';
import { applicationKeys, boardJobsQuery } from '../applications/api';
import { jobKeys, useDeleteJob } from './api';

const JOB_ID = '5d1f3a2b-4c6e-4f80-9a1b-2c3d4e5f6a7b';

describe('deleting a job', () => {
  it('makes the job lists, the board with its counts and job filter, and the deletion logs stale', async () => {
    stubApi({ [`DELETE /api/company-jobs/${JOB_ID}`]: json(200, { deleted: true }) });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const cached = [
      jobKeys.lists(),
      boardJobsQuery().queryKey,
      applicationKeys.board({ states: [], jobId: JOB_ID, keyword: '', sort: 'newest' }),
      applicationKeys.counts({ jobId: null, keyword: '' }),
      applicationKeys.deletionLogs(),
    ];
    for (const key of cached) client.setQueryData(key, { cached: true });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useDeleteJob(JOB_ID), { wrapper });
    result.current.mutate();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    for (const key of cached) expect(client.getQueryState(key)?.isInvalidated, String(key)).toBe(true);
  });
});
