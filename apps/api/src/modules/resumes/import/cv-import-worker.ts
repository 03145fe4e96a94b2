// The CV import's thread (import-in-worker.ts): reading a PDF's text with pdf.js can take seconds of
// CPU and much memory for a large or hostile file, which the API must not spend on its event loop.
import { parentPort } from 'node:worker_threads';
import type { ResumeProposal } from '@veil/domain';
import { type CvFile, importCv } from './cv-import';
import { CvImportError, type CvImportErrorCode } from './cv-import-error';

export type CvImportAnswer =
  | { ok: true; proposal: ResumeProposal }
  | { ok: false; code: CvImportErrorCode; message: string }
  | { ok: false; message: string };

parentPort?.once('message', async (file: CvFile) => {
  try {
    parentPort?.postMessage({ ok: true, proposal: await importCv(file) } satisfies CvImportAnswer);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    parentPort?.postMessage(
      (error instanceof CvImportError
        ? { ok: false, code: error.code, message }
        : { ok: false, message }) satisfies CvImportAnswer,
    );
  }
});
