/**
 * What an upload carries besides pixels, read before re-encoding so the escort can be told what
 * was removed: the GPS IFD or XMP GPS fields (location), camera make, model, lens or serial
 * (camera), and anything else that names or dates the picture (other). The colour profile and
 * layout tags (orientation, resolution) are not personal and are not reported.
 */
import type { Metadata } from 'sharp';
import type { RemovedMetadata } from '../../lib/api/photos.ts';

const TAG = {
  make: 0x010f,
  model: 0x0110,
  exifIfd: 0x8769,
  gpsIfd: 0x8825,
  bodySerial: 0xa431,
  lensMake: 0xa433,
  lensModel: 0xa434,
  lensSerial: 0xa435,
  cameraOwner: 0xa430,
} as const;

/** Tags that describe the layout of the pixels only. */
const LAYOUT_TAGS = new Set([0x0112, 0x011a, 0x011b, 0x0128, 0x0213, 0x9000, 0x9101, 0xa000, 0xa001, 0xa002, 0xa003]);
const CAMERA_TAGS = new Set<number>([TAG.make, TAG.model, TAG.bodySerial, TAG.lensMake, TAG.lensModel, TAG.lensSerial, TAG.cameraOwner]);

interface Ifd {
  tags: { tag: number; value: number }[];
  next: number;
}

/** The entries of the IFD at `at` of a TIFF structure (offsets relative to `tiff`). */
function readIfd(tiff: Buffer, at: number, little: boolean): Ifd | undefined {
  const u16 = (o: number) => (little ? tiff.readUInt16LE(o) : tiff.readUInt16BE(o));
  const u32 = (o: number) => (little ? tiff.readUInt32LE(o) : tiff.readUInt32BE(o));
  if (at < 8 || at + 2 > tiff.length) return undefined;
  const count = u16(at);
  if (at + 2 + count * 12 + 4 > tiff.length) return undefined;
  const tags = Array.from({ length: count }, (_, i) => ({ tag: u16(at + 2 + i * 12), value: u32(at + 2 + i * 12 + 8) }));
  return { tags, next: u32(at + 2 + count * 12) };
}

/** Kinds found in an EXIF block (`Exif\0\0` + TIFF); an unreadable block counts as 'other'. */
export function exifKinds(exif: Buffer): Set<RemovedMetadata> {
  const kinds = new Set<RemovedMetadata>();
  const tiff = exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? exif.subarray(6) : exif;
  const order = tiff.subarray(0, 2).toString('latin1');
  if (tiff.length < 8 || (order !== 'II' && order !== 'MM')) return kinds.add('other');
  const little = order === 'II';
  const ifd0 = readIfd(tiff, little ? tiff.readUInt32LE(4) : tiff.readUInt32BE(4), little);
  if (!ifd0) return kinds.add('other');
  const note = (tag: number) => {
    if (CAMERA_TAGS.has(tag)) kinds.add('camera');
    else if (tag === TAG.gpsIfd) kinds.add('location');
    else if (tag !== TAG.exifIfd && !LAYOUT_TAGS.has(tag)) kinds.add('other');
  };
  ifd0.tags.forEach(({ tag }) => note(tag));
  const exifPointer = ifd0.tags.find((t) => t.tag === TAG.exifIfd);
  if (exifPointer) readIfd(tiff, exifPointer.value, little)?.tags.forEach(({ tag }) => note(tag));
  // IFD1 holds an embedded thumbnail: the unedited picture, possibly uncropped.
  if (ifd0.next) kinds.add('other');
  return kinds;
}

/** What re-encoding removes from an image with this metadata, in a fixed order. */
export function removedMetadata(meta: Pick<Metadata, 'exif' | 'xmp' | 'iptc' | 'comments' | 'tifftagPhotoshop'>): RemovedMetadata[] {
  const kinds = meta.exif ? exifKinds(meta.exif) : new Set<RemovedMetadata>();
  if (meta.xmp) {
    const xmp = meta.xmp.toString('utf8');
    if (/GPS(?:Latitude|Longitude)/.test(xmp)) kinds.add('location');
    if (/tiff:(?:Make|Model)|aux:(?:SerialNumber|Lens)/.test(xmp)) kinds.add('camera');
    kinds.add('other');
  }
  if (meta.iptc || meta.tifftagPhotoshop || meta.comments?.length) kinds.add('other');
  return (['location', 'camera', 'other'] as const).filter((k) => kinds.has(k));
}
