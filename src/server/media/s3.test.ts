import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { memoryLogger } from '../context.ts';
import { startTestS3, S3RVER_KEY, type TestS3 } from '../testing/s3rver.ts';
import { mediaStorageFromEnv } from './from-env.ts';
import { contentTypeOf, s3Storage, type S3Storage } from './s3.ts';

let s3: TestS3;
let storage: S3Storage;
const opened: S3Storage[] = [];
const open = (o: Parameters<TestS3['settings']>[0] = {}) => {
  const made = s3Storage(s3.settings(o));
  opened.push(made);
  return made;
};

beforeAll(async () => {
  s3 = await startTestS3();
  storage = open();
});
afterAll(async () => {
  for (const s of opened) s.close();
  await s3.close();
});

/** Every byte value, so nothing is lost to a text encoding on the way. */
const allBytes = () => Uint8Array.from({ length: 512 }, (_, i) => i % 256);

describe('put, get and delete', () => {
  test('it stores binary bytes and gives them back unchanged', async () => {
    await storage.put('photos/round-trip-320.webp', allBytes());
    expect(await storage.get('photos/round-trip-320.webp')).toEqual(allBytes());
  });

  test('a missing key is undefined, not an error', async () => {
    expect(await storage.get('photos/never-stored-320.webp')).toBeUndefined();
  });

  test('a second put replaces the bytes', async () => {
    await storage.put('photos/overwrite-320.webp', new Uint8Array([1, 2, 3]));
    await storage.put('photos/overwrite-320.webp', new Uint8Array([9]));
    expect(await storage.get('photos/overwrite-320.webp')).toEqual(new Uint8Array([9]));
  });

  test('delete removes the object, and deleting again is fine', async () => {
    await storage.put('private/messages/gone.webp', new Uint8Array([7]));
    await storage.delete('private/messages/gone.webp');
    expect(await storage.get('private/messages/gone.webp')).toBeUndefined();
    await expect(storage.delete('private/messages/gone.webp')).resolves.toBeUndefined();
  });

  test('a prefix puts every key under it and reads only from there', async () => {
    const prefixed = open({ prefix: 'lustmap/' });
    await prefixed.put('photos/prefixed-320.webp', new Uint8Array([4, 2]));
    expect(await prefixed.get('photos/prefixed-320.webp')).toEqual(new Uint8Array([4, 2]));
    expect(await storage.get('lustmap/photos/prefixed-320.webp')).toEqual(new Uint8Array([4, 2]));
    expect(await storage.get('photos/prefixed-320.webp')).toBeUndefined();
    expect(await open({ prefix: 'other/' }).get('photos/prefixed-320.webp')).toBeUndefined();
  });

  test('keys that could climb out or are not plain paths are refused before anything is sent', async () => {
    for (const key of ['../escape.webp', 'photos/../../x', '/abs.webp', 'Photos/A.webp', 'a//b', 'a b', '', 'photos/./x']) {
      await expect(storage.put(key, new Uint8Array([1])), key).rejects.toThrow(/invalid media key/);
      await expect(storage.get(key), key).rejects.toThrow(/invalid media key/);
      await expect(storage.delete(key), key).rejects.toThrow(/invalid media key/);
      await expect(storage.signedUrl(key), key).rejects.toThrow(/invalid media key/);
    }
  });

  test('a file on disk is streamed to the bucket, and its size is read without downloading it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lustmap-s3-file-'));
    try {
      const path = join(dir, 'clip.part');
      const bytes = Buffer.concat([allBytes(), Buffer.alloc(300_000, 9)]);
      writeFileSync(path, bytes);
      await storage.putFile('private/galleries/streamed.video', path);
      expect(Buffer.from((await storage.get('private/galleries/streamed.video'))!)).toEqual(bytes);
      expect(await storage.size('private/galleries/streamed.video')).toBe(bytes.length);
      expect(await storage.size('private/galleries/never-stored.video')).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a missing bucket is an error, not a missing file', async () => {
    await expect(open({ bucket: 'no-such-bucket' }).get('photos/x-320.webp')).rejects.toThrow();
  });
});

describe('content types', () => {
  test('each object is stored with the type of its extension', async () => {
    await storage.put('photos/typed-640.webp', new Uint8Array([1]));
    await storage.put('private/galleries/clip.video', new Uint8Array([2]));
    expect((await fetch(await storage.signedUrl('photos/typed-640.webp'))).headers.get('content-type')).toBe('image/webp');
    expect((await fetch(await storage.signedUrl('private/galleries/clip.video'))).headers.get('content-type')).toBe(
      'application/octet-stream',
    );
  });

  test('the extension decides the type; the unknown are plain bytes', () => {
    expect(
      ['a.webp', 'a.jpg', 'a.jpeg', 'a.png', 'a.avif', 'a.gif', 'a.mp4', 'a.webm', 'a.mov', 'a.video', 'a.svg', 'noext'].map(contentTypeOf),
    ).toEqual([
      'image/webp',
      'image/jpeg',
      'image/jpeg',
      'image/png',
      'image/avif',
      'image/gif',
      'video/mp4',
      'video/webm',
      'video/quicktime',
      'application/octet-stream',
      'application/octet-stream',
      'application/octet-stream',
    ]);
  });
});

describe('signed URLs', () => {
  test('plain fetch downloads the bytes, uncached, with the type asked for', async () => {
    await storage.put('private/galleries/signed.video', allBytes());
    const url = await storage.signedUrl('private/galleries/signed.video', { contentType: 'video/mp4' });
    expect(new URL(url).origin).toBe(storage.signedUrlOrigin);
    expect(storage.signedUrlOrigin).toBe(s3.endpoint);
    expect(new URL(url).pathname).toBe('/media/private/galleries/signed.video');
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('300');
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(allBytes());
  });

  test('a URL lives as long as asked, and the store refuses it afterwards', async () => {
    await storage.put('private/messages/short.webp', new Uint8Array([5]));
    // Signed for 2 s from the current whole second: still valid for at least a second.
    const url = await storage.signedUrl('private/messages/short.webp', { seconds: 2 });
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('2');
    expect((await fetch(url)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 3100));
    const late = await fetch(url);
    expect(late.status).toBe(403);
    expect(await late.text()).toContain('Request has expired');
  });

  test('the default lifetime comes from the settings; a lifetime SigV4 cannot sign is refused', async () => {
    const url = await open({ signedUrlSeconds: 60 }).signedUrl('photos/any-320.webp');
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('60');
    for (const seconds of [0, 1.5, 604_801])
      await expect(storage.signedUrl('photos/any-320.webp', { seconds })).rejects.toThrow(/1 to 604800/);
    await expect(storage.signedUrl('photos/any-320.webp', { contentType: 'text/html\r\nx: y' })).rejects.toThrow(/Content-Type/);
  });

  test('a prefixed storage signs the prefixed object', async () => {
    const prefixed = open({ prefix: 'lustmap/' });
    await prefixed.put('photos/signed-prefix-320.webp', new Uint8Array([8]));
    const url = await prefixed.signedUrl('photos/signed-prefix-320.webp');
    expect(new URL(url).pathname).toBe('/media/lustmap/photos/signed-prefix-320.webp');
    expect(new Uint8Array(await (await fetch(url)).arrayBuffer())).toEqual(new Uint8Array([8]));
  });

  test('without a custom endpoint the origin is the bucket on AWS S3 of the region', () => {
    const aws = s3Storage({ ...s3.settings(), endpoint: undefined, forcePathStyle: false, region: 'eu-central-1' });
    opened.push(aws);
    expect(aws.signedUrlOrigin).toBe('https://media.s3.eu-central-1.amazonaws.com');
  });
});

describe('choosing the storage from the environment', () => {
  test('without S3_BUCKET media stay in MEDIA_DIR, and the start log says so', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lustmap-media-'));
    try {
      const log = memoryLogger();
      const local = mediaStorageFromEnv({ MEDIA_DIR: dir }, log);
      expect('signedUrl' in local).toBe(false);
      await local.put('photos/local-320.webp', new Uint8Array([3]));
      expect(readFileSync(join(dir, 'photos/local-320.webp'))).toEqual(Buffer.from([3]));
      expect(log.lines).toEqual([{ level: 'info', message: 'media storage', fields: { storage: 'local', dir } }]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('with S3_BUCKET media go to the bucket, and the start log names it without the secret', async () => {
    const log = memoryLogger();
    const env = {
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      // s3rver checks the key id but not V4 signatures, so any secret reaches it.
      S3_SECRET_ACCESS_KEY: 'secret-never-logged',
      S3_PREFIX: 'env',
    };
    const chosen = mediaStorageFromEnv(env, log) as S3Storage;
    opened.push(chosen);
    await chosen.put('photos/env-320.webp', new Uint8Array([6]));
    expect(await storage.get('env/photos/env-320.webp')).toEqual(new Uint8Array([6]));
    expect(log.lines[0]?.fields).toMatchObject({ storage: 's3', bucket: 'media', endpoint: s3.endpoint, prefix: 'env/', pathStyle: true });
    expect(JSON.stringify(log.lines)).not.toContain('secret-never-logged');
  });
});
