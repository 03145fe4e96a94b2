import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Resume } from '@veil/domain/contracts';
import type { Locale } from '@veil/domain/i18n';
import { api } from '../../lib/api-client';
import { saveBase64File } from './file-download';

type ResumeCreate = Parameters<typeof api.resumes.create>[0];
/** One section's change as PATCH /resumes takes it (defaults such as `removeIds` may be left out). */
export type ResumeSectionUpdate = Parameters<typeof api.resumes.update>[0];

/** Cache keys of the candidate's own resume and its anonymous projections. */
export const resumeKeys = {
  all: ['candidate', 'resume'] as const,
  own: () => [...resumeKeys.all, 'own'] as const,
  anonymous: (resumeId: string) => [...resumeKeys.all, 'anonymous', resumeId] as const,
  /** a public link is the same for everybody, signed in or not */
  public: (code: string) => ['public', 'anonymous-profile', code] as const,
};

/** The candidate's resume, or `null` before it is created. */
export function resumeQuery() {
  return queryOptions({
    queryKey: resumeKeys.own(),
    queryFn: async ({ signal }) => (await api.resumes.get(undefined, { signal })).resume,
  });
}

/** What an employer sees of this resume: the anonymous CV, without a job to match against. */
export function anonymousCvQuery(resumeId: string) {
  return queryOptions({
    queryKey: resumeKeys.anonymous(resumeId),
    queryFn: ({ signal }) => api.resumes.anonymous({ id: resumeId }, { signal }),
  });
}

/** An anonymous profile by its public link; works signed out. */
export function publicProfileQuery(code: string) {
  return queryOptions({
    queryKey: resumeKeys.public(code),
    queryFn: ({ signal }) => api.resumes.getPublic({ code }, { signal }),
  });
}

/** Every change of the resume changes its anonymous CV too: keep the resume, refetch the projection. */
function useStoreResume() {
  const client = useQueryClient();
  return (resume: Resume) => {
    client.setQueryData(resumeKeys.own(), resume);
    return client.invalidateQueries({ queryKey: [...resumeKeys.all, 'anonymous'] });
  };
}

/** Creates the resume from the first form (POST /resumes); the caller shows field errors itself. */
export function useCreateResume() {
  const store = useStoreResume();
  return useMutation({
    mutationFn: (input: ResumeCreate) => api.resumes.create(input),
    onSuccess: store,
    meta: { silent: true },
  });
}

/**
 * Saves one section (PATCH /resumes). Each section holds its own mutation, so its saving state and
 * error are its own; the answer is the whole resume, and the other sections keep their unsaved
 * input in their own forms.
 */
export function useUpdateResumeSection() {
  const store = useStoreResume();
  return useMutation({
    mutationFn: (update: ResumeSectionUpdate) => api.resumes.update(update),
    onSuccess: store,
    meta: { silent: true },
  });
}

/** Turns the public anonymous link on (with a fresh code) or off. */
export function useSetPublicLink() {
  const store = useStoreResume();
  return useMutation({
    mutationFn: (enabled: boolean) => api.resumes.setPublicLink({ enabled }),
    onSuccess: store,
    meta: { silent: true },
  });
}

/**
 * A new public link: off, then on again with a fresh code, so the old address stops working. Two
 * calls, because the contract has no "renew"; if the second fails the link stays off, never open
 * under the old code.
 */
export function useRenewPublicLink() {
  const store = useStoreResume();
  return useMutation({
    mutationFn: async () => {
      const off = await api.resumes.setPublicLink({ enabled: false });
      try {
        return await api.resumes.setPublicLink({ enabled: true });
      } catch (error) {
        // the old link is already off: show it off, and let the candidate turn it on again
        await store(off);
        throw error;
      }
    },
    onSuccess: store,
    meta: { silent: true },
  });
}

/** Downloads the full CV as a PDF in German or English. */
export function useDownloadPdf() {
  return useMutation({
    mutationFn: async (language: Locale) => saveBase64File(await api.resumes.downloadPdf({ language })),
    meta: { silent: true },
  });
}

/** Downloads everything the platform holds about the candidate as one JSON file. */
export function useExportData() {
  return useMutation({
    mutationFn: async () => saveBase64File(await api.resumes.exportData()),
    meta: { silent: true },
  });
}
