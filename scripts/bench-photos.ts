/**
 * Photo pipeline throughput (part of `npm run bench:api`, or `node scripts/bench-photos.ts`):
 * 12-megapixel JPEGs made by sharp (abstract shapes plus grain, like a phone photo's detail) go
 * through the pipeline one after another on one libvips thread; prints images per second, ms per
 * image, and the cost of an AVIF 1280 rendition next to the WebP ones. Target (DESIGN §8): a
 * 12-megapixel JPEG in <= 1 s on one core.
 *
 * Options: --images 8
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { processPhoto } from '../src/server/media/pipeline.ts';
import { testImage } from '../src/server/media/test-images.ts';

/** What one run measured. */
export interface PhotoBench {
  images: number;
  perSecond: number;
  msPerImage: { p50: number; max: number };
  /** One 1280-wide rendition from the decoded 12 MP image. */
  encode1280: { webpMs: number; avifMs: number; webpBytes: number; avifBytes: number };
}

async function twelveMegapixels(seed: number): Promise<Buffer> {
  const base = await testImage({ width: 4000, height: 3000, seed, format: 'png' });
  // Grain, so the JPEG carries the detail (and the decode cost) of a real photograph.
  const grain = await sharp({
    create: { width: 4000, height: 3000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 18 } },
  })
    .png()
    .toBuffer();
  return sharp(base)
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 88 })
    .withExif({ IFD0: { Make: 'Bench', Model: 'One' } })
    .toBuffer();
}

/** Run the benchmark. */
export async function benchPhotos(images = 8): Promise<PhotoBench> {
  sharp.concurrency(1);
  const inputs = await Promise.all(Array.from({ length: images }, (_, i) => twelveMegapixels(i + 1)));
  await processPhoto(inputs[0]!); // warm up
  const times: number[] = [];
  const started = performance.now();
  for (const input of inputs) {
    const t = performance.now();
    const result = await processPhoto(input);
    if (!result.ok) throw new Error(result.reason);
    times.push(performance.now() - t);
  }
  const total = performance.now() - started;
  times.sort((a, b) => a - b);

  const decoded = await sharp(inputs[0]).resize({ width: 1280 }).raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: decoded.info.width, height: decoded.info.height, channels: decoded.info.channels } };
  let t = performance.now();
  const webp = await sharp(decoded.data, raw).webp({ quality: 80 }).toBuffer();
  const webpMs = performance.now() - t;
  t = performance.now();
  const avif = await sharp(decoded.data, raw).avif({ quality: 50 }).toBuffer();
  const avifMs = performance.now() - t;

  return {
    images,
    perSecond: (images * 1000) / total,
    msPerImage: { p50: times[Math.floor(times.length / 2)] ?? 0, max: times[times.length - 1] ?? 0 },
    encode1280: { webpMs, avifMs, webpBytes: webp.length, avifBytes: avif.length },
  };
}

/** Print a run. */
export function printPhotoBench(r: PhotoBench): void {
  const ms = (n: number) => `${n.toFixed(0)} ms`;
  console.log('\nPhoto pipeline, 12-megapixel JPEG (one libvips thread)');
  console.log(
    `  ${r.perSecond.toFixed(2)} images/s; per image p50 ${ms(r.msPerImage.p50)}, max ${ms(r.msPerImage.max)} (${r.images} images)`,
  );
  const e = r.encode1280;
  console.log(
    `  1280 rendition: WebP ${ms(e.webpMs)} (${(e.webpBytes / 1024).toFixed(0)} KB), AVIF ${ms(e.avifMs)} (${(e.avifBytes / 1024).toFixed(0)} KB)`,
  );
  console.log(`  Target <= 1 s per image: ${r.msPerImage.max <= 1000 ? 'met' : 'MISSED'}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { images: { type: 'string', default: '8' } } });
  printPhotoBench(await benchPhotos(Number(values.images)));
}
