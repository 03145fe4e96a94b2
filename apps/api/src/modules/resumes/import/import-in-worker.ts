import { Worker } from 'node:worker_threads';
import type { ResumeProposal } from '@veil/domain';
import { workerEntry } from '../../../threads/worker-entry';
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
export function importCvInWorker(file: CvFile, timeoutMs: number): Promise<ResumeProposal> {
  const { url, execArgv } = workerEntry('cv-import-worker', import.meta.url);
  const worker = new Worker(url, { execArgv, resourceLimits: { maxOldGenerationSizeMb: IMPORT_HEAP_MB } });
  let timer: NodeJS.Timeout | undefined;
  return new Promise<ResumeProposal>((resolve, reject) => {
    timer = setTimeout(() => reject(new CvImportTimeout(timeoutMs)), timeoutMs);
    worker.once('message', (answer: CvImportAnswer) => {
      if (answer.ok) resolve(answer.proposal);
      else if ('code' in answer) {
        const error = new CvImportError(answer.code);
        error.message = answer.message;
        reject(error);
      } else reject(new Error(answer.message));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`CV import thread ended (${code})`)));
    worker.postMessage({ fileName: file.fileName, bytes: file.bytes } satisfies CvFile);
  }).finally(() => {
    clearTimeout(timer);
    void worker.terminate();
  });
}
