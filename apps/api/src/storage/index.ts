import type { FastifyInstance } from 'fastify';
import { deriveKey, resolveAuthSecret } from '../auth/secret';
import type { AppConfig } from '../env';
import { createDiskStorage } from './disk-storage';
import { type FileRouteOptions, registerFileRoutes } from './file-routes';
import { createGrantSigner } from './grants';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

export type { StorageConfig } from './config';
export type * from './storage';

/** The configured storage driver; the disk driver signs its URLs with a key derived from the auth secret. */
export async function createStorage(config: AppConfig): Promise<Storage> {
  if (config.storage.driver === 's3') return createS3Storage(config.storage);
  const signer = createGrantSigner(deriveKey(await resolveAuthSecret(config), 'file-grants'));
  return createDiskStorage({ dir: config.storage.dir, signer });
}

export type { FileRouteOptions } from './file-routes';

/**
 * Serves the disk driver's signed upload and download URLs; S3 serves its own (and cannot be told
 * to refuse a presigned PUT before it expires: a lifecycle rule on `uploads/` clears what comes late).
 */
export async function registerStorageRoutes(
  app: FastifyInstance,
  storage: Storage,
  options: FileRouteOptions = {},
) {
  if (isDiskStorage(storage)) await registerFileRoutes(app, storage, options);
}

function isDiskStorage(storage: Storage): storage is Parameters<typeof registerFileRoutes>[1] {
  return storage.driver === 'disk' && 'write' in storage;
}
