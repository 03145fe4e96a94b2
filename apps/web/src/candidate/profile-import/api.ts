import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResumeImport } from '@veil/domain/contracts';
import { uploadFile } from '../../features/uploads/api';
import { api } from '../../lib/api-client';
import { resumeKeys } from '../profile/api';
import { type ImportFile, readBase64 } from './import-file';

/** How often the import's state is asked for while the server reads the file. */
export const IMPORT_POLL_MS = 2000;

/** Cache key of the candidate's CV import (one at a time). */
export const importKey = [...resumeKeys.all, 'import'] as const;

/** The server is still at work: the file arrives (`loading`) or is being read (`process`). */
export function isImportRunning(state: ResumeImport['state'] | undefined): boolean {
  return state === 'loading' || state === 'process';
}

/**
 * The CV import's state and, once read, its proposal (GET /resumes/pdf). Asked again every few
 * seconds while the server is at work, and no more once it has settled (success or error).
 */
export function importQuery() {
  return queryOptions({
    queryKey: importKey,
    queryFn: ({ signal }) => api.resumes.importState(undefined, { signal }),
    refetchInterval: (query) => (isImportRunning(query.state.data?.state) ? IMPORT_POLL_MS : false),
  });
}

/**
 * Starts the import of a chosen file: a PDF goes through the signed upload (candidate_pdf_cv, with
 * progress) and is named by its upload id; a LinkedIn export travels in the request as base64.
 * The answer (state `process`) replaces the cached state, which starts the polling.
 */
export function useStartImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, onProgress }: { file: ImportFile; onProgress: (share: number) => void }) => {
      if (file.kind === 'pdf') {
        const upload = await uploadFile('candidate_pdf_cv', file.file, { onProgress });
        return api.resumes.startImport({ uploadId: upload.uploadId });
      }
      const content = await readBase64(file.file);
      onProgress(1);
      return api.resumes.startImport({ fileName: file.file.name, content });
    },
    onSuccess: (state) => client.setQueryData(importKey, state),
    meta: { silent: true },
  });
}

/** Forgets the import and its proposal (DELETE /resumes/pdf): after the review, or to try again. */
export function useDiscardImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.resumes.discardImport(),
    onSuccess: (state) => client.setQueryData(importKey, state),
    meta: { silent: true },
  });
}
