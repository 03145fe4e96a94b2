// The CV renderer's thread (render-in-worker.ts): up to a few hundred milliseconds of CPU per PDF
// that the API must not spend on its own event loop. One thread serves every render of the process,
// so the fonts are read and parsed once.
import { parentPort } from 'node:worker_threads';
import { renderResumePdf } from './render-resume-pdf';
import type { RenderResumePdfOptions, ResumeForPdf } from './resume-pdf-input';

export type RenderRequest = { id: number; resume: ResumeForPdf; options: RenderResumePdfOptions };
export type RenderAnswer =
  | { id: number; ok: true; bytes: Uint8Array }
  | { id: number; ok: false; message: string };

parentPort?.on('message', async ({ id, resume, options }: RenderRequest) => {
  try {
    const bytes = await renderResumePdf(resume, options);
    parentPort?.postMessage({ id, ok: true, bytes } satisfies RenderAnswer, [bytes.buffer as ArrayBuffer]);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    parentPort?.postMessage({ id, ok: false, message } satisfies RenderAnswer);
  }
});
