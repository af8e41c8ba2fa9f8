import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { detectVideo } from '../services/galleries-own.ts';
import { box, largeBox, TEST_CREATION_TIME, TEST_LOCATION, testMp4, testWebm } from './test-videos.ts';
import { stripVideoMetadata } from './video-metadata.ts';

const dir = mkdtempSync(join(tmpdir(), 'lustmap-video-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;

/** Write `bytes` to a file, clean it as the type its bytes say, and read it back. */
async function clean(bytes: Buffer) {
  const path = join(dir, `v${++n}`);
  writeFileSync(path, bytes);
  const type = detectVideo(bytes);
  if (!type) throw new Error('not a video');
  const result = await stripVideoMetadata(path, type);
  return { result, after: readFileSync(path) };
}

const has = (haystack: Buffer, needle: string | Buffer) =>
  haystack.includes(typeof needle === 'string' ? Buffer.from(needle, 'latin1') : needle);
const timeBytes = () => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(TEST_CREATION_TIME);
  return b;
};

describe('MP4 and QuickTime', () => {
  test.each(['isom', 'qt  '] as const)(
    'brand %s: location, camera, XMP and dates are gone; size, offsets and media data stay',
    async (brand) => {
      const mp4 = testMp4({ brand });
      expect(has(mp4.bytes, TEST_LOCATION)).toBe(true);
      expect(has(mp4.bytes, 'GPSLatitude')).toBe(true);
      expect(has(mp4.bytes, timeBytes())).toBe(true);
      const { result, after } = await clean(mp4.bytes);
      expect(result).toEqual({ ok: true, neutralised: 3 });
      expect(after.length).toBe(mp4.bytes.length);
      expect(has(after, TEST_LOCATION)).toBe(false);
      expect(has(after, '\u00a9xyz')).toBe(false);
      expect(has(after, 'Apple')).toBe(false);
      expect(has(after, 'GPSLatitude')).toBe(false);
      expect(has(after, 'com.apple.quicktime.location')).toBe(false);
      expect(has(after, timeBytes())).toBe(false);
      expect(after.subarray(mp4.mdat.from, mp4.mdat.to)).toEqual(mp4.bytes.subarray(mp4.mdat.from, mp4.mdat.to));
      // The chunk offset and every box that is not metadata are byte for byte the same.
      const stco = mp4.bytes.indexOf('stco');
      expect(after.subarray(stco - 4, stco + 16)).toEqual(mp4.bytes.subarray(stco - 4, stco + 16));
      // udta became a free box of the same size, its payload zeroed.
      const udta = mp4.bytes.indexOf('udta');
      const size = mp4.bytes.readUInt32BE(udta - 4);
      expect(after.toString('latin1', udta, udta + 4)).toBe('free');
      expect(after.readUInt32BE(udta - 4)).toBe(size);
      expect(after.subarray(udta + 4, udta - 4 + size).every((x) => x === 0)).toBe(true);
      // The cleaned file is still a well-formed file: cleaning it again changes nothing more.
      const again = await clean(after);
      expect(again.result).toMatchObject({ ok: true });
      expect(again.after).toEqual(after);
    },
  );

  test('a 64-bit media data box is walked over', async () => {
    const mp4 = testMp4({ largeMdat: true });
    const { result, after } = await clean(mp4.bytes);
    expect(result.ok).toBe(true);
    expect(has(after, TEST_LOCATION)).toBe(false);
    expect(after.subarray(mp4.mdat.from - 16)).toEqual(mp4.bytes.subarray(mp4.mdat.from - 16));
  });

  test('the samples of a GPS track are zeroed, the video samples are not', async () => {
    const mp4 = testMp4({ gpsTrack: true });
    const gps = mp4.gpsSample!;
    expect(has(mp4.bytes.subarray(gps.from, gps.to), TEST_LOCATION)).toBe(true);
    const { result, after } = await clean(mp4.bytes);
    expect(result.ok).toBe(true);
    expect(after.subarray(gps.from, gps.to).every((x) => x === 0)).toBe(true);
    expect(after.subarray(mp4.mdat.from, gps.from)).toEqual(mp4.bytes.subarray(mp4.mdat.from, gps.from));
    expect(has(after, '52.520008')).toBe(false);
    expect(after.length).toBe(mp4.bytes.length);
  });

  test('a fragmented file with a GPS track is refused as one that cannot be cleaned', async () => {
    const { result } = await clean(testMp4({ gpsTrack: true, fragmented: true }).bytes);
    expect(result).toMatchObject({ ok: false, reason: 'unsupported' });
  });

  test('a broken box structure is refused', async () => {
    const good = testMp4().bytes;
    const ftyp = good.subarray(0, good.readUInt32BE(0));
    let nested = box('trak');
    for (let i = 0; i < 50; i++) nested = box('trak', nested);
    const cases: [string, Buffer][] = [
      ['containers nested without end', Buffer.concat([ftyp, box('moov', nested)])],
      ['bytes after ftyp that are no box', Buffer.concat([ftyp, Buffer.alloc(4096, 7)])],
      ['cut off in the media data', good.subarray(0, good.length - 10)],
      ['no movie header', Buffer.concat([ftyp, box('mdat', Buffer.alloc(64, 1))])],
      ['two movie headers', Buffer.concat([good, box('moov', box('mvhd', Buffer.alloc(100)))])],
      ['a box shorter than its header', Buffer.concat([ftyp, Buffer.from([0, 0, 0, 4]), Buffer.from('free')])],
      ['a child running past its parent', Buffer.concat([ftyp, box('moov', Buffer.from([0, 0, 1, 0]), Buffer.from('trak'))])],
      ['a 64-bit size past the file', Buffer.concat([ftyp, largeBox('mdat', Buffer.alloc(8)).fill(0xff, 8, 12)])],
    ];
    for (const [what, bytes] of cases) {
      const { result } = await clean(bytes);
      expect(result, what).toMatchObject({ ok: false, reason: 'malformed' });
    }
  });
});

describe('WebM', () => {
  test('title, recording date and location tags are gone; size and frames stay', async () => {
    const webm = testWebm();
    expect(has(webm.bytes, TEST_LOCATION)).toBe(true);
    const { result, after } = await clean(webm.bytes);
    expect(result.ok).toBe(true);
    expect(after.length).toBe(webm.bytes.length);
    expect(has(after, TEST_LOCATION)).toBe(false);
    expect(has(after, 'Evening in Berlin')).toBe(false);
    expect(has(after, Buffer.from('0a1b2c3d4e5f6071', 'hex'))).toBe(false);
    expect(has(after, 'LOCATION')).toBe(false);
    // The seek entry that pointed to the tags is gone, the one to the info stays.
    expect(has(after, Buffer.from('53ab01000000000000041254c367', 'hex'))).toBe(false);
    expect(has(after, Buffer.from('53ab01000000000000041549a966', 'hex'))).toBe(true);
    // What players need stays.
    expect(has(after, 'test muxer')).toBe(true);
    expect(has(after, 'V_VP9')).toBe(true);
    for (const f of webm.frames) expect(after.subarray(f.from, f.to)).toEqual(webm.bytes.subarray(f.from, f.to));
    const again = await clean(after);
    expect(again.result.ok).toBe(true);
    expect(again.after).toEqual(after);
  });

  test('a broken element structure is refused', async () => {
    const good = testWebm().bytes;
    const header = good.subarray(0, good.indexOf(Buffer.from('18538067', 'hex')));
    for (const bytes of [good.subarray(0, good.length - 5), header, Buffer.concat([header, Buffer.from([0x18, 0x53, 0x80, 0x67, 0x00])])]) {
      const { result } = await clean(bytes);
      expect(result).toMatchObject({ ok: false, reason: 'malformed' });
    }
  });
});

test('damaged files are cleaned or refused, never an error', async () => {
  // A small deterministic generator: the same damage on every run.
  let state = 42;
  const random = (n: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % n;
  };
  const sources = [testMp4({ gpsTrack: true }).bytes, testMp4({ brand: 'qt  ' }).bytes, testWebm().bytes];
  for (let i = 0; i < 300; i++) {
    const bytes = Buffer.from(sources[i % sources.length]!);
    for (let k = 0; k <= random(4); k++) bytes[12 + random(Math.min(bytes.length - 12, 1200))] = random(256);
    const cut = random(3) === 0 ? bytes.subarray(0, 12 + random(bytes.length - 12)) : bytes;
    const { result, after } = await clean(cut);
    expect(after.length).toBe(cut.length);
    if (!result.ok) expect(['malformed', 'unsupported']).toContain(result.reason);
  }
});
