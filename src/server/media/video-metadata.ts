/**
 * Metadata removal for gallery videos, done in place on the uploaded file without moving a byte:
 * every box or element that carries metadata is turned into padding of exactly its own size with
 * a zeroed payload, so every offset in the file (MP4 chunk offsets `stco`/`co64`, Matroska cues
 * and seek positions) stays valid and the media data is never touched. A file whose structure
 * cannot be walked is refused rather than stored with what it may hide.
 *
 * MP4 and QuickTime (ISO base media boxes):
 * - `udta`, `meta`, `uuid` (XMP, vendor data) and other metadata boxes (`©xyz` and every `©…`
 *   atom, `loci`, `ilst`, `keys`, `XMP_`, `cprt` …) in the movie, its tracks and its fragments
 *   become `free` boxes; every top-level box a player does not need (a preview picture, XMP, an
 *   unknown box) too; `free`/`skip`/`wide` keep their type and lose their (stale) contents;
 * - the creation and modification times of the movie, its tracks and media are zeroed, and so is
 *   the maker code and names in handler boxes and the compressor names of video sample entries;
 * - timed metadata tracks (handler `meta`, e.g. GoPro GPMF GPS, Apple `mebx`, `camm`) keep
 *   their structure but their samples are zeroed; a fragmented file with such a track, and a
 *   compressed movie header (`cmov`), cannot be cleaned and are refused.
 *
 * WebM and Matroska (EBML elements): `Tags` and `Attachments`, the segment title and recording
 * date become `Void` elements, and so do the seek entries that point to them, unknown segment
 * children and the CRC-32 of a changed parent; existing `Void` elements are zeroed.
 */
import { open, type FileHandle } from 'node:fs/promises';
import type { GalleryVideoType } from '../../lib/api/galleries.ts';

/** Why a video was refused: its structure is broken, or it holds metadata that cannot be removed in place. */
export type VideoRefusal = 'malformed' | 'unsupported';

/** The cleaned file (changed in place), or why it was refused (`detail` for logs and tests). */
export type VideoCleanResult = { ok: true; neutralised: number } | { ok: false; reason: VideoRefusal; detail: string };

class Refused extends Error {
  readonly reason: VideoRefusal;
  constructor(reason: VideoRefusal, detail: string) {
    super(detail);
    this.reason = reason;
  }
}
const malformed = (detail: string) => new Refused('malformed', detail);

/** The most bytes of one structure read into memory (a movie header, a segment info): far above any real one. */
const MAX_HEADER_BYTES = 32 * 1024 * 1024;
/** Size of the read window and of the zero blocks written. */
const WINDOW = 256 * 1024;
const ZEROS = Buffer.alloc(WINDOW);

/** Reads a file through a window, so the many small header reads of a walk cost few system calls. */
class Source {
  private window = Buffer.alloc(0);
  private windowStart = 0;
  private readonly file: FileHandle;
  readonly size: number;
  constructor(file: FileHandle, size: number) {
    this.file = file;
    this.size = size;
  }

  private async fill(target: Buffer, pos: number): Promise<void> {
    let done = 0;
    while (done < target.length) {
      const { bytesRead } = await this.file.read(target, done, target.length - done, pos + done);
      if (bytesRead === 0) throw malformed('the file ended while it was read');
      done += bytesRead;
    }
  }

  /** Up to `length` bytes from `pos` (fewer at the end of the file). */
  async read(pos: number, length: number): Promise<Buffer> {
    const end = Math.min(this.size, pos + length);
    if (pos >= this.windowStart && end <= this.windowStart + this.window.length)
      return this.window.subarray(pos - this.windowStart, end - this.windowStart);
    if (end - pos > WINDOW) {
      const whole = Buffer.alloc(end - pos);
      await this.fill(whole, pos);
      return whole;
    }
    this.window = Buffer.alloc(Math.min(WINDOW, this.size - pos));
    this.windowStart = pos;
    await this.fill(this.window, pos);
    return this.window.subarray(0, end - pos);
  }
}

/** The changes to write once the whole file was walked: bytes at a position, and ranges to zero. */
class Edits {
  readonly writes: { pos: number; data: Buffer }[] = [];
  readonly zeros: { from: number; to: number }[] = [];
  neutralised = 0;

  write(pos: number, data: Buffer): void {
    this.writes.push({ pos, data });
  }

  zero(from: number, to: number): void {
    if (to > from) this.zeros.push({ from, to });
  }

  async apply(file: FileHandle): Promise<void> {
    for (const { from, to } of this.zeros) {
      for (let pos = from; pos < to; pos += WINDOW) await file.write(ZEROS, 0, Math.min(WINDOW, to - pos), pos);
    }
    for (const { pos, data } of this.writes) await file.write(data, 0, data.length, pos);
  }
}

/** Remove the metadata of the video at `path` (of the type its bytes were recognised as), in place. */
export async function stripVideoMetadata(path: string, type: GalleryVideoType): Promise<VideoCleanResult> {
  const file = await open(path, 'r+');
  try {
    const source = new Source(file, (await file.stat()).size);
    const edits = new Edits();
    if (type === 'video/webm') await cleanMatroska(source, edits);
    else await cleanIsoMedia(source, edits);
    await edits.apply(file);
    return { ok: true, neutralised: edits.neutralised };
  } catch (err) {
    if (err instanceof Refused) return { ok: false, reason: err.reason, detail: err.message };
    throw err;
  } finally {
    await file.close();
  }
}

// ---------------------------------------------------------------------------------------------
// ISO base media (MP4, QuickTime)

interface Box {
  type: string;
  /** Offset of the box (relative to the buffer it was read from). */
  start: number;
  /** Bytes of the size and type fields (16 with a 64-bit size); the payload of `uuid` starts 16 bytes later. */
  sizeFields: number;
  /** Offset of the payload. */
  payload: number;
  end: number;
}

const printable = (type: string) => JSON.stringify(type);

/** The box at `at` of `b` (which holds its header), with `room` bytes left in its parent from `at`. */
function boxAt(b: Buffer, at: number, room: number): Box {
  if (room < 8) throw malformed(`${room} stray bytes at the end of a box list`);
  if (b.length - at < 8) throw malformed('a box header is cut off');
  const size32 = b.readUInt32BE(at);
  const type = b.toString('latin1', at + 4, at + 8);
  let size = size32;
  let sizeFields = 8;
  if (size32 === 1) {
    if (room < 16 || b.length - at < 16) throw malformed(`box ${printable(type)} is cut off in its size`);
    const large = b.readBigUInt64BE(at + 8);
    if (large > BigInt(Number.MAX_SAFE_INTEGER)) throw malformed(`box ${printable(type)} claims ${large} bytes`);
    size = Number(large);
    sizeFields = 16;
  } else if (size32 === 0) {
    // "To the end": the last box of its list.
    size = room;
  }
  const payload = at + sizeFields + (type === 'uuid' ? 16 : 0);
  if (size < payload - at) throw malformed(`box ${printable(type)} of ${size} bytes is shorter than its header`);
  if (size > room) throw malformed(`box ${printable(type)} runs past the end of its parent`);
  return { type, start: at, sizeFields, payload, end: at + size };
}

/** The boxes from `from` to `to` of `b`; a QuickTime list may end with four zero bytes. */
function boxesIn(b: Buffer, from: number, to: number): Box[] {
  const out: Box[] = [];
  let at = from;
  while (at < to) {
    if (to - at < 8 && b.subarray(at, to).every((x) => x === 0)) break;
    const box = boxAt(b, at, to - at);
    out.push(box);
    at = box.end;
  }
  return out;
}

/** Top-level boxes kept as they are (the rest is metadata, a preview, or unknown to players). */
const TOP_KEPT = new Set(['ftyp', 'mdat', 'mfra', 'sidx', 'ssix', 'styp', 'prft', 'emsg', 'pdin']);
/** Boxes walked into. */
const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl', 'dinf', 'edts', 'mvex', 'moof', 'traf']);
/** Padding: its contents may be leftovers of earlier metadata. */
const PADDING = new Set(['free', 'skip', 'wide']);
/** Boxes that carry metadata wherever they are. */
const METADATA = new Set([
  'udta',
  'meta',
  'uuid',
  'ilst',
  'keys',
  'XMP_',
  'loci',
  'cprt',
  'kywd',
  'titl',
  'dscp',
  'perf',
  'auth',
  'gnre',
  'rtng',
  'clsf',
  'albm',
  'yrrc',
  'ID32',
  'Xtra',
]);
const isMetadata = (type: string) => METADATA.has(type) || type.charCodeAt(0) === 0xa9;
/** Headers with creation and modification times. */
const TIMED = new Set(['mvhd', 'tkhd', 'mdhd']);
/** Track handlers of timed metadata (location, sensors). */
const METADATA_HANDLERS = new Set(['meta', 'camm', 'gpmd']);

/** Turn the box at absolute `start` into a `free` box of the same size with a zeroed payload. */
function neutraliseBox(edits: Edits, base: number, box: Box): void {
  edits.write(base + box.start + 4, Buffer.from('free', 'latin1'));
  edits.zero(base + box.start + box.sizeFields, base + box.end);
  edits.neutralised++;
}

/** A timed metadata track's sample tables, for zeroing its samples once the media data is known. */
interface MetadataTrack {
  b: Buffer;
  base: number;
  stbl: Box;
}

interface IsoWalk {
  edits: Edits;
  metadataTracks: MetadataTrack[];
}

/** How deep containers nest in a real file (moov, trak, mdia, minf, stbl), with room to spare. */
const MAX_DEPTH = 8;

/** Walk the children of a container box read into `b` (which starts at absolute `base`). */
function walkContainer(b: Buffer, base: number, from: number, to: number, walk: IsoWalk, depth = 1): void {
  if (depth > MAX_DEPTH) throw malformed(`containers nested deeper than ${MAX_DEPTH}`);
  for (const box of boxesIn(b, from, to)) {
    if (box.type === 'cmov') throw new Refused('unsupported', 'a compressed movie header cannot be cleaned in place');
    if (isMetadata(box.type)) neutraliseBox(walk.edits, base, box);
    else if (PADDING.has(box.type)) walk.edits.zero(base + box.payload, base + box.end);
    else if (TIMED.has(box.type)) zeroTimes(b, base, box, walk.edits);
    // QuickTime writes the camera maker's code where ISO keeps three reserved zero words; the
    // name after them often names the camera too, and an empty name is valid in both.
    else if (box.type === 'hdlr' && box.end - box.payload >= 12) walk.edits.zero(base + box.payload + 12, base + box.end);
    else if (CONTAINERS.has(box.type)) {
      walkContainer(b, base, box.payload, box.end, walk, depth + 1);
      if (box.type === 'trak') noteTrack(b, base, box, walk);
    }
  }
}

/** Zero the creation and modification times of an `mvhd`, `tkhd` or `mdhd` box (version 0: 32-bit, 1: 64-bit). */
function zeroTimes(b: Buffer, base: number, box: Box, edits: Edits): void {
  if (box.end - box.payload < 4) throw malformed(`box ${printable(box.type)} is too short`);
  const length = b[box.payload] === 1 ? 16 : 8;
  if (box.end - box.payload < 4 + length) throw malformed(`box ${printable(box.type)} is too short`);
  edits.zero(base + box.payload + 4, base + box.payload + 4 + length);
}

/** The first child of `parent` of `type`, following `path`. */
function child(b: Buffer, parent: Box, ...path: string[]): Box | undefined {
  let at: Box | undefined = parent;
  for (const type of path) at = at && boxesIn(b, at.payload, at.end).find((x) => x.type === type);
  return at;
}

/** Offset of the 32-byte compressor name in a visual sample entry's payload. */
const COMPRESSOR_NAME = 42;

/** A video track: blank the compressor names (cameras write their model); a timed metadata track: note it. */
function noteTrack(b: Buffer, base: number, trak: Box, walk: IsoWalk): void {
  const hdlr = child(b, trak, 'mdia', 'hdlr');
  // Version and flags, then pre_defined (QuickTime: the component type), then the handler.
  if (!hdlr || hdlr.end - hdlr.payload < 12) return;
  const handler = b.toString('latin1', hdlr.payload + 8, hdlr.payload + 12);
  const stbl = child(b, trak, 'mdia', 'minf', 'stbl');
  if (handler === 'vide') {
    const stsd = stbl && child(b, stbl, 'stsd');
    // Version and flags, the entry count, then the entries.
    if (stsd && stsd.end - stsd.payload >= 8)
      for (const entry of boxesIn(b, stsd.payload + 8, stsd.end))
        if (entry.end - entry.payload >= COMPRESSOR_NAME + 32)
          walk.edits.zero(base + entry.payload + COMPRESSOR_NAME, base + entry.payload + COMPRESSOR_NAME + 32);
  }
  if (!METADATA_HANDLERS.has(handler)) return;
  if (!stbl) throw malformed('a metadata track has no sample table');
  walk.metadataTracks.push({ b, base, stbl });
}

/** The absolute byte ranges of a metadata track's samples, from its chunk offsets, samples per chunk and sample sizes. */
function sampleRanges(t: MetadataTrack): { from: number; to: number }[] {
  const { b, stbl } = t;
  const find = (type: string) => boxesIn(b, stbl.payload, stbl.end).find((x) => x.type === type);
  const need = (box: Box, bytes: number) => {
    if (box.end - box.payload < bytes) throw malformed(`box ${printable(box.type)} is shorter than its entries`);
  };

  // Chunk offsets.
  const stco = find('stco');
  const co64 = find('co64');
  const offsets: number[] = [];
  if (stco || co64) {
    const box = (stco ?? co64)!;
    need(box, 8);
    const count = b.readUInt32BE(box.payload + 4);
    const width = stco ? 4 : 8;
    need(box, 8 + count * width);
    for (let i = 0; i < count; i++) {
      const at = box.payload + 8 + i * width;
      offsets.push(stco ? b.readUInt32BE(at) : Number(b.readBigUInt64BE(at)));
    }
  }

  // Sample sizes.
  const stsz = find('stsz');
  const stz2 = find('stz2');
  let sampleCount = 0;
  let fixed = 0;
  let sizeOf: (i: number) => number = () => 0;
  if (stsz) {
    need(stsz, 12);
    fixed = b.readUInt32BE(stsz.payload + 4);
    sampleCount = b.readUInt32BE(stsz.payload + 8);
    if (fixed === 0) {
      need(stsz, 12 + sampleCount * 4);
      sizeOf = (i) => b.readUInt32BE(stsz.payload + 12 + i * 4);
    }
  } else if (stz2) {
    need(stz2, 12);
    const field = b[stz2.payload + 7]!;
    sampleCount = b.readUInt32BE(stz2.payload + 8);
    if (field !== 4 && field !== 8 && field !== 16) throw malformed(`stz2 field size ${field}`);
    need(stz2, 12 + Math.ceil((sampleCount * field) / 8));
    const at = stz2.payload + 12;
    sizeOf = (i) => {
      if (field === 16) return b.readUInt16BE(at + i * 2);
      if (field === 8) return b[at + i]!;
      const byte = b[at + (i >> 1)]!;
      return i % 2 === 0 ? byte >> 4 : byte & 0x0f;
    };
  }

  // Samples per chunk: entries (first chunk, samples per chunk, description), ascending.
  const stsc = find('stsc');
  const runs: { first: number; perChunk: number }[] = [];
  if (stsc) {
    need(stsc, 8);
    const count = b.readUInt32BE(stsc.payload + 4);
    need(stsc, 8 + count * 12);
    for (let i = 0; i < count; i++) {
      const at = stsc.payload + 8 + i * 12;
      const first = b.readUInt32BE(at);
      if (first < 1 || (runs.length > 0 && first <= runs[runs.length - 1]!.first)) throw malformed('stsc entries out of order');
      runs.push({ first, perChunk: b.readUInt32BE(at + 4) });
    }
  }

  const ranges: { from: number; to: number }[] = [];
  let sample = 0;
  let run = 0;
  for (let chunk = 1; chunk <= offsets.length && sample < sampleCount; chunk++) {
    while (run + 1 < runs.length && runs[run + 1]!.first <= chunk) run++;
    const perChunk = runs.length > 0 && runs[0]!.first <= chunk ? runs[run]!.perChunk : 0;
    if (sample + perChunk > sampleCount) throw malformed('a metadata track lists more samples in its chunks than it has');
    // A fixed size is multiplied: the count may be large without a table to bound it.
    let length = fixed * perChunk;
    if (!fixed) for (let i = 0; i < perChunk; i++) length += sizeOf(sample + i);
    sample += perChunk;
    const from = offsets[chunk - 1]!;
    ranges.push({ from, to: from + length });
  }
  return ranges;
}

async function cleanIsoMedia(source: Source, edits: Edits): Promise<void> {
  const walk: IsoWalk = { edits, metadataTracks: [] };
  const mediaData: { from: number; to: number }[] = [];
  let movies = 0;
  let fragmented = false;
  let pos = 0;
  while (pos < source.size) {
    const room = source.size - pos;
    const head = await source.read(pos, 32);
    if (room < 8 && head.every((x) => x === 0)) break;
    // Offsets of `box` are relative to `pos`.
    const box = boxAt(head, 0, room);
    if (box.type === 'moov' || box.type === 'moof') {
      if (box.end > MAX_HEADER_BYTES) throw new Refused('unsupported', `a ${box.type} box of ${box.end} bytes`);
      const b = await source.read(pos, box.end);
      walkContainer(b, pos, box.payload, box.end, walk);
      if (box.type === 'moof' || child(b, box, 'mvex')) fragmented = true;
      if (box.type === 'moov') movies++;
    } else if (box.type === 'mdat') mediaData.push({ from: pos + box.payload, to: pos + box.end });
    else if (PADDING.has(box.type)) edits.zero(pos + box.payload, pos + box.end);
    else if (!TOP_KEPT.has(box.type)) neutraliseBox(edits, pos, box);
    pos += box.end;
  }
  if (movies !== 1) throw malformed(movies ? 'more than one movie header' : 'no movie header (moov)');
  if (walk.metadataTracks.length === 0) return;
  if (fragmented) throw new Refused('unsupported', 'a fragmented video with a timed metadata track');
  for (const track of walk.metadataTracks) {
    for (const r of sampleRanges(track)) {
      if (r.to === r.from) continue;
      if (!mediaData.some((m) => r.from >= m.from && r.to <= m.to)) throw malformed('metadata samples lie outside the media data');
      edits.zero(r.from, r.to);
    }
    edits.neutralised++;
  }
}

// ---------------------------------------------------------------------------------------------
// Matroska, WebM

const EBML = {
  header: 0x1a45dfa3,
  segment: 0x18538067,
  seekHead: 0x114d9b74,
  seek: 0x4dbb,
  seekId: 0x53ab,
  info: 0x1549a966,
  title: 0x7ba9,
  dateUtc: 0x4461,
  tracks: 0x1654ae6b,
  cluster: 0x1f43b675,
  cues: 0x1c53bb6b,
  chapters: 0x1043a770,
  tags: 0x1254c367,
  attachments: 0x1941a469,
  void: 0xec,
  crc: 0xbf,
} as const;

/** Children of a segment (a cluster of unknown size ends where the next of these begins). */
const SEGMENT_CHILDREN = new Set<number>([
  EBML.seekHead,
  EBML.info,
  EBML.tracks,
  EBML.cluster,
  EBML.cues,
  EBML.chapters,
  EBML.tags,
  EBML.attachments,
]);
/** Segment children kept, and the only ones a seek entry may point to. */
const SEGMENT_KEPT = new Set<number>([EBML.seekHead, EBML.info, EBML.tracks, EBML.cluster, EBML.cues, EBML.chapters]);

interface Element {
  id: number;
  /** Offset of the data (relative to the buffer it was read from, like `end`). */
  data: number;
  /** End offset; undefined for an element of unknown size. */
  end: number | undefined;
}

/** The length of a variable-size integer from its first byte (1 for 0x80-0xff … 8 for 0x01), 9 for 0x00. */
const vintLength = (first: number) => Math.clz32(first) - 23;

/** The element at `at` of `b` (which holds its header), with `room` bytes left in its parent from `at`. */
function elementAt(b: Buffer, at: number, room: number): Element {
  const first = b[at];
  if (first === undefined) throw malformed('an element header is cut off');
  const idLength = vintLength(first);
  if (idLength > 4) throw malformed('an element ID longer than 4 bytes');
  const s0 = b[at + idLength];
  if (s0 === undefined) throw malformed('an element header is cut off');
  const sizeLength = vintLength(s0);
  if (sizeLength > 8) throw malformed('an element size longer than 8 bytes');
  const header = idLength + sizeLength;
  if (b.length - at < header || room < header) throw malformed('an element header is cut off');
  const id = b.readUIntBE(at, idLength);
  const mask = 0xff >> sizeLength;
  const rest = b.subarray(at + idLength + 1, at + header);
  if ((s0 & mask) === mask && rest.every((x) => x === 0xff)) return { id, data: at + header, end: undefined };
  let size = s0 & mask;
  for (const x of rest) size = size * 256 + x;
  if (!Number.isSafeInteger(size)) throw malformed(`element ${id.toString(16)} claims too many bytes`);
  if (header + size > room) throw malformed(`element ${id.toString(16)} runs past the end of its parent`);
  return { id, data: at + header, end: at + header + size };
}

/** The header of a Void element of `total` bytes (ID 0xEC, then a size that fills the rest). */
function voidHeader(total: number): Buffer {
  if (total < 9) return Buffer.from([EBML.void, 0x80 | (total - 2)]);
  const header = Buffer.alloc(9);
  header.writeBigUInt64BE(BigInt(total - 9), 1);
  header[0] = EBML.void;
  header[1] = 0x01;
  return header;
}

/** Turn the element from absolute `from` to `to` into a Void element of the same size with a zeroed payload. */
function voidElement(edits: Edits, from: number, to: number): void {
  const header = voidHeader(to - from);
  edits.write(from, header);
  edits.zero(from + header.length, to);
  edits.neutralised++;
}

/**
 * Walk a small master element (segment info, seek head) read into memory: children `drop` says
 * so become Void, existing Void is zeroed, and a CRC-32 becomes Void when anything changed.
 */
async function cleanMaster(source: Source, edits: Edits, from: number, to: number, drop: (b: Buffer, e: Element) => boolean) {
  if (to - from > MAX_HEADER_BYTES) throw new Refused('unsupported', `a master element of ${to - from} bytes`);
  const b = await source.read(from, to - from);
  const crcs: { from: number; to: number }[] = [];
  let changed = false;
  for (let at = 0; at < b.length;) {
    const e = elementAt(b, at, b.length - at);
    if (e.end === undefined) throw malformed('an element of unknown size in a segment header');
    if (e.id === EBML.crc) crcs.push({ from: from + at, to: from + e.end });
    else if (e.id === EBML.void) edits.zero(from + e.data, from + e.end);
    else if (drop(b, e)) {
      voidElement(edits, from + at, from + e.end);
      changed = true;
    }
    at = e.end;
  }
  if (changed) for (const crc of crcs) voidElement(edits, crc.from, crc.to);
}

/** Whether a seek entry points to an element that is not kept. */
function seeksDropped(b: Buffer, seek: Element): boolean {
  if (seek.id !== EBML.seek || seek.end === undefined) return false;
  for (let at = seek.data; at < seek.end;) {
    const e = elementAt(b, at, seek.end - at);
    if (e.end === undefined) throw malformed('an element of unknown size in a seek entry');
    if (e.id === EBML.seekId) {
      const length = e.end - e.data;
      return length < 1 || length > 4 || !SEGMENT_KEPT.has(b.readUIntBE(e.data, length));
    }
    at = e.end;
  }
  return false;
}

/** Walk the children of a cluster of unknown size; the position where it ends. */
async function skipOpenCluster(source: Source, from: number, to: number): Promise<number> {
  let pos = from;
  while (pos < to) {
    const e = elementAt(await source.read(pos, 12), 0, to - pos);
    if (SEGMENT_CHILDREN.has(e.id) || e.id === EBML.segment || e.id === EBML.header) return pos;
    if (e.end === undefined) throw malformed('an element of unknown size inside a cluster');
    pos += e.end;
  }
  return pos;
}

async function walkSegment(source: Source, edits: Edits, from: number, to: number): Promise<void> {
  const crcs: { from: number; to: number }[] = [];
  let changed = false;
  let pos = from;
  while (pos < to) {
    const e = elementAt(await source.read(pos, 12), 0, to - pos);
    if (e.end === undefined) {
      if (e.id !== EBML.cluster) throw malformed('an element of unknown size other than a cluster');
      pos = await skipOpenCluster(source, pos + e.data, to);
      continue;
    }
    const end = pos + e.end;
    if (e.id === EBML.info) await cleanMaster(source, edits, pos + e.data, end, (_, c) => c.id === EBML.title || c.id === EBML.dateUtc);
    else if (e.id === EBML.seekHead) await cleanMaster(source, edits, pos + e.data, end, seeksDropped);
    else if (e.id === EBML.void) edits.zero(pos + e.data, end);
    else if (e.id === EBML.crc) crcs.push({ from: pos, to: end });
    else if (!SEGMENT_KEPT.has(e.id)) {
      voidElement(edits, pos, end);
      changed = true;
    }
    pos = end;
  }
  if (changed) for (const crc of crcs) voidElement(edits, crc.from, crc.to);
}

async function cleanMatroska(source: Source, edits: Edits): Promise<void> {
  let segments = 0;
  let pos = 0;
  while (pos < source.size) {
    const room = source.size - pos;
    const e = elementAt(await source.read(pos, 12), 0, room);
    if (pos === 0 && e.id !== EBML.header) throw malformed('no EBML header');
    if (e.id === EBML.segment) {
      const end = e.end === undefined ? source.size : pos + e.end;
      await walkSegment(source, edits, pos + e.data, end);
      segments++;
      pos = end;
      continue;
    }
    if (e.end === undefined) throw malformed('an element of unknown size outside a segment');
    if (e.id === EBML.void) edits.zero(pos + e.data, pos + e.end);
    else if (e.id !== EBML.header) voidElement(edits, pos, pos + e.end);
    pos += e.end;
  }
  if (segments === 0) throw malformed('no segment');
}
