import { expect, test } from 'vitest';
import { CHECK_CODE_PATTERN } from '../../lib/api/galleries-codes.ts';
import { testImage } from '../media/test-images.ts';
import { isAdultOn } from './age-verification.ts';
import { checkCodeFor } from './galleries-guest.ts';
import { detectVideo } from './galleries-own.ts';

const box = (brand: string) => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from(`ftyp${brand}`), Buffer.alloc(16)]);

test('videos are recognised by their bytes, images and other files are not videos', async () => {
  expect(detectVideo(box('isom'))).toBe('video/mp4');
  expect(detectVideo(box('mp42'))).toBe('video/mp4');
  expect(detectVideo(box('qt  '))).toBe('video/quicktime');
  expect(detectVideo(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0, 0, 0, 0, 0, 0, 0, 0]))).toBe('video/webm');
  expect(detectVideo(box('avif'))).toBeUndefined();
  expect(detectVideo(box('heic'))).toBeUndefined();
  expect(detectVideo(await testImage({ width: 100, height: 100 }))).toBeUndefined();
  expect(detectVideo(Buffer.from('<html>'))).toBeUndefined();
});

test('an adult is 18 on the birthday, not the day before', () => {
  expect(isAdultOn('2007-06-15', '2025-06-15')).toBe(true);
  expect(isAdultOn('2007-06-16', '2025-06-15')).toBe(false);
  expect(isAdultOn('1960-01-01', '2025-06-15')).toBe(true);
  expect(isAdultOn('2007-02-30', '2025-06-15')).toBe(false);
  expect(isAdultOn('', '2025-06-15')).toBe(false);
  expect(isAdultOn('15.06.2007', '2025-06-15')).toBe(false);
});

test('a check code is derived from the idempotency key with the server key', () => {
  const a = checkCodeFor('key-1', 'idem-0001');
  expect(a).toMatch(CHECK_CODE_PATTERN);
  expect(checkCodeFor('key-1', 'idem-0001')).toBe(a);
  expect(checkCodeFor('key-2', 'idem-0001')).not.toBe(a);
  expect(checkCodeFor('key-1', 'idem-0002')).not.toBe(a);
});
