import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/** The nice value of background threads: the scheduler gives a busy event loop about nine tenths of a shared core. */
export const BACKGROUND_NICE = 10;

/**
 * Lowers the priority of the calling thread (not the process) to BACKGROUND_NICE, for a worker
 * thread that runs seconds of CPU work: when every core is busy, the process's event loop (requests)
 * then comes first, and the work still takes every core that is free. Linux gives each thread its
 * own nice value, addressed by its thread id (read from /proc/thread-self); elsewhere, or where the
 * system refuses, the thread keeps its priority.
 */
export function lowerThreadPriority(): boolean {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').at(-1));
    if (!Number.isInteger(threadId) || threadId <= 0) return false;
    setPriority(threadId, BACKGROUND_NICE);
    return true;
  } catch {
    return false;
  }
}
