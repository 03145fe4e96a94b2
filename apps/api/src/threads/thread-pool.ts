import { Worker } from 'node:worker_threads';
import { workerEntry } from './worker-entry';

/**
 * Threads of one worker (see worker-entry.ts) kept between pieces of work, for work that comes in
 * bursts and costs seconds each (the voice alteration): starting a thread loads its code again and
 * runs it cold, which costs a large share of one answer's alteration. Up to `size` threads stay idle
 * for `idleMs`, then end. A thread whose work failed, timed out or ended it is ended and not reused,
 * so nothing of a failed run carries over; the worker must answer every message with one message.
 */
export function createThreadPool(
  name: string,
  moduleUrl: string,
  options: { what: string; size: number; timeoutMs?: number; idleMs?: number },
) {
  const idle: { worker: Worker; timer: NodeJS.Timeout }[] = [];
  const idleMs = options.idleMs ?? 30_000;

  function take(): Worker {
    const kept = idle.pop();
    if (kept) {
      clearTimeout(kept.timer);
      return kept.worker;
    }
    const { url, execArgv } = workerEntry(name, moduleUrl);
    const worker = new Worker(url, { execArgv });
    // an idle thread never keeps the process alive
    worker.unref();
    return worker;
  }

  function giveBack(worker: Worker) {
    if (idle.length >= options.size) {
      void worker.terminate();
      return;
    }
    const timer = setTimeout(() => {
      const index = idle.findIndex((entry) => entry.worker === worker);
      if (index >= 0) idle.splice(index, 1);
      void worker.terminate();
    }, idleMs);
    timer.unref();
    idle.push({ worker, timer });
  }

  return {
    /**
     * Sends `message` to a thread of the pool and resolves with its answer. A thread that fails or
     * exits first rejects; after `timeoutMs` the promise rejects and the thread is ended.
     */
    run<Answer>(message: unknown, transfer: readonly ArrayBuffer[] = []): Promise<Answer> {
      const worker = take();
      let timer: NodeJS.Timeout | undefined;
      let healthy = false;
      const listeners: {
        message?: (answer: Answer) => void;
        error?: (error: Error) => void;
        exit?: (code: number) => void;
      } = {};
      return new Promise<Answer>((resolve, reject) => {
        if (options.timeoutMs !== undefined)
          timer = setTimeout(() => reject(new Error(`${options.what} took too long`)), options.timeoutMs);
        listeners.message = (answer) => {
          healthy = true;
          resolve(answer);
        };
        listeners.error = reject;
        listeners.exit = (code) => reject(new Error(`${options.what} thread ended (${code})`));
        worker.once('message', listeners.message);
        worker.once('error', listeners.error);
        worker.once('exit', listeners.exit);
        worker.ref();
        worker.postMessage(message, [...transfer]);
      }).finally(() => {
        clearTimeout(timer);
        if (listeners.message) worker.off('message', listeners.message);
        if (listeners.error) worker.off('error', listeners.error);
        if (listeners.exit) worker.off('exit', listeners.exit);
        worker.unref();
        if (healthy) giveBack(worker);
        else void worker.terminate();
      });
    },
    /** Ends the idle threads (a running piece of work ends its thread when it is done). */
    async close() {
      const ending = idle.splice(0).map((entry) => {
        clearTimeout(entry.timer);
        return entry.worker.terminate();
      });
      await Promise.all(ending);
    },
  };
}
