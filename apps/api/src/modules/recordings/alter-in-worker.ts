import type { ErrorCode } from '@veil/domain';
import { runInThread } from '../../threads/run-in-thread';
import { UnusableRecording } from './alter-file';

type WorkerAnswer =
  | { ok: true; mp3: Uint8Array; seconds: number }
  | { ok: false; code: ErrorCode }
  | { ok: false; message: string };

/**
 * Alters and encodes one raw recording (alter-file.ts) on a thread of its own, so that the API goes
 * on answering meanwhile; rejects with UnusableRecording for a file that can never be altered.
 */
export async function alterInWorker(
  bytes: Uint8Array,
  questionSeconds: number,
): Promise<{ mp3: Uint8Array; seconds: number }> {
  const answer = await runInThread<WorkerAnswer>(
    'alter-worker',
    import.meta.url,
    { bytes, questionSeconds },
    { what: 'voice alteration' },
  );
  if (answer.ok) return { mp3: answer.mp3, seconds: answer.seconds };
  if ('code' in answer) throw new UnusableRecording(answer.code);
  throw new Error(answer.message);
}
