import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../env';

const S3 = {
  STORAGE_DRIVER: 's3',
  S3_ENDPOINT: 'https://minio.example:9000',
  S3_REGION: 'eu-central-1',
  S3_BUCKET: 'veil-files',
  S3_ACCESS_KEY_ID: 'veil',
  S3_SECRET_ACCESS_KEY: 'geheim-geheim',
  S3_FORCE_PATH_STYLE: 'true',
};

describe('storage configuration', () => {
  it('keeps files under DATA_DIR/files by default', () => {
    expect(loadConfig({ INIT_CWD: '/srv/veil' }).storage).toEqual({
      driver: 'disk',
      dir: '/srv/veil/data/files',
    });
    expect(loadConfig({ DATA_DIR: '/var/lib/veil' }).storage).toEqual({
      driver: 'disk',
      dir: '/var/lib/veil/files',
    });
  });

  it('uses an S3-compatible bucket with STORAGE_DRIVER=s3', () => {
    expect(loadConfig(S3).storage).toEqual({
      driver: 's3',
      endpoint: 'https://minio.example:9000',
      region: 'eu-central-1',
      bucket: 'veil-files',
      accessKeyId: 'veil',
      secretAccessKey: 'geheim-geheim',
      forcePathStyle: true,
    });
    const { S3_ENDPOINT: _endpoint, S3_FORCE_PATH_STYLE: _style, ...aws } = S3;
    expect(loadConfig(aws).storage).toMatchObject({ endpoint: null, forcePathStyle: false });
  });

  it('names the S3 settings that are missing, and S3 settings without the s3 driver', () => {
    const { S3_BUCKET: _bucket, S3_SECRET_ACCESS_KEY: _secret, ...partial } = S3;
    expect(() => loadConfig(partial)).toThrowError(
      /S3_BUCKET, S3_SECRET_ACCESS_KEY: required with STORAGE_DRIVER=s3/,
    );
    const { STORAGE_DRIVER: _driver, ...forgotten } = S3;
    expect(() => loadConfig(forgotten)).toThrowError(ConfigError);
    expect(() => loadConfig(forgotten)).toThrowError(/set STORAGE_DRIVER=s3/);
  });
});
