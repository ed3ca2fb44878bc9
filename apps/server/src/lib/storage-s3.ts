/**
 * Storage in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2…) through `@aws-sdk/client-s3`
 * (issue 14). `put` is one PutObject (S3 stores an object whole or not at all), `remove` one
 * DeleteObject. `locate` gives callers the local path they expect: it asks the object's ETag
 * (HeadObject) and downloads it once per ETag into `cacheDir/<etag>/<key>` (written atomically),
 * so a file replaced through another process is fetched again and never served stale.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertKey, writeFileAtomic, type Storage } from './storage';

export interface S3StorageOptions {
  bucket: string;
  /** Endpoint of a non-AWS server, e.g. http://127.0.0.1:9000; unset for AWS. */
  endpoint?: string;
  region: string;
  /** Address objects as `endpoint/bucket/key` (MinIO and most self-hosted servers need it). */
  forcePathStyle: boolean;
  /** Unset: the AWS SDK's own chain (environment, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Prefix of every object key, e.g. `nikah/` (may be empty). */
  prefix: string;
  /** Folder of the local copies `locate` hands out. */
  cacheDir: string;
}

const isNotFound = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.$metadata.httpStatusCode === 404 || err.name === 'NotFound' || err.name === 'NoSuchKey');

/** Storage over one bucket; see the module comment. */
export function s3Storage(opts: S3StorageOptions): Storage {
  const client = new S3Client({
    region: opts.region,
    forcePathStyle: opts.forcePathStyle,
    ...(opts.endpoint ? { endpoint: opts.endpoint } : {}),
    ...(opts.credentials ? { credentials: opts.credentials } : {}),
  });
  const objectKey = (key: string) => {
    assertKey(key);
    return `${opts.prefix}${key}`;
  };
  return {
    async put(key, data) {
      await client.send(
        new PutObjectCommand({
          Bucket: opts.bucket,
          Key: objectKey(key),
          Body: typeof data === 'string' ? Buffer.from(data) : data,
        }),
      );
    },
    async locate(key) {
      const Key = objectKey(key);
      let etag: string;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: opts.bucket, Key }));
        etag = (head.ETag ?? 'none').replace(/[^a-z0-9-]/gi, '');
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
      const file = path.join(opts.cacheDir, etag, key);
      if (fs.existsSync(file)) return file;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: opts.bucket, Key }));
        if (!object.Body) return null;
        await writeFileAtomic(file, await object.Body.transformToByteArray());
      } catch (err) {
        // Removed between the two requests.
        if (isNotFound(err)) return null;
        throw err;
      }
      return file;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: opts.bucket, Key: objectKey(key) }));
    },
  };
}
