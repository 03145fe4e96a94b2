import { type ResourceLimits, Worker } from 'node:worker_threads';
import { workerEntry } from './worker-entry';

/**
 * Runs one piece of work on a thread of its own: starts the worker `name` (beside `moduleUrl`, see
 * worker-entry.ts), sends it `message` and resolves with its first answer. The thread is ended once
 * the work is over, however it ended. A thread that fails or exits first rejects; after `timeoutMs`
 * the promise rejects with `timeoutError()` and the thread is ended, so the work really stops.
 */
export function runInThread<Answer>(
  name: string,
  moduleUrl: string,
  message: unknown,
  options: {
    /** what the work is, for the errors: "voice alteration" */
    what: string;
    timeoutMs?: number;
    timeoutError?: () => Error;
    resourceLimits?: ResourceLimits;
  },
): Promise<Answer> {
  const { url, execArgv } = workerEntry(name, moduleUrl);
  const worker = new Worker(url, { execArgv, resourceLimits: options.resourceLimits });
  let timer: NodeJS.Timeout | undefined;
  return new Promise<Answer>((resolve, reject) => {
    if (options.timeoutMs !== undefined) {
      const timeoutError = options.timeoutError ?? (() => new Error(`${options.what} took too long`));
      timer = setTimeout(() => reject(timeoutError()), options.timeoutMs);
    }
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`${options.what} thread ended (${code})`)));
    worker.postMessage(message);
  }).finally(() => {
    clearTimeout(timer);
    void worker.terminate();
  });
}
