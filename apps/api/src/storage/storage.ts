import type { Readable } from 'node:stream';

/** What storage knows about one stored object. */
export type StoredObject = { size: number; contentType: string };

/** Bytes `start` to `end`, both inclusive (as in an HTTP Range header); no `end` reads to the last byte. */
export type ByteRange = { start: number; end?: number };

/** Bytes of an object to overwrite: `head` first, zeros for the rest of `length` (the length never changes). */
export type BytePatch = { offset: number; length: number; head?: Uint8Array };

/** How a browser sends a file straight to storage: one PUT with exactly these headers. */
export type SignedUpload = {
  url: string;
  method: 'PUT';
  headers: Record<string, string>;
  expiresAt: Date;
};

export type SignedDownload = { url: string; expiresAt: Date };

export type UploadGrantOptions = {
  /**
   * The largest body accepted. The disk driver takes anything up to it; S3 cannot cap a presigned
   * PUT, so its signature pins Content-Length to exactly this value: pass the file's declared size.
   */
  maxBytes: number;
  contentType: string;
  expiresInSeconds: number;
};

export type DownloadGrantOptions = {
  expiresInSeconds: number;
  /** served as an attachment with this (already safe) name; without it the file is shown inline */
  fileName?: string;
};

/**
 * Where uploaded files live. Keys are chosen by the server only (never by a user), as
 * `segment/segment/...` of letters, digits, `_`, `-` and `.`. Files reach browsers through signed,
 * expiring URLs, so no file passes through the API process on its way up or down.
 */
export interface Storage {
  readonly driver: 'disk' | 's3';
  /** the origin browsers talk to for signed URLs (for the Content-Security-Policy); null: our own */
  readonly browserOrigin: string | null;
  put(key: string, body: Uint8Array, options: { contentType: string }): Promise<void>;
  /**
   * Stores a stream of exactly `size` bytes (a file too large to hold in memory, such as a video
   * being cleaned); a stream that fails or ends at another length stores nothing.
   */
  putStream(key: string, body: Readable, options: { contentType: string; size: number }): Promise<void>;
  /**
   * Overwrites ranges of an object in place, where the driver can (the disk driver; S3 objects are
   * written whole, so it leaves this out). Only for objects no reader sees yet.
   */
  patch?(key: string, patches: readonly BytePatch[]): Promise<void>;
  /** the object's bytes (or a range of them); null when there is no such object */
  get(key: string, range?: ByteRange): Promise<Readable | null>;
  head(key: string): Promise<StoredObject | null>;
  /** removes the object; removing a missing object is not an error */
  delete(key: string): Promise<void>;
  /** renames an object, keeping its content type unless a new one is given */
  move(from: string, to: string, options?: { contentType?: string }): Promise<void>;
  signedUploadUrl(key: string, options: UploadGrantOptions): Promise<SignedUpload>;
  signedDownloadUrl(key: string, options: DownloadGrantOptions): Promise<SignedDownload>;
}

const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*(?:\/[A-Za-z0-9][A-Za-z0-9_.-]*)*$/;

/** Throws unless `key` is a storage key the server could have made (no `..`, no leading slash). */
export function assertStorageKey(key: string): void {
  if (key.length > 512 || !KEY_PATTERN.test(key) || key.split('/').some((s) => s.includes('..')))
    throw new Error(`invalid storage key: ${key}`);
}

/** The Content-Disposition header for a download. */
export function contentDisposition(fileName: string | undefined): string {
  if (!fileName) return 'inline';
  const ascii = fileName.replace(/[^\w.-]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
