import { type Readable, Transform } from 'node:stream';
import { AppError } from '../../errors/app-error';
import type { BytePatch, Storage } from '../../storage';

/**
 * Bytes of a stored file to overwrite: `head` first, zeros for the rest of `length`. Patches never
 * change a file's length, so every offset inside it (a video's sample tables) stays valid.
 */
export type Patch = BytePatch;

/** Random access to a file of `size` bytes; reads past its end come back short. */
export type ByteReader = {
  readonly size: number;
  read(offset: number, length: number): Promise<Buffer>;
};

/** A forward jump longer than this opens a new ranged read instead of reading through the gap. */
const JUMP_BYTES = 1024 * 1024;

/**
 * Reads a stored object through as few ranged reads as it can: one stream read front to back, a new
 * one only where a read jumps far ahead (past a video's media data) or back. Close it when done.
 */
export function storageReader(storage: Storage, key: string, size: number): ByteReader & { close(): void } {
  let stream: Readable | null = null;
  let chunks: AsyncIterator<unknown> | null = null;
  // bytes [position, position + buffered) of the object, in the order they came
  let position = 0;
  let pending: Buffer[] = [];
  let buffered = 0;

  function close() {
    stream?.destroy();
    stream = null;
    chunks = null;
  }

  async function open(offset: number) {
    close();
    stream = await storage.get(key, { start: offset });
    if (!stream) throw new AppError('file_not_found');
    chunks = stream[Symbol.asyncIterator]();
    position = offset;
    pending = [];
    buffered = 0;
  }

  async function pull(): Promise<boolean> {
    const next = await chunks?.next();
    if (!next || next.done) return false;
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value as Uint8Array);
    pending.push(chunk);
    buffered += chunk.length;
    return true;
  }

  /** Drops what lies before `offset` (which must not be behind `position`). */
  function dropUntil(offset: number) {
    while (pending.length > 0 && position < offset) {
      const [first] = pending;
      if (!first) break;
      const drop = Math.min(first.length, offset - position);
      if (drop === first.length) pending.shift();
      else pending[0] = first.subarray(drop);
      position += drop;
      buffered -= drop;
    }
  }

  return {
    size,
    close,
    async read(offset, wanted) {
      const length = Math.max(0, Math.min(wanted, size - offset));
      if (length === 0) return Buffer.alloc(0);
      if (!chunks || offset < position || offset > position + buffered + JUMP_BYTES) await open(offset);
      while (position + buffered < offset) {
        dropUntil(position + buffered);
        if (!(await pull())) return Buffer.alloc(0);
      }
      dropUntil(offset);
      while (buffered < length) if (!(await pull())) break;
      const joined = pending.length === 1 ? (pending[0] as Buffer) : Buffer.concat(pending);
      pending = [joined];
      return Buffer.from(joined.subarray(0, length));
    },
  };
}

/** A reader over bytes in memory (for tests and small files). */
export function bufferReader(bytes: Uint8Array): ByteReader {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return {
    size: buffer.length,
    async read(offset, length) {
      return Buffer.from(buffer.subarray(offset, offset + length));
    },
  };
}

/**
 * Sorts patches by offset and makes them disjoint: a patch inside an earlier one is dropped, one that
 * overlaps the end of an earlier one keeps only its later part (a malformed file may point a track's
 * samples into its own boxes; everything asked to be overwritten still is).
 */
export function normalisePatches(patches: readonly Patch[]): Patch[] {
  const sorted = patches
    .filter((p) => p.length > 0)
    .sort((a, b) => a.offset - b.offset || b.length - a.length);
  const result: Patch[] = [];
  for (const patch of sorted) {
    const last = result.at(-1);
    const lastEnd = last ? last.offset + last.length : 0;
    if (!last || patch.offset >= lastEnd) {
      result.push(patch);
      continue;
    }
    if (patch.offset + patch.length <= lastEnd) continue;
    const cut = lastEnd - patch.offset;
    result.push({ offset: lastEnd, length: patch.length - cut, head: patch.head?.subarray(cut) });
  }
  return result;
}

/** A stream that passes a file through with `patches` (normalised) written over it. */
export function patchStream(patches: readonly Patch[]): Transform {
  let position = 0;
  let first = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const start = position;
      const end = start + chunk.length;
      position = end;
      while (first < patches.length && endOf(patches[first]) <= start) first += 1;
      let out: Buffer | null = null;
      for (let i = first; i < patches.length; i += 1) {
        const patch = patches[i];
        if (!patch || patch.offset >= end) break;
        out ??= Buffer.from(chunk);
        writePatch(out, start, patch);
      }
      done(null, out ?? chunk);
    },
  });
}

/** Writes `patches` over a copy of `bytes` (the whole file in memory). */
export function applyPatches(bytes: Uint8Array, patches: readonly Patch[]): Buffer {
  const out = Buffer.from(bytes);
  for (const patch of normalisePatches(patches)) writePatch(out, 0, patch);
  return out;
}

const endOf = (patch: Patch | undefined) => (patch ? patch.offset + patch.length : 0);

/** Writes the part of `patch` that falls into `out`, whose first byte is at `start` of the file. */
function writePatch(out: Buffer, start: number, patch: Patch) {
  const from = Math.max(patch.offset, start);
  const to = Math.min(patch.offset + patch.length, start + out.length);
  if (from >= to) return;
  out.fill(0, from - start, to - start);
  const head = patch.head;
  if (!head) return;
  const headTo = Math.min(to, patch.offset + head.length);
  if (from < headTo) out.set(head.subarray(from - patch.offset, headTo - patch.offset), from - start);
}
