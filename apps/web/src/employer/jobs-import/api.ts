import { useMutation } from '@tanstack/react-query';
import type { JobImportFormat } from '@veil/domain';
import type { JobImportProblem, JobImportResult } from '@veil/domain/contracts';
import type { Locale } from '@veil/domain/i18n';
import { api } from '../../lib/api-client';
import { ApiError } from '../../lib/api-errors';

/** A file's bytes as base64, as the import call carries them. */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** Imports a CSV or Excel file; every job becomes a draft, or nothing is imported. */
export function useImportJobs() {
  return useMutation({
    mutationFn: async (file: File): Promise<JobImportResult> =>
      api.jobImport.importJobs({ fileName: file.name, content: await fileToBase64(file) }),
    meta: { silent: true },
  });
}

/** The problems of a rejected file (import_rows_invalid), or null for any other error. */
export function importProblems(error: unknown): JobImportProblem[] | null {
  if (!(error instanceof ApiError) || error.code !== 'import_rows_invalid') return null;
  const problems = error.details?.problems;
  return Array.isArray(problems) ? (problems as JobImportProblem[]) : null;
}

/** Fetches a template and hands it to the browser as a download. */
export async function downloadTemplate(format: JobImportFormat, language: Locale): Promise<void> {
  const template = await api.jobImport.template({ format, language });
  const binary = atob(template.content);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: template.mediaType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = template.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
