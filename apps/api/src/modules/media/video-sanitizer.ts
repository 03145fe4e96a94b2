import { pipeline } from 'node:stream';
import { AppError } from '../../errors/app-error';
import type { Storage } from '../../storage';
import { normalisePatches, type Patch, patchStream, storageReader } from './byte-patches';
import { planMp4Cleanup } from './mp4-metadata';
import { planWebmCleanup } from './webm-metadata';

/**
 * Keeps a stored video from `from` (a key no upload link reaches) at `to` without its metadata
 * (mp4-metadata.ts, webm-metadata.ts). Its structure is read with ranged reads; then the metadata is
 * overwritten where it lies (disk: a few writes, then a rename), or the file streams through the
 * patches once into its new key (S3, which writes objects whole). Nothing is re-encoded, nothing
 * moves, and a 1 GB video never sits in memory. Returns the bytes kept (the size never changes).
 * Throws `file_damaged` when the structure does not add up.
 */
export async function sanitizeStoredVideo(
  storage: Storage,
  input: { from: string; to: string; mime: string; size: number },
): Promise<number> {
  const patches = normalisePatches(await planVideoCleanup(storage, input));
  if (storage.patch) {
    await storage.patch(input.from, patches);
    await storage.move(input.from, input.to, { contentType: input.mime });
    return input.size;
  }
  const source = await storage.get(input.from);
  if (!source) throw new AppError('file_not_found');
  // pipeline, not pipe: a failed read fails the write (and the other way round)
  const patched = pipeline(source, patchStream(patches), () => undefined);
  await storage.putStream(input.to, patched, { contentType: input.mime, size: input.size });
  return input.size;
}

/** The patches that remove a stored video's metadata. */
export async function planVideoCleanup(
  storage: Storage,
  input: { from: string; mime: string; size: number },
): Promise<Patch[]> {
  const reader = storageReader(storage, input.from, input.size);
  try {
    if (input.mime === 'video/webm') return await planWebmCleanup(reader);
    if (input.mime === 'video/mp4') return await planMp4Cleanup(reader);
    throw new AppError('file_type_not_allowed');
  } catch (error) {
    // a structure that sends a read out of bounds is as damaged as one that does not add up
    if (error instanceof RangeError) throw new AppError('file_damaged');
    throw error;
  } finally {
    reader.close();
  }
}
