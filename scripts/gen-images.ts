/**
 * Generates the site's placeholder artwork into public/: abstract gradient images for featured
 * locations and services (jpg + webp; no photographs, no people), the favicons and the flags' PNG
 * touch icon. Deterministic: the colours derive from the image name. Run: `npm run gen:images`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { regions } from '../regions/index.ts';
import { FEATURED_IMAGE } from '../src/lib/images.ts';

const root = join(import.meta.dirname, '..', 'public');

/** A stable 32-bit hash of a string (FNV-1a). */
export function hash(s: string): number {
  let h = 0x811c9dc5;
  for (const ch of s) h = Math.imul(h ^ ch.codePointAt(0)!, 0x01000193) >>> 0;
  return h;
}

/** An abstract SVG artwork for a name: two-colour gradient with soft shapes. */
export function artwork(name: string, width: number, height: number): string {
  const h = hash(name);
  const hue1 = h % 360;
  const hue2 = (hue1 + 40 + ((h >>> 9) % 80)) % 360;
  const circles = Array.from({ length: 5 }, (_, i) => {
    const v = hash(`${name}:${i}`);
    return `<circle cx="${v % width}" cy="${(v >>> 10) % height}" r="${40 + ((v >>> 20) % 120)}" fill="white" fill-opacity="${0.06 + (i % 3) * 0.04}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue1},55%,32%)"/><stop offset="1" stop-color="hsl(${hue2},60%,18%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${circles}</svg>`;
}

const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#9d174d"/><path d="M32 50 14 32a10 10 0 0 1 18-12 10 10 0 0 1 18 12Z" fill="#fff"/></svg>`;

/** Wrap a PNG in a single-image .ico container. */
export function pngToIco(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6); // width
  header.writeUInt8(size >= 256 ? 0 : size, 7); // height
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // image size
  header.writeUInt32LE(22, 18); // image offset
  return Buffer.concat([header, png]);
}

async function write(path: string, data: Buffer | string) {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, data);
}

async function featured(name: string) {
  const { width, height } = FEATURED_IMAGE;
  const img = sharp(Buffer.from(artwork(name, width, height)));
  await write(join(root, 'img', `${name}.jpg`), await img.clone().jpeg({ quality: 72, mozjpeg: true }).toBuffer());
  await write(join(root, 'img', `${name}.webp`), await img.clone().webp({ quality: 70 }).toBuffer());
}

if (import.meta.main) {
  const names = new Set<string>();
  for (const region of Object.values(regions)) {
    for (const f of region.featuredLocations) names.add(`places/${f.image}`);
    for (const s of region.featuredServices) names.add(`services/${s.image}`);
  }
  for (const name of [...names].sort()) await featured(name);
  await write(join(root, 'favicon.svg'), FAVICON_SVG);
  const png32 = await sharp(Buffer.from(FAVICON_SVG)).resize(32, 32).png().toBuffer();
  await write(join(root, 'favicon.ico'), pngToIco(png32, 32));
  await write(join(root, 'apple-touch-icon.png'), await sharp(Buffer.from(FAVICON_SVG)).resize(180, 180).png().toBuffer());
  console.log(`wrote ${names.size} featured images (jpg + webp) and the favicons to public/`);
}
