/**
 * Small videos built byte by byte for tests: an MP4 (or QuickTime) file with a movie header, a
 * video track whose chunk offset points into the media data, and the metadata a phone or camera
 * leaves (a `©xyz` location in `udta`, a QuickTime `meta` location key, an XMP `uuid` box, dates,
 * optionally a GPS track); and a WebM file with a title, a recording date and a location tag.
 */

/** The location every test video carries (ISO 6709, as phones write it in `©xyz`). */
export const TEST_LOCATION = '+52.5200+013.4050/';
/** A recording time (seconds since 1904) written into the movie and track headers. */
export const TEST_CREATION_TIME = 0xe1a2b3c4;

const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
const u16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(n);
  return b;
};
const text = (s: string) => Buffer.from(s, 'latin1');

/** An ISO base media box. */
export function box(type: string, ...parts: Buffer[]): Buffer {
  const payload = Buffer.concat(parts);
  return Buffer.concat([u32(8 + payload.length), text(type), payload]);
}
/** A box with a 64-bit size. */
export function largeBox(type: string, ...parts: Buffer[]): Buffer {
  const payload = Buffer.concat(parts);
  const size = Buffer.alloc(8);
  size.writeBigUInt64BE(BigInt(16 + payload.length));
  return Buffer.concat([u32(1), text(type), size, payload]);
}
const fullBox = (type: string, version: number, ...parts: Buffer[]) => box(type, Buffer.from([version, 0, 0, 0]), ...parts);

/** The media data's bytes: a recognisable pattern. */
export function mediaPattern(length: number, seed = 1): Buffer {
  return Buffer.from(Array.from({ length }, (_, i) => (i * 31 + seed * 7) % 251));
}

function track(o: { id: number; handler: string; sampleSize: number; chunkOffset: number }): Buffer {
  const times = Buffer.concat([u32(TEST_CREATION_TIME), u32(TEST_CREATION_TIME + 1)]);
  const tkhd = fullBox('tkhd', 0, times, u32(o.id), u32(0), u32(1000), Buffer.alloc(8), Buffer.alloc(8), Buffer.alloc(36), u32(0), u32(0));
  const mdhd = fullBox('mdhd', 0, times, u32(1000), u32(1000), u16(0x55c4), u16(0));
  const hdlr = fullBox('hdlr', 0, u32(0), text(o.handler), Buffer.alloc(12), text(`${o.handler} handler\0`));
  const stbl = box(
    'stbl',
    fullBox('stsd', 0, u32(0)),
    fullBox('stts', 0, u32(0)),
    fullBox('stsc', 0, u32(1), u32(1), u32(1), u32(1)),
    fullBox('stsz', 0, u32(0), u32(1), u32(o.sampleSize)),
    fullBox('stco', 0, u32(1), u32(o.chunkOffset)),
  );
  return box('trak', tkhd, box('mdia', mdhd, hdlr, box('minf', box('dinf', box('dref')), stbl)));
}

export interface TestMp4 {
  bytes: Buffer;
  /** Where the media data's payload lies. */
  mdat: { from: number; to: number };
  /** Where the GPS track's sample lies (with `gpsTrack`). */
  gpsSample?: { from: number; to: number };
}

/**
 * An MP4 (brand `isom`) or QuickTime (`qt  `) file: ftyp, XMP uuid, moov (movie header, a video
 * track, udta with `©xyz` and camera make, a QuickTime location `meta`), then mdat.
 */
export function testMp4(
  o: { brand?: 'isom' | 'qt  '; gpsTrack?: boolean; fragmented?: boolean; largeMdat?: boolean; videoBytes?: number } = {},
): TestMp4 {
  const ftyp = box('ftyp', text(o.brand ?? 'isom'), u32(0x200), text(o.brand ?? 'isom'), text('mp41'));
  const xmp = box(
    'uuid',
    Buffer.from('be7acfcb97a942e89c71999491e3afac', 'hex'),
    text(`<x:xmpmeta><rdf:Description exif:GPSLatitude="52,31.2N" exif:GPSLongitude="13,24.3E" tiff:Make="Apple"/></x:xmpmeta>`),
  );
  const video = mediaPattern(o.videoBytes ?? 4096);
  const gps = text(`GPMF GPS5 ${TEST_LOCATION} 52.520008 13.404954`);
  const udta = box(
    'udta',
    box('\u00a9xyz', u16(TEST_LOCATION.length), u16(0x15c7), text(TEST_LOCATION)),
    box('\u00a9mak', u16(5), u16(0x15c7), text('Apple')),
  );
  const meta = box(
    'meta',
    fullBox('hdlr', 0, u32(0), text('mdta'), Buffer.alloc(12), text('\0')),
    fullBox('keys', 0, u32(1), box('mdta', text('com.apple.quicktime.location.ISO6709'))),
    box('ilst', box('\0\0\0\u0001', box('data', u32(1), u32(0), text(TEST_LOCATION)))),
  );
  const mvhd = fullBox(
    'mvhd',
    0,
    u32(TEST_CREATION_TIME),
    u32(TEST_CREATION_TIME + 1),
    u32(1000),
    u32(1000),
    u32(0x10000),
    u16(0x100),
    Buffer.alloc(10),
    Buffer.alloc(36),
    Buffer.alloc(24),
    u32(3),
  );
  const moovWith = (videoOffset: number, gpsOffset: number) =>
    box(
      'moov',
      mvhd,
      track({ id: 1, handler: 'vide', sampleSize: video.length, chunkOffset: videoOffset }),
      ...(o.gpsTrack ? [track({ id: 2, handler: 'meta', sampleSize: gps.length, chunkOffset: gpsOffset })] : []),
      ...(o.fragmented ? [box('mvex', fullBox('trex', 0, u32(1), u32(1), u32(0), u32(0), u32(0)))] : []),
      udta,
      meta,
    );
  const payload = Buffer.concat([video, ...(o.gpsTrack ? [gps] : [])]);
  const mdatHeader = o.largeMdat ? 16 : 8;
  // Offsets are known once the movie header's size is: it does not depend on their values.
  const start = ftyp.length + xmp.length + moovWith(0, 0).length + mdatHeader;
  const moov = moovWith(start, start + video.length);
  const mdat = o.largeMdat ? largeBox('mdat', payload) : box('mdat', payload);
  const bytes = Buffer.concat([ftyp, xmp, moov, mdat]);
  return {
    bytes,
    mdat: { from: start, to: bytes.length },
    gpsSample: o.gpsTrack ? { from: start + video.length, to: bytes.length } : undefined,
  };
}

// WebM ------------------------------------------------------------------------------------------

/** An EBML element with an 8-byte size (or of unknown size). */
export function element(id: number, ...parts: Buffer[]): Buffer {
  const data = Buffer.concat(parts);
  const size = Buffer.alloc(8);
  size.writeBigUInt64BE(BigInt(data.length));
  size[0] = 0x01;
  return Buffer.concat([Buffer.from(id.toString(16).padStart(2, '0'), 'hex'), size, data]);
}
const openElement = (id: number, ...parts: Buffer[]) =>
  Buffer.concat([Buffer.from(id.toString(16), 'hex'), Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]), ...parts]);
const idBytes = (id: number) => Buffer.from(id.toString(16), 'hex');

export interface TestWebm {
  bytes: Buffer;
  /** Where the frames' payloads lie. */
  frames: { from: number; to: number }[];
}

/** A WebM file: EBML header, a segment of unknown size with seek head, info (title, date), tracks, two clusters (one of unknown size) and tags. */
export function testWebm(): TestWebm {
  const header = element(0x1a45dfa3, element(0x4282, text('webm')));
  const info = element(
    0x1549a966,
    element(0x2ad7b1, u32(1_000_000)),
    element(0x7ba9, text(`Evening in Berlin ${TEST_LOCATION}`)),
    element(0x4461, Buffer.from('0a1b2c3d4e5f6071', 'hex')),
    element(0x4d80, text('test muxer')),
    element(0x5741, text('test writer')),
  );
  const seekHead = element(
    0x114d9b74,
    element(0x4dbb, element(0x53ab, idBytes(0x1549a966)), element(0x53ac, u32(0))),
    element(0x4dbb, element(0x53ab, idBytes(0x1254c367)), element(0x53ac, u32(0))),
  );
  const tracks = element(0x1654ae6b, element(0xae, element(0xd7, Buffer.from([1])), element(0x86, text('V_VP9'))));
  const frameA = mediaPattern(3000, 2);
  const frameB = mediaPattern(2000, 3);
  const clusterA = openElement(0x1f43b675, element(0xe7, Buffer.from([0])), element(0xa3, frameA));
  const clusterB = element(0x1f43b675, element(0xe7, Buffer.from([40])), element(0xa3, frameB));
  const tags = element(
    0x1254c367,
    element(0x7373, element(0x67c8, element(0x45a3, text('LOCATION')), element(0x4487, text(TEST_LOCATION)))),
  );
  const segmentBody = Buffer.concat([seekHead, info, tracks, clusterA, clusterB, tags]);
  const bytes = Buffer.concat([header, openElement(0x18538067), segmentBody]);
  const frames = [frameA, frameB].map((f) => {
    const from = bytes.indexOf(f);
    return { from, to: from + f.length };
  });
  return { bytes, frames };
}
