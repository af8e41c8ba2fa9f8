import sharp from 'sharp';
import { expect, test } from 'vitest';
import { AI_SOURCE_TYPE, markAiImage, UnusableImageError } from './marking.ts';

const plain = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#d08a5a' } })
    .jpeg()
    .toBuffer();

test('it re-encodes to WebP renditions marked as AI-generated in their XMP, with no EXIF', async () => {
  const jpeg = await sharp(await plain(1024, 1024))
    .withExif({ IFD0: { Copyright: 'someone' } })
    .jpeg()
    .toBuffer();
  const marked = await markAiImage(jpeg, { description: 'AI-generated image of a fictional adult character' });
  expect(marked.renditions.map((r) => r.width)).toEqual([320, 640, 768]);
  for (const r of marked.renditions) {
    const meta = await sharp(r.data).metadata();
    expect(meta.format).toBe('webp');
    const xmp = meta.xmp?.toString('utf8') ?? '';
    expect(xmp).toContain(`Iptc4xmpExt:DigitalSourceType="${AI_SOURCE_TYPE}"`);
    expect(xmp).toContain('AI-generated image of a fictional adult character');
    expect(meta.exif).toBeUndefined();
  }
});

test('it draws a visible badge into the bottom-right corner', async () => {
  const marked = await markAiImage(await plain(768, 1024), { description: 'AI' });
  const big = marked.renditions.at(-1)!;
  const { data, info } = await sharp(big.data).raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const i = (y * info.width + x) * info.channels;
    return [data[i]!, data[i + 1]!, data[i + 2]!];
  };
  // The plain colour far from the corner, dark plate and white strokes in it.
  expect(at(50, 50)[0]).toBeGreaterThan(180);
  const corner: number[][] = [];
  for (let y = info.height - 80; y < info.height - 25; y += 3)
    for (let x = info.width - 130; x < info.width - 25; x += 3) corner.push(at(x, y));
  expect(corner.some((p) => p.every((c) => c < 80))).toBe(true);
  expect(corner.some((p) => p.every((c) => c > 235))).toBe(true);
});

test('it refuses bytes that are no usable picture', async () => {
  await expect(
    markAiImage(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), { description: 'x' }),
  ).rejects.toBeInstanceOf(UnusableImageError);
  await expect(markAiImage(await plain(64, 64), { description: 'x' })).rejects.toBeInstanceOf(UnusableImageError);
});
