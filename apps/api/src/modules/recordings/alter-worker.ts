// The voice alteration's thread (alter-in-worker.ts): a few seconds of CPU per answer that the API
// process must not spend on its own event loop. It runs at a lower priority than the event loop, so
// that requests are answered first while every core alters; kept between answers by the pool.
import { parentPort } from 'node:worker_threads';
import { lowerThreadPriority } from '../../threads/thread-priority';
import { alterFile, UnusableRecording } from './alter-file';

lowerThreadPriority();

parentPort?.on('message', async (message: { bytes: Uint8Array; questionSeconds: number }) => {
  try {
    const { mp3, seconds } = await alterFile(message.bytes, message.questionSeconds);
    parentPort?.postMessage({ ok: true, mp3, seconds }, [mp3.buffer as ArrayBuffer]);
  } catch (error) {
    parentPort?.postMessage(
      error instanceof UnusableRecording
        ? { ok: false, code: error.code }
        : { ok: false, message: error instanceof Error ? error.message : String(error) },
    );
  }
});
