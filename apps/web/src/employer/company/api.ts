import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyDocumentType, CompanyProfile, CompanyUpdate } from '@veil/domain/contracts';
import { sessionQueryKey } from '../../features/sign-in/api';
import { api } from '../../lib/api-client';

export const companyKeys = {
  profile: ['employer', 'company'] as const,
  files: ['employer', 'company', 'files'] as const,
};

/** The signed-in employer's company with the required fields still missing. */
export function companyProfileQuery() {
  return queryOptions({
    queryKey: companyKeys.profile,
    queryFn: ({ signal }) => api.companyProfile.get(undefined, { signal }),
  });
}

/**
 * The company's logo, media and documents. Their addresses are signed for 15 minutes, so the list
 * is fetched again after 10.
 */
export function companyFilesQuery() {
  return queryOptions({
    queryKey: companyKeys.files,
    queryFn: ({ signal }) => api.companyFiles.list(undefined, { signal }),
    staleTime: 60_000,
    refetchInterval: 10 * 60_000,
  });
}

/**
 * Saves one section of the company information. The answer is the whole company, so the cache is
 * set from it; a new name also changes what the account menu shows. Errors show in the section.
 */
export function useUpdateCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: CompanyUpdate) => api.companyProfile.update(update),
    onSuccess: (company: CompanyProfile, update) => {
      client.setQueryData(companyKeys.profile, company);
      if (update.updateType === 'basic_information') {
        return client.invalidateQueries({ queryKey: sessionQueryKey('employer') });
      }
      return undefined;
    },
    meta: { silent: true },
  });
}

/** A change to the company's files; the file list is loaded again before the promise settles. */
function useFilesMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: companyKeys.files }),
    meta: { silent: true },
  });
}

export function useSetLogo() {
  return useFilesMutation(({ uploadId }: { uploadId: string }) => api.companyFiles.setLogo({ uploadId }));
}

export function useRemoveLogo() {
  return useFilesMutation(() => api.companyFiles.removeLogo());
}

export function useAddMedia() {
  return useFilesMutation(({ uploadId }: { uploadId: string }) =>
    api.companyFiles.addMedia({ uploadId, isSelected: true }),
  );
}

/** Shows (`isSelected`) or hides a media item on the public company page. */
export function useSelectMedia() {
  return useFilesMutation(({ mediaId, isSelected }: { mediaId: string; isSelected: boolean }) =>
    api.companyFiles.selectMedia({ mediaId, isSelected }),
  );
}

export function useRemoveMedia() {
  return useFilesMutation(({ mediaId }: { mediaId: string }) => api.companyFiles.removeMedia({ mediaId }));
}

export function useAddDocument() {
  return useFilesMutation((input: { uploadId: string; fileType: CompanyDocumentType; displayName: string }) =>
    api.companyFiles.addDocument(input),
  );
}

export function useRemoveDocument() {
  return useFilesMutation(({ documentId }: { documentId: string }) =>
    api.companyFiles.removeDocument({ documentId }),
  );
}
