import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { GrantSigner } from './grants';
import { assertStorageKey, type ByteRange, type Storage, type StoredObject } from './storage';

/** Where the disk driver's signed URLs point: routes of our own server (see file-routes.ts). */
export const DISK_FILES_PATH = '/api/files';

export class UploadTooLargeError extends Error {}

/** Zeros are written in pieces of at most this size (a wiped box may be large). */
const ZERO_CHUNK_BYTES = 1024 * 1024;

/** The disk driver plus what its own upload and download routes need. */
export type DiskStorage = Storage & {
  readonly driver: 'disk';
  readonly signer: GrantSigner;
  /** writes a stream to `key`, refusing (and keeping nothing) beyond `maxBytes` */
  write(key: string, body: Readable, options: { contentType: string; maxBytes: number }): Promise<number>;
};

type Meta = { contentType: string };

/**
 * Files under one folder: `objects/<key>` holds the bytes, `meta/<key>.json` the content type.
 * Writes go to `tmp/` first and are renamed into place, so a reader never sees half a file.
 */
export function createDiskStorage(options: { dir: string; signer: GrantSigner }): DiskStorage {
  const root = path.resolve(options.dir);
  const objectPath = (key: string) => {
    assertStorageKey(key);
    return path.join(root, 'objects', key);
  };
  const metaPath = (key: string) => path.join(root, 'meta', `${key}.json`);
  const { signer } = options;

  async function readMeta(key: string): Promise<Meta> {
    try {
      return JSON.parse(await readFile(metaPath(key), 'utf8')) as Meta;
    } catch {
      return { contentType: 'application/octet-stream' };
    }
  }

  async function place(tmpFile: string, key: string, meta: Meta) {
    const target = objectPath(key);
    await mkdir(path.dirname(target), { recursive: true });
    await mkdir(path.dirname(metaPath(key)), { recursive: true });
    await writeFile(metaPath(key), JSON.stringify(meta));
    await rename(tmpFile, target);
  }

  async function tmpFile() {
    await mkdir(path.join(root, 'tmp'), { recursive: true });
    return path.join(root, 'tmp', randomUUID());
  }

  async function head(key: string): Promise<StoredObject | null> {
    try {
      const info = await stat(objectPath(key));
      if (!info.isFile()) return null;
      return { size: info.size, contentType: (await readMeta(key)).contentType };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    driver: 'disk',
    browserOrigin: null,
    signer,
    async put(key, body, { contentType }) {
      const file = await tmpFile();
      await writeFile(file, body);
      await place(file, key, { contentType });
    },
    async putStream(key, body, { contentType, size }) {
      const file = await tmpFile();
      try {
        await pipeline(body, createWriteStream(file));
        const written = (await stat(file)).size;
        if (written !== size) throw new Error(`stream of ${written} bytes, ${size} expected`);
        await place(file, key, { contentType });
      } catch (error) {
        await rm(file, { force: true });
        throw error;
      }
    },
    async write(key, body, { contentType, maxBytes }) {
      const file = await tmpFile();
      let received = 0;
      const limit = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          received += chunk.length;
          done(received > maxBytes ? new UploadTooLargeError() : null, chunk);
        },
      });
      try {
        await pipeline(body, limit, createWriteStream(file));
        await place(file, key, { contentType });
        return received;
      } catch (error) {
        await rm(file, { force: true });
        throw error;
      }
    },
    async patch(key, patches) {
      const file = await open(objectPath(key), 'r+');
      try {
        const { size } = await file.stat();
        const longest = patches.reduce((most, p) => Math.max(most, p.length), 1);
        const zeros = Buffer.alloc(Math.min(ZERO_CHUNK_BYTES, longest));
        for (const patch of patches) {
          const end = patch.offset + patch.length;
          if (patch.offset < 0 || end > size) throw new Error(`patch outside ${key}`);
          const head = patch.head?.subarray(0, patch.length) ?? new Uint8Array(0);
          if (head.length > 0) await file.write(head, 0, head.length, patch.offset);
          for (let at = patch.offset + head.length; at < end; at += zeros.length)
            await file.write(zeros, 0, Math.min(zeros.length, end - at), at);
        }
      } finally {
        await file.close();
      }
    },
    async get(key, range?: ByteRange) {
      const found = await head(key);
      if (!found) return null;
      return createReadStream(objectPath(key), range ? { start: range.start, end: range.end } : {});
    },
    head,
    async delete(key) {
      await rm(objectPath(key), { force: true });
      await rm(metaPath(key), { force: true });
    },
    async move(from, to, options = {}) {
      const meta = await readMeta(from);
      await place(objectPath(from), to, { contentType: options.contentType ?? meta.contentType });
      await rm(metaPath(from), { force: true });
    },
    async signedUploadUrl(key, { maxBytes, contentType, expiresInSeconds }) {
      assertStorageKey(key);
      const expiresAt = expiry(expiresInSeconds);
      const token = signer.sign({ op: 'put', key, maxBytes, contentType, exp: seconds(expiresAt) });
      return {
        url: `${DISK_FILES_PATH}/upload/${token}`,
        method: 'PUT',
        headers: { 'Content-Type': contentType },
        expiresAt,
      };
    },
    async signedDownloadUrl(key, { expiresInSeconds, fileName }) {
      assertStorageKey(key);
      const expiresAt = expiry(expiresInSeconds);
      const token = signer.sign({ op: 'get', key, fileName, exp: seconds(expiresAt) });
      return { url: `${DISK_FILES_PATH}/${token}`, expiresAt };
    },
  };
}

/** Whole seconds, like S3's X-Amz-Expires: the same URL for the same second. */
function expiry(expiresInSeconds: number): Date {
  return new Date((Math.floor(Date.now() / 1000) + expiresInSeconds) * 1000);
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR');
}
