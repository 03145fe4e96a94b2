import { Worker } from 'node:worker_threads';
import type { ErrorCode } from '@veil/domain';
import { workerEntry } from '../../threads/worker-entry';
import { UnusableRecording } from './alter-file';

type WorkerAnswer =
  | { ok: true; mp3: Uint8Array; seconds: number }
  | { ok: false; code: ErrorCode }
  | { ok: false; message: string };

/**
 * Alters and encodes one raw recording (alter-file.ts) on a thread of its own, so that the API goes
 * on answering meanwhile; rejects with UnusableRecording for a file that can never be altered.
 */
export function alterInWorker(
  bytes: Uint8Array,
  questionSeconds: number,
  signal?: AbortSignal,
): Promise<{ mp3: Uint8Array; seconds: number }> {
  const { url, execArgv } = workerEntry('alter-worker', import.meta.url);
  const worker = new Worker(url, { execArgv });
  return new Promise<{ mp3: Uint8Array; seconds: number }>((resolve, reject) => {
    const stop = () => reject(new Error('voice alteration aborted'));
    signal?.addEventListener('abort', stop, { once: true });
    worker.once('message', (answer: WorkerAnswer) => {
      if (answer.ok) resolve({ mp3: answer.mp3, seconds: answer.seconds });
      else if ('code' in answer) reject(new UnusableRecording(answer.code));
      else reject(new Error(answer.message));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`voice alteration thread ended (${code})`)));
    worker.postMessage({ bytes, questionSeconds });
  }).finally(() => {
    void worker.terminate();
  });
}
