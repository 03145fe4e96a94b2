import { availableParallelism } from 'node:os';
import type { ErrorCode } from '@veil/domain';
import { createThreadPool } from '../../threads/thread-pool';
import { UnusableRecording } from './alter-file';

type WorkerAnswer =
  | { ok: true; mp3: Uint8Array; seconds: number }
  | { ok: false; code: ErrorCode }
  | { ok: false; message: string };

/**
 * How many answers this process alters at once: one per core. The threads run at a lower priority
 * (alter-worker.ts), so requests still come first when every core is altering
 * (docs/performance.md, "Recordings").
 */
export const ALTERATIONS_AT_ONCE = Math.max(1, availableParallelism());

/** The alteration's threads, kept between answers: a fresh thread would load and warm up its code each time. */
const threads = createThreadPool('alter-worker', import.meta.url, {
  what: 'voice alteration',
  size: ALTERATIONS_AT_ONCE,
});

/**
 * Alters and encodes one raw recording (alter-file.ts) on a thread of the pool, so that the API
 * goes on answering meanwhile; rejects with UnusableRecording for a file that can never be altered.
 */
export async function alterInWorker(
  bytes: Uint8Array,
  questionSeconds: number,
): Promise<{ mp3: Uint8Array; seconds: number }> {
  const answer = await threads.run<WorkerAnswer>({ bytes, questionSeconds });
  if (answer.ok) return { mp3: answer.mp3, seconds: answer.seconds };
  if ('code' in answer) throw new UnusableRecording(answer.code);
  throw new Error(answer.message);
}
