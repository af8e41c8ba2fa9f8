import sharp from 'sharp';
import { expect, test } from 'vitest';
import { PHOTO_MIN_SIDE } from '../../lib/api/photos.ts';
import { exifKinds } from './exif.ts';
import { hammingDistance, sameImage } from './phash.ts';
import { detectType, processPhoto, type ProcessedPhoto } from './pipeline.ts';
import { pngHeaderOnly, testImage } from './test-images.ts';

async function accepted(bytes: Buffer): Promise<ProcessedPhoto> {
  const result = await processPhoto(bytes);
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result.photo;
}

const GPS = { IFD0: { Make: 'Acme', Model: 'Phone 9' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 0/1' } };

test('it strips EXIF GPS and camera data and says what it removed', async () => {
  const input = await testImage({ width: 1600, height: 1200, exif: GPS });
  expect(exifKinds((await sharp(input).metadata()).exif!)).toEqual(new Set(['location', 'camera']));
  const photo = await accepted(input);
  expect(photo.removed).toEqual(['location', 'camera']);
  for (const r of photo.renditions) {
    const meta = await sharp(r.data).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(r.data.includes(Buffer.from('Acme'))).toBe(false);
  }
});

test('it reports nothing removed from an image without metadata', async () => {
  expect((await accepted(await testImage({ width: 900, height: 900, format: 'png' }))).removed).toEqual([]);
});

test('it writes the three WebP widths, never upscaling', async () => {
  const photo = await accepted(await testImage({ width: 2000, height: 1500 }));
  expect(photo.renditions.map((r) => r.width)).toEqual([320, 640, 1280]);
  for (const r of photo.renditions) {
    const meta = await sharp(r.data).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(r.width);
    expect(r.height).toBe(Math.round((r.width * 1500) / 2000));
  }
  expect([photo.width, photo.height]).toEqual([1280, 960]);
  const small = await accepted(await testImage({ width: 800, height: 1000 }));
  expect(small.renditions.map((r) => r.width)).toEqual([320, 640]);
});

test('it turns the picture upright by its EXIF orientation', async () => {
  const photo = await accepted(await testImage({ width: 1200, height: 800, orientation: 6 }));
  // 1200 × 800 turned by 90° is 800 wide: its largest rendition is 640 × 960.
  expect([photo.width, photo.height]).toEqual([640, 960]);
});

test('it makes a ThumbHash placeholder and a 64-bit perceptual hash', async () => {
  const photo = await accepted(await testImage({ width: 1000, height: 800 }));
  expect(Buffer.from(photo.thumbhash, 'base64').length).toBeGreaterThan(4);
  expect(Buffer.from(photo.thumbhash, 'base64').length).toBeLessThanOrEqual(28);
  expect(photo.phash).toMatch(/^[0-9a-f]{16}$/);
});

test('it accepts JPEG, PNG, WebP, AVIF and GIF by content', async () => {
  for (const format of ['jpeg', 'png', 'webp', 'avif', 'gif'] as const) {
    const bytes = await testImage({ width: 800, height: 800, format });
    expect(detectType(bytes)).toBe(format);
    expect((await processPhoto(bytes)).ok).toBe(true);
  }
});

test('it refuses a text file whatever its name, and SVG', async () => {
  const text = await processPhoto(Buffer.from('Just some text pretending to be a JPEG.\n'));
  expect(text).toEqual({ ok: false, reason: 'not a JPEG, PNG, WebP, AVIF or GIF image' });
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="900" height="900"/>');
  expect((await processPhoto(svg)).ok).toBe(false);
});

test('it refuses a damaged image with a clear reason', async () => {
  const jpeg = await testImage({ width: 900, height: 900 });
  const result = await processPhoto(jpeg.subarray(0, 2000));
  expect(result.ok).toBe(false);
});

test('it refuses a 30000 × 30000 PNG header without decoding it', async () => {
  const probe = pngHeaderOnly(30_000, 30_000);
  expect(probe.length).toBeLessThan(200);
  const before = process.memoryUsage().rss;
  const started = performance.now();
  const result = await processPhoto(probe);
  expect(result).toEqual({ ok: false, reason: '30000 × 30000 pixels is more than the 50 megapixels accepted' });
  expect(performance.now() - started).toBeLessThan(500);
  // Decoding would need 2.7 GB; reading the header needs next to nothing.
  expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
});

test('it refuses a picture whose short side is below the minimum', async () => {
  const result = await processPhoto(await testImage({ width: 2000, height: PHOTO_MIN_SIDE - 1 }));
  expect(result).toEqual({
    ok: false,
    reason: `2000 × ${PHOTO_MIN_SIDE - 1} pixels is too small: the short side needs at least ${PHOTO_MIN_SIDE} pixels`,
  });
});

test('it gives the same picture re-encoded a near hash and another picture a far one', async () => {
  const a = await accepted(await testImage({ width: 1200, height: 900, seed: 7 }));
  const again = await accepted(await testImage({ width: 1600, height: 1200, seed: 7, format: 'webp' }));
  const other = await accepted(await testImage({ width: 1200, height: 900, seed: 8 }));
  expect(sameImage(a.phash, again.phash)).toBe(true);
  expect(sameImage(a.phash, other.phash)).toBe(false);
  expect(hammingDistance('ffffffffffffffff', '0000000000000000')).toBe(64);
});
