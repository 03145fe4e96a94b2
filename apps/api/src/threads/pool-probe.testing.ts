// A worker for thread-pool.test.ts: answers with its thread id, ends itself on `exit`, never
// answers `hang`, and on `lower` lowers its priority and answers with it.
import { readlinkSync } from 'node:fs';
import { getPriority } from 'node:os';
import { parentPort, threadId } from 'node:worker_threads';
import { lowerThreadPriority } from './thread-priority';

parentPort?.on('message', (message: 'answer' | 'exit' | 'hang' | 'lower') => {
  if (message === 'exit') process.exit(3);
  if (message === 'answer') parentPort?.postMessage(threadId);
  if (message === 'lower') {
    const lowered = lowerThreadPriority();
    const tid = Number(readlinkSync('/proc/thread-self').split('/').at(-1));
    parentPort?.postMessage({ lowered, nice: getPriority(tid) });
  }
});
