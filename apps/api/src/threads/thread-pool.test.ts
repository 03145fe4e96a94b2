import { getPriority } from 'node:os';
import { describe, expect, it } from 'vitest';
import { createThreadPool } from './thread-pool';
import { BACKGROUND_NICE } from './thread-priority';

describe('createThreadPool', () => {
  it('keeps a thread for the next piece of work and replaces one that ended or timed out', async () => {
    const pool = createThreadPool('pool-probe.testing', import.meta.url, {
      what: 'probe',
      size: 1,
      timeoutMs: 15_000,
    });
    try {
      const first = await pool.run<number>('answer');
      expect(await pool.run<number>('answer')).toBe(first);

      await expect(pool.run('exit')).rejects.toThrow('probe thread ended (3)');
      const second = await pool.run<number>('answer');
      expect(second).not.toBe(first);

      const short = createThreadPool('pool-probe.testing', import.meta.url, {
        what: 'probe',
        size: 1,
        timeoutMs: 10,
      });
      await expect(short.run('hang')).rejects.toThrow('probe took too long');
      await short.close();
    } finally {
      await pool.close();
    }
  });

  it('lowers the priority of a background thread and not of the process (Linux)', async () => {
    const pool = createThreadPool('pool-probe.testing', import.meta.url, { what: 'probe', size: 1 });
    try {
      const before = getPriority();
      expect(await pool.run('lower')).toEqual({ lowered: true, nice: BACKGROUND_NICE });
      expect(getPriority()).toBe(before);
    } finally {
      await pool.close();
    }
  });
});
