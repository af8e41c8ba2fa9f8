/**
 * A real S3 API for tests: s3rver on a free loopback port with one bucket in a temporary folder,
 * and the settings that reach it. s3rver enforces the expiry of presigned URLs but does not check
 * V4 signatures or bucket privacy, so tests of those stop at the URL's parameters.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { DEFAULT_SIGNED_URL_SECONDS, type S3Settings } from '../media/s3-settings.ts';

/** s3rver's built-in account (any other key is refused as InvalidAccessKeyId). */
export const S3RVER_KEY = 'S3RVER';

export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** Settings for this server's bucket, path-style, with its credentials. */
  settings(overrides?: Partial<S3Settings>): S3Settings;
  close(): Promise<void>;
}

/** Start s3rver with the bucket `bucket`. */
export async function startTestS3(bucket = 'media'): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'lustmap-s3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    settings: (overrides = {}) => ({
      bucket,
      region: 'us-east-1',
      endpoint,
      accessKeyId: S3RVER_KEY,
      secretAccessKey: S3RVER_KEY,
      forcePathStyle: true,
      prefix: '',
      signedUrlSeconds: DEFAULT_SIGNED_URL_SECONDS,
      ...overrides,
    }),
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
