import type { ResumeProposal } from '@veil/domain';
import { runInThread } from '../../../threads/run-in-thread';
import type { CvFile } from './cv-import';
import { CvImportError } from './cv-import-error';
import type { CvImportAnswer } from './cv-import-worker';

/** The heap one import's thread may use; a file that needs more fails instead of the server. */
const IMPORT_HEAP_MB = 512;

/** The import took longer than it may; its thread has been ended. */
export class CvImportTimeout extends Error {
  constructor(ms: number) {
    super(`the CV import took longer than ${ms} ms`);
    this.name = 'CvImportTimeout';
  }
}

/**
 * Reads a CV file (cv-import.ts) on a thread of its own, one per import, so that the API goes on
 * answering meanwhile. After `timeoutMs` the thread is ended and the import rejects with
 * `CvImportTimeout`: the work really stops, where a timer on the event loop could only stop waiting
 * for it. A file the import cannot read rejects with its `CvImportError`; a thread that runs out of
 * memory or fails otherwise, with an `Error`.
 */
export async function importCvInWorker(file: CvFile, timeoutMs: number): Promise<ResumeProposal> {
  const answer = await runInThread<CvImportAnswer>(
    'cv-import-worker',
    import.meta.url,
    { fileName: file.fileName, bytes: file.bytes } satisfies CvFile,
    {
      what: 'CV import',
      timeoutMs,
      timeoutError: () => new CvImportTimeout(timeoutMs),
      resourceLimits: { maxOldGenerationSizeMb: IMPORT_HEAP_MB },
    },
  );
  if (answer.ok) return answer.proposal;
  if (!('code' in answer)) throw new Error(answer.message);
  const error = new CvImportError(answer.code);
  error.message = answer.message;
  throw error;
}
