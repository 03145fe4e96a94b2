import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { StorageConfig } from '../storage';

/**
 * A real S3-compatible server for tests (s3rver), on a free port with its own folder and one
 * bucket. It checks presigned URLs' expiry but, unlike S3, not their V4 signatures.
 */
export async function startS3Server(): Promise<{
  config: Extract<StorageConfig, { driver: 's3' }>;
  stop: () => Promise<void>;
}> {
  const directory = await mkdtemp(path.join(tmpdir(), 'veil-s3rver-'));
  const bucket = 'veil-test-files';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    config: {
      driver: 's3',
      endpoint: `http://127.0.0.1:${port}`,
      region: 'eu-central-1',
      bucket,
      // s3rver's built-in account
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    stop: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
