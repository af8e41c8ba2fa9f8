/**
 * Images made on the spot for tests and benchmarks: abstract shapes drawn from a seed (never a
 * photograph), encoded by sharp, optionally with EXIF, and a hand-made PNG header claiming huge
 * dimensions.
 */
import { crc32, deflateSync } from 'node:zlib';
import sharp, { type Exif } from 'sharp';

/** An SVG of shapes placed by `seed`: different seeds give structurally different pictures. */
function shapes(width: number, height: number, seed: number): string {
  let s = seed >>> 0 || 1;
  const rnd = () => ((s = (s * 1103515245 + 12345) >>> 0) % 1000) / 1000;
  const items = Array.from({ length: 12 }, () => {
    const [x, y, r, hue] = [rnd() * width, rnd() * height, (0.05 + rnd() * 0.2) * Math.min(width, height), Math.round(rnd() * 360)];
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(0)}" fill="hsl(${hue} 70% 50%)"/>`;
  });
  const hue = Math.round(rnd() * 360);
  const [x1, y1] = [rnd() < 0.5 ? 0 : 1, rnd() < 0.5 ? 0 : 1];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="${x1}" y1="${y1}" x2="${1 - x1}" y2="${1 - y1}"><stop offset="0" stop-color="hsl(${hue} 60% 30%)"/><stop offset="1" stop-color="hsl(${(hue + 90) % 360} 60% 70%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${items.join('')}</svg>`;
}

export interface TestImageOptions {
  width: number;
  height: number;
  seed?: number;
  format?: 'jpeg' | 'png' | 'webp' | 'avif' | 'gif';
  /** EXIF to embed (sharp's IFD0/IFD2/IFD3 form). */
  exif?: Exif;
  /** EXIF orientation (1-8). */
  orientation?: number;
}

/** An encoded test image. */
export async function testImage(o: TestImageOptions): Promise<Buffer> {
  let image = sharp(Buffer.from(shapes(o.width, o.height, o.seed ?? 1)), { density: 72 });
  if (o.exif) image = image.withExif(o.exif);
  if (o.orientation) image = image.withMetadata({ orientation: o.orientation });
  switch (o.format ?? 'jpeg') {
    case 'png':
      return image.png().toBuffer();
    case 'webp':
      return image.webp().toBuffer();
    case 'avif':
      return image.avif({ effort: 0 }).toBuffer();
    case 'gif':
      return image.gif().toBuffer();
    default:
      return image.jpeg({ quality: 90 }).toBuffer();
  }
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A tiny PNG whose header claims `width` × `height` RGB pixels (a pixel-flood probe). */
export function pngHeaderOnly(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(64))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
