import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { localStorage, memoryStorage, storedSize, storeFile } from './storage.ts';

const dir = mkdtempSync(join(tmpdir(), 'lustmap-storage-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('the local folder copies a file in without reading it into memory, and knows sizes', async () => {
  const root = join(dir, 'media');
  const storage = localStorage(root);
  const source = join(dir, 'upload.part');
  writeFileSync(source, Buffer.alloc(100_000, 5));
  await storeFile(storage, 'private/galleries/a.video', source);
  expect(Buffer.from((await storage.get('private/galleries/a.video'))!)).toEqual(Buffer.alloc(100_000, 5));
  expect(await storedSize(storage, 'private/galleries/a.video')).toBe(100_000);
  expect(await storedSize(storage, 'private/galleries/none.video')).toBeUndefined();
  // No temporary file is left next to it; the upload's own file is the caller's.
  expect(readdirSync(join(root, 'private/galleries'))).toEqual(['a.video']);
  expect(readdirSync(dir).sort()).toEqual(['media', 'upload.part']);
  await expect(storeFile(storage, '../escape.video', source)).rejects.toThrow(/invalid media key/);
});

test('a storage without putFile and size gets the file read and its bytes counted', async () => {
  const storage = memoryStorage();
  const source = join(dir, 'small.part');
  writeFileSync(source, Buffer.from('abc'));
  await storeFile(storage, 'private/messages/x.webp', source);
  expect(await storedSize(storage, 'private/messages/x.webp')).toBe(3);
  expect(await storedSize(storage, 'private/messages/y.webp')).toBeUndefined();
});
