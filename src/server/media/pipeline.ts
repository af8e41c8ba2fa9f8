/**
 * The photo pipeline (OWASP ASVS 5.2): detect the type from the bytes, read the dimensions from
 * the header and refuse pixel floods before anything is decoded, refuse small pictures, then
 * decode once, auto-orient, and write WebP renditions without any metadata, a ThumbHash
 * placeholder and a perceptual hash. Originals are never kept. An upload is read from its
 * temporary file (sharp reads the path itself), never held in memory whole. A refusal is written
 * in the locale asked for (English by default).
 */
import { open } from 'node:fs/promises';
import sharp from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import { t, type I18nKey, type Vars } from '../../../i18n/index.ts';
import type { Locale } from '../../../regions/schema.ts';
import { PHOTO_MIN_SIDE, PHOTO_WIDTHS, type RemovedMetadata } from '../../lib/api/photos.ts';
import { removedMetadata } from './exif.ts';
import { dHash } from './phash.ts';

/** Most pixels an upload may declare (width × height); larger headers are refused unread. */
export const MAX_INPUT_PIXELS = 50_000_000;
/** WebP quality of the renditions. */
export const WEBP_QUALITY = 80;
/** Longest side of the rendition ThumbHash is computed from (the algorithm wants ≤ 100 px). */
const THUMB_SIDE = 100;

/** The formats accepted, by their magic bytes; every one is decoded by the installed sharp. */
const SIGNATURES: { type: string; test: (b: Buffer) => boolean }[] = [
  { type: 'jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'png', test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'webp', test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
  { type: 'gif', test: (b) => /^GIF8[79]a$/.test(b.subarray(0, 6).toString('latin1')) },
  { type: 'avif', test: (b) => b.subarray(4, 8).toString('latin1') === 'ftyp' && /^avi[fs]$/.test(b.subarray(8, 12).toString('latin1')) },
];

/** The image type of `bytes` by content, or undefined when it is none of the accepted ones. */
export function detectType(bytes: Buffer): string | undefined {
  return SIGNATURES.find((s) => s.test(bytes))?.type;
}

/** One WebP rendition. */
export interface Rendition {
  width: number;
  height: number;
  data: Buffer;
}

/** A processed upload. */
export interface ProcessedPhoto {
  /** Size of the largest rendition. */
  width: number;
  height: number;
  /** Smallest first. */
  renditions: Rendition[];
  thumbhash: string;
  phash: string;
  removed: RemovedMetadata[];
}

/** The outcome of one upload: the photo, or why it was refused (a sentence for the escort). */
export type PipelineResult = { ok: true; photo: ProcessedPhoto } | { ok: false; reason: string };

/** An image to process: its bytes, or the path of the file holding them. */
export type PhotoInput = Buffer | string;

/** The first `length` bytes of the input (enough to tell its type). */
export async function headOf(input: PhotoInput, length = 16): Promise<Buffer> {
  if (typeof input !== 'string') return input.subarray(0, length);
  const file = await open(input, 'r');
  try {
    const head = Buffer.alloc(length);
    const { bytesRead } = await file.read(head, 0, length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** Header facts of an accepted type, read without decoding the pixels. */
async function header(input: PhotoInput) {
  try {
    return await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    return undefined;
  }
}

/**
 * Run one upload (its bytes or its file) through the pipeline (`minSide`: the shortest side
 * accepted, default PHOTO_MIN_SIDE; `locale`: the language of a refusal, default English).
 */
export async function processPhoto(input: PhotoInput, o: { minSide?: number; locale?: Locale } = {}): Promise<PipelineResult> {
  const minSide = o.minSide ?? PHOTO_MIN_SIDE;
  const refuse = (key: Extract<I18nKey, `photos.refused.${string}`>, vars?: Vars): PipelineResult => ({
    ok: false,
    reason: t(o.locale ?? 'en', key, vars),
  });
  const type = detectType(await headOf(input));
  if (!type) return refuse('photos.refused.type');
  const meta = await header(input);
  if (!meta?.width || !meta.height || (type === 'avif' && meta.compression !== 'av1'))
    return refuse('photos.refused.unreadable', { type: type.toUpperCase() });
  const size = { width: meta.width, height: meta.height };
  if (meta.width * meta.height > MAX_INPUT_PIXELS) return refuse('photos.refused.pixels', { ...size, max: MAX_INPUT_PIXELS / 1_000_000 });
  if (Math.min(meta.width, meta.height) < minSide) return refuse('photos.refused.small', { ...size, min: minSide });

  try {
    // Decode once (the first frame of an animation), orient, and shrink to the largest width;
    // the smaller renditions are made from that. No withMetadata(): sharp writes none.
    const largest = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1] ?? 1280;
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize({ width: largest, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const widths = PHOTO_WIDTHS.filter((w) => w <= info.width);
    const renditions = await Promise.all(
      widths.map(async (w) => {
        const out = await sharp(data, raw).resize({ width: w }).webp({ quality: WEBP_QUALITY }).toBuffer({ resolveWithObject: true });
        return { width: out.info.width, height: out.info.height, data: out.data };
      }),
    );
    const thumb = await sharp(data, raw)
      .resize(THUMB_SIDE, THUMB_SIDE, { fit: 'inside' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const thumbhash = Buffer.from(rgbaToThumbHash(thumb.info.width, thumb.info.height, thumb.data)).toString('base64');
    const phash = await dHash(sharp(data, raw));
    const top = renditions[renditions.length - 1] ?? { width: info.width, height: info.height };
    return { ok: true, photo: { width: top.width, height: top.height, renditions, thumbhash, phash, removed: removedMetadata(meta) } };
  } catch {
    return refuse('photos.refused.damaged', { type: type.toUpperCase() });
  }
}
