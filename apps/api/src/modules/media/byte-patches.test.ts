import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { Storage } from '../../storage';
import { applyPatches, normalisePatches, type Patch, patchStream, storageReader } from './byte-patches';

const file = Buffer.from('0123456789abcdefghijklmnopqrstuvwxyz');

/** Storage that serves one object in chunks of `chunk` bytes and counts its ranged reads. */
function chunkedStorage(bytes: Buffer, chunk: number) {
  const reads: number[] = [];
  const storage = {
    async get(_key: string, range?: { start: number; end?: number }) {
      const start = range?.start ?? 0;
      reads.push(start);
      const pieces: Buffer[] = [];
      for (let at = start; at < bytes.length; at += chunk) pieces.push(bytes.subarray(at, at + chunk));
      return Readable.from(pieces);
    },
  } as unknown as Storage;
  return { storage, reads };
}

async function streamed(bytes: Buffer, patches: Patch[], chunk: number): Promise<Buffer> {
  const out: Buffer[] = [];
  const pieces: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += chunk) pieces.push(bytes.subarray(at, at + chunk));
  for await (const piece of Readable.from(pieces).pipe(patchStream(normalisePatches(patches))))
    out.push(piece as Buffer);
  return Buffer.concat(out);
}

describe('byte patches', () => {
  const patches: Patch[] = [
    { offset: 30, length: 4 },
    { offset: 2, length: 6, head: Buffer.from('HEAD') },
    // inside the one before: dropped; overlapping its end: only its later part is kept
    { offset: 3, length: 2 },
    { offset: 6, length: 5, head: Buffer.from('vwxyz') },
  ];

  it('overwrite the same bytes however the file is cut into chunks, and never change its length', async () => {
    const expected = applyPatches(file, patches);
    expect(expected.toString('latin1')).toBe('01HEAD\0\0xyzbcdefghijklmnopqrst\0\0\0\0yz');
    for (const chunk of [1, 3, 7, 64]) expect(await streamed(file, patches, chunk)).toEqual(expected);
  });

  it('are read through a stored file with one ranged read, and a new one only for a long jump', async () => {
    const big = Buffer.alloc(3 * 1024 * 1024, 1);
    big.write('start', 0);
    big.write('later', 100);
    big.write('far away', 2 * 1024 * 1024 + 5);
    const { storage, reads } = chunkedStorage(big, 1000);
    const reader = storageReader(storage, 'video', big.length);
    expect((await reader.read(0, 5)).toString()).toBe('start');
    expect((await reader.read(100, 5)).toString()).toBe('later');
    expect((await reader.read(2 * 1024 * 1024 + 5, 8)).toString()).toBe('far away');
    expect((await reader.read(0, 5)).toString()).toBe('start');
    expect((await reader.read(big.length - 2, 10)).length).toBe(2);
    reader.close();
    expect(reads).toEqual([0, 2 * 1024 * 1024 + 5, 0, big.length - 2]);
  });
});
