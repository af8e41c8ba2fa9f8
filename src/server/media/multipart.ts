/**
 * Streaming multipart reader for uploads. Hono's parseBody buffers a whole body before anyone can
 * look at it; here busboy parses the request stream as it arrives and writes each file straight to
 * a temporary file of its own (mode 0600) in the upload folder, so an upload costs a few buffers
 * of memory whatever its size. The read stops at the first file over the per-file limit (or the
 * request over its total) while it is still being sent. A refused, malformed or interrupted upload
 * leaves no temporary file behind; an accepted one is the caller's until `discard()`. The problems
 * are written in the locale of the limits (English by default).
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import busboy from 'busboy';
import { t, type I18nKey, type Vars } from '../../../i18n/index.ts';
import type { Locale } from '../../../regions/schema.ts';

/** One file of the upload, written to a temporary file. */
export interface UploadedFile {
  /** The name the browser sent (for messages only; never used as a path). */
  name: string;
  /** The temporary file holding the bytes (removed by `discard()`). */
  path: string;
  /** Its size in bytes. */
  bytes: number;
}

export interface MultipartLimits {
  /** Field that carries the files; files in other fields are skipped. */
  field: string;
  /** Largest file (bytes). */
  maxFileBytes: number;
  /** Most files in one request. */
  maxFiles: number;
  /** Largest sum of the files of one request (bytes). */
  maxTotalBytes: number;
  /** Folder of the temporary files (made when missing). */
  tmpDir: string;
  /** The language of the problems (default English). */
  locale?: Locale;
}

/**
 * The files and `discard()`, which removes their temporary files; or why the body was refused:
 * 413 (too large) or 422 (malformed, too many files, interrupted), with a message per problem.
 */
export type MultipartResult =
  { ok: true; files: UploadedFile[]; discard(): Promise<void> } | { ok: false; status: 413 | 422; problems: string[] };

/** Names of the temporary files (a sweep at start removes the ones a crash left). */
export const TEMP_FILE = /^upload-[0-9a-f-]{36}\.part$/;

/** A file name fit for a message: no path, no control characters, at most 100 characters. */
export function displayName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 100);
  return clean || 'file';
}

const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** A temporary file being written. */
interface Temp {
  path: string;
  out: WriteStream;
  /** Settles when the stream closed (after its last write, or after it was destroyed). */
  closed: Promise<void>;
}

/** Read the files of a multipart/form-data request into temporary files, enforcing the limits while streaming. */
export async function readMultipart(
  headers: Headers,
  body: ReadableStream<Uint8Array> | null,
  limits: MultipartLimits,
): Promise<MultipartResult> {
  const say = (key: Extract<I18nKey, `photos.upload.${string}`>, vars?: Vars) => t(limits.locale ?? 'en', key, vars);
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': headers.get('content-type') ?? '' },
      limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles, fields: 20, fieldSize: 1024, parts: limits.maxFiles + 20 },
    });
  } catch {
    return { ok: false, status: 422, problems: [say('photos.upload.notMultipart')] };
  }
  if (!body) return { ok: false, status: 422, problems: [say('photos.upload.empty')] };
  await mkdir(limits.tmpDir, { recursive: true, mode: 0o700 });
  const input = Readable.fromWeb(body as NodeWebStream<Uint8Array>);
  const temps: Temp[] = [];
  const removeAll = async () => {
    // A stream still opening creates its file when the open completes: wait for the close first.
    for (const t of temps) t.out.destroy();
    await Promise.all(temps.map((t) => t.closed.then(() => rm(t.path, { force: true }))));
  };

  return new Promise<MultipartResult>((resolve, reject) => {
    const files: UploadedFile[] = [];
    let total = 0;
    let done = false;
    const stop = () => {
      done = true;
      // Stop reading: the rest of the body is never read.
      input.unpipe(parser);
      input.destroy();
      parser.removeAllListeners();
      parser.on('error', () => undefined);
    };
    const refuse = (status: 413 | 422, problem: string) => {
      if (done) return;
      stop();
      removeAll().then(() => resolve({ ok: false, status, problems: [problem] }), reject);
    };
    const broken = (err: Error) => {
      if (done) return;
      stop();
      removeAll().then(() => reject(err), reject);
    };

    parser.on('file', (field, stream, info) => {
      // A body cut off inside a file ends the file's stream with an error as well as the parser:
      // the upload is refused as malformed either way, and no stream's error goes unheard.
      stream.on('error', () => refuse(422, say('photos.upload.malformed')));
      if (done || field !== limits.field) {
        stream.resume();
        return;
      }
      const name = displayName(info.filename);
      const path = join(limits.tmpDir, `upload-${randomUUID()}.part`);
      const out = createWriteStream(path, { flags: 'wx', mode: 0o600 });
      const closed = new Promise<void>((settle) => out.once('close', settle));
      temps.push({ path, out, closed });
      out.on('error', broken);
      const file: UploadedFile = { name, path, bytes: 0 };
      stream.on('data', (chunk: Buffer) => {
        file.bytes += chunk.length;
        total += chunk.length;
        if (total > limits.maxTotalBytes) refuse(413, say('photos.upload.totalTooLarge', { mb: mb(limits.maxTotalBytes) }));
      });
      stream.on('limit', () => refuse(413, say('photos.upload.fileTooLarge', { name, mb: mb(limits.maxFileBytes) })));
      stream.on('end', () => {
        if (!done) files.push(file);
      });
      stream.pipe(out);
    });
    parser.on('filesLimit', () => refuse(422, say('photos.upload.tooManyFiles', { max: limits.maxFiles })));
    parser.on('error', () => refuse(422, say('photos.upload.malformed')));
    parser.on('close', () => {
      if (done) return;
      done = true;
      // Every file was read; wait until each is on disk.
      void Promise.all(temps.map((t) => t.closed)).then(() => {
        const failure = temps.find((t) => t.out.errored)?.out.errored;
        if (failure) removeAll().then(() => reject(failure), reject);
        else resolve({ ok: true, files, discard: removeAll });
      });
    });
    input.on('error', () => refuse(422, say('photos.upload.interrupted')));
    input.pipe(parser);
  });
}
