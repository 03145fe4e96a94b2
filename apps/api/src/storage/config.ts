import path from 'node:path';

/** Where files live: a folder on this machine (the embedded default) or an S3-compatible bucket. */
export type StorageConfig =
  | { driver: 'disk'; dir: string }
  | {
      driver: 's3';
      /** null: AWS itself; set for MinIO, Ceph, R2 and the like */
      endpoint: string | null;
      region: string;
      bucket: string;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
    };

/** The environment variables storage reads (validated by env.ts, which passes them in). */
export type StorageEnv = {
  DATA_DIR: string;
  STORAGE_DRIVER: 'disk' | 's3';
  S3_ENDPOINT?: string | undefined;
  S3_REGION?: string | undefined;
  S3_BUCKET?: string | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
  S3_FORCE_PATH_STYLE?: 'true' | 'false' | undefined;
};

/** The storage settings from the environment; S3 settings are all-or-nothing and only with STORAGE_DRIVER=s3. */
export function storageConfigFrom(env: StorageEnv, problems: string[]): StorageConfig {
  const disk: StorageConfig = { driver: 'disk', dir: path.join(env.DATA_DIR, 'files') };
  const { S3_ENDPOINT, S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
  const s3Parts = [S3_ENDPOINT, S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY];
  if (env.STORAGE_DRIVER === 'disk') {
    // a forgotten STORAGE_DRIVER would otherwise put every replica's files on its own disk
    if (s3Parts.some((part) => part !== undefined) || env.S3_FORCE_PATH_STYLE !== undefined)
      problems.push('  S3_*: set STORAGE_DRIVER=s3 to use them');
    return disk;
  }
  const missing = Object.entries({ S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY })
    .filter(([, value]) => value === undefined)
    .map(([name]) => name);
  if (!S3_REGION || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
    problems.push(`  ${missing.join(', ')}: required with STORAGE_DRIVER=s3`);
    return disk;
  }
  return {
    driver: 's3',
    endpoint: S3_ENDPOINT ?? null,
    region: S3_REGION,
    bucket: S3_BUCKET,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
  };
}
