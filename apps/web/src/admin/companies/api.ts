import {
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { CompanyListItem, NewCompany } from '@veil/domain/contracts';
import { api } from '../../lib/api-client';

/** Rows per request of the company list. */
export const COMPANY_PAGE_SIZE = 20;

/** Cache keys of the admin's company data; `all` covers lists and single companies. */
export const companyKeys = {
  all: ['admin', 'companies'] as const,
  lists: () => [...companyKeys.all, 'list'] as const,
  list: (name: string) => [...companyKeys.lists(), { name }] as const,
  detail: (companyId: string) => [...companyKeys.all, 'detail', companyId] as const,
};

/** The company list, newest first, filtered by name, one keyset page after the other. */
export function companiesQuery(name: string) {
  return infiniteQueryOptions({
    queryKey: companyKeys.list(name),
    queryFn: ({ pageParam, signal }) =>
      api.admin.listCompanies(
        { name: name === '' ? undefined : name, lastIndex: pageParam, pageSize: COMPANY_PAGE_SIZE },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.lastIndex ?? undefined,
  });
}

/** One company with its head counts (header of the accounts page). */
export function companyQuery(companyId: string) {
  return queryOptions({
    queryKey: companyKeys.detail(companyId),
    queryFn: ({ signal }) => api.admin.getCompany({ companyId }, { signal }),
  });
}

/** Puts a changed company into the cache and refetches every list (names, counts and order may change). */
export function refreshCompany(client: QueryClient, company: CompanyListItem): Promise<void> {
  client.setQueryData(companyKeys.detail(company.id), company);
  return client.invalidateQueries({ queryKey: companyKeys.lists() });
}

/** Creates a company with its first power user; the caller shows field errors itself. */
export function useCreateCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (company: NewCompany) => api.admin.createCompany(company),
    onSuccess: (company) => refreshCompany(client, company),
    meta: { silent: true },
  });
}

/** Renames a company; `value_unchanged` and `company_name_is_used` are shown beside the field. */
export function useRenameCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { companyId: string; name: string }) => api.admin.renameCompany(input),
    onSuccess: (company) => refreshCompany(client, company),
    meta: { silent: true },
  });
}

/** Activates or deactivates a company (deactivating signs its users out). */
export function useSetCompanyStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { companyId: string; isActive: boolean }) => api.admin.setCompanyStatus(input),
    onSuccess: (company) => refreshCompany(client, company),
    meta: { silent: true },
  });
}
