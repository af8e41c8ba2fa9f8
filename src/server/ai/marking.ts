/**
 * Every AI image is re-encoded and marked before anyone sees it, whichever provider made it: the
 * type is checked by content, pixel floods are refused, the picture is decoded once, fitted into
 * the frame, a visible "AI" badge is drawn into its corner, and each WebP rendition carries XMP
 * metadata saying it is AI-generated (IPTC `DigitalSourceType` trainedAlgorithmicMedia and a
 * description), nothing else (no EXIF, no location).
 */
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import { detectType, MAX_INPUT_PIXELS, WEBP_QUALITY } from '../media/pipeline.ts';

/** IPTC's digital source type of media made by a trained model. */
export const AI_SOURCE_TYPE = 'http://cv.iptc.org/newscodes/digitalsourcetype/trainedAlgorithmicMedia';
/** The frame images are fitted into (3:4 portrait). */
export const AI_IMAGE_WIDTH = 768;
export const AI_IMAGE_HEIGHT = 1024;
/** Widths written for every image (the largest is the frame's). */
export const AI_IMAGE_WIDTHS = [320, 640, AI_IMAGE_WIDTH] as const;

/** One marked WebP rendition. */
export interface MarkedRendition {
  width: number;
  height: number;
  data: Buffer;
}

export interface MarkedImage {
  width: number;
  height: number;
  /** Smallest first. */
  renditions: MarkedRendition[];
  thumbhash: string;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The XMP packet of an AI image. */
export function aiXmp(description: string): string {
  const d = escapeXml(description);
  return `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:Iptc4xmpExt="http://iptc.org/std/Iptc4xmpExt/2008-02-29/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:xmp="http://ns.adobe.com/xap/1.0/" Iptc4xmpExt:DigitalSourceType="${AI_SOURCE_TYPE}" xmp:CreatorTool="Lustmap AI girlfriend"><dc:description><rdf:Alt><rdf:li xml:lang="x-default">${d}</rdf:li></rdf:Alt></dc:description></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;
}

/** The visible badge: "AI" (drawn as shapes, no font needed) on a dark rounded plate, for an image `width` wide. */
export function badgeSvg(width: number): { svg: string; size: number } {
  const w = Math.max(36, Math.round(width * 0.14));
  const h = Math.round(w * 0.62);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 80 50"><rect x="1.5" y="1.5" width="77" height="47" rx="9" fill="#000" fill-opacity="0.72" stroke="#fff" stroke-width="3"/><path fill="#fff" fill-rule="evenodd" d="M14 42 L27 8 L35 8 L48 42 L40 42 L37.2 34 L24.8 34 L22 42 Z M27 27.5 L35 27.5 L31 15.5 Z"/><rect x="55" y="8" width="9" height="34" fill="#fff"/></svg>`;
  return { svg, size: w };
}

/** Why an image was refused (the provider sent something that is not a usable picture). */
export class UnusableImageError extends Error {}

/** Re-encode and mark one image; throws UnusableImageError for bytes that are no usable picture. */
export async function markAiImage(bytes: Uint8Array, o: { description: string }): Promise<MarkedImage> {
  const input = Buffer.from(bytes);
  const type = detectType(input);
  if (!type || type === 'gif') throw new UnusableImageError('the image is not a PNG, JPEG, WebP or AVIF picture');
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new UnusableImageError(`the ${type} image cannot be read`);
  }
  if (!meta.width || !meta.height) throw new UnusableImageError(`the ${type} image has no size`);
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new UnusableImageError(`the image has more than ${MAX_INPUT_PIXELS} pixels`);
  if (Math.min(meta.width, meta.height) < 128) throw new UnusableImageError('the image is smaller than 128 pixels');

  let framed: { data: Buffer; info: OutputInfo };
  try {
    framed = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize(AI_IMAGE_WIDTH, AI_IMAGE_HEIGHT, { fit: 'cover', position: 'attention' })
      .toColourspace('srgb')
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new UnusableImageError(`the ${type} image is damaged`);
  }
  const raw = { raw: { width: framed.info.width, height: framed.info.height, channels: framed.info.channels } } as const;
  const badge = badgeSvg(framed.info.width);
  const margin = Math.round(framed.info.width * 0.03);
  const badged = await sharp(framed.data, raw)
    .composite([
      {
        input: Buffer.from(badge.svg),
        left: framed.info.width - badge.size - margin,
        top: framed.info.height - Math.round(badge.size * 0.62) - margin,
      },
    ])
    .raw()
    .toBuffer({ resolveWithObject: true });
  const marked = { raw: { width: badged.info.width, height: badged.info.height, channels: badged.info.channels } } as const;
  const xmp = aiXmp(o.description);
  const renditions = await Promise.all(
    AI_IMAGE_WIDTHS.map(async (w) => {
      const out = await sharp(badged.data, marked)
        .resize({ width: w })
        .webp({ quality: WEBP_QUALITY })
        .withXmp(xmp)
        .toBuffer({ resolveWithObject: true });
      return { width: out.info.width, height: out.info.height, data: out.data };
    }),
  );
  const thumb = await sharp(badged.data, marked)
    .resize(100, 100, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const thumbhash = Buffer.from(rgbaToThumbHash(thumb.info.width, thumb.info.height, thumb.data)).toString('base64');
  const top = renditions[renditions.length - 1]!;
  return { width: top.width, height: top.height, renditions, thumbhash };
}
