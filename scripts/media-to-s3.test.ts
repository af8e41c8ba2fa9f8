import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { s3Storage, type S3Storage } from '../src/server/media/s3.ts';
import { startTestS3, S3RVER_KEY, type TestS3 } from '../src/server/testing/s3rver.ts';
import { runScript } from './lib/run-script.ts';

const script = resolve(import.meta.dirname, 'media-to-s3.ts');
const dir = mkdtempSync(join(tmpdir(), 'lustmap-media-copy-'));
let s3: TestS3;
let bucket: S3Storage;
beforeAll(async () => {
  s3 = await startTestS3();
  bucket = s3Storage(s3.settings());
});
afterAll(async () => {
  bucket.close();
  await s3.close();
  rmSync(dir, { recursive: true, force: true });
});

const FILES: Record<string, Uint8Array> = {
  'photos/0b9c-320.webp': Uint8Array.from({ length: 300 }, (_, i) => (i * 7) % 256),
  'private/galleries/5e1f-640.webp': new Uint8Array([1, 2, 3]),
  'private/galleries/5e1f.video': new Uint8Array([0, 0, 0, 24]),
  'private/messages/77aa.webp': new Uint8Array([9]),
  'photos/0b9c-640.webp.4242.1.tmp': new Uint8Array([5]),
  '.DS_Store': new Uint8Array([6]),
};

/** The command with the S3 settings of the test server; its output, whether it succeeded or not. */
const run = (env: Record<string, string>) => runScript(script, [], { MEDIA_DIR: dir, ...env });

test('it copies every media file into the bucket under the prefix, with its type, and skips the rest', async () => {
  for (const [path, data] of Object.entries(FILES)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), data);
  }
  const res = await run({
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: S3RVER_KEY,
    S3_SECRET_ACCESS_KEY: S3RVER_KEY,
    S3_PREFIX: 'copied',
  });
  expect(res.code, res.stderr).toBe(0);
  expect(res.stdout).toContain(`copied 4 files (0.0 MB) from ${dir} to s3://media/copied/; 2 skipped`);
  expect(res.stderr).toContain('skipped (not a media key): .DS_Store');
  expect(res.stderr).toContain('skipped (not a media key): photos/0b9c-640.webp.4242.1.tmp');
  for (const path of [
    'photos/0b9c-320.webp',
    'private/galleries/5e1f-640.webp',
    'private/galleries/5e1f.video',
    'private/messages/77aa.webp',
  ])
    expect(await bucket.get(`copied/${path}`), path).toEqual(FILES[path]);
  expect(await bucket.get('copied/photos/0b9c-640.webp.4242.1.tmp')).toBeUndefined();
  expect((await fetch(await bucket.signedUrl('copied/photos/0b9c-320.webp'))).headers.get('content-type')).toBe('image/webp');
});

test('without S3_BUCKET it refuses to start and says what to set', async () => {
  const res = await run({});
  expect(res.code).not.toBe(0);
  expect(res.stderr).toContain('set S3_BUCKET');
});
