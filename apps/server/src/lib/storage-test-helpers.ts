/**
 * A real S3-compatible server for tests (s3rver, from the npm registry, files in a temporary
 * folder): `startS3Server(port)` starts it on 127.0.0.1:port with one bucket and returns the
 * `S3_*` environment that points the server at it, and `close()`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export interface TestS3 {
  env: Record<string, string>;
  close(): Promise<void>;
}

/** s3rver accepts any key pair; these are the ones it documents. */
const KEY_ID = 'S3RVER';

/** Starts s3rver on `port` with the bucket `bucket` (default `nikah-test`). */
export async function startS3Server(port: number, bucket = 'nikah-test'): Promise<TestS3> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nikah-s3-'));
  const server = new S3rver({ port, address: '127.0.0.1', directory: dir, silent: true });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: KEY_ID, secretAccessKey: KEY_ID },
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: KEY_ID,
      S3_SECRET_ACCESS_KEY: KEY_ID,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
