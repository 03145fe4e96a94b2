import { Worker } from 'node:worker_threads';
import { workerEntry } from '../../../threads/worker-entry';
import type { RenderResumePdfOptions, ResumeForPdf } from './resume-pdf-input';
import type { RenderAnswer, RenderRequest } from './resume-pdf-worker';

type Pending = { resolve: (bytes: Uint8Array) => void; reject: (error: Error) => void };

/** The one rendering thread of the process, started at the first render. */
let thread: { worker: Worker; pending: Map<number, Pending> } | null = null;
let nextId = 1;

function startThread() {
  const { url, execArgv } = workerEntry('resume-pdf-worker', import.meta.url);
  const worker = new Worker(url, { execArgv });
  const pending = new Map<number, Pending>();
  const current = { worker, pending };
  // an idle thread does not keep the process alive; one with renders under way does
  worker.unref();
  const fail = (error: Error) => {
    if (thread === current) thread = null;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  worker.on('message', (answer: RenderAnswer) => {
    const waiting = pending.get(answer.id);
    if (!waiting) return;
    pending.delete(answer.id);
    if (pending.size === 0) worker.unref();
    if (answer.ok) waiting.resolve(answer.bytes);
    else waiting.reject(new Error(answer.message));
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`CV rendering thread ended (${code})`)));
  return current;
}

/**
 * Renders the CV (render-resume-pdf.ts) on a thread of its own, so that the API goes on answering
 * meanwhile; the same bytes as rendering in place. Renders queue on the one thread. A thread that
 * ends (a crash, running out of memory) fails the renders it held; the next render starts another.
 */
export function renderResumePdfInWorker(
  resume: ResumeForPdf,
  options: RenderResumePdfOptions,
): Promise<Uint8Array> {
  thread ??= startThread();
  const { worker, pending } = thread;
  const id = nextId++;
  return new Promise<Uint8Array>((resolve, reject) => {
    if (pending.size === 0) worker.ref();
    pending.set(id, { resolve, reject });
    worker.postMessage({ id, resume, options } satisfies RenderRequest);
  });
}

/** Ends the rendering thread (tests; the process's end does it by itself). */
export async function stopResumePdfWorker(): Promise<void> {
  const current = thread;
  thread = null;
  await current?.worker.terminate();
}
