import { spawn } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock';

describe('lockDataDir', () => {
  it('refuses a folder another live process holds, and takes over a dead one', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'veil-lock-'));
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      await writeFile(path.join(dir, 'veil.lock'), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(/in use by process/);
    } finally {
      other.kill();
    }
    await new Promise((resolve) => other.once('exit', resolve));
    const unlock = lockDataDir(dir);
    expect(await readFile(path.join(dir, 'veil.lock'), 'utf8')).toBe(String(process.pid));
    unlock();
    const again = lockDataDir(dir);
    again();
  });
});
