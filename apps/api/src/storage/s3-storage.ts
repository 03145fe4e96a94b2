import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { StorageConfig } from './config';
import { assertStorageKey, contentDisposition, type Storage } from './storage';

type S3Config = Extract<StorageConfig, { driver: 's3' }>;

/**
 * An S3-compatible bucket (AWS, MinIO, R2, ...). Browsers PUT and GET through presigned URLs; the
 * bucket needs a CORS rule allowing PUT and GET from the areas' origins.
 */
export function createS3Storage(config: S3Config): Storage {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // checksums only where S3 requires them: S3-compatible stores reject or mishandle the newer
    // default ones, and a presigned PUT from a browser cannot send them
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  const withKey = (key: string) => {
    assertStorageKey(key);
    return { Bucket, Key: key };
  };

  return {
    driver: 's3',
    browserOrigin: browserOrigin(config),
    async put(key, body, { contentType }) {
      await client.send(
        new PutObjectCommand({
          ...withKey(key),
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
        }),
      );
    },
    async putStream(key, body, { contentType, size }) {
      // S3 takes a stream of a length known in advance in one PUT (up to 5 GB)
      await client.send(
        new PutObjectCommand({ ...withKey(key), Body: body, ContentType: contentType, ContentLength: size }),
      );
    },
    async get(key, range) {
      try {
        const Range = range ? `bytes=${range.start}-${range.end ?? ''}` : undefined;
        const result = await client.send(new GetObjectCommand({ ...withKey(key), Range }));
        return (result.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async head(key) {
      try {
        const result = await client.send(new HeadObjectCommand(withKey(key)));
        return {
          size: result.ContentLength ?? 0,
          contentType: result.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand(withKey(key)));
    },
    async move(from, to, options = {}) {
      assertStorageKey(from);
      const metadata = options.contentType
        ? { MetadataDirective: 'REPLACE' as const, ContentType: options.contentType }
        : { MetadataDirective: 'COPY' as const };
      await client.send(
        new CopyObjectCommand({ ...withKey(to), CopySource: `${Bucket}/${from}`, ...metadata }),
      );
      await client.send(new DeleteObjectCommand(withKey(from)));
    },
    async signedUploadUrl(key, { maxBytes, contentType, expiresInSeconds }) {
      const command = new PutObjectCommand({
        ...withKey(key),
        ContentType: contentType,
        ContentLength: maxBytes,
      });
      // signing both headers makes S3 refuse any other length or type (403 SignatureDoesNotMatch)
      const url = await getSignedUrl(client, command, {
        expiresIn: expiresInSeconds,
        signableHeaders: new Set(['content-type', 'content-length']),
      });
      return {
        url,
        method: 'PUT',
        headers: { 'Content-Type': contentType },
        expiresAt: new Date(Date.now() + expiresInSeconds * 1000),
      };
    },
    async signedDownloadUrl(key, { expiresInSeconds, fileName }) {
      const command = new GetObjectCommand({
        ...withKey(key),
        ResponseContentDisposition: contentDisposition(fileName),
      });
      const url = await getSignedUrl(client, command, { expiresIn: expiresInSeconds });
      return { url, expiresAt: new Date(Date.now() + expiresInSeconds * 1000) };
    },
  };
}

function browserOrigin(config: S3Config): string {
  const base = new URL(config.endpoint ?? `https://s3.${config.region}.amazonaws.com`);
  return config.forcePathStyle ? base.origin : `${base.protocol}//${config.bucket}.${base.host}`;
}

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}
