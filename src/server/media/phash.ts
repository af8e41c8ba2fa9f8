/**
 * Perceptual hash of an image: a 64-bit difference hash (dHash). The image is reduced to 9×8
 * greyscale pixels and each bit says whether a pixel is brighter than its right neighbour, so
 * re-encoding, resizing and mild colour changes keep the hash nearly the same. Two hashes at a
 * Hamming distance of at most DUPLICATE_DISTANCE are taken as the same picture.
 */
import sharp, { type Sharp } from 'sharp';

/** Largest Hamming distance (of 64 bits) at which two photos count as the same image. */
export const DUPLICATE_DISTANCE = 6;

/** The dHash of an image (any input sharp reads) as 16 hex digits. */
export async function dHash(input: Buffer | Sharp): Promise<string> {
  const image = Buffer.isBuffer(input) ? sharp(input).rotate() : input.clone();
  const pixels = await image.greyscale().resize(9, 8, { fit: 'fill', kernel: 'lanczos3' }).raw().toBuffer();
  let hash = 0n;
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) {
      const left = pixels[y * 9 + x] ?? 0;
      const right = pixels[y * 9 + x + 1] ?? 0;
      hash = (hash << 1n) | (left > right ? 1n : 0n);
    }
  }
  return hash.toString(16).padStart(16, '0');
}

/** Number of differing bits of two hex hashes. */
export function hammingDistance(a: string, b: string): number {
  let diff = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let count = 0;
  while (diff) {
    count += Number(diff & 1n);
    diff >>= 1n;
  }
  return count;
}

/** Whether two hashes are of the same picture. */
export function sameImage(a: string, b: string): boolean {
  return hammingDistance(a, b) <= DUPLICATE_DISTANCE;
}
