import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** A company's public face (`GET /companies/{companyId}/public`): active companies only. */
export function publicCompanyQuery(companyId: string) {
  return queryOptions({
    queryKey: ['candidate', 'company', companyId],
    queryFn: ({ signal }) => api.companyProfile.getPublic({ companyId }, { signal }),
    staleTime: 5 * 60_000,
  });
}

/**
 * What candidates see of a company's files: logo, selected media, data-protection documents. The
 * addresses are signed for 15 minutes, so the answer is fetched again after 10.
 */
export function publicCompanyFilesQuery(companyId: string) {
  return queryOptions({
    queryKey: ['candidate', 'company', companyId, 'files'],
    queryFn: ({ signal }) => api.companyFiles.listPublic({ companyId }, { signal }),
    staleTime: 60_000,
    refetchInterval: 10 * 60_000,
  });
}
